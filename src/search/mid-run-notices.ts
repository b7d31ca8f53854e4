/**
 * Notices during a run: tools that appear while the model works (a server that connects late, an
 * extension that registers tools mid-run) are announced before the model's next request in that
 * run, as a hidden message, never by editing the system prompt or the declared tools.
 *
 * The point to act is the end of a turn that had tool results, since only such a turn is followed
 * by another request in the same run. pi 1.x takes messages for that request from the `turn_end`
 * result (`entries`: a `custom_message` draft is persisted after the tool results and sent with
 * the next request, with no extra request). pi 0.73 has no such result; a steering message sent
 * from `turn_end` is delivered before its next request. A turn without tool results ends the run,
 * and the notice waits for the next run's start (`before_agent_start`), so no extra request is
 * ever made for it.
 */
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";

/** A hidden message for the model, as `ToolSearchSession.noticeForRun` builds it. */
export interface NoticeMessage {
	customType: string;
	content: string;
	display: boolean;
	details: unknown;
}

/** Registers the `turn_end` handler that delivers `next()`'s notice, if any, before the next request. */
export function registerMidRunNotices(pi: ExtensionAPI, next: (ctx: ExtensionContext) => NoticeMessage | undefined): void {
	pi.on("turn_end", (event, ctx) => {
		if (event.toolResults.length === 0) return undefined;
		const message = next(ctx);
		if (message === undefined) return undefined;
		// pi 1.x: proposed entries of this boundary; pi 0.73's event has none.
		const entries = (event as { entries?: unknown }).entries;
		if (Array.isArray(entries)) return { entries: [...event.entries, { type: "custom_message", ...message, display: false }] };
		pi.sendMessage({ ...message, display: false }, { deliverAs: "steer" });
		return undefined;
	});
}
