/**
 * In-process harness for pi 1.x (the version in the root devDependencies).
 *
 * The extension is loaded by pi's own resource loader, the session is a real AgentSession,
 * and the model is pi-ai's faux provider answering from a script. Each provider request is
 * recorded as the model saw it: effective system prompt, tools, and messages.
 *
 * Modes: pi 1.x tells extensions how it runs through `ctx.mode`. The harness binds the
 * session like pi's modes do: `bindExtensions({ mode: "tui", uiContext })` for the TUI,
 * `{ mode: "rpc", uiContext }` for RPC (dialogs answered by the client, `custom()` resolves
 * `undefined`), and `{ mode: "print" | "json" }` without a UI (`ctx.hasUI` false).
 *
 * On pi 1.x the provider receives a transcript: the system prompt and tool set are carried by
 * system messages (`sections`, `toolsAdded`, `toolsRemoved`). `requests[i].systemPrompt` and
 * `.tools` are the replayed current state (pi-ai's `getCurrentSystemPrompt`/`getCurrentTools`),
 * and `.messages` leaves the system messages out, so assertions read the same as on 0.73.
 */
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
	type AssistantMessage,
	fauxAssistantMessage,
	fauxProvider,
	fauxText,
	fauxToolCall,
	getCurrentSystemPrompt,
	getCurrentTools,
	type TranscriptContext,
} from "@earendil-works/pi-ai";
import {
	type AgentSession,
	createAgentSession,
	DefaultResourceLoader,
	type KeybindingsManager,
	ModelRuntime,
	SessionManager,
	SettingsManager,
	type Theme,
} from "@mariozechner/pi-coding-agent";
import {
	type AdapterSetup,
	createInProcessHarness,
	type InProcessOptions,
	type InProcessRequest,
	type InProcessResult,
	type InProcessRun,
	type PiAdapter,
	toDeclaration,
} from "./in-process-core.ts";
import type { StubUIEnvironment } from "./stub-ui.ts";
import { contentText, type ScriptedTurn, scriptedToolCalls } from "./types.ts";

export type {
	ExtensionErrorRecord,
	InProcessDirs,
	InProcessOptions,
	InProcessRequest,
	InProcessResult,
	InProcessRun,
	PiMode,
	ToolResultRecord,
} from "./in-process-core.ts";
export { type CustomHandle, keySequence, passthroughTheme, rpcStubUI, type StubUI, type StubUIOptions, stubUI } from "./stub-ui.ts";
export type { ModelRequest, ScriptedResponse, ScriptedTurn, ToolDeclaration } from "./types.ts";
export { toolNames } from "./types.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Directory of the pi 1.x package the harness runs. */
export const PI_PACKAGE_DIR = join(REPO_ROOT, "node_modules", "@mariozechner", "pi-coding-agent");

export function toAssistantMessage(turn: ScriptedTurn | { error: string }): AssistantMessage {
	if ("error" in turn) return fauxAssistantMessage([], { stopReason: "error", errorMessage: turn.error });
	const calls = scriptedToolCalls(turn);
	const blocks = [
		...("text" in turn && turn.text !== undefined && turn.text.length > 0 ? [fauxText(turn.text)] : []),
		...calls.map((call) => fauxToolCall(call.name, call.arguments as Parameters<typeof fauxToolCall>[1], call.id !== undefined ? { id: call.id } : undefined)),
	];
	return fauxAssistantMessage(blocks, { stopReason: calls.length > 0 ? "toolUse" : "stop" });
}

let uiEnvironment: Promise<StubUIEnvironment> | undefined;

async function loadUiEnvironment(agentDir: string): Promise<StubUIEnvironment> {
	const dist = join(PI_PACKAGE_DIR, "dist");
	const themeModule = (await import(pathToFileURL(join(dist, "modes", "interactive", "theme", "theme.js")).href)) as {
		initTheme(name?: string, watch?: boolean): void;
		getThemeByName(name: string): Theme | undefined;
	};
	const keybindingsModule = (await import(pathToFileURL(join(dist, "core", "keybindings.js")).href)) as {
		KeybindingsManager: { create(agentDir?: string): KeybindingsManager };
	};
	// pi's own copy of pi-tui: the one its components and the extension loader use.
	const tuiEntry = join(dirname(dirname(PI_PACKAGE_DIR)), "@earendil-works", "pi-tui", "dist", "index.js");
	const tuiModule = (await import(pathToFileURL(tuiEntry).href)) as { setKeybindings(k: unknown): void };
	themeModule.initTheme("dark", false);
	const keybindings = keybindingsModule.KeybindingsManager.create(agentDir);
	tuiModule.setKeybindings(keybindings);
	return { theme: themeModule.getThemeByName("dark"), keybindings };
}

const adapter: PiAdapter<AgentSession> = {
	label: "pi 1.x in-process",
	uiEnvironment(agentDir) {
		uiEnvironment ??= loadUiEnvironment(agentDir);
		return uiEnvironment;
	},
	async createSession(setup: AdapterSetup) {
		const { dirs } = setup;
		const faux = fauxProvider({ provider: "faux", models: [{ id: "faux-1", contextWindow: 128_000, maxTokens: 16_384 }] });
		// Self-replenishing step: every provider request reaches the harness, scripted or not. The
		// faux provider takes a step when a request starts and the step puts itself back a microtask
		// later; the spare one serves a second request started in between (a background model call
		// beside the conversation's).
		const step = async (context: TranscriptContext): Promise<AssistantMessage> => {
			faux.appendResponses([step]);
			return toAssistantMessage(await setup.onRequest(context));
		};
		faux.setResponses([step, step]);
		// In-memory credentials and model store: file-backed ones write auth.json and
		// models-store.json asynchronously, possibly after the temp dir is gone.
		const authModule = (await import(pathToFileURL(join(PI_PACKAGE_DIR, "dist", "core", "auth-storage.js")).href)) as {
			AuthStorage: { inMemory(): unknown };
		};
		const modelRuntime = await ModelRuntime.create({
			credentials: authModule.AuthStorage.inMemory() as never,
			modelsPath: null,
		});
		modelRuntime.registerNativeProvider(faux.provider);
		const settingsManager = SettingsManager.inMemory(setup.settings as never);
		const resourceLoader = new DefaultResourceLoader({
			cwd: dirs.cwd,
			agentDir: dirs.agentDir,
			settingsManager,
			additionalExtensionPaths: setup.extensionPaths,
			extensionFactories: setup.extensionFactories as never,
			noSkills: true,
			noPromptTemplates: true,
			noThemes: true,
			noContextFiles: true,
			...(setup.systemPrompt !== undefined ? { systemPrompt: setup.systemPrompt } : {}),
			...(setup.appendSystemPrompt !== undefined ? { appendSystemPrompt: setup.appendSystemPrompt } : {}),
		});
		await resourceLoader.reload();
		const loadErrors = resourceLoader.getExtensions().errors.map((e) => ({ path: e.path, error: e.error }));
		const sessionManager =
			setup.session.kind === "memory"
				? SessionManager.inMemory(dirs.cwd)
				: setup.session.kind === "new"
					? SessionManager.create(dirs.cwd, dirs.sessionDir)
					: SessionManager.open(setup.session.file, dirs.sessionDir, dirs.cwd);
		const { session } = await createAgentSession({
			cwd: dirs.cwd,
			agentDir: dirs.agentDir,
			model: faux.getModel(),
			modelRuntime,
			settingsManager,
			resourceLoader,
			sessionManager,
			...(setup.previousSessionFile !== undefined
				? {
						sessionStartEvent: {
							type: "session_start",
							reason: setup.sessionStartReason,
							...(setup.sessionStartReason === "resume" ? { previousSessionFile: setup.previousSessionFile } : {}),
						},
					}
				: {}),
			...setup.sessionOptions,
		});
		return {
			session,
			loadErrors,
			normalise(context) {
				const messages = (context as TranscriptContext).messages as unknown as Array<{ role: string }>;
				return {
					systemPrompt: getCurrentSystemPrompt(messages),
					tools: getCurrentTools(messages).map(toDeclaration),
					messages: messages.filter((m) => m.role !== "system"),
				};
			},
			async bind() {
				await session.bindExtensions({
					mode: setup.mode,
					...(setup.ui !== undefined ? { uiContext: setup.ui } : {}),
					onError: setup.onExtensionError,
				});
			},
			close() {},
		};
	},
};

const harness = createInProcessHarness(adapter);

/** Start a pi 1.x session with the extensions loaded and bound; drive it with `run.prompt()`. */
export const startInProcess: (options: InProcessOptions) => Promise<InProcessRun<AgentSession>> = harness.startInProcess;

/** One prompt on pi 1.x, start to end; returns the requests the model got and the tool results. */
export const runInProcess: (options: InProcessOptions & { prompt: string }) => Promise<InProcessResult<AgentSession>> =
	harness.runInProcess;


/**
 * Forks the saved session `file` at the assistant reply whose text is `reply`, as pi's fork does
 * (`createBranchedSession`), and returns the new session's file for `startInProcess({ resume })`.
 */
export function forkAtReply(file: string, sessionDir: string, cwd: string, reply: string): string {
	const manager = SessionManager.open(file, sessionDir, cwd);
	const forkPoint = manager
		.getEntries()
		.find((entry) => entry.type === "message" && entry.message.role === "assistant" && contentText(entry.message.content) === reply);
	if (!forkPoint) throw new Error(`fork point not found: no reply "${reply}"`);
	const forked = manager.createBranchedSession(forkPoint.id);
	if (forked === undefined) throw new Error("fork not written");
	return forked;
}
