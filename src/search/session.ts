/**
 * `tool_search` in a running session: the catalog kept in step with the host, the active tool set
 * kept as the policy asks, what the model was told, and one search from query to result.
 *
 * The session owns only the active state of catalog tools (see ./catalog.ts): tools the policy
 * defers are taken out of the active set, and loading puts a tool back in. It never runs a tool:
 * a loaded tool is called by the model like any other, through pi's `tool_call` hooks.
 */
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";
import { agentDir, projectSettingsAllowed, readSettings } from "../host/settings.ts";
import {
	type CatalogTool,
	DEFAULT_POLICY,
	type HostTool,
	isAutoManaged,
	isDeferring,
	planActiveTools,
	readPolicy,
	TOOL_SEARCH_TOOL_NAME,
	type ToolSearchPolicy,
} from "./catalog.ts";
import { LiveCatalog } from "./live-catalog.ts";
import { type ConfiguredServer, isMcpRunning, readConfiguredServers, serverCondition, serverOf } from "./mcp-state.ts";
import { isInNamespace, shownName } from "./names.ts";
import { buildNotice, NOTICE_MESSAGE_TYPE } from "./notices.ts";
import { isMiss, isUnresolved, type SearchOutcome } from "./outcome.ts";
import { EMPTY_STATE, restoreState, sameState, type SearchState, STATE_ENTRY_TYPE } from "./persist.ts";
import { cutText, type ParsedQuery, parseQuery, queryTargets } from "./query.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import { echo, formatReport, planReport, type ReportCuts, RESULT_SENTENCES, type SearchReport, type ServerNote, type ToolLine, WAIT_SECONDS } from "./results.ts";

/** The `details` of a `tool_search` result. */
export interface SearchDetails {
	query: string;
	kind: SearchOutcome["kind"] | "empty";
	/** Tools this search loaded (pi's built-in search reports the same field). */
	loaded: string[];
	alreadyLoaded: string[];
	candidates: string[];
	unknown: string[];
	servers: { namespace: string; condition: ServerNote["condition"] }[];
}

/** Knobs for tests; the extension uses the defaults. */
export interface SessionOptions {
	env?: NodeJS.ProcessEnv;
	/** Longest wait for targeted servers that are not connected, in milliseconds. */
	waitMs?: number;
	/** Interval of polling the host's tools while waiting, in milliseconds. */
	pollMs?: number;
}

/** The parts of the context a session reads; present on both pi lines except where noted. */
type SessionContext = Pick<ExtensionContext, "cwd" | "sessionManager" | "model" | "hasUI" | "ui"> & {
	/** pi 1.x only. */
	isProjectTrusted?: () => boolean;
};

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
	return new Promise((resolve) => {
		const timer = setTimeout(done, ms);
		function done(): void {
			clearTimeout(timer);
			signal?.removeEventListener("abort", done);
			resolve();
		}
		signal?.addEventListener("abort", done, { once: true });
	});
}

/** The state of `tool_search` in one session. See the module comment. */
export class ToolSearchSession {
	private policy: ToolSearchPolicy = DEFAULT_POLICY;
	private readonly catalog = new LiveCatalog(DEFAULT_POLICY);
	private loaded = new Set<string>();
	private autoLoaded = new Set<string>();
	private announced = new Set<string>();
	private gone = new Set<string>();
	private deferring = true;
	/** Catalog tools seen in this process, by name, including ones removed since. */
	private readonly known = new Map<string, CatalogTool>();
	/**
	 * Servers a search already waited for in vain in this session; a later search does not wait for
	 * them again. Cleared at session start.
	 */
	private readonly waitedFor = new Set<string>();
	/** Whether the host's tools had exposures at the last {@link sync}. */
	private exposures: boolean | undefined;
	private persisted: SearchState = EMPTY_STATE;
	private readonly env: NodeJS.ProcessEnv;
	private readonly waitMs: number;
	private readonly pollMs: number;

	constructor(
		private readonly pi: ExtensionAPI,
		options: SessionOptions = {},
	) {
		this.env = options.env ?? process.env;
		this.waitMs = options.waitMs ?? WAIT_SECONDS * 1000;
		this.pollMs = options.pollMs ?? 200;
	}

	/** The current policy (read on session start). */
	get currentPolicy(): ToolSearchPolicy {
		return this.policy;
	}

	/** Names the model loaded with `tool_search` on this branch. */
	get loadedTools(): ReadonlySet<string> {
		return this.loaded;
	}

	/**
	 * Session start (startup, reload, new, resume, fork): read the policy, restore what the branch
	 * recorded, index the tools registered so far, and set the active tools. Settings problems are
	 * shown to the user, never to the model.
	 */
	async start(ctx: SessionContext): Promise<void> {
		const { policy, problems } = readPolicy(readSettings(ctx.cwd, this.env, projectSettingsAllowed(ctx)), this.env);
		// The catalog and its index outlive a session change: the sync below indexes only the tools
		// that changed, and a new policy re-indexes only the tools whose hint or group it changes.
		if (!samePolicy(policy, this.policy)) this.catalog.setPolicy(policy);
		this.policy = policy;
		// A server that did not connect in an earlier session may have since: wait for it again.
		this.waitedFor.clear();
		this.restore(ctx);
		await this.sync();
		this.apply(ctx, true);
		this.persist();
		if (problems.length > 0 && ctx.hasUI) {
			ctx.ui.notify(sanitizeLine(`tool_search settings: ${problems.join("; ")}. Using defaults for those.`), "warning");
		}
	}

	/** Re-reads the recorded state after the branch changed (`/tree`), then re-applies it. */
	restore(ctx: SessionContext): void {
		const state = restoreState(ctx.sessionManager.getBranch());
		this.loaded = new Set(state.loaded);
		this.autoLoaded = new Set(state.autoLoaded);
		this.announced = new Set(state.announced);
		this.deferring = state.deferring;
		this.persisted = state;
	}

	/**
	 * Brings the catalog in step with the host's tools (only the difference is indexed; an unchanged
	 * tool list costs one pass of reference comparisons, see `LiveCatalog.sync`). Many new tools are
	 * indexed in slices that let pi's event loop run between them.
	 */
	async sync(): Promise<void> {
		const tools: readonly HostTool[] = this.pi.getAllTools();
		this.exposures = hasExposures(tools);
		const changes = await this.catalog.sync(tools);
		for (const tool of changes.added) this.known.set(tool.name, tool);
	}

	/**
	 * Whether the host declares tool exposures (pi 1.x). Such a host re-reads the active tools before
	 * every model call; pi 0.73 fixes them for a whole run, so a tool loaded mid-run is declared only
	 * from the next run (see `CONTINUE_MESSAGE_TYPE` in ./tool.ts). Read from the tools of the last
	 * {@link sync}, which runs before every search.
	 */
	hostHasExposures(): boolean {
		this.exposures ??= hasExposures(this.pi.getAllTools());
		return this.exposures;
	}

	/**
	 * Sets the active tools the catalog asks for (see `planActiveTools`), and makes sure
	 * `tool_search` is active while something is deferred. On a host without exposures (pi 0.73),
	 * where registering activated `tool_search`, session start also deactivates it when nothing is
	 * deferred; pi 1.x activates it by itself for deferred MCP servers and is left to do so.
	 */
	apply(ctx: Pick<SessionContext, "model">, starting = false): void {
		this.deferring = isDeferring(this.policy.mode, this.catalog.autoManagedTokens(), ctx.model?.contextWindow);
		const active = this.pi.getActiveTools();
		const plan = planActiveTools(active, this.catalog.values(), this.loaded, this.autoLoaded, this.deferring);
		this.autoLoaded = plan.autoLoaded;
		let next = plan.active ?? active;
		const needed = this.deferring && [...this.catalog.values()].some((tool) => tool.deferral !== "pinned");
		const hasSearch = next.includes(TOOL_SEARCH_TOOL_NAME);
		if (needed && !hasSearch) next = [...next, TOOL_SEARCH_TOOL_NAME];
		else if (!needed && hasSearch && starting && !this.hostHasExposures()) {
			next = next.filter((name) => name !== TOOL_SEARCH_TOOL_NAME);
		}
		if (next !== active) this.pi.setActiveTools(next);
	}

	/**
	 * The notice for the run that is starting, if the model needs one: the summary of deferred
	 * groups the first time (and again after a compaction or after tools were not deferred), then
	 * only changes. Syncs and applies first, so the notice matches the tools of this run.
	 */
	async noticeForRun(ctx: Pick<SessionContext, "model">): Promise<{ customType: string; content: string; display: boolean; details: unknown } | undefined> {
		await this.sync();
		const wasDeferring = this.deferring;
		this.apply(ctx);
		let message: { customType: string; content: string; display: boolean; details: unknown } | undefined;
		if (!this.deferring) {
			// Everything is declared; the model needs no notice, and a summary once deferring resumes.
			this.announced = new Set();
		} else {
			if (!wasDeferring) this.announced = new Set();
			// Deferred tools only: pinned ones are declared, and pi lists codemode servers itself.
			const current = [...this.catalog.values()].filter(isAutoManaged);
			const notice = buildNotice({
				announced: this.announced,
				current,
				known: this.known,
				seen: new Set(this.known.keys()),
				gone: this.gone,
				loaded: this.loaded,
			});
			if (notice) {
				this.announced = notice.announced;
				this.gone = notice.gone;
				message = {
					customType: NOTICE_MESSAGE_TYPE,
					content: notice.text,
					display: false,
					details: { kind: notice.kind, added: notice.added, again: notice.again, removed: notice.removed },
				};
			}
		}
		this.persist();
		return message;
	}

	/** After a compaction the summary may be gone from the context: the next run sends it again. */
	compacted(): void {
		this.announced = new Set();
		this.persist();
	}

	/** Appends the state to the session when it changed since it was last appended or restored. */
	persist(): void {
		const state: SearchState = {
			loaded: [...this.loaded],
			autoLoaded: [...this.autoLoaded],
			announced: [...this.announced],
			deferring: this.deferring,
		};
		if (sameState(state, this.persisted)) return;
		this.pi.appendEntry(STATE_ENTRY_TYPE, state);
		this.persisted = state;
	}

	private configuredServers(ctx: SessionContext): ConfiguredServer[] {
		return readConfiguredServers({
			agentDir: agentDir(this.env),
			cwd: ctx.cwd,
			projectTrusted: ctx.isProjectTrusted?.() ?? false,
			registered: this.pi.getMcpServers?.() ?? [],
		});
	}

	private registeredCount(namespace: string): number {
		return this.pi.getAllTools().filter((tool) => isInNamespace(tool.name, namespace)).length;
	}

	private toolLine(name: string): ToolLine {
		const tool = this.catalog.get(name);
		return { name, description: tool?.description ?? "" };
	}

	/**
	 * Runs one query: sync the catalog, parse the query once, search, wait briefly for targeted
	 * servers that are not connected (at most {@link WAIT_SECONDS} s, once per server), load what the
	 * outcome says to load, and describe it.
	 */
	async search(
		query: string,
		limit: number | undefined,
		signal: AbortSignal | undefined,
		ctx: SessionContext,
	): Promise<{ text: string; details: SearchDetails }> {
		await this.sync();
		const options = limit === undefined ? {} : { limit };
		const parsed = parseQuery(query);
		let outcome = this.catalog.index.search(parsed, options);
		const mcpRunning = isMcpRunning(this.pi.getCommands?.());
		// pi 1.x waits for the MCP servers a search may reach (see `reachesTools`) before it runs, so
		// a server without tools now has failed or waits for a sign-in; polling again would only delay.
		const hostWaited = mcpRunning && this.hostHasExposures();
		const wait = !hostWaited && isUnresolved(parsed, outcome) ? await this.waitForTargets(parsed, mcpRunning, ctx, signal) : undefined;
		if (wait?.waitedAny) {
			await this.sync();
			outcome = this.catalog.index.search(parsed, options);
		}
		// A query that names tools or a server loads only those: words of a name that is not there
		// are no reason to load whatever else they match.
		const report = this.act(query, outcome, parsed.kind === "keywords");
		report.cuts = { ...report.cuts, ...cutsOf(parsed) };
		if (isUnresolved(parsed, outcome) || report.unknown.length > 0) {
			const servers = wait?.servers ?? this.configuredServers(ctx);
			report.servers = this.serverNotes(servers, this.noteTargets(parsed, report, servers), mcpRunning, hostWaited, wait?.waited ?? new Set());
			// A named server that cannot be searched explains the miss better than words its name shares with other tools.
			if (parsed.kind !== "keywords" && outcome.kind === "keywords" && report.servers.length > 0) report.candidates = [];
			if (isMiss(outcome) || report.candidates.length === 0) report.groups = this.groups();
		}
		this.persist();
		const empty = this.catalog.size === 0 && isMiss(outcome);
		const text = empty && report.servers.length === 0 ? RESULT_SENTENCES.emptyCatalog : formatReport(report);
		return { text, details: detailsOf(report, empty ? "empty" : outcome.kind) };
	}

	/**
	 * Waits for the servers a query targets that are configured but not connected yet, polling the
	 * host's tools until one of them registers tools or {@link WAIT_SECONDS} pass; a server waited
	 * for in vain is not waited for again in this session.
	 */
	private async waitForTargets(
		parsed: ParsedQuery,
		mcpRunning: boolean,
		ctx: SessionContext,
		signal: AbortSignal | undefined,
	): Promise<{ servers: ConfiguredServer[]; waited: Set<string>; waitedAny: boolean } | undefined> {
		const targets = queryTargets(parsed);
		if (targets.length === 0) return undefined;
		const servers = this.configuredServers(ctx);
		const waited = new Set<string>();
		const pending = this.targetedServers(servers, targets).filter(
			(server) =>
				!this.waitedFor.has(server.namespace) && serverCondition(server, mcpRunning, this.registeredCount(server.namespace)) === "not-connected",
		);
		if (pending.length === 0) return { servers, waited, waitedAny: false };
		const deadline = Date.now() + this.waitMs;
		while (Date.now() < deadline && !signal?.aborted) {
			await sleep(Math.min(this.pollMs, Math.max(0, deadline - Date.now())), signal);
			if (pending.some((server) => this.registeredCount(server.namespace) > 0)) break;
		}
		for (const server of pending) {
			if (this.registeredCount(server.namespace) > 0) continue;
			this.waitedFor.add(server.namespace);
			waited.add(server.namespace);
		}
		return { servers, waited, waitedAny: true };
	}

	private targetedServers(servers: readonly ConfiguredServer[], targets: readonly string[]): ConfiguredServer[] {
		const found = new Map<string, ConfiguredServer>();
		for (const target of targets) {
			const server = serverOf(servers, target) ?? servers.find((candidate) => candidate.name.toLowerCase() === target.toLowerCase());
			if (server) found.set(server.namespace, server);
		}
		return [...found.values()];
	}

	/**
	 * Loads the tools an outcome asks for (see `planReport`) and reports what happened, servers and
	 * groups left empty. A catalog tool the model is told is loaded stays loaded, even if only the
	 * mode or a late registration had activated it.
	 */
	private act(query: string, outcome: SearchOutcome, mayLoadKeywordHits: boolean): SearchReport {
		const activeNames = this.pi.getActiveTools();
		const { report, toLoad } = planReport(query, outcome, {
			active: new Set(activeNames),
			describe: (name) => this.toolLine(name),
			// A tool outside the catalog that is active (a direct tool) counts as loaded.
			directTool: (name) => activeNames.find((active) => active.toLowerCase() === name.toLowerCase()),
			mayLoadKeywordHits,
		});
		for (const name of report.alreadyLoaded) {
			const deferral = this.catalog.get(name)?.deferral;
			if (deferral !== undefined && deferral !== "pinned") this.markLoaded(name);
		}
		if (toLoad.length === 0) return report;
		this.pi.setActiveTools([...this.pi.getActiveTools(), ...toLoad]);
		const nowActive = new Set(this.pi.getActiveTools());
		for (const name of toLoad) {
			if (!nowActive.has(name)) {
				report.refused.push(name);
				continue;
			}
			this.markLoaded(name);
			report.loaded.push(this.toolLine(name));
		}
		return report;
	}

	private markLoaded(name: string): void {
		this.loaded.add(name);
		this.autoLoaded.delete(name);
	}

	/**
	 * The servers to explain for a search that missed something: for `select:`, the servers of the
	 * names that were not found; for an exact name or a prefix, its server; for a single word that
	 * names a configured server, that server. Undefined for other keywords, which could have been
	 * any server's.
	 */
	private noteTargets(parsed: ParsedQuery, report: SearchReport, servers: readonly ConfiguredServer[]): ConfiguredServer[] | undefined {
		switch (parsed.kind) {
			case "select":
				return this.targetedServers(servers, report.unknown.map((unknown) => unknown.requested));
			case "exact":
				return this.targetedServers(servers, [parsed.name]);
			case "prefix":
				return this.targetedServers(servers, [parsed.prefix]);
			case "keywords": {
				const named = this.targetedServers(servers, queryTargets(parsed));
				return named.length > 0 ? named : undefined;
			}
		}
	}

	/**
	 * Notes on the servers a search could not reach: the targeted ones whatever their state, or,
	 * without targets (keywords), every configured server that is not connected.
	 */
	private serverNotes(
		servers: readonly ConfiguredServer[],
		targeted: readonly ConfiguredServer[] | undefined,
		mcpRunning: boolean,
		hostWaited: boolean,
		waited: ReadonlySet<string>,
	): ServerNote[] {
		const list = targeted ?? servers;
		const active = new Set(this.pi.getActiveTools());
		const notes: ServerNote[] = [];
		for (const server of list) {
			const registered = this.pi.getAllTools().filter((tool) => isInNamespace(tool.name, server.namespace));
			let condition: ServerNote["condition"] = serverCondition(server, mcpRunning, registered.length);
			const activeTools = registered.filter((tool) => active.has(tool.name)).map((tool) => tool.name);
			if (condition === "connected") {
				if (targeted === undefined) continue;
				const searchable = registered.some((tool) => this.catalog.has(tool.name) && !active.has(tool.name));
				if (searchable) continue;
				condition = activeTools.length > 0 ? "loaded" : "hidden";
			}
			notes.push({
				namespace: server.namespace,
				condition,
				transport: server.transport,
				hasCredentials: server.hasCredentials,
				waited: hostWaited ? "host" : waited.has(server.namespace) ? "search" : "none",
				...(condition === "loaded" ? { tools: activeTools.slice(0, 10) } : {}),
			});
		}
		return notes;
	}

	/** Deferred groups and their sizes, largest first. */
	private groups(): { name: string; count: number }[] {
		const counts = new Map<string, number>();
		for (const tool of this.catalog.values()) counts.set(tool.group, (counts.get(tool.group) ?? 0) + 1);
		return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
	}
}

/** What the caps cut from a parsed query. */
function cutsOf(parsed: ParsedQuery): ReportCuts {
	return {
		...(parsed.cutFrom !== undefined ? { cutFrom: parsed.cutFrom } : {}),
		...(parsed.namesDropped !== undefined ? { namesDropped: parsed.namesDropped } : {}),
	};
}

/**
 * The `details` of a result: what it loaded, named and missed, names as shown (sanitized, see
 * `shownName`), the query as read and quoted back (cut to one line).
 */
function detailsOf(report: SearchReport, kind: SearchDetails["kind"]): SearchDetails {
	return {
		query: sanitizeLine(cutText(report.query)),
		kind,
		loaded: report.loaded.map((tool) => shownName(tool.name)),
		alreadyLoaded: report.alreadyLoaded.map(shownName),
		candidates: report.candidates.map((tool) => shownName(tool.name)),
		unknown: report.unknown.map((unknown) => echo(unknown.requested)),
		servers: report.servers.map((note) => ({ namespace: shownName(note.namespace), condition: note.condition })),
	};
}

function hasExposures(tools: readonly HostTool[]): boolean {
	return tools.some((tool) => tool.exposure !== undefined);
}

/** Whether two policies are the same (settings are re-read at every session start). */
function samePolicy(a: ToolSearchPolicy, b: ToolSearchPolicy): boolean {
	return a === b || JSON.stringify(a) === JSON.stringify(b);
}
