/**
 * English: the default table, and the one every other language falls back to when the user's
 * locale has no table. The labels of the dialog's own rows are the canonical ones of rows.ts, the
 * words the model's prompt names them by, so the English dialog shows exactly what the model reads.
 */
import { ROW_LABELS } from "../rows.ts";
import type { Locale } from "./locale.ts";
import { plural } from "../../text/plural.ts";

function capitalize(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The English table. */
export const EN: Locale = {
	language: "en",
	// "all 2 answered", "1 of 3 answered, 1 skipped, 1 with only a note": it agrees with the result's
	// headline ("answers to 1 of 3 questions") because both count with tallyAnswers.
	tally(tally) {
		if (tally.answered === tally.total) return tally.total === 1 ? "answered" : tally.total === 2 ? "both answered" : `all ${tally.total} answered`;
		const none = tally.total === 2 ? "neither of 2 answered" : `none of ${tally.total} answered`;
		const parts = [tally.answered === 0 ? none : `${tally.answered} of ${tally.total} answered`];
		if (tally.skipped > 0) parts.push(`${tally.skipped} skipped`);
		if (tally.notesOnly > 0) parts.push(`${tally.notesOnly} with only a note`);
		return parts.join(", ");
	},
	rows: ROW_LABELS,
	rowDetails: {
		other: "type your own answer",
		chat: "stop here and talk it through",
	},
	hints: {
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
		keepOpen: "any other key only keeps it open",
		wholeText: "full",
		backToList: "back to the list",
		note: "note",
		skip: "skip",
		image: "image",
		removeImage: "remove image",
		wrap: "wrap",
	},
	dialog: {
		chooseOne: "Choose one",
		chooseAny: "Choose any that apply",
		submitTab: "✓ Submit",
		reviewTitle: "Review your answers",
		submits: (tallied, confirm, complete) => `${capitalize(tallied)} — ${confirm} submits${complete ? "" : " anyway"}`,
		typedMark: " (typed)",
		typedNotChosenMark: " (typed, not chosen)",
		longText: (chars, quoted) =>
			`${chars.toLocaleString("en-US")} characters: the model gets the first ${quoted.toLocaleString("en-US")} and the whole text in a file`,
		skipped: "Skipped",
		notAnswered: "Not answered",
		note: "Note: ",
		noteInReview: "note: ",
		images: "Images: ",
		imagesInReview: "images: ",
		skippedHere: (key) => `Skipped — press ${key} to answer it after all`,
		countdown: (seconds) => `Submitting what is selected in ${seconds} s — press any key to keep answering`,
		moreAbove: (count) => `↑ ${count} more`,
		moreBelow: (count) => `↓ ${count} more`,
		imagePath: "Image path: ",
		imagePathHelp: (limit) => `PNG, JPEG, GIF or WebP up to ${limit} — type or paste a path`,
		reading: (path) => `Reading ${path} …`,
		notAttached: (path, why, reason) => (why === "refused" && reason !== undefined ? `Not attached: ${path} (${reason})` : `Not attached: ${path}`),
		attached: (name) => `Attached ${name}`,
		removed: (name) => `Removed ${name}`,
		noImagesForModel: (model) =>
			`Images cannot be attached: the current model${model === "" ? "" : ` (${model})`} takes text only, so pi would not send them. Describe it in a note instead.`,
		noImagesBlocked: "Images cannot be attached: pi's settings turn image input off (images.blockImages). Describe it in a note instead.",
		pasteNowhere: (questions) => `Nothing was pasted: open a question first (1-${questions}), then paste`,
		fieldFull: (limit) => `The field holds at most ${limit.toLocaleString("en-US")} characters; the rest was not added.`,
		declineArmed: (cancel) => `${cancel} again declines the dialog (what you entered still reaches the model) · any other key only keeps it open`,
		waitingTitle: (header) => (header === "" ? "question waiting" : `question waiting: ${header}`),
		waitingMessage: (question) => `Question: ${question}`,
		countdownNotice: (seconds) => `A question is waiting: it continues on its own in ${seconds} s`,
	},
	preview: {
		none: "No preview for this row",
		title: "Preview: ",
		position: (first, last, count) => `lines ${first}–${last} of ${count}`,
		scroll: (pageKeys, keys) => `${pageKeys} or ${keys} scroll`,
		cut: (key) => `… = cut, ${key} wraps`,
		wrapped: (key) => `wrapped, ${key} cuts`,
	},
	transcript: {
		questions: (count) => plural(count, "question"),
		images: (count) => plural(count, "image"),
		anyOf: " (any)",
		waiting: "Waiting for the user's answer …",
		submitted: "Submitted",
		idle: (seconds) => `No key pressed for ${seconds} s — submitted what was selected`,
		declined: "Declined (Esc)",
		interrupted: "Interrupted",
		enteredNotSubmitted: "entered, not submitted",
		chat: (header) => (header === "" ? "Wants to chat" : `Wants to chat about ${header}`),
		rejected: "Call rejected",
		moreProblems: (count) => ` (+${count} more)`,
		unavailable: "Not asked",
		typed: "typed: ",
		typedNotChosen: "typed, not chosen: ",
		note: "note: ",
		image: "image: ",
		notAttached: "image not attached: ",
		skipped: "skipped",
		notAnswered: "not answered",
		recommended: "recommended",
		draft: (from) => `Entered in the dialog before "${from}" answered (not sent):`,
	},
	rpc: {
		questionOf: (number, total) => `Question ${number} of ${total}`,
		previewOf: (number, label) => `Preview of ${number}. ${label}:`,
		previewMore: (lines) => `… ${plural(lines, "more line")} not shown`,
		typed: (text) => `“${text}”`,
		note: (text) => `Note: “${text}”`,
		otherTitle: (multiSelect, picked) =>
			!picked ? "Type your own answer:" : multiSelect ? "Type your own answer (it is sent with the options you ticked):" : "Type your own answer (it replaces the option you picked):",
		noteTitle: "Your note on this question (sent with your answer):",
		changeNote: "Change the note",
		current: (text) => `Now: “${text}” — an empty answer removes it, cancel keeps it.`,
		answerPlaceholder: "your answer",
		notePlaceholder: "your note",
		notUnderstood: (reply) => `Not understood: “${reply}”. Choose one of the rows.`,
		notText: (reply) => `Not understood: “${reply}”. Type the answer as text.`,
		summary: (tallied) => `${capitalize(tallied)}.`,
		submit: "Submit",
		change: (number, header) => `Change question ${number} (${header})`,
		decline: "Decline (what you entered still reaches the model)",
		closedAborted: "The question was closed: the turn was aborted.",
		closedAnswered: (from) => `The question was closed: it was answered by "${from}".`,
		closedIdle: (seconds) => `No answer for ${seconds} s: the question was closed with what was selected.`,
		closedTooLong: (steps) => `The question was closed after ${steps} prompts without a submit; what you entered reached the model.`,
		closedFailed: "The question was closed because a prompt failed; what you entered reached the model.",
	},
};
