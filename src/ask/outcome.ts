/**
 * What a finished dialog means, independent of how it was shown.
 *
 * The dialog (src/ask/dialog) produces a DialogOutcome; result/format.ts turns it into the text the
 * model reads. Keeping this type between them lets either side change without the other.
 */

/** One option as the model wrote it. */
export interface QuestionOption {
	label: string;
	description: string;
	preview?: string;
}

/** One question as the model wrote it (after validation and normalisation). */
export interface Question {
	question: string;
	header: string;
	options: QuestionOption[];
	multiSelect: boolean;
}

/** An image file the user attached to a question's answer or note. */
export interface AttachedImage {
	/** Absolute path the user gave. */
	path: string;
	/** File name shown to the user and quoted to the model. */
	name: string;
	/** Size in bytes. */
	bytes: number;
	/** e.g. "image/png". */
	mimeType: string;
	/** Size in pixels, from the image's header (absent in sessions saved before it was recorded). */
	width?: number;
	height?: number;
	/** Base64 file content; present while the result is built, dropped from `details`. */
	data?: string;
}

/**
 * An image path the user gave that never became an attachment: the path is still the user's words,
 * so the model hears of it. `why`: still being typed when the dialog closed (`typing`), given up
 * with Esc (`cancelled`), refused by the reader (`refused`, with its `reason`), or still being read.
 */
export interface UnattachedImage {
	path: string;
	why: "typing" | "cancelled" | "refused" | "reading";
	reason?: string;
}

/** What the user did with one question. All fields are independent: a note can accompany a choice. */
export interface QuestionAnswer {
	/** Labels of the chosen options, in option order. */
	selected: string[];
	/** Free text typed into "Other" (trimmed); undefined when none. */
	typed?: string;
	/**
	 * Text typed into "Other" and then not chosen (an option picked instead, or Other ticked off):
	 * still on screen beside the Other row, so the model hears of it, marked as not chosen.
	 */
	typedNotChosen?: string;
	/** A note the user added (trimmed); undefined when none. */
	notes?: string;
	/** The user skipped this question on purpose. */
	skipped: boolean;
	/** The user handed the choice back: "No preference — you decide". */
	noPreference: boolean;
	/** Images attached to this question's answer or note, in the order they were attached. */
	images: AttachedImage[];
	/** An image path given on this question and not attached. */
	unattachedImage?: UnattachedImage;
}

/** How a dialog ended. Every kind carries the answers entered so far: nothing typed is lost. */
export type DialogOutcome =
	/** The user submitted (possibly with some questions unanswered or skipped). */
	| {
			kind: "submitted";
			answers: QuestionAnswer[];
			/** Set when another extension answered (pi-question:answer): its name, sanitized (src/ask/reach/). */
			from?: string;
			/**
			 * With `from`: what the user had entered in the dialog here when that answer closed it, one
			 * entry per question; present only when anything was entered. Not submitted, but the user's
			 * own words: the result quotes it and the transcript shows it, so nothing typed is lost.
			 */
			draft?: QuestionAnswer[];
	  }
	/** Nobody pressed a key for `idleSeconds`; what was selected was submitted automatically. */
	| { kind: "idle"; answers: QuestionAnswer[]; idleSeconds: number }
	/** The user dismissed the dialog (Esc). */
	| { kind: "declined"; answers: QuestionAnswer[] }
	/** Ctrl+C or the turn was aborted while the dialog was open. */
	| { kind: "interrupted"; answers: QuestionAnswer[] }
	/** The user chose "Chat about this" on question `questionIndex`. */
	| { kind: "chat"; answers: QuestionAnswer[]; questionIndex: number };

/** The state of one answer, as the result text reports it. */
export type AnswerStatus = "answered" | "notes-only" | "skipped" | "no-preference" | "unanswered";

/** An empty answer: the starting point of every question. */
export function emptyAnswer(): QuestionAnswer {
	return { selected: [], skipped: false, noPreference: false, images: [] };
}

/**
 * Classifies an answer. A choice (option or typed text) wins over skip and no-preference flags,
 * because the user's visible selection is what they meant; notes alone are not a vote.
 */
export function answerStatus(answer: QuestionAnswer): AnswerStatus {
	if (answer.selected.length > 0 || answer.typed !== undefined) return "answered";
	if (answer.noPreference) return "no-preference";
	if (answer.skipped) return "skipped";
	if (answer.notes !== undefined || answer.typedNotChosen !== undefined || answer.images.length > 0 || answer.unattachedImage !== undefined) return "notes-only";
	return "unanswered";
}

/**
 * What a tool result keeps in `details`, so the transcript renders the same after a resume.
 * Image data is dropped (the images themselves travel as content blocks).
 */
export type AskDetails =
	| { kind: "outcome"; questions: Question[]; outcome: DialogOutcome }
	| { kind: "rejected"; problems: string[] }
	| { kind: "unavailable"; reason: string };

/**
 * The separator between the choices of one answer (several options, then a typed answer), wherever
 * they are listed: the result, the review tab and the transcript. Semicolons, because labels often
 * hold commas ("Fast, but costly") and rarely semicolons.
 */
export const CHOICE_SEPARATOR = "; ";

/** How many questions are in each state, the one count the result, the review and the transcript share. */
export interface AnswerTally {
	readonly total: number;
	/** Answered, including "no preference": the choice was made (handed back on purpose). */
	readonly answered: number;
	readonly skipped: number;
	/** A note or an image without a choice: context, not an answer. */
	readonly notesOnly: number;
	readonly unanswered: number;
}

/** Counts the answers by state (see answerStatus). */
export function tallyAnswers(answers: readonly QuestionAnswer[]): AnswerTally {
	const statuses = answers.map(answerStatus);
	const count = (...wanted: AnswerStatus[]) => statuses.filter((status) => wanted.includes(status)).length;
	return {
		total: answers.length,
		answered: count("answered", "no-preference"),
		skipped: count("skipped"),
		notesOnly: count("notes-only"),
		unanswered: count("unanswered"),
	};
}

/** Whether the user entered anything at all on the answer: a choice, text, a flag, a note or an image. */
export function hasEntry(answer: QuestionAnswer): boolean {
	return answerStatus(answer) !== "unanswered";
}

/**
 * Why a dialog was stopped when no one at it and no abort of the turn stopped it: another
 * extension's answer won (src/ask/reach/elsewhere.ts). It is the stop signal's `reason`, so a shell
 * that tells its user why the dialog closed (the RPC prompts' notice) names who answered instead of
 * saying the turn was aborted.
 */
export class AnsweredElsewhere {
	/** The answerer's name, sanitized. */
	readonly from: string;

	constructor(from: string) {
		this.from = from;
	}
}

/** Who answered, when `signal` was stopped because another extension's answer won; undefined otherwise (an abort of the turn, or no signal). */
export function answeredElsewhereBy(signal: AbortSignal | undefined): string | undefined {
	const reason: unknown = signal?.aborted === true ? signal.reason : undefined;
	return reason instanceof AnsweredElsewhere ? reason.from : undefined;
}
