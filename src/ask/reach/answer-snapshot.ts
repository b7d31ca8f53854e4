/**
 * An answer from another extension, copied once into plain values before anything looks at it.
 * What arrives on `pi-question:answer` is another extension's object: a getter may throw or answer
 * differently each time it is read, a Proxy's traps may throw, a list may claim a billion entries
 * or hold itself. So every field pi-question needs is read exactly once, in one guarded walk of
 * bounded size, and the checks (remote-answer.ts) and the bus (answer-bus.ts) see only the copy:
 * nothing an answerer sends can throw into pi-question or print a stack.
 */
import { MAX_OPTIONS, MAX_QUESTIONS } from "../limits.ts";
import { kindOf } from "../../text/record.ts";

/** A value read from the answer: kept as it was when it is a string, a number or a boolean; else only what kind it was. */
export type Copied = { readonly value: string | number | boolean } | { readonly kind: string };

/** A list read from the answer: its items when it was short enough to matter, always its length. */
export type CopiedList<T> = { readonly length: number; readonly items?: readonly T[] } | { readonly kind: string };

/** One entry of `answers`: absent (undefined or null), another kind of value, or an object's fields. */
export type CopiedEntry =
	| { readonly absent: true }
	| { readonly kind: string }
	| {
			readonly selected?: CopiedList<Copied>;
			readonly typed?: Copied;
			readonly notes?: Copied;
			readonly skipped?: Copied;
			readonly noPreference?: Copied;
	  };

/** What the answer held, as far as it could be read: a field that was not there is undefined. */
export interface AnswerSnapshot {
	/** The payload was an object (not null, not a list). */
	readonly object: boolean;
	/** What kind of value the payload was (kindOf). */
	readonly payloadKind: string;
	readonly id?: Copied;
	readonly from?: Copied;
	readonly answers?: CopiedList<CopiedEntry>;
	/** Set when reading threw: the field whose reading threw; the fields before it were read. */
	readonly unreadable?: string;
}

/** Most entries or items copied from a list: more than any question set has, so a longer list is refused by its length alone. */
const LIST_LIMIT = Math.max(MAX_QUESTIONS, MAX_OPTIONS);

/** A primitive as it was, or the kind of anything else (an object is never kept: it could change or throw later). */
function copyValue(value: unknown): Copied {
	if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { value };
	return { kind: value === undefined ? "missing" : kindOf(value) };
}

/** A field that may be absent: undefined when it is, its copy otherwise. */
function optional(value: unknown): Copied | undefined {
	return value === undefined ? undefined : copyValue(value);
}

/** Whether `value` is an object with named members (Array.isArray reads a Proxy's target, and throws on a revoked one: the caller guards it). */
function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Marks where the walk is, so a throw can name the field. */
interface Cursor {
	at: string;
}

/** A list's length and, when short, its items copied with `copy`; `undefined` when absent; its kind when not a list. */
function copyList<T>(value: unknown, cursor: Cursor, where: string, copy: (item: unknown, where: string) => T): CopiedList<T> | undefined {
	cursor.at = where;
	if (value === undefined) return undefined;
	if (!Array.isArray(value)) return { kind: kindOf(value) };
	const length: unknown = value.length;
	if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0) return { kind: "a list without a length" };
	if (length > LIST_LIMIT) return { length };
	const items: T[] = [];
	for (let i = 0; i < length; i++) {
		cursor.at = `${where}[${i}]`;
		items.push(copy(value[i], `${where}[${i}]`));
	}
	return { length, items };
}

/** One entry of `answers`, field by field. */
function copyEntry(value: unknown, where: string, cursor: Cursor): CopiedEntry {
	if (value === undefined || value === null) return { absent: true };
	if (!isObject(value)) return { kind: kindOf(value) };
	const read = (field: string) => {
		cursor.at = `${where}.${field}`;
		return value[field];
	};
	const selected = copyList(read("selected"), cursor, `${where}.selected`, copyValue);
	const typed = optional(read("typed"));
	const notes = optional(read("notes"));
	const skipped = optional(read("skipped"));
	const noPreference = optional(read("noPreference"));
	return {
		...(selected === undefined ? {} : { selected }),
		...(typed === undefined ? {} : { typed }),
		...(notes === undefined ? {} : { notes }),
		...(skipped === undefined ? {} : { skipped }),
		...(noPreference === undefined ? {} : { noPreference }),
	};
}

/**
 * Copies an answer: `id`, `from`, then `answers` with each entry's fields, each read once. Never
 * throws: when a read throws (a getter, a Proxy trap, a revoked Proxy), the copy keeps what was read
 * before it and names the field in `unreadable`. The walk is bounded: lists longer than any
 * question set are kept by their length only, and nothing deeper than an entry's fields is read.
 */
export function snapshotAnswer(data: unknown): AnswerSnapshot {
	const cursor: Cursor = { at: "the answer" };
	let object = false;
	let payloadKind = "an unreadable value";
	let id: Copied | undefined;
	let from: Copied | undefined;
	let answers: CopiedList<CopiedEntry> | undefined;
	try {
		payloadKind = kindOf(data);
		object = isObject(data);
		if (!object) return { object, payloadKind };
		const record = data as Record<string, unknown>;
		cursor.at = "id";
		id = optional(record.id);
		cursor.at = "from";
		from = optional(record.from);
		cursor.at = "answers";
		answers = copyList(record.answers, cursor, "answers", (item, where) => copyEntry(item, where, cursor));
		return { object, payloadKind, ...(id && { id }), ...(from && { from }), ...(answers && { answers }) };
	} catch {
		return { object, payloadKind, ...(id && { id }), ...(from && { from }), ...(answers && { answers }), unreadable: cursor.at };
	}
}

/** Reads one member of an untrusted object without letting it throw: the copy of `data[key]`, or undefined when it is absent, `data` is no object, or reading threw. */
export function readMember(data: unknown, key: string): Copied | undefined {
	try {
		return isObject(data) ? optional(data[key]) : undefined;
	} catch {
		return undefined;
	}
}
