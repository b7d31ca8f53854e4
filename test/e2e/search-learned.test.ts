/**
 * Learned always-load in the real pi, in-process, with the 246 corpus tools deferred: a tool the
 * model called in three sessions is declared in the fourth session's first request, the tools
 * stay byte-identical through that session, and `"learn": false` turns it off. The sessions share
 * one agent directory, where the usage file lives.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type InProcessRequest, startInProcess, toolNames } from "../harness/in-process.ts";

const EXTENSIONS = ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"];
const POST = "mcp__slack__slack_post_message";
const root = mkdtempSync(join(tmpdir(), "tool-search-learned-"));
const agentDir = join(root, "agent");

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});

function deferred(request: InProcessRequest | undefined): string[] {
	return toolNames(request ?? { tools: [] }).filter((name) => name.startsWith("mcp__"));
}

async function sessionCallingPost(): Promise<void> {
	const run = await startInProcess({ extensionPaths: EXTENSIONS, env: { PI_CODING_AGENT_DIR: agentDir } });
	try {
		await run.prompt("Post hello to #general", [
			{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
			{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } },
			{ text: "Posted." },
		]);
		expect(deferred(run.requests[0])).toEqual([]);
	} finally {
		await run.dispose();
	}
}

describe("learned always-load (pi 1.6)", () => {
	it("counts a call through call_tool (call mode) as a use of the inner tool, by its own name", async () => {
		const dir = mkdtempSync(join(tmpdir(), "tool-search-learned-call-"));
		try {
			const run = await startInProcess({ extensionPaths: EXTENSIONS, env: { PI_CODING_AGENT_DIR: dir, PI_QUESTION_TOOL_SEARCH: '{"load":"call"}' } });
			try {
				await run.prompt("Post hello to #general", [
					{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
					{ toolCall: { name: "call_tool", arguments: { name: POST, arguments: { channel_id: "C1", text: "hello" } } } },
					{ text: "Posted." },
				]);
			} finally {
				await run.dispose();
			}
			const usage = JSON.parse(readFileSync(join(dir, "pi-question", "tool-usage.json"), "utf8")) as { sessions: { tools: string[] }[] };
			expect(usage.sessions.map((session) => session.tools)).toEqual([[POST]]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("a tool called in three sessions starts loaded in the fourth, and every request of that session declares the same tools", async () => {
		for (let i = 0; i < 3; i++) await sessionCallingPost();
		const usage = JSON.parse(readFileSync(join(agentDir, "pi-question", "tool-usage.json"), "utf8")) as { sessions: { id: string; tools: string[] }[] };
		expect(usage.sessions).toHaveLength(3);
		expect(usage.sessions.map((session) => session.tools)).toEqual([[POST], [POST], [POST]]);

		const fourth = await startInProcess({ extensionPaths: EXTENSIONS, env: { PI_CODING_AGENT_DIR: agentDir } });
		try {
			await fourth.prompt("Post the standup notes", [{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "notes" } } }, { text: "Posted." }]);
			await fourth.prompt("And find the Linear issue for it", [
				{ toolCall: { name: "tool_search", arguments: { query: "mcp__linear" } } },
				{ text: "Here are the Linear tools." },
			]);
			const [first] = fourth.requests;
			expect(deferred(first)).toEqual([POST]);
			expect(fourth.toolResults[0]?.text).toBe(`ran ${POST} {"channel_id":"C1","text":"notes"}`);
			// The tools prefix is byte-identical across every request of the session.
			expect(new Set(fourth.requests.map((request) => JSON.stringify(request.tools))).size).toBe(1);
			// The summary tells the model the tool is loaded already.
			const summary = JSON.stringify(first?.messages ?? []);
			expect(summary).toContain("mcp__slack (8 tools, 1 loaded)");
		} finally {
			await fourth.dispose();
		}
	});

	it('"learn": false starts with nothing loaded and records nothing', async () => {
		const before = readFileSync(join(agentDir, "pi-question", "tool-usage.json"), "utf8");
		const run = await startInProcess({
			extensionPaths: EXTENSIONS,
			env: { PI_CODING_AGENT_DIR: agentDir, PI_QUESTION_TOOL_SEARCH: '{"learn":false}' },
		});
		try {
			await run.prompt("hi", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { toolCall: { name: POST, arguments: {} } }, { text: "ok" }]);
			expect(deferred(run.requests[0])).toEqual([]);
		} finally {
			await run.dispose();
		}
		expect(readFileSync(join(agentDir, "pi-question", "tool-usage.json"), "utf8")).toBe(before);
	});
});
