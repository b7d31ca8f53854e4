/**
 * Suggestions on a user's prompt, as the model and the user see them: one short message after the
 * prompt naming the best one to three deferred tools it strongly matches (which ones, and making
 * them callable in call mode, is ./plan/suggest.ts and the session), and one line in the transcript. The message
 * is a custom message of the run, never the system prompt or the tools array, so the cached prefix
 * of the request stays as it was. Nothing for a slash command, a run a custom message started, or
 * when the `suggest` setting is off (`registerSuggestions` in ./tool.ts). Pure: the bench
 * (bench/suggest.ts) writes the same message.
 */
import type { Theme } from "@mariozechner/pi-coding-agent";
import type { Component } from "@mariozechner/pi-tui";
import { isRecord } from "../text/record.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import { parameterLine } from "./plan/index.ts";
import { MAX_NAME_CHARS } from "./engine/index.ts";
import { type Suggestion, toolLine } from "./plan/index.ts";
import { oneLine } from "./transcript-row.ts";

/**
 * Characters of a suggested tool's arguments line: a suggestion is a hint, not the tool's entry
 * (a typical MCP tool's line is under 200 characters; a wider one is cut with a mark, and the model
 * reads it whole with `select:`). Keeps a firing suggestion near its 150-token aim.
 */
export const SUGGESTION_ARGUMENT_CHARS = 200;

/** The sentences of a suggestion. */
export const SUGGESTION_SENTENCES = {
	callable: "Tools that fit this request, callable now through call_tool with their name and arguments (they are not in your tool list):",
	named: "Tools that may fit this request (not loaded; tool_search select:<name> loads them):",
	cut: "… (cut; tool_search select:<name> shows all)",
} as const;

/** The details of a suggestion message: the tools named, as shown, and whether they were made callable. */
export interface SuggestionDetails {
	tools: string[];
	callable: boolean;
}

/**
 * One suggested tool: its line as a result writes it (the server's text quoted, and the FLAGGED
 * line of a flagged tool, `toolLine` in ./plan/tool-lines.ts), and in call mode its arguments line
 * within {@link SUGGESTION_ARGUMENT_CHARS}.
 */
function toolLines(tool: Suggestion["tools"][number], callable: boolean): string[] {
	const line = toolLine(tool);
	if (!callable) return [line];
	const args = parameterLine(tool.parameters);
	return [line, `  arguments: ${args.length <= SUGGESTION_ARGUMENT_CHARS ? args : `${args.slice(0, SUGGESTION_ARGUMENT_CHARS)}${SUGGESTION_SENTENCES.cut}`}`];
}

/** The message the model reads: the sentence for the mode, then each tool (every text from a server summarized, sanitized and quoted). */
export function suggestionText(suggestion: Suggestion): string {
	const head = suggestion.callable ? SUGGESTION_SENTENCES.callable : SUGGESTION_SENTENCES.named;
	return [head, ...suggestion.tools.flatMap((tool) => toolLines(tool, suggestion.callable))].join("\n");
}

/** The transcript's line: `tool_search suggested <names> (callable)`, from details read back (untrusted, so checked, cut and sanitized). */
export function renderSuggestion(details: unknown, theme: Theme, indent = 1): Component {
	const raw: Partial<SuggestionDetails> = isRecord(details) ? details : {};
	const names = Array.isArray(raw.tools) ? raw.tools.slice(0, 3).filter((name): name is string => typeof name === "string") : [];
	const shown = names.map((name) => sanitizeLine(name.slice(0, MAX_NAME_CHARS))).join(", ");
	const mode = raw.callable === true ? " (callable)" : "";
	return oneLine(`${theme.fg("toolTitle", theme.bold("tool_search"))} ${theme.fg("dim", "suggested")} ${theme.fg("accent", shown)}${theme.fg("dim", mode)}`, indent);
}
