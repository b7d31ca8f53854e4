/**
 * What one frame knows, computed once per frame and passed down as data: the answers read off the
 * state (`AnswerSummary`) and, on a question tab, the open question's rows, each option's preview
 * and the question itself as view.ts drew it at the frame's width (`QuestionFrame`). The fold
 * search draws a frame at many layouts and for every focused row (layout.ts, view.ts); all of them
 * read these, so none works them out again. Pure.
 */
import { type AnswerStatus, answerStatus, type Question, type QuestionAnswer } from "../../outcome.ts";
import { longTexts, type PlannedText } from "../../result/long-text.ts";
import { type PreviewText, previewOf } from "../preview-text.ts";
import { answerOf, type DialogState, type QuestionDraft, type Row, rowsOf } from "../state/index.ts";

/**
 * The answers as one frame shows them. Every state the fold measures differs from the frame's only
 * in the focused row, the preview's scroll and the clock, none of which an answer reads, so one
 * summary serves them all.
 */
export interface AnswerSummary {
	/** Every question's answer as the outcome would report it now: what the review shows. */
	readonly answers: readonly QuestionAnswer[];
	/** Each question's status, by question index: the mark on its chip and on the review. */
	readonly statuses: readonly AnswerStatus[];
	/** The texts a result quotes only in part (`../../result/long-text.ts`): the warnings before submit. */
	readonly longTexts: readonly PlannedText[];
}

/** The answers of `state`, their statuses and the texts quoted in part, read once. */
export function answerSummaryOf(state: DialogState): AnswerSummary {
	const answers = state.questions.map((question, i) => answerOf(question, state.drafts[i] as QuestionDraft));
	return { answers, statuses: answers.map(answerStatus), longTexts: longTexts(answers) };
}

/** The question drawn in at most `rows` rows: its lines, and whether they cut it (the hint line then offers `v`). */
export interface QuestionText {
	readonly rows: number;
	readonly lines: readonly string[];
	readonly cut: boolean;
}

/** The question as view.ts draws it once for a frame: whole, and the line under it. */
export interface DrawnQuestion {
	/** The question whole (QUESTION_ROWS rows at most): what `v` shows, and what every layout shows but those that fold the question. */
	readonly whole: QuestionText;
	/** The line under the question: choose one, or any. */
	readonly choose: readonly string[];
}

/** The open question as one frame draws it: the question, its rows in order, its options' previews, its text drawn. */
export interface QuestionFrame extends DrawnQuestion {
	readonly question: Question;
	/** `rowsOf(question)`: the options, then the dialog's own list rows. */
	readonly rows: readonly Row[];
	/** Each option's preview as lines, by option index (no lines where it has none). */
	readonly previews: readonly PreviewText[];
	/** Whether any option has a preview: the pane is drawn, and its keys are on the hint line. */
	readonly hasPreview: boolean;
	/** The question in the rows the layout being drawn gives it: `whole`, unless the layout folds the question (view.ts draws it again then). */
	readonly text: QuestionText;
}

/** The frame's facts of `question`: its rows once, each option's preview once, and the question as drawn. */
export function questionFrameOf(question: Question, drawn: DrawnQuestion): QuestionFrame {
	const previews = question.options.map((option) => previewOf(option));
	return { question, rows: rowsOf(question), previews, hasPreview: previews.some((text) => text.count > 0), ...drawn, text: drawn.whole };
}
