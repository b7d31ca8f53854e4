/**
 * Query language of `tool_search`: the text a model writes, read once into a {@link ParsedQuery}
 * that every later step takes.
 *
 * - `select:a,b,c` loads the named tools (names are matched case-insensitively);
 * - `mcp__server__tool` names one tool;
 * - `mcp__server` (or a bare server name, when one is connected) asks for every tool of a server;
 * - anything else is keywords, in any language; `+word` marks a word every result must match.
 *
 * {@link parseQuery} only reads the text. Whether a bare word is a server or a tool name is decided
 * by the index, which knows the tools (`search` in `../search.ts`); the words of a
 * keyword query become concepts in `./concepts.ts`.
 */
import { MAX_QUERY_CHARS, MAX_SELECT_NAMES } from "../rules/limits.ts";
import { isFullMcpToolName, mcpNameForm } from "../rules/names.ts";
import { scanMeter } from "./tokenize.ts";

/** What a query lost to the caps of `../rules/limits.ts`, so the result can say so. */
export interface QueryCuts {
	/** The query's length in characters, when it was longer than {@link MAX_QUERY_CHARS} and cut to them. */
	readonly cutFrom?: number;
	/** How many names of a `select:` past {@link MAX_SELECT_NAMES} were not looked up. */
	readonly namesDropped?: number;
}

/** A query as written, before the index resolves names, with what the caps cut from it. */
export type ParsedQuery = (
	/** `select:a,b`: load exactly these tools. */
	| { readonly kind: "select"; readonly names: readonly string[] }
	/** A full MCP tool name, `mcp__server__tool`. */
	| { readonly kind: "exact"; readonly name: string }
	/** A server prefix, `mcp__server`, without a trailing `__` or `*`. */
	| { readonly kind: "prefix"; readonly prefix: string }
	/** Free words. `required` were written `+word`; both keep the user's spelling. */
	| { readonly kind: "keywords"; readonly required: readonly string[]; readonly optional: readonly string[] }
) &
	QueryCuts;

const SELECT_PREFIX = "select:";

/**
 * Reads a `tool_search` query. `select:` lists are split at commas and whitespace; a single token of
 * the form `mcp__server__tool` is an exact name and `mcp__server` (optionally ending in `__` or `*`)
 * a prefix; several tokens that are all of the form `mcp__server__tool` are a `select:` of them;
 * everything else is keywords, where a token `+word` starting with a letter is required
 * (so `+1 555 0100`, a phone number, stays plain text). The text is not lowercased here, so exact
 * names keep their spelling for messages; matching is case-insensitive later.
 *
 * Bounded: a `select:` keeps its first {@link MAX_SELECT_NAMES} distinct names; anything else is
 * read up to {@link MAX_QUERY_CHARS} characters (cut at a space when there is one near). What was
 * cut is in {@link QueryCuts}. Linear in the length of the text.
 */
export function parseQuery(text: string): ParsedQuery {
	const trimmed = text.trim();
	if (trimmed.slice(0, SELECT_PREFIX.length).toLowerCase() === SELECT_PREFIX) {
		return selectOf(splitNames(trimmed.slice(SELECT_PREFIX.length)), {});
	}
	const read = cutText(trimmed);
	const cuts: QueryCuts = read.length < trimmed.length ? { cutFrom: trimmed.length } : {};
	if (!/\s/.test(read)) {
		const form = mcpNameForm(read);
		if (form?.kind === "tool") return { kind: "exact", name: read, ...cuts };
		if (form?.kind === "namespace") return { kind: "prefix", prefix: form.namespace, ...cuts };
	}
	const whole = read.split(/\s+/).filter((token) => token.length > 0);
	if (whole.length > 1 && whole.every(isFullMcpToolName)) return selectOf(whole, cuts);
	const required: string[] = [];
	const optional: string[] = [];
	for (const token of withoutQuotedValues(read).split(/\s+/)) {
		if (token.length === 0) continue;
		if (token.length > 1 && token.startsWith("+") && /^\p{L}/u.test(token.slice(1))) required.push(token.slice(1));
		else optional.push(token);
	}
	return { kind: "keywords", required, optional, ...cuts };
}

/** Names of a `select:` list, split at commas and whitespace. */
function splitNames(list: string): string[] {
	return list.split(/[\s,]+/).filter((name) => name.length > 0);
}

/** A `select:` of `names` without repeats, cut to {@link MAX_SELECT_NAMES}. */
function selectOf(names: readonly string[], cuts: QueryCuts): ParsedQuery {
	const distinct = [...new Set(names)];
	const dropped = distinct.length - MAX_SELECT_NAMES;
	return { kind: "select", names: distinct.slice(0, MAX_SELECT_NAMES), ...cuts, ...(dropped > 0 ? { namesDropped: dropped } : {}) };
}

/** How far back from the cap {@link cutText} looks for a space to cut at. */
const CUT_LOOKBACK = 100;

/**
 * `text` cut to at most `max` characters ({@link MAX_QUERY_CHARS} by default): at the last
 * whitespace within {@link CUT_LOOKBACK} characters of the cap, so no word is cut in two, else at
 * the cap, never inside a surrogate pair.
 */
export function cutText(text: string, max: number = MAX_QUERY_CHARS): string {
	if (text.length <= max) return text;
	for (let at = max; at > max - CUT_LOOKBACK && at > 0; at--) {
		if (isSpace(text[at])) return text.slice(0, at).trimEnd();
	}
	const code = text.charCodeAt(max - 1);
	return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A kind of quoted span: its marks, and for a single quote what may stand before and after it. */
interface QuoteKind {
	readonly open: string;
	readonly close: string;
	/** Characters besides whitespace that may precede the opening mark (any, when absent). */
	readonly before?: string;
	/** Characters besides whitespace that may follow the closing mark (any, when absent). */
	readonly after?: string;
}

/** Quoted spans: double, curly and CJK quotes, backticks, and single quotes that are not apostrophes. */
const QUOTES: readonly QuoteKind[] = [
	{ open: '"', close: '"' },
	{ open: "“", close: "”" },
	{ open: "‘", close: "’" },
	{ open: "「", close: "」" },
	{ open: "『", close: "』" },
	{ open: "`", close: "`" },
	{ open: "'", close: "'", before: "(:=,", after: ").,;:!?" },
];

function isSpace(character: string | undefined): boolean {
	return character !== undefined && /\s/.test(character);
}

/** Whether the character at `at` may stand next to a quote mark: the text's edges and whitespace always may. */
function allowedNeighbour(text: string, at: number, allowed: string | undefined): boolean {
	if (allowed === undefined || at < 0 || at >= text.length) return true;
	const character = text[at] ?? "";
	return isSpace(character) || allowed.includes(character);
}

/**
 * `text` with each span of one kind of quotes replaced by a space: an opening mark, at least one
 * character, and the first closing mark after it on the same line. One pass: each character is
 * looked at at most twice, however the marks are placed.
 */
function withoutQuotes(text: string, kind: QuoteKind): string {
	let out = "";
	let copied = 0;
	let from = 0;
	let looked = 0;
	while (from < text.length) {
		const at = text.indexOf(kind.open, from);
		if (at < 0) break;
		if (!allowedNeighbour(text, at - 1, kind.before)) {
			from = at + 1;
			continue;
		}
		let end = at + 1;
		while (end < text.length && text[end] !== kind.close && text[end] !== "\n") {
			looked++;
			end++;
		}
		if (end >= text.length || text[end] === "\n") {
			// No closing mark on this line, so no later opening mark on it has one either.
			from = end;
			continue;
		}
		if (end === at + 1 || !allowedNeighbour(text, end + 1, kind.after)) {
			// Empty, or a closing mark inside a word: that mark may open the next span.
			from = end;
			continue;
		}
		out += `${text.slice(copied, at)} `;
		copied = end + 1;
		from = end + 1;
	}
	scanMeter.report?.(looked);
	return copied === 0 ? text : out + text.slice(copied);
}

/**
 * The query without its quoted values. A request quotes what goes into the call (`add a card
 * 'Update privacy policy'`, `run \`npm run dev\``): a title, a message, a command. Those words
 * are data, and matching tools on them finds tools about privacy or npm instead of the one that
 * adds a card. When the whole query is quoted, nothing is removed.
 */
export function withoutQuotedValues(text: string): string {
	let rest = text;
	for (const kind of QUOTES) rest = withoutQuotes(rest, kind);
	return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

/**
 * Names a query points at, for finding the servers it targets: the names of `select:`, an exact
 * name, a prefix, or a single word (which may be a server's name). `reachesTools` and the session
 * both ask this, so pi waits for exactly the servers the session then explains.
 */
export function queryTargets(parsed: ParsedQuery): string[] {
	switch (parsed.kind) {
		case "select":
			return [...parsed.names];
		case "exact":
			return [parsed.name];
		case "prefix":
			return [parsed.prefix];
		case "keywords":
			return parsed.required.length === 0 && parsed.optional.length === 1 ? [...parsed.optional] : [];
	}
}
