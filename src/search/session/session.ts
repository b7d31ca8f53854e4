/**
 * `tool_search` in a running session: the catalog kept in step with the host, the active tool set
 * kept as the policy asks, what the model was told, and one search from query to result.
 *
 * The session owns only the active state of catalog tools (see ../catalog/catalog.ts): tools the policy
 * defers are taken out of the active set, and loading puts a tool back in. It never runs a tool:
 * a loaded tool is called by the model like any other, through pi's `tool_call` hooks.
 */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { hostMode, type ModeContext, showText } from "../../host/mode.ts";
import { agentDir, createProblemReporter, projectSettingsAllowed, readSettingsFiles } from "../../host/settings.ts";
import { parseQuery, SUGGEST_WAIT_SECONDS, WAIT_SECONDS } from "../engine/index.ts";
import { CALL_TOOL_NAME, CALL_TOOL_REFUSED, type CatalogTool, decideLoadMode, DEFAULT_POLICY, type HostTool, hasExposures, isAutoManaged, isDeferring, LiveCatalog, type LoadDecision, type LoadTiming, loadTiming, MAX_SYNC_ROUNDS, planActiveTools, readPolicy, samePolicy, sameToolList, TOOL_SEARCH_TOOL_NAME, type ToolSearchPolicy, withSearchTools } from "../catalog/index.ts";
import { codemodeExposures, type ConfiguredServer, HostServers, originsOf, type Reach, waitForServers } from "../mcp/index.ts";
import { LearnedLoads, learnBudget, type RecordView, restoreState, SessionRecord } from "../memory/index.ts";
import { NOTICE_MESSAGE_TYPE, type RunMessage, RunNotices } from "../notices/index.ts";
import { type CatalogSnapshot, findTools, hiddenAmong, needsServers, planSearch, type SearchPlan, type SearchRequest, serversToWaitFor, type Suggestion, suggestedNames, toolLineOf } from "../plan/index.ts";
import { BackgroundScreening, declaredDescriptions } from "../trust/index.ts";
import { hintLanguage, hintModelOf, ModelHints } from "../meaning/index.ts";
import type { CallTarget, SessionOverview } from "./overview.ts";
import { type CallCheck, callCheckOf, callTargetOf, settle } from "./calls.ts";
import type { SessionHost } from "./host.ts";
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

/** The parts of the context a session reads; present on both pi lines except where noted. */
type SessionContext = Pick<ExtensionContext, "cwd" | "sessionManager" | "model" | "hasUI" | "ui"> & Partial<Pick<ExtensionContext, "modelRegistry">> & {
	/** pi 1.x only. */
	isProjectTrusted?: () => boolean;
};

/** The state of `tool_search` in one session. See the module comment. */
export class ToolSearchSession {
	private policy: ToolSearchPolicy = DEFAULT_POLICY;
	private readonly catalog = new LiveCatalog(DEFAULT_POLICY);
	/** The loads of this branch, their fingerprints, and the state appended (../memory/record.ts). */
	private readonly record: SessionRecord;
	/** What the model was told of the deferred tools, and the next run's notice (../notices/run-notices.ts). */
	private readonly notices = new RunNotices();
	private deferring = true;
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
	/** How loads reach the model (../catalog/load-mode.ts), decided from the setting and the current model by {@link apply}. */
	private loadDecision: LoadDecision = { mode: "declare", reason: "" };
	/** Whether the host refused to activate `call_tool` in this session (see {@link apply}). */
	private callToolRefused = false;
	/** The host's MCP servers and tools, for the session's project from its start (../mcp/host-servers.ts). */
	private readonly servers: HostServers;
	/** The queries pi prepared through `reachesTools`, kept for their calls (./queries.ts). */
	private readonly queries = new PreparedQueries();
	/** Servers a search already waited for in vain in this session; a later search does not wait for them again. */
	private readonly waitedFor = new Set<string>();
	private readonly env: NodeJS.ProcessEnv;
	private readonly waitMs: number;
	private readonly pollMs: number;

	/** `host`: the pi calls the session makes (./host.ts). */
	constructor(
		private readonly host: SessionHost,
		options: SessionOptions = {},
	) {
		this.env = options.env ?? process.env;
		this.waitMs = options.waitMs ?? WAIT_SECONDS * 1000;
		this.pollMs = options.pollMs ?? 200;
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
		if (!this.policy.suggest || !this.deferring) return undefined;
		await this.servers.awaitConnecting({ timeoutMs: Math.min(this.waitMs, SUGGEST_WAIT_SECONDS * 1000), pollMs: this.pollMs });
		await this.sync();
		const parsed = parseQuery(prompt);
		const names = suggestedNames(parsed, this.catalog.index.search(parsed), new Set(this.host.activeTools()));
		if (names.length === 0) return undefined;
		const line = (name: string) => toolLineOf(this.catalog.byName, name);
		if (this.loadDecision.mode !== "call") return { tools: names.map(line), callable: false };
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
			hidden: this.hiddenNow(),
			load: this.loadDecision,
			catalog: [...this.catalog.values()],
			active: new Set(this.host.activeTools()),
			loaded: this.record.loaded,
			autoLoaded: this.record.autoLoaded,
			learned: this.learned.tools,
			mode: this.policy.mode,
			deferring: this.deferring,
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
		this.callToolRefused = false;
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
		this.deferring = state.deferring;
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

	/**
	 * Sets the active tools the catalog asks for (see `planActiveTools`), and makes sure
	 * `tool_search` is active while something is deferred. On a host without exposures (pi 0.73),
	 * where registering activated `tool_search`, session start also deactivates it when nothing is
	 * deferred; pi 1.x activates it by itself for deferred MCP servers and is left to do so.
	 */
	apply(ctx: Pick<SessionContext, "model">, starting = false): void {
		this.deferring = isDeferring(this.policy.mode, this.catalog.autoManagedTokens(), ctx.model?.contextWindow);
		this.loadDecision = this.callToolRefused ? CALL_TOOL_REFUSED : decideLoadMode(this.policy.loadAs, ctx.model, this.hostHasExposures());
		const active = this.host.activeTools();
		const plan = planActiveTools(active, this.catalog.values(), this.wantedLoaded(), this.record.autoLoaded, this.deferring);
		this.record.autoLoaded = plan.autoLoaded;
		// Deferred (and policy) tools need tool_search; codemode tools are reached by codemode scripts,
		// and activating tool_search for them when their server connects would change the tools mid-session.
		const needed = this.deferring && [...this.catalog.values()].some((tool) => tool.deferral !== "pinned" && isAutoManaged(tool));
		const next = withSearchTools(plan.active ?? active, {
			search: needed ? "on" : starting && !this.hostHasExposures() ? "off" : "keep",
			call: this.loadDecision.mode === "call",
		});
		if (next.length !== active.length || next.some((name, at) => name !== active[at])) this.host.setActiveTools(next);
		// A session whose tool settings leave call_tool out (`--tools read,tool_search`) cannot call: declare instead.
		// Remembered for the session, so later turns do not ask for it again.
		if (this.loadDecision.mode === "call" && next.includes(CALL_TOOL_NAME) && !this.host.activeTools().includes(CALL_TOOL_NAME)) {
			this.callToolRefused = true;
			this.loadDecision = CALL_TOOL_REFUSED;
		}
	}

	/**
	 * What tool_search's `prepareLoadout` returns (pi 1.x): in call mode, its call-mode description
	 * and the declarations of the tools searches loaded hidden from every request, so they are
	 * callable through `call_tool` while the tools array and the system prompt stay as they were.
	 * Learned and pinned tools are declared from the first request and stay so. In both modes a
	 * declared tool's description is the server's cleaned, capped at a sane size and flagged.
	 */
	loadout(declared: readonly string[], callDescription: string): { descriptions?: Record<string, string>; hiddenDeclarations?: string[] } {
		// Every declared catalog tool's description cleaned, capped and flagged (../trust/declared.ts).
		const descriptions = declaredDescriptions(declared, (name) => this.catalog.get(name));
		if (this.loadDecision.mode !== "call") return Object.keys(descriptions).length > 0 ? { descriptions } : {};
		return { descriptions: { ...descriptions, [TOOL_SEARCH_TOOL_NAME]: callDescription }, hiddenDeclarations: [...this.hiddenAmong(declared)] };
	}

	/** Of `declared`, the tools whose declarations call mode hides now (`hiddenAmong` in ../plan/snapshot.ts). */
	private hiddenAmong(declared: readonly string[]): Set<string> {
		return hiddenAmong(declared, { loadMode: this.loadDecision.mode, loaded: this.record.loaded, learned: new Set(this.learned.stored), tools: this.catalog.byName });
	}

	/** The names whose declarations call mode hides now (see {@link loadout}). */
	private hiddenNow(): Set<string> {
		return this.hiddenAmong(this.host.activeTools());
	}

	/** Where a name given to `call_tool` leads (./calls.ts), after a sync. */
	async callTarget(written: string): Promise<CallTarget> {
		await this.sync();
		return callTargetOf(written, { index: this.catalog.index, tools: this.catalog.byName, active: this.host.activeTools(), hidden: () => this.hiddenNow(), changed: this.record.changed });
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
		const wasDeferring = this.deferring;
		this.apply(ctx);
		let message: RunMessage | undefined;
		if (!this.deferring) {
			// Everything is declared; the model needs no notice, and a summary once deferring resumes.
			this.notices.forget();
		} else {
			if (!wasDeferring) this.notices.forget();
			message = this.notices.next({
				// Deferred tools only: pinned ones are declared, and pi lists codemode servers itself.
				current: [...this.catalog.values()].filter(isAutoManaged),
				loaded: this.wantedLoaded(),
				servers: this.knownServers(),
				mcpRunning: this.servers.mcpRunning(),
				registeredCount: (namespace) => this.servers.registeredCount(namespace),
			});
		}
		const changedText = this.record.changed.takeNotice();
		if (changedText !== undefined) {
			message = message ? { ...message, content: `${message.content}\n\n${changedText}` } : { customType: NOTICE_MESSAGE_TYPE, content: changedText, display: false, details: { kind: "changed" } };
		}
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
			parts: { announced: this.notices.stored, deferring: this.deferring, learned: this.learned.stored },
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
		await this.servers.awaitTools([...this.record.loaded, ...this.learned.wanted()], { timeoutMs: this.waitMs, pollMs: this.pollMs, signal });
		await this.sync();
		this.learned.decide((name) => this.catalog.get(name), learnBudget(this.policy.mode, ctx.model?.contextWindow));
		this.apply(ctx);
		this.persist();
	}

	/** The one path of {@link search} and {@link dryRun}: snapshot, find, servers and waits when they explain a miss, plan, apply. */
	private async runSearch(run: { query: string; limit: number | undefined; ctx: SessionContext; timing: LoadTiming; load: boolean; signal?: AbortSignal | undefined }): Promise<SearchPlan> {
		await this.sync();
		const prepared = this.queries.take(run.query);
		const request: SearchRequest = { query: run.query, parsed: prepared.parsed, limit: run.limit };
		let snapshot = this.snapshot(run.timing);
		let outcome = findTools(request, snapshot);
		if (needsServers(request, outcome)) {
			snapshot = { ...snapshot, servers: serverViewOf(prepared, this.servers, run.ctx, new Set(), this.hostHasExposures()) };
			const pending = run.load ? serversToWaitFor(request, snapshot, this.waitedFor) : [];
			if (pending.length > 0) {
				const waited = await waitForServers(pending, () => this.servers.registeredNames(), { timeoutMs: this.waitMs, pollMs: this.pollMs, signal: run.signal });
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
			loadMode: this.loadDecision.mode,
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
