/**
 * The token estimate against a real tokenizer (o200k_base, gpt-tokenizer) on real MCP schemas:
 * `auto:N` compares the estimate with a share of the context window, so it must be close.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { definitionText, estimateDefinitionTokens, estimateTokens } from "../../../src/search/engine/rules/tokens.ts";

const CORPUS_DIR = fileURLToPath(new URL("../../fixtures/mcp/", import.meta.url));

interface CorpusFile {
	server: string;
	tools: { name: string; description?: string; inputSchema?: unknown }[];
}

const corpus: CorpusFile[] = readdirSync(CORPUS_DIR)
	.filter((file) => file.endsWith(".json"))
	.map((file) => JSON.parse(readFileSync(`${CORPUS_DIR}${file}`, "utf8")) as CorpusFile);

function definitions(file: CorpusFile) {
	return file.tools.map((tool) => ({
		name: `mcp__${file.server}__${tool.name}`,
		description: tool.description ?? "",
		parameters: tool.inputSchema,
	}));
}

describe("estimateTokens", () => {
	it("uses at least ten servers, among them ones with Chinese descriptions", () => {
		expect(corpus.length).toBeGreaterThanOrEqual(10);
		expect(corpus.map((file) => file.server)).toEqual(expect.arrayContaining(["lark", "amap"]));
	});

	it("is within 15% of o200k_base for every server's definitions, and for all of them together", () => {
		let real = 0;
		let estimated = 0;
		for (const file of corpus) {
			const texts = definitions(file).map(definitionText);
			const serverReal = texts.reduce((sum, text) => sum + encode(text).length, 0);
			const serverEstimate = definitions(file).reduce((sum, tool) => sum + estimateDefinitionTokens(tool), 0);
			real += serverReal;
			estimated += serverEstimate;
			const ratio = serverEstimate / serverReal;
			expect(Math.abs(ratio - 1), `${file.server}: estimate ${serverEstimate}, o200k_base ${serverReal}`).toBeLessThanOrEqual(0.15);
		}
		expect(Math.abs(estimated / real - 1)).toBeLessThan(0.05);
	});

	it("is within 15% for at least 98% of single definitions", () => {
		const ratios = corpus.flatMap((file) => definitions(file).map((tool) => estimateDefinitionTokens(tool) / encode(definitionText(tool)).length));
		const close = ratios.filter((ratio) => Math.abs(ratio - 1) <= 0.15).length;
		expect(close / ratios.length).toBeGreaterThanOrEqual(0.98);
	});

	it("counts nothing for empty text", () => {
		expect(estimateTokens("")).toBe(0);
	});

	it("serializes a definition as name, description and parameters", () => {
		expect(definitionText({ name: "a", description: "b", parameters: { type: "object" } })).toBe('{"name":"a","description":"b","parameters":{"type":"object"}}');
		expect(definitionText({ name: "a", description: "b", parameters: undefined })).toBe('{"name":"a","description":"b","parameters":{}}');
	});
});

describe("estimateTokens on definitions it was not fitted to", () => {
	it("is within 15% of o200k_base for pi's built-in tools and this package's own tools", async () => {
		const pi = await import("@mariozechner/pi-coding-agent");
		const { DESCRIPTION } = await import("../../../src/ask/prompt.ts");
		const { AskParamsSchema } = await import("../../../src/ask/schema.ts");
		const { TOOL_SEARCH_DESCRIPTION, ToolSearchParams } = await import("../../../src/search/tool.ts");
		const cwd = process.cwd();
		const builtIns = [
			pi.createBashToolDefinition(cwd),
			pi.createReadToolDefinition(cwd),
			pi.createEditToolDefinition(cwd),
			pi.createWriteToolDefinition(cwd),
			pi.createGrepToolDefinition(cwd),
			pi.createFindToolDefinition(cwd),
			pi.createLsToolDefinition(cwd),
		].map((tool) => ({ name: tool.name, description: tool.description, parameters: tool.parameters as unknown }));
		const ours = [
			{ name: "ask_user_question", description: DESCRIPTION, parameters: AskParamsSchema as unknown },
			{ name: "tool_search", description: TOOL_SEARCH_DESCRIPTION, parameters: ToolSearchParams as unknown },
		];
		const all = [...builtIns, ...ours];
		const real = all.reduce((sum, tool) => sum + encode(definitionText(tool)).length, 0);
		const estimated = all.reduce((sum, tool) => sum + estimateDefinitionTokens(tool), 0);
		expect(Math.abs(estimated / real - 1), `estimate ${estimated}, o200k_base ${real}`).toBeLessThanOrEqual(0.15);
	});
});
