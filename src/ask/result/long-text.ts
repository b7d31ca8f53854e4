/**
 * Which of the user's texts a result quotes whole and which go in as their head plus a file: the
 * one rule, read by the result (format.ts) and by the dialog that warns before submit
 * (dialog/draw/view.ts). Pure; long-text-files.ts writes the files.
 *
 * Each text (an Other answer, chosen or not, a note, an image path, in the order the result lists them) is quoted
 * whole up to MAX_TYPED_CHARS_IN_RESULT characters, and all of them together up to
 * MAX_TYPED_CHARS_PER_RESULT; a text past its share is quoted by its first characters and written
 * whole to a file whose path the result gives. Nothing typed is lost, and the result stays small.
 */
import { MAX_TYPED_CHARS_IN_RESULT, MAX_TYPED_CHARS_PER_RESULT } from "../limits.ts";
import type { QuestionAnswer } from "../outcome.ts";
import { stripTerminalControls } from "../../text/sanitize.ts";

/** Which text of an answer. */
export type TextField = "typed" | "typedNotChosen" | "notes" | "imagePath";

/** One text of the user's, where it is, and how much of it the result quotes. */
export interface PlannedText {
	readonly question: number;
	readonly field: TextField;
	readonly text: string;
	/** Characters (code points) in the text. */
	readonly chars: number;
	/** Characters the result quotes; less than `chars` when the rest goes to a file. */
	readonly quoted: number;
}

/** A text of an answer, as the result quotes it. */
function textOf(answer: QuestionAnswer, field: TextField): string | undefined {
	if (field === "typed") return answer.typed;
	if (field === "typedNotChosen") return answer.typedNotChosen;
	if (field === "notes") return answer.notes;
	return answer.unattachedImage?.path;
}

/** Code points in `text`, counted without building an array. */
function codePoints(text: string): number {
	let count = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) count++;
	}
	return count;
}

/** Every text of the user's in `answers`, in result order, with its share (see the module comment). */
export function planTexts(answers: readonly QuestionAnswer[]): PlannedText[] {
	let left = MAX_TYPED_CHARS_PER_RESULT;
	const planned: PlannedText[] = [];
	answers.forEach((answer, question) => {
		for (const field of ["typed", "typedNotChosen", "notes", "imagePath"] as const) {
			const raw = textOf(answer, field);
			if (raw === undefined) continue;
			// The fields took cleaned text already; cleaning again keeps a hand-made outcome to the same rule.
			const text = stripTerminalControls(raw);
			const chars = codePoints(text);
			const quoted = Math.min(chars, MAX_TYPED_CHARS_IN_RESULT, left);
			left -= quoted;
			planned.push({ question, field, text, chars, quoted });
		}
	});
	return planned;
}

/** The texts of `answers` the result would quote only in part: what the dialog warns about before submit. */
export function longTexts(answers: readonly QuestionAnswer[]): PlannedText[] {
	return planTexts(answers).filter((text) => text.quoted < text.chars);
}

/** The first `count` code points of `text`. */
export function headOf(text: string, count: number): string {
	let end = 0;
	for (let seen = 0; seen < count && end < text.length; seen++) {
		const code = text.charCodeAt(end);
		end += code >= 0xd800 && code <= 0xdbff && end + 1 < text.length ? 2 : 1;
	}
	return text.slice(0, end);
}

/** Where a long text went: a file's path, or why it could not be written. */
export type SavedText = { readonly path: string } | { readonly error: string };

/** Writes a long text somewhere and says where (tests pass a fake; the tool, long-text-files.ts's createTextSaver). */
export type SaveText = (text: PlannedText) => SavedText;

