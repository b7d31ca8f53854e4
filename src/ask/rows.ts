/**
 * The dialog's own entries, in one table: the rows it adds under the model's options (Other, Chat
 * about this, No preference) and the letter commands (note, skip, image …), each with the label
 * the user reads, the key that triggers it and the word the hint line uses for it.
 *
 * The prompt names these rows to the model, the validator rejects options that imitate them, the
 * dialog draws and decodes them, the transcript and the fallback dialog print them: all read them
 * from here, so a label or a key changes everywhere at once, and a second language for the
 * dialog's chrome has one table to translate.
 */

/** What an entry of the dialog's own is. */
export type OwnEntryKind =
	| "other"
	| "chat"
	| "noPreference"
	| "skip"
	| "note"
	| "attach"
	| "removeImage"
	| "wrap"
	| "scrollUp"
	| "scrollDown"
	| "keys"
	| "done";

/** One entry: what the user reads, the key that triggers it, the hint line's word for it. */
export interface OwnEntry {
	/** The row's text, or the field's title ("Note"), where the entry has one. */
	readonly label?: string;
	/** The letter that triggers it while choosing (matched in either case). */
	readonly key?: string;
	/** What the hint line says it does, after its key. */
	readonly hint?: string;
	/** The dimmed words after a row's label, saying what choosing it does. */
	readonly detail?: string;
}

/** The table. */
export const OWN_ENTRIES = {
	other: { label: "Other", detail: "type your own answer" },
	chat: { label: "Chat about this", detail: "stop here and talk it through" },
	noPreference: { label: "No preference — you decide" },
	/** The fallback dialog shows skip as a row; the terminal dialog as a key. */
	skip: { label: "Skip this question", key: "s", hint: "skip" },
	note: { label: "Note", key: "n", hint: "note" },
	attach: { label: "Images", key: "a", hint: "image" },
	removeImage: { key: "x", hint: "remove image" },
	wrap: { key: "w", hint: "wrap" },
	scrollUp: { key: "[" },
	scrollDown: { key: "]" },
	keys: { key: "?", hint: "keys" },
	/** Ends a multi-select question in the fallback dialog. */
	done: { label: "Done" },
} as const satisfies Readonly<Record<OwnEntryKind, OwnEntry>>;

/** The rows the dialog adds under every question's options, in the order it shows them. */
export const OWN_ROW_KINDS = ["other", "chat", "noPreference"] as const;
/** One of the rows the dialog adds under the options. */
export type OwnRowKind = (typeof OWN_ROW_KINDS)[number];

/** The label of one of the dialog's own rows. */
export function ownLabel(kind: OwnRowKind): string {
	return OWN_ENTRIES[kind].label;
}

/**
 * Labels an option may not take, with the short forms a model writes for them ("Chat", "No
 * preference"): an option that reads like one of the dialog's own rows makes two rows that look the
 * same and mean different things.
 */
export const RESERVED_LABELS: readonly string[] = [...OWN_ROW_KINDS.map(ownLabel), "Chat", "No preference"];
