import { describe, expect, it } from "vitest";
import { DEFAULT_IDLE_SECONDS } from "../../src/ask/limits.ts";
import { askSettings, IDLE_ENV, imageSupport, parseSeconds, RPC_ENV } from "../../src/ask/settings.ts";
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

describe("rpc", () => {
	it("is off unless a settings file or PI_QUESTION_RPC says \"dialog\"; the environment wins", () => {
		expect(askSettings(files(undefined), {})).toMatchObject({ rpcDialog: false, rpcConfigured: false });
		expect(askSettings(files({ piQuestion: { rpc: "dialog" } }), {})).toMatchObject({ rpcDialog: true, rpcConfigured: true });
		expect(askSettings(files({ piQuestion: { rpc: "dialog" } }, { piQuestion: { rpc: "off" } }), {}).rpcDialog).toBe(false);
		expect(askSettings(files({ piQuestion: { rpc: "off" } }), { [RPC_ENV]: "dialog" }).rpcDialog).toBe(true);
	});

	it("anything but \"dialog\" or \"off\" is reported and leaves it off, and counts as configured", () => {
		const settings = askSettings(files({ piQuestion: { rpc: true } }), { [RPC_ENV]: "yes" });
		expect(settings).toMatchObject({ rpcDialog: false, rpcConfigured: true });
		expect(settings.problems.map((problem) => `${problem.key} ${problem.message}`)).toEqual([
			'piQuestion.rpc must be "dialog" or "off", not true; it is ignored',
			'PI_QUESTION_RPC must be "dialog" or "off", not "yes"; it is ignored',
		]);
	});
});

describe("language", () => {
	it("is auto unless set; a language code or locale name is read, anything else reported and ignored", () => {
		expect(askSettings(files(undefined), {}).language).toBe("auto");
		expect(askSettings(files({ piQuestion: { language: "zh_CN" } }), {}).language).toBe("zh-Hans");
		const settings = askSettings(files({ piQuestion: { language: "zh-Hant" } }, { piQuestion: { language: "klingon" } }), {});
		expect(settings.language).toBe("zh-Hant");
		expect(settings.problems.map((problem) => `${problem.key} ${problem.message}`)).toEqual([
			'piQuestion.language must be "auto", "en", "zh-Hans" or "zh-Hant", not "klingon"; it is ignored',
		]);
	});
});
