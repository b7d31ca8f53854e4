/**
 * The shape of the code: three floors and nothing importing upward (entries -> src/ask and
 * src/search -> src/host and src/text), neither wing importing the other, no import circle (type
 * imports included: a circle of types is still two modules that cannot be read apart), every local
 * import resolving to a file, the dialog's view free of anything that touches the file system, and
 * the dialog's reducer free of anything that draws or touches the file system. Inside src/search,
 * each room (engine/, plan/, session/ …) is entered through its face, the engine stays pure and a
 * room imports only the rooms on floors below it (`FLOORS`). No folder holds more than ten code
 * files of its own, no code file runs past 500 lines, no function past 60.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, sourceFiles } from "../scripts/trace/imports.ts";
import { FLOORS, roomOf } from "./floors.ts";

const FILES = [...sourceFiles("src"), ...sourceFiles("extensions")];
const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]));

/** Everything `file` reaches through its imports, itself excluded; `typeOnly` ones only when asked. */
function reach(file: string, withTypes: boolean, seen = new Set<string>()): Set<string> {
	for (const { target, typeOnly } of GRAPH.get(file) ?? []) {
		if ((typeOnly && !withTypes) || seen.has(target)) continue;
		seen.add(target);
		if (GRAPH.has(target)) reach(target, withTypes, seen);
	}
	return seen;
}

describe("structure", () => {
	it("every local import resolves to a file", () => {
		for (const [file, imports] of GRAPH) {
			for (const { target } of imports) if (!target.startsWith("@") && !target.startsWith("node:") && target.includes("/")) expect(GRAPH.has(target), `${file} -> ${target}`).toBe(true);
		}
	});

	it("src/host and src/text import nothing from src/ask, src/search or the entries", () => {
		for (const file of FILES.filter((f) => f.startsWith("src/host/") || f.startsWith("src/text/"))) {
			for (const { target } of GRAPH.get(file) ?? []) expect(target, file).not.toMatch(/^(src\/ask|src\/search|extensions)\//);
		}
	});

	it("the two wings do not import each other, and nothing imports an entry", () => {
		for (const [file, imports] of GRAPH) {
			for (const { target } of imports) {
				if (file.startsWith("src/ask/")) expect(target, file).not.toMatch(/^src\/search\//);
				if (file.startsWith("src/search/")) expect(target, file).not.toMatch(/^src\/ask\//);
				expect(target, file).not.toMatch(/^extensions\//);
			}
		}
	});

	it("has no import circles, type imports included", () => {
		for (const file of FILES) expect(reach(file, true).has(file), `${file} imports itself through others`).toBe(false);
	});

	it("the dialog's view reaches nothing that touches the file system", () => {
		const reached = [...reach("src/ask/dialog/draw/view.ts", false)];
		expect(reached.filter((target) => /^(node:)?(fs|fs\/promises|child_process)$/.test(target))).toEqual([]);
		expect(reached).not.toContain("src/ask/dialog/images.ts");
	});

	it("a room of src/search is entered only through its face (index.ts)", () => {
		for (const [file, imports] of GRAPH) {
			for (const { target } of imports) {
				const room = roomOf(target);
				if (room === undefined || room === roomOf(file)) continue;
				expect(target, `${file} reaches into ${room}`).toBe(`src/search/${room}/index.ts`);
			}
		}
	});

	it("the search engine imports no pi, no file system and no other room: only itself and src/text", () => {
		for (const file of FILES.filter((f) => roomOf(f) === "engine")) {
			for (const { target } of GRAPH.get(file) ?? []) {
				const allowed = roomOf(target) === "engine" || target.startsWith("src/text/");
				expect(allowed, `${file} -> ${target}`).toBe(true);
			}
		}
	});

	it("a room of src/search imports only rooms on lower floors (tools-command > session > notices, memory > plan > mcp > catalog > engine, trust)", () => {
		for (const file of FILES.filter((f) => roomOf(f) !== undefined)) {
			const own = FLOORS[roomOf(file) as string];
			expect(own, `${file}: a room without a floor`).toBeDefined();
			for (const { target } of GRAPH.get(file) ?? []) {
				const room = roomOf(target);
				if (!target.startsWith("src/search/") || room === roomOf(file)) continue;
				expect(room, `${file} -> ${target}: a file above the rooms`).toBeDefined();
				expect(FLOORS[room as string], `${file} -> ${target}`).toBeLessThan(own as number);
			}
		}
	});

	it("the trust room (screening, fingerprints) is pure: only itself and src/text", () => {
		for (const file of FILES.filter((f) => roomOf(f) === "trust")) {
			for (const { target } of GRAPH.get(file) ?? []) {
				const allowed = roomOf(target) === "trust" || target.startsWith("src/text/") || target === "node:crypto";
				expect(allowed, `${file} -> ${target}`).toBe(true);
			}
		}
	});

	it("src/search holds at most ten files of its own; the rest live in its rooms", () => {
		const own = readdirSync(join(ROOT, "src/search"), { withFileTypes: true }).filter((entry) => entry.isFile());
		expect(own.length).toBeLessThanOrEqual(10);
	});

	it("every folder under src holds at most ten code files of its own; more means a folder by job", () => {
		const counts = new Map<string, number>();
		for (const file of FILES.filter((f) => f.startsWith("src/") && !isDataModule(f))) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
		const over = [...counts].filter(([folder, count]) => count > 10).map(([folder, count]) => `${folder}: ${count}`);
		expect(over).toEqual([]);
		expect(counts.get("src/search/engine") ?? 0).toBeLessThanOrEqual(10);
	});

	it("no code file over 500 lines and no function over 60 (data tables are data, not code)", () => {
		const tooLong: string[] = [];
		for (const file of FILES) {
			const text = readFileSync(join(ROOT, file), "utf8");
			if (!isDataModule(file) && text.split("\n").length - 1 > 500) tooLong.push(`${file}: ${text.split("\n").length - 1} lines`);
			const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
			const visit = (node: ts.Node): void => {
				if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
					const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
					const last = source.getLineAndCharacterOfPosition(node.end).line;
					if (last - first + 1 > 60) tooLong.push(`${file}:${first + 1}: a function of ${last - first + 1} lines`);
				}
				ts.forEachChild(node, visit);
			};
			visit(source);
		}
		expect(tooLong).toEqual([]);
	});

	it("every file a folder's README names exists: in that folder, below it, or from the repository's root", () => {
		for (const readme of readmes("src")) {
			const folder = dirname(readme);
			const below = new Set(sourceFiles(folder).map((file) => file.split("/").pop()));
			const text = readFileSync(join(ROOT, readme), "utf8");
			for (const [, named] of text.matchAll(/`([^`\s]+\.(?:ts|md))`/g)) {
				const exists = GRAPH.has(join(folder, named as string)) || existsSync(join(ROOT, named as string)) || below.has(named as string) || existsSync(join(ROOT, folder, named as string));
				expect(exists, `${readme} names ${named}`).toBe(true);
			}
		}
	});

	it("the dialog's reducer reaches nothing that draws or touches the file system", () => {
		const root = "src/ask/dialog/state/index.ts";
		const reached = [...reach(root, false)];
		expect(reached.filter((target) => /^(node:)?(fs|fs\/promises|child_process)$/.test(target))).toEqual([]);
		expect(reached.filter((target) => /^src\/ask\/dialog\/(draw\/[^/]+|rpc\/[^/]+|component|keys|images)\.ts$/.test(target))).toEqual([]);
		// pi-tui only as src/text/sanitize.ts imports it (expandTabs measures columns); nothing of src/ask imports it.
		const drawing = [root, ...reached].filter((file) => (GRAPH.get(file) ?? []).some(({ target, typeOnly }) => !typeOnly && target.startsWith("@mariozechner/pi-tui")));
		expect(drawing.filter((file) => file !== "src/text/sanitize.ts")).toEqual([]);
		expect(reached.filter((target) => target.startsWith("src/ask/dialog/") && !target.startsWith("src/ask/dialog/state/"))).toEqual(["src/ask/dialog/preview-text.ts"]);
	});
});

/** A module that is a table of data (generated or written as data), which the size rule does not count as code. */
function isDataModule(file: string): boolean {
	return file.includes("/data/") || file.endsWith("-data.ts");
}

/** The README.md files below `dir`, repository-relative. */
function readmes(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? readmes(join(dir, entry.name)) : entry.name === "README.md" ? [join(dir, entry.name)] : [],
	);
}
