/**
 * Terminal lines that fit: wrapping, packing and cutting text to a width in columns (wide CJK
 * characters and emoji take two, measured by pi-tui), and to a number of rows. Every helper here
 * reads only a bounded part of its text, so a megabyte label or a 100,000-character answer costs
 * what the rows on screen cost.
 */
import { CURSOR_MARKER, truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { alignToBoundary, splitAtCursor, type TextField } from "../../../text/field.ts";
import { sanitizeLine, sanitizeText } from "../../../text/sanitize.ts";
import type { DialogStyle } from "./style.ts";

/** The line cut to `width` columns with "…" if it is wider: the last guard of the width rule. */
export function cutTo(line: string, width: number): string {
	return visibleWidth(line) > width ? truncateToWidth(line, width, "…") : line;
}

/** Pads or cuts a line to exactly `width` columns, for the left column of a side-by-side layout. */
export function padTo(line: string, width: number): string {
	const cut = cutTo(line, width);
	return cut + " ".repeat(Math.max(0, width - visibleWidth(cut)));
}

/**
 * The part of `text` that can show in `rows` rows of `width` columns, plus a margin: a character
 * takes at least one column, so nothing past this prefix can reach the screen.
 */
function visiblePart(text: string, rows: number, width: number): string {
	const limit = Math.max(1, rows) * Math.max(1, width) + 64;
	return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Untrusted one-line text (a label, a header) as it can show in `rows` rows: bounded, then sanitized. */
export function lineText(text: string, rows: number, width: number): string {
	return sanitizeLine(visiblePart(text, rows, width));
}

/** Untrusted multi-line text (a question, a description) as it can show in `rows` rows. */
export function blockText(text: string, rows: number, width: number): string {
	return sanitizeText(visiblePart(text, rows, width)).trim();
}

/** At most `rows` lines; the last one shown ends in "…" when lines were dropped. */
function atMost(lines: string[], rows: number, width: number): string[] {
	if (lines.length <= rows) return lines;
	const kept = lines.slice(0, Math.max(1, rows));
	const last = kept.length - 1;
	kept[last] = `${truncateToWidth(kept[last] ?? "", Math.max(1, width - 1), "")}…`;
	return kept;
}

/**
 * Wraps `text` to `width` behind `prefix`, in at most `rows` rows (default: no limit); continuation
 * lines are indented to the prefix width so a wrapped label or description stays in its column.
 */
export function wrapAfter(prefix: string, text: string, width: number, rows = Number.POSITIVE_INFINITY): string[] {
	const key = `${width}\u0000${rows}\u0000${prefix}\u0000${text}`;
	const known = wrapped.get(key);
	if (known !== undefined) return known.slice();
	const lines = wrapUncached(prefix, text, width, rows);
	if (wrapped.size >= WRAP_CACHE_SIZE) wrapped.clear();
	wrapped.set(key, lines);
	return lines.slice();
}

/**
 * Wrapped texts remembered, by prefix, text, width and rows: the fold search draws a frame many
 * times over (each fit, each focused row for the height), and the same question and labels wrap
 * the same each time. Bounded; a full cache starts over.
 */
const wrapped = new Map<string, string[]>();
const WRAP_CACHE_SIZE = 512;

function wrapUncached(prefix: string, text: string, width: number, rows: number): string[] {
	const indent = visibleWidth(prefix);
	if (width - indent < 8) return atMost(wrapTextWithAnsi(prefix + text, Math.max(1, width)), rows, width);
	const pad = " ".repeat(indent);
	return atMost(
		wrapTextWithAnsi(text, width - indent).map((line, i) => (i === 0 ? prefix : pad) + line),
		rows,
		width,
	);
}

/** Packs items into lines joined by `separator`, never splitting an item unless it alone is too wide. */
export function pack(items: string[], separator: string, width: number): string[] {
	const lines: string[] = [];
	let line = "";
	for (const item of items) {
		const candidate = line === "" ? item : line + separator + item;
		if (visibleWidth(candidate) <= width || line === "") {
			line = candidate;
		} else {
			lines.push(line);
			line = item;
		}
	}
	if (line !== "") lines.push(line);
	return lines.flatMap((l) => (visibleWidth(l) > width ? wrapTextWithAnsi(l, width) : [l]));
}

/** Stands in for the cursor cell on a blank while wrapping: one column wide and not whitespace, so wrapping keeps it. */
const CURSOR_PLACEHOLDER = "\u{F0000}";

/** Text fields longer than this are wrapped from a window around the cursor, not from their start. */
const FIELD_WINDOW_FROM = 4_096;

/**
 * The part of a long field that can reach `rows` rows around the cursor. Every character takes at
 * least a column, so `rows` full rows before the cursor (and after it, near the start) hold
 * everything that can show. The window's start moves in steps of that size, so it stays put while the cursor moves
 * nearby and the lines do not jump as the user types. Short fields are whole; "…" marks text left
 * out at either end.
 */
function fieldWindow(field: TextField, rows: number, width: number): TextField {
	if (field.text.length <= FIELD_WINDOW_FROM) return field;
	const span = (Math.max(1, rows) + 1) * Math.max(1, width);
	const from = alignToBoundary(field.text, Math.max(0, Math.floor((field.cursor - span) / span) * span));
	// Rows after the cursor's row show only while it is among the first rows, that is near the start.
	const after = from > 0 ? Math.max(1, width) : span;
	const to = alignToBoundary(field.text, Math.min(field.text.length, field.cursor + after));
	const head = from > 0 ? "…" : "";
	const text = head + field.text.slice(from, to) + (to < field.text.length ? "…" : "");
	return { text, cursor: head.length + field.cursor - from };
}

/**
 * The rows of a wrapped field to show: `rows` of them ending at the cursor's row, "…" where lines
 * are hidden. When the first rows are hidden, the first row shown keeps the field's label
 * (`prefix`, "Note: ") in place of its indent, so a field scrolled down still says what it is.
 */
function windowAround(lines: string[], cursorLine: number, rows: number, width: number, prefix: string): string[] {
	if (lines.length <= rows) return lines;
	const end = Math.min(lines.length, Math.max(cursorLine + 1, rows));
	const shown = lines.slice(end - rows, end);
	const indent = visibleWidth(prefix);
	const first = shown[0] ?? "";
	if (end - rows > 0 && width - indent >= 8 && first.startsWith(" ".repeat(indent))) {
		shown[0] = `${prefix}…${truncateToWidth(first.slice(indent), Math.max(0, width - indent - 1), "")}`;
	} else if (end - rows > 0) shown[0] = `…${truncateToWidth(first, Math.max(0, width - 1), "").replace(/^ /, "")}`;
	if (end < lines.length) shown[shown.length - 1] = `${truncateToWidth(shown[shown.length - 1] ?? "", Math.max(1, width - 1), "")}…`;
	return shown;
}

/** How a text field is drawn: with the cursor or not, and in how many rows at most. */
export interface FieldOptions {
	/** The field has the keyboard: draw the cursor. */
	editing: boolean;
	/** Most rows the field takes. */
	rows: number;
	/** Zero-width marker placed before the text cursor (pi-tui's CURSOR_MARKER while focused). */
	cursorMarker?: string;
}

/**
 * A text field wrapped to `width` behind `prefix`, in at most `rows` rows around the cursor, with
 * the cursor drawn (and, when focused, marked for the hardware cursor). The cursor cell on a space
 * or past the end is a placeholder during wrapping, because wrapping drops trailing spaces and
 * would drop the cursor with them.
 */
export function renderField(prefix: string, field: TextField, width: number, style: DialogStyle, options: FieldOptions): string[] {
	if (!options.editing) return wrapAfter(prefix, style.text(visiblePart(field.text, options.rows, width)), width, options.rows);
	const shown = fieldWindow(field, options.rows, width);
	const { before, at, after } = splitAtCursor(shown);
	const cursorOnBlank = at === "" || /^\s$/.test(at);
	// CURSOR_MARKER is zero-width and survives wrapping: it finds the cursor's row, then becomes the caller's marker.
	const cell = CURSOR_MARKER + (cursorOnBlank ? CURSOR_PLACEHOLDER : style.cursor(at));
	const lines = wrapAfter(prefix, before + cell + (at === "\n" ? "\n" : "") + after, width);
	const cursorLine = Math.max(0, lines.findIndex((line) => line.includes(CURSOR_MARKER)));
	const marker = options.cursorMarker ?? "";
	return windowAround(lines, cursorLine, options.rows, width, prefix).map((line) =>
		line.replace(CURSOR_MARKER + CURSOR_PLACEHOLDER, marker + style.cursor(" ")).replace(CURSOR_MARKER, marker),
	);
}
