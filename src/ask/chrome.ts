/**
 * The words the user reads around the model's text, in the dialog and in the transcript: one table,
 * so the dialog and the transcript say the same thing the same way, and a second language has one
 * place to go. The rows and keys of the dialog are in rows.ts; the texts the model reads are in
 * format.ts and validate.ts, never here.
 */
import type { AnswerTally } from "./outcome.ts";
import { OWN_ENTRIES } from "./rows.ts";

function capitalize(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

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
	notAttached: "image not attached: ",
	skipped: "skipped",
	notAnswered: "not answered",
	recommended: "recommended",
} as const;

/** The words of the dialog (src/ask/dialog/view.ts) that are not rows or keys (see rows.ts). */
export const DIALOG = {
	chooseOne: "Choose one",
	chooseAny: "Choose any that apply",
	submitTab: "✓ Submit",
	reviewTitle: "Review your answers",
	submits: (tallied: string, confirm: string, complete: boolean) => `${capitalize(tallied)} — ${confirm} submits${complete ? "" : " anyway"}`,
	typedMark: " (typed)",
	skipped: "Skipped",
	notAnswered: "Not answered",
	note: "Note:",
	noteInReview: "note: ",
	images: "Images:",
	imagesInReview: "images: ",
	skippedHere: `Skipped — press ${OWN_ENTRIES.skip.key} to answer it after all`,
	countdown: (seconds: number) => `Submitting what is selected in ${seconds} s — press any key to keep answering`,
	/** Rows of options left out above or below the window of a short terminal. */
	moreAbove: (count: number) => `↑ ${count} more`,
	moreBelow: (count: number) => `↓ ${count} more`,
	imagePath: "Image path:",
	imagePathHelp: (limit: string) => `PNG, JPEG, GIF or WebP up to ${limit} — type or paste a path`,
	reading: (path: string) => `Reading ${path} …`,
	notAttached: (path: string, why: "typing" | "cancelled" | "refused" | "reading", reason?: string) =>
		why === "refused" && reason !== undefined ? `Not attached: ${path} (${reason})` : `Not attached: ${path}`,
	attached: (name: string) => `Attached ${name}`,
	removed: (name: string) => `Removed ${name}`,
	noImagesForModel: (model: string) =>
		`Images cannot be attached: the current model${model === "" ? "" : ` (${model})`} takes text only, so pi would not send them. Describe it in a note instead.`,
	noImagesBlocked: "Images cannot be attached: pi's settings turn image input off (images.blockImages). Describe it in a note instead.",
	pasteNowhere: (questions: number) => `Nothing was pasted: open a question first (1-${questions}), then paste`,
	fieldFull: (limit: number) => `The field holds at most ${limit.toLocaleString("en-US")} characters; the rest was not added.`,
	declineArmed: (cancel: string) => `${cancel} again declines the dialog (what you entered still reaches the model) · any other key keeps it open`,
} as const;

/** The words of the preview pane (src/ask/dialog/preview.ts). */
export const PREVIEW = {
	none: "No preview for this row",
	title: "Preview: ",
	position: (first: number, last: number, count: number) => `lines ${first}–${last} of ${count}`,
	scroll: (pageKeys: string) => `${pageKeys} or ${OWN_ENTRIES.scrollUp.key} ${OWN_ENTRIES.scrollDown.key} scroll`,
	cut: `… = cut, ${OWN_ENTRIES.wrap.key} wraps`,
	wrapped: `wrapped, ${OWN_ENTRIES.wrap.key} cuts`,
} as const;

/** What the hint line says each key does (the keys themselves come from pi's bindings and rows.ts). */
export const HINTS = {
	move: "move",
	pick: "pick",
	toggle: "toggle",
	next: "next",
	back: "back",
	decline: "decline",
	interrupt: "interrupt",
	done: "done",
	stopTyping: "stop typing (text kept)",
	cursor: "cursor",
	leave: "leave",
	newLine: "new line",
	attach: "attach",
	cancel: "cancel",
	typeAnswer: "type your answer",
	submit: "submit",
	goTo: "go to question",
	scroll: "scroll",
	moreKeys: "more keys",
	fewerKeys: "fewer keys",
	keepOpen: "any other key keeps it open",
} as const;
