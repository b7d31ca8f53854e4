/**
 * Typing into a field (modes "editOther", "editNote" and "attachPath"): text in, the cursor and
 * deletion keys, and the ways out (Enter, Esc, the arrows, Tab). Typed and pasted text is cleaned
 * and capped at MAX_FIELD_CHARS here, whichever shell it came from, and typing into Other chooses it.
 */
import { MAX_FIELD_CHARS } from "../../limits.ts";
import {
	deleteBackward,
	deleteForward,
	deleteToEnd,
	deleteToStart,
	deleteWordBackward,
	EMPTY_FIELD,
	insertText,
	moveLeft,
	moveRight,
	moveToEnd,
	moveToStart,
	moveWordLeft,
	moveWordRight,
	type TextField,
} from "../../../text/field.ts";
import { stripTerminalControls } from "../../../text/sanitize.ts";
import { leaveImagePath, requestImage } from "./attach-path.ts";
import type { DialogEvent, EditEvent } from "./events.ts";
import { withChoiceMade, type DialogMode, type DialogState, withOpenDraft } from "./model.ts";
import { advance, goToTab, moveFocus } from "./moves.ts";

/** Events while typing into a field (Other, a note or an image path). */
export function reduceEditing(state: DialogState, event: DialogEvent): DialogState {
	switch (event.type) {
		case "text":
			return typeText(state, event.text);
		case "digit":
			return insertIntoField(state, String(event.n));
		case "replaceText":
			return typeText(editField(state, () => EMPTY_FIELD), event.text);
		case "toggle":
			return insertIntoField(state, " ");
		case "newline":
			return insertIntoField(state, state.mode === "editNote" ? "\n" : " ");
		case "confirm": {
			if (state.mode === "attachPath") return requestImage(state);
			const draft = state.drafts[state.tab];
			const question = state.questions[state.tab];
			const browsing: DialogState = { ...state, mode: "browse" };
			if (state.mode === "editOther" && question && !question.multiSelect && draft?.otherChosen) return advance(browsing);
			return browsing;
		}
		case "cancel":
			return state.mode === "attachPath" ? leaveImagePath(state, true) : { ...state, mode: "browse" };
		case "up":
			return moveFocus({ ...state, mode: "browse" }, -1);
		case "down":
			return moveFocus({ ...state, mode: "browse" }, 1);
		case "nextTab":
			return goToTab(state, state.tab + 1);
		case "prevTab":
			return goToTab(state, state.tab - 1);
		default:
			return isEditEvent(event) ? editField(state, EDITS[event.type]) : state;
	}
}

/**
 * Applies an edit to the Other text and keeps the rule that typing into Other chooses it: non-blank
 * text is chosen (and, on single-select, replaces the picked option); blank text is not.
 */
export function editOther(state: DialogState, edit: (field: TextField) => TextField): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	return withOpenDraft(state, (draft) => {
		const other = edit(draft.other);
		if (other.text === draft.other.text) return { ...draft, other };
		const chosen = other.text.trim() !== "";
		if (!chosen) return { ...draft, other, otherChosen: false };
		const selected = question.multiSelect ? draft.selected : draft.selected.map(() => false);
		return withChoiceMade({ ...draft, other, selected, otherChosen: true });
	});
}

/** Applies an edit to whichever field the mode is typing into. */
function editField(state: DialogState, edit: (field: TextField) => TextField): DialogState {
	switch (state.mode) {
		case "editOther":
			return editOther(state, edit);
		case "editNote":
			return withOpenDraft(state, (draft) => ({ ...draft, note: edit(draft.note) }));
		case "attachPath":
			return withOpenDraft(state, (draft) => ({ ...draft, pendingImage: { path: edit(draft.pendingImage?.path ?? EMPTY_FIELD), status: "typing" } }));
		case "browse":
			return state;
	}
}

/** The text of the field the mode is typing into. */
function fieldText(state: DialogState): string {
	const draft = state.drafts[state.tab];
	if (state.mode === "editOther") return draft?.other.text ?? "";
	if (state.mode === "editNote") return draft?.note.text ?? "";
	return draft?.pendingImage?.path.text ?? "";
}

/**
 * Inserts typed or pasted text into the field being edited, cut where the field would pass
 * MAX_FIELD_CHARS (and said so): what fits is kept, and editing stays fast. Into an earlier image
 * path shown to correct (`replace`), text replaces it.
 */
function insertIntoField(state: DialogState, text: string): DialogState {
	if (state.mode === "attachPath" && state.drafts[state.tab]?.pendingImage?.replace === true && text !== "") {
		return insertIntoField(editField(state, () => EMPTY_FIELD), text);
	}
	const room = Math.max(0, MAX_FIELD_CHARS - fieldText(state).length);
	if (text.length <= room) return editField(state, (field) => insertText(field, text));
	const fitting = text.slice(0, room).replace(/[\uD800-\uDBFF]$/, "");
	return { ...editField(state, (field) => insertText(field, fitting)), notice: { kind: "fieldFull" } };
}

/** Typed, pasted or replied text into the field being edited: cleaned, inserted, and said when it was cut. */
export function typeText(state: DialogState, text: string): DialogState {
	const typed = insertIntoField(state, cleanInput(text, state.mode));
	return text.length > MAX_FIELD_CHARS && typed.notice === undefined ? { ...typed, notice: { kind: "fieldFull" } } : typed;
}

/**
 * Text as it may enter a field: terminal controls removed, tabs as spaces. Notes keep line breaks
 * (a pasted log stays readable); Other is an answer and an image path a path, so theirs become spaces.
 */
function cleanInput(text: string, mode: DialogMode): string {
	// Cut before cleaning: a field never holds more than MAX_FIELD_CHARS, so a 10 MB paste or RPC
	// reply costs what 100,000 characters cost. typeText says "fieldFull" for the rest.
	const head = text.length > MAX_FIELD_CHARS ? text.slice(0, MAX_FIELD_CHARS) : text;
	const clean = stripTerminalControls(head).replace(/\t/g, "    ");
	return mode === "editNote" ? clean : clean.replace(/\n+/g, " ");
}

/** What each edit key does to a field. */
const EDITS: Record<EditEvent["type"], (field: TextField) => TextField> = {
	cursorLeft: moveLeft,
	cursorRight: moveRight,
	cursorWordLeft: moveWordLeft,
	cursorWordRight: moveWordRight,
	cursorStart: moveToStart,
	cursorEnd: moveToEnd,
	deleteBackward,
	deleteForward,
	deleteWordBackward,
	deleteToStart,
	deleteToEnd,
};

/** Whether an event is one of the edit keys of EDITS. */
function isEditEvent(event: DialogEvent): event is EditEvent {
	return Object.hasOwn(EDITS, event.type);
}
