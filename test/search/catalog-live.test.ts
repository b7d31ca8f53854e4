/** The live catalog: the index follows the host's tools by difference, never rebuilt. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_POLICY, type HostTool } from "../../src/search/catalog.ts";
import { LiveCatalog } from "../../src/search/live-catalog.ts";
import { parseQuery } from "../../src/search/query.ts";

const CORPUS_DIR = fileURLToPath(new URL("../fixtures/mcp/", import.meta.url));

function corpusTools(): HostTool[] {
	return readdirSync(CORPUS_DIR)
		.filter((file) => file.endsWith(".json"))
		.flatMap((file) => {
			const corpus = JSON.parse(readFileSync(`${CORPUS_DIR}${file}`, "utf8")) as { server: string; tools: { name: string; description?: string; inputSchema?: unknown }[] };
			return corpus.tools.map((tool) => ({
				name: `mcp__${corpus.server}__${tool.name}`.replace(/[^A-Za-z0-9_]/g, "_"),
				description: tool.description ?? "",
				parameters: (tool.inputSchema ?? {}) as never,
				exposure: "deferred" as const,
				namespace: { name: `mcp__${corpus.server}` },
			}));
		});
}

describe("LiveCatalog", () => {
	it("indexes each tool once, then only what changed", () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const add = vi.spyOn(catalog.index, "add");
		const remove = vi.spyOn(catalog.index, "remove");
		const first = catalog.sync(tools);
		expect(first.added).toHaveLength(tools.length);
		expect(add).toHaveBeenCalledTimes(tools.length);
		expect(catalog.index.size).toBe(tools.length);

		add.mockClear();
		const again = catalog.sync(tools.map((tool) => ({ ...tool })));
		expect(again).toEqual({ added: [], removed: [] });
		expect(add).not.toHaveBeenCalled();
		expect(remove).not.toHaveBeenCalled();

		const extra: HostTool = { name: "mcp__new__thing", description: "A new thing", parameters: {} as never, exposure: "deferred" };
		const withExtra = catalog.sync([...tools.slice(1), extra]);
		expect(withExtra.added.map((tool) => tool.name)).toEqual(["mcp__new__thing"]);
		expect(withExtra.removed.map((tool) => tool.name)).toEqual([tools[0]?.name]);
		expect(add).toHaveBeenCalledTimes(1);
		expect(remove).toHaveBeenCalledTimes(1);
	});

	it("drops a tool re-registered as hidden and takes it back when it returns", () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "b", parameters: {} as never, exposure: "deferred" };
		catalog.sync([tool]);
		expect(catalog.sync([{ ...tool, exposure: "hidden" }]).removed.map((entry) => entry.name)).toEqual(["mcp__a__b"]);
		expect(catalog.has("mcp__a__b")).toBe(false);
		expect(catalog.sync([tool]).added.map((entry) => entry.name)).toEqual(["mcp__a__b"]);
	});

	it("re-indexes a tool whose description changed, without reporting it as new", () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "old", parameters: {} as never, exposure: "deferred" };
		catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		expect(catalog.sync([{ ...tool, description: "new" }])).toEqual({ added: [], removed: [] });
		expect(add).toHaveBeenCalledTimes(1);
		expect(catalog.get("mcp__a__b")?.description).toBe("new");
	});

	it("re-indexes a tool whose parameter schema changed, without reporting it as new", () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "same", parameters: { type: "object", properties: { old: { type: "string" } } } as never, exposure: "deferred" };
		catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		const parameters = { type: "object", properties: { channel: { type: "string", description: "Channel to post to" } } } as never;
		expect(catalog.sync([{ ...tool, parameters }])).toEqual({ added: [], removed: [] });
		expect(add).toHaveBeenCalledTimes(1);
		expect(catalog.get("mcp__a__b")?.parameters).toBe(parameters);
		const outcome = catalog.index.search(parseQuery("channel"));
		expect(outcome.kind === "keywords" ? [...outcome.load, ...outcome.candidates].map((hit) => hit.name) : []).toEqual(["mcp__a__b"]);
	});

	it("does not re-index a tool whose schema is equal but a new object", () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const schema = { type: "object", properties: { a: { type: "string" } } };
		const tool: HostTool = { name: "mcp__a__b", description: "same", parameters: schema as never, exposure: "deferred" };
		catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		catalog.sync([{ ...tool, parameters: structuredClone(schema) as never }]);
		expect(add).not.toHaveBeenCalled();
	});

	it("an unchanged tool list, in any order, does not touch the index", () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		catalog.sync(tools);
		const add = vi.spyOn(catalog.index, "add");
		const remove = vi.spyOn(catalog.index, "remove");
		for (let i = 0; i < 3; i++) expect(catalog.sync(tools.map((tool) => ({ ...tool })))).toEqual({ added: [], removed: [] });
		expect(catalog.sync([...tools].reverse())).toEqual({ added: [], removed: [] });
		expect(catalog.sync(tools)).toEqual({ added: [], removed: [] });
		expect(add).not.toHaveBeenCalled();
		expect(remove).not.toHaveBeenCalled();
		expect(catalog.size).toBe(tools.length);
	});

	it("a new policy re-indexes only the tools whose index document it changes", () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		catalog.sync(tools);
		const add = vi.spyOn(catalog.index, "add");
		const target = tools[0]?.name ?? "";
		catalog.setPolicy({ ...DEFAULT_POLICY, hints: [{ pattern: target, hint: "the first tool" }], load: [tools[1]?.name ?? ""] });
		catalog.sync(tools);
		// The hint changes one document; pinning another changes its deferral, not its document.
		expect(add.mock.calls.map(([doc]) => doc.name)).toEqual([target]);
		expect(catalog.get(tools[1]?.name ?? "")?.deferral).toBe("pinned");
	});

	it("keeps a sync of an unchanged catalog cheap", () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		catalog.sync(tools);
		const copies = tools.map((tool) => ({ ...tool }));
		const started = performance.now();
		for (let i = 0; i < 100; i++) catalog.sync(copies);
		// 100 syncs of ~400 tools; generous for slow CI machines.
		expect((performance.now() - started) / 100).toBeLessThan(5);
	});

	it("sums the auto-managed definitions' tokens", () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		catalog.sync(corpusTools());
		const total = [...catalog.values()].reduce((sum, tool) => sum + tool.tokens, 0);
		expect(catalog.autoManagedTokens()).toBe(total);
		expect(total).toBeGreaterThan(50_000);
	});
});
