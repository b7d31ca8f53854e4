/**
 * Event-loop blocks through a whole tool_search session at scale, side by side with another
 * checkout (the anchor, such as a worktree of 0.4.0).
 *
 *     node --expose-gc --experimental-transform-types bench/blocks.ts [--tools 10000] [--repo DIR] [--anchor DIR]... [--rounds 3] [--corpus DIR] [--profile] [--engine]
 *
 * (`npm run bench:blocks -- --anchor /tmp/v040` runs the same.) `--repo` is the checkout measured
 * (this one by default), each `--anchor` one measured beside it, with the ratio of the two per step.
 * `--child DIR` runs one checkout's session alone and prints its steps as JSON.
 *
 * Each checkout's extension (`extensions/tool-search.ts`) is driven in a process of its own, through
 * a scripted pi (./lib/scripted-pi.ts) holding a synthetic catalog of `--tools` deferred MCP tools
 * (./lib/corpus.ts `syntheticCatalog` over `--corpus`, by default bench/corpus), the same for every
 * checkout: session start, the first run, searches in English and Chinese, a turn, a request's
 * declarations, a call of a loaded tool, a server's tools removed, changed and added, `/tree`, a
 * compaction, and a `/reload` (a new extension on new tool objects, the branch's entries restored).
 *
 * Per step it reports the longest the event loop went without a turn (a 1 ms timer reschedules
 * itself and records how late each run is), while the step ran (`action`) and afterwards, until
 * the loop has been quiet for a while (`after`: screening, hints, whatever the step left running),
 * and how long the step's synchronous start took (`sync`). Processes run in
 * turn, the order alternating per round; each figure is the median over `--rounds`. Garbage is
 * collected before each step when `--expose-gc` allows it, so a step pays for its own.
 *
 * `--profile` takes a CPU profile of each step and writes to stderr where its longest block went:
 * the functions that ran in it by self time, and the extension's own by total time (what they
 * called included). Profiling slows every step down; its blocks are for reading, not comparing.
 *
 * `--engine` times the engine's search alone instead, checkout beside checkout: a `ToolIndex` over
 * the same catalog (src/search/engine/ in this line, src/search/ in 0.4.0), each query of
 * `ENGINE_QUERIES` parsed and searched, cold (in a process of its own, the first search there) and
 * warm (the median after warming up); with `--profile`, per warm search, each function's self and
 * total microseconds (a CPU profile of {@link ENGINE_PROFILED_REPS} searches) and calls (V8's
 * precise coverage, counted apart).
 *
 * The `/reload` step registers the extension again in the same process: module-level caches keyed
 * by text survive it, which pi (that loads extensions afresh) would not keep.
 *
 * The last line printed is one JSON object with the results.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Session } from "node:inspector/promises";
import { type CpuProfile, timeIn } from "./lib/block-profile.ts";
import type { ToolDoc } from "../src/search/engine/index.ts";
import { loadServers, syntheticCatalog, toolDocs } from "./lib/corpus.ts";
import { scriptedPi } from "./lib/scripted-pi.ts";

/** One step's figures, in milliseconds. */
interface StepResult {
	step: string;
	/** The synchronous start of the step: from its call to its first wait. */
	sync: number;
	/** Longest event-loop block while the step ran. */
	action: number;
	/** Longest event-loop block after it, until the loop was quiet. */
	after: number;
	/** The step's whole time, waits included. */
	total: number;
	/** Time until the loop was quiet after it. */
	afterTotal: number;
}

/** The probe's timer, in milliseconds: a turn later than this is a block of the difference. */
const PROBE_MS = 1;
/** The loop is quiet once it has spent less than {@link QUIET_SHARE} of {@link QUIET_MS} blocked. */
const QUIET_MS = 300;
const QUIET_SHARE = 0.15;
/** Longest wait for quiet: past it the step's background work is reported as it stands. */
const MAX_SETTLE_MS = 120_000;

/** Milliseconds of the monotonic clock CPU profiles are stamped with (`process.hrtime`). */
function clock(): number {
	return Number(process.hrtime.bigint()) / 1e6;
}

/** The longest gap of a stretch of time: its length and where it lay on {@link clock}. */
interface Gap {
	ms: number;
	from: number;
	to: number;
}

/**
 * Records the gaps between turns of the event loop: a timer of {@link PROBE_MS} rescheduled from
 * itself, so an idle process sleeps (a probe that spun would compete for the processor with the
 * work it measures). A turn's gap is its time since the last turn, less the timer's own wait.
 */
class BlockProbe {
	private last = clock();
	private longest: Gap = { ms: 0, from: 0, to: 0 };
	/** Milliseconds blocked in all, the gaps over {@link PROBE_MS} summed. */
	private blocked = 0;
	private timer: NodeJS.Timeout | undefined;

	start(): void {
		const tick = (): void => {
			const now = clock();
			const gap = Math.max(0, now - this.last - PROBE_MS);
			if (gap > this.longest.ms) this.longest = { ms: gap, from: this.last, to: now };
			if (gap > PROBE_MS) this.blocked += gap;
			this.last = now;
			this.timer = setTimeout(tick, PROBE_MS);
		};
		this.last = clock();
		this.timer = setTimeout(tick, PROBE_MS);
	}

	stop(): void {
		clearTimeout(this.timer);
	}

	/** The longest gap since the last take, the one under way up to now included; starts over (the rest of that one counts from now). */
	take(): Gap {
		const now = clock();
		const current = Math.max(0, now - this.last - PROBE_MS);
		const longest = current > this.longest.ms ? { ms: current, from: this.last, to: now } : this.longest;
		this.longest = { ms: 0, from: now, to: now };
		this.last = now;
		return longest;
	}

	/**
	 * Resolves once the loop has spent less than {@link QUIET_SHARE} of the last {@link QUIET_MS}
	 * blocked (or after {@link MAX_SETTLE_MS}): work in slices keeps it busy between its pauses.
	 */
	async quiet(): Promise<void> {
		const start = clock();
		const marks: { at: number; blocked: number }[] = [{ at: start, blocked: this.blocked }];
		for (;;) {
			await new Promise((resolve) => setTimeout(resolve, 50));
			const now = clock();
			marks.push({ at: now, blocked: this.blocked });
			while (marks.length > 1 && now - (marks[1] as { at: number }).at >= QUIET_MS) marks.shift();
			const first = marks[0] as { at: number; blocked: number };
			if (now - first.at >= QUIET_MS && (this.blocked - first.blocked) / (now - first.at) < QUIET_SHARE) return;
			if (now - start > MAX_SETTLE_MS) return;
		}
	}
}

/**
 * With `--profile`, a CPU profile per step (through `node:inspector`), and where the step's longest
 * block went, written to stderr: the functions by self time, and the extension's own by total time.
 */
class StepProfiler {
	private session: Session | undefined;

	async begin(): Promise<void> {
		this.session ??= await (async () => {
			const session = new Session();
			session.connect();
			await session.post("Profiler.enable");
			await session.post("Profiler.setSamplingInterval", { interval: 100 });
			return session;
		})();
		await this.session.post("Profiler.start");
	}

	async end(step: string, gap: Gap): Promise<void> {
		if (this.session === undefined) return;
		const { profile } = (await this.session.post("Profiler.stop")) as { profile: CpuProfile };
		const functions = timeIn(profile, gap.from * 1000, gap.to * 1000);
		const ms = (value: number) => value.toFixed(1).padStart(7);
		const lines = [`\n## ${step}: longest block ${gap.ms.toFixed(1)} ms`, "  self ms  total ms  function"];
		for (const entry of functions.slice(0, 12)) lines.push(`  ${ms(entry.self)}  ${ms(entry.total)}  ${entry.name}`);
		lines.push("  extension's functions by total time:");
		const own = functions.filter((entry) => /\.ts:\d+$/.test(entry.name) && !entry.name.includes("blocks.ts") && !entry.name.includes("scripted-pi.ts"));
		for (const entry of own.sort((a, b) => b.total - a.total).slice(0, 14)) lines.push(`  ${ms(entry.self)}  ${ms(entry.total)}  ${entry.name}`);
		console.error(lines.join("\n"));
	}
}

const collect = (globalThis as { gc?: () => void }).gc;

type Tool = { name: string; description: string; parameters: unknown; exposure: string; namespace: { name: string } };
type Registered = {
	execute: (...args: unknown[]) => Promise<unknown>;
	reachesTools?: (input: Record<string, unknown>) => unknown;
	prepareLoadout?: (loadout: { declared: { name: string }[] }) => unknown;
};

/** The host tools of a synthetic catalog: deferred MCP tools, each server its namespace. */
function hostTools(size: number, corpus: string): Tool[] {
	return syntheticCatalog(loadServers(corpus), size).map((doc) => ({
		name: doc.name,
		description: doc.description,
		parameters: doc.inputSchema ?? { type: "object", properties: {} },
		exposure: "deferred",
		namespace: { name: doc.namespace ?? "" },
	}));
}

/** New tool objects with copies of their schemas, as after a server restarts or pi reloads. */
function renewed(tools: readonly Tool[]): Tool[] {
	return tools.map((tool) => ({ ...tool, parameters: structuredClone(tool.parameters), namespace: { ...tool.namespace } }));
}

/**
 * A scripted pi whose `tools` can change under it, which keeps the entries appended to the branch
 * and hands out its tools as new objects around the same definitions on each call, as pi does.
 */
function host(tools: Tool[], branch: unknown[]) {
	const scripted = scriptedPi(tools);
	const allTools = scripted.pi.getAllTools;
	Object.assign(scripted.pi, {
		getAllTools: () => allTools().map((tool) => ({ ...tool })),
		appendEntry: (customType: string, data: unknown) => branch.push({ type: "custom", customType, data, id: String(branch.length) }),
	});
	return scripted;
}

/** The session of one checkout, step by step: see the module comment. */
async function child(repo: string, size: number, corpus: string, profiler?: StepProfiler): Promise<StepResult[]> {
	process.env.PI_CODING_AGENT_DIR = mkdtempSync(join(tmpdir(), "pi-blocks-agent-"));
	const extensionUrl = pathToFileURL(join(repo, "extensions/tool-search.ts")).href;
	const { default: toolSearch } = (await import(extensionUrl)) as { default: (pi: unknown) => void };
	const tools = hostTools(size, corpus);
	const branch: unknown[] = [];
	let scripted = host(tools, branch);
	const ctx = {
		cwd: mkdtempSync(join(tmpdir(), "pi-blocks-")),
		mode: "tui",
		hasUI: true,
		ui: { notify: () => undefined, getAllThemes: () => [{}], setStatus: () => undefined },
		model: { id: "mock", provider: "mock", contextWindow: 200_000 },
		sessionManager: { getSessionId: () => "blocks", getBranch: () => branch, getEntries: () => branch },
		signal: undefined,
		isProjectTrusted: () => false,
	};
	const probe = new BlockProbe();
	probe.start();
	const results: StepResult[] = [];
	const step = async (name: string, action: () => unknown): Promise<void> => {
		collect?.();
		await probe.quiet();
		await profiler?.begin();
		probe.take();
		const start = performance.now();
		const pending = action();
		const sync = performance.now() - start;
		await pending;
		const total = performance.now() - start;
		const during = probe.take();
		const settleStart = performance.now();
		await probe.quiet();
		const afterTotal = performance.now() - settleStart - QUIET_MS;
		const after = probe.take();
		await profiler?.end(name, during.ms >= after.ms ? during : after);
		results.push({ step: name, sync, action: during.ms, after: after.ms, total, afterTotal: Math.max(0, afterTotal) });
	};
	const fire = (event: string, payload: unknown = {}) => scripted.fire(event, { type: event, ...(payload as object) }, ctx);
	const tool = (name: string): Registered => {
		const found = scripted.tool(name) as Registered | undefined;
		if (found === undefined) throw new Error(`${name} was not registered`);
		return found;
	};
	let calls = 0;
	/** A search as pi 1.x runs it: `reachesTools` for the call, then `execute`. */
	const search = async (query: string) => {
		const searchTool = tool("tool_search");
		searchTool.reachesTools?.({ query });
		return searchTool.execute(`call-${++calls}`, { query }, undefined, undefined, ctx);
	};
	/** A request as pi 1.x makes it: the loadout of the declared tools, then the request's messages. */
	const request = async () => {
		const declared = scripted.pi.getActiveTools().map((name) => ({ name }));
		tool("tool_search").prepareLoadout?.({ declared });
		const all = new Map(scripted.pi.getAllTools().map((entry) => [entry.name, entry]));
		const toolsAdded = declared.map(({ name }) => all.get(name)).filter((entry) => entry !== undefined);
		await fire("context_with_system", { messages: [{ role: "system", content: "", toolsAdded }, { role: "user", content: "hi" }] });
	};
	const loadedTool = () => scripted.pi.getActiveTools().find((name) => name.startsWith("mcp__")) ?? "mcp__none__none";
	const turn = () => fire("turn_start", { turnIndex: 0 });

	await step("register", () => toolSearch(scripted.pi));
	await step("session_start", () => fire("session_start", { reason: "startup" }));
	await step("before_agent_start", () => fire("before_agent_start", { prompt: "open an issue about the failing build", systemPrompt: "" }));
	await step("turn_start", turn);
	await step('search "create jira issue"', () => search("create jira issue"));
	await step("request (loadout, context)", request);
	await step('search "在 GitHub 上创建一个 issue"', () => search("在 GitHub 上创建一个 issue"));
	await step('search "send a message to a slack channel"', () => search("send a message to a slack channel"));
	await step("call a loaded tool", async () => {
		const name = loadedTool();
		await fire("tool_call", { toolCallId: "c1", toolName: name, input: {} });
		await fire("tool_execution_end", { toolCallId: "c1", toolName: name, result: {}, isError: false });
		await fire("tool_result", { toolCallId: "c1", toolName: name, input: {}, content: [], isError: false });
		await fire("turn_end", { turnIndex: 0, message: {}, toolResults: [{}], entries: [] });
	});
	await step("turn_start (2)", turn);
	// A server's tools change under the session: one server withdrawn, one rewritten, one new (each made before its step).
	const removedServer = tools.find((entry) => entry.name.startsWith("mcp__github-2__"))?.namespace.name ?? "mcp__github-2";
	const kept = tools.filter((entry) => entry.namespace.name !== removedServer);
	await step("server removed, turn_start", () => {
		tools.splice(0, tools.length, ...kept);
		return turn();
	});
	const changedServer = tools.find((entry) => entry.name.startsWith("mcp__slack__"))?.namespace.name ?? "mcp__slack";
	const rewritten = tools.map((entry) => (entry.namespace.name === changedServer ? { ...entry, description: `${entry.description} (v2)`, parameters: structuredClone(entry.parameters) } : entry));
	await step("server changed, turn_start", () => {
		tools.splice(0, tools.length, ...rewritten);
		return turn();
	});
	const added = toolDocs(loadServers(corpus).slice(0, 3)).map((doc) => ({
		name: doc.name.replace(/^(mcp__.+?)__/, "$1-new__"),
		description: doc.description,
		parameters: structuredClone(doc.inputSchema ?? { type: "object", properties: {} }),
		exposure: "deferred",
		namespace: { name: `${doc.namespace ?? ""}-new` },
	}));
	await step("server added, turn_start", () => {
		tools.push(...added);
		return turn();
	});
	await step('search "list open pull requests"', () => search("list open pull requests"));
	await step("before_agent_start (2)", () => fire("before_agent_start", { prompt: "send a message to the team slack channel", systemPrompt: "" }));
	await step("session_tree", () => fire("session_tree", {}));
	await step("session_compact, turn_start", async () => {
		await fire("session_compact", {});
		await turn();
	});
	await step("session_shutdown", () => fire("session_shutdown", { reason: "reload" }));
	// /reload: a new extension on the branch so far, the host's tools new objects.
	scripted = host(renewed(tools), branch);
	await step("reload: register", () => toolSearch(scripted.pi));
	await step("reload: session_start", () => fire("session_start", { reason: "reload" }));
	await step("reload: before_agent_start", () => fire("before_agent_start", { prompt: "create a calendar event for tomorrow", systemPrompt: "" }));
	await step('reload: search "create jira issue"', () => search("create jira issue"));
	probe.stop();
	return results;
}

function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Queries the engine is timed with alone (`--engine`): the session's searches, its suggestion's prompt, and one more Chinese request. */
const ENGINE_QUERIES: readonly string[] = [
	"create jira issue",
	"在 GitHub 上创建一个 issue",
	"send a message to a slack channel",
	"list open pull requests",
	"open an issue about the failing build",
	"查看 Kubernetes pod 日志",
];
/** Searches per query timed warm, and run under the profiler and the call counter with `--profile`. */
const ENGINE_REPS = 40;
const ENGINE_PROFILED_REPS = 200;

/** One query's engine search alone: cold (the first search of a process), its warm median, and with `--profile` where the time goes. */
interface EngineResult {
	query: string;
	cold: number;
	median: number;
	/** Per search: each function's self and total microseconds, and how many times it was called. */
	functions?: { name: string; selfUs: number; totalUs: number; calls: number }[];
}

type Engine = { index: (docs: readonly ToolDoc[]) => unknown; search: (index: unknown, query: string) => unknown };

/**
 * A checkout's engine: `ToolIndex` and `parseQuery` from src/search/engine/ (this line) or from
 * src/search/ (0.4.0), searched through the index's own `search`, or the engine's `search(parsed,
 * snapshot)` where the index has none.
 */
async function engineOf(repo: string): Promise<Engine> {
	const load = async (path: string) => (await import(pathToFileURL(join(repo, path)).href)) as Record<string, unknown>;
	const face = existsSync(join(repo, "src/search/engine/index.ts")) ? await load("src/search/engine/index.ts") : { ...(await load("src/search/tool-index.ts")), ...(await load("src/search/query.ts")) };
	const ToolIndex = face.ToolIndex as new (docs: readonly ToolDoc[]) => { search?: (parsed: unknown) => unknown; snapshot?: unknown };
	const parseQuery = face.parseQuery as (text: string) => unknown;
	const search = face.search as ((parsed: unknown, snapshot: unknown) => unknown) | undefined;
	return {
		index: (docs) => new ToolIndex(docs),
		search: (index, query) => {
			const held = index as InstanceType<typeof ToolIndex>;
			return held.search !== undefined ? held.search(parseQuery(query)) : search?.(parseQuery(query), held.snapshot);
		},
	};
}

/**
 * The engine of one checkout, query by query (see {@link EngineResult}); with `cold`, only that
 * query's search, the first of the process (the index built, garbage collected, the loop idle a moment).
 */
async function engineChild(repo: string, size: number, corpus: string, profile: boolean, cold?: number): Promise<EngineResult[]> {
	const engine = await engineOf(repo);
	const index = engine.index(syntheticCatalog(loadServers(corpus), size));
	if (cold !== undefined) {
		const query = ENGINE_QUERIES[cold] ?? "";
		collect?.();
		await new Promise((resolve) => setTimeout(resolve, 200));
		const start = clock();
		engine.search(index, query);
		return [{ query, cold: clock() - start, median: Number.NaN }];
	}
	const results: EngineResult[] = ENGINE_QUERIES.map((query) => ({ query, cold: Number.NaN, median: 0 }));
	for (let round = 0; round < 5; round++) for (const query of ENGINE_QUERIES) engine.search(index, query);
	for (const result of results) {
		collect?.();
		const times: number[] = [];
		for (let rep = 0; rep < ENGINE_REPS; rep++) {
			const start = clock();
			engine.search(index, result.query);
			times.push(clock() - start);
		}
		result.median = median(times);
	}
	if (!profile) return results;
	const session = new Session();
	session.connect();
	await session.post("Profiler.enable");
	await session.post("Profiler.setSamplingInterval", { interval: 50 });
	for (const result of results) {
		await session.post("Profiler.start");
		const from = clock();
		for (let rep = 0; rep < ENGINE_PROFILED_REPS; rep++) engine.search(index, result.query);
		const to = clock();
		const { profile: taken } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
		// Call counts apart from the timing: counting calls slows them.
		await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
		await session.post("Profiler.takePreciseCoverage");
		for (let rep = 0; rep < ENGINE_PROFILED_REPS; rep++) engine.search(index, result.query);
		const { result: coverage } = (await session.post("Profiler.takePreciseCoverage")) as {
			result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
		};
		await session.post("Profiler.stopPreciseCoverage");
		const calls = new Map<string, number>();
		for (const script of coverage) {
			if (!script.url.startsWith("file:")) continue;
			const file = basename(script.url.split("?")[0] ?? script.url);
			for (const fn of script.functions) {
				const name = `${fn.functionName || "(anonymous)"} ${file}`;
				calls.set(name, (calls.get(name) ?? 0) + (fn.ranges[0]?.count ?? 0));
			}
		}
		const perSearch = (ms: number) => Math.round((ms * 1000) / ENGINE_PROFILED_REPS);
		result.functions = timeIn(taken, from * 1000, to * 1000)
			.filter((entry) => entry.self > 0)
			.slice(0, 20)
			.map((entry) => ({
				name: entry.name,
				selfUs: perSearch(entry.self),
				totalUs: perSearch(entry.total),
				calls: Math.round(((calls.get(entry.name.replace(/:\d+$/, "")) ?? 0) / ENGINE_PROFILED_REPS) * 10) / 10,
			}));
	}
	return results;
}

/** Runs one checkout's session (or, with `--engine`, its engine) in a process of its own; its last line of output is the result as JSON. */
function runChild<T>(repo: string, size: number, corpus: string, flags: readonly string[]): Promise<T> {
	const self = fileURLToPath(import.meta.url);
	return new Promise((done, fail) => {
		// The extension's sources use TypeScript beyond what Node strips (parameter properties).
		const node = [...new Set([...process.execArgv, "--experimental-transform-types", "--no-warnings"])];
		const proc = spawn(process.execPath, [...node, self, "--child", repo, "--tools", String(size), "--corpus", corpus, ...flags], { stdio: ["ignore", "pipe", "inherit"] });
		let out = "";
		proc.stdout.on("data", (chunk: Buffer) => {
			out += chunk.toString();
		});
		proc.on("error", fail);
		proc.on("close", (code) => {
			const last = out.trim().split("\n").at(-1) ?? "";
			if (code !== 0) return fail(new Error(`${repo}: exit ${code}\n${out}`));
			try {
				done(JSON.parse(last) as T);
			} catch (error) {
				fail(new Error(`${repo}: no result\n${out}\n${String(error)}`));
			}
		});
	});
}

function printTable(header: readonly string[], rows: readonly (string | number)[][]): void {
	const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column] ?? "").length)));
	const line = (cells: readonly (string | number)[]) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0))).join("  ");
	console.log(line(header));
	for (const row of rows) console.log(line(row));
}

/** The engine alone, checkout beside checkout: each query's cold and warm search, the median of the rounds, and where the time goes. */
async function engineTable(repos: readonly string[], rounds: number, run: (repo: string) => Promise<EngineResult[]>, size: number): Promise<void> {
	const runs = new Map<string, EngineResult[][]>(repos.map((repo) => [repo, []]));
	for (let round = 0; round < rounds; round++) {
		for (const repo of round % 2 === 0 ? repos : [...repos].reverse()) {
			console.error(`engine round ${round + 1}/${rounds}: ${repo}`);
			runs.get(repo)?.push(await run(repo));
		}
	}
	const short = repos.map((_, at) => (at === 0 ? "this" : `anchor${repos.length > 2 ? at : ""}`));
	const of = (repo: string, query: string, key: "cold" | "median") => Number(median((runs.get(repo) ?? []).map((results) => results.find((result) => result.query === query)?.[key] ?? Number.NaN)).toFixed(2));
	console.log(`\nThe engine's search alone (ToolIndex over ${size} tools, query parsed and searched), ms, the median of ${rounds} rounds: cold = the query's search in a process that searched nothing before, warm = median of ${ENGINE_REPS} after warming up`);
	console.log(`${repos.map((repo, at) => `${short[at]} (${repo})`).join(", ")}; ratio = this / anchor\n`);
	printTable(
		["query", ...short.flatMap((name) => [`${name} cold`, `${name} warm`]), ...short.slice(1).flatMap((name) => [`cold ratio ${name}`, `warm ratio ${name}`])],
		ENGINE_QUERIES.map((query) => [
			query,
			...repos.flatMap((repo) => [of(repo, query, "cold"), of(repo, query, "median")]),
			...repos.slice(1).flatMap((repo) => [
				round1(of(repos[0] as string, query, "cold") / of(repo, query, "cold")),
				round1(of(repos[0] as string, query, "median") / of(repo, query, "median")),
			]),
		]),
	);
	for (const [at, repo] of repos.entries()) {
		const last = (runs.get(repo) ?? []).at(-1) ?? [];
		for (const result of last) {
			if (result.functions === undefined) continue;
			console.log(`\n${short[at]}: "${result.query}", per warm search: self and total microseconds, calls`);
			printTable(
				["function", "self µs", "total µs", "calls"],
				result.functions.map((entry) => [entry.name, entry.selfUs, entry.totalUs, entry.calls]),
			);
		}
	}
	console.log(JSON.stringify({ tools: size, rounds, engine: repos.map((repo) => ({ repo, runs: runs.get(repo) })) }));
}

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: {
			child: { type: "string" },
			tools: { type: "string", default: "10000" },
			repo: { type: "string" },
			anchor: { type: "string", multiple: true },
			rounds: { type: "string", default: "3" },
			corpus: { type: "string" },
			profile: { type: "boolean", default: false },
			engine: { type: "boolean", default: false },
			cold: { type: "string" },
		},
	});
	const size = Number(values.tools);
	if (!Number.isInteger(size) || size <= 0) throw new Error("--tools takes a positive integer");
	const corpus = resolve(values.corpus ?? fileURLToPath(new URL("./corpus/", import.meta.url)));
	if (values.child !== undefined) {
		const repo = resolve(values.child);
		const cold = values.cold === undefined ? undefined : Number(values.cold);
		const result = values.engine ? await engineChild(repo, size, corpus, values.profile === true, cold) : await child(repo, size, corpus, values.profile ? new StepProfiler() : undefined);
		console.log(JSON.stringify(result));
		return;
	}
	const repos = [resolve(values.repo ?? fileURLToPath(new URL("..", import.meta.url))), ...(values.anchor ?? []).map((dir) => resolve(dir))];
	const rounds = Number(values.rounds);
	const flags = values.profile ? ["--profile"] : [];
	if (values.engine) {
		await engineTable(
			repos,
			rounds,
			async (repo) => {
				const results = await runChild<EngineResult[]>(repo, size, corpus, [...flags, "--engine"]);
				for (const [at, result] of results.entries()) result.cold = (await runChild<EngineResult[]>(repo, size, corpus, ["--engine", "--cold", String(at)]))[0]?.cold ?? Number.NaN;
				return results;
			},
			size,
		);
		return;
	}
	const runs = new Map<string, StepResult[][]>(repos.map((repo) => [repo, []]));
	for (let round = 0; round < rounds; round++) {
		const order = round % 2 === 0 ? repos : [...repos].reverse();
		for (const repo of order) {
			console.error(`round ${round + 1}/${rounds}: ${repo}`);
			runs.get(repo)?.push(await runChild<StepResult[]>(repo, size, corpus, flags));
		}
	}
	/** Each step's figures, the median over the rounds; `block` is the median of each round's larger of `action` and `after`. */
	const summary = repos.map((repo) => {
		const all = runs.get(repo) ?? [];
		const steps = (all[0] ?? []).map((first, at) => {
			const of = (value: (step: StepResult) => number) => round1(median(all.map((run) => (run[at] === undefined ? Number.NaN : value(run[at] as StepResult)))));
			return {
				step: first.step,
				block: of((step) => Math.max(step.action, step.after)),
				sync: of((step) => step.sync),
				action: of((step) => step.action),
				after: of((step) => step.after),
				total: of((step) => step.total),
				afterTotal: of((step) => step.afterTotal),
			};
		});
		return { repo, steps };
	});
	const [ours, ...anchors] = summary;
	if (ours === undefined) return;
	const names = repos.map((repo, at) => (at === 0 ? `this (${repo})` : `anchor${anchors.length > 1 ? at : ""} (${repo})`));
	const short = repos.map((_, at) => (at === 0 ? "this" : `anchor${anchors.length > 1 ? at : ""}`));
	console.log(`\nLongest event-loop block per step in ms, the median of ${rounds} rounds; ${size} tools, corpus ${corpus}`);
	console.log(`${names.join(", ")}; ratio = this / anchor\n`);
	const blockOf = (steps: typeof ours.steps, name: string) => steps.find((other) => other.step === name)?.block;
	printTable(
		["step", ...short, ...anchors.map((_, at) => `ratio${anchors.length > 1 ? at + 1 : ""}`)],
		ours.steps.map((step) => [
			step.step,
			...summary.map(({ steps }) => blockOf(steps, step.step) ?? "-"),
			...anchors.map(({ steps }) => {
				const theirs = blockOf(steps, step.step);
				return theirs !== undefined && theirs > 0 ? round1(step.block / theirs) : "-";
			}),
		]),
	);
	const longest = (steps: typeof ours.steps) => Math.max(...steps.map((step) => step.block));
	console.log(`\nlongest over the session: ${summary.map(({ steps }, at) => `${short[at]} ${longest(steps)} ms`).join(", ")}`);
	for (const [at, { steps }] of summary.entries()) {
		console.log(`\n${names[at]}: sync = the step's synchronous start, action / after = longest block while it ran / after it until the loop was quiet, total = the step's time, waits included\n`);
		printTable(
			["step", "sync", "action", "after", "total"],
			steps.map((step) => [step.step, step.sync, step.action, step.after, step.total]),
		);
	}
	console.log(JSON.stringify({ tools: size, rounds, repos: summary }));
}

await main();
