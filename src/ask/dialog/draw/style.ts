/**
 * How the dialog colours its text: a DialogStyle of small functions, so the view stays free of the
 * theme (tests draw with PLAIN_STYLE) and pi draws with the user's theme (themeStyle).
 */
import type { Theme } from "@mariozechner/pi-coding-agent";

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
	/** The open tab's chip: shown by more than colour (the view also brackets it). */
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

/**
 * The dialog styled with pi's theme colours, so it follows the user's theme. The open tab is drawn
 * in reverse video and bold, not with a background colour: pi 1.6's "system" theme takes its
 * colours from the terminal, where a selection background can be next to invisible, and reverse
 * video shows in every theme and every terminal.
 */
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
		selected: (text) => theme.inverse(theme.bold(text)),
		cursor: (text) => theme.inverse(text),
	};
}
