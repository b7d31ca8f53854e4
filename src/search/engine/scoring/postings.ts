/**
 * Posting lists: for each index term, the tools that have it and how often, by field.
 *
 * Document frequencies are the sizes of the lists, so adding or removing a tool updates them in
 * proportion to that tool's own terms; nothing is ever rebuilt.
 */
import type { AnalyzedTool } from "./analyze.ts";
import type { FieldCounts } from "./rank.ts";

/** One tool in one posting list: the term's counts in each of its fields. */
export type Posting = FieldCounts;

/** Whether a posting counts in a field of the tool's own text (any field but the hints the user's model wrote). */
export function isLexical(posting: Posting): boolean {
	return posting.name > 0 || posting.namespace > 0 || posting.hint > 0 || posting.description > 0 || posting.parameters > 0 || (posting.profile ?? 0) > 0;
}

/** A posting of a term in no field, for tools a term reaches only through their namespace's profile. */
export function profileOnly(profile: number): Posting {
	return { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0, profile };
}

/**
 * The tools having one term, with their field counts: arrays to scan fast, and each tool's
 * position to add, find and remove one in constant time (removal moves the last entry into the gap).
 */
export class PostingList {
	readonly ids: number[] = [];
	readonly items: Posting[] = [];
	private readonly positions = new Map<number, number>();
	private lexical = 0;

	get size(): number {
		return this.ids.length;
	}

	/** The tools that have the term in their own text, not only in the model's hints: its document frequency for a search without them. */
	get lexicalSize(): number {
		return this.lexical;
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
		this.lexical += Number(isLexical(posting));
		if (at !== undefined) {
			this.lexical -= Number(isLexical(this.items[at] as Posting));
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
		this.lexical -= Number(isLexical(this.items[at] as Posting));
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

/** Every term's posting list. */
export class Postings {
	private readonly lists = new Map<string, PostingList>();

	/** The tools having `term`, or undefined when none has it. */
	get(term: string): PostingList | undefined {
		return this.lists.get(term);
	}

	has(term: string): boolean {
		return this.lists.has(term);
	}

	/** How many tools have `term` (its document frequency). */
	frequency(term: string): number {
		return this.lists.get(term)?.size ?? 0;
	}

	/** Adds tool `id` under each of its terms; returns the terms, for {@link remove}. */
	add(id: number, postings: ReadonlyMap<string, Posting>): string[] {
		for (const [term, entry] of postings) {
			let list = this.lists.get(term);
			if (!list) this.lists.set(term, (list = new PostingList()));
			list.set(id, entry);
		}
		return [...postings.keys()];
	}

	/** Takes tool `id` out of the lists of `terms`, dropping lists left empty. */
	remove(id: number, terms: readonly string[]): void {
		for (const term of terms) {
			const list = this.lists.get(term);
			if (!list || !list.has(id)) continue;
			list.delete(id);
			if (list.size === 0) this.lists.delete(term);
		}
	}
}
