/**
 * The shape of the code: no import circle anywhere, and `src/search` imports nothing upward. Entries
 * (extensions/) import the wings (src/ask, src/search); a wing imports itself and the floor below
 * (src/host, src/text), never the other wing; the floor imports neither wing.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return path.endsWith(".ts") ? [path] : [];
	});
}

/** Relative imports of a file (static, type-only and re-exports alike), as repository paths. */
function importsOf(file: string): string[] {
	const text = readFileSync(file, "utf8");
	const out: string[] = [];
	for (const match of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gms)) {
		out.push(relative(ROOT, resolve(dirname(file), match[1] ?? "")));
	}
	return out;
}

const files = [...sources(join(ROOT, "src")), ...sources(join(ROOT, "extensions"))].map((file) => relative(ROOT, file));
const graph = new Map(files.map((file) => [file, importsOf(join(ROOT, file))]));

/** The layer of a file: 0 the floor, 1 a wing, 2 an entry. */
function layer(file: string): { level: number; wing?: string } {
	if (file.startsWith("extensions/")) return { level: 2 };
	const [, folder] = file.split("/");
	if (folder === "ask" || folder === "search") return { level: 1, wing: folder };
	return { level: 0 };
}

describe("imports", () => {
	it("resolve to files that exist", () => {
		for (const [file, imports] of graph) for (const target of imports) expect(graph.has(target), `${file} -> ${target}`).toBe(true);
	});

	it("form no circle", () => {
		const state = new Map<string, "open" | "done">();
		const circles: string[] = [];
		const visit = (file: string, path: string[]): void => {
			if (state.get(file) === "done") return;
			if (state.get(file) === "open") {
				circles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
				return;
			}
			state.set(file, "open");
			for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
			state.set(file, "done");
		};
		for (const file of graph.keys()) visit(file, []);
		expect(circles).toEqual([]);
	});

	it("src/search imports only itself and the floor below, and nothing below imports it", () => {
		const wrong: string[] = [];
		for (const [file, imports] of graph) {
			const from = layer(file);
			for (const target of imports) {
				const to = layer(target);
				const intoSearch = to.wing === "search" && from.level === 0;
				const outOfSearch = from.wing === "search" && (to.level > 1 || (to.level === 1 && to.wing !== "search"));
				if (intoSearch || outOfSearch) wrong.push(`${file} -> ${target}`);
			}
		}
		expect(wrong).toEqual([]);
	});
});
