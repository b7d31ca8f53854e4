/**
 * The dialog fits the rows it is given: at the sizes users have, on both hosts, with one and with
 * four questions with previews, everything that must stay is on screen, and what folds, folds in
 * the documented order.
 */
import { visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FULL_LAYOUT, type Layout, FULL_TEXT_ROWS, MIN_PREVIEW_ROWS, PREVIEW_COMFORT_ROWS, QUESTION_ROWS } from "../../../src/ask/dialog/draw/layout.ts";
import { PREVIEW_ROWS } from "../../../src/ask/dialog/preview-text.ts";
import type { DialogState } from "../../../src/ask/dialog/state/index.ts";
import { layoutDialog, renderDialog } from "../../../src/ask/dialog/draw/view.ts";
import type { Question } from "../../../src/ask/outcome.ts";
import { ANY_KEY, longPreview } from "./fixtures.ts";
import { open, run, stateAfter, typing } from "./helpers.ts";

/** A question with a preview on every option and descriptions that wrap, as a model writes them. */
function question(n: number, multiSelect = false): Question {
	return {
		question: `Question ${n}: which approach should the migration of the billing tables take?`,
		header: `Topic ${n}`,
		multiSelect,
		options: ["Backfill first", "Dual writes", "Big-bang cutover", "Shadow reads"].map((label, i) => ({
			label: i === 0 ? `${label} ${n} (Recommended)` : `${label} ${n}`,
			description: `What option ${i + 1} costs and what it enables, in a sentence long enough to wrap at eighty columns.`,
			...(multiSelect ? {} : { preview: i === 1 ? "short\npreview" : longPreview(40) }),
		})),
	};
}

const ONE = [question(1)];
const FOUR = [question(1), question(2), question(3, true), question(4)];

/** Rows pi leaves the dialog: pi 1.6 keeps one transcript row and its two footer rows, pi 0.73 its footer. */
const HOSTS = { "1.6": 3, "0.73": 2 } as const;
const SIZES: Array<[number, number]> = [
	[80, 24],
	[100, 20],
	[120, 40],
	[200, 50],
];

/** States a user is in at some point: each tab, focus moved, typing, review, a pending decline, every key shown. */
function states(questions: Question[]): Array<[string, DialogState]> {
	const base = open(questions, 300);
	return [
		["first question", base],
		["second option focused", run(base, { type: "down" })],
		["typing a long note", run(base, { type: "editNote" }, { type: "text", text: "a long note ".repeat(80), paste: true })],
		["typing Other", run(base, { type: "digit", n: 5 }, ...typing("my own answer"))],
		["Esc pressed once", run(base, { type: "digit", n: 1 }, { type: "prevTab" }, { type: "cancel" })],
		["every key shown", run(base, { type: "toggleKeys" })],
		["review", run(base, { type: "prevTab" })],
	];
}

function expectEssentials(lines: string[], state: DialogState, width: number): void {
	const text = lines.join("\n");
	const rule = "─".repeat(width);
	expect(lines[0]).toBe(rule);
	expect(lines.at(-1)).toBe(rule);
	for (const q of state.questions) expect(text).toContain(q.header);
	const hint = lines.at(-2) ?? "";
	expect(hint).toContain("ctrl+c interrupt");
	expect(text).toMatch(/escape (decline|stop typing|cancel)/);
	// Every key is listed, or the hint says how to list them (`?`), or the mode has only a few keys.
	if (!/(n note|escape again declines|\? (more|fewer) keys|type your answer|stop typing|go to question)/.test(text)) {
		throw new Error(`no way to see more keys:\n${text}`);
	}
	const current = state.questions[state.tab];
	if (current === undefined) return;
	expect(text).toContain(current.question.slice(0, width - 10));
	for (const option of current.options) expect(text).toContain(option.label.replace(" (Recommended)", "").slice(0, 30));
	for (const own of ["Other", "Chat about this"]) expect(text).toContain(own);
}

describe("fits every terminal from 80×24 and 100×20 up, on both hosts", () => {
	for (const [host, taken] of Object.entries(HOSTS)) {
		for (const [width, height] of SIZES) {
			for (const [count, questions] of [["one question", ONE], ["four questions", FOUR]] as const) {
				it(`${width}×${height}, pi ${host}, ${count}`, () => {
					for (const [name, state] of states(questions)) {
						const rows = height - taken;
						const lines = renderDialog(state, width, undefined, { rows });
						expect(lines.length, name).toBeLessThanOrEqual(rows);
						for (const line of lines) expect(visibleWidth(line), name).toBeLessThanOrEqual(width);
						try {
							expectEssentials(lines, state, width);
						} catch (error) {
							throw new Error(`${name}: ${(error as Error).message}\n${lines.join("\n")}`);
						}
					}
				});
			}
		}
	}

	it("shows at least the fewest preview lines at 80×24 and 100×20 with four questions", () => {
		for (const [width, height] of [
			[80, 24],
			[100, 20],
		] as const) {
			const { lines, layout } = layoutDialog(open(FOUR), width, undefined, { rows: height - 3 });
			expect(layout.previewRows).toBeGreaterThanOrEqual(MIN_PREVIEW_ROWS);
			expect(lines.join("\n")).toMatch(/line 1: const value1 = compute\(1\);[\s\S]*line 3: const value3/);
		}
	});
});

describe("folds in the documented order", () => {
	/**
	 * The fold a fit reached: 1 descriptions, 2 blank lines, 3 preview to comfort, 4 hints, 5 preview
	 * to min, 6-7 the focused description, 8 preview to one line, 9 no description, 10-11 labels,
	 * 12-13 the focused label, 14 the option window, 15 the question.
	 */
	function level(layout: Layout): number {
		if (layout.questionRows < QUESTION_ROWS) return 15;
		if (Number.isFinite(layout.optionRows)) return 14;
		if (layout.focusedRows < FULL_TEXT_ROWS) return layout.focusedRows === 1 ? 13 : 12;
		if (layout.textRows < FULL_TEXT_ROWS) return layout.textRows === 1 ? 11 : 10;
		if (layout.descriptionRows === 0) return 9;
		if (layout.previewRows < MIN_PREVIEW_ROWS) return 8;
		if (layout.descriptionRows < FULL_TEXT_ROWS) return layout.descriptionRows === 1 ? 7 : 6;
		if (layout.previewRows < PREVIEW_COMFORT_ROWS) return 5;
		if (layout.hints === "essential") return 4;
		if (layout.previewRows < PREVIEW_ROWS) return 3;
		if (!layout.spacers) return 2;
		if (!layout.otherDescriptions) return 1;
		return 0;
	}

	it("folds one step at a time as the rows shrink, keeping each step's preview lines", () => {
		for (const width of [80, 120]) {
			const state = open(FOUR);
			const natural = renderDialog(state, width).length;
			let previous = 0;
			for (let rows = natural + 5; rows >= 8; rows--) {
				const { lines, layout } = layoutDialog(state, width, undefined, { rows });
				expect(lines.length).toBeLessThanOrEqual(rows);
				const reached = level(layout);
				expect(reached, `${width} columns, ${rows} rows`).toBeGreaterThanOrEqual(previous);
				if (reached >= 2) expect(layout.otherDescriptions).toBe(false);
				if (reached >= 4) expect(layout.spacers).toBe(false);
				if (reached >= 5) expect(layout.hints).toBe("essential");
				// The preview keeps its floor until its own fold step, and takes whatever rows are left above it.
				expect(layout.previewRows).toBeGreaterThanOrEqual(reached < 3 ? PREVIEW_ROWS : reached < 5 ? PREVIEW_COMFORT_ROWS : reached < 8 ? MIN_PREVIEW_ROWS : 1);
				// Labels are cut only once descriptions and previews have folded; the question only after the option window.
				if (layout.textRows < FULL_TEXT_ROWS) expect(layout.descriptionRows).toBe(0);
				if (layout.questionRows < QUESTION_ROWS) expect(layout.optionRows).toBe(1);
				previous = reached;
			}
			expect(layoutDialog(state, width, undefined, { rows: natural }).layout).toEqual(FULL_LAYOUT);
		}
	});

	it("the focused option keeps its description when the others fold", () => {
		const state = run(open(ONE), { type: "down" });
		const natural = renderDialog(state, 80).length;
		const text = renderDialog(state, 80, undefined, { rows: natural - 1 }).join("\n");
		expect(text).toContain("What option 2 costs");
		expect(text).not.toContain("What option 1 costs");
	});

	it("keeps every key when the user asked for them with ?", () => {
		const shown = layoutDialog(run(open(FOUR), { type: "toggleKeys" }), 80, undefined, { rows: 21 });
		expect(shown.layout.hints).toBe("all");
		expect(shown.lines.join("\n")).toContain("n note");
		expect(layoutDialog(open(FOUR), 80, undefined, { rows: 21 }).lines.join("\n")).not.toContain("n note");
	});
});

describe("any size, any keys", () => {
	it("never draws more rows than given or a line wider than the width, and keeps the hint line last", () => {
		fc.assert(
			fc.property(fc.integer({ min: 30, max: 260 }), fc.integer({ min: 6, max: 70 }), fc.array(ANY_KEY, { maxLength: 20 }), (width, rows, keys) => {
				const state = { ...keys.reduce(stateAfter, open(FOUR)), finished: undefined };
				const lines = renderDialog(state, width, undefined, { rows });
				expect(lines.length).toBeLessThanOrEqual(rows);
				for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
				expect(lines.at(-1)).toBe("─".repeat(width));
				expect(lines.at(-2)).toContain("ctrl+c interrupt");
			}),
			{ numRuns: 200 },
		);
	});
});
