/**
 * One frame computes the open question's rows and previews once: however many layouts the fold
 * tries and however many focused rows it measures, the rows are listed once (`listRowsOf`, which
 * `rowsOf` and every reader of a focused row go through) and `previewOf` runs once per option.
 * Counted by wrapping both in their own modules (vi.mock); the product code has no hook.
 */
import { describe, expect, it, vi } from "vitest";
import type { Question } from "../../../src/ask/outcome.ts";
import { longPreview } from "./fixtures.ts";
import { open, run } from "./helpers.ts";

const calls = vi.hoisted(() => ({ rowsOf: 0, previewOf: 0 }));

vi.mock("../../../src/ask/rows.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/rows.ts")>();
	return { ...actual, listRowsOf: (...args: Parameters<typeof actual.listRowsOf>) => (calls.rowsOf++, actual.listRowsOf(...args)) };
});
vi.mock("../../../src/ask/dialog/preview-text.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/dialog/preview-text.ts")>();
	return { ...actual, previewOf: (...args: Parameters<typeof actual.previewOf>) => (calls.previewOf++, actual.previewOf(...args)) };
});

const { renderDialog } = await import("../../../src/ask/dialog/draw/view.ts");

/** Four options with previews and descriptions that wrap, as a model writes them. */
const QUESTION: Question = {
	question: "Which approach should the migration of the billing tables take?",
	header: "Migration",
	multiSelect: false,
	options: ["Backfill first", "Dual writes", "Big-bang cutover", "Shadow reads"].map((label, i) => ({
		label,
		description: `What option ${i + 1} costs and what it enables, in a sentence long enough to wrap at eighty columns.`,
		preview: longPreview(i === 1 ? 2 : 40),
	})),
};

/** The calls one frame makes at `width`×`rows` (focus on the second option, idle wait on): before this frame model, 360 and 105 at 120×40. */
function callsOfOneFrame(width: number, rows: number | undefined): { rowsOf: number; previewOf: number } {
	const state = run(open([QUESTION, QUESTION], 30), { type: "down" });
	calls.rowsOf = 0;
	calls.previewOf = 0;
	renderDialog(state, width, undefined, rows === undefined ? {} : { rows });
	return { ...calls };
}

describe("one frame", () => {
	it.each([
		[120, 40],
		[100, 20],
		[80, 24],
		[120, undefined],
	])("at %i×%s computes the rows once and each option's preview once", (width, rows) => {
		const counted = callsOfOneFrame(width, rows);
		expect(counted).toEqual({ rowsOf: 1, previewOf: QUESTION.options.length });
	});
});
