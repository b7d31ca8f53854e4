/**
 * When a tool loaded by a search reaches the model, on each host, and the continuation that makes
 * it reach the model at once where the host declares tools once per run.
 *
 * pi 1.x re-reads the active tools before every request: a loaded tool is declared in the next
 * request of the same run. pi 0.73 copies them when a run starts: a search that loads tools ends
 * its run (`terminate`), and a hidden message starts the next run, which declares them. Print and
 * json mode cannot continue that way: `pi -p` waits only for the prompt's own run and then disposes
 * the session, so a continuation would run against a dead session. There the tool is declared from
 * the next prompt of the session (a further `pi -p` message, or `pi -c`), and the result says so.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { TOOL_SEARCH_TOOL_NAME } from "../catalog/index.ts";
import { shownName } from "../engine/index.ts";

/** The `customType` of the message that continues a run on pi 0.73 after a search loaded tools. */
export const CONTINUE_MESSAGE_TYPE = "tool-search-continue";

/** The continuation message: what is declared now, and to go on. */
export function continueText(loaded: readonly string[]): string {
	return `tool_search loaded ${loaded.map(shownName).join(", ")}; ${loaded.length === 1 ? "it is" : "they are"} declared now. Continue the task.`;
}

/** Longest wait for the session to become idle before a continuation is given up, in milliseconds. */
const CONTINUE_IDLE_WAIT_MS = 10_000;

/**
 * The continuations of one extension instance (pi 0.73 with a UI). A search that loaded tools and
 * ended its run {@link queue}s them; when that run ends, a hidden message starts the next one. A
 * run that went on (other tools in the batch) or was aborted does not continue. Once the session
 * shuts down nothing is sent: the host invalidates the context and every call on it would throw.
 */
export class Continuations {
	private pending: string[] = [];
	private shutDown = false;
	private timer: ReturnType<typeof setTimeout> | undefined;

	private readonly pi: ExtensionAPI;

	constructor(pi: ExtensionAPI) {
		this.pi = pi;
		pi.on("agent_end", (event, ctx) => {
			const loaded = this.pending;
			this.pending = [];
			if (loaded.length === 0 || this.shutDown) return;
			const last = event.messages.at(-1) as { role?: string; toolName?: string } | undefined;
			if (last?.role !== "toolResult" || last.toolName !== TOOL_SEARCH_TOOL_NAME) return;
			this.sendWhenIdle(loaded, () => ctx.isIdle(), Date.now() + CONTINUE_IDLE_WAIT_MS);
		});
		pi.on("session_shutdown", () => {
			this.shutDown = true;
			this.pending = [];
			if (this.timer !== undefined) clearTimeout(this.timer);
		});
	}

	/** Tools a search loaded in a run it ends; the next run is started when this one has ended. */
	queue(loaded: readonly string[]): void {
		this.pending = [...this.pending, ...loaded];
	}

	private sendWhenIdle(loaded: readonly string[], isIdle: () => boolean, deadline: number): void {
		const attempt = (): void => {
			this.timer = undefined;
			if (this.shutDown) return;
			try {
				if (!isIdle()) {
					if (Date.now() < deadline) this.timer = setTimeout(attempt, 10);
					return;
				}
				this.pi.sendMessage(
					{ customType: CONTINUE_MESSAGE_TYPE, content: continueText(loaded), display: false, details: { loaded } },
					{ triggerTurn: true },
				);
			} catch {
				// The session ended between the check and the call (its context is stale): nothing to continue.
			}
		};
		this.timer = setTimeout(attempt, 0);
	}
}
