import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
	agentDir,
	createProblemReporter,
	fileProblems,
	problemText,
	projectSettingsAllowed,
	readSettingsFiles,
	resolveSetting,
} from "../../src/host/settings.ts";
import { settingsDirs } from "./settings-dirs.ts";

/** Settings dirs whose files hold `{ piQuestion: value }` (or the text as given). */
function dirsWith(global: unknown, project: unknown) {
	const wrap = (value: unknown) => (value === undefined || typeof value === "string" ? value : { piQuestion: value });
	return settingsDirs(wrap(global), wrap(project));
}

const seconds = (value: unknown) => (typeof value === "number" && value >= 0 ? value : undefined);

describe("settings files", () => {
	it("reads the project's settings only in a trusted project (pi 1.x), and always where the host has no trust (pi 0.73)", () => {
		const { cwd, env } = dirsWith({ idleSeconds: 120 }, { idleSeconds: 1 });
		const idle = (trusted: boolean) => resolveSetting(readSettingsFiles(cwd, env, trusted), ["piQuestion", "idleSeconds"], seconds, "x").value;
		expect(idle(projectSettingsAllowed({ isProjectTrusted: () => false }))).toBe(120);
		expect(idle(projectSettingsAllowed({ isProjectTrusted: () => true }))).toBe(1);
		expect(idle(projectSettingsAllowed({}))).toBe(1);
	});

	it("accepts a file saved with a byte-order mark", () => {
		const { cwd, env } = dirsWith(`\uFEFF${JSON.stringify({ piQuestion: { idleSeconds: 45 } })}`, undefined);
		expect(resolveSetting(readSettingsFiles(cwd, env), ["piQuestion", "idleSeconds"], seconds, "x").value).toBe(45);
		expect(fileProblems(readSettingsFiles(cwd, env))).toEqual([]);
	});

	it("a broken file counts as empty and says so, naming the file", () => {
		const { cwd, env } = dirsWith("{ not json", "[1,2]");
		expect(readSettingsFiles(cwd, env).map((file) => file.data)).toEqual([undefined, undefined]);
		const problems = fileProblems(readSettingsFiles(cwd, env));
		expect(problems.map((problem) => problem.path)).toEqual([join(env.PI_CODING_AGENT_DIR as string, "settings.json"), join(cwd, ".pi", "settings.json")]);
		expect(problems[0]?.message).toMatch(/^is not valid JSON \(.+\); its piQuestion settings are ignored$/);
		expect(problems[1]?.message).toBe("does not hold a JSON object; its piQuestion settings are ignored");
	});

	it("a piQuestion entry that is not an object is a problem of that key", () => {
		const { cwd, env } = dirsWith(JSON.stringify({ piQuestion: "fast" }), undefined);
		expect(fileProblems(readSettingsFiles(cwd, env))).toEqual([
			{ path: join(env.PI_CODING_AGENT_DIR as string, "settings.json"), key: "piQuestion", message: 'must be an object, not "fast"; it is ignored' },
		]);
	});

	it("resolves each key on its own: an invalid project value leaves the valid global value in force", () => {
		const { cwd, env } = dirsWith({ idleSeconds: 120 }, { idleSeconds: "soon" });
		const files = readSettingsFiles(cwd, env);
		const resolved = resolveSetting(files, ["piQuestion", "idleSeconds"], seconds, "a number of seconds");
		expect(resolved.value).toBe(120);
		expect(resolved.problems).toEqual([
			{ path: join(cwd, ".pi", "settings.json"), key: "piQuestion.idleSeconds", message: 'must be a number of seconds, not "soon"; it is ignored' },
		]);
		const both = dirsWith({ idleSeconds: 120 }, { idleSeconds: 5 });
		expect(resolveSetting(readSettingsFiles(both.cwd, both.env), ["piQuestion", "idleSeconds"], seconds, "x")).toEqual({ value: 5, problems: [] });
	});

	it("quotes a huge invalid value in a few words", () => {
		const { cwd, env } = dirsWith({ idleSeconds: "x".repeat(100_000) }, undefined);
		const { problems } = resolveSetting(readSettingsFiles(cwd, env), ["piQuestion", "idleSeconds"], seconds, "a number");
		expect(problems[0]?.message.length).toBeLessThan(100);
	});
});

describe("reporting problems", () => {
	it("writes one sanitized line naming the file (home as ~) and the key", () => {
		expect(problemText({ path: "/home/ada/.pi/agent/settings.json", key: "piQuestion.idleSeconds", message: "must be a number, not \"\\u001b[31m\"" }, "/home/ada")).toBe(
			'pi-question settings: ~/.pi/agent/settings.json: piQuestion.idleSeconds must be a number, not "\\u001b[31m"',
		);
		expect(problemText({ path: "/p/settings.json", message: "is not valid JSON (bad \x1b]0;pwned\x07 token\n at 3)" }, "/home/ada")).toBe(
			"pi-question settings: /p/settings.json: is not valid JSON (bad  token  at 3)",
		);
	});

	it("reports each problem once, however often the settings are read", () => {
		const report = createProblemReporter(new Set());
		const seen: string[] = [];
		const problem = { path: "/p/settings.json", key: "piQuestion.idleSeconds", message: "must be a number" };
		report([problem], (message) => seen.push(message));
		report([problem], (message) => seen.push(message));
		report([{ ...problem, message: "must be positive" }], (message) => seen.push(message));
		expect(seen).toHaveLength(2);
	});

	it("shares what was reported between reporters, so two extensions reading one broken file tell the user once", () => {
		const problem = { path: "/p/shared-settings.json", message: "is not valid JSON" };
		const seen: string[] = [];
		createProblemReporter()([problem], (message) => seen.push(message));
		createProblemReporter()([problem], (message) => seen.push(message));
		expect(seen).toHaveLength(1);
	});
});

describe("pi's agent directory", () => {
	it("is pi's own getAgentDir() for the process's environment", async () => {
		const { getAgentDir } = await import("@mariozechner/pi-coding-agent");
		expect(agentDir()).toBe(getAgentDir());
	});

	it("reads PI_CODING_AGENT_DIR as pi does: ~ and ~/ mean home, ~user is a plain name", () => {
		expect(agentDir({ PI_CODING_AGENT_DIR: "~/agent" })).toBe(join(homedir(), "agent"));
		expect(agentDir({ PI_CODING_AGENT_DIR: "~" })).toBe(homedir());
		expect(agentDir({ PI_CODING_AGENT_DIR: "~user/agent" })).toBe("~user/agent");
		expect(agentDir({ PI_CODING_AGENT_DIR: "/srv/agent" })).toBe("/srv/agent");
		expect(agentDir({})).toBe(join(homedir(), ".pi", "agent"));
	});
});
