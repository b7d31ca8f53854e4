/**
 * A preview as lines, without drawing it: how many lines it has, each line made safe to draw on
 * demand, and how far it scrolls. The reducer clamps scrolling with the line count, the RPC
 * prompts quote the first lines, and draw/preview.ts draws the pane; nothing here measures or draws.
 *
 * A preview can be a megabyte of text. It is split into lines once per option (kept in a WeakMap,
 * so a question that goes away takes its lines with it) and each line is sanitized only when it is
 * asked for, so a frame costs what its visible rows cost.
 */
import type { QuestionOption } from "../outcome.ts";
import { expandTabs, stripTerminalControls } from "../../text/sanitize.ts";

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

/** The preview of an option without one: no lines. */
export const NO_PREVIEW: PreviewText = { count: 0, line: () => "" };
/** Each option's lines, split once. */
const cache = new WeakMap<QuestionOption, PreviewText>();

/** Splits at every kind of line break a terminal would honour; linear, no backtracking. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

/** A preview split into lines; each line cleaned the first time it is asked for. */
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
	if (option?.preview === undefined) return NO_PREVIEW;
	let text = cache.get(option);
	if (text === undefined) {
		text = option.preview.trim() === "" ? NO_PREVIEW : splitPreview(option.preview);
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
