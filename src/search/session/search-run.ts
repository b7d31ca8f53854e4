/**
 * One search from query to facts (./facts.ts), for the session (./session.ts): the query parsed once
 * per call, the index searched, targeted servers waited for, the plan loaded (or, in a dry run,
 * not), and the servers it could not reach noted. The session's state is read and changed only
 * through {@link SearchHost}; what the run keeps of its own is the call pi prepared through
 * `reachesTools` and the servers already waited for in vain.
 */
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";
import { isUnresolved, type ParsedQuery, parseQuery, queryTargets, WAIT_SECONDS, writtenActiveName } from "../engine/index.ts";
import { looksAtServers, type SearchFacts, type ServerNote, type ToolGroup, type ToolLine } from "./facts.ts";
import { hostWaitsFor, type Reach, reachOf } from "./host-wait.ts";
import type { LiveCatalog } from "./live-catalog.ts";
import type { LoadMode } from "./load-mode.ts";
import type { LoadTiming } from "./continuation.ts";
import { type LoadPlan, planLoads } from "./load-plan.ts";
import { type ConfiguredServer, isMcpRunning, serverCondition } from "./mcp-state.ts";
import { type NoteState, noteTargets, serverNotes, targetedServers } from "./server-notes.ts";
import { pollUntil } from "./startup-wait.ts";
import { type Suggestion, suggestedNames } from "./suggest.ts";

/** The parts of the context a search reads. */
export type SearchContext = Pick<ExtensionContext, "cwd"> & { isProjectTrusted?: () => boolean };

/**
 * One `tool_search` call's query, parsed once: made when pi asks `reachesTools`, taken by the run
 * of the same input, with the configured servers once read.
 */
interface SearchCall {
	/** The query, trimmed. */
	readonly key: string;
	readonly parsed: ParsedQuery;
	servers?: readonly ConfiguredServer[];
	reach?: Reach;
}

/** Calls prepared by `reachesTools` and kept for their run: more than one message's searches. */
const MAX_PENDING_CALLS = 16;

/** What a search reads and changes of the session. */
export interface SearchHost {
	readonly pi: ExtensionAPI;
	readonly catalog: LiveCatalog;
	/** Longest wait for targeted servers that are not connected, and the polling interval, in milliseconds. */
	readonly waitMs: number;
	readonly pollMs: number;
	sync(): Promise<void>;
	loadMode(): LoadMode;
	/** The names call mode hides now (callable through `call_tool`). */
	hiddenNow(): ReadonlySet<string>;
	/** Loads what the plan asks for: loaded, or refused by the host. */
	applyLoads(plan: LoadPlan): { loaded: ToolLine[]; refused: string[] };
	hostHasExposures(): boolean;
	configuredServers(ctx: SearchContext): ConfiguredServer[];
	knownServers(): ConfiguredServer[];
	registeredCount(namespace: string): number;
	toolLine(name: string): ToolLine;
	persist(): void;
}

/** The search path of a session; see the module comment. */
export class SearchRun {
	/**
	 * Servers a search already waited for in vain in this session; a later search does not wait for
	 * them again. Cleared at session start.
	 */
	private readonly waitedFor = new Set<string>();
	/**
	 * Calls `reach` prepared for the runs that come next, by query (see {@link SearchCall}): pi asks
	 * for every call of a message before it runs them, one at a time.
	 */
	private readonly pendingCalls = new Map<string, SearchCall>();

	constructor(private readonly host: SearchHost) {}

	/** A new session: a server that did not connect in an earlier one may have since, so it is waited for again. */
	restart(): void {
		this.waitedFor.clear();
		this.pendingCalls.clear();
	}

	/**
	 * Runs one query and gathers what it found out (./facts.ts; `resultOf` in ../result.ts writes
	 * the result): sync the catalog, search with the query parsed once, wait briefly for targeted
	 * servers that are not connected and that pi did not wait for (at most {@link WAIT_SECONDS} s,
	 * once per server), load what the plan says to load, and note the servers it could not reach.
	 */
	async search(query: string, limit: number | undefined, signal: AbortSignal | undefined, ctx: SearchContext, timing: LoadTiming = "now"): Promise<SearchFacts> {
		return this.run(query, limit, ctx, timing, { load: true, signal });
	}

	/**
	 * What a search for `query` would find now, by the same path with loading off: nothing is loaded
	 * and no server waited for, and the facts say what the search would load, assuming the host
	 * activates it. The `/tools` view shows its result; nothing in the session changes.
	 */
	async dryRun(query: string, limit: number | undefined, ctx: SearchContext, timing: LoadTiming = "now"): Promise<SearchFacts> {
		return this.run(query, limit, ctx, timing, { load: false });
	}

	/** The one path of {@link search} and {@link dryRun}. */
	private async run(query: string, limit: number | undefined, ctx: SearchContext, timing: LoadTiming, mode: { load: boolean; signal?: AbortSignal | undefined }): Promise<SearchFacts> {
		await this.host.sync();
		const call = this.takeCall(query);
		const { parsed } = call;
		const loadMode = this.host.loadMode();
		const options = { ...(limit === undefined ? {} : { limit }), reach: loadMode };
		let outcome = this.host.catalog.index.search(parsed, options);
		const servers = (): readonly ConfiguredServer[] => (call.servers ??= this.host.configuredServers(ctx));
		const mcpRunning = isMcpRunning(this.host.pi.getCommands?.());
		const hostWaited = this.hostWaited(call, servers, mcpRunning);
		const waited = mode.load && isUnresolved(parsed, outcome) ? await this.waitForTargets(parsed, servers, mcpRunning, hostWaited, mode.signal) : undefined;
		if (waited !== undefined) {
			await this.host.sync();
			outcome = this.host.catalog.index.search(parsed, options);
		}
		const activeNames = this.host.pi.getActiveTools();
		const active = new Set(activeNames);
		// A tool outside the catalog that is active (a direct tool) counts as loaded.
		const directTool = (name: string): string | undefined => writtenActiveName(name, activeNames);
		const plan = planLoads(parsed, outcome, { active, directTool });
		const loads = mode.load ? this.host.applyLoads(plan) : { loaded: plan.toLoad.map((name) => this.host.toolLine(name)), refused: [] };
		const hidden = this.host.hiddenNow();
		const facts: SearchFacts = {
			query,
			parsed,
			outcome,
			plan,
			active,
			...loads,
			callable: mode.load || loadMode !== "call" ? hidden : new Set([...hidden, ...plan.toLoad]),
			loadMode,
			loadTiming: timing,
			...(looksAtServers(parsed, outcome, plan)
				? { servers: this.notesOn(parsed, plan, servers(), { mcpRunning, hostWaited, waited: waited ?? new Set(), active: mode.load ? new Set(this.host.pi.getActiveTools()) : new Set([...activeNames, ...plan.toLoad]), hidden }) }
				: {}),
			describe: (name) => this.host.toolLine(name),
			groups: () => this.groups(),
			catalogSize: this.host.catalog.size,
		};
		if (mode.load) this.host.persist();
		return facts;
	}

	/**
	 * The suggestion for a user's prompt (./suggest.ts): the prompt searched as keywords (cut to the
	 * query caps), its strong hits that are not declared or callable yet, and in call mode those made
	 * callable. Undefined when nothing fits. The caller checks the setting and slash commands.
	 */
	async suggest(prompt: string): Promise<Suggestion | undefined> {
		await this.host.sync();
		const parsed = parseQuery(prompt);
		const names = suggestedNames(parsed, this.host.catalog.index.search(parsed), new Set(this.host.pi.getActiveTools()));
		if (names.length === 0) return undefined;
		if (this.host.loadMode() !== "call") return { tools: names.map((name) => this.host.toolLine(name)), callable: false };
		const { loaded } = this.host.applyLoads({ toLoad: names, alreadyLoaded: [], unknown: [], unnamed: [] });
		this.host.persist();
		return loaded.length > 0 ? { tools: loaded, callable: true } : undefined;
	}

	/** Notes on the servers a search that missed something could not reach (./server-notes.ts). */
	private notesOn(parsed: ParsedQuery, plan: LoadPlan, servers: readonly ConfiguredServer[], state: Omit<NoteState, "tools" | "inCatalog">): ServerNote[] {
		const view: NoteState = { ...state, tools: this.host.pi.getAllTools(), inCatalog: (name) => this.host.catalog.has(name) };
		return serverNotes(servers, noteTargets(parsed, plan.unknown, servers), view);
	}

	/**
	 * What `reachesTools` answers for a query (./host-wait.ts). pi asks it just before it runs the
	 * call with the same input, so the parsed query (and the configured servers, read only when the
	 * query names MCP servers) are kept for that call: a query is parsed and the server files read
	 * at most once per call.
	 */
	reach(query: string): Reach {
		const call = this.callFor(query);
		call.reach ??= reachOf(call.parsed, () => (call.servers ??= this.host.knownServers()));
		return call.reach;
	}

	/** The call for `query`: the one `reach` prepared for the same input, or a new one. */
	private callFor(query: string): SearchCall {
		const key = query.trim();
		const pending = this.pendingCalls.get(key);
		if (pending !== undefined) return pending;
		const call: SearchCall = { key, parsed: parseQuery(key) };
		// A call pi asked about and then never ran (a handler blocked it) is not kept past a message's worth.
		if (this.pendingCalls.size >= MAX_PENDING_CALLS) this.pendingCalls.delete(this.pendingCalls.keys().next().value as string);
		this.pendingCalls.set(key, call);
		return call;
	}

	/** {@link callFor}, for the run that consumes it: a later call reads the query and the files afresh. */
	private takeCall(query: string): SearchCall {
		const call = this.callFor(query);
		this.pendingCalls.delete(call.key);
		return call;
	}

	/** Whether pi 1.x waited for a server before this search ran (see ./host-wait.ts). */
	private hostWaited(call: SearchCall, servers: () => readonly ConfiguredServer[], mcpRunning: boolean): (server: ConfiguredServer) => boolean {
		if (!mcpRunning || !this.host.hostHasExposures()) return () => false;
		return (server) => hostWaitsFor((call.reach ??= reachOf(call.parsed, servers)), server);
	}

	/**
	 * Waits for the servers a query targets that are configured but not connected yet and that pi
	 * did not wait for, polling the host's tools until one of them registers tools or
	 * {@link WAIT_SECONDS} pass; a server waited for in vain is not waited for again in this
	 * session. Resolves to the servers waited for in vain, or undefined when it did not wait.
	 */
	private async waitForTargets(
		parsed: ParsedQuery,
		servers: () => readonly ConfiguredServer[],
		mcpRunning: boolean,
		hostWaited: (server: ConfiguredServer) => boolean,
		signal: AbortSignal | undefined,
	): Promise<Set<string> | undefined> {
		const targets = queryTargets(parsed);
		if (targets.length === 0) return undefined;
		const pending = targetedServers(servers(), targets).filter(
			(server) =>
				!hostWaited(server) &&
				!this.waitedFor.has(server.namespace) &&
				serverCondition(server, mcpRunning, this.host.registeredCount(server.namespace)) === "not-connected",
		);
		if (pending.length === 0) return undefined;
		await pollUntil(() => pending.some((server) => this.host.registeredCount(server.namespace) > 0), { timeoutMs: this.host.waitMs, pollMs: this.host.pollMs, signal });
		const waited = new Set<string>();
		for (const server of pending) {
			if (this.host.registeredCount(server.namespace) > 0) continue;
			this.waitedFor.add(server.namespace);
			waited.add(server.namespace);
		}
		return waited;
	}

	/** Deferred groups and their sizes, largest first. */
	private groups(): ToolGroup[] {
		const counts = new Map<string, number>();
		for (const tool of this.host.catalog.values()) counts.set(tool.group, (counts.get(tool.group) ?? 0) + 1);
		return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
	}
}
