/**
 * The screening of server text (src/search/trust/screen.ts) measured: how many real tools it flags
 * (false flags: the corpus is the catalogs servers ship), how many of a labelled set it catches,
 * and at scale what it adds to a session's catalog sync and to each search, side by side with an
 * anchor checkout of the code without screening, in one run.
 *
 *     node bench/screen.ts --corpus bench/corpus [--labelled FILE.jsonl ...] [--show] [--no-context]
 *     node --expose-gc --experimental-transform-types bench/screen.ts --corpus bench/corpus --scale 10000 --anchor ../checkout-before
 *
 * A labelled file holds one JSON object per line, `{ id, tool: { name, description, inputSchema } }`,
 * with `technique` for a poisoned tool or `why_tricky` for a benign one; a line with `technique`
 * counts as poisoned, any other as benign, and the catch rate is given per technique. Each tool is
 * screened in the context the session gives it: its `server` and that server's tools (the corpus's
 * servers, or the labelled lines with the same `server`); `--no-context` screens without.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Flag, type ScreenContext, screenTool } from "../src/search/trust/index.ts";
import { loadServers } from "./lib/corpus.ts";

interface Labelled {
	id: string;
	poisoned: boolean;
	/** `technique` for a poisoned line, `why_tricky` for an honest one. */
	label: string;
	server: string;
	name: string;
	description: string;
	parameters: unknown;
}

function readLabelled(file: string): Labelled[] {
	return readFileSync(file, "utf8")
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => {
			const item = JSON.parse(line) as { id: string; server?: string; technique?: string; why_tricky?: string; tool: { name: string; description?: string; inputSchema?: unknown } };
			return { id: item.id, poisoned: item.technique !== undefined, label: item.technique ?? item.why_tricky ?? "", server: item.server ?? item.id, name: item.tool.name, description: item.tool.description ?? "", parameters: item.tool.inputSchema };
		});
}

/**
 * Each tool's context as the session builds it (src/search/trust/background.ts): its server, and the
 * names of its server's tools (in a labelled file, the lines with the same `server`). With
 * `--no-context`, none: the screening as a caller without a catalog sees it.
 */
function contextsOf(tools: readonly { server: string; name: string }[], withContext: boolean): Map<string, ScreenContext> {
	const contexts = new Map<string, ScreenContext>();
	if (!withContext) return contexts;
	const names = new Map<string, string[]>();
	for (const tool of tools) names.set(tool.server, [...(names.get(tool.server) ?? []), tool.name]);
	for (const [server, members] of names) contexts.set(server, { server, siblings: new Set(members) });
	return contexts;
}

function describeFlags(flags: readonly Flag[]): string {
	return flags.map((flag) => `${flag.kind} in ${flag.where}: ${flag.excerpt}`).join(" | ");
}

function percent(part: number, whole: number): string {
	return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(2)}%`;
}

function corpusRate(corpus: string, show: boolean, withContext: boolean): void {
	const tools = loadServers(corpus).flatMap((server) => server.tools.map((tool) => ({ server: server.server, name: tool.name, description: tool.description ?? "", parameters: tool.inputSchema })));
	const contexts = contextsOf(tools, withContext);
	const start = performance.now();
	const flagged = tools.map((tool) => ({ tool, flags: screenTool(tool, contexts.get(tool.server)) })).filter((item) => item.flags.length > 0);
	const ms = performance.now() - start;
	console.log(`corpus ${corpus}: ${tools.length} tools, ${flagged.length} flagged (false-flag rate ${percent(flagged.length, tools.length)}), screened in ${ms.toFixed(1)} ms`);
	if (show) for (const item of flagged) console.log(`  ${item.tool.server}/${item.tool.name}: ${describeFlags(item.flags)}`);
}

/** Caught (or flagged) out of all, per label, largest first. */
function perLabel(results: readonly { item: Labelled; flags: readonly Flag[] }[]): string[] {
	const counts = new Map<string, { flagged: number; all: number }>();
	for (const { item, flags } of results) {
		const count = counts.get(item.label) ?? { flagged: 0, all: 0 };
		count.all++;
		if (flags.length > 0) count.flagged++;
		counts.set(item.label, count);
	}
	return [...counts].sort((a, b) => b[1].all - a[1].all || a[0].localeCompare(b[0])).map(([label, count]) => `  ${label}: ${count.flagged}/${count.all}`);
}

function labelledRate(file: string, show: boolean, withContext: boolean): void {
	const items = readLabelled(file);
	const contexts = contextsOf(items, withContext);
	const results = items.map((item) => ({ item, flags: screenTool(item, contexts.get(item.server)) }));
	const poisoned = results.filter((result) => result.item.poisoned);
	const benign = results.filter((result) => !result.item.poisoned);
	const caught = poisoned.filter((result) => result.flags.length > 0);
	const falseFlags = benign.filter((result) => result.flags.length > 0);
	console.log(`${file}: poisoned ${caught.length}/${poisoned.length} caught (${percent(caught.length, poisoned.length)}); benign ${falseFlags.length}/${benign.length} flagged (${percent(falseFlags.length, benign.length)})`);
	if (poisoned.length > 0) console.log(["caught per technique:", ...perLabel(poisoned)].join("\n"));
	if (!show) return;
	for (const result of poisoned) if (result.flags.length === 0) console.log(`  missed ${result.item.id} (${result.item.label})`);
	for (const result of falseFlags) console.log(`  flagged benign ${result.item.id}: ${describeFlags(result.flags)}`);
}

main();

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: { corpus: { type: "string" }, labelled: { type: "string", multiple: true }, show: { type: "boolean" }, "no-context": { type: "boolean" }, scale: { type: "string" }, anchor: { type: "string" }, reps: { type: "string" } },
	});
	const corpus = values.corpus ?? "bench/corpus";
	if (values.scale !== undefined) {
		const { scaleScreening } = await import("./lib/screen-scale.ts");
		await scaleScreening(loadServers(corpus), Number(values.scale), values.anchor, Number(values.reps ?? 20));
		return;
	}
	const withContext = values["no-context"] !== true;
	corpusRate(corpus, values.show === true, withContext);
	for (const file of values.labelled ?? []) labelledRate(file, values.show === true, withContext);
}
