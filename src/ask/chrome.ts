/**
 * The words the user reads around the model's text, in the dialog and in the transcript: one table,
 * so the dialog and the transcript say the same thing the same way, and a second language has one
 * place to go. The rows and keys of the dialog are in rows.ts; the texts the model reads are in
 * format.ts and validate.ts, never here.
 */
import type { AnswerTally } from "./outcome.ts";

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * A tally in words, as the review tab and the transcript both say it: "all 2 answered", "1 of 3
 * answered, 1 skipped, 1 with only a note". It agrees with the result's headline ("answers to 1 of
 * 3 questions") because all three count with tallyAnswers.
 */
export function tallyText(tally: AnswerTally): string {
	if (tally.answered === tally.total) return tally.total === 1 ? "answered" : `all ${tally.total} answered`;
	const parts = [tally.answered === 0 ? `none of ${tally.total} answered` : `${tally.answered} of ${tally.total} answered`];
	if (tally.skipped > 0) parts.push(`${tally.skipped} skipped`);
	if (tally.notesOnly > 0) parts.push(`${tally.notesOnly} with only a note`);
	return parts.join(", ");
}

/** The words of the transcript (src/ask/render.ts). */
export const TRANSCRIPT = {
	title: "ask_user_question",
	questions: (count: number) => plural(count, "question"),
	images: (count: number) => plural(count, "image"),
	waiting: "Waiting for the user's answer …",
	submitted: "Submitted",
	idle: (seconds: number) => `No key pressed for ${seconds} s — submitted what was selected`,
	declined: "Declined (Esc)",
	interrupted: "Interrupted",
	/** After "Declined" or "Interrupted" when something was entered: it reached the model, unsubmitted. */
	enteredNotSubmitted: "entered, not submitted",
	chat: (header: string) => (header === "" ? "Wants to chat" : `Wants to chat about ${header}`),
	rejected: "Call rejected",
	unavailable: "Not asked",
	typed: "typed: ",
	note: "note: ",
	image: "image: ",
	skipped: "skipped",
	notAnswered: "not answered",
	recommended: "recommended",
} as const;
