/**
 * The call trace of one tool_search query and of one key press in the dialog: which of the package's
 * files they run code in, in order, and where control comes back against the imports.
 *
 *   node --import ./scripts/trace/register.mjs scripts/trace/trace.ts [query|key] [--verbose | --calls | --json] [--query "words"]
 *
 * Every function in `src/` reports its file and name on entry (./hooks.mjs); the file of its caller
 * is read from the stack. A step is an entry into a file from a function of another file (or from
 * pi). `--calls` lists each way in by the function entered and how often: work a frame or a query
 * repeats shows there (a helper called once per layout tried, where once per frame would do).
 *
 * A **return** is a way into a file the path entered before, from another file: a callback up into a
 * caller, a closure handed back and called later, or a helper file reached again from a second
 * place. Each pair of files counts once (a loop calling a helper is one way in).
 *
 * A **call back** is the narrower kind: a step from a file that does not import the file it enters
 * (its code or its types, directly or through a face's re-exports), so control came back through a
 * function handed over (a callback, a closure in a result) instead of going down the imports.
 *
 * Files are counted one by one, and again with the pure libraries each read as one
 * ({@link LIBRARIES}). `test/trace.test.ts` runs both paths.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importsOf, sourceFiles } from "./imports.ts";

/** One step of the path: the file entered and the file whose function called it (`pi` from outside `src/`). */
export interface Step {
	file: string;
	from: string;
}

/** A function entered from another file, and how often in the path. */
export interface CallCount {
	from: string;
	file: string;
	fn: string;
	count: number;
}

/** What a trace found: the files in the order first entered, each way in once, the returns and the calls back among them. */
export interface Trace {
	files: string[];
	steps: Step[];
	returns: Step[];
	callsBack: Step[];
}

const SRC_MARK = "/src/";
let recording = false;
let taken: Step[] = [];
let calls = new Map<string, CallCount>();

/** The file of the first frame below the reporting function that runs package code, or `pi`. */
function callerOf(stack: string): string {
	for (const frame of stack.split("\n").slice(3)) {
		const at = frame.indexOf("file://");
		if (at < 0) continue;
		const path = frame.slice(at + "file://".length).replace(/:\d+:\d+\)?$/, "");
		const src = path.lastIndexOf(SRC_MARK);
		return src >= 0 && !path.includes("/node_modules/") ? `src/${path.slice(src + SRC_MARK.length)}` : "pi";
	}
	return "pi";
}

Error.stackTraceLimit = 40;
(globalThis as { __piTrace?: (file: string, fn: string) => void }).__piTrace = (file, fn) => {
	if (!recording) return;
	const from = callerOf(new Error().stack ?? "");
	if (from === file) return;
	taken.push({ file, from });
	const key = `${from} ${file} ${fn}`;
	const known = calls.get(key);
	if (known === undefined) calls.set(key, { from, file, fn, count: 1 });
	else known.count++;
};

const GRAPH = new Map(sourceFiles("src").map((file) => [file, importsOf(file)]));

/** Whether `from` imports `file`, directly or through re-exports (a face). */
function importsFile(from: string, file: string): boolean {
	const seen = new Set<string>();
	const stack = (GRAPH.get(from) ?? []).map((entry) => entry.target);
	while (stack.length > 0) {
		const next = stack.pop() as string;
		if (next === file) return true;
		if (seen.has(next)) continue;
		seen.add(next);
		for (const entry of GRAPH.get(next) ?? []) if (entry.reexport) stack.push(entry.target);
	}
	return false;
}

/**
 * The libraries a path uses without passing through: the search engine and the screening (pure
 * rooms entered only through their faces, held pure by test/structure.test.ts) and the text helpers.
 */
export const LIBRARIES = ["src/search/engine/", "src/search/trust/", "src/text/"];

/** Runs `body` with the trace on, and reads the path it took, file by file and with the libraries as one. */
export async function traced(body: () => unknown): Promise<{ byFile: Trace; byLibrary: Trace; calls: CallCount[] }> {
	taken = [];
	calls = new Map();
	recording = true;
	try {
		await body();
	} finally {
		recording = false;
	}
	const byFile = pathOf(taken);
	const library = (file: string): string => LIBRARIES.find((prefix) => file.startsWith(prefix)) ?? file;
	const units = taken.map((step) => ({ file: library(step.file), from: library(step.from) })).filter((step) => step.file !== step.from);
	return { byFile, byLibrary: pathOf(units), calls: [...calls.values()] };
}

/** The files of the steps in the order first entered, each way in once, the returns and the calls back. */
function pathOf(steps: readonly Step[]): Trace {
	const files: string[] = [];
	const ways: Step[] = [];
	const returns: Step[] = [];
	const seen = new Set<string>();
	for (const step of steps) {
		const way = `${step.from} -> ${step.file}`;
		if (seen.has(way)) continue;
		seen.add(way);
		ways.push(step);
		if (files.includes(step.file)) returns.push(step);
		else files.push(step.file);
	}
	const callsBack = ways.filter((step) => step.from !== "pi" && GRAPH.has(step.from) && !importsFile(step.from, step.file));
	return { files, steps: ways, returns, callsBack };
}

process.env.PI_CODING_AGENT_DIR ??= mkdtempSync(join(tmpdir(), "pi-trace-agent-"));
const scenario = process.argv[2] ?? "query";
const { traceQuery, traceKeyPress } = await import("./scenarios.ts");
const queryAt = process.argv.indexOf("--query");
const query = queryAt > 0 ? process.argv[queryAt + 1] : undefined;
const trace = scenario === "key" ? await traceKeyPress(traced) : await traceQuery(traced, query);
if (process.argv.includes("--json")) {
	console.log(JSON.stringify(trace));
} else {
	const { byFile } = trace;
	const counts = (paths: { byFile: Trace; byLibrary: Trace }): string =>
		`${paths.byFile.files.length} files, ${paths.byFile.returns.length} returns, ${paths.byFile.callsBack.length} calls back; with the libraries as one: ${paths.byLibrary.files.length} files, ${paths.byLibrary.returns.length} returns`;
	console.log(`${scenario}: ${counts(trace)}`);
	if (trace.parts !== undefined) console.log(`  the key alone: ${counts(trace.parts.key)}\n  its frame alone: ${counts(trace.parts.frame)}`);
	if (process.argv.includes("--verbose")) {
		for (const file of byFile.files) console.log(`  ${file}`);
		for (const step of byFile.returns) console.log(`  return: ${step.from} -> ${step.file}`);
		for (const step of byFile.callsBack) console.log(`  call back: ${step.from} -> ${step.file}`);
	}
	if (process.argv.includes("--calls")) {
		for (const call of trace.calls) console.log(`  ${String(call.count).padStart(6)} × ${call.from} -> ${call.file} ${call.fn}`);
	}
}
