/**
 * A text field as a value: the text and a cursor, with pure editing operations.
 *
 * The cursor is a UTF-16 index that always sits on a grapheme boundary, so one step left or right
 * crosses one user-perceived character: an emoji with modifiers, a flag, a CJK character or a
 * letter with combining accents moves and deletes as one unit, the way the terminal shows it.
 * Every operation returns a new field and leaves its argument untouched, which lets a reducer keep
 * fields in its state.
 *
 * Each operation looks only near the cursor: graphemes through `Segments.containing()` (the
 * segmenter finds the boundaries around one index without walking the text before it), words
 * through a window before or after the cursor that grows only when a word fills it. A key in a
 * 100,000-character field costs what it costs in a short one, give or take copying the string.
 */
import { getSegmenter, getWordSegmenter } from "./segmenter.ts";

/** Text being edited and the cursor position in it (UTF-16 index on a grapheme boundary). */
export interface TextField {
	readonly text: string;
	readonly cursor: number;
}

/** The empty field. */
export const EMPTY_FIELD: TextField = { text: "", cursor: 0 };

/** A field holding `text` with the cursor at its end, where typing continues. */
export function fieldOf(text: string): TextField {
	return { text, cursor: text.length };
}

/** The grapheme that contains `index` (which must be inside the text). */
function graphemeAt(text: string, index: number): { index: number; segment: string } {
	return getSegmenter().segment(text).containing(index) ?? { index, segment: text.slice(index, index + 1) };
}

/** Length in UTF-16 units of the grapheme that ends at `index` (a grapheme boundary). */
function graphemeBefore(text: string, index: number): number {
	if (index <= 0) return 0;
	return index - graphemeAt(text, index - 1).index;
}

/** Length in UTF-16 units of the grapheme that starts at `index` (a grapheme boundary). */
function graphemeAfter(text: string, index: number): number {
	if (index >= text.length) return 0;
	const at = graphemeAt(text, index);
	return at.index + at.segment.length - index;
}

/**
 * Inserts `insertion` at the cursor and moves the cursor past it. Because the insertion can join
 * the grapheme before it (a combining accent, a skin-tone modifier), the cursor is re-aligned to
 * the next grapheme boundary.
 */
export function insertText(field: TextField, insertion: string): TextField {
	if (insertion === "") return field;
	const text = field.text.slice(0, field.cursor) + insertion + field.text.slice(field.cursor);
	return { text, cursor: alignToBoundary(text, field.cursor + insertion.length) };
}

/** Smallest grapheme boundary at or after `index`. */
export function alignToBoundary(text: string, index: number): number {
	if (index >= text.length) return text.length;
	const at = graphemeAt(text, index);
	return at.index === index ? index : at.index + at.segment.length;
}

/** Deletes the grapheme before the cursor (Backspace). */
export function deleteBackward(field: TextField): TextField {
	if (field.cursor === 0) return field;
	const length = graphemeBefore(field.text, field.cursor);
	return {
		text: field.text.slice(0, field.cursor - length) + field.text.slice(field.cursor),
		cursor: field.cursor - length,
	};
}

/** Deletes the grapheme after the cursor (Delete). */
export function deleteForward(field: TextField): TextField {
	if (field.cursor >= field.text.length) return field;
	const length = graphemeAfter(field.text, field.cursor);
	return { text: field.text.slice(0, field.cursor) + field.text.slice(field.cursor + length), cursor: field.cursor };
}

/** Moves the cursor one grapheme left. */
export function moveLeft(field: TextField): TextField {
	if (field.cursor === 0) return field;
	return { text: field.text, cursor: field.cursor - graphemeBefore(field.text, field.cursor) };
}

/** Moves the cursor one grapheme right. */
export function moveRight(field: TextField): TextField {
	if (field.cursor >= field.text.length) return field;
	return { text: field.text, cursor: field.cursor + graphemeAfter(field.text, field.cursor) };
}

/** Moves the cursor to the start of the text. */
export function moveToStart(field: TextField): TextField {
	return { text: field.text, cursor: 0 };
}

/** Moves the cursor to the end of the text. */
export function moveToEnd(field: TextField): TextField {
	return { text: field.text, cursor: field.text.length };
}

/**
 * Characters of text looked at on each side of the cursor for word movement. A window grows
 * fourfold while a word reaches its edge, so a long word still moves as one; word boundaries need
 * only a few characters of context, so a boundary well inside the window is the text's own.
 */
const WORD_WINDOW = 256;
/** A word start closer than this to the window's edge may depend on text outside it. */
const WORD_CONTEXT = 8;

/** Start of the word at or before the cursor (words as Intl.Segmenter sees them, in any script). */
function previousWordStart(text: string, cursor: number): number {
	for (let size = WORD_WINDOW; ; size *= 4) {
		const start = Math.max(0, cursor - size);
		let target = -1;
		for (const { index, isWordLike } of getWordSegmenter().segment(text.slice(start, cursor))) if (isWordLike) target = index;
		if (start === 0) return Math.max(0, target);
		if (target >= WORD_CONTEXT) return start + target;
	}
}

/** End of the word at or after the cursor (the end of the word the cursor is in, if it is in one). */
function nextWordEnd(text: string, cursor: number): number {
	for (let size = WORD_WINDOW; ; size *= 4) {
		const end = Math.min(text.length, cursor + size);
		const window = text.slice(cursor, end);
		let found = -1;
		for (const { index, segment, isWordLike } of getWordSegmenter().segment(window)) {
			if (isWordLike) {
				found = index + segment.length;
				break;
			}
		}
		if (end === text.length) return found === -1 ? text.length : cursor + found;
		if (found !== -1 && found <= window.length - WORD_CONTEXT) return cursor + found;
	}
}

/** Moves the cursor to the start of the previous word. */
export function moveWordLeft(field: TextField): TextField {
	return { text: field.text, cursor: previousWordStart(field.text, field.cursor) };
}

/** Moves the cursor to the end of the next word. */
export function moveWordRight(field: TextField): TextField {
	return { text: field.text, cursor: nextWordEnd(field.text, field.cursor) };
}

/** Deletes from the start of the previous word to the cursor (Ctrl+W). */
export function deleteWordBackward(field: TextField): TextField {
	const start = previousWordStart(field.text, field.cursor);
	return { text: field.text.slice(0, start) + field.text.slice(field.cursor), cursor: start };
}

/** Deletes from the start of the text to the cursor (Ctrl+U). */
export function deleteToStart(field: TextField): TextField {
	return { text: field.text.slice(field.cursor), cursor: 0 };
}

/** Deletes from the cursor to the end of the text (Ctrl+K). */
export function deleteToEnd(field: TextField): TextField {
	return { text: field.text.slice(0, field.cursor), cursor: field.cursor };
}

/**
 * The field split around its cursor: the text before it, the grapheme under it ("" at the end)
 * and the text after that grapheme. A view draws the cursor by styling `at`.
 */
export function splitAtCursor(field: TextField): { before: string; at: string; after: string } {
	const length = graphemeAfter(field.text, field.cursor);
	return {
		before: field.text.slice(0, field.cursor),
		at: field.text.slice(field.cursor, field.cursor + length),
		after: field.text.slice(field.cursor + length),
	};
}
