/**
 * Scoring a keyword query against the index, in named steps (the formulas are in `./formulas.ts`):
 *
 * 1. `planSlots` (./slots.ts): each concept's slots and the query terms feeding them, with their IDF caps;
 * 2. `orderTerms` (./slots.ts): the terms in the order their posting lists are read, rare and strong first;
 * 3. `Accumulator.read`: every tool a term reaches gets a row of per-concept scores;
 * 4. `Accumulator.best`: rows folded per tool, combined into a score and a confidence, best kept.
 *
 * Reads the index's snapshot as plain data. A search touches only the tools that have one of its terms. Its scratch rows live in a
 * `ScoreScratch` (../index-snapshot.ts) kept between searches and released when a large query made it grow.
 */
import type { IndexedTool, IndexSnapshot, ScoreScratch } from "../index-snapshot.ts";
import type { RankedHit } from "./outcome.ts";
import type { QueryConcept } from "../words/concepts.ts";
import { compareNames } from "../rules/names.ts";
import type { Posting } from "./postings.ts";
import { combineScore, type FieldLengths, fieldEvidence, fieldScore, hitConfidence, idf, isLexical, PROFILE_MIN_CONCENTRATION, PROFILE_MIN_TOOLS, SCORING_IDF_FLOOR } from "./formulas.ts";
import { type OrderedTerm, orderTerms, planSlots, type QueryTerm, type SlotPlan } from "./slots.ts";

/**
 * Scratch rows kept between searches, in numbers: about 1 MB, what an ordinary query over a large
 * catalog needs. A query that needed more gives its rows back when it is done.
 */
const KEPT_SCRATCH_NUMBERS = 131_072;

/** Makes room in the scratch for tool ids below `capacity`; rows of new ids start unassigned. */
function reserveIds(scratch: ScoreScratch, capacity: number): Int32Array {
	if (scratch.rowOf.length < capacity) {
		const grown = new Int32Array(Math.max(64, capacity * 2)).fill(-1);
		grown.set(scratch.rowOf);
		scratch.rowOf = grown;
	}
	return scratch.rowOf;
}

/** Gives back rows a large query made grow past {@link KEPT_SCRATCH_NUMBERS}. */
function releaseRows(scratch: ScoreScratch): void {
	if (scratch.rows.length > KEPT_SCRATCH_NUMBERS) scratch.rows = new Float64Array(0);
}

/**
 * A tool scored for a query: the hit a search answers with (`RankedHit`), and its score concept by
 * concept, which only `explain` (../search.ts) reads.
 */
export interface ScoredTool extends RankedHit {
	readonly conceptScores: readonly number[];
}

/** The best tools for a query, or the required concepts no tool has. */
export interface ScoredConcepts {
	readonly missingRequired: string[];
	readonly tools: ScoredTool[];
}

/** Where a row keeps each number: see {@link Accumulator}. */
interface RowLayout {
	/** Per slot, its phrase column, or -1 for a slot of one term. */
	readonly multiIndex: Int32Array;
	readonly multiCount: number;
	/** Numbers per row: per concept its best score and evidence, per phrase slot the same, then the lift flags. */
	readonly width: number;
	/** Column of the first lift flag; `width` is larger only when some concept can be lifted. */
	readonly liftBase: number;
}

function rowLayout(plan: SlotPlan, concepts: number): RowLayout {
	const slots = plan.slotConcept.length;
	const multiIndex = new Int32Array(slots).fill(-1);
	let multiCount = 0;
	for (let s = 0; s < slots; s++) if ((plan.slotSize[s] ?? 1) > 1) multiIndex[s] = multiCount++;
	const liftBase = concepts * 2 + multiCount * 2;
	const width = liftBase + (plan.conceptLift.some((lift) => lift !== 1) ? concepts : 0);
	return { multiIndex, multiCount, width, liftBase };
}

/** A tool's concept scores after folding its phrase slots in. */
interface Folded {
	readonly score: Float64Array;
	readonly evidence: Float64Array;
	readonly lifted: Uint8Array;
}

/**
 * The per-tool rows of one search: for every tool a query term reaches, each concept's best score
 * and evidence, each phrase slot's sum, and, when a concept is a qualifier, whether its best score
 * came from the tool's name (then it counts fully). Rows are handed out in the order tools are
 * first reached.
 */
class Accumulator {
	readonly touched: number[] = [];
	readonly nameHits: number[] = [];
	private rows: Float64Array;
	private readonly rowOf: Int32Array;
	private readonly layout: RowLayout;
	private readonly averages: FieldLengths;
	private readonly folded: Folded;
	private readonly snapshot: IndexSnapshot;
	private readonly scratch: ScoreScratch;
	private readonly plan: SlotPlan;
	private readonly concepts: readonly QueryConcept[];
	/** Whether matches in the hints the user's model wrote count (see `scoreConcepts`). */
	private readonly withMeaning: boolean;

	constructor(snapshot: IndexSnapshot, plan: SlotPlan, concepts: readonly QueryConcept[], withMeaning: boolean) {
		this.withMeaning = withMeaning;
		this.snapshot = snapshot;
		this.scratch = snapshot.scratch;
		this.plan = plan;
		this.concepts = concepts;
		this.layout = rowLayout(plan, concepts.length);
		this.rowOf = reserveIds(this.scratch, snapshot.byId.length);
		this.rows = this.scratch.rows;
		this.averages = averagesOf(snapshot);
		const count = concepts.length;
		this.folded = { score: new Float64Array(count), evidence: new Float64Array(count), lifted: new Uint8Array(count) };
	}

	/** The row of a tool, handed out the first time the tool is reached. */
	private rowFor(id: number): number {
		const existing = this.rowOf[id] ?? -1;
		if (existing >= 0) return existing;
		const row = this.touched.length;
		this.rowOf[id] = row;
		this.touched.push(id);
		this.nameHits.push(0);
		const { width } = this.layout;
		const end = (row + 1) * width;
		if (end > this.rows.length) {
			const grown = new Float64Array(Math.max(end, this.rows.length * 2, 4096));
			grown.set(this.rows);
			this.rows = grown;
		}
		this.rows.fill(0, row * width, end);
		return row;
	}

	/** Adds one term's match in one tool to the tool's row. */
	visit(queryTerm: QueryTerm, termIdf: number, entry: IndexedTool, posting: Posting): void {
		if (!this.withMeaning && onlyMeaning(posting)) return;
		const row = this.rowFor(entry.id);
		const { slotCap, slotConcept, slotLift } = this.plan;
		const { multiIndex, width, liftBase } = this.layout;
		const rows = this.rows;
		const score = fieldScore(posting, entry.analyzed.lengths, this.averages, this.withMeaning);
		const strength = fieldEvidence(posting, this.withMeaning);
		const inName = posting.name > 0;
		if (inName) this.nameHits[row] = (this.nameHits[row] ?? 0) + 1;
		const base = row * width;
		for (let k = 0; k < queryTerm.slots.length; k++) {
			const slot = queryTerm.slots[k] ?? 0;
			const weight = (queryTerm.weights[k] ?? 0) * Math.min(termIdf, slotCap[slot] ?? termIdf) * (inName ? (slotLift[slot] ?? 1) : 1);
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
				const at = base + this.concepts.length * 2 + multi * 2;
				rows[at] = (rows[at] ?? 0) + weight * score;
				rows[at + 1] = (rows[at + 1] ?? 0) + weight * strength;
			}
		}
	}

	/** A weak term: adds only to tools already reached, looking them up when they are fewer than its list. */
	private readReached(item: OrderedTerm, termIdf: number): void {
		const { queryTerm, list } = item;
		const touched = this.touched;
		const byId = this.snapshot.byId;
		if (touched.length < item.documents) {
			for (let row = 0, rows = touched.length; row < rows; row++) {
				const id = touched[row] ?? -1;
				const at = list.positions.get(id);
				const posting = at === undefined ? undefined : list.items[at];
				const entry = byId[id];
				if (posting && entry) this.visit(queryTerm, termIdf, entry, posting);
			}
			return;
		}
		const { ids, items } = list;
		for (let at = 0; at < ids.length; at++) {
			const id = ids[at] ?? -1;
			const entry = byId[id];
			if (entry && (this.rowOf[id] ?? -1) >= 0) this.visit(queryTerm, termIdf, entry, items[at] as Posting);
		}
	}

	/** A strong term: every tool that has it, and every tool of a namespace the term describes. */
	private readAll(item: OrderedTerm, termIdf: number, only: ReadonlySet<string> | undefined): void {
		const { queryTerm, list } = item;
		const snapshot = this.snapshot;
		const profiles = profilesOf(snapshot, queryTerm.term, item.documents);
		const { ids, items } = list;
		for (let at = 0; at < ids.length; at++) {
			const entry = snapshot.byId[ids[at] ?? -1];
			if (!entry || (only && !only.has(entry.name))) continue;
			const posting = items[at] as Posting;
			const profile = profiles === undefined || entry.namespaceKey === undefined ? undefined : profiles.get(entry.namespaceKey);
			this.visit(queryTerm, termIdf, entry, profile === undefined ? posting : { ...posting, profile });
		}
		if (!profiles) return;
		for (const [key, profile] of profiles) {
			for (const name of snapshot.namespaces.get(key)?.names ?? []) {
				const entry = snapshot.byName.get(name);
				if (!entry || list.positions.has(entry.id) || (only && !only.has(entry.name))) continue;
				this.visit(queryTerm, termIdf, entry, profileOnly(profile));
			}
		}
	}

	/** Reads every ordered term's posting list into the rows. */
	read(ordered: readonly OrderedTerm[], limit: number, only: ReadonlySet<string> | undefined): void {
		for (const item of ordered) {
			const termIdf = Math.max(idf(item.documents, this.snapshot.size), SCORING_IDF_FLOOR);
			if (item.weak && this.touched.length >= limit) this.readReached(item, termIdf);
			else this.readAll(item, termIdf, only);
		}
		this.scratch.rows = this.rows;
	}

	/** Folds a row's phrase slots into its concepts; false when it misses a required concept. */
	private fold(row: number): boolean {
		const { score, evidence, lifted } = this.folded;
		const { multiIndex, multiCount, width, liftBase } = this.layout;
		const rows = this.rows;
		const count = this.concepts.length;
		const base = row * width;
		for (let c = 0; c < count; c++) {
			score[c] = rows[base + c * 2] ?? 0;
			evidence[c] = rows[base + c * 2 + 1] ?? 0;
			lifted[c] = width > liftBase && rows[base + liftBase + c] === 1 ? 1 : 0;
		}
		if (multiCount > 0) {
			for (let s = 0; s < multiIndex.length; s++) {
				const multi = multiIndex[s] ?? -1;
				if (multi < 0) continue;
				const at = base + count * 2 + multi * 2;
				const c = this.plan.slotConcept[s] ?? 0;
				if ((rows[at] ?? 0) > (score[c] ?? 0)) {
					score[c] = rows[at] ?? 0;
					evidence[c] = rows[at + 1] ?? 0;
					lifted[c] = 0;
				}
			}
		}
		for (let c = 0; c < count; c++) if ((score[c] ?? 0) <= 0 && this.concepts[c]?.required) return false;
		return true;
	}

	/** The last row {@link rate} rated: one object for every row, since most rows never reach the best. */
	private readonly rated = { score: 0, confidence: 0, coverage: 0 };

	/** Rates a folded row into {@link rated} (see `combineScore` and `hitConfidence`); false without a match. */
	private rate(row: number, entry: IndexedTool, totalIdf: number, unknownIdf: number): boolean {
		const { score, evidence, lifted } = this.folded;
		let sum = 0;
		let covered = 0;
		let confidence = 0;
		let total = totalIdf;
		for (let c = 0; c < this.concepts.length; c++) {
			const value = score[c] ?? 0;
			if (value <= 0) continue;
			sum += value;
			let information = this.plan.conceptIdf[c] ?? 0;
			if (lifted[c] === 1) {
				// A qualifier in the tool's name is what the query is about: it counts in full.
				const full = information * (this.plan.conceptLift[c] ?? 1);
				total += full - information;
				information = full;
			}
			covered += information;
			confidence += Math.min(evidence[c] ?? 0, information);
		}
		if (sum <= 0) return false;
		const words = entry.analyzed.coverageWords;
		const nameCovered = words > 0 ? Math.min(1, (this.nameHits[row] ?? 0) / words) : 0;
		this.rated.score = combineScore(sum, covered / total, nameCovered);
		this.rated.confidence = hitConfidence(confidence / total, covered);
		this.rated.coverage = covered / (total + unknownIdf);
		return true;
	}

	/** The best `limit` tools, best first, ties by name; the rows' tools are released. */
	best(limit: number, totalIdf: number, unknownIdf: number): ScoredTool[] {
		const top: { row: number; name: string; score: number; confidence: number; coverage: number }[] = [];
		const rated = this.rated;
		for (let row = 0; row < this.touched.length; row++) {
			const entry = this.snapshot.byId[this.touched[row] ?? -1];
			if (!entry || !this.fold(row) || !this.rate(row, entry, totalIdf, unknownIdf)) continue;
			const last = top.length >= limit ? top[top.length - 1] : undefined;
			// Most rows rank below a full list's last: they are dropped before any object is made for them.
			if (last !== undefined && !ranksBefore(rated.score, entry.name, last)) continue;
			insertTop(top, { row, name: entry.name, score: rated.score, confidence: rated.confidence, coverage: rated.coverage }, limit);
		}
		const tools = top.map((hit): ScoredTool => {
			this.fold(hit.row);
			const scores = this.folded.score;
			return {
				name: hit.name,
				score: hit.score,
				confidence: hit.confidence,
				coverage: hit.coverage,
				matched: this.concepts.filter((_, c) => (scores[c] ?? 0) > 0).map((concept) => concept.label),
				conceptScores: Array.from(scores),
			};
		});
		for (const id of this.touched) this.rowOf[id] = -1;
		return tools;
	}
}

/** Whether a posting counts in no field but the model's hints (and no namespace profile). */
function onlyMeaning(posting: Posting): boolean {
	return !isLexical(posting);
}

/** A posting of a term in no field, for tools a term reaches only through their namespace's profile. */
function profileOnly(profile: number): Posting {
	return { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0, profile };
}

/** Average field lengths over the tools (the hints' over the tools that have hints). */
function averagesOf(snapshot: IndexSnapshot): FieldLengths {
	const n = snapshot.size;
	const totals = snapshot.totalLengths;
	return { hint: totals.hint / n, meaning: totals.meaning / Math.max(1, snapshot.meaningTools), description: totals.description / n, parameters: totals.parameters / n };
}

/**
 * Namespaces a term describes, with the share of the term's tools that are theirs: at least
 * `PROFILE_MIN_TOOLS` tools, and `PROFILE_MIN_CONCENTRATION` of the `documents` having the term
 * (see `FieldCounts.profile` in ./formulas.ts).
 */
function profilesOf(snapshot: IndexSnapshot, term: string, documents: number): Map<string, number> | undefined {
	const counts = snapshot.namespaceTerms.get(term);
	if (!counts || documents === 0) return undefined;
	let out: Map<string, number> | undefined;
	for (const [key, count] of counts) {
		if (count < PROFILE_MIN_TOOLS || count / documents < PROFILE_MIN_CONCENTRATION) continue;
		(out ??= new Map()).set(key, Math.min(1, count / documents));
	}
	return out;
}

/**
 * Scores every tool that has a query term (see the module comment) and keeps the best `limit`,
 * best first. With `only`, scores just those tools. Tools missing a required concept are left
 * out; when no tool has a required concept at all, says which. `withMeaning` false scores as if no
 * tool had hints from the user's model (a term's document frequency counts only the tools whose
 * own text has it, and hint-only postings are skipped): the lexical pass `../cut.ts` weighs them against.
 */
export function scoreConcepts(snapshot: IndexSnapshot, concepts: readonly QueryConcept[], limit: number, only?: ReadonlySet<string>, withMeaning = true): ScoredConcepts {
	const none: ScoredConcepts = { missingRequired: [], tools: [] };
	if (concepts.length === 0 || snapshot.size === 0) return none;
	const plan = planSlots(snapshot, concepts, withMeaning);
	const missingRequired = concepts.filter((concept, c) => concept.required && (plan.conceptIdf[c] ?? 0) === 0).map((concept) => concept.label);
	if (missingRequired.length > 0) return { missingRequired, tools: [] };
	const totalIdf = plan.conceptIdf.reduce((sum, value) => sum + value, 0);
	if (totalIdf === 0) return none;
	const accumulator = new Accumulator(snapshot, plan, concepts, withMeaning);
	accumulator.read(orderTerms(snapshot, plan, withMeaning), limit, only);
	// For coverage, a word no tool knows counts as much as a word one tool has: a tool that matches
	// the rest of "list parrots" does not cover the request.
	const unknownIdf = plan.conceptIdf.filter((value) => value === 0).length * idf(1, snapshot.size);
	const tools = accumulator.best(limit, totalIdf, unknownIdf);
	releaseRows(snapshot.scratch);
	return { missingRequired: [], tools };
}

/** Whether a hit of `score` and `name` ranks before hit `b`: higher score first, ties by name. */
function ranksBefore(score: number, name: string, b: { score: number; name: string }): boolean {
	return score > b.score || (score === b.score && compareNames(name, b.name) < 0);
}

/** Inserts a hit into a best-first list kept at most `limit` long. */
function insertTop<T extends { score: number; name: string }>(list: T[], hit: T, limit: number): void {
	if (list.length >= limit) {
		const last = list[list.length - 1];
		if (last && !ranksBefore(hit.score, hit.name, last)) return;
	}
	let at = list.length;
	while (at > 0 && ranksBefore(hit.score, hit.name, list[at - 1] as T)) at--;
	list.splice(at, 0, hit);
	if (list.length > limit) list.pop();
}
