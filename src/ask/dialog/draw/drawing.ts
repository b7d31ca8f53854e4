/**
 * What every part of a frame draws with: the draw context (the state, the width, the style, the
 * words, the layout being tried, the frame's answers) and the pieces both tabs show, a question's
 * status mark, its header, an option label with its "(Recommended)", a list of images. Pure, like
 * the view.
 */
import { truncateToWidth } from "@mariozechner/pi-tui";
import { MAX_HEADER_CHARS, RECOMMENDED_SUFFIX } from "../../limits.ts";
import type { AnswerStatus, AttachedImage, Question } from "../../outcome.ts";
import type { Locale } from "../../locales/index.ts";
import { formatBytes } from "../../../text/bytes.ts";
import type { KeyLabels } from "./hints.ts";
import type { Layout } from "./layout.ts";
import { lineText } from "./lines.ts";
import type { DialogState } from "../state/index.ts";
import type { AnswerSummary } from "./frame.ts";
import type { DialogStyle } from "./style.ts";

/** What drawing one frame needs besides the state: its width and style, key names and words, the layout being tried, the answers. */
export interface DrawContext {
	readonly state: DialogState;
	readonly width: number;
	readonly style: DialogStyle;
	readonly keys: KeyLabels;
	readonly locale: Locale;
	readonly cursorMarker?: string;
	readonly layout: Layout;
	/** The answers, read off the frame's state once (frame.ts): the same for every layout and focused row drawn. */
	readonly summary: AnswerSummary;
	/** Whether `?` would show more keys: false where the hint line lists every key anyway. */
	readonly moreKeys: boolean;
	/** Set while drawing when the layout cut the question or a label: the hint line then offers `v`. */
	readonly cut: { value: boolean };
}

/** The top and the bottom of a tab: what it shows, and its idle countdown and hint line (kept at the bottom). */
export interface TabLines {
	readonly body: string[];
	readonly footer: string[];
}

/** A question's mark on its chip and on the review: answered (or handed back), skipped, open. */
export function statusMark(status: AnswerStatus): string {
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

/** The colour of a question's mark, by the same statuses. */
export function statusColor(status: AnswerStatus, style: DialogStyle): (text: string) => string {
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

/** A header as its chip shows it: one line, at most MAX_HEADER_CHARS characters' worth of columns. */
export function headerText(question: Question): string {
	return truncateToWidth(lineText(question.header, 1, MAX_HEADER_CHARS * 2), MAX_HEADER_CHARS * 2, "…");
}

/** An option's label in `rows` rows at most, its "(Recommended)" in the success colour. */
export function styledLabel(label: string, style: DialogStyle, color: (text: string) => string, width: number, rows = 4): string {
	const clean = lineText(label, rows, width);
	if (label.endsWith(RECOMMENDED_SUFFIX) && clean.endsWith(RECOMMENDED_SUFFIX)) {
		return color(clean.slice(0, -RECOMMENDED_SUFFIX.length)) + style.success(RECOMMENDED_SUFFIX);
	}
	return color(clean);
}

/** Attached images as one list: each name with its size in pixels (when known) and bytes. */
export function imageList(images: readonly AttachedImage[]): string {
	return images
		.map((image) => {
			const size = image.width !== undefined && image.height !== undefined ? `${image.width}×${image.height}, ` : "";
			return `${lineText(image.name, 1, 80)} (${size}${formatBytes(image.bytes)})`;
		})
		.join(", ");
}
