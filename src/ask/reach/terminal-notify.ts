/**
 * Reaching a user who is in another window: the terminal's own desktop notification, the bell.
 *
 * A terminal that speaks a notification sequence shows a desktop notification for it; one that does
 * not may print it, so a sequence is sent only to a terminal known to speak it, recognised from the
 * environment it gives its shell (never guessed from TERM alone where TERM is shared):
 *
 * | terminal | recognised by | sequence |
 * | --- | --- | --- |
 * | kitty | `KITTY_WINDOW_ID`, `TERM=xterm-kitty` | OSC 99 |
 * | iTerm2 | `TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`, `ITERM_SESSION_ID` | OSC 9 |
 * | Ghostty | `TERM_PROGRAM=ghostty`, `GHOSTTY_RESOURCES_DIR`, `TERM=xterm-ghostty` | OSC 9 |
 * | WezTerm | `TERM_PROGRAM=WezTerm`, `WEZTERM_PANE` | OSC 777 |
 * | foot | `TERM=foot…` | OSC 777 |
 * | VTE terminals (GNOME Terminal, Ptyxis, Tilix…) | `VTE_VERSION` | OSC 777 |
 * | Windows Terminal (`WT_SESSION`), Apple Terminal, anything else | — | none: the bell and the title only |
 *
 * Inside tmux (`TMUX`) the sequence is wrapped for tmux's passthrough (`ESC P tmux; … ESC \`), which
 * tmux hands to the outer terminal when `allow-passthrough` is on and drops unseen otherwise; inside
 * GNU screen (`STY`) none is sent. The texts are sanitized and cut, and never carry a terminator.
 */
import { quoteLine } from "../../text/sanitize.ts";

/** `piQuestion.notify`: the bell only, a desktop notification as well (where the terminal speaks one), or nothing. */
export type NotifySetting = "bell" | "desktop" | "off";

/** The setting's values, as the settings problem names them. */
export const NOTIFY_VALUES = '"bell", "desktop" or "off"';

/** A notify setting, or undefined for anything else. */
export function parseNotify(value: unknown): NotifySetting | undefined {
	return value === "bell" || value === "desktop" || value === "off" ? value : undefined;
}

/** The notification sequences terminals speak. */
export type DesktopProtocol = "osc9" | "osc777" | "osc99";

/** Most characters of a notification's title or body: a desktop notification shows a line or two. */
export const MAX_NOTIFY_CHARS = 160;

const BELL = "\x07";
const ST = "\x1b\\";

/** The notification sequence the terminal behind `env` speaks, or undefined when none is known. */
export function desktopProtocol(env: NodeJS.ProcessEnv): DesktopProtocol | undefined {
	const term = env.TERM ?? "";
	const program = env.TERM_PROGRAM ?? "";
	if (env.STY) return undefined;
	if (env.KITTY_WINDOW_ID || term === "xterm-kitty") return "osc99";
	if (program === "iTerm.app" || env.LC_TERMINAL === "iTerm2" || env.ITERM_SESSION_ID) return "osc9";
	if (program === "ghostty" || env.GHOSTTY_RESOURCES_DIR || term === "xterm-ghostty") return "osc9";
	if (program === "WezTerm" || env.WEZTERM_PANE) return "osc777";
	if (term.startsWith("foot")) return "osc777";
	if (env.VTE_VERSION) return "osc777";
	return undefined;
}

/** A text safe inside an OSC: no controls (so no terminator), no `;` where it separates fields, cut. */
function field(text: string, separator: boolean): string {
	// quoteLine sanitizes (every control, ESC and BEL included, goes) and cuts a bounded prefix.
	const clean = quoteLine(text, MAX_NOTIFY_CHARS);
	return separator ? clean.replaceAll(";", ",") : clean;
}

/** The notification sequence of `protocol` for a title and a body. */
export function desktopSequence(protocol: DesktopProtocol, title: string, body: string): string {
	switch (protocol) {
		case "osc9":
			return `\x1b]9;${field(`${title}: ${body}`, false)}${BELL}`;
		case "osc777":
			return `\x1b]777;notify;${field(title, true)};${field(body, true)}${BELL}`;
		case "osc99":
			// kitty: the title (d=0: more to come), then the body (p=body) of notification 1.
			return `\x1b]99;i=1:d=0;${field(title, true)}${ST}\x1b]99;i=1:d=1:p=body;${field(body, true)}${ST}`;
	}
}

/** `sequence` wrapped for tmux's passthrough: every ESC doubled inside `ESC P tmux; … ESC \`. */
export function tmuxPassthrough(sequence: string): string {
	return `\x1bPtmux;${sequence.replaceAll("\x1b", "\x1b\x1b")}${ST}`;
}

/**
 * The bytes that reach the user for a notification under `setting`: nothing when off; the bell;
 * and with "desktop", before it, the terminal's own notification where it speaks one (wrapped for
 * tmux inside tmux).
 */
export function notificationBytes(setting: NotifySetting, env: NodeJS.ProcessEnv, title: string, body: string): string {
	if (setting === "off") return "";
	const protocol = setting === "desktop" ? desktopProtocol(env) : undefined;
	if (protocol === undefined) return BELL;
	const sequence = desktopSequence(protocol, title, body);
	return (env.TMUX ? tmuxPassthrough(sequence) : sequence) + BELL;
}
