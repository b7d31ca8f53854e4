import type { Theme } from "@mariozechner/pi-coding-agent";
import { CURSOR_MARKER, visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Question } from "../../../src/ask/outcome.ts";
import { PREVIEW_ROWS } from "../../../src/ask/dialog/preview-text.ts";
import { type DialogEvent, type DialogState, inputModeOf } from "../../../src/ask/dialog/state/index.ts";
import { type DialogStyle, PLAIN_STYLE, renderDialog, SIDE_BY_SIDE_MIN_WIDTH, themeStyle } from "../../../src/ask/dialog/draw/view.ts";
import { LANGUAGES, LOCALES } from "../../../src/ask/locales/index.ts";
import { ANY_KEY, DATABASE, FEATURES, LAYOUT, longPreview, WIDE } from "./fixtures.ts";
import { image, open, run, stateAfter, typing } from "./helpers.ts";

/** A style that wraps everything in real SGR sequences, as a theme does. */
const ANSI_STYLE: DialogStyle = {
	border: (t) => `\x1b[90m${t}\x1b[39m`,
	accent: (t) => `\x1b[36m${t}\x1b[39m`,
	text: (t) => `\x1b[37m${t}\x1b[39m`,
	muted: (t) => `\x1b[38;5;244m${t}\x1b[39m`,
	dim: (t) => `\x1b[2m${t}\x1b[22m`,
	success: (t) => `\x1b[32m${t}\x1b[39m`,
	warning: (t) => `\x1b[33m${t}\x1b[39m`,
	error: (t) => `\x1b[31m${t}\x1b[39m`,
	bold: (t) => `\x1b[1m${t}\x1b[22m`,
	selected: (t) => `\x1b[48;5;238m${t}\x1b[49m`,
	cursor: (t) => `\x1b[7m${t}\x1b[27m`,
};

const WIDTHS = [40, 80, 120, 200];
const ALL = [DATABASE, FEATURES, LAYOUT, WIDE];

/** States worth drawing: every tab and every mode, with text, notes, images and a countdown. */
function scenes(): Array<[string, DialogState]> {
	const base = open(ALL, 60);
	const long = "a very long typed answer that needs wrapping 長い回答もここに 👍🏽 ".repeat(4);
	return [
		["first question", base],
		["typing Other", run(base, { type: "digit", n: 4 }, ...typing(long))],
		["typing a note", run(base, { type: "editNote" }, { type: "text", text: `${long}\nsecond line`, paste: true })],
		["image prompt", run(base, { type: "attach" }, ...typing("/Users/someone/Pictures/Screenshots/Screenshot 2025-01-01 at 10.00.00.png"))],
		["images and notice", run(base, { type: "imageAttached", image: image("スクリーンショット 👀 very long name.png", 1_234_567) }, { type: "imageRejected", message: "notes.txt is not an image (PNG, JPEG, GIF or WebP)" })],
		["multi-select", run(base, { type: "nextTab" }, { type: "digit", n: 2 }, { type: "digit", n: 5 }, ...typing("Dark mode"))],
		["preview scrolled", run(base, { type: "nextTab" }, { type: "nextTab" }, { type: "down" }, { type: "scroll", pages: 3 })],
		["preview wrapped", run(base, { type: "nextTab" }, { type: "nextTab" }, { type: "down" }, { type: "toggleWrap" })],
		["wide question", run(base, { type: "prevTab" }, { type: "prevTab" })],
		["skipped", run(base, { type: "skip" }, { type: "prevTab" })],
		["review with countdown", run(base, { type: "digit", n: 4 }, ...typing(long), { type: "confirm" }, { type: "editNote" }, ...typing(long), { type: "prevTab" }, { type: "prevTab" }, { type: "prevTab" }, { type: "tick", now: 45_000 })],
	];
}

describe("every line fits its width, in every language", () => {
	for (const width of WIDTHS) {
		for (const [name, state] of scenes()) {
			it(`${name} at ${width} columns`, () => {
				for (const language of LANGUAGES) {
					for (const style of [PLAIN_STYLE, ANSI_STYLE]) {
						for (const line of renderDialog(state, width, style, { cursorMarker: CURSOR_MARKER, locale: LOCALES[language] })) {
							expect(visibleWidth(line), `${language}: ${line}`).toBeLessThanOrEqual(width);
						}
					}
				}
			});
		}
	}

	it("the review's answers start in one column whatever the headers' widths (CJK headers take two columns a character)", () => {
		const headers = ["数据库", "DB", "功能🚀"];
		const questions = headers.map((header, i) => ({ ...[DATABASE, FEATURES, LAYOUT][i]!, header }));
		const state = run(open(questions), { type: "goTo", tab: 3 });
		for (const language of LANGUAGES) {
			const lines = renderDialog(state, 80, PLAIN_STYLE, { locale: LOCALES[language] });
			const starts = headers.map((header) => {
				const line = lines.findLast((l) => l.startsWith(` □ ${header} `)) ?? "";
				const answer = line.slice(line.indexOf(header) + header.length).search(/\S/) + line.indexOf(header) + header.length;
				return visibleWidth(line.slice(0, answer));
			});
			expect(new Set(starts).size, `${language}: ${lines.join("\n")}`).toBe(1);
		}
	});

	it("at any width and after any keys", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 260 }), fc.array(ANY_KEY, { maxLength: 25 }), (width, keys) => {
				const state = { ...keys.reduce(stateAfter, open(ALL)), finished: undefined };
				for (const line of renderDialog(state, width, ANSI_STYLE, { cursorMarker: CURSOR_MARKER })) {
					expect(visibleWidth(line)).toBeLessThanOrEqual(width);
				}
			}),
			{ numRuns: 200 },
		);
	});
});

describe("the open tab", () => {
	it("is bracketed, so it shows without colour, and is drawn in reverse video by the theme", () => {
		const tabs = renderDialog(run(open([DATABASE, FEATURES]), { type: "nextTab" }), 80)[1];
		expect(tabs).toBe(" □ Database  [□ Features]  ✓ Submit ");
		const calls: string[] = [];
		const theme = {
			fg: (_c: string, t: string) => t,
			bg: (c: string, t: string) => (calls.push(`bg:${c}`), t),
			bold: (t: string) => t,
			inverse: (t: string) => (calls.push("inverse"), `\x1b[7m${t}\x1b[27m`),
		} as unknown as Theme;
		expect(themeStyle(theme).selected("x")).toBe("\x1b[7mx\x1b[27m");
		expect(calls).toEqual(["inverse"]);
	});
});

describe("layout", () => {
	const onTabs = run(open([LAYOUT]), { type: "down" });

	it("draws the preview beside the options from 100 columns", () => {
		const lines = renderDialog(onTabs, SIDE_BY_SIDE_MIN_WIDTH);
		const row = lines.find((line) => line.includes("2. Tabs"));
		expect(row).toMatch(/│ line \d+:/);
	});

	it("stacks the preview under the options below 100 columns", () => {
		const lines = renderDialog(onTabs, SIDE_BY_SIDE_MIN_WIDTH - 1);
		const rowIndex = lines.findIndex((line) => line.includes("2. Tabs"));
		const previewIndex = lines.findIndex((line) => line.includes("Preview: Tabs"));
		expect(lines[rowIndex]).not.toContain("│");
		expect(previewIndex).toBeGreaterThan(rowIndex);
	});

	it("shows a window of the preview and where it is, never dropping lines silently", () => {
		for (const width of WIDTHS) {
			const scrolled = run(onTabs, { type: "scroll", pages: 1 });
			const text = renderDialog(scrolled, width).join("\n");
			expect(text).toContain(`lines 12–${11 + PREVIEW_ROWS} of 200`);
			expect(text).toContain("line 12: ");
			expect(text).toContain(`line ${11 + PREVIEW_ROWS}: `);
			expect(text).not.toContain(`line ${12 + PREVIEW_ROWS}: `);
		}
	});

	it("reaches the last line of a 200-line preview", () => {
		const end = run(onTabs, ...Array.from({ length: 30 }, () => ({ type: "scroll", pages: 1 }) as const));
		const text = renderDialog(end, 120).join("\n");
		expect(text).toContain("lines 189–200 of 200");
		expect(text).toContain("line 200: ");
	});

	const wide: Question = {
		...LAYOUT,
		options: [{ label: "Wide", description: "", preview: `${"x".repeat(100)} END\nshort` }, { label: "Narrow", description: "" }],
	};

	it("marks cut preview lines and says how to see them whole", () => {
		for (const width of WIDTHS) {
			const lines = renderDialog(open([wide]), width);
			expect(lines.some((line) => line.endsWith("…") && line.includes("xxxx"))).toBe(width < 200);
			expect(lines.join("\n").includes("… = cut, w wraps")).toBe(width < 200);
		}
	});

	it("wraps preview lines on request, keeping every character", () => {
		const wrapped = renderDialog(run(open([wide]), { type: "toggleWrap" }), 40).join("\n");
		expect(wrapped).toContain("END");
		expect(wrapped).toContain("wrapped, w cuts");
	});

	it("a short preview that fits needs no position line", () => {
		const text = renderDialog(open([LAYOUT]), 120).join("\n");
		expect(text).toContain("│ General  │");
		expect(text).not.toContain("lines 1–");
	});

	it("says when the focused row has no preview", () => {
		expect(renderDialog(run(open([LAYOUT]), { type: "down" }, { type: "down" }), 120).join("\n")).toContain("No preview for this row");
	});
});

describe("content", () => {
	it("shows the header chips with answer marks and the Submit tab", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 1 });
		const chips = renderDialog(state, 80)[1];
		expect(chips).toContain("■ Database");
		expect(chips).toContain("□ Features");
		expect(chips).toContain("✓ Submit");
	});

	it("shows the dialog's own rows with their exact labels", () => {
		const text = renderDialog(open([DATABASE]), 120).join("\n");
		expect(text).toContain("4. Other");
		expect(text).toContain("5. Chat about this");
		expect(text).toContain("6. No preference — you decide");
		const multi = renderDialog(open([FEATURES]), 120).join("\n");
		expect(multi).not.toContain("No preference");
	});

	it("keeps typed text through a resize: the same state drawn at any width holds all of it", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("keep every word of this answer"), { type: "cancel" }, { type: "editNote" }, ...typing("and this note"));
		for (const width of WIDTHS) {
			const flat = renderDialog(state, width).join(" ").replace(/\s+/g, " ");
			expect(flat).toContain("keep every word of this answer");
			expect(flat).toContain("and this note");
		}
	});

	it("draws the cursor with the hardware-cursor marker while typing", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("abc"), { type: "cursorLeft" });
		const lines = renderDialog(state, 80, ANSI_STYLE, { cursorMarker: CURSOR_MARKER });
		const line = lines.find((l) => l.includes(CURSOR_MARKER));
		expect(line).toContain(`ab${CURSOR_MARKER}\x1b[7mc\x1b[27m`);
	});

	it("draws the cursor past the end of the text, also where the line wraps", () => {
		for (const width of [20, 21, 22, 23, 24, 25]) {
			const state = run(open([DATABASE]), { type: "editNote" }, ...typing("hello world again "));
			const text = renderDialog(state, width, ANSI_STYLE, { cursorMarker: CURSOR_MARKER }).join("\n");
			expect(text).toContain(`${CURSOR_MARKER}\x1b[7m \x1b[27m`);
		}
	});

	it("shows attached images with name and size, and the notice", () => {
		const state = run(open([DATABASE]), { type: "imageAttached", image: image("shot.png", 46_000) });
		const text = renderDialog(state, 80).join("\n");
		expect(text).toContain("Images: shot.png (45 KB)");
		expect(text).toContain("Attached shot.png");
		expect(text).toContain("x remove image");
	});

	it("shows the idle countdown in its last seconds", () => {
		const state = open([DATABASE], 60);
		expect(renderDialog(run(state, { type: "tick", now: 29_000 }), 80).join("\n")).not.toContain("Submitting what is selected");
		expect(renderDialog(run(state, { type: "tick", now: 33_000 }), 80).join("\n")).toContain("Submitting what is selected in 27 s");
	});

	it("shows the keys in the hint line, by mode", () => {
		const browsing = renderDialog(open([LAYOUT]), 200).join("\n");
		for (const hint of ["↑↓ move", "enter pick", "1-6 pick", "tab/→ next", "shift+tab/← back", "n note", "s skip", "a image", "pageUp/pageDown [ ] scroll", "w wrap", "escape decline", "ctrl+c interrupt"]) {
			expect(browsing).toContain(hint);
		}
		const typingText = renderDialog(run(open([DATABASE]), { type: "editNote" }), 200).join("\n");
		expect(typingText).toContain("escape stop typing (text kept)");
		expect(typingText).toContain("shift+enter new line");
	});

	it("names typing in the hint line on an empty Other row, and the usual keys once it holds text", () => {
		const onOther = run(open([DATABASE]), { type: "up" }, { type: "up" }, { type: "up" });
		expect(inputModeOf(onOther)).toBe("otherRow");
		const empty = renderDialog(onOther, 200).join("\n");
		expect(empty).toContain("type your answer");
		expect(empty).not.toContain("n note");
		const typed = renderDialog(run(onOther, ...typing("Oracle"), { type: "cancel" }), 200).join("\n");
		expect(typed).not.toContain("type your answer");
		expect(typed).toContain("n note");
	});

	it("summarises every answer on the review tab", () => {
		const state = run(
			open([DATABASE, FEATURES, LAYOUT]),
			{ type: "digit", n: 1 },
			{ type: "digit", n: 5 },
			...typing("Dark mode"),
			{ type: "cancel" },
			{ type: "editNote" },
			...typing("soon"),
			{ type: "cancel" },
			{ type: "imageAttached", image: image("mock.png") },
			{ type: "nextTab" },
			{ type: "skip" },
		);
		const text = renderDialog(state, 100).join("\n");
		expect(text).toContain("Review your answers");
		expect(text).toMatch(/■ Database\s+PostgreSQL \(Recommended\)/);
		expect(text).toMatch(/■ Features\s+“Dark mode” \(typed\)/);
		expect(text).toContain("note: soon");
		expect(text).toContain("images: mock.png");
		expect(text).toMatch(/– Layout\s+Skipped/);
		expect(text).toContain("2 of 3 answered, 1 skipped — enter submits anyway");
	});

	it("warns on review when questions are unanswered, and still lets enter submit", () => {
		const text = renderDialog(run(open([DATABASE, FEATURES]), { type: "prevTab" }), 80).join("\n");
		expect(text).toContain("Neither of 2 answered — enter submits anyway");
	});

	it("shows a notice on the review tab (a paste with nowhere to go)", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "prevTab" }, { type: "text", text: "x", paste: true });
		expect(renderDialog(state, 80).join("\n")).toContain("Nothing was pasted: open a question first (1-2), then paste");
	});
});

describe("untrusted text", () => {
	const hostile: Question = {
		question: "Pick\x1b[2J\x1b[H one\x1b]0;pwned\x07 \u202eplease",
		header: "\x1b[31mEvil\x1b[0m",
		multiSelect: false,
		options: [
			{ label: "A\x1b]8;;https://evil.example\x07link\x1b]8;;\x07", description: "desc\u009b31m\r\nmore", preview: "code\x1bP+q\x1b\\\n\tindented\x1b[5m" },
			{ label: "B\x07\x7f", description: "\u2066iso\u2069" },
		],
	};

	it("no escape sequence, C1 or bidi control from the model reaches the terminal", () => {
		for (const width of WIDTHS) {
			const text = renderDialog(open([hostile]), width).join("\n");
			expect(text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
			expect(text).toContain("Pick one please");
			expect(text).toContain("Alink");
			expect(text).toContain("    indented");
		}
	});

	it("long previews are fine at every width", () => {
		const q: Question = { ...LAYOUT, options: [{ label: "X", description: "", preview: longPreview(200) }, { label: "Y", description: "" }] };
		for (const width of WIDTHS) {
			const lines = renderDialog(open([q]), width);
			expect(lines.filter((line) => /line \d+: /.test(line))).toHaveLength(PREVIEW_ROWS);
		}
	});
});
