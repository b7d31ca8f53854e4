/**
 * What goes into the reducer and what comes out besides the state: the events (keys already
 * decoded by keys.ts, the same actions made from pi's RPC replies, the clock, image-read results,
 * the turn's abort) and the effects a shell performs (read a file, ring the bell, hand the
 * outcome on). The reducer performs none of them, so it stays pure and every rule is testable.
 */
import type { AttachedImage, DialogOutcome } from "../../outcome.ts";
import type { DialogState, ImageRequest } from "./model.ts";

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
	/** The dialog is on screen: ask for the user's attention (the `bell` effect). */
	| { type: "open" }
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

/**
 * Something a shell does for the reducer, in the order given: the reducer decides, the shell acts.
 * `readImage`: read the file at `request.path` and send the result back as imageAttached or
 * imageRejected with `request.id` (the terminal shell; RPC prompts attach no images). `bell`: draw
 * the user's eye to the dialog that just opened (the terminal's BEL). `done`: the dialog has
 * finished, hand `outcome` on; it comes exactly once, and nothing after it changes the outcome.
 */
export type DialogEffect =
	| { readonly kind: "readImage"; readonly request: ImageRequest }
	| { readonly kind: "bell" }
	| { readonly kind: "done"; readonly outcome: DialogOutcome };

/** What one event does: the next state, and the effects the shell performs for it (often none). */
export interface Transition {
	readonly state: DialogState;
	readonly effects: readonly DialogEffect[];
}
