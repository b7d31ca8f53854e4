/**
 * The engine's face: one pure function of data, `search(parsed query, index snapshot) → outcome`.
 *
 * A name answers by name (`./name-answers.ts`); anything else is ranked, one way through:
 *
 *     queryConcepts (./words/concepts.ts)   the query's words → concepts, each with its alternatives
 *     scoreConcepts (./scoring/score.ts)    concepts × posting lists → the best hits, scored
 *     splitHits     (./cut.ts)              hits → loaded (or callable) and named
 *
 * Each step hands the next plain data; none calls back. With hints from the user's model in the
 * index, a search is scored twice and the two are merged (`mergeMeaning` in ./cut.ts).
 */
import { hintCoverage, LOAD_TOKEN_BUDGET, type LoadMode, maxLoaded, mergeMeaning, offAction, offProduct, PRODUCT_NAME_SHARE, splitHits } from "./cut.ts";
import type { IndexSnapshot } from "./index-snapshot.ts";
import { closestNamespaces, namePrefix, resolveName, selectNames, serverPrefix } from "./name-answers.ts";
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_CONCEPTS } from "./rules/limits.ts";
import { namespaceKey } from "./rules/names.ts";
import { idf } from "./scoring/formulas.ts";
import type { RankedHit, SearchOutcome } from "./scoring/outcome.ts";
import { type ScoredTool, scoreConcepts } from "./scoring/score.ts";
import { isActionConcept, type QueryConcept, queryConcepts } from "./words/concepts.ts";
import { type ParsedQuery, parseQuery } from "./words/query.ts";

/** Options of {@link search}. */
export interface SearchOptions {
	/** Most keyword hits to return, loaded and candidates together. Default {@link DEFAULT_SEARCH_LIMIT}. */
	limit?: number;
	/** Estimated tokens of schemas one keyword search may load. Default {@link LOAD_TOKEN_BUDGET}. */
	loadBudget?: number;
	/** How found tools reach the model; call mode makes the plausible runners-up callable too (./cut.ts). Default `declare`. */
	mode?: LoadMode;
}

/** How a query scored one tool, per concept: see {@link explain}. */
export interface ToolExplanation {
	readonly name: string;
	readonly score: number;
	readonly confidence: number;
	readonly concepts: readonly { readonly label: string; readonly score: number }[];
}

/**
 * Answers a parsed query (see `./words/query.ts` for the language and `SearchOutcome` for the
 * answer). A single word that is a tool's full name, or the unique `server__tool`/`tool` part of
 * one written with a `_` or `-`, answers `exact`; a single word that is a namespace answers
 * `prefix`; several words that are each a tool's full name answer `select`; anything else is
 * ranked. Reads the snapshot only; the same query on the same snapshot answers the same.
 */
export function search(parsed: ParsedQuery, snapshot: IndexSnapshot, options: SearchOptions = {}): SearchOutcome {
	const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_SEARCH_LIMIT));
	switch (parsed.kind) {
		case "select":
			return selectNames(snapshot, parsed.names);
		case "exact": {
			const found = resolveName(snapshot, parsed.name, true);
			return found !== undefined ? { kind: "exact", tool: found.doc } : (namePrefix(snapshot, parsed.name) ?? selectNames(snapshot, [parsed.name]));
		}
		case "prefix": {
			const prefix = serverPrefix(snapshot, parsed.prefix);
			if (prefix) return prefix;
			const outcome = keywords(snapshot, queryConcepts({ required: [], optional: [parsed.prefix] }), limit, options);
			const closest = closestNamespaces(snapshot, parsed.prefix);
			return closest.length > 0 && outcome.kind === "keywords" ? { ...outcome, closestNamespaces: closest } : outcome;
		}
		case "keywords":
			return namesOrKeywords(snapshot, parsed, limit, options) ?? keywords(snapshot, queryConcepts(parsed), limit, options);
	}
}

/**
 * Keywords that are names: one word that is a tool's name or a namespace, or names of tools
 * separated by spaces, each exactly a tool's name and written as an identifier (with `_` or `-`,
 * unlike plain words such as `read`), which load as `select:` would. Undefined for plain keywords.
 */
function namesOrKeywords(snapshot: IndexSnapshot, parsed: Extract<ParsedQuery, { kind: "keywords" }>, limit: number, options: SearchOptions): SearchOutcome | undefined {
	const { required, optional } = parsed;
	if (required.length === 0 && optional.length === 1) {
		const word = optional[0] ?? "";
		const found = resolveName(snapshot, word, isIdentifier(word));
		if (found !== undefined) return { kind: "exact", tool: found.doc };
		if (snapshot.namespaces.has(namespaceKey(word))) return serverPrefix(snapshot, word) ?? keywords(snapshot, queryConcepts(parsed), limit, options);
	}
	if (required.length === 0 && optional.length > 1 && optional.every((word) => isIdentifier(word) && resolveName(snapshot, word, false) !== undefined)) {
		return selectNames(snapshot, optional);
	}
	return undefined;
}

/** A scored hit with what the cut needs besides its score. */
type CutHit = RankedHit & { tokens: number; offAction: boolean; offProduct: boolean };

/**
 * Ranks tools for a keyword query: the concepts scored (`scoreConcepts`), then cut (`splitHits`):
 * what loads or is made callable, what is named. Tools missing a required concept are left out.
 */
function keywords(snapshot: IndexSnapshot, all: readonly QueryConcept[], limit: number, options: SearchOptions): SearchOutcome {
	const concepts = all.slice(0, MAX_QUERY_CONCEPTS);
	const ignored = all.length - concepts.length;
	const terms = concepts.map((concept) => concept.label);
	const required = concepts.filter((concept) => concept.required).map((concept) => concept.label);
	const base = { kind: "keywords" as const, terms, required, ...(ignored > 0 ? { ignoredWords: ignored } : {}) };
	const scored = scoreConcepts(snapshot, concepts, limit);
	if (scored.missingRequired.length > 0 || scored.tools.length === 0) {
		return { ...base, missingRequired: scored.missingRequired, load: [], candidates: [] };
	}
	const mode = options.mode ?? "declare";
	const budget = options.loadBudget ?? LOAD_TOKEN_BUDGET;
	const actions = concepts.filter(isActionConcept).map((concept) => concept.label);
	const products = concepts.filter((concept) => namesProduct(snapshot, concept)).map((concept) => concept.label);
	// What a load costs: a declaration in declare mode, a callable entry in call mode.
	const cost = (name: string): number => {
		const analyzed = snapshot.byName.get(name)?.analyzed;
		return (mode === "call" ? analyzed?.callTokens : analyzed?.tokens) ?? 0;
	};
	const cut = (tools: readonly ScoredTool[]) =>
		splitHits(
			tools.map(({ conceptScores: _scores, ...hit }): CutHit => ({ ...hit, tokens: cost(hit.name), offAction: offAction(actions, hit.matched), offProduct: offProduct(products, hit.matched) })),
			budget,
			mode,
		);
	const withHints = cut(scored.tools);
	const merged =
		snapshot.meaningTools === 0
			? withHints
			: mergeMeaning(cut(scoreConcepts(snapshot, concepts, limit, undefined, false).tools), withHints, (name) => coverageOfHints(snapshot, concepts, name), budget, maxLoaded(mode));
	const plain = ({ tokens: _tokens, offAction: _off, offProduct: _product, ...rest }: CutHit): RankedHit => rest;
	return { ...base, missingRequired: [], load: merged.load.map(plain), candidates: merged.named.map(plain) };
}

/** Whether a query's concept names a product: its word is a server's, and most tools that have it are that server's (`PRODUCT_NAME_SHARE`). */
function namesProduct(snapshot: IndexSnapshot, concept: QueryConcept): boolean {
	const term = concept.slots.find((slot) => slot.origin === "word")?.terms[0]?.term;
	const servers = term === undefined ? 0 : (snapshot.namespaceWords.get(term) ?? 0);
	// The tools' own words decide it, as if no tool had hints: a model's hint that names a product is no server.
	return servers > 0 && servers >= PRODUCT_NAME_SHARE * (snapshot.postings.get(term as string)?.lexicalSize ?? 0);
}

/** The share of a query's meaning the best of a tool's hints from the user's model covers (`hintCoverage` in ./cut.ts). */
function coverageOfHints(snapshot: IndexSnapshot, concepts: readonly QueryConcept[], name: string): number {
	const lines = snapshot.byName.get(name)?.analyzed.meaningLines ?? [];
	return hintCoverage(concepts, lines, (term) => idf(Math.max(1, snapshot.postings.get(term)?.size ?? 0), snapshot.size));
}

/**
 * How a keyword query scores the named tools, concept by concept, for tuning and for telling a
 * user why a tool ranks where it does. Tools the query does not reach are left out.
 */
export function explain(query: string, names: readonly string[], snapshot: IndexSnapshot): ToolExplanation[] {
	const parsed = parseQuery(query);
	const concepts = queryConcepts(parsed.kind === "keywords" ? parsed : { required: [], optional: [query] });
	return scoreConcepts(snapshot, concepts, names.length, new Set(names)).tools.map((tool) => ({
		name: tool.name,
		score: tool.score,
		confidence: tool.confidence,
		concepts: concepts.map((concept, c) => ({ label: concept.label, score: tool.conceptScores[c] ?? 0 })),
	}));
}

/** Whether a word is written as an identifier, with a `_` or `-`, rather than as a plain word. */
function isIdentifier(word: string): boolean {
	return word.includes("_") || word.includes("-");
}

/**
 * Whether a query that names tools or a server did not get them: a `select:` or exact name that is
 * no tool, a prefix that is no group; for keywords, a miss.
 */
export function isUnresolved(parsed: ParsedQuery, outcome: SearchOutcome): boolean {
	switch (parsed.kind) {
		case "select":
			return outcome.kind !== "select" || outcome.unknown.length > 0;
		case "exact":
			return outcome.kind !== "exact";
		case "prefix":
			return outcome.kind !== "prefix" || outcome.names.length === 0;
		case "keywords":
			return isMiss(outcome);
	}
}

/** Whether an outcome found nothing to load or list. */
export function isMiss(outcome: SearchOutcome): boolean {
	switch (outcome.kind) {
		case "select":
			return outcome.found.length === 0;
		case "exact":
			return false;
		case "prefix":
			return outcome.names.length === 0;
		case "keywords":
			return outcome.load.length === 0 && outcome.candidates.length === 0;
	}
}
