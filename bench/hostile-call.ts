/**
 * Hostile `arguments` of `call_tool` timed at our two steps, the ones that run before any tool:
 * `prepareArguments` (where a value too deep or too large is cut to a mark) and `execute` up to
 * its refusal. pi's own steps in between (its schema check, now of `Type.Unknown`) are not
 * timed here; test/e2e/search-trust.test.ts shows the whole call in the real pi.
 *
 *     node --experimental-transform-types --no-warnings bench/hostile-call.ts
 *
 * The last line printed is one JSON object: per input, the median of 9 runs in milliseconds and
 * the result's length.
 */
import { createCallTool } from "../src/search/call-tool.ts";

const host = {
	callTarget: async () => ({ kind: "unknown" as const, suggestions: [] }),
	countCall: () => undefined,
};

function nested(depth: number): unknown {
	let value: unknown = {};
	for (let level = 0; level < depth; level++) value = { a: value };
	return value;
}

const INPUTS: Record<string, () => unknown> = {
	"10 MB string": () => "x".repeat(10_000_000),
	"3,000 levels": () => nested(3_000),
	"5,000 levels": () => nested(5_000),
	"100,000 levels": () => nested(100_000),
	"2 MB object": () => ({ text: "y".repeat(2_000_000) }),
	"1,000,000-item array": () => Array.from({ length: 1_000_000 }, (_, at) => at),
	"300,000 keys": () => Object.fromEntries(Array.from({ length: 300_000 }, (_, at) => [`k${at}`, at])),
};

const tool = createCallTool(host);
const rows: Record<string, { ms: number; chars: number }> = {};
for (const [label, make] of Object.entries(INPUTS)) {
	const times: number[] = [];
	let chars = 0;
	for (let run = 0; run < 9; run++) {
		const args = { name: "mcp__x__y", arguments: make() };
		const start = performance.now();
		const prepared = tool.prepareArguments ? tool.prepareArguments(args) : args;
		const result = await tool.execute("id", prepared as never, undefined, undefined, {} as never);
		times.push(performance.now() - start);
		chars = result.content.map((part) => (part.type === "text" ? part.text.length : 0)).reduce((a, b) => a + b, 0);
	}
	times.sort((a, b) => a - b);
	rows[label] = { ms: Number((times[4] ?? 0).toFixed(3)), chars };
	console.log(`${label.padEnd(22)} ${rows[label]?.ms} ms  ${chars} characters`);
}
console.log(JSON.stringify({ hostileCall: rows }));
