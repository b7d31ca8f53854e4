/**
 * Choosing on a question tab (mode "browse"): moving, picking and toggling rows, the letter
 * commands (note, skip, attach, remove an image, wrap, scroll, whole text) and Esc, which never
 * throws away what was entered with one press. Typing on the Other row starts typing into it.
 */
import { moveToEnd } from "../../../text/field.ts";
import { maxPreviewTop, PREVIEW_ROWS, previewOf } from "../preview-text.ts";
import { hasEntries } from "./answers.ts";
import { startAttaching } from "./attach-path.ts";
import { editOther, typeText } from "./editing.ts";
import type { DialogEvent } from "./events.ts";
import { withChoiceMade, focusedRow, type DialogState, finish, type Row, rowsOf, withOpenDraft } from "./model.ts";
import { advance, goToTab, moveFocus } from "./moves.ts";

/** Enter on an option: pick it and move on (single-select), or toggle it (multi-select). */
function pickOption(state: DialogState, option: number): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	if (question.multiSelect) {
		return withOpenDraft(state, (draft) => {
			const selected = draft.selected.slice();
			selected[option] = !selected[option];
			return withChoiceMade({ ...draft, selected });
		});
	}
	const picked = withOpenDraft(state, (draft) =>
		withChoiceMade({ ...draft, selected: draft.selected.map((_, i) => i === option), otherChosen: false }),
	);
	return advance(picked);
}

/** No preference: the choice is handed back (nothing else chosen on the question), and the dialog moves on. */
function pickNoPreference(state: DialogState): DialogState {
	const picked = withOpenDraft(state, (draft) => ({
		...draft,
		selected: draft.selected.map(() => false),
		otherChosen: false,
		skipped: false,
		noPreference: true,
	}));
	return advance(picked);
}

/**
 * Enter (or a digit) on Other: start typing into it. Text already there is chosen again, because
 * going back into Other means that text is the answer (on single-select it replaces the pick).
 */
function startEditingOther(state: DialogState): DialogState {
	const editing: DialogState = { ...state, mode: "editOther" };
	const draft = state.drafts[state.tab];
	if (draft === undefined || draft.otherChosen || draft.other.text.trim() === "") return editing;
	return withOpenDraft(editing, (d, question) =>
		withChoiceMade({ ...d, otherChosen: true, selected: question.multiSelect ? d.selected : d.selected.map(() => false) }),
	);
}

/** Space on Other: toggle it when it has text, else start typing. */
function toggleOther(state: DialogState): DialogState {
	const question = state.questions[state.tab];
	const draft = state.drafts[state.tab];
	if (question === undefined || draft === undefined) return state;
	if (draft.other.text.trim() === "") return startEditingOther(state);
	if (question.multiSelect) {
		return withOpenDraft(state, (d) => (d.otherChosen ? { ...d, otherChosen: false } : withChoiceMade({ ...d, otherChosen: true })));
	}
	const chosen = withOpenDraft(state, (d) => withChoiceMade({ ...d, selected: d.selected.map(() => false), otherChosen: true }));
	return advance(chosen);
}

/** Acts on a row the way Enter does (`toggle` false) or the way Space does (`toggle` true). */
function activateRow(state: DialogState, row: Row, toggle: boolean): DialogState {
	switch (row.kind) {
		case "option":
			return pickOption(state, row.option);
		case "other":
			return toggle ? toggleOther(state) : startEditingOther(state);
		case "chat":
			return finish(state, { kind: "chat", questionIndex: state.tab });
		case "noPreference":
			return pickNoPreference(state);
	}
}

/**
 * Text while choosing. Pasted text is an answer, and so is a key typed with the focus on Other:
 * either goes into Other, even when it looks like a path ("/usr/local is where they go"), because
 * only the image path, opened with `a`, takes a path. A stray typed key elsewhere means nothing.
 */
function typeWhileChoosing(state: DialogState, text: string, paste: boolean): DialogState {
	if (!paste && focusedRow(state)?.kind !== "other") return state;
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	const otherRow = rowsOf(question).findIndex((row) => row.kind === "other");
	const typing = withOpenDraft({ ...state, mode: "editOther" }, (draft) =>
		draft.focus === otherRow ? draft : { ...draft, focus: otherRow, previewTop: 0 },
	);
	return typeText(editOther(typing, moveToEnd), text);
}

/**
 * `s`: skip the question and move on; its choice is cleared from the screen and the outcome but set
 * aside, so `s` again puts back every tick (nothing entered is lost to one key); its note stays.
 */
function toggleSkip(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	if (draft === undefined) return state;
	if (draft.skipped) {
		return withOpenDraft(state, ({ beforeSkip, ...d }) => {
			if (beforeSkip === undefined) return { ...d, skipped: false };
			// Other counts as chosen only while it holds text (QuestionDraft).
			const otherChosen = beforeSkip.otherChosen && d.other.text.trim() !== "";
			return { ...d, selected: beforeSkip.selected, otherChosen, noPreference: beforeSkip.noPreference, skipped: false };
		});
	}
	const skipped = withOpenDraft(state, (d) => ({
		...d,
		beforeSkip: { selected: d.selected, otherChosen: d.otherChosen, noPreference: d.noPreference },
		selected: d.selected.map(() => false),
		otherChosen: false,
		noPreference: false,
		skipped: true,
	}));
	return advance(skipped);
}

/** `x`: remove the last image attached to the question. */
function removeLastImage(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	const last = draft?.images[draft.images.length - 1];
	if (last === undefined) return state;
	const removed = withOpenDraft(state, (d) => ({ ...d, images: d.images.slice(0, -1) }));
	return { ...removed, notice: { kind: "removed", name: last.name } };
}

/**
 * A page key on the preview: move by a page (the lines on screen minus one, so the reader keeps
 * their place) from where the preview is shown, which is never past its last page.
 */
function scrollPreview(state: DialogState, pages: number, window = PREVIEW_ROWS): DialogState {
	const question = state.questions[state.tab];
	const row = focusedRow(state);
	if (question === undefined || row?.kind !== "option") return state;
	const max = maxPreviewTop(previewOf(question.options[row.option]).count, state.previewWrap, window);
	const page = Math.max(1, window - 1);
	return withOpenDraft(state, (draft) => ({
		...draft,
		previewTop: Math.min(max, Math.max(0, Math.min(draft.previewTop, max) + pages * page)),
	}));
}

/** `w`: previews wrap long lines, or cut them again. */
function toggleWrap(state: DialogState): DialogState {
	return { ...state, previewWrap: !state.previewWrap };
}

/** Events while choosing on a question tab. */
export function reduceBrowsing(state: DialogState, event: DialogEvent): DialogState {
	switch (event.type) {
		case "up":
			return moveFocus(state, -1);
		case "down":
			return moveFocus(state, 1);
		case "nextTab":
			return goToTab(state, state.tab + 1);
		case "prevTab":
			return goToTab(state, state.tab - 1);
		case "confirm":
		case "toggle": {
			const row = focusedRow(state);
			return row ? activateRow(state, row, event.type === "toggle") : state;
		}
		case "digit": {
			const question = state.questions[state.tab];
			const row = question ? rowsOf(question)[event.n - 1] : undefined;
			if (row === undefined) return state;
			const focused = withOpenDraft(state, (draft) =>
				draft.focus === event.n - 1 ? draft : { ...draft, focus: event.n - 1, previewTop: 0 },
			);
			return activateRow(focused, row, row.kind !== "other");
		}
		case "text":
			return typeWhileChoosing(state, event.text, event.paste === true);
		case "editNote":
			return { ...state, mode: "editNote" };
		case "attach":
			return startAttaching(state);
		case "skip":
			return toggleSkip(state);
		case "removeImage":
			return removeLastImage(state);
		case "scroll":
			return scrollPreview(state, event.pages, event.window);
		case "toggleWrap":
			return toggleWrap(state);
		case "toggleWhole":
			return { ...state, showWhole: !state.showWhole };
		default:
			return state;
	}
}

/**
 * Esc while choosing, so that one key never throws away what was entered: it first clears a notice
 * (an image error, say) or the full key list; with entries made, it arms the decline, and only a
 * second Esc right after declines. With nothing entered, one Esc declines. Entries reach the model
 * either way.
 */
export function cancelWhileChoosing(before: DialogState, input: DialogState): DialogState {
	if (before.declineArmed) return finish(input, { kind: "declined" });
	if (before.notice !== undefined) return input;
	if (before.showWhole) return { ...input, showWhole: false };
	if (before.showKeys) return { ...input, showKeys: false };
	if (hasEntries(input)) return { ...input, declineArmed: true };
	return finish(input, { kind: "declined" });
}
