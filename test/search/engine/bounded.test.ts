/**
 * Bounded work on untrusted text: the scanners that read queries and tool texts do work linear in
 * the text (counted, never timed), they read what the regular expressions they replace read, and a
 * large query leaves no large scratch memory behind.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ToolDoc } from "../../../src/search/engine/scoring/analyze.ts";
import { queryConcepts } from "../../../src/search/engine/words/concepts.ts";
import { MAX_QUERY_CHARS, MAX_QUERY_CONCEPTS, MAX_SELECT_NAMES } from "../../../src/search/engine/rules/limits.ts";
import { parseQuery, withoutQuotedValues } from "../../../src/search/engine/words/query.ts";
import { identifierTerms, meterScans, splitIdentifier, tokenize } from "../../../src/search/engine/words/tokenize.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";

/** The camelCase split as it was written with regular expressions (quadratic on long uppercase runs). */
function regexSplitIdentifier(name: string): string[] {
	return name
		.normalize("NFKC")
		.replace(/([a-z0-9])([A-Z])/g, "$1 $2")
		.replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
		.toLowerCase()
		.split(/[^\p{L}\p{M}\p{N}]+/u)
		.filter((part) => part.length > 0);
}

/** The quoted-value removal as it was written with regular expressions (quadratic on unclosed quotes). */
function regexWithoutQuotedValues(text: string): string {
	const patterns = [/"[^"\n]+"/g, /“[^”\n]+”/g, /‘[^’\n]+’/g, /「[^」\n]+」/g, /『[^』\n]+』/g, /`[^`\n]+`/g, /(?<=^|[\s(:=,])'[^'\n]+'(?=$|[\s).,;:!?])/g];
	let rest = text;
	for (const pattern of patterns) rest = rest.replace(pattern, " ");
	return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

/** Characters that make the old patterns backtrack, and ordinary ones. */
const HOSTILE_ALPHABET = ["a", "b", "A", "B", "Z", "0", "9", "_", "-", ".", " ", "\n", '"', "'", "`", "“", "”", "‘", "’", "「", "」", "(", ",", "é", "Σ", "查", "🙂"];
const hostileText = (maxLength: number) => fc.array(fc.constantFrom(...HOSTILE_ALPHABET), { maxLength }).map((chars) => chars.join(""));

/** Work counted while `run` reads `text`. */
function work(run: (text: string) => unknown, text: string): number {
	let characters = 0;
	meterScans((looked) => {
		characters += looked;
	});
	try {
		run(text);
	} finally {
		meterScans(undefined);
	}
	return characters;
}

describe("the scanners read what the regular expressions read", () => {
	it("splitIdentifier", () => {
		fc.assert(
			fc.property(hostileText(40), (text) => {
				expect(splitIdentifier(text)).toEqual(regexSplitIdentifier(text));
			}),
			{ numRuns: 2_000 },
		);
		for (const name of ["getHTMLContent", "TwilioApiV2010--CreateMessage", "ABCdEFg", "aBCd", "v2Api", "XMLHttpRequest", "İstanbulCity"]) {
			expect(splitIdentifier(name)).toEqual(regexSplitIdentifier(name));
		}
	});

	it("withoutQuotedValues", () => {
		fc.assert(
			fc.property(hostileText(40), (text) => {
				expect(withoutQuotedValues(text)).toBe(regexWithoutQuotedValues(text));
			}),
			{ numRuns: 2_000 },
		);
	});
});

describe("work on untrusted text is linear in its length", () => {
	// Each reader's constant: characters looked at per character read. A Chinese word of a query
	// also reads its English translations (a few words each), hence the larger constant.
	const readers: [string, (text: string) => unknown, number][] = [
		["splitIdentifier", splitIdentifier, 4],
		["identifierTerms", identifierTerms, 4],
		["tokenize", tokenize, 4],
		["withoutQuotedValues", withoutQuotedValues, 8],
		["queryConcepts", (text) => queryConcepts({ required: [], optional: text.split(" ") }), 64],
	];

	for (const [name, read, constant] of readers) {
		it(`${name}: at most ${constant} times the characters, however they are arranged`, () => {
			fc.assert(
				fc.property(hostileText(200), fc.integer({ min: 1, max: 40 }), (unit, copies) => {
					const text = unit.repeat(copies);
					expect(work(read, text)).toBeLessThanOrEqual(constant * text.length + 64);
				}),
				{ numRuns: 300 },
			);
		});
	}

	it("the patterns that were quadratic now cost in proportion to their length", () => {
		for (const unit of ["Q", "“say ", "a.", '"x']) {
			const small = work(withoutQuotedValues, `q${unit.repeat(1_000)}`) + work(splitIdentifier, `q${unit.repeat(1_000)}`);
			const large = work(withoutQuotedValues, `q${unit.repeat(10_000)}`) + work(splitIdentifier, `q${unit.repeat(10_000)}`);
			expect(large).toBeLessThanOrEqual(11 * small + 16);
		}
	});
});

describe("caps", () => {
	it("reads at most MAX_QUERY_CHARS of a query, cut at a space, and says so", () => {
		const parsed = parseQuery(`create issue ${"word ".repeat(1_000)}`);
		expect(parsed.kind).toBe("keywords");
		expect(parsed.cutFrom).toBe(13 + 5_000 - 1);
		if (parsed.kind !== "keywords") return;
		const read = parsed.optional.join(" ");
		expect(read.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
		expect(parsed.optional.every((word) => word === "word" || word === "create" || word === "issue")).toBe(true);
		expect(parseQuery("create issue").cutFrom).toBeUndefined();
	});

	it("looks up at most MAX_SELECT_NAMES names of a select:", () => {
		const parsed = parseQuery(`select:${Array.from({ length: 120 }, (_, i) => `mcp__a__t${i}`).join(",")}`);
		expect(parsed.kind === "select" ? parsed.names.length : 0).toBe(MAX_SELECT_NAMES);
		expect(parsed.namesDropped).toBe(120 - MAX_SELECT_NAMES);
	});

	it("scores at most MAX_QUERY_CONCEPTS words and counts the rest", () => {
		const index = new ToolIndex([{ name: "mcp__a__word7", description: "Word seven" }]);
		const outcome = index.search(parseQuery(Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ")));
		expect(outcome.kind === "keywords" ? outcome.terms.length : 0).toBe(MAX_QUERY_CONCEPTS);
		expect(outcome.kind === "keywords" ? outcome.ignoredWords : 0).toBe(60 - MAX_QUERY_CONCEPTS);
	});

	it("suggests names for unknown ones from a bounded set of candidates", () => {
		const docs: ToolDoc[] = Array.from({ length: 3_000 }, (_, i) => ({ name: `mcp__server${i % 30}__create_thing_${i}`, description: "Creates a thing" }));
		docs.push({ name: "mcp__github__create_issue", description: "Create an issue" });
		const index = new ToolIndex(docs);
		const outcome = index.search(parseQuery("select:mcp__github__create_isue"));
		expect(outcome.kind === "select" ? outcome.unknown[0]?.suggestions[0] : undefined).toBe("mcp__github__create_issue");
	});
});

describe("scratch memory", () => {
	it("returns to its usual size after a large query", () => {
		const docs: ToolDoc[] = Array.from({ length: 2_000 }, (_, i) => ({
			name: `mcp__s${i % 40}__tool_${i}`,
			description: `Handles item ${i % 97} and record ${i % 89} with word${i % 50}`,
		}));
		const index = new ToolIndex(docs);
		index.search(parseQuery("handles item record"));
		const usual = index.scratchNumbers;
		index.search(parseQuery(Array.from({ length: 40 }, (_, i) => `word${i} item record handles`).join(" ")));
		expect(index.scratchNumbers).toBeLessThanOrEqual(Math.max(usual, 131_072));
	});
});
