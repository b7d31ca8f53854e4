/**
 * tool_search with a real MCP server from npm (`@modelcontextprotocol/server-memory` over stdio),
 * configured in pi's mcp.json with `"exposure": "deferred"` and connected by pi's own MCP support,
 * in pi 1.x in-process: search, load (declare mode; call mode is in ./search-call-mode.test.ts), call;
 * and a server that fails to start, explained.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMcpExtension } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";
import { startInProcess, toolNames } from "../harness/in-process.ts";

const MEMORY_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-memory/dist/index.js", import.meta.url));
const SENTINEL = "Zorblax-7 prefers tabs over spaces";

let root: string;
let agentDir: string;

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-mcp-"));
	agentDir = join(root, "agent");
	mkdirSync(agentDir, { recursive: true });
	const memoryFile = join(root, "memory.jsonl");
	writeFileSync(memoryFile, `${JSON.stringify({ type: "entity", name: "Zorblax-7", entityType: "person", observations: [SENTINEL] })}\n`);
	writeFileSync(
		join(agentDir, "mcp.json"),
		JSON.stringify({
			mcpServers: {
				memory: { command: process.execPath, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: memoryFile }, exposure: "deferred" },
				broken: { command: process.execPath, args: ["-e", "process.exit(3)"], exposure: "deferred" },
				parked: { command: process.execPath, args: [MEMORY_SERVER], enabled: false, exposure: "deferred" },
			},
		}),
	);
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

describe("tool_search with a real MCP server", () => {
	it("finds, loads and calls a deferred tool of the memory server; explains a server that failed and one that is disabled", async () => {
		const run = await startInProcess({
			extensionPaths: ["extensions/tool-search.ts"],
			extensionFactories: [createMcpExtension()],
			// pi reads mcp.json from its agent directory; this one has the servers above.
			env: { PI_CODING_AGENT_DIR: agentDir, PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) },
		});
		try {
			await run.prompt("What do you remember about Zorblax-7?", [
				{ toolCall: { name: "tool_search", arguments: { query: "search nodes in the knowledge graph" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__search_nodes" } } },
				{ toolCall: { name: "mcp__memory__search_nodes", arguments: { query: "Zorblax" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__broken__anything" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "mcp__parked" } } },
				{ text: "Zorblax-7 prefers tabs." },
			]);
			const [first] = run.requests;
			expect(toolNames(first ?? { tools: [] })).toContain("tool_search");
			expect(toolNames(first ?? { tools: [] }).filter((name) => name.startsWith("mcp__"))).toEqual([]);

			const [keywords, select, call, broken, parked] = run.toolResults;
			expect(keywords?.text).toContain("mcp__memory__search_nodes");
			expect(select?.text).toMatch(/^(Loaded 1 tool\. Call it directly in your next message:\n- mcp__memory__search_nodes: |Already loaded \(call directly\): mcp__memory__search_nodes\.)/);
			expect(call?.toolName).toBe("mcp__memory__search_nodes");
			expect(call?.isError).toBe(false);
			expect(call?.text).toContain(SENTINEL);
			const declared = toolNames(run.requests[3] ?? { tools: [] }).filter((name) => name.startsWith("mcp__"));
			expect(declared).toContain("mcp__memory__search_nodes");
			expect(declared.length).toBeLessThanOrEqual(4);

			// pi waited for the server before the search ran, so the search says it failed, without waiting more.
			expect(broken?.text).toContain(
				"- mcp__broken: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.",
			);
			expect(parked?.text).toContain('- mcp__parked: disabled in its MCP config ("enabled": false). The user can enable it with /mcp.');
			for (const result of run.toolResults) console.log(`--- ${result.toolName}\n${result.text}`);
		} finally {
			await run.dispose();
		}
	});

	/** pi's mcp.json in a test home: the memory server, deferred to tool_search. */
	const memoryDeferred = (dirs: { agentDir: string }): void => {
		writeFileSync(join(dirs.agentDir, "mcp.json"), JSON.stringify({ mcpServers: { memory: { command: process.execPath, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: join(root, "memory.jsonl") }, exposure: "deferred" } } }));
	};

	it("suggests on a prompt sent as pi starts (pi -p), waiting briefly for the deferred server still connecting", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			prompt: "Read the entire knowledge graph",
			args: ["--no-session"],
			setup: memoryDeferred,
			responses: [{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__read_graph", arguments: {} } } }, { text: "Read." }],
		});
		expect(result.exitCode).toBe(0);
		const first = result.requests[0];
		const messages = JSON.stringify(first?.messages ?? []);
		expect(messages).toContain("Tools that fit this request, callable now through call_tool");
		expect(messages).toContain("- mcp__memory__read_graph:");
		expect(result.requests[1]?.toolResults.at(-1)?.text).toContain(SENTINEL);
	});

	it("replaces pi's built-in tool_search in the real pi command line, where pi's own MCP support connects the server", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			prompt: "What do you remember about Zorblax-7?",
			args: ["--no-session"],
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) },
			setup: memoryDeferred,
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes" } } },
				{ toolCall: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } },
				{ text: "Zorblax-7 prefers tabs." },
			],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		const [first, second, third] = result.requests;
		const search = first?.tools.find((tool) => tool.name === "tool_search");
		// Ours, not the built-in: its description teaches the query forms.
		expect(search?.description).toContain("select:name1,name2 loads exactly these tools");
		expect(toolNames(first ?? { tools: [] }).filter((name) => name.startsWith("mcp__"))).toEqual([]);
		expect(second?.toolResults.at(-1)?.text).toBe(
			'Loaded 1 tool. Call it directly in your next message:\n- mcp__memory__open_nodes: "Open specific nodes in the knowledge graph by their names"',
		);
		expect(toolNames(second ?? { tools: [] })).toContain("mcp__memory__open_nodes");
		expect(third?.toolResults.at(-1)?.text).toContain(SENTINEL);
	});
});
