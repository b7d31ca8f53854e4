/**
 * Notices during a run: tools that appear while the model works (a server that connects late, an
 * extension that registers tools mid-run) are announced before the model's next request in that
 * run, as a hidden message, never by editing the system prompt or the declared tools.
 *
 * Only a turn with tool results is followed by another request in the same run, so that is where
 * the notice goes; a turn without them ends the run, and the notice waits for the next run's start
 * (`before_agent_start`), so no extra request is ever made for it.
 * - pi 1.x: the `turn_end` result (`entries`) takes a `custom_message` draft, persisted after the
 *   tool results and sent with the next request; pi awaits the handler before that request.
 * - pi 0.73 has no such result, and does not wait for its `turn_end` handlers before it polls for
 *   steering messages. It does wait for `tool_result` handlers (they may change the result), so
 *   the notice is sent from there as a steering message, which the run delivers before its next
 *   request.
 */
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { RunMessage } from "./run-notice.ts";

/**
 * Registers the handlers that deliver `next()`'s notice, if any, before the next request of a run.
 * `hasBoundaryEntries` tells pi 1.x (true) from pi 0.73.
 */
export function registerMidRunNotices(
	pi: ExtensionAPI,
	next: (ctx: ExtensionContext) => Promise<RunMessage | undefined>,
	hasBoundaryEntries: () => boolean,
): void {
	pi.on("turn_end", async (event, ctx) => {
		const entries = (event as { entries?: unknown }).entries;
		if (!Array.isArray(entries) || event.toolResults.length === 0) return undefined;
		const message = await next(ctx);
		return message === undefined ? undefined : { entries: [...event.entries, { type: "custom_message", ...message, display: false }] };
	});
	pi.on("tool_result", async (_event, ctx) => {
		if (hasBoundaryEntries()) return undefined;
		const message = await next(ctx);
		if (message !== undefined) pi.sendMessage({ ...message, display: false }, { deliverAs: "steer" });
		return undefined;
	});
}
