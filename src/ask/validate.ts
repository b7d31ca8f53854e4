/**
 * The arguments of an ask_user_question call, checked before pi's schema check sees them:
 * normalise what providers actually send, then validate everything at once, so the model gets one
 * rejection naming every problem by question number and field instead of a bare schema error. The
 * rejection is a prompt, not a log: it says what to change, and when a question has no real choice,
 * that there is nothing to ask. Pinned by test/ask/validate.test.ts.
 */
import { MAX_HEADER_CHARS, MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS, RECOMMENDED_SUFFIX } from "./limits.ts";
import type { Question, QuestionOption } from "./outcome.ts";
import { TOOL_NAME } from "./prompt.ts";
import { OWN_ROW_KINDS, ownLabel, RESERVED_LABELS } from "./rows.ts";


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

const RESERVED_FOLDED = new Set<string>(RESERVED_LABELS.map(foldLabel));

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
				message: `"${option.label}" is a row the dialog adds by itself (${OWN_ROW_KINDS.map(ownLabel).join(", ")}). Remove this option.`,
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
