/** Small helpers shared by the dialog tests. */
import type { AttachedImage, DialogOutcome, Question, QuestionAnswer } from "../../../src/ask/outcome.ts";
import { createDialogState, type DialogEvent, type DialogState, outcomeOf, reduce } from "../../../src/ask/dialog/state/index.ts";

/** A freshly opened dialog at time 0. */
export function open(questions: Question[], idleSeconds = 0): DialogState {
	return createDialogState(questions, { idleSeconds, now: 0 });
}

/** The state after one event, its effects set aside (see the effect tests for those). */
export function stateAfter(state: DialogState, event: DialogEvent): DialogState {
	return reduce(state, event).state;
}

/** The state after each event in turn. */
export function run(state: DialogState, ...events: DialogEvent[]): DialogState {
	return events.reduce(stateAfter, state);
}

/** Events that type `text` one character at a time. */
export function typing(text: string): DialogEvent[] {
	return [...text].map((char) => ({ type: "text", text: char }));
}

/** The outcome of a finished dialog; fails the test when the dialog is still open. */
export function outcome(state: DialogState): DialogOutcome {
	const result = outcomeOf(state);
	if (result === undefined) throw new Error("the dialog is still open");
	return result;
}

/** What the answers would be if the dialog closed now (by Ctrl+C). */
export function answersNow(state: DialogState): QuestionAnswer[] {
	return outcome(stateAfter(state, { type: "interrupt" })).answers;
}

/** An attached image as the reader returns it. */
export function image(name: string, bytes = 2048): AttachedImage {
	return { path: `/tmp/${name}`, name, bytes, mimeType: "image/png", data: "iVBORw0KGgo=" };
}
