/**
 * The preview pane: a window of an option's preview lines (preview-text.ts splits and cleans them)
 * drawn at a width, each line drawn only as far as it can show.
 *
 * Previews keep one preview line per row and cut lines wider than the pane, marking each cut with
 * "…": previews are code and ASCII mockups, whose meaning is in their columns, and wrapping them
 * breaks exactly that alignment. `w` switches to wrapping when the full text of long lines matters
 * more; the position line always says which lines are on screen ("lines 11–22 of 200").
 */
import { truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import type { QuestionOption } from "../../outcome.ts";
import type { PreviewWords } from "../../locales/locale.ts";
import { LETTER_KEYS } from "../letters.ts";
import { cutTo, lineText, pack } from "./lines.ts";
import { maxPreviewTop, type PreviewText } from "../preview-text.ts";
import type { DialogStyle } from "./style.ts";

/** What a preview pane shows: whose preview, from which line, cut or wrapped, and how tall. */
export interface PreviewPane {
	readonly option: QuestionOption | undefined;
	/** The option's preview as lines (the frame worked them out: frame.ts). */
	readonly text: PreviewText;
	readonly top: number;
	readonly wrap: boolean;
	/** Body rows at most. */
	readonly rows: number;
	/** How the page keys are written ("pageUp/pageDown"). */
	readonly pageKeys: string;
	/** The pane's words in the user's language. */
	readonly words: PreviewWords;
}

/** The body rows of a pane from line `top`: cut (one row a line, "…" marking a cut) or wrapped. */
function paneBody(text: PreviewText, pane: PreviewPane, width: number, style: DialogStyle): { body: string[]; last: number; cut: boolean } {
	const body: string[] = [];
	let last = pane.top;
	let cut = false;
	for (let i = pane.top; i < text.count && body.length < pane.rows; i++) {
		const line = text.line(i);
		if (pane.wrap) {
			const rows = wrapTextWithAnsi(line, width);
			if (body.length + rows.length > pane.rows && body.length > 0) break;
			body.push(...rows.slice(0, pane.rows - body.length));
		} else if (visibleWidth(line) > width) {
			body.push(truncateToWidth(line, Math.max(0, width - 1), "") + style.accent("…"));
			cut = true;
		} else {
			body.push(line);
		}
		last = i + 1;
	}
	return { body, last, cut };
}

/**
 * The preview pane of an option at `width`: a title, a window of `pane.rows` body rows from the
 * first line the user scrolled to (kept within the last page), and the position line whenever not
 * everything is on screen.
 */
export function renderPreviewPane(pane: PreviewPane, width: number, style: DialogStyle): string[] {
	const text = pane.text;
	const words = pane.words;
	if (pane.option === undefined || text.count === 0) return [cutTo(style.dim(words.none), width)];
	const title = cutTo(style.dim(words.title) + style.text(lineText(pane.option.label, 1, width)), width);
	const top = Math.min(pane.top, maxPreviewTop(text.count, pane.wrap, pane.rows));
	const { body, last, cut } = paneBody(text, { ...pane, top }, width, style);
	const scrollable = top > 0 || last < text.count;
	const status: string[] = [];
	if (scrollable || cut || pane.wrap) status.push(words.position(top + 1, last, text.count));
	if (scrollable) status.push(words.scroll(pane.pageKeys, `${LETTER_KEYS.scrollUp} ${LETTER_KEYS.scrollDown}`));
	if (cut) status.push(words.cut(LETTER_KEYS.wrap));
	else if (pane.wrap) status.push(words.wrapped(LETTER_KEYS.wrap));
	const footer = status.length > 0 ? pack(status.map((s) => style.dim(s)), style.dim(" · "), width) : [];
	return [title, ...body.map((line) => cutTo(line, width)), ...footer];
}
