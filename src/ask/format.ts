/**
 * The two texts of ask_user_question that answer a call: the rejection of a bad call and the
 * result of a finished dialog. Both are prompts, not logs: each says what happened and what the
 * model does next. Their sentences are a contract pinned verbatim by test/ask/format.test.ts.
 *
 * Also the argument pipeline that runs before pi's schema check: normalise what providers send,
 * then validate everything at once, so the model gets one message naming every problem.
 */
import {
	MAX_HEADER_CHARS,
	MAX_OPTIONS,
	MAX_QUESTIONS,
	MAX_TYPED_CHARS_IN_RESULT,
	MIN_OPTIONS,
	RECOMMENDED_SUFFIX,
	RESERVED_LABELS,
} from "./limits.ts";
import {
	answerStatus,
	emptyAnswer,
	type AskDetails,
	type AttachedImage,
	type DialogOutcome,
	type Question,
	type QuestionAnswer,
	type QuestionOption,
} from "./outcome.ts";
import { TOOL_NAME } from "./prompt.ts";

// ---------------------------------------------------------------------------------------------
// Arguments: normalisation and validation
// ---------------------------------------------------------------------------------------------

const TOP_FIELDS = ["questions"] as const;
const QUESTION_FIELDS = ["question", "header", "options", "multiSelect"] as const;
const OPTION_FIELDS = ["label", "description", "preview"] as const;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether a value is what providers put into optional fields nobody asked for (false, "", 0, null,
 * [], {}). Such values carry no intent, so they are dropped silently instead of rejected.
 */
export function isNeutralValue(value: unknown): boolean {
	if (value === false || value === "" || value === 0 || value === null || value === undefined) return true;
	if (Array.isArray(value)) return value.length === 0;
	if (isObject(value)) return Object.keys(value).length === 0;
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

/**
 * Normalises raw tool arguments the way providers actually send them, before any check: strips
 * neutral values from unknown fields at every level, treats an empty `preview` as absent, reads a
 * missing or neutral `multiSelect` as false, and parses `questions`/`options` sent as JSON text.
 * Anything it cannot make sense of is passed on unchanged, so the validator can name it.
 */
export function normalizeArguments(raw: unknown): unknown {
	const parsed = parseIfJsonText(raw);
	if (!isObject(parsed)) return parsed;
	const top = dropNeutralExtras(parsed, TOP_FIELDS);
	const questions = parseIfJsonText(top.questions);
	if (!Array.isArray(questions)) return { ...top, questions };
	return {
		...top,
		questions: questions.map((question: unknown) => {
			if (!isObject(question)) return question;
			const q = dropNeutralExtras(question, QUESTION_FIELDS);
			if (q.multiSelect === undefined || q.multiSelect === null || q.multiSelect === "") q.multiSelect = false;
			if (q.multiSelect === "true") q.multiSelect = true;
			if (q.multiSelect === "false") q.multiSelect = false;
			const options = parseIfJsonText(q.options);
			q.options = Array.isArray(options)
				? options.map((option: unknown) => {
						if (!isObject(option)) return option;
						const o = dropNeutralExtras(option, OPTION_FIELDS);
						if (o.preview === "" || o.preview === null) delete o.preview;
						return o;
					})
				: options;
			return q;
		}),
	};
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

/** One problem: where it is (question number and field) and what is wrong with it. */
export interface Problem {
	kind: ProblemKind;
	/** e.g. "question 2, options" or "questions". */
	where: string;
	message: string;
}

export type Validation = { ok: true; questions: Question[] } | { ok: false; problems: Problem[] };

function where(questionIndex: number | undefined, field: string): string {
	return questionIndex === undefined ? field : `question ${questionIndex + 1}, ${field}`;
}

function foldLabel(label: string): string {
	return label.trim().toLowerCase();
}

const RESERVED_FOLDED = new Set<string>([...RESERVED_LABELS, "Chat", "No preference"].map(foldLabel));

function unknownFieldProblems(object: JsonObject, known: readonly string[], at: (field: string) => string): Problem[] {
	return Object.keys(object)
		.filter((key) => !known.includes(key))
		.map((key) => ({
			kind: "unknown-field" as const,
			where: at(/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)),
			message: `"${key}" is not a field ${TOOL_NAME} accepts here; the accepted fields are ${known.join(", ")}. Remove it.`,
		}));
}

function stringField(
	object: JsonObject,
	field: string,
	at: string,
	problems: Problem[],
	required: boolean,
): string | undefined {
	const value = object[field];
	if (value === undefined) {
		if (required) problems.push({ kind: "wrong-type", where: at, message: `missing; give it as text.` });
		return undefined;
	}
	if (typeof value !== "string") {
		problems.push({ kind: "wrong-type", where: at, message: `is ${describeType(value)}; give it as text.` });
		return undefined;
	}
	if (value.trim() === "") {
		problems.push({ kind: "empty", where: at, message: "is empty; write it out." });
		return undefined;
	}
	return value.trim();
}

function describeType(value: unknown): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "a list";
	if (typeof value === "object") return "an object";
	return `a ${typeof value}`;
}

function validateOption(raw: unknown, qi: number, oi: number, problems: Problem[]): QuestionOption | undefined {
	const at = (field: string) => where(qi, `options[${oi}].${field}`);
	if (!isObject(raw)) {
		problems.push({
			kind: "wrong-type",
			where: where(qi, `options[${oi}]`),
			message: `is ${describeType(raw)}; give each option as {label, description}.`,
		});
		return undefined;
	}
	problems.push(...unknownFieldProblems(raw, OPTION_FIELDS, at));
	const label = stringField(raw, "label", at("label"), problems, true);
	const description = stringField(raw, "description", at("description"), problems, true);
	const preview = raw.preview === undefined ? undefined : stringField(raw, "preview", at("preview"), problems, false);
	if (label === undefined || description === undefined) return undefined;
	return preview === undefined ? { label, description } : { label, description, preview };
}

function validateQuestion(raw: unknown, qi: number, problems: Problem[]): Question | undefined {
	if (!isObject(raw)) {
		problems.push({
			kind: "wrong-type",
			where: `question ${qi + 1}`,
			message: `is ${describeType(raw)}; give each question as {question, header, options, multiSelect}.`,
		});
		return undefined;
	}
	problems.push(...unknownFieldProblems(raw, QUESTION_FIELDS, (field) => where(qi, field)));
	const question = stringField(raw, "question", where(qi, "question"), problems, true);
	const header = stringField(raw, "header", where(qi, "header"), problems, true);
	if (header !== undefined && [...header].length > MAX_HEADER_CHARS) {
		problems.push({
			kind: "header-too-long",
			where: where(qi, "header"),
			message: `"${header}" has ${[...header].length} characters; the chip holds at most ${MAX_HEADER_CHARS}. Shorten it to a word or two.`,
		});
	}
	let multiSelect = false;
	if (typeof raw.multiSelect === "boolean") multiSelect = raw.multiSelect;
	else problems.push({ kind: "wrong-type", where: where(qi, "multiSelect"), message: "give it as true or false." });

	if (!Array.isArray(raw.options)) {
		problems.push({
			kind: "wrong-type",
			where: where(qi, "options"),
			message:
				raw.options === undefined
					? `missing; give ${MIN_OPTIONS} to ${MAX_OPTIONS} options as {label, description}.`
					: `is ${describeType(raw.options)}; give a list of ${MIN_OPTIONS} to ${MAX_OPTIONS} options.`,
		});
		return undefined;
	}
	const rawOptions: unknown[] = raw.options;
	if (rawOptions.length < MIN_OPTIONS) {
		problems.push({
			kind: "single-option",
			where: where(qi, "options"),
			message:
				rawOptions.length === 0
					? "has no options, so there is nothing to choose. Do not retry this question and do not invent options to fill it: state the approach you are taking in your reply and continue."
					: "has a single option, and a single option has no decision in it. Do not retry this question and do not invent a filler option: state that path as the approach you are taking in your reply and continue.",
		});
	}
	if (rawOptions.length > MAX_OPTIONS) {
		problems.push({
			kind: "too-many-options",
			where: where(qi, "options"),
			message: `has ${rawOptions.length} options; the most is ${MAX_OPTIONS}. Keep the ${MAX_OPTIONS} that matter most (the user can still type their own answer under Other).`,
		});
	}
	const options = rawOptions.map((option, oi) => validateOption(option, qi, oi, problems));
	const seen = new Map<string, number>();
	options.forEach((option, oi) => {
		if (option === undefined) return;
		const folded = foldLabel(option.label);
		const first = seen.get(folded);
		if (first !== undefined) {
			problems.push({
				kind: "duplicate-label",
				where: where(qi, `options[${oi}].label`),
				message: `"${option.label}" repeats option ${first + 1}'s label (labels are compared trimmed and ignoring case). Give each option a distinct label.`,
			});
		} else seen.set(folded, oi);
		const bare = folded.endsWith(foldLabel(RECOMMENDED_SUFFIX))
			? folded.slice(0, -foldLabel(RECOMMENDED_SUFFIX).length).trim()
			: folded;
		if (RESERVED_FOLDED.has(bare)) {
			problems.push({
				kind: "reserved-label",
				where: where(qi, `options[${oi}].label`),
				message: `"${option.label}" is a row the dialog adds by itself (${RESERVED_LABELS.join(", ")}). Remove this option.`,
			});
		}
		if (multiSelect && option.preview !== undefined) {
			problems.push({
				kind: "preview-on-multiselect",
				where: where(qi, `options[${oi}].preview`),
				message: "previews show one focused option at a time, so they work on single-select questions only. Drop the preview or make the question single-select.",
			});
		}
	});
	if (question === undefined || header === undefined) return undefined;
	if (options.some((option) => option === undefined)) return undefined;
	return { question, header, options: options as QuestionOption[], multiSelect };
}

/**
 * Validates normalised arguments and reports every problem at once, each naming its question
 * number and field. Problems are sorted by kind so the one that changes the model's plan (a
 * question with fewer than two options: no decision to ask about) comes first. Never throws.
 */
export function validateArguments(args: unknown): Validation {
	const problems: Problem[] = [];
	if (!isObject(args)) {
		problems.push({
			kind: "wrong-type",
			where: "arguments",
			message: `are ${describeType(args)}; give an object {questions: [...]}.`,
		});
		return { ok: false, problems };
	}
	problems.push(...unknownFieldProblems(args, TOP_FIELDS, (field) => field));
	const rawQuestions = args.questions;
	if (!Array.isArray(rawQuestions) || rawQuestions.length === 0) {
		problems.push({
			kind: rawQuestions === undefined || Array.isArray(rawQuestions) ? "empty" : "wrong-type",
			where: "questions",
			message:
				rawQuestions === undefined || Array.isArray(rawQuestions)
					? `no questions given; give 1 to ${MAX_QUESTIONS}.`
					: `is ${describeType(rawQuestions)}; give a list of 1 to ${MAX_QUESTIONS} questions.`,
		});
		return { ok: false, problems: sortProblems(problems) };
	}
	if (rawQuestions.length > MAX_QUESTIONS) {
		problems.push({
			kind: "too-many-questions",
			where: "questions",
			message: `has ${rawQuestions.length} questions; the most is ${MAX_QUESTIONS} per call. Ask the ${MAX_QUESTIONS} that block you now and the rest once they are answered.`,
		});
	}
	const questions = rawQuestions.map((question, qi) => validateQuestion(question, qi, problems));
	if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
	return { ok: true, questions: questions as Question[] };
}

function sortProblems(problems: Problem[]): Problem[] {
	return problems
		.map((problem, index) => ({ problem, index }))
		.sort((a, b) => PROBLEM_ORDER.indexOf(a.problem.kind) - PROBLEM_ORDER.indexOf(b.problem.kind) || a.index - b.index)
		.map(({ problem }) => problem);
}

/**
 * The message that answers a bad call. When every problem is a question without a real choice,
 * it steers away from retrying (the model should decide and move on); otherwise it asks for one
 * corrected call.
 */
export function formatRejection(problems: readonly Problem[]): string {
	const lines = [
		`${TOOL_NAME} was not shown to the user: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} in the call.`,
		...problems.map((problem, i) => `${i + 1}. ${problem.where}: ${problem.message}`),
	];
	const singles = problems.filter((problem) => problem.kind === "single-option");
	if (singles.length === problems.length) {
		lines.push("There is no decision to put to the user here. Continue with that approach and mention it in one line.");
	} else if (singles.length > 0) {
		lines.push(
			`Drop the question${singles.length === 1 ? "" : "s"} without a real choice, fix the rest, and call ${TOOL_NAME} again only if a real decision remains.`,
		);
	} else {
		lines.push(`Fix ${problems.length === 1 ? "it" : "all of them"} and call ${TOOL_NAME} again.`);
	}
	return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** The sentences results are built from; tests pin each one verbatim. */
export const SENTENCES = {
	unavailable:
		"No one can answer a dialog here: pi is running without an interactive terminal (print, JSON or RPC mode). Ask in your reply instead, with the question and its options written out, and continue with what does not depend on the answer.",
	allAnswered: (n: number) => (n === 1 ? "The user answered the question." : `The user answered all ${n} questions.`),
	someAnswered: (k: number, n: number) => `The user submitted answers to ${k} of ${n} questions.`,
	noneAnswered: (n: number) =>
		n === 1 ? "The user submitted without answering the question." : `The user submitted without answering any of the ${n} questions.`,
	idle: (seconds: number) =>
		`No key was pressed for ${formatDuration(seconds)}, so the dialog continued on its own with what was selected.`,
	idleEmpty: (seconds: number) =>
		`No key was pressed for ${formatDuration(seconds)}, so the dialog continued on its own with nothing selected: the user is probably away.`,
	declined: "The user dismissed the dialog without submitting.",
	interrupted: "The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
	chat: (n: number) => `The user chose "Chat about this" on question ${n} instead of answering.`,
	actOnAnswers: "Act on these answers now.",
	typed: "A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
	notesOnly: "A note without a choice is context, not a vote: use it, and treat that question as still open.",
	left: (numbers: string) =>
		`${numbers} left open on purpose: the answer is withheld, so do not fill the gap with your own preference. Go ahead with what is decided and ask about the rest in your reply if you need it.`,
	away: (numbers: string) =>
		`${numbers} not answered: the user was away, so this is no decision either way. Do not settle it on your own where that is hard to undo; ask about it in your reply.`,
	noPreference: (numbers: string) =>
		`${numbers}: the user has no preference and hands the choice to you. Decide, and say in one line which option you took.`,
	declinedNext:
		"Continue with your best judgment and say what you assumed, or ask differently in your reply (fewer or clearer options). Do not reopen the same dialog.",
	chatNext:
		"This is not a refusal: they want to talk it through. Reply in conversation: lay out the options and their trade-offs, answer their concerns, and ask again once it settles.",
	chatOthersStand: "Their answers to the other questions below stand; ask again only about what is still open.",
	idleNext:
		"Treat these selections as a weak signal, not consent: go ahead only with choices that are easy to undo, and confirm the rest in your reply.",
	interruptedNext:
		"Do not carry on with the task by yourself: follow the user's next message. What they had entered is not a final answer.",
	entered: "What the user had entered:",
	nothingEntered: "Nothing had been entered.",
	cut: (limit: number) => `Long text was cut to ${limit.toLocaleString("en-US")} characters; ask the user for the rest if you need it.`,
	typedMark: "(typed by the user, not one of your options)",
	notesOnlyMark: "(notes only)",
	skippedMark: "skipped by the user",
	unansweredMark: "no answer",
	noPreferenceMark: "No preference — you decide",
	recommendedTaken: "(your recommended option)",
	recommendedNotTaken: (label: string) => `(you recommended "${label}")`,
	images: (n: number) =>
		n === 1
			? "The user attached 1 image, included after this text:"
			: `The user attached ${n} images, included after this text in that order:`,
} as const;

function formatDuration(seconds: number): string {
	if (seconds % 60 === 0) {
		const minutes = seconds / 60;
		return minutes === 1 ? "1 minute" : `${minutes} minutes`;
	}
	return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

/** A label without the " (Recommended)" marker, for comparing and quoting. */
export function bareLabel(label: string): string {
	return label.endsWith(RECOMMENDED_SUFFIX) ? label.slice(0, -RECOMMENDED_SUFFIX.length) : label;
}

/** The option the model recommended in a question, if it marked one. */
export function recommendedOption(question: Question): QuestionOption | undefined {
	return question.options.find((option) => option.label.endsWith(RECOMMENDED_SUFFIX));
}

/** Quotes user text for the model, cut at the result limit. Returns the quote and whether it was cut. */
function quote(text: string): { text: string; cut: boolean } {
	const chars = [...text];
	if (chars.length <= MAX_TYPED_CHARS_IN_RESULT) return { text: JSON.stringify(text), cut: false };
	const kept = chars.slice(0, MAX_TYPED_CHARS_IN_RESULT).join("");
	return {
		text: `${JSON.stringify(kept)} […${(chars.length - MAX_TYPED_CHARS_IN_RESULT).toLocaleString("en-US")} more characters cut]`,
		cut: true,
	};
}

function numberList(indexes: number[]): string {
	const numbers = indexes.map((i) => String(i + 1));
	if (numbers.length === 1) return `Question ${numbers[0]}`;
	return `Questions ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/** The answer line(s) of one question; `cut` reports whether user text was shortened. */
function answerLines(question: Question, answer: QuestionAnswer, index: number): { lines: string[]; cut: boolean } {
	let cut = false;
	const lines = [`${index + 1}. [${question.header}] ${question.question}`];
	const status = answerStatus(answer);
	const parts: string[] = [];
	if (answer.selected.length > 0) parts.push(answer.selected.join(", "));
	if (answer.typed !== undefined) {
		const typed = quote(answer.typed);
		cut ||= typed.cut;
		parts.push(`${typed.text} ${SENTENCES.typedMark}`);
	}
	let choice: string;
	if (status === "answered") choice = parts.join("; ");
	else if (status === "no-preference") choice = SENTENCES.noPreferenceMark;
	else if (status === "skipped") choice = SENTENCES.skippedMark;
	else if (status === "notes-only") choice = SENTENCES.notesOnlyMark;
	else choice = SENTENCES.unansweredMark;
	// Whether the user took the model's own pick, said on every question that had one.
	const recommended = recommendedOption(question);
	if (recommended) {
		choice += answer.selected.includes(recommended.label)
			? ` ${SENTENCES.recommendedTaken}`
			: ` ${SENTENCES.recommendedNotTaken(bareLabel(recommended.label))}`;
	}
	lines.push(`   → ${choice}`);
	if (answer.notes !== undefined) {
		const notes = quote(answer.notes);
		cut ||= notes.cut;
		lines.push(`   Note: ${notes.text}`);
	}
	return { lines, cut };
}

/** The result of a finished dialog: the text the model reads, then the attached images in order. */
export interface FormattedResult {
	text: string;
	images: AttachedImage[];
}

/**
 * Turns a finished dialog into the model's next prompt: a headline saying what happened, every
 * question with what the user entered (nothing typed is dropped, long text is cut and said so),
 * then what to do next for each situation present, then the attached images with their owners.
 */
export function formatOutcome(questions: readonly Question[], outcome: DialogOutcome): FormattedResult {
	const answers = questions.map((_, i) => outcome.answers[i] ?? emptyAnswer());
	const statuses = answers.map(answerStatus);
	const hasInput = statuses.some((status) => status !== "unanswered");
	const answeredCount = statuses.filter((status) => status === "answered" || status === "no-preference").length;

	const lines: string[] = [];
	switch (outcome.kind) {
		case "submitted":
			lines.push(
				answeredCount === questions.length
					? SENTENCES.allAnswered(questions.length)
					: answeredCount === 0
						? SENTENCES.noneAnswered(questions.length)
						: SENTENCES.someAnswered(answeredCount, questions.length),
			);
			break;
		case "idle":
			lines.push(hasInput ? SENTENCES.idle(outcome.idleSeconds) : SENTENCES.idleEmpty(outcome.idleSeconds));
			break;
		case "declined":
			lines.push(SENTENCES.declined, SENTENCES.declinedNext);
			break;
		case "interrupted":
			lines.push(SENTENCES.interrupted, SENTENCES.interruptedNext);
			break;
		case "chat": {
			lines.push(SENTENCES.chat(outcome.questionIndex + 1), SENTENCES.chatNext);
			const othersAnswered = statuses.some(
				(status, i) => i !== outcome.questionIndex && (status === "answered" || status === "no-preference"),
			);
			if (othersAnswered) lines.push(SENTENCES.chatOthersStand);
			break;
		}
	}

	const closed = outcome.kind === "declined" || outcome.kind === "interrupted" || outcome.kind === "chat";
	let cut = false;
	if (closed && !hasInput) {
		lines.push(SENTENCES.nothingEntered);
	} else {
		if (closed) lines.push(SENTENCES.entered);
		questions.forEach((question, i) => {
			const block = answerLines(question, answers[i] ?? emptyAnswer(), i);
			cut ||= block.cut;
			lines.push(...block.lines);
		});
	}

	if (!closed) {
		const idle = outcome.kind === "idle";
		// A question the user never reached while away is not one they left open on purpose.
		const away = idle ? statuses.flatMap((status, i) => (status === "unanswered" ? [i] : [])) : [];
		const open = statuses.flatMap((status, i) =>
			status === "skipped" || (status === "unanswered" && !idle) ? [i] : [],
		);
		const handedBack = statuses.flatMap((status, i) => (status === "no-preference" ? [i] : []));
		if (idle) {
			if (hasInput) lines.push(SENTENCES.idleNext);
		} else if (open.length === 0 && statuses.includes("answered")) lines.push(SENTENCES.actOnAnswers);
		if (answers.some((answer) => answer.typed !== undefined)) lines.push(SENTENCES.typed);
		if (statuses.includes("notes-only")) lines.push(SENTENCES.notesOnly);
		if (away.length > 0) lines.push(SENTENCES.away(numberList(away)));
		if (open.length > 0) lines.push(SENTENCES.left(numberList(open)));
		if (handedBack.length > 0) lines.push(SENTENCES.noPreference(numberList(handedBack)));
	} else if (answers.some((answer) => answer.typed !== undefined) && hasInput) {
		lines.push(SENTENCES.typed);
	}
	if (cut) lines.push(SENTENCES.cut(MAX_TYPED_CHARS_IN_RESULT));

	const images = answers.flatMap((answer, i) => answer.images.map((image) => ({ image, question: questions[i] })));
	if (images.length > 0) {
		lines.push(SENTENCES.images(images.length));
		images.forEach(({ image, question }, i) => {
			lines.push(`${i + 1}. ${image.name} (for "${question?.question ?? ""}")`);
		});
	}
	return { text: lines.join("\n"), images: images.map(({ image }) => image) };
}

/** `details` for a finished dialog: the questions and the outcome, with image data dropped. */
export function outcomeDetails(questions: Question[], outcome: DialogOutcome): AskDetails {
	const answers = outcome.answers.map((answer) => ({
		...answer,
		images: answer.images.map(({ data: _data, ...image }) => image),
	}));
	return { kind: "outcome", questions, outcome: { ...outcome, answers } };
}
