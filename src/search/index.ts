/**
 * The tool index behind `tool_search`: an inverted index over tool names, namespaces, search hints,
 * descriptions and parameter texts, kept up to date one tool at a time.
 *
 * Adding a tool analyses only that tool (its terms and their frequencies per field, its field
 * lengths) and adds it to the postings of its terms; removing it takes it out of them. Document
 * frequencies are the sizes of the posting lists and the field-length averages are running sums, so
 * nothing is ever rebuilt, and a search touches only the tools that contain one of its terms.
 */

import {
	queryConcepts,
	type ParsedQuery,
	parseQuery,
	type QueryConcept,
	type RankedHit,
	type SearchOutcome,
	type SlotOrigin,
	type UnknownName,
} from "./query.ts";
import {
	combineScore,
	editDistance,
	type FieldCounts,
	type FieldLengths,
	fieldEvidence,
	fieldScore,
	hitConfidence,
	idf,
	nameSimilarity,
	PROFILE_MIN_CONCENTRATION,
	PROFILE_MIN_TOOLS,
	SCORING_IDF_FLOOR,
	splitLoad,
} from "./rank.ts";
import { derivedForms, identifierTerms, splitIdentifier, stem, tokenize } from "./tokenize.ts";

export type { ParsedQuery, RankedHit, SearchOutcome, UnknownName } from "./query.ts";
export { parseQuery } from "./query.ts";

/** A tool as the index sees it. */
export interface ToolDoc {
	/** The name the model calls it by, e.g. `mcp__slack__slack_post_message`. */
	name: string;
	description: string;
	/** JSON schema of the input; its property names and descriptions are searched. */
	inputSchema?: unknown;
	/** The tool's server or group, e.g. `mcp__slack`. Derived from an `mcp__server__tool` name when absent. */
	namespace?: string;
	/** A short phrase saying what the tool is for, from the deferral policy; ranks between the name and the description. */
	hint?: string;
}

/** Options of {@link ToolIndex.search}. */
export interface SearchOptions {
	/** Most keyword hits to return, loaded and candidates together. Default {@link DEFAULT_SEARCH_LIMIT}. */
	limit?: number;
	/** Estimated tokens of schemas one keyword search may load. Default in `./rank.ts`. */
	loadBudget?: number;
}

/** Keyword hits returned when the caller gives no limit. */
export const DEFAULT_SEARCH_LIMIT = 8;
/** Weight of a derived form of a query word that some tool uses (`invitation` for `invite`). */
const DERIVED_WEIGHT = 0.7;
/**
 * A query term that more than this share of all tools have only adds to tools a rarer term of the
 * query already reached: alone it cannot lift a tool into the results (its IDF is low), and
 * reaching every tool that has it would cost a long scan.
 */
const COMMON_TERM_SHARE = 0.1;
/** Likewise a query term whose weight times IDF is below this share of the query's strongest term's. */
const WEAK_TERM_SHARE = 0.25;
/** Schema text read per tool, in characters: enough for every parameter of real tools, bounded for huge schemas. */
const MAX_SCHEMA_TEXT = 12_000;
/** Most namespaces offered for a server prefix that names none. */
const MAX_CLOSEST_NAMESPACES = 3;
/** Name words that say nothing about what a tool does, left out of a name's coverage. */
const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(["tool", "mcp", "api"]);

/**
 * The normalized key of a namespace: lowercase, `-` as `_`, without a leading `mcp__` or trailing
 * `__`/`*`, so `mcp__google-maps`, `google_maps` and `Google-Maps` name one server (pi writes MCP
 * namespaces with `_`, servers are configured with `-`, and models write either).
 */
export function namespaceKey(namespace: string): string {
	return namespace
		.trim()
		.toLowerCase()
		.replace(/-/g, "_")
		.replace(/^mcp__/, "")
		.replace(/(?:__|\*)$/, "");
}

/**
 * The normalized key of a tool name: lowercase, `-` as `_`, so a name matches however a model
 * capitalized it and whichever of pi's sanitized (`_`) or the server's own (`-`) spelling it used.
 */
export function nameKey(name: string): string {
	return name.trim().toLowerCase().replace(/-/g, "_");
}

/**
 * A tool's namespace: its own, or `mcp__<server>` read from an `mcp__<server>__<tool>` name, so MCP
 * tools group by server even when the caller gives no namespace.
 */
export function toolNamespace(doc: ToolDoc): string | undefined {
	if (doc.namespace !== undefined && doc.namespace.trim() !== "") return doc.namespace;
	const match = /^(mcp__.+?)__./.exec(doc.name);
	return match?.[1];
}

/**
 * A tool's name without its namespace: `slack_post_message` of `mcp__slack__slack_post_message`
 * (the part after the last `__`), which is how people and models often shorten it.
 */
export function localName(name: string): string {
	const at = name.lastIndexOf("__");
	return at >= 0 && at + 2 < name.length ? name.slice(at + 2) : name;
}

/**
 * Estimated tokens the tool's declaration costs the model: the length of its JSON (name,
 * description, schema) over four, the usual rule of thumb for English and JSON text. A schema that
 * is not JSON (cyclic) counts as absent rather than failing the index.
 */
export function estimateTokens(doc: ToolDoc): number {
	let json: string;
	try {
		json = JSON.stringify({ name: doc.name, description: doc.description, inputSchema: doc.inputSchema });
	} catch {
		json = JSON.stringify({ name: doc.name, description: doc.description });
	}
	return Math.ceil(json.length / 4);
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The subschema a local `$ref` (`#/$defs/x`, `#/definitions/x`) points to in `root`. */
function resolveRef(ref: string, root: unknown): unknown {
	if (!ref.startsWith("#/")) return undefined;
	let node: unknown = root;
	for (const raw of ref.slice(2).split("/")) {
		const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
		if (!isObject(node)) return undefined;
		node = node[key];
	}
	return node;
}

/**
 * The searchable texts of an input schema: property names (as identifiers) and descriptions,
 * titles and string enum values (as prose), recursively through `properties`, `items`,
 * `anyOf`/`oneOf`/`allOf` and local `$ref`s, each subschema read once (schemas may be recursive).
 * Parameters say what a tool acts on (`issue_number`, `channel`) when its description does not.
 * Stops after {@link MAX_SCHEMA_TEXT} characters, so one huge schema cannot dominate indexing time.
 */
export function schemaTexts(schema: unknown): { names: string[]; prose: string[] } {
	const names: string[] = [];
	const prose: string[] = [];
	let budget = MAX_SCHEMA_TEXT;
	const seen = new Set<unknown>();
	const add = (list: string[], text: string): void => {
		if (budget <= 0 || text.trim() === "") return;
		list.push(text.length > budget ? text.slice(0, budget) : text);
		budget -= text.length;
	};
	const visit = (node: unknown, depth: number): void => {
		if (!isObject(node) || seen.has(node) || depth > 12 || budget <= 0) return;
		seen.add(node);
		if (typeof node.$ref === "string") visit(resolveRef(node.$ref, schema), depth + 1);
		if (typeof node.title === "string") add(prose, node.title);
		if (typeof node.description === "string") add(prose, node.description);
		if (Array.isArray(node.enum)) {
			for (const value of node.enum.slice(0, 30)) if (typeof value === "string") add(prose, value);
		}
		if (isObject(node.properties)) {
			for (const [name, property] of Object.entries(node.properties)) {
				add(names, name);
				visit(property, depth + 1);
			}
		}
		if (isObject(node.items)) visit(node.items, depth + 1);
		else if (Array.isArray(node.items)) for (const item of node.items) visit(item, depth + 1);
		if (isObject(node.additionalProperties)) visit(node.additionalProperties, depth + 1);
		for (const key of ["anyOf", "oneOf", "allOf"]) {
			const variants = node[key];
			if (Array.isArray(variants)) for (const variant of variants) visit(variant, depth + 1);
		}
	};
	visit(schema, 0);
	return { names, prose };
}

/** Everything the index keeps about one tool, computed from the tool alone. */
export interface AnalyzedTool {
	/** Terms of the tool's own name (without the namespace's words). */
	readonly name: ReadonlySet<string>;
	readonly namespace: ReadonlySet<string>;
	readonly hint: ReadonlyMap<string, number>;
	readonly description: ReadonlyMap<string, number>;
	readonly parameters: ReadonlyMap<string, number>;
	readonly lengths: FieldLengths;
	/** Name words that say what the tool does, for name coverage. */
	readonly coverageWords: number;
	readonly tokens: number;
}

function countTerms(terms: readonly string[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
	return counts;
}

/**
 * Splits a long name word into two words the tool's own texts use (`heapsnapshot` -> `heap`,
 * `snapshot` when the description says "heap snapshot"). Reading only the tool's texts keeps the
 * analysis of a tool independent of the others.
 */
function decompound(word: string, vocabulary: ReadonlyMap<string, number>, also: ReadonlyMap<string, number>): string[] {
	if (word.length < 7 || !/^[a-z]+$/.test(word)) return [];
	for (let i = 3; i <= word.length - 3; i++) {
		const left = stem(word.slice(0, i));
		const right = stem(word.slice(i));
		if ((vocabulary.has(left) || also.has(left)) && (vocabulary.has(right) || also.has(right))) return [left, right];
	}
	return [];
}

/**
 * Analyses one tool into index terms per field: the name's words (split at `__`, `_`, `-` and
 * camelCase, stemmed, without the namespace's words, plus compound words split by
 * {@link decompound}), the namespace's words, and term frequencies of the hint, the description and
 * the parameter texts ({@link schemaTexts}). Pure: the result depends on the tool only.
 */
export function analyzeTool(doc: ToolDoc): AnalyzedTool {
	const namespace = toolNamespace(doc);
	const namespaceTerms = new Set(namespace === undefined ? [] : identifierTerms(namespace.replace(/^mcp__/i, "")));
	const local = namespace !== undefined && doc.name.toLowerCase().startsWith(`${namespace.toLowerCase()}__`)
		? doc.name.slice(namespace.length + 2)
		: localName(doc.name);
	const hintTerms = tokenize(doc.hint ?? "");
	const descriptionTerms = tokenize(doc.description);
	const schema = schemaTexts(doc.inputSchema);
	const parameterTerms: string[] = [];
	for (const name of schema.names) parameterTerms.push(...identifierTerms(name));
	for (const text of schema.prose) parameterTerms.push(...tokenize(text));
	const description = countTerms(descriptionTerms);
	const parameters = countTerms(parameterTerms);
	const name = new Set<string>();
	let coverageWords = 0;
	for (const term of identifierTerms(local)) {
		if (namespaceTerms.has(term) || name.has(term)) continue;
		name.add(term);
		if (!GENERIC_NAME_WORDS.has(term) && !/^v\d+$/.test(term)) coverageWords++;
	}
	for (const term of [...name]) for (const part of decompound(term, description, parameters)) name.add(part);
	return {
		name,
		namespace: namespaceTerms,
		hint: countTerms(hintTerms),
		description,
		parameters,
		lengths: { hint: hintTerms.length, description: descriptionTerms.length, parameters: parameterTerms.length },
		coverageWords,
		tokens: estimateTokens(doc),
	};
}

/** One tool in one posting list. */
interface Posting extends FieldCounts {}

/**
 * The tools having one term, with their field counts: arrays to scan fast, and each tool's
 * position to add, find and remove one in constant time (removal moves the last entry into the gap).
 */
class PostingList {
	readonly ids: number[] = [];
	readonly items: Posting[] = [];
	private readonly positions = new Map<number, number>();

	get size(): number {
		return this.ids.length;
	}

	get(id: number): Posting | undefined {
		const at = this.positions.get(id);
		return at === undefined ? undefined : this.items[at];
	}

	has(id: number): boolean {
		return this.positions.has(id);
	}

	set(id: number, posting: Posting): void {
		const at = this.positions.get(id);
		if (at !== undefined) {
			this.items[at] = posting;
			return;
		}
		this.positions.set(id, this.ids.length);
		this.ids.push(id);
		this.items.push(posting);
	}

	delete(id: number): void {
		const at = this.positions.get(id);
		if (at === undefined) return;
		const last = this.ids.length - 1;
		const lastId = this.ids[last] ?? -1;
		this.ids[at] = lastId;
		this.items[at] = this.items[last] as Posting;
		this.positions.set(lastId, at);
		this.ids.pop();
		this.items.pop();
		this.positions.delete(id);
	}
}

interface Entry {
	readonly id: number;
	readonly doc: ToolDoc;
	readonly analyzed: AnalyzedTool;
	readonly terms: readonly string[];
	readonly namespaceKey: string | undefined;
	readonly nameWords: ReadonlySet<string>;
}

/** How a query scored one tool, per concept: see {@link ToolIndex.explain}. */
export interface ToolExplanation {
	readonly name: string;
	readonly score: number;
	readonly confidence: number;
	readonly concepts: readonly { readonly label: string; readonly score: number }[];
}

interface ScoredTool {
	readonly name: string;
	readonly score: number;
	readonly confidence: number;
	readonly matched: string[];
	readonly conceptScores: number[];
}

interface ScoredConcepts {
	readonly missingRequired: string[];
	readonly tools: ScoredTool[];
}

/** A term of one query with the slots it feeds. */
interface QueryTerm {
	readonly term: string;
	readonly slots: number[];
	readonly weights: number[];
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
	private readonly postings = new Map<string, PostingList>();
	private readonly byLowerName = new Map<string, string[]>();
	private readonly byLocalName = new Map<string, string[]>();
	private readonly namespaces = new Map<string, { display: string; names: Set<string> }>();
	/** How many tools have each namespace term (`slack`, `monday`): such words name a server. */
	private readonly namespaceWords = new Map<string, number>();
	/** For each description or hint term, how many tools of each namespace have it. */
	private readonly namespaceTerms = new Map<string, Map<string, number>>();
	private readonly totalLengths: FieldLengths = { hint: 0, description: 0, parameters: 0 };
	/** Scratch buffers of a search, kept between searches: the row of each tool id, and per row the concept and phrase scores. */
	private rowOf = new Int32Array(0);
	private scratch = new Float64Array(0);

	constructor(docs: Iterable<ToolDoc> = []) {
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

	/**
	 * Adds a tool, replacing any tool of the same name. Costs in proportion to the tool's own text:
	 * the other tools are not looked at, and document frequencies and average lengths follow from
	 * the posting lists and running totals.
	 */
	add(doc: ToolDoc): void {
		if (this.entries.has(doc.name)) this.remove(doc.name);
		const analyzed = analyzeTool(doc);
		const id = this.freeIds.pop() ?? this.byId.length;
		const fields = new Map<string, Posting>();
		const posting = (term: string): Posting => {
			let entry = fields.get(term);
			if (!entry) fields.set(term, (entry = { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0 }));
			return entry;
		};
		for (const term of analyzed.name) posting(term).name = 1;
		for (const term of analyzed.namespace) {
			posting(term).namespace = 1;
			this.namespaceWords.set(term, (this.namespaceWords.get(term) ?? 0) + 1);
		}
		for (const [term, count] of analyzed.hint) posting(term).hint = count;
		for (const [term, count] of analyzed.description) posting(term).description = count;
		for (const [term, count] of analyzed.parameters) posting(term).parameters = count;
		for (const [term, entry] of fields) {
			let list = this.postings.get(term);
			if (!list) this.postings.set(term, (list = new PostingList()));
			list.set(id, entry);
		}
		this.totalLengths.hint += analyzed.lengths.hint;
		this.totalLengths.description += analyzed.lengths.description;
		this.totalLengths.parameters += analyzed.lengths.parameters;

		const namespace = toolNamespace(doc);
		const key = namespace === undefined ? undefined : namespaceKey(namespace);
		const entry: Entry = {
			id,
			doc,
			analyzed,
			terms: [...fields.keys()],
			namespaceKey: key,
			nameWords: new Set(splitIdentifier(doc.name)),
		};
		this.entries.set(doc.name, entry);
		this.byId[id] = entry;
		pushTo(this.byLowerName, nameKey(doc.name), doc.name);
		pushTo(this.byLocalName, nameKey(localName(doc.name)), doc.name);
		if (key !== undefined && namespace !== undefined) {
			let group = this.namespaces.get(key);
			if (!group) this.namespaces.set(key, (group = { display: namespace, names: new Set() }));
			group.names.add(doc.name);
			for (const term of profileTerms(analyzed)) {
				let counts = this.namespaceTerms.get(term);
				if (!counts) this.namespaceTerms.set(term, (counts = new Map()));
				counts.set(key, (counts.get(key) ?? 0) + 1);
			}
		}
	}

	/** Removes a tool; false if there was none of that name. Costs in proportion to the tool's own terms. */
	remove(name: string): boolean {
		const entry = this.entries.get(name);
		if (!entry) return false;
		for (const term of entry.terms) {
			const list = this.postings.get(term);
			const posting = list?.get(entry.id);
			if (!list || !posting) continue;
			list.delete(entry.id);
			if (list.size === 0) this.postings.delete(term);
		}
		for (const term of entry.analyzed.namespace) {
			const count = (this.namespaceWords.get(term) ?? 0) - 1;
			if (count > 0) this.namespaceWords.set(term, count);
			else this.namespaceWords.delete(term);
		}
		this.totalLengths.hint -= entry.analyzed.lengths.hint;
		this.totalLengths.description -= entry.analyzed.lengths.description;
		this.totalLengths.parameters -= entry.analyzed.lengths.parameters;
		this.entries.delete(name);
		this.byId[entry.id] = undefined;
		this.freeIds.push(entry.id);
		pullFrom(this.byLowerName, nameKey(name), name);
		pullFrom(this.byLocalName, nameKey(localName(name)), name);
		if (entry.namespaceKey !== undefined) {
			const key = entry.namespaceKey;
			const group = this.namespaces.get(key);
			group?.names.delete(name);
			if (group && group.names.size === 0) this.namespaces.delete(key);
			for (const term of profileTerms(entry.analyzed)) {
				const counts = this.namespaceTerms.get(term);
				if (!counts) continue;
				const count = (counts.get(key) ?? 0) - 1;
				if (count > 0) counts.set(key, count);
				else counts.delete(key);
				if (counts.size === 0) this.namespaceTerms.delete(term);
			}
		}
		return true;
	}

	/** Estimated tokens of a tool's declaration (see {@link estimateTokens}), 0 if unknown. */
	tokens(name: string): number {
		return this.entries.get(name)?.analyzed.tokens ?? 0;
	}

	/**
	 * Answers a query (see `./query.ts` for the language and {@link SearchOutcome} for the answer).
	 * A single word that is a tool's full name, or the unique `server__tool`/`tool` part of one
	 * written with a `_` or `-`, answers `exact`; a single word that is a namespace answers
	 * `prefix`; several words that are each a tool's full name answer `select`; anything else is
	 * ranked.
	 */
	search(query: string, options: SearchOptions = {}): SearchOutcome {
		const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_SEARCH_LIMIT));
		const parsed = parseQuery(query);
		switch (parsed.kind) {
			case "select":
				return this.select(parsed.names);
			case "exact": {
				const found = this.resolve(parsed.name, true);
				if (found !== undefined) return { kind: "exact", tool: found.doc };
				return this.select([parsed.name]);
			}
			case "prefix": {
				const prefix = this.prefix(parsed.prefix);
				if (prefix) return prefix;
				const outcome = this.keywords({ kind: "keywords", required: [], optional: [parsed.prefix] }, limit, options.loadBudget);
				const closest = this.closestNamespaces(parsed.prefix);
				return closest.length > 0 && outcome.kind === "keywords" ? { ...outcome, closestNamespaces: closest } : outcome;
			}
			case "keywords": {
				if (parsed.required.length === 0 && parsed.optional.length === 1) {
					const word = parsed.optional[0] ?? "";
					const found = this.resolve(word, /[_-]/.test(word));
					if (found !== undefined) return { kind: "exact", tool: found.doc };
					const key = namespaceKey(word);
					if (this.namespaces.has(key)) return this.prefix(word) ?? this.keywords(parsed, limit, options.loadBudget);
				}
				// Names of tools separated by spaces, each exactly a tool's name and written as an
				// identifier (with `_` or `-`, unlike plain words such as `read`): load them, as select: would.
				if (
					parsed.required.length === 0 &&
					parsed.optional.length > 1 &&
					parsed.optional.every((word) => /[_-]/.test(word) && this.resolve(word, false) !== undefined)
				) {
					return this.select(parsed.optional);
				}
				return this.keywords(parsed, limit, options.loadBudget);
			}
		}
	}

	/**
	 * The tool a written name means: exact, then case-insensitive (with `-` and `_` alike), then,
	 * when `allowSuffix`, the one tool whose part after the last `__` (or after `mcp__`) it is.
	 */
	private resolve(written: string, allowSuffix: boolean): Entry | undefined {
		const exact = this.entries.get(written);
		if (exact) return exact;
		const key = nameKey(written);
		const byName = this.byLowerName.get(key);
		if (byName && byName.length > 0) {
			const lower = written.toLowerCase();
			const pick = byName.find((name) => name.toLowerCase() === lower) ?? byName[0];
			return pick === undefined ? undefined : this.entries.get(pick);
		}
		if (!allowSuffix) return undefined;
		const local = this.byLocalName.get(nameKey(localName(written)));
		if (!local) return undefined;
		const matching = local.filter((name) => nameKey(name).endsWith(key.startsWith("mcp__") ? key.slice(5) : key));
		return matching.length === 1 && matching[0] !== undefined ? this.entries.get(matching[0]) : undefined;
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
				unknown.push({ requested: written, suggestions: this.suggest(written) });
			}
		}
		return { kind: "select", found, unknown };
	}

	/**
	 * Up to three real names closest to an unknown one: candidates are the tools sharing a name or
	 * namespace word with it, plus every tool whose name is within a small edit distance; they are
	 * ordered by {@link nameSimilarity}, then by name.
	 */
	private suggest(written: string, count = 3): string[] {
		const key = nameKey(written);
		const words = new Set(splitIdentifier(written));
		const candidates = new Set<number>();
		for (const term of identifierTerms(written)) {
			const list = this.postings.get(term);
			if (!list) continue;
			list.ids.forEach((id, at) => {
				const posting = list.items[at];
				if (posting && (posting.name > 0 || posting.namespace > 0)) candidates.add(id);
			});
		}
		const scored: { name: string; similarity: number }[] = [];
		for (const entry of this.entries.values()) {
			const realKey = nameKey(entry.doc.name);
			const shares = candidates.has(entry.id);
			if (!shares && Math.abs(realKey.length - key.length) > Math.max(2, Math.floor(key.length / 3))) continue;
			const similarity = nameSimilarity(key, realKey, words, entry.nameWords);
			if (similarity > 0.2) scored.push({ name: entry.doc.name, similarity });
		}
		scored.sort((a, b) => b.similarity - a.similarity || compareNames(a.name, b.name));
		return scored.slice(0, count).map((item) => item.name);
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
	 * having the term (see {@link FieldCounts.profile}).
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

	/**
	 * Ranks tools for a keyword query. Each concept of the query (a word with its synonyms,
	 * translations and expansions) scores a tool by its best slot; concept scores add up and are
	 * scaled by how much of the query the tool covers and how much of its name the query covers
	 * (`./rank.ts`). Tools missing a required concept are left out. Ties go by name.
	 */
	private keywords(parsed: Extract<ParsedQuery, { kind: "keywords" }>, limit: number, loadBudget: number | undefined): SearchOutcome {
		const concepts = queryConcepts(parsed);
		const terms = concepts.map((concept) => concept.label);
		const required = concepts.filter((concept) => concept.required).map((concept) => concept.label);
		const scored = this.scoreConcepts(concepts, limit);
		if (scored.missingRequired.length > 0 || scored.tools.length === 0) {
			return { kind: "keywords", terms, required, missingRequired: scored.missingRequired, load: [], candidates: [] };
		}
		const best: RankedHit[] = scored.tools.map((tool) => ({
			name: tool.name,
			score: tool.score,
			confidence: tool.confidence,
			matched: tool.matched,
		}));
		const loadCount = splitLoad(
			best.map((hit) => ({ score: hit.score, confidence: hit.confidence, tokens: this.tokens(hit.name) })),
			loadBudget,
		);
		return {
			kind: "keywords",
			terms,
			required,
			missingRequired: [],
			load: best.slice(0, loadCount),
			candidates: best.slice(loadCount),
		};
	}

	/**
	 * How a keyword query scores the named tools, concept by concept, for tuning and for telling a
	 * user why a tool ranks where it does. Tools the query does not reach are left out.
	 */
	explain(query: string, names: readonly string[]): ToolExplanation[] {
		const parsed = parseQuery(query);
		const concepts =
			parsed.kind === "keywords" ? queryConcepts(parsed) : queryConcepts({ required: [], optional: [query] });
		return this.scoreConcepts(concepts, names.length, new Set(names)).tools.map((tool) => ({
			name: tool.name,
			score: tool.score,
			confidence: tool.confidence,
			concepts: concepts.map((concept, c) => ({ label: concept.label, score: tool.conceptScores[c] ?? 0 })),
		}));
	}

	/**
	 * The scoring core: accumulates, for every tool that has a query term, the score of each slot of
	 * each concept, combines them per tool (see {@link keywords}) and keeps the best `limit`, best
	 * first. With `only`, scores just those tools.
	 */
	private scoreConcepts(concepts: readonly QueryConcept[], limit: number, only?: ReadonlySet<string>): ScoredConcepts {
		const n = this.entries.size;
		const none: ScoredConcepts = { missingRequired: [], tools: [] };
		if (concepts.length === 0 || n === 0) return none;

		// Slots and the terms feeding them. An expansion of a word (a synonym, translation,
		// abbreviation or derived form) counts with the lesser of its own IDF and the word's, so it
		// never outranks the word the user wrote; a word no tool has counts as one that one tool has.
		// A word that usually only qualifies a request counts fully again in a tool whose name has it.
		const slotConcept: number[] = [];
		const slotSize: number[] = [];
		const slotCap: number[] = [];
		const slotLift: number[] = [];
		const queryTerms = new Map<string, QueryTerm>();
		const conceptIdf = new Array<number>(concepts.length).fill(0);
		const conceptLift = new Array<number>(concepts.length).fill(1);
		const primaries = new Set(concepts.map((concept) => concept.slots[0]?.terms[0]?.term ?? ""));
		const alternatives = new Set(concepts.flatMap((concept) => concept.slots.flatMap((slot) => slot.terms.map((t) => t.term))));
		const idfOf = (term: string): number => idf(this.postings.get(term)?.size ?? 0, n);
		concepts.forEach((concept: QueryConcept, c: number) => {
			const primaryIdf = Math.max(0, ...(concept.slots[0]?.terms ?? []).map((t) => idf(Math.max(1, this.postings.get(t.term)?.size ?? 0), n)));
			const addSlot = (terms: readonly { term: string; weight: number }[], origin: SlotOrigin, lift: number): void => {
				const id = slotConcept.length;
				const cap = origin === "word" || origin === "joined" ? Number.POSITIVE_INFINITY : primaryIdf;
				slotConcept.push(c);
				slotSize.push(terms.length);
				slotCap.push(cap);
				slotLift.push(lift);
				let reach = 0;
				for (const { term, weight } of terms) {
					let entry = queryTerms.get(term);
					if (!entry) queryTerms.set(term, (entry = { term, slots: [], weights: [] }));
					entry.slots.push(id);
					entry.weights.push(weight);
					reach += weight * Math.min(idfOf(term), cap);
				}
				conceptIdf[c] = Math.max(conceptIdf[c] ?? 0, reach);
			};
			// A word that names a server is never a mere qualifier (`Monday` the board tool, not the day).
			const first = concept.slots[0]?.terms[0];
			const lift = first && first.weight < 1 && this.namespaceWords.has(first.term) ? 1 / first.weight : 1;
			const nameLift = concept.qualifier !== undefined && concept.qualifier > 0 && lift === 1 ? 1 / concept.qualifier : 1;
			conceptLift[c] = nameLift;
			concept.slots.forEach((slot) => {
				const terms = lift === 1 ? slot.terms : slot.terms.map((t) => ({ term: t.term, weight: t.weight * lift }));
				addSlot(terms, slot.origin, nameLift);
			});
			const primary = concept.slots[0]?.terms;
			if (primary?.length === 1 && primary[0] !== undefined) {
				for (const form of derivedForms(primary[0].term)) {
					if (alternatives.has(form) || primaries.has(form) || !this.postings.has(form)) continue;
					addSlot([{ term: form, weight: DERIVED_WEIGHT * primary[0].weight }], "derived", nameLift);
				}
			}
		});
		const missingRequired = concepts
			.filter((concept, c) => concept.required && (conceptIdf[c] ?? 0) === 0)
			.map((concept) => concept.label);
		if (missingRequired.length > 0) return { missingRequired, tools: [] };
		const totalIdf = conceptIdf.reduce((sum, value) => sum + value, 0);
		if (totalIdf === 0) return none;

		// Accumulate, for every tool that has a query term, its best score per concept. A slot of one
		// term feeds its concept's maximum directly; a slot of several terms (a phrase) adds up in a
		// row of its own first. Rows of the scratch buffers are handed out in the order tools are
		// first reached.
		const slots = slotConcept.length;
		const multiIndex = new Int32Array(slots).fill(-1);
		let multiCount = 0;
		for (let s = 0; s < slots; s++) if ((slotSize[s] ?? 1) > 1) multiIndex[s] = multiCount++;
		// Per row: each concept's best score and evidence, each phrase slot's, and, when a concept
		// is a qualifier, whether its best score came from the tool's name (then it counts fully).
		const liftBase = concepts.length * 2 + multiCount * 2;
		const width = liftBase + (conceptLift.some((lift) => lift !== 1) ? concepts.length : 0);
		if (this.rowOf.length < this.byId.length) {
			const grown = new Int32Array(Math.max(64, this.byId.length * 2)).fill(-1);
			grown.set(this.rowOf);
			this.rowOf = grown;
		}
		const rowOf = this.rowOf;
		const touched: number[] = [];
		const nameHits: number[] = [];
		let rows = this.scratch;
		const averages: FieldLengths = {
			hint: this.totalLengths.hint / n,
			description: this.totalLengths.description / n,
			parameters: this.totalLengths.parameters / n,
		};
		const conceptCount = concepts.length;
		const visit = (queryTerm: QueryTerm, termIdf: number, entry: Entry, posting: FieldCounts): void => {
			const id = entry.id;
			let row = rowOf[id] ?? -1;
			if (row < 0) {
				row = touched.length;
				rowOf[id] = row;
				touched.push(id);
				nameHits.push(0);
				const end = (row + 1) * width;
				if (end > rows.length) {
					const grown = new Float64Array(Math.max(end, rows.length * 2, 4096));
					grown.set(rows);
					rows = grown;
				}
				rows.fill(0, row * width, end);
			}
			const score = fieldScore(posting, entry.analyzed.lengths, averages);
			const strength = fieldEvidence(posting);
			const inName = posting.name > 0;
			if (inName) nameHits[row] = (nameHits[row] ?? 0) + 1;
			const base = row * width;
			for (let k = 0; k < queryTerm.slots.length; k++) {
				const slot = queryTerm.slots[k] ?? 0;
				const weight =
					(queryTerm.weights[k] ?? 0) * Math.min(termIdf, slotCap[slot] ?? termIdf) * (inName ? (slotLift[slot] ?? 1) : 1);
				const multi = multiIndex[slot] ?? -1;
				if (multi < 0) {
					const c = slotConcept[slot] ?? 0;
					const at = base + c * 2;
					if (weight * score > (rows[at] ?? 0)) {
						rows[at] = weight * score;
						rows[at + 1] = weight * strength;
						if (width > liftBase) rows[base + liftBase + c] = inName && (slotLift[slot] ?? 1) !== 1 ? 1 : 0;
					}
				} else {
					const at = base + conceptCount * 2 + multi * 2;
					rows[at] = (rows[at] ?? 0) + weight * score;
					rows[at + 1] = (rows[at + 1] ?? 0) + weight * strength;
				}
			}
		};
		// Terms that can lift a tool into the results reach every tool that has them, rarest first;
		// weak terms (see COMMON_TERM_SHARE, WEAK_TERM_SHARE) then only add to tools already reached,
		// unless too few were.
		const strength = (queryTerm: QueryTerm, size: number): number => {
			const own = idf(size, n);
			let best = 0;
			for (let k = 0; k < queryTerm.slots.length; k++) {
				const slot = queryTerm.slots[k] ?? 0;
				best = Math.max(best, (queryTerm.weights[k] ?? 0) * Math.min(own, slotCap[slot] ?? own));
			}
			return best;
		};
		const ordered = [...queryTerms.values()]
			.map((queryTerm) => ({ queryTerm, list: this.postings.get(queryTerm.term) }))
			.filter((item): item is { queryTerm: QueryTerm; list: PostingList } => item.list !== undefined)
			.map((item) => ({ ...item, strength: strength(item.queryTerm, item.list.size) }));
		const strongest = Math.max(0, ...ordered.map((item) => item.strength));
		const isWeak = (item: { list: PostingList; strength: number }): boolean =>
			item.list.size > COMMON_TERM_SHARE * n || item.strength < WEAK_TERM_SHARE * strongest;
		ordered.sort((a, b) => Number(isWeak(a)) - Number(isWeak(b)) || a.list.size - b.list.size);
		for (const item of ordered) {
			const { queryTerm, list } = item;
			const termIdf = Math.max(idf(list.size, n), SCORING_IDF_FLOOR);
			if (isWeak(item) && touched.length >= limit) {
				// Only tools already reached: look them up when they are fewer than the list.
				if (touched.length < list.size) {
					for (let row = 0, rows = touched.length; row < rows; row++) {
						const id = touched[row] ?? -1;
						const posting = list.get(id);
						const entry = this.byId[id];
						if (posting && entry) visit(queryTerm, termIdf, entry, posting);
					}
				} else {
					const { ids, items } = list;
					for (let at = 0; at < ids.length; at++) {
						const id = ids[at] ?? -1;
						const entry = this.byId[id];
						if (entry && (rowOf[id] ?? -1) >= 0) visit(queryTerm, termIdf, entry, items[at] as Posting);
					}
				}
				continue;
			}
			const profiles = this.profiles(queryTerm.term, list.size);
			const { ids, items } = list;
			for (let at = 0; at < ids.length; at++) {
				const entry = this.byId[ids[at] ?? -1];
				if (!entry || (only && !only.has(entry.doc.name))) continue;
				const posting = items[at] as Posting;
				const profile = profiles === undefined || entry.namespaceKey === undefined ? undefined : profiles.get(entry.namespaceKey);
				visit(queryTerm, termIdf, entry, profile === undefined ? posting : { ...posting, profile });
			}
			if (!profiles) continue;
			for (const [key, profile] of profiles) {
				for (const name of this.namespaces.get(key)?.names ?? []) {
					const entry = this.entries.get(name);
					if (!entry || list.has(entry.id) || (only && !only.has(name))) continue;
					visit(queryTerm, termIdf, entry, { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0, profile });
				}
			}
		}
		this.scratch = rows;

		// Fold phrase slots into their concepts, combine per tool, and keep the best `limit`.
		const conceptScore = new Float64Array(conceptCount);
		const conceptEvidence = new Float64Array(conceptCount);
		const conceptLifted = new Uint8Array(conceptCount);
		const combine = (row: number): boolean => {
			const base = row * width;
			for (let c = 0; c < conceptCount; c++) {
				conceptScore[c] = rows[base + c * 2] ?? 0;
				conceptEvidence[c] = rows[base + c * 2 + 1] ?? 0;
				conceptLifted[c] = width > liftBase && rows[base + liftBase + c] === 1 ? 1 : 0;
			}
			if (multiCount > 0) {
				for (let s = 0; s < slots; s++) {
					const multi = multiIndex[s] ?? -1;
					if (multi < 0) continue;
					const at = base + conceptCount * 2 + multi * 2;
					const c = slotConcept[s] ?? 0;
					if ((rows[at] ?? 0) > (conceptScore[c] ?? 0)) {
						conceptScore[c] = rows[at] ?? 0;
						conceptEvidence[c] = rows[at + 1] ?? 0;
						conceptLifted[c] = 0;
					}
				}
			}
			for (let c = 0; c < conceptCount; c++) if ((conceptScore[c] ?? 0) <= 0 && concepts[c]?.required) return false;
			return true;
		};
		const top: { row: number; name: string; score: number; confidence: number }[] = [];
		for (let row = 0; row < touched.length; row++) {
			const entry = this.byId[touched[row] ?? -1];
			if (!entry || !combine(row)) continue;
			let sum = 0;
			let covered = 0;
			let confidence = 0;
			let total = totalIdf;
			for (let c = 0; c < conceptCount; c++) {
				const value = conceptScore[c] ?? 0;
				if (value <= 0) continue;
				sum += value;
				let reach = conceptIdf[c] ?? 0;
				if (conceptLifted[c] === 1) {
					// A qualifier in the tool's name is what the query is about: it counts in full.
					const full = reach * (conceptLift[c] ?? 1);
					total += full - reach;
					reach = full;
				}
				covered += reach;
				confidence += Math.min(conceptEvidence[c] ?? 0, reach);
			}
			if (sum <= 0) continue;
			const words = entry.analyzed.coverageWords;
			const nameCovered = words > 0 ? Math.min(1, (nameHits[row] ?? 0) / words) : 0;
			insertTop(
				top,
				{
					row,
					name: entry.doc.name,
					score: combineScore(sum, covered / total, nameCovered),
					confidence: hitConfidence(confidence / total, covered),
				},
				limit,
			);
		}
		const tools = top.map((hit): ScoredTool => {
			combine(hit.row);
			return {
				name: hit.name,
				score: hit.score,
				confidence: hit.confidence,
				matched: concepts.filter((_, c) => (conceptScore[c] ?? 0) > 0).map((concept) => concept.label),
				conceptScores: Array.from(conceptScore),
			};
		});
		for (const id of touched) rowOf[id] = -1;
		return { missingRequired: [], tools };
	}
}

/** Terms of a tool that may describe its namespace: those of its description and hint. */
function profileTerms(analyzed: AnalyzedTool): Set<string> {
	return new Set([...analyzed.description.keys(), ...analyzed.hint.keys()]);
}

/** Orders names for ties: by code unit, so the order does not depend on locale. */
function compareNames(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether hit `a` ranks before hit `b`: higher score first, ties by name. */
function ranksBefore(a: { score: number; name: string }, b: { score: number; name: string }): boolean {
	return a.score > b.score || (a.score === b.score && compareNames(a.name, b.name) < 0);
}

/** Inserts a hit into a best-first list kept at most `limit` long. */
function insertTop<T extends { score: number; name: string }>(list: T[], hit: T, limit: number): void {
	if (list.length >= limit) {
		const last = list[list.length - 1];
		if (last && !ranksBefore(hit, last)) return;
	}
	let at = list.length;
	while (at > 0 && ranksBefore(hit, list[at - 1] as T)) at--;
	list.splice(at, 0, hit);
	if (list.length > limit) list.pop();
}

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
