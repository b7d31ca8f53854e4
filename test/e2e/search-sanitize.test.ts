/**
 * tool_search with a hostile server in the real pi 1.x, in-process: tool names, descriptions,
 * parameter texts and the server's description carry escape sequences, C0 and C1 controls, DEL,
 * bidi overrides, zero-width and tag characters. None reaches the model or the terminal: not in
 * results, details, notices, warnings or the transcript. A tool whose name carries them is still
 * made callable, and called through call_tool, by the name the model was shown (the faux model has
 * no mid-conversation tool flags, so the default load mode is call mode); being flagged, its call
 * first asks the user, in a question as clean as the rest.
 */
import { describe, expect, it } from "vitest";
import { createCallTool } from "../../src/search/call-tool.ts";
import { renderCall, renderResult } from "../../src/search/render.ts";
import { HOSTILE_CHARACTERS, HOSTILE_TOOLS } from "../fixtures/search/hostile-tools.ts";
import { startInProcess, stubUI, toolNames } from "../harness/in-process.ts";
import { passthroughTheme } from "../harness/stub-ui.ts";
import { contentText } from "../harness/types.ts";

const TOOL_SEARCH = "extensions/tool-search.ts";
const HOSTILE = "test/fixtures/search/hostile-tools.ts";

/** Any character sanitize.ts removes: C0 but line breaks, DEL, C1, bidi controls, invisible characters, tag characters. */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\u{E0000}|[\u{E0001}-\u{E007F}]/u;

function expectSafe(label: string, text: string): void {
	const found = UNSAFE.exec(text);
	expect(found, `${label} has U+${found?.[0].codePointAt(0)?.toString(16)} in ${JSON.stringify(text.slice(0, 300))}`).toBeNull();
}

describe("tool_search with a hostile MCP server", () => {
	it("shows no control, bidi or invisible character anywhere, and makes a tool callable and calls it by its shown name", async () => {
		const ui = stubUI({ confirm: true });
		const run = await startInProcess({
			extensionPaths: [TOOL_SEARCH, HOSTILE],
			ui,
			// A hostile pattern in the settings reaches the warning the user is shown.
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ hints: { [`mcp__evil__*${HOSTILE_CHARACTERS.escapeSequence}`]: 7 } }) },
		});
		const bidi = HOSTILE_TOOLS.find((tool) => tool.kind === "bidi");
		if (!bidi) throw new Error("fixture");
		try {
			await run.prompt("Bill the customer", [
				{ toolCall: { name: "tool_search", arguments: { query: "create invoice for a customer" } } },
				{ toolCall: { name: "tool_search", arguments: { query: "mcp__evil" } } },
				{ toolCall: { name: "tool_search", arguments: { query: `select:${bidi.shown},mcp__evil__${HOSTILE_CHARACTERS.osc}wipe` } } },
				{ toolCall: { name: "call_tool", arguments: { name: bidi.shown, arguments: { amount: 5 } } } },
				{ toolCall: { name: "call_tool", arguments: { name: `mcp__evil__${HOSTILE_CHARACTERS.osc}wipe${HOSTILE_CHARACTERS.bidi}`, arguments: {} } } },
				{ text: "done" },
			]);
			const outer = run.toolResults.filter((result) => result.toolName === "tool_search" || result.toolName === "call_tool");
			const [keywords, listing, select, call, refused] = outer;
			for (const [label, result] of [
				["keywords", keywords],
				["listing", listing],
				["select", select],
				["call", call],
				["refused call", refused],
			] as const) {
				expectSafe(`${label} text`, result?.text ?? "");
				expectSafe(`${label} details`, JSON.stringify(result?.details));
			}
			// Every tool is named by its shown name; the description cannot reverse the line.
			for (const tool of HOSTILE_TOOLS) expect(`${keywords?.text}\n${listing?.text}`).toContain(tool.shown);
			expect(listing?.text).toContain("Create an invoice for a customer gnp.exe");
			// Made callable by the shown name, with its arguments sanitized too; call_tool reaches the
			// real tool, hostile name and all, while the tools array stays as it was.
			expect(select?.text.split("\n").slice(0, 4)).toEqual([
				'Ready to call: 1 tool. It is not in your tool list; call it with call_tool, giving "name" and "arguments" as below:',
				`- ${bidi.shown}: "Create an invoice for a customer gnp.exe"`,
				// A bidi override in a description hides its order from people: flagged.
				expect.stringMatching(/^ {2}FLAGGED: instruction-like text in its description[^(]* \(text hidden from people/),
				"  arguments: { amount: number }",
			]);
			expect(select?.text).toContain('  - amount: "Amount to bill"');
			expect(select?.text).toContain('No tool is named "mcp__evil__wipe"');
			// The bidi tool is flagged: the user was asked (by its shown name, in clean text) and said yes.
			const asked = ui.calls.filter((entry) => entry.method === "confirm");
			expect(asked.map((entry) => entry.args[0])).toEqual([`Run ${bidi.shown}?`]);
			for (const entry of asked) expectSafe("question", `${String(entry.args[0])}\n${String(entry.args[1])}`);
			expect(call).toMatchObject({ toolName: "call_tool", isError: false, text: `ran ${bidi.shown}` });
			expect(call?.details).toMatchObject({ tool: bidi.shown, status: "ok" });
			expect(run.toolResults.map((result) => result.toolName)).toContain(bidi.name);
			expect(refused?.isError).toBe(true);
			expect(refused?.text).toMatch(/^No tool is named "mcp__evil__wipe"\./);
			expect(toolNames(run.requests[4] ?? { tools: [] })).not.toContain(bidi.name);
			for (const request of run.requests) expect(JSON.stringify(request.tools)).toBe(JSON.stringify(run.requests[0]?.tools));
			// What the model was told about the server between calls.
			const notices = (run.requests[0]?.messages ?? []).map((message) => contentText((message as { content?: unknown }).content)).filter((text) => text.startsWith("Deferred tools"));
			expect(notices).toHaveLength(1);
			expect(notices[0]).toContain("- mcp__evil (8 tools): Billing server. e.g. create_invoice_escapeSequence, create_invoice_osc");
			for (const notice of notices) expectSafe("notice", notice);
			// The user's warning about the settings.
			expect(ui.notifications.length).toBeGreaterThan(0);
			for (const { message } of ui.notifications) expectSafe("warning", message);
			// The transcript: the calls as the model wrote them and the results as drawn, also a result
			// saved unsanitized by an older version. pi-tui's own colour resets are its styling, not text.
			const theme = passthroughTheme();
			const queries = ["create invoice for a customer", "mcp__evil", `select:${bidi.name}${HOSTILE_CHARACTERS.tag}`];
			for (const [index, result] of [keywords, listing, select].entries()) {
				if (!result) throw new Error("missing search result");
				const drawn = [
					...renderCall({ query: `${queries[index]}${HOSTILE_CHARACTERS.osc}` }, theme).render(120),
					...renderResult({ content: [{ type: "text", text: `${result.text}\n${HOSTILE_CHARACTERS.osc}old ${bidi.name}` }], details: undefined }, { expanded: true, isPartial: false }, theme).render(120),
				].join("\n");
				expectSafe("transcript", drawn.replace(/\u001b\[[0-9;]*m/g, ""));
				expect(drawn).not.toContain("owned");
			}
			// call_tool's transcript line: the name and arguments as the model wrote them.
			const callLine = createCallTool({ callTarget: async () => ({ kind: "unknown", suggestions: [] }), countCall() {} })
				.renderCall?.({ name: bidi.name, arguments: { note: `${HOSTILE_CHARACTERS.osc}${HOSTILE_CHARACTERS.bidi}x` } }, theme as never, {} as never)
				.render(120)
				.join("\n");
			expectSafe("call_tool transcript", (callLine ?? "").replace(/\u001b\[[0-9;]*m/g, ""));
			expect(callLine).toContain(bidi.shown);
		} finally {
			await run.dispose();
		}
	});
});
