/**
 * The answer bus inside the real pi (pi 1.6 and 0.73, in process, pi's own event bus): an answerer
 * extension answering while the user is typing in the dialog keeps what the user typed (the result
 * quotes it, the transcript shows it), and an answer whose getter throws gets a `rejected` reply
 * with no stack printed, the question still waiting for a good answer.
 */
import type { ExtensionAPI, Theme } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHANNELS, type OpenedEvent, type RejectedEvent } from "../../src/ask/reach/events.ts";
import { SENTENCES } from "../../src/ask/result/format.ts";
import { renderResult } from "../../src/ask/result/render.ts";
import type { AskDetails } from "../../src/ask/outcome.ts";
import * as pi16 from "../harness/in-process.ts";
import * as pi073 from "../harness/in-process-073.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const EXTENSION = "extensions/ask-user-question.ts";
const TOOL = "ask_user_question";
const ASK = { toolCall: { name: TOOL, arguments: { questions: [DATABASE, FEATURES] } } };
const plain = { fg: (_c: string, t: string) => t, bg: (_c: string, t: string) => t, bold: (t: string) => t } as unknown as Theme;

/** An answerer extension for the test to act through: pi's bus, the id of the question open, the rejections it got. */
function testAnswerer() {
	const state: { events?: ExtensionAPI["events"]; id?: string; rejected: RejectedEvent[] } = { rejected: [] };
	const factory = (pi: ExtensionAPI) => {
		state.events = pi.events;
		pi.events.on(CHANNELS.opened, (data) => void (state.id = (data as OpenedEvent).id));
		pi.events.on(CHANNELS.rejected, (data) => void state.rejected.push(data as RejectedEvent));
	};
	const answer = (data: unknown) => state.events?.emit(CHANNELS.answer, data);
	return { state, factory, answer };
}

afterEach(() => vi.restoreAllMocks());

describe.each([
	["pi 1.6.0", pi16],
	["pi 0.73.1", pi073],
] as const)("%s, an answerer extension in the session", (_version, pi) => {
	it("the answer wins while the user is typing: what they typed in Other and in a note is quoted to the model and drawn in the transcript", async () => {
		const answerer = testAnswerer();
		const ui = pi.stubUI({
			custom: async (dialog) => {
				dialog.press("3"); // Other on the first question
				dialog.type("SQLite for now, Postgres in March");
				dialog.press("enter"); // confirms, and moves on to the second question
				dialog.press("n");
				dialog.type("ask Ana about sharing");
				expect(dialog.text(100)).toContain("ask Ana about sharing");
				answerer.answer({ id: answerer.state.id, from: "phone bridge", answers: [{ selected: [1] }, { selected: ["Search"] }] });
				await dialog.finished;
			},
		});
		const result = await pi.runInProcess({ extensionPaths: [EXTENSION], extensionFactories: [answerer.factory], mode: "tui", ui, prompt: "set up the service", responses: [ASK, { text: "ok" }] });
		expect(answerer.state.rejected).toEqual([]);
		const text = result.requests[1]!.toolResults[0]!.text.split("\n");
		expect(text[0]).toBe(SENTENCES.answeredElsewhere("phone bridge"));
		expect(text).toContain(SENTENCES.draftEntered("phone bridge"));
		expect(text).toContain('   → "SQLite for now, Postgres in March" (typed by the user, not one of your options) (you recommended "Postgres")');
		expect(text).toContain('   Note: "ask Ana about sharing"');
		expect(text.at(-1)).toBe(SENTENCES.draftNext);
		const details = result.toolResults[0]!.details as AskDetails;
		const drawn = renderResult({ content: [], details }, { expanded: false, isPartial: false }, plain).render(200).map((line) => line.trimEnd());
		expect(drawn).toEqual([
			"Submitted",
			"  ✓ Database: Postgres ★",
			"  ✓ Features: Search",
			'  Entered in the dialog before "phone bridge" answered (not sent):',
			"    ○ Database: typed: “SQLite for now, Postgres in March”",
			"    · Features: not answered · note: ask Ana about sharing",
		]);
	});

	it("an answer whose getter throws is rejected with no stack printed, and a good answer still wins", async () => {
		const printed = vi.spyOn(console, "error");
		const stderr = vi.spyOn(process.stderr, "write");
		const answerer = testAnswerer();
		const ui = pi.stubUI({
			custom: async (dialog) => {
				const hostile = Object.defineProperty({ id: answerer.state.id, from: "phone bridge" }, "answers", {
					enumerable: true,
					get() {
						throw new Error("a getter that throws");
					},
				});
				answerer.answer(hostile);
				answerer.answer({ id: answerer.state.id, from: "phone bridge", answers: [{ selected: ["SQLite"] }] });
				await dialog.finished;
			},
		});
		const result = await pi.runInProcess({ extensionPaths: [EXTENSION], extensionFactories: [answerer.factory], mode: "tui", ui, prompt: "set up the service", responses: [ASK, { text: "ok" }] });
		expect(answerer.state.rejected).toEqual([
			{ id: answerer.state.id, from: "phone bridge", code: "malformed", reason: "answers could not be read (a getter or a Proxy threw); send plain data: objects, lists, strings, numbers and booleans" },
		]);
		expect(result.requests[1]!.toolResults[0]!.text.split("\n").slice(0, 2)).toEqual([SENTENCES.answeredElsewhere("phone bridge"), SENTENCES.someAnswered(1, 2)]);
		const written = [...printed.mock.calls, ...stderr.mock.calls].map((call) => call.map(String).join(" "));
		expect(written.filter((line) => /Event handler error|a getter that throws|\bat .*ask-user-question/.test(line))).toEqual([]);
	});
});
