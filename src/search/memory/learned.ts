/**
 * Learned always-load: the deferred tools a user calls in most sessions start loaded, so the model
 * does not spend a search round trip on them every time.
 *
 * The usage file (./usage-store.ts) lists, per recent session, the deferred tools it called. A tool
 * called in at least `minSessions` of the last `sessions` sessions before this one is learned; at
 * most `max` of them, those called in the most sessions first, and only as many as fit in the
 * budget the policy gives deferrable tools (`auto:N`'s N% of the context window; 10% under
 * `always`). The set is decided once, before the session's first request, and kept in the session
 * (./persist.ts), so every request of the session declares the same tools: the tools prefix, and
 * with it the prompt cache, stays intact. Counting happens as the model calls a deferred tool: the
 * session id and the tool's name, never its arguments or result.
 */
import { type CatalogTool, DEFAULT_AUTO_PERCENT, type DeferMode, type LearnSettings } from "../catalog/index.ts";
import { readUsage, recordUsage, type Usage } from "./usage-store.ts";

/** A tool called in enough recent sessions, and in how many. */
export interface FrequentTool {
	name: string;
	/** Sessions of the window that called it. */
	sessions: number;
	/** Sessions the window held (at most the setting's `sessions`). */
	window: number;
}

/**
 * The tools called in at least `minSessions` of the last `sessions` sessions other than
 * `currentSession`, most sessions first, then the most recently called, then by name.
 */
export function frequentTools(usage: Usage, settings: LearnSettings, currentSession: string): FrequentTool[] {
	const window = usage.sessions.filter((session) => session.id !== currentSession).slice(-settings.sessions);
	const counts = new Map<string, { sessions: number; last: number }>();
	window.forEach((session, index) => {
		for (const name of session.tools) counts.set(name, { sessions: (counts.get(name)?.sessions ?? 0) + 1, last: index });
	});
	return [...counts]
		.filter(([, count]) => count.sessions >= settings.minSessions)
		.sort(([a, x], [b, y]) => y.sessions - x.sessions || y.last - x.last || (a < b ? -1 : a > b ? 1 : 0))
		.map(([name, count]) => ({ name, sessions: count.sessions, window: window.length }));
}

/**
 * Tokens learned tools may take: the share of the context window `auto:N` allows deferrable tools
 * (the default share under `always`), nothing under `never` (every tool is loaded then anyway) or
 * when the window is unknown.
 */
export function learnBudget(mode: DeferMode, contextWindow: number | undefined): number {
	if (mode.kind === "never" || contextWindow === undefined || !(contextWindow > 0)) return 0;
	const percent = mode.kind === "auto" ? mode.percent : DEFAULT_AUTO_PERCENT;
	return Math.floor((percent / 100) * contextWindow);
}

/**
 * The learned tools of a session: the frequent tools that are in the catalog and deferred (not
 * pinned by a `pin` pattern, which loads them anyway), in order, at most `max`, skipping any that
 * would take the total past `budget` tokens.
 */
export function pickLearned(frequent: readonly FrequentTool[], catalog: (name: string) => CatalogTool | undefined, max: number, budget: number): FrequentTool[] {
	const picked: FrequentTool[] = [];
	let tokens = 0;
	for (const candidate of frequent) {
		if (picked.length >= max) break;
		const tool = catalog(candidate.name);
		if (tool === undefined || tool.deferral === "pinned") continue;
		if (tokens + tool.tokens > budget) continue;
		tokens += tool.tokens;
		picked.push(candidate);
	}
	return picked;
}

/** Whether a finished tool call counts as the user's use of a deferred tool. */
export function countsAsUse(call: { toolName: string; isError: boolean; parentToolCallId?: string | undefined }, catalog: (name: string) => CatalogTool | undefined): boolean {
	// A call made by another tool (a codemode script) is the script's, not one the model would make directly.
	if (call.isError || call.parentToolCallId !== undefined) return false;
	const tool = catalog(call.toolName);
	return tool !== undefined && tool.deferral !== "pinned";
}

/**
 * The learned tools of one session and the counting of its calls: the candidates read at session
 * start, the set decided before the first request (then fixed), and the calls recorded as they
 * happen. Writing the usage file never fails the session; the last error is kept for `/tools`.
 */
export class LearnedLoads {
	private settings: LearnSettings | false = false;
	private sessionId = "";
	private frequent: FrequentTool[] = [];
	private learned: FrequentTool[] = [];
	/**
	 * The names of the decided set, as ./persist.ts keeps them and a search's snapshot reads them;
	 * undefined until the set is decided. Written only here, a new array each time, never changed in place.
	 */
	stored: readonly string[] | undefined;
	private readonly counted = new Set<string>();
	private writes: Promise<void> = Promise.resolve();
	/** The last error writing the usage file, if any. */
	lastError: string | undefined;

	private readonly agentDir: () => string;

	constructor(agentDir: () => string) {
		this.agentDir = agentDir;
	}

	/** Session start: the settings, the session, and the frequent tools of the sessions before it. */
	start(settings: LearnSettings | false, sessionId: string): void {
		this.settings = settings;
		this.sessionId = sessionId;
		this.counted.clear();
		this.frequent = settings === false ? [] : frequentTools(readUsage(this.agentDir()), settings, sessionId);
	}

	/** The set recorded on the branch (undefined: not decided yet), as ./persist.ts keeps it. */
	restore(names: readonly string[] | undefined): void {
		this.learned = (names ?? []).map((name) => this.frequent.find((tool) => tool.name === name) ?? { name, sessions: 0, window: 0 });
		this.stored = names === undefined ? undefined : [...names];
	}

	/** The names a session wants from its first request: the decided set, or the candidates. */
	wanted(): string[] {
		return (this.stored !== undefined ? this.learned : this.frequent).map((tool) => tool.name);
	}

	/** Decides the set, once per session, and records that the session ran. */
	decide(catalog: (name: string) => CatalogTool | undefined, budget: number): void {
		if (this.stored === undefined && this.settings !== false) this.learned = pickLearned(this.frequent, catalog, this.settings.max, budget);
		this.stored = this.learned.map((tool) => tool.name);
		if (this.settings !== false) this.record(undefined);
	}

	/** Counts a finished call when it is a use of a deferred tool not counted in this session yet. */
	count(call: { toolName: string; isError: boolean; parentToolCallId?: string | undefined }, catalog: (name: string) => CatalogTool | undefined): void {
		if (this.settings === false || this.counted.has(call.toolName) || !countsAsUse(call, catalog)) return;
		this.counted.add(call.toolName);
		this.record(call.toolName);
	}

	/** The learned tools and why (sessions that called each); empty before the set is decided. */
	get tools(): readonly FrequentTool[] {
		return this.learned;
	}

	get currentSettings(): LearnSettings | false {
		return this.settings;
	}

	/** Resolves when every write started so far has finished (for tests and shutdown). */
	flushed(): Promise<void> {
		return this.writes;
	}

	private record(tool: string | undefined): void {
		const dir = this.agentDir();
		const id = this.sessionId;
		this.writes = this.writes.then(() =>
			recordUsage(dir, id, tool).then(
				() => {
					this.lastError = undefined;
				},
				(error: unknown) => {
					this.lastError = error instanceof Error ? error.message : String(error);
				},
			),
		);
	}
}
