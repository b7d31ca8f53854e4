/**
 * An answer from another extension, read as untrusted input (like an RPC client's reply): every
 * field checked, every text sanitized and capped, loops bounded by the question's own sizes, and a
 * bad reply refused with one message naming the field and the fix, never half taken.
 *
 * The shape an answerer sends on `pi-question:answer` (see answer-bus.ts):
 *
 * ```ts
 * { id: "…", from: "phone bridge", answers: [{ selected: ["Postgres"] }, { selected: [1, 3], notes: "…" }, { typed: "…" }, { skipped: true }] }
 * ```
 *
 * `selected` names options by their label (compared as comparisonKey does: case, width and spacing
 * ignored) or by their number from 1; `typed` is the user's own answer (Other); `notes` a note;
 * `skipped` skips. A missing answer is a question left unanswered.
 */
import { MAX_FIELD_CHARS } from "../limits.ts";
import type { DialogOutcome, Question, QuestionAnswer } from "../outcome.ts";
import { comparisonKey, quoteLine, sanitizeText } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/** Most characters of the answerer's name the model and the user are shown. */
export const MAX_ANSWERER_CHARS = 60;

/** A checked answer: the outcome it gives, and who sent it (sanitized). */
export type RemoteAnswer = { ok: true; from: string; outcome: DialogOutcome & { kind: "submitted" } } | { ok: false; reason: string };

/** The answerer's name: a non-empty string, as one sanitized line of at most MAX_ANSWERER_CHARS. */
export function answererName(value: unknown): string | undefined {
	if (typeof value !== "string") return undefined;
	const name = quoteLine(value, MAX_ANSWERER_CHARS);
	return name === "" ? undefined : name;
}

/** A text field of an answer: absent, or a string of at most MAX_FIELD_CHARS, sanitized and trimmed. */
function textField(value: unknown, where: string): { text?: string } | string {
	if (value === undefined) return {};
	if (typeof value !== "string") return `${where} must be a string`;
	if (value.length > MAX_FIELD_CHARS) return `${where} has more than ${MAX_FIELD_CHARS} characters; send at most that`;
	const text = sanitizeText(value).trim();
	return text === "" ? {} : { text };
}

/** The options `selected` names, in option order, or why not. */
function selectedOptions(value: unknown, question: Question, where: string): string[] | string {
	if (value === undefined) return [];
	if (!Array.isArray(value) || value.length > question.options.length) return `${where}.selected must be a list of at most ${question.options.length} option labels or numbers`;
	const chosen = new Set<number>();
	for (const item of value) {
		const key = typeof item === "string" ? comparisonKey(item.slice(0, MAX_FIELD_CHARS)) : undefined;
		const index =
			typeof item === "number" && Number.isInteger(item)
				? item - 1
				: key !== undefined
					? question.options.findIndex((option) => comparisonKey(option.label) === key)
					: -1;
		if (index < 0 || index >= question.options.length) {
			return `${where}.selected names ${JSON.stringify(quoteLine(String(item), 40))}, which is not an option; use a label or a number from 1 to ${question.options.length}`;
		}
		chosen.add(index);
	}
	if (!question.multiSelect && chosen.size > 1) return `${where}.selected names ${chosen.size} options of a single-select question; name one`;
	return question.options.flatMap((option, i) => (chosen.has(i) ? [option.label] : []));
}

/** One question's answer, or why it cannot be taken. */
function answerFor(raw: unknown, question: Question, index: number): QuestionAnswer | string {
	const where = `answers[${index}]`;
	if (raw === undefined || raw === null) return { selected: [], skipped: false, noPreference: false, images: [] };
	if (!isRecord(raw)) return `${where} must be an object such as {"selected": ["label"]}`;
	const selected = selectedOptions(raw.selected, question, where);
	if (typeof selected === "string") return selected;
	const typed = textField(raw.typed, `${where}.typed`);
	if (typeof typed === "string") return typed;
	const notes = textField(raw.notes, `${where}.notes`);
	if (typeof notes === "string") return notes;
	if (raw.skipped !== undefined && typeof raw.skipped !== "boolean") return `${where}.skipped must be true or false`;
	const skipped = raw.skipped === true && selected.length === 0 && typed.text === undefined;
	return {
		selected,
		...(typed.text === undefined ? {} : { typed: typed.text }),
		...(notes.text === undefined ? {} : { notes: notes.text }),
		skipped,
		noPreference: false,
		images: [],
	};
}

/** Reads an answerer's reply to `questions` (its id already matched): the outcome, or one reason it was refused. */
export function readRemoteAnswer(data: Record<string, unknown>, questions: readonly Question[]): RemoteAnswer {
	const from = answererName(data.from);
	if (from === undefined) return { ok: false, reason: `"from" must name the answerer (a short non-empty string), shown to the model` };
	if (!Array.isArray(data.answers) || data.answers.length > questions.length) {
		return { ok: false, reason: `"answers" must be a list with one entry per question (at most ${questions.length})` };
	}
	const answers: QuestionAnswer[] = [];
	for (let i = 0; i < questions.length; i++) {
		const question = questions[i];
		if (question === undefined) break;
		const answer = answerFor(data.answers[i], question, i);
		if (typeof answer === "string") return { ok: false, reason: answer };
		answers.push(answer);
	}
	return { ok: true, from, outcome: { kind: "submitted", answers, from } };
}
