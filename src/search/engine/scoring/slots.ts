/**
 * The first two steps of scoring a keyword query (./score.ts runs the rest): which slots each
 * concept of the query has and which query terms feed them, with their IDF caps ({@link planSlots}),
 * and the order the terms' posting lists are read in, rare and strong first ({@link orderTerms}).
 * Both read the index's snapshot as plain data, for one pass: with the hints the user's model wrote,
 * or without them ({@link documentsOf}).
 */
import type { IndexSnapshot } from "../index-snapshot.ts";
import type { QueryConcept, SlotOrigin } from "../words/concepts.ts";
import type { PostingList } from "./postings.ts";
import { idf } from "./formulas.ts";

/** Weight of a derived form of a query word that some tool uses (`invitation` for `invite`). */
const DERIVED_WEIGHT = 0.7;
/** Weight of a server's name matched by its short form (`mongo` for `mongodb`): a server's own word, written short. */
const ALIAS_WEIGHT = 0.8;
/** Shortest short form of a server's name: `kube`; three letters match too many words. */
const ALIAS_MIN_CHARS = 4;
/** Least share of the server's word a short form must be: `mongo` of `mongodb`, not `post` of `postgres`… */
const ALIAS_MIN_SHARE = 0.5;
/**
 * …and a short form must be rare in the tools' own texts (at most this share of tools, or 3), so a
 * common word that happens to begin a server's name (`post`, `launch`) is not read as the server.
 */
const ALIAS_MAX_DOCUMENT_SHARE = 0.005;

/**
 * The namespace words a query word is the short form of: `mongo` → `mongodb`, `circle` →
 * `circleci`, `kube` → `kubernetes`. People name a server by its short name; the tools' texts
 * often never do. The word must begin the namespace word, be at least half of it and at least
 * {@link ALIAS_MIN_CHARS} long, be no namespace word itself, and be rare in the tools' texts.
 */
export function namespaceAliases(snapshot: IndexSnapshot, term: string, withMeaning: boolean): string[] {
	if (term.length < ALIAS_MIN_CHARS || snapshot.namespaceWords.has(term)) return [];
	const documents = documentsOf(snapshot.postings.get(term), withMeaning);
	if (documents > Math.max(3, ALIAS_MAX_DOCUMENT_SHARE * snapshot.size)) return [];
	const aliases: string[] = [];
	for (const word of snapshot.namespaceWords.keys()) {
		if (word.length > term.length && word.startsWith(term) && term.length >= ALIAS_MIN_SHARE * word.length) aliases.push(word);
	}
	return aliases;
}
/**
 * A query term that more than this share of all tools have only adds to tools a rarer term of the
 * query already reached: alone it cannot lift a tool into the results (its IDF is low), and
 * reaching every tool that has it would cost a long scan.
 */
const COMMON_TERM_SHARE = 0.1;
/** Likewise a query term whose weight times IDF is below this share of the query's strongest term's. */
const WEAK_TERM_SHARE = 0.25;
/**
 * How many tools a pass counts as having a term (its document frequency): all that have it, or,
 * for the pass without the model's hints, those whose own text has it, so that a term only hints
 * have is a word no tool knows, exactly as before any tool had hints. 0 when none has it.
 */
function documentsOf(list: PostingList | undefined, withMeaning: boolean): number {
	return list === undefined ? 0 : withMeaning ? list.size : list.lexicalSize;
}

/** A term of one query with the slots it feeds. */
export interface QueryTerm {
	readonly term: string;
	readonly slots: number[];
	readonly weights: number[];
}

/** The slots of a query's concepts and the terms that feed them. */
export interface SlotPlan {
	/** Per slot: its concept, its number of terms, the IDF cap of its terms, the lift of a match in a name. */
	readonly slotConcept: number[];
	readonly slotSize: number[];
	readonly slotCap: number[];
	readonly slotLift: number[];
	readonly queryTerms: Map<string, QueryTerm>;
	/** Per concept: the most IDF one of its slots can match, and the lift of a qualifier in a name. */
	readonly conceptIdf: number[];
	readonly conceptLift: number[];
}

/** What planning reads: the index and the pass. */
interface Reading {
	readonly snapshot: IndexSnapshot;
	readonly withMeaning: boolean;
}

/** A term's document frequency in the pass. */
function documents(reading: Reading, term: string): number {
	return documentsOf(reading.snapshot.postings.get(term), reading.withMeaning);
}

function addSlot(
	plan: SlotPlan,
	reading: Reading,
	concept: number,
	terms: readonly { term: string; weight: number }[],
	origin: SlotOrigin,
	primaryIdf: number,
	lift: number,
): void {
	const id = plan.slotConcept.length;
	const cap = origin === "word" || origin === "joined" ? Number.POSITIVE_INFINITY : primaryIdf;
	plan.slotConcept.push(concept);
	plan.slotSize.push(terms.length);
	plan.slotCap.push(cap);
	plan.slotLift.push(lift);
	let information = 0;
	for (const { term, weight } of terms) {
		let entry = plan.queryTerms.get(term);
		if (!entry) plan.queryTerms.set(term, (entry = { term, slots: [], weights: [] }));
		entry.slots.push(id);
		entry.weights.push(weight);
		information += weight * Math.min(idf(documents(reading, term), reading.snapshot.size), cap);
	}
	plan.conceptIdf[concept] = Math.max(plan.conceptIdf[concept] ?? 0, information);
}

/**
 * Slots and the terms feeding them. An expansion of a word (a synonym, translation, abbreviation or
 * derived form) counts with the lesser of its own IDF and the word's, so it never outranks the word
 * the user wrote; a word no tool has counts as one that one tool has. A word that names a server is
 * never a mere qualifier (`Monday` the board tool, not the day), and a word that usually only
 * qualifies a request counts fully again in a tool whose name has it.
 */
export function planSlots(snapshot: IndexSnapshot, concepts: readonly QueryConcept[], withMeaning: boolean): SlotPlan {
	const reading: Reading = { snapshot, withMeaning };
	const plan: SlotPlan = {
		slotConcept: [],
		slotSize: [],
		slotCap: [],
		slotLift: [],
		queryTerms: new Map(),
		conceptIdf: new Array<number>(concepts.length).fill(0),
		conceptLift: new Array<number>(concepts.length).fill(1),
	};
	const primaries = new Set(concepts.map((concept) => concept.slots[0]?.terms[0]?.term ?? ""));
	const alternatives = new Set(concepts.flatMap((concept) => concept.slots.flatMap((slot) => slot.terms.map((t) => t.term))));
	concepts.forEach((concept, c) => {
		const primary = concept.slots[0]?.terms;
		const primaryIdf = Math.max(0, ...(primary ?? []).map((t) => idf(Math.max(1, documents(reading, t.term)), snapshot.size)));
		const first = primary?.[0];
		const lift = first && first.weight < 1 && snapshot.namespaceWords.has(first.term) ? 1 / first.weight : 1;
		const nameLift = concept.qualifier !== undefined && concept.qualifier > 0 && lift === 1 ? 1 / concept.qualifier : 1;
		plan.conceptLift[c] = nameLift;
		for (const slot of concept.slots) {
			const terms = lift === 1 ? slot.terms : slot.terms.map((t) => ({ term: t.term, weight: t.weight * lift }));
			addSlot(plan, reading, c, terms, slot.origin, primaryIdf, nameLift);
		}
		if (primary?.length !== 1 || first === undefined) return;
		for (const alias of namespaceAliases(snapshot, first.term, withMeaning)) {
			if (!alternatives.has(alias)) addSlot(plan, reading, c, [{ term: alias, weight: ALIAS_WEIGHT * first.weight }], "abbreviation", primaryIdf, nameLift);
		}
		for (const form of concept.derived ?? []) {
			if (alternatives.has(form) || primaries.has(form) || documents(reading, form) === 0) continue;
			addSlot(plan, reading, c, [{ term: form, weight: DERIVED_WEIGHT * first.weight }], "derived", primaryIdf, nameLift);
		}
	});
	return plan;
}

/** A query term with its posting list, ready to be read. */
export interface OrderedTerm {
	readonly queryTerm: QueryTerm;
	readonly list: PostingList;
	/** Its document frequency in the pass (see {@link documentsOf}). */
	readonly documents: number;
	/** Whether it only adds to tools a stronger term reached (see {@link COMMON_TERM_SHARE}). */
	readonly weak: boolean;
}

/**
 * The query's terms that some tool has, in reading order: terms that can lift a tool into the
 * results first, rarest first; then weak terms (see {@link COMMON_TERM_SHARE},
 * {@link WEAK_TERM_SHARE}), which only add to tools already reached unless too few were.
 */
export function orderTerms(snapshot: IndexSnapshot, plan: SlotPlan, withMeaning: boolean): OrderedTerm[] {
	const n = snapshot.size;
	const strength = (queryTerm: QueryTerm, size: number): number => {
		const own = idf(size, n);
		let best = 0;
		for (let k = 0; k < queryTerm.slots.length; k++) {
			const slot = queryTerm.slots[k] ?? 0;
			best = Math.max(best, (queryTerm.weights[k] ?? 0) * Math.min(own, plan.slotCap[slot] ?? own));
		}
		return best;
	};
	const found: { queryTerm: QueryTerm; list: PostingList; documents: number; strength: number }[] = [];
	for (const queryTerm of plan.queryTerms.values()) {
		const list = snapshot.postings.get(queryTerm.term);
		const documents = documentsOf(list, withMeaning);
		if (list !== undefined && documents > 0) found.push({ queryTerm, list, documents, strength: strength(queryTerm, documents) });
	}
	let strongest = 0;
	for (const item of found) strongest = Math.max(strongest, item.strength);
	const ordered = found.map((item) => ({
		queryTerm: item.queryTerm,
		list: item.list,
		documents: item.documents,
		weak: item.documents > COMMON_TERM_SHARE * n || item.strength < WEAK_TERM_SHARE * strongest,
	}));
	return ordered.sort((a, b) => Number(a.weak) - Number(b.weak) || a.documents - b.documents);
}

