/**
 * The ask_user_question tool as pi sees it: registration, where it exists, and one call's life
 * (normalise and validate the arguments, show the dialog, turn the outcome into the result).
 */
import type { AgentToolResult, ExtensionAPI, ExtensionContext, ToolDefinition } from "@mariozechner/pi-coding-agent";
import { isInteractiveTerminal } from "../host/mode.ts";
import { createProblemReporter, projectSettingsAllowed, readSettingsFiles } from "../host/settings.ts";
import { askSettings, type AskSettings, imageSupport, type ImageSupport } from "./settings.ts";
import { formatOutcome, outcomeDetails, SENTENCES } from "./format.ts";
import { formatRejection, normalizeArguments, validateArguments } from "./validate.ts";
import { createQuestionDialog } from "./dialog/component.ts";
import { readImageFile } from "./dialog/images.ts";
import type { AskDetails, DialogOutcome, Question } from "./outcome.ts";
import { runPlainDialog } from "./plain-dialog.ts";
import { renderCall, renderResult } from "./render.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import { DESCRIPTION, PROMPT_GUIDELINES, PROMPT_SNIPPET, TOOL_LABEL, TOOL_NAME } from "./prompt.ts";
import { AskParamsSchema, type AskParams } from "./schema.ts";

/** What the settings and the session decide for one dialog. */
export interface DialogSetup {
	/** Seconds without a key before the dialog submits what is selected; 0 turns it off. */
	idleSeconds: number;
	/** Whether attached images would reach the model (and why not). */
	images: ImageSupport;
}

/** How a call shows its dialog; tests replace it, the extension uses the terminal dialog. */
export type ShowDialog = (
	ctx: ExtensionContext,
	questions: Question[],
	signal: AbortSignal | undefined,
	setup: DialogSetup,
) => Promise<DialogOutcome>;

/** The fallback dialog: pi's own select and input prompts, one question after another. */
export const showPlainDialog: ShowDialog = (ctx, questions, signal) => runPlainDialog(ctx.ui, questions, signal);

/**
 * The terminal dialog (a pi-tui component in `ctx.ui.custom()`), reporting pi as blocked on a
 * question while it waits. Where the host shows no custom component (`custom()` resolves
 * undefined), it falls back to the plain select/input dialog, so the call is still answered.
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
				readImage: (path) => readImageFile(path, { cwd: ctx.cwd }),
			}),
		{ blocked: { kind: "question", message: first ? `Question: ${sanitizeLine(first.question)}` : "Question waiting" } },
	);
	return outcome ?? showPlainDialog(ctx, questions, signal, setup);
};

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

/** The result of a finished dialog: text first, then the attached images in the order it lists them. */
export function outcomeResult(questions: Question[], outcome: DialogOutcome): AgentToolResult<AskDetails> {
	const { text, images } = formatOutcome(questions, outcome);
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

/** Builds the tool definition around a dialog runner. */
export function createAskTool(showDialog: ShowDialog = showTerminalDialog): ToolDefinition<typeof AskParamsSchema, AskDetails> {
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
			if (!isInteractiveTerminal(ctx)) return unavailableResult("no interactive terminal");
			const questions = prepareAskArguments(params).questions;
			const first = questions[0];
			// The header is the model's text and pi 0.73 writes the title to the terminal as it is.
			ctx.ui.setTitle(`π - question waiting${first ? `: ${sanitizeLine(first.header)}` : ""}`);
			const settings = readAskSettings(ctx);
			reportSettings(ctx, settings);
			const setup: DialogSetup = { idleSeconds: settings.idleSeconds, images: imageSupport(ctx.model, settings.imagesBlocked) };
			try {
				const outcome = await showDialog(ctx, questions, signal, setup);
				// Ctrl+C in the dialog stops the turn, as the user meant: the result is kept in the
				// session and the model reads it with the user's next message.
				if (outcome.kind === "interrupted" && !signal?.aborted) ctx.abort();
				return outcomeResult(questions, outcome);
			} finally {
				ctx.ui.setTitle(piTitle(ctx));
			}
		},
	};
}

/**
 * Registers ask_user_question and keeps it out of sessions where no one can answer: in print,
 * json and rpc modes it leaves the active set before the first request, so the provider never
 * sees the tool, its snippet or its guidelines.
 */
export function registerAskUserQuestion(pi: ExtensionAPI, showDialog?: ShowDialog): void {
	pi.registerTool(createAskTool(showDialog));
	const withdrawUnlessInteractive = (_event: unknown, ctx: ExtensionContext) => {
		if (isInteractiveTerminal(ctx)) return;
		const active = pi.getActiveTools();
		if (active.includes(TOOL_NAME)) pi.setActiveTools(active.filter((name) => name !== TOOL_NAME));
	};
	pi.on("session_start", (event, ctx) => {
		withdrawUnlessInteractive(event, ctx);
		// Said when pi starts, not only when a question is asked: the user is at the keyboard then.
		if (isInteractiveTerminal(ctx)) reportSettings(ctx, readAskSettings(ctx));
	});
	pi.on("before_agent_start", withdrawUnlessInteractive);
}
