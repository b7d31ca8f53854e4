/**
 * Dialog benchmark: what one key press and one frame of the ask_user_question dialog cost with
 * hostile sizes of text.
 *
 *     node --expose-gc bench/dialog.ts [--reps N] [--width W] [--rows R]
 *
 * (`npm run bench:dialog` runs the same.) It drives the real component (`createQuestionDialog`)
 * through `handleInput` and `render`, the way pi does, with a stub terminal of W×R cells:
 *
 * - per key: a key typed, the cursor moved, a character deleted, each followed by the frame it
 *   causes, in an Other answer and in a note of 100,000 characters (cursor in the middle);
 * - per render: a frame of a question whose focused option has a 1 MB preview, after a page
 *   key (scroll) and after `invalidate()` (a theme change redraws everything), and the first
 *   frame when the dialog opens.
 *
 * Times are medians and 95th percentiles in milliseconds over N repetitions. Only the component's
 * public API is used, so the same file runs against an older checkout for a before/after figure.
 * The last line printed is one JSON object with the results.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { KeybindingsManager as TuiKeybindingsManager, TUI_KEYBINDINGS, type TUI } from "@mariozechner/pi-tui";
import { createQuestionDialog } from "../src/ask/dialog/component.ts";
import type { Question } from "../src/ask/outcome.ts";

const { values } = parseArgs({
	options: {
		reps: { type: "string", default: "200" },
		width: { type: "string", default: "100" },
		rows: { type: "string", default: "40" },
	},
});
const REPS = Number(values.reps);
const WIDTH = Number(values.width);
const ROWS = Number(values.rows);

const KEY = { down: "\x1b[B", left: "\x1b[D", backspace: "\x7f", pageDown: "\x1b[6~", paste: (t: string) => `\x1b[200~${t}\x1b[201~` };

/** A theme that styles with real escape codes, like pi's. */
const THEME = {
	fg: (_color: string, text: string) => `\x1b[38;5;6m${text}\x1b[39m`,
	bg: (_color: string, text: string) => `\x1b[48;5;238m${text}\x1b[49m`,
	bold: (text: string) => `\x1b[1m${text}\x1b[22m`,
	inverse: (text: string) => `\x1b[7m${text}\x1b[27m`,
	underline: (text: string) => `\x1b[4m${text}\x1b[24m`,
} as unknown as Theme;

/** About `chars` characters of prose with CJK and emoji mixed in, as a long pasted answer would be. */
function longText(chars: number): string {
	const sentence = "The migration keeps the old table until the backfill is verified 東京 👍🏽. ";
	return sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);
}

/** About `bytes` bytes of code-like preview lines. */
function bigPreview(bytes: number): string {
	const lines: string[] = [];
	let size = 0;
	for (let i = 1; size < bytes; i++) {
		const line = `${String(i).padStart(6)} | const value${i} = compute(${i}, "${"x".repeat(i % 40)}");`;
		lines.push(line);
		size += line.length + 1;
	}
	return lines.join("\n");
}

const QUESTION: Question = {
	question: "Which approach should the migration take?",
	header: "Migration",
	multiSelect: false,
	options: [
		{ label: "Backfill first (Recommended)", description: "Copy the rows, then switch reads.", preview: bigPreview(1_000_000) },
		{ label: "Dual writes", description: "Write both tables until the switch." },
	],
};

/** The same question without the preview, so field timings measure the field alone. */
const PLAIN: Question = { ...QUESTION, options: QUESTION.options.map(({ label, description }) => ({ label, description })) };

function open(question: Question = QUESTION) {
	const tui = { requestRender() {}, terminal: { rows: ROWS, columns: WIDTH, write() {} } } as unknown as TUI;
	const dialog = createQuestionDialog({
		questions: [question],
		idleSeconds: 0,
		tui,
		theme: THEME,
		keybindings: new TuiKeybindingsManager(TUI_KEYBINDINGS) as unknown as KeybindingsManager,
		done: () => {},
		bell: false,
	});
	dialog.focused = true;
	const press = (data: string) => dialog.handleInput?.(data);
	return { press, render: (width: number) => dialog.render(width), invalidate: () => dialog.invalidate() };
}

function stats(samples: number[]): { p50: number; p95: number } {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
	return { p50: Number(at(0.5).toFixed(3)), p95: Number(at(0.95).toFixed(3)) };
}

/** Times `step` REPS times, each followed by the frame it causes. */
function perKey(dialog: ReturnType<typeof open>, step: () => void): { p50: number; p95: number } {
	const samples: number[] = [];
	globalThis.gc?.();
	for (let i = 0; i < REPS; i++) {
		const start = performance.now();
		step();
		dialog.render(WIDTH);
		samples.push(performance.now() - start);
	}
	return stats(samples);
}

/** A dialog with 100,000 characters in a field and the cursor in the middle of them. */
function fieldDialog(field: "other" | "note") {
	const dialog = open(PLAIN);
	const half = longText(50_000);
	// Other is row 3 (two options); a digit there starts typing. A note opens with n.
	dialog.press(field === "other" ? "3" : "n");
	// Half the text, Home, the other half: the cursor ends between the halves.
	dialog.press(KEY.paste(half));
	dialog.press("\x1b[H");
	dialog.press(KEY.paste(half));
	dialog.render(WIDTH);
	return dialog;
}

const results: Record<string, { p50: number; p95: number }> = {};
for (const field of ["other", "note"] as const) {
	const dialog = fieldDialog(field);
	results[`${field} 100k: type a character`] = perKey(dialog, () => dialog.press("x"));
	results[`${field} 100k: cursor left`] = perKey(dialog, () => dialog.press(KEY.left));
	results[`${field} 100k: backspace`] = perKey(dialog, () => dialog.press(KEY.backspace));
}

{
	const samples: number[] = [];
	for (let i = 0; i < Math.min(REPS, 20); i++) {
		// A fresh copy each time: nothing of an earlier dialog (such as split preview lines) is reused.
		const fresh: Question = { ...QUESTION, options: QUESTION.options.map((option) => ({ ...option })) };
		const start = performance.now();
		open(fresh).render(WIDTH);
		samples.push(performance.now() - start);
	}
	results["1 MB preview: open and first frame"] = stats(samples);
	const dialog = open();
	dialog.render(WIDTH);
	results["1 MB preview: page down"] = perKey(dialog, () => dialog.press(KEY.pageDown));
	results["1 MB preview: redraw after invalidate"] = perKey(dialog, () => dialog.invalidate());
}

const nameWidth = Math.max(...Object.keys(results).map((name) => name.length));
console.log(`dialog bench: ${REPS} repetitions, ${WIDTH}×${ROWS} cells (ms per key or frame)`);
for (const [name, { p50, p95 }] of Object.entries(results)) {
	console.log(`  ${name.padEnd(nameWidth)}  p50 ${p50.toFixed(3).padStart(9)}  p95 ${p95.toFixed(3).padStart(9)}`);
}
console.log(JSON.stringify({ reps: REPS, width: WIDTH, rows: ROWS, results }));
