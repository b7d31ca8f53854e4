/**
 * In-process harness for pi 0.73.1, installed in test/compat (see scripts/ensure-compat.mjs).
 *
 * Same API and the same normalised records as ./in-process.ts, so one assertion set can run
 * against both pi lines. pi 0.73 is imported by absolute path from
 * test/compat/node_modules at run time, so type checking does not depend on it.
 *
 * Modes: pi 0.73 has no `ctx.mode`. What an extension can tell is `ctx.hasUI`, which is true
 * exactly when a UI context is bound: the interactive TUI and RPC mode bind one, print and
 * json mode (`-p`, `--mode json`) do not. So the harness binds the stub UI for `"tui"`, an
 * RPC-like stub for `"rpc"` (dialogs answered by the client, `custom()` resolves `undefined`
 * as pi 0.73's RPC mode does), and nothing for `"print"`/`"json"` (indistinguishable to an
 * extension on 0.73). An extension that must keep terminal-only UI out of RPC on 0.73 has no
 * mode flag to test; it can only observe that `custom()` returned `undefined`.
 *
 * On pi 0.73 the provider receives a plain context: `{ systemPrompt, messages, tools }`.
 * Tools carry extra fields (`label`, ...); `requests[i].tools` keeps name, description and
 * parameters only, as on pi 1.x.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import {
	type AdapterSetup,
	type CoreSession,
	createInProcessHarness,
	type InProcessOptions,
	type InProcessResult,
	type InProcessRun,
	type PiAdapter,
	toDeclaration,
} from "./in-process-core.ts";
import type { StubUIEnvironment } from "./stub-ui.ts";
import { type ScriptedTurn, scriptedToolCalls } from "./types.ts";

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
const COMPAT_SCOPE = join(REPO_ROOT, "test", "compat", "node_modules", "@mariozechner");
/** Directory of the pi 0.73.1 package the harness runs. */
export const PI_073_PACKAGE_DIR = join(COMPAT_SCOPE, "pi-coding-agent");

/** The parts of pi 0.73's AgentSession the tests are expected to use. */
export interface Session073 extends CoreSession {
	readonly messages: unknown[];
	readonly systemPrompt: string;
	getActiveToolNames(): string[];
	/** Aborts the running turn and waits until the agent is idle. */
	abort(): Promise<void>;
	bindExtensions(bindings: Record<string, unknown>): Promise<void>;
	readonly sessionManager: unknown;
	readonly agent: unknown;
}

interface Faux073 {
	getModel(): unknown;
	setResponses(steps: unknown[]): void;
	appendResponses(steps: unknown[]): void;
	unregister(): void;
}

interface PiAi073 {
	registerFauxProvider(options: Record<string, unknown>): Faux073;
	fauxAssistantMessage(content: unknown, options?: Record<string, unknown>): unknown;
	fauxText(text: string): unknown;
	fauxToolCall(name: string, args: Record<string, unknown>, options?: { id?: string }): unknown;
}

interface ResourceLoader073 {
	reload(): Promise<void>;
	getExtensions(): { errors: Array<{ path: string; error: string }> };
}

interface Pi073 {
	VERSION: string;
	AuthStorage: { inMemory(): { setRuntimeApiKey(provider: string, key: string): void } };
	ModelRegistry: { inMemory(authStorage: unknown): unknown };
	SettingsManager: { inMemory(settings: Record<string, unknown>): unknown };
	DefaultResourceLoader: new (options: Record<string, unknown>) => ResourceLoader073;
	SessionManager: {
		inMemory(cwd?: string): unknown;
		create(cwd: string, sessionDir?: string): unknown;
		open(path: string, sessionDir?: string, cwdOverride?: string): unknown;
	};
	createAgentSession(options: Record<string, unknown>): Promise<{ session: Session073 }>;
}

function compatMissing(): Error {
	return new Error(
		`pi 0.73.1 is not installed in test/compat (looked for ${PI_073_PACKAGE_DIR}). Run: node scripts/ensure-compat.mjs`,
	);
}

let modules: Promise<{ ai: PiAi073; pi: Pi073 }> | undefined;

/** Load pi 0.73.1's modules from test/compat. */
export function loadPi073(): Promise<{ ai: PiAi073; pi: Pi073 }> {
	modules ??= (async () => {
		if (!existsSync(join(PI_073_PACKAGE_DIR, "dist", "index.js"))) throw compatMissing();
		const ai = (await import(pathToFileURL(join(COMPAT_SCOPE, "pi-ai", "dist", "index.js")).href)) as PiAi073;
		const pi = (await import(pathToFileURL(join(PI_073_PACKAGE_DIR, "dist", "index.js")).href)) as Pi073;
		return { ai, pi };
	})();
	return modules;
}

function toAssistantMessage(ai: PiAi073, turn: ScriptedTurn | { error: string }): unknown {
	if ("error" in turn) return ai.fauxAssistantMessage([], { stopReason: "error", errorMessage: turn.error });
	const calls = scriptedToolCalls(turn);
	const blocks = [
		...("text" in turn && turn.text !== undefined && turn.text.length > 0 ? [ai.fauxText(turn.text)] : []),
		...calls.map((call) => ai.fauxToolCall(call.name, call.arguments, call.id !== undefined ? { id: call.id } : undefined)),
	];
	return ai.fauxAssistantMessage(blocks, { stopReason: calls.length > 0 ? "toolUse" : "stop" });
}

let uiEnvironment: Promise<StubUIEnvironment> | undefined;

async function loadUiEnvironment(agentDir: string): Promise<StubUIEnvironment> {
	const dist = join(PI_073_PACKAGE_DIR, "dist");
	const themeModule = (await import(pathToFileURL(join(dist, "modes", "interactive", "theme", "theme.js")).href)) as {
		initTheme(name?: string, watch?: boolean): void;
		getThemeByName(name: string): Theme | undefined;
	};
	const keybindingsModule = (await import(pathToFileURL(join(dist, "core", "keybindings.js")).href)) as {
		KeybindingsManager: { create(agentDir?: string): KeybindingsManager };
	};
	const tuiModule = (await import(pathToFileURL(join(COMPAT_SCOPE, "pi-tui", "dist", "index.js")).href)) as {
		setKeybindings(k: unknown): void;
	};
	themeModule.initTheme("dark", false);
	const keybindings = keybindingsModule.KeybindingsManager.create(agentDir);
	tuiModule.setKeybindings(keybindings);
	return { theme: themeModule.getThemeByName("dark"), keybindings };
}

const adapter: PiAdapter<Session073> = {
	label: "pi 0.73 in-process",
	uiEnvironment(agentDir) {
		uiEnvironment ??= loadUiEnvironment(agentDir);
		return uiEnvironment;
	},
	async createSession(setup: AdapterSetup) {
		const { ai, pi } = await loadPi073();
		const { dirs } = setup;
		// 0.73 registers faux providers in pi-ai's global registry: unregister on close.
		const faux = ai.registerFauxProvider({
			provider: "faux",
			models: [{ id: "faux-1", contextWindow: 128_000, maxTokens: 16_384 }],
		});
		const step = async (context: unknown): Promise<unknown> => {
			faux.appendResponses([step]);
			return toAssistantMessage(ai, await setup.onRequest(context));
		};
		faux.setResponses([step]);
		try {
			const authStorage = pi.AuthStorage.inMemory();
			authStorage.setRuntimeApiKey("faux", "test-key");
			const modelRegistry = pi.ModelRegistry.inMemory(authStorage);
			const settingsManager = pi.SettingsManager.inMemory(setup.settings);
			const resourceLoader = new pi.DefaultResourceLoader({
				cwd: dirs.cwd,
				agentDir: dirs.agentDir,
				settingsManager,
				additionalExtensionPaths: setup.extensionPaths,
				extensionFactories: setup.extensionFactories,
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
					? pi.SessionManager.inMemory(dirs.cwd)
					: setup.session.kind === "new"
						? pi.SessionManager.create(dirs.cwd, dirs.sessionDir)
						: pi.SessionManager.open(setup.session.file, dirs.sessionDir, dirs.cwd);
			const { session } = await pi.createAgentSession({
				cwd: dirs.cwd,
				agentDir: dirs.agentDir,
				model: faux.getModel(),
				authStorage,
				modelRegistry,
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
					const c = context as { systemPrompt?: string; tools?: unknown[]; messages?: unknown[] };
					return {
						systemPrompt: c.systemPrompt ?? "",
						tools: (c.tools ?? []).map(toDeclaration),
						messages: c.messages ?? [],
					};
				},
				async bind() {
					// No `mode` binding exists on 0.73: only the presence of a UI context (hasUI).
					await session.bindExtensions({
						...(setup.ui !== undefined ? { uiContext: setup.ui } : {}),
						onError: setup.onExtensionError,
					});
				},
				close() {
					faux.unregister();
				},
			};
		} catch (error) {
			faux.unregister();
			throw error;
		}
	},
};

const harness = createInProcessHarness(adapter);

/** Start a pi 0.73.1 session with the extensions loaded and bound; drive it with `run.prompt()`. */
export const startInProcess: (options: InProcessOptions) => Promise<InProcessRun<Session073>> = harness.startInProcess;

/** One prompt on pi 0.73.1, start to end; returns the requests the model got and the tool results. */
export const runInProcess: (options: InProcessOptions & { prompt: string }) => Promise<InProcessResult<Session073>> =
	harness.runInProcess;
