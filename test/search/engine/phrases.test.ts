/**
 * Everyday phrases read as a whole (`src/search/engine/words/phrases.ts`): where they are read, what they
 * stand for, that their words are never read alone, that the reading is linear, and what they do
 * to the ranking over the real catalogs of bench/corpus. The example requests are written here for
 * these tests.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ToolDoc } from "../../../src/search/engine/scoring/analyze.ts";
import { queryConcepts } from "../../../src/search/engine/words/concepts.ts";
import { PHRASE_DATA } from "../../../src/search/engine/words/data/word-table.ts";
import { findPhrases, MAX_PHRASE_GAP, MAX_PHRASE_WORDS, readPhrases } from "../../../src/search/engine/words/phrases.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";
import { meterScans, phrasalVerb } from "../../../src/search/engine/words/tokenize.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";
import { PHRASES } from "../../../src/search/engine/words/words.ts";

/** The phrases found in a text, as the data writes them. */
function phrasesIn(text: string): string[] {
	return findPhrases(text.split(" ")).map((match) => match.phrase.text);
}

/** Every term a query's concepts can match. */
function terms(query: string): Set<string> {
	const concepts = queryConcepts({ required: [], optional: query.split(" ") });
	return new Set(concepts.flatMap((concept) => concept.slots.flatMap((slot) => slot.terms.map((t) => t.term))));
}

describe("the phrase data", () => {
	it("holds phrases of two to five plain words, at most one `*`, inside and not before a last `in` or `on`", () => {
		expect(PHRASES.size).toBe(PHRASE_DATA.length);
		for (const [phrase, meanings] of PHRASES) {
			const words = phrase.split(" ");
			const plain = words.filter((word) => word !== "*");
			expect(plain.length, phrase).toBeGreaterThanOrEqual(2);
			expect(plain.length, phrase).toBeLessThanOrEqual(MAX_PHRASE_WORDS);
			for (const word of plain) expect(word, phrase).toMatch(/^[a-z]+$/);
			expect(words.length - plain.length, phrase).toBeLessThanOrEqual(1);
			expect(words[0], phrase).not.toBe("*");
			expect(words.at(-1), phrase).not.toBe("*");
			if (words.at(-2) === "*") expect(["in", "on"], phrase).not.toContain(words.at(-1));
			expect(phrasalVerb(plain[0] ?? "", plain[1] ?? "", true), phrase).toBeUndefined();
			for (const meaning of meanings.split("|")) expect(meaning, phrase).toMatch(/^[a-z]+(?: [a-z]+)*$/);
		}
	});
});

describe("reading phrases", () => {
	it("reads a phrase where its words stand together, in order, in any inflection", () => {
		expect(phrasesIn("get rid of the old branches")).toEqual(["get rid of"]);
		expect(phrasesIn("I got rid of it")).toEqual(["get rid of"]);
		expect(phrasesIn("getting rid of stale tags")).toEqual(["get rid of"]);
		expect(phrasesIn("setting aside my changes")).toEqual(["set * aside"]);
		expect(phrasesIn("they spun up two clusters and tore down one")).toEqual(["spin * up", "tear * down"]);
		expect(phrasesIn("Kicked Off the nightly build")).toEqual(["kick * off"]);
	});

	it("admits a short object where a `*` stands, and only there", () => {
		expect(phrasesIn("set half finished edits aside")).toEqual(["set * aside", "half finished"]);
		expect(phrasesIn("set one two three four aside")).toEqual([]);
		expect(phrasesIn(`roll ${"x ".repeat(MAX_PHRASE_GAP)}back`)).toEqual(["roll * back"]);
		expect(phrasesIn("get them rid of")).toEqual([]);
	});

	it("does not read words out of order or apart", () => {
		expect(phrasesIn("aside from that set the status")).toEqual([]);
		expect(phrasesIn("rid of get")).toEqual([]);
		expect(phrasesIn("spin the wheel")).toEqual([]);
	});

	it("prefers the longest phrase at a word", () => {
		expect(phrasesIn("catch up on the channel")).toEqual(["catch up on"]);
		expect(phrasesIn("put the deploy on hold")).toEqual(["put * on hold"]);
	});

	it("keeps the words a `*` stood for, and the other words, as the query wrote them", () => {
		const items = readPhrases(["set", "my", "unfinished", "edits", "aside", "now"]);
		expect(items.map((item) => (typeof item === "string" ? item : `[${item.written}]`))).toEqual(["[set aside]", "my", "unfinished", "edits", "now"]);
		expect(readPhrases(["on-call", "schedule"])).toEqual(["on-call", "schedule"]);
		expect(readPhrases(['"get', 'rid"', "of"])).toEqual(['"get', 'rid"', "of"]);
	});
});

describe("what a phrase stands for", () => {
	it("stands for its meanings, and its words are not read one by one", () => {
		const read = terms("get rid of stale branches");
		expect(read.has("delet")).toBe(true);
		expect(read.has("fetch")).toBe(false);
		expect(read.has("retriev")).toBe(false);
		expect(terms("spin up a cluster").has("launch")).toBe(true);
	});

	it("never expands a lone common word into a phrase's meaning", () => {
		for (const query of ["set the status", "take a screenshot", "get the logs", "check the build", "look at this"]) {
			const read = terms(query);
			for (const meaning of ["stash", "undo", "revert", "delet", "checkout"]) expect(read.has(meaning), `${query}: ${meaning}`).toBe(false);
		}
	});

	it("weighs a meaning like a near synonym, its words written as one and its own words in full", () => {
		const [concept] = queryConcepts({ required: [], optional: ["clean", "up"] });
		const weights = new Map((concept?.slots ?? []).flatMap((slot) => slot.terms.map((t) => [t.term, t.weight] as const)));
		expect(weights.get("cleanup")).toBe(1);
		expect(weights.get("clean")).toBe(1);
		expect(weights.get("prun")).toBe(0.7);
	});

	it("reads a 100 KB request in work that grows with its length", () => {
		const sentence = "please set my unfinished edits aside and then get rid of the old ones ";
		const count = (times: number): { found: number; work: number } => {
			let work = 0;
			meterScans((characters) => (work += characters));
			try {
				const words = sentence.repeat(times).trim().split(" ");
				return { found: findPhrases(words).length, work };
			} finally {
				meterScans(undefined);
			}
		};
		const times = Math.ceil(100_000 / sentence.length);
		const small = count(10);
		const large = count(times);
		expect(large.found).toBe(2 * times);
		expect(large.work / small.work).toBeLessThanOrEqual((times / 10) * 1.01);
		expect(large.work).toBeLessThan(20 * sentence.split(" ").length * times);
	});
});

const CORPUS = fileURLToPath(new URL("../../../bench/corpus/", import.meta.url));

function corpus(): ToolDoc[] {
	return readdirSync(CORPUS)
		.filter((file) => file.endsWith(".json"))
		.sort()
		.flatMap((file) => {
			const server = JSON.parse(readFileSync(`${CORPUS}${file}`, "utf8")) as { server: string; tools: { name: string; description?: string; inputSchema?: unknown }[] };
			return server.tools.map((tool) => ({
				name: `mcp__${server.server}__${tool.name}`,
				description: tool.description ?? "",
				inputSchema: tool.inputSchema,
				namespace: `mcp__${server.server}`,
			}));
		});
}

describe("everyday phrases over the real catalogs", () => {
	const index = new ToolIndex(corpus());
	const top = (query: string, count = 3): string[] => {
		const outcome = index.search(parseQuery(query), { limit: count });
		if (outcome.kind !== "keywords") throw new Error(`expected keywords, got ${outcome.kind}`);
		return [...outcome.load, ...outcome.candidates].map((hit) => hit.name);
	};

	it("finds the tool a paraphrase means", () => {
		expect(top("set my unfinished edits aside")[0]).toBe("mcp__git__git_stash");
		expect(top("take back my last commit")[0]).toBe("mcp__git__git_reset");
		expect(top("who touched this line last", 2)).toContain("mcp__git__git_blame");
		expect(top("shut down the docker container")[0]).toBe("mcp__docker__docker-stop");
		expect(top("check out the feature branch")[0]).toBe("mcp__git__git_checkout");
		expect(top("tear down the staging container")).toContain("mcp__docker__docker-remove");
	});

	it("finds it for everyday Chinese too", () => {
		expect(top("把没写完的改动先搁置")[0]).toBe("mcp__git__git_stash");
		expect(top("谁改了这一行", 2)).toContain("mcp__git__git_blame");
		expect(top("把旧的容器干掉")[0]).toBe("mcp__docker__docker-remove");
	});
});
