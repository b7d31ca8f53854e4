/**
 * The geometry of option previews, shared by the reducer (which clamps scrolling) and the view
 * (which draws the visible window), so both always agree on what "one page" is.
 */
import type { QuestionOption } from "../outcome.ts";
import { sanitizeText } from "../../text/sanitize.ts";

/**
 * Preview rows shown at once. Fixed rather than taken from the terminal height so that scrolling
 * is a pure function of the state, and small enough that the whole dialog fits a 40-row terminal
 * with four described options.
 */
export const PREVIEW_ROWS = 12;

/** Lines scrolled by one page key: a page minus one line, so the reader keeps their place. */
export const PREVIEW_PAGE = PREVIEW_ROWS - 1;

/** The preview of an option as safe terminal lines; empty when the option has none. */
export function previewLines(option: QuestionOption | undefined): string[] {
	const preview = option?.preview;
	if (preview === undefined || preview.trim() === "") return [];
	const lines = sanitizeText(preview.replace(/\s+$/, "")).split("\n");
	return lines;
}

/**
 * Largest first line a preview may scroll to. Cut lines keep one row each, so the last page starts
 * PREVIEW_ROWS from the end. Wrapped lines can take several rows, so any line may be the first one
 * and the reader can always reach the end, whatever the width.
 */
export function maxPreviewTop(lineCount: number, wrap: boolean): number {
	if (wrap) return Math.max(0, lineCount - 1);
	return Math.max(0, lineCount - PREVIEW_ROWS);
}
