/**
 * tool_search in the real pi command line without a terminal (`pi -p`, `--mode json`), on both pi
 * lines: a search that loads a tool never crashes the run. pi 0.73 declares tools once per prompt,
 * so there the result says the tool is declared from the next prompt, and a second prompt of the
 * same invocation calls it; pi 1.x declares it at once.
 */
import { describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";
import { toolNames } from "../harness/types.ts";

const EXTENSIONS = ["extensions/tool-search.ts", "test/fixtures/search/direct-tools.ts"];
const env = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"] }) };
const SEARCH = { toolCall: { name: "tool_search", arguments: { query: "select:jira_search_issues" } } };
const CALL = { toolCall: { name: "jira_search_issues", arguments: { text: "type = Bug" } } };

describe("tool_search in print and json mode", () => {
	for (const json of [false, true]) {
		it(`pi 0.73 ${json ? "--mode json" : "-p"}: a search that loads a tool ends normally and says the tool is declared from the next prompt`, async () => {
			const result = await runPrint({
				version: "0.73",
				extensionPaths: EXTENSIONS,
				prompt: "find bugs",
				env,
				json,
				responses: [SEARCH, (request) => ({ text: `told: ${request.toolResults.at(-1)?.text}` })],
			});
			expect(result.stderr).not.toContain("stale");
			expect(result.exitCode).toBe(0);
			expect(result.unscripted).toBe(0);
			expect(result.requests).toHaveLength(2);
			const told = result.requests[1]?.toolResults.at(-1)?.text ?? "";
			expect(told.split("\n")[0]).toBe(
				"Loaded 1 tool. This pi declares tools when a prompt starts, so it can be called from the user's next prompt in this session, not in this one:",
			);
			if (!json) expect(result.stdout).toContain("told: Loaded 1 tool.");
		});
	}

	it("pi 0.73 -p with two prompts: the second prompt declares and calls the tool the first one loaded", async () => {
		const result = await runPrint({
			version: "0.73",
			extensionPaths: EXTENSIONS,
			prompt: "find bugs",
			args: ["now call it"],
			env,
			responses: [SEARCH, { text: "It is loaded for your next prompt." }, CALL, { text: "done" }],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		expect(result.requests.map((request) => toolNames(request).includes("jira_search_issues"))).toEqual([false, false, true, true]);
		expect(result.requests[3]?.toolResults.at(-1)?.text).toBe('ran jira_search_issues {"text":"type = Bug"}');
		expect(result.stdout.trim()).toBe("done");
	});

	for (const json of [false, true]) {
		it(`pi 1.6 ${json ? "--mode json" : "-p"}: the loaded tool is declared in the same prompt and called`, async () => {
			const result = await runPrint({ version: "1.6", extensionPaths: EXTENSIONS, prompt: "find bugs", env, json, responses: [SEARCH, CALL, { text: "done" }] });
			expect(result.exitCode).toBe(0);
			expect(result.unscripted).toBe(0);
			expect(result.requests[1]?.toolResults.at(-1)?.text.split("\n")[0]).toBe("Loaded 1 tool. Call it directly in your next message:");
			expect(result.requests[2]?.toolResults.at(-1)?.text).toBe('ran jira_search_issues {"text":"type = Bug"}');
		});
	}
});
