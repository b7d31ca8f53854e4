/**
 * The dialog's own entries, in one table: the rows it adds under the model's options (Other, Chat
 * about this, No preference) with their canonical English labels, and the letter commands (note,
 * skip, image …) with the key that triggers each.
 *
 * The canonical labels are what the model reads: the prompt names these rows, the validator rejects
 * options that imitate them, and the English table of locales/ shows them as they are, so the
 * English dialog says exactly what the model was told. Other languages show their own words for
 * the same rows (locales/); the keys are the same in every language, as pi's own keys are.
 */

/** What an entry of the dialog's own is. */
export type OwnEntryKind = "other" | "chat" | "noPreference" | "skip" | "note" | "attach" | "removeImage" | "wrap" | "scrollUp" | "scrollDown" | "keys" | "whole";

/** One entry: its canonical label (a row's) or the letter that triggers it while choosing (matched in either case). */
export interface OwnEntry {
	readonly label?: string;
	readonly key?: string;
}

/** The table. */
export const OWN_ENTRIES = {
	other: { label: "Other" },
	chat: { label: "Chat about this" },
	noPreference: { label: "No preference — you decide" },
	skip: { key: "s" },
	note: { key: "n" },
	attach: { key: "a" },
	removeImage: { key: "x" },
	wrap: { key: "w" },
	scrollUp: { key: "[" },
	scrollDown: { key: "]" },
	keys: { key: "?" },
	whole: { key: "v" },
} as const satisfies Readonly<Record<OwnEntryKind, OwnEntry>>;

/** The rows the dialog adds under every question's options, in the order it shows them. */
export const OWN_ROW_KINDS = ["other", "chat", "noPreference"] as const;
/** One of the rows the dialog adds under the options. */
export type OwnRowKind = (typeof OWN_ROW_KINDS)[number];

/** The canonical (English, model-facing) label of one of the dialog's own rows. */
export function ownLabel(kind: OwnRowKind): string {
	return OWN_ENTRIES[kind].label;
}

/**
 * Labels an option may not take, with the short forms a model writes for them ("Chat", "No
 * preference"): an option that reads like one of the dialog's own rows makes two rows that look the
 * same and mean different things.
 */
export const RESERVED_LABELS: readonly string[] = [...OWN_ROW_KINDS.map(ownLabel), "Chat", "No preference"];
