/**
 * How a tool_search call and its result look in the transcript.
 *
 * The call shows the query the model wrote on one line, sanitized and cut, since a query can be
 * any size and carry any character. The result shows the text the model read, sanitized again as
 * it is drawn: a session saved by an older version may hold a result that was not.
 */
import type { AgentToolResult, Theme, ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import { type Component, Container, TruncatedText } from "@mariozechner/pi-tui";
import { sanitizeLine } from "../text/sanitize.ts";
import { TOOL_SEARCH_TOOL_NAME } from "./catalog.ts";
import { echo } from "./results.ts";

/** Result lines shown while the result is collapsed. */
export const COLLAPSED_RESULT_LINES = 10;

function oneLineEach(lines: readonly string[]): Component {
	const container = new Container();
	for (const line of lines) container.addChild(new TruncatedText(line, 0, 0));
	return container;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null;
}

/** The call: the tool's name, the query as written (cut to one short line) and a limit when given. */
export function renderCall(args: unknown, theme: Theme, _context?: unknown): Component {
	const query = isRecord(args) && typeof args.query === "string" ? echo(args.query) : "";
	const limit = isRecord(args) && args.limit !== undefined ? theme.fg("dim", ` (limit ${sanitizeLine(String(args.limit)).slice(0, 12)})`) : "";
	return oneLineEach([theme.fg("toolTitle", theme.bold(TOOL_SEARCH_TOOL_NAME)) + (query ? ` ${theme.fg("accent", query)}` : "") + limit]);
}

/** The result's text, each line sanitized; collapsed, its first {@link COLLAPSED_RESULT_LINES} lines. */
export function renderResult(result: AgentToolResult<unknown>, options: ToolRenderResultOptions, theme: Theme, context?: unknown): Component {
	const text = result.content
		.filter((part): part is { type: "text"; text: string } => part.type === "text" && typeof (part as { text?: unknown }).text === "string")
		.map((part) => part.text)
		.join("\n");
	const lines = text.split("\n").map((line) => sanitizeLine(line));
	const shown = options.expanded ? lines : lines.slice(0, COLLAPSED_RESULT_LINES);
	const rest = lines.length - shown.length;
	const out = shown.map((line) => theme.fg("toolOutput", line));
	if (rest > 0) {
		const keyHint = isRecord(context) && typeof context.keyHint === "function" ? (context.keyHint as (id: string, text: string) => string) : undefined;
		out.push(theme.fg("muted", `… ${rest} more line${rest === 1 ? "" : "s"}`) + (keyHint ? ` ${keyHint("app.tools.expand", "to expand")}` : ""));
	}
	return oneLineEach(out);
}
