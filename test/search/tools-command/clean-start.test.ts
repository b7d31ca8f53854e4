/**
 * The clean start: whether pi loads its built-in tool_search by pi's own rules for the
 * `extensions` setting (user, then a trusted project's override), and turning it off in
 * settings.json the way pi config does, under pi's lock, changing only the bytes of the one list,
 * never through a symbolic link, and never writing a file pi would not read.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtinToolSearchIn, builtinToolSearchState, disableBuiltin, type DisableOutcome, withBuiltinOff } from "../../../src/search/tools-command/clean-start.ts";
import { CLEAN_START_SENTENCES, outcomeSentence } from "../../../src/search/tools-command/clean-start-words.ts";

/** withBuiltinOff on a text, its settings parsed from it. */
const off = (text: string) => withBuiltinOff(text, JSON.parse(text.replace(/^\uFEFF/, "")) as Record<string, unknown>);

/** What the user is told of an outcome, in English. */
const said = (outcome: DisableOutcome): string => (outcome.kind === "written" ? "" : outcomeSentence(outcome, CLEAN_START_SENTENCES.en));

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
		expect(off('{"theme":"dark","extensions":["./a.ts","+builtin:tool-search","-builtin:mcp"]}')).toEqual({
			text: '{"theme":"dark","extensions":["./a.ts","-builtin:mcp","-builtin:tool-search"]}',
		});
		expect(off("{}")).toEqual({ text: '{\n  "extensions": [\n    "-builtin:tool-search"\n  ]\n}' });
	});

	it("changes only the bytes of the extensions list: numbers JSON cannot hold, spacing, key order and a BOM stay", () => {
		const rest = '"big": 1e400,\n\t"id": 12345678901234567891,\n\t"z": { "deep": [1.50, -0] }';
		expect(off(`{\n\t${rest}\n}\n`)).toEqual({ text: `{\n\t${rest},\n\t"extensions": [\n\t\t"-builtin:tool-search"\n\t]\n}\n` });
		expect(off(`\uFEFF{ "extensions" : [ "./a.ts" ], ${rest} }`)).toEqual({ text: `\uFEFF{ "extensions" : [ "./a.ts", "-builtin:tool-search" ], ${rest} }` });
		expect(off('{"extensions": [\n    "+builtin:tool-search"\n  ], "n": 1e400}')).toEqual({ text: '{"extensions": [\n    "-builtin:tool-search"\n  ], "n": 1e400}' });
		expect(off('{"extensions": null, "n": 1E+999}')).toEqual({ text: '{"extensions": ["-builtin:tool-search"], "n": 1E+999}' });
		// JSON.parse keeps a repeated key's last value, and so does the edit.
		expect(off('{"extensions": 1, "extensions": []}')).toEqual({ text: '{"extensions": 1, "extensions": ["-builtin:tool-search"]}' });
	});

	it("keeps every byte outside the list for any settings object (property)", () => {
		const key = fc.string().filter((k) => k !== "extensions");
		fc.assert(
			fc.property(fc.dictionary(key, fc.jsonValue()), fc.array(fc.constantFrom("./a.ts", "+builtin:tool-search", "!x", "é\u001b")), fc.constantFrom(0, 2, "\t"), (others, list, space) => {
				const text = JSON.stringify({ ...others, extensions: list }, null, space);
				const result = off(text);
				if (!("text" in result)) throw new Error("refused");
				const start = text.indexOf('"extensions"');
				expect(result.text.slice(0, start)).toBe(text.slice(0, start));
				expect(JSON.parse(result.text)).toEqual({ ...JSON.parse(text), extensions: [...list.filter((e) => e !== "+builtin:tool-search"), "-builtin:tool-search"] });
			}),
			{ numRuns: 200 },
		);
	});

	it("refuses an extensions value pi would not read as a list of strings, saying what it is", () => {
		expect(off('{"extensions": "./a.ts"}')).toEqual({ refused: '"extensions" is a string, and pi reads only a list of strings there' });
		expect(off('{"extensions": {"a": 1}}')).toEqual({ refused: '"extensions" is an object, and pi reads only a list of strings there' });
		expect(off('{"extensions": ["./a.ts", 3]}')).toEqual({ refused: '"extensions" holds a number at position 2, and pi reads only strings there' });
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

	it("keeps every other byte and leaves no lock or temporary file", async () => {
		mkdirSync(agentDir, { recursive: true });
		writeFileSync(settingsPath(), '{\n    "defaultModel": "x",\n    "limit": 1e400\n}');
		expect((await disableBuiltin(place())).kind).toBe("written");
		expect(readFileSync(settingsPath(), "utf8")).toBe('{\n    "defaultModel": "x",\n    "limit": 1e400,\n    "extensions": [\n        "-builtin:tool-search"\n    ]\n}');
		expect(readdirSync(agentDir)).toEqual(["settings.json"]);
	});

	it("never writes through a symbolic link nor over a file that is not a regular file, and says why", async () => {
		mkdirSync(agentDir, { recursive: true });
		const target = join(root, "dotfiles-settings.json");
		writeFileSync(target, "{}");
		symlinkSync(target, settingsPath());
		const outcome = await disableBuiltin(place());
		expect(outcome).toEqual({ kind: "failed", path: settingsPath(), detail: `${settingsPath()} is a symbolic link, and pi-question does not write through links` });
		expect(said(outcome)).toBe(`${settingsPath()} could not be changed: ${settingsPath()} is a symbolic link, and pi-question does not write through links.`);
		expect(readFileSync(target, "utf8")).toBe("{}");
		rmSync(settingsPath());
		mkdirSync(settingsPath());
		expect((await disableBuiltin(place())).kind).toBe("failed");
	});

	it("writes nothing into a file with a syntax error or an extensions value pi would not read, and says why, sanitized", async () => {
		mkdirSync(agentDir, { recursive: true });
		for (const text of ['{"theme": "dark",}', "[1,2]", '{"extensions": "x"}', '{"a": "\u001b]0;title\u0007\u001b[2J" x}']) {
			writeFileSync(settingsPath(), text);
			const outcome = await disableBuiltin(place());
			expect(outcome.kind).toBe("unusable");
			expect(said(outcome)).toMatch(/settings\.json was not changed: .+\. Fix the file, then run \/tools disable-builtin again\.$/);
			expect(said(outcome)).not.toMatch(/[\u0000-\u001f]/);
			expect(readFileSync(settingsPath(), "utf8")).toBe(text);
		}
	});

	it("leaves the user's settings alone when a trusted project turns the built-in on, and says so", async () => {
		writeFileSync(join(cwd, ".pi", "settings.json"), JSON.stringify({ extensions: ["+builtin:tool-search"] }));
		const outcome = await disableBuiltin(place(true));
		expect(outcome.kind).toBe("project");
		expect(said(outcome)).toContain('turns pi\'s built-in tool_search on ("+builtin:tool-search"), which wins over your settings');
		expect(readdirSync(root)).not.toContain("agent");
		// An untrusted project's settings are not read, as pi does not read them.
		expect((await disableBuiltin(place(false))).kind).toBe("written");
	});
});
