/**
 * How a tool_search call and its result look in the transcript.
 *
 * Collapsed, a search is one line: the call and what it did, `tool_search "create jira issue" →
 * loaded 2 · named 6`, or why it found nothing (`→ mcp__memory not connected`). Expanded, the
 * tools it loaded and named follow, one per line. pi draws a tool's call and its result as two
 * components, the call first; so the result renderer hands its summary to the call renderer
 * through the row's shared renderer state and asks pi to draw the row again, once, when the
 * summary changes. Everything is built from `result.details` (./tools-command/details.ts), never from the text
 * the model read, so a resumed session shows what the live one showed; a result without usable
 * details (an error, or one saved by an older version) shows its text instead. The query is drawn
 * on one cut line, since it can be any size and carry any character, and every name and text is
 * sanitized as it is drawn: a session saved by an older version may hold text that was not.
 */
import type { AgentToolResult, Theme, ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import { type Component, Container, Text } from "@mariozechner/pi-tui";
import { isRecord, memberOf } from "../text/record.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import { readDetails, type SummaryTone, summaryParts } from "./tools-command/index.ts";
import type { SearchDetails } from "./plan/index.ts";
import { TOOL_SEARCH_TOOL_NAME } from "./catalog/index.ts";
import { quoteBack } from "./plan/index.ts";
import { oneLine } from "./transcript-row.ts";

/** What the result renderer leaves for the call renderer in the row's state. */
interface RowState {
	summary?: { tone: SummaryTone | "error"; text: string }[];
	/** The summary as one string, to tell a changed summary from the same one. */
	summaryKey?: string;
}

/** The parts of pi's render context the renderers use; present on both pi lines. */
interface RenderContext {
	state?: unknown;
	invalidate?: () => void;
}

function rowState(context: RenderContext | undefined): RowState | undefined {
	const state = context?.state;
	return isRecord(state) ? (state as RowState) : undefined;
}

/**
 * The call: `tool_search "query"` (cut to one short line) and a limit when given, followed by the
 * result's summary once there is one. The arguments may still be streaming, so every field may be
 * missing.
 */
export function renderCall(args: unknown, theme: Theme, context?: RenderContext): Component {
	const rawQuery = memberOf(args, "query");
	const query = typeof rawQuery === "string" ? quoteBack(rawQuery).trim() : "";
	const limit = memberOf(args, "limit");
	let line = theme.fg("toolTitle", theme.bold(TOOL_SEARCH_TOOL_NAME));
	if (query !== "") line += ` ${theme.fg("accent", `"${query}"`)}`;
	if (limit !== undefined) line += theme.fg("dim", ` (limit ${sanitizeLine(String(limit)).slice(0, 12)})`);
	const summary = rowState(context)?.summary;
	if (summary !== undefined && summary.length > 0) {
		line += theme.fg("dim", " → ") + summary.map((part) => theme.fg(part.tone, part.text)).join(theme.fg("dim", " · "));
	}
	return oneLine(line);
}

/** The lines of a result's text, each sanitized. */
function textLines(result: AgentToolResult<unknown>): string[] {
	return result.content
		.filter((part): part is { type: "text"; text: string } => part.type === "text" && typeof (part as { text?: unknown }).text === "string")
		.flatMap((part) => part.text.split("\n"))
		.map((line) => sanitizeLine(line));
}

/** The summary of a result: from its details, else (an error, or details of another version) its first line of text. */
function resultSummary(result: AgentToolResult<unknown>, isError: boolean): { tone: SummaryTone | "error"; text: string }[] {
	const details = readDetails(result.details);
	if (details !== undefined && !isError) return summaryParts(details).map((part) => ({ tone: part.tone, text: sanitizeLine(part.text) }));
	const first = textLines(result)[0] ?? "";
	return first === "" ? [] : [{ tone: isError ? "error" : "muted", text: first }];
}

/** The expanded lines: loaded, already loaded and named tools one per line, then unknown names and servers. */
function expandedLines(details: SearchDetails, theme: Theme): string[] {
	const section = (title: string, names: readonly string[], mark: string, tone: SummaryTone): string[] =>
		names.length === 0 ? [] : [theme.fg("muted", title), ...names.map((name) => `  ${theme.fg(tone, mark)} ${theme.fg("text", sanitizeLine(name))}`)];
	return [
		...section(details.loadMode === "call" ? "Callable through call_tool" : "Loaded", details.loaded, "+", "success"),
		...section("Loaded already", details.alreadyLoaded, "=", "muted"),
		...section("Named, not loaded", details.candidates, "·", "muted"),
		...section("No such tool", details.unknown, "?", "warning"),
		...section(
			"Servers",
			details.servers.map((server) => `${server.namespace}: ${server.condition}`),
			"!",
			"warning",
		),
	];
}

/**
 * The result: collapsed, nothing of its own (the call line carries the summary); expanded, the
 * tools it loaded and named. When the summary changed, pi is asked once to draw the row again, so
 * the call line shows it; the request is queued, since pi is drawing the row right now.
 */
export function renderResult(result: AgentToolResult<unknown>, options: ToolRenderResultOptions, theme: Theme, context?: RenderContext & { isError?: boolean }): Component {
	if (options.isPartial) return oneLine(theme.fg("dim", "Searching …"));
	const summary = resultSummary(result, context?.isError === true);
	const state = rowState(context);
	const key = JSON.stringify(summary);
	if (state !== undefined && state.summaryKey !== key) {
		state.summary = summary;
		state.summaryKey = key;
		const invalidate = context?.invalidate;
		if (invalidate !== undefined) queueMicrotask(invalidate);
	}
	if (!options.expanded) return new Container();
	const details = context?.isError === true ? undefined : readDetails(result.details);
	// Without details, the text the model read, every line sanitized.
	const lines = details === undefined ? textLines(result).slice(1).map((line) => theme.fg("toolOutput", line)) : expandedLines(details, theme);
	return lines.length === 0 ? new Container() : new Text(lines.join("\n"), 0, 0);
}
