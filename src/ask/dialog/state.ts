/**
 * The dialog of ask_user_question as a pure reducer: `reduce(state, event) -> state`.
 *
 * Events are key actions already decoded (see keys.ts), or the same actions made from the replies
 * to pi's RPC prompts (rpc.ts, with `goTo` and `replaceText` for what a prompt does at once), clock
 * ticks, image-read results and the abort of the turn. Nothing here reads the clock, the terminal or the file system, so every
 * behaviour of the dialog can be tested by feeding events, and `outcomeOf` turns the final state
 * into the DialogOutcome the tool reports.
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
import { IDLE_COUNTDOWN_SECONDS, MAX_FIELD_CHARS } from "../limits.ts";
import type { AttachedImage, DialogOutcome, Question, QuestionAnswer, UnattachedImage } from "../outcome.ts";
import { listRowsOf, type ListRowKind } from "../rows.ts";
import type { ImageSupport } from "../settings.ts";
import {
	deleteBackward,
	deleteForward,
	deleteToEnd,
	deleteToStart,
	deleteWordBackward,
	EMPTY_FIELD,
	fieldOf,
	insertText,
	moveLeft,
	moveRight,
	moveToEnd,
	moveToStart,
	moveWordLeft,
	moveWordRight,
	type TextField,
} from "../../text/field.ts";
import { stripTerminalControls } from "../../text/sanitize.ts";
import { maxPreviewTop, PREVIEW_ROWS, previewOf } from "./preview.ts";

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** What a row of a question is: one of the model's options or one of the dialog's own rows. */
export type Row = { readonly kind: "option"; readonly option: number } | { readonly kind: ListRowKind };

/** Everything the user did on one question so far. */
export interface QuestionDraft {
	/** One flag per option, in option order. */
	readonly selected: readonly boolean[];
	/** The text of the "Other" row; kept even while Other is not chosen. */
	readonly other: TextField;
	/** Other is chosen; only ever true while `other` holds non-blank text. */
	readonly otherChosen: boolean;
	readonly note: TextField;
	readonly skipped: boolean;
	readonly noPreference: boolean;
	readonly images: readonly AttachedImage[];
	/** An image path given on this question and not attached (yet): kept to correct, and reported. */
	readonly pendingImage?: PendingImage;
	/** Focused row (index into `rowsOf(question)`). */
	readonly focus: number;
	/** First preview line shown for the focused option. */
	readonly previewTop: number;
}

/** An image path and what became of it: still typed, being read, given up with Esc, or refused by the reader. */
export interface PendingImage {
	readonly path: TextField;
	readonly status: UnattachedImage["why"] | "reading";
	/** Why the reader refused the file. */
	readonly reason?: string;
	/**
	 * The path is an earlier one (refused, or given up with Esc) shown again to correct: an edit key
	 * changes it, but typed or pasted text replaces it, so a new path is never appended to the old one.
	 */
	readonly replace?: boolean;
}

/** What keys are doing right now: choosing, or typing into one of the text fields. */
export type DialogMode = "browse" | "editOther" | "editNote" | "attachPath";

/**
 * How raw keys are read: the dialog's mode, except that while choosing with the focus on Other,
 * printable keys are the start of a typed answer ("otherRow"), not commands. A user who moved to
 * Other and types "4 workers" means the text, not "pick row 4".
 */
export type InputMode = DialogMode | "otherRow";

/**
 * A one-line message about the last action. A kind, not text: the view words it (in the user's
 * language, with their key names).
 */
export type Notice =
	| { readonly kind: "attached"; readonly name: string }
	| { readonly kind: "removed"; readonly name: string }
	| { readonly kind: "refused"; readonly message: string }
	/** `a` with a model or settings that take no images. */
	| { readonly kind: "noImages"; readonly support: Exclude<ImageSupport, { allowed: true }> }
	/** A paste on the review tab, where there is no field to put it in. */
	| { readonly kind: "pasteNowhere" }
	/** Text cut at MAX_FIELD_CHARS. */
	| { readonly kind: "fieldFull" };

/** An image path the component should read; the result comes back as imageAttached/imageRejected. */
export interface ImageRequest {
	readonly id: number;
	readonly path: string;
	readonly question: number;
}

/** How the dialog ended; outcomeOf adds the answers. */
export type Finish =
	| { readonly kind: "submitted" }
	| { readonly kind: "idle" }
	| { readonly kind: "declined" }
	| { readonly kind: "interrupted" }
	| { readonly kind: "chat"; readonly questionIndex: number };

/** The whole dialog as a value: what the reducer takes and returns, and all the view draws from. */
export interface DialogState {
	readonly questions: readonly Question[];
	readonly drafts: readonly QuestionDraft[];
	/** Open tab: a question index, or `questions.length` for the review tab. */
	readonly tab: number;
	readonly mode: DialogMode;
	/** Whether attached images would reach the model; `a` says why not when they would not. */
	readonly images: ImageSupport;
	/** Esc was pressed once with entries made: the next Esc declines; any other key only disarms it (and does nothing else). */
	readonly declineArmed: boolean;
	/** Previews wrap long lines instead of cutting them. */
	readonly previewWrap: boolean;
	/** The hint line lists every key that applies, whatever room it takes (`?`). */
	readonly showKeys: boolean;
	/** The open question and its focused row are shown whole, in place of the list (`v`): texts the fold cut, read in full. */
	readonly showWhole: boolean;
	readonly notice?: Notice;
	/** A read the component has to perform; cleared by its result. */
	readonly imageRequest?: ImageRequest;
	readonly nextRequestId: number;
	/** Seconds without input before the dialog submits on its own; 0 turns it off. */
	readonly idleSeconds: number;
	/** Time of the last tick or input, in milliseconds. */
	readonly now: number;
	/** Time of the last input, in milliseconds: the idle wait counts from here. */
	readonly lastInputAt: number;
	readonly finished?: Finish;
}

/**
 * The rows of a question: its options, then the dialog's own rows the terminal lists, in the order
 * of rows.ts (Other, Chat about this and, single-select, No preference).
 */
export function rowsOf(question: Question): Row[] {
	const options = question.options.map((_, option): Row => ({ kind: "option", option }));
	return [...options, ...listRowsOf(question.multiSelect).map((kind): Row => ({ kind }))];
}

function emptyDraft(question: Question): QuestionDraft {
	return {
		selected: question.options.map(() => false),
		other: EMPTY_FIELD,
		otherChosen: false,
		note: EMPTY_FIELD,
		skipped: false,
		noPreference: false,
		images: [],
		focus: 0,
		previewTop: 0,
	};
}

/** The state of a freshly opened dialog at time `now` (milliseconds). */
export function createDialogState(
	questions: readonly Question[],
	options: { idleSeconds: number; now: number; images?: ImageSupport },
): DialogState {
	return {
		questions,
		drafts: questions.map(emptyDraft),
		tab: 0,
		mode: "browse",
		images: options.images ?? { allowed: true },
		declineArmed: false,
		previewWrap: false,
		showKeys: false,
		showWhole: false,
		nextRequestId: 1,
		idleSeconds: Math.max(0, options.idleSeconds),
		now: options.now,
		lastInputAt: options.now,
	};
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** Edits of the field being typed into. */
export type EditEvent =
	| { type: "cursorLeft" }
	| { type: "cursorRight" }
	| { type: "cursorWordLeft" }
	| { type: "cursorWordRight" }
	| { type: "cursorStart" }
	| { type: "cursorEnd" }
	| { type: "deleteBackward" }
	| { type: "deleteForward" }
	| { type: "deleteWordBackward" }
	| { type: "deleteToStart" }
	| { type: "deleteToEnd" };

/** Everything that can happen to the dialog. Key events are decoded from raw input by keys.ts. */
export type DialogEvent =
	| { type: "up" }
	| { type: "down" }
	| { type: "nextTab" }
	| { type: "prevTab" }
	/** Enter: pick (single-select), toggle (multi-select), start typing Other, submit on review. */
	| { type: "confirm" }
	/** Space while choosing: toggle (multi-select) or pick (single-select). */
	| { type: "toggle" }
	/** A digit while choosing: focus row `n` (1-based) and pick or toggle it. */
	| { type: "digit"; n: number }
	/** Typed or pasted text. */
	| { type: "text"; text: string; paste?: boolean }
	/**
	 * The whole text of the field being edited, written elsewhere (pi's RPC input prompt has no
	 * cursor to edit with): it replaces the field's text, cleaned and capped as typed text is.
	 */
	| { type: "replaceText"; text: string }
	/** Open tab `tab` directly (a question's index, or the number of questions for the review). */
	| { type: "goTo"; tab: number }
	| EditEvent
	/** Shift+Enter while typing: a line break in a note, a space elsewhere. */
	| { type: "newline" }
	| { type: "editNote" }
	| { type: "skip" }
	| { type: "attach" }
	| { type: "removeImage" }
	/**
	 * A page key: scroll the preview by `pages` pages of `window` lines, the preview lines on screen
	 * (the component adds them from the last frame; PREVIEW_ROWS when it has none).
	 */
	| { type: "scroll"; pages: number; window?: number }
	| { type: "toggleWrap" }
	/** `?`: show every key in the hint line, or only the essentials again. */
	| { type: "toggleKeys" }
	/** `v`: show the question and the focused row whole, or the list again. */
	| { type: "toggleWhole" }
	/**
	 * Esc: stop typing (text kept); while choosing, clear a notice or the key list first, and
	 * decline only when nothing was entered or right after another Esc.
	 */
	| { type: "cancel" }
	/** Ctrl+C. */
	| { type: "interrupt" }
	/** The turn was aborted. */
	| { type: "abort" }
	/** A key arrived at `now`: the clock moves and the idle wait starts over. */
	| { type: "activity"; now: number }
	/** Time passed; ends the dialog as idle once the idle wait is over. */
	| { type: "tick"; now: number }
	| { type: "imageAttached"; image: AttachedImage; requestId?: number }
	| { type: "imageRejected"; message: string; requestId?: number };

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Whether the open tab is the review tab. */
export function onReviewTab(state: DialogState): boolean {
	return state.tab >= state.questions.length;
}

function withDraft(state: DialogState, index: number, update: (draft: QuestionDraft) => QuestionDraft): DialogState {
	const draft = state.drafts[index];
	if (draft === undefined) return state;
	const drafts = state.drafts.slice();
	drafts[index] = update(draft);
	return { ...state, drafts };
}

function withCurrent(state: DialogState, update: (draft: QuestionDraft, question: Question) => QuestionDraft): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	return withDraft(state, state.tab, (draft) => update(draft, question));
}

function currentRow(state: DialogState): Row | undefined {
	const question = state.questions[state.tab];
	const draft = state.drafts[state.tab];
	if (question === undefined || draft === undefined) return undefined;
	return rowsOf(question)[draft.focus];
}

/** How keys are read in `state`: see InputMode. */
export function inputModeOf(state: DialogState): InputMode {
	if (state.mode !== "browse" || onReviewTab(state)) return state.mode;
	return currentRow(state)?.kind === "other" ? "otherRow" : "browse";
}

function finish(state: DialogState, finished: Finish): DialogState {
	return { ...state, finished };
}

function goToTab(state: DialogState, tab: number): DialogState {
	const count = state.questions.length + 1;
	return { ...state, tab: ((tab % count) + count) % count, mode: "browse", showWhole: false };
}

/** After a single-select pick: the next question, or review after the last one. */
function advance(state: DialogState): DialogState {
	return { ...state, tab: Math.min(state.tab + 1, state.questions.length), mode: "browse" };
}

function moveFocus(state: DialogState, delta: number): DialogState {
	return withCurrent(state, (draft, question) => {
		const count = rowsOf(question).length;
		const focus = (((draft.focus + delta) % count) + count) % count;
		return { ...draft, focus, previewTop: 0 };
	});
}

/** A choice was made on the question: skip and no-preference no longer apply. */
function clearFlags(draft: QuestionDraft): QuestionDraft {
	return { ...draft, skipped: false, noPreference: false };
}

function pickOption(state: DialogState, option: number): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	if (question.multiSelect) {
		return withCurrent(state, (draft) => {
			const selected = draft.selected.slice();
			selected[option] = !selected[option];
			return clearFlags({ ...draft, selected });
		});
	}
	const picked = withCurrent(state, (draft) =>
		clearFlags({ ...draft, selected: draft.selected.map((_, i) => i === option), otherChosen: false }),
	);
	return advance(picked);
}

function pickNoPreference(state: DialogState): DialogState {
	const picked = withCurrent(state, (draft) => ({
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
	return withCurrent(editing, (d, question) =>
		clearFlags({ ...d, otherChosen: true, selected: question.multiSelect ? d.selected : d.selected.map(() => false) }),
	);
}

/** Space on Other: toggle it when it has text, else start typing. */
function toggleOther(state: DialogState): DialogState {
	const question = state.questions[state.tab];
	const draft = state.drafts[state.tab];
	if (question === undefined || draft === undefined) return state;
	if (draft.other.text.trim() === "") return startEditingOther(state);
	if (question.multiSelect) {
		return withCurrent(state, (d) => (d.otherChosen ? { ...d, otherChosen: false } : clearFlags({ ...d, otherChosen: true })));
	}
	const chosen = withCurrent(state, (d) => clearFlags({ ...d, selected: d.selected.map(() => false), otherChosen: true }));
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
 * Applies an edit to the Other text and keeps the rule that typing into Other chooses it: non-blank
 * text is chosen (and, on single-select, replaces the picked option); blank text is not.
 */
function editOther(state: DialogState, edit: (field: TextField) => TextField): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	return withCurrent(state, (draft) => {
		const other = edit(draft.other);
		if (other.text === draft.other.text) return { ...draft, other };
		const chosen = other.text.trim() !== "";
		if (!chosen) return { ...draft, other, otherChosen: false };
		const selected = question.multiSelect ? draft.selected : draft.selected.map(() => false);
		return clearFlags({ ...draft, other, selected, otherChosen: true });
	});
}

/** Applies an edit to whichever field the mode is typing into. */
function editField(state: DialogState, edit: (field: TextField) => TextField): DialogState {
	switch (state.mode) {
		case "editOther":
			return editOther(state, edit);
		case "editNote":
			return withCurrent(state, (draft) => ({ ...draft, note: edit(draft.note) }));
		case "attachPath":
			return withCurrent(state, (draft) => ({ ...draft, pendingImage: { path: edit(draft.pendingImage?.path ?? EMPTY_FIELD), status: "typing" } }));
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
function typeText(state: DialogState, text: string): DialogState {
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

function isEditEvent(event: DialogEvent): event is EditEvent {
	return Object.hasOwn(EDITS, event.type);
}

/** Enter on the image path: read the file, keeping the path (to correct it, or to report it if the dialog closes). */
function requestImage(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	const path = draft?.pendingImage?.path.text.trim() ?? "";
	const browsing: DialogState = { ...state, mode: "browse" };
	if (path === "") return withCurrent(browsing, (d) => ({ ...d, pendingImage: undefined }));
	const reading = withCurrent(browsing, (d) => ({ ...d, pendingImage: { path: fieldOf(path), status: "reading" } }));
	return {
		...reading,
		imageRequest: { id: state.nextRequestId, path, question: state.tab },
		nextRequestId: state.nextRequestId + 1,
	};
}

/** `a`: open the image path, with the earlier path of this question to correct; or say why images cannot go. */
function startAttaching(state: DialogState): DialogState {
	if (!state.images.allowed) return { ...state, notice: { kind: "noImages", support: state.images } };
	if (state.imageRequest?.question === state.tab) return state;
	return withCurrent({ ...state, mode: "attachPath" }, (draft) => {
		const earlier = draft.pendingImage;
		const replace = earlier !== undefined && earlier.path.text !== "" && (earlier.status === "refused" || earlier.status === "cancelled");
		return { ...draft, pendingImage: { path: earlier?.path ?? EMPTY_FIELD, status: "typing", ...(replace ? { replace } : {}) } };
	});
}

/** Leaving the image path without Enter: with Esc it was given up, otherwise it stays typed, unconfirmed. */
function leaveImagePath(state: DialogState, cancelled: boolean): DialogState {
	const browsing: DialogState = { ...state, mode: "browse" };
	return withCurrent(browsing, (draft) => {
		const path = draft.pendingImage?.path;
		if (path === undefined || path.text.trim() === "") return { ...draft, pendingImage: undefined };
		return { ...draft, pendingImage: { path, status: cancelled ? "cancelled" : "typing" } };
	});
}

/**
 * A page key on the preview: move by a page (the lines on screen minus one, so the reader keeps
 * their place) from where the preview is shown, which is never past its last page.
 */
function scrollPreview(state: DialogState, pages: number, window = PREVIEW_ROWS): DialogState {
	const question = state.questions[state.tab];
	const row = currentRow(state);
	if (question === undefined || row?.kind !== "option") return state;
	const max = maxPreviewTop(previewOf(question.options[row.option]).count, state.previewWrap, window);
	const page = Math.max(1, window - 1);
	return withCurrent(state, (draft) => ({
		...draft,
		previewTop: Math.min(max, Math.max(0, Math.min(draft.previewTop, max) + pages * page)),
	}));
}

function toggleWrap(state: DialogState): DialogState {
	return { ...state, previewWrap: !state.previewWrap };
}

// ---------------------------------------------------------------------------------------------
// Reducer
// ---------------------------------------------------------------------------------------------

/** Events while typing into a field (Other, a note or an image path). */
function reduceEditing(state: DialogState, event: DialogEvent): DialogState {
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

/** Events on the review tab. */
function reduceReview(state: DialogState, event: DialogEvent): DialogState {
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

/**
 * Text while choosing. Pasted text is an answer, and so is a key typed with the focus on Other:
 * either goes into Other, even when it looks like a path ("/usr/local is where they go"), because
 * only the image path, opened with `a`, takes a path. A stray typed key elsewhere means nothing.
 */
function typeWhileChoosing(state: DialogState, text: string, paste: boolean): DialogState {
	if (!paste && currentRow(state)?.kind !== "other") return state;
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	const otherRow = rowsOf(question).findIndex((row) => row.kind === "other");
	const typing = withCurrent({ ...state, mode: "editOther" }, (draft) =>
		draft.focus === otherRow ? draft : { ...draft, focus: otherRow, previewTop: 0 },
	);
	return typeText(editOther(typing, moveToEnd), text);
}

/** `s`: skip the question (its choice cleared, its note kept) and move on; again to undo. */
function toggleSkip(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	if (draft === undefined) return state;
	if (draft.skipped) return withCurrent(state, (d) => ({ ...d, skipped: false }));
	const skipped = withCurrent(state, (d) => ({ ...d, selected: d.selected.map(() => false), otherChosen: false, noPreference: false, skipped: true }));
	return advance(skipped);
}

/** `x`: remove the last image attached to the question. */
function removeLastImage(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	const last = draft?.images[draft.images.length - 1];
	if (last === undefined) return state;
	const removed = withCurrent(state, (d) => ({ ...d, images: d.images.slice(0, -1) }));
	return { ...removed, notice: { kind: "removed", name: last.name } };
}

/** Events while choosing on a question tab. */
function reduceBrowsing(state: DialogState, event: DialogEvent): DialogState {
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
			const row = currentRow(state);
			return row ? activateRow(state, row, event.type === "toggle") : state;
		}
		case "digit": {
			const question = state.questions[state.tab];
			const row = question ? rowsOf(question)[event.n - 1] : undefined;
			if (row === undefined) return state;
			const focused = withCurrent(state, (draft) =>
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

function attachImage(state: DialogState, image: AttachedImage, requestId: number | undefined): DialogState {
	const request = state.imageRequest;
	if (requestId !== undefined && request?.id !== requestId) return state;
	const question = request?.question ?? state.tab;
	if (state.questions[question] === undefined) return { ...state, imageRequest: undefined };
	const attached = withDraft(state, question, (draft) => ({
		...draft,
		images: [...draft.images.filter((existing) => existing.path !== image.path), image],
		pendingImage: undefined,
	}));
	return { ...attached, imageRequest: undefined, notice: { kind: "attached", name: image.name } };
}

/** The reader refused the file: the path stays on its question, to correct or to report, with the reason. */
function rejectImage(state: DialogState, message: string, requestId: number | undefined): DialogState {
	const request = state.imageRequest;
	if (requestId !== undefined && request?.id !== requestId) return state;
	const refused =
		request === undefined
			? state
			: withDraft(state, request.question, (draft) => ({ ...draft, pendingImage: { path: fieldOf(request.path), status: "refused", reason: message } }));
	return { ...refused, imageRequest: undefined, notice: { kind: "refused", message } };
}

/**
 * Esc while choosing, so that one key never throws away what was entered: it first clears a notice
 * (an image error, say) or the full key list; with entries made, it arms the decline, and only a
 * second Esc right after declines. With nothing entered, one Esc declines. Entries reach the model
 * either way.
 */
function cancelWhileChoosing(before: DialogState, input: DialogState): DialogState {
	if (before.declineArmed) return finish(input, { kind: "declined" });
	if (before.notice !== undefined) return input;
	if (before.showWhole) return { ...input, showWhole: false };
	if (before.showKeys) return { ...input, showKeys: false };
	if (hasEntries(input)) return { ...input, declineArmed: true };
	return finish(input, { kind: "declined" });
}

/**
 * The dialog's transition function: the state after `event`. Pure and total: any event in any
 * state gives a valid state (events that mean nothing in the current mode leave it unchanged), and
 * once the dialog has finished every event is ignored, so the outcome cannot change after it.
 */
export function reduce(state: DialogState, event: DialogEvent): DialogState {
	if (state.finished) return state;
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

// ---------------------------------------------------------------------------------------------
// Derived values
// ---------------------------------------------------------------------------------------------

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

/** Milliseconds until the dialog submits on its own; undefined when the idle wait is off. */
export function idleRemainingMs(state: DialogState): number | undefined {
	if (state.idleSeconds <= 0) return undefined;
	return Math.max(0, state.lastInputAt + state.idleSeconds * 1000 - state.now);
}

/** Whole seconds left when the idle countdown should be on screen (its last IDLE_COUNTDOWN_SECONDS). */
export function idleCountdownSeconds(state: DialogState): number | undefined {
	const remaining = idleRemainingMs(state);
	if (remaining === undefined || remaining > IDLE_COUNTDOWN_SECONDS * 1000) return undefined;
	return Math.ceil(remaining / 1000);
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
	const finished = state.finished;
	if (finished === undefined) return undefined;
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
