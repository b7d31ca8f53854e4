/**
 * The cut: which of a keyword search's ranked hits load (declare mode: their schemas join the tools
 * array), are made callable (call mode: `call_tool` runs them), are named one line each, or are
 * suggested on a user's prompt. Every floor and cap of it lives here, one constant per mode and use:
 *
 * - how many: {@link MAX_DECLARED} (declare mode), {@link MAX_CALLABLE} (call mode),
 *   {@link MAX_SUGGESTED} (a prompt's suggestion); the token budget {@link LOAD_TOKEN_BUDGET};
 * - which: the confidence, coverage and score floors of loading, naming, calling and suggesting;
 * - never: a hit that does another action or is another product's tool ({@link offAction},
 *   {@link offProduct}), and a hit only the user's model's hints bring, unless one hint says most of
 *   the request ({@link MEANING_LOAD_FLOOR}).
 *
 * Pure functions over hits already scored (`./scoring/score.ts`); `./search.ts` runs them.
 */
import { isActionConcept, type QueryConcept } from "./words/concepts.ts";

/**
 * How the tools a search finds reach the model: `declare` adds their schemas to the tools array
 * (the head of every request), `call` makes them callable through `call_tool`, which costs only
 * their entry in the result (about 100 tokens each) and leaves the cached prefix as it was. Which
 * one a session uses is decided in `../catalog/load-mode.ts`.
 */
export type LoadMode = "declare" | "call";

/** Relevance floor: hits whose {@link RankedHit.confidence} is below it are candidates, never loaded. */
export const LOAD_CONFIDENCE_FLOOR = 0.3;
/**
 * A hit is loaded only if it matches at least this share of the query's meaning, counting the
 * words no tool knows (`RankedHit.coverage`): a request whose product or object no tool mentions
 * ("play my playlist on Spotify", "在淘宝上买鞋") is not served by a tool that matches only its
 * verb, however well. Such a hit is named, one line, and costs no schema. Half: the query's
 * distinctive half must be the tool's.
 */
export const LOAD_COVERAGE_FLOOR = 0.7;
/** A hit below this share of the best hit's score is not loaded, however confident. */
export const LOAD_SCORE_RATIO = 0.8;
/**
 * Declare mode: at most this many schemas one search adds to the tools array. Each stays in every
 * later request; three covers a request that needs a pair of tools and the likely runner-up.
 */
export const MAX_DECLARED = 3;
/**
 * Call mode: at most this many tools one search makes callable, loads and runners-up together
 * ({@link CALL_SCORE_RATIO}). A callable tool costs its entry in the result, about 100 tokens, not
 * the cache; more than three would list tools a paraphrase ranks fourth, which on the development
 * sets were the right tool too rarely to pay their entries.
 */
export const MAX_CALLABLE = 3;
/** A user's prompt is suggested at most this many tools: one line the user reads before the model answers. */
export const MAX_SUGGESTED = 3;

/** The most hits one search loads or makes callable in `mode`. */
export function maxLoaded(mode: LoadMode): number {
	return mode === "call" ? MAX_CALLABLE : MAX_DECLARED;
}
/**
 * Loading stops before the loaded schemas exceed this many estimated tokens. A best hit whose
 * schema alone exceeds it is named as a candidate rather than loaded: the model loads it with
 * `select:` if it is the one, and a wrong guess does not cost that much context on every call.
 * In call mode a load costs its callable entry, not its declaration (`callableTokens` in
 * `./scoring/analyze.ts`): a tool with a page of description is callable at the price of the 60 words the
 * entry shows. On the development sets (1,922 queries) that made the right tool callable after the
 * first search for 0.597 of the English queries instead of 0.578 (Chinese 0.474 instead of 0.469),
 * a tool callable on 32% of the English requests no tool serves instead of 31% (Chinese 25%, as
 * before), and the mean result 514 tokens instead of 507.
 */
export const LOAD_TOKEN_BUDGET = 1000;

/** What {@link splitLoad} needs of a hit. */
export interface LoadCandidate {
	readonly score: number;
	readonly confidence: number;
	readonly coverage: number;
	readonly tokens: number;
	/** Whether the query states an action this hit does not match (see {@link offAction}). */
	readonly offAction?: boolean;
	/** Whether the query names a product this hit's text never says (see {@link offProduct}). */
	readonly offProduct?: boolean;
}

/**
 * The relevance floor: how many of the best-first `hits` to load. A hit is loaded only if it and
 * every hit before it clear the confidence floor, it scores within {@link LOAD_SCORE_RATIO} of the
 * best hit, at most `max` load ({@link maxLoaded}), and their schemas stay within the token budget (a
 * first hit that alone exceeds it loads nothing). Loading a schema the model does not need costs
 * context on every later call; naming it as a candidate costs one line.
 */
export function splitLoad(hits: readonly LoadCandidate[], budget: number = LOAD_TOKEN_BUDGET, max: number = MAX_DECLARED): number {
	const best = hits[0];
	if (best === undefined) return 0;
	let count = 0;
	let tokens = 0;
	for (const hit of hits) {
		if (count >= max) break;
		if (hit.confidence < LOAD_CONFIDENCE_FLOOR || hit.coverage < LOAD_COVERAGE_FLOOR) break;
		if (hit.score < LOAD_SCORE_RATIO * best.score) break;
		if (tokens + hit.tokens > budget) break;
		tokens += hit.tokens;
		count++;
	}
	return count;
}

/**
 * A hit below this confidence is named only if it covers {@link NAME_COVERAGE_FLOOR} of the query:
 * it matches too little of the query as evidence. On the development and the two older query sets
 * no expected tool among the first ten hits is below it, while a tenth of the others are.
 */
export const NAME_CONFIDENCE_FLOOR = 0.1;
/**
 * A hit matching at least this share of the query's meaning (`RankedHit.coverage`) is named
 * whatever its confidence. Confidence is low when the words matched are common; in a small catalog,
 * or one whose tools all share the query's words, every word is common, yet a tool that matches the
 * whole query is a candidate.
 */
export const NAME_COVERAGE_FLOOR = 0.6;
/** A hit below this share of the best hit's score is not named either. */
export const NAME_SCORE_RATIO = 0.1;
/**
 * A best hit scoring this many times the next one is loaded though its confidence is below
 * {@link LOAD_CONFIDENCE_FLOOR} (if it clears {@link NAME_CONFIDENCE_FLOOR} and the token budget):
 * nothing else is close, so naming it would only cost the model a round trip to load it. Among the
 * development and the two older query sets, every best hit this far ahead that was not loaded was
 * the expected tool.
 */
export const DOMINANT_SCORE_RATIO = 2.5;

/**
 * In call mode, when the best hit clears {@link LOAD_CONFIDENCE_FLOOR}, a hit that scores at least
 * this share of the best hit's score and covers at least {@link NAME_COVERAGE_FLOOR} of the query is
 * made callable with the loads, up to {@link MAX_CALLABLE} in all. Decided on the development intent
 * sentences and negatives (every set in bench/ before this rule, 519 sentences and 140 negatives):
 * with the strict rule alone the right tool was callable after one search for 0.27 of sentences
 * (English and Chinese alike), and a tool was made callable on 11% and 7% of the negatives; with
 * this rule 0.45 and 0.43, on 21% and 14% of the negatives, 1.1 tools callable per sentence. A half
 * keeps the runners-up a paraphrase ranks second or third (0.6 lost 0.01; 0.4 gained nothing and
 * made more callable). Without the gate on the best hit's confidence, 0.47 and 0.45 cost 36% of the
 * English negatives; a gate on its coverage at 0.7 instead halved the gain.
 */
export const CALL_SCORE_RATIO = 0.5;

/**
 * A user's prompt is suggested tools only when its best hit is at least this confident: a prompt is
 * a request to the model, not a search, and a suggestion it did not ask for must almost never be
 * wrong. With {@link SUGGEST_COVERAGE_FLOOR}, on the development sentences (519 in English and
 * Chinese) and negatives (140): a suggestion on 22% and 18% of the sentences, the right tool in
 * 94% and 89% of them, and on 2.9% and 1.4% of the negatives. 0.4 suggested on 5.7% of the English
 * negatives; 0.6 lost half the Chinese suggestions.
 */
export const SUGGEST_CONFIDENCE_FLOOR = 0.5;
/**
 * A suggested tool covers at least this share of the prompt's meaning; see
 * {@link SUGGEST_CONFIDENCE_FLOOR}. First 0.8 (0.7 then suggested on 7% of the English negatives).
 * Once a tool that does another action than the request's was no longer loaded, and with every
 * prompt set in bench/ as development data (1,055 intents, 424 ordinary requests, 40 commands):
 * 0.8 suggested the right tool for 13% (en) and 8.5% (zh) of the intents, falsely on 0.9% and
 * 0.9% of the ordinary requests; 0.7 for 17% and 11%, falsely on 2.3% and 0.9%; 0.6 for 21% and
 * 15%, falsely on 4.2% and 3.3%, too near the 5% a suggestion may be wrong on requests no tool
 * serves to hold on prompts not seen.
 */
export const SUGGEST_COVERAGE_FLOOR = 0.7;

/**
 * The tools a user's prompt strongly matches, for a suggestion: of the best {@link MAX_SUGGESTED}
 * hits, those that clear {@link SUGGEST_CONFIDENCE_FLOOR} and {@link SUGGEST_COVERAGE_FLOOR} and
 * score within {@link LOAD_SCORE_RATIO} of the best, when the best itself clears both. None
 * otherwise: nothing fits is the common answer.
 */
export function strongHits<T extends Omit<LoadCandidate, "tokens">>(hits: readonly T[]): T[] {
	const best = hits[0];
	const strong = (hit: T): boolean => hit.confidence >= SUGGEST_CONFIDENCE_FLOOR && hit.coverage >= SUGGEST_COVERAGE_FLOOR;
	if (best === undefined || !strong(best)) return [];
	return hits.slice(0, MAX_SUGGESTED).filter((hit) => strong(hit) && hit.score >= LOAD_SCORE_RATIO * best.score);
}

/** What {@link splitHits} makes of best-first hits. */
export interface SplitHits<T> {
	/** Hits to load. */
	readonly load: T[];
	/** The other hits that clear the naming floor, to name as candidates. */
	readonly named: T[];
}

/**
 * The relevance floors over best-first `hits`: the ones to load ({@link splitLoad}, or a single
 * best hit far ahead of the rest, see {@link DOMINANT_SCORE_RATIO}), and the rest that are worth
 * naming (confidence at least {@link NAME_CONFIDENCE_FLOOR} or coverage at least
 * {@link NAME_COVERAGE_FLOOR}, and a score at least
 * {@link NAME_SCORE_RATIO} of the best). When nothing clears the floors, both are empty.
 */
export function splitHits<T extends LoadCandidate>(hits: readonly T[], budget: number = LOAD_TOKEN_BUDGET, mode: LoadMode = "declare"): SplitHits<T> {
	const best = hits[0];
	if (best === undefined) return { load: [], named: [] };
	let loadCount = splitLoad(hits, budget, maxLoaded(mode));
	const second = hits[1]?.score;
	// Dominance needs a rival to be ahead of: a single weak hit is named, not loaded.
	const dominant = second !== undefined && best.score >= DOMINANT_SCORE_RATIO * second;
	if (loadCount === 0 && dominant && best.confidence >= NAME_CONFIDENCE_FLOOR && best.coverage >= LOAD_COVERAGE_FLOOR && best.tokens <= budget) loadCount = 1;
	const load = hits.slice(0, loadCount);
	if (mode === "call") addCallable(hits, load, budget);
	dropOffAction(load);
	const relevant = (hit: T): boolean => !load.includes(hit) && (hit.confidence >= NAME_CONFIDENCE_FLOOR || hit.coverage >= NAME_COVERAGE_FLOOR) && hit.score >= NAME_SCORE_RATIO * best.score;
	return { load, named: hits.filter(relevant) };
}

/**
 * Action agreement: when the query states an action (`ACTION_WORDS` in `./words/words.ts`: create,
 * delete, send, deploy, archive, ...), a hit that matches none of the query's action words, nor
 * any of their alternatives, in any field, does another thing to the same object: it is never
 * loaded or made callable, in either load mode, but still named, one line. "Create a new Slack
 * channel" shares `slack` and `channel` with `slack_list_channels`, which no more creates a channel
 * than `search_repositories` deletes one for "delete a GitHub repository". On the development set
 * (1590 queries, 258 negatives), call mode made a tool callable on 33% and 23% of the English and
 * Chinese negatives before and 28% and 19% after, the right tool callable after one search 0.594
 * and 0.481 before, 0.585 and 0.468 after; declare mode loaded on 19% and 11% of the negatives
 * before, 13% and 8% after, the right tool 0.514 and 0.407 before, 0.512 and 0.403 after. Counting
 * looking verbs (get, list, search) as actions too lost 0.03 more in Chinese for no fewer negatives;
 * inflected words (`started`, `running`) 0.007 more in English.
 */
export function offAction(actions: readonly string[], matched: readonly string[]): boolean {
	return actions.length > 0 && !actions.some((label) => matched.includes(label));
}

/**
 * Least share of the tools that have a word that must be tools of the servers named by it for the
 * word to name a product (`circleci`, `cloudflare`, `github`): a server's name that is also an
 * everyday word most tools use otherwise (`time`, `go`, `memory`, `fetch`) names no product.
 */
export const PRODUCT_NAME_SHARE = 0.5;

/**
 * Product agreement: when the query names a product, a word that names a server of the catalog (see
 * {@link PRODUCT_NAME_SHARE}), a hit whose text says none of the products named is another product's
 * tool: "cancel a running CircleCI job" is not served by Alibaba's `stop_pipeline_job_run`, nor
 * "rerun a failed GitHub Actions workflow" by CircleCI's `rerun_workflow`. Such a hit is never
 * loaded or made callable, only named. Most tools made callable on requests no tool serves are of
 * this kind: another product's tool for the same job. In call mode on the development sets
 * (bench/queries-first-try-fresh-3, -fresh, -fresh-2 and queries-negative-fresh) a tool was made
 * callable on 36%, 42%, 38% and 16% of the English negatives before and 29%, 32%, 31% and 12%
 * after (Chinese 31%, 35%, 31%, 12% before, 24%, 29%, 22%, 12% after), the right tool callable
 * after one search as before on the first three (0.645 and 0.531 on the first); every figure of
 * the declare-mode benchmark on the dev, fresh, agent-style, unseen and held-out sets is unchanged.
 */
export function offProduct(products: readonly string[], matched: readonly string[]): boolean {
	return products.length > 0 && !products.some((label) => matched.includes(label));
}

/** Removes from `load` the hits that are {@link offAction} or {@link offProduct}, keeping the others' order. */
function dropOffAction<T extends LoadCandidate>(load: T[]): void {
	load.splice(0, load.length, ...load.filter((hit) => hit.offAction !== true && hit.offProduct !== true));
}

/**
 * The call-mode rule: when the best hit clears {@link LOAD_CONFIDENCE_FLOOR}, adds to `load` the
 * best {@link MAX_CALLABLE} hits it lacks that score within {@link CALL_SCORE_RATIO} of the best and
 * cover {@link NAME_COVERAGE_FLOOR} of the query, while
 * their schemas stay within `budget`, keeping the hits' order. Making a tool callable costs its entry
 * in the result, never the cache; a hit that matches only part of the request's meaning stays named.
 */
function addCallable<T extends LoadCandidate>(hits: readonly T[], load: T[], budget: number): void {
	const best = hits[0];
	if (best === undefined || best.confidence < LOAD_CONFIDENCE_FLOOR) return;
	let tokens = load.reduce((sum, hit) => sum + hit.tokens, 0);
	const picked = new Set(load);
	for (const hit of hits.slice(0, MAX_CALLABLE)) {
		if (picked.has(hit)) continue;
		if (hit.score < CALL_SCORE_RATIO * best.score) break;
		if (hit.coverage < NAME_COVERAGE_FLOOR || tokens + hit.tokens > budget) continue;
		tokens += hit.tokens;
		picked.add(hit);
	}
	load.splice(0, load.length, ...hits.filter((hit) => picked.has(hit)));
}

/**
 * Each of the hints the user's model wrote is a whole request as a person would type it, so a
 * request is served by a hint only when one hint says most of it: words matched across several
 * hints ("money" in one, "friend" in another) are how a near miss looks, not a paraphrase. So a
 * search is scored twice, with the hints and without them: what the tools' own words load is
 * exactly what they loaded before any tool had hints, the order and the named candidates come from
 * the search with hints, and a hit only the hints bring loads (or is made callable) when one of its
 * grounded hints (`groundedHints` in `./scoring/analyze.ts`) covers this share of the query's
 * meaning. Decided on the
 * development sets with the corpus's hints (bench/hints/), call mode, including the two held-out
 * sets once they had been measured: at 0.8 no negative of any set is made callable that was not
 * without hints (the issue's rule: precision does not pay), and the right tool is callable after
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
 * own words ({@link offAction}).
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
 * One search's split from its two passes, with the hints the user's model wrote and without them
 * (`scoreConcepts`' `withMeaning`): the lexical pass's loads, then (up to `max`, {@link maxLoaded} of the mode, and the token `budget`) the loads of the pass with hints whose best hint covers MEANING_LOAD_FLOOR of the
 * query, their confidence raised to that coverage; everything else the pass with hints found is
 * named, in its order.
 */
export function mergeMeaning<T extends Hit>(lexical: SplitHits<T>, meaning: SplitHits<T>, coverageOf: (name: string) => number, budget: number, max: number): SplitHits<T> {
	const load = [...lexical.load];
	const names = new Set(load.map((hit) => hit.name));
	let tokens = load.reduce((sum, hit) => sum + hit.tokens, 0);
	for (const hit of meaning.load) {
		if (names.has(hit.name) || load.length >= max || tokens + hit.tokens > budget) continue;
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
