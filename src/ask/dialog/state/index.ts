/**
 * The dialog of ask_user_question as a pure reducer: `reduce(state, event) -> { state, effects }`.
 *
 * Events are key actions already decoded (see ../keys.ts), or the same actions made from the
 * replies to pi's RPC prompts (../rpc/rpc.ts, with `goTo` and `replaceText` for what a prompt does at
 * once), clock ticks, image-read results and the abort of the turn. Nothing here reads the clock,
 * the terminal or the file system: what needs doing outside comes back as effects (read an image,
 * ring the bell, hand the outcome on) that the shell performs, so every behaviour of the dialog
 * can be tested by feeding events, and `outcomeOf` turns the final state into the DialogOutcome
 * the tool reports. Each mode has its module: browse.ts (choosing), editing.ts (typing into a
 * field), attach-path.ts (the image path and the read), review.ts (the review tab).
 *
 * Three rules run through the whole reducer:
 * - Nothing typed is ever thrown away. Other text, notes and image paths survive tab switches,
 *   leaving the editor with Esc, picking another option and closing the dialog in any way; an image
 *   path that never became an attachment is reported with the answers.
 * - No single key closes a dialog with entries made: Esc asks for a second Esc first.
 * - The outcome says what the screen shows. An option counts as chosen exactly when its marker is
 *   filled; Other counts exactly when its marker is filled, which typing into it does. Text left
 *   in Other after an option replaced it stays on screen beside the empty marker and is reported
 *   as typed, not chosen (`typedNotChosen`), on single- and multi-select alike.
 */
import { finishedOutcome } from "./answers.ts";
import { attachImage, rejectImage } from "./attach-path.ts";
import { cancelWhileChoosing, reduceBrowsing } from "./browse.ts";
import { reduceEditing } from "./editing.ts";
import type { DialogEffect, DialogEvent, Transition } from "./events.ts";
import { idleRemainingMs } from "./idle.ts";
import { type DialogState, finish, onReviewTab } from "./model.ts";
import { goToTab } from "./moves.ts";
import { reduceReview } from "./review.ts";

export { answerOf, hasEntries, outcomeOf } from "./answers.ts";
export type { DialogEffect, DialogEvent, EditEvent, Transition } from "./events.ts";
export { idleCountdownSeconds, idleRemainingMs } from "./idle.ts";
export {
	createDialogState,
	type DialogMode,
	type DialogState,
	type Finish,
	type ImageRequest,
	type InputMode,
	inputModeOf,
	type Notice,
	onReviewTab,
	type PendingImage,
	type QuestionDraft,
	type Row,
	rowsOf,
} from "./model.ts";

const NO_EFFECTS: readonly DialogEffect[] = [];
const BELL: readonly DialogEffect[] = [{ kind: "bell" }];

/**
 * The dialog's transition function: the state after `event`, and the effects the shell performs
 * for it. Pure and total: any event in any state gives a valid state (events that mean nothing in
 * the current mode leave it unchanged, the same object), and once the dialog has finished every
 * event is ignored, so the outcome cannot change after it and `done` comes exactly once.
 */
export function reduce(state: DialogState, event: DialogEvent): Transition {
	if (state.finished) return { state, effects: NO_EFFECTS };
	if (event.type === "open") return { state, effects: BELL };
	const next = transition(state, event);
	return { state: next, effects: effectsOf(state, next) };
}

/**
 * What a transition asks of the shell: a read for an image request it made (a new request id),
 * and the outcome once it finished the dialog.
 */
function effectsOf(before: DialogState, after: DialogState): readonly DialogEffect[] {
	const request = after.imageRequest;
	const read = request !== undefined && request.id !== before.imageRequest?.id;
	if (after.finished !== undefined) return [{ kind: "done", outcome: finishedOutcome(after, after.finished) }];
	return read ? [{ kind: "readImage", request }] : NO_EFFECTS;
}

/** The state after `event` in an open dialog: the clock, the image reads and the turn first, then the user's input by mode. */
function transition(state: DialogState, event: Exclude<DialogEvent, { type: "open" }>): DialogState {
	switch (event.type) {
		case "interrupt":
		case "abort":
			return finish(state, { kind: "interrupted" });
		case "activity":
			return { ...state, now: Math.max(state.now, event.now), lastInputAt: Math.max(state.now, event.now) };
		case "tick": {
			const now = Math.max(state.now, event.now);
			const ticked = { ...state, now };
			return idleRemainingMs(ticked) === 0 ? finish(ticked, { kind: "idle" }) : ticked;
		}
		case "imageAttached":
			return attachImage(state, event.image, event.requestId);
		case "imageRejected":
			return rejectImage(state, event.message, event.requestId);
	}
	// Everything below is the user's input: it restarts the idle wait, replaces the last notice and
	// disarms a pending decline (only Esc right after Esc declines).
	const input: DialogState = { ...state, lastInputAt: state.now, notice: undefined, declineArmed: false };
	if (input.mode === "browse" && event.type === "cancel") return cancelWhileChoosing(state, input);
	// After one Esc, the next other key only disarms: Enter must not submit, nor a digit pick.
	if (state.declineArmed) return input;
	if (input.mode === "browse" && event.type === "toggleKeys") return { ...input, showKeys: !state.showKeys };
	if (event.type === "goTo") return goToTab(input, Math.max(0, Math.min(Math.trunc(event.tab) || 0, input.questions.length)));
	if (input.mode !== "browse") return reduceEditing(input, event);
	if (onReviewTab(input)) return reduceReview(input, event);
	return reduceBrowsing(input, event);
}
