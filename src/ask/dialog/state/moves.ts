/** Moving around the dialog: to another tab, to the next question after a pick, to another row. */
import { type DialogState, withOpenDraft, rowsOf } from "./model.ts";

/** Opens tab `tab` (wrapping around, the review tab included), choosing again and showing the list. */
export function goToTab(state: DialogState, tab: number): DialogState {
	const count = state.questions.length + 1;
	return { ...state, tab: ((tab % count) + count) % count, mode: "browse", showWhole: false };
}

/** After a single-select pick: the next question, or review after the last one. */
export function advance(state: DialogState): DialogState {
	return { ...state, tab: Math.min(state.tab + 1, state.questions.length), mode: "browse" };
}

/** Moves the focus `delta` rows (wrapping around) and shows the newly focused option's preview from its top. */
export function moveFocus(state: DialogState, delta: number): DialogState {
	return withOpenDraft(state, (draft, question) => {
		const count = rowsOf(question).length;
		const focus = (((draft.focus + delta) % count) + count) % count;
		return { ...draft, focus, previewTop: 0 };
	});
}
