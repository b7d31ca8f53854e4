/**
 * The dialog drawn as terminal lines: `layoutDialog(state, width, style, { rows }) -> lines`, pure.
 *
 * Every line fits `width` as the terminal counts columns, and the dialog fits `rows` by folding in
 * the order layout.ts documents. Everything the model or the user wrote is bounded to what can show
 * and sanitized first (lines.ts), so a megabyte label costs a line. Colours come from a DialogStyle
 * (style.ts), words from the user's table (locales/), keys from hints.ts. Every width is measured in
 * terminal columns (visibleWidth), never in characters, so CJK words and labels align as Latin ones
 * do. Nothing here touches the file system or the terminal.
 */
import { truncateToWidth, visibleWidth } from "@mariozechner/pi-tui";
import { MAX_FIELD_CHARS, MAX_HEADER_CHARS, MAX_IMAGE_BYTES, RECOMMENDED_SUFFIX } from "../limits.ts";
import { answerStatus, type AnswerStatus, type AttachedImage, CHOICE_SEPARATOR, type Question, type QuestionAnswer, tallyAnswers } from "../outcome.ts";
import { EN, type Locale } from "../locales/index.ts";
import { formatBytes } from "../../text/bytes.ts";
import { EMPTY_FIELD } from "../../text/field.ts";
import { DEFAULT_KEY_LABELS, type Hints, type KeyLabels, questionHints, reviewHints } from "./hints.ts";
import { type Fit, fitDialog, FULL_TEXT_ROWS, QUESTION_ROWS } from "./layout.ts";
import { LETTER_KEYS } from "./letters.ts";
import { blockText, fit as fitWidth, lineText, pack, padTo, renderField, wrapAfter } from "./lines.ts";
import { renderPreviewPane } from "./preview.ts";
import { previewOf } from "./preview-text.ts";
import { longTexts } from "../long-text.ts";
import { answerOf, type DialogState, idleCountdownSeconds, type Notice, onReviewTab, type QuestionDraft, type Row, rowsOf } from "./state/index.ts";
import { type DialogStyle, PLAIN_STYLE } from "./style.ts";

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

/** What one frame draws with: the state, its width and style, the options, and the fit being tried. */
interface Frame {
	readonly state: DialogState;
	readonly width: number;
	readonly style: DialogStyle;
	readonly keys: KeyLabels;
	readonly locale: Locale;
	readonly cursorMarker?: string;
	readonly fit: Fit;
	/** Set while drawing when the fit cut the question or a label: the hint line then offers `v`. */
	readonly cut: { value: boolean };
}

// ---------------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------------

function statusMark(status: AnswerStatus): string {
	switch (status) {
		case "answered":
		case "no-preference":
			return "■";
		case "skipped":
			return "–";
		default:
			return "□";
	}
}

function statusColor(status: AnswerStatus, style: DialogStyle): (text: string) => string {
	switch (status) {
		case "answered":
		case "no-preference":
			return style.success;
		case "skipped":
			return style.warning;
		default:
			return style.muted;
	}
}

function answersOf(state: DialogState): QuestionAnswer[] {
	return state.questions.map((question, i) => answerOf(question, state.drafts[i] as QuestionDraft));
}

/** A header as its chip shows it: one line, at most MAX_HEADER_CHARS characters' worth of columns. */
function headerText(question: Question): string {
	return truncateToWidth(lineText(question.header, 1, MAX_HEADER_CHARS * 2), MAX_HEADER_CHARS * 2, "…");
}

/** A chip: the open one in brackets and reverse video, so it shows in any theme; the others padded to the same width. */
function chip(text: string, open: boolean, style: DialogStyle, color: (text: string) => string): string {
	return open ? style.selected(`[${text}]`) : color(` ${text} `);
}

/** The header chips of all tabs, packed into as many lines as the width needs. */
function renderTabs(state: DialogState, width: number, style: DialogStyle, locale: Locale): string[] {
	const answers = answersOf(state);
	const chips = state.questions.map((question, i) => {
		const status = answerStatus(answers[i] as QuestionAnswer);
		return chip(`${statusMark(status)} ${headerText(question)}`, i === state.tab, style, statusColor(status, style));
	});
	chips.push(chip(locale.dialog.submitTab, onReviewTab(state), style, style.dim));
	return pack(chips, " ", width);
}

// ---------------------------------------------------------------------------------------------
// Question tab
// ---------------------------------------------------------------------------------------------

function styledLabel(label: string, style: DialogStyle, color: (text: string) => string, width: number, rows = 4): string {
	const clean = lineText(label, rows, width);
	if (label.endsWith(RECOMMENDED_SUFFIX) && clean.endsWith(RECOMMENDED_SUFFIX)) {
		return color(clean.slice(0, -RECOMMENDED_SUFFIX.length)) + style.success(RECOMMENDED_SUFFIX);
	}
	return color(clean);
}

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
function otherRowLines(frame: Frame, draft: QuestionDraft, prefix: string, color: (text: string) => string, width: number): string[] {
	const { state, style, fit, locale } = frame;
	const editing = state.mode === "editOther";
	const label = locale.rows.other;
	if (!editing && draft.other.text === "") {
		return wrapAfter(prefix, color(label) + style.dim(` — ${locale.rowDetails.other}`), width, fit.textRows);
	}
	const field = editing || draft.otherChosen ? draft.other : { ...draft.other, text: style.muted(draft.other.text) };
	return renderField(`${prefix}${color(`${label}:`)} `, field, width, style, { editing, rows: fit.textRows, cursorMarker: frame.cursorMarker });
}

/** The lines of one row at `index`: its label (and, when shown, its description). */
function rowLines(frame: Frame, question: Question, draft: QuestionDraft, index: number, width: number): string[] {
	const { style, fit, locale } = frame;
	const row = rowsOf(question)[index] as Row;
	const focused = draft.focus === index;
	const marker = rowMarker(question, draft, row);
	const prefix = `${focused ? style.accent("❯ ") : "  "}${focused ? style.accent(marker) : marker} ${index + 1}. `;
	const color = focused ? style.accent : style.text;
	switch (row.kind) {
		case "option": {
			const option = question.options[row.option];
			if (option === undefined) return [];
			const rows = focused ? Math.max(fit.textRows, fit.focusedRows) : fit.textRows;
			const label = styledLabel(option.label, style, color, width, Math.max(4, rows));
			const lines = wrapAfter(prefix, label, width, rows);
			if (rows < FULL_TEXT_ROWS && wrapAfter(prefix, label, width).length > lines.length) frame.cut.value = true;
			if ((!focused && !fit.otherDescriptions) || fit.descriptionRows === 0) return lines;
			const description = blockText(option.description, fit.descriptionRows, width);
			if (description === "") return lines;
			return [...lines, ...wrapAfter(" ".repeat(visibleWidth(prefix)), style.muted(description), width, fit.descriptionRows)];
		}
		case "other":
			return otherRowLines(frame, draft, prefix, color, width);
		case "chat":
			return wrapAfter(prefix, color(locale.rows.chat) + style.dim(` — ${locale.rowDetails.chat}`), width, fit.textRows);
		case "noPreference":
			return wrapAfter(prefix, color(locale.rows.noPreference), width, fit.textRows);
	}
}

/** The rows of a question at `width`: all of them, or a window around the focused one when the fit says so. */
function renderRows(frame: Frame, question: Question, draft: QuestionDraft, width: number): string[] {
	const count = rowsOf(question).length;
	const shown = Math.min(count, Math.max(1, frame.fit.optionRows));
	const first = Math.max(0, Math.min(draft.focus - Math.floor((shown - 1) / 2), count - shown));
	const lines: string[] = [];
	const words = frame.locale.dialog;
	if (first > 0) lines.push(frame.style.dim(`  ${words.moreAbove(first)}`));
	for (let index = first; index < first + shown; index++) lines.push(...rowLines(frame, question, draft, index, width));
	if (first + shown < count) lines.push(frame.style.dim(`  ${words.moreBelow(count - first - shown)}`));
	return lines;
}

function imageList(images: readonly AttachedImage[]): string {
	return images
		.map((image) => {
			const size = image.width !== undefined && image.height !== undefined ? `${image.width}×${image.height}, ` : "";
			return `${lineText(image.name, 1, 80)} (${size}${formatBytes(image.bytes)})`;
		})
		.join(", ");
}

/** The image path being typed, being read, or given and not attached. */
function imagePathLines(frame: Frame, draft: QuestionDraft): string[] {
	const { state, width, style, fit } = frame;
	const words = frame.locale.dialog;
	const pending = draft.pendingImage;
	if (state.mode === "attachPath") {
		const field = renderField(` ${style.muted(words.imagePath)}`, pending?.path ?? EMPTY_FIELD, width, style, {
			editing: true,
			rows: fit.textRows,
			cursorMarker: frame.cursorMarker,
		});
		const help = fit.spacers ? wrapAfter(" ", style.dim(words.imagePathHelp(formatBytes(MAX_IMAGE_BYTES))), width, 1) : [];
		return [...field, ...help];
	}
	if (pending === undefined || pending.path.text.trim() === "") return [];
	const path = lineText(pending.path.text, fit.textRows, width);
	if (pending.status === "reading") return wrapAfter(" ", style.dim(words.reading(path)), width, fit.textRows);
	return wrapAfter(" ", style.warning(words.notAttached(path, pending.status)), width, fit.textRows);
}

/** Note, images, the image path and status lines under the rows. */
function renderExtras(frame: Frame, draft: QuestionDraft): string[] {
	const { state, width, style, fit } = frame;
	const words = frame.locale.dialog;
	const lines: string[] = [];
	if (state.mode === "editNote" || draft.note.text !== "") {
		const note = { editing: state.mode === "editNote", rows: fit.textRows, cursorMarker: frame.cursorMarker };
		lines.push(...renderField(` ${style.muted(words.note)}`, draft.note, width, style, note));
	}
	if (draft.images.length > 0) lines.push(...wrapAfter(` ${style.muted(words.images)}`, style.text(imageList(draft.images)), width, fit.textRows));
	lines.push(...imagePathLines(frame, draft));
	if (draft.skipped) lines.push(...wrapAfter(" ", style.warning(words.skippedHere(LETTER_KEYS.skip)), width, fit.textRows));
	for (const text of longTexts(answersOf(state))) {
		if (text.question === state.tab) lines.push(...wrapAfter(" ", style.warning(words.longText(text.chars, text.quoted)), width, fit.textRows));
	}
	lines.push(...noticeLines(frame));
	return lines;
}

/** The preview pane of the focused row, `width` columns wide and as tall as the fit allows. */
function renderPreview(frame: Frame, question: Question, draft: QuestionDraft, width: number): string[] {
	const row = rowsOf(question)[draft.focus];
	const option = row?.kind === "option" ? question.options[row.option] : undefined;
	const pane = {
		option,
		top: draft.previewTop,
		wrap: frame.state.previewWrap,
		rows: frame.fit.previewRows,
		pageKeys: `${frame.keys.pageUp}/${frame.keys.pageDown}`,
		words: frame.locale.preview,
	};
	return renderPreviewPane(pane, width, frame.style);
}

/** Options beside their preview: the left column padded, a rule, the preview. */
function sideBySide(frame: Frame, question: Question, draft: QuestionDraft): string[] {
	const { width, style } = frame;
	const leftWidth = Math.min(60, Math.max(36, Math.floor(width * 0.42)));
	const left = renderRows(frame, question, draft, leftWidth);
	const right = renderPreview(frame, question, draft, width - leftWidth - 3);
	const lines: string[] = [];
	for (let i = 0; i < Math.max(left.length, right.length); i++) lines.push(padTo(left[i] ?? "", leftWidth) + style.border(" │ ") + (right[i] ?? ""));
	return lines;
}

/** The body of a question tab: rows, extras and (beside or below them) the preview. */
function questionBody(frame: Frame, question: Question, draft: QuestionDraft): string[] {
	const { width, style, fit } = frame;
	const spacer = fit.spacers ? [""] : [];
	const extras = renderExtras(frame, draft);
	const hasPreview = question.options.some((option) => previewOf(option).count > 0);
	if (hasPreview && width >= SIDE_BY_SIDE_MIN_WIDTH) {
		return [...sideBySide(frame, question, draft), ...(extras.length > 0 ? [...spacer, ...extras] : [])];
	}
	const lines = [...renderRows(frame, question, draft, width), ...extras];
	if (!hasPreview) return lines;
	const gutter = style.border("│ ");
	return [...lines, ...spacer, ...renderPreview(frame, question, draft, Math.max(1, width - 2)).map((line) => gutter + line)];
}

/** The top and the bottom of a tab: what it shows, and its idle countdown and hint line (kept at the bottom). */
interface TabLines {
	readonly body: string[];
	readonly footer: string[];
}

/** The question, as many rows as the fit allows; marks the frame cut when it did not fit whole. */
function questionLines(frame: Frame, question: Question, rows: number): string[] {
	const { width, style } = frame;
	const text = style.bold(style.text(blockText(question.question, rows, width)));
	const lines = wrapAfter(" ", text, width, rows);
	if (wrapAfter(" ", text, width).length > lines.length) frame.cut.value = true;
	return lines;
}

/** `v`: the question and the focused row whole, in place of the list, with a key back. */
function drawWhole(frame: Frame, question: Question, draft: QuestionDraft): TabLines {
	const whole: Frame = { ...frame, fit: { ...frame.fit, textRows: QUESTION_ROWS, descriptionRows: QUESTION_ROWS, otherDescriptions: true } };
	const spacer = frame.fit.spacers ? [""] : [];
	return {
		body: [...questionLines(whole, question, QUESTION_ROWS), ...spacer, ...rowLines(whole, question, draft, draft.focus, frame.width), ...spacer],
		footer: renderFooter(frame, questionHints(frame.state, question, draft, frame.keys, frame.locale.hints, true)),
	};
}

function drawQuestion(frame: Frame): TabLines {
	const { state, width, style, fit } = frame;
	const question = state.questions[state.tab] as Question;
	const draft = state.drafts[state.tab] as QuestionDraft;
	if (state.showWhole) return drawWhole(frame, question, draft);
	const spacer = fit.spacers ? [""] : [];
	const body = [
		...questionLines(frame, question, fit.questionRows),
		...wrapAfter(" ", style.dim(question.multiSelect ? frame.locale.dialog.chooseAny : frame.locale.dialog.chooseOne), width, 1),
		...spacer,
		...questionBody(frame, question, draft),
		...spacer,
	];
	return { body, footer: renderFooter(frame, questionHints(state, question, draft, frame.keys, frame.locale.hints, frame.cut.value)) };
}

// ---------------------------------------------------------------------------------------------
// Review tab
// ---------------------------------------------------------------------------------------------

function summaryOf(answer: QuestionAnswer, frame: Frame): string {
	const { style, width, locale } = frame;
	const parts = answer.selected.map((label) => styledLabel(label, style, style.text, width));
	if (answer.typed !== undefined) parts.push(style.text(`“${lineText(answer.typed, 4, width)}”`) + style.dim(locale.dialog.typedMark));
	if (answer.typedNotChosen !== undefined) parts.push(style.muted(`“${lineText(answer.typedNotChosen, 4, width)}”`) + style.dim(locale.dialog.typedNotChosenMark));
	if (answer.selected.length > 0 || answer.typed !== undefined) return parts.join(style.dim(CHOICE_SEPARATOR));
	return [noChoiceSummary(answer, frame), ...parts].join(style.dim(CHOICE_SEPARATOR));
}

/** What the review says of a question without a choice: handed back, skipped or not answered. */
function noChoiceSummary(answer: QuestionAnswer, frame: Frame): string {
	const { style, locale } = frame;
	switch (answerStatus(answer)) {
		case "no-preference":
			return style.text(locale.rows.noPreference);
		case "skipped":
			return style.warning(locale.dialog.skipped);
		default:
			return style.muted(locale.dialog.notAnswered);
	}
}

/** The message about the last action in words, and whether it reports a failure. */
function noticeText(notice: Notice, state: DialogState, words: Locale["dialog"]): { text: string; failed: boolean } {
	switch (notice.kind) {
		case "attached":
			return { text: words.attached(notice.name), failed: false };
		case "removed":
			return { text: words.removed(notice.name), failed: false };
		case "refused":
			return { text: notice.message, failed: true };
		case "noImages":
			return { text: notice.support.reason === "blocked" ? words.noImagesBlocked : words.noImagesForModel(notice.support.model), failed: true };
		case "pasteNowhere":
			return { text: words.pasteNowhere(state.questions.length), failed: true };
		case "fieldFull":
			return { text: words.fieldFull(MAX_FIELD_CHARS), failed: true };
	}
}

/** The message about the last action, if any, or the Esc waiting for its second press. */
function noticeLines(frame: Frame): string[] {
	const { state, width, style, fit } = frame;
	if (state.declineArmed) return wrapAfter(" ", style.warning(frame.locale.dialog.declineArmed(frame.keys.cancel)), width, fit.textRows);
	if (state.notice === undefined) return [];
	const { text, failed } = noticeText(state.notice, state, frame.locale.dialog);
	return wrapAfter(" ", (failed ? style.error : style.success)(lineText(text, fit.textRows, width)), width, fit.textRows);
}

/** One question on the review tab: mark, header, what was entered. */
function reviewLines(frame: Frame, answer: QuestionAnswer, header: string, headerWidth: number): string[] {
	const { width, style, fit } = frame;
	const words = frame.locale.dialog;
	const status = answerStatus(answer);
	const prefix = ` ${statusColor(status, style)(statusMark(status))} ${style.accent(header)}${" ".repeat(headerWidth - visibleWidth(header))}  `;
	const indent = " ".repeat(visibleWidth(prefix));
	const lines = wrapAfter(prefix, summaryOf(answer, frame), width, fit.textRows);
	if (answer.notes !== undefined) lines.push(...wrapAfter(indent, style.muted(words.noteInReview) + style.text(blockText(answer.notes, fit.textRows, width)), width, fit.textRows));
	if (answer.images.length > 0) lines.push(...wrapAfter(indent, style.muted(words.imagesInReview) + style.text(imageList(answer.images)), width, fit.textRows));
	const unattached = answer.unattachedImage;
	if (unattached !== undefined) {
		const path = lineText(unattached.path, fit.textRows, width);
		lines.push(...wrapAfter(indent, style.warning(words.notAttached(path, unattached.why, unattached.reason)), width, fit.textRows));
	}
	return lines;
}

/** Before submit: each text the result will quote only in part, and that the whole text goes in a file. */
function longTextLines(frame: Frame, answers: readonly QuestionAnswer[]): string[] {
	const { width, style, fit } = frame;
	return longTexts(answers).flatMap((text) => wrapAfter(` ${text.question + 1}. `, style.warning(frame.locale.dialog.longText(text.chars, text.quoted)), width, fit.textRows));
}

function drawReview(frame: Frame): TabLines {
	const { state, width, style, fit, locale } = frame;
	const spacer = fit.spacers ? [""] : [];
	const answers = answersOf(state);
	const headers = state.questions.map(headerText);
	const headerWidth = Math.max(0, ...headers.map((header) => visibleWidth(header)));
	const tally = tallyAnswers(answers);
	const complete = tally.answered === tally.total;
	const summary = locale.dialog.submits(locale.tally(tally), frame.keys.confirm, complete);
	const body = [
		...wrapAfter(" ", style.bold(style.text(locale.dialog.reviewTitle)), width, 1),
		...spacer,
		...answers.flatMap((answer, i) => reviewLines(frame, answer, headers[i] ?? "", headerWidth)),
		...spacer,
		...wrapAfter(" ", (complete ? style.success : style.warning)(summary), width, fit.textRows),
		...longTextLines(frame, answers),
		...noticeLines(frame),
		...spacer,
	];
	return { body, footer: renderFooter(frame, reviewHints(state, frame.keys, locale.hints)) };
}

// ---------------------------------------------------------------------------------------------
// Footer and frame
// ---------------------------------------------------------------------------------------------

/** Most rows the essential hints take: what a dialog cut to its top and bottom keeps of them (layout.ts). */
export const ESSENTIAL_HINT_ROWS = 2;

/**
 * The essentials in one line where they fit: on a narrow terminal the hints the mode lets go
 * (`shed`, `v` first and `?` last) go one by one until the line fits; the two ways to leave never
 * go, and wrap to ESSENTIAL_HINT_ROWS lines where even they alone are too wide.
 */
function essentialLines(hints: Hints, width: number, style: DialogStyle): string[] {
	const packed = (shown: readonly string[]) => pack(shown.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1));
	const shed = hints.shed ?? [];
	let lines = packed(hints.essential);
	for (let dropped = 1; lines.length > 1 && dropped <= shed.length; dropped++) {
		const gone = new Set(shed.slice(0, dropped));
		lines = packed(hints.essential.filter((hint) => !gone.has(hint)));
	}
	return lines.slice(-ESSENTIAL_HINT_ROWS).map((line) => ` ${line}`);
}

/** The idle countdown (in its last seconds) and the hint line, in full or in its essentials. */
function renderFooter(frame: Frame, hints: Hints): string[] {
	const { state, width, style, fit } = frame;
	const lines: string[] = [];
	const countdown = idleCountdownSeconds(state);
	if (countdown !== undefined) lines.push(...wrapAfter(" ", style.warning(frame.locale.dialog.countdown(countdown)), width, fit.textRows));
	if (fit.hints === "essential") return [...lines, ...essentialLines(hints, width, style)];
	lines.push(...pack(hints.all.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1)).map((line) => ` ${line}`));
	return lines;
}

/** The dialog in one frame; at least `height` rows, the blank ones above the hint line, so the hint line stays put. */
function drawFrame(frame: Frame, height = 0): string[] {
	const { state, width, style } = frame;
	const rule = style.border("─".repeat(width));
	const { body, footer } = onReviewTab(state) ? drawReview(frame) : drawQuestion(frame);
	const top = [rule, ...renderTabs(state, width, style, frame.locale), ...(frame.fit.spacers ? [""] : []), ...body];
	const padding = Array.from({ length: Math.max(0, height - top.length - footer.length - 1) }, () => "");
	return [...top, ...padding, ...footer, rule].map((line) => fitWidth(line, width));
}

/**
 * The states the open question is in as the user moves through it: each row focused. The dialog
 * takes the height of the tallest, so moving keeps its height (and what pi shows above it) still.
 */
function focusVariants(state: DialogState): DialogState[] {
	const question = state.questions[state.tab];
	if (question === undefined || state.mode !== "browse" || state.showWhole) return [];
	return rowsOf(question).map((_, focus) => ({ ...state, drafts: state.drafts.map((draft, i) => (i === state.tab ? { ...draft, focus, previewTop: 0 } : draft)) }));
}

/**
 * The whole dialog at `width` columns in at most `options.rows` rows: a rule, the tab chips, the
 * open tab (a question with its rows, extras and preview, or the review) and a rule, folded as
 * layout.ts says until it fits, as tall for every focused row of a question as for its tallest.
 * Returns the fit as well: how many preview lines a page holds.
 */
export function layoutDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): { lines: string[]; fit: Fit } {
	const w = Math.max(1, Math.floor(width));
	const keys = options.keys ?? DEFAULT_KEY_LABELS;
	const locale = options.locale ?? EN;
	const marker = options.cursorMarker === undefined ? {} : { cursorMarker: options.cursorMarker };
	const frameOf = (at: DialogState, fit: Fit): Frame => ({ state: at, width: w, style, keys, locale, fit, cut: { value: false }, ...marker });
	const variants = focusVariants(state);
	// The fold search tries fits that draw alike (a preview's height where no option has one): each is drawn once.
	const question = state.questions[state.tab];
	const previewless = onReviewTab(state) || question === undefined || !question.options.some((option) => previewOf(option).count > 0);
	const drawn = new Map<string, string[]>();
	const draw = (fit: Fit) => {
		const key = JSON.stringify(previewless ? { ...fit, previewRows: 0 } : fit);
		let lines = drawn.get(key);
		if (lines === undefined) {
			const height = Math.max(0, ...variants.map((variant) => drawFrame(frameOf(variant, fit)).length));
			drawn.set(key, (lines = drawFrame(frameOf(state, fit), height)));
		}
		return lines;
	};
	return fitDialog(options.rows, draw, state.showKeys);
}

/** The lines of layoutDialog: pure, the same state, width and rows always give the same lines. */
export function renderDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): string[] {
	return layoutDialog(state, width, style, options).lines;
}
