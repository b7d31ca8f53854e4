/**
 * How an ask_user_question call and its result look in the transcript.
 *
 * The result is drawn from `result.details` only (AskDetails), never from the text the model
 * read, so a resumed session shows exactly what the live one showed. Collapsed, each question
 * takes one line; expanded, each shows its question and every part of the answer. Everything the
 * model or the user wrote is sanitized before it is drawn. The words around it are the user's
 * language (locales/), read when each frame is drawn, so they follow the dialog's language.
 */
import type { AgentToolResult, Theme, ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import { type Component, Container, Text, TruncatedText } from "@mariozechner/pi-tui";
import { recommendedOption } from "./format.ts";
import { EN, type Locale } from "../locales/index.ts";
import { MAX_TYPED_CHARS_IN_RESULT, RECOMMENDED_SUFFIX } from "../limits.ts";
import {
	type AnswerStatus,
	answerStatus,
	type AskDetails,
	CHOICE_SEPARATOR,
	type DialogOutcome,
	hasEntry,
	type Question,
	type QuestionAnswer,
	tallyAnswers,
} from "../outcome.ts";
import { TOOL_NAME } from "../prompt.ts";
import { quoteLine, sanitizeLine, sanitizeText } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/** Longest piece of user text on a collapsed line: the line is cut to the width anyway. */
const COLLAPSED_TEXT_CHARS = 400;
/** Marks the option the model recommended, in place of the " (Recommended)" suffix. */
const RECOMMENDED_MARK = "★";

/** A component showing each line on its own row, cut to the width with "…" (pi-tui's TruncatedText). */
function oneLineEach(lines: string[]): Component {
	const container = new Container();
	for (const line of lines) container.addChild(new TruncatedText(line, 0, 0));
	return container;
}

/** A label without the recommendation suffix, and whether it had one. */
function splitRecommended(label: string): { label: string; recommended: boolean } {
	const clean = sanitizeLine(label);
	if (!clean.endsWith(RECOMMENDED_SUFFIX)) return { label: clean, recommended: false };
	return { label: clean.slice(0, -RECOMMENDED_SUFFIX.length), recommended: true };
}

/** The tool call in `locale`'s words; see createRenderers. */
function renderCallWith(locale: Locale, args: unknown, theme: Theme): Component {
	const words = locale.transcript;
	const questions = isRecord(args) && Array.isArray(args.questions) ? args.questions.filter(isRecord) : [];
	const lines = [theme.fg("toolTitle", theme.bold(TOOL_NAME)) + (questions.length > 0 ? theme.fg("muted", ` ${words.questions(questions.length)}`) : "")];
	for (const question of questions) {
		const header = typeof question.header === "string" ? sanitizeLine(question.header) : "";
		const text = typeof question.question === "string" ? sanitizeLine(question.question) : "";
		const options = Array.isArray(question.options) ? question.options.filter(isRecord) : [];
		const labels = options
			.map((option) => (typeof option.label === "string" ? splitRecommended(option.label) : undefined))
			.filter((label) => label !== undefined)
			.map(({ label, recommended }) => (recommended ? `${label} ${RECOMMENDED_MARK}` : label));
		const multi = question.multiSelect === true ? theme.fg("dim", words.anyOf) : "";
		let line = "  ";
		if (header !== "") line += theme.fg("accent", `[${header}]`) + " ";
		line += theme.fg("text", text) + multi;
		if (labels.length > 0) line += theme.fg("dim", ` — ${labels.join(" · ")}`);
		lines.push(line);
	}
	return oneLineEach(lines);
}

/**
 * The mark before a question: ✓ a submitted answer, ○ an answer entered in a dialog that was then
 * declined or interrupted (it reached the model, but was not submitted), ~ no preference, – skipped,
 * · nothing.
 */
function statusMark(status: AnswerStatus, submitted: boolean, theme: Theme): string {
	switch (status) {
		case "answered":
			return submitted ? theme.fg("success", "✓") : theme.fg("muted", "○");
		case "no-preference":
			return theme.fg("accent", "~");
		case "skipped":
			return theme.fg("warning", "–");
		default:
			return theme.fg("dim", "·");
	}
}

/** Whether the outcome stands as the user's answers: declined and interrupted dialogs were not submitted. */
function wasSubmitted(outcome: DialogOutcome): boolean {
	return outcome.kind !== "declined" && outcome.kind !== "interrupted";
}

/** The chosen labels and the typed answer, with the recommended option marked. */
function choiceParts(answer: QuestionAnswer, theme: Theme, words: Locale["transcript"]): string[] {
	const parts = answer.selected.map((raw) => {
		const { label, recommended } = splitRecommended(raw);
		return theme.fg("text", label) + (recommended ? theme.fg("success", ` ${RECOMMENDED_MARK}`) : "");
	});
	if (answer.typed !== undefined) parts.push(theme.fg("muted", words.typed) + theme.fg("text", `“${quoteLine(answer.typed, COLLAPSED_TEXT_CHARS)}”`));
	return parts;
}

/** What became of a question that has no choice: no preference, skipped or not answered. */
function noChoiceText(status: AnswerStatus, theme: Theme, locale: Locale): string {
	switch (status) {
		case "no-preference":
			return theme.fg("accent", locale.rows.noPreference);
		case "skipped":
			return theme.fg("warning", locale.transcript.skipped);
		default:
			return theme.fg("dim", locale.transcript.notAnswered);
	}
}

/** One line for a question: mark, header, the answer, and whether a note or images came with it. */
function collapsedLine(question: Question, answer: QuestionAnswer, submitted: boolean, theme: Theme, locale: Locale): string {
	const words = locale.transcript;
	const status = answerStatus(answer);
	const choices = choiceParts(answer, theme, words);
	let line = `${statusMark(status, submitted, theme)} ${theme.fg("accent", sanitizeLine(question.header))}: `;
	line += choices.length > 0 ? choices.join(theme.fg("dim", CHOICE_SEPARATOR)) : noChoiceText(status, theme, locale);
	if (answer.notes !== undefined) line += theme.fg("dim", ` · ${words.note}`) + theme.fg("muted", quoteLine(answer.notes, COLLAPSED_TEXT_CHARS));
	if (answer.images.length > 0) {
		line += theme.fg("dim", ` · ${words.images(answer.images.length)}: ${answer.images.map((image) => sanitizeLine(image.name)).join(", ")}`);
	}
	if (answer.unattachedImage !== undefined) line += theme.fg("dim", ` · ${words.notAttached}${quoteLine(answer.unattachedImage.path, COLLAPSED_TEXT_CHARS)}`);
	return line;
}

/** User text in full for the expanded view, up to the length the model read (it was cut there too). */
function fullText(text: string): string {
	const chars = Array.from(text.slice(0, MAX_TYPED_CHARS_IN_RESULT * 2));
	const kept = sanitizeText(chars.slice(0, MAX_TYPED_CHARS_IN_RESULT).join(""));
	return chars.length > MAX_TYPED_CHARS_IN_RESULT || text.length > MAX_TYPED_CHARS_IN_RESULT * 2 ? `${kept} …` : kept;
}

/** Every part of the answer to a question, one fact per line. */
function expandedLines(question: Question, answer: QuestionAnswer, submitted: boolean, theme: Theme, locale: Locale): string[] {
	const words = locale.transcript;
	const status = answerStatus(answer);
	const lines = [
		`${statusMark(status, submitted, theme)} ${theme.fg("accent", theme.bold(sanitizeLine(question.header)))} ${theme.fg("text", sanitizeLine(question.question))}`,
	];
	for (const raw of answer.selected) {
		const { label, recommended } = splitRecommended(raw);
		lines.push(`    → ${theme.fg("text", label)}${recommended ? theme.fg("success", ` ${RECOMMENDED_MARK} ${words.recommended}`) : ""}`);
	}
	if (answer.typed !== undefined) lines.push(`    → ${theme.fg("muted", words.typed)}${theme.fg("text", fullText(answer.typed))}`);
	if (answer.selected.length === 0 && answer.typed === undefined) lines.push(`    ${noChoiceText(status, theme, locale)}`);
	const recommended = recommendedOption(question);
	if (recommended && !answer.selected.includes(recommended.label)) {
		lines.push(`    ${theme.fg("dim", `${RECOMMENDED_MARK} ${words.recommended}: ${splitRecommended(recommended.label).label}`)}`);
	}
	if (answer.typedNotChosen !== undefined) lines.push(`    ${theme.fg("muted", words.typedNotChosen)}${theme.fg("dim", fullText(answer.typedNotChosen))}`);
	if (answer.notes !== undefined) lines.push(`    ${theme.fg("muted", words.note)}${theme.fg("text", fullText(answer.notes))}`);
	for (const image of answer.images) lines.push(`    ${theme.fg("muted", words.image)}${theme.fg("text", sanitizeLine(image.name))}`);
	if (answer.unattachedImage !== undefined) {
		lines.push(`    ${theme.fg("muted", words.notAttached)}${theme.fg("text", quoteLine(answer.unattachedImage.path, COLLAPSED_TEXT_CHARS))}`);
	}
	return lines;
}

/**
 * The first line of a result: how the dialog ended, with the same tally the review showed and the
 * model read ("1 of 2 answered, 1 skipped"); a declined or interrupted dialog says its entries were
 * entered, not submitted.
 */
function endingLine(outcome: DialogOutcome, questions: Question[], theme: Theme, locale: Locale): string {
	const words = locale.transcript;
	const tally = tallyAnswers(outcome.answers);
	const counted = tally.answered === tally.total ? "" : theme.fg("dim", ` · ${locale.tally(tally)}`);
	const entered = outcome.answers.some(hasEntry) ? theme.fg("dim", ` · ${words.enteredNotSubmitted}`) : "";
	switch (outcome.kind) {
		case "submitted":
			return theme.fg("success", words.submitted) + counted;
		case "idle":
			return theme.fg("warning", words.idle(outcome.idleSeconds)) + counted;
		case "declined":
			return theme.fg("warning", words.declined) + entered;
		case "interrupted":
			return theme.fg("error", words.interrupted) + entered;
		case "chat":
			return theme.fg("accent", words.chat(sanitizeLine(questions[outcome.questionIndex]?.header ?? "")));
	}
}

/**
 * What the user had entered in the dialog when another extension's answer closed it (the outcome's
 * `draft`): a line naming who answered, then each question with an entry, drawn by `lines` and marked
 * as not submitted. Nothing when there is no draft.
 */
function draftLines(
	outcome: DialogOutcome,
	questions: Question[],
	theme: Theme,
	locale: Locale,
	lines: (question: Question, answer: QuestionAnswer) => string[],
): string[] {
	if (outcome.kind !== "submitted" || outcome.from === undefined || outcome.draft === undefined || !outcome.draft.some(hasEntry)) return [];
	const entered = outcome.draft.flatMap((answer, i) => (questions[i] !== undefined && hasEntry(answer) ? lines(questions[i], answer) : []));
	return [`  ${theme.fg("muted", locale.transcript.draft(quoteLine(outcome.from, COLLAPSED_TEXT_CHARS)))}`, ...entered.map((line) => `    ${line}`)];
}

function isAskDetails(value: unknown): value is AskDetails {
	return isRecord(value) && (value.kind === "outcome" || value.kind === "rejected" || value.kind === "unavailable");
}

/** The tool result in `locale`'s words; see createRenderers. */
function renderResultWith(locale: Locale, result: AgentToolResult<unknown>, options: ToolRenderResultOptions, theme: Theme): Component {
	const words = locale.transcript;
	if (options.isPartial) return oneLineEach([theme.fg("dim", words.waiting)]);
	const details = result.details;
	if (!isAskDetails(details)) {
		const first = result.content.find((block) => block.type === "text");
		return oneLineEach([theme.fg("muted", sanitizeLine(first?.type === "text" ? first.text : ""))]);
	}
	switch (details.kind) {
		case "rejected": {
			const first = details.problems[0] === undefined ? "" : `: ${sanitizeLine(details.problems[0])}`;
			const more = details.problems.length > 1 ? theme.fg("dim", words.moreProblems(details.problems.length - 1)) : "";
			return oneLineEach([theme.fg("error", `${words.rejected}${first}`) + more]);
		}
		case "unavailable":
			return oneLineEach([theme.fg("warning", `${words.unavailable}: ${sanitizeLine(details.reason)}`)]);
		case "outcome": {
			const { questions, outcome } = details;
			const ending = endingLine(outcome, questions, theme, locale);
			const submitted = wasSubmitted(outcome);
			if (!options.expanded) {
				const lines = outcome.answers.map((answer, i) => (questions[i] ? `  ${collapsedLine(questions[i], answer, submitted, theme, locale)}` : ""));
				const draft = draftLines(outcome, questions, theme, locale, (question, answer) => [collapsedLine(question, answer, false, theme, locale)]);
				return oneLineEach([ending, ...lines.filter((line) => line !== ""), ...draft]);
			}
			const blocks = outcome.answers.flatMap((answer, i) => (questions[i] ? expandedLines(questions[i], answer, submitted, theme, locale) : []));
			const draft = draftLines(outcome, questions, theme, locale, (question, answer) => expandedLines(question, answer, false, theme, locale));
			return new Text([ending, ...blocks.map((line) => `  ${line}`), ...draft].join("\n"), 0, 0);
		}
	}
}

/** pi's two transcript hooks of a tool definition. */
export interface Renderers {
	renderCall(args: unknown, theme: Theme, context?: unknown): Component;
	renderResult(result: AgentToolResult<unknown>, options: ToolRenderResultOptions, theme: Theme, context?: unknown): Component;
}

/**
 * The transcript's renderers, speaking `locale()` as it is when pi draws (the tool updates it from
 * the settings when a session starts and when a dialog opens).
 *
 * renderCall: the tool call, compactly: the title with the question count, then one line per
 * question with its header, its text and its options. Arguments may still be streaming, so every
 * field is optional here and anything malformed is skipped.
 *
 * renderResult: the tool result from `result.details`: how the dialog ended, then each question with
 * its answer (typed answers, notes, skipped, no preference, the recommended option and attached image
 * names) on one line each, or in full when `options.expanded`. Rejected and unavailable calls are one line.
 */
export function createRenderers(locale: () => Locale): Renderers {
	return {
		renderCall: (args, theme) => renderCallWith(locale(), args, theme),
		renderResult: (result, options, theme) => renderResultWith(locale(), result, options, theme),
	};
}

/** The English renderers. */
export const { renderCall, renderResult } = createRenderers(() => EN);
