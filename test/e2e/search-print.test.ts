/**
 * tool_search in the real pi command line without a terminal (`pi -p`, `--mode json`), on both pi
 * lines: a search that loads a tool never crashes the run. pi 0.73 declares tools once per prompt,
 * so there the result says the tool is declared from the next prompt, and a second prompt of the
 * same invocation calls it; pi 1.x declares it at once (with "load": "declare"; on the mock model, which has
 * no mid-conversation tool flags, the default loads in call mode: ./search-call-mode.test.ts).
 */
import { describe, expect, it } from "vitest";
import { runPrint, startRpc } from "../harness/cli.ts";
import { toolNames } from "../harness/types.ts";

const EXTENSIONS = ["extensions/tool-search.ts", "test/fixtures/search/direct-tools.ts"];
const env = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"] }) };
const declareEnv = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"], load: "declare" }) };
const SEARCH = { toolCall: { name: "tool_search", arguments: { query: "select:jira_search_issues" } } };
const CALL = { toolCall: { name: "jira_search_issues", arguments: { text: "type = Bug" } } };

describe("tool_search in print and json mode", () => {
	for (const json of [false, true]) {
		it(`pi 0.73 ${json ? "--mode json" : "-p"}: a search that loads a tool ends normally and says the tool is declared from the next prompt`, async () => {
			const result = await runPrint({
				version: "0.73",
				extensionPaths: EXTENSIONS,
				prompt: "find bugs",
				env,
				json,
				responses: [SEARCH, (request) => ({ text: `told: ${request.toolResults.at(-1)?.text}` })],
			});
			expect(result.stderr).not.toContain("stale");
			expect(result.exitCode).toBe(0);
			expect(result.unscripted).toBe(0);
			expect(result.requests).toHaveLength(2);
			const told = result.requests[1]?.toolResults.at(-1)?.text ?? "";
			expect(told.split("\n")[0]).toBe(
				"Loaded 1 tool. This pi declares tools when a prompt starts, so it can be called from the user's next prompt in this session, not in this one:",
			);
			if (!json) expect(result.stdout).toContain("told: Loaded 1 tool.");
		});
	}

	it("pi 0.73 -p with two prompts: the second prompt declares and calls the tool the first one loaded", async () => {
		const result = await runPrint({
			version: "0.73",
			extensionPaths: EXTENSIONS,
			prompt: "find bugs",
			args: ["now call it"],
			env,
			responses: [SEARCH, { text: "It is loaded for your next prompt." }, CALL, { text: "done" }],
		});
		expect(result.exitCode).toBe(0);
		expect(result.unscripted).toBe(0);
		expect(result.requests.map((request) => toolNames(request).includes("jira_search_issues"))).toEqual([false, false, true, true]);
		expect(result.requests[3]?.toolResults.at(-1)?.text).toBe('ran jira_search_issues {"text":"type = Bug"}');
		expect(result.stdout.trim()).toBe("done");
	});

	for (const json of [false, true]) {
		it(`pi 1.6 ${json ? "--mode json" : "-p"}: the loaded tool is declared in the same prompt and called`, async () => {
			const result = await runPrint({ version: "1.6", extensionPaths: EXTENSIONS, prompt: "find bugs", env: declareEnv, json, responses: [SEARCH, CALL, { text: "done" }] });
			expect(result.exitCode).toBe(0);
			expect(result.unscripted).toBe(0);
			expect(result.requests[1]?.toolResults.at(-1)?.text.split("\n")[0]).toBe("Loaded 1 tool. Call it directly in your next message:");
			expect(result.requests[2]?.toolResults.at(-1)?.text).toBe('ran jira_search_issues {"text":"type = Bug"}');
		});
	}
});

const CORPUS = ["extensions/tool-search.ts", "test/fixtures/search/corpus-tools.ts"];

describe("/tools without a terminal UI", () => {
	it("pi 1.6 -p: warns about the built-in on stderr until it is turned off; then stderr is clean and tool_search is ours", async () => {
		const before = await runPrint({ version: "1.6", extensionPaths: CORPUS, prompt: "hi", responses: [{ text: "hello" }] });
		expect(before.stderr).toContain('Extension package "builtin:tool-search"');
		const after = await runPrint({ version: "1.6", extensionPaths: CORPUS, prompt: "hi", settings: { extensions: ["-builtin:tool-search"] }, responses: [{ text: "hello" }] });
		expect(after.exitCode).toBe(0);
		expect(after.stderr).toBe("");
		expect(after.requests[0]?.tools.find((tool) => tool.name === "tool_search")?.description).toContain("select:name1,name2 makes exactly these tools callable");
	});

	it("pi 1.6 -p /tools writes the report to stderr and asks the model nothing; /tools try shows what the model would get", async () => {
		// Declare mode, where a load breaks the mock model's cache and the report says how to keep it.
		const report = await runPrint({
			version: "1.6",
			extensionPaths: CORPUS,
			prompt: "/tools",
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) },
			settings: { extensions: ["-builtin:tool-search"] },
		});
		expect(report.exitCode).toBe(0);
		expect(report.requests).toHaveLength(0);
		expect(report.stdout).toBe("");
		expect(report.stderr).toContain("246 tools in 5 groups, 0 declared · mode always");
		expect(report.stderr).toMatch(/Tool schemas, in tokens: all declared 3\d\.\dk · declared now (\d+) \(tool_search's own \1 included\)\nSaved 3\d\.\dk tokens = \d+\.\d% of the 32k-token context window/);
		expect(report.stderr).toContain("Prompt cache when tools load: broken.");
		expect(report.stderr).toContain('models.json: providers["mock"].modelOverrides["mock-1"].compat');
		const dry = await runPrint({ version: "1.6", extensionPaths: CORPUS, prompt: "/tools try post a slack message", settings: { extensions: ["-builtin:tool-search"] } });
		// The mock model has no mid-conversation tool flags, so the default loads in call mode.
		expect(dry.stderr).toContain(
			'What the model would get for "post a slack message" (nothing was loaded):\nReady to call: 1 tool. It is not in your tool list; call it with call_tool, giving "name" and "arguments" as below:\n- mcp__slack__slack_post_message: "Post a new message to a Slack channel"\n  arguments: { channel_id: string, text: string }\n',
		);
	});

	it("pi 0.73 -p /tools reports the policy's deferred tools; there every load changes the next prompt's tools", async () => {
		const report = await runPrint({ version: "0.73", extensionPaths: CORPUS, prompt: "/tools", env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["mcp__*"] }) } });
		expect(report.exitCode).toBe(0);
		expect(report.requests).toHaveLength(0);
		expect(report.stderr).toContain("246 tools in 5 groups, 0 declared · mode always");
		expect(report.stderr).toContain("Prompt cache when tools load: broken. This pi fixes the tools when a prompt starts");
	});

	it("pi 1.6 RPC /tools sends the report as a notification", async () => {
		const rpc = await startRpc({ version: "1.6", extensionPaths: CORPUS, settings: { extensions: ["-builtin:tool-search"] } });
		try {
			await rpc.prompt("/tools");
			const deadline = Date.now() + 10_000;
			while (!rpc.uiRequests.some((request) => request.method === "notify") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
			const notice = rpc.uiRequests.find((request) => request.method === "notify");
			expect(notice?.message).toContain("246 tools in 5 groups, 0 declared · mode always");
			expect(notice?.message).toContain("What the model would get for a query: /tools try <query>");
			expect(rpc.requests()).toHaveLength(0);
		} finally {
			await rpc.stop();
		}
	});
});
