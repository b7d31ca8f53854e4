/**
 * How a written tool name is read (src/search/engine/rules/written-name.ts), and what the index makes of
 * it: every form the issue names resolves to the one tool it means, an ambiguous one is refused with
 * the closest names, suggestions stay within the named server, and `call_tool`'s one name is never
 * split or read past its cap.
 */
import { describe, expect, it } from "vitest";
import type { ToolDoc } from "../../../src/search/engine/scoring/analyze.ts";
import { MAX_NAME_CHARS } from "../../../src/search/engine/rules/limits.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";
import { oneName, tolerantName, writtenServer } from "../../../src/search/engine/rules/written-name.ts";

function tool(server: string, name: string, description = `${name} of ${server}`): ToolDoc {
	return { name: `mcp__${server}__${name}`, namespace: `mcp__${server}`, description, inputSchema: { type: "object", properties: {} } };
}

const memory = [tool("memory", "read_graph"), tool("memory", "open_nodes"), tool("memory", "create_entities")];
const index = new ToolIndex([...memory, tool("github", "create_issue"), tool("github", "get_issue"), tool("slack", "post_message")]);

function found(query: string): readonly string[] {
	const outcome = index.search(parseQuery(query));
	if (outcome.kind === "select") return outcome.found;
	if (outcome.kind === "exact") return [outcome.tool.name];
	return [];
}

describe("tolerantName", () => {
	it("reads the forms models write", () => {
		expect(tolerantName('"mcp__memory__read_graph"')).toBe("mcp__memory__read_graph");
		expect(tolerantName("`mcp__memory__read_graph`")).toBe("mcp__memory__read_graph");
		expect(tolerantName("functions.mcp__memory__read_graph")).toBe("mcp__memory__read_graph");
		expect(tolerantName("default_api.read_graph")).toBe("read_graph");
		expect(tolerantName("memory.read_graph")).toBe("memory__read_graph");
		expect(tolerantName("memory/read_graph")).toBe("memory__read_graph");
		expect(tolerantName("read_graph()")).toBe("read_graph");
		expect(tolerantName("read_graph({})")).toBe("read_graph");
		expect(tolerantName("mcp__memory__read_graph.")).toBe("mcp__memory__read_graph");
		expect(tolerantName("“mcp__memory__read_graph”，")).toBe("mcp__memory__read_graph");
		expect(tolerantName('"functions.memory.read_graph()".')).toBe("memory__read_graph");
	});

	it("leaves a plain name as it is, and reads at most the name cap", () => {
		expect(tolerantName("mcp__memory__read_graph")).toBe("mcp__memory__read_graph");
		expect(tolerantName("x".repeat(1_000_000)).length).toBe(MAX_NAME_CHARS);
	});

	it("finds the server a name names", () => {
		expect(writtenServer("mcp__memory__read_graph")).toBe("memory");
		expect(writtenServer("memory__read_graph")).toBe("memory");
		expect(writtenServer("read_graph")).toBeUndefined();
	});
});

describe("every written form resolves to the one tool it means", () => {
	const forms = [
		'select:"mcp__memory__read_graph"',
		"select:`mcp__memory__read_graph`",
		"select:functions.mcp__memory__read_graph",
		"select:memory.read_graph",
		"select:memory/read_graph",
		"select:read_graph()",
		"select:mcp__memory__read_graph.",
		"select:read_graph,",
		'"mcp__memory__read_graph"',
		"`memory.read_graph`",
		"read_graph()",
		"functions.read_graph",
	];
	for (const form of forms) {
		it(form, () => expect(found(form)).toEqual(["mcp__memory__read_graph"]));
	}

	it("several quoted names in one select", () => {
		expect(found('select:"mcp__memory__read_graph", `github.create_issue`')).toEqual(["mcp__memory__read_graph", "mcp__github__create_issue"]);
	});
});

describe("an ambiguous or unknown name is refused with the closest names", () => {
	const twin = new ToolIndex([...memory, tool("memory_kg", "read_graph"), tool("github", "create_issue")]);

	it("refuses a local name two servers share, offering both", () => {
		const outcome = twin.search(parseQuery("select:read_graph()"));
		expect(outcome.kind === "select" && outcome.found).toEqual([]);
		expect(outcome.kind === "select" && outcome.unknown[0]?.suggestions).toEqual(expect.arrayContaining(["mcp__memory__read_graph", "mcp__memory_kg__read_graph"]));
	});

	it("names the server's tool once the server is named", () => {
		expect(twin.search(parseQuery("select:memory_kg.read_graph"))).toMatchObject({ kind: "select", found: ["mcp__memory_kg__read_graph"] });
	});

	it("keeps suggestions within the named server: a vanished server's tool is never offered as another's", () => {
		const after = new ToolIndex([tool("memory2", "read_graph"), tool("github", "create_issue")]);
		const outcome = after.search(parseQuery("select:mcp__memory__read_graph"));
		expect(outcome).toMatchObject({ kind: "select", found: [], unknown: [{ requested: "mcp__memory__read_graph", suggestions: [] }] });
		const typo = index.search(parseQuery("select:mcp__memory__read_grap"));
		expect(typo.kind === "select" && typo.unknown[0]?.suggestions[0]).toBe("mcp__memory__read_graph");
	});
});

describe("oneName (call_tool's name)", () => {
	it("refuses a name with a comma or whitespace: a,b must not run a", () => {
		expect(oneName("a,b")).toEqual({ kind: "several" });
		expect(oneName("mcp__memory__read_graph mcp__github__get_issue")).toEqual({ kind: "several" });
		expect(oneName("mcp__memory__read_graph，mcp__github__get_issue")).toEqual({ kind: "several" });
	});

	it("takes a name with trailing punctuation or quotes as one name", () => {
		expect(oneName(" `mcp__memory__read_graph`, ")).toEqual({ kind: "name", name: "`mcp__memory__read_graph`," });
	});

	it("refuses a megabyte name by its length alone, and an empty one", () => {
		expect(oneName("a,".repeat(500_000))).toEqual({ kind: "too-long" });
		expect(oneName("  ")).toEqual({ kind: "empty" });
		expect(oneName('""')).toEqual({ kind: "empty" });
		expect(oneName(42)).toEqual({ kind: "empty" });
	});
});
