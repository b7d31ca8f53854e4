/**
 * tool_search beside pi 1.6's default MCP set-up, where a server without an `exposure` field is
 * reached through codemode scripts: pi registers such a server's tools as `deferred`, so only its
 * configuration tells them from a `deferred` server's. tool_search leaves them to codemode — it is
 * not activated when the server connects, so the tools of every request stay the same.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";

const MEMORY_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-memory/dist/index.js", import.meta.url));
const SENTINEL = "Zorblax-7 prefers tabs over spaces";

let root: string;
let memoryFile: string;

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-codemode-"));
	memoryFile = join(root, "memory.jsonl");
	writeFileSync(memoryFile, `${JSON.stringify({ type: "entity", name: "Zorblax-7", entityType: "person", observations: [SENTINEL] })}\n`);
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

function mcpJson(exposure?: string): string {
	return JSON.stringify({ mcpServers: { memory: { command: process.execPath, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: memoryFile }, ...(exposure ? { exposure } : {}) } } });
}

describe("a server with pi's default (codemode) exposure", () => {
	it("stays codemode's: tool_search is not activated when it connects, and the tools of every request stay the same", async () => {
		const result = await runPrint({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			prompt: "What do you remember about Zorblax-7?",
			args: ["--no-session"],
			setup: (dirs) => writeFileSync(join(dirs.agentDir, "mcp.json"), mcpJson()),
			responses: [
				{ toolCall: { name: "codemode", arguments: { code: 'return await searchTools("open nodes by name")' } } },
				{ toolCall: { name: "codemode", arguments: { code: 'return await tools.mcp__memory__open_nodes({ names: ["Zorblax-7"] })' } } },
				{ text: "It prefers tabs." },
			],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		const [first, , third] = result.requests;
		expect(first?.tools.map((tool) => tool.name)).toEqual(["read", "bash", "edit", "write", "codemode"]);
		for (const request of result.requests) expect(JSON.stringify(request.body.tools)).toBe(JSON.stringify(first?.body.tools));
		expect(third?.toolResults.at(-1)?.text).toContain(SENTINEL);
	});
});
