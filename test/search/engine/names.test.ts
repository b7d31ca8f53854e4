/** The name rules (names.ts) and the name lookup behind select: and exact queries. */
import { describe, expect, it } from "vitest";
import { NameLookup } from "../../../src/search/engine/name-lookup.ts";
import {
	isFullMcpToolName,
	isInNamespace,
	isMcpName,
	mcpNameForm,
	mcpNamespaceOf,
	mcpServerNamespace,
	mcpSpellings,
	nameInNamespace,
	namespaceKey,
	shownName,
} from "../../../src/search/engine/rules/names.ts";

describe("name rules", () => {
	it("read the forms of an MCP name", () => {
		expect(mcpNameForm("mcp__slack__post")).toEqual({ kind: "tool" });
		expect(mcpNameForm("MCP__Slack")).toEqual({ kind: "namespace", namespace: "mcp__Slack" });
		expect(mcpNameForm("mcp__slack__")).toEqual({ kind: "namespace", namespace: "mcp__slack" });
		expect(mcpNameForm("mcp__time*")).toEqual({ kind: "namespace", namespace: "mcp__time" });
		expect(mcpNameForm("mcp__")).toBeUndefined();
		expect(mcpNameForm("mcp___x")).toBeUndefined();
		expect(mcpNameForm("slack")).toBeUndefined();
		expect(isFullMcpToolName("mcp__a__b")).toBe(true);
		expect(isFullMcpToolName("mcp__a___b")).toBe(true);
		expect(isFullMcpToolName("mcp__a__")).toBe(false);
		expect(isFullMcpToolName("mcp__a")).toBe(false);
		expect(isMcpName("mcp__x")).toBe(true);
		expect(isMcpName("mcp___x")).toBe(false);
	});

	it("find a tool's namespace and its name within it", () => {
		expect(mcpNamespaceOf("mcp__a__b__c")).toBe("mcp__a");
		expect(mcpNamespaceOf("mcp___x__y")).toBe("mcp___x");
		expect(mcpNamespaceOf("mcp__a__")).toBeUndefined();
		expect(nameInNamespace("mcp__Slack__post", "mcp__slack")).toBe("post");
		expect(isInNamespace("MCP__SLACK__post", "mcp__slack")).toBe(true);
		expect(isInNamespace("mcp__slackbot__post", "mcp__slack")).toBe(false);
		expect(namespaceKey("mcp__Google-Maps__")).toBe("google_maps");
		expect(namespaceKey("mcp__")).toBe("");
		expect(mcpServerNamespace("my-docs")).toBe("mcp__my_docs");
		expect(mcpSpellings("mcp__my-docs")).toEqual(["mcp__my-docs", "mcp__my_docs"]);
		expect(mcpSpellings("mcp__docs")).toEqual(["mcp__docs"]);
	});

	it("show a name without control and invisible characters", () => {
		expect(shownName("mcp__a__b\u202e\u200bc\u001b[2J")).toBe("mcp__a__bc");
	});
});

describe("NameLookup", () => {
	const lookup = new NameLookup();
	for (const name of ["mcp__github__create_issue", "mcp__gitlab__create_issue", "mcp__slack__post_message", "mcp__evil__post\u200b_message", "jira_search"]) lookup.add(name);

	it("resolves exact names, keys and unique local names", () => {
		expect(lookup.resolve("mcp__github__create_issue", false)).toBe("mcp__github__create_issue");
		expect(lookup.resolve("MCP__GitHub__Create-Issue", false)).toBe("mcp__github__create_issue");
		expect(lookup.resolve("post_message", true)).toBeUndefined();
		expect(lookup.resolve("slack__post_message", true)).toBe("mcp__slack__post_message");
		expect(lookup.resolve("create_issue", true)).toBeUndefined();
		expect(lookup.resolve("JIRA_SEARCH", false)).toBe("jira_search");
	});

	it("resolves a name with invisible characters by its shown name, the real one first", () => {
		expect(lookup.resolve("mcp__evil__post_message", false)).toBe("mcp__evil__post\u200b_message");
		lookup.add("mcp__evil__post_message");
		expect(lookup.resolve("mcp__evil__post_message", false)).toBe("mcp__evil__post_message");
		lookup.remove("mcp__evil__post_message");
		expect(lookup.resolve("mcp__evil__post_message", false)).toBe("mcp__evil__post\u200b_message");
	});

	it("suggests the closest names, by pieces and words", () => {
		expect(lookup.suggest("mcp__github__create_isue")[0]).toBe("mcp__github__create_issue");
		expect(lookup.suggest("mcp__github__issue_create")[0]).toBe("mcp__github__create_issue");
		expect(lookup.suggest("zzzz")).toEqual([]);
		expect(lookup.suggest("x".repeat(500))).toEqual([]);
	});
});
