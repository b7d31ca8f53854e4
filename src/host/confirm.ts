/**
 * A yes/no question that keys typed ahead cannot answer. pi's confirm is a list with Yes first:
 * it takes focus as soon as it is asked, is drawn up to a frame later (pi-tui throttles frames to
 * 16 ms), and Enter picks Yes. A key pressed a moment before it appeared, a second Enter after the
 * command's own, a line typed ahead, would answer a question nobody read. So, while the question
 * is new, every key is held back from it except the ones that cancel (Esc, Ctrl+C: cancelling is
 * always safe); after {@link CONFIRM_QUIET_MS} it takes keys as pi's confirm always does.
 *
 * The keys are held back through pi's terminal input listener, which runs before the focused
 * component; where there is none (RPC mode, whose client shows its own prompt) the question is
 * asked as it is.
 */
import { matchesKey } from "@mariozechner/pi-tui";

/**
 * How long a new question ignores keys other than cancel, in ms: longer than a double Enter or
 * keys typed ahead take to arrive, shorter than anyone takes to read a title and a sentence.
 */
export const CONFIRM_QUIET_MS = 500;

/** The part of pi's UI a confirm uses. */
export interface ConfirmUi {
	confirm(title: string, message: string): Promise<boolean>;
	onTerminalInput?(handler: (data: string) => { consume?: boolean; data?: string } | undefined): () => void;
}

/** Whether a key cancels pi's confirm by default (its `tui.select.cancel`): Esc or Ctrl+C. */
function cancels(data: string): boolean {
	return matchesKey(data, "escape") || matchesKey(data, "ctrl+c");
}

/** Asks pi's confirm; keys other than cancel that arrive in its first {@link CONFIRM_QUIET_MS} are dropped. */
export async function confirmUnhurried(ui: ConfirmUi, title: string, message: string, now: () => number = Date.now): Promise<boolean> {
	const asked = now();
	let release: (() => void) | undefined;
	const hold = (data: string): { consume: true } | undefined => {
		if (now() - asked < CONFIRM_QUIET_MS) return cancels(data) ? undefined : { consume: true };
		release?.();
		release = undefined;
		return undefined;
	};
	release = ui.onTerminalInput?.(hold);
	try {
		return await ui.confirm(title, message);
	} finally {
		release?.();
	}
}
