/**
 * Call mode (src/search/catalog/load-mode.ts) in the real pi 1.6 with a real MCP server
 * (`@modelcontextprotocol/server-memory`, deferred exposure) on a model without mid-conversation
 * tool flags: a search makes a tool callable and `call_tool` calls it through pi's nested calls,
 * while the tools and the system prompt of every request stay byte-identical. A permission-style
 * extension sees the inner tool by its own name and blocks one; every bad call gets a result. What
 * was made callable stays callable through compaction, resume (in-process and `pi -c`) and a fork,
 * with the same tools array; a policy-deferred tool is callable too; pi 0.73 always declares.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMcpExtension, type ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askMemory, memoryEntry, SENTINEL, seedMemory } from "../fixtures/memory-server.ts";
import { createCliHome, runPrint } from "../harness/cli.ts";
import { forkAtReply, type InProcessRequest, startInProcess, toolNames } from "../harness/in-process.ts";
import { startInProcess as startInProcess073 } from "../harness/in-process-073.ts";
import { contentText, type ModelRequest } from "../harness/types.ts";


let root: string;
let agentDir: string;
let memoryFile: string;

function mcpJson(): string {
	return JSON.stringify({ mcpServers: { memory: memoryEntry(memoryFile, "deferred") } });
}

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-call-"));
	agentDir = join(root, "agent");
	mkdirSync(agentDir, { recursive: true });
	memoryFile = seedMemory(root);
	writeFileSync(join(agentDir, "mcp.json"), mcpJson());
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

const TOOL_SEARCH = "extensions/tool-search.ts";
/** 246 deferred tools of five real MCP catalogs; calling one returns `ran <name> <arguments>`. */
const CORPUS = "test/fixtures/search/corpus-tools.ts";
/** Plain extension tools (jira_*), deferred only by a policy's `defer`. */
const DIRECT = "test/fixtures/search/direct-tools.ts";
const POST = "mcp__slack__slack_post_message";
const ISSUE = "mcp__github__create_issue";

/** The model's requests, without the summary requests of a compaction. */
function prompts(requests: readonly InProcessRequest[]): InProcessRequest[] {
	return requests.filter((request) => request.purpose === "prompt");
}

/** Every request has the tools array and the system prompt of `reference`, byte for byte. */
function expectSameHead(requests: readonly ModelRequest[], reference: ModelRequest | undefined): void {
	expect(reference).toBeDefined();
	for (const request of requests) {
		expect(JSON.stringify(request.tools), `tools of request ${request.index}`).toBe(JSON.stringify(reference?.tools));
		expect(request.systemPrompt, `system prompt of request ${request.index}`).toBe(reference?.systemPrompt);
	}
}

/** The results of the model's own calls of tool_search and call_tool (nested calls are reported too, by the inner name). */
function outerResults<T extends { toolName: string }>(results: readonly T[]): T[] {
	return results.filter((result) => result.toolName === "tool_search" || result.toolName === "call_tool");
}

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
				'- mcp__memory__open_nodes: "Open specific nodes in the knowledge graph by their names"',
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
		const result = await askMemory(memoryFile, {
			exposure: "deferred",
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

describe("call mode across compaction, resume and fork (pi 1.6 in-process, deferred tools)", () => {
	it("a tool made callable stays callable through call_tool after compaction and after resume, and the tools array never changes", async () => {
		let run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], persistSession: true });
		try {
			await run.prompt("Post hello", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
				{ toolCall: { name: "call_tool", arguments: { name: POST, arguments: { channel_id: "C1", text: "hello" } } } },
				{ text: "Posted." },
			]);
			const [search, call] = outerResults(run.toolResults);
			expect(search?.text.split("\n")[0]).toBe('Ready to call: 1 tool. It is not in your tool list; call it with call_tool, giving "name" and "arguments" as below:');
			expect(search?.details).toMatchObject({ loaded: [POST], loadMode: "call" });
			expect(call).toMatchObject({ isError: false, text: `ran ${POST} {"channel_id":"C1","text":"hello"}` });

			await run.compact({ summary: "The user posts to Slack; the post tool was made callable through call_tool." });
			await run.prompt("Post it again", [
				{ toolCall: { name: "call_tool", arguments: { name: POST, arguments: { channel_id: "C1", text: "again" } } } },
				{ text: "Posted." },
			]);
			expect(outerResults(run.toolResults).at(-1)).toMatchObject({ toolName: "call_tool", isError: false, text: `ran ${POST} {"channel_id":"C1","text":"again"}` });
			const before = prompts(run.requests);
			expect(before).toHaveLength(5);
			expect(toolNames(before[0] ?? { tools: [] })).toEqual(expect.arrayContaining(["tool_search", "call_tool"]));
			expect(toolNames(before[0] ?? { tools: [] })).not.toContain(POST);
			expectSameHead(before, before[0]);

			run = await run.resume();
			await run.prompt("And once more", [
				{ toolCall: { name: "call_tool", arguments: { name: POST, arguments: { channel_id: "C1", text: "resumed" } } } },
				{ text: "Posted." },
			]);
			expect(outerResults(run.toolResults)).toMatchObject([{ toolName: "call_tool", isError: false, text: `ran ${POST} {"channel_id":"C1","text":"resumed"}` }]);
			// The same tools array and system prompt as every request before the resume.
			expectSameHead(prompts(run.requests), before[0]);
		} finally {
			await run.dispose();
		}
	});

	it("a fork keeps what was callable at the point it forked from, and only that", async () => {
		const scratch = mkdtempSync(join(tmpdir(), "tool-search-call-fork-"));
		const sessionDir = join(scratch, "sessions");
		const cwd = join(scratch, "work");
		try {
			const first = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], sessionDir, cwd });
			let file: string | undefined;
			let reference: InProcessRequest | undefined;
			try {
				await first.prompt("Get the Slack post tool", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { text: "Slack is callable." }]);
				await first.prompt("Get GitHub issues too", [{ toolCall: { name: "tool_search", arguments: { query: `select:${ISSUE}` } } }, { text: "GitHub is callable." }]);
				expect(outerResults(first.toolResults).map((result) => (result.details as { loaded: string[] }).loaded)).toEqual([[POST], [ISSUE]]);
				expectSameHead(first.requests, first.requests[0]);
				reference = first.requests[0];
				file = first.sessionFile;
			} finally {
				await first.dispose();
			}
			if (file === undefined) throw new Error("no session file");
			const forked = forkAtReply(file, sessionDir, cwd, "Slack is callable.");
			const second = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], sessionDir, cwd, resume: forked, resumeReason: "resume" });
			try {
				await second.prompt("Post and file an issue", [
					{ toolCall: { name: "call_tool", arguments: { name: POST, arguments: { channel_id: "C1", text: "forked" } } } },
					{ toolCall: { name: "call_tool", arguments: { name: ISSUE, arguments: { owner: "o", repo: "r", title: "t" } } } },
					{ text: "Posted; the issue tool needs a search first." },
				]);
				const [post, issue] = outerResults(second.toolResults);
				expect(post).toMatchObject({ isError: false, text: `ran ${POST} {"channel_id":"C1","text":"forked"}` });
				expect(issue).toMatchObject({
					isError: true,
					text: `${ISSUE} is not callable yet. Call tool_search with select:${ISSUE} first: the result shows its arguments and makes it callable here.`,
				});
				expect(second.toolResults.map((result) => result.toolName)).not.toContain(ISSUE);
				expectSameHead(second.requests, reference);
			} finally {
				await second.dispose();
			}
		} finally {
			rmSync(scratch, { recursive: true, force: true });
		}
	});

	it("a tool deferred by the policy (a plain extension tool) is callable through call_tool, and the tools array stays identical", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, DIRECT], env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"] }) } });
		try {
			await run.prompt("Find open Jira bugs", [
				{ toolCall: { name: "tool_search", arguments: { query: "select:JIRA_SEARCH_ISSUES" } } },
				{ toolCall: { name: "call_tool", arguments: { name: "jira_search_issues", arguments: { text: "type = Bug" } } } },
				{ toolCall: { name: "jira_create_issue", arguments: { text: "x" } } },
				{ text: "done" },
			]);
			const [search, call] = outerResults(run.toolResults);
			expect(search?.text.split("\n").slice(0, 2)).toEqual([
				'Ready to call: 1 tool. It is not in your tool list; call it with call_tool, giving "name" and "arguments" as below:',
				expect.stringMatching(/^- jira_search_issues: /),
			]);
			expect(search?.text).toContain('  arguments: { text?: string }\n  - text: "Issue key, JQL or summary"');
			expect(call).toMatchObject({ toolName: "call_tool", isError: false, text: 'ran jira_search_issues {"text":"type = Bug"}' });
			// A deferred tool no search made callable is not run when the model calls it directly.
			expect(run.toolResults.at(-1)).toMatchObject({ toolName: "jira_create_issue", isError: true });
			for (const request of run.requests) expect(toolNames(request).filter((name) => name.startsWith("jira_"))).toEqual([]);
			expect(toolNames(run.requests[0] ?? { tools: [] })).toEqual(expect.arrayContaining(["tool_search", "call_tool"]));
			expectSameHead(run.requests, run.requests[0]);
		} finally {
			await run.dispose();
		}
	});
});

describe("call mode in the real pi command line across pi -c (pi 1.6)", () => {
	it("pi -c resumes a call-mode session with the same tools array in its first request, and call_tool still reaches the tool", async () => {
		const home = await createCliHome({ version: "1.6", extensionPaths: [TOOL_SEARCH], setup: (dirs) => writeFileSync(join(dirs.agentDir, "mcp.json"), mcpJson()) });
		try {
			const first = await home.run(["-p", "make the open tool callable"], [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__memory__open_nodes" } } },
				{ text: "callable" },
			]);
			expect(first.exitCode).toBe(0);
			const resumed = await home.run(["-c", "-p", "open Zorblax-7"], [
				{ toolCall: { name: "call_tool", arguments: { name: "mcp__memory__open_nodes", arguments: { names: ["Zorblax-7"] } } } },
				{ text: "done" },
			]);
			expect(resumed.exitCode).toBe(0);
			const requests = home.mock.requests();
			expect(requests).toHaveLength(4);
			expect(requests[1]?.toolResults.at(-1)?.text.split("\n")[0]).toBe(
				'Ready to call: 1 tool. It is not in your tool list; call it with call_tool, giving "name" and "arguments" as below:',
			);
			expect(toolNames(requests[0] ?? { tools: [] })).toEqual(expect.arrayContaining(["tool_search", "call_tool"]));
			expect(toolNames(requests[0] ?? { tools: [] })).not.toContain("mcp__memory__open_nodes");
			// The resumed session's first request has the tools array of the first session's requests.
			expectSameHead(requests, requests[0]);
			const head = (request: (typeof requests)[number]) =>
				JSON.stringify({ tools: request.body.tools, system: request.body.messages?.filter((message) => message.role === "system" || message.role === "developer") });
			for (const request of requests) expect(head(request)).toBe(head(requests[0] as (typeof requests)[number]));
			expect(requests[3]?.toolResults.at(-1)?.text).toContain(SENTINEL);
		} finally {
			await home.cleanup();
		}
	});
});

describe("call mode on pi 0.73, which has no nested calls", () => {
	it('with "load": "call", call_tool is never declared and a search still loads by declaring the tool from the next prompt', async () => {
		const run = await startInProcess073({
			extensionPaths: [TOOL_SEARCH, DIRECT],
			mode: "print",
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"], load: "call" }) },
		});
		try {
			await run.prompt("find bugs", [{ toolCall: { name: "tool_search", arguments: { query: "select:jira_search_issues" } } }, { text: "It is loaded for your next prompt." }]);
			await run.prompt("now call it", [{ toolCall: { name: "jira_search_issues", arguments: { text: "type = Bug" } } }, { text: "done" }]);
			const [search, call] = run.toolResults;
			expect(search?.text.split("\n")[0]).toBe(
				"Loaded 1 tool. This pi declares tools when a prompt starts, so it can be called from the user's next prompt in this session, not in this one:",
			);
			expect(search?.details).not.toHaveProperty("loadMode");
			expect(call).toMatchObject({ toolName: "jira_search_issues", isError: false, text: 'ran jira_search_issues {"text":"type = Bug"}' });
			for (const request of run.requests) expect(toolNames(request)).not.toContain("call_tool");
			expect(run.requests.map((request) => toolNames(request).includes("jira_search_issues"))).toEqual([false, false, true, true]);
			expect(run.requests[0]?.tools.find((tool) => tool.name === "tool_search")?.description).toContain("select:name1,name2 loads exactly these tools");
		} finally {
			await run.dispose();
		}
	});
});

describe("what call mode tells the model besides search results", () => {
	it("tells the model in the deferred-tools notice that the search result says how to call a tool, never to call it directly", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS] });
		try {
			await run.prompt("hi", [{ text: "hello" }]);
			const notices = (run.requests[0]?.messages ?? [])
				.map((message) => contentText((message as { content?: unknown }).content))
				.filter((text) => text.startsWith("Deferred tools"));
			expect(notices).toHaveLength(1);
			expect(notices[0]).toContain("its result says how to call it");
			expect(notices[0]).not.toMatch(/call (it|them) directly/);
		} finally {
			await run.dispose();
		}
	});
});
