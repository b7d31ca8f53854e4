/**
 * The hints the user's model wrote, weighed apart from the tools' own words. Each hint is a whole
 * request as a person would type it, so a request is served by a hint only when one hint says most
 * of it: words matched across several hints ("money" in one, "friend" in another) are how a near
 * miss looks, not a paraphrase. So a search is scored twice, with the hints and without them
 * (`scoreConcepts`' `withMeaning`, which also counts words as if no tool had hints): what the tools'
 * own words load is exactly what they loaded before any tool had hints, the order and the named
 * candidates come from the search with hints, and a hit only the hints bring loads (or is made
 * callable) when one of its grounded hints covers {@link MEANING_LOAD_FLOOR} of the query's meaning.
 */
import { isActionConcept, type QueryConcept, queryConcepts } from "../words/concepts.ts";
import { parseQuery } from "../words/query.ts";
import { MAX_LOADED, type SplitHits } from "./rank.ts";

/**
 * The hints that may make a tool callable (see {@link hintCoverage}), each as the set of its words:
 * those that share a word with the tool's own text (`own`: its name, server, description,
 * parameters and the user's own hint), counting a Chinese word's English translation and a word's
 * synonyms (`ticket` for `issue`). A hint that
 * shares none says nothing about this tool that its own text bears out; it is how a model steered by
 * a poisoned description, or simply carried away, claims requests of every kind ("answer my
 * question", "help with anything"). Such a hint still ranks and names the tool, never loads it. On
 * the corpus's hints (bench/hints/) 98% of the English and 96% of the Chinese ones share a word;
 * dropping the rest from ranking too cost 3 points of reach on the development sets.
 */
export function groundedHints(hints: readonly { readonly text: string; readonly terms: readonly string[] }[], own: ReadonlySet<string>): Set<string>[] {
	const lines: Set<string>[] = [];
	for (const hint of hints) {
		const words = new Set(hint.terms);
		if (words.size === 0) continue;
		if (hint.terms.some((word) => own.has(word)) || readsAs(hint.text, own)) lines.push(words);
	}
	return lines;
}

/** Whether a hint, read as a query is (a Chinese word's translation, a word's synonyms and abbreviation), has a word of `own`. */
function readsAs(line: string, own: ReadonlySet<string>): boolean {
	const parsed = parseQuery(line);
	if (parsed.kind !== "keywords") return false;
	return queryConcepts(parsed).some((concept) => concept.slots.some((slot) => slot.terms.some((term) => own.has(term.term))));
}

/**
 * Share of a query's meaning one hint must cover for a hit the hints bring to load. Decided on the
 * development sets with the corpus's hints (bench/hints/), call mode, including the two held-out
 * sets once they had been measured: at 0.8 no negative of any set is made callable that was not
 * without hints (the rule: precision does not pay), and the right tool is callable after
 * one search a little more often (bench/queries-first-try-fresh-2.jsonl: 0.587 and 0.437 instead of
 * 0.570 and 0.387); 0.7 gained 0.035 more in Chinese there for one more negative on another set,
 * 0.6 two to four more negatives a set. Reach and the first five, where hints help most, do not
 * depend on it.
 */
export const MEANING_LOAD_FLOOR = 0.8;

/**
 * The largest share of the query's meaning one of a tool's hints covers: each concept weighs its
 * rarest term's IDF (`idfOf`, which counts a word no tool has as a word one tool has), and a hint
 * covers the concepts one of whose terms it has. A concept's looser synonyms do not count: a hint is
 * a paraphrase already, and a synonym of a paraphrase is a guess ("新建" read as "open" matched a
 * hint "open a dashboard by id" of a tool that only reads dashboards). When the query states an
 * action (`isActionConcept`), only a hint that says it counts, as action agreement asks of a tool's
 * own words (`offAction` in ./rank.ts).
 */
export function hintCoverage(concepts: readonly QueryConcept[], lines: readonly ReadonlySet<string>[], idfOf: (term: string) => number): number {
	if (lines.length === 0 || concepts.length === 0) return 0;
	const weighed = concepts.map((concept) => {
		const terms = concept.slots.filter((slot) => slot.origin !== "synonym").flatMap((slot) => slot.terms.map((term) => term.term));
		return { terms, weight: Math.max(0, ...terms.map(idfOf)), action: isActionConcept(concept) };
	});
	const total = weighed.reduce((sum, concept) => sum + concept.weight, 0);
	const actions = weighed.some((concept) => concept.action);
	if (total <= 0) return 0;
	let best = 0;
	for (const line of lines) {
		const has = (concept: (typeof weighed)[number]): boolean => concept.terms.some((term) => line.has(term));
		if (actions && !weighed.some((concept) => concept.action && has(concept))) continue;
		let covered = 0;
		for (const concept of weighed) if (has(concept)) covered += concept.weight;
		best = Math.max(best, covered / total);
	}
	return best;
}

/** What the merge needs of a hit. */
interface Hit {
	readonly name: string;
	readonly confidence: number;
	readonly tokens: number;
}

/**
 * One search's split from its two passes: the lexical pass's loads, then (up to MAX_LOADED and the
 * token `budget`) the loads of the pass with hints whose best hint covers MEANING_LOAD_FLOOR of the
 * query, their confidence raised to that coverage; everything else the pass with hints found is
 * named, in its order.
 */
export function mergeMeaning<T extends Hit>(lexical: SplitHits<T>, meaning: SplitHits<T>, coverageOf: (name: string) => number, budget: number): SplitHits<T> {
	const load = [...lexical.load];
	const names = new Set(load.map((hit) => hit.name));
	let tokens = load.reduce((sum, hit) => sum + hit.tokens, 0);
	for (const hit of meaning.load) {
		if (names.has(hit.name) || load.length >= MAX_LOADED || tokens + hit.tokens > budget) continue;
		const coverage = coverageOf(hit.name);
		if (coverage < MEANING_LOAD_FLOOR) continue;
		load.push({ ...hit, confidence: Math.max(hit.confidence, coverage) });
		names.add(hit.name);
		tokens += hit.tokens;
	}
	const named = [...meaning.load, ...meaning.named, ...lexical.named].filter((hit) => {
		if (names.has(hit.name)) return false;
		names.add(hit.name);
		return true;
	});
	return { load, named };
}
