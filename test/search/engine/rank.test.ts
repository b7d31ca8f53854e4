import { describe, expect, it } from "vitest";
import { combineScore, EVIDENCE, fieldEvidence, FULL_CONFIDENCE_INFORMATION, fieldScore, hitConfidence, idf, saturate } from "../../../src/search/engine/scoring/formulas.ts";
import {
	CALL_SCORE_RATIO,
	LOAD_CONFIDENCE_FLOOR,
	LOAD_COVERAGE_FLOOR,
	LOAD_TOKEN_BUDGET,
	MAX_CALLABLE,
	MAX_DECLARED,
	NAME_COVERAGE_FLOOR,
	offAction,
	splitHits,
	splitLoad,
} from "../../../src/search/engine/cut.ts";
import { editDistance, nameSimilarity } from "../../../src/search/engine/name-lookup.ts";
import { isActionConcept, queryConcepts } from "../../../src/search/engine/words/concepts.ts";

const zero = { name: 0, namespace: 0, hint: 0, description: 0, parameters: 0 };
const lengths = { hint: 4, meaning: 4, description: 20, parameters: 20 };

describe("idf", () => {
	it("is higher for rarer terms and zero for unknown ones", () => {
		expect(idf(1, 1000)).toBeGreaterThan(idf(10, 1000));
		expect(idf(10, 1000)).toBeGreaterThan(idf(900, 1000));
		expect(idf(1000, 1000)).toBeGreaterThan(0);
		expect(idf(0, 1000)).toBe(0);
	});
});

describe("saturate", () => {
	it("grows with frequency but stays below 1", () => {
		expect(saturate(2, 20, 20)).toBeGreaterThan(saturate(1, 20, 20));
		expect(saturate(100, 20, 20)).toBeLessThan(1);
		expect(saturate(0, 20, 20)).toBe(0);
	});

	it("gives a mention in a longer text less", () => {
		expect(saturate(1, 200, 20)).toBeLessThan(saturate(1, 20, 20));
	});
});

describe("fieldScore", () => {
	it("ranks the fields name > namespace > hint > description > parameters, whatever the frequencies", () => {
		const name = fieldScore({ ...zero, name: 1 }, lengths, lengths);
		const namespace = fieldScore({ ...zero, namespace: 1 }, lengths, lengths);
		const weakestHint = fieldScore({ ...zero, hint: 1 }, { ...lengths, hint: 1000 }, lengths);
		const strongestHint = fieldScore({ ...zero, hint: 1000 }, { ...lengths, hint: 1 }, lengths);
		const strongestDescription = fieldScore({ ...zero, description: 1000 }, { ...lengths, description: 1 }, lengths);
		const weakestDescription = fieldScore({ ...zero, description: 1 }, { ...lengths, description: 1000 }, lengths);
		const strongestParameters = fieldScore({ ...zero, parameters: 1000 }, { ...lengths, parameters: 1 }, lengths);
		expect(name).toBeGreaterThan(namespace);
		expect(namespace).toBeGreaterThan(strongestHint);
		expect(weakestHint).toBeGreaterThan(strongestDescription);
		expect(weakestDescription).toBeGreaterThan(0);
		expect(strongestDescription).toBeGreaterThan(strongestParameters);
	});

	it("adds up the fields a term is in", () => {
		expect(fieldScore({ ...zero, name: 1, description: 1 }, lengths, lengths)).toBeGreaterThan(
			fieldScore({ ...zero, name: 1 }, lengths, lengths),
		);
	});
});

describe("fieldEvidence", () => {
	it("is full for name, namespace and hint, and less for description, parameters and namespace profile", () => {
		expect(fieldEvidence({ ...zero, name: 1 })).toBe(1);
		expect(fieldEvidence({ ...zero, hint: 2 })).toBe(1);
		expect(fieldEvidence({ ...zero, description: 3 })).toBe(EVIDENCE.description);
		expect(fieldEvidence({ ...zero, parameters: 3 })).toBe(EVIDENCE.parameters);
		expect(fieldEvidence({ ...zero, profile: 1 })).toBe(EVIDENCE.profile);
		expect(fieldEvidence(zero)).toBe(0);
	});
});

describe("combineScore", () => {
	it("scales a score down by the share of the query a tool misses", () => {
		expect(combineScore(10, 1, 0)).toBe(10);
		expect(combineScore(10, 0.5, 0)).toBeLessThan(5);
		// Breadth beats depth: half the score over the whole query beats all of it over a third.
		expect(combineScore(5, 1, 0)).toBeGreaterThan(combineScore(10, 1 / 3, 0));
	});

	it("scales a score up by the share of the tool's name the query covers", () => {
		expect(combineScore(10, 1, 1)).toBeGreaterThan(combineScore(10, 1, 0.5));
	});
});

describe("hitConfidence", () => {
	it("is the evidence share when the matched words are informative enough", () => {
		expect(hitConfidence(0.8, FULL_CONFIDENCE_INFORMATION * 2)).toBe(0.8);
	});

	it("is lower when only common words matched", () => {
		expect(hitConfidence(1, FULL_CONFIDENCE_INFORMATION / 2)).toBe(0.5);
	});
});

describe("splitLoad (the relevance floor)", () => {
	const hit = (score: number, confidence: number, tokens = 100, coverage = 1) => ({ score, confidence, tokens, coverage });

	it("loads nothing when the best hit is below the confidence floor", () => {
		expect(splitLoad([hit(10, LOAD_CONFIDENCE_FLOOR - 0.01)])).toBe(0);
	});

	it("loads nothing when the best hit matches less than half of the query's meaning, however confident", () => {
		expect(splitLoad([hit(10, 1, 100, LOAD_COVERAGE_FLOOR - 0.01)])).toBe(0);
		expect(splitLoad([hit(10, 1, 100, LOAD_COVERAGE_FLOOR)])).toBe(1);
	});

	it("loads confident hits close to the best one, at most MAX_DECLARED", () => {
		expect(splitLoad([hit(10, 0.9), hit(9.5, 0.9), hit(5, 0.9)])).toBe(2);
		expect(splitLoad(Array.from({ length: 10 }, () => hit(10, 0.9)))).toBe(MAX_DECLARED);
	});

	it("stops at the first hit below the floor", () => {
		expect(splitLoad([hit(10, 0.9), hit(10, 0.1), hit(10, 0.9)])).toBe(1);
	});

	it("keeps within the token budget", () => {
		expect(splitLoad([hit(10, 0.9, 600), hit(10, 0.9, 600)], 1000)).toBe(1);
		expect(splitLoad([hit(10, 0.9, 400), hit(10, 0.9, 400)], 1000)).toBe(2);
	});

	it("names a best hit whose schema alone exceeds the budget as a candidate instead of loading it", () => {
		expect(splitLoad([hit(10, 0.9, 5000), hit(10, 0.9, 100)], 1000)).toBe(0);
		expect(splitLoad([hit(10, 0.9, LOAD_TOKEN_BUDGET + 1)])).toBe(0);
		expect(splitLoad([hit(10, 0.9, LOAD_TOKEN_BUDGET)])).toBe(1);
	});

	it("has a default budget of 1000 estimated tokens", () => {
		expect(LOAD_TOKEN_BUDGET).toBe(1000);
	});

	it("loads nothing from no hits", () => {
		expect(splitLoad([])).toBe(0);
	});
});

describe("splitHits in call mode (the plausible runners-up callable)", () => {
	const hit = (name: string, score: number, confidence: number, coverage: number, tokens = 100) => ({ name, score, confidence, coverage, tokens });

	it("declare mode stays strict: a runner-up below the confidence floor is only named", () => {
		const hits = [hit("a", 10, 0.9, 1), hit("b", 6, 0.2, 0.8)];
		expect(splitHits(hits).load.map((h) => h.name)).toEqual(["a"]);
		expect(splitHits(hits).named.map((h) => h.name)).toEqual(["b"]);
	});

	it("call mode makes a runner-up callable when it scores within the ratio and covers the query", () => {
		const hits = [hit("a", 10, 0.9, 1), hit("b", 10 * CALL_SCORE_RATIO, 0.2, NAME_COVERAGE_FLOOR), hit("c", 4, 0.9, 1)];
		const split = splitHits(hits, undefined, "call");
		expect(split.load.map((h) => h.name)).toEqual(["a", "b"]);
		expect(split.named.map((h) => h.name)).toEqual(["c"]);
	});

	it("call mode skips a runner-up that covers too little of the query, and keeps the order", () => {
		const hits = [hit("a", 10, 0.3, 0.6), hit("b", 9, 0.5, NAME_COVERAGE_FLOOR - 0.01), hit("c", 8, 0.2, 0.9)];
		const split = splitHits(hits, undefined, "call");
		expect(split.load.map((h) => h.name)).toEqual(["a", "c"]);
		expect(split.named.map((h) => h.name)).toEqual(["b"]);
	});

	it("call mode adds nothing when the best hit is below the confidence floor", () => {
		expect(splitHits([hit("a", 10, 0.29, 1), hit("b", 9, 0.5, 1)], undefined, "call").load).toEqual([]);
	});

	it("call mode makes nothing callable when no hit covers the query, and never more than MAX_CALLABLE", () => {
		expect(splitHits([hit("a", 10, 1, 0.3), hit("b", 9, 1, 0.3)], undefined, "call").load).toEqual([]);
		const many = Array.from({ length: 8 }, (_, i) => hit(`t${i}`, 10, 0.3, 0.6));
		expect(splitHits(many, undefined, "call").load).toHaveLength(MAX_CALLABLE);
	});

	it("call mode keeps within the token budget", () => {
		const hits = [hit("a", 10, 0.3, 0.6, 600), hit("b", 10, 0.3, 0.6, 600), hit("c", 10, 0.3, 0.6, 300)];
		expect(splitHits(hits, 1000, "call").load.map((h) => h.name)).toEqual(["a", "c"]);
	});
});

describe("editDistance", () => {
	it("counts insertions, deletions, substitutions and transpositions", () => {
		expect(editDistance("create_issue", "create_issue", 3)).toBe(0);
		expect(editDistance("create_isue", "create_issue", 3)).toBe(1);
		expect(editDistance("craete_issue", "create_issue", 3)).toBe(1);
		expect(editDistance("kitten", "sitting", 5)).toBe(3);
	});

	it("stops early past the bound", () => {
		expect(editDistance("abcdefgh", "zzzzzzzz", 2)).toBe(3);
		expect(editDistance("a", "abcdefgh", 2)).toBe(3);
	});
});

describe("nameSimilarity", () => {
	it("finds typos and rearranged words", () => {
		const words = (name: string) => new Set(name.split(/_+/));
		const typo = nameSimilarity("create_isue", "create_issue", words("create_isue"), words("create_issue"));
		const rearranged = nameSimilarity("issue_create", "create_issue", words("issue_create"), words("create_issue"));
		const unrelated = nameSimilarity("send_email", "create_issue", words("send_email"), words("create_issue"));
		expect(typo).toBeGreaterThan(0.9);
		expect(rearranged).toBe(1);
		expect(unrelated).toBeLessThan(0.3);
	});
});

describe("action agreement (a hit that does another thing to the same object is never loaded)", () => {
	const hit = (name: string, score: number, off = false) => ({ name, score, confidence: 0.9, coverage: 1, tokens: 100, offAction: off });
	const actions = (query: string): string[] => queryConcepts({ required: [], optional: query.split(" ") }).filter(isActionConcept).map((concept) => concept.label);

	it("reads the request's action words, not looking verbs, inflected words or nouns", () => {
		expect(actions("rename the wiki page")).toEqual(["rename"]);
		expect(actions("删除 这个 分支")).toEqual(["删除"]);
		expect(actions("get rid of stale branches")).toEqual(["get rid of"]);
		expect(actions("show the pipelines started yesterday")).toEqual([]);
		expect(actions("find invoices")).toEqual([]);
	});

	it("a hit is off the action when it matches none of the query's action words", () => {
		expect(offAction(["rename"], ["wiki", "page"])).toBe(true);
		expect(offAction(["rename"], ["rename", "page"])).toBe(false);
		expect(offAction(["copy", "move"], ["move", "file"])).toBe(false);
		expect(offAction([], ["wiki"])).toBe(false);
	});

	it("declare mode names an off-action hit instead of loading it, and loads the others", () => {
		const split = splitHits([hit("list_pages", 10, true), hit("rename_page", 9)]);
		expect(split.load.map((h) => h.name)).toEqual(["rename_page"]);
		expect(split.named.map((h) => h.name)).toEqual(["list_pages"]);
	});

	it("call mode makes no off-action runner-up callable", () => {
		const split = splitHits([hit("rename_page", 10), hit("get_page", 9, true), hit("move_page", 6)], undefined, "call");
		expect(split.load.map((h) => h.name)).toEqual(["rename_page", "move_page"]);
		expect(split.named.map((h) => h.name)).toEqual(["get_page"]);
	});
});
