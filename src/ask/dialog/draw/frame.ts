/**
 * What one frame knows of the open question, computed once per frame and passed down as data: its
 * rows and each option's preview. The fold search draws a frame at many layouts and for every
 * focused row (layout.ts, view.ts); all of them read these, so none works them out again. Pure.
 */
import type { Question } from "../../outcome.ts";
import { type PreviewText, previewOf } from "../preview-text.ts";
import { type Row, rowsOf } from "../state/index.ts";

/** The open question as one frame draws it: the question, its rows in order, its options' previews. */
export interface QuestionFrame {
	readonly question: Question;
	/** `rowsOf(question)`: the options, then the dialog's own list rows. */
	readonly rows: readonly Row[];
	/** Each option's preview as lines, by option index (no lines where it has none). */
	readonly previews: readonly PreviewText[];
	/** Whether any option has a preview: the pane is drawn, and its keys are on the hint line. */
	readonly hasPreview: boolean;
}

/** The frame's facts of `question`: its rows once and each option's preview once. */
export function questionFrameOf(question: Question): QuestionFrame {
	const previews = question.options.map((option) => previewOf(option));
	return { question, rows: rowsOf(question), previews, hasPreview: previews.some((text) => text.count > 0) };
}
