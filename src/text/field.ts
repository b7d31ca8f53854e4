/**
 * A text field as a value: the text and a cursor, with pure editing operations.
 *
 * The cursor is a UTF-16 index that always sits on a grapheme boundary, so one step left or right
 * crosses one user-perceived character: an emoji with modifiers, a flag, a CJK character or a
 * letter with combining accents moves and deletes as one unit, the way the terminal shows it.
 * Every operation returns a new field and leaves its argument untouched, which lets a reducer keep
 * fields in its state.
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

/** Length in UTF-16 units of the grapheme that ends at `index`. */
function graphemeBefore(text: string, index: number): number {
	let last = 0;
	for (const { segment } of getSegmenter().segment(text.slice(0, index))) last = segment.length;
	return last;
}

/** Length in UTF-16 units of the grapheme that starts at `index`. */
function graphemeAfter(text: string, index: number): number {
	for (const { segment } of getSegmenter().segment(text.slice(index))) return segment.length;
	return 0;
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
function alignToBoundary(text: string, index: number): number {
	for (const { index: start, segment } of getSegmenter().segment(text)) {
		const end = start + segment.length;
		if (start >= index) return start;
		if (end >= index) return end;
	}
	return text.length;
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

/** Start of the word at or before the cursor (words as Intl.Segmenter sees them, in any script). */
function previousWordStart(text: string, cursor: number): number {
	let target = 0;
	for (const { index, isWordLike } of getWordSegmenter().segment(text)) {
		if (index >= cursor) break;
		if (isWordLike) target = index;
	}
	return target;
}

/** End of the word at or after the cursor. */
function nextWordEnd(text: string, cursor: number): number {
	for (const { index, segment, isWordLike } of getWordSegmenter().segment(text)) {
		const end = index + segment.length;
		if (isWordLike && end > cursor) return end;
	}
	return text.length;
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
