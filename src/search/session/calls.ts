/**
 * What the session answers about a call: where a name given to `call_tool` leads (`CallTarget`),
 * and what a call of a catalog tool needs before it runs (`CallCheck`, for ../call-gate.ts).
 * Pure functions of a view of the session, made by ./session.ts after it synced.
 */
import { writtenActiveName } from "../engine/index.ts";
import type { CatalogTool, ToolSearchPolicy } from "../catalog/index.ts";
import { matchesAny } from "../catalog/index.ts";
import { CHANGE_SENTENCES, type ChangedTools } from "../memory/index.ts";
import { toolLineOf } from "../plan/index.ts";
import { type Flag, screenOnce, type ToolChange } from "../trust/index.ts";
import type { ToolIndex } from "../engine/index.ts";
import type { CallTarget } from "./overview.ts";

/** The session as a call reads it, after a sync. */
export interface CallView {
	index: ToolIndex;
	tools: ReadonlyMap<string, CatalogTool>;
	active: readonly string[];
	/** The names whose declarations call mode hides now (made callable through `call_tool`). */
	hidden: () => ReadonlySet<string>;
	changed: Pick<ChangedTools, "changeOf" | "unapproved">;
}

/**
 * Where a name given to `call_tool` leads: a tool a search made callable (loaded, its declaration
 * hidden), a tool declared to the model (it calls that directly), a deferred tool not made
 * callable yet, a tool changed since (refused until found again), or no tool (with the closest
 * names). Names resolve as `select:` does: one name, never split.
 */
export function callTargetOf(written: string, view: CallView): CallTarget {
	const outcome = view.index.search({ kind: "select", names: [written] });
	const found = outcome.kind === "select" ? outcome.found[0] : undefined;
	const change = found === undefined ? undefined : view.changed.changeOf(found);
	if (change !== undefined) return { kind: "changed", name: change.name, refusal: CHANGE_SENTENCES.refusal(change) };
	if (found === undefined) {
		const direct = writtenActiveName(written, view.active);
		if (direct !== undefined) return { kind: "declared", name: direct };
		const suggestions = outcome.kind === "select" ? (outcome.unknown[0]?.suggestions ?? []) : [];
		return { kind: "unknown", suggestions };
	}
	if (view.hidden().has(found)) return { kind: "callable", name: found, tool: toolLineOf(view.tools, found) };
	if (view.active.includes(found)) return { kind: "declared", name: found };
	return { kind: "not-callable", name: found };
}

/**
 * What a call of a tool needs before it runs:
 * - `free`: not a catalog tool, or one neither flagged nor changed since it was found;
 * - `refuse`: changed on its server since it was made callable or declared, and not found again
 *   (the sentence `call_tool` gives, so a direct call in declare mode reads the same);
 * - `ask`: flagged (its screening found instruction-like text), or found again after a change the
 *   user has not said yes to: the user decides, unless the settings say otherwise (`settle`).
 */
export type CallCheck =
	| { kind: "free" }
	| { kind: "refuse"; text: string }
	| { kind: "ask"; name: string; flags: readonly Flag[]; change?: ToolChange };

/** The check of a call of `name` (see {@link CallCheck}). */
export function callCheckOf(name: string, view: Pick<CallView, "tools" | "changed">): CallCheck {
	const change = view.changed.changeOf(name);
	if (change !== undefined) return { kind: "refuse", text: CHANGE_SENTENCES.refusal(change) };
	const tool = view.tools.get(name);
	if (tool === undefined) return { kind: "free" };
	const flags = screenOnce(tool);
	const unapproved = view.changed.unapproved(name);
	if (flags.length === 0 && unapproved === undefined) return { kind: "free" };
	return { kind: "ask", name, flags, ...(unapproved !== undefined ? { change: unapproved } : {}) };
}

/**
 * What the settings make of a call that would ask (`confirm`, `allow` in ../catalog/catalog.ts):
 * `ask` the user; `run`, as flags did before the question existed (`"confirm": false`); or
 * `allowed` by a name pattern, which runs it unasked in every mode.
 */
export function settle(name: string, policy: Pick<ToolSearchPolicy, "confirm" | "allow">): "ask" | "run" | "allowed" {
	if (!policy.confirm) return "run";
	return matchesAny(policy.allow, name) ? "allowed" : "ask";
}
