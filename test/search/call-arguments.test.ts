/**
 * call_tool's walk of `arguments` (src/search/call-arguments.ts): bounded in steps whatever the
 * value's size or depth, so a 1,000,000-key object and a 5,000-deep array get call_tool's short
 * sentence; and the preview a person reads of what a call sends. Steps are counted, never timed.
 */
import { describe, expect, it } from "vitest";
import { argumentsShape, CUT_MARKS, MAX_ARGUMENT_DEPTH, MAX_ARGUMENT_VALUES, previewJson } from "../../src/search/call-arguments.ts";
import { CALL_SENTENCES, type CallHost, createCallTool } from "../../src/search/call-tool.ts";

const host: CallHost = { callTarget: async () => ({ kind: "unknown", suggestions: [] }), countCall: () => undefined };

/** call_tool's answer to `arguments`, through its prepareArguments and execute as pi calls them. */
async function answer(args: unknown): Promise<string> {
	const tool = createCallTool(host);
	const prepared = tool.prepareArguments?.({ name: "mcp__x__y", arguments: args }) as { name: string; arguments?: unknown };
	const result = await tool.execute("id", prepared as never, undefined, undefined, {} as never);
	const first = result.content[0];
	return first?.type === "text" ? first.text : "";
}

describe("the walk of arguments", () => {
	it("stops a 1,000,000-key object at its budget, and call_tool answers with its short sentence", async () => {
		const huge: Record<string, number> = {};
		for (let at = 0; at < 1_000_000; at++) huge[`k${at}`] = at;
		const shape = argumentsShape(huge);
		expect(shape.chars).toBeGreaterThan(1_000_000);
		// Each key is a step at most once, and the walk leaves at the budget: never the million.
		expect(shape.steps).toBeLessThanOrEqual(MAX_ARGUMENT_VALUES + 2);
		// Asked again (pi's prepareArguments, then execute), the shape is the one already walked.
		expect(argumentsShape(huge)).toBe(shape);
		expect(await answer(huge)).toBe(CALL_SENTENCES.argumentsTooLong);
	});

	it("stops a 5,000-deep array past 64 levels, and call_tool answers with its short sentence", async () => {
		let deep: unknown = [];
		for (let level = 0; level < 5_000; level++) deep = [deep];
		const shape = argumentsShape(deep as object);
		expect(shape.tooDeep).toBe(true);
		expect(shape.steps).toBeLessThanOrEqual(2 * (MAX_ARGUMENT_DEPTH + 2));
		expect(await answer(deep)).toBe(CALL_SENTENCES.argumentsTooDeep);
		expect(await answer({ a: deep })).toBe(CALL_SENTENCES.argumentsTooDeep);
	});

	it("stops a million-item array at its budget", () => {
		const shape = argumentsShape(Array.from({ length: 1_000_000 }, () => 1));
		expect(shape.chars).toBeGreaterThan(1_000_000);
		expect(shape.steps).toBeLessThanOrEqual(MAX_ARGUMENT_VALUES + 2);
	});

	it("cuts the recorded call to a mark before pi copies it", () => {
		let deep: unknown = {};
		for (let level = 0; level < 5_000; level++) deep = { a: deep };
		const recorded: Record<string, unknown> = { name: "mcp__x__y", arguments: deep };
		createCallTool(host).prepareArguments?.(recorded);
		expect(recorded.arguments).toBe(CUT_MARKS.tooDeep);
	});

	it("walks real arguments whole", () => {
		expect(argumentsShape({ a: 1, b: [1, 2, { c: "x" }] })).toMatchObject({ tooDeep: false });
	});
});

describe("previewJson", () => {
	it("writes compact JSON as JSON.stringify does, on one sanitized line", () => {
		const value = { a: 1, b: [true, null, "x\u001b[31my"], c: undefined, d: Number.NaN, e: { f: "g" } };
		expect(previewJson(value, 300)).toBe('{"a":1,"b":[true,null,"x\\u001b[31my"],"d":null,"e":{"f":"g"}}');
		expect(previewJson("line\nbreak \u202eevil", 300)).toBe('"line\\nbreak \u202eevil"'.replace("\u202e", ""));
	});

	it("cuts at its budget, whatever the value's size or depth", () => {
		const huge: Record<string, string> = {};
		for (let at = 0; at < 100_000; at++) huge[`k${at}`] = "v".repeat(100);
		const preview = previewJson(huge, 300);
		expect(preview.length).toBe(301);
		expect(preview.endsWith("…")).toBe(true);
		let deep: unknown = {};
		for (let level = 0; level < 5_000; level++) deep = { a: deep };
		expect(previewJson(deep, 300)).toBe('{"a":{"a":{"a":{"a":{"a":{"a":{"a":{"a":{…}}}}}}}}}');
		expect(previewJson("x".repeat(10_000_000), 10)).toBe('"xxxxxxxxx…');
	});
});
