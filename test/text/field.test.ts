import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	deleteBackward,
	deleteForward,
	deleteToEnd,
	deleteToStart,
	deleteWordBackward,
	EMPTY_FIELD,
	fieldOf,
	insertText,
	moveLeft,
	moveRight,
	moveToEnd,
	moveToStart,
	moveWordLeft,
	moveWordRight,
	splitAtCursor,
	type TextField,
} from "../../src/text/field.ts";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const boundaries = (text: string) => new Set([...[...segmenter.segment(text)].map((s) => s.index), text.length]);

describe("text field", () => {
	it("inserts at the cursor and moves past the insertion", () => {
		const field = insertText(moveLeft(fieldOf("ac")), "b");
		expect(field).toEqual({ text: "abc", cursor: 2 });
	});

	it("moves and deletes whole graphemes: emoji with modifiers, flags, ZWJ families, accents", () => {
		for (const grapheme of ["👍🏽", "🇯🇵", "👨‍👩‍👧", "e\u0301", "東"]) {
			const field = fieldOf(`a${grapheme}b`);
			const beforeB = moveLeft(field);
			const beforeGrapheme = moveLeft(beforeB);
			expect(beforeGrapheme.cursor).toBe(1);
			expect(deleteBackward(beforeB)).toEqual({ text: "ab", cursor: 1 });
			expect(deleteForward(beforeGrapheme)).toEqual({ text: "ab", cursor: 1 });
			expect(moveRight(beforeGrapheme).cursor).toBe(1 + grapheme.length);
		}
	});

	it("keeps the cursor on a boundary when a combining mark joins the previous letter", () => {
		const field = insertText(fieldOf("e"), "\u0301");
		expect(field).toEqual({ text: "e\u0301", cursor: 2 });
	});

	it("moves by words and deletes a word backward", () => {
		const field = fieldOf("hello big world");
		expect(moveWordLeft(field).cursor).toBe(10);
		expect(moveWordLeft(moveWordLeft(field)).cursor).toBe(6);
		expect(moveWordRight(moveToStart(field)).cursor).toBe(5);
		expect(deleteWordBackward(field)).toEqual({ text: "hello big ", cursor: 10 });
	});

	it("deletes to the start and to the end", () => {
		const field = moveWordLeft(fieldOf("keep this"));
		expect(deleteToStart(field)).toEqual({ text: "this", cursor: 0 });
		expect(deleteToEnd(field)).toEqual({ text: "keep ", cursor: 5 });
	});

	it("does nothing at the edges", () => {
		expect(deleteBackward(EMPTY_FIELD)).toBe(EMPTY_FIELD);
		expect(deleteForward(fieldOf("x"))).toEqual({ text: "x", cursor: 1 });
		expect(moveLeft(EMPTY_FIELD)).toBe(EMPTY_FIELD);
		expect(moveRight(fieldOf("x"))).toEqual(fieldOf("x"));
	});

	it("splits around the cursor grapheme for drawing", () => {
		expect(splitAtCursor(moveToStart(fieldOf("👍🏽x")))).toEqual({ before: "", at: "👍🏽", after: "x" });
		expect(splitAtCursor(moveToEnd(fieldOf("ab")))).toEqual({ before: "ab", at: "", after: "" });
	});

	it("keeps the cursor on a grapheme boundary through any sequence of edits", () => {
		const text = fc.constantFrom("a", " ", "東", "👍🏽", "🇯🇵", "\u0301", "👨‍👩‍👧", "x y");
		const op = fc.oneof(
			text.map((t) => (f: TextField) => insertText(f, t)),
			fc.constantFrom(
				deleteBackward,
				deleteForward,
				moveLeft,
				moveRight,
				moveToStart,
				moveToEnd,
				moveWordLeft,
				moveWordRight,
				deleteWordBackward,
				deleteToStart,
				deleteToEnd,
			),
		);
		fc.assert(
			fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
				let field = EMPTY_FIELD;
				for (const apply of ops) {
					field = apply(field);
					expect(field.cursor).toBeGreaterThanOrEqual(0);
					expect(field.cursor).toBeLessThanOrEqual(field.text.length);
					expect(boundaries(field.text).has(field.cursor)).toBe(true);
				}
			}),
		);
	});
});
