/**
 * pi 1.6's paths to an MCP server's tools, side by side in the real pi command line with two real
 * MCP servers (memory and filesystem) and a model without mid-conversation tool flags: codemode (pi's default exposure: a
 * script searches with `searchTools()`, a second script calls the tool), tool_search in declare
 * mode (search, then call the declared tool) and tool_search in call mode (search, then
 * `call_tool`). The model is scripted to take the same steps a capable model takes on each path.
 *
 *     node bench/mcp-paths.ts
 *
 * For each path: the tokens of the first request, of all requests, the tokens no prefix cache can
 * serve after the first request (each request minus its longest common prefix with the one
 * before, serialized tools first; gpt-tokenizer), the number of requests, and whether the tool's
 * result reached the model.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { memoryEntry, SENTINEL, seedMemory } from "../test/fixtures/memory-server.ts";
import { runPrint } from "../test/harness/cli.ts";
import type { MockResponse } from "../test/harness/mock-model.ts";
import { cacheRows } from "./lib/requests.ts";

const FILESYSTEM_SERVER = fileURLToPath(new URL("../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url));
const QUERY = "open knowledge graph nodes by name";
const ARGS = { names: ["Zorblax-7"] };

type Path = { name: string; exposure: "codemode" | "deferred"; load?: "declare" | "call"; responses: MockResponse[] };

const PATHS: Path[] = [
	{
		name: "codemode (default exposure)",
		exposure: "codemode",
		responses: [
			{ toolCall: { name: "codemode", arguments: { code: `return await searchTools(${JSON.stringify(QUERY)})` } } },
			{ toolCall: { name: "codemode", arguments: { code: `return await tools.mcp__memory__open_nodes(${JSON.stringify(ARGS)})` } } },
			{ text: "It prefers tabs." },
		],
	},
	{
		name: "tool_search, declare",
		exposure: "deferred",
		load: "declare",
		responses: [
			{ toolCall: { name: "tool_search", arguments: { query: QUERY } } },
			{ toolCall: { name: "mcp__memory__open_nodes", arguments: ARGS } },
			{ text: "It prefers tabs." },
		],
	},
	{
		name: "tool_search, call",
		exposure: "deferred",
		load: "call",
		responses: [
			{ toolCall: { name: "tool_search", arguments: { query: QUERY } } },
			{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: ARGS } } },
			{ text: "It prefers tabs." },
		],
	},
];

async function measure(path: Path): Promise<Record<string, unknown>> {
	const root = mkdtempSync(join(tmpdir(), "mcp-paths-"));
	const memoryFile = seedMemory(root);
	try {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			prompt: "What do you remember about Zorblax-7?",
			args: ["--no-session"],
			timeoutMs: 60_000,
			...(path.load ? { env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: path.load }) } } : {}),
			setup: (dirs) =>
				writeFileSync(
					join(dirs.agentDir, "mcp.json"),
					JSON.stringify({
						mcpServers: {
							memory: memoryEntry(memoryFile, path.exposure),
							filesystem: { command: process.execPath, args: [FILESYSTEM_SERVER, root], exposure: path.exposure },
						},
					}),
				),
			responses: path.responses,
		});
		const requests = result.requests;
		const rows = cacheRows(requests);
		const reached = requests.some((request) => request.toolResults.some((tool) => tool.text.includes(SENTINEL)));
		const found = (requests[1]?.toolResults.at(-1)?.text ?? "").includes("mcp__memory__open_nodes");
		return {
			path: path.name,
			firstRequest: rows[0]?.tokens,
			allRequests: rows.reduce((sum, row) => sum + row.tokens, 0),
			uncachedAfterFirst: rows.slice(1).reduce((sum, row) => sum + row.uncached, 0),
			requests: requests.length,
			toolsIdentical: rows.every((row) => row.sameTools),
			searchFoundIt: found,
			resultReached: reached,
			firstTools: requests[0]?.tools.map((tool) => tool.name).join(","),
		};
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}

const rows = [];
for (const path of PATHS) rows.push(await measure(path));
console.table(rows);
console.log(JSON.stringify(rows));
