/**
 * `tool_search` in a running session: the catalog kept in step with the host, the active tool set
 * kept as the policy asks (./active.ts), what the model was told, and one search from query to
 * result, recorded in one step (../memory/record.ts).
 *
 * The session owns only the active state of catalog tools (see ../catalog/catalog.ts): tools the policy
 * defers are taken out of the active set, and loading puts a tool back in. It never runs a tool:
 * a loaded tool is called by the model like any other, through pi's `tool_call` hooks. It reaches
 * pi only through the calls its host names (./host.ts).
 */
import { hostMode, type ModeContext, showText } from "../../host/mode.ts";
import { agentDir, createProblemReporter, projectSettingsAllowed, readSettingsFiles } from "../../host/settings.ts";
import { parseQuery, SUGGEST_WAIT_SECONDS, WAIT_SECONDS } from "../engine/index.ts";
import { type CatalogTool, DEFAULT_POLICY, type HostTool, hasExposures, isAutoManaged, LiveCatalog, type LoadTiming, loadTiming, MAX_SYNC_ROUNDS, nextTurn, readPolicy, samePolicy, sameToolList, type ToolSearchPolicy } from "../catalog/index.ts";
import { codemodeExposures, type ConfiguredServer, HostServers, originsOf, type Reach, waitForServers } from "../mcp/index.ts";
import { LearnedLoads, learnBudget, type RecordView, restoreState, SessionRecord } from "../memory/index.ts";
import { type RunMessage, RunNotices } from "../notices/index.ts";
import { type CatalogSnapshot, findTools, needsServers, planSearch, type SearchPlan, type SearchRequest, serversToWaitFor, type Suggestion, suggestedNames, toolLineOf } from "../plan/index.ts";
import { BackgroundScreening } from "../trust/index.ts";
import { hintLanguage, hintModelOf, ModelHints } from "../meaning/index.ts";
import type { CallTarget, SessionOverview } from "./overview.ts";
import { ActivePolicy } from "./active.ts";
import { type CallCheck, callCheckOf, callTargetOf, settle } from "./calls.ts";
import type { SessionContext, SessionHost } from "./host.ts";
import { hiddenOf, type Loadout, loadoutOf, type LoadoutState } from "./loadout.ts";
import { PreparedQueries, serverViewOf } from "./queries.ts";

/** Tells the user of each settings problem once per pi process, whichever tool read it first. */
const reportSettingsProblems = createProblemReporter();

/** Knobs for tests; the extension uses the defaults. */
export interface SessionOptions {
	env?: NodeJS.ProcessEnv;
	/** Longest wait for targeted servers that are not connected, in milliseconds. */
	waitMs?: number;
	/** Interval of polling the host's tools while waiting, in milliseconds. */
	pollMs?: number;
}

/** The state of `tool_search` in one session. See the module comment. */
export class ToolSearchSession {
	private policy: ToolSearchPolicy = DEFAULT_POLICY;
	private readonly catalog = new LiveCatalog(DEFAULT_POLICY);
	/** The loads of this branch, their fingerprints, and the state appended (../memory/record.ts). */
	private readonly record: SessionRecord;
	/** Whether tools are deferred now and how loads reach the model (./active.ts). */
	private readonly active = new ActivePolicy();
	/** What the model was told of the deferred tools, and the next run's notice (../notices/run-notices.ts). */
	private readonly notices = new RunNotices();
	/** Learned always-load: the tools this session starts with, and the counting of calls. */
	readonly learned: LearnedLoads;
	/** Whether {@link prepareFirstRun} waited in this session. */
	private startAwaited = false;
	/** Whether the host's tools had exposures at the last {@link sync}. */
	private exposures: boolean | undefined;
	/** When found tools are declared ({@link loadTimingOf}), kept while the host's exposures are as they were. */
	private timing: LoadTiming | undefined;
	/** The catalog's revision at the last check of the loaded tools' fingerprints ({@link sync}); -1 after a restore. */
	private checkedRevision = -1;
	private readonly screening = new BackgroundScreening();
	/** Search hints from the user's model, asked in the background (../meaning/). */
	readonly hints: ModelHints;
	/** Tells the user in the terminal (a session with a UI), or nothing. */
	private tellUser: ((text: string) => void) | undefined;
	/**
	 * The configured MCP servers as the session started (pi reads mcp.json at start and on
	 * `/reload`, which starts the session again), for the exposure each gives its tools.
	 */
	private withServerExposures: ((tools: readonly HostTool[]) => readonly HostTool[]) | undefined;
	/** The host's MCP servers and tools, for the session's project from its start (../mcp/host-servers.ts). */
	private readonly servers: HostServers;
	/** The queries pi prepared through `reachesTools`, kept for their calls (./queries.ts). */
	private readonly queries = new PreparedQueries();
	/** Servers a search already waited for in vain in this session; a later search does not wait for them again. */
	private readonly waitedFor = new Set<string>();
	private readonly env: NodeJS.ProcessEnv;
	/** The longest wait for servers, and the interval of polling the host's tools meanwhile, in milliseconds. */
	private readonly waits: { timeoutMs: number; pollMs: number };
	/** The pi calls the session makes (./host.ts). */
	private readonly host: SessionHost;

	constructor(host: SessionHost, options: SessionOptions = {}) {
		this.host = host;
		this.env = options.env ?? process.env;
		this.waits = { timeoutMs: options.waitMs ?? WAIT_SECONDS * 1000, pollMs: options.pollMs ?? 200 };
		this.record = new SessionRecord(host);
		this.learned = new LearnedLoads(() => agentDir(this.env));
		this.servers = new HostServers(host, this.env);
		this.hints = new ModelHints(this.catalog, () => agentDir(this.env));
	}

	/**
	 * Runs one query and applies its plan (../plan/plan.ts): loads what it finds, waiting briefly
	 * for targeted servers not connected yet, warns the user of flagged tools it shows, and records
	 * the state. The plan's answer is the result the model reads.
	 */
	search(query: string, limit: number | undefined, signal: AbortSignal | undefined, ctx: SessionContext, timing: LoadTiming = "now"): Promise<SearchPlan> {
		return this.runSearch({ query, limit, ctx, timing, load: true, signal });
	}

	/** What a search for `query` would answer now, by the same path with nothing applied and no server waited for. */
	dryRun(query: string, limit: number | undefined, ctx: SessionContext, timing: LoadTiming = "now"): Promise<SearchPlan> {
		return this.runSearch({ query, limit, ctx, timing, load: false });
	}

	/** What `reachesTools` answers for a query, parsed once for the call that follows (./queries.ts). */
	reach(query: string): Reach {
		return this.queries.reach(query, () => this.knownServers());
	}

	/**
	 * The suggestion for a user's prompt (../plan/suggest.ts), when the `suggest` setting is on and
	 * tools are deferred: the prompt searched as keywords, its strong hits not declared or callable
	 * yet, and in call mode those made callable. Undefined when nothing fits.
	 */
	async suggest(prompt: string): Promise<Suggestion | undefined> {
		if (!this.policy.suggest || !this.active.deferring) return undefined;
		await this.servers.awaitConnecting({ ...this.waits, timeoutMs: Math.min(this.waits.timeoutMs, SUGGEST_WAIT_SECONDS * 1000) });
		await this.sync();
		// The sync (a pass over every tool of the host) and the prompt's search each take a turn of their own.
		await nextTurn();
		const parsed = parseQuery(prompt);
		const names = suggestedNames(parsed, this.catalog.index.search(parsed), new Set(this.host.activeTools()));
		if (names.length === 0) return undefined;
		const line = (name: string) => toolLineOf(this.catalog.byName, name);
		if (this.active.loadDecision.mode !== "call") return { tools: names.map(line), callable: false };
		const { loaded } = this.activate(names);
		this.record.record({ loaded, shown: [] }, this.recordView());
		return loaded.length > 0 ? { tools: loaded.map(line), callable: true } : undefined;
	}

	/** The current policy (read on session start). */
	get currentPolicy(): ToolSearchPolicy {
		return this.policy;
	}

	/** The tools the session keeps loaded: loaded by the model, and learned. */
	private wantedLoaded(): ReadonlySet<string> {
		const learned = this.learned.stored;
		return learned === undefined || learned.length === 0 ? this.record.loaded : new Set([...this.record.loaded, ...learned]);
	}

	/**
	 * What `/tools` reports of the session now (../tools-command/report.ts): the catalog, what is declared
	 * and why, the mode, and learned always-load. Syncs first, so it matches the host's tools.
	 */
	async overview(): Promise<SessionOverview> {
		await this.sync();
		return {
			hidden: hiddenOf(this.host.activeTools(), this.loadoutState()),
			load: this.active.loadDecision,
			catalog: [...this.catalog.values()],
			active: new Set(this.host.activeTools()),
			loaded: this.record.loaded,
			autoLoaded: this.record.autoLoaded,
			learned: this.learned.tools,
			mode: this.policy.mode,
			deferring: this.active.deferring,
			learn: this.policy.learn,
			learnError: this.learned.lastError,
			gate: { confirm: this.policy.confirm, allow: this.policy.allow },
			hints: this.hints.status(),
		};
	}

	/** A finished tool call, counted for learned always-load when it used a deferred tool. */
	countCall(call: { toolName: string; isError: boolean; parentToolCallId?: string | undefined }): void {
		this.learned.count(call, (name) => this.catalog.get(name));
	}

	/**
	 * Session start (startup, reload, new, resume, fork): read the policy, restore what the branch
	 * recorded, index the tools registered so far, and set the active tools. Settings problems are
	 * shown to the user, never to the model.
	 */
	async start(ctx: SessionContext): Promise<void> {
		const trusted = ctx.isProjectTrusted?.() ?? false;
		const project = { cwd: ctx.cwd, isProjectTrusted: () => trusted };
		this.servers.start(project);
		this.tellUser = ctx.hasUI ? (text) => ctx.ui.notify(text, "warning") : undefined;
		const { policy, problems } = readPolicy(readSettingsFiles(ctx.cwd, this.env, projectSettingsAllowed(ctx)), this.env);
		// The catalog and its index outlive a session change: the sync below indexes only the tools
		// that changed, and a new policy re-indexes only the tools whose hint or group it changes.
		if (!samePolicy(policy, this.policy)) this.catalog.setPolicy(policy);
		this.policy = policy;
		const hints = policy.modelHints;
		const tell = (text: string) => showText(ctx, text);
		this.hints.begin({ settings: hints, model: hints === false ? "off" : hintModelOf(ctx, hints.model), language: hintLanguage(this.env), tell });
		// A server that did not connect in an earlier session may have since: wait for it again.
		this.queries.clear();
		this.waitedFor.clear();
		this.startAwaited = false;
		this.active.reset();
		this.learned.start(policy.learn, ctx.sessionManager.getSessionId());
		this.restore(ctx);
		const configured = this.servers.configured(project);
		this.withServerExposures = codemodeExposures(configured);
		this.record.changed.setOrigins(originsOf(configured, this.catalog.byName));
		await this.sync();
		this.apply(ctx, true);
		this.persist();
		if (ctx.hasUI) reportSettingsProblems(problems, (message) => ctx.ui.notify(message, "warning"));
	}

	/** Re-reads the recorded state after the branch changed (`/tree`), then re-applies it. */
	restore(ctx: SessionContext): void {
		const state = restoreState(ctx.sessionManager.getBranch());
		this.record.restore(state);
		this.notices.restore(state.announced);
		this.active.deferring = state.deferring;
		this.checkedRevision = -1;
		this.learned.restore(state.learned);
	}

	/**
	 * Brings the catalog in step with the host's tools (only the difference is indexed; an unchanged
	 * tool list costs one pass of reference comparisons, see `LiveCatalog.sync`). Many new tools are
	 * indexed in slices that let pi's event loop run between them.
	 */
	async sync(): Promise<void> {
		// A server may register while the index is built in slices: sync again until the host's list
		// is the one indexed, so a summary never counts a server whose tools the catalog lacks.
		for (let round = 0; round < MAX_SYNC_ROUNDS; round++) {
			const tools = this.host.allTools();
			this.noteExposures(hasExposures(tools));
			const changes = await this.catalog.sync(this.withServerExposures?.(tools) ?? tools);
			if (changes.added.length > 0) this.notices.saw(changes.added);
			if (sameToolList(tools, this.host.allTools())) break;
		}
		// Only when a tool was added, changed or removed since the last check (or fingerprints were
		// restored): new texts are screened in the background, and the loaded tools checked.
		if (this.catalog.revision === this.checkedRevision) return;
		this.checkedRevision = this.catalog.revision;
		this.screening.schedule(() => this.catalog.values());
		this.hints.schedule();
		// A loaded tool its server changed is unloaded until the model finds it again; the user is told.
		this.record.changed.unload(this.record.loaded, this.catalog.byName, {
			deactivate: (names) => this.host.setActiveTools(this.host.activeTools().filter((name) => !names.has(name))),
			tell: (text) => this.tellUser?.(text),
		});
	}

	/** Whether the host's tools have exposures now; when that changed, the load timing is read again. */
	private noteExposures(exposures: boolean): void {
		if (exposures !== this.exposures) this.timing = undefined;
		this.exposures = exposures;
	}

	/** The tools tool_search finds (deferred or pinned) by name, as of the last sync: a read-only view. */
	get catalogTools(): ReadonlyMap<string, CatalogTool> {
		return this.catalog.byName;
	}

	/**
	 * Whether the host declares tool exposures (pi 1.x). Such a host re-reads the active tools before
	 * every model call; pi 0.73 fixes them for a whole run, so a tool loaded mid-run is declared only
	 * from the next run (see `CONTINUE_MESSAGE_TYPE` in ../tool.ts). Read from the tools of the last
	 * {@link sync}, which runs before every search.
	 */
	hostHasExposures(): boolean {
		if (this.exposures === undefined) this.noteExposures(hasExposures(this.host.allTools()));
		return this.exposures as boolean;
	}

	/**
	 * When a found tool is declared in this session (`LoadTiming`), from whether the host declares
	 * exposures and the session's mode. Neither changes while pi runs (on pi 0.73, reading the mode
	 * lists the themes), so it is worked out once, and again only if the host's exposures change.
	 */
	loadTimingOf(ctx: ModeContext): LoadTiming {
		const exposures = this.hostHasExposures();
		this.timing ??= loadTiming(exposures, hostMode(ctx));
		return this.timing;
	}

	/** Sets the active tools the policy asks for now (./active.ts), for the session's model. */
	apply(ctx: Pick<SessionContext, "model">, starting = false): void {
		const tools = [...this.catalog.values()];
		const input = { policy: this.policy, tools, autoManagedTokens: this.catalog.autoManagedTokens(), wanted: this.wantedLoaded(), autoLoaded: this.record.autoLoaded, model: ctx.model, exposures: this.hostHasExposures(), starting };
		this.record.autoLoaded = this.active.apply(this.host, input);
	}

	/** What tool_search's `prepareLoadout` returns (pi 1.x) for the declared tools (./loadout.ts). */
	loadout(declared: readonly string[], callDescription: string): Loadout {
		return loadoutOf(declared, callDescription, this.loadoutState());
	}

	/** What call mode reads of the session now (./loadout.ts). */
	private loadoutState(): LoadoutState {
		return { loadMode: this.active.loadDecision.mode, loaded: this.record.loaded, learned: this.learned.stored, tools: this.catalog.byName };
	}

	/** Where a name given to `call_tool` leads (./calls.ts), after a sync. */
	async callTarget(written: string): Promise<CallTarget> {
		await this.sync();
		return callTargetOf(written, { index: this.catalog.index, tools: this.catalog.byName, active: this.host.activeTools(), hidden: () => hiddenOf(this.host.activeTools(), this.loadoutState()), changed: this.record.changed });
	}

	/**
	 * What a call of `name` needs before it runs (./calls.ts), for pi's `tool_call` (../call-gate.ts):
	 * a catalog tool is checked after a sync, so a change its server made since the request that
	 * declared it counts (it is refused, not run once); any other tool costs one lookup.
	 */
	async callCheck(name: string): Promise<CallCheck> {
		if (this.catalog.get(name) === undefined) return { kind: "free" };
		await this.sync();
		return callCheckOf(name, { tools: this.catalog.byName, changed: this.record.changed });
	}

	/** The user said yes to a call of `name` (or `allow` names it): a change since it was found is trusted from now on. */
	approve(name: string): void {
		this.record.changed.approve(name);
		this.persist();
	}

	/**
	 * The notice for the run that is starting, if the model needs one: the summary of deferred
	 * groups the first time (and again after a compaction or after tools were not deferred), then
	 * only changes. Syncs and applies first, so the notice matches the tools of this run.
	 */
	async noticeForRun(ctx: Pick<SessionContext, "model">): Promise<RunMessage | undefined> {
		await this.sync();
		const wasDeferring = this.active.deferring;
		this.apply(ctx);
		const now = () => ({
			// Deferred tools only: pinned ones are declared, and pi lists codemode servers itself.
			current: [...this.catalog.values()].filter(isAutoManaged),
			loaded: this.wantedLoaded(),
			servers: this.knownServers(),
			mcpRunning: this.servers.mcpRunning(),
			registeredCount: (namespace: string) => this.servers.registeredCount(namespace),
		});
		const message = this.notices.forRun({ now: this.active.deferring, before: wasDeferring }, now, this.record.changed.takeNotice());
		this.persist();
		return message;
	}

	/** After a compaction the summary may be gone from the context: the next run sends it again. */
	compacted(): void {
		this.notices.forget();
		this.persist();
	}

	/** Appends the state to the session when it changed since it was last appended or restored (../memory/record.ts). */
	persist(): void {
		this.record.persist(this.recordView().parts);
	}

	/** What a recording reads of the session now (../memory/record.ts): plain data, and two closures for the user's terminal and the settings. */
	private recordView(): RecordView {
		return {
			tools: this.catalog.byName,
			tell: (text) => this.tellUser?.(text),
			asks: (name) => settle(name, this.policy) === "ask",
			parts: { announced: this.notices.stored, deferring: this.active.deferring, learned: this.learned.stored },
		};
	}

	/** The configured MCP servers of the session's project (../mcp/host-servers.ts); none before the session started. */
	knownServers(): ConfiguredServer[] {
		return this.servers.known();
	}

	/**
	 * Before the session's first run: waits, once and at most {@link WAIT_SECONDS} s, for the tools
	 * it wants declared from the first request (loaded on this branch, as after a resume, and the
	 * learned ones) whose servers are still connecting (see ../mcp/startup-wait.ts); then decides the
	 * learned tools, which stay fixed for the session.
	 */
	async prepareFirstRun(ctx: Pick<SessionContext, "model">, signal: AbortSignal | undefined): Promise<void> {
		if (this.startAwaited) return;
		this.startAwaited = true;
		await this.servers.awaitTools([...this.record.loaded, ...this.learned.wanted()], { ...this.waits, signal });
		await this.sync();
		this.learned.decide((name) => this.catalog.get(name), learnBudget(this.policy.mode, ctx.model?.contextWindow));
		this.apply(ctx);
		this.persist();
	}

	/** The one path of {@link search} and {@link dryRun}: snapshot, find, servers and waits when they explain a miss, plan, apply. */
	private async runSearch(run: { query: string; limit: number | undefined; ctx: SessionContext; timing: LoadTiming; load: boolean; signal?: AbortSignal | undefined }): Promise<SearchPlan> {
		await this.sync();
		const prepared = this.queries.take(run.query);
		const request: SearchRequest = { query: run.query, read: prepared.read, parsed: prepared.parsed, limit: run.limit };
		let snapshot = this.snapshot(run.timing);
		let outcome = findTools(request, snapshot);
		if (needsServers(request, outcome)) {
			snapshot = { ...snapshot, servers: serverViewOf(prepared, this.servers, run.ctx, new Set(), this.hostHasExposures()) };
			const pending = run.load ? serversToWaitFor(request, snapshot, this.waitedFor) : [];
			if (pending.length > 0) {
				const waited = await waitForServers(pending, () => this.servers.registeredNames(), { ...this.waits, signal: run.signal });
				for (const namespace of waited) this.waitedFor.add(namespace);
				await this.sync();
				snapshot = { ...this.snapshot(run.timing), servers: serverViewOf(prepared, this.servers, run.ctx, waited, this.hostHasExposures()) };
				outcome = findTools(request, snapshot);
			}
		}
		const plan = planSearch(request, outcome, snapshot);
		if (!run.load) return plan;
		const { loaded, refused } = this.activate(plan.load);
		// The host refused some (`--tools`): the answer is planned again with what it refused.
		const applied = refused.length > 0 ? planSearch(request, outcome, { ...snapshot, refused }) : plan;
		this.record.record({ loaded: [...plan.keep, ...loaded], shown: applied.shown }, this.recordView());
		return applied;
	}

	/** The session's state for one search, as plain data (../plan/snapshot.ts); read-only views valid while the plan is made. */
	private snapshot(loadTiming: LoadTiming): CatalogSnapshot {
		return {
			index: this.catalog.index,
			tools: this.catalog.byName,
			active: this.host.activeTools(),
			loaded: new Set(this.record.loaded),
			learned: new Set(this.learned.stored),
			loadMode: this.active.loadDecision.mode,
			loadTiming,
		};
	}

	/** Activates `names`: those the host activated are loaded, the rest refused; the caller records them. */
	private activate(names: readonly string[]): { loaded: string[]; refused: string[] } {
		if (names.length === 0) return { loaded: [], refused: [] };
		this.host.setActiveTools([...this.host.activeTools(), ...names]);
		const nowActive = new Set(this.host.activeTools());
		return { loaded: names.filter((name) => nowActive.has(name)), refused: names.filter((name) => !nowActive.has(name)) };
	}
}
