/**
 * Search hints for a benchmark corpus, read from a folder of model answers (one `*.json` or text
 * file per hint request, as `bench/hint-requests.ts` wrote the requests): each answer read by the
 * session's own reader and screened as the session screens hints, so the bench ranks with what a
 * session would index.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ToolDoc } from "../../src/search/engine/scoring/analyze.ts";
import { readHintAnswer } from "../../src/search/meaning/answer.ts";
import { hintText, usableHints } from "../../src/search/meaning/usable.ts";
import { screenTool } from "../../src/search/trust/index.ts";

/** The hints in `dir` for `tools`, by tool name: what each tool's index entry would carry. */
export function loadHints(dir: string, tools: readonly ToolDoc[]): Map<string, string[]> {
	const names = tools.map((tool) => tool.name);
	const found = new Map<string, string[]>();
	for (const file of readdirSync(dir).sort()) {
		for (const [name, hints] of readHintAnswer(readFileSync(join(dir, file), "utf8"), names)) found.set(name, hints);
	}
	const usable = new Map<string, string[]>();
	for (const tool of tools) {
		const hints = found.get(tool.name);
		if (hints === undefined) continue;
		const flagged = screenTool({ name: tool.name, description: tool.description, parameters: tool.inputSchema }).length > 0;
		const kept = usableHints(hints, flagged);
		if (kept.length > 0) usable.set(tool.name, kept);
	}
	return usable;
}

/** `tools` with their hints as the index's hint text (a tool without hints is left as it is). */
export function withHints(tools: readonly ToolDoc[], hints: ReadonlyMap<string, readonly string[]>): ToolDoc[] {
	return tools.map((tool) => {
		const own = hints.get(tool.name);
		return own === undefined ? tool : { ...tool, meaning: hintText(own) };
	});
}
