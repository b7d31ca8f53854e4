/**
 * The result of a finished dialog as the model reads it: what happened and what to do next, built
 * from SENTENCES. A prompt, not a log; its sentences are a contract pinned verbatim by
 * test/ask/format.test.ts.
 */
import {
	MAX_ECHO_CHARS,
	MAX_RESULT_CHARS,
	MAX_TYPED_CHARS_IN_RESULT,
	RECOMMENDED_SUFFIX,
	RESULT_LABEL_CHARS,
	RESULT_QUESTION_CHARS,
	RPC_DESCRIPTION_CHARS,
	RPC_QUESTION_CHARS,
} from "../limits.ts";
import { headOf, type PlannedText, planTexts, type SaveText } from "./long-text.ts";
import { OWN_ROWS } from "../rows.ts";
import { quoteLine } from "../../text/sanitize.ts";
import { plural } from "../../text/plural.ts";
import {
	type AnswerStatus,
	answerStatus,
	CHOICE_SEPARATOR,
	emptyAnswer,
	hasEntry,
	type AskDetails,
	type AttachedImage,
	type DialogOutcome,
	type Question,
	type QuestionAnswer,
	type QuestionOption,
	tallyAnswers,
	type UnattachedImage,
} from "../outcome.ts";


/** What to do when no one can answer: said where no dialog exists, before the call and after a wait. */
const ASK_IN_REPLY = "Ask in your reply instead, with the question and its options written out, and continue with what does not depend on the answer.";

/** The sentences results are built from; tests pin each one verbatim. */
export const SENTENCES = {
	unavailable: `No one can answer a dialog here: pi is running without an interactive terminal (print, JSON or RPC mode). ${ASK_IN_REPLY}`,
	allAnswered: (n: number) => `The user answered ${allOf(n)}.`,
	/** Every question answered or handed back, `handedBack` of them with No preference. */
	allDecided: (answered: number, handedBack: number, n: number) =>
		answered === 0
			? `The user left ${allOf(n)} to you (no preference).`
			: `The user answered ${answered} of ${n} questions and left ${handedBack === 1 ? "the other" : `the other ${handedBack}`} to you (no preference).`,
	someAnswered: (k: number, n: number) => `The user submitted answers to ${k} of ${n} questions.`,
	noneAnswered: (n: number) =>
		n === 1
			? "The user submitted without answering the question."
			: n === 2
				? "The user submitted without answering either question."
				: `The user submitted without answering any of the ${n} questions.`,
	idle: (seconds: number) =>
		`The user did nothing in the dialog for ${formatDuration(seconds)}, so it continued on its own with what was selected.`,
	idleEmpty: (seconds: number) =>
		`The user did nothing in the dialog for ${formatDuration(seconds)}, so it continued on its own with nothing selected: the user is probably away.`,
	/** Before the headline of an answer another extension sent; `from` is its name, sanitized and capped. */
	answeredElsewhere: (from: string) =>
		`The answer came from ${JSON.stringify(from)}, another extension that answers for the user (not pi's dialog); the dialog closed when it arrived.`,
	/** Before the headline of an answer another extension sent where no dialog was shown (print, JSON, RPC without the dialog). */
	answeredWithoutDialog: (from: string) =>
		`The answer came from ${JSON.stringify(from)}, another extension that answers for the user; there was no dialog here (pi runs without an interactive terminal).`,
	/** No dialog was shown, and no answerer replied within the wait. */
	unansweredWithoutDialog: (seconds: number) =>
		`No answer came in ${formatDuration(seconds)}: pi runs without an interactive terminal here, so there was no dialog, and no extension that answers for the user replied.`,
	/** No dialog was shown, and the turn was aborted while an answerer was awaited. */
	interruptedWithoutDialog: "The turn was aborted while the question waited for an extension that answers for the user (there was no dialog here).",
	/** What to do when no one answered and no dialog was shown. */
	askInReply: ASK_IN_REPLY,
	/** After the answers of an answer another extension sent, when the user had entered something in the dialog it closed; `from` as in answeredElsewhere. */
	draftEntered: (from: string) =>
		`When the answer from ${JSON.stringify(from)} arrived, the user had begun answering in the dialog; what they had entered there was not submitted, and is quoted here so nothing is lost:`,
	/** Last, after a draft was quoted. */
	draftNext:
		"What the user had begun entering is their own words: where it differs from the answer above, it may be what they meant, so read it before acting and ask in your reply if it changes the decision.",
	declined: "The user dismissed the dialog without submitting.",
	interrupted: "The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
	chat: (n: number) => `The user chose "${OWN_ROWS.chat.label}" on question ${n} instead of answering.`,
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
	/** After a text quoted by its head: where the whole text is. */
	wholeInFile: (chars: number, path: string) => `[first part; the whole text, ${chars.toLocaleString("en-US")} characters, is in ${JSON.stringify(path)}]`,
	/** After a text quoted by its head whose file could not be written. */
	notSaved: (left: number, reason: string) => `[…${left.toLocaleString("en-US")} more characters, which could not be saved to a file (${reason})]`,
	readFiles: "Some of the user's texts are long: each is quoted by its first part and is whole in the file named after it. Read those files before acting on them.",
	modelTextCut: (question: number, label: number) =>
		`Your own long questions and labels are quoted by their first ${question.toLocaleString("en-US")} and ${label.toLocaleString("en-US")} characters.`,
	resultCut: (limit: number) => `[The result was cut at ${limit.toLocaleString("en-US")} characters.]`,
	typedMark: "(typed by the user, not one of your options)",
	typedNotChosen: `Typed under ${OWN_ROWS.other.label}, then not chosen (the choice above stands):`,
	notesOnlyMark: "(notes only)",
	skippedMark: "skipped by the user",
	unansweredMark: "no answer",
	noPreferenceMark: OWN_ROWS.noPreference.label,
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

/** "the question", "both questions", "all 3 questions". */
function allOf(n: number): string {
	if (n === 1) return "the question";
	return n === 2 ? "both questions" : `all ${n} questions`;
}

function formatDuration(seconds: number): string {
	if (seconds % 60 === 0) {
		return plural(seconds / 60, "minute");
	}
	return plural(seconds, "second");
}

/** A label without the " (Recommended)" marker, for comparing and quoting. */
export function bareLabel(label: string): string {
	return label.endsWith(RECOMMENDED_SUFFIX) ? label.slice(0, -RECOMMENDED_SUFFIX.length) : label;
}

/** The option the model recommended in a question, if it marked one. */
export function recommendedOption(question: Question): QuestionOption | undefined {
	return question.options.find((option) => option.label.endsWith(RECOMMENDED_SUFFIX));
}

/** What the answer lines of one result need besides the answers: the plan of the user's texts and where long ones went. */
interface Quoting {
	readonly plan: readonly PlannedText[];
	readonly save: SaveText | undefined;
	/** The user's texts were cut without a file (no saver, or it failed). */
	cut: boolean;
	/** Some text is whole in a file. */
	saved: boolean;
	/** The model's own question or a label was quoted in part. */
	modelCut: boolean;
}

/** The user's text of `question`'s `field` for the model: whole, or its head and where the rest is (see long-text.ts). */
function quoteUser(quoting: Quoting, question: number, field: PlannedText["field"]): string {
	const planned = quoting.plan.find((text) => text.question === question && text.field === field);
	if (planned === undefined) return '""';
	if (planned.quoted >= planned.chars) return JSON.stringify(planned.text);
	const head = JSON.stringify(headOf(planned.text, planned.quoted));
	const saved = quoting.save?.(planned) ?? { error: "no place to write it" };
	if ("path" in saved) {
		quoting.saved = true;
		return `${head} ${SENTENCES.wholeInFile(planned.chars, saved.path)}`;
	}
	quoting.cut = true;
	return `${head} ${SENTENCES.notSaved(planned.chars - planned.quoted, quoteLine(saved.error, MAX_ECHO_CHARS))}`;
}

/** The model's own text quoted back: one line, sanitized, at most `chars` characters (said once when cut). */
function quoteModel(quoting: Quoting, text: string, chars: number): string {
	const line = quoteLine(text, chars);
	if (line.endsWith("…") && !text.endsWith("…")) quoting.modelCut = true;
	return line;
}

function numberList(indexes: number[]): string {
	const numbers = indexes.map((i) => String(i + 1));
	if (numbers.length === 1) return `Question ${numbers[0]}`;
	return `Questions ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/** The answer line(s) of one question: `index` numbers it, `planned` finds its texts in the plan (a draft's come after the answers'). */
function answerLines(quoting: Quoting, question: Question, answer: QuestionAnswer, index: number, planned = index): string[] {
	const label = (text: string) => quoteModel(quoting, text, RESULT_LABEL_CHARS);
	const lines = [`${index + 1}. [${quoteLine(question.header, MAX_ECHO_CHARS)}] ${quoteModel(quoting, question.question, RESULT_QUESTION_CHARS)}`];
	const status = answerStatus(answer);
	const recommended = recommendedOption(question);
	const taken = recommended !== undefined && answer.selected.includes(recommended.label);
	// The recommended option says so once: "Postgres (your recommended option)", not "Postgres (Recommended) (…)".
	const parts = answer.selected.map((selected) => label(taken && selected === recommended?.label ? bareLabel(selected) : selected));
	if (answer.typed !== undefined) parts.push(`${quoteUser(quoting, planned, "typed")} ${SENTENCES.typedMark}`);
	let choice: string;
	if (status === "answered") choice = parts.join(CHOICE_SEPARATOR);
	else if (status === "no-preference") choice = SENTENCES.noPreferenceMark;
	else if (status === "skipped") choice = SENTENCES.skippedMark;
	else if (status === "notes-only") choice = SENTENCES.notesOnlyMark;
	else choice = SENTENCES.unansweredMark;
	// Whether the user took the model's own pick, said on every question that had one.
	if (recommended) choice += taken ? ` ${SENTENCES.recommendedTaken}` : ` ${SENTENCES.recommendedNotTaken(label(bareLabel(recommended.label)))}`;
	lines.push(`   → ${choice}`);
	if (answer.typedNotChosen !== undefined) lines.push(`   ${SENTENCES.typedNotChosen} ${quoteUser(quoting, planned, "typedNotChosen")}`);
	if (answer.notes !== undefined) lines.push(`   Note: ${quoteUser(quoting, planned, "notes")}`);
	const unattached = answer.unattachedImage;
	if (unattached !== undefined) {
		const reason = unattached.reason === undefined ? undefined : quoteLine(unattached.reason, RESULT_QUESTION_CHARS);
		lines.push(`   ${SENTENCES.imageNotAttached(unattached.why, reason)} ${quoteUser(quoting, planned, "imagePath")}`);
	}
	return lines;
}

/** The result of a finished dialog: the text the model reads, then the attached images in order. */
export interface FormattedResult {
	text: string;
	images: AttachedImage[];
}

/** Where the question was asked: `dialog` is false where no dialog was shown (print, JSON, RPC without it) and only answerers could answer. */
export interface AskedWhere {
	readonly dialog: boolean;
}

/** The first lines of a result: what happened (and, for a dialog closed early, what to do). */
function headline(outcome: DialogOutcome, answers: readonly QuestionAnswer[], where: AskedWhere): string[] {
	const statuses = answers.map(answerStatus);
	const hasInput = statuses.some((status) => status !== "unanswered");
	const answered = tallyAnswers(answers).answered;
	switch (outcome.kind) {
		case "submitted": {
			const handedBack = statuses.filter((status) => status === "no-preference").length;
			const answerer = where.dialog ? SENTENCES.answeredElsewhere : SENTENCES.answeredWithoutDialog;
			const from = outcome.from === undefined ? [] : [answerer(quoteLine(outcome.from, MAX_ECHO_CHARS))];
			if (answered === answers.length) {
				return [...from, handedBack === 0 ? SENTENCES.allAnswered(answers.length) : SENTENCES.allDecided(answered - handedBack, handedBack, answers.length)];
			}
			return [...from, answered === 0 ? SENTENCES.noneAnswered(answers.length) : SENTENCES.someAnswered(answered, answers.length)];
		}
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
 * question with what the user entered, then what to do next for each situation present, then the
 * attached images with their owners. The model's own texts are sanitized and capped; the user's are
 * quoted whole, or by their head with the whole text in a file (`save`, long-text.ts), so nothing
 * typed is lost; the text never passes MAX_RESULT_CHARS.
 */
export function formatOutcome(questions: readonly Question[], outcome: DialogOutcome, save?: SaveText, where: AskedWhere = { dialog: true }): FormattedResult {
	const answers = questions.map((_, i) => outcome.answers[i] ?? emptyAnswer());
	const unanswered = withoutDialog(outcome, where);
	if (unanswered !== undefined) return { text: unanswered.join("\n"), images: [] };
	const hasInput = answers.some((answer) => answerStatus(answer) !== "unanswered");
	const closed = outcome.kind === "declined" || outcome.kind === "interrupted" || outcome.kind === "chat";
	const lines = headline(outcome, answers, where);
	const draft = draftOf(outcome, questions.length);
	const quoting: Quoting = { plan: planTexts([...answers, ...draft]), save: draftSaver(save, questions.length), cut: false, saved: false, modelCut: false };
	if (closed && !hasInput) {
		lines.push(SENTENCES.nothingEntered);
	} else {
		if (closed) lines.push(SENTENCES.entered);
		questions.forEach((question, i) => lines.push(...answerLines(quoting, question, answers[i] ?? emptyAnswer(), i)));
	}
	lines.push(...draftLines(quoting, questions, outcome, draft));
	if (!closed) lines.push(...nextSteps(answers, outcome.kind === "idle"));
	else if (hasInput && answers.some((answer) => answer.typed !== undefined)) lines.push(SENTENCES.typed);
	if (draft.some(hasEntry)) lines.push(SENTENCES.draftNext);
	if (quoting.saved) lines.push(SENTENCES.readFiles);
	if (quoting.cut) lines.push(SENTENCES.cut(MAX_TYPED_CHARS_IN_RESULT));
	if (quoting.modelCut) lines.push(SENTENCES.modelTextCut(RESULT_QUESTION_CHARS, RESULT_LABEL_CHARS));
	const attached = imageLines(questions, answers);
	return { text: capResult([...lines, ...attached.lines].join("\n")), images: attached.images };
}

/** What the user had entered in a dialog another extension's answer closed (`draft`), one entry per question; none for any other outcome. */
function draftOf(outcome: DialogOutcome, count: number): QuestionAnswer[] {
	if (outcome.kind !== "submitted" || outcome.from === undefined || outcome.draft === undefined) return [];
	return Array.from({ length: count }, (_, i) => outcome.draft?.[i] ?? emptyAnswer());
}

/**
 * The saver for one result whose texts are planned as the answers' then the draft's (question
 * `count + i` is the draft's question `i`): a draft text's file is named after its own question.
 */
function draftSaver(save: SaveText | undefined, count: number): SaveText | undefined {
	return save && ((planned) => save(planned.question < count ? planned : { ...planned, question: planned.question - count }));
}

/** The draft's lines: the sentence naming who answered, then each question the user had entered something on, numbered as asked. */
function draftLines(quoting: Quoting, questions: readonly Question[], outcome: DialogOutcome, draft: readonly QuestionAnswer[]): string[] {
	if (outcome.kind !== "submitted" || outcome.from === undefined || !draft.some(hasEntry)) return [];
	const lines = [SENTENCES.draftEntered(quoteLine(outcome.from, MAX_ECHO_CHARS))];
	questions.forEach((question, i) => {
		const answer = draft[i];
		if (answer !== undefined && hasEntry(answer)) lines.push(...answerLines(quoting, question, answer, i, questions.length + i));
	});
	return lines;
}

/**
 * The whole result of a question no one answered where no dialog was shown: nothing was entered (no
 * one could), so it says why no answer came and to ask in the reply; undefined in every other case.
 */
function withoutDialog(outcome: DialogOutcome, where: AskedWhere): string[] | undefined {
	if (where.dialog) return undefined;
	if (outcome.kind === "idle") return [SENTENCES.unansweredWithoutDialog(outcome.idleSeconds), SENTENCES.askInReply];
	if (outcome.kind === "interrupted") return [SENTENCES.interruptedWithoutDialog, SENTENCES.interruptedNext];
	return undefined;
}

/** The last guard: a result over MAX_RESULT_CHARS is cut there, with a sentence saying so. */
function capResult(text: string): string {
	if (text.length <= MAX_RESULT_CHARS) return text;
	const note = `\n${SENTENCES.resultCut(MAX_RESULT_CHARS)}`;
	return `${text.slice(0, MAX_RESULT_CHARS - note.length).replace(/[\uD800-\uDBFF]$/, "")}${note}`;
}

/** `text` cut to its first `chars` code points with "…" when longer: a bound for data kept in the session, not a display. */
function capped(text: string, chars: number): string {
	const head = headOf(text, chars);
	return head.length < text.length ? `${head}…` : text;
}

/** A question as `details` keeps it: the texts the transcript shows, capped; the preview left out (the transcript never shows it). */
function detailsQuestion(question: Question): Question {
	return {
		question: capped(question.question, RPC_QUESTION_CHARS),
		header: capped(question.header, MAX_ECHO_CHARS),
		multiSelect: question.multiSelect,
		options: question.options.map((option) => ({ label: capped(option.label, RESULT_LABEL_CHARS), description: capped(option.description, RPC_DESCRIPTION_CHARS) })),
	};
}

/** An answer as `details` keeps it: labels capped as its question's are, the user's texts by their first MAX_TYPED_CHARS_IN_RESULT characters, no image data. */
function detailsAnswer(answer: QuestionAnswer): QuestionAnswer {
	const text = (value: string | undefined) => (value === undefined ? undefined : capped(value, MAX_TYPED_CHARS_IN_RESULT));
	const { typed, typedNotChosen, notes, unattachedImage, ...rest } = answer;
	return {
		...rest,
		selected: answer.selected.map((label) => capped(label, RESULT_LABEL_CHARS)),
		...(typed === undefined ? {} : { typed: text(typed) }),
		...(typedNotChosen === undefined ? {} : { typedNotChosen: text(typedNotChosen) }),
		...(notes === undefined ? {} : { notes: text(notes) }),
		...(unattachedImage === undefined ? {} : { unattachedImage: { ...unattachedImage, path: text(unattachedImage.path) ?? "" } }),
		images: answer.images.map(({ data: _data, ...image }) => image),
	};
}

/**
 * `details` for a finished dialog: the questions and the outcome the transcript is drawn from
 * (with the draft of a dialog another extension's answer closed), bounded (a megabyte label costs a
 * line here too; the whole texts are in the result's files) and with image data dropped.
 */
export function outcomeDetails(questions: Question[], outcome: DialogOutcome): AskDetails {
	const kept: DialogOutcome = { ...outcome, answers: outcome.answers.map(detailsAnswer) };
	if (kept.kind === "submitted" && kept.draft !== undefined) kept.draft = kept.draft.map(detailsAnswer);
	return { kind: "outcome", questions: questions.map(detailsQuestion), outcome: kept };
}
