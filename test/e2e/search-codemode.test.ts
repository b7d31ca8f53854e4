/**
 * tool_search beside pi 1.6's default MCP set-up, where a server without an `exposure` field is
 * reached through codemode scripts: pi registers such a server's tools as `deferred`, so only its
 * configuration tells them from a `deferred` server's. tool_search leaves them to codemode — it is
 * not activated when the server connects, so the tools of every request stay the same. `/tools`
 * says so, and `/tools defer` gives the server to tool_search in one step.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_QUIET_MS } from "../../src/host/confirm.ts";
import { askMemory, MEMORY_SERVER, SENTINEL, seedMemory } from "../fixtures/memory-server.ts";
import { startTui } from "../harness/tui.ts";
import { command, waitForAll } from "./tui-commands.ts";


let root: string;
let memoryFile: string;

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-codemode-"));
	memoryFile = seedMemory(root);
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

describe("a server with pi's default (codemode) exposure", () => {
	it("stays codemode's: tool_search is not activated when it connects, and the tools of every request stay the same", async () => {
		const result = await askMemory(memoryFile, {
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

	it("becomes tool_search's through /tools defer in the real terminal UI: the one value changes in mcp.json, pi reloads, and the next prompt finds and calls its tool", async () => {
		// A number JSON.parse cannot hold exactly, and the user's own layout: both must survive the edit.
		const original = `{\n  "note": 12345678901234567891,\n  "mcpServers": {\n    "memory": {\n      "command": ${JSON.stringify(process.execPath)},\n      "args": [${JSON.stringify(MEMORY_SERVER)}],\n      "env": { "MEMORY_FILE_PATH": ${JSON.stringify(memoryFile)} }\n    }\n  }\n}\n`;
		const tui = await startTui({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			cols: 100,
			rows: 30,
			settings: { extensions: ["-builtin:tool-search"] },
			setup: (dirs) => writeFileSync(join(dirs.agentDir, "mcp.json"), original),
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: "open knowledge graph nodes by name" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } } },
				{ text: "It prefers tabs." },
			],
		});
		try {
			const report = await command(tui, "/tools", "MCP servers, by exposure:");
			expect(report).toContain("mcp__memory  codemode  codemode scripts, not tool_search: /tools defer");
			tui.sendKeys("Escape");
			await tui.waitForGone("MCP servers, by exposure:");
			await command(tui, "/tools defer memory", "Give this server to tool_search?");
			// The question takes no key in its first moment (a key typed ahead is no answer).
			await new Promise((resolve) => setTimeout(resolve, CONFIRM_QUIET_MS + 100));
			tui.sendKeys("Enter");
			await waitForAll(tui, /Reloaded/);
			const path = join(tui.dirs.agentDir, "mcp.json");
			expect(readFileSync(path, "utf8")).toBe(original.replace(` }\n    }`, ` },\n      "exposure": "deferred"\n    }`));

			tui.submit("What do you remember about Zorblax-7?");
			const first = await tui.waitForRequest(1);
			expect(first.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["tool_search", "call_tool"]));
			const third = await tui.waitForRequest(3);
			expect(third.messages.length).toBeGreaterThan(first.messages.length);
			expect(third.toolResults.at(-1)?.text).toContain(SENTINEL);
			expect(JSON.stringify(third.body.tools)).toBe(JSON.stringify(first.body.tools));
		} finally {
			await tui.stop();
		}
	});
});

describe("call mode where the session's tools leave call_tool out", () => {
	it("declares found tools instead, so the search result never points to a tool the model does not have", async () => {
		const result = await askMemory(memoryFile, {
			exposure: "deferred",
			args: ["--tools", "read,tool_search"],
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes" } } },
				{ toolCall: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } },
				{ text: "It prefers tabs." },
			],
		});
		expect(result.exitCode).toBe(0);
		const [first, second, third] = result.requests;
		expect(first?.tools.map((tool) => tool.name)).toEqual(["read", "tool_search"]);
		expect(second?.toolResults.at(-1)?.text.split("\n")[0]).toBe("Loaded 1 tool. Call it directly in your next message:");
		expect(third?.toolResults.at(-1)?.text).toContain(SENTINEL);
	});
});
