/**
 * The tool index behind `tool_search`: an inverted index over tool names, namespaces, search hints,
 * descriptions and parameter texts, kept up to date one tool at a time.
 *
 * Adding a tool analyses only that tool (`./scoring/analyze.ts`) and adds it to the posting lists of its
 * terms (`./scoring/postings.ts`); removing it takes it out of them. Document frequencies are the sizes of
 * the posting lists and the field-length averages are running sums, so nothing is ever rebuilt.
 * The index's data is {@link ToolIndex.snapshot}, plain data that `search` (./search.ts) reads.
 */
import type { IndexedTool, IndexSnapshot, ScoreScratch } from "./index-snapshot.ts";
import { NameLookup } from "./name-lookup.ts";
import { namespaceKey, toolNamespace } from "./rules/names.ts";
import { type AnalyzedTool, analyzeTool, profileTerms, type ToolDoc } from "./scoring/analyze.ts";
import type { FieldLengths } from "./scoring/formulas.ts";
import type { SearchOutcome } from "./scoring/outcome.ts";
import { addPostings, type PostingList, postingsOf, removePostings } from "./scoring/postings.ts";
import { explain, search, type SearchOptions, type ToolExplanation } from "./search.ts";
import type { ParsedQuery } from "./words/query.ts";

/** The snapshot as the index writes it. */
interface IndexState {
	size: number;
	readonly byId: (IndexedTool | undefined)[];
	readonly byName: Map<string, IndexedTool>;
	readonly postings: Map<string, PostingList>;
	readonly totalLengths: FieldLengths;
	meaningTools: number;
	readonly namespaceWords: Map<string, number>;
	readonly namespaceTerms: Map<string, Map<string, number>>;
	readonly namespaces: Map<string, { readonly display: string; readonly names: Set<string> }>;
	readonly lookup: NameLookup;
	readonly scratch: ScoreScratch;
}

function countUp(map: Map<string, number>, key: string, by: number): void {
	const count = (map.get(key) ?? 0) + by;
	if (count > 0) map.set(key, count);
	else map.delete(key);
}

/**
 * The searchable set of tools. Build it once, keep it current with {@link add} and {@link remove}
 * as tools come and go, and search its {@link snapshot}; every method costs in proportion to the
 * one tool it touches.
 */
export class ToolIndex {
	private readonly state: IndexState = {
		size: 0,
		byId: [],
		byName: new Map(),
		postings: new Map(),
		totalLengths: { hint: 0, meaning: 0, description: 0, parameters: 0 },
		meaningTools: 0,
		namespaceWords: new Map(),
		namespaceTerms: new Map(),
		namespaces: new Map(),
		lookup: new NameLookup(),
		scratch: { rowOf: new Int32Array(0), rows: new Float64Array(0) },
	};
	private readonly freeIds: number[] = [];
	/** The index as plain data, for `search` (./search.ts): a view kept current, not a copy. */
	readonly snapshot: IndexSnapshot = this.state;

	constructor(docs: Iterable<ToolDoc> = []) {
		for (const doc of docs) this.add(doc);
	}

	/** Number of tools. */
	get size(): number {
		return this.state.size;
	}

	/** Whether a tool of exactly this name is indexed. */
	has(name: string): boolean {
		return this.state.byName.has(name);
	}

	/** The indexed tool of exactly this name. */
	get(name: string): ToolDoc | undefined {
		return this.state.byName.get(name)?.doc;
	}

	/** Names of all tools, in the order they were added. */
	names(): string[] {
		return [...this.state.byName.keys()];
	}

	/** Numbers the search scratch holds now (see `ScoreScratch`), for tests of memory. */
	get scratchNumbers(): number {
		return this.state.scratch.rows.length;
	}

	/**
	 * Adds a tool, replacing any tool of the same name. Costs in proportion to the tool's own text:
	 * the other tools are not looked at, and document frequencies and average lengths follow from
	 * the posting lists and running totals.
	 */
	add(doc: ToolDoc): void {
		const state = this.state;
		if (state.byName.has(doc.name)) this.remove(doc.name);
		const analyzed = analyzeTool(doc);
		const id = this.freeIds.pop() ?? state.byId.length;
		const terms = addPostings(state.postings, id, postingsOf(analyzed));
		for (const term of analyzed.namespace) countUp(state.namespaceWords, term, 1);
		this.countLengths(analyzed, 1);
		const namespace = toolNamespace(doc);
		const key = namespace === undefined ? undefined : namespaceKey(namespace);
		const entry: IndexedTool = { id, name: doc.name, doc, analyzed, terms, namespaceKey: key };
		state.byName.set(doc.name, entry);
		state.byId[id] = entry;
		state.size = state.byName.size;
		state.lookup.add(doc.name);
		if (key === undefined || namespace === undefined) return;
		let group = state.namespaces.get(key);
		if (!group) state.namespaces.set(key, (group = { display: namespace, names: new Set() }));
		group.names.add(doc.name);
		for (const term of profileTerms(analyzed)) {
			let counts = state.namespaceTerms.get(term);
			if (!counts) state.namespaceTerms.set(term, (counts = new Map()));
			countUp(counts, key, 1);
		}
	}

	/** Removes a tool; false if there was none of that name. Costs in proportion to the tool's own terms. */
	remove(name: string): boolean {
		const state = this.state;
		const entry = state.byName.get(name);
		if (!entry) return false;
		removePostings(state.postings, entry.id, entry.terms);
		for (const term of entry.analyzed.namespace) countUp(state.namespaceWords, term, -1);
		this.countLengths(entry.analyzed, -1);
		state.byName.delete(name);
		state.byId[entry.id] = undefined;
		state.size = state.byName.size;
		this.freeIds.push(entry.id);
		state.lookup.remove(name);
		const key = entry.namespaceKey;
		if (key === undefined) return true;
		const group = state.namespaces.get(key);
		group?.names.delete(name);
		if (group && group.names.size === 0) state.namespaces.delete(key);
		for (const term of profileTerms(entry.analyzed)) {
			const counts = state.namespaceTerms.get(term);
			if (!counts) continue;
			countUp(counts, key, -1);
			if (counts.size === 0) state.namespaceTerms.delete(term);
		}
		return true;
	}

	private countLengths(analyzed: AnalyzedTool, sign: 1 | -1): void {
		const totals = this.state.totalLengths;
		totals.hint += sign * analyzed.lengths.hint;
		totals.meaning += sign * analyzed.lengths.meaning;
		if (analyzed.lengths.meaning > 0) this.state.meaningTools += sign;
		totals.description += sign * analyzed.lengths.description;
		totals.parameters += sign * analyzed.lengths.parameters;
	}

	/** Estimated tokens of a tool's declaration (see `declarationTokens` in `./scoring/analyze.ts`), 0 if unknown. */
	tokens(name: string): number {
		return this.state.byName.get(name)?.analyzed.tokens ?? 0;
	}

	/** `search(parsed, index.snapshot, options)` (./search.ts), for callers that hold the index. */
	search(parsed: ParsedQuery, options: SearchOptions = {}): SearchOutcome {
		return search(parsed, this.snapshot, options);
	}

	/** `explain` (./search.ts) over this index. */
	explain(query: string, names: readonly string[]): ToolExplanation[] {
		return explain(query, names, this.snapshot);
	}
}
