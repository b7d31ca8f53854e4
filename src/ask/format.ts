/**
 * The result of a finished dialog as the model reads it: what happened and what to do next, built
 * from SENTENCES. A prompt, not a log; its sentences are a contract pinned verbatim by
 * test/ask/format.test.ts.
 */
import { MAX_ECHO_CHARS, MAX_TYPED_CHARS_IN_RESULT, RECOMMENDED_SUFFIX } from "./limits.ts";
import { quoteLine } from "../text/sanitize.ts";
import {
	type AnswerStatus,
	answerStatus,
	CHOICE_SEPARATOR,
	emptyAnswer,
	type AskDetails,
	type AttachedImage,
	type DialogOutcome,
	type Question,
	type QuestionAnswer,
	type QuestionOption,
	tallyAnswers,
	type UnattachedImage,
} from "./outcome.ts";


/** The sentences results are built from; tests pin each one verbatim. */
export const SENTENCES = {
	unavailable:
		"No one can answer a dialog here: pi is running without an interactive terminal (print, JSON or RPC mode). Ask in your reply instead, with the question and its options written out, and continue with what does not depend on the answer.",
	allAnswered: (n: number) => (n === 1 ? "The user answered the question." : `The user answered all ${n} questions.`),
	someAnswered: (k: number, n: number) => `The user submitted answers to ${k} of ${n} questions.`,
	noneAnswered: (n: number) =>
		n === 1 ? "The user submitted without answering the question." : `The user submitted without answering any of the ${n} questions.`,
	idle: (seconds: number) =>
		`The user did nothing in the dialog for ${formatDuration(seconds)}, so it continued on its own with what was selected.`,
	idleEmpty: (seconds: number) =>
		`The user did nothing in the dialog for ${formatDuration(seconds)}, so it continued on its own with nothing selected: the user is probably away.`,
	declined: "The user dismissed the dialog without submitting.",
	interrupted: "The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
	chat: (n: number) => `The user chose "Chat about this" on question ${n} instead of answering.`,
	actOnAnswers: "Act on these answers now.",
	typed: "A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
	notesOnly: "A note without a choice is context, not a vote: use it, and treat that question as still open.",
	left: (numbers: string) =>
		`${numbers} left open on purpose: the answer is withheld, so do not fill the gap with your own preference. Go ahead with what is decided and ask about the rest in your reply if you need it.`,
	away: (numbers: string) =>
		`${numbers} not answered: the user was away, so this is no decision either way. Do not settle it on your own where that is hard to undo; ask about it in your reply.`,
	noPreference: (numbers: string) =>
		`${numbers}: the user has no preference and hands the choice to you. Decide, and say in one line which option you took.`,
	declinedNext:
		"Continue with your best judgment and say what you assumed, or ask differently in your reply (fewer or clearer options). Do not reopen the same dialog.",
	chatNext:
		"This is not a refusal: they want to talk it through. Reply in conversation: lay out the options and their trade-offs, answer their concerns, and ask again once it settles.",
	chatOthersStand: "Their answers to the other questions below stand; ask again only about what is still open.",
	idleNext:
		"Treat these selections as a weak signal, not consent: go ahead only with choices that are easy to undo, and confirm the rest in your reply.",
	interruptedNext:
		"Do not carry on with the task by yourself: follow the user's next message. What they had entered is not a final answer.",
	entered: "What the user had entered:",
	nothingEntered: "Nothing had been entered.",
	cut: (limit: number) => `Long text was cut to ${limit.toLocaleString("en-US")} characters; ask the user for the rest if you need it.`,
	typedMark: "(typed by the user, not one of your options)",
	notesOnlyMark: "(notes only)",
	skippedMark: "skipped by the user",
	unansweredMark: "no answer",
	noPreferenceMark: "No preference — you decide",
	recommendedTaken: "(your recommended option)",
	recommendedNotTaken: (label: string) => `(you recommended "${label}")`,
	imageNotAttached: (why: UnattachedImage["why"], reason?: string) =>
		`Image not attached (${
			why === "typing"
				? "typed, not confirmed before the dialog closed"
				: why === "cancelled"
					? "typed, then cancelled with Esc"
					: why === "reading"
						? "the dialog closed while it was being read"
						: `refused: ${reason ?? "not an image"}`
		}):`,
	images: (n: number) =>
		n === 1
			? "The user attached 1 image, included after this text:"
			: `The user attached ${n} images, included after this text in that order:`,
} as const;

function formatDuration(seconds: number): string {
	if (seconds % 60 === 0) {
		const minutes = seconds / 60;
		return minutes === 1 ? "1 minute" : `${minutes} minutes`;
	}
	return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

/** A label without the " (Recommended)" marker, for comparing and quoting. */
export function bareLabel(label: string): string {
	return label.endsWith(RECOMMENDED_SUFFIX) ? label.slice(0, -RECOMMENDED_SUFFIX.length) : label;
}

/** The option the model recommended in a question, if it marked one. */
export function recommendedOption(question: Question): QuestionOption | undefined {
	return question.options.find((option) => option.label.endsWith(RECOMMENDED_SUFFIX));
}

/** Quotes user text for the model, cut at the result limit. Returns the quote and whether it was cut. */
function quote(text: string): { text: string; cut: boolean } {
	const chars = [...text];
	if (chars.length <= MAX_TYPED_CHARS_IN_RESULT) return { text: JSON.stringify(text), cut: false };
	const kept = chars.slice(0, MAX_TYPED_CHARS_IN_RESULT).join("");
	return {
		text: `${JSON.stringify(kept)} […${(chars.length - MAX_TYPED_CHARS_IN_RESULT).toLocaleString("en-US")} more characters cut]`,
		cut: true,
	};
}

function numberList(indexes: number[]): string {
	const numbers = indexes.map((i) => String(i + 1));
	if (numbers.length === 1) return `Question ${numbers[0]}`;
	return `Questions ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/** The answer line(s) of one question; `cut` reports whether user text was shortened. */
function answerLines(question: Question, answer: QuestionAnswer, index: number): { lines: string[]; cut: boolean } {
	let cut = false;
	const lines = [`${index + 1}. [${question.header}] ${question.question}`];
	const status = answerStatus(answer);
	const parts = [...answer.selected];
	if (answer.typed !== undefined) {
		const typed = quote(answer.typed);
		cut ||= typed.cut;
		parts.push(`${typed.text} ${SENTENCES.typedMark}`);
	}
	let choice: string;
	if (status === "answered") choice = parts.join(CHOICE_SEPARATOR);
	else if (status === "no-preference") choice = SENTENCES.noPreferenceMark;
	else if (status === "skipped") choice = SENTENCES.skippedMark;
	else if (status === "notes-only") choice = SENTENCES.notesOnlyMark;
	else choice = SENTENCES.unansweredMark;
	// Whether the user took the model's own pick, said on every question that had one.
	const recommended = recommendedOption(question);
	if (recommended) {
		choice += answer.selected.includes(recommended.label)
			? ` ${SENTENCES.recommendedTaken}`
			: ` ${SENTENCES.recommendedNotTaken(bareLabel(recommended.label))}`;
	}
	lines.push(`   → ${choice}`);
	if (answer.notes !== undefined) {
		const notes = quote(answer.notes);
		cut ||= notes.cut;
		lines.push(`   Note: ${notes.text}`);
	}
	const unattached = answer.unattachedImage;
	if (unattached !== undefined) {
		const path = quote(unattached.path);
		cut ||= path.cut;
		lines.push(`   ${SENTENCES.imageNotAttached(unattached.why, unattached.reason)} ${path.text}`);
	}
	return { lines, cut };
}

/** The result of a finished dialog: the text the model reads, then the attached images in order. */
export interface FormattedResult {
	text: string;
	images: AttachedImage[];
}

/** The first lines of a result: what happened (and, for a dialog closed early, what to do). */
function headline(outcome: DialogOutcome, answers: readonly QuestionAnswer[]): string[] {
	const statuses = answers.map(answerStatus);
	const hasInput = statuses.some((status) => status !== "unanswered");
	const answered = tallyAnswers(answers).answered;
	switch (outcome.kind) {
		case "submitted":
			if (answered === answers.length) return [SENTENCES.allAnswered(answers.length)];
			return [answered === 0 ? SENTENCES.noneAnswered(answers.length) : SENTENCES.someAnswered(answered, answers.length)];
		case "idle":
			return [hasInput ? SENTENCES.idle(outcome.idleSeconds) : SENTENCES.idleEmpty(outcome.idleSeconds)];
		case "declined":
			return [SENTENCES.declined, SENTENCES.declinedNext];
		case "interrupted":
			return [SENTENCES.interrupted, SENTENCES.interruptedNext];
		case "chat": {
			const othersAnswered = statuses.some((status, i) => i !== outcome.questionIndex && (status === "answered" || status === "no-preference"));
			return [SENTENCES.chat(outcome.questionIndex + 1), SENTENCES.chatNext, ...(othersAnswered ? [SENTENCES.chatOthersStand] : [])];
		}
	}
}

/** What to do next with answers that stand (a submit or an idle auto-continue), one sentence per situation present. */
function nextSteps(answers: readonly QuestionAnswer[], idle: boolean): string[] {
	const statuses = answers.map(answerStatus);
	const hasInput = statuses.some((status) => status !== "unanswered");
	const numbered = (keep: (status: AnswerStatus) => boolean) => statuses.flatMap((status, i) => (keep(status) ? [i] : []));
	// A question the user never reached while away is not one they left open on purpose.
	const away = idle ? numbered((status) => status === "unanswered") : [];
	const open = numbered((status) => status === "skipped" || (status === "unanswered" && !idle));
	const handedBack = numbered((status) => status === "no-preference");
	const lines: string[] = [];
	if (idle) {
		if (hasInput) lines.push(SENTENCES.idleNext);
	} else if (open.length === 0 && statuses.includes("answered")) lines.push(SENTENCES.actOnAnswers);
	if (answers.some((answer) => answer.typed !== undefined)) lines.push(SENTENCES.typed);
	if (statuses.includes("notes-only")) lines.push(SENTENCES.notesOnly);
	if (away.length > 0) lines.push(SENTENCES.away(numberList(away)));
	if (open.length > 0) lines.push(SENTENCES.left(numberList(open)));
	if (handedBack.length > 0) lines.push(SENTENCES.noPreference(numberList(handedBack)));
	return lines;
}

/** The attached images, listed in the order their blocks follow, each with the question it belongs to. */
function imageLines(questions: readonly Question[], answers: readonly QuestionAnswer[]): { lines: string[]; images: AttachedImage[] } {
	const images = answers.flatMap((answer, i) => answer.images.map((image) => ({ image, question: questions[i] })));
	if (images.length === 0) return { lines: [], images: [] };
	const listed = images.map(({ image, question }, i) => `${i + 1}. ${quoteLine(image.name, MAX_ECHO_CHARS)} (for "${quoteLine(question?.question ?? "", MAX_ECHO_CHARS * 2)}")`);
	return { lines: [SENTENCES.images(images.length), ...listed], images: images.map(({ image }) => image) };
}

/**
 * Turns a finished dialog into the model's next prompt: a headline saying what happened, every
 * question with what the user entered (nothing typed is dropped, long text is cut and said so),
 * then what to do next for each situation present, then the attached images with their owners.
 */
export function formatOutcome(questions: readonly Question[], outcome: DialogOutcome): FormattedResult {
	const answers = questions.map((_, i) => outcome.answers[i] ?? emptyAnswer());
	const hasInput = answers.some((answer) => answerStatus(answer) !== "unanswered");
	const closed = outcome.kind === "declined" || outcome.kind === "interrupted" || outcome.kind === "chat";
	const lines = headline(outcome, answers);
	let cut = false;
	if (closed && !hasInput) {
		lines.push(SENTENCES.nothingEntered);
	} else {
		if (closed) lines.push(SENTENCES.entered);
		questions.forEach((question, i) => {
			const block = answerLines(question, answers[i] ?? emptyAnswer(), i);
			cut ||= block.cut;
			lines.push(...block.lines);
		});
	}
	if (!closed) lines.push(...nextSteps(answers, outcome.kind === "idle"));
	else if (hasInput && answers.some((answer) => answer.typed !== undefined)) lines.push(SENTENCES.typed);
	if (cut) lines.push(SENTENCES.cut(MAX_TYPED_CHARS_IN_RESULT));
	const attached = imageLines(questions, answers);
	return { text: [...lines, ...attached.lines].join("\n"), images: attached.images };
}

/** `details` for a finished dialog: the questions and the outcome, with image data dropped. */
export function outcomeDetails(questions: Question[], outcome: DialogOutcome): AskDetails {
	const answers = outcome.answers.map((answer) => ({
		...answer,
		images: answer.images.map(({ data: _data, ...image }) => image),
	}));
	return { kind: "outcome", questions, outcome: { ...outcome, answers } };
}
