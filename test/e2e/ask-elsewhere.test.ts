/**
 * Answered from elsewhere, in the real pi of both lines: with the example answerer
 * (examples/answer-from-file.ts) loaded, ask_user_question stays in print mode and is answered from
 * a file, the result telling the model where the answer came from; a bad answer file is refused;
 * RPC mode without the dialog setting keeps the tool and asks the client nothing; in the terminal UI the open dialog closes when the answer arrives,
 * at 80×24 and 100×20.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SENTENCES } from "../../src/ask/result/format.ts";
import { runPrint, startRpc } from "../harness/cli.ts";
import { startTui } from "../harness/tui.ts";
import { toolNames } from "../harness/types.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const EXTENSIONS = ["extensions/ask-user-question.ts", "examples/answer-from-file.ts"];
const TOOL = "ask_user_question";
const ASK = { toolCall: { name: TOOL, arguments: { questions: [DATABASE, FEATURES] } } };
const ANSWER = { answers: [{ selected: ["SQLite"] }, { selected: [1, 3], notes: "from my phone" }] };

describe.each(["1.6", "0.73"] as const)("pi %s, an answerer extension present", (version) => {
	it("print mode: the tool stays, the file answers, and the model is told where the answer came from", async () => {
		const result = await runPrint({
			version,
			extensionPaths: EXTENSIONS,
			prompt: "pick a database",
			responses: [ASK, { text: "ok" }],
			setup: (dirs) => {
				mkdirSync(join(dirs.cwd, ".pi", "answers"), { recursive: true });
				writeFileSync(join(dirs.cwd, ".pi", "answers", "answer.json"), JSON.stringify(ANSWER));
			},
		});
		expect(result.exitCode).toBe(0);
		expect(toolNames(result.requests[0]!)).toContain(TOOL);
		const text = result.requests[1]?.toolResults.at(-1)?.text ?? "";
		// No dialog was shown in print mode, and the result does not speak of one.
		expect(text.split("\n")[0]).toBe(SENTENCES.answeredWithoutDialog("answer-from-file"));
		expect(text).not.toMatch(/the dialog closed|in the dialog/);
		expect(text).toContain(SENTENCES.allAnswered(2));
		expect(text).toContain("SQLite");
		expect(text).toContain("Search; Sharing");
		expect(text).toContain("from my phone");
	});

	it("print mode: an answer naming no option is refused (not taken), and the wait ends as idle", async () => {
		let answers = "";
		const result = await runPrint({
			version,
			extensionPaths: EXTENSIONS,
			prompt: "pick a database",
			env: { PI_QUESTION_IDLE_SECONDS: "3" },
			responses: [ASK, { text: "ok" }],
			setup: (dirs) => {
				answers = join(dirs.cwd, ".pi", "answers");
				mkdirSync(answers, { recursive: true });
				writeFileSync(join(answers, "answer.json"), JSON.stringify({ answers: [{ selected: ["MongoDB"] }] }));
			},
		});
		expect(result.exitCode).toBe(0);
		expect(result.requests[1]?.toolResults.at(-1)?.text.split("\n")).toEqual([SENTENCES.unansweredWithoutDialog(3), SENTENCES.askInReply]);
	});
});

describe.each(["1.6", "0.73"] as const)("pi %s RPC mode without the dialog setting, an answerer extension present", (version) => {
	it("the tool stays, the client is asked nothing, and the file answers", async () => {
		const rpc = await startRpc({
			version,
			extensionPaths: EXTENSIONS,
			setup: (dirs) => {
				mkdirSync(join(dirs.cwd, ".pi", "answers"), { recursive: true });
				writeFileSync(join(dirs.cwd, ".pi", "answers", "answer.json"), JSON.stringify(ANSWER));
			},
		});
		try {
			await rpc.prompt("pick a database", [ASK, { text: "ok" }]);
			const requests = rpc.requests();
			expect(toolNames(requests[0]!)).toContain(TOOL);
			expect(requests[1]?.toolResults.at(-1)?.text.split("\n")[0]).toBe(SENTENCES.answeredWithoutDialog("answer-from-file"));
			expect(rpc.uiRequests.filter((request) => request.method === "select" || request.method === "input")).toEqual([]);
		} finally {
			await rpc.stop();
		}
	});
});

describe.each(["1.6", "0.73"] as const)("pi %s terminal UI, an answerer extension present", (version) => {
	for (const [cols, rows] of [
		[80, 24],
		[100, 20],
	] as const) {
		it(`${cols}×${rows}: the open dialog closes when the answer file arrives`, async () => {
			const tui = await startTui({ version, extensionPaths: EXTENSIONS, cols, rows, timeoutMs: 20_000, responses: [ASK, { text: "ok" }] });
			try {
				await tui.prompt("pick a database");
				await tui.waitFor("Which database should the service use?");
				const dir = join(tui.dirs.cwd, ".pi", "answers");
				const question = readdirSync(dir).find((name) => name.endsWith(".question.json"));
				expect(question).toBeDefined();
				const id = question!.replace(".question.json", "");
				expect(JSON.parse(readFileSync(join(dir, question!), "utf8")).questions[0].header).toBe("Database");
				writeFileSync(join(dir, `${id}.answer.json`), JSON.stringify(ANSWER));
				const request = await tui.waitForRequest(2);
				expect(request.toolResults.at(-1)?.text.split("\n")[0]).toBe(SENTENCES.answeredElsewhere("answer-from-file"));
				// The dialog is gone (its hint line with it); the transcript shows the answers.
				await tui.waitForGone("ctrl+c interrupt");
				await tui.waitFor("Database: SQLite");
				expect(existsSync(join(dir, `${id}.answer.json`))).toBe(false);
			} finally {
				await tui.stop();
			}
		});
	}
});
