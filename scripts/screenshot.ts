/**
 * Screenshot of the ask_user_question dialog for the docs and the package gallery.
 *
 *     npm run screenshot        (node scripts/screenshot.ts)
 *
 * Runs the real pi 1.6 TUI in tmux at 100 columns against the scripted mock model of the test
 * harness, lets the model ask three questions (a layout choice with ASCII-mockup previews, a
 * multi-select, and one in Chinese), answers the multi-select, goes back to the first question,
 * and captures the pane with its colours (`tmux capture-pane -e`). From that capture it writes
 *
 * - docs/dialog.txt: the same screen as plain text;
 * - docs/dialog.svg: a terminal rendering drawn cell by cell from the ANSI capture (monospace grid,
 *   wide CJK characters on two cells, box-drawing characters as lines so borders join);
 * - docs/dialog.png: the SVG converted by rsvg-convert (Debian: librsvg2-bin), ImageMagick or a
 *   headless Chromium, whichever is installed. Without any of them the text and SVG are still
 *   written and the script says what to install, exiting with status 2. optipng, when installed,
 *   then makes the PNG about a third smaller without changing a pixel.
 *
 * pi runs with its built-in dark theme in 24-bit colour, so the picture does not depend on the
 * palette of the terminal the script runs in. Needs tmux, like the TUI tests.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { visibleWidth } from "@mariozechner/pi-tui";
import { startTui, type TuiSession } from "../test/harness/tui.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const DOCS = join(ROOT, "docs");
const EXTENSION = join(ROOT, "extensions", "ask-user-question.ts");
const COLS = 100;
const ROWS = 60;
const PROMPT = "Add a settings page to the admin app.";

// ---------------------------------------------------------------------------------------------
// The call the scripted model makes
// ---------------------------------------------------------------------------------------------

const SIDEBAR_MOCKUP = `
╭─ Settings ───┬──────────────────────────────╮
│ ▸ Profile    │ Display name                 │
│   Security   │ [ Ada Lovelace             ] │
│   Billing    │                              │
│   Team       │ Email                        │
│   API keys   │ [ ada@example.com          ] │
│              │                              │
│              │ Language                     │
│              │ [ English                ▾ ] │
│              │                   [ Save ]   │
╰──────────────┴──────────────────────────────╯`;

const TABS_MOCKUP = `
╭─ Settings ──────────────────────────────────╮
│  Profile   Security   Billing   Team   API  │
│  ━━━━━━━━                                   │
│  Display name                               │
│  [ Ada Lovelace                          ]  │
│                                             │
│  Email                                      │
│  [ ada@example.com                       ]  │
│                                             │
│                                  [ Save ]   │
╰─────────────────────────────────────────────╯`;

const SINGLE_PAGE_MOCKUP = `
╭─ Settings ──────────────────────────────────╮
│  Jump to  Profile · Security · Billing      │
│  ── Profile ─────────────────────────────   │
│  Display name   [ Ada Lovelace          ]   │
│  Email          [ ada@example.com       ]   │
│  ── Security ────────────────────────────   │
│  Two-factor     [x] required for admins     │
│  Sessions       [ 30 days             ▾ ]   │
│  ── Billing ─────────────────────────────   │
│  Plan           Team · 12 seats      ↓ more │
╰─────────────────────────────────────────────╯`;

const QUESTIONS = [
	{
		question: "How should the settings page be laid out?",
		header: "Layout",
		multiSelect: false,
		options: [
			{
				label: "Sidebar (Recommended)",
				description: "Sections listed on the left; keeps working as settings grow.",
				preview: SIDEBAR_MOCKUP.trim(),
			},
			{
				label: "Tabs",
				description: "Sections as tabs across the top; best with five or fewer.",
				preview: TABS_MOCKUP.trim(),
			},
			{
				label: "Single page",
				description: "Everything on one scrolling page with a jump list.",
				preview: SINGLE_PAGE_MOCKUP.trim(),
			},
		],
	},
	{
		question: "Which checks should block a commit?",
		header: "Checks",
		multiSelect: true,
		options: [
			{ label: "Type check", description: "tsc --noEmit on the whole project (about 4 s)." },
			{ label: "Unit tests", description: "vitest on the files the commit touches." },
			{ label: "Lint", description: "biome check on the staged files." },
			{ label: "Format", description: "Rewrites staged files in place; never blocks." },
		],
	},
	{
		question: "设置页的界面文案先支持哪种语言？",
		header: "界面语言",
		multiSelect: false,
		options: [
			{ label: "简体中文 (Recommended)", description: "大部分管理员在国内，先覆盖他们。" },
			{ label: "English", description: "Matches the rest of the admin app today." },
			{ label: "中英双语", description: "两套文案同时维护，每次发布都要校对两遍。" },
		],
	},
];

// ---------------------------------------------------------------------------------------------
// Driving pi
// ---------------------------------------------------------------------------------------------

/** A line of the screen, whole, trailing spaces aside. */
function line(text: string): RegExp {
	return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} *$`, "m");
}

/** The pane with its colours, read through the session's private tmux socket. */
function captureAnsi(tui: TuiSession): string {
	// The harness runs tmux with TMUX_TMPDIR=dirs.tmp, so the socket is the one file in tmux-<uid>/.
	const dir = join(tui.dirs.tmp, `tmux-${process.getuid?.() ?? 0}`);
	const sockets = readdirSync(dir).filter((name) => statSync(join(dir, name)).isSocket());
	if (sockets.length !== 1) throw new Error(`expected one tmux socket in ${dir}, found ${sockets.length}`);
	// -e: colours and attributes; -N: keep trailing spaces, so background colours reach the edge.
	return execFileSync("tmux", ["-S", join(dir, sockets[0] as string), "capture-pane", "-e", "-N", "-p", "-t", "pi"], {
		encoding: "utf8",
	});
}

/** Captures until two captures in a row agree, so a frame half drawn is never kept. */
async function stableCapture(tui: TuiSession): Promise<string> {
	let previous = captureAnsi(tui);
	const deadline = Date.now() + 5_000;
	for (;;) {
		await new Promise((resolve) => setTimeout(resolve, 150));
		const next = captureAnsi(tui);
		if (next === previous || Date.now() > deadline) return next;
		previous = next;
	}
}

async function captureDialog(): Promise<string> {
	const tui = await startTui({
		version: "1.6",
		extensionPaths: [EXTENSION],
		responses: [{ toolCall: { name: "ask_user_question", arguments: { questions: QUESTIONS } } }],
		cols: COLS,
		rows: ROWS,
		// pi's dark theme in 24-bit colour; no idle countdown on the picture; no compile cache, which
		// node would write into the temp dir while pi exits, racing its removal.
		env: { COLORTERM: "truecolor", PI_QUESTION_IDLE_SECONDS: "0" },
		settings: { theme: "dark" },
		timeoutMs: 30_000,
	});
	try {
		await tui.prompt(PROMPT);
		await tui.waitFor(/^ How should the settings page be laid out\?\n Choose one$/m);
		// Answer the multi-select, then come back to the first question and its preview.
		tui.sendKeys("Tab");
		await tui.waitFor(/^ Which checks should block a commit\?\n Choose any that apply$/m);
		tui.sendKeys("1");
		await tui.waitFor(line("❯ [x] 1. Type check"));
		tui.sendKeys("2");
		await tui.waitFor(line("❯ [x] 2. Unit tests"));
		tui.sendKeys("BTab");
		await tui.waitFor(/^ How should the settings page be laid out\?\n Choose one$/m);
		await tui.waitFor(line("[□ Layout]  ■ Checks   □ 界面语言   ✓ Submit"));
		return await stableCapture(tui);
	} finally {
		await tui.stop();
	}
}

// ---------------------------------------------------------------------------------------------
// ANSI capture -> cells
// ---------------------------------------------------------------------------------------------

interface Style {
	fg?: string;
	bg?: string;
	bold: boolean;
	dim: boolean;
	italic: boolean;
	underline: boolean;
	inverse: boolean;
	strike: boolean;
}

interface Cell {
	text: string;
	/** Columns the cell covers: 1, or 2 for wide characters. */
	width: number;
	style: Style;
}

const PLAIN: Style = { bold: false, dim: false, italic: false, underline: false, inverse: false, strike: false };

/** The 16 ANSI colours (a neutral dark palette); pi's dark theme itself uses 24-bit colours. */
const ANSI16 = [
	"#1d1f21", "#e06c75", "#98c379", "#e5c07b", "#61afef", "#c678dd", "#56b6c2", "#c5c8c6",
	"#666a73", "#ff7a85", "#b5e890", "#ffd68a", "#7cc5ff", "#de94f0", "#70d4e0", "#ffffff",
];

function hex(r: number, g: number, b: number): string {
	return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, "0")).join("")}`;
}

function palette256(n: number): string {
	if (n < 16) return ANSI16[n] as string;
	if (n < 232) {
		const i = n - 16;
		const level = (v: number) => (v === 0 ? 0 : 55 + v * 40);
		return hex(level(Math.floor(i / 36)), level(Math.floor(i / 6) % 6), level(i % 6));
	}
	const grey = 8 + (n - 232) * 10;
	return hex(grey, grey, grey);
}

/** An extended colour (38/48): `5;n` or `2;r;g;b` (colon forms may carry an empty colour-space id). */
function extendedColor(parts: number[]): string | undefined {
	if (parts[0] === 5) return palette256(parts[1] ?? 0);
	if (parts[0] === 2) {
		const rgb = parts.length >= 5 ? parts.slice(2, 5) : parts.slice(1, 4);
		return hex(rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0);
	}
	return undefined;
}

/** Applies one SGR sequence's parameters to a style. */
function applySgr(style: Style, params: string): Style {
	const next = { ...style };
	const groups = (params === "" ? "0" : params).split(";");
	for (let i = 0; i < groups.length; i++) {
		const sub = (groups[i] as string).split(":").map((p) => (p === "" ? 0 : Number(p)));
		const code = sub[0] as number;
		if (code === 38 || code === 48) {
			let color: string | undefined;
			if (sub.length > 1) color = extendedColor(sub.slice(1));
			else {
				const rest = groups.slice(i + 1).map(Number);
				color = extendedColor(rest);
				i += rest[0] === 5 ? 2 : rest[0] === 2 ? 4 : 0;
			}
			if (code === 38) next.fg = color;
			else next.bg = color;
		} else if (code === 0) Object.assign(next, PLAIN, { fg: undefined, bg: undefined });
		else if (code === 1) next.bold = true;
		else if (code === 2) next.dim = true;
		else if (code === 3) next.italic = true;
		else if (code === 4) next.underline = (sub[1] ?? 1) !== 0;
		else if (code === 7) next.inverse = true;
		else if (code === 9) next.strike = true;
		else if (code === 22) next.bold = next.dim = false;
		else if (code === 23) next.italic = false;
		else if (code === 24) next.underline = false;
		else if (code === 27) next.inverse = false;
		else if (code === 29) next.strike = false;
		else if (code >= 30 && code <= 37) next.fg = ANSI16[code - 30];
		else if (code >= 90 && code <= 97) next.fg = ANSI16[code - 90 + 8];
		else if (code >= 40 && code <= 47) next.bg = ANSI16[code - 40];
		else if (code >= 100 && code <= 107) next.bg = ANSI16[code - 100 + 8];
		else if (code === 39) next.fg = undefined;
		else if (code === 49) next.bg = undefined;
	}
	return next;
}

/**
 * Parses `capture-pane -e` output into rows of cells. SGR state carries over line ends, as tmux
 * only writes changes; other escape sequences (hyperlinks, cursor keys) are skipped.
 */
function parseCapture(capture: string, cols: number): Cell[][] {
	const rows: Cell[][] = [];
	let style: Style = { ...PLAIN };
	for (const raw of capture.replace(/\n$/, "").split("\n")) {
		const row: Cell[] = [];
		let used = 0;
		for (let i = 0; i < raw.length; ) {
			if (raw[i] === "\x1b") {
				const rest = raw.slice(i);
				const csi = /^\x1b\[([0-9;:?]*)([@-~])/.exec(rest);
				if (csi) {
					if (csi[2] === "m") style = applySgr(style, csi[1] ?? "");
					i += csi[0].length;
					continue;
				}
				const osc = /^\x1b\][^\x07\x1b]*(\x07|\x1b\\)/.exec(rest);
				i += osc ? osc[0].length : 2;
				continue;
			}
			const char = String.fromCodePoint(raw.codePointAt(i) as number);
			i += char.length;
			const width = visibleWidth(char);
			const last = row[row.length - 1];
			if (width === 0) {
				// Combining marks and variation selectors join the character before them.
				if (last) last.text += char;
				continue;
			}
			if (used + width > cols) continue;
			row.push({ text: char, width, style });
			used += width;
		}
		// Cells past what tmux reports were never written: default colours, whatever the SGR state.
		while (used < cols) {
			row.push({ text: " ", width: 1, style: PLAIN });
			used += 1;
		}
		rows.push(row);
	}
	return rows;
}

function plainRow(row: Cell[]): string {
	return row.map((cell) => cell.text).join("").trimEnd();
}

/**
 * The part of the screen worth showing: from the user's prompt (with the padding line of its box)
 * to the dialog's closing rule. pi's startup notes above and its footer below (with the temporary
 * working directory) are left out, and a run of blank rows becomes one.
 */
function cropToDialog(rows: Cell[][]): Cell[][] {
	const text = rows.map(plainRow);
	const prompt = text.findIndex((l) => l.trim() === PROMPT);
	const isRule = (l: string) => l.length === COLS && /^─+$/.test(l);
	const top = text.findIndex((l, i) => i > prompt && isRule(l));
	const bottom = text.findIndex((l, i) => i > top && isRule(l));
	if (prompt < 0 || top < 0 || bottom < 0) throw new Error(`cannot find the prompt and the dialog on the screen:\n${text.join("\n")}`);
	const start = prompt > 0 && text[prompt - 1] === "" ? prompt - 1 : prompt;
	// pi keeps the dialog at the bottom of the terminal, so a short transcript leaves blank rows
	// above it, as many as the terminal is tall; keep one.
	const blank = (row: Cell[]) => row.every((cell) => cell.text === " " && cell.style.bg === undefined && !cell.style.inverse);
	return rows.slice(start, bottom + 1).filter((row, i, all) => !(blank(row) && i > 0 && blank(all[i - 1] as Cell[])));
}

// ---------------------------------------------------------------------------------------------
// Cells -> SVG
// ---------------------------------------------------------------------------------------------

const FONT_SIZE = 14;
/** DejaVu Sans Mono's advance (1233/2048 em); Menlo, its descendant, has the same. */
const CELL_W = (FONT_SIZE * 1233) / 2048;
/** Characters drawn in runs: ASCII and Latin, which every monospace font has at its own advance. */
const PLAIN_CHAR = /^[\u0021-\u007e\u00a1-\u024f]$/;
const CELL_H = 18;
const BASELINE = 13.5;
const PAD_X = 18;
const PAD_TOP = 40;
const PAD_BOTTOM = 18;
const DEFAULT_FG = "#dee0e1";
const DEFAULT_BG = "#16181a";
const FONT_FAMILY = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', 'Noto Sans Mono CJK SC', 'WenQuanYi Zen Hei Mono', monospace";

/** Box-drawing characters drawn as lines: which of left, right, up, down each connects, and weight. */
const BOX: Record<string, { l?: boolean; r?: boolean; u?: boolean; d?: boolean; heavy?: boolean; round?: boolean }> = {
	"─": { l: true, r: true },
	"━": { l: true, r: true, heavy: true },
	"│": { u: true, d: true },
	"┃": { u: true, d: true, heavy: true },
	"┌": { r: true, d: true },
	"┐": { l: true, d: true },
	"└": { r: true, u: true },
	"┘": { l: true, u: true },
	"├": { r: true, u: true, d: true },
	"┤": { l: true, u: true, d: true },
	"┬": { l: true, r: true, d: true },
	"┴": { l: true, r: true, u: true },
	"┼": { l: true, r: true, u: true, d: true },
	"╭": { r: true, d: true, round: true },
	"╮": { l: true, d: true, round: true },
	"╰": { r: true, u: true, round: true },
	"╯": { l: true, u: true, round: true },
};

function escapeXml(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function mix(a: string, b: string, amount: number): string {
	const channel = (color: string, i: number) => Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
	return hex(...([0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount)) as [number, number, number]));
}

function n(value: number): string {
	return Number(value.toFixed(2)).toString();
}

/** Foreground and background a cell is drawn with, after inverse and dim. */
function colorsOf(style: Style): { fg: string; bg: string | undefined } {
	let fg = style.fg ?? DEFAULT_FG;
	let bg = style.bg;
	if (style.inverse) [fg, bg] = [bg ?? DEFAULT_BG, fg];
	if (style.dim) fg = mix(fg, bg ?? DEFAULT_BG, 0.45);
	return { fg, bg };
}

function renderSvg(rows: Cell[][], cols: number): string {
	const width = PAD_X * 2 + cols * CELL_W;
	const height = PAD_TOP + rows.length * CELL_H + PAD_BOTTOM;
	const backgrounds: string[] = [];
	const glyphs: string[] = [];
	const strokes = new Map<string, string[]>();
	const stroke = (color: string, heavy: boolean, d: string) => {
		const key = `${color}|${heavy ? 2 : 1}`;
		strokes.set(key, [...(strokes.get(key) ?? []), d]);
	};

	rows.forEach((row, y) => {
		const top = PAD_TOP + y * CELL_H;
		let col = 0;
		// Background runs.
		let run: { bg: string; from: number; to: number } | undefined;
		const flush = () => {
			if (run) backgrounds.push(`<rect x="${n(PAD_X + run.from * CELL_W)}" y="${n(top)}" width="${n((run.to - run.from) * CELL_W)}" height="${CELL_H}" fill="${run.bg}"/>`);
			run = undefined;
		};
		for (const cell of row) {
			const { bg } = colorsOf(cell.style);
			if (bg !== undefined && run?.bg === bg && run.to === col) run.to = col + cell.width;
			else {
				flush();
				if (bg !== undefined) run = { bg, from: col, to: col + cell.width };
			}
			col += cell.width;
		}
		flush();

		// Glyphs. Only the first x of a <text> is trusted (renderers differ on per-character x lists),
		// so a run of plain characters in one style shares a <text> starting at its first cell, with
		// CELL_W equal to the font's advance; any other character is placed on its own cell(s), so
		// a fallback font's different advance (CJK, symbols) can never shift what follows it.
		col = 0;
		let group: { attrs: string; x: number; chars: string } | undefined;
		const flushGroup = () => {
			if (group) glyphs.push(`<text x="${n(group.x)}" y="${n(top + BASELINE)}"${group.attrs}>${escapeXml(group.chars)}</text>`);
			group = undefined;
		};
		for (const cell of row) {
			const x = PAD_X + col * CELL_W;
			const { fg } = colorsOf(cell.style);
			const box = BOX[cell.text];
			if (cell.style.underline) stroke(fg, false, `M${n(x)} ${n(top + CELL_H - 2.5)}h${n(cell.width * CELL_W)}`);
			if (cell.style.strike) stroke(fg, false, `M${n(x)} ${n(top + CELL_H / 2)}h${n(cell.width * CELL_W)}`);
			if (box) {
				flushGroup();
				const cx = x + CELL_W / 2;
				const cy = top + CELL_H / 2;
				const r = Math.min(CELL_W, CELL_H) / 2;
				if (box.round) {
					// A quarter circle from the vertical stroke to the horizontal one.
					const dx = box.r ? 1 : -1;
					const dy = box.d ? 1 : -1;
					const end = box.r ? x + CELL_W : x;
					const vEnd = box.d ? top + CELL_H : top;
					stroke(fg, false, `M${n(cx)} ${n(vEnd)}V${n(cy + dy * r)}Q${n(cx)} ${n(cy)} ${n(cx + dx * r)} ${n(cy)}H${n(end)}`);
				} else {
					if (box.l || box.r) stroke(fg, box.heavy === true, `M${n(box.l ? x : cx)} ${n(cy)}H${n(box.r ? x + CELL_W : cx)}`);
					if (box.u || box.d) stroke(fg, box.heavy === true, `M${n(cx)} ${n(box.u ? top : cy)}V${n(box.d ? top + CELL_H : cy)}`);
				}
			} else if (cell.text.trim() === "") {
				flushGroup();
			} else {
				const attrs =
					` fill="${fg}"` +
					(cell.style.bold ? ` font-weight="bold"` : "") +
					(cell.style.italic ? ` font-style="italic"` : "");
				if (PLAIN_CHAR.test(cell.text)) {
					if (group?.attrs !== attrs) {
						flushGroup();
						group = { attrs, x, chars: "" };
					}
					group.chars += cell.text;
				} else {
					flushGroup();
					// A wide glyph (1 em) is centred on its two cells; a narrow symbol on its one.
					const glyphX = cell.width === 2 ? x + (2 * CELL_W - FONT_SIZE) / 2 : x + CELL_W / 2;
					const anchor = cell.width === 2 ? "" : ` text-anchor="middle"`;
					glyphs.push(`<text x="${n(glyphX)}" y="${n(top + BASELINE)}"${anchor}${attrs}>${escapeXml(cell.text)}</text>`);
				}
			}
			col += cell.width;
		}
		flushGroup();
	});

	const paths = [...strokes].map(([key, ds]) => {
		const [color, weight] = key.split("|");
		return `<path d="${ds.join("")}" stroke="${color}" stroke-width="${weight}" fill="none" stroke-linecap="square"/>`;
	});
	return [
		`<?xml version="1.0" encoding="UTF-8"?>`,
		`<!-- The ask_user_question dialog in pi 1.6 at ${cols} columns. Generated by scripts/screenshot.ts (npm run screenshot). -->`,
		`<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">`,
		`<rect width="100%" height="100%" rx="10" fill="${DEFAULT_BG}"/>`,
		`<circle cx="22" cy="20" r="6" fill="#ff5f57"/><circle cx="42" cy="20" r="6" fill="#febc2e"/><circle cx="62" cy="20" r="6" fill="#28c840"/>`,
		`<text x="${n(width / 2)}" y="24" text-anchor="middle" font-family="${escapeXml(FONT_FAMILY)}" font-size="12" fill="#7e888e">pi — ask_user_question</text>`,
		`<g shape-rendering="crispEdges">`,
		...backgrounds,
		`</g>`,
		`<g>`,
		...paths,
		`</g>`,
		`<g font-family="${escapeXml(FONT_FAMILY)}" font-size="${FONT_SIZE}">`,
		...glyphs,
		`</g>`,
		`</svg>`,
		"",
	].join("\n");
}

// ---------------------------------------------------------------------------------------------
// SVG -> PNG
// ---------------------------------------------------------------------------------------------

function works(command: string, args: string[], check?: (output: string) => boolean): boolean {
	try {
		const output = execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 20_000 });
		return check ? check(output) : true;
	} catch {
		return false;
	}
}

/** Converts the SVG at twice its size; returns the converter used, or undefined when none is installed. */
function convertToPng(svgPath: string, pngPath: string, width: number, height: number): string | undefined {
	if (works("rsvg-convert", ["--version"])) {
		execFileSync("rsvg-convert", ["--zoom", "2", "--output", pngPath, svgPath]);
		return "rsvg-convert";
	}
	for (const magick of ["magick", "convert"]) {
		// Only the real ImageMagick: other programs are installed under the name "convert" too.
		if (works(magick, ["-version"], (out) => /^Version: ImageMagick/m.test(out))) {
			execFileSync(magick, ["-background", "none", "-density", "192", svgPath, pngPath]);
			return magick;
		}
	}
	for (const chrome of ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]) {
		if (!works(chrome, ["--version"])) continue;
		const profile = mkdtempSync(join(tmpdir(), "pi-screenshot-"));
		try {
			execFileSync(chrome, [
				"--headless",
				"--no-sandbox",
				"--disable-gpu",
				"--hide-scrollbars",
				`--user-data-dir=${profile}`,
				"--force-device-scale-factor=2",
				"--default-background-color=00000000",
				`--window-size=${Math.ceil(width)},${Math.ceil(height)}`,
				`--screenshot=${pngPath}`,
				`file://${svgPath}`,
			], { stdio: "ignore", timeout: 60_000 });
		} finally {
			rmSync(profile, { recursive: true, force: true });
		}
		return chrome;
	}
	return undefined;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
	const capture = await captureDialog();
	const rows = cropToDialog(parseCapture(capture, COLS));
	mkdirSync(DOCS, { recursive: true });

	const txtPath = join(DOCS, "dialog.txt");
	writeFileSync(txtPath, `${rows.map(plainRow).join("\n")}\n`);
	const svg = renderSvg(rows, COLS);
	const svgPath = join(DOCS, "dialog.svg");
	writeFileSync(svgPath, svg);
	console.log(`wrote ${txtPath}\nwrote ${svgPath}`);

	if (!works("fc-list", [":lang=zh", "family"], (out) => out.trim() !== "")) {
		console.warn(
			"warning: no font with Chinese characters found (fc-list :lang=zh); the PNG will show boxes for them. " +
				"Install one, e.g. apt-get install -y fonts-wqy-zenhei (or fonts-noto-cjk).",
		);
	}
	const pngPath = join(DOCS, "dialog.png");
	const width = PAD_X * 2 + COLS * CELL_W;
	const height = PAD_TOP + rows.length * CELL_H + PAD_BOTTOM;
	const converter = convertToPng(svgPath, pngPath, width, height);
	if (converter === undefined) {
		console.error(
			`docs/dialog.png was NOT updated: no SVG converter found. Install one of:\n` +
				`  rsvg-convert   apt-get install -y librsvg2-bin   (preferred)\n` +
				`  ImageMagick    apt-get install -y imagemagick\n` +
				`  Chromium       apt-get install -y chromium\n` +
				`then run npm run screenshot again. docs/dialog.txt and docs/dialog.svg are up to date.`,
		);
		process.exitCode = 2;
		return;
	}
	// Lossless recompression, when optipng is installed (Debian: optipng): about a third smaller.
	const optimized = works("optipng", ["-v"]) && works("optipng", ["-quiet", "-o2", pngPath]);
	console.log(`wrote ${pngPath} (${converter}${optimized ? ", optipng" : "; install optipng to make it smaller"})`);
}

await main();
