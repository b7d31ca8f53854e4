/**
 * The index as plain data: what `search` (./search.ts) reads and all it reads. `ToolIndex`
 * (./tool-index.ts) keeps it current one tool at a time and hands it down whole; nothing in it
 * calls back into the index. A snapshot is a read-only view, valid until the next tool is added or
 * removed: a search reads it synchronously, start to end.
 */
import type { NameLookup } from "./name-lookup.ts";
import type { AnalyzedTool, ToolDoc } from "./scoring/analyze.ts";
import type { FieldLengths } from "./scoring/formulas.ts";
import type { PostingList } from "./scoring/postings.ts";

/** One indexed tool. */
export interface IndexedTool {
	/** Its place in {@link IndexSnapshot.byId}; reused once the tool is removed. */
	readonly id: number;
	readonly name: string;
	readonly doc: ToolDoc;
	readonly analyzed: AnalyzedTool;
	/** Its namespace's key (`namespaceKey` in ./rules/names.ts), when it has one. */
	readonly namespaceKey: string | undefined;
	/** Its terms, for taking it out of their posting lists. */
	readonly terms: readonly string[];
}

/**
 * The scratch memory of searches (`./scoring/score.ts`): the row of each tool id (-1 for none), and
 * the rows of per-concept scores. Kept between searches so an ordinary query allocates nothing.
 */
export interface ScoreScratch {
	rowOf: Int32Array;
	rows: Float64Array;
}

/** The tools of one namespace, and how it is written. */
export interface Namespace {
	readonly display: string;
	readonly names: ReadonlySet<string>;
}

/** Everything a search reads of the index. */
export interface IndexSnapshot {
	/** Number of tools. */
	readonly size: number;
	/** Tools by id; a removed tool's id is a gap until reused. */
	readonly byId: readonly (IndexedTool | undefined)[];
	readonly byName: ReadonlyMap<string, IndexedTool>;
	/** Each term's posting list (./scoring/postings.ts). */
	readonly postings: ReadonlyMap<string, PostingList>;
	/** Sums of the tools' field lengths, for the averages BM25 needs. */
	readonly totalLengths: Readonly<FieldLengths>;
	/** Tools with hints from the user's model: their field's average is over them alone, as most tools may have none. */
	readonly meaningTools: number;
	/** How many tools have each namespace term (`slack`, `monday`): such words name a server. */
	readonly namespaceWords: ReadonlyMap<string, number>;
	/** For each description or hint term, how many tools of each namespace key have it. */
	readonly namespaceTerms: ReadonlyMap<string, ReadonlyMap<string, number>>;
	/** The namespaces, by key. */
	readonly namespaces: ReadonlyMap<string, Namespace>;
	/** Names as a model writes them, resolved and suggested. */
	readonly lookup: NameLookup;
	/** Memory a search reuses (rows of numbers); it never changes what a search answers. */
	readonly scratch: ScoreScratch;
}
