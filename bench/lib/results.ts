/**
 * What each ranker's default result puts before the model, for the bench's reach and token
 * figures: the names it shows (loaded first, then named), what it loads, and its size in tokens
 * (the result text plus the loaded schemas, by the estimator of `src/search/engine/rules/tokens.ts`).
 */
import { declarationTokens, type ToolDoc } from "../../src/search/engine/scoring/analyze.ts";
import { cutText, parseQuery } from "../../src/search/engine/words/query.ts";
import type { CatalogTool } from "../../src/search/catalog/catalog.ts";
import { findTools, planSearch } from "../../src/search/plan/plan.ts";
import type { CatalogSnapshot } from "../../src/search/plan/snapshot.ts";
import type { ToolIndex } from "../../src/search/engine/tool-index.ts";
import { estimateTokens } from "../../src/search/engine/rules/tokens.ts";

/** A ranker's default result, as far as the bench measures it. */
export interface DefaultResult {
	/** Names the result shows, loaded first, then named, in the order shown. */
	readonly shown: readonly string[];
	readonly loaded: readonly string[];
	/** Estimated tokens of the result text and of the loaded schemas. */
	readonly tokens: number;
}

/** The catalog's tools by name, as the bench reads them and as a session's catalog holds them. */
export interface BenchCatalog {
	readonly docs: ReadonlyMap<string, ToolDoc>;
	readonly tools: ReadonlyMap<string, CatalogTool>;
}

/** The tools of a catalog by name: captured MCP tools deferred by the host, grouped by server. */
export function benchCatalog(tools: readonly ToolDoc[]): BenchCatalog {
	const catalogTool = (doc: ToolDoc): CatalogTool => ({
		name: doc.name,
		description: doc.description,
		parameters: doc.inputSchema,
		exposure: "deferred",
		deferral: "host",
		group: doc.namespace ?? "other",
		tokens: declarationTokens(doc),
	});
	return { docs: new Map(tools.map((tool) => [tool.name, tool])), tools: new Map(tools.map((tool) => [tool.name, catalogTool(tool)])) };
}

function schemaTokens(names: readonly string[], catalog: BenchCatalog): number {
	let total = 0;
	for (const name of names) {
		const doc = catalog.docs.get(name);
		if (doc) total += declarationTokens(doc);
	}
	return total;
}

/**
 * Ours: the session's own plan of a default search (`findTools`, `planSearch` in
 * src/search/plan/plan.ts), nothing loaded before and no server configured, so a search that named
 * something it did not get notes none.
 */
export function oursResult(index: ToolIndex, query: string, catalog: BenchCatalog, menu: { namedBudget?: number; limit?: number; call?: boolean } = {}): DefaultResult {
	const { namedBudget, limit, call } = menu;
	const request = { query, read: cutText(query), parsed: parseQuery(query), limit, ...(namedBudget === undefined ? {} : { namedBudget }) };
	const snapshot: CatalogSnapshot = {
		index,
		tools: catalog.tools,
		active: [],
		loaded: new Set(),
		learned: new Set(),
		// Call mode: the loaded tools' entries are in the text, and no schema is declared.
		loadMode: call ? "call" : "declare",
		loadTiming: "now",
		servers: { configured: [], mcpRunning: true, hostWaited: new Set(), waited: new Set(), registered: [] },
	};
	const outcome = findTools(request, snapshot);
	const plan = planSearch(request, outcome, snapshot);
	const shown = [...plan.load, ...plan.answer.details.candidates, ...(outcome.kind === "prefix" ? outcome.names : [])];
	return { shown, loaded: plan.load, tokens: estimateTokens(plan.answer.text) + (call ? 0 : schemaTokens(plan.load, catalog)) };
}

/** pi's built-in: every match loaded, up to its default limit, listed with its description's first line. */
export function piResult(loaded: readonly string[], catalog: BenchCatalog): DefaultResult {
	const lines = loaded.map((name) => `- ${name}: ${(catalog.docs.get(name)?.description ?? "").trim().split(/\r?\n/)[0]}`);
	const text =
		loaded.length === 0
			? "No matching tools found."
			: `Loaded ${loaded.length} tool${loaded.length === 1 ? "" : "s"}. They are available from your next call:\n${lines.join("\n")}`;
	return { shown: loaded, loaded, tokens: estimateTokens(text) + schemaTokens(loaded, catalog) };
}

/** Claude Code's weights: every match loaded as a tool reference (counted here as its name on a line). */
export function ccResult(loaded: readonly string[], catalog: BenchCatalog): DefaultResult {
	const text = loaded.length === 0 ? "No matching deferred tools found" : loaded.join("\n");
	return { shown: loaded, loaded, tokens: estimateTokens(text) + schemaTokens(loaded, catalog) };
}
