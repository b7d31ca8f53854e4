/**
 * The RPC dialog answered from elsewhere, in the real pi (`pi --mode rpc`, pi 1.6 and 0.73) with the
 * dialog opted in and the example answerer (examples/answer-from-file.ts) loaded: the client types
 * an Other answer, then leaves the next prompt open while the answer file arrives. The client is told
 * who answered (not that the turn was aborted), and the model reads the answer and what the user had
 * typed in the dialog.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SENTENCES } from "../../src/ask/result/format.ts";
import { type RpcSession, type RpcUiAnswer, type RpcUiRequest, startRpc } from "../harness/cli.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const EXTENSIONS = ["extensions/ask-user-question.ts", "examples/answer-from-file.ts"];
const TOOL = "ask_user_question";
const ASK = { toolCall: { name: TOOL, arguments: { questions: [DATABASE, FEATURES] } } };
const ANSWER = { answers: [{ selected: ["SQLite"] }, { selected: [1, 3] }] };

describe.each(["1.6", "0.73"] as const)("pi %s RPC dialog, an answerer extension present", (version) => {
	it("the answer arrives while a prompt is open: the client is told who answered, the model reads what the user had typed", async () => {
		let rpc: RpcSession | undefined;
		const client = (request: RpcUiRequest): RpcUiAnswer | undefined | Promise<RpcUiAnswer | undefined> => {
			if (request.method === "select" && request.title?.startsWith("[Database]")) return { value: request.options?.find((option) => option.includes("Other")) ?? "" };
			if (request.method === "input") return { value: "SQLite for now, Postgres in March" };
			// The Features question: the user looks away (no reply ever: pi closes the prompt when the
			// dialog stops, and would drop a late one), and the answer file arrives meanwhile.
			writeFileSync(join(rpc?.dirs.cwd ?? "", ".pi", "answers", "answer.json"), JSON.stringify(ANSWER));
			return new Promise(() => {});
		};
		rpc = await startRpc({ version, extensionPaths: EXTENSIONS, settings: { piQuestion: { rpc: "dialog" } }, onUiRequest: client, timeoutMs: 30_000 });
		try {
			await rpc.prompt("set up the service", [ASK, { text: "ok" }]);
			const notices = rpc.records.filter((record) => record.type === "extension_ui_request" && record.method === "notify").map((record) => record.message);
			expect(notices).toEqual(['The question was closed: it was answered by "answer-from-file".']);
			const text = rpc.requests()[1]?.toolResults.filter((result) => result.toolName === TOOL).at(-1)?.text.split("\n") ?? [];
			expect(text.slice(0, 2)).toEqual([SENTENCES.answeredElsewhere("answer-from-file"), SENTENCES.allAnswered(2)]);
			expect(text).toContain(SENTENCES.draftEntered("answer-from-file"));
			expect(text).toContain('   → "SQLite for now, Postgres in March" (typed by the user, not one of your options) (you recommended "Postgres")');
		} finally {
			await rpc.stop();
		}
	}, 60_000);
});
