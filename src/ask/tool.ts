/**
 * The ask_user_question tool as pi sees it: registration, where it exists, and one call's life
 * (normalise and validate the arguments, show the dialog, turn the outcome into the result).
 *
 * Where it exists: in pi's terminal UI always; in RPC mode only when the user opts in
 * (`piQuestion.rpc: "dialog"`), where pi's select and input prompts carry the dialog to the client;
 * in print and JSON modes never, since no one could answer. Wherever it does not exist it leaves
 * the active tools before the first request, so the provider never sees it or its prompt text.
 */
import type { AgentToolResult, ExtensionAPI, ExtensionContext, ToolDefinition } from "@mariozechner/pi-coding-agent";
import { hostMode } from "../host/mode.ts";
import { createProblemReporter, projectSettingsAllowed, readSettingsFiles } from "../host/settings.ts";
import { askSettings, type AskSettings, imageSupport, type ImageSupport } from "./settings.ts";
import { join } from "node:path";
import { type AskedWhere, formatOutcome, outcomeDetails, SENTENCES } from "./result/format.ts";
import type { SaveText } from "./result/long-text.ts";
import { createTextSaver } from "./result/long-text-files.ts";
import { formatRejection, normalizeArguments, validateArguments } from "./validate.ts";
import { createQuestionDialog, type DialogAlert } from "./dialog/component.ts";
import { notificationBytes, type NotifySetting } from "./reach/terminal-notify.ts";
import { type AnswerBus, createAnswerBus } from "./reach/answer-bus.ts";
import { askHereOrElsewhere } from "./reach/elsewhere.ts";
import { readImageFile } from "./dialog/images.ts";
import { runRpcDialog } from "./dialog/rpc/rpc.ts";
import { chooseLocale, EN, type Locale } from "./locales/index.ts";
import type { AskDetails, DialogOutcome, Question } from "./outcome.ts";
import { createRenderers } from "./result/render.ts";
import { quoteLine } from "../text/sanitize.ts";
import { MAX_ECHO_CHARS, RESULT_QUESTION_CHARS } from "./limits.ts";
import { DESCRIPTION, PROMPT_GUIDELINES, PROMPT_SNIPPET, TOOL_LABEL, TOOL_NAME } from "./prompt.ts";
import { AskParamsSchema, type AskParams } from "./schema.ts";

/** What the settings and the session decide for one dialog. */
export interface DialogSetup {
	/** Seconds without a key before the dialog submits what is selected; 0 turns it off. */
	idleSeconds: number;
	/** Whether attached images would reach the model (and why not). */
	images: ImageSupport;
	/** The words of the user's language (`piQuestion.language`). */
	locale: Locale;
	/** How a waiting question reaches the user (`piQuestion.notify`); default "desktop". */
	notify?: NotifySetting;
}

/** How a call shows its dialog; tests replace it, the extension uses the host's (showHostDialog). */
export type ShowDialog = (
	ctx: ExtensionContext,
	questions: Question[],
	signal: AbortSignal | undefined,
	setup: DialogSetup,
) => Promise<DialogOutcome>;

/**
 * The dialog over pi's own select and input prompts (src/ask/dialog/rpc/rpc.ts): what RPC mode shows its
 * client, and the terminal's fallback. Same reducer, same outcome, same result text as the terminal dialog.
 */
export const showPromptDialog: ShowDialog = (ctx, questions, signal, setup) =>
	runRpcDialog(ctx.ui, questions, { idleSeconds: setup.idleSeconds, locale: setup.locale, ...(signal ? { signal } : {}) });

/**
 * The terminal dialog (a pi-tui component in `ctx.ui.custom()`), reporting pi as blocked on a
 * question while it waits. Where the host shows no custom component (`custom()` resolves
 * undefined), it falls back to the prompt dialog, so the call is still answered.
 */
export const showTerminalDialog: ShowDialog = async (ctx, questions, signal, setup) => {
	const first = questions[0];
	const outcome = await ctx.ui.custom<DialogOutcome>(
		(tui, theme, keybindings, done) =>
			createQuestionDialog({
				questions,
				idleSeconds: setup.idleSeconds,
				images: setup.images,
				tui,
				theme,
				keybindings,
				done,
				signal,
				locale: setup.locale,
				readImage: (path) => readImageFile(path, { cwd: ctx.cwd }),
				alertBytes: (alert) => alertBytesFor(setup, questions, alert),
			}),
		{ blocked: { kind: "question", message: setup.locale.dialog.waitingMessage(quoteLine(first?.question ?? "", RESULT_QUESTION_CHARS)) } },
	);
	return outcome ?? showPromptDialog(ctx, questions, signal, setup);
};

/** What reaches the user when the dialog opens or its countdown starts, under `piQuestion.notify` (reach/terminal-notify.ts). */
function alertBytesFor(setup: DialogSetup, questions: readonly Question[], alert: DialogAlert): string {
	const first = questions[0];
	const title = `π - ${setup.locale.dialog.waitingTitle(quoteLine(first?.header ?? "", MAX_ECHO_CHARS))}`;
	const body = alert.kind === "opened" ? (first?.question ?? "") : setup.locale.dialog.countdownNotice(alert.seconds);
	return notificationBytes(setup.notify ?? "desktop", process.env, title, body);
}

/** The dialog of the host: the prompt dialog in RPC mode, the terminal dialog in the TUI. */
export const showHostDialog: ShowDialog = (ctx, questions, signal, setup) =>
	hostMode(ctx) === "rpc" ? showPromptDialog(ctx, questions, signal, setup) : showTerminalDialog(ctx, questions, signal, setup);

/**
 * Whether someone can answer a dialog in this session: in the terminal UI always, in RPC mode when
 * the settings opt in, in print and JSON modes never.
 */
export function canAsk(ctx: Pick<ExtensionContext, "hasUI" | "ui"> & { mode?: ExtensionContext["mode"] }, settings: Pick<AskSettings, "rpcDialog">): boolean {
	const mode = hostMode(ctx);
	return mode === "tui" || (mode === "rpc" && settings.rpcDialog);
}

/**
 * Whether anyone can answer here: someone at a dialog (canAsk), or an answerer extension on the
 * event bus (reach/answer-bus.ts), which keeps the tool in print, JSON and RPC mode too.
 */
function canBeAnswered(ctx: Pick<ExtensionContext, "hasUI" | "ui"> & { mode?: ExtensionContext["mode"] }, settings: Pick<AskSettings, "rpcDialog">, bus: AnswerBus | undefined): boolean {
	return canAsk(ctx, settings) || (bus?.answerers().length ?? 0) > 0;
}

/**
 * Validates arguments before pi's schema check sees them, so the model gets one message naming
 * every problem (thrown errors become the tool result) instead of a bare schema error.
 */
export function prepareAskArguments(args: unknown): AskParams {
	const validation = validateArguments(normalizeArguments(args));
	if (!validation.ok) throw new Error(formatRejection(validation.problems, validation.more));
	return { questions: validation.questions };
}

/** The result of a call made where no one can answer a dialog. */
export function unavailableResult(reason: string): AgentToolResult<AskDetails> {
	return { content: [{ type: "text", text: SENTENCES.unavailable }], details: { kind: "unavailable", reason } };
}

/**
 * Where the whole texts too long for a result go: beside the session's file when the session is
 * saved (they belong to it), else the system's temporary directory.
 */
export function longTextSaver(ctx: Pick<ExtensionContext, "sessionManager">): SaveText {
	try {
		if (ctx.sessionManager.getSessionFile() !== undefined) return createTextSaver(join(ctx.sessionManager.getSessionDir(), "pi-question"));
	} catch {
		// A host without the session's directory: the temporary one.
	}
	return createTextSaver();
}

/** The result of a finished dialog: text first, then the attached images in the order it lists them. */
export function outcomeResult(questions: Question[], outcome: DialogOutcome, save?: SaveText, where?: AskedWhere): AgentToolResult<AskDetails> {
	const { text, images } = formatOutcome(questions, outcome, save, where);
	return {
		content: [
			{ type: "text", text },
			...images.flatMap((image) => (image.data ? [{ type: "image" as const, data: image.data, mimeType: image.mimeType }] : [])),
		],
		details: outcomeDetails(questions, outcome),
	};
}

/** pi's own terminal title for a session ("π - name - folder"), to restore after the dialog. */
function piTitle(ctx: ExtensionContext): string {
	const folder = ctx.cwd.split(/[\\/]/).filter(Boolean).pop() ?? ctx.cwd;
	const name = ctx.sessionManager.getSessionName?.();
	return name ? `π - ${name} - ${folder}` : `π - ${folder}`;
}

/** The settings for a dialog opened in `ctx`: a project's only when trusted, the environment over both. */
export function readAskSettings(ctx: Pick<ExtensionContext, "cwd"> & { isProjectTrusted?: () => boolean }): AskSettings {
	return askSettings(readSettingsFiles(ctx.cwd, process.env, projectSettingsAllowed(ctx)), process.env);
}

/** Tells the user, once each, what is wrong with the settings; nothing reaches the model. */
const reportSettingsProblems = createProblemReporter();

function reportSettings(ctx: ExtensionContext, settings: AskSettings): void {
	if (ctx.hasUI) reportSettingsProblems(settings.problems, (message) => ctx.ui.notify(message, "warning"));
}

/** The language the transcript speaks, kept up to date from the settings by the tool. */
export interface TranscriptLanguage {
	locale: Locale;
}

/** Builds the tool definition around a dialog runner; its transcript speaks `transcript.locale`. */
export function createAskTool(
	showDialog: ShowDialog = showHostDialog,
	transcript: TranscriptLanguage = { locale: EN },
	bus?: AnswerBus,
): ToolDefinition<typeof AskParamsSchema, AskDetails> {
	const { renderCall, renderResult } = createRenderers(() => transcript.locale);
	return {
		name: TOOL_NAME,
		label: TOOL_LABEL,
		description: DESCRIPTION,
		promptSnippet: PROMPT_SNIPPET,
		promptGuidelines: [...PROMPT_GUIDELINES],
		parameters: AskParamsSchema,
		executionMode: "sequential",
		// Only the model opens this dialog; a codemode script calling it would block on a person.
		exposure: "model-only",
		prepareArguments: prepareAskArguments,
		renderCall,
		renderResult,
		async execute(_toolCallId, params, signal, _onUpdate, ctx) {
			const settings = readAskSettings(ctx);
			if (!canBeAnswered(ctx, settings, bus)) return unavailableResult("no interactive terminal");
			const questions = prepareAskArguments(params).questions;
			const locale = chooseLocale(settings.language);
			transcript.locale = locale;
			// The header is the model's text and pi 0.73 writes the title to the terminal as it is.
			ctx.ui.setTitle(`π - ${locale.dialog.waitingTitle(quoteLine(questions[0]?.header ?? "", MAX_ECHO_CHARS))}`);
			reportSettings(ctx, settings);
			const setup: DialogSetup = { idleSeconds: settings.idleSeconds, images: imageSupport(ctx.model, settings.imagesBlocked), locale, notify: settings.notify };
			try {
				const local = canAsk(ctx, settings) ? (stop: AbortSignal) => showDialog(ctx, questions, stop, setup) : undefined;
				const outcome =
					bus === undefined ? await showDialog(ctx, questions, signal, setup) : await askHereOrElsewhere(bus, questions, local, { signal, idleSeconds: settings.idleSeconds });
				// Ctrl+C in the dialog stops the turn, as the user meant: the result is kept in the
				// session and the model reads it with the user's next message.
				if (outcome.kind === "interrupted" && !signal?.aborted) ctx.abort();
				return outcomeResult(questions, outcome, longTextSaver(ctx), { dialog: bus === undefined || local !== undefined });
			} finally {
				ctx.ui.setTitle(piTitle(ctx));
			}
		},
	};
}

/** The settings where they matter: in the terminal UI and RPC mode (print and JSON never ask, whatever they say). */
function settingsIfAsking(ctx: ExtensionContext): AskSettings | undefined {
	const mode = hostMode(ctx);
	return mode === "tui" || mode === "rpc" ? readAskSettings(ctx) : undefined;
}

/**
 * Registers ask_user_question and keeps it out of sessions where no one can answer (see canAsk):
 * there it leaves the active set before the first request, so the provider never sees the tool,
 * its snippet or its guidelines. The settings are read again before every prompt, so turning the
 * RPC dialog off takes effect at once; turning it on takes a new session, because pi's active tools
 * are the user's to set, and only removing one the user cannot use is this extension's business.
 */
export function registerAskUserQuestion(pi: ExtensionAPI, showDialog?: ShowDialog): void {
	const transcript: TranscriptLanguage = { locale: EN };
	// pi's event bus, for answers from elsewhere; a host without one has no answerers.
	const bus = typeof pi.events?.on === "function" ? createAnswerBus(pi.events) : undefined;
	pi.registerTool(createAskTool(showDialog, transcript, bus));
	const withdraw = () => {
		const active = pi.getActiveTools();
		if (active.includes(TOOL_NAME)) pi.setActiveTools(active.filter((name) => name !== TOOL_NAME));
	};
	pi.on("session_start", (_event, ctx) => {
		const settings = settingsIfAsking(ctx);
		if (!canBeAnswered(ctx, settings ?? { rpcDialog: false }, bus)) withdraw();
		if (settings === undefined) return;
		transcript.locale = chooseLocale(settings.language);
		// Said when pi starts, not only when a question is asked: the user is there then. In RPC mode
		// only once the user has written an RPC setting: without one, RPC mode stays as it was.
		if (hostMode(ctx) === "tui" || settings.rpcConfigured) reportSettings(ctx, settings);
	});
	// The terminal UI needs no settings to keep the tool; only RPC mode reads them before each prompt.
	pi.on("before_agent_start", (_event, ctx) => {
		const mode = hostMode(ctx);
		if ((bus?.answerers().length ?? 0) > 0) return;
		if (mode !== "tui" && !(mode === "rpc" && readAskSettings(ctx).rpcDialog)) withdraw();
	});
}
