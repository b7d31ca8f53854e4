/**
 * The package's imports, read as text: the `.ts` files below a folder and what each file imports
 * and re-exports. One reader for the structure test (test/structure.test.ts), which checks the
 * imports, and the call trace (./trace.ts), which compares the calls with them, so both read an
 * import the same way. The files are the package's own, not untrusted input.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The `.ts` files below `dir`, repository-relative. */
export function sourceFiles(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
	);
}

/** One import or re-export of a file: a repository-relative path for a local file, the specifier for a package. */
export interface Import {
	target: string;
	/** `import type` or `export type`: erased before the code runs, so it loads nothing. */
	typeOnly: boolean;
	/** `export … from`: the file passes the target's names on (a face). */
	reexport: boolean;
}

/** The imports and re-exports of a file. */
export function importsOf(file: string): Import[] {
	const text = readFileSync(join(ROOT, file), "utf8");
	return [...text.matchAll(/^(import|export)\s([^;]*?)from\s+"([^"]+)";/gms)].map((match) => {
		const specifier = match[3] as string;
		const target = specifier.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : specifier;
		return { target, typeOnly: (match[2] as string).startsWith("type "), reexport: match[1] === "export" };
	});
}
