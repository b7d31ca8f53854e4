/**
 * Where things are in a JSON text, so that a file we do not own can be edited by changing only the
 * bytes of the one value we mean to change (see ../host/settings.ts): every other byte —
 * numbers such as `1e400` that JSON.parse cannot hold, key order, spacing — stays as the user wrote
 * it. It lives in src/text, not src/host: it is pure text (no file, no pi), like the rest here.
 *
 * Only texts that `JSON.parse` accepted are scanned (the caller parses first), so the scanner need
 * not diagnose anything: it steps over strings and nested values in one pass, without recursion or
 * regular expressions, in time linear in the text. It is a few dozen lines, where a JSON-with-
 * comments editor library would be a runtime dependency that a missing `node_modules` turns into
 * pi failing to start; pi's settings.json is strict JSON, which is all this needs to read.
 */

/** A span of the text, `end` exclusive. */
export interface JsonSpan {
	start: number;
	end: number;
}

/** One member of an object: its key (decoded) and the span of its value. */
export interface JsonMember {
	key: string;
	keySpan: JsonSpan;
	value: JsonSpan;
}

function isSpace(code: number): boolean {
	return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The index of the first character at or after `from` that is not JSON whitespace. */
export function skipSpace(text: string, from: number): number {
	let index = from;
	while (index < text.length && isSpace(text.charCodeAt(index))) index++;
	return index;
}

/** The index just past the string that starts (with its quote) at `from`. */
function stringEnd(text: string, from: number): number {
	let index = from + 1;
	while (index < text.length) {
		const char = text[index];
		if (char === "\\") index += 2;
		else if (char === '"') return index + 1;
		else index++;
	}
	return text.length;
}

/** The index just past the value that starts at `from` (a string, a number, a literal, or a whole nested object or array). */
export function valueEnd(text: string, from: number): number {
	const first = text[from];
	if (first === '"') return stringEnd(text, from);
	if (first !== "{" && first !== "[") {
		let index = from;
		while (index < text.length && !isSpace(text.charCodeAt(index)) && !",]}".includes(text[index]!)) index++;
		return index;
	}
	let depth = 0;
	let index = from;
	while (index < text.length) {
		const char = text[index]!;
		if (char === '"') {
			index = stringEnd(text, index);
			continue;
		}
		if (char === "{" || char === "[") depth++;
		else if (char === "}" || char === "]") {
			depth--;
			if (depth === 0) return index + 1;
		}
		index++;
	}
	return text.length;
}

/** The members of the object whose `{` is at `open`, in order (a repeated key appears each time), and the index of its `}`. */
export function objectMembers(text: string, open: number): { members: JsonMember[]; close: number } {
	const members: JsonMember[] = [];
	let index = skipSpace(text, open + 1);
	while (index < text.length && text[index] === '"') {
		const keySpan = { start: index, end: stringEnd(text, index) };
		const valueStart = skipSpace(text, skipSpace(text, keySpan.end) + 1);
		const value = { start: valueStart, end: valueEnd(text, valueStart) };
		members.push({ key: JSON.parse(text.slice(keySpan.start, keySpan.end)) as string, keySpan, value });
		index = skipSpace(text, value.end);
		if (text[index] === ",") index = skipSpace(text, index + 1);
	}
	return { members, close: index };
}

/** The spans of the items of the array whose `[` is at `open`, and the index of its `]`. */
export function arrayItems(text: string, open: number): { items: JsonSpan[]; close: number } {
	const items: JsonSpan[] = [];
	let index = skipSpace(text, open + 1);
	while (index < text.length && text[index] !== "]") {
		const item = { start: index, end: valueEnd(text, index) };
		items.push(item);
		index = skipSpace(text, item.end);
		if (text[index] === ",") index = skipSpace(text, index + 1);
	}
	return { items, close: index };
}
