/**
 * The dialog drawn as terminal lines: `layoutDialog(state, width, style, { rows }) -> lines`, pure.
 *
 * Every line fits `width` as the terminal counts columns, and the dialog fits `rows` by folding in
 * the order layout.ts documents. Everything the model or the user wrote is bounded to what can show
 * and sanitized first (lines.ts), so a megabyte label costs a line. Colours come from a DialogStyle
 * (style.ts), words from the user's table (locales/), keys from hints.ts. This module draws the tab
 * chips and the question tab; the review tab is review-tab.ts, the notices and the hint line are
 * footer.ts, and what they share (the draw context) is drawing.ts. Every width is measured in
 * terminal columns (visibleWidth), never in characters, so CJK words and labels align as Latin ones
 * do. Nothing here touches the file system or the terminal.
 */
import { visibleWidth } from "@mariozechner/pi-tui";
import { IDLE_COUNTDOWN_SECONDS, MAX_IMAGE_BYTES } from "../../limits.ts";
import type { AnswerStatus, Question } from "../../outcome.ts";
import { EN, type Locale } from "../../locales/index.ts";
import { formatBytes } from "../../../text/bytes.ts";
import { EMPTY_FIELD } from "../../../text/field.ts";
import { DEFAULT_KEY_LABELS, type KeyLabels, questionHints } from "./hints.ts";
import { clipMiddle, type Layout, foldToRows, FULL_TEXT_ROWS, QUESTION_ROWS } from "./layout.ts";
import { LETTER_KEYS } from "../letters.ts";
import { blockText, cutTo, lineText, pack, padTo, renderField, wrapAfter } from "./lines.ts";
import { renderPreviewPane } from "./preview.ts";
import { NO_PREVIEW } from "../preview-text.ts";
import { answerSummaryOf, type DrawnQuestion, type QuestionFrame, questionFrameOf, type QuestionText } from "./frame.ts";
import { type DialogState, onReviewTab, type QuestionDraft, type Row } from "../state/index.ts";
import { type DialogStyle, PLAIN_STYLE } from "./style.ts";
import { type DrawContext, headerText, imageList, statusColor, statusMark, styledLabel, type TabLines } from "./drawing.ts";
import { noticeLines, renderFooter, spacerAboveFooter } from "./footer.ts";
import { drawReview } from "./review-tab.ts";

export { type DialogStyle, PLAIN_STYLE, themeStyle } from "./style.ts";
export { DEFAULT_KEY_LABELS, type KeyLabels } from "./hints.ts";

/** How a frame is drawn beyond the state: key names, the cursor marker, the rows pi leaves. */
export interface ViewOptions {
	keys?: KeyLabels;
	/** The words of the user's language; default English. */
	locale?: Locale;
	/** Zero-width marker placed before the text cursor (pi-tui's CURSOR_MARKER while focused). */
	cursorMarker?: string;
	/** Rows the dialog may take; undefined: as many as it needs. */
	rows?: number;
}

/** Narrowest width at which a preview is drawn beside the options instead of below them. */
export const SIDE_BY_SIDE_MIN_WIDTH = 100;

// ---------------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------------

/** A chip: the open one in brackets and reverse video, so it shows in any theme; the others padded to the same width. */
function chip(text: string, open: boolean, style: DialogStyle, color: (text: string) => string): string {
	return open ? style.selected(`[${text}]`) : color(` ${text} `);
}

/** The header chips of all tabs, packed into as many lines as the width needs. */
function renderTabs(context: DrawContext): string[] {
	const { state, width, style, locale } = context;
	const chips = state.questions.map((question, i) => {
		const status = context.summary.statuses[i] as AnswerStatus;
		return chip(`${statusMark(status)} ${headerText(question)}`, i === state.tab, style, statusColor(status, style));
	});
	chips.push(chip(locale.dialog.submitTab, onReviewTab(state), style, style.dim));
	return pack(chips, " ", width);
}

// ---------------------------------------------------------------------------------------------
// Question tab
// ---------------------------------------------------------------------------------------------

function rowMarker(question: Question, draft: QuestionDraft, row: Row): string {
	const filled = question.multiSelect ? "[x]" : "(•)";
	const empty = question.multiSelect ? "[ ]" : "( )";
	switch (row.kind) {
		case "option":
			return draft.selected[row.option] ? filled : empty;
		case "other":
			return draft.otherChosen ? filled : empty;
		case "noPreference":
			return draft.noPreference ? filled : empty;
		case "chat":
			return "   ";
	}
}

/** The lines of the Other row: its label and hint, or its text (being typed, chosen or kept). */
function otherRowLines(context: DrawContext, draft: QuestionDraft, prefix: string, color: (text: string) => string, width: number): string[] {
	const { state, style, layout, locale } = context;
	const editing = state.mode === "editOther";
	const label = locale.rows.other;
	if (!editing && draft.other.text === "") {
		return wrapAfter(prefix, color(label) + style.dim(` — ${locale.rowDetails.other}`), width, layout.textRows);
	}
	const field = editing || draft.otherChosen ? draft.other : { ...draft.other, text: style.muted(draft.other.text) };
	return renderField(`${prefix}${color(`${label}:`)} `, field, width, style, { editing, rows: layout.textRows, cursorMarker: context.cursorMarker });
}

/** The lines of one row at `index`: its label (and, when shown, its description). */
function rowLines(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft, index: number, width: number): string[] {
	const { style, layout, locale } = context;
	const { question } = frame;
	const row = frame.rows[index] as Row;
	const focused = draft.focus === index;
	const marker = rowMarker(question, draft, row);
	const prefix = `${focused ? style.accent("❯ ") : "  "}${focused ? style.accent(marker) : marker} ${index + 1}. `;
	const color = focused ? style.accent : style.text;
	switch (row.kind) {
		case "option": {
			const option = question.options[row.option];
			if (option === undefined) return [];
			const rows = focused ? Math.max(layout.textRows, layout.focusedRows) : layout.textRows;
			const label = styledLabel(option.label, style, color, width, Math.max(4, rows));
			const lines = wrapAfter(prefix, label, width, rows);
			if (rows < FULL_TEXT_ROWS && wrapAfter(prefix, label, width).length > lines.length) context.cut.value = true;
			if ((!focused && !layout.otherDescriptions) || layout.descriptionRows === 0) return lines;
			const description = blockText(option.description, layout.descriptionRows, width);
			if (description === "") return lines;
			return [...lines, ...wrapAfter(" ".repeat(visibleWidth(prefix)), style.muted(description), width, layout.descriptionRows)];
		}
		case "other":
			return otherRowLines(context, draft, prefix, color, width);
		case "chat":
			return wrapAfter(prefix, color(locale.rows.chat) + style.dim(` — ${locale.rowDetails.chat}`), width, layout.textRows);
		case "noPreference":
			return wrapAfter(prefix, color(locale.rows.noPreference), width, layout.textRows);
	}
}

/** The rows of a question at `width`: all of them, or a window around the focused one when the layout says so. */
function renderRows(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft, width: number): string[] {
	const count = frame.rows.length;
	const shown = Math.min(count, Math.max(1, context.layout.optionRows));
	const first = Math.max(0, Math.min(draft.focus - Math.floor((shown - 1) / 2), count - shown));
	const lines: string[] = [];
	const words = context.locale.dialog;
	if (first > 0) lines.push(context.style.dim(`  ${words.moreAbove(first)}`));
	for (let index = first; index < first + shown; index++) lines.push(...rowLines(context, frame, draft, index, width));
	if (first + shown < count) lines.push(context.style.dim(`  ${words.moreBelow(count - first - shown)}`));
	return lines;
}

/** The image path being typed, being read, or given and not attached. */
function imagePathLines(context: DrawContext, draft: QuestionDraft): string[] {
	const { state, width, style, layout } = context;
	const words = context.locale.dialog;
	const pending = draft.pendingImage;
	if (state.mode === "attachPath") {
		const field = renderField(` ${style.muted(words.imagePath)}`, pending?.path ?? EMPTY_FIELD, width, style, {
			editing: true,
			rows: layout.textRows,
			cursorMarker: context.cursorMarker,
		});
		const help = layout.spacers ? wrapAfter(" ", style.dim(words.imagePathHelp(formatBytes(MAX_IMAGE_BYTES))), width, 1) : [];
		return [...field, ...help];
	}
	if (pending === undefined || pending.path.text.trim() === "") return [];
	const path = lineText(pending.path.text, layout.textRows, width);
	if (pending.status === "reading") return wrapAfter(" ", style.dim(words.reading(path)), width, layout.textRows);
	return wrapAfter(" ", style.warning(words.notAttached(path, pending.status)), width, layout.textRows);
}

/** Note, images, the image path and status lines under the rows. */
function renderExtras(context: DrawContext, draft: QuestionDraft): string[] {
	const { state, width, style, layout } = context;
	const words = context.locale.dialog;
	const lines: string[] = [];
	if (state.mode === "editNote" || draft.note.text !== "") {
		const note = { editing: state.mode === "editNote", rows: layout.textRows, cursorMarker: context.cursorMarker };
		lines.push(...renderField(` ${style.muted(words.note)}`, draft.note, width, style, note));
	}
	if (draft.images.length > 0) lines.push(...wrapAfter(` ${style.muted(words.images)}`, style.text(imageList(draft.images)), width, layout.textRows));
	lines.push(...imagePathLines(context, draft));
	if (draft.skipped) lines.push(...wrapAfter(" ", style.warning(words.skippedHere(LETTER_KEYS.skip)), width, layout.textRows));
	for (const text of context.summary.longTexts) {
		if (text.question === state.tab) lines.push(...wrapAfter(" ", style.warning(words.longText(text.chars, text.quoted)), width, layout.textRows));
	}
	lines.push(...noticeLines(context));
	return lines;
}

/** The preview pane of the focused row, `width` columns wide and as tall as the layout allows. */
function renderPreview(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft, width: number): string[] {
	const row = frame.rows[draft.focus];
	const option = row?.kind === "option" ? frame.question.options[row.option] : undefined;
	const pane = {
		option,
		text: (row?.kind === "option" ? frame.previews[row.option] : undefined) ?? NO_PREVIEW,
		top: draft.previewTop,
		wrap: context.state.previewWrap,
		rows: context.layout.previewRows,
		pageKeys: `${context.keys.pageUp}/${context.keys.pageDown}`,
		words: context.locale.preview,
	};
	return renderPreviewPane(pane, width, context.style);
}

/** Options beside their preview: the left column padded, a rule, the preview. */
function sideBySide(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft): string[] {
	const { width, style } = context;
	const leftWidth = Math.min(60, Math.max(36, Math.floor(width * 0.42)));
	const left = renderRows(context, frame, draft, leftWidth);
	const right = renderPreview(context, frame, draft, width - leftWidth - 3);
	const lines: string[] = [];
	for (let i = 0; i < Math.max(left.length, right.length); i++) lines.push(padTo(left[i] ?? "", leftWidth) + style.border(" │ ") + (right[i] ?? ""));
	return lines;
}

/** The body of a question tab: rows, extras and (beside or below them) the preview. */
function questionBody(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft): string[] {
	const { width, style, layout } = context;
	const spacer = layout.spacers ? [""] : [];
	const extras = renderExtras(context, draft);
	if (frame.hasPreview && width >= SIDE_BY_SIDE_MIN_WIDTH) {
		return [...sideBySide(context, frame, draft), ...(extras.length > 0 ? [...spacer, ...extras] : [])];
	}
	const lines = [...renderRows(context, frame, draft, width), ...extras];
	if (!frame.hasPreview) return lines;
	const gutter = style.border("│ ");
	return [...lines, ...spacer, ...renderPreview(context, frame, draft, Math.max(1, width - 2)).map((line) => gutter + line)];
}

/** The question in bold, wrapped behind a blank column into at most `rows` rows, and whether that cut it. */
function questionTextOf(question: Question, rows: number, width: number, style: DialogStyle): QuestionText {
	const text = style.bold(style.text(blockText(question.question, rows, width)));
	const lines = wrapAfter(" ", text, width, rows);
	return { rows, lines, cut: wrapAfter(" ", text, width).length > lines.length };
}

/** The question drawn once for a frame: whole, and the line under it (choose one, or any). */
function drawnQuestion(question: Question, width: number, style: DialogStyle, locale: Locale): DrawnQuestion {
	const words = locale.dialog;
	return {
		whole: questionTextOf(question, QUESTION_ROWS, width, style),
		choose: wrapAfter(" ", style.dim(question.multiSelect ? words.chooseAny : words.chooseOne), width, 1),
	};
}

/**
 * `frame` for `layout`: the frame itself where the layout gives the question all its rows, which is
 * every layout but those of the fold's last step (layout.ts); there the question itself folds and
 * is drawn once for each height the step tries.
 */
function atQuestionRows(frame: QuestionFrame, layout: Layout, width: number, style: DialogStyle): QuestionFrame {
	if (layout.questionRows === frame.whole.rows) return frame;
	return { ...frame, text: questionTextOf(frame.question, layout.questionRows, width, style) };
}

/** The question as the frame drew it; marks the drawing cut when it did not fit whole. */
function questionLines(context: DrawContext, text: QuestionText): readonly string[] {
	if (text.cut) context.cut.value = true;
	return text.lines;
}

/** `v`: the question and the focused row whole, in place of the list, with a key back. */
function drawWhole(context: DrawContext, frame: QuestionFrame, draft: QuestionDraft): TabLines {
	const whole: DrawContext = { ...context, layout: { ...context.layout, textRows: QUESTION_ROWS, descriptionRows: QUESTION_ROWS, otherDescriptions: true } };
	const spacer = context.layout.spacers ? [""] : [];
	return {
		body: [...questionLines(whole, frame.whole), ...spacer, ...rowLines(whole, frame, draft, draft.focus, context.width), ...spacerAboveFooter(context)],
		footer: renderFooter(context, questionHints(context.state, frame, draft, context.keys, context.locale.hints, true)),
	};
}

/** A question tab's body and footer, drawn from the frame's facts of the question. */
function drawQuestion(context: DrawContext, frame: QuestionFrame): TabLines {
	const { state, layout } = context;
	const draft = state.drafts[state.tab] as QuestionDraft;
	if (state.showWhole) return drawWhole(context, frame, draft);
	const spacer = layout.spacers ? [""] : [];
	const body = [
		...questionLines(context, frame.text),
		...frame.choose,
		...spacer,
		...questionBody(context, frame, draft),
		...spacerAboveFooter(context),
	];
	return { body, footer: renderFooter(context, questionHints(state, frame, draft, context.keys, context.locale.hints, context.cut.value)) };
}

// ---------------------------------------------------------------------------------------------
// Footer and frame
// ---------------------------------------------------------------------------------------------

/**
 * The dialog in one frame, the open question's facts given (`frame`; undefined on the review tab);
 * at least `height` rows, the blank ones above the hint line, so the hint line stays put.
 */
function drawFrame(context: DrawContext, frame: QuestionFrame | undefined, height = 0): string[] {
	const { width, style } = context;
	const rule = style.border("─".repeat(width));
	const { body, footer } = frame === undefined ? drawReview(context) : drawQuestion(context, frame);
	const top = [rule, ...renderTabs(context), ...(context.layout.spacers ? [""] : []), ...body];
	const padding = Array.from({ length: Math.max(0, height - top.length - footer.length - 1) }, () => "");
	return [...top, ...padding, ...footer, rule].map((line) => cutTo(line, width));
}

/**
 * The states the open question is in as the user moves through it: each row focused. The dialog
 * takes the height of the tallest, so moving keeps its height (and what pi shows above it) still.
 */
function focusVariants(state: DialogState, frame: QuestionFrame | undefined): DialogState[] {
	if (frame === undefined || state.mode !== "browse" || state.showWhole) return [];
	return frame.rows.map((_, focus) => ({ ...state, drafts: state.drafts.map((draft, i) => (i === state.tab ? { ...draft, focus, previewTop: 0 } : draft)) }));
}

/**
 * `state` with its idle countdown on screen (when the idle wait is on). A frame as tall as this from
 * the start keeps a row for the countdown, so it appears without moving what is above it.
 */
function withCountdownShown(state: DialogState): DialogState {
	if (state.idleSeconds <= 0) return state;
	return { ...state, now: state.lastInputAt + Math.max(0, state.idleSeconds - IDLE_COUNTDOWN_SECONDS) * 1000 };
}

/** The states whose tallest frame sets the dialog's height: each focused row and the state itself, with the countdown shown when `reserve`. */
function heightVariants(state: DialogState, frame: QuestionFrame | undefined, reserve: boolean): DialogState[] {
	const variants = [...focusVariants(state, frame), state];
	return reserve ? variants.map(withCountdownShown) : variants;
}

/** Draws the dialog for a layout. */
type DrawAt = (layout: Layout) => string[];

/** A fold's result: the lines and the layout they were drawn with. */
type Folded = { lines: string[]; layout: Layout };

/**
 * Runs layout.ts's fold search for `rows`, answering each layout it asks about with the height
 * `draw` gives it, and returns the lines of the layout it chose (cut in the middle where none fits).
 */
function runFold(rows: number | undefined, keepHints: boolean, draw: DrawAt): Folded {
	const search = foldToRows(rows, keepHints);
	let step = search.next();
	while (step.done !== true) step = search.next(draw(step.value).length);
	return { lines: clipMiddle(draw(step.value), rows), layout: step.value };
}

/**
 * The fold with a row kept for the countdown where that costs nothing (the countdown takes the blank
 * line above the hints, or a row left over): the same layout as without it. Where keeping the row
 * would fold something more (a tight terminal without spacers), it is not kept, and the countdown
 * takes its row when it appears.
 */
function foldKeepingCountdownRow(state: DialogState, rows: number | undefined, draw: (reserve: boolean) => DrawAt, keepHints: boolean): Folded {
	const bare = runFold(rows, keepHints, draw(false));
	if (state.idleSeconds <= 0) return bare;
	const reserved = runFold(rows, keepHints, draw(true));
	return JSON.stringify(reserved.layout) === JSON.stringify(bare.layout) ? reserved : bare;
}

/**
 * The whole dialog at `width` columns in at most `options.rows` rows: a rule, the tab chips, the
 * open tab (a question with its rows, extras and preview, or the review) and a rule, folded as
 * layout.ts says until it fits, as tall for every focused row of a question as for its tallest.
 * The answers, and the open question's rows, previews and text, are worked out once (frame.ts) and
 * every layout the fold tries is drawn at most once (one cache). Returns the layout as well: how
 * many preview lines a page holds.
 */
export function layoutDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): { lines: string[]; layout: Layout } {
	const w = Math.max(1, Math.floor(width));
	const keys = options.keys ?? DEFAULT_KEY_LABELS;
	const locale = options.locale ?? EN;
	const marker = options.cursorMarker === undefined ? {} : { cursorMarker: options.cursorMarker };
	const summary = answerSummaryOf(state);
	const contextFor = (at: DialogState, layout: Layout, moreKeys: boolean): DrawContext => ({
		state: at,
		width: w,
		style,
		keys,
		locale,
		layout,
		summary,
		moreKeys,
		cut: { value: false },
		...marker,
	});
	const question = state.questions[state.tab];
	const frame = onReviewTab(state) || question === undefined ? undefined : questionFrameOf(question, drawnQuestion(question, w, style, locale));
	// The fold search tries layouts that draw alike (a preview's height where no option has one): each is drawn once.
	const previewless = frame === undefined || !frame.hasPreview;
	const drawn = new Map<string, string[]>();
	const drawWith = (moreKeys: boolean) => (reserve: boolean) => (layout: Layout) => {
		const key = JSON.stringify({ ...(previewless ? { ...layout, previewRows: 0 } : layout), moreKeys, reserve });
		let lines = drawn.get(key);
		if (lines === undefined) {
			const at = frame === undefined ? undefined : atQuestionRows(frame, layout, w, style);
			const height = Math.max(0, ...heightVariants(state, at, reserve).map((variant) => drawFrame(contextFor(variant, layout, moreKeys), at).length));
			drawn.set(key, (lines = drawFrame(contextFor(state, layout, moreKeys), at, height)));
		}
		return lines;
	};
	const fold = (moreKeys: boolean, keepHints: boolean) => foldKeepingCountdownRow(state, options.rows, drawWith(moreKeys), keepHints);
	// Where every key shows without `?`, `?` would change nothing: the line leaves it out (which only makes it shorter).
	const plain = fold(true, false);
	if (plain.layout.hints === "all") return fold(false, false);
	return state.showKeys ? fold(true, true) : plain;
}

/** The lines of layoutDialog: pure, the same state, width and rows always give the same lines. */
export function renderDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): string[] {
	return layoutDialog(state, width, style, options).lines;
}
