/**
 * Encoded payloads: runs of base64, hex or URL escapes, and words in rot13 or written backwards,
 * decoded so that ./screen.ts screens what they say with the same rules. An order a person cannot
 * read but a model can decode is still an order.
 *
 * Bounded: runs are found in one pass over the screened characters, each run decodes at most
 * {@link MAX_DECODED_PER_TEXT} characters, and a tool decodes at most {@link MAX_DECODED_PER_TOOL} in
 * all (a {@link DecodeBudget} shared by its texts), so a megabyte of base64 costs what its cap
 * costs. Decoded text that is not readable text (a hash, an image, a key) is dropped.
 */
import type { Word } from "./words.ts";

export type Encoding = "base64" | "hex" | "URL-encoded" | "rot13" | "reversed";

/** One decoded passage and how it was encoded. */
export interface Decoded {
	encoding: Encoding;
	text: string;
}

/** Characters a tool may still decode, shared by its texts. */
export interface DecodeBudget {
	chars: number;
}

/** Characters of decoded text one text yields. */
export const MAX_DECODED_PER_TEXT = 4_096;
/** Characters of decoded text one tool yields, all its texts together. */
export const MAX_DECODED_PER_TOOL = 16_384;
/** Runs of one text decoded: a real description holds a few ids and hashes at most. */
const MAX_RUNS = 16;
/** The shortest run worth decoding: a sentence of a few words. */
const MIN_BASE64 = 24;
const MIN_HEX = 24;
const MIN_ESCAPES = 6;

const BASE64 = new Int16Array(128).fill(-1);
for (const [at, char] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) BASE64[char.charCodeAt(0)] = at;
BASE64[0x2d] = 62;
BASE64[0x5f] = 63;

function isBase64Code(code: number): boolean {
	return code < 128 && (BASE64[code] as number) >= 0;
}

function hexValue(code: number): number {
	if (code >= 0x30 && code <= 0x39) return code - 0x30;
	const lower = code | 0x20;
	return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Bytes as text when they are readable text: valid UTF-8, nearly all printable, with letters. */
function readable(bytes: Uint8Array): string | undefined {
	// Most runs are ids, hashes or images: control bytes say so before any decoding.
	let control = 0;
	for (const byte of bytes) if ((byte < 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d) || byte === 0x7f) control++;
	if (control > bytes.length * 0.05) return undefined;
	let text: string;
	try {
		text = UTF8.decode(bytes);
	} catch {
		return undefined;
	}
	let printable = 0;
	let letters = 0;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code >= 0x20 || code === 0x0a || code === 0x09 || code === 0x0d) printable++;
		if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code >= 0x3000) letters++;
	}
	return printable >= text.length * 0.95 && letters >= Math.min(8, text.length / 3) ? text : undefined;
}

/** The base64 run `text[start, end)` decoded, at most `cap` characters of it. */
function fromBase64(text: string, start: number, end: number, cap: number): Uint8Array {
	const take = Math.min(end - start, Math.ceil(cap / 3) * 4);
	const bytes = new Uint8Array(Math.floor((take * 3) / 4));
	let bits = 0;
	let value = 0;
	let out = 0;
	for (let at = start; at < start + take; at++) {
		value = (value << 6) | (BASE64[text.charCodeAt(at)] as number);
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			bytes[out++] = (value >> bits) & 0xff;
		}
	}
	return bytes.subarray(0, out);
}

/** The hex run `text[start, end)` decoded, at most `cap` bytes of it. */
function fromHex(text: string, start: number, end: number, cap: number): Uint8Array {
	const length = Math.min(Math.floor((end - start) / 2), cap);
	const bytes = new Uint8Array(length);
	for (let at = 0; at < length; at++) bytes[at] = hexValue(text.charCodeAt(start + 2 * at)) * 16 + hexValue(text.charCodeAt(start + 2 * at + 1));
	return bytes;
}

/** A run of URL escapes (`%77%68…`, with plain URL characters between them) from `start`, decoded, and where it ends. */
function fromPercent(text: string, start: number, cap: number): { bytes: Uint8Array; end: number; escapes: number } {
	const bytes: number[] = [];
	let escapes = 0;
	let at = start;
	while (at < text.length && bytes.length < cap) {
		const code = text.charCodeAt(at);
		if (code === 0x25 && hexValue(text.charCodeAt(at + 1)) >= 0 && hexValue(text.charCodeAt(at + 2)) >= 0) {
			bytes.push(hexValue(text.charCodeAt(at + 1)) * 16 + hexValue(text.charCodeAt(at + 2)));
			escapes++;
			at += 3;
		} else if ((code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) || code === 0x2d || code === 0x2e || code === 0x5f || code === 0x7e || code === 0x2b) {
			bytes.push(code === 0x2b ? 0x20 : code);
			at++;
		} else break;
	}
	return { bytes: Uint8Array.from(bytes), end: at, escapes };
}

/** Spends the budget on `text`: what is left of it, or undefined when nothing is. */
function spend(budget: DecodeBudget, text: string | undefined): string | undefined {
	if (text === undefined || budget.chars <= 0) return undefined;
	const kept = text.slice(0, Math.min(budget.chars, MAX_DECODED_PER_TEXT));
	budget.chars -= kept.length;
	return kept;
}

/** The base64 and hex runs of a text, decoded where they read as text. One pass. */
function runsOf(text: string, budget: DecodeBudget, found: Decoded[]): void {
	let runs = 0;
	for (let at = 0; at < text.length && runs < MAX_RUNS && budget.chars > 0; at++) {
		if (!isBase64Code(text.charCodeAt(at)) || (at > 0 && isBase64Code(text.charCodeAt(at - 1)))) continue;
		let end = at;
		let hex = true;
		let mixed = 0;
		while (end < text.length && isBase64Code(text.charCodeAt(end))) {
			const code = text.charCodeAt(end);
			if (hexValue(code) < 0) hex = false;
			if ((code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2f) mixed++;
			end++;
		}
		if (hex && end - at >= MIN_HEX) {
			runs++;
			const decoded = spend(budget, readable(fromHex(text, at, end, MAX_DECODED_PER_TEXT)));
			if (decoded !== undefined) found.push({ encoding: "hex", text: decoded });
		} else if (end - at >= MIN_BASE64 && mixed > 0) {
			runs++;
			const decoded = spend(budget, readable(fromBase64(text, at, end, MAX_DECODED_PER_TEXT)));
			if (decoded !== undefined) found.push({ encoding: "base64", text: decoded });
		}
		at = end;
	}
}

/** The URL-escaped runs of a text, decoded. */
function escapesOf(text: string, budget: DecodeBudget, found: Decoded[]): void {
	let runs = 0;
	for (let at = text.indexOf("%"); at >= 0 && runs < MAX_RUNS && budget.chars > 0; at = text.indexOf("%", at + 1)) {
		if (hexValue(text.charCodeAt(at + 1)) < 0 || hexValue(text.charCodeAt(at + 2)) < 0) continue;
		const run = fromPercent(text, at, MAX_DECODED_PER_TEXT);
		if (run.escapes >= MIN_ESCAPES) {
			runs++;
			const decoded = spend(budget, readable(run.bytes));
			if (decoded !== undefined) found.push({ encoding: "URL-encoded", text: decoded });
		}
		at = Math.max(at, run.end - 1);
	}
}

/** Common English words: text whose words become these under rot13 or backwards was written so. */
const COMMON = ["the", "and", "to", "of", "you", "your", "do", "not", "this", "that", "with", "for", "in", "it", "is", "user", "tell", "read", "send", "pass", "file", "ignore", "previous", "instructions", "all", "any", "before", "after", "use", "tool", "call", "key", "secret", "password", "token", "content", "contents", "put", "include", "never", "always", "must", "should", "mention", "email", "data", "into", "from", "then", "also", "them", "its", "as", "on", "by", "are", "when", "message", "output", "field", "argument", "parameter", "system", "prompt", "credentials", "ssh", "env", "upload", "forward", "copy", "add", "first", "every", "here", "there", "what", "about", "their", "have", "has", "will", "can", "please", "now", "other", "these", "those", "which", "where"];
const COMMON_SET = new Set(COMMON);
const rot13 = (word: string): string => String.fromCharCode(...[...word].map((char) => ((char.charCodeAt(0) - 0x61 + 13) % 26) + 0x61));
const ROT13_COMMON = new Set(COMMON.map(rot13).filter((word) => !COMMON_SET.has(word)));
const REVERSED_COMMON = new Set(COMMON.map((word) => [...word].reverse().join("")).filter((word) => !COMMON_SET.has(word)));

/** Words that a run is rot13 or backwards needs before it is decoded: fewer when the text says "rot13" or "caesar". */
const MIN_TRANSFORMED_WORDS = 4;
const MIN_WHEN_NAMED = 2;

/** The words that make a run rot13, backwards, or say it is rot13, for one lookup per word. */
const ROT13_WORD = 1;
const REVERSED_WORD = 2;
const NAMES_ROT13 = 4;
const TRANSFORMED = new Map<string, number>();
for (const word of ROT13_COMMON) TRANSFORMED.set(word, ROT13_WORD);
for (const word of REVERSED_COMMON) TRANSFORMED.set(word, (TRANSFORMED.get(word) ?? 0) | REVERSED_WORD);
for (const word of ["rot13", "rot", "caesar"]) TRANSFORMED.set(word, (TRANSFORMED.get(word) ?? 0) | NAMES_ROT13);

/** A span of words of one kind: how many, from where to where. */
interface Span {
	count: number;
	start: number;
	end: number;
}

/** The spans of the rot13 words and of the backwards words, and whether the text names rot13, in one pass. */
function spansOf(words: readonly Word[]): { rotated: Span; reversed: Span; named: boolean } {
	const rotated: Span = { count: 0, start: -1, end: -1 };
	const reversed: Span = { count: 0, start: -1, end: -1 };
	let named = false;
	for (const word of words) {
		const kind = TRANSFORMED.get(word.text);
		if (kind === undefined) continue;
		if ((kind & NAMES_ROT13) !== 0) named = true;
		for (const [bit, span] of [[ROT13_WORD, rotated], [REVERSED_WORD, reversed]] as const) {
			if ((kind & bit) === 0) continue;
			span.count++;
			if (span.start < 0) span.start = word.start;
			span.end = word.end;
		}
	}
	return { rotated, reversed, named };
}

/** The text of `start`–`end` in rot13, letters only. */
function unrot(text: string): string {
	const out: string[] = [];
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code >= 0x61 && code <= 0x7a) out.push(String.fromCharCode(((code - 0x61 + 13) % 26) + 0x61));
		else if (code >= 0x41 && code <= 0x5a) out.push(String.fromCharCode(((code - 0x41 + 13) % 26) + 0x41));
		else out.push(text[at] as string);
	}
	return out.join("");
}

/** Words written in rot13 or backwards, decoded over the span they cover. */
function transformedOf(text: string, words: readonly Word[], budget: DecodeBudget, found: Decoded[]): void {
	if (words.length <= MIN_WHEN_NAMED) return;
	const { rotated, reversed, named } = spansOf(words);
	if (rotated.count >= (named ? MIN_WHEN_NAMED : MIN_TRANSFORMED_WORDS)) {
		const decoded = spend(budget, unrot(text.slice(rotated.start, Math.min(rotated.end, rotated.start + MAX_DECODED_PER_TEXT))));
		if (decoded !== undefined) found.push({ encoding: "rot13", text: decoded });
	}
	if (reversed.count >= MIN_TRANSFORMED_WORDS) {
		const decoded = spend(budget, [...text.slice(reversed.start, Math.min(reversed.end, reversed.start + MAX_DECODED_PER_TEXT))].reverse().join(""));
		if (decoded !== undefined) found.push({ encoding: "reversed", text: decoded });
	}
}

/** The encoded passages of one text (already cut to the screened characters), decoded within the budget. */
export function decodedTexts(text: string, words: readonly Word[], budget: DecodeBudget): Decoded[] {
	const found: Decoded[] = [];
	if (budget.chars <= 0) return found;
	runsOf(text, budget, found);
	escapesOf(text, budget, found);
	transformedOf(text, words, budget, found);
	return found;
}
