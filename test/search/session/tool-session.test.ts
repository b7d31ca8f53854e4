/**
 * The tool_search session against a scripted host: policy at session start, loading, result
 * texts, waiting for servers, MCP server states, auto:N, notices and restore. The real pi runs in
 * test/e2e/search*.test.ts; here every host answer is under the test's control.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type HostTool, TOOL_SEARCH_ENV } from "../../../src/search/catalog/catalog.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";
import { NOTICE_MESSAGE_TYPE } from "../../../src/search/notices/notices.ts";
import { STATE_ENTRY_TYPE } from "../../../src/search/memory/persist.ts";
import type { SessionHost } from "../../../src/search/session/host.ts";
import { type SessionOptions, ToolSearchSession } from "../../../src/search/session/session.ts";
import type { SearchAnswer } from "../../../src/search/plan/answer.ts";
import { reachesTools } from "../../../src/search/tool.ts";

/** A search's result as the model reads it: the answer of the plan the session applied. */
async function answer(session: ToolSearchSession, ...args: Parameters<ToolSearchSession["search"]>): Promise<SearchAnswer> {
	return (await session.search(...args)).answer;
}

type FakeTool = HostTool & { executed?: number };

/** A host with the pi calls the session makes (its `SessionHost`), as plain functions; pi 1.x when tools have exposures, else pi 0.73. */
class FakeHost {
	tools: FakeTool[] = [];
	active: string[] = [];
	entries: { type: string; customType: string; data: unknown }[] = [];
	commands: { name: string }[] | undefined = [{ name: "mcp" }];

	add(tool: FakeTool, active = tool.exposure === undefined || tool.exposure === "direct"): void {
		this.tools = [...this.tools.filter((existing) => existing.name !== tool.name), tool];
		if (active && !this.active.includes(tool.name)) this.active.push(tool.name);
	}

	remove(name: string): void {
		this.tools = this.tools.filter((tool) => tool.name !== name);
		this.active = this.active.filter((active) => active !== name);
	}

	sessionHost(): SessionHost {
		return {
			allTools: () => this.tools.map((tool) => ({ ...tool })),
			activeTools: () => [...this.active],
			setActiveTools: (names) => {
				this.active = [...new Set(names)].filter((name) => this.tools.some((tool) => tool.name === name && tool.exposure !== "hidden"));
			},
			appendEntry: (customType, data) => {
				this.entries.push({ type: "custom", customType, data });
			},
			commands: () => this.commands,
			mcpServers: () => [],
		};
	}
}

function mcpTool(server: string, name: string, description: string, exposure: HostTool["exposure"] = "deferred"): FakeTool {
	return {
		name: `mcp__${server}__${name}`,
		description,
		parameters: { type: "object", properties: { text: { type: "string", description: "Text" } } } as never,
		exposure,
		namespace: { name: `mcp__${server}` },
	};
}

function directTool(name: string, description: string): FakeTool {
	return { name, description, parameters: { type: "object", properties: {} } as never };
}

let root: string;
let agentDir: string;
let cwd: string;

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-session-"));
	agentDir = join(root, "agent");
	cwd = join(root, "work");
	mkdirSync(agentDir, { recursive: true });
	mkdirSync(cwd, { recursive: true });
});

afterEach(() => {
	rmSync(root, { recursive: true, force: true });
});

function context(host: FakeHost, contextWindow = 200_000) {
	return {
		cwd,
		sessionManager: { getBranch: () => host.entries, getSessionId: () => "session-1" },
		model: { contextWindow },
		hasUI: false,
		ui: { notify() {} },
		isProjectTrusted: () => false,
	} as never;
}

function session(host: FakeHost, policy?: object, options: SessionOptions = {}): ToolSearchSession {
	const env: NodeJS.ProcessEnv = { PI_CODING_AGENT_DIR: agentDir, ...(policy ? { [TOOL_SEARCH_ENV]: JSON.stringify(policy) } : {}) };
	return new ToolSearchSession(host.sessionHost(), { env, waitMs: 300, pollMs: 20, ...options });
}

/** Slack and GitHub tools; deferred by exposure (pi 1.x), or plain tools (pi 0.73) when `exposures` is false. */
function slackHost(exposures = true): FakeHost {
	const host = new FakeHost();
	const tool = (server: string, name: string, description: string): FakeTool => {
		const made = mcpTool(server, name, description);
		if (exposures) return made;
		const { exposure: _exposure, namespace: _namespace, ...plain } = made;
		return plain;
	};
	host.add(directTool("read", "Read a file"));
	host.add(directTool("tool_search", "search"), false);
	host.add(tool("slack", "post_message", "Post a new message to a Slack channel"));
	host.add(tool("slack", "list_channels", "List public channels in the workspace"));
	host.add(tool("slack", "add_reaction", "Add a reaction emoji to a message"));
	host.add(tool("github", "create_issue", "Create a new issue in a GitHub repository"));
	host.add(tool("github", "list_pull_requests", "List pull requests in a GitHub repository"));
	return host;
}

describe("session start", () => {
	it("on pi 0.73 (no exposures) defers the tools the policy names and activates tool_search", async () => {
		const host = new FakeHost();
		host.add(directTool("read", "Read a file"));
		host.add(directTool("tool_search", "search"));
		host.add(directTool("jira_create", "Create a Jira issue"));
		host.add(directTool("jira_search", "Search Jira issues with JQL"));
		await session(host, { defer: ["jira_*"] }).start(context(host));
		expect(host.active).toEqual(["read", "tool_search"]);
	});

	it("on pi 0.73 with nothing to defer turns tool_search off", async () => {
		const host = new FakeHost();
		host.add(directTool("read", "Read a file"));
		host.add(directTool("tool_search", "search"));
		await session(host).start(context(host));
		expect(host.active).toEqual(["read"]);
	});

	it("on pi 1.x activates tool_search for host-deferred tools and pins load patterns", async () => {
		const host = slackHost();
		await session(host, { load: ["mcp__github__create_issue"] }).start(context(host));
		expect(host.active).toEqual(["read", "mcp__github__create_issue", "tool_search"]);
	});
});

describe("search", () => {
	it("select: loads exactly the named tools, case-insensitively, and says how to call them", async () => {
		const host = slackHost();
		const search = session(host, { load: "declare" });
		await search.start(context(host));
		const result = await answer(search, "select:MCP__SLACK__POST_MESSAGE,mcp__github__create_issue", undefined, undefined, context(host));
		expect(result.text).toBe(
			[
				"Loaded 2 tools. Call them directly in your next message:",
				'- mcp__slack__post_message: "Post a new message to a Slack channel"',
				'- mcp__github__create_issue: "Create a new issue in a GitHub repository"',
			].join("\n"),
		);
		expect(result.details.loaded).toEqual(["mcp__slack__post_message", "mcp__github__create_issue"]);
		expect(host.active).toEqual(expect.arrayContaining(["mcp__slack__post_message", "mcp__github__create_issue"]));
		expect(host.entries.at(-1)?.data).toMatchObject({ loaded: ["mcp__slack__post_message", "mcp__github__create_issue"] });
	});

	it("select: counts an already loaded tool as success and names unknown ones with the closest names", async () => {
		const host = slackHost();
		const search = session(host, { load: "declare" });
		await search.start(context(host));
		await answer(search, "select:mcp__slack__post_message", undefined, undefined, context(host));
		const result = await answer(search, "select:mcp__slack__post_message,read,mcp__slack__post_mesage", undefined, undefined, context(host));
		const lines = result.text.split("\n");
		expect(lines[0]).toBe("Already loaded (call directly): mcp__slack__post_message, read.");
		expect(lines[1]).toMatch(/^No tool is named "mcp__slack__post_mesage"\. Closest names: mcp__slack__post_message[,.]/);
		expect(lines[2]).toBe("Use select: with one of the closest names, or search with keywords.");
		expect(lines).toHaveLength(3);
		expect(result.details).toMatchObject({ loaded: [], alreadyLoaded: ["mcp__slack__post_message", "read"], unknown: ["mcp__slack__post_mesage"] });
	});

	it("a server prefix lists its tools without loading them", async () => {
		const host = slackHost();
		const search = session(host, { load: "declare" });
		await search.start(context(host));
		const before = [...host.active];
		const result = await answer(search, "mcp__slack", undefined, undefined, context(host));
		expect(result.text).toBe(
			[
				"mcp__slack: 3 tools, none loaded by this listing:",
				'- mcp__slack__post_message: "Post a new message to a Slack channel"',
				'- mcp__slack__list_channels: "List public channels in the workspace"',
				'- mcp__slack__add_reaction: "Add a reaction emoji to a message"',
				"Load the ones you need with select:<name>,<name>.",
			].join("\n"),
		);
		expect(host.active).toEqual(before);
		// In call mode the listing says how to get a tool's arguments (call_tool is registered, as the extension does).
		host.add(directTool("call_tool", "call"), false);
		const called = session(host, { load: "call" });
		await called.start(context(host));
		expect((await answer(called, "mcp__slack", undefined, undefined, context(host))).text.split("\n").at(-1)).toBe(
			"Get the ones you need with select:<name>,<name>; the result shows their arguments and makes them callable.",
		);
	});

	it("keywords load the best match and name the rest", async () => {
		const host = slackHost();
		const search = session(host, { load: "declare" });
		await search.start(context(host));
		const result = await answer(search, "post a message to slack", undefined, undefined, context(host));
		expect(result.details.loaded[0]).toBe("mcp__slack__post_message");
		expect(result.text.split("\n")[0]).toMatch(/^Loaded \d tools?\. Call (it|them) directly in your next message:$/);
		expect(host.active).toContain("mcp__slack__post_message");
	});

	it("a miss says so and lists what can be listed", async () => {
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const result = await answer(search, "kubernetes pod logs", undefined, undefined, context(host));
		expect(result.text).toBe(
			[
				'No tool matches "kubernetes pod logs".',
				"Deferred groups you can list by name: mcp__slack (3), mcp__github (2).",
				"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
			].join("\n"),
		);
	});

	it("a mistyped server prefix names the closest server: Did you mean mcp__slack?", async () => {
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const result = await answer(search, "mcp__slak", undefined, undefined, context(host));
		expect(result.text).toBe(
			[
				'No tool matches "mcp__slak".',
				"Did you mean mcp__slack?",
				"Deferred groups you can list by name: mcp__slack (3), mcp__github (2).",
				"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
			].join("\n"),
		);
	});

	it("full tool names separated by spaces load those tools, as select: does", async () => {
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const result = await answer(search, "mcp__github__create_issue mcp__slack__post_message", undefined, undefined, context(host));
		expect(result.details).toMatchObject({ kind: "select", loaded: ["mcp__github__create_issue", "mcp__slack__post_message"] });
		expect(host.active).toEqual(expect.arrayContaining(["mcp__github__create_issue", "mcp__slack__post_message"]));
	});

	it("never runs a tool", async () => {
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		for (const query of ["select:mcp__slack__post_message", "mcp__github", "create issue", "nothing matches this"]) {
			await answer(search, query, undefined, undefined, context(host));
		}
		expect(host.tools.every((tool) => tool.executed === undefined)).toBe(true);
	});
});

describe("servers that are not connected", () => {
	function writeMcp(servers: Record<string, unknown>): void {
		writeFileSync(join(agentDir, "mcp.json"), JSON.stringify({ mcpServers: servers }));
	}

	it("where the host does not wait for servers (pi 0.73 with an MCP extension), waits briefly for a targeted one, says it is not connected, and does not wait again", async () => {
		writeMcp({ memory: { command: "node", args: ["server.js"], exposure: "deferred" } });
		const host = slackHost(false);
		const search = session(host, { defer: ["mcp__*"] });
		await search.start(context(host));
		let started = Date.now();
		const first = await answer(search, "select:mcp__memory__read_graph", undefined, undefined, context(host));
		expect(Date.now() - started).toBeGreaterThanOrEqual(280);
		expect(first.text).toBe(
			[
				'No tool is named "mcp__memory__read_graph", and no tool has a similar name.',
				"Servers whose tools could not be searched:",
				"- mcp__memory: not connected after waiting 5 s. It is still starting or it failed to start; the user can see which with /mcp. Search again in a moment.",
				"Deferred groups you can list by name: mcp__slack (3), mcp__github (2).",
				"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
			].join("\n"),
		);
		started = Date.now();
		const second = await answer(search, "mcp__memory", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(200);
		expect(second.text).toContain("- mcp__memory: not connected. It is still starting or it failed to start");
		expect(second.details.servers).toEqual([{ namespace: "mcp__memory", condition: "not-connected" }]);
	});

	it("waits again for a server in a new session, though an earlier session waited for it in vain", async () => {
		writeMcp({ memory: { command: "node", args: ["server.js"], exposure: "deferred" } });
		const host = slackHost(false);
		const search = session(host, { defer: ["mcp__*"] });
		await search.start(context(host));
		let started = Date.now();
		await answer(search, "mcp__memory", undefined, undefined, context(host));
		expect(Date.now() - started).toBeGreaterThanOrEqual(280);
		started = Date.now();
		await answer(search, "mcp__memory", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(200);
		await search.start(context(host));
		started = Date.now();
		const again = await answer(search, "mcp__memory", undefined, undefined, context(host));
		expect(Date.now() - started).toBeGreaterThanOrEqual(280);
		expect(again.text).toContain("- mcp__memory: not connected after waiting 5 s.");
	});

	it("on pi 1.x, which waits for the servers a search may reach before it runs, does not wait again and says the server failed", async () => {
		writeMcp({ memory: { command: "node", args: ["server.js"], exposure: "deferred" }, docs: { url: "https://example.com/mcp", exposure: "deferred" } });
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const started = Date.now();
		const result = await answer(search, "select:mcp__memory__read_graph,mcp__docs__search", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(200);
		expect(result.text).toContain(
			"- mcp__memory: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.",
		);
		expect(result.text).toContain("- mcp__docs: not connected. It needs sign-in (the user can sign in with /mcp) or it failed to connect. Tell the user if the task needs it.");
	});

	it("finds the tool when the server connects while it waits", async () => {
		writeMcp({ memory: { command: "node", args: ["server.js"], exposure: "deferred" } });
		const host = slackHost(false);
		const search = session(host, { defer: ["mcp__*"] }, { waitMs: 3000 });
		await search.start(context(host));
		setTimeout(() => {
			const { exposure: _exposure, namespace: _namespace, ...plain } = mcpTool("memory", "read_graph", "Read the entire knowledge graph");
			host.add(plain);
		}, 100);
		const started = Date.now();
		const result = await answer(search, "select:mcp__memory__read_graph", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(1500);
		// pi 0.73 activates a tool when it is registered; the search reports it loaded and keeps it so.
		expect([...result.details.loaded, ...result.details.alreadyLoaded]).toEqual(["mcp__memory__read_graph"]);
		search.apply(context(host));
		expect(host.active).toContain("mcp__memory__read_graph");
	});

	it("does not wait for keyword queries, and names every server that could not be searched", async () => {
		writeMcp({
			memory: { command: "node", args: ["server.js"], exposure: "deferred" },
			docs: { url: "https://example.com/mcp", exposure: "deferred" },
			internal: { url: "https://example.com/internal", headers: { Authorization: "Bearer x" } },
			old: { command: "old-server", enabled: false },
			slack: { command: "slack-server", exposure: "deferred" },
		});
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const started = Date.now();
		const result = await answer(search, "knowledge graph entities", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(200);
		expect(result.text).toBe(
			[
				'No tool matches "knowledge graph entities".',
				"Servers whose tools could not be searched:",
				"- mcp__memory: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.",
				"- mcp__docs: not connected. It needs sign-in (the user can sign in with /mcp) or it failed to connect. Tell the user if the task needs it.",
				"- mcp__internal: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.",
				'- mcp__old: disabled in its MCP config ("enabled": false). The user can enable it with /mcp.',
				"Deferred groups you can list by name: mcp__slack (3), mcp__github (2).",
				"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
			].join("\n"),
		);
	});

	it("says when MCP support is off, without waiting", async () => {
		writeMcp({ memory: { command: "node", args: ["server.js"], exposure: "deferred" } });
		const host = slackHost();
		host.commands = [];
		const search = session(host);
		await search.start(context(host));
		const started = Date.now();
		const result = await answer(search, "mcp__memory", undefined, undefined, context(host));
		expect(Date.now() - started).toBeLessThan(200);
		expect(result.text).toContain(
			"- mcp__memory: MCP support is off in this session (for example pi was started with --no-mcp), so its tools cannot be loaded. Tell the user if the task needs them.",
		);
	});

	it("says when a targeted server's tools are loaded already (direct exposure)", async () => {
		writeMcp({ time: { command: "time-server", exposure: "direct" } });
		const host = slackHost();
		host.add(mcpTool("time", "get_current_time", "Get the current time", "direct"), true);
		const search = session(host);
		await search.start(context(host));
		const result = await answer(search, "mcp__time", undefined, undefined, context(host));
		expect(result.text).toContain("- mcp__time: its tools are loaded already (mcp__time__get_current_time); call them directly.");
	});

	it("reports a disabled server targeted by name", async () => {
		writeMcp({ old: { command: "old-server", enabled: false } });
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const result = await answer(search, "select:mcp__old__thing", undefined, undefined, context(host));
		expect(result.details.servers).toEqual([{ namespace: "mcp__old", condition: "disabled" }]);
	});
});

describe("auto:N", () => {
	function bigHost(): FakeHost {
		const host = slackHost();
		for (let i = 0; i < 40; i++) host.add(mcpTool("big", `tool_${i}`, `Tool number ${i} with a long description `.repeat(8)));
		return host;
	}

	it("loads deferrable tools up front while they fit in N% of the window, and defers them when the window shrinks", async () => {
		const host = bigHost();
		const search = session(host, { mode: "auto:10" });
		await search.start(context(host, 1_000_000));
		expect(host.active.filter((name) => name.startsWith("mcp__"))).toHaveLength(45);
		expect(await search.noticeForRun(context(host, 1_000_000))).toBeUndefined();
		// A model with a small window: the same tools are now over 10% and deferred again.
		const message = await search.noticeForRun(context(host, 20_000));
		expect(host.active.filter((name) => name.startsWith("mcp__"))).toHaveLength(0);
		expect(host.active).toContain("tool_search");
		expect(message?.content).toMatch(/^Deferred tools: /);
	});

	it("keeps the tools the model loaded when it starts deferring", async () => {
		const host = bigHost();
		const search = session(host, { mode: "auto:10" });
		await search.start(context(host, 20_000));
		await answer(search, "select:mcp__big__tool_3", undefined, undefined, context(host, 20_000));
		await search.noticeForRun(context(host, 1_000_000));
		await search.noticeForRun(context(host, 20_000));
		expect(host.active.filter((name) => name.startsWith("mcp__"))).toEqual(["mcp__big__tool_3"]);
	});
});

describe("notices", () => {
	it("lists a server whose tools register while the catalog is being indexed in the first summary", async () => {
		const host = slackHost();
		const api = host.sessionHost();
		const original = api.allTools.bind(api);
		let armed = false;
		// The host's list grows right after the summary's sync took its snapshot, as when a server
		// connects while the index yields between slices.
		api.allTools = () => {
			const tools = original();
			if (armed) {
				armed = false;
				host.add(mcpTool("linear", "create_issue", "Create a Linear issue"), false);
			}
			return tools;
		};
		const search = new ToolSearchSession(api, { env: { PI_CODING_AGENT_DIR: agentDir }, waitMs: 300, pollMs: 20 });
		await search.start(context(host));
		armed = true;
		const first = await search.noticeForRun(context(host));
		expect(first?.content).toContain("- mcp__linear (1 tool): e.g. create_issue");
		expect(first?.content).toContain("- mcp__slack (3 tools)");
	});

	it("sends the summary once, then changes only, and the summary again after a compaction", async () => {
		const host = slackHost();
		const search = session(host);
		await search.start(context(host));
		const first = await search.noticeForRun(context(host));
		expect(first?.customType).toBe(NOTICE_MESSAGE_TYPE);
		expect(first?.display).toBe(false);
		expect(first?.content).toContain("- mcp__slack (3 tools): e.g. post_message, list_channels, add_reaction");
		expect(await search.noticeForRun(context(host))).toBeUndefined();
		host.add(mcpTool("linear", "create_issue", "Create a Linear issue"));
		expect((await search.noticeForRun(context(host)))?.content).toBe(
			["Deferred tools changed since you were last told.", "- New: mcp__linear (1 tool): e.g. create_issue", "Find them with tool_search before calling them; its result says how."].join("\n"),
		);
		host.remove("mcp__linear__create_issue");
		expect((await search.noticeForRun(context(host)))?.content).toContain("- Removed: mcp__linear (1 tool)");
		search.compacted();
		expect((await search.noticeForRun(context(host)))?.content).toMatch(/^Deferred tools: /);
	});
});

describe("restore", () => {
	it("keeps loaded tools loaded and policy tools deferred when a session is resumed on pi 0.73", async () => {
		const build = (): FakeHost => {
			const host = new FakeHost();
			host.add(directTool("read", "Read a file"));
			host.add(directTool("tool_search", "search"));
			host.add(directTool("jira_create", "Create a Jira issue"));
			host.add(directTool("jira_search", "Search Jira issues with JQL"));
			return host;
		};
		const host = build();
		const first = session(host, { defer: ["jira_*"] });
		await first.start(context(host));
		await answer(first, "select:jira_search", undefined, undefined, context(host));
		expect(host.active).toEqual(["read", "tool_search", "jira_search"]);
		// pi 0.73 restarts with every tool active again and only the session entries kept.
		const resumed = build();
		resumed.entries = host.entries;
		await session(resumed, { defer: ["jira_*"] }).start(context(resumed));
		expect(resumed.active.sort()).toEqual(["jira_search", "read", "tool_search"]);
		expect(host.entries.filter((entry) => entry.customType === STATE_ENTRY_TYPE).length).toBeGreaterThan(0);
	});
});

describe("the catalog across searches and sessions", () => {
	it("a new session over the same tools does not index them again, nor does a search", async () => {
		const host = slackHost();
		const add = vi.spyOn(ToolIndex.prototype, "add");
		const remove = vi.spyOn(ToolIndex.prototype, "remove");
		try {
			const search = session(host);
			await search.start(context(host));
			expect(add).toHaveBeenCalledTimes(5);
			add.mockClear();
			await search.start(context(host));
			await answer(search, "post a message to slack", undefined, undefined, context(host));
			await search.noticeForRun(context(host));
			expect(add).not.toHaveBeenCalled();
			expect(remove).not.toHaveBeenCalled();
			// A new tool is the only one indexed.
			host.add(mcpTool("linear", "create_issue", "Create a Linear issue"));
			await search.start(context(host));
			expect(add).toHaveBeenCalledTimes(1);
			expect((await answer(search, "linear issue", undefined, undefined, context(host))).details.loaded).toEqual(["mcp__linear__create_issue"]);
		} finally {
			add.mockRestore();
			remove.mockRestore();
		}
	});

	it("a new session with other hints indexes again only the tools whose hint changed", async () => {
		const host = slackHost();
		const add = vi.spyOn(ToolIndex.prototype, "add");
		try {
			const first = session(host);
			await first.start(context(host));
			add.mockClear();
			// The same session started again after the settings gave slack tools a hint.
			writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ piQuestion: { toolSearch: { hints: { "mcp__slack__*": "Slack chat" } } } }));
			await first.start(context(host));
			expect(add.mock.calls.map(([doc]) => doc.name).sort()).toEqual(["mcp__slack__add_reaction", "mcp__slack__list_channels", "mcp__slack__post_message"]);
		} finally {
			add.mockRestore();
		}
	});
});

describe("reachesTools", () => {
	it("names the MCP tools or servers a query targets, else all", async () => {
		expect(reachesTools({ query: "select:mcp__slack__post,mcp__My-Docs__read" })).toEqual(["mcp__slack__post", "mcp__My-Docs__read", "mcp__My_Docs__read"]);
		expect(reachesTools({ query: "mcp__slack" })).toEqual(["mcp__slack"]);
		expect(reachesTools({ query: "mcp__slack__post_message" })).toEqual(["mcp__slack__post_message"]);
		expect(reachesTools({ query: "select:mcp__slack__post,read" })).toBe("all");
		expect(reachesTools({ query: "mcp__slack__post mcp__github__create_issue" })).toEqual(["mcp__slack__post", "mcp__github__create_issue"]);
		expect(reachesTools({ query: "post a message" })).toBe("all");
		expect(reachesTools({})).toBe("all");
	});
});

describe("one call's reads", () => {
	/** Counts the session's reads of the MCP configuration files. */
	function countReads(search: ToolSearchSession): () => number {
		const servers = (search as unknown as { servers: { configured: (project: unknown) => unknown } }).servers;
		const spy = vi.spyOn(servers, "configured");
		return () => spy.mock.calls.length;
	}

	it("reads the server files once for a call that pi asked reachesTools about, and never for keywords before the run", async () => {
		writeFileSync(join(agentDir, "mcp.json"), JSON.stringify({ mcpServers: { memory: { command: "node", exposure: "deferred" } } }));
		const host = slackHost(true);
		const search = session(host, { defer: ["mcp__*"] });
		await search.start(context(host));
		const reads = countReads(search);
		expect(search.reach("select:mcp__Memory__read_graph")).toEqual(["mcp__Memory__read_graph", "mcp__memory"]);
		expect(reads()).toBe(1);
		const missed = await answer(search, "select:mcp__Memory__read_graph", undefined, undefined, context(host));
		expect(missed.details.servers).toEqual([{ namespace: "mcp__memory", condition: "not-connected" }]);
		expect(reads()).toBe(1);
		expect(search.reach("post a message to slack")).toBe("all");
		expect(reads()).toBe(1);
		await answer(search, "post a message to slack", undefined, undefined, context(host));
		expect(reads()).toBe(1);
		// The next call of the same query reads the files afresh.
		await answer(search, "select:mcp__Memory__read_graph", undefined, undefined, context(host));
		expect(reads()).toBe(2);
	});
});
