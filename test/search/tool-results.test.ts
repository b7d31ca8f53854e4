/** The result texts of tool_search, pinned sentence by sentence. */
import { describe, expect, it } from "vitest";
import { MAX_ECHO_CHARS, MAX_UNKNOWN_LINES } from "../../src/search/engine/rules/limits.ts";
import {
	formatSections,
	MAX_LISTED_LINES,
	MAX_NAMED_GROUPS,
	RESULT_SENTENCES,
	type ResultSections,
} from "../../src/search/plan/answer.ts";
import { NAMED_TOKEN_BUDGET, namedCandidates } from "../../src/search/plan/sections.ts";
import { quoteBack, summarize, toolLine } from "../../src/search/plan/tool-lines.ts";
import { estimateTokens } from "../../src/search/engine/rules/tokens.ts";

function report(extra: Partial<ResultSections>): ResultSections {
	return { query: "q", read: "q", loaded: [], alreadyLoaded: [], refused: [], candidates: [], unknown: [], missingRequired: [], servers: [], groups: [], ...extra };
}

describe("formatSections", () => {
	it("says what was loaded, what else matched, and how to load it", () => {
		const text = formatSections(
			report({
				loaded: [{ name: "mcp__jira__create_issue", description: "Create an issue.\nLong details follow." }],
				alreadyLoaded: ["mcp__jira__get_issue"],
				candidates: [
					{ name: "mcp__linear__create_issue", description: "Create a Linear issue" },
					{ name: "mcp__github__create_issue", description: "" },
				],
			}),
		);
		expect(text).toBe(
			[
				"Loaded 1 tool. Call it directly in your next message:",
				'- mcp__jira__create_issue: "Create an issue."',
				"Already loaded (call directly): mcp__jira__get_issue.",
				"Other candidates, best first (not loaded):",
				'- mcp__linear__create_issue: "Create a Linear issue"',
				"- mcp__github__create_issue",
				"To load any of them, call tool_search with select:<name>,<name>.",
			].join("\n"),
		);
	});

	it("names candidates without anything loaded as the candidates", () => {
		expect(formatSections(report({ candidates: [{ name: "mcp__a__b", description: "Does b" }] }))).toBe(
			["Candidates, best first (not loaded):", '- mcp__a__b: "Does b"', "To load any of them, call tool_search with select:<name>,<name>."].join("\n"),
		);
	});

	it("cuts a description to its first sentence or about twelve words", () => {
		expect(summarize("Create an issue. Then more.")).toBe("Create an issue.");
		expect(summarize("one two three four five six seven eight nine ten eleven twelve thirteen fourteen")).toBe(
			"one two three four five six seven eight nine ten eleven twelve…",
		);
		expect(summarize("根据城市名称查询天气，返回未来几天的天气预报和温度湿度风力等详细信息以及更多的内容")).toBe("根据城市名称查询天气，返回未来几天的天气预报和温…");
		expect(summarize("\n\n  First line\nsecond")).toBe("First line");
		expect(summarize("")).toBe("");
		const text = formatSections(report({ loaded: [{ name: "t", description: "x ".repeat(200) }] }));
		expect((text.split("\n")[1] ?? "").endsWith("…\"")).toBe(true);
	});

	it("names candidates best first within the token budget, always the first", () => {
		const tools = Array.from({ length: 60 }, (_, i) => ({ name: `mcp__server__tool_number_${i}`, description: "Does a thing with several words in it" }));
		const named = namedCandidates(tools);
		expect(named.length).toBeGreaterThan(2);
		expect(named.length).toBeLessThan(tools.length);
		expect(named).toEqual(tools.slice(0, named.length));
		const cost = named.reduce((sum, tool) => sum + estimateTokens(toolLine(tool)) + 1, 0);
		expect(cost).toBeLessThanOrEqual(NAMED_TOKEN_BUDGET);
		expect(namedCandidates(tools, 1)).toEqual(tools.slice(0, 1));
	});

	it("quotes the query and unknown names cut to one short line", () => {
		const long = `find ${"word ".repeat(100)}`;
		const line = formatSections(report({ query: long })).split("\n")[0] ?? "";
		expect(line.length).toBeLessThanOrEqual('No tool matches "".'.length + MAX_ECHO_CHARS);
		expect(line.endsWith('…".')).toBe(true);
		expect(quoteBack("a\u001b[31mb\u202ec")).toBe("abc");
	});

	it("says what the caps cut", () => {
		const text = formatSections(report({ query: "x", cuts: { cutFrom: 60_000, namesDropped: 2_950, ignoredWords: 7 } }));
		expect(text).toContain("Only the first 1000 of the query's 60000 characters were read.");
		expect(text).toContain("select: looks up at most 50 names at a time; the other 2950 were not looked up. Ask for them in another call.");
		expect(text).toContain("Only the first 40 words of the query were searched; 7 more were not.");
	});

	it("gives at most ten unknown names a line each and counts the rest", () => {
		const unknown = Array.from({ length: 25 }, (_, i) => ({ requested: `mcp__nope__t${i}`, suggestions: [] }));
		const lines = formatSections(report({ unknown })).split("\n");
		expect(lines.filter((line) => line.startsWith("No tool is named"))).toHaveLength(MAX_UNKNOWN_LINES);
		expect(lines).toContain("15 more names are no tool either.");
	});

	it("lists a group, long ones partly by name, and the ones loaded already", () => {
		const tools = Array.from({ length: MAX_LISTED_LINES + 2 }, (_, i) => ({ name: `mcp__big__t${i}`, description: `Tool ${i}` }));
		const text = formatSections(report({ listing: { namespaces: ["mcp__big"], tools, loaded: ["mcp__big__t0"] } }));
		const lines = text.split("\n");
		expect(lines[0]).toBe(`mcp__big: ${MAX_LISTED_LINES + 2} tools, none loaded by this listing:`);
		expect(lines[1]).toBe('- mcp__big__t1: "Tool 1"');
		expect(lines.at(-3)).toBe(`And: mcp__big__t${MAX_LISTED_LINES + 1}.`);
		expect(lines.at(-2)).toBe("Loaded already: mcp__big__t0.");
		expect(lines.at(-1)).toBe("Load the ones you need with select:<name>,<name>.");
	});

	it("says when pi refused to activate a tool", () => {
		expect(formatSections(report({ refused: ["mcp__x__y"] }))).toBe(
			"pi did not activate mcp__x__y; this session's tool settings (such as --tools) may exclude it. Tell the user if the task needs it.",
		);
	});

	it("names at most MAX_NAMED_GROUPS groups when nothing matched, and counts the rest", () => {
		const groups = Array.from({ length: MAX_NAMED_GROUPS + 4 }, (_, i) => ({ name: `mcp__s${i}`, count: 20 - i }));
		const text = formatSections(report({ groups }));
		const named = groups.slice(0, MAX_NAMED_GROUPS).map((group) => `${group.name} (${group.count})`);
		expect(text.split("\n")[1]).toBe(`Deferred groups you can list by name: ${named.join(", ")}, and 4 more.`);
		expect(RESULT_SENTENCES.groups(groups.slice(0, 2))).toBe("Deferred groups you can list by name: mcp__s0 (20), mcp__s1 (19).");
	});

	it("offers the closest groups for a server prefix that names none", () => {
		const text = formatSections(report({ query: "mcp__slak", closestGroups: ["mcp__slack"], groups: [{ name: "mcp__slack", count: 3 }] }));
		expect(text).toBe(
			[
				'No tool matches "mcp__slak".',
				"Did you mean mcp__slack?",
				"Deferred groups you can list by name: mcp__slack (3).",
				"Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
			].join("\n"),
		);
		expect(RESULT_SENTENCES.didYouMean(["mcp__a", "mcp__b", "mcp__c"])).toBe("Did you mean mcp__a, mcp__b or mcp__c?");
	});

	it("explains required words no tool has", () => {
		expect(formatSections(report({ missingRequired: ["kafka"] }))).toBe(
			"No tool matches the required word +kafka. Drop the + to make a word optional, or try another word.\nTry other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
		);
	});

	it("has one sentence per server condition, each with the next step", () => {
		const note = { namespace: "mcp__s", transport: "stdio" as const, hasCredentials: false, waited: "none" as const };
		expect(RESULT_SENTENCES.server({ ...note, condition: "disabled" })).toBe('mcp__s: disabled in its MCP config ("enabled": false). The user can enable it with /mcp.');
		expect(RESULT_SENTENCES.server({ ...note, condition: "hidden" })).toBe("mcp__s: its exposure setting hides all of its tools, so they cannot be loaded.");
		expect(RESULT_SENTENCES.server({ ...note, condition: "direct" })).toBe("mcp__s: its tools are declared to you already; call them directly.");
		expect(RESULT_SENTENCES.server({ ...note, condition: "loaded", tools: ["a"] })).toBe("mcp__s: its tools are loaded already (a); call them directly.");
		expect(RESULT_SENTENCES.server({ ...note, condition: "loaded", tools: ["a"], callable: true })).toBe("mcp__s: its tools are callable already (a); call them with call_tool.");
		expect(RESULT_SENTENCES.server({ ...note, condition: "not-connected", waited: "search" })).toBe(
			"mcp__s: not connected after waiting 5 s. It is still starting or it failed to start; the user can see which with /mcp. Search again in a moment.",
		);
		expect(RESULT_SENTENCES.server({ ...note, condition: "not-connected", transport: "http" })).toBe(
			"mcp__s: not connected. It may need sign-in (the user can sign in with /mcp), or it failed to connect. Search again after the user fixed it.",
		);
		expect(RESULT_SENTENCES.server({ ...note, condition: "not-connected", transport: "http", hasCredentials: true })).toBe(
			"mcp__s: not connected. It is still starting or it failed to start; the user can see which with /mcp. Search again in a moment.",
		);
		expect(RESULT_SENTENCES.server({ ...note, condition: "not-connected", waited: "host" })).toBe(
			"mcp__s: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.",
		);
		expect(RESULT_SENTENCES.server({ ...note, condition: "not-connected", waited: "host", transport: "http" })).toBe(
			"mcp__s: not connected. It needs sign-in (the user can sign in with /mcp) or it failed to connect. Tell the user if the task needs it.",
		);
		expect(RESULT_SENTENCES.server({ ...note, condition: "mcp-off" })).toBe(
			"mcp__s: MCP support is off in this session (for example pi was started with --no-mcp), so its tools cannot be loaded. Tell the user if the task needs them.",
		);
	});
});
