/**
 * Suggestions on the user's prompt (src/search/suggestion.ts) in the real pi 1.6 command line, with
 * 246 deferred tools of five real MCP catalogs (registered by an extension, as a connected server's
 * are by the time a user types) and a mock model without mid-conversation tool flags, read from
 * the mock's request log: a prompt that strongly
 * matches a deferred tool gets one message after it, the tool is callable at once, and the tools
 * array and the system prompt stay byte-identical across the prompt, the suggestion, a search and
 * the calls. `"suggest": false` turns it off; a prompt no tool serves gets nothing. In the real
 * terminal UI (tmux) the suggestion is one transcript line at 80×24 and 100×20.
 */
import { describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";
import { startTui } from "../harness/tui.ts";
import { contentText } from "../harness/types.ts";

/** The request's tools and system messages, as sent: what the prompt cache keys on. */
function head(body: { tools?: unknown; messages?: Record<string, unknown>[] }): string {
	return JSON.stringify({ tools: body.tools, system: body.messages?.filter((message) => message.role === "system" || message.role === "developer") });
}

/** The texts of a request's non-system messages, in order. */
function texts(body: { messages?: Record<string, unknown>[] }): { role: string; text: string }[] {
	return (body.messages ?? []).filter((message) => message.role !== "system" && message.role !== "developer").map((message) => ({ role: String(message.role), text: contentText(message.content as never) }));
}

const SUGGESTED = "Tools that fit this request, callable now through call_tool with their name and arguments (they are not in your tool list):";

describe("suggestions on the prompt in pi 1.6 (call mode, no compat flags)", () => {
	it("suggests the tool a prompt means, makes it callable, and keeps the tools and the system prompt byte-identical through the suggestion, a search and the calls", async () => {
		// Extension-registered deferred tools (five real MCP catalogs, 246 tools): registered before the
		// first prompt, as a connected server's are by the time a user types.
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"],
			args: ["--no-session"],
			prompt: "读取整个知识图谱",
			responses: [
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__read_graph", arguments: {} } } },
				{ toolCall: { name: "tool_search", arguments: { query: "open nodes of the knowledge graph by name" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "`memory.open_nodes`", arguments: { names: ["Zorblax-7"] } } } },
				{ text: "Zorblax-7 prefers tabs." },
			],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		const bodies = result.requests.map((request) => request.body);
		expect(bodies).toHaveLength(4);
		for (const body of bodies) expect(head(body)).toBe(head(bodies[0] as (typeof bodies)[number]));
		const tools = JSON.stringify(bodies[0]?.tools);
		expect(tools).toContain('"call_tool"');
		expect(tools).not.toContain("read_graph");
		// The prompt, then the one suggestion message, as the model reads it.
		const first = texts(bodies[0] as (typeof bodies)[number]);
		const at = first.findIndex((message) => message.text.startsWith(SUGGESTED));
		expect(at).toBeGreaterThan(-1);
		expect(first.slice(0, at).some((message) => message.text.includes("读取整个知识图谱"))).toBe(true);
		expect(first.filter((message) => message.text.startsWith(SUGGESTED))).toHaveLength(1);
		expect(first[at]?.text).toContain("- mcp__memory__read_graph:");
		// Callable at once, without a search; a quoted server.tool name reaches its tool too.
		expect(result.requests[1]?.toolResults.at(-1)?.text).toBe("ran mcp__memory__read_graph {}");
		expect(result.requests[3]?.toolResults.at(-1)?.text).toBe('ran mcp__memory__open_nodes {"names":["Zorblax-7"]}');
	});

	it("says nothing for a prompt no tool serves, nor when the suggest setting is off", async () => {
		const quiet = async (prompt: string, env?: Record<string, string>) => {
			const result = await runPrint({
				version: "1.6",
				extensionPaths: ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"],
				args: ["--no-session"],
				prompt,
				responses: [{ text: "Done." }],
				...(env ? { env } : {}),
			});
			expect(result.exitCode).toBe(0);
			return texts(result.requests[0]?.body ?? {}).some((message) => message.text.startsWith(SUGGESTED) || message.text.startsWith("Tools that may fit"));
		};
		// The same prompt suggests with the setting on (the first test), so its silence here is the setting's.
		expect(await quiet("Order a pizza for delivery tonight")).toBe(false);
		expect(await quiet("读取整个知识图谱", { PI_QUESTION_TOOL_SEARCH: '{"suggest":false}' })).toBe(false);
	});

	it("shows the suggestion as one line in the terminal UI, at 80×24 and 100×20", async () => {
		for (const [cols, rows] of [
			[80, 24],
			[100, 20],
		] as const) {
			const tui = await startTui({
				version: "1.6",
				extensionPaths: ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"],
				cols,
				rows,
				settings: { extensions: ["-builtin:tool-search"] },
				responses: [{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__read_graph", arguments: {} } } }, { text: "Read the graph." }],
			});
			try {
				await tui.prompt("读取整个知识图谱");
				const screen = await tui.waitFor("Read the graph.");
				const lines = screen.split("\n").filter((line) => line.includes("suggested"));
				expect(lines).toHaveLength(1);
				expect(lines[0]?.trim()).toBe("tool_search suggested mcp__memory__read_graph (callable)");
			} finally {
				await tui.stop();
			}
		}
	});
});
