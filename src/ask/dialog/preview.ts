/**
 * Option previews: the preview of an option as lines, and the pane that shows a window of them.
 * The reducer uses the line count (to clamp scrolling), the view draws the pane.
 *
 * A preview can be a megabyte of text. It is split into lines once per option (kept in a WeakMap,
 * so a question that goes away takes its lines with it) and each line is sanitized only when it is
 * drawn, and only as far as it can show: a frame costs what its visible rows cost.
 *
 * Previews keep one preview line per row and cut lines wider than the pane, marking each cut with
 * "…": previews are code and ASCII mockups, whose meaning is in their columns, and wrapping them
 * breaks exactly that alignment. `w` switches to wrapping when the full text of long lines matters
 * more; the position line always says which lines are on screen ("lines 11–22 of 200").
 */
import { truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import type { QuestionOption } from "../outcome.ts";
import { expandTabs, stripTerminalControls } from "../../text/sanitize.ts";
import type { PreviewWords } from "../locales/locale.ts";
import { LETTER_KEYS } from "./letters.ts";
import { fit, lineText, pack } from "./lines.ts";
import type { DialogStyle } from "./style.ts";

/** Preview rows shown at most, when the terminal has room: a page that reads at a glance. */
export const PREVIEW_ROWS = 12;

/**
 * Longest preview line drawn, in characters. A preview is something to look at; a line longer
 * than a few screens is cut here (wrapping shows it up to this length), so one giant line cannot
 * make every frame slow.
 */
const MAX_PREVIEW_LINE_CHARS = 2_000;

/** A preview's lines: how many there are, and each one made safe to draw on demand. */
export interface PreviewText {
	readonly count: number;
	/** Line `index`, sanitized (controls removed, tabs expanded), at most MAX_PREVIEW_LINE_CHARS long. */
	line(index: number): string;
}

const EMPTY: PreviewText = { count: 0, line: () => "" };
const cache = new WeakMap<QuestionOption, PreviewText>();

/** Splits at every kind of line break a terminal would honour; linear, no backtracking. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

function splitPreview(preview: string): PreviewText {
	const raw = preview.trimEnd().split(LINE_BREAK);
	const clean = new Map<number, string>();
	return {
		count: raw.length,
		line(index) {
			let line = clean.get(index);
			if (line === undefined) {
				const text = raw[index] ?? "";
				const cut = text.length > MAX_PREVIEW_LINE_CHARS ? `${text.slice(0, MAX_PREVIEW_LINE_CHARS)}…` : text;
				line = expandTabs(stripTerminalControls(cut).replace(/\n/g, " "));
				clean.set(index, line);
			}
			return line;
		},
	};
}

/** The preview of an option as lines; no lines when it has none. Split once per option. */
export function previewOf(option: QuestionOption | undefined): PreviewText {
	if (option?.preview === undefined) return EMPTY;
	let text = cache.get(option);
	if (text === undefined) {
		text = option.preview.trim() === "" ? EMPTY : splitPreview(option.preview);
		cache.set(option, text);
	}
	return text;
}

/**
 * Largest first line a preview may scroll to with `window` rows on screen. Cut lines keep one row
 * each, so the last page starts `window` lines from the end. Wrapped lines can take several rows,
 * so any line may be the first one and the reader can always reach the end, whatever the width.
 */
export function maxPreviewTop(lineCount: number, wrap: boolean, window: number): number {
	if (wrap) return Math.max(0, lineCount - 1);
	return Math.max(0, lineCount - Math.max(1, window));
}

/** What a preview pane shows: whose preview, from which line, cut or wrapped, and how tall. */
export interface PreviewPane {
	readonly option: QuestionOption | undefined;
	readonly top: number;
	readonly wrap: boolean;
	/** Body rows at most. */
	readonly rows: number;
	/** How the page keys are written ("pageUp/pageDown"). */
	readonly pageKeys: string;
	/** The pane's words in the user's language. */
	readonly words: PreviewWords;
}

/** The body rows of a pane from line `top`: cut (one row a line, "…" marking a cut) or wrapped. */
function paneBody(text: PreviewText, pane: PreviewPane, width: number, style: DialogStyle): { body: string[]; last: number; cut: boolean } {
	const body: string[] = [];
	let last = pane.top;
	let cut = false;
	for (let i = pane.top; i < text.count && body.length < pane.rows; i++) {
		const line = text.line(i);
		if (pane.wrap) {
			const rows = wrapTextWithAnsi(line, width);
			if (body.length + rows.length > pane.rows && body.length > 0) break;
			body.push(...rows.slice(0, pane.rows - body.length));
		} else if (visibleWidth(line) > width) {
			body.push(truncateToWidth(line, Math.max(0, width - 1), "") + style.accent("…"));
			cut = true;
		} else {
			body.push(line);
		}
		last = i + 1;
	}
	return { body, last, cut };
}

/**
 * The preview pane of an option at `width`: a title, a window of `pane.rows` body rows from the
 * first line the user scrolled to (kept within the last page), and the position line whenever not
 * everything is on screen.
 */
export function renderPreviewPane(pane: PreviewPane, width: number, style: DialogStyle): string[] {
	const text = previewOf(pane.option);
	const words = pane.words;
	if (pane.option === undefined || text.count === 0) return [fit(style.dim(words.none), width)];
	const title = fit(style.dim(words.title) + style.text(lineText(pane.option.label, 1, width)), width);
	const top = Math.min(pane.top, maxPreviewTop(text.count, pane.wrap, pane.rows));
	const { body, last, cut } = paneBody(text, { ...pane, top }, width, style);
	const scrollable = top > 0 || last < text.count;
	const status: string[] = [];
	if (scrollable || cut || pane.wrap) status.push(words.position(top + 1, last, text.count));
	if (scrollable) status.push(words.scroll(pane.pageKeys, `${LETTER_KEYS.scrollUp} ${LETTER_KEYS.scrollDown}`));
	if (cut) status.push(words.cut(LETTER_KEYS.wrap));
	else if (pane.wrap) status.push(words.wrapped(LETTER_KEYS.wrap));
	const footer = status.length > 0 ? pack(status.map((s) => style.dim(s)), style.dim(" · "), width) : [];
	return [title, ...body.map((line) => fit(line, width)), ...footer];
}
