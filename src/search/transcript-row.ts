/**
 * A transcript row of one line: how tool_search and call_tool draw a call, cut to the width pi
 * gives it (the line is built, and sanitized, by the caller).
 */
import { type Component, Container, TruncatedText } from "@mariozechner/pi-tui";

/**
 * One line in a container, cut to the row's width, `indent` columns in. A tool call's row needs
 * none (pi draws it in a box padded one column); a message renderer's row is drawn bare, so it
 * passes pi's output padding (1, as pi 1.x's `outputPad` defaults and pi 0.73 draws) to line up.
 */
export function oneLine(line: string, indent = 0): Component {
	const container = new Container();
	container.addChild(new TruncatedText(line, indent, 0));
	return container;
}

/** The columns pi pads a transcript row with: its `outputPad` when it passes one (pi 1.x), else 1. */
export function outputPadOf(options: unknown): number {
	const pad = typeof options === "object" && options !== null ? (options as { outputPad?: unknown }).outputPad : undefined;
	return typeof pad === "number" && Number.isInteger(pad) && pad >= 0 && pad <= 8 ? pad : 1;
}
