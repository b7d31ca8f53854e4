/**
 * A server's text as characters and words for ./screen.ts, each in one linear pass: the words for
 * the phrase rules (lowered, invisible characters skipped so that "ig\u200bnore" reads "ignore",
 * "don't" read as "do not", each word's place kept for the excerpt a flag quotes), look-alike
 * letters read as Latin, names opened into words, the characters that hide text from people
 * (terminal codes, tag characters, bidi controls, invisible runs, text pushed out of view), and the
 * model's own markup (`<IMPORTANT>`, `[INST]`).
 */
import { BRACKET_TAGS, HIDING_STYLES, INSTRUCTION_TAGS } from "./rules.ts";

/** One word of a text: lower-case, and where it starts and ends in the text. */
export interface Word {
	text: string;
	start: number;
	end: number;
}

/** Letters (Latin, accented, Vietnamese), digits and the joiners of a word (`api_key`, `id_rsa`, `o'clock`). */
function isWordCode(code: number): boolean {
	return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x27 || code === 0x2019 || (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) || (code >= 0x1e00 && code <= 0x1eff);
}

/** Characters that draw nothing: read through as if absent, so they cannot split a word. */
export function isInvisible(code: number): boolean {
	return code === 0x00ad || (code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2060 && code <= 0x2069) || code === 0xfeff || code === 0x180e;
}

/** Contractions read as their two words, so one rule matches both forms. */
const CONTRACTIONS: Readonly<Record<string, readonly string[]>> = {
	"don't": ["do", "not"],
	"doesn't": ["does", "not"],
	"didn't": ["did", "not"],
	"mustn't": ["must", "not"],
	"shouldn't": ["should", "not"],
	"can't": ["can", "not"],
	"cannot": ["can", "not"],
	"won't": ["will", "not"],
	"never": ["never"],
};

/** French elisions read as the word they stand before ("l'utilisateur" is "utilisateur"); "n'" is the negation "ne". */
const ELISIONS: Readonly<Record<string, string | undefined>> = { "l'": undefined, "d'": undefined, "j'": undefined, "s'": undefined, "c'": undefined, "m'": undefined, "t'": undefined, "qu'": undefined, "n'": "ne", "all'": undefined, "dell'": undefined };

/** Pushes a finished word, its contraction split, its elision opened, its trailing apostrophes dropped. */
function pushWord(words: Word[], raw: string, start: number, end: number): void {
	const text = raw.includes("\u2019") ? raw.replaceAll("\u2019", "'") : raw;
	const clean = text.endsWith("'") ? text.slice(0, -1) : text;
	if (clean === "") return;
	const split = CONTRACTIONS[clean];
	if (split !== undefined) {
		for (const part of split) words.push({ text: part, start, end });
		return;
	}
	const apostrophe = clean.indexOf("'");
	if (apostrophe > 0 && apostrophe <= 4 && apostrophe < clean.length - 1) {
		const prefix = clean.slice(0, apostrophe + 1);
		if (prefix in ELISIONS) {
			const said = ELISIONS[prefix];
			if (said !== undefined) words.push({ text: said, start, end });
			words.push({ text: clean.slice(apostrophe + 1), start, end });
			return;
		}
	}
	words.push({ text: clean, start, end });
}

/**
 * The words of `text` in order, reading at most `maxWords`. Linear: each character is looked at
 * once; a Unicode tag character (a surrogate pair) counts as invisible.
 */
export function wordsOf(text: string, maxWords: number): Word[] {
	const words: Word[] = [];
	let wordStart = -1;
	let pieceStart = -1;
	let end = -1;
	// Pieces of a word split by invisible characters ("ig\u200bnore"); a plain word is one slice.
	let pieces: string[] = [];
	// Whether the word holds an apostrophe: only then can it be a contraction or an elision.
	let quote = false;
	const flush = (): void => {
		if (wordStart < 0) return;
		const last = pieceStart >= 0 ? text.slice(pieceStart, end) : "";
		const raw = (pieces.length === 0 ? last : [...pieces, last].join("")).toLowerCase();
		if (quote) pushWord(words, raw, wordStart, end);
		else words.push({ text: raw, start: wordStart, end });
		pieces = [];
		wordStart = -1;
		pieceStart = -1;
		quote = false;
	};
	for (let at = 0; at < text.length && words.length < maxWords; at++) {
		const code = text.charCodeAt(at);
		if (isInvisible(code) || code === 0xdb40) {
			if (pieceStart >= 0) pieces.push(text.slice(pieceStart, end));
			pieceStart = -1;
			if (code === 0xdb40) at++;
			continue;
		}
		if (isWordCode(code)) {
			if (code === 0x27 || code === 0x2019) quote = true;
			if (wordStart < 0) wordStart = at;
			if (pieceStart < 0) pieceStart = at;
			end = at + 1;
			continue;
		}
		flush();
	}
	if (words.length < maxWords) flush();
	return words;
}

/**
 * Cyrillic and Greek letters that look like Latin ones, as the Latin letter: "іgnоrе" (with
 * Cyrillic і, о, е) reads "ignore". One character for one, so every index is kept.
 */
const LOOKALIKES: ReadonlyMap<number, string> = new Map(
	[..."аaеeоoрpсcуyхxіiјjѕsԁdһhӏlԛqԝwɡgАAВBЕEКKМMНHОOРPСCТTХXІIЈJЅSαaοoνvρpιiκkτtυuΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX"].flatMap((char, at, all) => (at % 2 === 0 ? [[char.charCodeAt(0), all[at + 1] as string] as const] : [])),
);

/** Whether a code is a Cyrillic or Greek letter (a look-alike's script). */
function isLookalikeScript(code: number): boolean {
	return (code >= 0x370 && code <= 0x52f) || code === 0x261;
}

/** The text with look-alike letters as Latin ones, or the text itself when it has none. Linear. */
export function foldLookalikes(text: string): string {
	let first = -1;
	for (let at = 0; at < text.length; at++) {
		if (isLookalikeScript(text.charCodeAt(at)) && LOOKALIKES.has(text.charCodeAt(at))) {
			first = at;
			break;
		}
	}
	if (first < 0) return text;
	const out: string[] = [text.slice(0, first)];
	for (let at = first; at < text.length; at++) out.push(LOOKALIKES.get(text.charCodeAt(at)) ?? (text[at] as string));
	return out.join("");
}

/** Characters of a name or an enum value read as words: the arguments line cuts them at 64 (../plan/declaration.ts). */
const MAX_NAME_SCREEN_CHARS = 256;

/**
 * A name as the words it is made of (`ignore_previous`, `ignorePrevious`, `ignore-previous` read as
 * `ignore previous`), so the phrase rules read a parameter name, an enum value or a tool name as
 * they read a sentence. One pass, no regular expression.
 *
 * Not the engine's `splitIdentifier`, which has another job: it makes the lowercase index words of a
 * name and drops everything that is not a letter or a digit. Screening must keep the rest of the
 * text as written (a URL, an address, a tag, a shouted word in an enum member), so this only opens
 * the joints of a name and changes nothing else.
 */
export function nameAsWords(name: string): string {
	let words = "";
	const end = Math.min(name.length, MAX_NAME_SCREEN_CHARS);
	for (let at = 0; at < end; at++) {
		const code = name.charCodeAt(at);
		if (code === 95 || code === 45 || code === 46) {
			words += " ";
			continue;
		}
		const previous = at > 0 ? name.charCodeAt(at - 1) : 0;
		if (code >= 65 && code <= 90 && previous >= 97 && previous <= 122) words += " ";
		words += name[at];
	}
	return words;
}

/** Blank lines in a row that do the same. */
const HIDING_BREAKS = 12;
/** Spaces in a row, on one line, that push the text after them out of a person's view (real descriptions indent by 30 at most). */
const HIDING_SPACES = 100;
/** Invisible characters in one text past which they are hiding something rather than joining a word. */
const MAX_INVISIBLE = 3;

/** Whether the text has right-to-left letters (Hebrew, Arabic and their neighbours), which bidi marks serve. */
function hasRtl(text: string): boolean {
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if ((code >= 0x0590 && code <= 0x08ff) || (code >= 0xfb1d && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfefc)) return true;
	}
	return false;
}

/** SGR parameters that only colour or weigh text a person still sees: reset, bold, italic, underline, foreground colours. */
const SHOWN_SGR = new Set(["", "0", "00", "1", "3", "4", "22", "23", "24", "39", "30", "31", "32", "33", "34", "35", "36", "37", "90", "91", "92", "93", "94", "95", "96", "97"]);

/** The end of a colour code at `at` (`ESC [ 32 m`) that hides nothing, or -1 for any other terminal code. */
function shownColourEnd(text: string, at: number): number {
	if (text.charCodeAt(at + 1) !== 0x5b) return -1;
	let end = at + 2;
	while (end < text.length && end - at < 16 && ((text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) || text.charCodeAt(end) === 0x3b)) end++;
	if (text[end] !== "m") return -1;
	return text.slice(at + 2, end).split(";").every((parameter) => SHOWN_SGR.has(parameter)) ? end : -1;
}

/** The end of a subdivision flag's tag characters after the black flag at `at` (🏴 + lower-case tags + cancel tag), or -1. */
function subdivisionFlagEnd(text: string, at: number): number {
	if (text.charCodeAt(at) !== 0xd83c || text.charCodeAt(at + 1) !== 0xdff4) return -1;
	let end = at + 2;
	for (let tags = 0; tags < 8 && text.charCodeAt(end) === 0xdb40; tags++, end += 2) {
		const low = text.charCodeAt(end + 1);
		if (low === 0xdc7f) return end + 1;
		if (!((low >= 0xdc61 && low <= 0xdc7a) || (low >= 0xdc30 && low <= 0xdc39))) return -1;
	}
	return -1;
}

/** Whether the zero-width joiner at `at` joins an emoji sequence (👩‍💻), its one honest use. */
function joinsEmoji(text: string, at: number): boolean {
	const before = text.charCodeAt(at - 1);
	const after = text.charCodeAt(at + 1);
	const emojiBefore = (before >= 0xdc00 && before <= 0xdfff) || (before >= 0x2600 && before <= 0x27bf) || before === 0xfe0f;
	const emojiAfter = (after >= 0xd83c && after <= 0xd83e) || (after >= 0x2600 && after <= 0x27bf);
	return emojiBefore && emojiAfter;
}

/** The text without its invisible characters, which split a mark as they split a word ("发‍送"). */
export function withoutInvisible(text: string): string {
	let first = -1;
	for (let at = 0; at < text.length && first < 0; at++) if (isInvisible(text.charCodeAt(at)) || text.charCodeAt(at) === 0x200d) first = at;
	if (first < 0) return text;
	const out: string[] = [text.slice(0, first)];
	for (let at = first; at < text.length; at++) if (!isInvisible(text.charCodeAt(at)) && text.charCodeAt(at) !== 0x200d) out.push(text[at] as string);
	return out.join("");
}

/** Where hidden text is: terminal codes, tag characters, bidi overrides, invisible characters, comments, hiding styles, or text pushed out of view. */
export function hiddenAt(text: string): number {
	let spaces = 0;
	let breaks = 0;
	let invisible = 0;
	let rtl: boolean | undefined;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		// Printable ASCII other than `<` and `:`, most of any text: it ends a run of spaces or breaks.
		if (code > 0x20 && code < 0x7f && code !== 0x3c && code !== 0x3a) {
			if (spaces >= HIDING_SPACES || breaks >= HIDING_BREAKS) return at;
			spaces = 0;
			breaks = 0;
			continue;
		}
		if (code === 0xd83c) at = Math.max(at, subdivisionFlagEnd(text, at));
		if (code === 0x1b && shownColourEnd(text, at) > 0) {
			at = shownColourEnd(text, at);
			continue;
		}
		const bidi = (code >= 0x202a && code <= 0x202c) || (code >= 0x2066 && code <= 0x2069);
		if ((bidi || code === 0x200e || code === 0x200f) && (rtl ??= hasRtl(text))) continue;
		if (isInvisible(code) && (code !== 0x200d || !joinsEmoji(text, at)) && ++invisible >= MAX_INVISIBLE) return at;
		if (code === 0x1b || code === 0x9b || code === 0xdb40 || code === 0x202d || code === 0x202e || bidi) return at;
		if (code === 0x3c && text.startsWith("<!--", at)) return at;
		if (code === 0x3a && styleHidesAt(text, at)) return at;
		if (code === 0x20) spaces++;
		else if (code === 0x0a) {
			if (spaces >= HIDING_SPACES) return at;
			breaks++;
			spaces = 0;
		} else if (code !== 0x0d && code !== 0x09 && !isInvisible(code)) {
			if (spaces >= HIDING_SPACES || breaks >= HIDING_BREAKS) return at;
			spaces = 0;
			breaks = 0;
		}
	}
	return -1;
}

/** Whether the `:` at `at` is part of a style that hides text (`display: none`, `font-size:0`). */
function styleHidesAt(text: string, at: number): boolean {
	// The styles' names end in y, e or r (display, visibility, opacity, font-size, color).
	let before = at - 1;
	while (before > 0 && text.charCodeAt(before) === 0x20) before--;
	const last = text.charCodeAt(before) | 0x20;
	if (last !== 0x79 && last !== 0x65 && last !== 0x72) return false;
	const around = text.slice(Math.max(0, at - 12), at + 14).toLowerCase().split(" ").join("");
	return HIDING_STYLES.some((style) => around.includes(style));
}

/** Whether a tag name's character: letters, digits, `_` and `-`. */
function isTagCode(code: number): boolean {
	return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d;
}

/** Where an instruction tag (`<IMPORTANT>`, `</system>`, `[INST]`, `<|im_start|>`) is, or -1. */
export function tagAt(text: string): number {
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code !== 0x3c && code !== 0x5b) continue;
		let from = at + 1;
		while (from < text.length && from < at + 3 && "/|<[".includes(text[from] ?? "")) from++;
		let end = from;
		while (end < text.length && end - from <= 24 && isTagCode(text.charCodeAt(end))) end++;
		if (end === from || end - from > 24) continue;
		const close = text[end];
		if (close !== ">" && close !== "]" && close !== "|" && close !== " ") continue;
		const name = text.slice(from, end).toLowerCase();
		if (code === 0x3c ? INSTRUCTION_TAGS.has(name) && !inMarkup(text, at, name) : BRACKET_TAGS.has(name)) return at;
	}
	return -1;
}

/** Whether the tag at `at` sits in a document the text shows (`<config><system>linux</system>`): a tag with a value and its closing tag right after. */
function inMarkup(text: string, at: number, name: string): boolean {
	const close = text.indexOf(`</${name}>`, at);
	if (close < 0 || close - at > 40) return false;
	const inner = text.slice(text.indexOf(">", at) + 1, close);
	return inner.length <= 24 && !inner.includes(" ");
}
