/**
 * Self-test of the test harnesses: the same fixture extension, driven through pi 1.x and
 * pi 0.73.1, in-process and in the real TUI under tmux.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HELLO_GUIDELINE, HELLO_SNIPPET } from "../fixtures/hello-extension.ts";
import * as pi073 from "../harness/in-process-073.ts";
import * as pi16 from "../harness/in-process.ts";
import { runPrint, startRpc } from "../harness/cli.ts";
import { startMockModel } from "../harness/mock-model.ts";
import { startTui, type TuiSession } from "../harness/tui.ts";
import { stripAnsi, toolNames } from "../harness/types.ts";

const HELLO = "test/fixtures/hello-extension.ts";

const versions = [
	{ name: "pi 1.x", harness: pi16 as typeof pi16 | typeof pi073 },
	{ name: "pi 0.73", harness: pi073 as typeof pi16 | typeof pi073 },
];

describe.each(versions)("in-process harness on $name", ({ harness }) => {
	it("puts the snippet and guideline in the system prompt and round-trips a tool call", async () => {
		const result = await harness.runInProcess({
			extensionPaths: [HELLO],
			mode: "print",
			prompt: "echo hi",
			responses: [{ toolCall: { name: "hello_echo", arguments: { text: "hi" } } }, { text: "done" }],
		});
		expect(result.extensionErrors).toEqual([]);
		expect(result.requests).toHaveLength(2);
		const [first, second] = result.requests;
		expect(first?.systemPrompt).toContain(`- hello_echo: ${HELLO_SNIPPET}`);
		expect(first?.systemPrompt).toContain(`- ${HELLO_GUIDELINE}`);
		expect(toolNames(first!)).toContain("hello_echo");
		const declared = first?.tools.find((t) => t.name === "hello_echo");
		expect(declared?.parameters).toMatchObject({ type: "object", required: ["text"] });

		expect(result.toolResults).toEqual([
			expect.objectContaining({
				toolName: "hello_echo",
				text: "echo: hi",
				isError: false,
				details: expect.objectContaining({ text: "hi", hasUI: false }),
			}),
		]);
		expect(second?.toolResults).toEqual([expect.objectContaining({ toolName: "hello_echo", text: "echo: hi" })]);
	});

	it("drops the snippet with a custom system prompt but keeps the tool declared", async () => {
		const result = await harness.runInProcess({
			extensionPaths: [HELLO],
			mode: "print",
			prompt: "hi",
			systemPrompt: "You are a test model.",
			responses: [{ text: "ok" }],
		});
		expect(result.requests[0]?.systemPrompt).toContain("You are a test model.");
		expect(result.requests[0]?.systemPrompt).not.toContain(HELLO_SNIPPET);
		expect(toolNames(result.requests[0]!)).toContain("hello_echo");
	});

	it("binds the stub UI in tui mode and answers select()", async () => {
		const ui = harness.stubUI({ select: (_title, options) => options[1] });
		const result = await harness.runInProcess({
			extensionPaths: [HELLO],
			mode: "tui",
			ui,
			prompt: "echo loudly",
			responses: [
				{ toolCall: { name: "hello_echo", arguments: { text: "hi", confirm: true } } },
				(request) => ({ text: `saw ${request.toolResults.at(-1)?.text}` }),
			],
		});
		expect(ui.calls.filter((c) => c.method === "select")).toHaveLength(1);
		expect(result.toolResults[0]?.text).toBe("echo: HI");
		expect(result.toolResults[0]?.details).toMatchObject({ hasUI: true, choice: "Shout it" });
		expect(result.requests[1]?.toolResults[0]?.text).toBe("echo: HI");
	});

	it("reports ctx.mode as pi does (1.x: the bound mode, 0.73: absent)", async () => {
		const expected = harness === pi16 ? "rpc" : null;
		const result = await harness.runInProcess({
			extensionPaths: [HELLO],
			mode: "rpc",
			prompt: "x",
			responses: [{ toolCall: { name: "hello_echo", arguments: { text: "m" } } }, { text: "ok" }],
		});
		expect(result.toolResults[0]?.details).toMatchObject({ mode: expected, hasUI: true });
	});

	it("keeps the tool across compaction and resume of a persisted session", async () => {
		let run = await harness.startInProcess({ extensionPaths: [HELLO], mode: "print", persistSession: true });
		try {
			await run.prompt("echo", [{ toolCall: { name: "hello_echo", arguments: { text: "a" } } }, { text: "done" }]);
			await run.compact({ summary: "SUMMARY-MARKER" });
			await run.prompt("after compaction", [{ text: "ok" }]);
			const afterCompaction = run.requests.at(-1)!;
			expect(afterCompaction.purpose).toBe("prompt");
			expect(JSON.stringify(afterCompaction.messages)).toContain("SUMMARY-MARKER");
			expect(toolNames(afterCompaction)).toContain("hello_echo");

			run = await run.resume();
			await run.prompt("after resume", [{ toolCall: { name: "hello_echo", arguments: { text: "b" } } }, { text: "ok" }]);
			const [resumed] = run.requests;
			expect(JSON.stringify(resumed?.messages)).toContain("SUMMARY-MARKER");
			expect(toolNames(resumed!)).toContain("hello_echo");
			expect(resumed?.systemPrompt).toContain(HELLO_SNIPPET);
			expect(run.toolResults.map((r) => r.text)).toEqual(["echo: b"]);
		} finally {
			await run.dispose();
		}
	});

	it("fails loudly when the model is asked more often than scripted", async () => {
		await expect(
			harness.runInProcess({
				extensionPaths: [HELLO],
				mode: "print",
				prompt: "x",
				responses: [{ toolCall: { name: "hello_echo", arguments: { text: "a" } } }],
			}),
		).rejects.toThrow(/more time\(s\) than scripted/);
	});
});

describe("stub UI custom()", () => {
	it("builds the component, feeds keys and reads the render", async () => {
		const ui = pi16.stubUI({
			custom: async (handle) => {
				expect(handle.text()).toContain("> one");
				handle.press("down");
				expect(handle.text()).toContain("> two");
				handle.press("enter");
			},
		});
		const result = await ui.custom<string>((tui, theme, _keybindings, done) => {
			const items = ["one", "two"];
			let selected = 0;
			return {
				render: () => items.map((item, i) => theme.fg("accent", `${i === selected ? ">" : " "} ${item}`)),
				handleInput: (data: string) => {
					if (data === "\u001b[B") selected = Math.min(items.length - 1, selected + 1);
					if (data === "\r") done(items[selected]!);
					tui.requestRender();
				},
				invalidate: () => {},
			};
		});
		expect(result).toBe("two");
		expect(ui.customs[0]?.renderRequests).toBe(2);
	});
});

describe("mock model", () => {
	it("streams scripted tool calls and logs the request", async () => {
		const mock = await startMockModel({ responses: [{ toolCall: { name: "t", arguments: { a: 1 } } }] });
		try {
			const response = await fetch(`${mock.baseUrl}/chat/completions`, {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: JSON.stringify({
					model: "mock-1",
					stream: true,
					messages: [
						{ role: "system", content: "SYS" },
						{ role: "user", content: "hi" },
					],
					tools: [{ type: "function", function: { name: "t", description: "d", parameters: { type: "object" } } }],
				}),
			});
			const body = await response.text();
			expect(body).toContain('"finish_reason":"tool_calls"');
			expect(body.trim().endsWith("data: [DONE]")).toBe(true);
			expect(mock.requests()[0]).toMatchObject({ systemPrompt: "SYS", tools: [{ name: "t", description: "d" }] });
		} finally {
			await mock.close();
		}
	});
});

describe.each(["1.6", "0.73"] as const)("real TUI in tmux, pi %s", (version) => {
	let tui: TuiSession | undefined;
	afterEach(async () => {
		await tui?.stop();
		tui = undefined;
	});

	it("runs a tool call, drives its select dialog with keys, and sends the result back", async () => {
		tui = await startTui({
			version,
			extensionPaths: [HELLO],
			responses: [
				{ toolCall: { name: "hello_echo", arguments: { text: "hi", confirm: true } } },
				{ text: "all done here" },
			],
		});
		tui.submit("please echo hi");
		const first = await tui.waitForRequest(1);
		expect(first.systemPrompt).toContain(`- hello_echo: ${HELLO_SNIPPET}`);
		expect(first.systemPrompt).toContain(`- ${HELLO_GUIDELINE}`);
		expect(toolNames(first)).toContain("hello_echo");

		await tui.waitFor("Shout it");
		tui.sendKeys("Down", "Enter");
		const second = await tui.waitForRequest(2);
		expect(second.toolResults).toEqual([expect.objectContaining({ toolName: "hello_echo", text: "echo: HI" })]);
		await tui.waitFor("all done here");
		expect(stripAnsi(tui.capture())).toContain("mock-1");

		// Quit and start pi again with --continue: the resumed session carries the history.
		await tui.restart();
		tui.mock.push({ text: "resumed fine" });
		tui.submit("still there?");
		const third = await tui.waitForRequest(3);
		expect(third.toolResults.map((r) => r.text)).toEqual(["echo: HI"]);
		expect(toolNames(third)).toContain("hello_echo");
		await tui.waitFor("resumed fine");
		expect(tui.mock.unscripted()).toBe(0);
	});
});

describe.each(["1.6", "0.73"] as const)("real CLI without a terminal, pi %s", (version) => {
	it("print mode: runs the tool without a UI and prints the final text", async () => {
		const result = await runPrint({
			version,
			extensionPaths: [HELLO],
			prompt: "echo",
			responses: [{ toolCall: { name: "hello_echo", arguments: { text: "p", confirm: true } } }, { text: "printed" }],
		});
		expect(result.exitCode).toBe(0);
		expect(result.stdout.trim()).toBe("printed");
		expect(result.requests[1]?.toolResults).toEqual([expect.objectContaining({ toolName: "hello_echo", text: "echo: p" })]);
	});

	it("rpc mode: forwards select() to the client and reports ctx.mode", async () => {
		const rpc = await startRpc({
			version,
			extensionPaths: [HELLO],
			onUiRequest: (request) => (request.method === "select" ? { value: "Shout it" } : undefined),
		});
		try {
			await rpc.prompt("echo", [
				{ toolCall: { name: "hello_echo", arguments: { text: "r", confirm: true } } },
				{ text: "rpc done" },
			]);
			expect(rpc.uiRequests.map((r) => r.method)).toEqual(["select"]);
			expect(rpc.requests()[1]?.toolResults[0]?.text).toBe("echo: R");
			const end = rpc.records.find((r) => r.type === "tool_execution_end") as unknown as { result: { details: unknown } };
			expect(end.result.details).toMatchObject({ hasUI: true, mode: version === "1.6" ? "rpc" : null });
		} finally {
			await rpc.stop();
		}
	});
});
