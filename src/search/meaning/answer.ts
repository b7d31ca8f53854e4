/**
 * A model's answer to a hint request read as untrusted text: leniently (code fences, prose before
 * and after the object) and boundedly (a capped answer, a capped number of hints per tool and of
 * characters per hint, only the names the request asked for). Whatever cannot be read yields no
 * hints, never an error the session sees: search then works exactly as it would without hints.
 */
import { quoteLine } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/** Characters of an answer read: 20 tools × 10 hints × ~60 characters, four times over. */
export const MAX_ANSWER_CHARS = 64_000;
/** Hints kept per tool: what the request asks for, and no more however many come. */
export const MAX_HINTS_PER_TOOL = 10;
/** Characters of one hint: a request of 12 words, with room for Chinese and long product names. */
export const MAX_HINT_CHARS = 120;

/**
 * The JSON object in a text: from the first `{` to the last `}`. A model may wrap it in a code fence
 * or a sentence; both are outside those braces. Two scans of the text, no regular expression.
 */
function objectSpan(text: string): string | undefined {
	const start = text.indexOf("{");
	const end = text.lastIndexOf("}");
	return start === -1 || end <= start ? undefined : text.slice(start, end + 1);
}

/** One tool's hints: strings only, each one clean line of at most MAX_HINT_CHARS, no repeats, at most MAX_HINTS_PER_TOOL. */
function hintsOf(value: unknown): string[] {
	if (!Array.isArray(value)) return [];
	const hints: string[] = [];
	const seen = new Set<string>();
	for (let i = 0; i < value.length && i < MAX_HINTS_PER_TOOL * 4 && hints.length < MAX_HINTS_PER_TOOL; i++) {
		const item: unknown = value[i];
		if (typeof item !== "string") continue;
		const hint = quoteLine(item, MAX_HINT_CHARS);
		const key = hint.toLowerCase();
		if (hint === "" || hint.endsWith("…") || seen.has(key)) continue;
		seen.add(key);
		hints.push(hint);
	}
	return hints;
}

/**
 * The hints an answer gives for the tools `asked` (full names), by name; a tool the answer leaves
 * out, or gives nothing usable for, is absent. Keys are matched exactly, as the request said.
 */
export function readHintAnswer(text: string, asked: readonly string[]): Map<string, string[]> {
	const found = new Map<string, string[]>();
	const span = objectSpan(text.slice(0, MAX_ANSWER_CHARS));
	if (span === undefined) return found;
	let parsed: unknown;
	try {
		parsed = JSON.parse(span);
	} catch {
		return found;
	}
	if (!isRecord(parsed)) return found;
	for (const name of asked) {
		if (!Object.hasOwn(parsed, name)) continue;
		const hints = hintsOf(parsed[name]);
		if (hints.length > 0) found.set(name, hints);
	}
	return found;
}
