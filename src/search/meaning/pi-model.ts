/**
 * The user's model as the hint writer asks it: pi 1.x's `ctx.modelRegistry.complete`, which uses the
 * providers and credentials the user configured (extension providers included), with no tools and
 * one user message, outside the conversation. pi 0.73 gives extensions no model calls: there no
 * model is asked, and hints a pi 1.x session stored are still used.
 */
import { quoteLine } from "../../text/sanitize.ts";
import { HINT_MAX_OUTPUT_TOKENS, type HintRequest } from "./request.ts";
import type { HintModel, HintReply } from "./writer.ts";

/** A model as pi describes it: what the hint writer reads of it. */
interface ModelRef {
	readonly provider: string;
	readonly id: string;
}

/** pi's answer to one request, as far as the writer reads it. */
interface Answer {
	readonly content?: readonly { readonly type: string; readonly text?: unknown }[];
	readonly usage?: { readonly input?: number; readonly output?: number };
	readonly stopReason?: string;
	readonly errorMessage?: string;
}

/** pi's model registry, as far as the writer uses it. */
interface Registry {
	find(provider: string, id: string): ModelRef | undefined;
	complete?(model: ModelRef, context: unknown, options?: unknown): Promise<Answer>;
}

/** What the writer needs of an extension context. */
export interface ModelContext {
	readonly model?: ModelRef | undefined;
	readonly modelRegistry?: unknown;
}

/** The reply in pi's answer: its text, or why there is none; its tokens, prompt and answer. */
function replyOf(answer: Answer): HintReply {
	const tokens = (answer.usage?.input ?? 0) + (answer.usage?.output ?? 0);
	if (answer.stopReason === "error" || answer.stopReason === "aborted") return { ok: false, reason: String(answer.errorMessage ?? answer.stopReason).slice(0, 200), tokens };
	const text = (answer.content ?? []).flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : [])).join("");
	return text === "" ? { ok: false, reason: "an empty answer", tokens } : { ok: true, text, tokens };
}

/**
 * The model `setting` names (`"current"`: the session's model; else `provider/id`), ready to ask,
 * or the sentence saying why there is none.
 */
export function hintModelOf(ctx: ModelContext, setting: string): HintModel | string {
	const registry = ctx.modelRegistry as Registry | undefined;
	if (registry === undefined || typeof registry.complete !== "function") return "this pi gives extensions no model calls (pi 1.x does); stored hints are used";
	const slash = setting.indexOf("/");
	const model = setting === "current" ? ctx.model : registry.find(setting.slice(0, slash), setting.slice(slash + 1));
	if (model === undefined) return setting === "current" ? "no model is selected" : `no model ${setting} is configured`;
	const complete = registry.complete.bind(registry);
	return {
		// Names from the user's models.json and extension providers: one clean line wherever it is shown.
		label: quoteLine(`${model.provider}/${model.id}`, 120),
		async ask(request: HintRequest, signal: AbortSignal): Promise<HintReply> {
			const context = { systemPrompt: request.systemPrompt, messages: [{ role: "user", content: request.text, timestamp: Date.now() }] };
			return replyOf(await complete(model, context, { maxTokens: HINT_MAX_OUTPUT_TOKENS, signal }));
		},
	};
}
