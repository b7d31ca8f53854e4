/**
 * The arguments of an ask_user_question call, checked before pi's schema check sees them:
 * normalise what providers actually send, then validate everything at once, so the model gets one
 * rejection naming every problem by question number and field instead of a bare schema error. The
 * rejection is a prompt, not a log: it says what to change, and when a question has no real choice,
 * that there is nothing to ask. Pinned by test/ask/validate.test.ts.
 */
import {
	CHECKED_ITEMS,
	MAX_ECHO_CHARS,
	MAX_HEADER_CHARS,
	MAX_OPTIONS,
	MAX_PROBLEMS_PER_KIND,
	MAX_QUESTIONS,
	MAX_REJECTION_CHARS,
	MIN_OPTIONS,
	RECOMMENDED_SUFFIX,
} from "./limits.ts";
import type { Question, QuestionOption } from "./outcome.ts";
import { TOOL_NAME } from "./prompt.ts";
import { LOCALES } from "./locales/index.ts";
import { RESERVED_LABELS, TOLD_ROW_KINDS, TOLD_ROW_LABELS } from "./rows.ts";
import { MAX_COMPARED_CHARS, skeletonKeys } from "../text/confusables.ts";
import { countGraphemes, quoteLine, sanitizeLine, stripTerminalControls } from "../text/sanitize.ts";
import { isRecord, kindOf } from "../text/record.ts";
import { plural } from "../text/plural.ts";

const TOP_FIELDS = ["questions"] as const;
const QUESTION_FIELDS = ["question", "header", "options", "multiSelect"] as const;
const OPTION_FIELDS = ["label", "description", "preview"] as const;

type JsonObject = Record<string, unknown>;

/**
 * Whether a value is what providers put into optional fields nobody asked for (false, "", 0, null,
 * [], {}). Such values carry no intent, so they are dropped silently instead of rejected.
 */
export function isNeutralValue(value: unknown): boolean {
	if (value === false || value === "" || value === 0 || value === null || value === undefined) return true;
	if (Array.isArray(value)) return value.length === 0;
	if (isRecord(value)) return Object.keys(value).length === 0;
	return false;
}

/** Drops neutral values from fields outside `known`; keeps everything else for the validator to judge. */
function dropNeutralExtras(object: JsonObject, known: readonly string[]): JsonObject {
	const kept: JsonObject = {};
	for (const [key, value] of Object.entries(object)) {
		if (!known.includes(key) && isNeutralValue(value)) continue;
		kept[key] = value;
	}
	return kept;
}

/** Parses a JSON string that should have been a structured value; returns the input when it is not one. */
function parseIfJsonText(value: unknown): unknown {
	if (typeof value !== "string") return value;
	const text = value.trim();
	if (!text.startsWith("[") && !text.startsWith("{")) return value;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return value;
	}
}

/** A list that can be read item by item cheaply: no holes, and no longer than the validator reads. */
function isCheckableList(value: unknown): value is unknown[] {
	return Array.isArray(value) && value.length <= CHECKED_ITEMS && !hasHoles(value);
}

/** Whether a list has missing items (`[a, , b]`), which JSON cannot express and JavaScript can. */
function hasHoles(list: readonly unknown[]): boolean {
	for (let i = 0; i < list.length; i++) if (!(i in list)) return true;
	return false;
}

function normalizeOption(option: unknown): unknown {
	if (!isRecord(option)) return option;
	const o = dropNeutralExtras(option, OPTION_FIELDS);
	if (o.preview === "" || o.preview === null) delete o.preview;
	return o;
}

function normalizeQuestion(question: unknown): unknown {
	if (!isRecord(question)) return question;
	const q = dropNeutralExtras(question, QUESTION_FIELDS);
	if (q.multiSelect === undefined || q.multiSelect === null || q.multiSelect === "") q.multiSelect = false;
	if (q.multiSelect === "true") q.multiSelect = true;
	if (q.multiSelect === "false") q.multiSelect = false;
	const options = parseIfJsonText(q.options);
	q.options = isCheckableList(options) ? options.map(normalizeOption) : options;
	return q;
}

/**
 * Normalises raw tool arguments the way providers actually send them, before any check: strips
 * neutral values from unknown fields at every level, treats an empty `preview` as absent, reads a
 * missing or neutral `multiSelect` as false, and parses `questions`/`options` sent as JSON text.
 * Anything it cannot make sense of (including lists too long or with holes) is passed on unchanged,
 * so the validator can name it.
 */
export function normalizeArguments(raw: unknown): unknown {
	const parsed = parseIfJsonText(raw);
	if (!isRecord(parsed)) return parsed;
	const top = dropNeutralExtras(parsed, TOP_FIELDS);
	const questions = parseIfJsonText(top.questions);
	return { ...top, questions: isCheckableList(questions) ? questions.map(normalizeQuestion) : questions };
}

/** The kinds of problem a call can have, in the order a rejection lists them. */
export type ProblemKind =
	| "single-option"
	| "too-many-options"
	| "too-many-questions"
	| "duplicate-label"
	| "reserved-label"
	| "empty"
	| "header-too-long"
	| "preview-on-multiselect"
	| "wrong-type"
	| "unknown-field";

const PROBLEM_ORDER: readonly ProblemKind[] = [
	"single-option",
	"too-many-options",
	"too-many-questions",
	"duplicate-label",
	"reserved-label",
	"empty",
	"header-too-long",
	"preview-on-multiselect",
	"wrong-type",
	"unknown-field",
];

/** One problem: where it is (question and option numbered from 1, and the field) and what is wrong. */
export interface Problem {
	kind: ProblemKind;
	/** e.g. "question 2, option 3, label", "question 1, options" or "questions". */
	where: string;
	message: string;
}

/** Valid questions, or every problem found (and how many more were only counted). */
export type Validation =
	| { ok: true; questions: Question[] }
	/** `more`: problems found beyond MAX_PROBLEMS_PER_KIND of a kind, counted but not kept. */
	| { ok: false; problems: Problem[]; more: number };

/**
 * The problems of one call, at most MAX_PROBLEMS_PER_KIND of each kind (the rest only counted), so
 * a call with a million unknown fields costs a count, not a million messages, and a problem of an
 * earlier kind is never crowded out by many of a later one.
 */
class ProblemList {
	private readonly kept: Problem[] = [];
	private readonly perKind = new Map<ProblemKind, number>();
	more = 0;

	add(kind: ProblemKind, where: string, message: string): void {
		const count = this.perKind.get(kind) ?? 0;
		if (count >= MAX_PROBLEMS_PER_KIND) {
			this.more++;
			return;
		}
		this.perKind.set(kind, count + 1);
		this.kept.push({ kind, where, message });
	}

	get empty(): boolean {
		return this.kept.length === 0 && this.more === 0;
	}

	/** The problems in PROBLEM_ORDER, in the order found within a kind. */
	sorted(): Problem[] {
		return this.kept
			.map((problem, index) => ({ problem, index }))
			.sort((a, b) => PROBLEM_ORDER.indexOf(a.problem.kind) - PROBLEM_ORDER.indexOf(b.problem.kind) || a.index - b.index)
			.map(({ problem }) => problem);
	}
}

/** Where a field is, as the user sees the dialog: questions and options numbered from 1. */
function where(question: number | undefined, field: string, option?: number): string {
	const parts = [question === undefined ? undefined : `question ${question + 1}`, option === undefined ? undefined : `option ${option + 1}`, field];
	return parts.filter((part) => part !== undefined && part !== "").join(", ");
}

/** A value the model wrote, quoted back in a rejection: one line, at most MAX_ECHO_CHARS characters. */
function echo(value: string): string {
	return `"${quoteLine(value, MAX_ECHO_CHARS)}"`;
}

function checkUnknownFields(object: JsonObject, known: readonly string[], at: (field: string) => string, problems: ProblemList): void {
	for (const key of Object.keys(object)) {
		if (known.includes(key)) continue;
		const name = key.length <= MAX_ECHO_CHARS && /^[A-Za-z_$][\w$]*$/.test(key) ? key : echo(key);
		problems.add("unknown-field", at(name), `${echo(key)} is not a field ${TOOL_NAME} accepts here; the accepted fields are ${known.join(", ")}. Remove it.`);
	}
}

/**
 * A text field: present, a string, and with something a person can see once terminal controls and
 * invisible characters are removed (a label of only "\u200b" is empty). Returns the text trimmed,
 * a preview only at its end: its leading spaces are part of the first line's indentation.
 */
function checkText(object: JsonObject, field: string, at: string, problems: ProblemList, required: boolean): string | undefined {
	const value = object[field];
	if (value === undefined) {
		if (required) problems.add("wrong-type", at, "missing; give it as text.");
		return undefined;
	}
	if (typeof value !== "string") {
		problems.add("wrong-type", at, `is ${kindOf(value)}; give it as text.`);
		return undefined;
	}
	if (value.trim() === "") {
		problems.add("empty", at, "is empty; write it out.");
		return undefined;
	}
	if (sanitizeLine(value).trim() === "") {
		problems.add("empty", at, "has nothing a person can see (only invisible or control characters); write it out.");
		return undefined;
	}
	return field === "preview" ? withoutBlankLeadingLines(value).trimEnd() : value.trim();
}

/** The text from its first line with something on it: blank lines before it dropped, that line's indentation kept. */
function withoutBlankLeadingLines(text: string): string {
	let start = 0;
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (char === "\n") start = i + 1;
		else if (char !== " " && char !== "\t" && char !== "\r") break;
	}
	return text.slice(start);
}

/**
 * Look-alike keys (skeletonKeys) with the " (Recommended)" marker set aside, each tagged with its
 * order ("0:…", "1:…") so one map holds both and a key only meets the same kind of key.
 */
function keysWithoutSuffix(label: string, suffix: string, trim: boolean): string[] {
	const suffixKeys = skeletonKeys(suffix);
	return skeletonKeys(label).map((key, i) => {
		const end = suffixKeys[i] ?? "";
		const bare = end !== "" && key.endsWith(end) ? key.slice(0, -end.length) : key;
		return `${i}:${trim ? bare.trim() : bare}`;
	});
}

/** A label without the " (Recommended)" marker, as look-alike keys (skeletonKeys: case and other scripts too). */
function labelKeys(label: string): string[] {
	return keysWithoutSuffix(label, RECOMMENDED_SUFFIX, true);
}

/**
 * The keys under which a label reads like one of the dialog's own rows: its letters and digits only,
 * so "No preference - you decide", "Chat  about this" and "Other:" all meet their row.
 */
function lookAlikeKeys(label: string): string[] {
	// Letters are told from punctuation before the skeleton, which maps some dashes to letters ("—" to "ー").
	const letters = (text: string) => stripTerminalControls(text.normalize("NFKC")).replace(/[^\p{L}\p{N}]+/gu, "");
	return keysWithoutSuffix(letters(label.slice(0, MAX_COMPARED_CHARS)), letters(RECOMMENDED_SUFFIX), false);
}

/**
 * The dialog's own rows the model is told of (rows.ts) as every language table shows them, each
 * also without its words after a dash ("没有偏好"): in a Chinese dialog an option "其他" would sit
 * beside the dialog's own "其他".
 * One list whatever the user's language, so a call is accepted or rejected the same way everywhere.
 */
const SHOWN_ROW_LABELS = Object.values(LOCALES).flatMap(({ rows }) =>
	TOLD_ROW_KINDS.map((kind) => rows[kind]).flatMap((label) => [label, label.split(" — ")[0] ?? label]),
);

const RESERVED_KEYS = new Map<string, string>(
	[...RESERVED_LABELS, ...SHOWN_ROW_LABELS].flatMap((label) => lookAlikeKeys(label).map((key): [string, string] => [key, label])),
);

function checkOption(raw: unknown, qi: number, oi: number, problems: ProblemList): QuestionOption | undefined {
	if (!isRecord(raw)) {
		problems.add("wrong-type", where(qi, "", oi), `is ${kindOf(raw)}; give each option as {label, description}.`);
		return undefined;
	}
	checkUnknownFields(raw, OPTION_FIELDS, (field) => where(qi, field, oi), problems);
	const label = checkText(raw, "label", where(qi, "label", oi), problems, true);
	const description = checkText(raw, "description", where(qi, "description", oi), problems, true);
	const preview = raw.preview === undefined ? undefined : checkText(raw, "preview", where(qi, "preview", oi), problems, false);
	if (label === undefined || description === undefined) return undefined;
	return preview === undefined ? { label, description } : { label, description, preview };
}

/**
 * Labels compared as a person reads them (see skeletonKeys, and " (Recommended)" set aside): a
 * repeat of an earlier option, or a look-alike of one of the dialog's own rows, is rejected.
 */
function checkLabels(options: readonly (QuestionOption | undefined)[], qi: number, multiSelect: boolean, problems: ProblemList): void {
	const seen = new Map<string, number>();
	options.forEach((option, oi) => {
		if (option === undefined) return;
		const keys = labelKeys(option.label);
		const first = keys.map((key) => seen.get(key)).find((index) => index !== undefined);
		if (first !== undefined) {
			problems.add(
				"duplicate-label",
				where(qi, "label", oi),
				`${echo(option.label)} repeats option ${first + 1}'s label (labels are compared as a person reads them: ignoring case, width, spacing, invisible characters and look-alike letters of other scripts). Give each option a distinct label.`,
			);
		} else for (const key of keys) seen.set(key, oi);
		const reserved = lookAlikeKeys(option.label)
			.map((key) => RESERVED_KEYS.get(key))
			.find((label) => label !== undefined);
		if (reserved !== undefined) {
			problems.add(
				"reserved-label",
				where(qi, "label", oi),
				`${echo(option.label)} reads like "${reserved}", a row the dialog adds by itself (${TOLD_ROW_LABELS.join(", ")}). Remove this option.`,
			);
		}
		if (multiSelect && option.preview !== undefined) {
			problems.add(
				"preview-on-multiselect",
				where(qi, "preview", oi),
				"previews show one focused option at a time, so they work on single-select questions only. Drop the preview or make the question single-select.",
			);
		}
	});
}

/** The header: text, and at most MAX_HEADER_CHARS characters as the user sees them (graphemes after cleaning). */
function checkHeader(raw: JsonObject, qi: number, problems: ProblemList): string | undefined {
	const header = checkText(raw, "header", where(qi, "header"), problems, true);
	if (header === undefined) return undefined;
	const shown = countGraphemes(sanitizeLine(header).trim(), MAX_HEADER_CHARS);
	if (shown > MAX_HEADER_CHARS) {
		problems.add(
			"header-too-long",
			where(qi, "header"),
			`${echo(header)} has more than ${MAX_HEADER_CHARS} characters as the user sees them; the chip holds at most ${MAX_HEADER_CHARS}. Shorten it to a word or two.`,
		);
	}
	return header;
}

/** The options list of one question: a list of MIN_OPTIONS to MAX_OPTIONS, each one checked. */
function checkOptions(raw: JsonObject, qi: number, multiSelect: boolean, problems: ProblemList): QuestionOption[] | undefined {
	const list = raw.options;
	if (!Array.isArray(list)) {
		const message =
			list === undefined
				? `missing; give ${MIN_OPTIONS} to ${MAX_OPTIONS} options as {label, description}.`
				: `is ${kindOf(list)}; give a list of ${MIN_OPTIONS} to ${MAX_OPTIONS} options.`;
		problems.add("wrong-type", where(qi, "options"), message);
		return undefined;
	}
	if (list.length < MIN_OPTIONS) {
		problems.add(
			"single-option",
			where(qi, "options"),
			list.length === 0
				? "has no options, so there is nothing to choose. Do not retry this question and do not invent options to fill it: state the approach you are taking in your reply and continue."
				: "has a single option, and a single option has no decision in it. Do not retry this question and do not invent a filler option: state that path as the approach you are taking in your reply and continue.",
		);
	}
	if (list.length > MAX_OPTIONS) {
		problems.add(
			"too-many-options",
			where(qi, "options"),
			`has ${list.length} options; the most is ${MAX_OPTIONS}. Keep the ${MAX_OPTIONS} that matter most (the user can still type their own answer under Other).`,
		);
	}
	if (!isCheckableList(list)) {
		if (list.length <= CHECKED_ITEMS) problems.add("wrong-type", where(qi, "options"), "has missing items; give every option as {label, description}.");
		return undefined;
	}
	const options = list.map((option, oi) => checkOption(option, qi, oi, problems));
	checkLabels(options, qi, multiSelect, problems);
	return options.every((option) => option !== undefined) ? options : undefined;
}

function checkQuestion(raw: unknown, qi: number, problems: ProblemList): Question | undefined {
	if (!isRecord(raw)) {
		problems.add("wrong-type", where(qi, ""), `is ${kindOf(raw)}; give each question as {question, header, options, multiSelect}.`);
		return undefined;
	}
	checkUnknownFields(raw, QUESTION_FIELDS, (field) => where(qi, field), problems);
	const question = checkText(raw, "question", where(qi, "question"), problems, true);
	const header = checkHeader(raw, qi, problems);
	const multiSelect = typeof raw.multiSelect === "boolean" ? raw.multiSelect : undefined;
	if (multiSelect === undefined) problems.add("wrong-type", where(qi, "multiSelect"), "give it as true or false.");
	const options = checkOptions(raw, qi, multiSelect ?? false, problems);
	if (question === undefined || header === undefined || options === undefined || multiSelect === undefined) return undefined;
	return { question, header, options, multiSelect };
}

/**
 * Validates normalised arguments and reports every problem at once, each naming its question
 * and option (numbered from 1, as the user sees them) and field. Problems are sorted by kind so the
 * one that changes the model's plan (a question with fewer than two options: no decision to ask
 * about) comes first. The work is bounded by CHECKED_ITEMS and MAX_PROBLEMS_PER_KIND whatever the
 * size of the call, and it never throws.
 */
export function validateArguments(args: unknown): Validation {
	const problems = new ProblemList();
	if (!isRecord(args)) {
		problems.add("wrong-type", "arguments", `are ${kindOf(args)}; give an object {questions: [...]}.`);
		return { ok: false, problems: problems.sorted(), more: 0 };
	}
	checkUnknownFields(args, TOP_FIELDS, (field) => field, problems);
	const list = args.questions;
	if (!Array.isArray(list) || list.length === 0) {
		const none = list === undefined || Array.isArray(list);
		problems.add(
			none ? "empty" : "wrong-type",
			"questions",
			none ? `no questions given; give 1 to ${MAX_QUESTIONS}.` : `is ${kindOf(list)}; give a list of 1 to ${MAX_QUESTIONS} questions.`,
		);
		return { ok: false, problems: problems.sorted(), more: problems.more };
	}
	if (list.length > MAX_QUESTIONS) {
		problems.add(
			"too-many-questions",
			"questions",
			`has ${list.length} questions; the most is ${MAX_QUESTIONS} per call. Ask the ${MAX_QUESTIONS} that block you now and the rest once they are answered.`,
		);
	}
	const checkable = isCheckableList(list);
	if (!checkable && list.length <= CHECKED_ITEMS) problems.add("wrong-type", "questions", "has missing items; give every question as an object.");
	const questions = checkable ? list.map((question, qi) => checkQuestion(question, qi, problems)) : [];
	if (!problems.empty) return { ok: false, problems: problems.sorted(), more: problems.more };
	return { ok: true, questions: questions as Question[] };
}

/** The closing line of a rejection: what to do next, given which problems there are. */
function rejectionAdvice(problems: readonly Problem[], total: number): string {
	const singles = problems.filter((problem) => problem.kind === "single-option").length;
	if (singles === total) return "There is no decision to put to the user here. Continue with that approach and mention it in one line.";
	if (singles > 0) {
		return `Drop the question${singles === 1 ? "" : "s"} without a real choice, fix the rest, and call ${TOOL_NAME} again only if a real decision remains.`;
	}
	return `Fix ${total === 1 ? "it" : "all of them"} and call ${TOOL_NAME} again.`;
}

/**
 * The message that answers a bad call: every problem numbered, then what to do. When every problem
 * is a question without a real choice, it steers away from retrying (the model should decide and
 * move on); otherwise it asks for one corrected call. It stays under MAX_REJECTION_CHARS: problems
 * that do not fit (and those only counted, `more`) are summed up as "… and N more problems".
 */
export function formatRejection(problems: readonly Problem[], more = 0): string {
	const total = problems.length + more;
	const head = `${TOOL_NAME} was not shown to the user: ${plural(total, "problem")} in the call.`;
	const advice = rejectionAdvice(problems, total);
	const tail = (left: number) => `… and ${plural(left, "more problem")} of the same kinds; fix those above first.`;
	// Room for the head, the advice and the "more" line, whichever problems are cut.
	let room = MAX_REJECTION_CHARS - head.length - advice.length - tail(total).length - 3;
	const lines = [head];
	for (const [i, problem] of problems.entries()) {
		const line = `${i + 1}. ${problem.where}: ${problem.message}`;
		if (line.length + 1 > room) break;
		room -= line.length + 1;
		lines.push(line);
	}
	const left = total - (lines.length - 1);
	if (left > 0) lines.push(tail(left));
	lines.push(advice);
	return lines.join("\n");
}
