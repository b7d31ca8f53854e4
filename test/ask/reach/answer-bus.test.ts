/**
 * The answer bus: answerers announce themselves (before or after pi-question loads), a question is
 * announced with its questions, the first valid answer wins, a bad or late one is rejected with the
 * field and the fix, and the dialog and the answerers race with one winner. Every answer gets
 * exactly one reply, whatever it is; when an answerer wins, what the user had typed in the dialog
 * comes back with the answer and the dialog is told who answered.
 */
import { describe, expect, it, vi } from "vitest";
import { createAnswerBus } from "../../../src/ask/reach/answer-bus.ts";
import { askHereOrElsewhere } from "../../../src/ask/reach/elsewhere.ts";
import { CHANNELS, type RejectedEvent } from "../../../src/ask/reach/events.ts";
import { readRemoteAnswer } from "../../../src/ask/reach/remote-answer.ts";
import { AnsweredElsewhere, type DialogOutcome, emptyAnswer, type Question } from "../../../src/ask/outcome.ts";
import { formatOutcome, SENTENCES } from "../../../src/ask/result/format.ts";
import { DATABASE, FEATURES, recordingBus as bus } from "./helpers.ts";

describe("answerers", () => {
	it("are heard whether they load before pi-question (hello) or after", () => {
		const events = bus();
		events.on(CHANNELS.hello, () => events.emit(CHANNELS.answerer, { name: "early" }));
		const answers = createAnswerBus(events);
		events.emit(CHANNELS.answerer, { name: "late\x1b[31m" });
		events.emit(CHANNELS.answerer, { name: 42 });
		expect(answers.answerers()).toEqual(["early", "late"]);
	});

	it("an announcement whose name throws when read is ignored, without a throw", () => {
		const events = bus();
		const answers = createAnswerBus(events);
		const hostile = {
			get name(): string {
				throw new Error("boom");
			},
		};
		expect(() => events.emit(CHANNELS.answerer, hostile)).not.toThrow();
		expect(() => events.emit(CHANNELS.answerer, new Proxy({}, { get: () => { throw new Error("trap"); } }))).not.toThrow();
		expect(answers.answerers()).toEqual([]);
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
			[CHANNELS.rejected, { id: pending.id, from: "web", code: "closed", reason: "the question was answered or closed already (first answer wins)" }],
		]);
	});

	it.each([
		[{ answers: [] }, "invalid", '"from" must name the answerer'],
		[{ from: "x", answers: "SQLite" }, "invalid", '"answers" must be a list'],
		[{ from: "x", answers: [{ selected: ["MongoDB"] }] }, "invalid", 'answers[0].selected names "MongoDB", which is not an option; use a label or a number from 1 to 2'],
		[{ from: "x", answers: [{ selected: [1, 2] }] }, "invalid", "answers[0].selected names 2 options of a single-select question; name one"],
		[{ from: "x", answers: [{ typed: 5 }] }, "invalid", "answers[0].typed must be a string, not a number"],
		[{ from: "x", answers: [{ typed: "x".repeat(100_001) }] }, "invalid", "answers[0].typed has more than 100000 characters"],
		[{ from: "x", answers: [{ skipped: "yes" }] }, "invalid", "answers[0].skipped must be true or false"],
		[{ from: "x", answers: [{}, {}, {}] }, "invalid", "at most 2"],
		[{ from: "x", answers: ["SQLite"] }, "invalid", 'answers[0] must be an object such as {"selected": ["label"]}, not a string'],
		[{ from: "x", answers: [{ noPreference: "yes" }] }, "invalid", "answers[0].noPreference must be true or false"],
		[{ from: "x", answers: [{}, { noPreference: true }] }, "invalid", "answers[1].noPreference: \"No preference — you decide\" is offered on single-select questions only"],
		[{ from: "x", answers: [{ skipped: true, selected: ["SQLite"] }] }, "contradictory", 'answers[0] is skipped and also answered ("selected"); send one or the other'],
		[{ from: "x", answers: [{ skipped: true, typed: "Mongo" }] }, "contradictory", 'answers[0] is skipped and also answered ("typed")'],
		[{ from: "x", answers: [{ noPreference: true, selected: [1] }] }, "contradictory", "answers[0] hands the choice back (noPreference) and also answers"],
		[{ from: "x", answers: [{ noPreference: true, skipped: true }] }, "contradictory", "answers[0] is both skipped and noPreference"],
		[{ from: "x", answers: [] }, "empty", '"answers" answers no question'],
		[{ from: "x", answers: [{}, null] }, "empty", '"answers" answers no question'],
		[{ from: "x", answers: [{ selected: [], typed: "   " }] }, "empty", '"answers" answers no question'],
	])("refuses %o with code %s, naming the field and the fix", (data, code, reason) => {
		const read = readRemoteAnswer(data, [DATABASE, FEATURES]);
		expect(read).toMatchObject({ ok: false, code, reason: expect.stringContaining(reason) });
	});

	it("the partial-answer rule: a missing or empty entry leaves its question unanswered, told as left open", () => {
		const read = readRemoteAnswer({ from: "x", answers: [{ selected: ["SQLite"] }] }, [DATABASE, FEATURES]);
		expect(read).toMatchObject({ ok: true, outcome: { kind: "submitted", answers: [{ selected: ["SQLite"] }, emptyAnswer()] } });
		if (!read.ok) return;
		const text = formatOutcome([DATABASE, FEATURES], read.outcome).text.split("\n");
		expect(text.slice(0, 2)).toEqual([SENTENCES.answeredElsewhere("x"), SENTENCES.someAnswered(1, 2)]);
		expect(text).toContain(SENTENCES.left("Question 2"));
		const holes = readRemoteAnswer({ from: "x", answers: [null, { notes: "later" }] }, [DATABASE, FEATURES]);
		expect(holes).toMatchObject({ ok: true, outcome: { answers: [emptyAnswer(), { selected: [], notes: "later" }] } });
	});

	it("noPreference hands a single-select question back; skipped and noPreference false are no contradiction", () => {
		const read = readRemoteAnswer({ from: "x", answers: [{ noPreference: true }, { selected: [3, 1], skipped: false, noPreference: false }] }, [DATABASE, { ...FEATURES, options: [...FEATURES.options, { label: "Redis", description: "Cache." }] }]);
		expect(read).toMatchObject({ ok: true, outcome: { answers: [{ noPreference: true, selected: [] }, { selected: ["Postgres", "Redis"] }] } });
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

/** The replies on `events` since the start, as [channel, data]. */
function replies(events: ReturnType<typeof bus>): Array<[string, unknown]> {
	return events.heard.filter(([channel]) => channel === CHANNELS.rejected || channel === CHANNELS.answered || channel === CHANNELS.closed);
}

describe("every answer gets exactly one reply", () => {
	const revoked = Proxy.revocable({}, {});
	revoked.revoke();
	it.each<[string, unknown, Partial<RejectedEvent>]>([
		["a string", "SQLite", { id: null, from: "", code: "malformed" }],
		["null", null, { id: null, code: "malformed" }],
		["a list", [{ id: "x" }], { id: null, code: "malformed" }],
		["a revoked Proxy", revoked.proxy, { id: null, code: "malformed" }],
		["a Proxy whose every trap throws", new Proxy({}, { get: () => { throw new Error("trap"); } }), { id: null, code: "malformed" }],
		["no id", { from: "web", answers: [{ selected: [1] }] }, { id: null, from: "web", code: "missing-id" }],
		["a number for an id", { id: 7, from: "web", answers: [] }, { id: 7, from: "web", code: "bad-id" }],
		["an object for an id", { id: { q: 1 }, from: "web", answers: [] }, { id: null, code: "bad-id" }],
		["an id no question has", { id: "q-nope", from: "web", answers: [{ selected: [1] }] }, { id: "q-nope", code: "unknown-id" }],
	])("%s: rejected once, with its code", (_what, data, reply) => {
		const events = bus();
		createAnswerBus(events);
		expect(() => events.emit(CHANNELS.answer, data)).not.toThrow();
		expect(replies(events)).toEqual([[CHANNELS.rejected, expect.objectContaining(reply)]]);
	});

	it("a getter that throws on a waiting question: rejected as malformed, naming the field; the question still waits", () => {
		const events = bus();
		const pending = createAnswerBus(events).open([DATABASE]);
		const hostile = Object.defineProperty({ id: pending.id, from: "web" }, "answers", {
			enumerable: true,
			get() {
				throw new Error("boom");
			},
		});
		expect(() => events.emit(CHANNELS.answer, hostile)).not.toThrow();
		expect(replies(events)).toEqual([[CHANNELS.rejected, { id: pending.id, from: "web", code: "malformed", reason: expect.stringContaining("answers could not be read") }]]);
		events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: [{ selected: [2] }] });
		return expect(pending.answer).resolves.toMatchObject({ from: "web" });
	});

	it("each answer is read once: a getter that answers differently on the second read is not asked twice", () => {
		const events = bus();
		const pending = createAnswerBus(events).open([DATABASE]);
		let reads = 0;
		events.emit(CHANNELS.answer, {
			id: pending.id,
			from: "web",
			get answers() {
				reads++;
				return reads === 1 ? [{ selected: [1] }] : "changed";
			},
		});
		expect(reads).toBe(1);
		return expect(pending.answer).resolves.toMatchObject({ outcome: { answers: [{ selected: ["Postgres"] }] } });
	});

	it("a cycle and a list claiming a billion entries are refused by their shape, without walking them", () => {
		const events = bus();
		const pending = createAnswerBus(events).open([DATABASE, FEATURES]);
		const cyclic: Record<string, unknown> = { id: pending.id, from: "web" };
		cyclic.answers = [{ selected: [cyclic] }];
		const huge: unknown[] = [];
		huge.length = 1_000_000_000;
		events.emit(CHANNELS.answer, cyclic);
		events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: huge });
		events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: [{ selected: huge }] });
		expect(replies(events).map(([, data]) => (data as RejectedEvent).reason)).toEqual([
			"answers[0].selected names an object, which is not an option; use a label or a number from 1 to 2",
			'"answers" must be a list with one entry per question (at most 2)',
			"answers[0].selected must be a list of at most 2 option labels or numbers",
		]);
	});

	it("an answerer that answers again from its rejected listener is answered in turn, never recursively", () => {
		const events = bus();
		createAnswerBus(events);
		let depth = 0;
		let deepest = 0;
		let sent = 0;
		events.on(CHANNELS.rejected, () => {
			depth++;
			deepest = Math.max(deepest, depth);
			if (sent++ < 100) events.emit(CHANNELS.answer, { id: "q-nope", from: "loop" });
			depth--;
		});
		events.emit(CHANNELS.answer, { id: "q-nope", from: "loop" });
		expect(replies(events)).toHaveLength(101);
		expect(deepest).toBe(1);
	});

	it("a listener that throws on a reply cannot break pi-question's side", async () => {
		const events = bus();
		const answers = createAnswerBus(events);
		events.on(CHANNELS.rejected, () => {
			throw new Error("the answerer's own bug");
		});
		const pending = answers.open([DATABASE]);
		expect(() => events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: [] })).not.toThrow();
		events.emit(CHANNELS.answer, { id: pending.id, from: "web", answers: [{ selected: [1] }] });
		await expect(pending.answer).resolves.toMatchObject({ from: "web" });
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

	/** A local dialog that, when stopped, hands back `entered` (as both shells do), and notes the stop's reason. */
	function stoppedDialog(entered: DialogOutcome["answers"]) {
		const seen: { reason?: unknown } = {};
		const local = (signal: AbortSignal) =>
			new Promise<DialogOutcome>((resolve) =>
				signal.addEventListener("abort", () => {
					seen.reason = signal.reason;
					resolve({ kind: "interrupted", answers: entered });
				}),
			);
		return { local, seen };
	}

	/** Opens a question through askHereOrElsewhere and answers it from "phone bridge" with `answers`. */
	async function answeredFromPhone(questions: Question[], local: (signal: AbortSignal) => Promise<DialogOutcome>, answers: unknown[]) {
		const events = bus();
		const asked = askHereOrElsewhere(createAnswerBus(events), questions, local, { idleSeconds: 0 });
		const opened = events.heard.find(([channel]) => channel === CHANNELS.opened)?.[1] as { id: string };
		events.emit(CHANNELS.answer, { id: opened.id, from: "phone bridge", answers });
		return { outcome: await asked, events };
	}

	it("what the user was typing when an answer from elsewhere won is kept: the dialog is told who answered, the result quotes the text", async () => {
		const { local, seen } = stoppedDialog([{ ...emptyAnswer(), typed: "SQLite for now, Postgres in March" }, { ...emptyAnswer(), notes: "ask Ana" }]);
		const { outcome, events } = await answeredFromPhone([DATABASE, FEATURES], local, [{ selected: ["Postgres"] }, { selected: [2] }]);
		expect(seen.reason).toBeInstanceOf(AnsweredElsewhere);
		expect((seen.reason as AnsweredElsewhere).from).toBe("phone bridge");
		expect(outcome).toMatchObject({ kind: "submitted", from: "phone bridge", draft: [{ typed: "SQLite for now, Postgres in March" }, { notes: "ask Ana" }] });
		expect(replies(events).map(([channel]) => channel)).toEqual([CHANNELS.answered, CHANNELS.closed]);
		const text = formatOutcome([DATABASE, FEATURES], outcome).text.split("\n");
		expect(text).toEqual([
			SENTENCES.answeredElsewhere("phone bridge"),
			SENTENCES.allAnswered(2),
			"1. [Database] Which database?",
			"   → Postgres",
			"2. [Features] Which features?",
			"   → SQLite",
			SENTENCES.draftEntered("phone bridge"),
			"1. [Database] Which database?",
			'   → "SQLite for now, Postgres in March" (typed by the user, not one of your options)',
			"2. [Features] Which features?",
			"   → (notes only)",
			'   Note: "ask Ana"',
			SENTENCES.actOnAnswers,
			SENTENCES.draftNext,
		]);
	});

	it("a dialog with nothing entered adds no draft; neither does a dialog that never hands back", async () => {
		const nothing = stoppedDialog([emptyAnswer()]);
		expect((await answeredFromPhone([DATABASE], nothing.local, [{ selected: [1] }])).outcome).not.toHaveProperty("draft");
		vi.useFakeTimers();
		try {
			const stuck = answeredFromPhone([DATABASE], () => new Promise<DialogOutcome>(() => {}), [{ selected: [1] }]);
			await vi.advanceTimersByTimeAsync(1_000);
			expect((await stuck).outcome).toMatchObject({ kind: "submitted", from: "phone bridge" });
			expect((await stuck).outcome).not.toHaveProperty("draft");
		} finally {
			vi.useRealTimers();
		}
	});

	it("the dialog stopped by the turn's abort is not told of an answerer", async () => {
		const { local, seen } = stoppedDialog([emptyAnswer()]);
		const controller = new AbortController();
		const asked = askHereOrElsewhere(createAnswerBus(bus()), [DATABASE], local, { idleSeconds: 0, signal: controller.signal });
		controller.abort();
		expect((await asked).kind).toBe("interrupted");
		expect(seen.reason).not.toBeInstanceOf(AnsweredElsewhere);
	});
});
