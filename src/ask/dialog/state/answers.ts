/**
 * What the user entered, read off the state: whether anything was entered, each question's answer
 * as the outcome reports it, and the outcome of a finished dialog. The same functions serve the
 * view, the RPC prompts and the tool, so every one of them says what the screen shows.
 */
import type { DialogOutcome, Question, QuestionAnswer, UnattachedImage } from "../../outcome.ts";
import { type DialogState, emptyDraft, type Finish, type QuestionDraft } from "./model.ts";

/**
 * Whether the user has entered anything the outcome would report: a choice, text in Other (chosen
 * or not), a note, a skip, a handed-back choice, an image or an image path.
 */
export function hasEntries(state: DialogState): boolean {
	return state.drafts.some(
		(draft) =>
			draft.selected.some(Boolean) ||
			draft.other.text.trim() !== "" ||
			draft.note.text.trim() !== "" ||
			draft.skipped ||
			draft.noPreference ||
			draft.images.length > 0 ||
			(draft.pendingImage?.path.text.trim() ?? "") !== "",
	);
}

/** The image path of a question that is not attached, as the outcome reports it; a read still running counts as one. */
function unattachedOf(draft: QuestionDraft): UnattachedImage | undefined {
	const pending = draft.pendingImage;
	const path = pending?.path.text.trim() ?? "";
	if (pending === undefined || path === "") return undefined;
	return pending.reason === undefined ? { path, why: pending.status } : { path, why: pending.status, reason: pending.reason };
}

/** What the user has entered on one question, in the shape the outcome reports. */
export function answerOf(question: Question, draft: QuestionDraft): QuestionAnswer {
	const other = draft.other.text.trim();
	const notes = draft.note.text.trim();
	const unattached = unattachedOf(draft);
	return {
		selected: question.options.filter((_, i) => draft.selected[i]).map((option) => option.label),
		...(other !== "" ? (draft.otherChosen ? { typed: other } : { typedNotChosen: other }) : {}),
		...(notes !== "" ? { notes } : {}),
		skipped: draft.skipped,
		noPreference: draft.noPreference,
		images: draft.images.slice(),
		...(unattached !== undefined ? { unattachedImage: unattached } : {}),
	};
}

/**
 * The outcome of a finished dialog, or undefined while it is open. A function of the final state
 * only: every way of closing carries the same answers, including text still being typed and image
 * paths not attached.
 */
export function outcomeOf(state: DialogState): DialogOutcome | undefined {
	return state.finished === undefined ? undefined : finishedOutcome(state, state.finished);
}

/** The outcome of `state` ended as `finished`: the answers of every question, and how it ended. */
export function finishedOutcome(state: DialogState, finished: Finish): DialogOutcome {
	const answers = state.questions.map((question, i) => answerOf(question, state.drafts[i] ?? emptyDraft(question)));
	switch (finished.kind) {
		case "idle":
			return { kind: "idle", answers, idleSeconds: state.idleSeconds };
		case "chat":
			return { kind: "chat", answers, questionIndex: finished.questionIndex };
		default:
			return { kind: finished.kind, answers };
	}
}
