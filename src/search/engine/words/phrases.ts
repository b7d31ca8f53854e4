/**
 * Everyday phrases of a query, read as a whole: `get rid of` is to delete, `set my edits aside` is
 * to stash, `spin up` is to create or start. The words of such a phrase name nothing on their own
 * (`get`, `set`, `take`, `rid`, `aside`), so reading them one by one misleads (`get` -> fetch); an
 * earlier attempt that put them into synonym groups as single words lowered precision. Here a
 * phrase is read only where its words stand together, in order, and then stands for its meanings
 * instead of its words (`./concepts.ts` weighs them; the phrases are data, `PHRASES` in `./words.ts`).
 *
 * Matching: words are compared by their stem (`./tokenize.ts`), after the irregular forms below, so
 * `sets`, `setting` and `set` are one word, and `got`, `getting` and `get` another. A phrase with a
 * `*` (`set * aside`, a verb and its particle) also admits up to {@link MAX_PHRASE_GAP} words where
 * the `*` stands, which stay words of their own (`set my edits aside`: `edits` is still read).
 * Forward maximum matching, left to right, on a trie of the phrases: at each word at most
 * {@link MAX_PHRASE_WORDS} trie steps for each gap length, so the reading is linear in the query.
 */
import { PHRASES } from "./words.ts";
import { phrasalVerb, scanMeter, stem, wordPieces } from "./tokenize.ts";

/** Most words a `*` of a phrase stands for: an object (`set my unfinished edits aside`), not a clause. */
export const MAX_PHRASE_GAP = 3;
/** Most words of a phrase, `*` not counted (`keep an eye on`); the data test holds every entry to it. */
export const MAX_PHRASE_WORDS = 5;

/**
 * Irregular forms of the verbs of phrases that `stem` does not reach itself (`spun` -> `spin`). Kept
 * here, not in `./tokenize.ts`, since there they would change index terms of tool texts (`left`,
 * `broken`, `held` mean other things in a description); here they are compared within a phrase only.
 */
const PHRASE_IRREGULAR: ReadonlyMap<string, string> = new Map([
	["spun", "spin"],
	["tore", "tear"],
	["torn", "tear"],
	["dug", "dig"],
	["threw", "throw"],
	["thrown", "throw"],
	["brought", "bring"],
	["broke", "break"],
	["broken", "break"],
	["held", "hold"],
	["blew", "blow"],
	["blown", "blow"],
	["fell", "fall"],
	["fallen", "fall"],
	["froze", "freeze"],
	["frozen", "freeze"],
	["stood", "stand"],
	["woke", "wake"],
	["woken", "wake"],
	["gone", "go"],
	["did", "do"],
	["done", "do"],
	["came", "come"],
	["ridden", "ride"],
	["shot", "shoot"],
	["wound", "wind"],
	["left", "leave"],
]);

/** The form a word of a phrase, or of a query, is compared in (`setting` -> `set`, `spun` -> `spin`). */
export function phraseKey(word: string): string {
	const lower = word.toLowerCase();
	return stem(PHRASE_IRREGULAR.get(lower) ?? lower);
}

/** One phrase of the data: its words (base forms, `*` where an object may stand) and its meanings. */
export interface Phrase {
	/** The phrase as the data writes it (`set * aside`). */
	readonly text: string;
	/** Its words without the `*`, in order (`set`, `aside`). */
	readonly words: readonly string[];
	/** What it stands for, as a tool words it: each alternative may be a phrase itself. */
	readonly meanings: readonly string[];
}

/** A phrase found in a run of words: the positions of its own words (not those a `*` stood for). */
export interface PhraseMatch {
	readonly phrase: Phrase;
	readonly positions: readonly number[];
}

interface Node {
	readonly next: Map<string, Node>;
	/** The node after a `*`. */
	gap?: Node;
	phrase?: Phrase;
}

const newNode = (): Node => ({ next: new Map() });

/** The trie of every phrase, by {@link phraseKey} of each word. */
const TRIE: Node = (() => {
	const root = newNode();
	for (const [text, meanings] of PHRASES) {
		let node = root;
		for (const word of text.split(" ")) {
			if (word === "*") {
				node = node.gap ?? (node.gap = newNode());
				continue;
			}
			const key = phraseKey(word);
			let child = node.next.get(key);
			if (!child) node.next.set(key, (child = newNode()));
			node = child;
		}
		const words = text.split(" ").filter((word) => word !== "*");
		node.phrase = { text, words, meanings: meanings.split("|") };
	}
	return root;
})();

/** Counts trie steps for the meter; see `meterScans` in `./tokenize.ts`. */
interface Walk {
	readonly keys: readonly string[];
	readonly taken: readonly boolean[];
	steps: number;
}

/**
 * The longest phrase whose words start at `at`: most phrase words, then the fewest words a `*`
 * stood for. Words already read as part of a phrase are not read again.
 */
function longestAt(walk: Walk, node: Node, at: number, positions: number[], best: PhraseMatch | undefined): PhraseMatch | undefined {
	walk.steps++;
	if (node.phrase && (!best || positions.length > best.positions.length)) best = { phrase: node.phrase, positions: [...positions] };
	if (at < walk.keys.length && !walk.taken[at]) {
		const child = node.next.get(walk.keys[at] ?? "");
		if (child) best = longestAt(walk, child, at + 1, [...positions, at], best);
	}
	if (node.gap) {
		for (let skip = 1; skip <= MAX_PHRASE_GAP && at + skip < walk.keys.length; skip++) {
			const from = at + skip;
			const child = walk.taken[from] ? undefined : node.gap.next.get(walk.keys[from] ?? "");
			walk.steps++;
			if (child) best = longestAt(walk, child, from + 1, [...positions, from], best);
		}
		best = longestAt(walk, node.gap, at, positions, best);
	}
	return best;
}

/**
 * The phrases of a run of words (as written, any case), left to right, none overlapping: at each
 * word not yet read, the longest phrase starting there. Linear: each word starts at most one walk
 * of a bounded number of steps (reported to the scan meter of `./tokenize.ts`).
 */
export function findPhrases(words: readonly string[]): PhraseMatch[] {
	const walk: Walk = { keys: words.map(phraseKey), taken: new Array<boolean>(words.length).fill(false), steps: 0 };
	const taken = walk.taken as boolean[];
	const found: PhraseMatch[] = [];
	for (let i = 0; i < words.length; i++) {
		if (taken[i]) continue;
		const first = TRIE.next.get(walk.keys[i] ?? "");
		const match = first ? longestAt(walk, first, i + 1, [i], undefined) : undefined;
		if (!match) continue;
		for (const at of match.positions) taken[at] = true;
		found.push(match);
	}
	scanMeter.report?.(walk.steps + words.length);
	return found;
}

/** A phrase read in a query: the match, and its words as written (`setting aside`), for messages. */
export interface PhraseReading extends PhraseMatch {
	readonly written: string;
}

/**
 * Whether a query token takes part in phrase reading: everyday words (letters, with punctuation
 * between them: `half-done`, `aside,`), not an identifier, a `"literal"`, unspaced script, or a
 * two-word form `./tokenize.ts` reads as one word.
 */
function isProse(token: string, pieces: readonly string[]): boolean {
	if (pieces.length === 0 || token.startsWith('"') || token.startsWith("'") || token.startsWith("`")) return false;
	// A two-word form read as one word (`on-call`, `logged-in`) stays that word.
	const [first, second] = pieces;
	if (pieces.length === 2 && phrasalVerb((first ?? "").toLowerCase(), (second ?? "").toLowerCase(), true) !== undefined) return false;
	return pieces.every((piece) => /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+)$/.test(piece));
}

/**
 * The optional tokens of a keyword query with their phrases read: each token as it was, or, where
 * it holds words of a phrase, its other words one by one and the phrase at the place of its first
 * word. Phrases are read within runs of prose tokens (see {@link isProse}), never across others.
 */
export function readPhrases(tokens: readonly string[]): (string | PhraseReading)[] {
	const out: (string | PhraseReading)[] = [];
	let run: { token: string; pieces: string[] }[] = [];
	const flush = (): void => {
		emitRun(run, out);
		run = [];
	};
	for (const token of tokens) {
		const pieces = wordPieces(token.normalize("NFKC"));
		if (isProse(token, pieces)) {
			run.push({ token, pieces });
			continue;
		}
		flush();
		out.push(token);
	}
	flush();
	return out;
}

/** Appends a run of prose tokens with its phrases read (see {@link readPhrases}). */
function emitRun(run: readonly { token: string; pieces: string[] }[], out: (string | PhraseReading)[]): void {
	const words = run.flatMap((item) => item.pieces);
	const matches = findPhrases(words);
	if (matches.length === 0) {
		for (const item of run) out.push(item.token);
		return;
	}
	const startOf = new Map<number, PhraseMatch>();
	const taken = new Set<number>();
	for (const match of matches) {
		startOf.set(match.positions[0] ?? 0, match);
		for (const at of match.positions) taken.add(at);
	}
	let at = 0;
	for (const item of run) {
		const from = at;
		at += item.pieces.length;
		const touched = item.pieces.some((_, k) => taken.has(from + k));
		if (!touched) {
			out.push(item.token);
			continue;
		}
		item.pieces.forEach((piece, k) => {
			const match = startOf.get(from + k);
			if (match) out.push({ ...match, written: match.positions.map((p) => words[p] ?? "").join(" ").toLowerCase() });
			else if (!taken.has(from + k)) out.push(piece);
		});
	}
}
