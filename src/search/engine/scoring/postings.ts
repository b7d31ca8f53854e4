/**
 * Posting lists: for each index term, the tools that have it and how often, by field.
 *
 * A list is plain data that scoring reads as it is (its arrays, its sizes, each tool's position);
 * only the index changes it, through {@link addPostings} and {@link removePostings}. Document
 * frequencies are the sizes of the lists, so adding or removing a tool updates them in proportion
 * to that tool's own terms; nothing is ever rebuilt.
 */
import type { AnalyzedTool } from "./analyze.ts";
import { type FieldCounts, isLexical } from "./formulas.ts";

/** One tool in one posting list: the term's counts in each of its fields. */
export type Posting = FieldCounts;

/**
 * The tools having one term, with their field counts: arrays to scan fast, and each tool's
 * position to add, find and remove one in constant time (removal moves the last entry into the gap).
 */
export interface PostingList {
	readonly ids: number[];
	readonly items: Posting[];
	/** Each tool's place in `ids` and `items`. */
	readonly positions: Map<number, number>;
	/** How many tools have the term: its document frequency. */
	size: number;
	/** The tools that have the term in their own text, not only in the model's hints: its document frequency for a search without them. */
	lexicalSize: number;
}

/** An empty list. */
function emptyPostingList(): PostingList {
	return { ids: [], items: [], positions: new Map(), size: 0, lexicalSize: 0 };
}

/** Adds tool `id` to a list, or replaces its posting. */
function setPosting(list: PostingList, id: number, posting: Posting): void {
	const at = list.positions.get(id);
	list.lexicalSize += Number(isLexical(posting));
	if (at !== undefined) {
		list.lexicalSize -= Number(isLexical(list.items[at] as Posting));
		list.items[at] = posting;
		return;
	}
	list.positions.set(id, list.ids.length);
	list.ids.push(id);
	list.items.push(posting);
	list.size = list.ids.length;
}

/** Takes tool `id` out of a list. */
function deletePosting(list: PostingList, id: number): void {
	const at = list.positions.get(id);
	if (at === undefined) return;
	list.lexicalSize -= Number(isLexical(list.items[at] as Posting));
	const last = list.ids.length - 1;
	const lastId = list.ids[last] ?? -1;
	list.ids[at] = lastId;
	list.items[at] = list.items[last] as Posting;
	list.positions.set(lastId, at);
	list.ids.pop();
	list.items.pop();
	list.positions.delete(id);
	list.size = list.ids.length;
}

/** The postings of one analysed tool, term by term, with its counts in each field. */
export function postingsOf(analyzed: AnalyzedTool): Map<string, Posting> {
	const fields = new Map<string, Posting>();
	const posting = (term: string): Posting => {
		let entry = fields.get(term);
		if (!entry) fields.set(term, (entry = { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0 }));
		return entry;
	};
	for (const term of analyzed.name) posting(term).name = 1;
	for (const term of analyzed.namespace) posting(term).namespace = 1;
	for (const [term, count] of analyzed.hint) posting(term).hint = count;
	for (const [term, count] of analyzed.meaning) posting(term).meaning = count;
	for (const [term, count] of analyzed.description) posting(term).description = count;
	for (const [term, count] of analyzed.parameters) posting(term).parameters = count;
	return fields;
}

/** Adds tool `id` under each of its terms in `lists`; returns the terms, for {@link removePostings}. */
export function addPostings(lists: Map<string, PostingList>, id: number, postings: ReadonlyMap<string, Posting>): string[] {
	for (const [term, entry] of postings) {
		let list = lists.get(term);
		if (!list) lists.set(term, (list = emptyPostingList()));
		setPosting(list, id, entry);
	}
	return [...postings.keys()];
}

/** Takes tool `id` out of the lists of `terms`, dropping lists left empty. */
export function removePostings(lists: Map<string, PostingList>, id: number, terms: readonly string[]): void {
	for (const term of terms) {
		const list = lists.get(term);
		if (!list || !list.positions.has(id)) continue;
		deletePosting(list, id);
		if (list.size === 0) lists.delete(term);
	}
}
