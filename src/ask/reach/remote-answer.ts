/**
 * An answer from another extension, read as untrusted input (like an RPC client's reply): copied
 * once into plain values (answer-snapshot.ts), then every field checked, every text sanitized and
 * capped, loops bounded by the question's own sizes, and a bad reply refused with one code and one
 * message naming the field and the fix, never half taken.
 *
 * The shape an answerer sends on `pi-question:answer` is AnswerEvent (events.ts):
 *
 * ```ts
 * { id: "…", from: "phone bridge", answers: [{ selected: ["Postgres"] }, { selected: [1, 3], notes: "…" }, { typed: "…" }, { skipped: true }] }
 * ```
 *
 * `selected` names options by their label (compared as comparisonKey does: case, width and spacing
 * ignored) or by their number from 1; `typed` is the user's own answer (Other); `notes` a note;
 * `skipped` skips; `noPreference` hands the choice back. The partial-answer rule and the
 * contradictions refused are events.ts's: a missing or empty entry leaves its question unanswered,
 * an answer with nothing in it is refused.
 */
import { MAX_FIELD_CHARS } from "../limits.ts";
import { type DialogOutcome, hasEntry, type Question, type QuestionAnswer } from "../outcome.ts";
import { OWN_ROWS } from "../rows.ts";
import { comparisonKey, quoteLine, sanitizeText } from "../../text/sanitize.ts";
import { type AnswerSnapshot, type Copied, type CopiedEntry, snapshotAnswer } from "./answer-snapshot.ts";
import type { RejectCode } from "./events.ts";

/** Most characters of the answerer's name the model and the user are shown. */
export const MAX_ANSWERER_CHARS = 60;

/** A refused answer: the code a program acts on, and the reason a person reads. */
export interface Refusal {
	readonly ok: false;
	readonly code: RejectCode;
	readonly reason: string;
}

/** A checked answer: the outcome it gives, and who sent it (sanitized). */
export type RemoteAnswer = { ok: true; from: string; outcome: DialogOutcome & { kind: "submitted" } } | Refusal;

/** The answerer's name: a non-empty string, as one sanitized line of at most MAX_ANSWERER_CHARS. */
export function answererName(value: unknown): string | undefined {
	if (typeof value !== "string") return undefined;
	const name = quoteLine(value, MAX_ANSWERER_CHARS);
	return name === "" ? undefined : name;
}

/** The string a copied value held, or undefined. */
function stringOf(copied: Copied | undefined): string | undefined {
	return copied !== undefined && "value" in copied && typeof copied.value === "string" ? copied.value : undefined;
}

/** What kind of value a copied value was, as a reason names it. */
function kindOfCopy(copied: Copied): string {
	return "kind" in copied ? copied.kind : `a ${typeof copied.value}`;
}

/** Whether a checked part is a refusal rather than its value. */
function isRefusal(value: unknown): value is Refusal {
	return typeof value === "object" && value !== null && !Array.isArray(value) && "ok" in value;
}

function refuse(code: RejectCode, reason: string): Refusal {
	return { ok: false, code, reason };
}

/** A text field of an answer: absent, or a string of at most MAX_FIELD_CHARS, sanitized and trimmed. */
function textField(copied: Copied | undefined, where: string): { text?: string } | Refusal {
	if (copied === undefined) return {};
	const value = stringOf(copied);
	if (value === undefined) return refuse("invalid", `${where} must be a string, not ${kindOfCopy(copied)}`);
	if (value.length > MAX_FIELD_CHARS) return refuse("invalid", `${where} has more than ${MAX_FIELD_CHARS} characters; send at most that`);
	const text = sanitizeText(value).trim();
	return text === "" ? {} : { text };
}

/** A flag of an answer: absent (false), or true or false. */
function flagField(copied: Copied | undefined, where: string): boolean | Refusal {
	if (copied === undefined) return false;
	if ("value" in copied && typeof copied.value === "boolean") return copied.value;
	return refuse("invalid", `${where} must be true or false`);
}

/** The option one item of `selected` names, by label or number from 1; -1 when none. */
function optionIndex(item: Copied, question: Question): number {
	if (!("value" in item)) return -1;
	if (typeof item.value === "number") return Number.isInteger(item.value) ? item.value - 1 : -1;
	if (typeof item.value !== "string") return -1;
	const key = comparisonKey(item.value.slice(0, MAX_FIELD_CHARS));
	return question.options.findIndex((option) => comparisonKey(option.label) === key);
}

/** The options `selected` names, in option order, or why not. */
function selectedOptions(copied: Extract<CopiedEntry, { selected?: unknown }>["selected"], question: Question, where: string): string[] | Refusal {
	if (copied === undefined) return [];
	const count = question.options.length;
	if (!("length" in copied) || copied.items === undefined || copied.length > count) return refuse("invalid", `${where}.selected must be a list of at most ${count} option labels or numbers`);
	const chosen = new Set<number>();
	for (const item of copied.items) {
		const index = optionIndex(item, question);
		if (index < 0 || index >= count) {
			const named = "value" in item ? JSON.stringify(quoteLine(String(item.value), 40)) : item.kind;
			return refuse("invalid", `${where}.selected names ${named}, which is not an option; use a label or a number from 1 to ${count}`);
		}
		chosen.add(index);
	}
	if (!question.multiSelect && chosen.size > 1) return refuse("invalid", `${where}.selected names ${chosen.size} options of a single-select question; name one`);
	return question.options.flatMap((option, i) => (chosen.has(i) ? [option.label] : []));
}

/** Refuses an entry that says two things at once; undefined when it says one. */
function contradiction(answer: QuestionAnswer, where: string): Refusal | undefined {
	const chose = answer.selected.length > 0 || answer.typed !== undefined;
	const what = answer.selected.length > 0 ? '"selected"' : '"typed"';
	if (answer.skipped && chose) return refuse("contradictory", `${where} is skipped and also answered (${what}); send one or the other`);
	if (answer.noPreference && chose) return refuse("contradictory", `${where} hands the choice back (noPreference) and also answers (${what}); send one or the other`);
	if (answer.noPreference && answer.skipped) return refuse("contradictory", `${where} is both skipped and noPreference; send one`);
	return undefined;
}

/** One question's answer, or why it cannot be taken. */
function answerFor(entry: CopiedEntry | undefined, question: Question, index: number): QuestionAnswer | Refusal {
	const where = `answers[${index}]`;
	const empty: QuestionAnswer = { selected: [], skipped: false, noPreference: false, images: [] };
	if (entry === undefined || "absent" in entry) return empty;
	if ("kind" in entry) return refuse("invalid", `${where} must be an object such as {"selected": ["label"]}, not ${entry.kind}`);
	const selected = selectedOptions(entry.selected, question, where);
	if (isRefusal(selected)) return selected;
	const typed = textField(entry.typed, `${where}.typed`);
	if (isRefusal(typed)) return typed;
	const notes = textField(entry.notes, `${where}.notes`);
	if (isRefusal(notes)) return notes;
	const skipped = flagField(entry.skipped, `${where}.skipped`);
	if (isRefusal(skipped)) return skipped;
	const noPreference = flagField(entry.noPreference, `${where}.noPreference`);
	if (isRefusal(noPreference)) return noPreference;
	if (noPreference && question.multiSelect) {
		return refuse("invalid", `${where}.noPreference: "${OWN_ROWS.noPreference.label}" is offered on single-select questions only; choose, skip or leave the question out`);
	}
	const answer: QuestionAnswer = {
		...empty,
		selected,
		...(typed.text === undefined ? {} : { typed: typed.text }),
		...(notes.text === undefined ? {} : { notes: notes.text }),
		skipped,
		noPreference,
	};
	return contradiction(answer, where) ?? answer;
}

/** Checks an answer already copied (snapshotAnswer) against `questions` (its id already matched): the outcome, or one refusal. */
export function checkAnswer(snapshot: AnswerSnapshot, questions: readonly Question[]): RemoteAnswer {
	if (snapshot.unreadable !== undefined) return refuse("malformed", `${snapshot.unreadable} could not be read (a getter or a Proxy threw); send plain data: objects, lists, strings, numbers and booleans`);
	const from = answererName(stringOf(snapshot.from));
	if (from === undefined) return refuse("invalid", `"from" must name the answerer (a short non-empty string), shown to the model`);
	const list = snapshot.answers;
	if (list === undefined || !("length" in list) || list.items === undefined || list.length > questions.length) {
		return refuse("invalid", `"answers" must be a list with one entry per question (at most ${questions.length})`);
	}
	const answers: QuestionAnswer[] = [];
	for (const [i, question] of questions.entries()) {
		const answer = answerFor(list.items[i], question, i);
		if (isRefusal(answer)) return answer;
		answers.push(answer);
	}
	if (!answers.some(hasEntry)) {
		return refuse("empty", `"answers" answers no question; send at least one entry with "selected", "typed", "skipped", "noPreference" or "notes" (a question left out stays unanswered)`);
	}
	return { ok: true, from, outcome: { kind: "submitted", answers, from } };
}

/** Reads an answerer's reply to `questions` (its id already matched): copied once (snapshotAnswer), then checked (checkAnswer). */
export function readRemoteAnswer(data: unknown, questions: readonly Question[]): RemoteAnswer {
	return checkAnswer(snapshotAnswer(data), questions);
}
