/**
 * The dialog as pi's RPC prompts: state -> the title and rows of a `select` (a question, the review)
 * or the title of an `input` (Other, a note), and a reply -> what it chose. Pure; rpc.ts sends them.
 *
 * pi's `select` has a title and rows and nothing else, and its client may draw them anywhere (a web
 * page, an editor panel), so everything the dialog shows goes into those two: the question, its
 * state and the options' previews into the title, each option with its description into its row.
 * Every row starts with its number, and a reply maps back by the row's exact text or, failing that,
 * by its leading number: pi does not check that a reply is one of the rows it sent, and rows the
 * model wrote alike must still be told apart. Every text of the model's is sanitized to plain text
 * and capped (limits.ts) before it goes out, since pi passes titles and rows on as they are.
 */
import {
	MAX_ECHO_CHARS,
	RPC_DESCRIPTION_CHARS,
	RPC_LABEL_CHARS,
	RPC_PREVIEW_LINE_CHARS,
	RPC_PREVIEW_LINES,
	RPC_QUESTION_CHARS,
	RPC_QUOTE_CHARS,
} from "../../limits.ts";
import type { Locale } from "../../locales/index.ts";
import { answerStatus, CHOICE_SEPARATOR, type Question, type QuestionAnswer, tallyAnswers } from "../../outcome.ts";
import { quoteLine } from "../../../text/sanitize.ts";
import { isListRow, ownRowsOf, type PromptRowKind, type RowKind } from "../../rows.ts";
import { previewOf } from "../preview-text.ts";
import { answerOf, type DialogState, type QuestionDraft, type Row, rowsOf } from "../state/index.ts";

/**
 * What a row of a prompt does. `row` is an index into rowsOf(question): an option or one of the
 * dialog's own rows the terminal lists too; the rows only prompts have (Done, Skip, a note) by kind.
 */
export type PromptAction =
	| { readonly kind: "row"; readonly row: number }
	| { readonly kind: PromptRowKind }
	| { readonly kind: "submit" }
	| { readonly kind: "change"; readonly question: number }
	| { readonly kind: "decline" };

/** A `select`: its title, its rows, and what each row does (same order). */
export interface SelectPrompt {
	readonly title: string;
	readonly options: readonly string[];
	readonly actions: readonly PromptAction[];
}

/** An `input`: its title and placeholder. */
export interface InputPrompt {
	readonly title: string;
	readonly placeholder: string;
}

function numbered(rows: readonly string[]): string[] {
	return rows.map((row, i) => `${i + 1}. ${row}`);
}

function draftOf(state: DialogState, index: number): { question: Question; draft: QuestionDraft } {
	return { question: state.questions[index] as Question, draft: state.drafts[index] as QuestionDraft };
}

/** "[Database] Which database should the service use?", one line, capped. */
function headline(question: Question): string {
	return `[${quoteLine(question.header, MAX_ECHO_CHARS)}] ${quoteLine(question.question, RPC_QUESTION_CHARS)}`;
}

/** A row's marker, as the terminal dialog draws it: [x] / [ ] on multi-select, (•) / ( ) on single-select. */
function mark(question: Question, chosen: boolean): string {
	if (question.multiSelect) return chosen ? "[x] " : "[ ] ";
	return chosen ? "(•) " : "( ) ";
}

/** An option's row text after its number: its marker when `marked`, its label and description. */
function optionText(question: Question, draft: QuestionDraft, option: number, marked: boolean): string {
	const { label, description } = question.options[option] ?? { label: "", description: "" };
	const about = quoteLine(description, RPC_DESCRIPTION_CHARS);
	return `${marked ? mark(question, draft.selected[option] === true) : ""}${quoteLine(label, RPC_LABEL_CHARS)}${about === "" ? "" : ` — ${about}`}`;
}

/** The row text of one of the dialog's own rows (rows.ts) in a question's select, marked as the terminal dialog marks it. */
function ownRowText(question: Question, draft: QuestionDraft, kind: RowKind, words: Locale): string {
	switch (kind) {
		case "other": {
			const typed = draft.other.text.trim();
			const shown = typed === "" ? ` — ${words.rowDetails.other}` : `: ${words.rpc.typed(quoteLine(typed, RPC_QUOTE_CHARS))}`;
			return `${mark(question, draft.otherChosen)}${words.rows.other}${shown}`;
		}
		case "done":
			return words.rows.done;
		case "chat":
			return `${words.rows.chat} — ${words.rowDetails.chat}`;
		case "noPreference":
			return `${mark(question, draft.noPreference)}${words.rows.noPreference}`;
		case "skip":
			return words.rows.skip;
		case "note":
			return draft.note.text.trim() === "" ? words.rows.note : words.rpc.changeNote;
	}
}

/** What one of the dialog's own rows does in a question's select: a row of the list (its index in rowsOf), or the prompts' own. */
function ownRowAction(rows: readonly Row[], kind: RowKind): PromptAction {
	return isListRow(kind) ? { kind: "row", row: rows.findIndex((row) => row.kind === kind) } : { kind };
}

/** The previews of a question's options, each cut to RPC_PREVIEW_LINES lines with a note saying how many more there are. */
function previewLines(question: Question, words: Locale): string[] {
	return question.options.flatMap((option, i) => {
		const preview = previewOf(option);
		if (preview.count === 0) return [];
		const shown = Math.min(preview.count, RPC_PREVIEW_LINES);
		const lines = Array.from({ length: shown }, (_, line) => {
			// Code keeps its indentation, so the line is cut, not trimmed (preview.ts has sanitized it).
			const chars = Array.from(preview.line(line));
			return chars.length > RPC_PREVIEW_LINE_CHARS ? `${chars.slice(0, RPC_PREVIEW_LINE_CHARS - 1).join("")}…` : chars.join("");
		});
		const more = preview.count > shown ? [words.rpc.previewMore(preview.count - shown)] : [];
		return ["", words.rpc.previewOf(i + 1, quoteLine(option.label, RPC_LABEL_CHARS)), ...lines, ...more];
	});
}

/** What the title says about the question's state: its note, and that it is skipped. */
function stateLines(draft: QuestionDraft, words: Locale): string[] {
	const note = draft.note.text.trim();
	return [...(note === "" ? [] : [words.rpc.note(quoteLine(note, RPC_QUOTE_CHARS))]), ...(draft.skipped ? [words.dialog.skipped] : [])];
}

/**
 * The select of question `index`: the headline, "Question 1 of 3 · Choose one", the question's
 * state, any `notices` (a text cut at the field's limit) and the previews in the title; then its
 * options and the dialog's own rows of rows.ts (Other, Done on multi-select, Chat about this, No
 * preference on single-select, Skip, Add a note) as rows.
 */
export function questionPrompt(state: DialogState, index: number, words: Locale, notices: readonly string[] = []): SelectPrompt {
	const { question, draft } = draftOf(state, index);
	const choose = question.multiSelect ? words.dialog.chooseAny : words.dialog.chooseOne;
	const title = [
		headline(question),
		`${words.rpc.questionOf(index + 1, state.questions.length)} · ${choose}`,
		...stateLines(draft, words),
		...notices,
		...previewLines(question, words),
	].join("\n");
	const rows = rowsOf(question);
	const entries: Array<[string, PromptAction]> = [
		...question.options.map((_, i): [string, PromptAction] => [optionText(question, draft, i, true), { kind: "row", row: i }]),
		...ownRowsOf(question.multiSelect, "rpc").map((kind): [string, PromptAction] => [ownRowText(question, draft, kind, words), ownRowAction(rows, kind)]),
	];
	return { title, options: numbered(entries.map(([text]) => text)), actions: entries.map(([, action]) => action) };
}

/**
 * The input for Other or a note on question `index`. Its title repeats the question and its
 * numbered options, so the user types with the choices in view, and says what the field holds now,
 * that an empty answer removes it and that cancelling keeps it.
 */
export function textPrompt(state: DialogState, index: number, field: "other" | "note", words: Locale): InputPrompt {
	const { question, draft } = draftOf(state, index);
	const current = (field === "other" ? draft.other.text : draft.note.text).trim();
	const options = numbered(question.options.map((_, i) => optionText(question, draft, i, question.multiSelect)));
	const title = [
		headline(question),
		...options,
		"",
		field === "other" ? words.rpc.otherTitle(question.multiSelect, draft.selected.some(Boolean)) : words.rpc.noteTitle,
		...(current === "" ? [] : [words.rpc.current(quoteLine(current, RPC_QUOTE_CHARS))]),
	].join("\n");
	return { title, placeholder: field === "other" ? words.rpc.answerPlaceholder : words.rpc.notePlaceholder };
}

/** One question's line on the review: what was chosen, or what became of it. */
function summaryOf(answer: QuestionAnswer, words: Locale): string {
	const parts = answer.selected.map((label) => quoteLine(label, RPC_LABEL_CHARS));
	if (answer.typed !== undefined) parts.push(`${words.rpc.typed(quoteLine(answer.typed, RPC_QUOTE_CHARS))}${words.dialog.typedMark}`);
	if (answer.typedNotChosen !== undefined) parts.push(`${words.rpc.typed(quoteLine(answer.typedNotChosen, RPC_QUOTE_CHARS))}${words.dialog.typedNotChosenMark}`);
	if (answer.selected.length > 0 || answer.typed !== undefined) return parts.join(CHOICE_SEPARATOR);
	return [noChoiceSummary(answer, words), ...parts].join(CHOICE_SEPARATOR);
}

/** What the review says of a question without a choice: handed back, skipped or not answered. */
function noChoiceSummary(answer: QuestionAnswer, words: Locale): string {
	switch (answerStatus(answer)) {
		case "no-preference":
			return words.rows.noPreference;
		case "skipped":
			return words.dialog.skipped;
		default:
			return words.dialog.notAnswered;
	}
}

/**
 * The review select: every question with its answer and note, the tally and any `notices`, in the title; Submit,
 * "Change question N" for each question, and Decline as rows.
 */
export function reviewPrompt(state: DialogState, words: Locale, notices: readonly string[] = []): SelectPrompt {
	const answers = state.questions.map((question, i) => answerOf(question, state.drafts[i] as QuestionDraft));
	const lines = state.questions.flatMap((question, i) => {
		const answer = answers[i] as QuestionAnswer;
		const note = answer.notes === undefined ? [] : [`   ${words.rpc.note(quoteLine(answer.notes, RPC_QUOTE_CHARS))}`];
		return [`${i + 1}. [${quoteLine(question.header, MAX_ECHO_CHARS)}] ${summaryOf(answer, words)}`, ...note];
	});
	const title = [words.dialog.reviewTitle, ...lines, words.rpc.summary(words.tally(tallyAnswers(answers))), ...notices].join("\n");
	const entries: Array<[string, PromptAction]> = [
		[words.rpc.submit, { kind: "submit" }],
		...state.questions.map((question, i): [string, PromptAction] => [words.rpc.change(i + 1, quoteLine(question.header, MAX_ECHO_CHARS)), { kind: "change", question: i }]),
		[words.rpc.decline, { kind: "decline" }],
	];
	return { title, options: numbered(entries.map(([text]) => text)), actions: entries.map(([, action]) => action) };
}

/** A leading row number ("2", "2.", "2. SQLite"); linear, at most three digits read. */
const LEADING_NUMBER = /^\s*(\d{1,3})(?!\d)/;

/**
 * What a reply chose: the row whose text it is, or else the row its leading number names; undefined
 * for anything else (not a string, no such row), which the walker reads as "not understood".
 */
export function actionOf(prompt: SelectPrompt, reply: unknown): PromptAction | undefined {
	if (typeof reply !== "string") return undefined;
	const exact = prompt.options.indexOf(reply);
	if (exact >= 0) return prompt.actions[exact];
	const number = LEADING_NUMBER.exec(reply.slice(0, 16));
	return number === null ? undefined : prompt.actions[Number(number[1]) - 1];
}

/**
 * A reply of any JSON value as it is quoted back, in bounded time and stack: a string by its first
 * MAX_ECHO_CHARS characters, a number or boolean as written, a list or an object by its kind and
 * size only. Never serialized: a list nested 5,000 deep is a 10 KB line pi parses fine, and
 * JSON.stringify of it overflows the stack.
 */
export function describeReply(reply: unknown): string {
	if (typeof reply === "string") return quoteLine(reply, MAX_ECHO_CHARS);
	if (typeof reply === "number" || typeof reply === "boolean" || typeof reply === "bigint") return String(reply);
	if (reply === null) return "null";
	if (Array.isArray(reply)) return `[a list of ${reply.length.toLocaleString("en-US")} items]`;
	if (typeof reply === "object") return "{an object}";
	return `(${typeof reply})`;
}

/**
 * A prompt asked again after a reply it did not understand: the reply quoted back first
 * (describeReply), and what is wanted: a row of a select, text for an input.
 */
export function askedAgain(title: string, reply: unknown, words: Locale, method: "select" | "input" = "select"): string {
	const quoted = describeReply(reply);
	return `${method === "input" ? words.rpc.notText(quoted) : words.rpc.notUnderstood(quoted)}\n\n${title}`;
}
