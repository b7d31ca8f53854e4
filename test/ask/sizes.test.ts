/**
 * The ask wing stays readable in pieces: no code file in src/ask over MAX_FILE_LINES lines and no
 * function (declaration, method, arrow or expression) over MAX_FUNCTION_LINES, counted from its
 * signature to its closing brace.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 60;

function codeFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? codeFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
	);
}

/** Every function of a file longer than MAX_FUNCTION_LINES, as "file:line name (n lines)". */
function longFunctions(file: string): string[] {
	const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
	const long: string[] = [];
	const visit = (node: ts.Node): void => {
		if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
			const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
			const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
			const name = node.name !== undefined && ts.isIdentifier(node.name) ? node.name.text : "(anonymous)";
			if (last - first + 1 > MAX_FUNCTION_LINES) long.push(`${relative(ROOT, file)}:${first + 1} ${name} (${last - first + 1} lines)`);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return long;
}

const FILES = codeFiles(join(ROOT, "src/ask"));

describe("sizes in src/ask", () => {
	it(`no code file is over ${MAX_FILE_LINES} lines`, () => {
		const long = FILES.map((file) => [relative(ROOT, file), readFileSync(file, "utf8").split("\n").length - 1] as const).filter(([, lines]) => lines > MAX_FILE_LINES);
		expect(long).toEqual([]);
	});

	it(`no function is over ${MAX_FUNCTION_LINES} lines`, () => {
		expect(FILES.flatMap(longFunctions)).toEqual([]);
	});
});
