/**
 * A transcript row of one line: how tool_search and call_tool draw a call, cut to the width pi
 * gives it (the line is built, and sanitized, by the caller).
 */
import { type Component, Container, TruncatedText } from "@mariozechner/pi-tui";

/** One line in a container, cut to the row's width. */
export function oneLine(line: string): Component {
	const container = new Container();
	container.addChild(new TruncatedText(line, 0, 0));
	return container;
}
