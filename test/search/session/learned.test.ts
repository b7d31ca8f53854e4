/**
 * Learned always-load: which tools count as used, which recent tools are learned (threshold, window,
 * order, at most max, within the budget), and the usage file (bounded, atomic, safe with several
 * writers at once, only names and session ids).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CatalogTool } from "../../../src/search/catalog/catalog.ts";
import { countsAsUse, frequentTools, learnBudget, pickLearned } from "../../../src/search/memory/learned.ts";
import {
	MAX_NAME_LENGTH,
	MAX_STORED_SESSIONS,
	MAX_TOOLS_PER_SESSION,
	MAX_USAGE_BYTES,
	parseUsage,
	readUsage,
	recordUsage,
	type Usage,
	usagePath,
	usageText,
	withCall,
} from "../../../src/search/memory/usage-store.ts";

const SETTINGS = { sessions: 10, minSessions: 3, max: 5 };

function usage(...sessions: string[][]): Usage {
	return { sessions: sessions.map((tools, i) => ({ id: `s${i}`, tools })) };
}

function tool(name: string, tokens = 100, deferral: CatalogTool["deferral"] = "host"): CatalogTool {
	return { name, description: "", parameters: {}, exposure: "deferred", deferral, group: "mcp__x", tokens };
}

describe("learned tools", () => {
	it("are the tools called in at least 3 of the last 10 sessions before this one, most sessions first", () => {
		const history = usage(["old"], ["old"], ["old"], ...Array.from({ length: 7 }, () => ["a"]), ["b"], ["b"], ["b", "c"], ["c"], ["c"], ["a"]);
		// The window is the last 10 sessions: "old" fell out of it, the current session (s15) is not counted.
		expect(frequentTools(history, SETTINGS, "s15")).toEqual([
			{ name: "a", sessions: 5, window: 10 },
			{ name: "c", sessions: 3, window: 10 },
			{ name: "b", sessions: 3, window: 10 },
		]);
		expect(frequentTools(usage(["a"], ["a"]), SETTINGS, "x")).toEqual([]);
		expect(frequentTools(usage(["a"], ["a"], ["a"]), SETTINGS, "s2")).toEqual([]);
	});

	it("start loaded only when in the catalog and deferred, at most max, within the budget", () => {
		const frequent = ["a", "pinned", "gone", "big", "b", "c"].map((name) => ({ name, sessions: 3, window: 10 }));
		const catalog = new Map([tool("a"), tool("pinned", 10, "pinned"), tool("big", 5000), tool("b"), tool("c")].map((t) => [t.name, t]));
		expect(pickLearned(frequent, (name) => catalog.get(name), 5, 1000).map((t) => t.name)).toEqual(["a", "b", "c"]);
		expect(pickLearned(frequent, (name) => catalog.get(name), 2, 1000).map((t) => t.name)).toEqual(["a", "b"]);
		expect(pickLearned(frequent, (name) => catalog.get(name), 5, 150).map((t) => t.name)).toEqual(["a"]);
	});

	it("have the auto:N share of the window as budget, 10% under always, none under never or without a window", () => {
		expect(learnBudget({ kind: "auto", percent: 5 }, 200_000)).toBe(10_000);
		expect(learnBudget({ kind: "always" }, 200_000)).toBe(20_000);
		expect(learnBudget({ kind: "never" }, 200_000)).toBe(0);
		expect(learnBudget({ kind: "always" }, undefined)).toBe(0);
	});

	it("count only the model's own successful calls of deferred tools", () => {
		const catalog = new Map([tool("a"), tool("p", 1, "pinned")].map((t) => [t.name, t]));
		const get = (name: string): CatalogTool | undefined => catalog.get(name);
		expect(countsAsUse({ toolName: "a", isError: false }, get)).toBe(true);
		expect(countsAsUse({ toolName: "a", isError: true }, get)).toBe(false);
		expect(countsAsUse({ toolName: "a", isError: false, parentToolCallId: "c1" }, get)).toBe(false);
		expect(countsAsUse({ toolName: "p", isError: false }, get)).toBe(false);
		expect(countsAsUse({ toolName: "read", isError: false }, get)).toBe(false);
	});
});

describe("the usage file", () => {
	let dir: string;
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), "tool-usage-"));
	});
	afterEach(() => {
		rmSync(dir, { recursive: true, force: true });
	});

	it("keeps at most 50 sessions, 64 names each, names cut to 128 characters, the session last used last", () => {
		let current: Usage = { sessions: [] };
		for (let i = 0; i < MAX_STORED_SESSIONS + 5; i++) current = withCall(current, `s${i}`, "t");
		expect(current.sessions).toHaveLength(MAX_STORED_SESSIONS);
		expect(current.sessions[0]?.id).toBe("s5");
		current = withCall(current, "s7", "u");
		expect(current.sessions.at(-1)).toEqual({ id: "s7", tools: ["t", "u"] });
		for (let i = 0; i < MAX_TOOLS_PER_SESSION + 5; i++) current = withCall(current, "s7", `tool${i}`);
		expect(current.sessions.at(-1)?.tools).toHaveLength(MAX_TOOLS_PER_SESSION);
		expect(withCall({ sessions: [] }, "x".repeat(500), "y".repeat(500)).sessions[0]).toEqual({ id: "x".repeat(MAX_NAME_LENGTH), tools: ["y".repeat(MAX_NAME_LENGTH)] });
	});

	it("fits its byte cap by dropping the oldest sessions, and reads a damaged, foreign or too large file as empty", () => {
		const big: Usage = { sessions: Array.from({ length: 50 }, (_, i) => ({ id: `session-${i}`, tools: Array.from({ length: 64 }, (_, j) => `mcp__server__tool_${j}`.padEnd(60, "x")) })) };
		const text = usageText(big);
		expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_USAGE_BYTES);
		const kept = parseUsage({ kind: "text", text }).sessions;
		expect(kept.at(-1)?.id).toBe("session-49");
		expect(kept.length).toBeLessThan(50);
		expect(parseUsage({ kind: "text", text: "{nope" })).toEqual({ sessions: [] });
		expect(parseUsage({ kind: "text", text: '{"version":2,"sessions":[]}' })).toEqual({ sessions: [] });
		expect(parseUsage({ kind: "too-large", bytes: 1e9 })).toEqual({ sessions: [] });
		expect(parseUsage({ kind: "text", text: '{"version":1,"sessions":[{"id":"a","tools":["x",1,"x"]},{"id":2},null]}' })).toEqual({ sessions: [{ id: "a", tools: ["x"] }] });
	});

	it("is written atomically under a lock: many writers at once lose nothing, and no temporary file stays", async () => {
		await Promise.all(Array.from({ length: 12 }, (_, i) => recordUsage(dir, `s${i}`, `tool${i % 3}`)));
		const read = readUsage(dir);
		expect(read.sessions.map((session) => session.id).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `s${i}`).sort());
		expect(readdirSync(join(dir, "pi-question"))).toEqual(["tool-usage.json"]);
		const stored = JSON.parse(readFileSync(usagePath(dir), "utf8")) as { version: number; sessions: { id: string; tools: string[] }[] };
		expect(Object.keys(stored)).toEqual(["version", "sessions"]);
		for (const session of stored.sessions) expect(Object.keys(session)).toEqual(["id", "tools"]);
	});

	it("replaces a file it cannot read on the next write", async () => {
		await recordUsage(dir, "s1", "a");
		writeFileSync(usagePath(dir), "x".repeat(MAX_USAGE_BYTES + 1));
		expect(readUsage(dir)).toEqual({ sessions: [] });
		await recordUsage(dir, "s2", "b");
		expect(readUsage(dir)).toEqual({ sessions: [{ id: "s2", tools: ["b"] }] });
	});
});
