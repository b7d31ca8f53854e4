/**
 * tool_search while MCP servers are still connecting, in the real pi 1.6 command line with a real
 * MCP server that starts late (test/fixtures/search/slow-mcp.ts): a name written in another case
 * still makes pi wait for its server; the model hears of a server before it connects and of its
 * tools before its next request; a resumed session waits for the servers of its loaded tools, so
 * its first request declares them (declare mode; the mock model has no mid-conversation tool flags, so
 * the default is call mode, resumed in ./search-call-mode.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createCliHome, runPrint } from "../harness/cli.ts";
import { contentText, toolNames } from "../harness/types.ts";
import { writeSlowMemoryServer } from "../fixtures/search/slow-mcp.ts";

const EXTENSION = ["extensions/tool-search.ts"];
const DECLARE = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) };

/** The texts of the tool_search notices a request carries (hidden user messages), oldest first. */
function noticeTexts(request: { messages: unknown[] } | undefined): string[] {
	return (request?.messages ?? [])
		.map((message) => contentText((message as { content?: unknown }).content))
		.filter((text) => text.startsWith("Deferred tools") || text.startsWith("Still connecting"));
}

describe("tool_search with MCP servers that connect late (pi 1.6)", () => {
	it("a select: written in another case than the server's name waits for the server and loads the tool", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: EXTENSION,
			prompt: "open the node",
			env: DECLARE,
			setup: (dirs) => writeSlowMemoryServer(dirs, { delayMs: 2500 }),
			responses: [{ toolCall: { name: "tool_search", arguments: { query: "select:MCP__Memory__open_nodes" } } }, { text: "done" }],
		});
		expect(result.exitCode).toBe(0);
		expect(result.requests[1]?.toolResults.at(-1)?.text).toBe(
			'Loaded 1 tool. Call it directly in your next message:\n- mcp__memory__open_nodes: "Open specific nodes in the knowledge graph by their names"',
		);
		expect(toolNames(result.requests[1] ?? { tools: [] })).toContain("mcp__memory__open_nodes");
	});

	it("names a server that is still connecting in the first request, and announces its tools before the next request of the run", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: EXTENSION,
			prompt: "what do you remember?",
			setup: (dirs) => writeSlowMemoryServer(dirs, { delayMs: 3000, description: "Knowledge graph memory of the user" }),
			responses: [{ toolCall: { name: "tool_search", arguments: { query: "mcp__memory" } } }, { text: "done" }],
		});
		expect(result.exitCode).toBe(0);
		const [first, second] = result.requests;
		expect(noticeTexts(first)).toEqual([
			[
				"Deferred tools: these exist but are not in your tool list yet. Find what a task needs with tool_search; its result says how to call it.",
				"Still connecting, so their tools are not listed yet; tool_search waits for them when you search:",
				"- mcp__memory: Knowledge graph memory of the user",
				"tool_search queries: select:<name>,<name> gets exact names; mcp__<server> lists a server's tools; keywords find the best matches.",
			].join("\n"),
		]);
		// pi waited for the server during the search; the tools arrived during the run and the model hears of them before its next request.
		expect(second?.toolResults.at(-1)?.text).toMatch(/^mcp__memory: 9 tools, none loaded by this listing:/);
		const later = noticeTexts(second).slice(1);
		expect(later).toHaveLength(1);
		expect(later[0]).toMatch(/^Deferred tools: these exist but are not in your tool list yet\./);
		expect(later[0]).toContain("- mcp__memory (9 tools): Knowledge graph memory of the user. e.g. create_entities, create_relations, add_observations, delete_entities, …");
		// The tool result comes first, then the notice: nothing was inserted before it.
		const messages = second?.messages ?? [];
		expect(contentText((messages.at(-1) as { content?: unknown }).content)).toBe(later[0]);
	});

	it("pi -c resumes a session with its loaded tools declared in the first request, waiting for their server", async () => {
		const home = await createCliHome({ version: "1.6", extensionPaths: EXTENSION, env: DECLARE, setup: (dirs) => writeSlowMemoryServer(dirs, { delayMs: 1500 }) });
		try {
			const first = await home.run(["-p", "load the open tool"], [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes" } } },
				{ text: "loaded" },
			]);
			expect(first.exitCode).toBe(0);
			const resumed = await home.run(["-c", "-p", "open Zorblax-7"], [{ toolCall: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } }, { text: "done" }]);
			expect(resumed.exitCode).toBe(0);
			const requests = home.mock.requests();
			expect(requests).toHaveLength(4);
			expect(toolNames(requests[2] ?? { tools: [] })).toContain("mcp__memory__open_nodes");
			expect(requests[3]?.toolResults.at(-1)?.text).toContain("Zorblax-7 prefers tabs over spaces");
		} finally {
			await home.cleanup();
		}
	});
});
