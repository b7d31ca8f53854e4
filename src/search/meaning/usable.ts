/**
 * Which of a model's hints a tool's index entry may carry. The model wrote them from the server's
 * own text, so a poisoned description can steer it into hints that claim every request: a flagged
 * tool gets none, each hint is screened as server text is, and a hint that names a tool (anything
 * with the `__` of a full `mcp__server__tool` name) is dropped, since hints are meant as a person asks.
 */
import { screenText } from "../trust/index.ts";

/** Hints of one tool that may be indexed, in the model's order; none for a flagged tool. */
export function usableHints(hints: readonly string[], flagged: boolean): string[] {
	if (flagged) return [];
	return hints.filter((hint) => !hint.includes("__") && screenText(hint, "hint").length === 0);
}

/** The hints as one index text: a line each, so no phrase runs from one hint into the next. */
export function hintText(hints: readonly string[]): string {
	return hints.join("\n");
}
