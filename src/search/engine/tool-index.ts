/**
 * The tool index behind `tool_search`: an inverted index over tool names, namespaces, search hints,
 * descriptions and parameter texts, kept up to date one tool at a time.
 *
 * Adding a tool analyses only that tool (`./scoring/analyze.ts`) and adds it to the posting lists of its
 * terms (`./scoring/postings.ts`); removing it takes it out of them. Document frequencies are the sizes of
 * the posting lists and the field-length averages are running sums, so nothing is ever rebuilt,
 * and a search touches only the tools that contain one of its terms (`./scoring/score.ts`).
 */
import { type AnalyzedTool, analyzeTool, profileTerms, type ToolDoc } from "./scoring/analyze.ts";
import { isActionConcept, type QueryConcept, queryConcepts } from "./words/concepts.ts";
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_CONCEPTS } from "./rules/limits.ts";
import { NameLookup } from "./name-lookup.ts";
import { compareNames, nameKey, namespaceKey, toolNamespace } from "./rules/names.ts";
import type { RankedHit, SearchOutcome, UnknownName } from "./scoring/outcome.ts";
import { postingsOf, Postings } from "./scoring/postings.ts";
import { type ParsedQuery, parseQuery } from "./words/query.ts";
import { editDistance, type FieldLengths, idf, LOAD_TOKEN_BUDGET, offAction, offProduct, PRODUCT_NAME_SHARE, PROFILE_MIN_CONCENTRATION, PROFILE_MIN_TOOLS, type ReachRule, splitHits } from "./scoring/rank.ts";
import { hintCoverage, mergeMeaning } from "./scoring/meaning.ts";
import { type ScoredConcepts, type ScoredTool, ScoreScratch, scoreConcepts } from "./scoring/score.ts";
import { type ScoredEntry, type ScoringSource } from "./scoring/slots.ts";

/** Options of {@link ToolIndex.search}. */
export interface SearchOptions {
	/** Most keyword hits to return, loaded and candidates together. Default {@link DEFAULT_SEARCH_LIMIT}. */
	limit?: number;
	/** Estimated tokens of schemas one keyword search may load. Default in `./scoring/rank.ts`. */
	loadBudget?: number;
	/** How found tools reach the model; call mode makes the plausible runners-up callable too (`./scoring/rank.ts`). Default `declare`. */
	reach?: ReachRule;
}

/** Most namespaces offered for a server prefix that names none. */
const MAX_CLOSEST_NAMESPACES = 3;

/** One indexed tool. */
interface Entry extends ScoredEntry {
	readonly doc: ToolDoc;
	/** Its terms, for taking it out of their posting lists. */
	readonly terms: readonly string[];
}

/** How a query scored one tool, per concept: see {@link ToolIndex.explain}. */
export interface ToolExplanation {
	readonly name: string;
	readonly score: number;
	readonly confidence: number;
	readonly concepts: readonly { readonly label: string; readonly score: number }[];
}

/** The tools of one namespace, and how it is written. */
interface Namespace {
	readonly display: string;
	readonly names: Set<string>;
}

function countUp(map: Map<string, number>, key: string, by: number): void {
	const count = (map.get(key) ?? 0) + by;
	if (count > 0) map.set(key, count);
	else map.delete(key);
}

/**
 * The searchable set of tools. Build it once, keep it current with {@link add} and {@link remove}
 * as tools come and go, and {@link search} it; every method but `search` costs in proportion to the
 * one tool it touches.
 */
export class ToolIndex {
	private readonly entries = new Map<string, Entry>();
	private readonly byId: (Entry | undefined)[] = [];
	private readonly freeIds: number[] = [];
	private readonly postings = new Postings();
	private readonly lookup = new NameLookup();
	private readonly namespaces = new Map<string, Namespace>();
	/** How many tools have each namespace term (`slack`, `monday`): such words name a server. */
	private readonly namespaceWords = new Map<string, number>();
	/** For each description or hint term, how many tools of each namespace have it. */
	private readonly namespaceTerms = new Map<string, Map<string, number>>();
	private readonly totalLengths: FieldLengths = { hint: 0, meaning: 0, description: 0, parameters: 0 };
	/** Tools with hints from the user's model: their field's average is over them alone, as most tools may have none. */
	private meaningTools = 0;
	/** Scratch memory of searches, kept between them (see `ScoreScratch`). */
	private readonly scratch = new ScoreScratch();
	/** What scoring reads of this index. */
	private readonly source: ScoringSource;

	constructor(docs: Iterable<ToolDoc> = []) {
		this.source = this.scoringSource();
		for (const doc of docs) this.add(doc);
	}

	/** Number of tools. */
	get size(): number {
		return this.entries.size;
	}

	/** Whether a tool of exactly this name is indexed. */
	has(name: string): boolean {
		return this.entries.has(name);
	}

	/** The indexed tool of exactly this name. */
	get(name: string): ToolDoc | undefined {
		return this.entries.get(name)?.doc;
	}

	/** Names of all tools, in the order they were added. */
	names(): string[] {
		return [...this.entries.keys()];
	}

	/** Numbers the search scratch holds now (see `ScoreScratch.release`), for tests of memory. */
	get scratchNumbers(): number {
		return this.scratch.rowNumbers;
	}

	/**
	 * Adds a tool, replacing any tool of the same name. Costs in proportion to the tool's own text:
	 * the other tools are not looked at, and document frequencies and average lengths follow from
	 * the posting lists and running totals.
	 */
	add(doc: ToolDoc): void {
		if (this.entries.has(doc.name)) this.remove(doc.name);
		const analyzed = analyzeTool(doc);
		const id = this.freeIds.pop() ?? this.byId.length;
		const terms = this.postings.add(id, postingsOf(analyzed));
		for (const term of analyzed.namespace) countUp(this.namespaceWords, term, 1);
		this.countLengths(analyzed, 1);
		const namespace = toolNamespace(doc);
		const key = namespace === undefined ? undefined : namespaceKey(namespace);
		const entry: Entry = { id, name: doc.name, doc, analyzed, terms, namespaceKey: key };
		this.entries.set(doc.name, entry);
		this.byId[id] = entry;
		this.lookup.add(doc.name);
		if (key === undefined || namespace === undefined) return;
		let group = this.namespaces.get(key);
		if (!group) this.namespaces.set(key, (group = { display: namespace, names: new Set() }));
		group.names.add(doc.name);
		for (const term of profileTerms(analyzed)) {
			let counts = this.namespaceTerms.get(term);
			if (!counts) this.namespaceTerms.set(term, (counts = new Map()));
			countUp(counts, key, 1);
		}
	}

	/** Removes a tool; false if there was none of that name. Costs in proportion to the tool's own terms. */
	remove(name: string): boolean {
		const entry = this.entries.get(name);
		if (!entry) return false;
		this.postings.remove(entry.id, entry.terms);
		for (const term of entry.analyzed.namespace) countUp(this.namespaceWords, term, -1);
		this.countLengths(entry.analyzed, -1);
		this.entries.delete(name);
		this.byId[entry.id] = undefined;
		this.freeIds.push(entry.id);
		this.lookup.remove(name);
		const key = entry.namespaceKey;
		if (key === undefined) return true;
		const group = this.namespaces.get(key);
		group?.names.delete(name);
		if (group && group.names.size === 0) this.namespaces.delete(key);
		for (const term of profileTerms(entry.analyzed)) {
			const counts = this.namespaceTerms.get(term);
			if (!counts) continue;
			countUp(counts, key, -1);
			if (counts.size === 0) this.namespaceTerms.delete(term);
		}
		return true;
	}

	private countLengths(analyzed: AnalyzedTool, sign: 1 | -1): void {
		this.totalLengths.hint += sign * analyzed.lengths.hint;
		this.totalLengths.meaning += sign * analyzed.lengths.meaning;
		if (analyzed.lengths.meaning > 0) this.meaningTools += sign;
		this.totalLengths.description += sign * analyzed.lengths.description;
		this.totalLengths.parameters += sign * analyzed.lengths.parameters;
	}

	/** Estimated tokens of a tool's declaration (see `declarationTokens` in `./scoring/analyze.ts`), 0 if unknown. */
	tokens(name: string): number {
		return this.entries.get(name)?.analyzed.tokens ?? 0;
	}

	/** Estimated tokens of a tool's entry as a callable tool in call mode (see `callableTokens` in `./scoring/analyze.ts`), 0 if unknown. */
	callTokens(name: string): number {
		return this.entries.get(name)?.analyzed.callTokens ?? 0;
	}

	/**
	 * Answers a parsed query (see `./words/query.ts` for the language and {@link SearchOutcome} for the
	 * answer). A single word that is a tool's full name, or the unique `server__tool`/`tool` part of
	 * one written with a `_` or `-`, answers `exact`; a single word that is a namespace answers
	 * `prefix`; several words that are each a tool's full name answer `select`; anything else is
	 * ranked.
	 */
	search(parsed: ParsedQuery, options: SearchOptions = {}): SearchOutcome {
		const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_SEARCH_LIMIT));
		switch (parsed.kind) {
			case "select":
				return this.select(parsed.names);
			case "exact": {
				const found = this.resolve(parsed.name, true);
				return found !== undefined ? { kind: "exact", tool: found.doc } : (this.namePrefix(parsed.name) ?? this.select([parsed.name]));
			}
			case "prefix":
				return this.prefixOrKeywords(parsed.prefix, limit, options);
			case "keywords":
				return this.wordsOrNames(parsed, limit, options);
		}
	}

	/** A server prefix: its tools, or, when it names none, keywords with the closest namespaces. */
	private prefixOrKeywords(written: string, limit: number, load: SearchOptions): SearchOutcome {
		const prefix = this.prefix(written);
		if (prefix) return prefix;
		const outcome = this.keywords(queryConcepts({ required: [], optional: [written] }), limit, load);
		const closest = this.closestNamespaces(written);
		return closest.length > 0 && outcome.kind === "keywords" ? { ...outcome, closestNamespaces: closest } : outcome;
	}

	/**
	 * Keywords, unless they are names: one word that is a tool's name or a namespace, or names of
	 * tools separated by spaces, each exactly a tool's name and written as an identifier (with `_` or
	 * `-`, unlike plain words such as `read`), which load as `select:` would.
	 */
	private wordsOrNames(parsed: Extract<ParsedQuery, { kind: "keywords" }>, limit: number, load: SearchOptions): SearchOutcome {
		const { required, optional } = parsed;
		if (required.length === 0 && optional.length === 1) {
			const word = optional[0] ?? "";
			const found = this.resolve(word, isIdentifier(word));
			if (found !== undefined) return { kind: "exact", tool: found.doc };
			if (this.namespaces.has(namespaceKey(word))) return this.prefix(word) ?? this.keywords(queryConcepts(parsed), limit, load);
		}
		if (required.length === 0 && optional.length > 1 && optional.every((word) => isIdentifier(word) && this.resolve(word, false) !== undefined)) {
			return this.select(optional);
		}
		return this.keywords(queryConcepts(parsed), limit, load);
	}

	/** The tool a written name means (see `NameLookup.resolve`). */
	private resolve(written: string, allowSuffix: boolean): Entry | undefined {
		const name = this.lookup.resolve(written, allowSuffix);
		return name === undefined ? undefined : this.entries.get(name);
	}

	/** `select:` resolution: found names in request order, unknown ones with suggestions. */
	private select(names: readonly string[]): SearchOutcome {
		const found: string[] = [];
		const unknown: UnknownName[] = [];
		for (const written of names) {
			const entry = this.resolve(written, true);
			if (entry) {
				if (!found.includes(entry.doc.name)) found.push(entry.doc.name);
			} else {
				unknown.push({ requested: written, suggestions: this.lookup.suggest(written) });
			}
		}
		return { kind: "select", found, unknown };
	}

	/**
	 * Tools of the namespace a prefix names: the namespace itself when one has that key, otherwise
	 * every namespace whose key begins with it (`mcp__git` is the `git` server; `mcp__goo` would be
	 * every `goo...` server). Undefined when none matches.
	 */
	private prefix(written: string): SearchOutcome | undefined {
		const key = namespaceKey(written);
		if (key === "") return undefined;
		const exact = this.namespaces.get(key);
		const groups = exact ? [exact] : [...this.namespaces.entries()].filter(([k]) => k.startsWith(key)).map(([, group]) => group);
		if (groups.length === 0) return undefined;
		return {
			kind: "prefix",
			namespaces: groups.map((group) => group.display),
			names: groups.flatMap((group) => [...group.names]),
		};
	}

	/**
	 * A tool-name prefix within a server, `mcp__github__create_` (or `mcp__github__create_*`): the
	 * tools whose names start with it, as a listing headed by the prefix; undefined when no tool's
	 * name does. Names compare as `select:` compares them (case, `-` as `_`); one pass over the names.
	 */
	private namePrefix(written: string): SearchOutcome | undefined {
		let end = written.length;
		while (end > 0 && written[end - 1] === "*") end--;
		const key = nameKey(written.slice(0, end));
		if (key === "") return undefined;
		const names: string[] = [];
		for (const name of this.entries.keys()) if (nameKey(name).startsWith(key)) names.push(name);
		if (names.length === 0) return undefined;
		return { kind: "prefix", namespaces: [`${written.slice(0, end)}*`], names: names.sort(compareNames) };
	}

	/**
	 * The namespaces closest to a written one that names none (`mcp__slak` -> `mcp__slack`), by
	 * edit distance of their keys: at most {@link MAX_CLOSEST_NAMESPACES}, within a third of the
	 * written key's length (at least one edit), closest first, ties by name.
	 */
	private closestNamespaces(written: string): string[] {
		const key = namespaceKey(written);
		if (key === "") return [];
		const max = Math.max(1, Math.floor(key.length / 3));
		const close: { display: string; distance: number }[] = [];
		for (const [other, group] of this.namespaces) {
			const distance = editDistance(key, other, max);
			if (distance <= max) close.push({ display: group.display, distance });
		}
		close.sort((a, b) => a.distance - b.distance || compareNames(a.display, b.display));
		return close.slice(0, MAX_CLOSEST_NAMESPACES).map((item) => item.display);
	}

	/**
	 * Namespaces a term describes, with the share of the term's tools that are theirs: at least
	 * {@link PROFILE_MIN_TOOLS} tools, and {@link PROFILE_MIN_CONCENTRATION} of the `documents`
	 * having the term (see `FieldCounts.profile`).
	 */
	private profiles(term: string, documents: number): Map<string, number> | undefined {
		const counts = this.namespaceTerms.get(term);
		if (!counts || documents === 0) return undefined;
		let out: Map<string, number> | undefined;
		for (const [key, count] of counts) {
			if (count < PROFILE_MIN_TOOLS || count / documents < PROFILE_MIN_CONCENTRATION) continue;
			(out ??= new Map()).set(key, Math.min(1, count / documents));
		}
		return out;
	}

	/** What `./scoring/score.ts` reads of this index. */
	private scoringSource(): ScoringSource {
		const index = this;
		return {
			get size() {
				return index.entries.size;
			},
			get idCapacity() {
				return index.byId.length;
			},
			postings: (term) => this.postings.get(term),
			entry: (id) => this.byId[id],
			averages: () => {
				const n = this.entries.size;
				return { hint: this.totalLengths.hint / n, meaning: this.totalLengths.meaning / Math.max(1, this.meaningTools), description: this.totalLengths.description / n, parameters: this.totalLengths.parameters / n };
			},
			isNamespaceWord: (term) => this.namespaceWords.has(term),
			namespaceWords: () => this.namespaceWords.keys(),
			profiles: (term, documents) => this.profiles(term, documents),
			namespaceMembers: function* (key) {
				for (const name of index.namespaces.get(key)?.names ?? []) {
					const entry = index.entries.get(name);
					if (entry) yield entry;
				}
			},
		};
	}

	/**
	 * Ranks tools for a keyword query. Each concept of the query (a word with its synonyms,
	 * translations and expansions) scores a tool by its best slot; concept scores add up and are
	 * scaled by how much of the query the tool covers and how much of its name the query covers
	 * (`./scoring/rank.ts`). Tools missing a required concept are left out. Ties go by name.
	 */
	private keywords(all: readonly QueryConcept[], limit: number, load: SearchOptions): SearchOutcome {
		const concepts = all.slice(0, MAX_QUERY_CONCEPTS);
		const ignored = all.length - concepts.length;
		const terms = concepts.map((concept) => concept.label);
		const required = concepts.filter((concept) => concept.required).map((concept) => concept.label);
		const base = { kind: "keywords" as const, terms, required, ...(ignored > 0 ? { ignoredWords: ignored } : {}) };
		const scored: ScoredConcepts = scoreConcepts(this.source, this.scratch, concepts, limit);
		if (scored.missingRequired.length > 0 || scored.tools.length === 0) {
			return { ...base, missingRequired: scored.missingRequired, load: [], candidates: [] };
		}
		const actions = concepts.filter(isActionConcept).map((concept) => concept.label);
		const products = concepts.filter((concept) => this.namesProduct(concept)).map((concept) => concept.label);
		// What a load costs: a declaration in declare mode, a callable entry in call mode.
		const cost = (name: string): number => (load.reach === "call" ? this.callTokens(name) : this.tokens(name));
		const split = (tools: readonly ScoredTool[]) =>
			splitHits(
				tools.map(({ conceptScores: _scores, ...hit }) => ({ ...hit, tokens: cost(hit.name), offAction: offAction(actions, hit.matched), offProduct: offProduct(products, hit.matched) })),
				load.loadBudget,
				load.reach,
			);
		const withHints = split(scored.tools);
		const merged =
			this.meaningTools === 0
				? withHints
				: mergeMeaning(split(scoreConcepts(this.source, this.scratch, concepts, limit, undefined, false).tools), withHints, (name) => this.hintCoverage(concepts, name), load.loadBudget ?? LOAD_TOKEN_BUDGET);
		const plain = (hit: RankedHit & { tokens: number; offAction: boolean; offProduct: boolean }): RankedHit => {
			const { tokens: _tokens, offAction: _off, offProduct: _product, ...rest } = hit;
			return rest;
		};
		return { ...base, missingRequired: [], load: merged.load.map(plain), candidates: merged.named.map(plain) };
	}

	/** Whether a query's concept names a product: its word is a server's, and most tools that have it are that server's (`PRODUCT_NAME_SHARE`). */
	private namesProduct(concept: QueryConcept): boolean {
		const term = concept.slots.find((slot) => slot.origin === "word")?.terms[0]?.term;
		const servers = term === undefined ? 0 : (this.namespaceWords.get(term) ?? 0);
		// The tools' own words decide it, as if no tool had hints: a model's hint that names a product is no server.
		return servers > 0 && servers >= PRODUCT_NAME_SHARE * (this.postings.get(term as string)?.lexicalSize ?? 0);
	}

	/** The share of a query's meaning the best of a tool's hints from the user's model covers (./scoring/meaning.ts). */
	private hintCoverage(concepts: readonly QueryConcept[], name: string): number {
		const lines = this.entries.get(name)?.analyzed.meaningLines ?? [];
		const size = this.entries.size;
		return hintCoverage(concepts, lines, (term) => idf(Math.max(1, this.postings.frequency(term)), size));
	}

	/**
	 * How a keyword query scores the named tools, concept by concept, for tuning and for telling a
	 * user why a tool ranks where it does. Tools the query does not reach are left out.
	 */
	explain(query: string, names: readonly string[]): ToolExplanation[] {
		const parsed = parseQuery(query);
		const concepts = queryConcepts(parsed.kind === "keywords" ? parsed : { required: [], optional: [query] });
		return scoreConcepts(this.source, this.scratch, concepts, names.length, new Set(names)).tools.map((tool) => ({
			name: tool.name,
			score: tool.score,
			confidence: tool.confidence,
			concepts: concepts.map((concept, c) => ({ label: concept.label, score: tool.conceptScores[c] ?? 0 })),
		}));
	}
}

/** Whether a word is written as an identifier, with a `_` or `-`, rather than as a plain word. */
function isIdentifier(word: string): boolean {
	return word.includes("_") || word.includes("-");
}
