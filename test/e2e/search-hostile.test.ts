/**
 * Hostile tool_search calls in the real pi 1.x, in-process, with the corpus tools registered: each
 * answers with a short, correct result that says what was cut, in the default load mode (call mode on
 * the faux model, whose entries carry arguments lines). Timings are the benchmark's
 * business (`npm run bench:hostile`); here only sizes and content.
 */
import { describe, expect, it } from "vitest";
import { startInProcess } from "../harness/in-process.ts";
import { HOSTILE_CALLS } from "../fixtures/search/hostile-queries.ts";

const TOOL_SEARCH = "extensions/tool-search.ts";
const CORPUS = "test/fixtures/search/corpus-tools.ts";
/** Largest result a hostile call may produce, in characters. */
const MAX_RESULT_CHARS = 20_000;

function call(label: string): string {
	const found = HOSTILE_CALLS.find((item) => item.label === label);
	if (!found) throw new Error(`no hostile call ${label}`);
	return found.query;
}

describe("tool_search with hostile queries in pi 1.x", () => {
	it("answers each with a result under 20,000 characters that says what was cut", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS] });
		try {
			await run.prompt("search badly", [
				...HOSTILE_CALLS.map((item) => ({ toolCall: { name: "tool_search", arguments: { query: item.query } } })),
				{ text: "done" },
			]);
			const results = new Map(HOSTILE_CALLS.map((item, i) => [item.label, run.toolResults[i]]));
			expect(run.toolResults).toHaveLength(HOSTILE_CALLS.length);
			for (const [label, result] of results) {
				expect(result?.isError, label).toBe(false);
				expect(result?.text.length, label).toBeLessThan(MAX_RESULT_CHARS);
				// The model's copy never carries the query back whole.
				expect(result?.text.length, label).toBeLessThan(call(label).length);
			}
			const text = (label: string): string => results.get(label)?.text ?? "";

			expect(text("60,000-character mixed-case word")).toBe(
				[
					`No tool matches "q${"Q".repeat(78)}…".`,
					"Deferred groups you can list by name: mcp__linear (198), mcp__github (26), mcp__memory (9), mcp__slack (8), mcp__jira (5).",
					"Only the first 1000 of the query's 60000 characters were read.",
					"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
				].join("\n"),
			);

			const select = text("select: with 3,000 unknown names").split("\n");
			expect(select.filter((line) => line.startsWith('No tool is named "mcp__nowhere'))).toHaveLength(10);
			expect(select).toContain("40 more names are no tool either.");
			expect(select).toContain("select: looks up at most 50 names at a time; the other 2950 were not looked up. Ask for them in another call.");

			expect(text("80,000 dots")).toContain("Only the first 1000 of the query's 80000 characters were read.");
			expect(text("80,000 dots").split("\n")[0]).toMatch(/^No tool matches "\.{79}…"\.$/);
			expect(text("dots between two words")).toContain("Only the first 1000 of the query's 80009 characters were read.");

			const words = text("1 MB of words");
			expect(words).toContain("Only the first 1000 of the query's 1000000 characters were read.");
			// The faux model has no mid-conversation tool flags: the default loads in call mode.
			expect(words).toMatch(/^(Ready to call: \d tools?\.|Callable already through call_tool:|Candidates, best first)/);

			const many = text("500-word query");
			expect(many).toContain("Only the first 1000 of the query's 4739 characters were read.");
			expect(many).toContain("Only the first 40 words of the query were searched; 74 more were not.");
			expect(text("unclosed quotes")).toContain("Only the first 1000 of the query's 100001 characters were read.");
		} finally {
			await run.dispose();
		}
	});

	it("rejects a limit that is not a whole number, naming the field and the fix", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS] });
		try {
			await run.prompt("search", [
				{ toolCall: { name: "tool_search", arguments: { query: "create linear issue", limit: 2.5 } } },
				{ toolCall: { name: "tool_search", arguments: { query: "create linear issue", limit: true } } },
				{ toolCall: { name: "tool_search", arguments: { query: "create linear issue", limit: "3" } } },
				{ text: "done" },
			]);
			const [fraction, flag, digits] = run.toolResults;
			expect(fraction?.isError).toBe(true);
			expect(fraction?.text).toBe("limit must be a whole number from 1 to 50, not 2.5. Leave it out for the default, 30.");
			expect(flag?.isError).toBe(true);
			expect(flag?.text).toBe("limit must be a whole number from 1 to 50, not true. Leave it out for the default, 30.");
			expect(digits?.isError).toBe(false);
		} finally {
			await run.dispose();
		}
	});
});
