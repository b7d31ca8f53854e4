/**
 * Whether loading a tool keeps the model's prompt cache, by the rules pi's providers follow.
 *
 * Providers cache a request's prefix, and the declared tools come first in it. pi 1.x records each
 * tool change in the transcript; the provider then either sends the current tool set at the top of
 * every request (each load changes it: the cache breaks there) or keeps the first set and sends
 * later additions as mid-conversation messages (the prefix holds). Which one is decided per API by
 * the model's `compat` flags, all off unless the model's catalog entry or the user's models.json
 * turns them on:
 * - anthropic-messages: `supportsMidConvoSystemMessages` and `supportsMidConvoToolChanges`;
 * - openai-completions: `supportsMidConvoSystemMessages` and `supportsMidConvoToolAdditions`
 *   (additions only: a removal breaks the cache once);
 * - the responses APIs: `supportsMidConvoSystemMessages` and `supportsAdditionalTools` or
 *   `supportsToolSearch`;
 * - every other API sends the current tools each time.
 * pi 0.73 fixes a run's tools when it starts, so every load changes the next run's tools.
 */
import { memberOf } from "../../text/record.ts";

/** The model fields the rule reads (pi's `ctx.model`). */
export interface ModelLike {
	id?: string;
	provider?: string;
	api?: string;
	compat?: unknown;
}

/** What the rule says for one model. */
export interface CacheVerdict {
	/** Whether the prefix holds when a tool loads. */
	keeps: boolean;
	/** One sentence: what happens, and why. */
	reason: string;
	/** When it does not keep it but could: the compat flags that turn it on, for models.json. */
	flags?: string[];
}

const RESPONSES_APIS = new Set(["openai-responses", "azure-openai-responses", "openai-codex-responses"]);

function flag(compat: unknown, name: string): boolean {
	return memberOf(compat, name) === true;
}

/** The flags whose combination keeps the prefix under `api`, or undefined when none does. */
function flagsFor(api: string): { all: string[]; anyOf?: string[] } | undefined {
	if (api === "anthropic-messages") return { all: ["supportsMidConvoSystemMessages", "supportsMidConvoToolChanges"] };
	if (api === "openai-completions") return { all: ["supportsMidConvoSystemMessages", "supportsMidConvoToolAdditions"] };
	if (RESPONSES_APIS.has(api)) return { all: ["supportsMidConvoSystemMessages"], anyOf: ["supportsAdditionalTools", "supportsToolSearch"] };
	return undefined;
}

/**
 * Whether the current model keeps the prompt cache when tools load. `declaresPerRequest` is true on
 * pi 1.x (tool changes go into the transcript) and false on pi 0.73 (tools fixed per run).
 */
export function toolLoadCache(model: ModelLike | undefined, declaresPerRequest: boolean): CacheVerdict {
	if (!declaresPerRequest) {
		return { keeps: false, reason: "This pi fixes the tools when a prompt starts, so each load changes the tools of the next prompt's requests." };
	}
	const api = model?.api ?? "";
	const rule = flagsFor(api);
	if (rule === undefined) {
		return { keeps: false, reason: `The ${api || "current"} API sends the current tools with every request, so each load changes them.` };
	}
	const keeps = rule.all.every((name) => flag(model?.compat, name)) && (rule.anyOf === undefined || rule.anyOf.some((name) => flag(model?.compat, name)));
	if (keeps) return { keeps: true, reason: `Loads are sent as mid-conversation tool changes (${api}), so the cached prefix holds.` };
	const missing = [...rule.all, ...(rule.anyOf === undefined ? [] : [rule.anyOf[0] as string])];
	return {
		keeps: false,
		reason: `Without mid-conversation tool changes, ${api} sends the tool list with every request, so each load changes it.`,
		flags: missing,
	};
}

/**
 * Where to turn the flags on: the model's `compat` in models.json (pi's agent directory), for a
 * built-in model under the provider's `modelOverrides`, for one's own model on its entry. Two
 * lines: the place and the fields.
 */
export function compatHowTo(model: ModelLike | undefined, flags: readonly string[]): [string, string] {
	const provider = JSON.stringify(model?.provider ?? "<provider>");
	const id = JSON.stringify(model?.id ?? "<model>");
	return [
		`models.json: providers[${provider}].modelOverrides[${id}].compat (or the model's own entry), if the endpoint accepts it:`,
		flags.map((name) => `"${name}": true`).join(", "),
	];
}
