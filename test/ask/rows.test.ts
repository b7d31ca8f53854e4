/**
 * The table of the dialog's own rows: each shell's rows in the table's order, the labels the model
 * is told of, and the labels an option may not take.
 */
import { describe, expect, it } from "vitest";
import { listRowsOf, ownRowsOf, RESERVED_LABELS, ROW_KINDS, ROW_LABELS, TOLD_ROW_LABELS } from "../../src/ask/rows.ts";
import { EN, LOCALES } from "../../src/ask/locales/index.ts";

describe("the dialog's own rows", () => {
	it("the terminal lists Other, Chat about this and (single-select) No preference", () => {
		expect(listRowsOf(false)).toEqual(["other", "chat", "noPreference"]);
		expect(listRowsOf(true)).toEqual(["other", "chat"]);
	});

	it("the RPC prompts add Done (multi-select), Skip and the note, in the table's order", () => {
		expect(ownRowsOf(false, "rpc")).toEqual(["other", "chat", "noPreference", "skip", "note"]);
		expect(ownRowsOf(true, "rpc")).toEqual(["other", "done", "chat", "skip", "note"]);
	});

	it("tells the model of Other, Chat about this and No preference, and reserves their labels and short forms", () => {
		expect(TOLD_ROW_LABELS).toEqual(["Other", "Chat about this", "No preference — you decide"]);
		expect(RESERVED_LABELS).toEqual(["Other", "Chat about this", "No preference — you decide", "Chat", "No preference"]);
	});

	it("the English table shows the canonical labels, and every table has a word for every row", () => {
		expect(EN.rows).toEqual(ROW_LABELS);
		for (const locale of Object.values(LOCALES)) for (const kind of ROW_KINDS) expect(locale.rows[kind], `${locale.language} ${kind}`).not.toBe("");
	});
});
