import { describe, expect, it } from "vitest";
import { DEFAULT_IDLE_SECONDS } from "../../src/ask/limits.ts";
import { askSettings, IDLE_ENV, imageSupport, parseSeconds } from "../../src/ask/settings.ts";
import { readSettingsFiles } from "../../src/host/settings.ts";
import { settingsDirs } from "../host/settings-dirs.ts";

/** pi's settings files with the given top-level objects (undefined: no file). */
function files(global: unknown, project?: unknown) {
	const { cwd, env } = settingsDirs(global, project);
	return readSettingsFiles(cwd, env);
}

describe("idleSeconds", () => {
	it("comes from the global settings, with the project's winning, and the environment over both", () => {
		expect(askSettings(files({ piQuestion: { idleSeconds: 120 } }), {}).idleSeconds).toBe(120);
		expect(askSettings(files({ piQuestion: { idleSeconds: 120 } }, { piQuestion: { idleSeconds: 0 } }), {}).idleSeconds).toBe(0);
		expect(askSettings(files({ piQuestion: { idleSeconds: 120 } }, { piQuestion: { idleSeconds: 60 } }), { [IDLE_ENV]: "2" }).idleSeconds).toBe(2);
	});

	it("an invalid value is reported and the next source decides", () => {
		const settings = askSettings(files({ piQuestion: { idleSeconds: 120 } }, { piQuestion: { idleSeconds: -5 } }), { [IDLE_ENV]: "soon" });
		expect(settings.idleSeconds).toBe(120);
		expect(settings.problems.map((problem) => `${problem.key} ${problem.message}`)).toEqual([
			"piQuestion.idleSeconds must be a number of seconds (0 turns the idle wait off), not -5; it is ignored",
			'PI_QUESTION_IDLE_SECONDS must be a number of seconds, not "soon"; it is ignored',
		]);
		expect(askSettings(files(undefined), {}).idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
	});

	it("reads numbers written as strings, as environment values are, and nothing else", () => {
		expect(parseSeconds("90")).toBe(90);
		for (const bad of [-5, "soon", null, [], {}, Number.NaN, ""]) expect(parseSeconds(bad)).toBeUndefined();
	});
});

describe("images", () => {
	it("reach the model only when it takes image input and pi's settings do not block them", () => {
		expect(imageSupport({ id: "vision", input: ["text", "image"] }, false)).toEqual({ allowed: true });
		expect(imageSupport({ id: "mock-1", input: ["text"] }, false)).toEqual({ allowed: false, reason: "model", model: "mock-1" });
		expect(imageSupport(undefined, false)).toEqual({ allowed: false, reason: "model", model: "" });
		expect(imageSupport({ id: "vision", input: ["text", "image"] }, true)).toEqual({ allowed: false, reason: "blocked" });
	});

	it("reads pi's images.blockImages, the project's winning", () => {
		expect(askSettings(files({ images: { blockImages: true } }), {}).imagesBlocked).toBe(true);
		expect(askSettings(files({ images: { blockImages: true } }, { images: { blockImages: false } }), {}).imagesBlocked).toBe(false);
		expect(askSettings(files({}), {}).imagesBlocked).toBe(false);
	});
});
