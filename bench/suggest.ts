/**
 * Prompt suggestion benchmark: what `tool_search` suggests on user prompts (src/search/suggestion.ts).
 *
 *     node bench/suggest.ts --corpus DIR --prompts FILE [--verbose] [--declare]
 *
 * Every prompt (a JSON line `{query, expected, lang, kind}`, kind `intent`, `negative` or `command`)
 * runs the session's own path of a suggestion with nothing declared or callable before it: a slash
 * command gets none (`isCommandPrompt`), the rest are searched as the session searches a prompt and
 * keep the strong hits (`suggestedNames`), and the message is written by `suggestionText`, in call
 * mode (tools made callable, with their arguments) unless `--declare`.
 *
 * Figures, per language: `right` is the share of intent prompts whose expected tool was suggested;
 * `fired` the share of intent prompts with any suggestion; `precision` the share of suggestions that
 * named an expected tool; `false` the share of negative prompts with a suggestion; `commands` the
 * share of command prompts with one (0 by rule); `tokens` the mean estimated tokens of a message
 * when one fires (`src/search/engine/rules/tokens.ts`). The last line printed is one JSON object.
 */
import { parseArgs } from "node:util";
import { parseQuery } from "../src/search/engine/words/query.ts";
import { estimateTokens } from "../src/search/engine/rules/tokens.ts";
import { ToolIndex } from "../src/search/engine/tool-index.ts";
import { isCommandPrompt, suggestedNames } from "../src/search/plan/suggest.ts";
import { suggestionText } from "../src/search/suggestion.ts";
import { type BenchQuery, loadQueries, loadServers, toolDocs } from "./lib/corpus.ts";
import { loadHints, withHints } from "./lib/hints.ts";

interface Tally {
	intent: number;
	right: number;
	fired: number;
	suggested: number;
	suggestedRight: number;
	negative: number;
	falseFired: number;
	command: number;
	commandFired: number;
	tokens: number[];
}

const round = (value: number, places = 3): number => Math.round(value * 10 ** places) / 10 ** places;

function tallyOf(tallies: Map<string, Tally>, lang: string): Tally {
	let tally = tallies.get(lang);
	if (!tally) tallies.set(lang, (tally = { intent: 0, right: 0, fired: 0, suggested: 0, suggestedRight: 0, negative: 0, falseFired: 0, command: 0, commandFired: 0, tokens: [] }));
	return tally;
}

/** The names suggested for a prompt, and the message's tokens. */
function suggest(index: ToolIndex, docs: Map<string, { name: string; description: string; inputSchema?: unknown }>, prompt: string, callable: boolean): { names: string[]; tokens: number } {
	if (isCommandPrompt(prompt)) return { names: [], tokens: 0 };
	const parsed = parseQuery(prompt);
	const names = suggestedNames(parsed, index.search(parsed), new Set());
	if (names.length === 0) return { names, tokens: 0 };
	const tools = names.map((name) => ({ name, description: docs.get(name)?.description ?? "", parameters: docs.get(name)?.inputSchema }));
	return { names, tokens: estimateTokens(suggestionText({ tools, callable })) };
}

function count(tally: Tally, query: BenchQuery, names: readonly string[], tokens: number, verbose: boolean): void {
	const fired = names.length > 0;
	if (fired) tally.tokens.push(tokens);
	const right = names.some((name) => query.expected.includes(name));
	if (query.kind === "negative") {
		tally.negative++;
		tally.falseFired += Number(fired);
		if (verbose && fired) console.log(`  false (${query.lang}) ${query.query}\n      suggested ${names.join(", ")}`);
	} else if (query.kind === "command") {
		tally.command++;
		tally.commandFired += Number(fired);
	} else {
		tally.intent++;
		tally.fired += Number(fired);
		tally.right += Number(right);
		tally.suggested += names.length;
		tally.suggestedRight += names.filter((name) => query.expected.includes(name)).length;
		if (verbose && fired && !right) console.log(`  wrong (${query.lang}) ${query.query}\n      suggested ${names.join(", ")}; expected ${query.expected.join(", ")}`);
	}
}

function main(): void {
	const { values } = parseArgs({ options: { corpus: { type: "string", default: "bench/corpus" }, prompts: { type: "string" }, verbose: { type: "boolean", default: false }, declare: { type: "boolean", default: false }, hints: { type: "string" } } });
	if (values.prompts === undefined) throw new Error("--prompts FILE is required");
	const plain = toolDocs(loadServers(values.corpus));
	const tools = values.hints === undefined ? plain : withHints(plain, loadHints(values.hints, plain));
	const index = new ToolIndex(tools);
	const docs = new Map(tools.map((tool) => [tool.name, tool]));
	const tallies = new Map<string, Tally>();
	for (const query of loadQueries(values.prompts)) {
		const { names, tokens } = suggest(index, docs, query.query, !values.declare);
		count(tallyOf(tallies, query.lang), query, names, tokens, values.verbose);
	}
	const out: Record<string, Record<string, number>> = {};
	console.log(`\n${tools.length} tools, prompts ${values.prompts} (${values.declare ? "declare" : "call"} mode)\n`);
	console.log(["lang", "intent", "right", "fired", "precision", "negative", "false", "command", "cmd fired", "tokens"].map((cell) => cell.padStart(9)).join(" "));
	for (const [lang, t] of [...tallies].sort()) {
		const row = {
			intent: t.intent,
			right: round(t.right / Math.max(1, t.intent)),
			fired: round(t.fired / Math.max(1, t.intent)),
			precision: round(t.suggestedRight / Math.max(1, t.suggested)),
			negative: t.negative,
			false: round(t.falseFired / Math.max(1, t.negative)),
			command: t.command,
			commandFired: round(t.commandFired / Math.max(1, t.command)),
			tokens: round(t.tokens.reduce((sum, value) => sum + value, 0) / Math.max(1, t.tokens.length), 1),
		};
		out[lang] = row;
		console.log([lang, ...Object.values(row)].map((cell) => String(cell).padStart(9)).join(" "));
	}
	console.log(JSON.stringify(out));
}

main();
