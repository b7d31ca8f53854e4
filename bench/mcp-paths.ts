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
import { encode } from "gpt-tokenizer";
import { runPrint } from "../test/harness/cli.ts";
import type { MockRequest, MockResponse } from "../test/harness/mock-model.ts";

const MEMORY_SERVER = fileURLToPath(new URL("../node_modules/@modelcontextprotocol/server-memory/dist/index.js", import.meta.url));
const FILESYSTEM_SERVER = fileURLToPath(new URL("../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url));
const SENTINEL = "Zorblax-7 prefers tabs over spaces";
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

function serialized(request: MockRequest): string {
	return JSON.stringify({ tools: request.body.tools ?? [], messages: request.body.messages ?? [] });
}

function commonPrefix(a: string, b: string): number {
	const end = Math.min(a.length, b.length);
	let at = 0;
	while (at < end && a.charCodeAt(at) === b.charCodeAt(at)) at++;
	return at;
}

async function measure(path: Path): Promise<Record<string, unknown>> {
	const root = mkdtempSync(join(tmpdir(), "mcp-paths-"));
	const memoryFile = join(root, "memory.jsonl");
	writeFileSync(memoryFile, `${JSON.stringify({ type: "entity", name: "Zorblax-7", entityType: "person", observations: [SENTINEL] })}\n`);
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
							memory: { command: process.execPath, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: memoryFile }, exposure: path.exposure },
							filesystem: { command: process.execPath, args: [FILESYSTEM_SERVER, root], exposure: path.exposure },
						},
					}),
				),
			responses: path.responses,
		});
		const requests = result.requests;
		const texts = requests.map(serialized);
		const tokens = texts.map((text) => encode(text).length);
		const uncached = texts.slice(1).reduce((sum, text, i) => sum + encode(text.slice(commonPrefix(texts[i] ?? "", text))).length, 0);
		const reached = requests.some((request) => request.toolResults.some((tool) => tool.text.includes(SENTINEL)));
		const head = (request: MockRequest): string => JSON.stringify(request.body.tools);
		const toolsIdentical = requests.every((request) => head(request) === head(requests[0] as MockRequest));
		const found = (requests[1]?.toolResults.at(-1)?.text ?? "").includes("mcp__memory__open_nodes");
		return {
			path: path.name,
			firstRequest: tokens[0],
			allRequests: tokens.reduce((sum, value) => sum + value, 0),
			uncachedAfterFirst: uncached,
			requests: requests.length,
			toolsIdentical,
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
