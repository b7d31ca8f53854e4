/**
 * The terminal dialog's letter commands, in one table: the key that triggers each while choosing
 * (matched in either case). keys.ts turns a key into its event (a `Record<LetterCommand, …>`, so a
 * command added here without its event fails to compile), and the hint line, the preview pane and
 * the view name the keys from here. The keys are the same in every language, as pi's own keys are;
 * the words after them are the user's table (locales/). The dialog's own rows are ../rows.ts.
 */

/** A letter command. */
export type LetterCommand = "note" | "skip" | "attach" | "removeImage" | "wrap" | "scrollUp" | "scrollDown" | "keys" | "whole";

/** The key of each letter command. */
export const LETTER_KEYS = {
	note: "n",
	skip: "s",
	attach: "a",
	removeImage: "x",
	wrap: "w",
	scrollUp: "[",
	scrollDown: "]",
	keys: "?",
	whole: "v",
} as const satisfies Readonly<Record<LetterCommand, string>>;
