/**
 * A re-implementation of Claude Code's `ToolSearch` keyword scorer, for comparison.
 *
 * Query handling follows it step by step: `select:a,b` looks names up exactly (case-sensitive);
 * a query equal to a tool name (case-insensitive) returns that tool; a query starting with `mcp__`
 * returns the tools whose names start with it; otherwise the query is split at whitespace, `+term`
 * marks required terms, and each term scores every tool:
 *
 * - a name part equal to the term: 12 for MCP tools, 10 for others;
 * - else a name part containing the term: 6 for MCP tools, 5 for others;
 * - the full name containing the term, when nothing above matched yet: 3;
 * - the search hint containing the term as a word: 4;
 * - the description containing the term as a word: 2.
 *
 * MCP names split at `__` and `_` after `mcp__`; other names at camelCase and `_`. Tools scoring 0
 * are dropped, the rest sorted by score (stable, so ties keep catalog order) and cut at
 * `max_results`, 5 by default. Every returned tool is loaded.
 */

import type { ToolDoc } from "../../src/search/engine/scoring/analyze.ts";

/** Claude Code's default `max_results`. */
export const CC_DEFAULT_LIMIT = 5;

interface ParsedName {
	parts: string[];
	full: string;
	isMcp: boolean;
}

function parseToolName(name: string): ParsedName {
	if (name.startsWith("mcp__")) {
		const withoutPrefix = name.replace(/^mcp__/, "").toLowerCase();
		const parts = withoutPrefix.split("__").flatMap((part) => part.split("_"));
		return { parts: parts.filter(Boolean), full: withoutPrefix.replace(/__/g, " ").replace(/_/g, " "), isMcp: true };
	}
	const parts = name
		.replace(/([a-z])([A-Z])/g, "$1 $2")
		.replace(/_/g, " ")
		.toLowerCase()
		.split(/\s+/)
		.filter(Boolean);
	return { parts, full: parts.join(" "), isMcp: false };
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Claude Code's tool search over a fixed list of deferred tools. */
export class CcWeightsRanker {
	private readonly tools: readonly ToolDoc[];
	/** Claude Code memoizes tool descriptions by name; names are parsed on every search. */
	private readonly descriptions = new Map<string, string>();

	constructor(tools: readonly ToolDoc[]) {
		this.tools = tools;
	}

	private description(tool: ToolDoc): string {
		let text = this.descriptions.get(tool.name);
		if (text === undefined) this.descriptions.set(tool.name, (text = tool.description));
		return text;
	}

	/** Names of the matching tools, best first, at most `maxResults`. */
	search(query: string, maxResults: number = CC_DEFAULT_LIMIT): string[] {
		const select = /^select:(.+)$/i.exec(query);
		if (select) {
			const requested = (select[1] ?? "")
				.split(",")
				.map((name) => name.trim())
				.filter(Boolean);
			const found: string[] = [];
			for (const name of requested) {
				const tool = this.tools.find((candidate) => candidate.name === name);
				if (tool && !found.includes(tool.name)) found.push(tool.name);
			}
			return found;
		}
		const queryLower = query.toLowerCase().trim();
		const exact = this.tools.find((tool) => tool.name.toLowerCase() === queryLower);
		if (exact) return [exact.name];
		if (queryLower.startsWith("mcp__") && queryLower.length > 5) {
			const prefixed = this.tools
				.filter((tool) => tool.name.toLowerCase().startsWith(queryLower))
				.slice(0, maxResults)
				.map((tool) => tool.name);
			if (prefixed.length > 0) return prefixed;
		}
		const queryTerms = queryLower.split(/\s+/).filter((term) => term.length > 0);
		const requiredTerms: string[] = [];
		const optionalTerms: string[] = [];
		for (const term of queryTerms) {
			if (term.startsWith("+") && term.length > 1) requiredTerms.push(term.slice(1));
			else optionalTerms.push(term);
		}
		const scoringTerms = requiredTerms.length > 0 ? [...requiredTerms, ...optionalTerms] : queryTerms;
		const patterns = new Map<string, RegExp>();
		for (const term of scoringTerms) if (!patterns.has(term)) patterns.set(term, new RegExp(`\\b${escapeRegExp(term)}\\b`));

		let candidates = this.tools;
		if (requiredTerms.length > 0) {
			candidates = this.tools.filter((tool) => {
				const parsed = parseToolName(tool.name);
				const description = this.description(tool).toLowerCase();
				const hint = tool.hint?.toLowerCase() ?? "";
				return requiredTerms.every((term) => {
					const pattern = patterns.get(term) as RegExp;
					return (
						parsed.parts.includes(term) ||
						parsed.parts.some((part) => part.includes(term)) ||
						pattern.test(description) ||
						(hint !== "" && pattern.test(hint))
					);
				});
			});
		}
		const scored = candidates.map((tool) => {
			const parsed = parseToolName(tool.name);
			const description = this.description(tool).toLowerCase();
			const hint = tool.hint?.toLowerCase() ?? "";
			let score = 0;
			for (const term of scoringTerms) {
				const pattern = patterns.get(term) as RegExp;
				if (parsed.parts.includes(term)) score += parsed.isMcp ? 12 : 10;
				else if (parsed.parts.some((part) => part.includes(term))) score += parsed.isMcp ? 6 : 5;
				if (parsed.full.includes(term) && score === 0) score += 3;
				if (hint !== "" && pattern.test(hint)) score += 4;
				if (pattern.test(description)) score += 2;
			}
			return { name: tool.name, score };
		});
		return scored
			.filter((item) => item.score > 0)
			.sort((a, b) => b.score - a.score)
			.slice(0, maxResults)
			.map((item) => item.name);
	}
}
