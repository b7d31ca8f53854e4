/**
 * The rules for MCP servers that are still connecting: which servers pi waits for before a search
 * (pi's own case-sensitive test), which servers the model is told are connecting, and which tools a
 * session waits for before its first request.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostWaitsFor, reachOf } from "../../../src/search/mcp/host-wait.ts";
import type { ConfiguredServer } from "../../../src/search/mcp/mcp-state.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";
import { startingServers, withStartingServers } from "../../../src/search/notices/starting-servers.ts";
import { pollUntil, toolsToAwait } from "../../../src/search/mcp/startup-wait.ts";

function server(name: string, fields: Partial<ConfiguredServer> = {}): ConfiguredServer {
	return {
		name,
		namespace: `mcp__${name.replaceAll("-", "_")}`,
		enabled: true,
		exposure: "deferred",
		toolExposures: [],
		toolExposure: [],
		transport: "stdio",
		hasCredentials: false,
		source: "mcp.json",
		...fields,
	};
}

const SERVERS = [server("memory"), server("My-Docs")];

describe("reachOf and hostWaitsFor", () => {
	it("returns each MCP name as written, with - as _, and as its configured server's namespace, whatever the case", () => {
		expect(reachOf(parseQuery("select:MCP__Memory__open_nodes"), () => SERVERS)).toEqual(["MCP__Memory__open_nodes", "mcp__memory"]);
		expect(reachOf(parseQuery("mcp__my-docs"), () => SERVERS)).toEqual(["mcp__my-docs", "mcp__my_docs", "mcp__My_Docs"]);
		expect(reachOf(parseQuery("MCP__MEMORY"), () => SERVERS)).toEqual(["mcp__MEMORY", "mcp__memory"]);
		expect(reachOf(parseQuery("mcp__unknown__x"), () => SERVERS)).toEqual(["mcp__unknown__x"]);
		expect(reachOf(parseQuery("memory"), () => SERVERS)).toBe("all");
		// Keywords reach all without reading the configuration.
		expect(
			reachOf(parseQuery("post a message"), () => {
				throw new Error("read");
			}),
		).toBe("all");
		expect(reachOf(parseQuery("select:mcp__memory__x,read"), () => SERVERS)).toBe("all");
	});

	it("says pi waited for a server exactly when pi's own test matches it", () => {
		const memory = SERVERS[0] as ConfiguredServer;
		const docs = SERVERS[1] as ConfiguredServer;
		expect(hostWaitsFor(reachOf(parseQuery("select:MCP__Memory__open_nodes"), () => SERVERS), memory)).toBe(true);
		expect(hostWaitsFor(reachOf(parseQuery("select:MCP__Memory__open_nodes"), () => SERVERS), docs)).toBe(false);
		expect(hostWaitsFor(["MCP__Memory__open_nodes"], memory)).toBe(false);
		expect(hostWaitsFor("all", docs)).toBe(true);
	});
});

describe("servers still connecting", () => {
	const input = {
		servers: [server("memory", { description: "Knowledge \u001b[31mgraph\u001b[0m" }), server("parked", { enabled: false }), server("code", { exposure: "codemode" })],
		mcpRunning: true,
		registeredCount: () => 0,
		announced: new Set<string>(),
		mentioned: new Set<string>(),
	};

	it("names enabled servers with deferred tools, none registered, not announced and not named before", () => {
		expect(startingServers(input).map((s) => s.namespace)).toEqual(["mcp__memory"]);
		expect(startingServers({ ...input, mcpRunning: false })).toEqual([]);
		expect(startingServers({ ...input, registeredCount: () => 2 })).toEqual([]);
		expect(startingServers({ ...input, announced: new Set(["mcp__memory__read_graph"]) })).toEqual([]);
		expect(startingServers({ ...input, mentioned: new Set(["mcp__memory"]) })).toEqual([]);
	});

	it("adds them to a notice, or makes a summary of them, with the configured description sanitized", () => {
		const starting = startingServers(input);
		expect(withStartingServers(undefined, starting, false)?.split("\n")).toEqual([
			"Deferred tools: these exist but are not in your tool list yet. Find what a task needs with tool_search; its result says how to call it.",
			"Still connecting, so their tools are not listed yet; tool_search waits for them when you search:",
			"- mcp__memory: Knowledge graph",
			"tool_search queries: select:<name>,<name> gets exact names; mcp__<server> lists a server's tools; keywords find the best matches.",
		]);
		expect(withStartingServers("Deferred tools changed since you were last told.", starting, true)?.split("\n")).toHaveLength(3);
		expect(withStartingServers(undefined, starting, true)?.split("\n")[0]).toMatch(/^Still connecting/);
		expect(withStartingServers("same", [], false)).toBe("same");
	});
});

describe("waiting before the first request", () => {
	it("waits only for tools of configured, enabled servers that have no tools registered yet", () => {
		const registered = new Set(["mcp__docs__read"]);
		const count = (namespace: string): number => [...registered].filter((name) => name.startsWith(`${namespace}__`)).length;
		expect(
			toolsToAwait({
				wanted: ["mcp__memory__open_nodes", "mcp__docs__read", "mcp__docs__gone", "mcp__nowhere__x", "mcp__parked__x"],
				registered,
				servers: [server("memory"), server("docs"), server("parked", { enabled: false })],
				mcpRunning: true,
				registeredCount: count,
			}),
		).toEqual(["mcp__memory__open_nodes"]);
	});

	it("polls until the condition holds or the time is up", async () => {
		let calls = 0;
		expect(await pollUntil(() => ++calls >= 3, { timeoutMs: 1000, pollMs: 5 })).toBe(true);
		expect(await pollUntil(() => false, { timeoutMs: 30, pollMs: 5 })).toBe(false);
		const aborted = new AbortController();
		aborted.abort();
		expect(await pollUntil(() => false, { timeoutMs: 10_000, pollMs: 5, signal: aborted.signal })).toBe(false);
	});
});

describe("the exposure a server's configuration gives each tool", () => {
	it("takes an exact toolExposure name first, then the first matching pattern, then the server's exposure", async () => {
		const { configuredExposure } = await import("../../../src/search/mcp/mcp-state.ts");
		const github = server("github", { exposure: "codemode", toolExposure: [["get_*", "deferred"], ["get_me", "direct"], ["*_issue", "hidden"]] });
		expect(configuredExposure(github, "get_me")).toBe("direct");
		expect(configuredExposure(github, "get_file")).toBe("deferred");
		expect(configuredExposure(github, "create_issue")).toBe("hidden");
		expect(configuredExposure(github, "push_files")).toBe("codemode");
		// pi's alias codemode-deferred is read as codemode, for the server and in toolExposure.
		const { readConfiguredServers } = await import("../../../src/search/mcp/mcp-state.ts");
		const dir = mkdtempSync(join(tmpdir(), "configured-exposure-"));
		try {
			writeFileSync(join(dir, "mcp.json"), JSON.stringify({ mcpServers: { x: { command: "x", exposure: "codemode-deferred", toolExposure: { "get_*": "codemode-deferred" } } } }));
			const [aliased] = readConfiguredServers({ agentDir: dir, cwd: dir, projectTrusted: false });
			expect(aliased && configuredExposure(aliased, "any")).toBe("codemode");
			expect(aliased && configuredExposure(aliased, "get_x")).toBe("codemode");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe("the host's tools with their configured exposure", () => {
	const tool = (name: string, path = "builtin:mcp") => ({ name, description: "", parameters: {}, exposure: "deferred" as const, sourceInfo: { path } });
	it("reports a codemode server's tools as codemode, keeps a deferred server's, and leaves the list as it is without codemode servers", async () => {
		const { configuredExposures } = await import("../../../src/search/mcp/mcp-state.ts");
		const tools = [tool("mcp__docs__read"), tool("mcp__memory__open_nodes"), tool("list_mcp_resources")];
		const onlyDeferred = [server("memory"), server("docs")];
		expect(configuredExposures(onlyDeferred)(tools)).toBe(tools);
		const mixed = configuredExposures([server("docs", { exposure: "codemode" }), server("memory")])(tools);
		expect(mixed.map((entry) => entry.exposure)).toEqual(["codemode", "deferred", "deferred"]);
		const allCodemode = configuredExposures([server("docs", { exposure: "codemode" }), server("memory", { exposure: "codemode", toolExposure: [["open_*", "deferred"]], toolExposures: ["deferred"] })])(tools);
		// A tool its toolExposure makes deferred stays tool_search's, and so do the resource tools then.
		expect(allCodemode.map((entry) => entry.exposure)).toEqual(["codemode", "deferred", "deferred"]);
		const none = configuredExposures([server("docs", { exposure: "codemode" })])(tools);
		expect(none.map((entry) => entry.exposure)).toEqual(["codemode", "deferred", "codemode"]);
	});
});
