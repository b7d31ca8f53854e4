/**
 * tool_search in the real pi 1.x, in-process, with a scripted model: 246 deferred tools from five
 * real MCP catalogs (test/fixtures/search/corpus-tools.ts), what the provider receives before and
 * after a search, calls of loaded tools, misses, compaction, resume and fork.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { forkAtReply, type InProcessRequest, startInProcess, toolNames } from "../harness/in-process.ts";
import { contentText } from "../harness/types.ts";

const TOOL_SEARCH = "extensions/tool-search.ts";
const CORPUS = "test/fixtures/search/corpus-tools.ts";
const DIRECT = "test/fixtures/search/direct-tools.ts";
const GATE = "test/fixtures/search/tool-gate.ts";
const LATE = "test/fixtures/search/late-tools.ts";
const CONNECTING = "test/fixtures/search/connecting-server.ts";

const POST = "mcp__slack__slack_post_message";
/**
 * Declare mode, for the tests of declaring: on the faux model (no mid-conversation tool flags) the
 * default `auto` loads in call mode, covered in ./search-call-mode.test.ts.
 */
const DECLARE = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) };

function deferredNames(request: InProcessRequest | undefined): string[] {
	return toolNames(request ?? { tools: [] }).filter((name) => name.startsWith("mcp__") || name.startsWith("jira_"));
}

/** Texts of the messages the model received that tool_search sent (notices), oldest first. */
function notices(request: InProcessRequest | undefined): string[] {
	return (request?.messages ?? [])
		.map((message) => contentText((message as { content?: unknown }).content))
		.filter((text) => text.startsWith("Deferred tools"));
}

const scratch: string[] = [];
afterAll(() => {
	for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe("tool_search on pi 1.x with 246 deferred tools", () => {
	it("declares none of them, tells the model what exists, loads exactly what select: names, and the loaded tool is called next turn", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], env: DECLARE });
		try {
			await run.prompt("Post 'hello' to #general", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
				{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } },
				{ text: "Posted." },
			]);
			const [first, second, third] = run.requests;
			expect(toolNames(first ?? { tools: [] })).toContain("tool_search");
			expect(deferredNames(first)).toEqual([]);
			expect(notices(first)).toHaveLength(1);
			expect(notices(first)[0]).toContain("- mcp__linear (198 tools): e.g. ");
			expect(notices(first)[0]).toContain("- mcp__slack (8 tools): e.g. ");
			expect(deferredNames(second)).toEqual([POST]);
			expect(deferredNames(third)).toEqual([POST]);
			expect(run.toolResults.map((result) => result.text)).toEqual([
				`Loaded 1 tool. Call it directly in your next message:\n- ${POST}: "Post a new message to a Slack channel"`,
				`ran ${POST} {"channel_id":"C1","text":"hello"}`,
			]);
			// The tool_search declaration itself did not change between requests.
			const description = (request: InProcessRequest | undefined) => request?.tools.find((tool) => tool.name === "tool_search")?.description;
			expect(description(second)).toBe(description(first));
			// The second run sends no second summary.
			await run.prompt("thanks", [{ text: "You're welcome." }]);
			expect(notices(run.requests.at(-1))).toHaveLength(1);
		} finally {
			await run.dispose();
		}
	});

	it("keywords load the best matches, name the rest, and the provider receives only the loaded ones", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], env: DECLARE });
		try {
			await run.prompt("Create a Linear issue for the login bug", [
				{ toolCall: { name: "tool_search", arguments: { query: "create linear issue" } } },
				{ text: "ok" },
			]);
			const result = run.toolResults[0];
			const details = result?.details as { loaded: string[]; candidates: string[] };
			expect(result?.text).toMatch(/^Loaded \d tools?\. Call (it|them) directly in your next message:\n- mcp__linear__/);
			expect(details.loaded.length).toBeGreaterThan(0);
			expect(details.loaded.length).toBeLessThanOrEqual(3);
			// Which Linear tools rank first is the ranker's business (test/search/ and bench/); here: only
			// the loaded ones reach the provider, and the create tool is among the matches named.
			expect(details.loaded.every((name) => name.startsWith("mcp__linear__"))).toBe(true);
			expect([...details.loaded, ...details.candidates]).toContain("mcp__linear__linear_createIssue");
			expect(deferredNames(run.requests[1]).sort()).toEqual([...details.loaded].sort());
			if (details.candidates.length > 0) expect(result?.text).toMatch(/\nTo load any of them, call tool_search with select:<name>,<name>\.$/);
		} finally {
			await run.dispose();
		}
	});

	it("a miss says why: MCP support is off in an SDK session, so a configured server cannot load", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS] });
		try {
			writeFileSync(join(run.dirs.agentDir, "mcp.json"), JSON.stringify({ mcpServers: { sentry: { url: "https://mcp.example.com/sentry", exposure: "deferred" } } }));
			await run.prompt("Show me the latest Sentry errors", [
				{ toolCall: { name: "tool_search", arguments: { query: "mcp__sentry" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "spotify playlist shuffle" } } },
				{ text: "Neither is available." },
			]);
			const [targeted, keywords] = run.toolResults;
			expect(targeted?.text).toContain(
				"- mcp__sentry: MCP support is off in this session (for example pi was started with --no-mcp), so its tools cannot be loaded. Tell the user if the task needs them.",
			);
			expect(keywords?.text.split("\n")[0]).toBe('No tool matches "spotify playlist shuffle".');
			expect(keywords?.text).toContain("Deferred groups you can list by name: mcp__linear (198), mcp__github (26), mcp__memory (9), mcp__slack (8), mcp__jira (5).");
			expect(deferredNames(run.requests.at(-1))).toEqual([]);
		} finally {
			await run.dispose();
		}
	});

	it("defers any extension's tools by policy, and loading one re-activates it", async () => {
		const run = await startInProcess({
			extensionPaths: [TOOL_SEARCH, DIRECT],
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"], hints: { "jira_*": "Jira issue tracker" }, load: "declare" }) },
		});
		try {
			await run.prompt("Find open Jira bugs", [
				{ toolCall: { name: "tool_search", arguments: { query: "select:JIRA_SEARCH_ISSUES" } } },
				{ toolCall: { name: "jira_search_issues", arguments: { text: "type = Bug" } } },
				{ text: "done" },
			]);
			expect(deferredNames(run.requests[0])).toEqual([]);
			expect(notices(run.requests[0])[0]).toContain("- direct-tools (3 tools): Jira issue tracker. e.g. jira_create_issue, jira_search_issues, jira_transition_issue");
			expect(deferredNames(run.requests[1])).toEqual(["jira_search_issues"]);
			expect(run.toolResults[1]?.text).toBe('ran jira_search_issues {"text":"type = Bug"}');
		} finally {
			await run.dispose();
		}
	});

	it("never runs a tool itself: a loaded tool still goes through tool_call hooks", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS, GATE], env: { TOOL_GATE_BLOCK: POST } });
		try {
			await run.prompt("Post hello", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } },
				{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } },
				{ text: "It was blocked." },
			]);
			expect(run.toolResults.map((result) => result.toolName)).toEqual(["tool_search", POST]);
			expect(run.toolResults[1]?.isError).toBe(true);
			expect(run.toolResults[1]?.text).toContain(`blocked by tool-gate: ${POST}`);
		} finally {
			await run.dispose();
		}
	});

	it("a loaded tool stays loaded after compaction and after the session is resumed", async () => {
		let run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], persistSession: true, env: DECLARE });
		try {
			await run.prompt("Post hello", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { text: "Loaded." }]);
			await run.compact({ summary: "The user wanted to post to Slack; the post tool was loaded." });
			await run.prompt("Now post it", [{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "hello" } } }, { text: "Posted." }]);
			const afterCompaction = run.requests.filter((request) => request.purpose === "prompt").at(-2);
			expect(deferredNames(afterCompaction)).toEqual([POST]);
			expect(run.toolResults.at(-1)?.text).toBe(`ran ${POST} {"channel_id":"C1","text":"hello"}`);
			// The summary was compacted away, so the next run tells the model again.
			expect(notices(afterCompaction).length).toBeGreaterThanOrEqual(1);
			expect(notices(afterCompaction).at(-1)).toMatch(/^Deferred tools: /);

			run = await run.resume();
			await run.prompt("Post again", [{ toolCall: { name: POST, arguments: { channel_id: "C1", text: "again" } } }, { text: "Posted." }]);
			expect(deferredNames(run.requests[0])).toEqual([POST]);
			expect(run.toolResults[0]?.text).toBe(`ran ${POST} {"channel_id":"C1","text":"again"}`);
		} finally {
			await run.dispose();
		}
	});

	it("a fork keeps what was loaded at the point it forked from", async () => {
		const root = mkdtempSync(join(tmpdir(), "tool-search-fork-"));
		scratch.push(root);
		const sessionDir = join(root, "sessions");
		const cwd = join(root, "work");
		const first = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], sessionDir, cwd, env: DECLARE });
		let file: string | undefined;
		try {
			await first.prompt("Load the Slack post tool", [{ toolCall: { name: "tool_search", arguments: { query: `select:${POST}` } } }, { text: "Loaded Slack." }]);
			await first.prompt("Load GitHub issues too", [
				{ toolCall: { name: "tool_search", arguments: { query: "select:mcp__github__create_issue" } } },
				{ text: "Loaded GitHub." },
			]);
			file = first.sessionFile;
		} finally {
			await first.dispose();
		}
		if (file === undefined) throw new Error("no session file");
		const forked = forkAtReply(file, sessionDir, cwd, "Loaded Slack.");
		const second = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], sessionDir, cwd, resume: forked, resumeReason: "resume", env: DECLARE });
		try {
			await second.prompt("What can you call?", [{ text: "Slack posting." }]);
			expect(deferredNames(second.requests[0])).toEqual([POST]);
		} finally {
			await second.dispose();
		}
	});

	it("tells the model of tools that appear, disappear and come back, in messages, while the system prompt and tool_search stay the same", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS, LATE] });
		try {
			for (const text of ["one", "two", "three", "four"]) await run.prompt(text, [{ text: "ok" }]);
			const last = run.requests.at(-1);
			expect(notices(last)).toEqual([
				expect.stringMatching(/^Deferred tools: these exist but are not in your tool list yet\./),
				[
					"Deferred tools changed since you were last told.",
					"- New: mcp__late (3 tools): Weather service. e.g. get_forecast, get_alerts, get_history",
					"Find them with tool_search before calling them; its result says how.",
				].join("\n"),
				[
					"Deferred tools changed since you were last told.",
					"- Removed: mcp__late (3 tools): Weather service. e.g. get_forecast, get_alerts, get_history",
					"Do not call removed tools; if one is needed, ask the user to check its server with /mcp.",
				].join("\n"),
				[
					"Deferred tools changed since you were last told.",
					"- Available again: mcp__late (3 tools): Weather service. e.g. get_forecast, get_alerts, get_history",
					"Find them with tool_search before calling them; its result says how.",
				].join("\n"),
			]);
			const prompts = new Set(run.requests.map((request) => request.systemPrompt));
			expect(prompts.size).toBe(1);
			const declarations = new Set(run.requests.map((request) => JSON.stringify(request.tools)));
			expect(declarations.size).toBe(1);
		} finally {
			await run.dispose();
		}
	});

	it("announces tools that appear during a run before the model's next request in that run, as a message after the tool result", async () => {
		const run = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS, CONNECTING] });
		try {
			await run.prompt("What is the weather in Oslo?", [{ toolCall: { name: "connect_weather", arguments: {} } }, { text: "ok" }]);
			const [first, second] = run.requests;
			expect(notices(first)).toHaveLength(1);
			expect(notices(second)).toEqual([
				notices(first)[0],
				[
					"Deferred tools changed since you were last told.",
					"- New: mcp__weather (3 tools): Weather service. e.g. get_forecast, get_alerts, get_history",
					"Find them with tool_search before calling them; its result says how.",
				].join("\n"),
			]);
			expect(contentText((second?.messages.at(-2) as { content?: unknown }).content)).toBe("connected");
			expect(second?.systemPrompt).toBe(first?.systemPrompt);
			expect(JSON.stringify(second?.tools)).toBe(JSON.stringify(first?.tools));
			// Announced once: the next run sends nothing new.
			await run.prompt("thanks", [{ text: "bye" }]);
			expect(notices(run.requests.at(-1))).toHaveLength(2);
		} finally {
			await run.dispose();
		}
	});

	it("auto:N defers only while the deferrable definitions exceed N% of the model's context window", async () => {
		// The five catalogs take about 31k estimated tokens: a quarter of the faux model's 128k window.
		const loose = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], env: { PI_QUESTION_TOOL_SEARCH: '{"mode":"auto:50"}' } });
		try {
			await loose.prompt("hi", [{ text: "hello" }]);
			expect(deferredNames(loose.requests[0])).toHaveLength(246);
			expect(notices(loose.requests[0])).toEqual([]);
		} finally {
			await loose.dispose();
		}
		const tight = await startInProcess({ extensionPaths: [TOOL_SEARCH, CORPUS], env: { PI_QUESTION_TOOL_SEARCH: '{"mode":"auto:10"}' } });
		try {
			await tight.prompt("hi", [{ text: "hello" }]);
			expect(deferredNames(tight.requests[0])).toEqual([]);
			expect(notices(tight.requests[0])).toHaveLength(1);
		} finally {
			await tight.dispose();
		}
	});
});
