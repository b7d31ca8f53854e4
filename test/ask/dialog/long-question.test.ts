/**
 * The question first: a 350-character question stays whole (wrapped) at 80×24 and 100×20 on both
 * hosts' rows while the options and the hint line fit; labels fold after descriptions and
 * previews; `v` shows a cut text whole; the height stays put while the focus moves; the hint line
 * always has `?`, and keeps Esc and Ctrl+C at 60×15.
 */
import { describe, expect, it } from "vitest";
import { MAX_TYPED_CHARS_IN_RESULT } from "../../../src/ask/limits.ts";
import type { Question } from "../../../src/ask/outcome.ts";
import { layoutDialog, renderDialog } from "../../../src/ask/dialog/draw/view.ts";
import { LONG_QUESTION, LONG_QUESTION_TEXT } from "../../fixtures/ask/long-question.ts";
import { DATABASE, FEATURES, longPreview } from "./fixtures.ts";
import { open, run } from "./helpers.ts";

const LONG: Question = LONG_QUESTION;
/** Rows pi leaves the dialog, as measured in the real TUIs: pi 1.6 keeps its status and spacer rows and two footer rows; pi 0.73 its footer. */
const ROWS_LEFT = { "1.6": (rows: number) => rows - 4, "0.73": (rows: number) => rows - 2 } as const;

/** The question's words as the screen shows them, joined back across its wrapped rows. */
function questionOnScreen(lines: string[]): string {
	const start = lines.findIndex((line) => line.startsWith(" We are migrating"));
	const end = lines.findIndex((line) => line.startsWith(" Choose one"));
	return lines.slice(start, end).map((line) => line.trim()).join(" ");
}

describe("a 350-character question with 125-character labels", () => {
	for (const [host, left] of Object.entries(ROWS_LEFT)) {
		for (const [width, height] of [[100, 20], [80, 24]] as const) {
			it(`is whole at ${width}×${height} on pi ${host}, with every row and the hint line`, () => {
				const lines = renderDialog(open([LONG]), width, undefined, { rows: left(height) });
				expect(lines.length).toBeLessThanOrEqual(left(height));
				expect(questionOnScreen(lines)).toBe(LONG_QUESTION_TEXT);
				const text = lines.join("\n");
				for (const row of ["1. Postgres", "2. MySQL", "3. CockroachDB", "4. DynamoDB", "5. Other", "6. Chat about this", "7. No preference"]) expect(text).toContain(row);
				expect(lines.slice(-3, -1).join(" ")).toMatch(/escape decline( ·)? +ctrl\+c interrupt$/);
				expect(text).toContain("v full");
			});
		}
	}

	it("keeps one height while the focus moves through the question", () => {
		for (const rows of [15, 17, 22]) {
			const heights = new Set<number>();
			let state = open([LONG]);
			for (let i = 0; i < 7; i++, state = run(state, { type: "down" })) heights.add(renderDialog(state, 100, undefined, { rows }).length);
			expect([...heights], `${rows} rows`).toHaveLength(1);
		}
	});

	it("v shows the question and the focused label whole, (Recommended) included; v again returns", () => {
		const whole = run(open([LONG]), { type: "toggleWhole" });
		const text = renderDialog(whole, 80, undefined, { rows: 19 }).join("\n");
		expect(text.replace(/\s+/g, " ")).toContain(LONG_QUESTION_TEXT);
		expect(text.replace(/\s+/g, " ")).toContain(`${LONG.options[0]?.label}`);
		expect(text).toContain("v back to the list");
		expect(run(whole, { type: "toggleWhole" }).showWhole).toBe(false);
		expect(run(whole, { type: "cancel" }).showWhole).toBe(false);
	});

	it("labels fold only after descriptions and previews, the question only after the option window", () => {
		const withPreviews: Question = { ...LONG, options: LONG.options.map((option) => ({ ...option, preview: longPreview(30) })) };
		for (let rows = 40; rows >= 8; rows--) {
			const { layout } = layoutDialog(open([withPreviews]), 80, undefined, { rows });
			if (layout.textRows < 8) expect(layout.descriptionRows, `${rows} rows`).toBe(0);
			if (layout.questionRows < 60) expect(layout.optionRows, `${rows} rows`).toBe(1);
		}
	});
});

describe("the hint line", () => {
	it("offers ? only where it shows more: not when every key fits, and on a folded line it lists them all", () => {
		const roomy = renderDialog(open([DATABASE]), 200);
		expect(roomy.at(-2)).toContain("n note");
		expect(roomy.join("\n")).not.toContain("? more keys");
		expect(renderDialog(run(open([DATABASE]), { type: "toggleKeys" }), 200).join("\n")).not.toContain("? fewer keys");
		const folded = renderDialog(open([DATABASE]), 80, undefined, { rows: 13 });
		expect(folded.join("\n")).toContain("? more keys");
		expect(folded.join("\n")).not.toContain("n note");
		const all = renderDialog(run(open([DATABASE]), { type: "toggleKeys" }), 80, undefined, { rows: 13 }).join("\n");
		expect(all).toContain("? fewer keys");
		expect(all).toContain("n note");
	});

	it("keeps a row for the idle countdown from the start, so nothing above it moves when it appears", () => {
		for (const [width, rows] of [[100, 16], [80, 20], [120, 36]] as const) {
			for (const questions of [[FEATURES, DATABASE], [DATABASE]]) {
				const before = run(open(questions, 60), { type: "tick", now: 1_000 });
				const during = run(before, { type: "tick", now: 45_000 });
				const a = renderDialog(before, width, undefined, { rows });
				const b = renderDialog(during, width, undefined, { rows });
				const countdown = b.findIndex((line) => line.includes("Submitting what is selected in"));
				expect(countdown, `${width}×${rows}`).toBeGreaterThan(0);
				expect(b.length).toBe(a.length);
				expect(b.filter((_, i) => i !== countdown)).toEqual(a.filter((_, i) => i !== countdown));
			}
		}
	});

	it("says once, not twice, that after one Esc any other key keeps the dialog", () => {
		const armed = run(open([DATABASE]), { type: "digit", n: 2 }, { type: "prevTab" }, { type: "cancel" });
		const text = renderDialog(armed, 80, undefined, { rows: 20 }).join("\n");
		expect(text.split("any other key only keeps it open").length - 1).toBe(1);
	});

	it("keeps Esc and Ctrl+C at 60×15", () => {
		for (const rows of [10, 12, 13]) {
			const lines = renderDialog(open([DATABASE]), 60, undefined, { rows });
			const hint = lines.slice(-3).join(" ");
			expect(hint, `${rows} rows`).toContain("escape decline");
			expect(hint, `${rows} rows`).toContain("ctrl+c interrupt");
		}
	});
});

describe("fields", () => {
	it("a two-line note scrolled to its end keeps its Note: label at 100×20", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, { type: "text", text: "first line of the note\nsecond line, still typing", paste: true });
		const { lines, layout } = layoutDialog(state, 100, undefined, { rows: 12 });
		expect(layout.textRows).toBe(1);
		expect(lines.some((line) => line.startsWith(" Note: "))).toBe(true);
	});

	it("a text longer than a result quotes is announced before submit: under the field and on the review", () => {
		const long = "x".repeat(MAX_TYPED_CHARS_IN_RESULT + 1_000);
		const state = run(open([DATABASE]), { type: "editNote" }, { type: "text", text: long, paste: true });
		expect(renderDialog(state, 100).join("\n")).toContain("9,000 characters: the model gets the first 8,000 and the whole text in a file");
		const review = run(state, { type: "cancel" }, { type: "prevTab" });
		expect(renderDialog(review, 100).join("\n")).toContain("1. 9,000 characters: the model gets the first 8,000 and the whole text in a file");
	});

	it("Other text replaced by an option, or ticked off, shows on the review as typed, not chosen", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, { type: "text", text: "my own db" }, { type: "cancel" }, { type: "digit", n: 2 });
		expect(renderDialog(state, 100).join("\n")).toContain("SQLite; “my own db” (typed, not chosen)");
		const untoggled = run(open([FEATURES]), { type: "digit", n: 5 }, { type: "text", text: "Dark mode" }, { type: "cancel" }, { type: "toggle" }, { type: "nextTab" });
		expect(renderDialog(untoggled, 100).join("\n")).toContain("Not answered; “Dark mode” (typed, not chosen)");
	});
});
