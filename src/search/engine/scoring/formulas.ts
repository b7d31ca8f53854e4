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

/** Whether a posting counts in a field of the tool's own text (any field but the hints the user's model wrote). */
export function isLexical(posting: FieldCounts): boolean {
	return posting.name > 0 || posting.namespace > 0 || posting.hint > 0 || posting.description > 0 || posting.parameters > 0 || (posting.profile ?? 0) > 0;
}
