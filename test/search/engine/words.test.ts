import { describe, expect, it } from "vitest";
import { queryConcepts } from "../../../src/search/engine/words/concepts.ts";
import { ABBREVIATION_DATA, ZH_EN_DATA } from "../../../src/search/engine/words/data/word-table.ts";
import { STOP_WORDS, stem } from "../../../src/search/engine/words/tokenize.ts";
import { ABBREVIATIONS, LOOSE_SYNONYM_WEIGHT, STRONG_SYNONYM_WEIGHT, SYNONYM_GROUPS, ZH_EN } from "../../../src/search/engine/words/words.ts";

/** The alternatives of the one concept of a one-word query, term to weight. */
function alternatives(word: string): Map<string, number> {
	const [concept] = queryConcepts({ required: [], optional: [word] });
	return new Map((concept?.slots ?? []).flatMap((slot) => slot.terms.map((t) => [t.term, t.weight] as const)));
}

/**
 * Stop words two tuned groups have always held (`list ... all`, `location ... where`): they never
 * match, since `src/search/engine/words/tokenize.ts` drops them from tool texts and queries alike, and are kept so the
 * search reads exactly what it read before the tables were one.
 */
const STOP_WORDS_IN_GROUPS = new Map([
	["list", "all"],
	["location", "where"],
]);

describe("the word table", () => {
	it("holds only words the search can match: plain lowercase words that are not stop words, in groups of two or more", () => {
		for (const group of SYNONYM_GROUPS) {
			expect(group.words.length).toBeGreaterThanOrEqual(2);
			for (const word of group.words) {
				expect(word).toMatch(/^[a-z0-9]+$/);
				if (STOP_WORDS_IN_GROUPS.get(group.words[0] ?? "") !== word) expect(STOP_WORDS.has(word), word).toBe(false);
			}
		}
		for (const [word] of ZH_EN) expect(word).toMatch(/^\p{Script=Han}+$/u);
	});

	it("has the general vocabulary merged into its one table of each kind", () => {
		// The general vocabulary alone had 549 groups; these abbreviations and Chinese words were its only.
		expect(SYNONYM_GROUPS.length).toBeGreaterThan(549);
		for (const short of ["repos", "dbs", "kube", "config", "todos"]) expect(ABBREVIATIONS.has(short)).toBe(true);
		for (const word of ["去掉", "销毁"]) expect(ZH_EN.has(word)).toBe(true);
	});

	it("has one entry per abbreviation and per Chinese word, so no entry of the data is shadowed by a later one", () => {
		expect(ABBREVIATIONS.size).toBe(ABBREVIATION_DATA.length);
		expect(ZH_EN.size).toBe(ZH_EN_DATA.length);
	});

	it("has no two synonym groups with the same words, in whatever order: one group, at one weight", () => {
		const seen = new Map<string, readonly string[]>();
		for (const group of SYNONYM_GROUPS) {
			const words = [...new Set(group.words)].sort().join(" ");
			expect(seen.get(words), group.words.join(" ")).toBeUndefined();
			seen.set(words, group.words);
		}
		expect(seen.size).toBe(SYNONYM_GROUPS.length);
	});

	it("weighs every group on the one scale: a tenth from 0.3 to 0.9, below the word itself", () => {
		for (const group of SYNONYM_GROUPS) {
			expect(group.weight, group.words.join(" ")).toBeGreaterThanOrEqual(0.3);
			expect(group.weight, group.words.join(" ")).toBeLessThanOrEqual(0.9);
			expect(Math.round(group.weight * 10) / 10, group.words.join(" ")).toBe(group.weight);
		}
	});

	it("weighs a strong group's words above a loose group's", () => {
		expect(STRONG_SYNONYM_WEIGHT).toBeGreaterThan(LOOSE_SYNONYM_WEIGHT);
		// `trash` meets `delete` only in a strong group, `wipe` meets `purge` only in a loose one.
		expect(alternatives("trash").get("delet")).toBe(STRONG_SYNONYM_WEIGHT);
		expect(alternatives("wipe").get("purg")).toBe(LOOSE_SYNONYM_WEIGHT);
	});

	it("keeps both former tables' translations of a Chinese word, the tuned table's first", () => {
		const own = "create|add|new";
		expect(ZH_EN.get("创建")?.startsWith(own)).toBe(true);
		expect(new Set(ZH_EN.get("创建")?.split("|")).size).toBe(ZH_EN.get("创建")?.split("|").length);
	});

	it("reads a Chinese action word with its translations' synonyms, as the English word is read, but not a Chinese noun or a required word", () => {
		const english = alternatives("create");
		const chinese = alternatives("新建");
		// The translations themselves at full weight, and every synonym English "create" has.
		for (const [term, weight] of english) if (weight < 1) expect(chinese.get(term), term).toBeGreaterThanOrEqual(weight);
		expect(chinese.get(stem("make"))).toBeGreaterThan(0);
		// A noun keeps its translation only.
		expect([...alternatives("分支").keys()].filter((term) => !/\p{Script=Han}/u.test(term))).toEqual(["branch"]);
		const [required] = queryConcepts({ required: ["新建"], optional: [] });
		const requiredTerms = new Set((required?.slots ?? []).flatMap((slot) => slot.terms.map((t) => t.term)));
		expect(requiredTerms.has(stem("make"))).toBe(false);
	});

	it("reads a Chinese time word as a qualifier, as the English word is read", () => {
		const [english] = queryConcepts({ required: [], optional: ["tomorrow"] });
		const [chinese] = queryConcepts({ required: [], optional: ["明天"] });
		expect(english?.qualifier).toBeDefined();
		expect(chinese?.qualifier).toBe(english?.qualifier);
		const [noun] = queryConcepts({ required: [], optional: ["天气"] });
		expect(noun?.qualifier).toBeUndefined();
	});
});
