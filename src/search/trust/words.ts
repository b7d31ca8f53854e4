/**
 * A server's text as words for the phrase rules of ./screen.ts, in one linear pass: ASCII letters
 * lowered, invisible characters (zero-width, tag characters, bidi controls) skipped so that
 * "ig\u200bnore" reads "ignore", "don't" read as "do not", and each word's place in the text kept
 * for the excerpt a flag quotes.
 */

/** One word of a text: lower-case, and where it starts and ends in the text. */
export interface Word {
	text: string;
	start: number;
	end: number;
}

/** Letters, digits and the joiners of a word (`api_key`, `id_rsa`, `o'clock`). */
function isWordCode(code: number): boolean {
	return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x27 || code === 0x2019 || (code >= 0xc0 && code <= 0x24f);
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

/** Pushes a finished word, its contraction split, its trailing apostrophes dropped. */
function pushWord(words: Word[], raw: string, start: number, end: number): void {
	const text = raw.replace(/\u2019/g, "'");
	const clean = text.endsWith("'") ? text.slice(0, -1) : text;
	if (clean === "") return;
	const split = CONTRACTIONS[clean];
	if (split === undefined) words.push({ text: clean, start, end });
	else for (const part of split) words.push({ text: part, start, end });
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
	const flush = (): void => {
		if (wordStart < 0) return;
		const last = pieceStart >= 0 ? text.slice(pieceStart, end) : "";
		const raw = pieces.length === 0 ? last : [...pieces, last].join("");
		pushWord(words, raw.toLowerCase(), wordStart, end);
		pieces = [];
		wordStart = -1;
		pieceStart = -1;
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
