/**
 * What a search answers: the shape of `search`'s result (`../search.ts`), by the kind of query it
 * resolved to: types only (what an outcome says, `isMiss` and `isUnresolved`, is in `../search.ts`).
 * The session turns it into loads and a result text (`../../plan/plan.ts`).
 */
import type { ToolDoc } from "./analyze.ts";

/** A tool found by keywords, with its score and the query words it matched. */
export interface RankedHit {
	readonly name: string;
	/** Relevance; comparable between hits of one search only. */
	readonly score: number;
	/**
	 * Share, 0 to 1, of the query's meaning (by inverse document frequency of the words any tool
	 * knows) that this tool matches in its name, namespace or search hint, where a match is strong
	 * evidence; descriptions count for half, parameters for a quarter. Lower when the words it
	 * matches are all common ones (see `hitConfidence` in `./formulas.ts`). The relevance floor
	 * compares it with `LOAD_CONFIDENCE_FLOOR`.
	 */
	readonly confidence: number;
	/**
	 * Share, 0 to 1, of the query's meaning (by IDF; a word no tool has counts as a word one tool
	 * has) it matches in any field, evidence or not.
	 */
	readonly coverage: number;
	/** Labels of the query concepts it matched, in query order. */
	readonly matched: readonly string[];
}

/** A name in a `select:` or exact query that is not a tool, with the closest real names. */
export interface UnknownName {
	readonly requested: string;
	/** Up to three tool names, closest first (edit distance and shared name words). */
	readonly suggestions: readonly string[];
}

/**
 * The answer of `search` (`../search.ts`), by the kind of query it resolved to.
 *
 * - `select`: `found` are canonical names of the requested tools that exist, in request order;
 *   `unknown` the requests that matched no tool, each with suggestions. An exact name (`mcp__a__b`)
 *   that is not a tool also answers `select`, with one unknown name.
 * - `exact`: the query was one tool's name (full, or the unique part after a `__`), `tool` is it.
 * - `prefix`: the query named a namespace (`mcp__slack`, or `slack` when that is a connected
 *   server); `names` are all its tools, in index order; `namespaces` the namespaces matched (a prefix
 *   such as `mcp__git` that is no whole namespace matches every namespace it begins).
 * - `keywords`: ranked hits, best first, split into `load`, the few hits that clear the relevance
 *   floor and are worth declaring to the model, and `candidates`, the rest, to name without loading.
 *   `terms` are the query's concept labels; `missingRequired` the `+words` no tool matches (then
 *   there are no hits). A server prefix that names no namespace is searched as keywords, with the
 *   closest namespaces in `closestNamespaces`.
 * - Several full tool names separated by spaces answer like a `select:` of them.
 */
export type SearchOutcome =
	| { readonly kind: "select"; readonly found: readonly string[]; readonly unknown: readonly UnknownName[] }
	| { readonly kind: "exact"; readonly tool: ToolDoc }
	| { readonly kind: "prefix"; readonly namespaces: readonly string[]; readonly names: readonly string[] }
	| {
			readonly kind: "keywords";
			readonly terms: readonly string[];
			readonly required: readonly string[];
			readonly missingRequired: readonly string[];
			readonly load: readonly RankedHit[];
			readonly candidates: readonly RankedHit[];
			/**
			 * For a server prefix that names no namespace (`mcp__slak`), which is then searched as
			 * keywords: the namespaces closest to it by edit distance (`mcp__slack`), closest first.
			 */
			readonly closestNamespaces?: readonly string[];
			/** Meaningful words of the query past `MAX_QUERY_CONCEPTS`, which were not scored. */
			readonly ignoredWords?: number;
	  };
