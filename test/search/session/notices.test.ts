import { describe, expect, it } from "vitest";
import type { CatalogTool } from "../../../src/search/catalog/catalog.ts";
import { buildNotice, groupLine, MAX_SUMMARY_CHARS, type NoticeInput, summaryText, truncate } from "../../../src/search/notices/notices.ts";

function tool(name: string, group: string, extra: Partial<CatalogTool> = {}): CatalogTool {
	return { name, description: `${name} description`, parameters: {}, exposure: "deferred", deferral: "host", group, tokens: 50, ...extra };
}

const slack = ["post_message", "list_channels", "get_users"].map((name) => tool(`mcp__slack__${name}`, "mcp__slack", { groupDescription: "Slack workspace access" }));
const jira = ["jira_create", "jira_search"].map((name) => tool(name, "jira", { exposure: "direct", deferral: "policy", hint: "Jira issues" }));

function input(extra: Partial<NoticeInput>): NoticeInput {
	const all = [...slack, ...jira];
	return {
		announced: new Set(),
		current: all,
		known: new Map(all.map((entry) => [entry.name, entry])),
		seen: new Set(all.map((entry) => entry.name)),
		gone: new Set(),
		loaded: new Set(),
		...extra,
	};
}

describe("summary", () => {
	it("lists each group once with its size, one line and tool names to select", () => {
		const notice = buildNotice(input({}));
		expect(notice?.kind).toBe("summary");
		expect(notice?.text).toBe(
			[
				"Deferred tools: these exist but are not in your tool list yet. Find what a task needs with tool_search; its result says how to call it.",
				"- jira (2 tools): Jira issues. e.g. jira_create, jira_search",
				"- mcp__slack (3 tools): Slack workspace access. e.g. post_message, list_channels, get_users",
				"tool_search queries: select:<name>,<name> gets exact names; mcp__<server> lists a server's tools; keywords find the best matches.",
			].join("\n"),
		);
		expect([...(notice?.announced ?? [])].sort()).toEqual([...slack, ...jira].map((entry) => entry.name).sort());
	});

	it("says how many of a group are loaded and leaves them out of the examples", () => {
		expect(groupLine("mcp__slack", slack, new Set(["mcp__slack__post_message"]))).toBe(
			"- mcp__slack (3 tools, 1 loaded): Slack workspace access. e.g. list_channels, get_users",
		);
	});

	it("stays under its size limit with hundreds of groups, naming the rest by count", () => {
		const many = Array.from({ length: 300 }, (_, i) => tool(`mcp__s${i}__t`, `mcp__s${String(i).padStart(3, "0")}`, { groupDescription: "x".repeat(100) }));
		const text = summaryText(many);
		expect(text.length).toBeLessThan(MAX_SUMMARY_CHARS + 200);
		expect(text).toContain("- Also: ");
		expect(text).toMatch(/, and \d+ more groups\n/);
		expect(text).toContain("mcp__s000 (1 tool)");
	});

	it("sends nothing when there is nothing deferred", () => {
		expect(buildNotice(input({ current: [] }))).toBeUndefined();
	});

	it("truncates at a word boundary", () => {
		expect(truncate("one two three four", 12)).toBe("one two…");
		expect(truncate("short", 12)).toBe("short");
	});
});

describe("changes", () => {
	const announced = new Set([...slack, ...jira].map((entry) => entry.name));

	it("sends nothing when nothing changed", () => {
		expect(buildNotice(input({ announced }))).toBeUndefined();
	});

	it("announces a new group whole and new tools of a known group by name", () => {
		const github = [tool("mcp__github__create_issue", "mcp__github"), tool("mcp__github__list_prs", "mcp__github")];
		const extra = tool("mcp__slack__add_reaction", "mcp__slack");
		const current = [...slack, extra, ...jira, ...github];
		const notice = buildNotice(input({ announced, current, known: new Map(current.map((entry) => [entry.name, entry])) }));
		expect(notice?.kind).toBe("changes");
		expect(notice?.text).toBe(
			[
				"Deferred tools changed since you were last told.",
				"- New: mcp__github (2 tools): e.g. create_issue, list_prs",
				"- New in mcp__slack: mcp__slack__add_reaction",
				"Find them with tool_search before calling them; its result says how.",
			].join("\n"),
		);
		expect(notice?.added.sort()).toEqual(["mcp__github__create_issue", "mcp__github__list_prs", "mcp__slack__add_reaction"]);
	});

	it("reports removed tools, then their return as available again", () => {
		const known = new Map([...slack, ...jira].map((entry) => [entry.name, entry]));
		const removed = buildNotice(input({ announced, current: jira, known }));
		expect(removed?.text).toBe(
			[
				"Deferred tools changed since you were last told.",
				"- Removed: mcp__slack (3 tools): Slack workspace access. e.g. post_message, list_channels, get_users",
				"Do not call removed tools; if one is needed, ask the user to check its server with /mcp.",
			].join("\n"),
		);
		expect(removed?.removed).toHaveLength(3);
		const back = buildNotice(input({ announced: removed?.announced ?? new Set(), gone: removed?.gone ?? new Set(), known }));
		expect(back?.text).toBe(
			[
				"Deferred tools changed since you were last told.",
				"- Available again: mcp__slack (3 tools): Slack workspace access. e.g. post_message, list_channels, get_users",
				"Find them with tool_search before calling them; its result says how.",
			].join("\n"),
		);
		expect(back?.again).toHaveLength(3);
		expect(back?.gone.size).toBe(0);
	});

	it("does not report announced tools as removed before they were seen in this process (servers still connecting after a resume)", () => {
		const notice = buildNotice(input({ announced, current: jira, seen: new Set(jira.map((entry) => entry.name)) }));
		expect(notice).toBeUndefined();
	});

	it("names a partial removal by tool", () => {
		const current = [...slack.slice(1), ...jira];
		const notice = buildNotice(input({ announced, current }));
		expect(notice?.text.split("\n")[1]).toBe("- Removed in mcp__slack: mcp__slack__post_message");
	});
});
