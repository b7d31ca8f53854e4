/**
 * Writes the hint requests tool_search would send the user's model for a corpus of captured MCP
 * servers (src/search/meaning/request.ts), one file per request, so that hints written as a model
 * would answer them can be kept beside the corpus and fed to the search bench.
 *
 *     node bench/hint-requests.ts --corpus bench/corpus --out DIR [--language zh-Hans]
 *
 * Each file `<server>-<batch>.txt` holds the system prompt, a line `---`, then the user message.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { hintBatches, hintRequest } from "../src/search/meaning/request.ts";
import { loadServers, toolDocs } from "./lib/corpus.ts";

const { values } = parseArgs({ options: { corpus: { type: "string", default: "bench/corpus" }, out: { type: "string" }, language: { type: "string" } } });
if (values.out === undefined) throw new Error("--out DIR is required: the folder the requests are written to");
mkdirSync(values.out, { recursive: true });
let requests = 0;
let characters = 0;
for (const server of loadServers(values.corpus)) {
	const tools = toolDocs([server]).map((doc) => ({ name: doc.name, description: doc.description, parameters: doc.inputSchema }));
	hintBatches(tools).forEach((batch, i) => {
		const request = hintRequest(`mcp__${server.server}`, batch, values.language);
		const text = `${request.systemPrompt}\n---\n${request.text}\n`;
		writeFileSync(join(values.out as string, `${server.server}-${i + 1}.txt`), text);
		requests++;
		characters += text.length;
	});
}
console.log(`${requests} requests, ${characters.toLocaleString("en-US")} characters, in ${values.out}`);
