/**
 * What each ranker's default result puts before the model, for the bench's reach and token
 * figures: the names it shows (loaded first, then named), what it loads, and its size in tokens
 * (the result text plus the loaded schemas, by the estimator of `src/search/engine/rules/tokens.ts`).
 */
import { declarationTokens, type ToolDoc } from "../../src/search/engine/scoring/analyze.ts";
import { parseQuery } from "../../src/search/engine/words/query.ts";
import { formatReport, reportOf } from "../../src/search/result.ts";
import { looksAtServers, type SearchFacts, type ToolLine } from "../../src/search/session/facts.ts";
import { planLoads } from "../../src/search/session/load-plan.ts";
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

/** The catalog's tools by name, and its groups with their sizes (for a miss). */
export interface BenchCatalog {
	readonly docs: ReadonlyMap<string, ToolDoc>;
	readonly groups: readonly { name: string; count: number }[];
}

/** The tools of a catalog by name, and its groups, largest first. */
export function benchCatalog(tools: readonly ToolDoc[]): BenchCatalog {
	const counts = new Map<string, number>();
	for (const tool of tools) counts.set(tool.namespace ?? "other", (counts.get(tool.namespace ?? "other") ?? 0) + 1);
	const groups = [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
	return { docs: new Map(tools.map((tool) => [tool.name, tool])), groups };
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
 * Ours: the session's own path of a default search, nothing loaded before: the load plan
 * (`planLoads`), facts as a search gathers them (no server is configured, so a search that named
 * something it did not get notes none), and the result's report and text (`reportOf`, `formatReport`).
 */
export function oursResult(index: ToolIndex, query: string, catalog: BenchCatalog, menu: { namedBudget?: number; limit?: number; call?: boolean } = {}): DefaultResult {
	const { namedBudget, limit, call } = menu;
	const parsed = parseQuery(query);
	const outcome = index.search(parsed, { ...(limit === undefined ? {} : { limit }), reach: call ? "call" : "declare" });
	const describe = (name: string): ToolLine => ({ name, description: catalog.docs.get(name)?.description ?? "", parameters: catalog.docs.get(name)?.inputSchema });
	const active = new Set<string>();
	const plan = planLoads(parsed, outcome, { active, directTool: () => undefined });
	const facts: SearchFacts = {
		query,
		parsed,
		outcome,
		plan,
		active,
		loaded: plan.toLoad.map(describe),
		refused: [],
		callable: new Set(),
		// Call mode: the loaded tools' entries are in the text, and no schema is declared.
		loadMode: call ? "call" : "declare",
		loadTiming: "now",
		...(looksAtServers(parsed, outcome, plan) ? { servers: [] } : {}),
		describe,
		groups: () => catalog.groups,
		catalogSize: catalog.docs.size,
		...(namedBudget === undefined ? {} : { namedBudget }),
	};
	const report = reportOf(facts);
	const text = formatReport(report);
	const shown = [...plan.toLoad, ...report.candidates.map((tool) => tool.name), ...(report.listing?.tools.map((tool) => tool.name) ?? [])];
	return { shown, loaded: plan.toLoad, tokens: estimateTokens(text) + (call ? 0 : schemaTokens(plan.toLoad, catalog)) };
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
