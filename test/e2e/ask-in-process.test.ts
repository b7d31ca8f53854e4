/**
 * ask_user_question inside the real pi, loaded by pi's own resource loader, with the model
 * scripted: what the provider receives in each mode, and what the model reads back. The same
 * assertions run against pi 1.6.0 and pi 0.73.1.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIPTION, PROMPT_GUIDELINES, PROMPT_SNIPPET } from "../../src/ask/prompt.ts";
import { SENTENCES } from "../../src/ask/result/format.ts";
import * as pi16 from "../harness/in-process.ts";
import * as pi073 from "../harness/in-process-073.ts";

const EXTENSION = join(import.meta.dirname, "..", "..", "extensions", "ask-user-question.ts");
const TOOL = "ask_user_question";

const validCall = {
	questions: [
		{
			question: "Which database should we use?",
			header: "Database",
			options: [
				{ label: "PostgreSQL (Recommended)", description: "Matches production." },
				{ label: "SQLite", description: "Zero setup." },
			],
			multiSelect: false,
		},
	],
};

const singleOptionCall = {
	questions: [{ question: "Use Vite?", header: "Bundler", options: [{ label: "Vite", description: "Fast." }], multiSelect: false }],
};

describe.each([
	["pi 1.6.0", pi16],
	["pi 0.73.1", pi073],
] as const)("%s", (_version, pi) => {
	/** The TUI session answering `validCall` with `ui`, then the model's closing "ok". */
	const askValidCall = (ui: ReturnType<typeof pi.stubUI>) =>
		pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "tui",
			ui,
			prompt: "set up the project",
			responses: [{ toolCall: { name: TOOL, arguments: validCall } }, { text: "ok" }],
		});

	it("puts the snippet line and every guideline into the system prompt in TUI mode", async () => {
		const result = await pi.runInProcess({ extensionPaths: [EXTENSION], mode: "tui", prompt: "hi", responses: [{ text: "ok" }] });
		const request = result.requests[0]!;
		expect(request.systemPrompt).toContain(`- ${TOOL}: ${PROMPT_SNIPPET}`);
		for (const guideline of PROMPT_GUIDELINES) expect(request.systemPrompt).toContain(`- ${guideline}`);
		const tool = request.tools.find((t) => t.name === TOOL);
		expect(tool?.description).toBe(DESCRIPTION);
	});

	it("with a custom system prompt the declared description still carries the trigger", async () => {
		const result = await pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "tui",
			systemPrompt: "You are a terse assistant.",
			prompt: "hi",
			responses: [{ text: "ok" }],
		});
		const request = result.requests[0]!;
		expect(request.systemPrompt).not.toContain(PROMPT_SNIPPET);
		const tool = request.tools.find((t) => t.name === TOOL);
		expect(tool?.description.split("\n")[0]).toMatch(/^Ask the user to decide something that is theirs to decide/);
	});

	for (const mode of ["print", "json", "rpc"] as const) {
		// Print and JSON modes never ask, even with the RPC dialog turned on; RPC mode only with it.
		const env: Record<string, string> = mode === "rpc" ? {} : { PI_QUESTION_RPC: "dialog" };
		it(`is absent from the request in ${mode} mode${mode === "rpc" ? " without PI_QUESTION_RPC" : ", even with PI_QUESTION_RPC=dialog"}: no tool, no snippet, no guidelines`, async () => {
			const ui = mode === "rpc" ? pi.rpcStubUI() : undefined;
			const result = await pi.runInProcess({ extensionPaths: [EXTENSION], mode, ui, env, prompt: "hi", responses: [{ text: "ok" }] });
			const request = result.requests[0]!;
			expect(pi.toolNames(request)).not.toContain(TOOL);
			expect(request.systemPrompt).not.toContain(PROMPT_SNIPPET);
			for (const guideline of PROMPT_GUIDELINES) expect(request.systemPrompt).not.toContain(guideline);
		});
	}

	it("answers a call with one option with the steering rejection, and the model reads it", async () => {
		const result = await pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "tui",
			prompt: "set up the project",
			responses: [{ toolCall: { name: TOOL, arguments: singleOptionCall } }, { text: "ok" }],
		});
		const seen = result.requests[1]!.toolResults[0]!;
		expect(seen.toolName).toBe(TOOL);
		expect(seen.text).toBe(
			[
				"ask_user_question was not shown to the user: 1 problem in the call.",
				"1. question 1, options: has a single option, and a single option has no decision in it. Do not retry this question and do not invent a filler option: state that path as the approach you are taking in your reply and continue.",
				"There is no decision to put to the user here. Continue with that approach and mention it in one line.",
			].join("\n"),
		);
	});

	it("a valid call answered in the terminal dialog returns the answered text to the model", async () => {
		const ui = pi.stubUI({
			custom: (dialog) => {
				expect(dialog.text(100)).toContain("Which database should we use?");
				dialog.press("down", "enter"); // pick SQLite, move on to the review tab
				dialog.press("enter"); // submit
			},
		});
		const result = await askValidCall(ui);
		expect(result.requests[1]!.toolResults[0]!.text).toBe(
			[
				SENTENCES.allAnswered(1),
				"1. [Database] Which database should we use?",
				'   → SQLite (you recommended "PostgreSQL")',
				SENTENCES.actOnAnswers,
			].join("\n"),
		);
		// The title tells a user in another window that a question waits, and is pi's own again after.
		const titles = ui.calls.filter((call) => call.method === "setTitle").map((call) => call.args[0]);
		expect(titles[0]).toBe("π - question waiting: Database");
		expect(titles.at(-1)).toMatch(/^π - /);
		expect(titles.at(-1)).not.toContain("question");
		// pi is told it waits for the user (terminals that show program status show it blocked).
		expect(ui.customs[0]?.options).toMatchObject({ blocked: { kind: "question", message: "Question: Which database should we use?" } });
	});

	it("strips neutral values a provider fills in before pi's schema check, and names a real unknown field", async () => {
		const padded = {
			...validCall,
			strict: false,
			questions: validCall.questions.map((q) => ({ ...q, timeout: 0, options: q.options.map((o) => ({ ...o, preview: "" })) })),
		};
		const ui = pi.stubUI({ custom: (dialog) => dialog.press("enter", "enter") });
		const result = await pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "tui",
			ui,
			prompt: "set up the project",
			responses: [
				{ toolCall: { name: TOOL, arguments: padded } },
				{ toolCall: { name: TOOL, arguments: { ...validCall, priority: "high" } } },
				{ text: "ok" },
			],
		});
		expect(result.requests[1]!.toolResults[0]!.text.split("\n")[0]).toBe(SENTENCES.allAnswered(1));
		expect(result.requests[2]!.toolResults.at(-1)!.text).toBe(
			[
				"ask_user_question was not shown to the user: 1 problem in the call.",
				'1. priority: "priority" is not a field ask_user_question accepts here; the accepted fields are questions. Remove it.',
				"Fix it and call ask_user_question again.",
			].join("\n"),
		);
	});

	it("an attached image reaches the model as an image block after the text that names it", async () => {
		const dir = mkdtempSync(join(tmpdir(), "ask-image-"));
		// A 1x1 PNG.
		const png = Buffer.from(
			"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
			"base64",
		);
		writeFileSync(join(dir, "schema.png"), png);
		try {
			const ui = pi.stubUI({
				custom: async (dialog) => {
					dialog.press("a");
					dialog.type(join(dir, "schema.png"));
					dialog.press("enter");
					for (let i = 0; i < 100 && !dialog.text(100).includes("schema.png ("); i++) await new Promise((r) => setTimeout(r, 10));
					dialog.press("down", "enter"); // pick SQLite, move on to the review tab
					dialog.press("enter"); // submit
				},
			});
			const result = await askValidCall(ui);
			const tool = result.toolResults[0]!;
			expect(tool.text.split("\n").slice(-2)).toEqual([
				"The user attached 1 image, included after this text:",
				'1. schema.png (for "Which database should we use?")',
			]);
			expect(tool.content).toEqual([
				expect.objectContaining({ type: "text" }),
				{ type: "image", mimeType: "image/png", data: png.toString("base64") },
			]);
			const details = tool.details as { outcome: { answers: Array<{ images: Array<Record<string, unknown>> }> } };
			expect(details.outcome.answers[0]!.images[0]).not.toHaveProperty("data");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("an aborted turn closes the dialog and still reports what was typed", async () => {
		let abort: (() => Promise<void>) | undefined;
		const ui = pi.stubUI({
			custom: async (dialog) => {
				dialog.press("n");
				dialog.type("ask the DBA first");
				void abort?.();
				await dialog.finished;
			},
		});
		const run = await pi.startInProcess({ extensionPaths: [EXTENSION], mode: "tui", ui });
		try {
			abort = () => run.session.abort();
			// pi 0.73 goes on to ask the model once more after an abort during a tool call; 1.6 stops.
			await run.prompt("set up the project", [{ toolCall: { name: TOOL, arguments: validCall } }, { text: "ok" }]);
			const result = run.toolResults[0]!;
			expect(result.text.split("\n").slice(0, 3)).toEqual([SENTENCES.interrupted, SENTENCES.interruptedNext, SENTENCES.entered]);
			expect(result.text).toContain('Note: "ask the DBA first"');
		} finally {
			await run.dispose();
		}
	});

	it("falls back to pi's select dialog where no custom component is shown", async () => {
		// The question's select, then the review's: pick SQLite, then Submit.
		const ui = pi.stubUI({ select: (_title: string, options: string[]) => options.find((o) => / SQLite —|\. Submit$/.test(o)) });
		const result = await askValidCall(ui);
		const seen = result.requests[1]!.toolResults[0]!;
		expect(seen.text).toBe(
			[
				SENTENCES.allAnswered(1),
				"1. [Database] Which database should we use?",
				'   → SQLite (you recommended "PostgreSQL")',
				SENTENCES.actOnAnswers,
			].join("\n"),
		);
		const details = result.toolResults[0]!.details as { kind: string };
		expect(details.kind).toBe("outcome");
	});

	it("in RPC mode with PI_QUESTION_RPC=dialog it is declared and answered with pi's select and input prompts", async () => {
		const ui = pi.rpcStubUI({
			select: (_title: string, options: string[]) => options.find((o) => /\. Add a note$/.test(o)) ?? options.find((o) => / SQLite —|\. Submit$/.test(o)),
			input: () => "ask the DBA first",
		});
		// After the note the question comes back with "Change the note" in place of "Add a note": SQLite is picked then.
		const result = await pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "rpc",
			ui,
			env: { PI_QUESTION_RPC: "dialog" },
			prompt: "set up the project",
			responses: [{ toolCall: { name: TOOL, arguments: validCall } }, { text: "ok" }],
		});
		expect(pi.toolNames(result.requests[0]!)).toContain(TOOL);
		expect(result.requests[0]!.systemPrompt).toContain(PROMPT_SNIPPET);
		expect(result.requests[1]!.toolResults[0]!.text).toBe(
			[
				SENTENCES.allAnswered(1),
				"1. [Database] Which database should we use?",
				'   → SQLite (you recommended "PostgreSQL")',
				'   Note: "ask the DBA first"',
				SENTENCES.actOnAnswers,
			].join("\n"),
		);
		expect(ui.calls.filter((call) => call.method === "custom")).toEqual([]);
	});

	it("what the model reads is the same byte for byte in every language: prompt, tools, results and rejections", async () => {
		/** One session: the TUI dialog answered with keys, an RPC one answered by row, and a call rejected. */
		const session = async (lcAll: string, mode: "tui" | "rpc") => {
			const shown: string[] = [];
			const ui =
				mode === "tui"
					? pi.stubUI({ custom: (dialog) => (shown.push(dialog.text(100)), dialog.press("down", "enter", "enter")) })
					: pi.rpcStubUI({ select: (title: string, options: string[]) => (shown.push(title), options[title.includes("[Database]") ? 1 : 0]) });
			const result = await pi.runInProcess({
				extensionPaths: [EXTENSION],
				mode,
				ui,
				env: { LC_ALL: lcAll, PI_QUESTION_RPC: "dialog" },
				prompt: "set up the project",
				responses: [{ toolCall: { name: TOOL, arguments: validCall } }, { toolCall: { name: TOOL, arguments: singleOptionCall } }, { text: "ok" }],
			});
			// Only the run's temporary directory and pi's random tool call ids differ from run to run.
			const seen = result.requests.map((request) =>
				JSON.stringify([request.systemPrompt, request.tools, request.toolResults.map(({ toolCallId: _id, ...rest }) => rest)]).replace(/pi-inproc-\w+/g, "pi-inproc-X"),
			);
			return { seen, shown: shown.join("\n") };
		};
		for (const mode of ["tui", "rpc"] as const) {
			const english = await session("C.UTF-8", mode);
			expect(english.shown).toContain(mode === "tui" ? "Choose one" : "Question 1 of 1");
			for (const [lcAll, word] of [["zh_CN.UTF-8", "选择一项"], ["zh_TW.UTF-8", "選擇一項"]] as const) {
				const other = await session(lcAll, mode);
				expect(other.shown).toContain(word);
				expect(other.seen).toEqual(english.seen);
			}
			expect(english.seen).toHaveLength(3);
		}
	});

	it("called anyway outside the TUI, it tells the model to ask in its reply", async () => {
		const result = await pi.runInProcess({
			extensionPaths: [EXTENSION],
			mode: "print",
			prompt: "hi",
			responses: [{ toolCall: { name: TOOL, arguments: validCall } }, { text: "ok" }],
		});
		const seen = result.requests[1]!.toolResults[0]!;
		// The tool is not active in print mode, so pi itself refuses the call; either way the model is told.
		expect(seen.text.length).toBeGreaterThan(0);
	});
});
