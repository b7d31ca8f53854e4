/**
 * The hint requests tool_search would send the user's model for a corpus of captured MCP servers
 * (src/search/meaning/request.ts): what they cost, and optionally the requests themselves, one file
 * per request, so that hints written as a model would answer them can be kept beside the corpus.
 *
 *     node bench/hint-requests.ts --corpus bench/corpus [--language zh-Hans] [--out DIR] [--answers DIR]
 *
 * Prints the number of requests and their prompt tokens (the session's own estimate and
 * gpt-tokenizer's count); with `--answers`, the tokens of the answers in that folder too. Each file
 * `--out` writes, `<server>-<batch>.txt`, holds the system prompt, a line `---`, then the user message.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { encode } from "gpt-tokenizer";
import { estimateTokens } from "../src/search/engine/index.ts";
import { HINT_MAX_OUTPUT_TOKENS, hintBatches, hintRequest, promptTokens } from "../src/search/meaning/request.ts";
import { loadServers, toolDocs } from "./lib/corpus.ts";

const { values } = parseArgs({ options: { corpus: { type: "string", default: "bench/corpus" }, out: { type: "string" }, language: { type: "string" }, answers: { type: "string" } } });
if (values.out !== undefined) mkdirSync(values.out, { recursive: true });
let requests = 0;
let estimated = 0;
let counted = 0;
for (const server of loadServers(values.corpus)) {
	const tools = toolDocs([server]).map((doc) => ({ name: doc.name, description: doc.description, parameters: doc.inputSchema }));
	hintBatches(tools).forEach((batch, i) => {
		const request = hintRequest(`mcp__${server.server}`, batch, values.language);
		estimated += promptTokens(request);
		counted += encode(request.systemPrompt).length + encode(request.text).length;
		requests++;
		if (values.out !== undefined) writeFileSync(join(values.out, `${server.server}-${i + 1}.txt`), `${request.systemPrompt}\n---\n${request.text}\n`);
	});
}
const language = values.language ?? "English only";
console.log(`${requests} requests (${language}): prompts ${estimated.toLocaleString("en-US")} tokens estimated, ${counted.toLocaleString("en-US")} by gpt-tokenizer; answers capped at ${(requests * HINT_MAX_OUTPUT_TOKENS).toLocaleString("en-US")}`);
if (values.answers !== undefined) {
	const texts = readdirSync(values.answers).map((file) => readFileSync(join(values.answers as string, file), "utf8"));
	const answerEstimate = texts.reduce((sum, text) => sum + estimateTokens(text), 0);
	const answerCount = texts.reduce((sum, text) => sum + encode(text).length, 0);
	console.log(`${texts.length} answers: ${answerEstimate.toLocaleString("en-US")} tokens estimated, ${answerCount.toLocaleString("en-US")} by gpt-tokenizer`);
}
