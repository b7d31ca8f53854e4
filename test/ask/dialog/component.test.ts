import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { CURSOR_MARKER, KeybindingsManager as TuiKeybindingsManager, TUI_KEYBINDINGS, type TUI, visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { type DialogClock, createQuestionDialog, keyLabelsOf, type QuestionDialogOptions } from "../../../src/ask/dialog/component.ts";
import type { AttachedImage, DialogOutcome, Question } from "../../../src/ask/outcome.ts";
import { DATABASE, FEATURES, LAYOUT } from "./fixtures.ts";
import { image } from "./helpers.ts";

const KEY = {
	up: "\x1b[A",
	down: "\x1b[B",
	right: "\x1b[C",
	left: "\x1b[D",
	enter: "\r",
	tab: "\t",
	shiftTab: "\x1b[Z",
	esc: "\x1b",
	ctrlC: "\x03",
	backspace: "\x7f",
	pageDown: "\x1b[6~",
	kittyCtrlC: "\x1b[99;5u",
	kittyEnter: "\x1b[13u",
	kittyEsc: "\x1b[27u",
	kittySpace: "\x1b[32u",
	paste: (text: string) => `\x1b[200~${text}\x1b[201~`,
};

/** A theme that styles with real escape codes, like pi's. */
const theme = {
	fg: (_color: string, text: string) => `\x1b[38;5;6m${text}\x1b[39m`,
	bg: (_color: string, text: string) => `\x1b[48;5;238m${text}\x1b[49m`,
	bold: (text: string) => `\x1b[1m${text}\x1b[22m`,
	inverse: (text: string) => `\x1b[7m${text}\x1b[27m`,
} as unknown as Theme;

class FakeClock implements DialogClock {
	time = 1_000_000;
	private timers = new Map<number, { callback: () => void; ms: number; next: number }>();
	private ids = 0;
	now(): number {
		return this.time;
	}
	setInterval(callback: () => void, ms: number): unknown {
		const id = ++this.ids;
		this.timers.set(id, { callback, ms, next: this.time + ms });
		return id;
	}
	clearInterval(handle: unknown): void {
		this.timers.delete(handle as number);
	}
	get active(): number {
		return this.timers.size;
	}
	/** Moves time forward, firing intervals on the way. */
	advance(ms: number): void {
		const end = this.time + ms;
		for (;;) {
			const due = [...this.timers.values()].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
			if (due === undefined) break;
			this.time = due.next;
			due.next += due.ms;
			due.callback();
		}
		this.time = end;
	}
}

function setup(questions: Question[], overrides: Partial<QuestionDialogOptions> = {}) {
	const write = vi.fn();
	const tui = { requestRender: vi.fn(), terminal: { write } } as unknown as TUI & { requestRender: ReturnType<typeof vi.fn> };
	const done = vi.fn<(outcome: DialogOutcome) => void>();
	const clock = new FakeClock();
	const dialog = createQuestionDialog({
		questions,
		idleSeconds: 0,
		tui,
		theme,
		keybindings: new TuiKeybindingsManager(TUI_KEYBINDINGS) as unknown as KeybindingsManager,
		done,
		clock,
		...overrides,
	});
	const press = (...keys: string[]) => {
		for (const key of keys) dialog.handleInput?.(key);
	};
	const outcome = (): DialogOutcome => {
		expect(done).toHaveBeenCalledTimes(1);
		return done.mock.calls[0]?.[0] as DialogOutcome;
	};
	return { dialog, tui, write, done, clock, press, outcome };
}

/** The rendered lines without escape sequences, as one text. */
function screen(lines: readonly string[]): string {
	return lines.join("\n").replace(/\x1b\[[0-9;]*m/g, "");
}

/** Lets pending promise callbacks (image reads) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("opening", () => {
	it("rings the terminal bell once and calls onOpen", () => {
		const onOpen = vi.fn();
		const { write } = setup([DATABASE], { onOpen });
		expect(write).toHaveBeenCalledTimes(1);
		expect(write).toHaveBeenCalledWith("\x07");
		expect(onOpen).toHaveBeenCalledTimes(1);
	});

	it("stays quiet with bell: false, and works with a TUI that has no terminal", () => {
		expect(setup([DATABASE], { bell: false }).write).not.toHaveBeenCalled();
		const tui = { requestRender: vi.fn() } as unknown as TUI;
		expect(() => setup([DATABASE], { tui })).not.toThrow();
	});
});

describe("alerts", () => {
	it("sends its alert bytes when it opens and once when the idle countdown starts, not again while it runs", () => {
		const alerts: string[] = [];
		const { write, clock } = setup([DATABASE], {
			idleSeconds: 60,
			alertBytes: (alert) => {
				alerts.push(alert.kind === "opened" ? "opened" : `countdown ${alert.seconds}`);
				return `<${alert.kind}>`;
			},
		});
		expect(alerts).toEqual(["opened"]);
		clock.advance(29_000);
		expect(alerts).toEqual(["opened"]);
		clock.advance(5_000);
		expect(alerts).toEqual(["opened", "countdown 30"]);
		expect(write.mock.calls.map((call) => call[0])).toEqual(["<opened>", "<countdown>"]);
	});

	it("sends nothing with bell: false, and writes nothing for empty bytes (notify off)", () => {
		expect(setup([DATABASE], { bell: false, alertBytes: () => "x" }).write).not.toHaveBeenCalled();
		expect(setup([DATABASE], { alertBytes: () => "" }).write).not.toHaveBeenCalled();
	});
});

describe("raw keys to outcome", () => {
	it("↓, Enter picks; Tab to review; Enter submits", () => {
		const { press, outcome } = setup([DATABASE, FEATURES]);
		press(KEY.down, KEY.enter, "1", "3", KEY.tab, KEY.enter);
		expect(outcome()).toEqual({
			kind: "submitted",
			answers: [
				{ selected: ["SQLite"], skipped: false, noPreference: false, images: [] },
				{ selected: ["Search", "Sharing"], skipped: false, noPreference: false, images: [] },
			],
		});
	});

	it("Space and Kitty keys toggle, move and submit", () => {
		const { press, outcome } = setup([FEATURES]);
		press(" ", KEY.down, KEY.kittySpace, KEY.right, KEY.kittyEnter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ selected: ["Search", "Export"] }] });
	});

	it("keys typed on the Other row are the typed answer, not commands (↓↓↓ then 4321 s)", () => {
		const { press, outcome } = setup([DATABASE]);
		press(KEY.down, KEY.down, KEY.down, "4", "3", "2", "1", " ", "s", KEY.enter, KEY.enter);
		expect(outcome()).toEqual({
			kind: "submitted",
			answers: [{ selected: [], typed: "4321 s", skipped: false, noPreference: false, images: [] }],
		});
	});

	it("Esc twice on the review tab declines and keeps the answers", () => {
		const { press, outcome, done } = setup([DATABASE]);
		press("2", KEY.esc);
		expect(done).not.toHaveBeenCalled();
		press(KEY.esc);
		expect(outcome()).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }] });
	});

	it("Shift+Tab and ← go back a tab", () => {
		const { press, outcome } = setup([DATABASE, FEATURES]);
		press(KEY.tab, KEY.shiftTab, "2", KEY.left, "3", KEY.tab, KEY.enter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ selected: ["DynamoDB"] }, { selected: [] }] });
	});

	it("with entries made, the first Esc asks for a second one; the second declines with what was entered", () => {
		const { press, outcome, done, dialog } = setup([FEATURES]);
		press("2", KEY.esc);
		expect(done).not.toHaveBeenCalled();
		expect(screen(dialog.render(120))).toContain("escape again declines the dialog (what you entered still reaches the model)");
		press(KEY.esc);
		expect(outcome()).toMatchObject({ kind: "declined", answers: [{ selected: ["Export"] }] });
	});

	it("Kitty Esc declines too", () => {
		const { press, outcome } = setup([FEATURES]);
		press(KEY.kittyEsc);
		expect(outcome().kind).toBe("declined");
	});

	it("Ctrl+C interrupts, keeping half-typed Other text", () => {
		const { press, outcome } = setup([DATABASE]);
		press("4", "h", "a", "l", "f", KEY.ctrlC);
		expect(outcome()).toMatchObject({ kind: "interrupted", answers: [{ selected: [], typed: "half" }] });
	});

	it("Kitty Ctrl+C interrupts while a note is being typed, keeping the note", () => {
		const { press, outcome } = setup([DATABASE]);
		press("1", KEY.shiftTab, "n", "w", "h", "y", KEY.kittyCtrlC);
		expect(outcome()).toMatchObject({ kind: "interrupted", answers: [{ selected: ["PostgreSQL (Recommended)"], notes: "why" }] });
	});

	it("Esc while typing only stops typing; the text stays", () => {
		const { press, outcome } = setup([DATABASE]);
		press("n", "s", "o", "o", "n", KEY.esc, KEY.backspace, KEY.esc, KEY.esc);
		expect(outcome()).toMatchObject({ kind: "declined", answers: [{ notes: "soon" }] });
	});

	it("Backspace edits typed text", () => {
		const { press, outcome } = setup([DATABASE]);
		press("4", "a", "b", "c", KEY.backspace, KEY.enter, KEY.enter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ typed: "ab" }] });
	});

	it("a pasted answer goes into Other in one piece, even when it contains command letters", () => {
		const { press, outcome } = setup([DATABASE]);
		press(KEY.paste("use sqlite\nin tests"), KEY.enter, KEY.enter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ selected: [], typed: "use sqlite in tests", skipped: false }] });
	});

	it("Chat about this ends the dialog", () => {
		const { press, outcome } = setup([DATABASE, FEATURES]);
		press(KEY.tab, "6");
		expect(outcome()).toMatchObject({ kind: "chat", questionIndex: 1 });
	});

	it("s skips and No preference hands the choice back", () => {
		const { press, outcome } = setup([DATABASE, DATABASE]);
		press("s", "6", KEY.enter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ skipped: true }, { noPreference: true }] });
	});

	it("calls done exactly once and ignores keys afterwards", () => {
		const { press, done } = setup([DATABASE]);
		press(KEY.esc, KEY.ctrlC, KEY.enter);
		expect(done).toHaveBeenCalledTimes(1);
	});

	it("asks for a render after each key", () => {
		const { press, tui } = setup([DATABASE]);
		tui.requestRender.mockClear();
		press(KEY.down);
		expect(tui.requestRender).toHaveBeenCalledTimes(1);
	});
});

describe("abort", () => {
	it("an aborted turn closes the dialog as interrupted, with the answers", () => {
		const controller = new AbortController();
		const { press, outcome, clock } = setup([FEATURES], { signal: controller.signal, idleSeconds: 60 });
		press("3");
		controller.abort();
		expect(outcome()).toMatchObject({ kind: "interrupted", answers: [{ selected: ["Sharing"] }] });
		expect(clock.active).toBe(0);
	});

	it("a signal aborted before opening closes it at once", () => {
		const { outcome } = setup([FEATURES], { signal: AbortSignal.abort() });
		expect(outcome().kind).toBe("interrupted");
	});
});

describe("idle auto-continue", () => {
	it("submits after idleSeconds without a key, and shows the countdown before", () => {
		const { clock, done, dialog, tui, outcome } = setup([DATABASE], { idleSeconds: 60 });
		clock.advance(29_000);
		expect(screen(dialog.render(80))).not.toContain("Submitting what is selected");
		tui.requestRender.mockClear();
		clock.advance(2_000);
		expect(tui.requestRender).toHaveBeenCalled();
		expect(screen(dialog.render(80))).toContain("Submitting what is selected in 29 s");
		clock.advance(28_000);
		expect(done).not.toHaveBeenCalled();
		clock.advance(1_000);
		expect(outcome()).toEqual({ kind: "idle", idleSeconds: 60, answers: [{ selected: [], skipped: false, noPreference: false, images: [] }] });
		expect(clock.active).toBe(0);
	});

	it("any key restarts the wait", () => {
		const { clock, done, press } = setup([DATABASE], { idleSeconds: 60 });
		clock.advance(50_000);
		press("q");
		clock.advance(50_000);
		expect(done).not.toHaveBeenCalled();
		clock.advance(10_000);
		expect(done).toHaveBeenCalledTimes(1);
	});

	it("does not redraw every second while no countdown shows", () => {
		const { clock, tui } = setup([DATABASE], { idleSeconds: 300 });
		tui.requestRender.mockClear();
		clock.advance(60_000);
		expect(tui.requestRender).not.toHaveBeenCalled();
	});

	it("runs no timer when idleSeconds is 0", () => {
		const { clock } = setup([DATABASE], { idleSeconds: 0 });
		expect(clock.active).toBe(0);
	});

	it("dispose clears the timer", () => {
		const { clock, dialog, done } = setup([DATABASE], { idleSeconds: 60 });
		expect(clock.active).toBe(1);
		dialog.dispose();
		expect(clock.active).toBe(0);
		clock.advance(120_000);
		expect(done).not.toHaveBeenCalled();
	});
});

describe("images", () => {
	it("a attaches the file at the typed path through readImage", async () => {
		const readImage = vi.fn(async (path: string): Promise<AttachedImage> => ({ ...image("shot.png", 46_000), path }));
		const { press, dialog, outcome } = setup([DATABASE], { readImage });
		press("a", ..."~/shot.png", KEY.enter);
		expect(readImage).toHaveBeenCalledWith("~/shot.png");
		expect(screen(dialog.render(100))).toContain("Reading ~/shot.png …");
		await settle();
		expect(screen(dialog.render(100))).not.toContain("Reading");
		expect(screen(dialog.render(100))).toContain("Images: shot.png (45 KB)");
		press("1", KEY.enter);
		expect(outcome()).toMatchObject({ kind: "submitted", answers: [{ selected: ["PostgreSQL (Recommended)"], images: [{ name: "shot.png", data: "iVBORw0KGgo=" }] }] });
	});

	it("a path pasted into the image path attaches; pasted anywhere else it is an answer", async () => {
		const readImage = vi.fn(async () => image("drop.png"));
		const { press, outcome } = setup([DATABASE], { readImage });
		press(KEY.paste("/usr/local is where they go"));
		expect(readImage).not.toHaveBeenCalled();
		press(KEY.esc, KEY.up, "a", KEY.paste("'/Users/me/Desktop/drop.png'"), KEY.enter);
		expect(readImage).toHaveBeenCalledWith("'/Users/me/Desktop/drop.png'");
		await settle();
		press(KEY.ctrlC);
		expect(outcome()).toMatchObject({ answers: [{ typed: "/usr/local is where they go", images: [{ name: "drop.png" }] }] });
	});

	it("where the model takes no images, a says why and offers nothing", () => {
		const readImage = vi.fn(async () => image("drop.png"));
		const { press, dialog } = setup([DATABASE], { readImage, images: { allowed: false, reason: "model", model: "mock-1" } });
		expect(screen(dialog.render(200))).not.toContain("a image");
		press("a");
		expect(screen(dialog.render(200))).toContain("Images cannot be attached: the current model (mock-1) takes text only");
		press(..."/x.png", KEY.enter);
		expect(readImage).not.toHaveBeenCalled();
	});

	it("shows why a file was rejected", async () => {
		const readImage = vi.fn(async () => ({ error: "notes.txt is not an image (PNG, JPEG, GIF or WebP)" }));
		const { press, dialog } = setup([DATABASE], { readImage });
		press("a", ..."notes.txt", KEY.enter);
		await settle();
		expect(screen(dialog.render(120))).toContain("notes.txt is not an image (PNG, JPEG, GIF or WebP)");
	});

	it("reports a reader that throws as a rejection", async () => {
		const readImage = vi.fn(async () => {
			throw new Error("EACCES");
		});
		const { press, dialog } = setup([DATABASE], { readImage });
		press("a", "/", "x", KEY.enter);
		await settle();
		expect(screen(dialog.render(120))).toContain("Cannot attach /x: EACCES");
	});

	it("a read that finishes after the dialog closed changes nothing", async () => {
		let resolve: (image: AttachedImage) => void = () => {};
		const readImage = vi.fn(() => new Promise<AttachedImage>((r) => (resolve = r)));
		const { press, outcome } = setup([DATABASE], { readImage });
		press("a", "/", "x", KEY.enter, KEY.esc, KEY.esc);
		resolve(image("late.png"));
		await settle();
		expect(outcome()).toMatchObject({ kind: "declined", answers: [{ images: [] }] });
	});
});

describe("rendering", () => {
	it("every line fits the width, at any width, with the theme's escape codes", () => {
		const { dialog, press } = setup([LAYOUT, DATABASE]);
		press(KEY.down, KEY.pageDown);
		for (const width of [40, 80, 99, 100, 120, 200]) {
			for (const line of dialog.render(width)) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
		}
	});

	it("places the hardware-cursor marker while typing and focused", () => {
		const { dialog, press } = setup([DATABASE]);
		press("4", "x");
		expect(dialog.render(80).join("")).not.toContain(CURSOR_MARKER);
		dialog.focused = true;
		expect(dialog.render(80).join("")).toContain(CURSOR_MARKER);
	});

	it("takes PgUp/PgDn from pi's fullscreen transcript while it has focus", () => {
		expect(setup([LAYOUT]).dialog.capturesViewportInput).toBe(true);
	});

	it("never changes a frame it handed out: a change is a new array (pi 1.x keeps and compares the last one)", () => {
		const { dialog, press } = setup([DATABASE, FEATURES]);
		const first = dialog.render(80);
		const copy = [...first];
		press(KEY.down, "n", "x");
		const second = dialog.render(80);
		expect(second).not.toBe(first);
		expect(first).toEqual(copy);
	});

	it("redraws after invalidate (a theme change) and after a width change", () => {
		const { dialog } = setup([DATABASE]);
		const first = dialog.render(80);
		expect(dialog.render(80)).toBe(first);
		expect(dialog.render(81)).not.toBe(first);
		dialog.invalidate();
		expect(dialog.render(81)).not.toBe(first);
	});

	it("fits the rows the terminal leaves it, and reflows when the terminal is resized", () => {
		const terminal = { rows: 24, columns: 80, write: vi.fn() };
		const tui = { requestRender: vi.fn(), terminal } as unknown as TUI;
		const { dialog } = setup([LAYOUT, DATABASE, FEATURES], { tui });
		const tall = dialog.render(80);
		expect(tall.length).toBeLessThanOrEqual(21);
		terminal.rows = 16;
		const short = dialog.render(80);
		expect(short).not.toBe(tall);
		expect(short.length).toBeLessThanOrEqual(13);
		expect(screen(short)).toContain("ctrl+c interrupt");
	});

	it("pages the preview by the lines on screen", () => {
		const terminal = { rows: 24, columns: 80, write: vi.fn() };
		const { dialog, press } = setup([LAYOUT], { tui: { requestRender: vi.fn(), terminal } as unknown as TUI });
		press(KEY.down);
		const before = screen(dialog.render(80)).match(/lines 1–(\d+) of 200/);
		expect(before).not.toBeNull();
		const shown = Number(before?.[1]);
		press(KEY.pageDown);
		expect(screen(dialog.render(80))).toContain(`lines ${shown}–${2 * shown - 1} of 200`);
	});

	it("writes the user's own bindings in the hint line from the injected keybindings (not an imported helper), as pi's key-hint helper names them", () => {
		const keybindings = new TuiKeybindingsManager(TUI_KEYBINDINGS, { "tui.select.up": "ctrl+p", "tui.select.down": "ctrl+n" });
		const { dialog } = setup([DATABASE], { keybindings: keybindings as unknown as KeybindingsManager });
		expect(screen(dialog.render(200))).toContain("ctrl+p/ctrl+n move");
	});
});

describe("keyLabelsOf", () => {
	it("takes the first key of each binding, never Ctrl+C for cancel (it interrupts here)", () => {
		const names: Record<string, string> = { "tui.select.cancel": "escape/ctrl+c", "tui.select.up": "up/ctrl+p", "tui.select.confirm": "" };
		const labels = keyLabelsOf((binding) => names[binding] ?? "");
		expect(labels).toMatchObject({ cancel: "escape", up: "up", confirm: "enter", pageDown: "pageDown" });
		expect(keyLabelsOf((binding) => (binding === "tui.select.cancel" ? "ctrl+c" : "")).cancel).toBe("escape");
	});
});
