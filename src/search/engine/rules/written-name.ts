/**
 * A tool's name as a model writes it, read into the name it means: the one home of that rule, for
 * every place a name is written (`select:`, an exact query, `call_tool`'s `name`).
 *
 * Models write names the way their training and the text around them suggest: quoted
 * (`"mcp__memory__read_graph"`), in backticks, with the prefix their own tool-call format puts
 * before a function (`functions.` in OpenAI's, `default_api.` in Gemini's), as a call
 * (`read_graph()`), at the end of a sentence (`read_graph.`), or with the server and the tool
 * joined as other MCP clients join them (`memory.read_graph`, `memory/read_graph`). A name is first
 * looked up as written; {@link tolerantName} is the second reading, tried only when the first finds
 * nothing, so a tool whose real name has a dot or a slash is still found by it. What it gives is
 * looked up like any name (`../name-lookup.ts`): a full name, or the unique tool whose name ends
 * with it; when several tools end so, nothing is chosen and the closest names are offered.
 *
 * Every function here looks at its argument once, left to right, after cutting it to
 * {@link MAX_NAME_CHARS}, with no pattern that can backtrack.
 */
import { MAX_NAME_CHARS } from "./limits.ts";
import { MCP_PREFIX, NAMESPACE_SEPARATOR, nameKey } from "./names.ts";

/** Marks that open a quoted or bracketed name: the quotes models use, CJK ones included. */
const OPENING = "\"'`“‘「『<[{";
/** Marks that close a quoted name, and the punctuation a sentence puts after one. */
const CLOSING = "\"'`”’」』>]},;:!?。，；：！？.";
/**
 * Prefixes tool-call formats put before a function's name: `functions.` (OpenAI's), `default_api.`
 * (Gemini's). A model that copies its own call format into a name writes them.
 */
const CALL_FORMAT_PREFIXES: readonly string[] = ["functions.", "default_api."];
/** Characters other MCP clients join a server and its tool with (`memory.read_graph`, `memory/read_graph`). */
const JOINERS = "./";

/**
 * `text` without the marks around it: leading characters of `opening`, trailing ones of `closing`
 * (quotes, brackets, the punctuation a sentence puts after a word). One pass from each end. The one
 * home of this trim: a written name here, a query's value (`bare` in `../words/query.ts`) there.
 */
export function withoutMarks(text: string, opening: string, closing: string): string {
	let start = 0;
	let end = text.length;
	while (start < end && opening.includes(text[start] ?? "")) start++;
	while (end > start && closing.includes(text[end - 1] ?? "")) end--;
	return text.slice(start, end);
}

/** The text without the marks around a written name: leading {@link OPENING}, trailing {@link CLOSING}. */
function unwrapped(text: string): string {
	return withoutMarks(text, OPENING, CLOSING);
}

/**
 * The active tool a written name means, case ignored: the name as written, or its second reading
 * ({@link tolerantName}). One rule for every place that checks whether a name is a tool the model
 * already has (`select:` of a declared tool, `call_tool` naming one).
 */
export function writtenActiveName(written: string, active: readonly string[]): string | undefined {
	const spellings = new Set([written.toLowerCase(), tolerantName(written).toLowerCase()]);
	return active.find((name) => spellings.has(name.toLowerCase()));
}

/** The text up to a call's opening parenthesis (`read_graph()`, `read_graph({})`), when a name stands before it. */
function withoutCall(text: string): string {
	const at = text.indexOf("(");
	return at > 0 ? text.slice(0, at) : text;
}

/** The text without a {@link CALL_FORMAT_PREFIXES} prefix, in any case. */
function withoutCallFormat(text: string): string {
	const lower = text.slice(0, 16).toLowerCase();
	const prefix = CALL_FORMAT_PREFIXES.find((candidate) => lower.startsWith(candidate));
	return prefix === undefined ? text : text.slice(prefix.length);
}

/** `server.tool` and `server/tool` (and `mcp.server.tool`) as pi writes them, with `__` between the parts. */
function joinedAsPi(text: string): string {
	let out = "";
	for (const character of text) out += JOINERS.includes(character) ? NAMESPACE_SEPARATOR : character;
	return out;
}

/**
 * The second reading of a written name (see the module comment): cut to {@link MAX_NAME_CHARS},
 * trimmed, without the quotes, brackets and punctuation around it, without a call's parentheses and
 * a call format's prefix, and with a server and tool joined by `.` or `/` joined by `__` instead.
 * `"functions.memory.read_graph()".` reads `memory__read_graph`. The same text when there is
 * nothing to read differently.
 */
export function tolerantName(written: string): string {
	let text = unwrapped(written.slice(0, MAX_NAME_CHARS).trim());
	text = unwrapped(withoutCall(withoutCallFormat(text)).trim());
	return joinedAsPi(text);
}

/**
 * The server part of a written name, as a key (`nameKey`): `memory` of `mcp__memory__read_graph`
 * and of `memory__read_graph`; undefined for a name with no server part (`read_graph`). Suggestions
 * for a name that names a server stay within it (`../name-lookup.ts`).
 */
export function writtenServer(name: string): string | undefined {
	let key = nameKey(name.slice(0, MAX_NAME_CHARS));
	if (key.startsWith(MCP_PREFIX)) key = key.slice(MCP_PREFIX.length);
	const at = key.indexOf(NAMESPACE_SEPARATOR, 1);
	return at > 0 && at + NAMESPACE_SEPARATOR.length < key.length ? key.slice(0, at) : undefined;
}

/** What a `call_tool` name is: one name to look up, or why it is none. */
export type OneName = { readonly kind: "name"; readonly name: string } | { readonly kind: "empty" | "too-long" | "several" };

/**
 * A name written where exactly one tool is meant (`call_tool`'s `name`): refused when empty, when
 * longer than {@link MAX_NAME_CHARS} (decided by its length alone, before any of it is read, so a
 * megabyte costs nothing), or when it holds a comma or whitespace once its wrapping is read
 * (`"a,b"` is two names, and calling the first would run a tool nobody chose). Otherwise the name as
 * written, trimmed; its lookup tries {@link tolerantName} when that finds nothing.
 */
export function oneName(written: unknown): OneName {
	if (typeof written !== "string") return { kind: "empty" };
	if (written.length > MAX_NAME_CHARS) return { kind: "too-long" };
	const name = written.trim();
	if (name === "") return { kind: "empty" };
	const read = tolerantName(name);
	if (read === "") return { kind: "empty" };
	for (const character of read) if (character === "," || character === "，" || /\s/.test(character)) return { kind: "several" };
	return { kind: "name", name };
}
