/**
 * Version-independent part of the in-process harness: temp dirs, scoped environment, the
 * scripted response queue, request/tool-result recording, compaction and resume. The pi
 * version specifics (how to build a session, bind extensions, read a provider context) live
 * in an adapter: see in-process.ts (pi 1.x) and in-process-073.ts (pi 0.73).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { isStubUI, rpcStubUI, type StubUI, type StubUIEnvironment, stubUI } from "./stub-ui.ts";
import {
	contentText,
	type ModelRequest,
	type ScriptedResponse,
	type ScriptedTurn,
	type SeenToolResult,
	type SideRouter,
	type SideTurn,
	type ToolDeclaration,
} from "./types.ts";

/** How pi runs: interactive terminal, RPC over stdio, `--mode json`, or `-p` print. */
export type PiMode = "tui" | "rpc" | "json" | "print";

/** A request the scripted model received in-process. */
export interface InProcessRequest extends ModelRequest {
	/**
	 * `"compaction"` for the summary requests `run.compact()` answers by itself; `"side"` for the
	 * requests `sideResponses` answered (in `run.sideRequests`, never in `run.requests`).
	 */
	purpose: "prompt" | "compaction" | "side";
	/** The provider context exactly as pi passed it (not copied; do not rely on it after later turns). */
	raw: unknown;
}

/** A tool execution, as reported by pi's `tool_execution_end` event. */
export interface ToolResultRecord {
	toolCallId: string;
	toolName: string;
	content: unknown[];
	/** The content's text parts joined with newlines. */
	text: string;
	details: unknown;
	isError: boolean;
	/** How long pi took to run the tool, in milliseconds (pi 1.x reports it; 0.73 does not). */
	durationMs?: number;
}

export interface ExtensionErrorRecord {
	/** `"load"`: the extension failed to load; `"runtime"`: a handler or tool threw. */
	phase: "load" | "runtime";
	path: string;
	event: string | undefined;
	error: string;
}

export interface InProcessOptions {
	/** Extension files to load, as `pi -e` would (relative paths resolve from process.cwd()). */
	extensionPaths: string[];
	/** Default `"tui"`. See the adapters for what each mode binds. */
	mode?: PiMode;
	/** Scripted model turns, consumed one per provider request. */
	responses?: ScriptedResponse<InProcessRequest>[];
	/**
	 * Routes requests made outside the conversation (an extension's background model call): a
	 * request it returns a turn for is answered with that turn (a promise: a slow answer), recorded
	 * in `run.sideRequests` and leaves the scripted responses untouched; undefined: the request is
	 * the conversation's, as without the option. Asked before the script, compaction included.
	 */
	sideResponses?: SideRouter<InProcessRequest>;
	/**
	 * The UI the extension gets in `"tui"` and `"rpc"` modes: a `stubUI(...)` or any partial
	 * `ExtensionUIContext` (merged over a stub). Ignored in `"print"`/`"json"`, where pi binds
	 * no UI. Default: `stubUI()` for tui, `rpcStubUI()` for rpc.
	 */
	ui?: StubUI | Partial<ExtensionUIContext>;
	/** Replace pi's system prompt, as `--system-prompt` does. */
	systemPrompt?: string;
	/** Append to the system prompt, as `--append-system-prompt` does. */
	appendSystemPrompt?: string[];
	/**
	 * settings.json content (in memory). Merged over the harness defaults:
	 * `{ compaction: { enabled: false, keepRecentTokens: 1 }, retry: { enabled: false } }`.
	 * `keepRecentTokens: 1` lets `run.compact()` compact even a tiny conversation.
	 */
	settings?: Record<string, unknown>;
	/** Persist the session as a JSONL file in this directory (kept after dispose). */
	sessionDir?: string;
	/** Persist the session in a temp sessions dir (removed with the run). Implied by `sessionDir`/`resume`. */
	persistSession?: boolean;
	/** Open an existing session instead of a new one: a session file, or `true` for the newest in `sessionDir`. */
	resume?: true | string;
	/** Why `session_start` fires when resuming: `"startup"` (pi restarted with `-c`, default) or `"resume"` (`/resume`). */
	resumeReason?: "startup" | "resume";
	/** Working directory (kept after dispose). Default: a fresh temp dir. */
	cwd?: string;
	/** Extra environment variables while the run is alive (restored on dispose). */
	env?: Record<string, string>;
	/** Inline extension factories, passed to pi's resource loader. */
	extensionFactories?: unknown[];
	/** Extra `createAgentSession` options (`tools`, `noTools`, `excludeTools`, ...). */
	sessionOptions?: Record<string, unknown>;
	/** Do not throw when an extension fails to load; read `run.extensionErrors` instead. */
	allowExtensionErrors?: boolean;
	/** Keep the temp dir after dispose (its path is in `run.dirs.root`). */
	keepTempDir?: boolean;
}

export interface InProcessDirs {
	root: string;
	cwd: string;
	agentDir: string;
	home: string;
	sessionDir: string;
}

export interface InProcessRun<S> {
	readonly session: S;
	readonly mode: PiMode;
	readonly dirs: InProcessDirs;
	readonly sessionFile: string | undefined;
	/** Every provider request, in order (live array); the side requests are not among them. */
	readonly requests: InProcessRequest[];
	/** The requests `sideResponses` answered, in order (live array; each run of a resume has its own). */
	readonly sideRequests: InProcessRequest[];
	/** Every tool execution, in order (live array). */
	readonly toolResults: ToolResultRecord[];
	/** Load errors and runtime errors of extensions (live array). */
	readonly extensionErrors: ExtensionErrorRecord[];
	/** Every session event, in order (live array, not copied). */
	readonly events: Array<{ type: string; [key: string]: unknown }>;
	/** The stub UI bound in tui/rpc mode, else undefined. */
	readonly ui: StubUI | undefined;
	/** Queue responses and send a user prompt; resolves when pi is done with it. */
	prompt(text: string, responses?: ScriptedResponse<InProcessRequest>[]): Promise<void>;
	/** Queue more scripted responses. */
	respond(...responses: ScriptedResponse<InProcessRequest>[]): void;
	/** Compact the session; summary requests are answered with `summary` (not from the queue). */
	compact(options?: { summary?: string; instructions?: string }): Promise<unknown>;
	/**
	 * Dispose this session and open a new one on the same session file, with freshly loaded
	 * extensions, as a pi restart would. The new run owns the temp dir from then on.
	 */
	resume(options?: {
		reason?: "startup" | "resume";
		mode?: PiMode;
		ui?: StubUI | Partial<ExtensionUIContext>;
		responses?: ScriptedResponse<InProcessRequest>[];
	}): Promise<InProcessRun<S>>;
	dispose(): Promise<void>;
}

/** What `runInProcess` returns: the finished run's records. */
export interface InProcessResult<S> {
	requests: InProcessRequest[];
	sideRequests: InProcessRequest[];
	toolResults: ToolResultRecord[];
	extensionErrors: ExtensionErrorRecord[];
	events: Array<{ type: string; [key: string]: unknown }>;
	ui: StubUI | undefined;
	/** The session (already disposed); its `messages` and state stay readable. */
	session: S;
	sessionFile: string | undefined;
}

/** The minimum every pi version's AgentSession offers that the core uses. */
export interface CoreSession {
	prompt(text: string): Promise<unknown>;
	compact(customInstructions?: string): Promise<unknown>;
	dispose(): void;
	subscribe(listener: (event: { type: string }) => void): () => void;
	readonly sessionFile: string | undefined;
}

/** What a pi version must provide to the core. */
export interface PiAdapter<S extends CoreSession> {
	readonly label: string;
	/** Build a session with a scripted provider whose every request goes to `onRequest`. */
	createSession(setup: AdapterSetup): Promise<AdapterSession<S>>;
	/** Real theme and keybindings of this pi version for the stub UI. */
	uiEnvironment(agentDir: string): Promise<StubUIEnvironment>;
}

export interface AdapterSetup {
	dirs: InProcessDirs;
	extensionPaths: string[];
	extensionFactories: unknown[];
	settings: Record<string, unknown>;
	systemPrompt: string | undefined;
	appendSystemPrompt: string[] | undefined;
	sessionOptions: Record<string, unknown>;
	session: { kind: "memory" } | { kind: "new" } | { kind: "open"; file: string };
	sessionStartReason: "startup" | "resume";
	previousSessionFile: string | undefined;
	mode: PiMode;
	ui: StubUI | undefined;
	onRequest: (context: unknown) => Promise<ScriptedTurn | { error: string }>;
	onExtensionError: (error: { extensionPath: string; event: string; error: string }) => void;
}

export interface AdapterSession<S> {
	session: S;
	loadErrors: Array<{ path: string; error: string }>;
	/** Read systemPrompt/tools/messages out of a provider context. */
	normalise(context: unknown): { systemPrompt: string; tools: ToolDeclaration[]; messages: unknown[] };
	/** Emit `session_start` and bind the UI/mode (called after the core subscribed). */
	bind(): Promise<void>;
	/** Extra cleanup (unregister providers). */
	close(): void;
}

// ---------------------------------------------------------------------------------------
// Scoped environment: every live run contributes variables; the process env is recomputed
// from the original values and the live runs (later runs win) whenever one starts or ends.

const liveEnvs: Array<Record<string, string>> = [];
const originalEnv = new Map<string, string | undefined>();

function recomputeEnv(): void {
	for (const vars of liveEnvs) {
		for (const key of Object.keys(vars)) {
			if (!originalEnv.has(key)) originalEnv.set(key, process.env[key]);
		}
	}
	for (const [key, original] of originalEnv) {
		let value = original;
		for (const vars of liveEnvs) {
			if (key in vars) value = vars[key];
		}
		if (value === undefined) delete process.env[key];
		else process.env[key] = value;
	}
	if (liveEnvs.length === 0) originalEnv.clear();
}

function pushEnv(vars: Record<string, string>): () => void {
	liveEnvs.push(vars);
	recomputeEnv();
	let released = false;
	return () => {
		if (released) return;
		released = true;
		const i = liveEnvs.indexOf(vars);
		if (i >= 0) liveEnvs.splice(i, 1);
		recomputeEnv();
	};
}

// ---------------------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}

function mergeSettings(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = { ...base };
	for (const [key, value] of Object.entries(extra)) {
		const current = out[key];
		out[key] = isPlainObject(current) && isPlainObject(value) ? mergeSettings(current, value) : value;
	}
	return out;
}

function snapshot<T>(value: T): T {
	try {
		return JSON.parse(JSON.stringify(value)) as T;
	} catch {
		return value;
	}
}

function newestSessionFile(dir: string): string {
	const files = readdirSync(dir)
		.filter((f) => f.endsWith(".jsonl"))
		.map((f) => join(dir, f))
		.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
	const newest = files[0];
	if (newest === undefined) throw new Error(`in-process harness: no session file to resume in ${dir}`);
	return newest;
}

/** Collect tool results from provider-context messages (pi's `toolResult` role). */
export function toolResultsOf(messages: unknown[]): SeenToolResult[] {
	const results: SeenToolResult[] = [];
	for (const message of messages) {
		if (!isPlainObject(message) || message.role !== "toolResult") continue;
		results.push({
			toolCallId: String(message.toolCallId ?? ""),
			toolName: typeof message.toolName === "string" ? message.toolName : undefined,
			text: contentText(message.content),
			isError: message.isError === true,
		});
	}
	return results;
}

export function toDeclaration(tool: unknown): ToolDeclaration {
	const t = (isPlainObject(tool) ? tool : {}) as { name?: unknown; description?: unknown; parameters?: unknown };
	return {
		name: String(t.name ?? ""),
		description: String(t.description ?? ""),
		parameters: snapshot(t.parameters),
	};
}

const HARNESS_SETTINGS = {
	compaction: { enabled: false, keepRecentTokens: 1 },
	retry: { enabled: false },
};

interface Workspace {
	dirs: InProcessDirs;
	ownedRoot: boolean;
	keep: boolean;
	cleanup: () => void;
}

function makeWorkspace(options: InProcessOptions): Workspace {
	const root = mkdtempSync(join(tmpdir(), "pi-inproc-"));
	const dirs: InProcessDirs = {
		root,
		cwd: options.cwd ?? join(root, "work"),
		agentDir: join(root, "home", ".pi", "agent"),
		home: join(root, "home"),
		sessionDir: options.sessionDir ?? join(root, "sessions"),
	};
	for (const dir of [dirs.cwd, dirs.agentDir, dirs.sessionDir]) mkdirSync(dir, { recursive: true });
	const keep = options.keepTempDir === true;
	return {
		dirs,
		ownedRoot: true,
		keep,
		cleanup: () => {
			if (!keep) rmSync(root, { recursive: true, force: true });
		},
	};
}

export function createInProcessHarness<S extends CoreSession>(adapter: PiAdapter<S>) {
	async function open(
		options: InProcessOptions,
		workspace: Workspace,
		sessionChoice: AdapterSetup["session"],
		previousSessionFile: string | undefined,
	): Promise<InProcessRun<S>> {
		const mode = options.mode ?? "tui";
		const { dirs } = workspace;
		const releaseEnv = pushEnv({
			HOME: dirs.home,
			PI_CODING_AGENT_DIR: dirs.agentDir,
			PI_OFFLINE: "1",
			PI_SKIP_VERSION_CHECK: "1",
			PI_TELEMETRY: "0",
			...options.env,
		});

		let ui: StubUI | undefined;
		if (mode === "tui" || mode === "rpc") {
			const given = options.ui;
			if (isStubUI(given)) ui = given;
			else {
				const overrides = (given ?? {}) as Record<string, unknown>;
				ui = mode === "rpc" ? rpcStubUI({ overrides }) : stubUI({ overrides });
			}
			ui.attachEnvironment(await adapter.uiEnvironment(dirs.agentDir));
		}

		const queue: ScriptedResponse<InProcessRequest>[] = [...(options.responses ?? [])];
		const requests: InProcessRequest[] = [];
		const sideRequests: InProcessRequest[] = [];
		const toolResults: ToolResultRecord[] = [];
		const extensionErrors: ExtensionErrorRecord[] = [];
		const events: Array<{ type: string; [key: string]: unknown }> = [];
		let unscripted: number[] = [];
		let phase: InProcessRequest["purpose"] = "prompt";
		let compactionSummary = "Summary of the earlier conversation.";
		let adapterSession: AdapterSession<S> | undefined;

		const onRequest = async (context: unknown): Promise<ScriptedTurn | { error: string }> => {
			if (adapterSession === undefined) throw new Error("in-process harness: request before the session exists");
			const normal = adapterSession.normalise(context);
			const seen = {
				systemPrompt: normal.systemPrompt,
				tools: normal.tools,
				messages: snapshot(normal.messages),
				toolResults: toolResultsOf(normal.messages),
				raw: context,
			};
			if (options.sideResponses !== undefined) {
				const side: InProcessRequest = { index: sideRequests.length, purpose: "side", ...seen };
				const answer: SideTurn | Promise<SideTurn> | undefined = options.sideResponses(side);
				if (answer !== undefined) {
					sideRequests.push(side);
					return answer;
				}
			}
			const request: InProcessRequest = { index: requests.length, purpose: phase, ...seen };
			requests.push(request);
			if (phase === "compaction") return { text: compactionSummary };
			const step = queue.shift();
			if (step === undefined) {
				unscripted.push(request.index);
				return { error: `in-process harness: no scripted response for request #${request.index + 1}` };
			}
			return typeof step === "function" ? step(request) : step;
		};

		const resolvedPaths = options.extensionPaths.map((p) => (isAbsolute(p) ? p : resolve(p)));
		const settings = mergeSettings(HARNESS_SETTINGS, options.settings ?? {});
		try {
			adapterSession = await adapter.createSession({
				dirs,
				extensionPaths: resolvedPaths,
				extensionFactories: options.extensionFactories ?? [],
				settings,
				systemPrompt: options.systemPrompt,
				appendSystemPrompt: options.appendSystemPrompt,
				sessionOptions: options.sessionOptions ?? {},
				session: sessionChoice,
				sessionStartReason: previousSessionFile !== undefined ? (options.resumeReason ?? "startup") : "startup",
				previousSessionFile,
				mode,
				ui,
				onRequest,
				onExtensionError: (error) => {
					extensionErrors.push({ phase: "runtime", path: error.extensionPath, event: error.event, error: error.error });
				},
			});
		} catch (error) {
			releaseEnv();
			if (workspace.ownedRoot) workspace.cleanup();
			throw error;
		}
		const created = adapterSession;
		for (const loadError of created.loadErrors) {
			extensionErrors.push({ phase: "load", path: loadError.path, event: undefined, error: loadError.error });
		}
		const session = created.session;
		const unsubscribe = session.subscribe(((event: { type: string; [key: string]: unknown }) => {
			events.push(event);
			if (event.type === "tool_execution_end") {
				const result = (isPlainObject(event.result) ? event.result : {}) as { content?: unknown; details?: unknown };
				const content = Array.isArray(result.content) ? result.content : [];
				toolResults.push({
					toolCallId: String(event.toolCallId ?? ""),
					toolName: String(event.toolName ?? ""),
					content: snapshot(content),
					text: contentText(content),
					details: snapshot(result.details),
					isError: event.isError === true,
					...(typeof event.durationMs === "number" ? { durationMs: event.durationMs } : {}),
				});
			}
		}) as (event: { type: string }) => void);

		let disposed = false;
		const dispose = async (): Promise<void> => {
			if (disposed) return;
			disposed = true;
			unsubscribe();
			try {
				// As pi's runtime does when it quits: extensions finish their work, then the session goes.
				const runner = (session as { extensionRunner?: { hasHandlers(event: string): boolean; emit(event: unknown): Promise<unknown> } }).extensionRunner;
				if (runner?.hasHandlers("session_shutdown")) await runner.emit({ type: "session_shutdown", reason: "quit" });
				session.dispose();
			} finally {
				created.close();
				releaseEnv();
				if (workspace.ownedRoot) workspace.cleanup();
			}
		};

		if (created.loadErrors.length > 0 && options.allowExtensionErrors !== true) {
			await dispose();
			throw new Error(
				`${adapter.label}: extension failed to load:\n${created.loadErrors.map((e) => `  ${e.path}: ${e.error}`).join("\n")}`,
			);
		}
		await created.bind();

		const run: InProcessRun<S> = {
			session,
			mode,
			dirs,
			get sessionFile() {
				return session.sessionFile;
			},
			requests,
			sideRequests,
			toolResults,
			extensionErrors,
			events,
			ui,
			async prompt(text, responses = []) {
				queue.push(...responses);
				unscripted = [];
				await session.prompt(text);
				if (unscripted.length > 0) {
					throw new Error(
						`${adapter.label}: the model was asked ${unscripted.length} more time(s) than scripted (request #${unscripted.map((i) => i + 1).join(", #")}). ` +
							`Requests so far: ${requests.length}; tool results: ${toolResults.map((r) => r.toolName).join(", ") || "none"}.`,
					);
				}
			},
			respond(...responses) {
				queue.push(...responses);
			},
			async compact(compactOptions = {}) {
				compactionSummary = compactOptions.summary ?? compactionSummary;
				phase = "compaction";
				try {
					return await session.compact(compactOptions.instructions);
				} finally {
					phase = "prompt";
				}
			},
			async resume(resumeOptions = {}) {
				const file = session.sessionFile;
				if (file === undefined) {
					throw new Error(`${adapter.label}: resume() needs a persisted session (pass persistSession: true or sessionDir)`);
				}
				workspace.ownedRoot = false;
				await dispose();
				workspace.ownedRoot = true;
				return open(
					{
						...options,
						mode: resumeOptions.mode ?? mode,
						ui: resumeOptions.ui,
						responses: resumeOptions.responses ?? [],
						resumeReason: resumeOptions.reason ?? "startup",
					},
					workspace,
					{ kind: "open", file },
					file,
				);
			},
			dispose,
		};
		return run;
	}

	/** Start a session with the extensions loaded and bound; drive it with `run.prompt()`. */
	async function startInProcess(options: InProcessOptions): Promise<InProcessRun<S>> {
		const workspace = makeWorkspace(options);
		let choice: AdapterSetup["session"] = { kind: "memory" };
		let previous: string | undefined;
		if (options.resume !== undefined) {
			let file: string;
			try {
				file = options.resume === true ? newestSessionFile(workspace.dirs.sessionDir) : options.resume;
			} catch (error) {
				workspace.cleanup();
				throw error;
			}
			choice = { kind: "open", file };
			previous = file;
		} else if (options.persistSession === true || options.sessionDir !== undefined) {
			choice = { kind: "new" };
		}
		return open(options, workspace, choice, previous);
	}

	/** One prompt, start to end: load, bind, prompt, dispose, and return what happened. */
	async function runInProcess(options: InProcessOptions & { prompt: string }): Promise<InProcessResult<S>> {
		const run = await startInProcess(options);
		try {
			await run.prompt(options.prompt);
			return {
				requests: run.requests,
				sideRequests: run.sideRequests,
				toolResults: run.toolResults,
				extensionErrors: run.extensionErrors,
				events: run.events,
				ui: run.ui,
				session: run.session,
				sessionFile: run.sessionFile,
			};
		} finally {
			await run.dispose();
		}
	}

	return { startInProcess, runInProcess };
}
