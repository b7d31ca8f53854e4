/**
 * The dialog as a value: its state, each question's draft, and the helpers every mode's module
 * reads and updates it with. Creating a dialog, the rows of a question (rows.ts decides which of
 * the dialog's own rows and in what order) and how keys are read in a state are here too.
 */
import type { AttachedImage, Question, UnattachedImage } from "../../outcome.ts";
import { listRowsOf, type ListRowKind } from "../../rows.ts";
import type { ImageSupport } from "../../settings.ts";
import { EMPTY_FIELD, type TextField } from "../../../text/field.ts";

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
	/** The choice `s` set aside when it skipped the question; `s` again puts it back. */
	readonly beforeSkip?: SetAsideChoice;
	readonly noPreference: boolean;
	readonly images: readonly AttachedImage[];
	/** An image path given on this question and not attached (yet): kept to correct, and reported. */
	readonly pendingImage?: PendingImage;
	/** Focused row (index into `rowsOf(question)`). */
	readonly focus: number;
	/** First preview line shown for the focused option. */
	readonly previewTop: number;
}

/** A question's choice as it was before a skip: the ticks, Other chosen, the choice handed back. */
export interface SetAsideChoice {
	readonly selected: readonly boolean[];
	readonly otherChosen: boolean;
	readonly noPreference: boolean;
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
 * How raw keys are read: the dialog's mode, except that while choosing with the focus on an empty
 * Other, printable keys are the start of a typed answer ("otherRow"), not commands. A user who moved
 * to Other and types "4 workers" means the text, not "pick row 4". Once Other holds text (Enter
 * said "done" with it), keys are commands again: a digit then ticks its option, and Enter on Other
 * goes back into the text.
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

/**
 * An image read the reducer asked for (the `readImage` effect) and has no result of yet: its result
 * (imageAttached/imageRejected) is matched by `id` and attaches to `question`.
 */
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
	/** The image read in flight, asked for with a `readImage` effect; cleared by its result. */
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

/** A question nothing was entered on yet: nothing chosen, empty fields, the focus on the first row. */
export function emptyDraft(question: Question): QuestionDraft {
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

/** Whether the open tab is the review tab. */
export function onReviewTab(state: DialogState): boolean {
	return state.tab >= state.questions.length;
}

/** The state with the draft of question `index` updated; unchanged when there is no such question. */
export function withDraft(state: DialogState, index: number, update: (draft: QuestionDraft) => QuestionDraft): DialogState {
	const draft = state.drafts[index];
	if (draft === undefined) return state;
	const drafts = state.drafts.slice();
	drafts[index] = update(draft);
	return { ...state, drafts };
}

/** The state with the open question's draft updated; unchanged on the review tab. */
export function withOpenDraft(state: DialogState, update: (draft: QuestionDraft, question: Question) => QuestionDraft): DialogState {
	const question = state.questions[state.tab];
	if (question === undefined) return state;
	return withDraft(state, state.tab, (draft) => update(draft, question));
}

/** The focused row of the open question; undefined on the review tab. */
export function focusedRow(state: DialogState): Row | undefined {
	const question = state.questions[state.tab];
	const draft = state.drafts[state.tab];
	if (question === undefined || draft === undefined) return undefined;
	return rowsOf(question)[draft.focus];
}

/**
 * How keys are read in `state`: see InputMode. `rows` are the open question's rows when the caller
 * has them already (a frame, ../draw/frame.ts), so a frame drawn at many layouts works them out once.
 */
export function inputModeOf(state: DialogState, rows?: readonly Row[]): InputMode {
	if (state.mode !== "browse" || onReviewTab(state)) return state.mode;
	const row = rows === undefined ? focusedRow(state) : rows[state.drafts[state.tab]?.focus ?? 0];
	if (row?.kind !== "other") return "browse";
	return (state.drafts[state.tab]?.other.text.trim() ?? "") === "" ? "otherRow" : "browse";
}

/** The dialog ended as `finished`: every later event is ignored (see reduce). */
export function finish(state: DialogState, finished: Finish): DialogState {
	return { ...state, finished };
}

/** A choice was made on the question: skip and no-preference no longer apply. */
export function withChoiceMade(draft: QuestionDraft): QuestionDraft {
	const { beforeSkip: _setAside, ...rest } = draft;
	return { ...rest, skipped: false, noPreference: false };
}
