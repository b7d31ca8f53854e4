/**
 * Desktop notifications: a sequence only for a terminal known to speak it (from its environment),
 * wrapped for tmux, with hostile text unable to end it early; the bell as today; nothing when off.
 */
import { describe, expect, it } from "vitest";
import { desktopProtocol, desktopSequence, MAX_NOTIFY_CHARS, notificationBytes, parseNotify, tmuxPassthrough } from "../../../src/ask/reach/terminal-notify.ts";
import { askSettings } from "../../../src/ask/settings.ts";

describe("which terminal speaks which notification", () => {
	it.each([
		[{ KITTY_WINDOW_ID: "1", TERM: "xterm-kitty" }, "osc99"],
		[{ TERM: "xterm-kitty" }, "osc99"],
		[{ TERM_PROGRAM: "iTerm.app" }, "osc9"],
		[{ LC_TERMINAL: "iTerm2", TERM: "xterm-256color" }, "osc9"],
		[{ TERM_PROGRAM: "ghostty", TERM: "xterm-ghostty" }, "osc9"],
		[{ TERM_PROGRAM: "WezTerm" }, "osc777"],
		[{ TERM: "foot" }, "osc777"],
		[{ VTE_VERSION: "7600", TERM: "xterm-256color" }, "osc777"],
		[{ TERM_PROGRAM: "tmux", TMUX: "/tmp/tmux-0/default,1,0", KITTY_WINDOW_ID: "3" }, "osc99"],
	] as const)("%o speaks %s", (env, protocol) => {
		expect(desktopProtocol(env)).toBe(protocol);
	});

	it.each([
		[{ WT_SESSION: "abc", TERM: "xterm-256color" }],
		[{ TERM_PROGRAM: "Apple_Terminal" }],
		[{ TERM: "xterm-256color" }],
		[{ TERM_PROGRAM: "tmux", TMUX: "x" }],
		[{ STY: "1.pts", KITTY_WINDOW_ID: "1" }],
		[{}],
	])("%o gets none: bell and title only", (env) => {
		expect(desktopProtocol(env)).toBeUndefined();
		expect(notificationBytes("desktop", env, "t", "b")).toBe("\x07");
	});
});

describe("the bytes", () => {
	it("writes each protocol's sequence, then the bell", () => {
		expect(notificationBytes("desktop", { TERM_PROGRAM: "iTerm.app" }, "π - question waiting", "Which database?")).toBe(
			"\x1b]9;π - question waiting: Which database?\x07\x07",
		);
		expect(notificationBytes("desktop", { TERM: "foot" }, "π; title", "a;b")).toBe("\x1b]777;notify;π, title;a,b\x07\x07");
		expect(desktopSequence("osc99", "T", "B")).toBe("\x1b]99;i=1:d=0;T\x1b\\\x1b]99;i=1:d=1:p=body;B\x1b\\");
	});

	it("wraps the sequence for tmux's passthrough inside tmux, every ESC doubled", () => {
		const bytes = notificationBytes("desktop", { TMUX: "x", TERM_PROGRAM: "tmux", TERM_PROGRAM_VERSION: "3.4", ITERM_SESSION_ID: "w0" }, "T", "B");
		expect(bytes).toBe(`${tmuxPassthrough("\x1b]9;T: B\x07")}\x07`);
		expect(tmuxPassthrough("\x1b]9;x\x07")).toBe("\x1bPtmux;\x1b\x1b]9;x\x07\x1b\\");
	});

	it("bell: the bell only; off: nothing", () => {
		expect(notificationBytes("bell", { TERM_PROGRAM: "iTerm.app" }, "T", "B")).toBe("\x07");
		expect(notificationBytes("off", { TERM_PROGRAM: "iTerm.app" }, "T", "B")).toBe("");
	});

	it("keeps hostile text inside the sequence: no ESC, BEL or ST from the model, and cut", () => {
		const hostile = `evil\x07\x1b]0;owned\x1b\\${"x".repeat(10_000)}`;
		for (const env of [{ TERM_PROGRAM: "iTerm.app" }, { TERM: "foot" }, { KITTY_WINDOW_ID: "1" }]) {
			const bytes = notificationBytes("desktop", env, hostile, hostile);
			const inner = bytes.slice(bytes.indexOf(";") + 1, -1);
			expect(inner).not.toContain("]0;owned\x1b");
			expect(bytes.length).toBeLessThan(MAX_NOTIFY_CHARS * 4 + 64);
		}
	});
});

describe("the setting", () => {
	it("is desktop by default; bell, desktop and off are taken; anything else is reported and ignored", () => {
		expect(askSettings([], {}).notify).toBe("desktop");
		expect(askSettings([], { PI_QUESTION_NOTIFY: "off" }).notify).toBe("off");
		const bad = askSettings([], { PI_QUESTION_NOTIFY: "loud" });
		expect(bad.notify).toBe("desktop");
		expect(bad.problems.map((p) => p.key)).toEqual(["PI_QUESTION_NOTIFY"]);
		expect(parseNotify("bell")).toBe("bell");
		expect(parseNotify(1)).toBeUndefined();
	});
});
