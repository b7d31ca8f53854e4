/** The live catalog: the index follows the host's tools by difference, never rebuilt. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_POLICY, type HostTool } from "../../../src/search/catalog/catalog.ts";
import { LiveCatalog, SLICE_WORK } from "../../../src/search/catalog/live-catalog.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";

const CORPUS_DIR = fileURLToPath(new URL("../../fixtures/mcp/", import.meta.url));

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

describe("LiveCatalog in slices", () => {
	it("indexes a large catalog in slices, with a pause for the event loop between them", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const add = vi.spyOn(catalog.index, "add");
		const addsPerSlice: number[] = [];
		let adds = 0;
		await catalog.sync(tools, async () => {
			addsPerSlice.push(add.mock.calls.length - adds);
			adds = add.mock.calls.length;
		});
		expect(catalog.size).toBe(tools.length);
		// The fixtures hold about 150,000 estimated tokens of tool text: several slices.
		const tokens = [...catalog.values()].reduce((sum, tool) => sum + tool.tokens, 0);
		expect(addsPerSlice.length).toBeGreaterThanOrEqual(Math.floor(tokens / (SLICE_WORK + 40 * tools.length)));
		expect(addsPerSlice.length).toBeGreaterThan(2);
		// An unchanged list needs no pause at all.
		let pauses = 0;
		await catalog.sync(tools.map((tool) => ({ ...tool })), async () => void pauses++);
		expect(pauses).toBe(0);
	});

	it("runs syncs one at a time: a sync called during another waits for it", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		let release: () => void = () => {};
		const gate = new Promise<void>((resolve) => {
			release = resolve;
		});
		const first = catalog.sync(tools, () => gate);
		const second = catalog.sync(tools.slice(0, 10));
		await new Promise((resolve) => setImmediate(resolve));
		expect(catalog.size).toBeLessThan(tools.length);
		release();
		const [added, after] = await Promise.all([first, second]);
		expect(added.added).toHaveLength(tools.length);
		expect(after.removed).toHaveLength(tools.length - 10);
		expect(catalog.size).toBe(10);
	});
});

describe("LiveCatalog", () => {
	it("indexes each tool once, then only what changed", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const add = vi.spyOn(catalog.index, "add");
		const remove = vi.spyOn(catalog.index, "remove");
		const first = await catalog.sync(tools);
		expect(first.added).toHaveLength(tools.length);
		expect(add).toHaveBeenCalledTimes(tools.length);
		expect(catalog.index.size).toBe(tools.length);

		add.mockClear();
		const again = await catalog.sync(tools.map((tool) => ({ ...tool })));
		expect(again).toEqual({ added: [], removed: [] });
		expect(add).not.toHaveBeenCalled();
		expect(remove).not.toHaveBeenCalled();

		const extra: HostTool = { name: "mcp__new__thing", description: "A new thing", parameters: {} as never, exposure: "deferred" };
		const withExtra = await catalog.sync([...tools.slice(1), extra]);
		expect(withExtra.added.map((tool) => tool.name)).toEqual(["mcp__new__thing"]);
		expect(withExtra.removed.map((tool) => tool.name)).toEqual([tools[0]?.name]);
		expect(add).toHaveBeenCalledTimes(1);
		expect(remove).toHaveBeenCalledTimes(1);
	});

	it("drops a tool re-registered as hidden and takes it back when it returns", async () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "b", parameters: {} as never, exposure: "deferred" };
		await catalog.sync([tool]);
		expect((await catalog.sync([{ ...tool, exposure: "hidden" }])).removed.map((entry) => entry.name)).toEqual(["mcp__a__b"]);
		expect(catalog.has("mcp__a__b")).toBe(false);
		expect((await catalog.sync([tool])).added.map((entry) => entry.name)).toEqual(["mcp__a__b"]);
	});

	it("re-indexes a tool whose description changed, without reporting it as new", async () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "old", parameters: {} as never, exposure: "deferred" };
		await catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		expect(await catalog.sync([{ ...tool, description: "new" }])).toEqual({ added: [], removed: [] });
		expect(add).toHaveBeenCalledTimes(1);
		expect(catalog.get("mcp__a__b")?.description).toBe("new");
	});

	it("re-indexes a tool whose parameter schema changed, without reporting it as new", async () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const tool: HostTool = { name: "mcp__a__b", description: "same", parameters: { type: "object", properties: { old: { type: "string" } } } as never, exposure: "deferred" };
		await catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		const parameters = { type: "object", properties: { channel: { type: "string", description: "Channel to post to" } } } as never;
		expect(await catalog.sync([{ ...tool, parameters }])).toEqual({ added: [], removed: [] });
		expect(add).toHaveBeenCalledTimes(1);
		expect(catalog.get("mcp__a__b")?.parameters).toBe(parameters);
		const outcome = catalog.index.search(parseQuery("channel"));
		expect(outcome.kind === "keywords" ? [...outcome.load, ...outcome.candidates].map((hit) => hit.name) : []).toEqual(["mcp__a__b"]);
	});

	it("does not re-index a tool whose schema is equal but a new object", async () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		const schema = { type: "object", properties: { a: { type: "string" } } };
		const tool: HostTool = { name: "mcp__a__b", description: "same", parameters: schema as never, exposure: "deferred" };
		await catalog.sync([tool]);
		const add = vi.spyOn(catalog.index, "add");
		await catalog.sync([{ ...tool, parameters: structuredClone(schema) as never }]);
		expect(add).not.toHaveBeenCalled();
	});

	it("an unchanged tool list, in any order, does not touch the index", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		await catalog.sync(tools);
		const add = vi.spyOn(catalog.index, "add");
		const remove = vi.spyOn(catalog.index, "remove");
		for (let i = 0; i < 3; i++) expect(await catalog.sync(tools.map((tool) => ({ ...tool })))).toEqual({ added: [], removed: [] });
		expect(await catalog.sync([...tools].reverse())).toEqual({ added: [], removed: [] });
		expect(await catalog.sync(tools)).toEqual({ added: [], removed: [] });
		expect(add).not.toHaveBeenCalled();
		expect(remove).not.toHaveBeenCalled();
		expect(catalog.size).toBe(tools.length);
	});

	it("a new policy re-indexes only the tools whose index document it changes", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		await catalog.sync(tools);
		const add = vi.spyOn(catalog.index, "add");
		const target = tools[0]?.name ?? "";
		catalog.setPolicy({ ...DEFAULT_POLICY, hints: [{ pattern: target, hint: "the first tool" }], pin: [tools[1]?.name ?? ""] });
		await catalog.sync(tools);
		// The hint changes one document; pinning another changes its deferral, not its document.
		expect(add.mock.calls.map(([doc]) => doc.name)).toEqual([target]);
		expect(catalog.get(tools[1]?.name ?? "")?.deferral).toBe("pinned");
	});

	it("keeps a sync of an unchanged catalog cheap", async () => {
		const tools = corpusTools();
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		await catalog.sync(tools);
		const copies = tools.map((tool) => ({ ...tool }));
		const started = performance.now();
		for (let i = 0; i < 100; i++) await catalog.sync(copies);
		// 100 syncs of ~400 tools; generous for slow CI machines.
		expect((performance.now() - started) / 100).toBeLessThan(5);
	});

	it("sums the auto-managed definitions' tokens", async () => {
		const catalog = new LiveCatalog(DEFAULT_POLICY);
		await catalog.sync(corpusTools());
		const total = [...catalog.values()].reduce((sum, tool) => sum + tool.tokens, 0);
		expect(catalog.autoManagedTokens()).toBe(total);
		expect(total).toBeGreaterThan(50_000);
	});
});
