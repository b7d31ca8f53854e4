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
import { OWN_ENTRIES } from "../rows.ts";
import { formatBytes } from "../../text/bytes.ts";
import { EMPTY_FIELD } from "../../text/field.ts";
import { DEFAULT_KEY_LABELS, type Hints, type KeyLabels, questionHints, reviewHints } from "./hints.ts";
import { type Fit, fitDialog } from "./layout.ts";
import { blockText, fit as fitWidth, lineText, pack, padTo, renderField, wrapAfter } from "./lines.ts";
import { previewOf, renderPreviewPane } from "./preview.ts";
import { answerOf, type DialogState, idleCountdownSeconds, type Notice, onReviewTab, type QuestionDraft, type Row, rowsOf } from "./state.ts";
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

function styledLabel(label: string, style: DialogStyle, color: (text: string) => string, width: number): string {
	const clean = lineText(label, 4, width);
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
		return wrapAfter(prefix, color(label) + style.dim(` — ${locale.rows.otherDetail}`), width, fit.textRows);
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
			const lines = wrapAfter(prefix, styledLabel(option.label, style, color, width), width, fit.textRows);
			if (!focused && !fit.otherDescriptions) return lines;
			const description = blockText(option.description, fit.textRows, width);
			if (description === "") return lines;
			return [...lines, ...wrapAfter(" ".repeat(visibleWidth(prefix)), style.muted(description), width, fit.textRows)];
		}
		case "other":
			return otherRowLines(frame, draft, prefix, color, width);
		case "chat":
			return wrapAfter(prefix, color(locale.rows.chat) + style.dim(` — ${locale.rows.chatDetail}`), width, fit.textRows);
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
	if (draft.skipped) lines.push(...wrapAfter(" ", style.warning(words.skippedHere(OWN_ENTRIES.skip.key)), width, fit.textRows));
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

function drawQuestion(frame: Frame): string[] {
	const { state, width, style, fit } = frame;
	const question = state.questions[state.tab] as Question;
	const draft = state.drafts[state.tab] as QuestionDraft;
	const spacer = fit.spacers ? [""] : [];
	const text = blockText(question.question, fit.textRows, width);
	return [
		...wrapAfter(" ", style.bold(style.text(text)), width, fit.textRows),
		...wrapAfter(" ", style.dim(question.multiSelect ? frame.locale.dialog.chooseAny : frame.locale.dialog.chooseOne), width, 1),
		...spacer,
		...questionBody(frame, question, draft),
		...spacer,
		...renderFooter(frame, questionHints(state, question, draft, frame.keys, frame.locale.hints)),
	];
}

// ---------------------------------------------------------------------------------------------
// Review tab
// ---------------------------------------------------------------------------------------------

function summaryOf(answer: QuestionAnswer, frame: Frame): string {
	const { style, width, locale } = frame;
	const parts = answer.selected.map((label) => styledLabel(label, style, style.text, width));
	if (answer.typed !== undefined) parts.push(style.text(`“${lineText(answer.typed, 4, width)}”`) + style.dim(locale.dialog.typedMark));
	if (parts.length > 0) return parts.join(style.dim(CHOICE_SEPARATOR));
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

function drawReview(frame: Frame): string[] {
	const { state, width, style, fit, locale } = frame;
	const spacer = fit.spacers ? [""] : [];
	const answers = answersOf(state);
	const headers = state.questions.map(headerText);
	const headerWidth = Math.max(0, ...headers.map((header) => visibleWidth(header)));
	const tally = tallyAnswers(answers);
	const complete = tally.answered === tally.total;
	const summary = locale.dialog.submits(locale.tally(tally), frame.keys.confirm, complete);
	return [
		...wrapAfter(" ", style.bold(style.text(locale.dialog.reviewTitle)), width, 1),
		...spacer,
		...answers.flatMap((answer, i) => reviewLines(frame, answer, headers[i] ?? "", headerWidth)),
		...spacer,
		...wrapAfter(" ", (complete ? style.success : style.warning)(summary), width, fit.textRows),
		...noticeLines(frame),
		...spacer,
		...renderFooter(frame, reviewHints(state, frame.keys, locale.hints)),
	];
}

// ---------------------------------------------------------------------------------------------
// Footer and frame
// ---------------------------------------------------------------------------------------------

/** The idle countdown (in its last seconds) and the hint line, in full or in its essentials. */
function renderFooter(frame: Frame, hints: Hints): string[] {
	const { state, width, style, fit } = frame;
	const lines: string[] = [];
	const countdown = idleCountdownSeconds(state);
	if (countdown !== undefined) lines.push(...wrapAfter(" ", style.warning(frame.locale.dialog.countdown(countdown)), width, fit.textRows));
	const shown = fit.hints === "all" ? hints.all : hints.essential;
	lines.push(...pack(shown.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1)).map((line) => ` ${line}`));
	return lines;
}

function drawFrame(frame: Frame): string[] {
	const { state, width, style } = frame;
	const rule = style.border("─".repeat(width));
	const body = onReviewTab(state) ? drawReview(frame) : drawQuestion(frame);
	const lines = [rule, ...renderTabs(state, width, style, frame.locale), ...(frame.fit.spacers ? [""] : []), ...body, rule];
	return lines.map((line) => fitWidth(line, width));
}

/**
 * The whole dialog at `width` columns in at most `options.rows` rows: a rule, the tab chips, the
 * open tab (a question with its rows, extras and preview, or the review) and a rule, folded as
 * layout.ts says until it fits. Returns the fit as well: how many preview lines a page holds.
 */
export function layoutDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): { lines: string[]; fit: Fit } {
	const w = Math.max(1, Math.floor(width));
	const keys = options.keys ?? DEFAULT_KEY_LABELS;
	const locale = options.locale ?? EN;
	const draw = (fit: Fit) => drawFrame({ state, width: w, style, keys, locale, fit, ...(options.cursorMarker === undefined ? {} : { cursorMarker: options.cursorMarker }) });
	return fitDialog(options.rows, draw, state.showKeys);
}

/** The lines of layoutDialog: pure, the same state, width and rows always give the same lines. */
export function renderDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): string[] {
	return layoutDialog(state, width, style, options).lines;
}
