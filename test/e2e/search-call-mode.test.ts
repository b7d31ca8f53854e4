/**
 * Call mode (./src/search/load-mode.ts) in the real pi 1.6 with a real MCP server
 * (`@modelcontextprotocol/server-memory`, deferred exposure) on a model without mid-conversation
 * tool flags: a search makes a tool callable and `call_tool` calls it through pi's nested calls,
 * while the tools and the system prompt of every request stay byte-identical. A permission-style
 * extension sees the inner tool by its own name and blocks one; every bad call gets a result.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMcpExtension, type ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";
import { startInProcess, toolNames } from "../harness/in-process.ts";

const MEMORY_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-memory/dist/index.js", import.meta.url));
const SENTINEL = "Zorblax-7 prefers tabs over spaces";

let root: string;
let agentDir: string;
let memoryFile: string;

function mcpJson(): string {
	return JSON.stringify({ mcpServers: { memory: { command: process.execPath, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: memoryFile }, exposure: "deferred" } } });
}

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-call-"));
	agentDir = join(root, "agent");
	mkdirSync(agentDir, { recursive: true });
	memoryFile = join(root, "memory.jsonl");
	writeFileSync(memoryFile, `${JSON.stringify({ type: "entity", name: "Zorblax-7", entityType: "person", observations: [SENTINEL] })}\n`);
	writeFileSync(join(agentDir, "mcp.json"), mcpJson());
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

/** A permission extension: records every tool call it is asked about, blocks deletions. */
function permissions(seen: string[]) {
	return (pi: ExtensionAPI) => {
		pi.on("tool_call", (event) => {
			seen.push(event.toolName);
			if (event.toolName === "mcp__memory__delete_entities") return { block: true, reason: "Deleting memories needs the user's approval." };
			return undefined;
		});
	};
}

describe("call mode in pi 1.6 with a real MCP server", () => {
	it("makes a found tool callable, calls it through call_tool, explains every bad call, and never changes the tools or the system prompt", async () => {
		const seen: string[] = [];
		const run = await startInProcess({
			extensionPaths: ["extensions/tool-search.ts"],
			extensionFactories: [createMcpExtension(), permissions(seen)],
			env: { PI_CODING_AGENT_DIR: agentDir },
		});
		try {
			await run.prompt("What do you remember about Zorblax-7?", [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes,mcp__memory__delete_entities" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } } },
				{ toolCall: { name: "call_tool", arguments: { name: "MCP__memory__open_nodes", arguments: { nodes: ["Zorblax-7"] } } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__read_graph", arguments: {} } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__opn_nodes" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__delete_entities", arguments: { entityNames: ["Zorblax-7"] } } } },
				{ toolCall: { name: "call_tool", arguments: { name: "read", arguments: { path: "x" } } } },
				{ text: "Zorblax-7 prefers tabs." },
			]);
			// The model's own calls; the nested calls are reported too, under the inner tools' names.
			const outer = run.toolResults.filter((result) => result.toolName === "tool_search" || result.toolName === "call_tool");
			const [search, call, invalid, notYet, unknown, blocked, declared] = outer;
			expect(run.toolResults.map((result) => result.toolName)).toContain("mcp__memory__open_nodes");
			expect(search?.text.split("\n").slice(0, 3)).toEqual([
				'Ready to call: 2 tools. They are not in your tool list; call each with call_tool, giving "name" and "arguments" as below:',
				"- mcp__memory__open_nodes: Open specific nodes in the knowledge graph by their names",
				"  arguments: { names: string[] }",
			]);
			expect(call).toMatchObject({ toolName: "call_tool", isError: false });
			expect(call?.text).toContain(SENTINEL);
			expect(invalid?.isError).toBe(true);
			expect(invalid?.text).toContain('Validation failed for tool "mcp__memory__open_nodes"');
			expect(invalid?.text).toContain("The arguments do not fit mcp__memory__open_nodes; fix the fields named above and call again. It takes:\n- mcp__memory__open_nodes:");
			expect(notYet?.text).toBe(
				"mcp__memory__read_graph is not callable yet. Call tool_search with select:mcp__memory__read_graph first: the result shows its arguments and makes it callable here.",
			);
			expect(unknown?.text).toMatch(/^No tool is named "mcp__memory__opn_nodes"\. Closest names: mcp__memory__open_nodes/);
			expect(blocked).toMatchObject({ isError: true, text: "Deleting memories needs the user's approval." });
			expect(declared?.text).toBe("read is in your tool list: call it directly, not through call_tool.");
			// The permission extension saw the inner tools by their own names.
			expect(seen).toContain("mcp__memory__open_nodes");
			expect(seen).toContain("mcp__memory__delete_entities");

			const first = run.requests[0];
			expect(toolNames(first ?? { tools: [] })).toEqual(expect.arrayContaining(["tool_search", "call_tool"]));
			for (const request of run.requests) {
				expect(JSON.stringify(request.tools)).toBe(JSON.stringify(first?.tools));
				expect(request.systemPrompt).toBe(first?.systemPrompt);
			}
		} finally {
			await run.dispose();
		}
	});

	it("keeps the request's tools array and system message byte-identical in the real pi command line, on a model without compat flags", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			prompt: "What do you remember about Zorblax-7?",
			args: ["--no-session"],
			setup: (dirs) => writeFileSync(join(dirs.agentDir, "mcp.json"), mcpJson()),
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: "open nodes of the knowledge graph by name" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } } },
				{ text: "Zorblax-7 prefers tabs." },
			],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		const bodies = result.requests.map((request) => request.body);
		expect(bodies).toHaveLength(3);
		const head = (body: (typeof bodies)[number]) => JSON.stringify({ tools: body.tools, system: body.messages?.filter((message) => message.role === "system" || message.role === "developer") });
		for (const body of bodies) expect(head(body)).toBe(head(bodies[0] as (typeof bodies)[number]));
		expect(result.requests[1]?.toolResults.at(-1)?.text).toContain("- mcp__memory__open_nodes:");
		expect(result.requests[2]?.toolResults.at(-1)?.text).toContain(SENTINEL);
	});
});
