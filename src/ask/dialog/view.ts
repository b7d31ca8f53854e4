/**
 * The dialog drawn as terminal lines: `renderDialog(state, width, style) -> string[]`, pure.
 *
 * Every line fits `width` as the terminal counts columns (wide CJK characters and emoji take two),
 * measured with pi-tui's helpers, and everything the model wrote passes through sanitizeText or
 * sanitizeLine first. Colours come from a DialogStyle, so tests draw with PLAIN_STYLE and pi draws
 * with its theme.
 *
 * Previews keep one preview line per row and cut lines wider than the pane, marking each cut with
 * "…": previews are code and ASCII mockups, whose meaning is in their columns, and wrapping them
 * breaks exactly that alignment. `w` switches to wrapping when the full text of long lines matters
 * more; the position line always says which lines are on screen ("lines 11–22 of 200").
 */
import type { Theme } from "@mariozechner/pi-coding-agent";
import { truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { MAX_FIELD_CHARS, MAX_HEADER_CHARS, MAX_IMAGE_BYTES, RECOMMENDED_SUFFIX } from "../limits.ts";
import { DIALOG, tallyText } from "../chrome.ts";
import { answerStatus, type AnswerStatus, type AttachedImage, CHOICE_SEPARATOR, type Question, type QuestionAnswer, tallyAnswers } from "../outcome.ts";
import { EMPTY_FIELD, splitAtCursor, type TextField } from "../../text/field.ts";
import { OWN_ENTRIES, ownLabel } from "../rows.ts";
import { formatBytes } from "../../text/bytes.ts";
import { sanitizeLine, sanitizeText } from "../../text/sanitize.ts";
import { PREVIEW_ROWS, previewLines } from "./preview.ts";
import { answerOf, type DialogState, type Notice, idleCountdownSeconds, inputModeOf, onReviewTab, type QuestionDraft, type Row, rowsOf } from "./state.ts";

/** Colours and attributes the view applies; each takes text and returns it styled. */
export interface DialogStyle {
	border(text: string): string;
	accent(text: string): string;
	text(text: string): string;
	muted(text: string): string;
	dim(text: string): string;
	success(text: string): string;
	warning(text: string): string;
	error(text: string): string;
	bold(text: string): string;
	/** The open tab's chip. */
	selected(text: string): string;
	/** The character under the text cursor. */
	cursor(text: string): string;
}

const identity = (text: string) => text;

/** No styling at all: what tests read. */
export const PLAIN_STYLE: DialogStyle = {
	border: identity,
	accent: identity,
	text: identity,
	muted: identity,
	dim: identity,
	success: identity,
	warning: identity,
	error: identity,
	bold: identity,
	selected: identity,
	cursor: identity,
};

/** The dialog styled with pi's theme colours, so it follows the user's theme. */
export function themeStyle(theme: Theme): DialogStyle {
	return {
		border: (text) => theme.fg("borderMuted", text),
		accent: (text) => theme.fg("accent", text),
		text: (text) => theme.fg("text", text),
		muted: (text) => theme.fg("muted", text),
		dim: (text) => theme.fg("dim", text),
		success: (text) => theme.fg("success", text),
		warning: (text) => theme.fg("warning", text),
		error: (text) => theme.fg("error", text),
		bold: (text) => theme.bold(text),
		selected: (text) => theme.bg("selectedBg", theme.fg("text", text)),
		cursor: (text) => theme.inverse(text),
	};
}

/** How the keys that users can rebind in pi are written in the hint line. */
export interface KeyLabels {
	up: string;
	down: string;
	confirm: string;
	cancel: string;
	pageUp: string;
	pageDown: string;
}

/** Labels of pi's default bindings. */
export const DEFAULT_KEY_LABELS: KeyLabels = {
	up: "↑",
	down: "↓",
	confirm: "Enter",
	cancel: "Esc",
	pageUp: "PgUp",
	pageDown: "PgDn",
};

export interface ViewOptions {
	keys?: KeyLabels;
	/** Zero-width marker placed before the text cursor (pi-tui's CURSOR_MARKER while focused). */
	cursorMarker?: string;
}

/** Narrowest width at which a preview is drawn beside the options instead of below them. */
export const SIDE_BY_SIDE_MIN_WIDTH = 100;

const OTHER_LABEL = ownLabel("other");
const CHAT_LABEL = ownLabel("chat");
const NO_PREFERENCE_LABEL = ownLabel("noPreference");

// ---------------------------------------------------------------------------------------------
// Width helpers
// ---------------------------------------------------------------------------------------------

/** The line cut to `width` columns with "…" if it is wider: the last guard of the width rule. */
function fit(line: string, width: number): string {
	return visibleWidth(line) > width ? truncateToWidth(line, width, "…") : line;
}

/** Pads or cuts a line to exactly `width` columns, for the left column of a side-by-side layout. */
function padTo(line: string, width: number): string {
	const cut = fit(line, width);
	return cut + " ".repeat(Math.max(0, width - visibleWidth(cut)));
}

/**
 * Wraps `text` to `width` behind `prefix`; continuation lines are indented to the prefix width so
 * a wrapped label or description stays in its column.
 */
function wrapAfter(prefix: string, text: string, width: number): string[] {
	const indent = visibleWidth(prefix);
	if (width - indent < 8) return wrapTextWithAnsi(prefix + text, Math.max(1, width));
	const pad = " ".repeat(indent);
	return wrapTextWithAnsi(text, width - indent).map((line, i) => (i === 0 ? prefix : pad) + line);
}

/** Packs items into lines joined by `separator`, never splitting an item unless it alone is too wide. */
function pack(items: string[], separator: string, width: number): string[] {
	const lines: string[] = [];
	let line = "";
	for (const item of items) {
		const candidate = line === "" ? item : line + separator + item;
		if (visibleWidth(candidate) <= width || line === "") {
			line = candidate;
		} else {
			lines.push(line);
			line = item;
		}
	}
	if (line !== "") lines.push(line);
	return lines.flatMap((l) => (visibleWidth(l) > width ? wrapTextWithAnsi(l, width) : [l]));
}

// ---------------------------------------------------------------------------------------------
// Text fields
// ---------------------------------------------------------------------------------------------

/** Stands in for the cursor cell while wrapping: one column wide and not whitespace, so wrapping keeps it. */
const CURSOR_PLACEHOLDER = "\u{F0000}";

/**
 * A text field wrapped to `width` behind `prefix`, with the cursor drawn (and, when focused,
 * marked for the hardware cursor). The cursor cell on a space or past the end is a placeholder
 * during wrapping, because wrapping drops trailing spaces and would drop the cursor with them.
 */
function renderField(
	prefix: string,
	field: TextField,
	width: number,
	style: DialogStyle,
	options: ViewOptions,
	editing: boolean,
): string[] {
	if (!editing) return wrapAfter(prefix, style.text(field.text), width);
	const { before, at, after } = splitAtCursor(field);
	const cursorOnBlank = at === "" || /^\s$/.test(at);
	const marker = options.cursorMarker ?? "";
	const cursorCell = cursorOnBlank ? CURSOR_PLACEHOLDER : marker + style.cursor(at);
	const text = before + cursorCell + (at === "\n" ? "\n" : "") + after;
	const placeholderIndex = [...before].filter((char) => char === CURSOR_PLACEHOLDER).length;
	let seen = 0;
	return wrapAfter(prefix, text, width).map((line) =>
		line.replaceAll(CURSOR_PLACEHOLDER, (placeholder) =>
			seen++ === placeholderIndex && cursorOnBlank ? marker + style.cursor(" ") : placeholder,
		),
	);
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

/** The header chips of all tabs, packed into as many lines as the width needs. */
function renderTabs(state: DialogState, width: number, style: DialogStyle): string[] {
	const answers = answersOf(state);
	const chips = state.questions.map((question, i) => {
		const status = answerStatus(answers[i] as QuestionAnswer);
		const header = truncateToWidth(sanitizeLine(question.header), MAX_HEADER_CHARS * 2, "…");
		const chip = ` ${statusMark(status)} ${header} `;
		return i === state.tab ? style.selected(chip) : statusColor(status, style)(chip);
	});
	const submit = " ✓ Submit ";
	chips.push(onReviewTab(state) ? style.selected(submit) : style.dim(submit));
	return pack(chips, " ", width);
}

// ---------------------------------------------------------------------------------------------
// Question tab
// ---------------------------------------------------------------------------------------------

function styledLabel(label: string, style: DialogStyle, color: (text: string) => string): string {
	const clean = sanitizeLine(label);
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

/** The option rows (with descriptions) and the dialog's own rows, at `width`. */
function renderRows(state: DialogState, question: Question, draft: QuestionDraft, width: number, style: DialogStyle, options: ViewOptions): string[] {
	const lines: string[] = [];
	rowsOf(question).forEach((row, index) => {
		const focused = draft.focus === index;
		const pointer = focused ? style.accent("❯ ") : "  ";
		const marker = rowMarker(question, draft, row);
		const prefix = `${pointer}${focused ? style.accent(marker) : marker} ${index + 1}. `;
		const color = focused ? style.accent : style.text;
		switch (row.kind) {
			case "option": {
				const option = question.options[row.option];
				if (option === undefined) return;
				lines.push(...wrapAfter(prefix, styledLabel(option.label, style, color), width));
				const description = sanitizeText(option.description ?? "").trim();
				if (description !== "") {
					lines.push(...wrapAfter(" ".repeat(visibleWidth(prefix)), style.muted(description), width));
				}
				return;
			}
			case "other": {
				const editing = state.mode === "editOther";
				if (!editing && draft.other.text === "") {
					lines.push(...wrapAfter(prefix, color(OTHER_LABEL) + style.dim(" — type your own answer"), width));
					return;
				}
				const label = `${prefix}${color(`${OTHER_LABEL}:`)} `;
				const field = editing || draft.otherChosen ? draft.other : { ...draft.other, text: style.muted(draft.other.text) };
				lines.push(...renderField(label, field, width, style, options, editing));
				return;
			}
			case "chat":
				lines.push(...wrapAfter(prefix, color(CHAT_LABEL) + style.dim(" — stop here and talk it through"), width));
				return;
			case "noPreference":
				lines.push(...wrapAfter(prefix, color(NO_PREFERENCE_LABEL), width));
				return;
		}
	});
	return lines;
}

function imageList(images: readonly AttachedImage[]): string {
	return images.map((image) => `${sanitizeLine(image.name)} (${formatBytes(image.bytes)})`).join(", ");
}

/** Note, images, the image path prompt and status lines under the rows. */
function renderExtras(state: DialogState, draft: QuestionDraft, width: number, style: DialogStyle, options: ViewOptions): string[] {
	const lines: string[] = [];
	if (state.mode === "editNote" || draft.note.text !== "") {
		lines.push(...renderField(` ${style.muted("Note:")} `, draft.note, width, style, options, state.mode === "editNote"));
	}
	if (draft.images.length > 0) {
		lines.push(...wrapAfter(` ${style.muted("Images:")} `, style.text(imageList(draft.images)), width));
	}
	const pending = draft.pendingImage;
	if (state.mode === "attachPath") {
		lines.push(...renderField(` ${style.muted(DIALOG.imagePath)} `, pending?.path ?? EMPTY_FIELD, width, style, options, true));
		lines.push(...wrapAfter(" ", style.dim(DIALOG.imagePathHelp(formatBytes(MAX_IMAGE_BYTES))), width));
	} else if (pending?.status === "reading") {
		lines.push(...wrapAfter(" ", style.dim(DIALOG.reading(sanitizeLine(pending.path.text))), width));
	} else if (pending !== undefined && pending.path.text.trim() !== "") {
		lines.push(...wrapAfter(" ", style.warning(DIALOG.notAttached(sanitizeLine(pending.path.text), pending.status)), width));
	}
	if (draft.skipped) lines.push(...wrapAfter(" ", style.warning("Skipped — press s to answer it after all"), width));
	lines.push(...noticeLines(state, width, style, options.keys ?? DEFAULT_KEY_LABELS));
	return lines;
}

/**
 * The preview pane of the focused row at `width`: a title, the visible window of lines (cut with
 * a marked "…" or wrapped), and the position line whenever not everything is on screen.
 */
function renderPreview(state: DialogState, question: Question, draft: QuestionDraft, width: number, style: DialogStyle, keys: KeyLabels): string[] {
	const row = rowsOf(question)[draft.focus];
	const option = row?.kind === "option" ? question.options[row.option] : undefined;
	const lines = previewLines(option);
	if (option === undefined || lines.length === 0) return [fit(style.dim("No preview for this row"), width)];
	const title = fit(style.dim("Preview: ") + style.text(sanitizeLine(option.label)), width);
	const body: string[] = [];
	const top = Math.min(draft.previewTop, lines.length - 1);
	let last = top;
	let cut = false;
	for (let i = top; i < lines.length && body.length < PREVIEW_ROWS; i++) {
		const line = lines[i] as string;
		if (state.previewWrap) {
			const rows = wrapTextWithAnsi(line, width);
			if (body.length + rows.length > PREVIEW_ROWS && body.length > 0) break;
			body.push(...rows.slice(0, PREVIEW_ROWS - body.length));
		} else if (visibleWidth(line) > width) {
			body.push(truncateToWidth(line, Math.max(0, width - 1), "") + style.accent("…"));
			cut = true;
		} else {
			body.push(line);
		}
		last = i + 1;
	}
	const scrollable = top > 0 || last < lines.length;
	const status: string[] = [];
	if (scrollable || cut || state.previewWrap) status.push(`lines ${top + 1}–${last} of ${lines.length}`);
	if (scrollable) status.push(`${keys.pageUp}/${keys.pageDown} or [ ] scroll`);
	if (cut) status.push("… = cut, w wraps");
	else if (state.previewWrap) status.push("wrapped, w cuts");
	const footer = status.length > 0 ? pack(status.map((s) => style.dim(s)), style.dim(" · "), width) : [];
	return [title, ...body.map((line) => fit(line, width)), ...footer];
}

/** "↑↓" for arrows, "Ctrl+P/Ctrl+N" for longer key names. */
function upDown(keys: KeyLabels): string {
	return keys.up.length + keys.down.length > 2 ? `${keys.up}/${keys.down}` : `${keys.up}${keys.down}`;
}

function questionHints(state: DialogState, question: Question, draft: QuestionDraft, keys: KeyLabels): string[] {
	const rowCount = rowsOf(question).length;
	const hasPreview = question.options.some((option) => previewLines(option).length > 0);
	if (state.mode === "attachPath") return [`${keys.confirm} attach`, `${keys.cancel} cancel`, "Ctrl+C interrupt"];
	if (state.mode !== "browse") {
		return [
			`${keys.confirm} done`,
			`${keys.cancel} stop typing (text kept)`,
			"←→ cursor",
			`${upDown(keys)} leave`,
			...(state.mode === "editNote" ? ["Shift+Enter new line"] : []),
			"Tab next",
			"Ctrl+C interrupt",
		];
	}
	if (inputModeOf(state) === "otherRow") {
		return [
			"type your answer",
			`${upDown(keys)} move`,
			"Tab/→ next",
			"Shift+Tab/← back",
			`${keys.cancel} decline`,
			"Ctrl+C interrupt",
		];
	}
	const act = question.multiSelect ? "toggle" : "pick";
	return [
		`${upDown(keys)} move`,
		`${keys.confirm}${question.multiSelect ? "/Space" : ""} ${act}`,
		`1-${rowCount} ${act}`,
		"Tab/→ next",
		"Shift+Tab/← back",
		"n note",
		"s skip",
		...(state.images.allowed ? ["a image"] : []),
		...(draft.images.length > 0 ? ["x remove image"] : []),
		...(hasPreview ? [`${keys.pageUp}/${keys.pageDown} [ ] scroll`, "w wrap"] : []),
		`${keys.cancel} decline`,
		"Ctrl+C interrupt",
	];
}

function renderQuestion(state: DialogState, width: number, style: DialogStyle, options: ViewOptions): string[] {
	const question = state.questions[state.tab] as Question;
	const draft = state.drafts[state.tab] as QuestionDraft;
	const keys = options.keys ?? DEFAULT_KEY_LABELS;
	const lines: string[] = [];
	lines.push(...wrapAfter(" ", style.bold(style.text(sanitizeText(question.question).trim())), width));
	lines.push(...wrapAfter(" ", style.dim(question.multiSelect ? "Choose any that apply" : "Choose one"), width));
	lines.push("");
	const hasPreview = question.options.some((option) => previewLines(option).length > 0);
	if (hasPreview && width >= SIDE_BY_SIDE_MIN_WIDTH) {
		const leftWidth = Math.min(60, Math.max(36, Math.floor(width * 0.42)));
		const rightWidth = width - leftWidth - 3;
		const left = renderRows(state, question, draft, leftWidth, style, options);
		const right = renderPreview(state, question, draft, rightWidth, style, keys);
		const height = Math.max(left.length, right.length);
		for (let i = 0; i < height; i++) {
			lines.push(padTo(left[i] ?? "", leftWidth) + style.border(" │ ") + (right[i] ?? ""));
		}
		const extras = renderExtras(state, draft, width, style, options);
		if (extras.length > 0) lines.push("", ...extras);
	} else {
		lines.push(...renderRows(state, question, draft, width, style, options));
		lines.push(...renderExtras(state, draft, width, style, options));
		if (hasPreview) {
			lines.push("");
			const gutter = style.border("│ ");
			lines.push(...renderPreview(state, question, draft, Math.max(1, width - 2), style, keys).map((line) => gutter + line));
		}
	}
	lines.push("");
	lines.push(...renderFooter(state, questionHints(state, question, draft, keys), width, style));
	return lines;
}

// ---------------------------------------------------------------------------------------------
// Review tab
// ---------------------------------------------------------------------------------------------

function summaryOf(answer: QuestionAnswer, style: DialogStyle): string {
	const parts = answer.selected.map((label) => styledLabel(label, style, style.text));
	if (answer.typed !== undefined) parts.push(style.text(`“${sanitizeLine(answer.typed)}”`) + style.dim(" (typed)"));
	if (parts.length > 0) return parts.join(style.dim(CHOICE_SEPARATOR));
	switch (answerStatus(answer)) {
		case "no-preference":
			return style.text(NO_PREFERENCE_LABEL);
		case "skipped":
			return style.warning("Skipped");
		default:
			return style.muted("Not answered");
	}
}

/** The message about the last action in words, and whether it reports a failure. */
function noticeText(notice: Notice, state: DialogState): { text: string; failed: boolean } {
	switch (notice.kind) {
		case "attached":
			return { text: DIALOG.attached(notice.name), failed: false };
		case "removed":
			return { text: DIALOG.removed(notice.name), failed: false };
		case "refused":
			return { text: notice.message, failed: true };
		case "noImages":
			return { text: notice.support.reason === "blocked" ? DIALOG.noImagesBlocked : DIALOG.noImagesForModel(notice.support.model), failed: true };
		case "pasteNowhere":
			return { text: DIALOG.pasteNowhere(state.questions.length), failed: true };
		case "fieldFull":
			return { text: DIALOG.fieldFull(MAX_FIELD_CHARS), failed: true };
	}
}

/** The message about the last action, if any, and the pending decline, coloured by what they mean. */
function noticeLines(state: DialogState, width: number, style: DialogStyle, keys: KeyLabels): string[] {
	if (state.declineArmed) return wrapAfter(" ", style.warning(DIALOG.declineArmed(keys.cancel)), width);
	if (state.notice === undefined) return [];
	const { text, failed } = noticeText(state.notice, state);
	return wrapAfter(" ", (failed ? style.error : style.success)(sanitizeLine(text)), width);
}

function capitalize(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function renderReview(state: DialogState, width: number, style: DialogStyle, options: ViewOptions): string[] {
	const keys = options.keys ?? DEFAULT_KEY_LABELS;
	const answers = answersOf(state);
	const headers = state.questions.map((question) => truncateToWidth(sanitizeLine(question.header), MAX_HEADER_CHARS * 2, "…"));
	const headerWidth = Math.max(0, ...headers.map((header) => visibleWidth(header)));
	const lines: string[] = [...wrapAfter(" ", style.bold(style.text("Review your answers")), width), ""];
	answers.forEach((answer, i) => {
		const status = answerStatus(answer);
		const header = headers[i] ?? "";
		const prefix = ` ${statusColor(status, style)(statusMark(status))} ${style.accent(header)}${" ".repeat(headerWidth - visibleWidth(header))}  `;
		lines.push(...wrapAfter(prefix, summaryOf(answer, style), width));
		const indent = " ".repeat(visibleWidth(prefix));
		if (answer.notes !== undefined) lines.push(...wrapAfter(indent, style.muted("note: ") + style.text(sanitizeText(answer.notes)), width));
		if (answer.images.length > 0) lines.push(...wrapAfter(indent, style.muted("images: ") + style.text(imageList(answer.images)), width));
		const unattached = answer.unattachedImage;
		if (unattached !== undefined) {
			lines.push(...wrapAfter(indent, style.warning(DIALOG.notAttached(sanitizeLine(unattached.path), unattached.why, unattached.reason)), width));
		}
	});
	lines.push("");
	const tally = tallyAnswers(answers);
	const counted = tallyText(tally);
	const summary =
		tally.answered === tally.total
			? style.success(`${capitalize(counted)} — ${keys.confirm} submits`)
			: style.warning(`${capitalize(counted)} — ${keys.confirm} submits anyway`);
	lines.push(...wrapAfter(" ", summary, width));
	lines.push(...noticeLines(state, width, style, keys));
	lines.push("");
	const hints = [
		`${keys.confirm} submit`,
		"Shift+Tab/← back",
		`1-${state.questions.length} go to question`,
		`${keys.cancel} decline`,
		"Ctrl+C interrupt",
	];
	lines.push(...renderFooter(state, hints, width, style));
	return lines;
}

// ---------------------------------------------------------------------------------------------
// Footer and frame
// ---------------------------------------------------------------------------------------------

/** The idle countdown (in its last seconds) and the hint line. */
function renderFooter(state: DialogState, hints: string[], width: number, style: DialogStyle): string[] {
	const lines: string[] = [];
	const countdown = idleCountdownSeconds(state);
	if (countdown !== undefined) {
		lines.push(...wrapAfter(" ", style.warning(`Submitting what is selected in ${countdown} s — press any key to keep answering`), width));
	}
	lines.push(...pack(hints.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1)).map((line) => ` ${line}`));
	return lines;
}

/**
 * The whole dialog at `width` columns: a rule, the tab chips, the open tab (a question with its
 * rows, extras and preview, or the review) and a rule. Pure: the same state and width always give
 * the same lines, and no line is wider than `width`.
 */
export function renderDialog(state: DialogState, width: number, style: DialogStyle = PLAIN_STYLE, options: ViewOptions = {}): string[] {
	const w = Math.max(1, Math.floor(width));
	const rule = style.border("─".repeat(w));
	const body = onReviewTab(state) ? renderReview(state, w, style, options) : renderQuestion(state, w, style, options);
	const lines = [rule, ...renderTabs(state, w, style), "", ...body, rule];
	return lines.map((line) => fit(line, w));
}
