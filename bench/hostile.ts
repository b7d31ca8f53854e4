/**
 * Hostile tool_search calls timed inside the real pi (1.x, in-process, scripted model).
 *
 *     node bench/hostile.ts [--corpus DIR]
 *
 * (`npm run bench:hostile -- ...` runs the same.) Registers the corpus's tools as deferred MCP
 * tools (`test/fixtures/search/corpus-tools.ts`; the fixture catalogs when no corpus is given),
 * makes each call of `test/fixtures/search/hostile-queries.ts` once with this package's
 * tool_search and once with pi's built-in one, the anchor, and reports how long pi ran each call
 * (`durationMs` of pi's `tool_execution_end`; the call runs on pi's event loop, so this is how long
 * it stalls it) and how long its result is. The last line printed is one JSON object.
 */
import { parseArgs } from "node:util";
import { createToolSearchExtension } from "@mariozechner/pi-coding-agent";
import { HOSTILE_CALLS } from "../test/fixtures/search/hostile-queries.ts";
import { startInProcess } from "../test/harness/in-process.ts";

const CORPUS_EXTENSION = "test/fixtures/search/corpus-tools.ts";
const TOOL_SEARCH = "extensions/tool-search.ts";

interface Timed {
	ms: number;
	chars: number;
	isError: boolean;
}

/** Runs every hostile call as one scripted turn in a fresh session; returns pi's time and the result size of each. */
async function timeCalls(options: Parameters<typeof startInProcess>[0]): Promise<Timed[]> {
	const run = await startInProcess(options);
	try {
		await run.prompt("search", [...HOSTILE_CALLS.map((item) => ({ toolCall: { name: "tool_search", arguments: { query: item.query } } })), { text: "done" }]);
		return run.toolResults.map((result) => ({ ms: Math.round((result.durationMs ?? Number.NaN) * 10) / 10, chars: result.text.length, isError: result.isError }));
	} finally {
		await run.dispose();
	}
}

async function main(): Promise<void> {
	const { values } = parseArgs({ options: { corpus: { type: "string" } } });
	const corpus = values.corpus ?? process.env.TOOL_SEARCH_CORPUS;
	const env = corpus ? { TOOL_SEARCH_CORPUS: corpus } : undefined;
	const ours = await timeCalls({ extensionPaths: [TOOL_SEARCH, CORPUS_EXTENSION], ...(env ? { env } : {}) });
	const builtIn = await timeCalls({
		extensionPaths: [CORPUS_EXTENSION],
		extensionFactories: [createToolSearchExtension()],
		sessionOptions: { tools: ["read", "tool_search"] },
		...(env ? { env } : {}),
	});
	const rows = HOSTILE_CALLS.map((item, i) => ({ call: item.label, queryChars: item.query.length, ours: ours[i], "pi-built-in": builtIn[i] }));
	console.log(`\nhostile tool_search calls in pi, corpus ${corpus ?? "test/fixtures/mcp (5 servers)"}\n`);
	for (const row of rows) {
		const a = row.ours;
		const b = row["pi-built-in"];
		console.log(
			`${row.call.padEnd(36)} ours ${String(a?.ms).padStart(7)} ms ${String(a?.chars).padStart(6)} chars   pi built-in ${String(b?.ms).padStart(8)} ms ${String(b?.chars).padStart(7)} chars`,
		);
	}
	console.log(JSON.stringify({ hostile: rows }));
}

await main();
