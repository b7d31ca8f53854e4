/**
 * The shape of one language's table: every word the user reads around the model's text, in the
 * terminal dialog, in the RPC dialog and in the transcript. Each language is one object of this
 * type (en.ts, zh-hans.ts, zh-hant.ts), so a missing or extra key fails to compile and
 * test/ask/locales.test.ts checks the tables key by key and argument by argument as well.
 *
 * What the model reads is never here: the snippet, guidelines, description and schema (prompt.ts,
 * schema.ts), rejections (validate.ts) and results (result/format.ts) stay English in every language, so
 * the prompt cache and the result contract do not depend on the user's locale. Key names
 * ("enter", "escape", "ctrl+c") are not here either: they come from pi's key-hint helper and the
 * letters from dialog/letters.ts, and every language shows them as pi prints them.
 */
import type { Language } from "../../host/locale.ts";
import type { AnswerTally } from "../outcome.ts";
import type { DetailedRowKind, RowKind } from "../rows.ts";

/** Why an image path did not become an attachment (see UnattachedImage). */
export type NotAttachedWhy = "typing" | "cancelled" | "refused" | "reading";

/**
 * The label of each of the dialog's own rows (../rows.ts) as the user reads it. A word for every
 * RowKind: a row added to rows.ts without its word here fails to compile.
 */
export type RowLabels = Readonly<Record<RowKind, string>>;

/** The dimmed words after the label of each row the table marks `detailed` ("Other — type your own answer"). */
export type RowDetails = Readonly<Record<DetailedRowKind, string>>;

/** What the hint line says each key does, after the key's name. */
export interface HintWords {
	readonly move: string;
	readonly pick: string;
	readonly toggle: string;
	readonly next: string;
	readonly back: string;
	readonly decline: string;
	readonly interrupt: string;
	readonly done: string;
	readonly stopTyping: string;
	readonly cursor: string;
	readonly leave: string;
	readonly newLine: string;
	readonly attach: string;
	readonly cancel: string;
	readonly typeAnswer: string;
	readonly submit: string;
	readonly goTo: string;
	readonly scroll: string;
	readonly moreKeys: string;
	readonly fewerKeys: string;
	readonly keepOpen: string;
	/** The key that shows a cut question or label whole, and back. */
	readonly wholeText: string;
	readonly backToList: string;
	/** The letter commands (keys in dialog/letters.ts). */
	readonly note: string;
	readonly skip: string;
	readonly image: string;
	readonly removeImage: string;
	readonly wrap: string;
}

/** The terminal dialog's words that are not rows or hints (src/ask/dialog/draw/view.ts). */
export interface DialogWords {
	readonly chooseOne: string;
	readonly chooseAny: string;
	readonly submitTab: string;
	readonly reviewTitle: string;
	/** The review's summary: the tally, then what the confirm key does (`complete`: all answered). */
	readonly submits: (tallied: string, confirm: string, complete: boolean) => string;
	readonly typedMark: string;
	/** After Other's text on the review when an option replaced it. */
	readonly typedNotChosenMark: string;
	/**
	 * Before submit, when a text is longer than a result quotes: `chars` characters typed, the model
	 * gets the first `quoted` and the whole text in a file.
	 */
	readonly longText: (chars: number, quoted: number) => string;
	readonly skipped: string;
	readonly notAnswered: string;
	/** The labels before a field or a list, each with its own spacing ("Note: ", "备注："). */
	readonly note: string;
	readonly noteInReview: string;
	readonly images: string;
	readonly imagesInReview: string;
	/** Under a skipped question; `key` is the skip key. */
	readonly skippedHere: (key: string) => string;
	readonly countdown: (seconds: number) => string;
	/** Rows of options left out above or below the window of a short terminal. */
	readonly moreAbove: (count: number) => string;
	readonly moreBelow: (count: number) => string;
	/** Also a label with its own spacing. */
	readonly imagePath: string;
	readonly imagePathHelp: (limit: string) => string;
	readonly reading: (path: string) => string;
	readonly notAttached: (path: string, why: NotAttachedWhy, reason?: string) => string;
	readonly attached: (name: string) => string;
	readonly removed: (name: string) => string;
	readonly noImagesForModel: (model: string) => string;
	readonly noImagesBlocked: string;
	readonly pasteNowhere: (questions: number) => string;
	readonly fieldFull: (limit: number) => string;
	/** While Esc waits for its second press; `cancel` is that key's name. */
	readonly declineArmed: (cancel: string) => string;
	/** pi's terminal title and "blocked" message while the dialog waits; `header` may be empty. */
	readonly waitingTitle: (header: string) => string;
	readonly waitingMessage: (question: string) => string;
	/** The desktop notification's body when the idle countdown starts: seconds left. */
	readonly countdownNotice: (seconds: number) => string;
}

/** The preview pane's words (src/ask/dialog/draw/preview.ts). */
export interface PreviewWords {
	readonly none: string;
	readonly title: string;
	readonly position: (first: number, last: number, count: number) => string;
	/** `pageKeys`: "pageUp/pageDown"; `keys`: the two letter keys, "[ ]". */
	readonly scroll: (pageKeys: string, keys: string) => string;
	/** `key`: the wrap key. */
	readonly cut: (key: string) => string;
	readonly wrapped: (key: string) => string;
}

/** The transcript's words (src/ask/result/render.ts). */
export interface TranscriptWords {
	readonly questions: (count: number) => string;
	readonly images: (count: number) => string;
	/** After a multi-select question in the call line. */
	readonly anyOf: string;
	readonly waiting: string;
	readonly submitted: string;
	readonly idle: (seconds: number) => string;
	readonly declined: string;
	readonly interrupted: string;
	/** After "Declined" or "Interrupted" when something was entered: it reached the model, unsubmitted. */
	readonly enteredNotSubmitted: string;
	/** `header` may be empty. */
	readonly chat: (header: string) => string;
	readonly rejected: string;
	readonly moreProblems: (count: number) => string;
	readonly unavailable: string;
	readonly typed: string;
	/** Before Other's text when an option replaced it. */
	readonly typedNotChosen: string;
	readonly note: string;
	readonly image: string;
	readonly notAttached: string;
	readonly skipped: string;
	readonly notAnswered: string;
	readonly recommended: string;
	/** Before what the user had entered in the dialog when another extension's answer (`from`, its name) closed it. */
	readonly draft: (from: string) => string;
}

/** The RPC dialog's words (src/ask/dialog/rpc/rpc-prompts.ts): pi's select and input prompts. */
export interface RpcWords {
	readonly questionOf: (number: number, total: number) => string;
	readonly previewOf: (number: number, label: string) => string;
	readonly previewMore: (lines: number) => string;
	readonly typed: (text: string) => string;
	readonly note: (text: string) => string;
	/** The Other input's title: what the answer does to the options ticked or picked (`picked`: one is). */
	readonly otherTitle: (multiSelect: boolean, picked: boolean) => string;
	readonly noteTitle: string;
	/** The note row's label when the question has a note (rows' `note` says "Add a note"). */
	readonly changeNote: string;
	/** What a text input holds now, and what an empty answer and a cancel do. */
	readonly current: (text: string) => string;
	readonly answerPlaceholder: string;
	readonly notePlaceholder: string;
	readonly notUnderstood: (reply: string) => string;
	/** An input answered with something other than text. */
	readonly notText: (reply: string) => string;
	/** The review's last line: the tally as a sentence. */
	readonly summary: (tallied: string) => string;
	readonly submit: string;
	readonly change: (number: number, header: string) => string;
	readonly decline: string;
	/** Said (pi's notify) when the dialog closes without the user's answer. */
	readonly closedAborted: string;
	/** Another extension answered the question (`from`, its name). */
	readonly closedAnswered: (from: string) => string;
	readonly closedIdle: (seconds: number) => string;
	readonly closedTooLong: (steps: number) => string;
	/** A prompt failed (the client went away, or pi could not pass a reply on). */
	readonly closedFailed: string;
}

/** One language's table. */
export interface Locale {
	readonly language: Language;
	/** A tally in words, as the review and the transcript both say it ("1 of 3 answered, 1 skipped"). */
	readonly tally: (tally: AnswerTally) => string;
	readonly rows: RowLabels;
	readonly rowDetails: RowDetails;
	readonly hints: HintWords;
	readonly dialog: DialogWords;
	readonly preview: PreviewWords;
	readonly transcript: TranscriptWords;
	readonly rpc: RpcWords;
}
