/**
 * How a tool that a search found reaches the model: declared (added to the request's tools), or
 * made callable through `call_tool` while the tools array and the system prompt stay as they were.
 *
 * Declaring a tool changes the tools array, which sits at the head of every request: the provider's
 * prompt cache breaks there unless the model's `compat` flags send tool changes as
 * mid-conversation messages (./cache-policy.ts). Calling through `call_tool` changes nothing at the
 * head, on every model, at the price of one indirection the search result explains. pi 1.x runs
 * such a call as a nested call (`ctx.executeTool`): pi validates the arguments and every
 * `tool_call` and `tool_result` handler sees the inner tool by its own name. pi 0.73 has no nested
 * calls, so it always declares.
 */
import { type ModelLike, toolLoadCache } from "./cache-policy.ts";
import type { HostMode } from "../../host/mode.ts";
import type { LoadMode } from "../engine/index.ts";

/** The `load` setting: `auto` (declare where the cache holds, call elsewhere), `declare`, `call`. */
export type LoadSetting = "auto" | "declare" | "call";

/** How loads happen now: the engine's load mode (`LoadMode` in ../engine/cut.ts), one name for both. */
export type { LoadMode } from "../engine/index.ts";

export const DEFAULT_LOAD_SETTING: LoadSetting = "auto";

const LOAD_SETTINGS: readonly LoadSetting[] = ["auto", "declare", "call"];

/** A `load` value as a setting, or undefined when it is none of the three words (any case). */
export function parseLoadSetting(value: unknown): LoadSetting | undefined {
	if (typeof value !== "string") return undefined;
	const word = value.trim().toLowerCase();
	return LOAD_SETTINGS.find((setting) => setting === word);
}

/** What decided the mode, for `/tools`. */
export interface LoadDecision {
	mode: LoadMode;
	/** Why this mode, as a clause (`load is auto, and …`), for `/tools`. */
	reason: string;
}

/**
 * The load mode for a model. `canCall` is whether the host runs nested calls (pi 1.x: tools get
 * `ctx.executeTool`); without it every setting declares. `auto` declares when the model keeps its
 * cache on tool changes and calls otherwise, so a load never re-bills the conversation.
 */
export function decideLoadMode(setting: LoadSetting, model: ModelLike | undefined, canCall: boolean): LoadDecision {
	if (!canCall) return { mode: "declare", reason: "this pi has no nested tool calls" };
	if (setting === "declare") return { mode: "declare", reason: 'load is "declare"' };
	if (setting === "call") return { mode: "call", reason: 'load is "call"' };
	const cache = toolLoadCache(model, true);
	return cache.keeps
		? { mode: "declare", reason: "load is auto, and this model keeps its prompt cache when tools are declared" }
		: { mode: "call", reason: "load is auto, and declaring would break this model's prompt cache" };
}

/** The load decision where the session's tool settings leave `call_tool` out: found tools are declared. */
export const CALL_TOOL_REFUSED: LoadDecision = { mode: "declare", reason: "this session's tool settings (such as --tools) leave call_tool out" };

/**
 * When a loaded tool is declared: `now` (the next request of this run, pi 1.x), `next-run` (pi
 * 0.73 with a UI: this run ends and a continuation starts the next), `next-prompt` (pi 0.73 in
 * print or json mode: from the user's next prompt).
 */
export type LoadTiming = "now" | "next-run" | "next-prompt";

/** The {@link LoadTiming} of a host: whether it declares tool exposures (pi 1.x), and its mode. */
export function loadTiming(hostHasExposures: boolean, mode: HostMode): LoadTiming {
	if (hostHasExposures) return "now";
	return mode === "print" || mode === "json" ? "next-prompt" : "next-run";
}
