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
import { tallyText, TRANSCRIPT } from "./chrome.ts";
import { MAX_TYPED_CHARS_IN_RESULT, RECOMMENDED_SUFFIX } from "./limits.ts";
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
} from "./outcome.ts";
import { ownLabel } from "./rows.ts";
import { quoteLine, sanitizeLine, sanitizeText } from "../text/sanitize.ts";

const NO_PREFERENCE_LABEL = ownLabel("noPreference");
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

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null;
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
	const lines = [theme.fg("toolTitle", theme.bold(TRANSCRIPT.title)) + (questions.length > 0 ? theme.fg("muted", ` ${TRANSCRIPT.questions(questions.length)}`) : "")];
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
function choiceParts(answer: QuestionAnswer, theme: Theme): string[] {
	const parts = answer.selected.map((raw) => {
		const { label, recommended } = splitRecommended(raw);
		return theme.fg("text", label) + (recommended ? theme.fg("success", ` ${RECOMMENDED_MARK}`) : "");
	});
	if (answer.typed !== undefined) parts.push(theme.fg("muted", TRANSCRIPT.typed) + theme.fg("text", `“${quoteLine(answer.typed, COLLAPSED_TEXT_CHARS)}”`));
	return parts;
}

/** What became of a question that has no choice: no preference, skipped or not answered. */
function noChoiceText(status: AnswerStatus, theme: Theme): string {
	switch (status) {
		case "no-preference":
			return theme.fg("accent", NO_PREFERENCE_LABEL);
		case "skipped":
			return theme.fg("warning", TRANSCRIPT.skipped);
		default:
			return theme.fg("dim", TRANSCRIPT.notAnswered);
	}
}

/** One line for a question: mark, header, the answer, and whether a note or images came with it. */
function collapsedLine(question: Question, answer: QuestionAnswer, submitted: boolean, theme: Theme): string {
	const status = answerStatus(answer);
	const choices = choiceParts(answer, theme);
	let line = `${statusMark(status, submitted, theme)} ${theme.fg("accent", sanitizeLine(question.header))}: `;
	line += choices.length > 0 ? choices.join(theme.fg("dim", CHOICE_SEPARATOR)) : noChoiceText(status, theme);
	if (answer.notes !== undefined) line += theme.fg("dim", ` · ${TRANSCRIPT.note}`) + theme.fg("muted", quoteLine(answer.notes, COLLAPSED_TEXT_CHARS));
	if (answer.images.length > 0) {
		line += theme.fg("dim", ` · ${TRANSCRIPT.images(answer.images.length)}: ${answer.images.map((image) => sanitizeLine(image.name)).join(", ")}`);
	}
	if (answer.unattachedImage !== undefined) line += theme.fg("dim", ` · ${TRANSCRIPT.notAttached}${quoteLine(answer.unattachedImage.path, COLLAPSED_TEXT_CHARS)}`);
	return line;
}

/** User text in full for the expanded view, up to the length the model read (it was cut there too). */
function fullText(text: string): string {
	const chars = Array.from(text.slice(0, MAX_TYPED_CHARS_IN_RESULT * 2));
	const kept = sanitizeText(chars.slice(0, MAX_TYPED_CHARS_IN_RESULT).join(""));
	return chars.length > MAX_TYPED_CHARS_IN_RESULT || text.length > MAX_TYPED_CHARS_IN_RESULT * 2 ? `${kept} …` : kept;
}

/** Every part of the answer to a question, one fact per line. */
function expandedLines(question: Question, answer: QuestionAnswer, submitted: boolean, theme: Theme): string[] {
	const status = answerStatus(answer);
	const lines = [
		`${statusMark(status, submitted, theme)} ${theme.fg("accent", theme.bold(sanitizeLine(question.header)))} ${theme.fg("text", sanitizeLine(question.question))}`,
	];
	for (const raw of answer.selected) {
		const { label, recommended } = splitRecommended(raw);
		lines.push(`    → ${theme.fg("text", label)}${recommended ? theme.fg("success", ` ${RECOMMENDED_MARK} ${TRANSCRIPT.recommended}`) : ""}`);
	}
	if (answer.typed !== undefined) lines.push(`    → ${theme.fg("muted", TRANSCRIPT.typed)}${theme.fg("text", fullText(answer.typed))}`);
	if (answer.selected.length === 0 && answer.typed === undefined) lines.push(`    ${noChoiceText(status, theme)}`);
	const recommended = recommendedOption(question);
	if (recommended && !answer.selected.includes(recommended.label)) {
		lines.push(`    ${theme.fg("dim", `${RECOMMENDED_MARK} ${TRANSCRIPT.recommended}: ${splitRecommended(recommended.label).label}`)}`);
	}
	if (answer.notes !== undefined) lines.push(`    ${theme.fg("muted", TRANSCRIPT.note)}${theme.fg("text", fullText(answer.notes))}`);
	for (const image of answer.images) lines.push(`    ${theme.fg("muted", TRANSCRIPT.image)}${theme.fg("text", sanitizeLine(image.name))}`);
	if (answer.unattachedImage !== undefined) {
		lines.push(`    ${theme.fg("muted", TRANSCRIPT.notAttached)}${theme.fg("text", quoteLine(answer.unattachedImage.path, COLLAPSED_TEXT_CHARS))}`);
	}
	return lines;
}

/**
 * The first line of a result: how the dialog ended, with the same tally the review showed and the
 * model read ("1 of 2 answered, 1 skipped"); a declined or interrupted dialog says its entries were
 * entered, not submitted.
 */
function endingLine(outcome: DialogOutcome, questions: Question[], theme: Theme): string {
	const tally = tallyAnswers(outcome.answers);
	const counted = tally.answered === tally.total ? "" : theme.fg("dim", ` · ${tallyText(tally)}`);
	const entered = outcome.answers.some(hasEntry) ? theme.fg("dim", ` · ${TRANSCRIPT.enteredNotSubmitted}`) : "";
	switch (outcome.kind) {
		case "submitted":
			return theme.fg("success", TRANSCRIPT.submitted) + counted;
		case "idle":
			return theme.fg("warning", TRANSCRIPT.idle(outcome.idleSeconds)) + counted;
		case "declined":
			return theme.fg("warning", TRANSCRIPT.declined) + entered;
		case "interrupted":
			return theme.fg("error", TRANSCRIPT.interrupted) + entered;
		case "chat":
			return theme.fg("accent", TRANSCRIPT.chat(sanitizeLine(questions[outcome.questionIndex]?.header ?? "")));
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
	if (options.isPartial) return oneLineEach([theme.fg("dim", TRANSCRIPT.waiting)]);
	const details = result.details;
	if (!isAskDetails(details)) {
		const first = result.content.find((block) => block.type === "text");
		return oneLineEach([theme.fg("muted", sanitizeLine(first?.type === "text" ? first.text : ""))]);
	}
	switch (details.kind) {
		case "rejected": {
			const first = details.problems[0] === undefined ? "" : `: ${sanitizeLine(details.problems[0])}`;
			const more = details.problems.length > 1 ? theme.fg("dim", ` (+${details.problems.length - 1} more)`) : "";
			return oneLineEach([theme.fg("error", `${TRANSCRIPT.rejected}${first}`) + more]);
		}
		case "unavailable":
			return oneLineEach([theme.fg("warning", `${TRANSCRIPT.unavailable}: ${sanitizeLine(details.reason)}`)]);
		case "outcome": {
			const { questions, outcome } = details;
			const ending = endingLine(outcome, questions, theme);
			const submitted = wasSubmitted(outcome);
			if (!options.expanded) {
				const lines = outcome.answers.map((answer, i) => (questions[i] ? `  ${collapsedLine(questions[i], answer, submitted, theme)}` : ""));
				return oneLineEach([ending, ...lines.filter((line) => line !== "")]);
			}
			const blocks = outcome.answers.flatMap((answer, i) => (questions[i] ? expandedLines(questions[i], answer, submitted, theme) : []));
			return new Text([ending, ...blocks.map((line) => `  ${line}`)].join("\n"), 0, 0);
		}
	}
}
