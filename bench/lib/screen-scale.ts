/**
 * What screening adds to a search at scale: the session path of this checkout and of an anchor
 * checkout (the code before screening), side by side in one process, on the same synthetic catalog
 * of real tools. Each runs a session's start (its first catalog sync) and then, per search, the
 * whole path a `/tools` query takes: sync, search, the plan (or, in older checkouts, the facts and `resultOf`) and the text the
 * model reads (where the shown tools are screened, once per tool text). Rounds alternate between
 * the two so that drift of the machine lands on both.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_TIMING_QUERIES, type ServerCapture, syntheticCatalog } from "./corpus.ts";
import { scriptedPi } from "./scripted-pi.ts";

const QUERIES = DEFAULT_TIMING_QUERIES;

interface HostTool {
	name: string;
	description: string;
	parameters: unknown;
	exposure: string;
	namespace: { name: string };
}

interface Code {
	label: string;
	// biome-ignore lint: the two checkouts' classes are typed by their own sources.
	Session: any;
	resultOf: (facts: unknown) => { text: string };
}

/** A checkout's session and its result: a plan's answer (a checkout with src/search/plan/), or the older facts written by `resultOf`. */
async function load(root: string, label: string): Promise<Code> {
	const session = await import(pathToFileURL(join(root, "src/search/session/index.ts")).href);
	if (existsSync(join(root, "src/search/plan/plan.ts"))) return { label, Session: session.ToolSearchSession, resultOf: (plan) => (plan as { answer: { text: string } }).answer };
	const result = await import(pathToFileURL(join(root, "src/search/result.ts")).href);
	return { label, Session: session.ToolSearchSession, resultOf: result.resultOf };
}

function percentile(values: readonly number[], q: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** One code's session over the catalog: its start, its first pass over the queries (cold), then `reps` timed passes. */
async function prepare(code: Code, tools: readonly HostTool[], agentDir: string) {
	const ctx = { cwd: agentDir, sessionManager: { getBranch: () => [], getSessionId: () => "bench" }, model: { contextWindow: 200_000 }, hasUI: false, ui: { notify() {} }, isProjectTrusted: () => false };
	const session = new code.Session(scriptedPi(tools).pi, { env: { PI_CODING_AGENT_DIR: agentDir } });
	const started = performance.now();
	await session.start(ctx);
	const startMs = performance.now() - started;
	const one = async (query: string): Promise<number> => {
		const begin = performance.now();
		code.resultOf(await session.dryRun(query, undefined, ctx));
		return performance.now() - begin;
	};
	const cold: number[] = [];
	for (const query of QUERIES) cold.push(await one(query));
	return { startMs, cold, one };
}

/** Runs the comparison and prints a table and a JSON line. */
export async function scaleScreening(servers: readonly ServerCapture[], size: number, anchor: string | undefined, reps: number): Promise<void> {
	const catalog = syntheticCatalog(servers, size);
	const tools: HostTool[] = catalog.map((tool) => ({ name: tool.name, description: tool.description, parameters: tool.inputSchema, exposure: "deferred", namespace: { name: tool.namespace ?? "" } }));
	const codes = [await load(resolve("."), "ours")];
	if (anchor !== undefined) codes.push(await load(resolve(anchor), "anchor"));
	const agentDir = mkdtempSync(join(tmpdir(), "screen-scale-"));
	try {
		const runs = [];
		for (const code of codes) runs.push({ code, ...(await prepare(code, tools, agentDir)), warm: [] as number[] });
		for (let rep = 0; rep < reps; rep++) for (const run of runs) for (const query of QUERIES) run.warm.push(await run.one(query));
		const rows = runs.map((run) => ({
			code: run.code.label,
			tools: tools.length,
			startMs: Math.round(run.startMs),
			coldSearchMs: Number((run.cold.reduce((a, b) => a + b, 0) / run.cold.length).toFixed(2)),
			p50Ms: Number(percentile(run.warm, 0.5).toFixed(3)),
			p99Ms: Number(percentile(run.warm, 0.99).toFixed(3)),
		}));
		console.log(`\nsession path per search (sync + search + the answer), ${tools.length} tools, ${QUERIES.length} queries × ${reps} reps; cold = first pass (screens the shown tools once)\n`);
		for (const row of rows) console.log(`${row.code.padEnd(7)} start ${row.startMs} ms · cold ${row.coldSearchMs} ms · p50 ${row.p50Ms} ms · p99 ${row.p99Ms} ms`);
		const [ours, base] = rows;
		if (ours !== undefined && base !== undefined) {
			console.log(`ratio ours/anchor: start ${(ours.startMs / base.startMs).toFixed(2)} · cold ${(ours.coldSearchMs / base.coldSearchMs).toFixed(2)} · p50 ${(ours.p50Ms / base.p50Ms).toFixed(2)} · p99 ${(ours.p99Ms / base.p99Ms).toFixed(2)}`);
		}
		console.log(JSON.stringify({ screenScale: rows }));
	} finally {
		rmSync(agentDir, { recursive: true, force: true });
	}
}
