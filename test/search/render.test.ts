/**
 * The transcript line of tool_search: one line collapsed (the call and what it did), the loaded
 * and named tools expanded, built from the result's details only, and safe with details from
 * another version or none.
 */
import type { AgentToolResult, Theme } from "@mariozechner/pi-coding-agent";
import type { Component } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { readDetails, summaryParts } from "../../src/search/tools-command/details.ts";
import { renderCall, renderResult } from "../../src/search/render.ts";
import type { SearchDetails } from "../../src/search/plan/answer.ts";

const plainTheme = {
	fg: (_color: string, text: string) => text,
	bg: (_color: string, text: string) => text,
	bold: (text: string) => text,
} as unknown as Theme;

function lines(component: Component, width = 100): string[] {
	return component.render(width).map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").trimEnd());
}

function details(fields: Partial<SearchDetails>): SearchDetails {
	return { query: "create jira issue", kind: "keywords", loaded: [], alreadyLoaded: [], candidates: [], unknown: [], servers: [], ...fields };
}

function result(value: unknown, text = "Loaded 2 tools."): AgentToolResult<unknown> {
	return { content: [{ type: "text", text }], details: value };
}

/** The row as pi draws it: the result renders, then (after its redraw request) the call renders with the shared state. */
async function row(args: unknown, value: AgentToolResult<unknown>, expanded = false, isError = false): Promise<string[]> {
	let redraws = 0;
	const context = { state: {}, invalidate: () => redraws++, isError };
	const body = renderResult(value, { expanded, isPartial: false }, plainTheme, context);
	await Promise.resolve();
	expect(redraws).toBe(1);
	// The same summary again asks for no further redraw.
	renderResult(value, { expanded, isPartial: false }, plainTheme, context);
	await Promise.resolve();
	expect(redraws).toBe(1);
	return [...lines(renderCall(args, plainTheme, context)), ...lines(body)];
}

const KEYWORDS = details({
	loaded: ["jira_create_issue", "jira_create_subtask"],
	candidates: ["a", "b", "c", "d", "e", "f"],
});

describe("tool_search in the transcript", () => {
	it("collapsed: one line, the query and what the search did", async () => {
		expect(await row({ query: "create jira issue" }, result(KEYWORDS))).toEqual(['tool_search "create jira issue" → loaded 2 · named 6']);
	});

	it("expanded: the loaded and named tools, one per line", async () => {
		const shown = await row({ query: "create jira issue" }, result(KEYWORDS), true);
		expect(shown).toEqual([
			'tool_search "create jira issue" → loaded 2 · named 6',
			"Loaded",
			"  + jira_create_issue",
			"  + jira_create_subtask",
			"Named, not loaded",
			...["a", "b", "c", "d", "e", "f"].map((name) => `  · ${name}`),
		]);
	});

	it("says why a search found nothing", () => {
		const text = (fields: Partial<SearchDetails>): string => summaryParts(details(fields)).map((part) => part.text).join(" · ");
		expect(text({ kind: "select", unknown: ["mcp__memory__x", "y"], servers: [{ namespace: "mcp__memory", condition: "not-connected" }] })).toBe(
			'no tool named "mcp__memory__x" (+1) · mcp__memory not connected',
		);
		expect(text({})).toBe("no match");
		// Keywords that named no server: an unrelated disabled server is not why they missed.
		expect(text({ query: "rotate logs", servers: [{ namespace: "mcp__other_off", condition: "disabled" }] })).toBe("no match");
		expect(text({ query: "rotate logs", servers: [{ namespace: "mcp__memory", condition: "not-connected" }] })).toBe("no match · 1 server not connected");
		expect(text({ query: "other_off rotate", servers: [{ namespace: "mcp__other_off", condition: "disabled" }] })).toBe("mcp__other_off disabled");
		expect(text({ kind: "empty" })).toBe("nothing is deferred");
		expect(text({ kind: "prefix", listed: 9 })).toBe("listed 9");
		expect(text({ kind: "select", alreadyLoaded: ["x"] })).toBe("already loaded 1");
	});

	it("says callable for a call-mode load, and reads the mode back from saved details", () => {
		const text = (fields: Partial<SearchDetails>): string => summaryParts(details(fields)).map((part) => part.text).join(" · ");
		expect(text({ loaded: ["a", "b"], loadMode: "call", candidates: ["c"] })).toBe("callable 2 · named 1");
		expect(readDetails({ query: "q", kind: "keywords", loaded: ["a"], loadMode: "call" })?.loadMode).toBe("call");
		expect(readDetails({ query: "q", kind: "keywords", loaded: ["a"], loadMode: "other" })?.loadMode).toBeUndefined();
	});

	it("sanitizes the query and every name", async () => {
		const shown = await row({ query: "post \u001b]0;owned\u0007to slack\u202e" }, result(details({ loaded: ["mcp__evil__\u001b[2Jwipe"] })), true);
		expect(shown.join("\n")).not.toMatch(/[\u001b\u0007\u202e]/);
		expect(shown[0]).toBe('tool_search "post to slack" → loaded 1');
	});

	it("falls back to the first line of the text for details of another version, and shows errors", async () => {
		expect(await row({ query: "x" }, result({ old: true }, "Loaded 1 tool. Call it directly\n- a"))).toEqual(['tool_search "x" → Loaded 1 tool. Call it directly']);
		expect(await row({}, result(undefined, "query is empty. Write select:<name>"), false, true)).toEqual(["tool_search → query is empty. Write select:<name>"]);
	});

	it("draws a call whose arguments are still streaming, and reads damaged details field by field", () => {
		expect(lines(renderCall(undefined, plainTheme))).toEqual(["tool_search"]);
		expect(lines(renderCall({ query: 42 }, plainTheme, { state: {} }))).toEqual(["tool_search"]);
		expect(readDetails({ query: "q", kind: "keywords", loaded: ["a", 3], servers: [{ namespace: 1 }, { namespace: "mcp__x", condition: "disabled" }] })).toEqual(
			details({ query: "q", loaded: ["a"], servers: [{ namespace: "mcp__x", condition: "disabled" }] }),
		);
		expect(readDetails({ query: "q", kind: "other" })).toBeUndefined();
	});
});
