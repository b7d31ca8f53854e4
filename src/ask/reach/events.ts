/**
 * pi-question's event contract: the channels on pi's event bus (`pi.events`, shared by every
 * extension of a session) through which another extension hears a question open and answers it,
 * and the data each channel carries. The one home of the channel names; answer-bus.ts speaks them,
 * and an answerer imports them from here:
 *
 * ```ts
 * import { CHANNELS, type AnswerEvent, type OpenedEvent, type RejectedEvent } from "pi-question/events";
 * ```
 *
 * (`pi-question/events` is the package's `exports` entry for this file. An extension inside this
 * repository, such as examples/answer-from-file.ts, resolves it the same way: Node and pi's loader
 * both resolve a package's own name through its `exports`.) This module imports nothing, so
 * importing it costs nothing and pulls in neither pi nor the rest of pi-question.
 *
 * | channel | who sends | data |
 * | --- | --- | --- |
 * | `pi-question:answerer` | an answerer, when it loads and on `hello` | AnswererEvent: it is present, so the tool stays in print and RPC mode |
 * | `pi-question:hello` | pi-question, when it loads | HelloEvent: answerers loaded before it announce themselves again |
 * | `pi-question:opened` | pi-question | OpenedEvent: a question waits |
 * | `pi-question:answer` | an answerer | AnswerEvent: the first valid answer closes the dialog |
 * | `pi-question:rejected` | pi-question | RejectedEvent: an answer not taken, why (`code`) and the fix (`reason`) |
 * | `pi-question:answered` | pi-question | AnsweredEvent: answered, and by whom ("dialog" for the user at the dialog) |
 * | `pi-question:closed` | pi-question | ClosedEvent: the question no longer waits, and how it ended |
 *
 * Replies: every message on `pi-question:answer` gets exactly one reply. The winning answer gets
 * `answered` then `closed`; every other one gets `rejected` (an id that is no string is echoed as
 * RejectedEvent's `id` says). The first answer wins, whoever sends it (the user at the dialog or an
 * answerer); any later answer is rejected with code "closed".
 *
 * What an answer means (the partial-answer rule): entry i of `answers` answers question i of the
 * OpenedEvent. A missing entry (a shorter list, `null`, a hole) or an entry with nothing in it
 * (`{}`) leaves its question unanswered, and the model is told the question was left open, as when
 * the user submits without answering it. An answer that answers nothing at all (`answers: []`, only
 * empty entries) is refused (code "empty"): it would close the user's dialog with nothing in it.
 * `notes` alone is context, not a choice (the question stays open, the note reaches the model).
 * Contradictions are refused (code "contradictory"): `skipped` with `selected` or `typed`,
 * `noPreference` with `selected`, `typed` or `skipped`.
 *
 * Stability (semver, while the package is 0.x as after 1.0): what this module declares is a public
 * API. A patch release changes nothing here. A minor release may only add: new channels, new
 * fields in what pi-question sends, new optional fields in what it reads, new RejectCode values
 * (an answerer treats a code it does not know as "invalid") and new ClosedKind values. Channel
 * names, existing fields, their types and meanings, and existing codes are never renamed, removed or
 * given another meaning in a minor release: that waits for a major one, announced in the CHANGELOG
 * one minor release ahead. Not part of the contract: the wording of `reason` (written for people,
 * it may change in any release: match on `code`), the form of an id (opaque: compare it, do not
 * parse it), and the order of channels other than the replies' order stated above.
 */

/** The channels, in one place: every name pi-question speaks or listens to on `pi.events`. */
export const CHANNELS = {
	answerer: "pi-question:answerer",
	hello: "pi-question:hello",
	opened: "pi-question:opened",
	answer: "pi-question:answer",
	rejected: "pi-question:rejected",
	answered: "pi-question:answered",
	closed: "pi-question:closed",
} as const;

/** One channel's name. */
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** `pi-question:answerer`: an answerer is present. `name` is what the model is told an answer came from (a short line). */
export interface AnswererEvent {
	readonly name: string;
}

/** `pi-question:hello`: pi-question has loaded; an answerer loaded earlier announces itself again. Carries nothing. */
export type HelloEvent = Readonly<Record<string, never>>;

/** An option of a question, as the dialog shows it. */
export interface OpenedOption {
	readonly label: string;
	readonly description: string;
	/** A preview (code, a layout) the dialog shows beside the option; absent when the model gave none. */
	readonly preview?: string;
}

/** A question as an answerer receives it: what the dialog shows, nothing of pi-question's own state. */
export interface OpenedQuestion {
	readonly question: string;
	/** A short tag (at most 12 characters). */
	readonly header: string;
	/** Several options may be chosen. */
	readonly multiSelect: boolean;
	readonly options: readonly OpenedOption[];
}

/** `pi-question:opened`: a question waits. `id` is what an answer names; `questions` in the order `answers` follows. */
export interface OpenedEvent {
	readonly id: string;
	readonly questions: readonly OpenedQuestion[];
}

/**
 * One question's answer. `selected` names options by their label (compared ignoring case, width and
 * spacing) or by their number from 1, at most one on a single-select question; `typed` is an answer
 * in the user's own words (the dialog's Other); `notes` a note beside the answer; `skipped` skips the
 * question on purpose; `noPreference` hands the choice back to the model (single-select questions
 * only, as the dialog offers it). Texts are sanitized and capped at 100,000 characters.
 */
export interface AnswerEntry {
	readonly selected?: readonly (string | number)[];
	readonly typed?: string;
	readonly notes?: string;
	readonly skipped?: boolean;
	readonly noPreference?: boolean;
}

/**
 * `pi-question:answer`: an answerer's answer to question `id`. `from` names the answerer, as the
 * model is told it (a short non-empty line). `answers` holds at most one entry per question; see the
 * module comment for a missing or empty entry. Everything here is read as untrusted input, once,
 * as plain data: send plain objects, arrays, strings, numbers and booleans.
 */
export interface AnswerEvent {
	readonly id: string;
	readonly from: string;
	readonly answers: readonly (AnswerEntry | null | undefined)[];
}

/**
 * Why an answer was not taken, for a program to act on (the `reason` says it for a person):
 * - `malformed`: the answer is not an object, or reading it threw (a getter, a Proxy): send plain data;
 * - `missing-id`: it names no question (`id` absent);
 * - `bad-id`: its `id` is not a string;
 * - `unknown-id`: no question with that id is waiting, nor closed recently;
 * - `closed`: the question was answered or closed already (the first answer wins);
 * - `invalid`: a field is wrong (`from`, `answers`, an entry, an option named that is not one);
 * - `contradictory`: an entry says two things at once (skipped and chosen, no preference and chosen);
 * - `empty`: the answer answers no question at all.
 */
export type RejectCode = "malformed" | "missing-id" | "bad-id" | "unknown-id" | "closed" | "invalid" | "contradictory" | "empty";

/** Every RejectCode, in the order of its documentation. */
export const REJECT_CODES: readonly RejectCode[] = ["malformed", "missing-id", "bad-id", "unknown-id", "closed", "invalid", "contradictory", "empty"];

/**
 * `pi-question:rejected`: an answer not taken. `id` is the answer's own id when it was a string, a
 * number or a boolean (echoed as given), and `null` when it had none or another kind of value (an
 * object, a symbol, a bigint) or could not be read. `from` is the answerer's name as pi-question
 * read it (sanitized), "" when it gave none. `reason` names the field and the fix, for a person.
 */
export interface RejectedEvent {
	readonly id: string | number | boolean | null;
	readonly from: string;
	readonly code: RejectCode;
	readonly reason: string;
}

/** `pi-question:answered`: question `id` was answered, by the answerer named `from`, or by the user at the dialog (`"dialog"`). */
export interface AnsweredEvent {
	readonly id: string;
	readonly from: string;
}

/**
 * How a question ended: submitted (answered, at the dialog or by an answerer), idle (no one acted
 * for the idle wait), declined (the user dismissed the dialog), interrupted (Ctrl+C, or the turn
 * was aborted), chat (the user chose to talk it through instead).
 */
export type ClosedKind = "submitted" | "idle" | "declined" | "interrupted" | "chat";

/** `pi-question:closed`: question `id` no longer waits; any answer to it is now rejected (code "closed"). */
export interface ClosedEvent {
	readonly id: string;
	readonly kind: ClosedKind;
}

/** The data of each channel, by its name: `ChannelData[typeof CHANNELS.opened]` is OpenedEvent. */
export interface ChannelData {
	readonly "pi-question:answerer": AnswererEvent;
	readonly "pi-question:hello": HelloEvent;
	readonly "pi-question:opened": OpenedEvent;
	readonly "pi-question:answer": AnswerEvent;
	readonly "pi-question:rejected": RejectedEvent;
	readonly "pi-question:answered": AnsweredEvent;
	readonly "pi-question:closed": ClosedEvent;
}
