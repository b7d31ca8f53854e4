/**
 * Tool search benchmark.
 *
 *     node --expose-gc bench/search.ts --corpus DIR --queries FILE [--verbose] [--rankers ours,pi-bm25,cc-weights] [--reps N] [--named-budget TOKENS] [--limit N] [--load call]
 *     node --expose-gc bench/search.ts [--corpus DIR] [--queries FILE] --scale 100,1000,5000,10000
 *
 * (`npm run bench:search -- ...` runs the same; `--expose-gc` lets it collect garbage between timed phases.)
 *
 * Quality mode ranks every query with three rankers over the corpus (`DIR/*.json`, MCP
 * `tools/list` captures; tools named `mcp__<server>__<tool>`):
 *
 * - `ours`: `ToolIndex` from `src/search`, built once;
 * - `pi-bm25`: pi's built-in `Bm25Ranker`, as pi's `tool_search` runs it (documents and ranker
 *   built per search);
 * - `cc-weights`: a re-implementation of Claude Code's `ToolSearch` weights (`bench/lib/cc-weights.ts`).
 *
 * Metrics: recall@k is the share of queries with an expected tool among the first k results; for
 * `select` and `prefix` queries a hit needs every expected tool in what the ranker returns at its
 * default limit (5 for cc-weights, 8 for pi-bm25, everything for ours), at any k. MRR is the mean
 * reciprocal rank of the first expected tool (0 when none is in the first 10). p50_ms is the median
 * time of one search. For keyword and intent queries, `loadedPerQuery` is how many tools a search
 * loads (pi-bm25: all matches up to 8; cc-weights: all matches up to 5; ours: the `load` hits),
 * `loadedTokensPerQuery` their schemas' size (name, description and schema, by the estimator of
 * `src/search/engine/rules/tokens.ts`), `loadedPrecision` the share of loaded tools that were expected, and
 * `loadedRecall` the share of those queries where an expected tool was loaded.
 *
 * What the model reads, from each ranker's default result (`bench/lib/results.ts`): `reach` is the
 * share of queries whose expected tool is loaded or named in it (for select and prefix, every
 * expected tool; pi-bm25 and cc-weights name nothing, so their reach is what they load),
 * `reachByLang` the same per language, `firstFive` the share with an expected tool among the first
 * five names shown, and `resultTokensPerQuery` / `resultTokensP90` the mean and 90th percentile of
 * the result's estimated tokens, text plus loaded schemas.
 *
 * Scale mode times searches on synthetic catalogs of N tools made by repeating the corpus with
 * renamed servers, for ours (index built once, outside the timing) and pi-bm25 (per search, as pi).
 * It also times the session path of ours: the session's first sync of the catalog, which indexes
 * every tool in slices with a turn of the event loop between them (`firstSyncMs`, and
 * `longestBlockMs`, the longest stretch it keeps the event loop busy), and what `tool_search` does
 * per search in a session, a sync of the catalog with the host's unchanged tool list (fresh
 * objects, as pi hands them out) and then the search (`sync` alone, and `session` for both).
 * Its corpus defaults to the catalogs in test/fixtures/mcp, and its queries to a built-in list.
 *
 * The last line printed is one JSON object with the results.
 */

import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULT_POLICY, type HostTool } from "../src/search/catalog/catalog.ts";
import { declarationTokens, type ToolDoc } from "../src/search/engine/scoring/analyze.ts";
import type { SearchOutcome } from "../src/search/engine/scoring/outcome.ts";
import { parseQuery } from "../src/search/engine/words/query.ts";
import { ToolIndex } from "../src/search/engine/tool-index.ts";
import { LiveCatalog } from "../src/search/catalog/live-catalog.ts";
import { CC_DEFAULT_LIMIT, CcWeightsRanker } from "./lib/cc-weights.ts";
import { loadHints, withHints } from "./lib/hints.ts";
import { type BenchQuery, DEFAULT_TIMING_QUERIES, loadQueries, loadServers, syntheticCatalog, toolDocs } from "./lib/corpus.ts";
import { loadPiBm25 } from "./lib/pi-bm25.ts";
import { benchCatalog, ccResult, type DefaultResult, oursResult, piResult } from "./lib/results.ts";

/** Results considered for recall and MRR. */
const RANK_DEPTH = 10;

interface RankerRun {
	/** Ranked names, best first, up to RANK_DEPTH. */
	ranked: string[];
	/** What the ranker returns at its default limit (for select and prefix hits). */
	returned: string[];
	/** What its default result shows, loads and costs. */
	result: DefaultResult;
}

interface Ranker {
	name: string;
	run(query: string): RankerRun;
	/** One search as the host runs it, for timing. */
	search(query: string): void;
}

function outcomeNames(outcome: SearchOutcome): string[] {
	switch (outcome.kind) {
		case "select":
			return [...outcome.found];
		case "exact":
			return [outcome.tool.name];
		case "prefix":
			return [...outcome.names];
		case "keywords":
			return [...outcome.load, ...outcome.candidates].map((hit) => hit.name);
	}
}

function median(values: readonly number[]): number {
	return quantile(values, 0.5);
}

function quantile(values: readonly number[], q: number): number {
	if (values.length === 0) return Number.NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
	return sorted[at] ?? Number.NaN;
}

function round(value: number, digits = 3): number {
	const factor = 10 ** digits;
	return Math.round(value * factor) / factor;
}

/** Runs a full garbage collection when node runs with `--expose-gc`, so earlier garbage is not timed later. */
function collectGarbage(): void {
	(globalThis as { gc?: () => void }).gc?.();
}

/** Times `fn` `reps` times after one warm-up call; returns the times in ms. */
function time(fn: () => void, reps: number): number[] {
	fn();
	const times: number[] = [];
	for (let i = 0; i < reps; i++) {
		const start = performance.now();
		fn();
		times.push(performance.now() - start);
	}
	return times;
}

interface Metrics {
	"recall@1": number;
	"recall@5": number;
	mrr: number;
	p50_ms: number;
	byLang: Record<string, number>;
	loadedPerQuery: number;
	loadedTokensPerQuery: number;
	loadedPrecision: number;
	loadedRecall: number;
	/** {@link Metrics.loadedRecall} per language: the right tool loaded (or, with `--load call`, callable) after one search. */
	loadedRecallByLang: Record<string, number>;
	reach: number;
	reachByLang: Record<string, number>;
	firstFive: number;
	resultTokensPerQuery: number;
	resultTokensP90: number;
	/** Over `negative` queries (no tool serves them): the share that loaded anything, overall and by language. */
	falseLoads?: number;
	falseLoadsByLang?: Record<string, number>;
	/** Mean and largest result of a negative query, in estimated tokens. */
	negativeTokens?: number;
	negativeTokensMax?: number;
}

/** The figures of `negative` queries (requests no catalog tool serves): false loads and the size of the answer. */
function negativeMetrics(ranker: Ranker, negatives: readonly BenchQuery[], verbose: boolean): Partial<Metrics> {
	if (negatives.length === 0) return {};
	const byLang = new ByLang();
	const tokens: number[] = [];
	let falseLoads = 0;
	for (const query of negatives) {
		const run = ranker.run(query.query);
		const loaded = run.result.loaded.length > 0;
		falseLoads += Number(loaded);
		byLang.add(query.lang, loaded);
		tokens.push(run.result.tokens);
		if (verbose && loaded) console.log(`  false load [${ranker.name}] (${query.lang}) ${query.query}\n      loaded ${run.result.loaded.join(", ")}`);
	}
	return {
		falseLoads: round(falseLoads / negatives.length),
		falseLoadsByLang: byLang.shares(),
		negativeTokens: round(tokens.reduce((sum, value) => sum + value, 0) / negatives.length, 1),
		negativeTokensMax: Math.max(...tokens),
	};
}

/** Whether `names` answer the query: every expected tool for select and prefix, any for the others. */
function answers(query: BenchQuery, names: readonly string[]): boolean {
	const set = new Set(names);
	return query.kind === "select" || query.kind === "prefix" ? query.expected.every((name) => set.has(name)) : query.expected.some((name) => set.has(name));
}

/** Counts per language of queries and of those that satisfied a test. */
class ByLang {
	private readonly total = new Map<string, number>();
	private readonly hits = new Map<string, number>();

	add(lang: string, hit: boolean): void {
		this.total.set(lang, (this.total.get(lang) ?? 0) + 1);
		if (hit) this.hits.set(lang, (this.hits.get(lang) ?? 0) + 1);
	}

	shares(): Record<string, number> {
		const out: Record<string, number> = {};
		for (const [lang, total] of [...this.total].sort()) out[lang] = round((this.hits.get(lang) ?? 0) / total);
		return out;
	}
}

/** Sums of the loading figures over keyword and intent queries. */
interface LoadCounts {
	queries: number;
	loaded: number;
	tokens: number;
	expected: number;
	hit: number;
}

function countLoads(counts: LoadCounts, query: BenchQuery, loaded: readonly string[], tokens: ReadonlyMap<string, number>): void {
	if (query.kind !== "keyword" && query.kind !== "intent") return;
	counts.queries++;
	counts.loaded += loaded.length;
	for (const name of loaded) {
		counts.tokens += tokens.get(name) ?? 0;
		if (query.expected.includes(name)) counts.expected++;
	}
	if (loaded.some((name) => query.expected.includes(name))) counts.hit++;
}

function reportMiss(ranker: Ranker, query: BenchQuery, run: RankerRun): void {
	console.log(`  miss [${ranker.name}] (${query.lang}/${query.kind}) ${query.query}`);
	console.log(`      expected ${query.expected.join(", ")}`);
	console.log(`      ranked   ${run.ranked.slice(0, 5).join(", ")}`);
	console.log(`      shown    ${run.result.shown.slice(0, 8).join(", ")}`);
}

function evaluate(ranker: Ranker, all: readonly BenchQuery[], tokens: ReadonlyMap<string, number>, reps: number, verbose: boolean): Metrics {
	const queries = all.filter((query) => query.kind !== "negative");
	const negatives = negativeMetrics(ranker, all.filter((query) => query.kind === "negative"), verbose);
	let hit1 = 0;
	let hit5 = 0;
	let reciprocal = 0;
	let reached = 0;
	let firstFive = 0;
	const byLang = new ByLang();
	const reachByLang = new ByLang();
	const loads: LoadCounts = { queries: 0, loaded: 0, tokens: 0, expected: 0, hit: 0 };
	const loadedByLang = new ByLang();
	const resultTokens: number[] = [];
	const times: number[] = [];
	for (const query of queries) {
		const run = ranker.run(query.query);
		times.push(...time(() => ranker.search(query.query), reps));
		const setQuery = query.kind === "select" || query.kind === "prefix";
		const at1 = setQuery ? answers(query, run.returned) : answers(query, run.ranked.slice(0, 1));
		const at5 = setQuery ? at1 : answers(query, run.ranked.slice(0, 5));
		const rank = run.ranked.slice(0, RANK_DEPTH).findIndex((name) => query.expected.includes(name));
		const reach = answers(query, run.result.shown);
		hit1 += Number(at1);
		hit5 += Number(at5);
		reciprocal += rank >= 0 ? 1 / (rank + 1) : 0;
		reached += Number(reach);
		firstFive += Number(setQuery ? reach : answers(query, run.result.shown.slice(0, 5)));
		byLang.add(query.lang, at5);
		reachByLang.add(query.lang, reach);
		resultTokens.push(run.result.tokens);
		countLoads(loads, query, run.result.loaded, tokens);
		if (query.kind === "keyword" || query.kind === "intent") loadedByLang.add(query.lang, run.result.loaded.some((name) => query.expected.includes(name)));
		if (verbose && !(at5 && reach)) reportMiss(ranker, query, run);
	}
	const n = Math.max(1, queries.length);
	return {
		"recall@1": round(hit1 / n),
		"recall@5": round(hit5 / n),
		mrr: round(reciprocal / n),
		p50_ms: round(median(times), 4),
		byLang: byLang.shares(),
		loadedPerQuery: round(loads.loaded / Math.max(1, loads.queries), 2),
		loadedTokensPerQuery: round(loads.tokens / Math.max(1, loads.queries), 1),
		loadedPrecision: round(loads.loaded === 0 ? 0 : loads.expected / loads.loaded),
		loadedRecall: round(loads.hit / Math.max(1, loads.queries)),
		loadedRecallByLang: loadedByLang.shares(),
		reach: round(reached / n),
		reachByLang: reachByLang.shares(),
		firstFive: round(firstFive / n),
		resultTokensPerQuery: round(resultTokens.reduce((sum, value) => sum + value, 0) / Math.max(1, n), 1),
		resultTokensP90: quantile(resultTokens, 0.9),
		...negatives,
	};
}

async function rankers(tools: readonly ToolDoc[], menu: { namedBudget?: number; limit?: number; call?: boolean }): Promise<Ranker[]> {
	const index = new ToolIndex(tools);
	const pi = await loadPiBm25(tools);
	const cc = new CcWeightsRanker(tools);
	const catalog = benchCatalog(tools);
	return [
		{
			name: "ours",
			run(query) {
				const ranked = outcomeNames(index.search(parseQuery(query), { limit: RANK_DEPTH }));
				return { ranked, returned: ranked, result: oursResult(index, query, catalog, menu) };
			},
			search: (query) => index.search(parseQuery(query)),
		},
		{
			name: "pi-bm25",
			run(query) {
				const ranked = pi.search(query, RANK_DEPTH);
				const returned = ranked.slice(0, pi.defaultLimit);
				return { ranked, returned, result: piResult(returned, catalog) };
			},
			search: (query) => pi.search(query),
		},
		{
			name: "cc-weights",
			run(query) {
				const ranked = cc.search(query, RANK_DEPTH);
				const returned = cc.search(query, CC_DEFAULT_LIMIT);
				return { ranked, returned, result: ccResult(returned, catalog) };
			},
			search: (query) => cc.search(query),
		},
	];
}

function printTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
	const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i] ?? "").length)));
	const line = (cells: readonly (string | number)[]): string =>
		cells.map((cell, i) => String(cell).padStart(widths[i] ?? 0)).join("  ");
	console.log(line(header));
	for (const row of rows) console.log(line(row));
}

async function quality(
	corpus: string,
	queryFile: string,
	reps: number,
	verbose: boolean,
	only: readonly string[] | undefined,
	menu: { namedBudget?: number; limit?: number; call?: boolean },
	hintsDir?: string,
): Promise<void> {
	const plain = toolDocs(loadServers(corpus));
	const hints = hintsDir === undefined ? undefined : loadHints(hintsDir, plain);
	const tools = hints === undefined ? plain : withHints(plain, hints);
	if (hints !== undefined) console.log(`hints for ${hints.size} of ${plain.length} tools (${hintsDir})`);
	const queries = loadQueries(queryFile);
	const tokens = new Map(tools.map((tool) => [tool.name, declarationTokens(tool)]));
	const results: Record<string, Metrics> = {};
	for (const ranker of await rankers(tools, menu)) {
		if (only && !only.includes(ranker.name)) continue;
		collectGarbage();
		results[ranker.name] = evaluate(ranker, queries, tokens, reps, verbose);
	}
	const langs = [...new Set(queries.map((query) => query.lang))].sort();
	console.log(`\n${tools.length} tools, ${queries.length} queries (${queryFile})\n`);
	printTable(
		["ranker", "recall@1", "recall@5", "mrr", ...langs.map((lang) => `r@5 ${lang}`), "reach", ...langs.map((lang) => `reach ${lang}`), "1st 5", "result tok", "p90", "p50 ms", "loaded/q", "tokens/q", "precision", "ld recall", ...langs.map((lang) => `ld ${lang}`), ...langs.map((lang) => `neg ld ${lang}`)],
		Object.entries(results).map(([name, m]) => [
			name,
			m["recall@1"],
			m["recall@5"],
			m.mrr,
			...langs.map((lang) => m.byLang[lang] ?? ""),
			m.reach,
			...langs.map((lang) => m.reachByLang[lang] ?? ""),
			m.firstFive,
			m.resultTokensPerQuery,
			m.resultTokensP90,
			m.p50_ms,
			m.loadedPerQuery,
			m.loadedTokensPerQuery,
			m.loadedPrecision,
			m.loadedRecall,
			...langs.map((lang) => m.loadedRecallByLang[lang] ?? ""),
			...langs.map((lang) => m.falseLoadsByLang?.[lang] ?? ""),
		]),
	);
	console.log(JSON.stringify({ tools: tools.length, queries: queries.length, rankers: results }));
}

/** The host's tool list as pi's `getAllTools` returns it, for the catalog. */
function hostToolsOf(tools: readonly ToolDoc[]): HostTool[] {
	return tools.map((tool) => ({
		name: tool.name,
		description: tool.description,
		parameters: tool.inputSchema as HostTool["parameters"],
		exposure: "deferred",
		namespace: { name: tool.namespace ?? "" },
	}));
}

/**
 * The first sync of a catalog as a session runs it, in slices: its total time and the longest
 * stretch it kept the event loop busy (between two pauses, or before the first and after the last).
 */
async function firstSync(host: readonly HostTool[]): Promise<{ catalog: LiveCatalog; totalMs: number; longestBlockMs: number; slices: number }> {
	const catalog = new LiveCatalog(DEFAULT_POLICY);
	let longest = 0;
	let slices = 0;
	let resumed = performance.now();
	const start = resumed;
	await catalog.sync(host, async () => {
		longest = Math.max(longest, performance.now() - resumed);
		slices++;
		await new Promise((resolve) => setImmediate(resolve));
		resumed = performance.now();
	});
	longest = Math.max(longest, performance.now() - resumed);
	return { catalog, totalMs: performance.now() - start, longestBlockMs: longest, slices: slices + 1 };
}

interface ScaleRow {
	tools: number;
	buildMs: number;
	firstSyncMs: number;
	longestBlockMs: number;
	slices: number;
	ours: { p50_ms: number; p99_ms: number };
	sync: { p50_ms: number };
	session: { p50_ms: number; p99_ms: number };
	"pi-bm25": { p50_ms: number; p99_ms: number };
	ratio_p50: number;
	ratio_p99: number;
}

/** Times ours, the session path and pi's built-in on one synthetic catalog. */
async function scaleRow(tools: readonly ToolDoc[], queries: readonly string[], reps: number): Promise<ScaleRow> {
	collectGarbage();
	const buildStart = performance.now();
	const index = new ToolIndex(tools);
	const buildMs = performance.now() - buildStart;
	const pi = await loadPiBm25(tools);
	// pi's cost grows with the catalog; fewer repetitions keep large runs short.
	const piReps = Math.max(2, Math.min(5, Math.round((reps * 200) / tools.length)));
	// Ours first, after a warm-up and a collection when `--expose-gc` allows it, then pi's: pi's
	// per-search garbage would otherwise land in our timings as GC pauses.
	const ours: number[] = [];
	const theirs: number[] = [];
	collectGarbage();
	for (let round = 0; round < 3; round++) for (const query of queries) index.search(parseQuery(query));
	for (const query of queries) ours.push(...time(() => index.search(parseQuery(query)), reps));
	// The session path: the first sync in slices, then per search a sync of the host's unchanged
	// list (new objects around the same definitions, as pi hands them out) and the search.
	const host = hostToolsOf(tools);
	collectGarbage();
	const first = await firstSync(host);
	const lists = Array.from({ length: reps + 1 }, () => host.map((tool) => ({ ...tool })));
	let next = 0;
	const hostList = (): HostTool[] => lists[next++ % lists.length] as HostTool[];
	collectGarbage();
	const syncs = time(() => void first.catalog.sync(hostList()), reps * queries.length);
	const session: number[] = [];
	for (const query of queries) {
		session.push(
			...time(() => {
				void first.catalog.sync(hostList());
				first.catalog.index.search(parseQuery(query));
			}, reps),
		);
	}
	for (const query of queries) theirs.push(...time(() => pi.search(query), piReps));
	const o = { p50_ms: round(median(ours), 4), p99_ms: round(quantile(ours, 0.99), 4) };
	const p = { p50_ms: round(median(theirs), 3), p99_ms: round(quantile(theirs, 0.99), 3) };
	return {
		tools: tools.length,
		buildMs: round(buildMs, 1),
		firstSyncMs: round(first.totalMs, 1),
		longestBlockMs: round(first.longestBlockMs, 1),
		slices: first.slices,
		ours: o,
		sync: { p50_ms: round(median(syncs), 4) },
		session: { p50_ms: round(median(session), 4), p99_ms: round(quantile(session, 0.99), 4) },
		"pi-bm25": p,
		ratio_p50: round(p.p50_ms / o.p50_ms, 1),
		ratio_p99: round(p.p99_ms / o.p99_ms, 1),
	};
}

async function scale(corpus: string, queryFile: string | undefined, sizes: readonly number[], reps: number): Promise<void> {
	const servers = loadServers(corpus);
	const queries = queryFile ? loadQueries(queryFile).map((query) => query.query) : DEFAULT_TIMING_QUERIES;
	const rows: ScaleRow[] = [];
	for (const size of sizes) rows.push(await scaleRow(syntheticCatalog(servers, size), queries, reps));
	console.log(
		`\nper-search time, ${queries.length} queries, corpus ${corpus} (ours: index built once; first sync: the session's first catalog sync, in slices, and the longest it blocks; sync: catalog sync of an unchanged host list; session: sync + search; pi-bm25: as pi, per search)\n`,
	);
	printTable(
		["tools", "build ms", "1st sync ms", "longest block ms", "slices", "ours p50", "ours p99", "sync p50", "session p50", "session p99", "pi p50", "pi p99", "pi/ours p50", "pi/ours p99"],
		rows.map((row) => [
			row.tools,
			row.buildMs,
			row.firstSyncMs,
			row.longestBlockMs,
			row.slices,
			row.ours.p50_ms,
			row.ours.p99_ms,
			row.sync.p50_ms,
			row.session.p50_ms,
			row.session.p99_ms,
			row["pi-bm25"].p50_ms,
			row["pi-bm25"].p99_ms,
			row.ratio_p50,
			row.ratio_p99,
		]),
	);
	console.log(JSON.stringify({ scale: rows }));
}

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: {
			corpus: { type: "string" },
			queries: { type: "string" },
			scale: { type: "string" },
			reps: { type: "string" },
			verbose: { type: "boolean", default: false },
			rankers: { type: "string" },
			"named-budget": { type: "string" },
			limit: { type: "string" },
			load: { type: "string" },
			hints: { type: "string" },
		},
	});
	const corpus = values.corpus ?? process.env.TOOL_SEARCH_CORPUS;
	const queries = values.queries ?? process.env.TOOL_SEARCH_QUERIES;
	const reps = values.reps ? Number(values.reps) : 5;
	if (values.scale) {
		const fixtures = fileURLToPath(new URL("../test/fixtures/mcp/", import.meta.url));
		const sizes = values.scale.split(",").map((size) => Number(size.trim()));
		if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error("--scale takes positive integers");
		await scale(corpus ?? fixtures, queries, sizes, values.reps ? reps : 50);
		return;
	}
	if (!corpus || !queries) {
		console.error(
			"Quality needs a corpus and queries: --corpus DIR --queries FILE (or TOOL_SEARCH_CORPUS / TOOL_SEARCH_QUERIES).\n" +
				"Speed alone runs on the bundled fixtures: --scale 100,1000,5000,10000",
		);
		process.exitCode = 2;
		return;
	}
	const only = values.rankers?.split(",").map((name) => name.trim());
	const menu = {
		...(values["named-budget"] === undefined ? {} : { namedBudget: Number(values["named-budget"]) }),
		...(values.limit === undefined ? {} : { limit: Number(values.limit) }),
		...(values.load === "call" ? { call: true } : {}),
	};
	await quality(corpus, queries, reps, values.verbose ?? false, only, menu, values.hints);
}

await main();
