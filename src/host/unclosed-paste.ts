/**
 * A bracketed paste whose end marker never comes, ended for pi-tui.
 *
 * pi-tui's input buffer (StdinBuffer, in pi 1.6 and 0.73 alike) enters paste mode at `ESC[200~`
 * and holds every later byte until `ESC[201~`: it has no paste timeout, and neither the buffer nor
 * the terminal that owns it is reachable through pi's API. A terminal that drops the end marker
 * (a paste cut by a broken connection, a program that wrote `ESC[200~` by itself) therefore
 * freezes whatever has the focus: no key reaches it, Esc and Ctrl+C included.
 *
 * What the host does offer is its input stream: pi-tui reads `process.stdin`'s "data" events. This
 * watcher listens there too, ahead of pi-tui (`prependListener`), follows the paste markers in the
 * raw bytes, and when a paste stays open it emits the missing `ESC[201~` on the same stream, so
 * pi-tui ends the paste as a terminal would have: the text arrives as one paste (into the focused
 * field), and the keys after it are keys again. A paste is taken as unclosed when a key press
 * arrives on its own in a chunk of its own (Esc, Ctrl+C, or a Kitty-protocol key: a terminal writes
 * pasted text raw, never as key codes), or when no byte has come for UNCLOSED_PASTE_QUIET_MS (a
 * terminal sends a paste's end marker right after its text).
 */
import { PASTE_END, PASTE_START } from "../text/typed.ts";

/**
 * Milliseconds without a byte after which an open paste is taken as unclosed. A terminal writes a
 * paste and its end marker at once (a large paste over ssh arrives in chunks tens of milliseconds
 * apart); a user who notices nothing happened waits longer than this before pressing a key.
 */
export const UNCLOSED_PASTE_QUIET_MS = 700;

/** The part of `process.stdin` the watcher uses. */
export interface InputStream {
	prependListener(event: "data", listener: (data: string | Buffer) => void): unknown;
	removeListener(event: "data", listener: (data: string | Buffer) => void): unknown;
	emit(event: "data", data: string): boolean;
}

/** The timer the watcher waits with; tests pass a fake one. */
export interface PasteTimer {
	setTimeout(callback: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
}

const SYSTEM_TIMER: PasteTimer = {
	setTimeout: (callback, ms) => setTimeout(callback, ms),
	clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A chunk that is one key press and nothing else: Esc, Ctrl+C, or a Kitty-protocol key (`ESC[…u`). */
function isLoneKey(chunk: string): boolean {
	if (chunk === "\x1b" || chunk === "\x03") return true;
	if (chunk.length > 16 || !chunk.startsWith("\x1b[") || !chunk.endsWith("u")) return false;
	for (let i = 2; i < chunk.length - 1; i++) {
		const char = chunk[i] ?? "";
		if (!((char >= "0" && char <= "9") || char === ";" || char === ":")) return false;
	}
	return true;
}

/** Characters of the previous chunk kept to find a marker split across two chunks: one marker less one. */
const TAIL_CHARS = PASTE_START.length - 1;

/** Whether the paste is open after `text`, given whether it was open before: the last marker decides. */
function openAfter(text: string, wasOpen: boolean): boolean {
	const start = text.lastIndexOf(PASTE_START);
	const end = text.lastIndexOf(PASTE_END);
	if (start === -1 && end === -1) return wasOpen;
	return start > end;
}

/** A running watcher: `stop` removes its listener and ends a paste still open (pi's editor would freeze next). */
export interface UnclosedPasteWatcher {
	stop(): void;
	/** How many unclosed pastes it ended. */
	readonly ended: number;
}

/**
 * Watches `input` for a paste left open and ends it (see the module comment). `onEnded` is told
 * each time, before pi-tui hands the paste on.
 */
export function watchUnclosedPaste(
	input: InputStream,
	options: { timer?: PasteTimer; quietMs?: number; onEnded?: () => void } = {},
): UnclosedPasteWatcher {
	const timer = options.timer ?? SYSTEM_TIMER;
	const quietMs = options.quietMs ?? UNCLOSED_PASTE_QUIET_MS;
	let open = false;
	let tail = "";
	let wait: unknown;
	let ended = 0;
	const clearWait = () => {
		if (wait !== undefined) timer.clearTimeout(wait);
		wait = undefined;
	};
	const end = () => {
		clearWait();
		if (!open) return;
		ended++;
		options.onEnded?.();
		// The listener below sees this too and closes the paste; pi-tui's listener ends its paste mode.
		input.emit("data", PASTE_END);
	};
	const listener = (data: string | Buffer) => {
		const chunk = typeof data === "string" ? data : data.toString("utf8");
		if (open && isLoneKey(chunk)) end();
		const seen = tail + chunk;
		open = openAfter(seen, open);
		tail = seen.slice(-TAIL_CHARS);
		clearWait();
		if (open) wait = timer.setTimeout(end, quietMs);
	};
	input.prependListener("data", listener);
	return {
		stop() {
			end();
			input.removeListener("data", listener);
		},
		get ended() {
			return ended;
		},
	};
}
