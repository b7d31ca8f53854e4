/**
 * The built-in word table of tool search, read from its data (`./data/word-table.ts`): English
 * synonyms of common software words, abbreviations, and a Chinese to English glossary of
 * software-tool words, so a query can use other words than a tool's metadata does, or another
 * language; and the words a query weighs less or drops. `./concepts.ts` reads what this module
 * exports; the rules every entry of the data follows are written here, once.
 *
 * Every entry is general: words a person uses for the operations and objects of developer and
 * productivity tools (create, delete, repository, calendar, screenshot, ...). Nothing here names a
 * particular tool, and nothing is phrased after a particular request: no word enters because a
 * query set contains it, and a translation is the word's meaning, not the wording of one tool.
 * A general word list was measured and not taken: WordNet's first-sense synonyms (the `synonyms`
 * package) lowered recall on the query sets written after tuning, since their senses are
 * everyday English (`issue` -> publication, number) rather than software.
 *
 * Where the data comes from: two former tables, merged into one. The first was tuned with the
 * search (its synonym groups carried a weight each). The second, the general vocabulary, was
 * written from general knowledge of developer and productivity tools and of the public MCP tool
 * catalogs, by a contributor who had seen neither this code, the first table, nor any query set,
 * and converted from that list unchanged but for the omissions below; no word of it was added, and
 * none entered because a query set contains it. Its groups were `strong` or `loose` (see
 * {@link STRONG_SYNONYM_WEIGHT}, {@link LOOSE_SYNONYM_WEIGHT}); in the data they follow the tuned
 * groups, which come first, and the 21 groups the two had in common (the same words, in the same
 * or another order) are there once, at the higher of their two weights.
 *
 * Left out of the general vocabulary's list, each for a reason that holds whatever the query:
 * - English stop words (`all`, `my`, `me`, ...): `./tokenize.ts` drops them from tool texts and
 *   queries alike, so they can never match; a group left with one word goes with them.
 * - `keep` from the group `save store persist keep`: in requests it mostly means to leave as it
 *   is or to go on (`keep my changes`, `keep it running`), and the group is `strong`.
 * - Chinese entries whose every translation is such a stop word (`我` -> me, my).
 * - Single-character Chinese nouns (`区` district, `省` province, `秒` second, `卷` volume, `税`
 *   tax): read by forward maximum matching, a single-character entry splits every longer word it
 *   is part of that the glossary does not know (`社区` community, `节省` save, `秒杀`).
 * - `cd` as continuous deployment: where these tools run, `cd` is the shell's change directory.
 *
 * The list's 289 everyday phrases (`get rid of` -> delete, remove; `how many` -> count) are not
 * taken: read as a third kind of expansion (a phrase's meanings as synonyms of its last word, or
 * as a concept of their own), they lowered the development set's recall@5 (0.941 -> 0.930 or
 * 0.936) and left reach equal or lower there (0.995 -> 0.989) and on the sets written after tuning.
 * The phrases of {@link PHRASES} were written afresh and are read another way: a phrase found in
 * the query replaces its words (see `./phrases.ts`), so `get` of `get rid of` is never read alone.
 */
import { stem } from "./tokenize.ts";
import { ABBREVIATION_DATA, ACTION_GROUP_DATA, PHRASE_DATA, QUALIFIER_WORD_DATA, SYNONYM_GROUP_DATA, ZH_EN_DATA, ZH_STOP_WORD_DATA } from "./data/word-table.ts";

/** A group of words that name the same action or thing, and how much a match on another member of the group counts. */
export interface SynonymGroup {
	readonly words: readonly string[];
	/** Weight of a match on a group member that is not the query's own word, relative to the word itself (1); see {@link SYNONYM_GROUPS}. */
	readonly weight: number;
}

/**
 * The weight of a group of near-interchangeable words (`delete remove erase`), relative to the
 * query's own word: the general vocabulary's `strong` groups. On the development set, strong 0.5
 * to 0.9 by loose 0.2 to 0.6 were within a query or two of each other (recall@5 0.941 at every
 * strong weight with loose at most 0.4, reach 0.995 throughout, MRR 0.861 to 0.867). Above 0.7 a
 * strong synonym outweighs the words it stands beside: at 0.8 and 0.9 `undo` -> `rollback` ranks
 * rollback pipelines above `git_reset` for "undo the last commit but keep my changes"
 * (test/search/engine/corpus.test.ts). 0.7 is also the weight of the tuned table's closest groups.
 */
export const STRONG_SYNONYM_WEIGHT = 0.7;
/**
 * The weight of a group whose words are related evidence for each other (`delete purge wipe`): the
 * general vocabulary's `loose` groups. On the same grid, recall@5 drops above 0.4; with strong at
 * 0.7, 0.4 loads most precisely of 0.2 to 0.4 (loaded precision 0.688 against 0.682 and 0.683).
 */
export const LOOSE_SYNONYM_WEIGHT = 0.4;

/**
 * All synonym groups, English, unstemmed, in the data's order. The one weight scheme: every group
 * carries its own number, a tenth from 0.3 to 0.9, for how much a match on another word of the
 * group counts against the query's own word (1):
 * - 0.8 to 0.9: names of the very same thing, mostly its short form (`repository repo`,
 *   `database db`, `kubernetes k8s`, `rename retitle`);
 * - 0.7 ({@link STRONG_SYNONYM_WEIGHT}): near-interchangeable names of one action or thing;
 * - 0.5 to 0.6: words that usually mean the same in a tool's description, as tuned group by group;
 * - 0.4 ({@link LOOSE_SYNONYM_WEIGHT}): related evidence; 0.3: barely (`project repository`).
 * The two measured weights anchor the scale; the numbers of the tuned groups were set against the
 * development set around them, and no group weighs more than 0.9, so a synonym never counts as
 * much as the word itself. A word may be in several groups: for each other word it takes its best
 * weight, and its alternatives come in the order the groups first give them (`./concepts.ts`), so
 * the order of groups and of the words in a group is kept as it is. No two groups have the same
 * words: where two would, keep one at the higher weight, in the place of the first.
 */
export const SYNONYM_GROUPS: readonly SynonymGroup[] = SYNONYM_GROUP_DATA;

/**
 * Words of the action groups that look something up or at it rather than do it (get, list,
 * search, check, analyze, monitor, ...): a tool that names only its object (`nodes_top`,
 * `maps_weather`, `take_heapsnapshot`) is mostly such a reading, so a query's looking verb
 * does not tell it from the others. A group with one of them states no action (see {@link ACTION_WORDS}).
 */
const LOOKING_WORDS: ReadonlySet<string> = new Set(["get", "list", "search", "check", "analyze", "monitor", "navigate", "count", "sort", "scrape", "lint"]);

/**
 * The words of the synonym groups that name an action which changes or does something (create,
 * delete, send, deploy, archive, ...; not the {@link LOOKING_WORDS} groups), unstemmed: a query
 * word that is one of them as written (the imperative of a request, not `started` or `running`,
 * which describe the object), or a Chinese word translated to one, states what the request does,
 * and a tool that does something else is not the one asked for (see `offAction` in `../cut.ts`).
 */
export const ACTION_WORDS: ReadonlySet<string> = new Set(
	ACTION_GROUP_DATA.filter((group) => !group.words.some((word) => LOOKING_WORDS.has(word))).flatMap((group) => group.words),
);
/** {@link ACTION_WORDS} stemmed, as a translation's or a phrase's terms are read. */
export const ACTION_STEMS: ReadonlySet<string> = new Set([...ACTION_WORDS].map(stem));

/**
 * Abbreviations and short forms written in queries, and what they stand for, one entry each (the
 * tuned table's expansion where the two former tables differed). An abbreviation stands for its
 * expansion; a multi-word expansion is matched as a phrase: its words share the abbreviation's
 * weight (`./concepts.ts`).
 */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(ABBREVIATION_DATA);

/**
 * Chinese software-tool words and their English equivalents, one entry per word: a word's
 * translations are its meanings as software tools word them, `|` between alternatives, each of
 * which may be a phrase; all of them count as the word itself. Where both former tables had a
 * word, its alternatives are the tuned table's, then the general vocabulary's, without repeats.
 * Mind single characters: read by forward maximum matching, a single-character entry splits every
 * longer word it is part of that the glossary does not know (see the omissions above).
 */
export const ZH_EN: ReadonlyMap<string, string> = new Map(ZH_EN_DATA);

/**
 * Words that usually qualify a request rather than name what a tool does: when something happened
 * or should happen ("from last month", "tomorrow", "this weekend"). They are arguments of the call,
 * so they count for less than other words; they still count, since some tools are about time.
 */
export const QUALIFIER_WORDS: ReadonlySet<string> = new Set(QUALIFIER_WORD_DATA);

/**
 * Chinese function words and fillers that name nothing a tool does. Dropped from queries; the
 * index keeps them, since they are harmless there and bigrams overlap them anyway.
 */
export const ZH_STOP_WORDS: ReadonlySet<string> = new Set(ZH_STOP_WORD_DATA);

/**
 * Everyday phrases (phrasal verbs and idioms) and what each stands for as a tool words it: `get rid
 * of` -> delete, remove; `set * aside` -> stash, shelve; `spin * up` -> create, start. Read by
 * `./phrases.ts` where the words stand together, in order; a `*` between a verb and its particle
 * admits a short object there (`set my edits aside`). Rules of an entry:
 * - its words are plain lowercase base forms (inflections are matched by stem), two to five, with
 *   at most one `*`, never first or last, and never right before a last word `in` or `on`, which
 *   as often start the next part of the sentence ("check the logs in grafana", "turn left on 5th");
 * - it names an action or state of developer and productivity tools that none of its words names
 *   alone (a phrase whose first word is already the tool's word, `scale up`, adds nothing);
 * - its meanings are tool words, `|` between alternatives, the closest first; a meaning that is
 *   one of the phrase's own words (`clean` of `clean up`) counts as that word;
 * - not a two-word form that `./tokenize.ts` reads as one word (`logged in`, `sign off`, `on call`).
 */
export const PHRASES: ReadonlyMap<string, string> = new Map(PHRASE_DATA);

/** Synonyms by word and by stem, with the best weight when a word is in several groups. */
export const SYNONYMS: ReadonlyMap<string, ReadonlyMap<string, number>> = (() => {
	const byWord = new Map<string, Map<string, number>>();
	for (const group of SYNONYM_GROUPS) {
		for (const word of group.words) {
			for (const key of new Set([word, stem(word)])) {
				let targets = byWord.get(key);
				if (!targets) byWord.set(key, (targets = new Map()));
				for (const other of group.words) {
					const target = stem(other);
					if (target === stem(word)) continue;
					if ((targets.get(target) ?? 0) < group.weight) targets.set(target, group.weight);
				}
			}
		}
	}
	return byWord;
})();

/**
 * Stems of the one-word abbreviations of a stem and of the one-word expansions of one, both ways
 * (`repositori` <-> `repo`, `databas` <-> `db`): a required word is matched by its abbreviation,
 * which a looser synonym does not do.
 */
export const ABBREVIATED: ReadonlyMap<string, ReadonlySet<string>> = (() => {
	const pairs = new Map<string, Set<string>>();
	const link = (a: string, b: string): void => {
		if (a === b) return;
		let set = pairs.get(a);
		if (!set) pairs.set(a, (set = new Set()));
		set.add(b);
	};
	for (const [short, long] of ABBREVIATIONS) {
		if (/\s/.test(long)) continue;
		link(stem(short), stem(long));
		link(stem(long), stem(short));
	}
	return pairs;
})();

/** Longest Chinese glossary entry, in characters. */
const MAX_ZH_WORD = 6;

/**
 * The longest glossary word or stop word starting at `chars[at]` (forward maximum matching), with
 * its translations when it is a glossary word; length 0 when none starts there.
 */
export function glossaryWordAt(chars: readonly string[], at: number): { length: number; translation?: string } {
	for (let length = Math.min(MAX_ZH_WORD, chars.length - at); length >= 1; length--) {
		const candidate = chars.slice(at, at + length).join("");
		if (ZH_STOP_WORDS.has(candidate)) return { length };
		const entry = ZH_EN.get(candidate);
		if (entry !== undefined) return { length, translation: entry };
	}
	return { length: 0 };
}

/**
 * Whether a translation only qualifies a request (`tomorrow`, `last week`: every word of it one of
 * `QUALIFIER_WORDS`): a Chinese time word (明天, 上周) then weighs what the English one does, and
 * the index restores it for a tool whose name has it, as it does for the English word.
 */
export function isQualifierPhrase(translation: string): boolean {
	const words = translation.toLowerCase().split(" ").filter((word) => word.length > 0);
	return words.length > 0 && words.every((word) => QUALIFIER_WORDS.has(word));
}
