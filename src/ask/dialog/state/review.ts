/** The review tab: Enter submits, a digit opens its question, a paste says where it can go. */
import type { DialogEvent } from "./events.ts";
import { type DialogState, finish } from "./model.ts";
import { goToTab } from "./moves.ts";

/** Events on the review tab. */
export function reduceReview(state: DialogState, event: DialogEvent): DialogState {
	switch (event.type) {
		case "text":
			// A paste here has no field to go into; say where it can go instead of dropping it silently.
			return event.paste ? { ...state, notice: { kind: "pasteNowhere" } } : state;
		case "confirm":
			return finish(state, { kind: "submitted" });
		case "digit":
			return event.n >= 1 && event.n <= state.questions.length ? goToTab(state, event.n - 1) : state;
		case "up":
		case "prevTab":
			return goToTab(state, state.tab - 1);
		case "down":
		case "nextTab":
			return goToTab(state, state.tab + 1);
		default:
			return state;
	}
}
