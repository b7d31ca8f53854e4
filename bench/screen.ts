/**
 * The screening of server text (src/search/trust/screen.ts) measured: how many real tools it flags
 * (false flags: the corpus is the catalogs servers ship), how many of a labelled set it catches,
 * and at scale what it adds to a session's catalog sync and to each search, side by side with an
 * anchor checkout of the code without screening, in one run.
 *
 *     node bench/screen.ts --corpus bench/corpus [--labelled FILE.jsonl ...] [--show]
 *     node --expose-gc --experimental-transform-types bench/screen.ts --corpus bench/corpus --scale 10000 --anchor ../checkout-before
 *
 * A labelled file holds one JSON object per line, `{ id, tool: { name, description, inputSchema } }`,
 * with `technique` for a poisoned tool or `why_tricky` for a benign one; a line with `technique`
 * counts as poisoned, any other as benign.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Flag, screenTool } from "../src/search/trust/index.ts";
import { loadServers } from "./lib/corpus.ts";

interface Labelled {
	id: string;
	poisoned: boolean;
	name: string;
	description: string;
	parameters: unknown;
}

function readLabelled(file: string): Labelled[] {
	return readFileSync(file, "utf8")
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => {
			const item = JSON.parse(line) as { id: string; technique?: string; tool: { name: string; description?: string; inputSchema?: unknown } };
			return { id: item.id, poisoned: item.technique !== undefined, name: item.tool.name, description: item.tool.description ?? "", parameters: item.tool.inputSchema };
		});
}

function describeFlags(flags: readonly Flag[]): string {
	return flags.map((flag) => `${flag.kind} in ${flag.where}: ${flag.excerpt}`).join(" | ");
}

function percent(part: number, whole: number): string {
	return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(2)}%`;
}

function corpusRate(corpus: string, show: boolean): void {
	const tools = loadServers(corpus).flatMap((server) => server.tools.map((tool) => ({ name: `${server.server}/${tool.name}`, description: tool.description ?? "", parameters: tool.inputSchema })));
	const start = performance.now();
	const flagged = tools.map((tool) => ({ tool, flags: screenTool(tool) })).filter((item) => item.flags.length > 0);
	const ms = performance.now() - start;
	console.log(`corpus ${corpus}: ${tools.length} tools, ${flagged.length} flagged (false-flag rate ${percent(flagged.length, tools.length)}), screened in ${ms.toFixed(1)} ms`);
	if (show) for (const item of flagged) console.log(`  ${item.tool.name}: ${describeFlags(item.flags)}`);
}

function labelledRate(file: string, show: boolean): void {
	const items = readLabelled(file);
	const results = items.map((item) => ({ item, flags: screenTool(item) }));
	const poisoned = results.filter((result) => result.item.poisoned);
	const benign = results.filter((result) => !result.item.poisoned);
	const caught = poisoned.filter((result) => result.flags.length > 0);
	const falseFlags = benign.filter((result) => result.flags.length > 0);
	console.log(`${file}: poisoned ${caught.length}/${poisoned.length} caught (${percent(caught.length, poisoned.length)}); benign ${falseFlags.length}/${benign.length} flagged (${percent(falseFlags.length, benign.length)})`);
	if (!show) return;
	for (const result of poisoned) if (result.flags.length === 0) console.log(`  missed ${result.item.id}`);
	for (const result of falseFlags) console.log(`  flagged benign ${result.item.id}: ${describeFlags(result.flags)}`);
}

main();

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: { corpus: { type: "string" }, labelled: { type: "string", multiple: true }, show: { type: "boolean" }, scale: { type: "string" }, anchor: { type: "string" }, reps: { type: "string" } },
	});
	const corpus = values.corpus ?? "bench/corpus";
	if (values.scale !== undefined) {
		const { scaleScreening } = await import("./lib/screen-scale.ts");
		await scaleScreening(loadServers(corpus), Number(values.scale), values.anchor, Number(values.reps ?? 20));
		return;
	}
	corpusRate(corpus, values.show === true);
	for (const file of values.labelled ?? []) labelledRate(file, values.show === true);
}
