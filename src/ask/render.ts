/**
 * How an ask_user_question call and its result look in the transcript.
 *
 * The result is drawn from `result.details` only (AskDetails), never from the text the model
 * read, so a resumed session shows exactly what the live one showed. Collapsed, each question
 * takes one line; expanded, each shows its question and every part of the answer. Everything the
 * model or the user wrote is sanitized before it is drawn.
 */
import type { AgentToolResult, Theme, ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import { type Component, Container, Text, TruncatedText } from "@mariozechner/pi-tui";
import { recommendedOption } from "./format.ts";
import { RECOMMENDED_SUFFIX } from "./limits.ts";
import { type AnswerStatus, answerStatus, type AskDetails, type DialogOutcome, type Question, type QuestionAnswer } from "./outcome.ts";
import { ownLabel } from "./rows.ts";
import { sanitizeLine, sanitizeText } from "../text/sanitize.ts";

const TOOL_TITLE = "ask_user_question";
const NO_PREFERENCE_LABEL = ownLabel("noPreference");
/** Marks the option the model recommended, in place of the " (Recommended)" suffix. */
const RECOMMENDED_MARK = "★";

/** A component showing each line on its own row, cut to the width with "…" (pi-tui's TruncatedText). */
function oneLineEach(lines: string[]): Component {
	const container = new Container();
	for (const line of lines) container.addChild(new TruncatedText(line, 0, 0));
	return container;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null;
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** A label without the recommendation suffix, and whether it had one. */
function splitRecommended(label: string): { label: string; recommended: boolean } {
	const clean = sanitizeLine(label);
	if (!clean.endsWith(RECOMMENDED_SUFFIX)) return { label: clean, recommended: false };
	return { label: clean.slice(0, -RECOMMENDED_SUFFIX.length), recommended: true };
}

/**
 * The tool call, compactly: the title with the question count, then one line per question with
 * its header, its text and its options. Arguments may still be streaming, so every field is
 * optional here and anything malformed is skipped.
 */
export function renderCall(args: unknown, theme: Theme, _context?: unknown): Component {
	const questions = isRecord(args) && Array.isArray(args.questions) ? args.questions.filter(isRecord) : [];
	const lines = [theme.fg("toolTitle", theme.bold(TOOL_TITLE)) + (questions.length > 0 ? theme.fg("muted", ` ${plural(questions.length, "question")}`) : "")];
	for (const question of questions) {
		const header = typeof question.header === "string" ? sanitizeLine(question.header) : "";
		const text = typeof question.question === "string" ? sanitizeLine(question.question) : "";
		const options = Array.isArray(question.options) ? question.options.filter(isRecord) : [];
		const labels = options
			.map((option) => (typeof option.label === "string" ? splitRecommended(option.label) : undefined))
			.filter((label) => label !== undefined)
			.map(({ label, recommended }) => (recommended ? `${label} ${RECOMMENDED_MARK}` : label));
		const multi = question.multiSelect === true ? theme.fg("dim", " (any)") : "";
		let line = "  ";
		if (header !== "") line += theme.fg("accent", `[${header}]`) + " ";
		line += theme.fg("text", text) + multi;
		if (labels.length > 0) line += theme.fg("dim", ` — ${labels.join(" · ")}`);
		lines.push(line);
	}
	return oneLineEach(lines);
}

function statusMark(status: AnswerStatus, theme: Theme): string {
	switch (status) {
		case "answered":
			return theme.fg("success", "✓");
		case "no-preference":
			return theme.fg("accent", "~");
		case "skipped":
			return theme.fg("warning", "–");
		default:
			return theme.fg("dim", "·");
	}
}

/** The chosen labels and the typed answer, with the recommended option marked. */
function choiceParts(answer: QuestionAnswer, theme: Theme): string[] {
	const parts = answer.selected.map((raw) => {
		const { label, recommended } = splitRecommended(raw);
		return theme.fg("text", label) + (recommended ? theme.fg("success", ` ${RECOMMENDED_MARK}`) : "");
	});
	if (answer.typed !== undefined) parts.push(theme.fg("muted", "typed: ") + theme.fg("text", `“${sanitizeLine(answer.typed)}”`));
	return parts;
}

/** What became of a question that has no choice: no preference, skipped or not answered. */
function noChoiceText(status: AnswerStatus, theme: Theme): string {
	switch (status) {
		case "no-preference":
			return theme.fg("accent", NO_PREFERENCE_LABEL);
		case "skipped":
			return theme.fg("warning", "skipped");
		default:
			return theme.fg("dim", "not answered");
	}
}

/** One line for a question: mark, header, the answer, and whether a note or images came with it. */
function collapsedLine(question: Question, answer: QuestionAnswer, theme: Theme): string {
	const status = answerStatus(answer);
	const choices = choiceParts(answer, theme);
	let line = `${statusMark(status, theme)} ${theme.fg("accent", sanitizeLine(question.header))}: `;
	line += choices.length > 0 ? choices.join(theme.fg("dim", ", ")) : noChoiceText(status, theme);
	if (answer.notes !== undefined) line += theme.fg("dim", " · note: ") + theme.fg("muted", sanitizeLine(answer.notes));
	if (answer.images.length > 0) line += theme.fg("dim", ` · ${plural(answer.images.length, "image")}: ${answer.images.map((image) => sanitizeLine(image.name)).join(", ")}`);
	return line;
}

/** Every part of the answer to a question, one fact per line. */
function expandedLines(question: Question, answer: QuestionAnswer, theme: Theme): string[] {
	const status = answerStatus(answer);
	const lines = [
		`${statusMark(status, theme)} ${theme.fg("accent", theme.bold(sanitizeLine(question.header)))} ${theme.fg("text", sanitizeLine(question.question))}`,
	];
	for (const raw of answer.selected) {
		const { label, recommended } = splitRecommended(raw);
		lines.push(`    → ${theme.fg("text", label)}${recommended ? theme.fg("success", ` ${RECOMMENDED_MARK} recommended`) : ""}`);
	}
	if (answer.typed !== undefined) lines.push(`    → ${theme.fg("muted", "typed: ")}${theme.fg("text", sanitizeText(answer.typed))}`);
	if (answer.selected.length === 0 && answer.typed === undefined) lines.push(`    ${noChoiceText(status, theme)}`);
	const recommended = recommendedOption(question);
	if (recommended && !answer.selected.includes(recommended.label)) {
		lines.push(`    ${theme.fg("dim", `${RECOMMENDED_MARK} recommended: ${splitRecommended(recommended.label).label}`)}`);
	}
	if (answer.notes !== undefined) lines.push(`    ${theme.fg("muted", "note: ")}${theme.fg("text", sanitizeText(answer.notes))}`);
	for (const image of answer.images) lines.push(`    ${theme.fg("muted", "image: ")}${theme.fg("text", sanitizeLine(image.name))}`);
	return lines;
}

/** The first line of a result: how the dialog ended. */
function endingLine(outcome: DialogOutcome, questions: Question[], theme: Theme): string {
	const open = outcome.answers.filter((answer) => {
		const status = answerStatus(answer);
		return status === "unanswered" || status === "notes-only";
	}).length;
	const unanswered = open > 0 ? theme.fg("dim", ` (${open} of ${outcome.answers.length} not answered)`) : "";
	switch (outcome.kind) {
		case "submitted":
			return theme.fg("success", "Submitted") + unanswered;
		case "idle":
			return theme.fg("warning", `No key pressed for ${outcome.idleSeconds} s — submitted what was selected`) + unanswered;
		case "declined":
			return theme.fg("warning", "Declined (Esc)");
		case "interrupted":
			return theme.fg("error", "Interrupted");
		case "chat": {
			const question = questions[outcome.questionIndex];
			const about = question ? ` about ${sanitizeLine(question.header)}` : "";
			return theme.fg("accent", `Wants to chat${about}`);
		}
	}
}

function isAskDetails(value: unknown): value is AskDetails {
	return isRecord(value) && (value.kind === "outcome" || value.kind === "rejected" || value.kind === "unavailable");
}

/**
 * The tool result from `result.details`: how the dialog ended, then each question with its answer
 * (typed answers, notes, skipped, no preference, the recommended option and attached image names)
 * on one line each, or in full when `options.expanded`. Rejected and unavailable calls are one line.
 */
export function renderResult(
	result: AgentToolResult<unknown>,
	options: ToolRenderResultOptions,
	theme: Theme,
	_context?: unknown,
): Component {
	if (options.isPartial) return oneLineEach([theme.fg("dim", "Waiting for the user's answer …")]);
	const details = result.details;
	if (!isAskDetails(details)) {
		const first = result.content.find((block) => block.type === "text");
		return oneLineEach([theme.fg("muted", sanitizeLine(first?.type === "text" ? first.text : ""))]);
	}
	switch (details.kind) {
		case "rejected": {
			const first = details.problems[0] === undefined ? "" : `: ${sanitizeLine(details.problems[0])}`;
			const more = details.problems.length > 1 ? theme.fg("dim", ` (+${details.problems.length - 1} more)`) : "";
			return oneLineEach([theme.fg("error", `Call rejected${first}`) + more]);
		}
		case "unavailable":
			return oneLineEach([theme.fg("warning", `Not asked: ${sanitizeLine(details.reason)}`)]);
		case "outcome": {
			const { questions, outcome } = details;
			const ending = endingLine(outcome, questions, theme);
			if (!options.expanded) {
				const lines = outcome.answers.map((answer, i) => (questions[i] ? `  ${collapsedLine(questions[i], answer, theme)}` : ""));
				return oneLineEach([ending, ...lines.filter((line) => line !== "")]);
			}
			const blocks = outcome.answers.flatMap((answer, i) => (questions[i] ? expandedLines(questions[i], answer, theme) : []));
			return new Text([ending, ...blocks.map((line) => `  ${line}`)].join("\n"), 0, 0);
		}
	}
}
