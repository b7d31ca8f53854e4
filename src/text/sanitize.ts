/**
 * Untrusted text -> text that is safe to draw in a terminal.
 *
 * Everything the model writes (questions, labels, descriptions, previews) and everything the user
 * pastes reaches the terminal through these functions. A terminal obeys escape sequences wherever
 * they appear, so a label could otherwise move the cursor, recolour the screen, rewrite the window
 * title (OSC 0), plant a hyperlink (OSC 8), write the clipboard (OSC 52) or reverse the reading
 * order of the line it sits on (bidi overrides). Invisible characters (zero-width spaces and
 * joiners, word joiners, Unicode tag characters) are removed too: they make two different names look
 * the same, and tag characters carry text a model reads but a person never sees. The functions here
 * remove all of that and keep only printable text, line breaks and (expanded) tabs.
 */
import { getSegmenter } from "./segmenter.ts";
import { visibleWidth } from "@mariozechner/pi-tui";

const ESC = 0x1b;
const BEL = 0x07;
/** 8-bit String Terminator. */
const ST8 = 0x9c;

/** Unicode bidirectional controls: embeddings, overrides, isolates and the implicit marks. */
const BIDI_CONTROLS = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/**
 * Characters that draw nothing and join or split nothing a reader needs: zero-width space and
 * non-joiner, word joiner and invisible operators, the byte-order mark, soft hyphen, the Mongolian
 * vowel separator, Hangul fillers and interlinear annotation marks. The zero-width joiner is
 * handled apart ({@link keepsJoiner}) because emoji sequences need it.
 */
const INVISIBLE = new Set([0x00ad, 0x180e, 0x200b, 0x200c, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x3164, 0xfeff, 0xffa0, 0xfff9, 0xfffa, 0xfffb]);
const ZERO_WIDTH_JOINER = 0x200d;
/** Unicode tag characters (U+E0000–U+E007F): invisible ASCII look-alikes, kept only in a subdivision flag. */
const TAG_FIRST = 0xe0000;
const TAG_LAST = 0xe007f;
/** The waving black flag, the only base a tag sequence belongs to (🏴 + tags = a subdivision flag). */
const BLACK_FLAG = 0x1f3f4;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** Line and paragraph separators: terminals do not break on them, so they become `\n`. */
const LINE_SEPARATORS = new Set([0x2028, 0x2029]);

/** Default tab stop width used when tabs are expanded. */
export const TAB_WIDTH = 4;

/**
 * Index just past a string sequence (OSC, DCS, SOS, PM, APC) whose body starts at `from`.
 * The body ends at BEL, ESC \ or the 8-bit ST; an unterminated body runs to the end of the text,
 * because anything after an unterminated introducer would be swallowed by the terminal anyway.
 */
function endOfStringSequence(text: string, from: number): number {
	for (let i = from; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code === BEL || code === ST8) return i + 1;
		if (code === ESC) return text[i + 1] === "\\" ? i + 2 : i;
	}
	return text.length;
}

/**
 * Index just past a run of bytes that ends an escape sequence, starting at `from`: middle bytes from
 * 0x20 up to `firstFinal - 1`, then one final byte from `firstFinal` to 0x7E. A control sequence
 * (CSI) has parameter and intermediate bytes 0x20–0x3F and a final byte 0x40–0x7E; any other escape
 * has intermediates 0x20–0x2F and a final byte 0x30–0x7E (ESC c, ESC ( B …). One scanner for both,
 * so the two cannot drift apart. A sequence cut short by any other character ends before that
 * character, so the character itself survives.
 */
function endOfSequence(text: string, from: number, firstFinal: number): number {
	let i = from;
	while (i < text.length) {
		const code = text.charCodeAt(i);
		if (code >= 0x20 && code < firstFinal) {
			i++;
			continue;
		}
		if (code >= firstFinal && code <= 0x7e) return i + 1;
		return i;
	}
	return i;
}

/** The first final byte of a control sequence (CSI): below it, parameter and intermediate bytes. */
const CSI_FINAL = 0x40;
/** The first final byte of any other escape sequence: below it, intermediate bytes. */
const ESCAPE_FINAL = 0x30;

/** Index just past the escape sequence that starts with ESC at `start`. */
function endOfEscape(text: string, start: number): number {
	const next = text[start + 1];
	if (next === undefined) return start + 1;
	if (next === "[") return endOfSequence(text, start + 2, CSI_FINAL);
	if (next === "]" || next === "P" || next === "X" || next === "^" || next === "_") {
		return endOfStringSequence(text, start + 2);
	}
	return endOfSequence(text, start + 1, ESCAPE_FINAL);
}

/** The code point that ends `text` (a whole surrogate pair), or undefined for an empty text. */
function lastCodePoint(text: string): number | undefined {
	if (text.length === 0) return undefined;
	const low = text.charCodeAt(text.length - 1);
	if (low >= 0xdc00 && low <= 0xdfff && text.length >= 2) return text.codePointAt(text.length - 2);
	return low;
}

/** Whether the code point is drawn as (part of) an emoji: a pictograph, skin-tone modifier or emoji variation selector. */
function isEmojiPart(code: number | undefined): boolean {
	if (code === undefined) return false;
	if (code === 0xfe0f || (code >= 0x1f3fb && code <= 0x1f3ff)) return true;
	return PICTOGRAPHIC.test(String.fromCodePoint(code));
}

/** A zero-width joiner is kept only between two emoji parts, where it forms one emoji (👨‍👩‍👧). */
function keepsJoiner(out: string, next: number | undefined): boolean {
	return isEmojiPart(lastCodePoint(out)) && next !== undefined && isEmojiPart(next);
}

/** Whether a tag character continues a subdivision flag: it follows the black flag or another tag. */
function continuesFlag(out: string): boolean {
	const previous = lastCodePoint(out);
	return previous === BLACK_FLAG || (previous !== undefined && previous >= TAG_FIRST && previous <= TAG_LAST);
}

/**
 * Removes every terminal control from `text` and keeps its printable characters, `\n` and `\t`.
 *
 * Removed: 7-bit and 8-bit escape sequences with their whole body (CSI, OSC, DCS, SOS, PM, APC,
 * and two-byte escapes), all other C0 controls, DEL, C1 controls, the Unicode bidi controls and
 * the invisible characters ({@link INVISIBLE}; a zero-width joiner outside an emoji; a tag
 * character outside a subdivision flag). Linear in the length of `text`.
 * `\r\n` and a lone `\r` become `\n`, as do U+2028/U+2029, so line structure is kept while a
 * carriage return can never overwrite the start of a line.
 */
export function stripTerminalControls(text: string): string {
	let out = "";
	let i = 0;
	while (i < text.length) {
		const code = text.charCodeAt(i);
		if (code === ESC) {
			i = endOfEscape(text, i);
			continue;
		}
		if (code === 0x9b) {
			i = endOfSequence(text, i + 1, CSI_FINAL);
			continue;
		}
		if (code === 0x9d || code === 0x90 || code === 0x98 || code === 0x9e || code === 0x9f) {
			i = endOfStringSequence(text, i + 1);
			continue;
		}
		if (code === 0x0d) {
			out += "\n";
			i += text[i + 1] === "\n" ? 2 : 1;
			continue;
		}
		if (code === 0x0a || code === 0x09) {
			out += text[i];
			i++;
			continue;
		}
		if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.has(code) || INVISIBLE.has(code)) {
			i++;
			continue;
		}
		if (code === ZERO_WIDTH_JOINER) {
			if (keepsJoiner(out, text.codePointAt(i + 1))) out += text[i];
			i++;
			continue;
		}
		if (code === 0xdb40) {
			const point = text.codePointAt(i) ?? code;
			if (point >= TAG_FIRST && point <= TAG_LAST) {
				if (continuesFlag(out)) out += text.slice(i, i + 2);
				i += 2;
				continue;
			}
		}
		if (LINE_SEPARATORS.has(code)) {
			out += "\n";
			i++;
			continue;
		}
		out += text[i];
		i++;
	}
	return out;
}

/**
 * Replaces each tab in one line with spaces up to the next tab stop, measuring the columns before
 * it in terminal cells. Tabs must not reach the renderer: the terminal moves a tab to the next stop
 * while width helpers count it as a fixed number of cells, so the line would overflow.
 */
export function expandTabs(line: string, tabWidth: number = TAB_WIDTH): string {
	if (!line.includes("\t")) return line;
	let out = "";
	let column = 0;
	for (const { segment } of getSegmenter().segment(line)) {
		if (segment === "\t") {
			const spaces = tabWidth - (column % tabWidth);
			out += " ".repeat(spaces);
			column += spaces;
		} else {
			out += segment;
			column += visibleWidth(segment);
		}
	}
	return out;
}

/**
 * Untrusted multi-line text, made safe to draw: terminal controls are removed (see
 * {@link stripTerminalControls}) and tabs are expanded to spaces. Line breaks are kept.
 */
export function sanitizeText(text: string, tabWidth: number = TAB_WIDTH): string {
	return stripTerminalControls(text)
		.split("\n")
		.map((line) => expandTabs(line, tabWidth))
		.join("\n");
}

/**
 * Untrusted text for a place that holds one line (a label, a header, a path): terminal controls
 * are removed and every line break or tab becomes a single space, so the text cannot add rows.
 */
export function sanitizeLine(text: string): string {
	return stripTerminalControls(text).replace(/[\n\t]/g, " ");
}

/**
 * A key under which two texts compare equal when a person reads them as the same: compatibility
 * forms folded (NFKC: full-width "Ｏｔｈｅｒ" is "Other", NFD "café" is NFC "café"), case folded
 * (including ß as ss), terminal controls and invisible characters removed ("SQL\u200bite" is
 * "SQLite"; see {@link stripTerminalControls}), and runs of whitespace collapsed to one space and
 * trimmed. Linear in the length of `text`. Use it to compare, never to display.
 */
export function comparisonKey(text: string): string {
	const visible = stripTerminalControls(text.normalize("NFKC"));
	return visible.toUpperCase().toLowerCase().normalize("NFKC").replace(/\s+/gu, " ").trim();
}

/**
 * A tool's or server's name as the model and the terminal are shown it: without control, bidi and
 * invisible characters, on one line ({@link sanitizeLine}); kept here, beside the rule it is, so a
 * result's lines and its names are shown by one module. A tool whose real name has such characters
 * is still found by this shown name (`NameLookup` in src/search/engine), so it can be loaded by
 * what the model read.
 */
export function shownName(name: string): string {
	return sanitizeLine(name);
}

/**
 * Longest piece of untrusted text quoted back to the model or the user (a label, a header, a query,
 * a name): enough to recognise it, and a megabyte value costs a line, not a megabyte. One home for
 * both tools: ask_user_question's rejections and tool_search's results quote with it.
 */
export const MAX_ECHO_CHARS = 80;

/**
 * Untrusted text quoted back in one line, at most `maxChars` characters: sanitized like
 * {@link sanitizeLine}, cut with "…" when longer. It reads only a bounded prefix of `text`, so a
 * megabyte value costs what a short one does.
 */
export function quoteLine(text: string, maxChars: number): string {
	// Sanitizing removes characters, never adds: a prefix a few times the limit always holds enough.
	const line = sanitizeLine(text.slice(0, maxChars * 4 + 16)).trim();
	const chars = Array.from(line);
	return chars.length > maxChars || text.length > maxChars * 4 + 16 ? `${chars.slice(0, maxChars - 1).join("")}…` : line;
}

/**
 * The number of user-perceived characters (graphemes) in `text`, counting no further than
 * `limit + 1`: enough to tell whether it is over the limit. The segmenter works lazily, so the time
 * is proportional to what was counted, not to the length of the text.
 */
export function countGraphemes(text: string, limit: number): number {
	let count = 0;
	for (const _ of getSegmenter().segment(text)) {
		if (++count > limit) break;
	}
	return count;
}
