/**
 * Properties of the reducer under random key sequences: it never throws, keeps its invariants,
 * never loses typed text, and its outcome always matches what the screen shows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Question } from "../../../src/ask/outcome.ts";
import { createDialogState, type DialogEvent, type DialogState, hasEntries, outcomeOf, reduce, rowsOf } from "../../../src/ask/dialog/state/index.ts";
import { renderDialog } from "../../../src/ask/dialog/draw/view.ts";
import { DATABASE, FEATURES, LAYOUT, WIDE } from "./fixtures.ts";
import { answersNow, image, open, stateAfter } from "./helpers.ts";

const QUESTIONS: Question[] = [DATABASE, FEATURES, LAYOUT, WIDE];

const textArb = fc.oneof(
	fc.constantFrom("a", "n", "s", "x", " ", "1", "東", "👍🏽", "🇯🇵", "e\u0301", "\x1b[31m", "\u202e", "hello world", "/tmp/a.png", "'~/My Shot.png'"),
	fc.string({ maxLength: 6 }),
);

/** Events that may remove text: the deleting keys, and a field's text replaced from an RPC input. */
const DELETIONS = new Set(["deleteBackward", "deleteForward", "deleteWordBackward", "deleteToStart", "deleteToEnd", "replaceText"]);

const eventArb: fc.Arbitrary<DialogEvent> = fc.oneof(
	{ weight: 6, arbitrary: fc.constantFrom<DialogEvent>({ type: "up" }, { type: "down" }, { type: "nextTab" }, { type: "prevTab" }, { type: "confirm" }, { type: "toggle" }) },
	{ weight: 4, arbitrary: fc.integer({ min: 0, max: 10 }).map((n): DialogEvent => ({ type: "digit", n })) },
	{ weight: 6, arbitrary: fc.tuple(textArb, fc.boolean()).map(([text, paste]): DialogEvent => ({ type: "text", text, paste })) },
	{ weight: 2, arbitrary: textArb.map((text): DialogEvent => ({ type: "replaceText", text })) },
	{ weight: 2, arbitrary: fc.integer({ min: -2, max: 6 }).map((tab): DialogEvent => ({ type: "goTo", tab })) },
	{
		weight: 4,
		arbitrary: fc.constantFrom<DialogEvent>(
			{ type: "cursorLeft" },
			{ type: "cursorRight" },
			{ type: "cursorWordLeft" },
			{ type: "cursorWordRight" },
			{ type: "cursorStart" },
			{ type: "cursorEnd" },
			{ type: "deleteBackward" },
			{ type: "deleteForward" },
			{ type: "deleteWordBackward" },
			{ type: "deleteToStart" },
			{ type: "deleteToEnd" },
			{ type: "newline" },
		),
	},
	{
		weight: 3,
		arbitrary: fc.constantFrom<DialogEvent>(
			{ type: "editNote" },
			{ type: "skip" },
			{ type: "attach" },
			{ type: "removeImage" },
			{ type: "toggleWrap" },
			{ type: "scroll", pages: 1 },
			{ type: "scroll", pages: -1 },
		),
	},
	{ weight: 1, arbitrary: fc.constantFrom<DialogEvent>({ type: "cancel" }, { type: "interrupt" }, { type: "abort" }) },
	{ weight: 1, arbitrary: fc.integer({ min: 0, max: 400_000 }).map((now): DialogEvent => ({ type: "tick", now })) },
	{ weight: 1, arbitrary: fc.integer({ min: 0, max: 400_000 }).map((now): DialogEvent => ({ type: "activity", now })) },
	{
		weight: 1,
		arbitrary: fc
			.tuple(fc.constantFrom("a.png", "b.png"), fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }))
			.map(([name, requestId]): DialogEvent => ({ type: "imageAttached", image: image(name), requestId })),
	},
	{ weight: 1, arbitrary: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }).map((requestId): DialogEvent => ({ type: "imageRejected", message: "nope", requestId })) },
);

const openState = fc
	.tuple(fc.subarray(QUESTIONS, { minLength: 1 }), fc.constantFrom(0, 60, 300), fc.boolean())
	.map(([questions, idle, images]) =>
		createDialogState(questions, { idleSeconds: idle, now: 0, images: images ? { allowed: true } : { allowed: false, reason: "model", model: "m" } }),
	);


function checkInvariants(state: DialogState): void {
	expect(state.tab).toBeGreaterThanOrEqual(0);
	expect(state.tab).toBeLessThanOrEqual(state.questions.length);
	state.questions.forEach((question, i) => {
		const draft = state.drafts[i];
		if (draft === undefined) throw new Error("missing draft");
		expect(draft.selected).toHaveLength(question.options.length);
		expect(draft.focus).toBeGreaterThanOrEqual(0);
		expect(draft.focus).toBeLessThan(rowsOf(question).length);
		expect(draft.previewTop).toBeGreaterThanOrEqual(0);
		for (const field of [draft.other, draft.note]) {
			expect(field.cursor).toBeGreaterThanOrEqual(0);
			expect(field.cursor).toBeLessThanOrEqual(field.text.length);
			expect(field.text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e]/);
		}
		if (draft.otherChosen) expect(draft.other.text.trim()).not.toBe("");
		const choices = draft.selected.filter(Boolean).length + (draft.otherChosen ? 1 : 0);
		if (!question.multiSelect) expect(choices + (draft.noPreference ? 1 : 0)).toBeLessThanOrEqual(1);
		if (draft.skipped) expect(choices).toBe(0);
		if (question.multiSelect) expect(draft.noPreference).toBe(false);
	});
}

/** Whether every character of `part` appears in `whole`, in order: text was only ever added. */
function isSubsequence(part: string, whole: string): boolean {
	let i = 0;
	for (const char of whole) if (i < part.length && part.startsWith(char, i)) i += char.length;
	return i === part.length;
}

/** Rows whose marker is filled on the screen of each question, by number. */
function visibleMarks(state: DialogState): number[][] {
	return state.questions.map((_, tab) => {
		const lines = renderDialog({ ...state, tab, mode: "browse", finished: undefined }, 200);
		const marked: number[] = [];
		for (const line of lines) {
			const match = /^(?:❯ | {2})(\[x\]|\(•\)) (\d+)\. /.exec(line);
			if (match) marked.push(Number(match[2]));
		}
		return marked;
	});
}

/** The rows the outcome says are chosen, by number. */
function reportedMarks(state: DialogState): number[][] {
	const answers = answersNow({ ...state, finished: undefined });
	return state.questions.map((question, i) => {
		const answer = answers[i];
		if (answer === undefined) return [];
		return rowsOf(question).flatMap((row, index) => {
			const chosen =
				(row.kind === "option" && answer.selected.includes(question.options[row.option]?.label ?? "")) ||
				(row.kind === "other" && answer.typed !== undefined) ||
				(row.kind === "noPreference" && answer.noPreference);
			return chosen ? [index + 1] : [];
		});
	});
}

describe("reducer properties", () => {
	it("never throws and keeps its invariants under any key sequence", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 60 }), (start, events) => {
				let state = start;
				for (const event of events) {
					state = reduce(state, event).state;
					checkInvariants(state);
				}
			}),
			{ numRuns: 300 },
		);
	});

	it("never loses typed text: without deleting keys, Other text and notes only grow", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb.filter((event) => !DELETIONS.has(event.type)), { maxLength: 60 }), (start, events) => {
				let state = start;
				for (const event of events) {
					const next = reduce(state, event).state;
					next.drafts.forEach((draft, i) => {
						const before = state.drafts[i];
						expect(isSubsequence(before?.other.text ?? "", draft.other.text)).toBe(true);
						expect(isSubsequence(before?.note.text ?? "", draft.note.text)).toBe(true);
					});
					state = next;
				}
			}),
			{ numRuns: 300 },
		);
	});

	it("the outcome carries every note, the text of a chosen Other and every image path not attached, however the dialog closed", () => {
		const closing = fc.constantFrom<DialogEvent[]>([{ type: "interrupt" }], [{ type: "abort" }], [{ type: "tick", now: 10_000_000 }], [{ type: "cancel" }, { type: "cancel" }, { type: "cancel" }, { type: "cancel" }, { type: "cancel" }]);
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 60 }), closing, (start, events, close) => {
				const before = events.reduce(stateAfter, start);
				if (before.finished) return;
				const state = close.reduce(stateAfter, before);
				const result = outcomeOf(state);
				if (result === undefined) return; // idle off: the tick closes nothing
				before.drafts.forEach((draft, i) => {
					const answer = result.answers[i];
					const note = draft.note.text.trim();
					expect(answer?.notes).toBe(note === "" ? undefined : note);
					expect(answer?.typed).toBe(draft.otherChosen ? draft.other.text.trim() : undefined);
					const path = draft.pendingImage?.path.text.trim() ?? "";
					expect(answer?.unattachedImage?.path).toBe(path === "" ? undefined : path);
				});
			}),
			{ numRuns: 300 },
		);
	});

	it("one Esc never declines a dialog with entries made", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb.filter((event) => event.type !== "cancel"), { maxLength: 40 }), (start, events) => {
				const state = events.reduce(stateAfter, start);
				if (state.finished || !hasEntries(state)) return;
				expect(reduce(state, { type: "cancel" }).state.finished).toBeUndefined();
			}),
			{ numRuns: 300 },
		);
	});

	it("reads the markers off the screen (the check below is not vacuous)", () => {
		const state = [{ type: "digit", n: 2 }, { type: "digit", n: 1 }, { type: "digit", n: 3 }, { type: "digit", n: 5 }, ...[..."Dark"].map((text) => ({ type: "text", text }))].reduce(
			(s, e) => stateAfter(s, e as DialogEvent),
			open([DATABASE, FEATURES]),
		);
		expect(visibleMarks(state)).toEqual([[2], [1, 3, 5]]);
		expect(reportedMarks(state)).toEqual([[2], [1, 3, 5]]);
	});

	it("the outcome always matches the visible selections", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 40 }), (start, events) => {
				const state = events.reduce(stateAfter, start);
				expect(visibleMarks(state)).toEqual(reportedMarks(state));
			}),
			{ numRuns: 150 },
		);
	});

	it("the outcome never changes after the dialog finished", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 40 }), fc.array(eventArb, { maxLength: 20 }), (start, events, later) => {
				const state = events.reduce(stateAfter, start);
				const result = outcomeOf(state);
				if (result === undefined) return;
				expect(outcomeOf(later.reduce(stateAfter, state))).toEqual(result);
			}),
		);
	});

	it("never ends as idle when the idle wait is off", () => {
		fc.assert(
			fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
				const state = events.reduce(stateAfter, open(QUESTIONS, 0));
				expect(state.finished?.kind).not.toBe("idle");
			}),
		);
	});
});

describe("reducer effects", () => {
	it("done comes exactly once, when the dialog finishes, with the outcome of the final state; nothing comes after it", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 60 }), (start, events) => {
				let state = start;
				let done = 0;
				for (const event of events) {
					const { state: next, effects } = reduce(state, event);
					const finishing = state.finished === undefined && next.finished !== undefined;
					const outcomes = effects.filter((effect) => effect.kind === "done");
					expect(outcomes).toEqual(finishing ? [{ kind: "done", outcome: outcomeOf(next) }] : []);
					if (state.finished !== undefined) expect(effects).toEqual([]);
					done += outcomes.length;
					state = next;
				}
				expect(done).toBe(state.finished === undefined ? 0 : 1);
			}),
			{ numRuns: 300 },
		);
	});

	it("asks for an image read exactly when it makes a new image request, with that request", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 60 }), (start, events) => {
				let state = start;
				for (const event of events) {
					const { state: next, effects } = reduce(state, event);
					const request = next.imageRequest;
					const asked = request !== undefined && request.id !== state.imageRequest?.id && next.finished === undefined;
					expect(effects.filter((effect) => effect.kind === "readImage")).toEqual(asked && request ? [{ kind: "readImage", request }] : []);
					state = next;
				}
			}),
			{ numRuns: 300 },
		);
	});

	it("opening rings the bell and changes nothing else", () => {
		fc.assert(
			fc.property(openState, fc.array(eventArb, { maxLength: 20 }), (start, events) => {
				const state = events.reduce(stateAfter, start);
				const opened = reduce(state, { type: "open" });
				expect(opened.state).toBe(state);
				expect(opened.effects).toEqual(state.finished === undefined ? [{ kind: "bell" }] : []);
			}),
		);
	});
});
