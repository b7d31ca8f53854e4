/**
 * One frame computes the open question's rows and previews once: however many layouts the fold
 * tries and however many focused rows it measures, the rows are listed once (`listRowsOf`, which
 * `rowsOf` and every reader of a focused row go through) and `previewOf` runs once per option.
 * The question is drawn once (its text bounded and cleaned by `blockText`, then wrapped) and the
 * answers are read off the state once (`answerOf`, once per question).
 * Counted by wrapping these in their own modules (vi.mock); the product code has no hook.
 */
import { describe, expect, it, vi } from "vitest";
import type { Question } from "../../../src/ask/outcome.ts";
import { longPreview } from "./fixtures.ts";
import { open, run } from "./helpers.ts";

const calls = vi.hoisted(() => ({ rowsOf: 0, previewOf: 0, questionDrawn: 0, answerOf: 0, questionText: "" }));

vi.mock("../../../src/ask/rows.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/rows.ts")>();
	return { ...actual, listRowsOf: (...args: Parameters<typeof actual.listRowsOf>) => (calls.rowsOf++, actual.listRowsOf(...args)) };
});
vi.mock("../../../src/ask/dialog/preview-text.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/dialog/preview-text.ts")>();
	return { ...actual, previewOf: (...args: Parameters<typeof actual.previewOf>) => (calls.previewOf++, actual.previewOf(...args)) };
});

vi.mock("../../../src/ask/dialog/draw/lines.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/dialog/draw/lines.ts")>();
	const blockText = (...args: Parameters<typeof actual.blockText>) => {
		if (args[0] === calls.questionText) calls.questionDrawn++;
		return actual.blockText(...args);
	};
	return { ...actual, blockText };
});
vi.mock("../../../src/ask/dialog/state/answers.ts", async (original) => {
	const actual = await original<typeof import("../../../src/ask/dialog/state/answers.ts")>();
	return { ...actual, answerOf: (...args: Parameters<typeof actual.answerOf>) => (calls.answerOf++, actual.answerOf(...args)) };
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

/** What one frame computes, counted. */
interface FrameCalls {
	rowsOf: number;
	previewOf: number;
	questionDrawn: number;
	answerOf: number;
}

/**
 * Everything one frame at `width`×`rows` computes (the same dialog as `callsOfOneFrame`, two
 * questions): before the question and the answers were worked out once per frame, the question
 * was drawn 36 to 252 times and `answerOf` ran 144 to 1,008 times.
 */
function countsOfOneFrame(width: number, rows: number | undefined): FrameCalls {
	const state = run(open([QUESTION, QUESTION], 30), { type: "down" });
	Object.assign(calls, { rowsOf: 0, previewOf: 0, questionDrawn: 0, answerOf: 0, questionText: QUESTION.question });
	renderDialog(state, width, undefined, rows === undefined ? {} : { rows });
	const { rowsOf, previewOf, questionDrawn, answerOf } = calls;
	return { rowsOf, previewOf, questionDrawn, answerOf };
}

/** The calls one frame makes at `width`×`rows` (focus on the second option, idle wait on): before this frame model, 360 and 105 at 120×40. */
function callsOfOneFrame(width: number, rows: number | undefined): { rowsOf: number; previewOf: number } {
	const { rowsOf, previewOf } = countsOfOneFrame(width, rows);
	return { rowsOf, previewOf };
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

	it.each([
		[120, 40],
		[100, 20],
		[80, 24],
		[120, undefined],
	])("at %i×%s draws the question once and computes the answers once", (width, rows) => {
		const { questionDrawn, answerOf } = countsOfOneFrame(width, rows);
		expect({ questionDrawn, answerOf }).toEqual({ questionDrawn: 1, answerOf: 2 });
	});
});
