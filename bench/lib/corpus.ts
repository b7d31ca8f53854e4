/**
 * Loading the benchmark's inputs: a directory of MCP `tools/list` captures and a JSONL query file.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ToolDoc } from "../../src/search/engine/scoring/analyze.ts";

/** One captured server: `{server, package, version, tools: [{name, description, inputSchema}]}`. */
export interface ServerCapture {
	server: string;
	package?: string;
	version?: string;
	tools: { name: string; description?: string; inputSchema?: unknown }[];
}

/** A benchmark query: the text, the tools that answer it, its language and kind. */
export interface BenchQuery {
	query: string;
	expected: string[];
	lang: string;
	kind: string;
}

/** Reads every `*.json` capture in `dir`, in file-name order. */
export function loadServers(dir: string): ServerCapture[] {
	return readdirSync(dir)
		.filter((file) => file.endsWith(".json"))
		.sort()
		.map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as ServerCapture);
}

/** Tools of the captured servers as pi names them: `mcp__<server>__<tool>` in namespace `mcp__<server>`. */
export function toolDocs(servers: readonly ServerCapture[]): ToolDoc[] {
	return servers.flatMap((server) =>
		server.tools.map((tool) => ({
			name: `mcp__${server.server}__${tool.name}`,
			description: tool.description ?? "",
			inputSchema: tool.inputSchema,
			namespace: `mcp__${server.server}`,
		})),
	);
}

/**
 * A catalog of exactly `size` tools built from the captured servers: the servers as they are, then
 * copies with renamed servers (`github-2`, `github-3`, ...), cut at `size`.
 */
export function syntheticCatalog(servers: readonly ServerCapture[], size: number): ToolDoc[] {
	const out: ToolDoc[] = [];
	for (let copy = 1; out.length < size; copy++) {
		for (const server of servers) {
			const renamed = copy === 1 ? server : { ...server, server: `${server.server}-${copy}` };
			for (const doc of toolDocs([renamed])) {
				if (out.length >= size) return out;
				out.push(doc);
			}
		}
	}
	return out;
}

/** Reads a JSONL query file. */
export function loadQueries(file: string): BenchQuery[] {
	return readFileSync(file, "utf8")
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => JSON.parse(line) as BenchQuery);
}

/** Queries timed at scale when no query file is given: English and Chinese, keywords and intents, over the common servers. */
export const DEFAULT_TIMING_QUERIES: readonly string[] = [
	"github open pull request",
	"slack post message to channel",
	"kubernetes pod logs",
	"create a calendar event for tomorrow",
	"take a screenshot of the page",
	"在 GitHub 上创建一个 issue",
	"查看 Kubernetes pod 日志",
	"stripe refund payment",
];
