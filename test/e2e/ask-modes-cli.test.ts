/**
 * Where ask_user_question exists, checked against the real pi command line of both pi lines:
 * absent from every provider request in print and json modes, and in rpc mode unless the user opts
 * in with a valid piQuestion.rpc (test/e2e/ask-rpc.test.ts runs the opted-in dialog); present in the TUI.
 */
import { describe, expect, it } from "vitest";
import { PROMPT_SNIPPET } from "../../src/ask/prompt.ts";
import { runPrint, startRpc } from "../harness/cli.ts";
import { startTui } from "../harness/tui.ts";
import { toolNames } from "../harness/types.ts";

const EXTENSION = "extensions/ask-user-question.ts";
const TOOL = "ask_user_question";

describe.each(["1.6", "0.73"] as const)("pi %s command line", (version) => {
	it("print mode: the provider never sees the tool or its snippet", async () => {
		const result = await runPrint({ version, extensionPaths: [EXTENSION], prompt: "hi", responses: [{ text: "done" }] });
		expect(result.exitCode).toBe(0);
		expect(toolNames(result.requests[0]!)).not.toContain(TOOL);
		expect(result.requests[0]!.systemPrompt).not.toContain(PROMPT_SNIPPET);
	});

	it("json mode: the provider never sees the tool or its snippet", async () => {
		const result = await runPrint({ version, extensionPaths: [EXTENSION], prompt: "hi", json: true, responses: [{ text: "done" }] });
		expect(result.exitCode).toBe(0);
		expect(toolNames(result.requests[0]!)).not.toContain(TOOL);
	});

	it("rpc mode without the setting: the provider never sees the tool or its snippet, and the client hears nothing of it", async () => {
		const rpc = await startRpc({ version, extensionPaths: [EXTENSION] });
		try {
			await rpc.prompt("hi", [{ text: "done" }]);
			const first = rpc.requests()[0]!;
			expect(toolNames(first)).not.toContain(TOOL);
			expect(first.systemPrompt).not.toContain(PROMPT_SNIPPET);
			expect(rpc.uiRequests.filter((request) => request.method !== "setTitle")).toEqual([]);
		} finally {
			await rpc.stop();
		}
	});

	it("rpc mode with an invalid piQuestion.rpc: the tool stays out, and the client is told which value is wrong", async () => {
		const rpc = await startRpc({ version, extensionPaths: [EXTENSION], settings: { piQuestion: { rpc: "yes" } } });
		try {
			await rpc.prompt("hi", [{ text: "done" }]);
			const first = rpc.requests()[0]!;
			expect(toolNames(first)).not.toContain(TOOL);
			expect(first.systemPrompt).not.toContain(PROMPT_SNIPPET);
			const notices = rpc.uiRequests.filter((request) => request.method === "notify").map((request) => request.message);
			expect(notices).toEqual(['pi-question settings: ~/.pi/agent/settings.json: piQuestion.rpc must be "dialog" or "off", not "yes"; it is ignored']);
		} finally {
			await rpc.stop();
		}
	});

	it("TUI: the tool, its snippet and its guidelines reach the provider", async () => {
		const tui = await startTui({ version, extensionPaths: [EXTENSION], responses: [{ text: "done" }] });
		try {
			await tui.prompt("hi");
			const first = await tui.waitForRequest(1);
			expect(toolNames(first)).toContain(TOOL);
			expect(first.systemPrompt).toContain(`- ${TOOL}: ${PROMPT_SNIPPET}`);
		} finally {
			await tui.stop();
		}
	});
});
