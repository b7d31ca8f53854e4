/**
 * Tool names for `select:` and exact queries: which tool a written name means, and, for a name
 * that is no tool, the closest real names.
 *
 * Written names are matched by their keys (`./rules/names.ts`), also by the key of the name as shown
 * (without control and invisible characters, see `src/text/sanitize.ts`), so a tool is loadable by
 * the name the model read. Suggestions come from a bounded candidate set, the names sharing the
 * rarest three-letter pieces or a name word with the written one, never from every tool, so a
 * `select:` of many unknown names costs in proportion to the names, not to the catalog.
 */
import { MAX_NAME_CHARS } from "./rules/limits.ts";
import { compareNames, hasMcpPrefix, localName, MCP_PREFIX, nameKey, shownName } from "./rules/names.ts";
import { splitIdentifier } from "./words/tokenize.ts";
import { tolerantName, writtenServer } from "./rules/written-name.ts";

/** Suggestions offered for one unknown name. */
const SUGGESTIONS = 3;
/** Least similarity (see `nameSimilarity`) of a suggestion: below it a name is unrelated. */
const MIN_SIMILARITY = 0.2;
/** Name entries read from the piece and word lists for one unknown name. */
const MAX_ENTRIES_READ = 4_096;
/** Candidates compared with an unknown name by edit distance, the ones sharing most pieces. */
const MAX_CANDIDATES = 32;
/** Longest written name compared for suggestions: a longer one is no typo of a real name. */
const MAX_SUGGESTED_NAME_CHARS = 128;
/** Name words every MCP tool has, which say nothing about which tool is meant. */
const UNTELLING_WORDS: ReadonlySet<string> = new Set(["mcp"]);

function pushTo(map: Map<string, string[]>, key: string, value: string): void {
	const list = map.get(key);
	if (list) list.push(value);
	else map.set(key, [value]);
}

function pullFrom(map: Map<string, string[]>, key: string, value: string): void {
	const list = map.get(key);
	if (!list) return;
	const at = list.indexOf(value);
	if (at >= 0) list.splice(at, 1);
	if (list.length === 0) map.delete(key);
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
	let set = map.get(key);
	if (!set) map.set(key, (set = new Set()));
	set.add(value);
}

function deleteFrom(map: Map<string, Set<string>>, key: string, value: string): void {
	const set = map.get(key);
	set?.delete(value);
	if (set?.size === 0) map.delete(key);
}

/** A name key without the `mcp__` every MCP name starts with, which tells no name from another. */
function telling(key: string): string {
	return hasMcpPrefix(key) ? key.slice(MCP_PREFIX.length) : key;
}

/** The distinct three-character pieces of a key (the whole key when shorter). */
function trigrams(key: string): Set<string> {
	const text = telling(key).slice(0, MAX_NAME_CHARS);
	const out = new Set<string>();
	if (text.length <= 3) {
		if (text.length > 0) out.add(text);
		return out;
	}
	for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
	return out;
}

/** The words of a name that can tell it from others. */
function tellingWords(name: string): Set<string> {
	return new Set(splitIdentifier(name.slice(0, MAX_NAME_CHARS)).filter((word) => !UNTELLING_WORDS.has(word)));
}

/**
 * Whether a tool's server (`real`) is the one a written name names: the same key, and nothing
 * close. A server one letter from another (`memory`, `memory2`) may be someone else's server, and
 * after the named one is gone its twin's tool of the same name is a different tool; a typo of the
 * server gets no suggestion, and the model searches instead.
 */
function sameServer(written: string, real: string | undefined): boolean {
	return real !== undefined && real === written;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) between `a` and `b`: typos are mostly
 * one inserted, dropped, wrong or swapped letter. Returns `max + 1` as soon as the distance must
 * exceed `max`, so comparing a name with thousands of others stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	if (a === b) return 0;
	const n = b.length;
	let previous2 = new Array<number>(n + 1).fill(0);
	let previous = Array.from({ length: n + 1 }, (_, j) => j);
	let current = new Array<number>(n + 1).fill(0);
	for (let i = 1; i <= a.length; i++) {
		current[0] = i;
		let rowMin = i;
		for (let j = 1; j <= n; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
			current[j] = value;
			if (value < rowMin) rowMin = value;
		}
		if (rowMin > max) return max + 1;
		[previous2, previous, current] = [previous, current, previous2];
	}
	return previous[n] ?? max + 1;
}

/**
 * Similarity of a requested name to a real one, 0 to 1, for suggestions: the better of their
 * normalized edit distance and the share of name words they have in common (Jaccard), so both a
 * typo (`create_isue`) and a different arrangement of the same words (`issue_create`) find the
 * tool.
 */
export function nameSimilarity(requested: string, real: string, requestedWords: ReadonlySet<string>, realWords: ReadonlySet<string>): number {
	const longest = Math.max(requested.length, real.length, 1);
	const max = Math.max(2, Math.floor(longest / 3));
	const distance = editDistance(requested, real, max);
	const edit = distance > max ? 0 : 1 - distance / longest;
	let shared = 0;
	for (const word of requestedWords) if (realWords.has(word)) shared++;
	const union = requestedWords.size + realWords.size - shared;
	const overlap = union === 0 ? 0 : shared / union;
	return Math.max(edit, overlap);
}

/** The names of the catalog, by key, local name, three-letter piece and word. */
export class NameLookup {
	private readonly names = new Set<string>();
	private readonly byKey = new Map<string, string[]>();
	private readonly byLocal = new Map<string, string[]>();
	private readonly byPiece = new Map<string, Set<string>>();
	private readonly byWord = new Map<string, Set<string>>();
	private readonly wordsOf = new Map<string, ReadonlySet<string>>();

	/** The keys a name is found by: its own and its shown name's. */
	private keysOf(name: string): Set<string> {
		return new Set([nameKey(name), nameKey(shownName(name))]);
	}

	add(name: string): void {
		if (this.names.has(name)) return;
		this.names.add(name);
		for (const key of this.keysOf(name)) {
			pushTo(this.byKey, key, name);
			for (const piece of trigrams(key)) addTo(this.byPiece, piece, name);
		}
		for (const key of new Set([nameKey(localName(name)), nameKey(localName(shownName(name)))])) pushTo(this.byLocal, key, name);
		const words = tellingWords(shownName(name));
		this.wordsOf.set(name, words);
		for (const word of words) addTo(this.byWord, word, name);
	}

	remove(name: string): void {
		if (!this.names.delete(name)) return;
		for (const key of this.keysOf(name)) {
			pullFrom(this.byKey, key, name);
			for (const piece of trigrams(key)) deleteFrom(this.byPiece, piece, name);
		}
		for (const key of new Set([nameKey(localName(name)), nameKey(localName(shownName(name)))])) pullFrom(this.byLocal, key, name);
		for (const word of this.wordsOf.get(name) ?? []) deleteFrom(this.byWord, word, name);
		this.wordsOf.delete(name);
	}

	/**
	 * The tool a written name means: exact, then by key (case-insensitive, `-` and `_` alike, or the
	 * name as shown), then, when `allowSuffix`, the one tool whose part after the last `__` (or after
	 * `mcp__`) it is. A key two tools share goes to the one written in the same case, else the first.
	 * When the name as written finds nothing, its second reading does (`tolerantName` in
	 * `./rules/written-name.ts`: quotes, `functions.`, `read_graph()`, `memory.read_graph`).
	 */
	resolve(written: string, allowSuffix: boolean): string | undefined {
		const found = this.resolveAs(written, allowSuffix);
		if (found !== undefined) return found;
		const read = tolerantName(written);
		return read !== written && read !== "" ? this.resolveAs(read, allowSuffix) : undefined;
	}

	/** {@link resolve} of the name as given, without a second reading. */
	private resolveAs(written: string, allowSuffix: boolean): string | undefined {
		if (this.names.has(written)) return written;
		const key = nameKey(written);
		const byName = this.byKey.get(key);
		if (byName && byName.length > 0) {
			const lower = written.toLowerCase();
			return byName.find((name) => name.toLowerCase() === lower) ?? byName[0];
		}
		if (!allowSuffix) return undefined;
		const local = this.byLocal.get(nameKey(localName(written)));
		if (!local) return undefined;
		const suffix = telling(key);
		const matching = local.filter((name) => nameKey(name).endsWith(suffix) || nameKey(shownName(name)).endsWith(suffix));
		return matching.length === 1 ? matching[0] : undefined;
	}

	/**
	 * Up to three real names closest to an unknown one, closest first by `nameSimilarity`, then by
	 * name. A name that names a server gets names of that server only (see {@link sameServer}):
	 * after a server is gone, another server's tool of the same name is a different tool, and
	 * suggesting it would send the call somewhere nobody chose. Candidates are the names sharing the rarest of its three-letter pieces and its words,
	 * reading at most {@link MAX_ENTRIES_READ} entries, and only the {@link MAX_CANDIDATES} sharing
	 * most are compared by edit distance.
	 */
	suggest(asWritten: string): string[] {
		if (asWritten.length > MAX_SUGGESTED_NAME_CHARS) return [];
		const written = tolerantName(asWritten);
		const key = nameKey(written);
		if (key.length === 0) return [];
		const server = writtenServer(written);
		const shared = this.sharedCounts(key, tellingWords(written));
		const candidates = [...shared]
			.filter(([name]) => server === undefined || sameServer(server, writtenServer(shownName(name))))
			.sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))
			.slice(0, MAX_CANDIDATES)
			.map(([name]) => name);
		const words = new Set(splitIdentifier(written));
		const scored: { name: string; similarity: number }[] = [];
		for (const name of candidates) {
			const similarity = nameSimilarity(key, nameKey(shownName(name)), words, new Set(splitIdentifier(shownName(name))));
			if (similarity > MIN_SIMILARITY) scored.push({ name, similarity });
		}
		scored.sort((a, b) => b.similarity - a.similarity || compareNames(a.name, b.name));
		return scored.slice(0, SUGGESTIONS).map((item) => item.name);
	}

	/**
	 * For the names that share pieces or words with a written key, how many they share (a word
	 * counts as three pieces). Lists are read rarest first while the entries read stay within
	 * {@link MAX_ENTRIES_READ}.
	 */
	private sharedCounts(key: string, words: ReadonlySet<string>): Map<string, number> {
		const lists: { set: ReadonlySet<string>; weight: number }[] = [];
		for (const piece of trigrams(key)) {
			const set = this.byPiece.get(piece);
			if (set) lists.push({ set, weight: 1 });
		}
		for (const word of words) {
			const set = this.byWord.get(word);
			if (set) lists.push({ set, weight: 3 });
		}
		lists.sort((a, b) => a.set.size - b.set.size);
		const counts = new Map<string, number>();
		let read = 0;
		for (const { set, weight } of lists) {
			if (read + set.size > MAX_ENTRIES_READ) break;
			read += set.size;
			for (const name of set) counts.set(name, (counts.get(name) ?? 0) + weight);
		}
		return counts;
	}
}
