/**
 * Scoring rules of keyword search, as small pure functions over the numbers the index keeps:
 * per-field term frequencies and lengths, document frequencies and the number of tools.
 *
 * A query term scores in every field of a tool where it occurs, weighted by field:
 *
 *     name (3)  >  namespace (2.5)  >  search hint (1.5 to 2)  >  description (under 1.4)  >  parameters (under 0.7)
 *
 * each times the term's inverse document frequency (IDF). Name and namespace count once (a name
 * says what a tool is, repeating a word in it says nothing more); hint, description and
 * parameters are BM25 fields, where more mentions count more but saturate, and long texts count
 * each mention less. The bounds are chosen so a word in a tool's name outranks the same word in a
 * hint, and a hint outranks any number of mentions in a description.
 */

/** BM25 term-frequency saturation. */
export const K1 = 1.2;
/** BM25 length normalization. */
export const B = 0.75;

/** Field weights; see the module comment for why they are ordered so. */
export const WEIGHTS = {
	name: 3,
	namespace: 2.5,
	/** A hint match scores `hintBase` plus up to `hintTf` by BM25 within the hint. */
	hintBase: 1.5,
	hintTf: 0.5,
	/** A match in the hints the user's model wrote: up to this by BM25 within them, as much as a description. */
	meaning: 1.4,
	description: 1.4,
	parameters: 0.7,
	/** A word many tools of the tool's namespace mention: see {@link FieldCounts.profile}. */
	profile: 1,
} as const;

/**
 * How much a match in each field counts as evidence that the tool is the one asked for, for
 * {@link RankedHit.confidence}: the name, namespace and hint are written to say what the tool is;
 * a description also says what it is not and what to call first; parameters even less.
 */
export const EVIDENCE = { name: 1, namespace: 1, hint: 1, meaning: 0.5, description: 0.5, parameters: 0.25, profile: 0.5 } as const;

/** Term frequencies of one term in one tool, by field. `name` and `namespace` are 0 or 1. */
export interface FieldCounts {
	name: number;
	namespace: number;
	hint: number;
	/** In the hints the user's model wrote (../../meaning): absent for a tool without them. */
	meaning?: number;
	description: number;
	parameters: number;
	/**
	 * How much a term that several tools of this tool's namespace mention belongs to that namespace:
	 * the share (0 to 1) of all tools having the term that are in the namespace, when at least
	 * {@link PROFILE_MIN_TOOLS} of them are and the share is at least
	 * {@link PROFILE_MIN_CONCENTRATION}. Such a word describes the server (`Codeup`, `Yunxiao`,
	 * `Feishu`), so it counts, weakly, for all of its tools, also those whose own text does not say
	 * it. 0 otherwise.
	 */
	profile?: number;
}

/** Fewest tools of a namespace that must mention a word for it to describe the namespace. */
export const PROFILE_MIN_TOOLS = 3;
/** Least share of a word's tools that must be in one namespace for the word to describe it. */
export const PROFILE_MIN_CONCENTRATION = 0.5;

/** Lengths (in terms) of a tool's BM25 fields, or their averages over the index. */
export interface FieldLengths {
	hint: number;
	meaning: number;
	description: number;
	parameters: number;
}

/**
 * Inverse document frequency, BM25's always-positive form `ln(1 + (N - df + 0.5) / (df + 0.5))`:
 * a word few tools have tells more than one most tools have (`get`, `list`). Zero when no tool has it.
 */
export function idf(documentFrequency: number, documents: number): number {
	if (documentFrequency <= 0) return 0;
	return Math.log(1 + (documents - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * Least IDF a matched word scores with, about that of a word 8% of tools have. Common action words
 * (`add`, `create`, `delete`) are what tells one server's tools apart ("add an item to the sprint
 * board": `create_item`, not `get_sprint_boards`), so they are not drowned by rarer nouns. Only the
 * score uses the floor; confidence and query coverage keep the plain IDF, so common words alone
 * still give no confident hit.
 */
export const SCORING_IDF_FLOOR = 2.5;

/**
 * BM25 saturation of a term frequency, in [0, 1): `tf / (tf + k1 * (1 - b + b * length / average))`.
 * One mention in a text of average length gives 1 / 2.2; more mentions approach 1, and a longer
 * text gives each mention less.
 */
export function saturate(frequency: number, length: number, averageLength: number): number {
	if (frequency <= 0) return 0;
	const norm = K1 * (1 - B + (B * length) / (averageLength > 0 ? averageLength : 1));
	return frequency / (frequency + norm);
}

/**
 * Field-weighted score of one term in one tool, before IDF. The name outranks the hint, which
 * outranks the description, which outranks the parameters, whatever the frequencies.
 */
export function fieldScore(counts: FieldCounts, lengths: FieldLengths, averages: FieldLengths, withMeaning = true): number {
	let score = 0;
	if (counts.name > 0) score += WEIGHTS.name;
	if (counts.namespace > 0) score += WEIGHTS.namespace;
	if (counts.hint > 0) score += WEIGHTS.hintBase + WEIGHTS.hintTf * saturate(counts.hint, lengths.hint, averages.hint);
	if (counts.description > 0) {
		score += WEIGHTS.description * saturate(counts.description, lengths.description, averages.description);
	}
	const meaning = withMeaning ? (counts.meaning ?? 0) : 0;
	if (meaning > 0) score += WEIGHTS.meaning * saturate(meaning, lengths.meaning, averages.meaning);
	if (counts.parameters > 0) score += WEIGHTS.parameters * saturate(counts.parameters, lengths.parameters, averages.parameters);
	const profile = counts.profile ?? 0;
	if (profile > 0) score += WEIGHTS.profile * profile;
	return score;
}

/** The evidence (see {@link EVIDENCE}) a term gives in the best field it occurs in, 0 to 1. */
export function fieldEvidence(counts: FieldCounts, withMeaning = true): number {
	if (counts.name > 0 || counts.namespace > 0 || counts.hint > 0) return 1;
	const meaning = withMeaning && (counts.meaning ?? 0) > 0 ? EVIDENCE.meaning : 0;
	if (counts.description > 0) return Math.max(EVIDENCE.description, meaning);
	if (meaning > 0) return meaning;
	return Math.max(counts.parameters > 0 ? EVIDENCE.parameters : 0, EVIDENCE.profile * (counts.profile ?? 0));
}

/**
 * How much a tool whose name words are all in the query gains: its score is multiplied by
 * `1 + NAME_COVERAGE_BOOST * covered`, where `covered` is the share of its name words the query
 * matched. Among tools that match the same words, `create_issue` beats `create_issue_comment` for
 * "create issue": the query says all of the first name and not all of the second.
 */
export const NAME_COVERAGE_BOOST = 0.25;

/**
 * How much a tool that matches only part of the query loses: its score is multiplied by
 * `covered ** QUERY_COVERAGE_EXPONENT`, where `covered` is the IDF-weighted share of the query's
 * concepts it matches. Breadth beats depth: for "address to latitude longitude", a tool whose
 * description has all three words beats one with `address` in its name and nothing else.
 */
export const QUERY_COVERAGE_EXPONENT = 1.5;

/**
 * The final score of a tool from its concept scores: their sum, scaled down by the share of the
 * query it misses and up by the share of its own name the query covers. See
 * {@link QUERY_COVERAGE_EXPONENT} and {@link NAME_COVERAGE_BOOST}.
 */
export function combineScore(conceptSum: number, queryCovered: number, nameCovered: number): number {
	return conceptSum * queryCovered ** QUERY_COVERAGE_EXPONENT * (1 + NAME_COVERAGE_BOOST * nameCovered);
}

/**
 * Inverse document frequency a hit's matched words must add up to for full confidence: about that
 * of one word that 2% of tools have. Matching only common words (`find`, `get`) says little about
 * which tool is meant, whatever share of the query they are (in "find flights", no tool knows
 * "flights", and every `find_*` tool matches all the rest).
 */
export const FULL_CONFIDENCE_INFORMATION = 4;

/**
 * A hit's confidence, 0 to 1: the share of the query's meaning it matches as evidence (name,
 * namespace and hint fully, descriptions and parameters partly; see {@link EVIDENCE}), scaled down
 * when the words it matches carry less information than {@link FULL_CONFIDENCE_INFORMATION}.
 */
export function hitConfidence(evidenceShare: number, matchedInformation: number): number {
	return evidenceShare * Math.min(1, matchedInformation / FULL_CONFIDENCE_INFORMATION);
}

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
/** At most this many hits are loaded by one search. */
export const MAX_LOADED = 3;
/**
 * Loading stops before the loaded schemas exceed this many estimated tokens. A best hit whose
 * schema alone exceeds it is named as a candidate rather than loaded: the model loads it with
 * `select:` if it is the one, and a wrong guess does not cost that much context on every call.
 * In call mode a load costs its callable entry, not its declaration (`callableTokens` in
 * `./analyze.ts`): a tool with a page of description is callable at the price of the 60 words the
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
 * best hit, at most {@link MAX_LOADED} load, and their schemas stay within the token budget (a
 * first hit that alone exceeds it loads nothing). Loading a schema the model does not need costs
 * context on every later call; naming it as a candidate costs one line.
 */
export function splitLoad(hits: readonly LoadCandidate[], budget: number = LOAD_TOKEN_BUDGET): number {
	const best = hits[0];
	if (best === undefined) return 0;
	let count = 0;
	let tokens = 0;
	for (const hit of hits) {
		if (count >= MAX_LOADED) break;
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
 * How the tools a search finds reach the model, for the load rule: `declare` adds their schemas to
 * the tools array (the head of every request), `call` makes them callable through `call_tool`,
 * which costs only their entry in the result (about 100 tokens each) and leaves the cached prefix
 * as it was.
 */
export type ReachRule = "declare" | "call";

/**
 * In call mode, when the best hit clears {@link LOAD_CONFIDENCE_FLOOR}, a hit that scores at least
 * this share of the best hit's score and covers at least {@link NAME_COVERAGE_FLOOR} of the query is
 * made callable with the loads, up to {@link MAX_LOADED} in all. Decided on the development intent
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
 * The tools a user's prompt strongly matches, for a suggestion: of the best {@link MAX_LOADED}
 * hits, those that clear {@link SUGGEST_CONFIDENCE_FLOOR} and {@link SUGGEST_COVERAGE_FLOOR} and
 * score within {@link LOAD_SCORE_RATIO} of the best, when the best itself clears both. None
 * otherwise: nothing fits is the common answer.
 */
export function strongHits<T extends Omit<LoadCandidate, "tokens">>(hits: readonly T[]): T[] {
	const best = hits[0];
	const strong = (hit: T): boolean => hit.confidence >= SUGGEST_CONFIDENCE_FLOOR && hit.coverage >= SUGGEST_COVERAGE_FLOOR;
	if (best === undefined || !strong(best)) return [];
	return hits.slice(0, MAX_LOADED).filter((hit) => strong(hit) && hit.score >= LOAD_SCORE_RATIO * best.score);
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
export function splitHits<T extends LoadCandidate>(hits: readonly T[], budget: number = LOAD_TOKEN_BUDGET, rule: ReachRule = "declare"): SplitHits<T> {
	const best = hits[0];
	if (best === undefined) return { load: [], named: [] };
	let loadCount = splitLoad(hits, budget);
	const second = hits[1]?.score;
	// Dominance needs a rival to be ahead of: a single weak hit is named, not loaded.
	const dominant = second !== undefined && best.score >= DOMINANT_SCORE_RATIO * second;
	if (loadCount === 0 && dominant && best.confidence >= NAME_CONFIDENCE_FLOOR && best.coverage >= LOAD_COVERAGE_FLOOR && best.tokens <= budget) loadCount = 1;
	const load = hits.slice(0, loadCount);
	if (rule === "call") addCallable(hits, load, budget);
	dropOffAction(load);
	const relevant = (hit: T): boolean => !load.includes(hit) && (hit.confidence >= NAME_CONFIDENCE_FLOOR || hit.coverage >= NAME_COVERAGE_FLOOR) && hit.score >= NAME_SCORE_RATIO * best.score;
	return { load, named: hits.filter(relevant) };
}

/**
 * Action agreement: when the query states an action (`ACTION_WORDS` in `../words/words.ts`: create,
 * delete, send, deploy, archive, ...), a hit that matches none of the query's action words, nor
 * any of their alternatives, in any field, does another thing to the same object: it is never
 * loaded or made callable, in either reach rule, but still named, one line. "Create a new Slack
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
 * best {@link MAX_LOADED} hits it lacks that score within {@link CALL_SCORE_RATIO} of the best and
 * cover {@link NAME_COVERAGE_FLOOR} of the query, while
 * their schemas stay within `budget`, keeping the hits' order. Making a tool callable costs its entry
 * in the result, never the cache; a hit that matches only part of the request's meaning stays named.
 */
function addCallable<T extends LoadCandidate>(hits: readonly T[], load: T[], budget: number): void {
	const best = hits[0];
	if (best === undefined || best.confidence < LOAD_CONFIDENCE_FLOOR) return;
	let tokens = load.reduce((sum, hit) => sum + hit.tokens, 0);
	const picked = new Set(load);
	for (const hit of hits.slice(0, MAX_LOADED)) {
		if (picked.has(hit)) continue;
		if (hit.score < CALL_SCORE_RATIO * best.score) break;
		if (hit.coverage < NAME_COVERAGE_FLOOR || tokens + hit.tokens > budget) continue;
		tokens += hit.tokens;
		picked.add(hit);
	}
	load.splice(0, load.length, ...hits.filter((hit) => picked.has(hit)));
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
