/**
 * The clean start: whether pi loads its built-in tool_search by pi's own rules for the
 * `extensions` setting (user, then a trusted project's override), and turning it off in
 * settings.json the way pi config does, under pi's lock, keeping every other key and pi's format,
 * and never writing a file it cannot read back exactly.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtinToolSearchIn, builtinToolSearchState, disableBuiltin, withBuiltinOff } from "../../src/search/clean-start.ts";

describe("whether pi loads its built-in tool_search", () => {
	it("follows pi's rules: on by default, ! globs and - entries turn it off, + turns it on again, - wins, a project entry overrides", () => {
		const state = (user: unknown, project?: unknown): boolean => builtinToolSearchState(user, project).enabled;
		expect(state(undefined)).toBe(true);
		expect(state(["-builtin:tool-search"])).toBe(false);
		expect(state(["!builtin:*"])).toBe(false);
		expect(state(["!builtin:*", "+builtin:tool-search"])).toBe(true);
		expect(state(["+builtin:tool-search", "-builtin:tool-search"])).toBe(false);
		expect(state(["-builtin:mcp", "./ext.ts"])).toBe(true);
		expect(state(["-builtin:tool-search"], ["+builtin:tool-search"])).toBe(true);
		expect(builtinToolSearchState([], ["!builtin:tool-*"])).toEqual({ enabled: false, decidedBy: "project" });
		expect(state("not a list")).toBe(true);
	});

	it("turns it off as pi config does: its other entries removed, the - entry added, everything else kept in order", () => {
		expect(withBuiltinOff({ theme: "dark", extensions: ["./a.ts", "+builtin:tool-search", "-builtin:mcp"] })).toEqual({
			theme: "dark",
			extensions: ["./a.ts", "-builtin:mcp", "-builtin:tool-search"],
		});
		expect(withBuiltinOff({})).toEqual({ extensions: ["-builtin:tool-search"] });
	});
});

describe("/tools disable-builtin on settings.json", () => {
	let root: string;
	let agentDir: string;
	let cwd: string;
	const place = (projectTrusted = false) => ({ agentDir, cwd, projectTrusted });
	const settingsPath = () => join(agentDir, "settings.json");

	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "clean-start-"));
		agentDir = join(root, "agent");
		cwd = join(root, "work");
		mkdirSync(join(cwd, ".pi"), { recursive: true });
	});
	afterEach(() => {
		rmSync(root, { recursive: true, force: true });
	});

	it("creates the file when there is none, in pi's format", async () => {
		expect((await disableBuiltin(place())).kind).toBe("written");
		expect(readFileSync(settingsPath(), "utf8")).toBe('{\n  "extensions": [\n    "-builtin:tool-search"\n  ]\n}');
		expect(builtinToolSearchIn(place()).enabled).toBe(false);
		expect((await disableBuiltin(place())).kind).toBe("already");
	});

	it("keeps every other key and leaves no lock or temporary file", async () => {
		mkdirSync(agentDir, { recursive: true });
		writeFileSync(settingsPath(), JSON.stringify({ defaultModel: "x", packages: ["npm:a"], nested: { deep: [1, 2] } }, null, 4));
		expect((await disableBuiltin(place())).kind).toBe("written");
		expect(JSON.parse(readFileSync(settingsPath(), "utf8"))).toEqual({ defaultModel: "x", packages: ["npm:a"], nested: { deep: [1, 2] }, extensions: ["-builtin:tool-search"] });
		expect(readdirSync(agentDir)).toEqual(["settings.json"]);
	});

	it("follows a symbolic link, so the link stays and its target changes", async () => {
		mkdirSync(agentDir, { recursive: true });
		const target = join(root, "dotfiles-settings.json");
		writeFileSync(target, "{}");
		symlinkSync(target, settingsPath());
		expect((await disableBuiltin(place())).kind).toBe("written");
		expect(JSON.parse(readFileSync(target, "utf8"))).toEqual({ extensions: ["-builtin:tool-search"] });
		expect(readFileSync(settingsPath(), "utf8")).toBe(readFileSync(target, "utf8"));
	});

	it("writes nothing into a file with a byte-order mark or a syntax error, and says why", async () => {
		mkdirSync(agentDir, { recursive: true });
		for (const text of ['\uFEFF{"theme":"dark"}', '{"theme": "dark",}', "[1,2]"]) {
			writeFileSync(settingsPath(), text);
			const outcome = await disableBuiltin(place());
			expect(outcome.kind).toBe("unusable");
			expect(outcome.message).toMatch(/settings\.json was not changed: .+\. Fix the file .+, then run \/tools disable-builtin again\.$/);
			expect(readFileSync(settingsPath(), "utf8")).toBe(text);
		}
	});

	it("leaves the user's settings alone when a trusted project turns the built-in on, and says so", async () => {
		writeFileSync(join(cwd, ".pi", "settings.json"), JSON.stringify({ extensions: ["+builtin:tool-search"] }));
		const outcome = await disableBuiltin(place(true));
		expect(outcome.kind).toBe("project");
		expect(outcome.message).toContain('turns pi\'s built-in tool_search on ("+builtin:tool-search"), which wins over your settings');
		expect(readdirSync(root)).not.toContain("agent");
		// An untrusted project's settings are not read, as pi does not read them.
		expect((await disableBuiltin(place(false))).kind).toBe("written");
	});
});
