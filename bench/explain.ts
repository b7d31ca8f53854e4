/**
 * Why a query ranks tools as it does.
 *
 *     node bench/explain.ts --corpus DIR "query" [tool-name ...]
 *
 * Prints the query's concepts (words with their alternatives), the top ten tools with their score,
 * confidence and per-concept scores, and the same for any tools named after the query.
 */

import { parseArgs } from "node:util";
import { queryConcepts } from "../src/search/engine/words/concepts.ts";
import { parseQuery } from "../src/search/engine/words/query.ts";
import { ToolIndex } from "../src/search/engine/tool-index.ts";
import { loadServers, toolDocs } from "./lib/corpus.ts";

const { values, positionals } = parseArgs({ options: { corpus: { type: "string" } }, allowPositionals: true });
const corpus = values.corpus ?? process.env.TOOL_SEARCH_CORPUS;
const [query, ...names] = positionals;
if (!corpus || query === undefined) throw new Error('usage: node bench/explain.ts --corpus DIR "query" [tool-name ...]');

const index = new ToolIndex(toolDocs(loadServers(corpus)));
const parsed = parseQuery(query);
console.log("parsed:", JSON.stringify(parsed));
if (parsed.kind === "keywords") {
	for (const concept of queryConcepts(parsed)) {
		const slots = concept.slots.map((slot) => slot.terms.map((t) => `${t.term}*${+t.weight.toFixed(2)}`).join("+"));
		console.log(`  ${concept.required ? "+" : " "}${concept.label}: ${slots.join(" | ")}`);
	}
}
const outcome = index.search(parseQuery(query), { limit: 10 });
if (outcome.kind !== "keywords") {
	console.log(JSON.stringify(outcome, null, 1).slice(0, 2000));
} else {
	const top = [...outcome.load, ...outcome.candidates].map((hit) => hit.name);
	const explained = index.explain(query, [...top, ...names]);
	const byName = new Map(explained.map((item) => [item.name, item]));
	const show = (name: string, mark: string): void => {
		const item = byName.get(name);
		if (!item) {
			console.log(`${mark} ${name}: not reached`);
			return;
		}
		const parts = item.concepts.filter((c) => c.score > 0).map((c) => `${c.label}=${c.score.toFixed(2)}`);
		console.log(`${mark} ${item.score.toFixed(2)} conf ${item.confidence.toFixed(2)} ${name}  [${parts.join(" ")}]`);
	};
	for (const name of top) show(name, outcome.load.some((hit) => hit.name === name) ? "L" : " ");
	for (const name of names) if (!top.includes(name)) show(name, "?");
}
