/**
 * The dialog's own rows, in one table: the rows it adds beside the model's options (Other, Done,
 * Chat about this, No preference, Skip, Add a note), in the order they show, with their canonical
 * English labels and where each one is a row. The reducer's list of rows (dialog/state/), the view,
 * the RPC prompts, the validator and every language table (locales/) read it, and the table is a
 * `Record<RowKind, …>`: a row added here without its words in a language, or without its case in a
 * consumer's `switch`, fails to compile.
 *
 * The canonical labels of the rows the model is told of (`told`) are what the model reads: the
 * prompt names these rows, the validator rejects options that imitate them, and the English table
 * shows every label here as it is, so the English dialog says exactly what the model was told.
 * Other languages show their own words for the same rows. The letter commands (n, s, a …) are not
 * rows: their keys are dialog/letters.ts.
 */

/** One of the dialog's own rows. */
export type RowKind = "other" | "done" | "chat" | "noPreference" | "skip" | "note";

/** What the table says of one row. */
export interface OwnRow {
	/** Its canonical English label: what the English dialog shows and, for a `told` row, the name the prompt gives it. */
	readonly label: string;
	/** The questions that have it: every one, single-select ones only, or multi-select ones only. */
	readonly questions: "all" | "single" | "multi";
	/**
	 * Where it is a row: in the terminal dialog's list and in pi's RPC prompts ("both"), or in the RPC
	 * prompts only ("rpc"), because the terminal dialog has a letter key for it (skip, note) or needs
	 * none (a multi-select question ends with Tab).
	 */
	readonly shells: "both" | "rpc";
	/** Drawn with dimmed words after its label saying what it does (locales' `rowDetails`). */
	readonly detailed: boolean;
	/**
	 * The model is told of it (prompt.ts names it), so an option may not read like it: its label and
	 * these short forms, the ones a model writes for it ("Chat"), are reserved (validate.ts).
	 * Undefined: the model never reads of this row.
	 */
	readonly told?: { readonly shortForms: readonly string[] };
}

/** The table, in the order the rows show under a question's options (a shell shows the ones it has). */
export const OWN_ROWS = {
	other: { label: "Other", questions: "all", shells: "both", detailed: true, told: { shortForms: [] } },
	done: { label: "Done", questions: "multi", shells: "rpc", detailed: false },
	chat: { label: "Chat about this", questions: "all", shells: "both", detailed: true, told: { shortForms: ["Chat"] } },
	noPreference: { label: "No preference — you decide", questions: "single", shells: "both", detailed: false, told: { shortForms: ["No preference"] } },
	skip: { label: "Skip this question", questions: "all", shells: "rpc", detailed: false },
	note: { label: "Add a note", questions: "all", shells: "rpc", detailed: false },
} as const satisfies Readonly<Record<RowKind, OwnRow>>;

/** Every row kind, in the table's order: the one place the order of the rows is written. */
export const ROW_KINDS = Object.keys(OWN_ROWS) as readonly RowKind[];

/** The canonical label of every row: the English table's words for the rows (locales/en.ts). */
export const ROW_LABELS = Object.fromEntries(ROW_KINDS.map((kind) => [kind, OWN_ROWS[kind].label])) as Readonly<Record<RowKind, string>>;

/** The rows the terminal dialog lists under the options, as a type: those with `shells: "both"`. */
export type ListRowKind = { [K in RowKind]: (typeof OWN_ROWS)[K]["shells"] extends "both" ? K : never }[RowKind];

/** The rows only pi's RPC prompts have, as a type: those with `shells: "rpc"`. */
export type PromptRowKind = Exclude<RowKind, ListRowKind>;

/** The rows drawn with words after their label, as a type: each language needs those words for exactly these. */
export type DetailedRowKind = { [K in RowKind]: (typeof OWN_ROWS)[K]["detailed"] extends true ? K : never }[RowKind];

/** Whether `kind` is one of the rows the terminal dialog lists (and RPC prompts show too). */
export function isListRow(kind: RowKind): kind is ListRowKind {
	return OWN_ROWS[kind].shells === "both";
}

/**
 * The dialog's own rows of a question in a shell, in the table's order: the terminal dialog lists
 * the `both` rows, the RPC prompts every row, each only on the questions it is for.
 */
export function ownRowsOf(multiSelect: boolean, shell: "terminal" | "rpc"): RowKind[] {
	return ROW_KINDS.filter((kind) => {
		const row: OwnRow = OWN_ROWS[kind];
		if (shell === "terminal" && row.shells !== "both") return false;
		return row.questions === "all" || row.questions === (multiSelect ? "multi" : "single");
	});
}

/** The rows the terminal dialog lists under a question's options, in order. */
export function listRowsOf(multiSelect: boolean): ListRowKind[] {
	return ownRowsOf(multiSelect, "terminal").filter(isListRow);
}

/** The rows the model is told of (see `told`), in the table's order. */
export const TOLD_ROW_KINDS: readonly RowKind[] = ROW_KINDS.filter((kind) => (OWN_ROWS[kind] as OwnRow).told !== undefined);

/** The canonical labels of the rows the model is told of, in order: how the prompt and a rejection name them. */
export const TOLD_ROW_LABELS: readonly string[] = TOLD_ROW_KINDS.map((kind) => OWN_ROWS[kind].label);

/**
 * Labels an option may not take: the canonical labels of the rows the model is told of, then the
 * short forms a model writes for them ("Chat", "No preference"). An option that reads like one of
 * the dialog's own rows makes two rows that look the same and mean different things.
 */
export const RESERVED_LABELS: readonly string[] = [
	...TOLD_ROW_LABELS,
	...TOLD_ROW_KINDS.flatMap((kind) => (OWN_ROWS[kind] as OwnRow).told?.shortForms ?? []),
];
