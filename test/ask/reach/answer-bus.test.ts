/**
 * The answer bus: answerers announce themselves (before or after pi-question loads), a question is
 * announced with its questions, the first valid answer wins, a bad or late one is rejected with the
 * field and the fix, and the dialog and the answerers race with one winner.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { type EventBus, CHANNELS, createAnswerBus } from "../../../src/ask/reach/answer-bus.ts";
import { askHereOrElsewhere } from "../../../src/ask/reach/elsewhere.ts";
import { readRemoteAnswer } from "../../../src/ask/reach/remote-answer.ts";
import type { DialogOutcome, Question } from "../../../src/ask/outcome.ts";
import { formatOutcome, SENTENCES } from "../../../src/ask/result/format.ts";

const DATABASE: Question = {
	question: "Which database?",
	header: "Database",
	multiSelect: false,
	options: [
		{ label: "Postgres", description: "Relational." },
		{ label: "SQLite", description: "One file." },
	],
};
const FEATURES: Question = { ...DATABASE, question: "Which features?", header: "Features", multiSelect: true };

function bus(): EventBus & { heard: Array<[string, unknown]> } {
	const emitter = new EventEmitter();
	const heard: Array<[string, unknown]> = [];
	return {
		heard,
		emit: (channel, data) => {
			heard.push([channel, data]);
			emitter.emit(channel, data);
		},
		on: (channel, handler) => {
			emitter.on(channel, handler);
			return () => emitter.off(channel, handler);
		},
	};
}

describe("answerers", () => {
	it("are heard whether they load before pi-question (hello) or after", () => {
		const events = bus();
		events.on(CHANNELS.hello, () => events.emit(CHANNELS.answerer, { name: "early" }));
		const answers = createAnswerBus(events);
		events.emit(CHANNELS.answerer, { name: "late\x1b[31m" });
		events.emit(CHANNELS.answerer, { name: 42 });
		expect(answers.answerers()).toEqual(["early", "late"]);
	});
});

describe("a waiting question", () => {
	it("is announced with its questions; the first valid answer wins; a late one is rejected", async () => {
		const events = bus();
		const answers = createAnswerBus(events);
		const pending = answers.open([DATABASE, FEATURES]);
		expect(events.heard.find(([channel]) => channel === CHANNELS.opened)?.[1]).toMatchObject({ id: pending.id, questions: [{ header: "Database" }, { header: "Features" }] });
		events.emit(CHANNELS.answer, { id: pending.id, from: "phone", answers: [{ selected: ["sqlite"] }, { selected: [1, 2], notes: "ok" }] });
		const won = await pending.answer;
		expect(won.from).toBe("phone");
		expect(won.outcome.answers.map((answer) => answer.selected)).toEqual([["SQLite"], ["Postgres", "SQLite"]]);
		pending.close(won.outcome, won.from);
		events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: [] });
		expect(events.heard.filter(([channel]) => channel !== CHANNELS.opened && channel !== CHANNELS.answer && channel !== CHANNELS.hello)).toEqual([
			[CHANNELS.answered, { id: pending.id, from: "phone" }],
			[CHANNELS.closed, { id: pending.id, kind: "submitted" }],
			[CHANNELS.rejected, { id: pending.id, from: "web", reason: "the question was answered or closed already (first answer wins)" }],
		]);
	});

	it.each([
		[{ answers: [] }, '"from" must name the answerer'],
		[{ from: "x", answers: "SQLite" }, '"answers" must be a list'],
		[{ from: "x", answers: [{ selected: ["MongoDB"] }] }, 'answers[0].selected names "MongoDB", which is not an option; use a label or a number from 1 to 2'],
		[{ from: "x", answers: [{ selected: [1, 2] }] }, "answers[0].selected names 2 options of a single-select question; name one"],
		[{ from: "x", answers: [{ typed: 5 }] }, "answers[0].typed must be a string"],
		[{ from: "x", answers: [{ typed: "x".repeat(100_001) }] }, "answers[0].typed has more than 100000 characters"],
		[{ from: "x", answers: [{ skipped: "yes" }] }, "answers[0].skipped must be true or false"],
		[{ from: "x", answers: [{}, {}, {}] }, "at most 2"],
	])("refuses %o, naming the field and the fix", (data, reason) => {
		const read = readRemoteAnswer(data as Record<string, unknown>, [DATABASE, FEATURES]);
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.reason).toContain(reason);
	});

	it("sanitizes every text an answerer sends", () => {
		const read = readRemoteAnswer({ from: "bridge\x1b]0;owned\x07", answers: [{ typed: "use \x1b[2Jthis", notes: "n\u202e" }] }, [DATABASE]);
		expect(read.ok).toBe(true);
		if (read.ok) {
			expect(read.from).toBe("bridge");
			expect(JSON.stringify(read.outcome)).not.toMatch(/[\u001b\u0007\u202e]/);
		}
	});
});

describe("here or elsewhere", () => {
	const empty = (questions: readonly Question[]): DialogOutcome => ({ kind: "submitted", answers: questions.map(() => ({ selected: [], skipped: false, noPreference: false, images: [] })) });

	it("an answer from elsewhere stops the dialog and wins; the result says where it came from", async () => {
		const events = bus();
		const answers = createAnswerBus(events);
		let stopped = false;
		const local = (signal: AbortSignal) =>
			new Promise<DialogOutcome>((resolve) => signal.addEventListener("abort", () => ((stopped = true), resolve({ kind: "interrupted", answers: [] }))));
		const asked = askHereOrElsewhere(answers, [DATABASE], local, { idleSeconds: 0 });
		const opened = events.heard.find(([channel]) => channel === CHANNELS.opened)?.[1] as { id: string };
		events.emit(CHANNELS.answer, { id: opened.id, from: "web", answers: [{ selected: [2] }] });
		const outcome = await asked;
		expect(stopped).toBe(true);
		expect(outcome).toMatchObject({ kind: "submitted", from: "web" });
		expect(formatOutcome([DATABASE], outcome).text.split("\n").slice(0, 2)).toEqual([SENTENCES.answeredElsewhere("web"), SENTENCES.allAnswered(1)]);
	});

	it("the dialog's answer wins when it comes first, and is announced as the dialog's", async () => {
		const events = bus();
		const answers = createAnswerBus(events);
		const outcome = await askHereOrElsewhere(answers, [DATABASE], async () => empty([DATABASE]), { idleSeconds: 0 });
		expect(outcome.kind).toBe("submitted");
		expect(events.heard.find(([channel]) => channel === CHANNELS.answered)?.[1]).toMatchObject({ from: "dialog" });
	});

	it("without a dialog, an aborted turn ends the wait as interrupted", async () => {
		const controller = new AbortController();
		const asked = askHereOrElsewhere(createAnswerBus(bus()), [DATABASE], undefined, { idleSeconds: 0, signal: controller.signal });
		controller.abort();
		expect((await asked).kind).toBe("interrupted");
	});
});
