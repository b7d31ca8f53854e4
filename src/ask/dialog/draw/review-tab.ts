/**
 * The review tab: each question with its mark, header and what was entered (choices, typed text,
 * note, images, an image path not attached), the tally and what the confirm key does, the texts a
 * result quotes only in part. Pure.
 */
import { visibleWidth } from "@mariozechner/pi-tui";
import { type AnswerStatus, answerStatus, CHOICE_SEPARATOR, type QuestionAnswer, tallyAnswers } from "../../outcome.ts";
import { blockText, lineText, wrapAfter } from "./lines.ts";
import { type DrawContext, headerText, imageList, statusColor, statusMark, styledLabel, type TabLines } from "./drawing.ts";
import { noticeLines, renderFooter, spacerAboveFooter } from "./footer.ts";
import { reviewHints } from "./hints.ts";

/** What the review says a question's answer is: its choices and typed text, or what became of it. */
function summaryOf(answer: QuestionAnswer, context: DrawContext): string {
	const { style, width, locale } = context;
	const parts = answer.selected.map((label) => styledLabel(label, style, style.text, width));
	if (answer.typed !== undefined) parts.push(style.text(`“${lineText(answer.typed, 4, width)}”`) + style.dim(locale.dialog.typedMark));
	if (answer.typedNotChosen !== undefined) parts.push(style.muted(`“${lineText(answer.typedNotChosen, 4, width)}”`) + style.dim(locale.dialog.typedNotChosenMark));
	if (answer.selected.length > 0 || answer.typed !== undefined) return parts.join(style.dim(CHOICE_SEPARATOR));
	return [noChoiceSummary(answer, context), ...parts].join(style.dim(CHOICE_SEPARATOR));
}

/** What the review says of a question without a choice: handed back, skipped or not answered. */
function noChoiceSummary(answer: QuestionAnswer, context: DrawContext): string {
	const { style, locale } = context;
	switch (answerStatus(answer)) {
		case "no-preference":
			return style.text(locale.rows.noPreference);
		case "skipped":
			return style.warning(locale.dialog.skipped);
		default:
			return style.muted(locale.dialog.notAnswered);
	}
}

/** One question on the review tab: mark, header, what was entered. */
function reviewLines(context: DrawContext, answer: QuestionAnswer, status: AnswerStatus, header: string, headerWidth: number): string[] {
	const { width, style, layout } = context;
	const words = context.locale.dialog;
	const prefix = ` ${statusColor(status, style)(statusMark(status))} ${style.accent(header)}${" ".repeat(headerWidth - visibleWidth(header))}  `;
	const indent = " ".repeat(visibleWidth(prefix));
	const lines = wrapAfter(prefix, summaryOf(answer, context), width, layout.textRows);
	if (answer.notes !== undefined) lines.push(...wrapAfter(indent, style.muted(words.noteInReview) + style.text(blockText(answer.notes, layout.textRows, width)), width, layout.textRows));
	if (answer.images.length > 0) lines.push(...wrapAfter(indent, style.muted(words.imagesInReview) + style.text(imageList(answer.images)), width, layout.textRows));
	const unattached = answer.unattachedImage;
	if (unattached !== undefined) {
		const path = lineText(unattached.path, layout.textRows, width);
		lines.push(...wrapAfter(indent, style.warning(words.notAttached(path, unattached.why, unattached.reason)), width, layout.textRows));
	}
	return lines;
}

/** Before submit: each text the result will quote only in part, and that the whole text goes in a file. */
function longTextLines(context: DrawContext): string[] {
	const { width, style, layout } = context;
	return context.summary.longTexts.flatMap((text) => wrapAfter(` ${text.question + 1}. `, style.warning(context.locale.dialog.longText(text.chars, text.quoted)), width, layout.textRows));
}

/** The review tab's body and footer. */
export function drawReview(context: DrawContext): TabLines {
	const { state, width, style, layout, locale } = context;
	const spacer = layout.spacers ? [""] : [];
	const { answers, statuses } = context.summary;
	const headers = state.questions.map(headerText);
	const headerWidth = Math.max(0, ...headers.map((header) => visibleWidth(header)));
	const tally = tallyAnswers(answers);
	const complete = tally.answered === tally.total;
	const summary = locale.dialog.submits(locale.tally(tally), context.keys.confirm, complete);
	const body = [
		...wrapAfter(" ", style.bold(style.text(locale.dialog.reviewTitle)), width, 1),
		...spacer,
		...answers.flatMap((answer, i) => reviewLines(context, answer, statuses[i] as AnswerStatus, headers[i] ?? "", headerWidth)),
		...spacer,
		...wrapAfter(" ", (complete ? style.success : style.warning)(summary), width, layout.textRows),
		...longTextLines(context),
		...noticeLines(context),
		...spacerAboveFooter(context),
	];
	return { body, footer: renderFooter(context, reviewHints(state, context.keys, locale.hints)) };
}
