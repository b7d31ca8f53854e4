/**
 * tool_search on pi 0.73, which defers nothing by itself: a policy in settings defers the 246
 * corpus tools (registered as ordinary tools there), and the extension restores what was loaded
 * from its own session entries, since pi 0.73 does not record the active tool set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type InProcessRequest, loadPi073, startInProcess, toolNames } from "../harness/in-process-073.ts";
import { contentText } from "../harness/types.ts";

const EXTENSIONS = ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"];
const POLICY = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["mcp__*"], hints: { "mcp__slack__*": "Slack chat" } }) };
const POST = "mcp__slack__slack_post_message";

/**
 * Waits until pi 0.73 has finished the run a search continues (see CONTINUE_MESSAGE_TYPE): it
 * starts after `prompt()` returned, so the test waits for `count` requests and an idle session.
 */
async function settle(run: { requests: unknown[]; session: { agent: unknown } }, count: number): Promise<void> {
	const deadline = Date.now() + 10_000;
	const streaming = (): boolean => (run.session.agent as { state: { isStreaming: boolean } }).state.isStreaming;
	while (Date.now() < deadline) {
		if (run.requests.length >= count && !streaming()) return;
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	throw new Error(`pi 0.73 did not finish: ${run.requests.length} of ${count} requests`);
}

function mcpNames(request: InProcessRequest | undefined): string[] {
	return toolNames(request ?? { tools: [] }).filter((name) => name.startsWith("mcp__"));
}

function notices(request: InProcessRequest | undefined): string[] {
	return (request?.messages ?? [])
		.map((message) => contentText((message as { content?: unknown }).content))
		.filter((text) => text.startsWith("Deferred tools"));
}

describe("tool_search on pi 0.73", () => {
	it("defers tools by policy, loads with select: and keywords, and the loaded tool is called", async () => {
		const run = await startInProcess({ extensionPaths: EXTENSIONS, env: POLICY });
		try {
			await run.prompt("Post hello to Slack, then find a Linear tool", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
				// pi 0.73 keeps a run's tools: the search ends the run, and a new one declares the loaded tool.
				{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "list linear projects" } } },
				{ text: "done" },
			]);
			await settle(run, 4);
			const [first, second] = run.requests;
			expect(toolNames(first ?? { tools: [] })).toContain("tool_search");
			expect(mcpNames(first)).toEqual([]);
			expect(notices(first)[0]).toContain("- mcp__slack (8 tools): Slack chat. e.g. ");
			expect(mcpNames(second)).toEqual([POST]);
			expect(contentText((second?.messages.at(-1) as { content?: unknown }).content)).toBe(
				`tool_search loaded ${POST}; it is declared now. Continue the task.`,
			);
			expect(run.toolResults[1]?.text).toBe(`ran ${POST} {"channel_id":"C1","text":"hello"}`);
			const keywords = run.toolResults[2]?.details as { loaded: string[] };
			expect(keywords.loaded.length).toBeGreaterThan(0);
			expect(keywords.loaded.every((name) => name.startsWith("mcp__linear__"))).toBe(true);
			expect(mcpNames(run.requests[3]).sort()).toEqual([POST, ...keywords.loaded].sort());
			expect(run.requests).toHaveLength(4);
		} finally {
			await run.dispose();
		}
	});

	it("keeps loaded tools loaded, and the rest deferred, after compaction and on resume", async () => {
		// The compaction keeps the last turn whole (a long user message, then a short answer), so pi 0.73
		// makes one summary request and no turn-prefix request.
		let run = await startInProcess({ extensionPaths: EXTENSIONS, env: POLICY, persistSession: true, settings: { compaction: { keepRecentTokens: 20 } } });
		try {
			await run.prompt("Load the Slack post tool", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { text: "Loaded." }]);
			await settle(run, 2);
			await run.prompt(`Before posting, note this: ${"the channel is #general and the message is short. ".repeat(4)}`, [{ text: "ok" }]);
			await run.compact({ summary: "The Slack post tool was loaded." });
			await run.prompt("Post hello", [{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } }, { text: "Posted." }]);
			expect(mcpNames(run.requests.filter((request) => request.purpose === "prompt").at(-2))).toEqual([POST]);

			run = await run.resume();
			await run.prompt("Post again", [{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "again" } } }, { text: "Posted." }]);
			expect(mcpNames(run.requests[0])).toEqual([POST]);
			expect(toolNames(run.requests[0] ?? { tools: [] })).toContain("tool_search");
			expect(run.toolResults[0]?.text).toBe(`ran ${POST} {"channel_id":"C1","text":"again"}`);
		} finally {
			await run.dispose();
		}
	});

	it("announces tools that appear during a run before the model's next request in that run (a steering message)", async () => {
		const run = await startInProcess({ extensionPaths: [...EXTENSIONS, "test/fixtures/search/connecting-server.ts"], env: POLICY });
		try {
			await run.prompt("What is the weather in Oslo?", [{ toolCall: { name: "connect_weather", arguments: {} } }, { text: "ok" }]);
			await settle(run, 2);
			expect(run.requests).toHaveLength(2);
			const second = run.requests[1];
			expect(notices(second).at(-1)).toBe(
				[
					"Deferred tools changed since you were last told.",
					"- New: mcp__weather (3 tools): e.g. get_forecast, get_alerts, get_history",
					"Find them with tool_search before calling them; its result says how.",
				].join("\n"),
			);
			expect(mcpNames(second)).toEqual([]);
		} finally {
			await run.dispose();
		}
	});

	it("without a policy, leaves every tool alone and turns tool_search off", async () => {
		const run = await startInProcess({ extensionPaths: EXTENSIONS });
		try {
			await run.prompt("hi", [{ text: "hello" }]);
			expect(toolNames(run.requests[0] ?? { tools: [] })).not.toContain("tool_search");
			expect(mcpNames(run.requests[0])).toHaveLength(246);
			expect(notices(run.requests[0])).toEqual([]);
		} finally {
			await run.dispose();
		}
	});

	it("a fork keeps what was loaded at the point it forked from", async () => {
		const root = mkdtempSync(join(tmpdir(), "tool-search-fork-073-"));
		const sessionDir = join(root, "sessions");
		const cwd = join(root, "work");
		try {
			const first = await startInProcess({ extensionPaths: EXTENSIONS, env: POLICY, sessionDir, cwd });
			let file: string | undefined;
			try {
				await first.prompt("Load the Slack post tool", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { text: "Loaded Slack." }]);
				await settle(first, 2);
				await first.prompt("Load GitHub issues too", [
					{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__github__create_issue" } } },
					{ text: "Loaded GitHub." },
				]);
				await settle(first, 4);
				file = first.sessionFile;
			} finally {
				await first.dispose();
			}
			if (file === undefined) throw new Error("no session file");
			const { pi } = await loadPi073();
			const manager = pi.SessionManager.open(file, sessionDir, cwd) as {
				getEntries(): Array<{ id: string; type: string; message?: { role: string; content: unknown } }>;
				createBranchedSession(leafId: string): string | undefined;
			};
			const forkPoint = manager
				.getEntries()
				.find((entry) => entry.type === "message" && entry.message?.role === "assistant" && contentText(entry.message.content) === "Loaded Slack.");
			if (!forkPoint) throw new Error("fork point not found");
			const forked = manager.createBranchedSession(forkPoint.id);
			if (forked === undefined) throw new Error("fork not written");
			const second = await startInProcess({ extensionPaths: EXTENSIONS, env: POLICY, sessionDir, cwd, resume: forked, resumeReason: "resume" });
			try {
				await second.prompt("What can you call?", [{ text: "Slack posting." }]);
				expect(mcpNames(second.requests[0])).toEqual([POST]);
			} finally {
				await second.dispose();
			}
		} finally {
			rmSync(root, { recursive: true, force: true });
		}
	});
});
