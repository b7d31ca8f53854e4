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

/** Word movement as the whole text's segmentation defines it: the reference the windowed search must match. */
function referenceWordLeft(text: string, cursor: number): number {
	let target = 0;
	for (const { index, isWordLike } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text)) {
		if (index >= cursor) break;
		if (isWordLike) target = index;
	}
	return target;
}

function referenceWordRight(text: string, cursor: number): number {
	for (const { index, segment, isWordLike } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text)) {
		if (isWordLike && index + segment.length > cursor) return index + segment.length;
	}
	return text.length;
}

describe("looking only near the cursor", () => {
	const pieces = fc.constantFrom("word ", "x".repeat(300), " ", "東京都", "👍🏽", "don't ", "e\u0301", "🇯🇵🇫🇷", "\n", "a.b ", "1,000 ");

	it("moves by words exactly as segmenting the whole text does, also across words longer than the window", () => {
		fc.assert(
			fc.property(fc.array(pieces, { maxLength: 30 }), fc.nat(), (parts, at) => {
				const text = parts.join("");
				const field = moveToStart(insertText(EMPTY_FIELD, text));
				let cursor = field;
				for (let i = 0; i < (at % 12); i++) cursor = moveWordRight(cursor);
				expect(moveWordLeft(cursor).cursor).toBe(referenceWordLeft(text, cursor.cursor));
				expect(moveWordRight(cursor).cursor).toBe(referenceWordRight(text, cursor.cursor));
			}),
			{ numRuns: 300 },
		);
	});

	it("counts work by the window, not the text: a key in 100,000 characters segments only a few hundred", () => {
		const text = "The migration keeps the old table 東京 👍🏽. ".repeat(2_500);
		const field = { text, cursor: 50_000 - (50_000 % 44) };
		const segment = Intl.Segmenter.prototype.segment;
		let segmented = 0;
		Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
			if (this.resolvedOptions().granularity === "word") segmented += input.length;
			return segment.call(this, input);
		};
		try {
			moveWordLeft(field);
			moveWordRight(field);
			deleteWordBackward(field);
		} finally {
			Intl.Segmenter.prototype.segment = segment;
		}
		expect(segmented).toBeLessThan(1_000);
	});
});
