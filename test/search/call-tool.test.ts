/**
 * call_tool's own output rule (src/search/call-tool.ts `boundedOutput`): an inner tool's text comes
 * back within pi's limits for one tool result (50 KB, 2000 lines), cut before it is cleaned, never
 * inside a character, sanitized, and a cut says where and how much in one sentence.
 */
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { boundedOutput, CALL_SENTENCES, type CallHost, createCallTool } from "../../src/search/call-tool.ts";

const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

/** The text and the cut sentence of a bounded output (the sentence is its last line). */
function split(output: string): { text: string; sentence: string } {
	const at = output.lastIndexOf("\n");
	return { text: output.slice(0, at), sentence: output.slice(at + 1) };
}

describe("boundedOutput", () => {
	it("uses pi's limits for one tool result", () => {
		expect(DEFAULT_MAX_BYTES).toBe(50 * 1024);
		expect(DEFAULT_MAX_LINES).toBe(2000);
	});

	it("leaves a text within the limits whole, but sanitized", () => {
		expect(boundedOutput("")).toBe("");
		expect(boundedOutput("ran it\nline two")).toBe("ran it\nline two");
		expect(boundedOutput("red \u001b[31malert\u001b[0m \u202eevil\u200b")).toBe("red alert evil");
		const exactBytes = "x".repeat(DEFAULT_MAX_BYTES);
		expect(boundedOutput(exactBytes)).toBe(exactBytes);
		const exactLines = Array.from({ length: DEFAULT_MAX_LINES }, (_, at) => `line ${at}`).join("\n");
		expect(boundedOutput(exactLines)).toBe(exactLines);
	});

	it("cuts at 50 KB and says so, naming the bytes shown and the bytes there were", () => {
		const output = boundedOutput("x".repeat(DEFAULT_MAX_BYTES + 1));
		const { text, sentence } = split(output);
		expect(text).toBe("x".repeat(DEFAULT_MAX_BYTES));
		expect(sentence).toBe(CALL_SENTENCES.outputCut(DEFAULT_MAX_BYTES, DEFAULT_MAX_BYTES + 1));
		expect(sentence).toBe(
			"[The tool's output was cut to its first 51200 of 51201 bytes, pi's limit for one tool result. Ask the tool for less (a filter, a page, a limit) if the rest matters.]",
		);
	});

	it("cuts at 2000 lines and says so", () => {
		const lines = Array.from({ length: 3000 }, (_, at) => `line ${at}`);
		const { text, sentence } = split(boundedOutput(lines.join("\n")));
		expect(text.split("\n")).toEqual(lines.slice(0, DEFAULT_MAX_LINES));
		const shown = Buffer.byteLength(lines.slice(0, DEFAULT_MAX_LINES).join("\n"));
		expect(sentence).toBe(CALL_SENTENCES.outputCut(shown, Buffer.byteLength(lines.join("\n"))));
	});

	it("counts bytes as UTF-8 and never cuts inside a character", () => {
		for (const character of ["é", "中", "😀"]) {
			const whole = character.repeat(Math.ceil((DEFAULT_MAX_BYTES * 2) / Buffer.byteLength(character)));
			const { text, sentence } = split(boundedOutput(whole));
			const width = Buffer.byteLength(character);
			expect(Buffer.byteLength(text)).toBeLessThanOrEqual(DEFAULT_MAX_BYTES);
			expect(Buffer.byteLength(text)).toBeGreaterThan(DEFAULT_MAX_BYTES - width);
			expect(text).toBe(character.repeat(Math.floor(DEFAULT_MAX_BYTES / width)));
			expect(text.includes("\ufffd")).toBe(false);
			expect(sentence).toBe(CALL_SENTENCES.outputCut(Buffer.byteLength(text), Buffer.byteLength(whole)));
		}
	});

	it("sanitizes the part it keeps of a long hostile output, and adds exactly one line", () => {
		const hostile = `${"\u001b]0;owned\u0007\u009b2J\u202ex\n".repeat(5000)}`;
		const output = boundedOutput(hostile);
		expect(UNSAFE.test(output)).toBe(false);
		expect(output).not.toContain("owned");
		expect(output.split("\n").length).toBeLessThanOrEqual(DEFAULT_MAX_LINES + 1);
		expect(output.split("\n").at(-1)).toMatch(/^\[The tool's output was cut to its first \d+ of \d+ bytes, pi's limit for one tool result\./);
	});

	it("keeps a multi-megabyte output to the limit", () => {
		const output = boundedOutput("y".repeat(8 * 1024 * 1024));
		expect(Buffer.byteLength(output)).toBeLessThan(DEFAULT_MAX_BYTES + 300);
		expect(split(output).sentence).toBe(CALL_SENTENCES.outputCut(DEFAULT_MAX_BYTES, 8 * 1024 * 1024));
	});
});

describe("call_tool's execute", () => {
	const tool = { name: "mcp__x__echo", description: "Echoes", parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } };
	const callable = { kind: "callable" as const, name: tool.name, tool };
	function host(target: Awaited<ReturnType<CallHost["callTarget"]>> = callable) {
		const counted: { toolName: string; isError: boolean }[] = [];
		return { counted, host: { callTarget: async () => target, countCall: (call: { toolName: string; isError: boolean }) => counted.push(call) } satisfies CallHost };
	}
	function run(definition: ReturnType<typeof createCallTool>, params: unknown, ctx: unknown, signal?: AbortSignal) {
		return definition.execute("call-1", params as never, signal, undefined, ctx as never);
	}
	const textOf = (result: { content: { type: string; text?: string }[] }): string => result.content.map((part) => part.text ?? `[${part.type}]`).join("\n");

	it("passes the inner result on as the tool returned it: text cleaned, images kept, isError kept, and counts the call", async () => {
		const { host: h, counted } = host();
		const image = { type: "image", data: "AAAA", mimeType: "image/png" };
		const ctx = { executeTool: async () => ({ result: { content: [{ type: "text", text: "ok \u001b[2J" }, image], details: { n: 1 } }, isError: false, durationMs: 3 }) };
		const result = await run(createCallTool(h), { name: tool.name, arguments: { text: "hi" } }, ctx);
		expect(result.content).toEqual([{ type: "text", text: "ok " }, image]);
		expect(result.details).toEqual({ tool: tool.name, status: "ok", inner: { n: 1 } });
		expect(result.isError).toBeUndefined();
		expect(counted).toEqual([{ toolName: tool.name, isError: false }]);
		const failing = { executeTool: async () => ({ result: { content: [{ type: "text", text: "boom" }], details: {} }, isError: true, durationMs: 1 }) };
		expect(await run(createCallTool(h), { name: tool.name, arguments: { text: "hi" } }, failing)).toMatchObject({ isError: true, content: [{ type: "text", text: "boom" }] });
	});

	it("says an aborted call was aborted, and never throws for bad input", async () => {
		const { host: h } = host();
		const controller = new AbortController();
		controller.abort();
		const ctx = { executeTool: async () => ({ result: { content: [{ type: "text", text: "Operation aborted" }], details: {} }, isError: true }) };
		const aborted = await run(createCallTool(h), { name: tool.name, arguments: { text: "hi" } }, ctx, controller.signal);
		expect(textOf(aborted)).toBe(`Operation aborted\n${CALL_SENTENCES.aborted(tool.name)}`);
		const definition = createCallTool(h);
		expect(textOf(await run(definition, { name: "" }, ctx))).toBe(CALL_SENTENCES.noName);
		expect(textOf(await run(definition, { name: "x".repeat(300) }, ctx))).toBe(CALL_SENTENCES.nameTooLong);
		const huge = await run(definition, { name: `\u001b[31m${"a,".repeat(500_000)}` }, ctx);
		expect(textOf(huge)).toBe(CALL_SENTENCES.nameTooLong);
		expect(JSON.stringify(huge.details).length).toBeLessThan(400);
		expect(textOf(await run(definition, { name: tool.name, arguments: [1] }, ctx))).toBe(CALL_SENTENCES.badArguments("an array"));
		expect(textOf(await run(definition, { name: tool.name, arguments: "not json" }, ctx))).toBe(CALL_SENTENCES.badArguments("a string"));
	});

	it("refuses a name that is several names, and never reaches the first of them", async () => {
		let asked = 0;
		const h: CallHost = { callTarget: async () => (asked++, callable), countCall: () => undefined };
		const ctx = { executeTool: async () => ({ result: { content: [{ type: "text", text: "ran" }], details: {} }, isError: false }) };
		for (const name of [`${tool.name},mcp__x__other`, `${tool.name} mcp__x__other`]) {
			const result = await run(createCallTool(h), { name, arguments: { text: "hi" } }, ctx);
			expect(textOf(result)).toBe(CALL_SENTENCES.severalNames(name));
			expect(result.details).toMatchObject({ status: "refused" });
		}
		expect(asked).toBe(0);
	});

	it("reads arguments written as a JSON string as the object they spell, before pi validates them", () => {
		const definition = createCallTool(host().host);
		expect(definition.prepareArguments?.({ name: tool.name, arguments: '{"text":"hi"}' })).toEqual({ name: tool.name, arguments: { text: "hi" } });
		expect(definition.prepareArguments?.({ name: tool.name, arguments: "[1]" })).toEqual({ name: tool.name, arguments: "[1]" });
	});

	it("cuts arguments too deep or too large to a mark where pi recorded the call, and answers the mark", async () => {
		const definition = createCallTool(host().host);
		const ctx = { executeTool: async () => ({ result: { content: [], details: {} }, isError: false }) };
		let deep: unknown = { text: "x" };
		for (let level = 0; level < 100_000; level++) deep = { a: deep };
		const recorded = { name: tool.name, arguments: deep };
		const prepared = definition.prepareArguments?.(recorded);
		// The recorded call itself holds the mark now, so no later request carries the deep value.
		expect(recorded.arguments).toBe(prepared?.arguments);
		expect(typeof recorded.arguments).toBe("string");
		expect(textOf(await run(definition, prepared, ctx))).toBe(CALL_SENTENCES.argumentsTooDeep);
		const big = definition.prepareArguments?.({ name: tool.name, arguments: { text: "y".repeat(1_000_001) } });
		expect(textOf(await run(definition, big, ctx))).toBe(CALL_SENTENCES.argumentsTooLong);
		const wide = definition.prepareArguments?.({ name: tool.name, arguments: { list: Array.from({ length: 200_000 }, () => 1) } });
		expect(textOf(await run(definition, wide, ctx))).toBe(CALL_SENTENCES.argumentsTooLong);
		// 64 levels are fine: the tool's own schema decides.
		let fine: unknown = 1;
		for (let level = 0; level < 63; level++) fine = { a: fine };
		expect(definition.prepareArguments?.({ name: tool.name, arguments: fine })).toEqual({ name: tool.name, arguments: fine });
	});

	it("explains each name that leads to no callable tool", async () => {
		const ctx = { executeTool: async () => ({ result: { content: [], details: {} }, isError: false }) };
		expect(textOf(await run(createCallTool(host({ kind: "not-callable", name: tool.name }).host), { name: tool.name }, ctx))).toBe(CALL_SENTENCES.notCallable(tool.name));
		expect(textOf(await run(createCallTool(host({ kind: "declared", name: "read" }).host), { name: "read" }, ctx))).toBe(CALL_SENTENCES.declared("read"));
		expect(textOf(await run(createCallTool(host({ kind: "unknown", suggestions: [] }).host), { name: "nope" }, ctx))).toBe(CALL_SENTENCES.unknown("nope", []));
	});
});
