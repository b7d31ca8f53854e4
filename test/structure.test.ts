/**
 * The shape of the code: three floors and nothing importing upward (entries -> src/ask and
 * src/search -> src/host and src/text), neither wing importing the other, no import circles, and the
 * dialog's view free of anything that touches the file system.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
	);
}

/**
 * The modules a file loads: repository-relative paths for local files, the specifier for packages.
 * `import type` is left out: it is erased before the code runs.
 */
function importsOf(file: string): string[] {
	const text = readFileSync(join(ROOT, file), "utf8");
	const statements = [...text.matchAll(/^(import|export)\s([^;]*?)from\s+"([^"]+)";/gms)];
	const specifiers = statements.filter((match) => !(match[2] as string).startsWith("type ")).map((match) => match[3] as string);
	return specifiers.map((specifier) => (specifier.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : specifier));
}

const FILES = [...sourceFiles("src"), ...sourceFiles("extensions")];
const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]));

/** Everything `file` reaches through its imports, itself excluded. */
function reach(file: string, seen = new Set<string>()): Set<string> {
	for (const next of GRAPH.get(file) ?? []) {
		if (seen.has(next)) continue;
		seen.add(next);
		if (GRAPH.has(next)) reach(next, seen);
	}
	return seen;
}

describe("structure", () => {
	it("src/host and src/text import nothing from src/ask, src/search or the entries", () => {
		for (const file of FILES.filter((f) => f.startsWith("src/host/") || f.startsWith("src/text/"))) {
			for (const target of GRAPH.get(file) ?? []) expect(target, file).not.toMatch(/^(src\/ask|src\/search|extensions)\//);
		}
	});

	it("the two wings do not import each other, and nothing imports an entry", () => {
		for (const [file, targets] of GRAPH) {
			for (const target of targets) {
				if (file.startsWith("src/ask/")) expect(target, file).not.toMatch(/^src\/search\//);
				if (file.startsWith("src/search/")) expect(target, file).not.toMatch(/^src\/ask\//);
				expect(target, file).not.toMatch(/^extensions\//);
			}
		}
	});

	it("has no import circles", () => {
		for (const file of FILES) expect(reach(file).has(file), `${file} imports itself through others`).toBe(false);
	});

	it("the dialog's view reaches nothing that touches the file system", () => {
		const reached = [...reach("src/ask/dialog/view.ts")];
		expect(reached.filter((target) => /^(node:)?(fs|fs\/promises|child_process)$/.test(target))).toEqual([]);
		expect(reached).not.toContain("src/ask/dialog/images.ts");
	});
});
