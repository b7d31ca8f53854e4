/**
 * Suggestions on a user's prompt: when a prompt strongly matches deferred tools (`strongHits` in
 * ../engine/cut.ts), the run gets one short message after the prompt naming them, and in call mode
 * they are made callable, so a model that does not search still reaches them. Never the system
 * prompt or the tools array: the cached prefix is untouched. This module decides which tools; the
 * message is written in ../suggestion.ts.
 */
import { type ParsedQuery, type SearchOutcome, strongHits } from "../engine/index.ts";
import type { ToolLine } from "./snapshot.ts";

/** The `customType` of a suggestion message. */
export const SUGGESTION_MESSAGE_TYPE = "tool-search-suggestion";

/** What a prompt was suggested: the tools, best first, and whether they were made callable. */
export interface Suggestion {
	readonly tools: readonly ToolLine[];
	readonly callable: boolean;
}

/**
 * Whether a prompt is a slash command (`/tools`, `/skill:name`, a prompt template): it says what to
 * run, so no tool is suggested for it, whatever it expands to.
 */
export function isCommandPrompt(text: string): boolean {
	return text.trimStart().startsWith("/");
}

/**
 * The tools to suggest for a prompt's outcome: its strong hits (see `strongHits`) that are neither
 * declared nor callable already (`active` holds both). A prompt that reads as a tool name, a server
 * or `select:` gets none: it is a request to the model, which reads the name itself.
 */
export function suggestedNames(parsed: ParsedQuery, outcome: SearchOutcome, active: ReadonlySet<string>): string[] {
	if (parsed.kind !== "keywords" || outcome.kind !== "keywords") return [];
	return strongHits([...outcome.load, ...outcome.candidates])
		.map((hit) => hit.name)
		.filter((name) => !active.has(name));
}
