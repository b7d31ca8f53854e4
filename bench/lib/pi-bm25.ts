/**
 * pi's own tool search, loaded from the installed `@mariozechner/pi-coding-agent`.
 *
 * Its `Bm25Ranker` and `createToolSearchDocument` live in `dist/extensions/tool-search/tool.js`,
 * which the package's exports map does not expose, so the module is imported by file URL relative
 * to the package's entry point.
 *
 * Per search, pi's `tool_search` builds a search document for every searchable tool and constructs
 * a new ranker over them (`searchAndLoad` in that file); {@link PiBm25.search} does the same, so its
 * time is what a search costs in pi. It loads every match, up to 8 by default.
 */

import type { ToolDoc } from "../../src/search/engine/scoring/analyze.ts";

interface PiDocument {
	name: string;
	text: string;
	namespaceText?: string;
}

interface PiToolSearchModule {
	Bm25Ranker: new () => { rank(query: string, documents: PiDocument[], limit: number): { name: string; score: number }[] };
	createToolSearchDocument(
		tool: { name: string; description: string; parameters: unknown },
		namespace?: { name: string; description?: string; instructions?: string },
	): PiDocument;
	DEFAULT_TOOL_SEARCH_LIMIT: number;
}

/** pi's tool search over a fixed list of tools. */
export interface PiBm25 {
	readonly defaultLimit: number;
	readonly version: string;
	search(query: string, limit?: number): string[];
}

/** Imports pi's tool search module from the installed package. */
export async function loadPiBm25(tools: readonly ToolDoc[]): Promise<PiBm25> {
	const entry = import.meta.resolve("@mariozechner/pi-coding-agent");
	const module = (await import(new URL("./extensions/tool-search/tool.js", entry).href)) as PiToolSearchModule;
	const packageJson = (await import(new URL("../package.json", entry).href, { with: { type: "json" } })) as {
		default: { version: string };
	};
	const { Bm25Ranker, createToolSearchDocument, DEFAULT_TOOL_SEARCH_LIMIT } = module;
	return {
		defaultLimit: DEFAULT_TOOL_SEARCH_LIMIT,
		version: packageJson.default.version,
		search(query: string, limit: number = DEFAULT_TOOL_SEARCH_LIMIT): string[] {
			const documents = tools.map((tool) =>
				createToolSearchDocument(
					{ name: tool.name, description: tool.description, parameters: tool.inputSchema ?? { type: "object" } },
					tool.namespace === undefined ? undefined : { name: tool.namespace.replace(/-/g, "_") },
				),
			);
			return new Bm25Ranker().rank(query, documents, limit).map((match) => match.name);
		},
	};
}
