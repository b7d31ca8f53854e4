import { describe, expect, it } from "vitest";
import { queryConcepts } from "../../src/search/engine/concepts.ts";
import { ABBREVIATIONS, LOOSE_SYNONYM_WEIGHT, STRONG_SYNONYM_WEIGHT, SYNONYM_GROUPS, ZH_EN } from "../../src/search/engine/lexicon.ts";
import { STOP_WORDS } from "../../src/search/engine/tokenize.ts";
import { GENERAL_ABBREVIATIONS, GENERAL_SYNONYM_GROUPS, GENERAL_ZH_EN } from "../../src/search/engine/vocabulary.ts";

/** The alternatives of the one concept of a one-word query, term to weight. */
function alternatives(word: string): Map<string, number> {
	const [concept] = queryConcepts({ required: [], optional: [word] });
	return new Map((concept?.slots ?? []).flatMap((slot) => slot.terms.map((t) => [t.term, t.weight] as const)));
}

describe("the general vocabulary", () => {
	it("holds only words the search can match: plain lowercase words that are not stop words, in groups of two or more", () => {
		for (const group of GENERAL_SYNONYM_GROUPS) {
			expect(group.words.length).toBeGreaterThanOrEqual(2);
			for (const word of group.words) {
				expect(word).toMatch(/^[a-z0-9]+$/);
				expect(STOP_WORDS.has(word)).toBe(false);
			}
		}
		for (const [word] of GENERAL_ZH_EN) expect(word).toMatch(/^\p{Script=Han}+$/u);
	});

	it("is merged into the lexicon's one table of each kind", () => {
		expect(SYNONYM_GROUPS.length).toBeGreaterThan(GENERAL_SYNONYM_GROUPS.length);
		for (const [short] of GENERAL_ABBREVIATIONS) expect(ABBREVIATIONS.has(short)).toBe(true);
		for (const [word] of GENERAL_ZH_EN) expect(ZH_EN.has(word)).toBe(true);
	});

	it("weighs a strong group's words above a loose group's", () => {
		expect(STRONG_SYNONYM_WEIGHT).toBeGreaterThan(LOOSE_SYNONYM_WEIGHT);
		// `trash` meets `delete` only in a strong group, `wipe` meets `purge` only in a loose one.
		expect(alternatives("trash").get("delet")).toBe(STRONG_SYNONYM_WEIGHT);
		expect(alternatives("wipe").get("purg")).toBe(LOOSE_SYNONYM_WEIGHT);
	});

	it("keeps both tables' translations of a Chinese word, the lexicon's first", () => {
		const own = "create|add|new";
		expect(ZH_EN.get("创建")?.startsWith(own)).toBe(true);
		expect(new Set(ZH_EN.get("创建")?.split("|")).size).toBe(ZH_EN.get("创建")?.split("|").length);
	});
});
