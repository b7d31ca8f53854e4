/**
 * What one tool load costs the prompt cache, in the real pi 1.6 command line with a real MCP
 * server (`@modelcontextprotocol/server-memory`, deferred exposure) and a model without
 * mid-conversation tool flags: a long prompt, a search, a call of the found tool, an answer; run
 * once with `load: "declare"` and once with `load: "call"`, side by side.
 *
 *     node bench/cache.ts [--prompt-chars 40000]
 *
 * For each request it prints the estimated tokens that a provider's prefix cache cannot serve: the
 * request serialized tools first (as providers order their prefix), minus its longest common
 * prefix with the request before, counted with gpt-tokenizer. Whether the tools array and the system
 * message stayed byte-identical is printed too.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { askMemory, seedMemory } from "../test/fixtures/memory-server.ts";
import { cacheRows } from "./lib/requests.ts";

async function run(load: "declare" | "call", promptChars: number): Promise<void> {
	const root = mkdtempSync(join(tmpdir(), "tool-search-cache-"));
	const memoryFile = seedMemory(root);
	const filler = "The quick brown fox jumps over the lazy dog while the build runs. ".repeat(Math.ceil(promptChars / 66)).slice(0, promptChars);
	const call = load === "call"
		? { toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } } }
		: { toolCall: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } };
	try {
		const result = await askMemory(memoryFile, {
			exposure: "deferred",
			prompt: `${filler}\n\nWhat do you remember about Zorblax-7?`,
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load }) },
			timeoutMs: 60_000,
			responses: [{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes" } } }, call, { text: "It prefers tabs." }],
		});

		const rows = cacheRows(result.requests).map((row, i) => ({ request: i + 1, tokens: row.tokens, uncached: row.uncached, sameTools: row.sameTools }));
		console.log(`\nload: "${load}" (exit ${result.exitCode})`);
		console.table(rows);
		const afterLoad = rows.slice(1).reduce((sum, row) => sum + row.uncached, 0);
		console.log(JSON.stringify({ load, requests: rows.length, uncachedAfterFirst: afterLoad, toolsIdentical: rows.every((row) => row.sameTools) }));
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}

const { values } = parseArgs({ options: { "prompt-chars": { type: "string" } } });
const promptChars = Number(values["prompt-chars"] ?? 40_000);
await run("declare", promptChars);
await run("call", promptChars);
