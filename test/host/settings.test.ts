import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_IDLE_SECONDS } from "../../src/ask/limits.ts";
import { IDLE_ENV, idleSeconds } from "../../src/ask/settings.ts";
import { projectSettingsAllowed, readSettings } from "../../src/host/settings.ts";

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An agent dir and a project dir, each with a settings.json holding `piQuestion` as given. */
function setup(global: unknown, project: unknown) {
	const root = mkdtempSync(join(tmpdir(), "pi-question-settings-"));
	dirs.push(root);
	const agent = join(root, "agent");
	const cwd = join(root, "project");
	mkdirSync(agent, { recursive: true });
	mkdirSync(join(cwd, ".pi"), { recursive: true });
	if (global !== undefined) writeFileSync(join(agent, "settings.json"), typeof global === "string" ? global : JSON.stringify({ piQuestion: global }));
	if (project !== undefined) writeFileSync(join(cwd, ".pi", "settings.json"), typeof project === "string" ? project : JSON.stringify({ piQuestion: project }));
	return { cwd, env: { PI_CODING_AGENT_DIR: agent } as NodeJS.ProcessEnv };
}

describe("settings", () => {
	it("reads idleSeconds from the global settings, with the project's winning", () => {
		const global = setup({ idleSeconds: 120 }, undefined);
		expect(idleSeconds(readSettings(global.cwd, global.env), global.env)).toBe(120);
		const both = setup({ idleSeconds: 120 }, { idleSeconds: 0 });
		expect(idleSeconds(readSettings(both.cwd, both.env), both.env)).toBe(0);
	});

	it("reads the project's settings only in a trusted project (pi 1.x), and always where the host has no trust (pi 0.73)", () => {
		const { cwd, env } = setup({ idleSeconds: 120 }, { idleSeconds: 1 });
		expect(readSettings(cwd, env, projectSettingsAllowed({ isProjectTrusted: () => false }))).toEqual({ idleSeconds: 120 });
		expect(readSettings(cwd, env, projectSettingsAllowed({ isProjectTrusted: () => true }))).toEqual({ idleSeconds: 1 });
		expect(readSettings(cwd, env, projectSettingsAllowed({}))).toEqual({ idleSeconds: 1 });
	});

	it("lets the environment variable win over both files", () => {
		const { cwd, env } = setup({ idleSeconds: 120 }, { idleSeconds: 60 });
		expect(idleSeconds(readSettings(cwd, env), { ...env, [IDLE_ENV]: "2" })).toBe(2);
	});

	it("falls back to the default for invalid values and broken files", () => {
		for (const bad of [-5, "soon", null, [], {}, Number.NaN]) {
			expect(idleSeconds({ idleSeconds: bad }, {})).toBe(DEFAULT_IDLE_SECONDS);
		}
		expect(idleSeconds({}, { [IDLE_ENV]: "" })).toBe(DEFAULT_IDLE_SECONDS);
		const broken = setup("{ not json", "[1,2]");
		expect(readSettings(broken.cwd, broken.env)).toEqual({});
	});

	it("accepts numbers written as strings, as environment values are", () => {
		expect(idleSeconds({ idleSeconds: "90" }, {})).toBe(90);
	});
});
