/**
 * A paste whose end marker never comes is ended on pi-tui's own input stream: by a key pressed on
 * its own, by a quiet spell, or when the dialog closes; a paste that ends normally is left alone.
 * pi-tui's real StdinBuffer stands behind the stream, so the test sees what pi's components get.
 */
import { EventEmitter } from "node:events";
import { StdinBuffer } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { type PasteTimer, UNCLOSED_PASTE_QUIET_MS, watchUnclosedPaste } from "../../src/host/unclosed-paste.ts";

/** stdin with pi-tui's buffer listening on it, as pi's terminal sets it up; what it hands on is recorded. */
function piInput() {
	const stdin = new EventEmitter();
	const buffer = new StdinBuffer();
	const received: string[] = [];
	buffer.on("data", (sequence: string) => received.push(sequence));
	buffer.on("paste", (content: string) => received.push(`\x1b[200~${content}\x1b[201~`));
	stdin.on("data", (data: string) => buffer.process(data));
	return { stdin, received };
}

function fakeTimer() {
	let pending: (() => void) | undefined;
	const timer: PasteTimer = {
		setTimeout: (callback) => {
			pending = callback;
			return callback;
		},
		clearTimeout: (handle) => {
			if (pending === handle) pending = undefined;
		},
	};
	return { timer, fire: () => pending?.(), get waiting() { return pending !== undefined; } };
}

describe("an unclosed paste", () => {
	it("is frozen in pi-tui's buffer without the watcher: Esc never arrives", () => {
		const { stdin, received } = piInput();
		stdin.emit("data", "\x1b[200~half a paste");
		stdin.emit("data", "\x1b");
		stdin.emit("data", "\x03");
		expect(received).toEqual([]);
	});

	it("ends when a key arrives on its own: the text as one paste, then the key", () => {
		const { stdin, received } = piInput();
		const { timer } = fakeTimer();
		const watcher = watchUnclosedPaste(stdin, { timer });
		stdin.emit("data", "\x1b[200~half a paste");
		stdin.emit("data", "\x03");
		expect(received).toEqual(["\x1b[200~half a paste\x1b[201~", "\x03"]);
		expect(watcher.ended).toBe(1);
		watcher.stop();
	});

	it("ends after a quiet spell, and keys after it are keys", () => {
		const { stdin, received } = piInput();
		const clock = fakeTimer();
		const watcher = watchUnclosedPaste(stdin, { timer: clock.timer });
		stdin.emit("data", "\x1b[200~secret ");
		stdin.emit("data", "scan");
		expect(clock.waiting).toBe(true);
		clock.fire();
		stdin.emit("data", "2");
		expect(received).toEqual(["\x1b[200~secret scan\x1b[201~", "2"]);
		watcher.stop();
	});

	it("ends when the dialog stops watching", () => {
		const { stdin, received } = piInput();
		const watcher = watchUnclosedPaste(stdin, { timer: fakeTimer().timer });
		stdin.emit("data", "\x1b[200~left open");
		watcher.stop();
		expect(received).toEqual(["\x1b[200~left open\x1b[201~"]);
		stdin.emit("data", "x");
		expect(received.at(-1)).toBe("x");
	});

	it("leaves a paste that ends, even split across chunks at its markers, alone", () => {
		const { stdin, received } = piInput();
		const clock = fakeTimer();
		const watcher = watchUnclosedPaste(stdin, { timer: clock.timer });
		for (const chunk of ["\x1b[20", "0~one\x1b", "[201~", "a"]) stdin.emit("data", chunk);
		expect(clock.waiting).toBe(false);
		expect(received).toEqual(["\x1b[200~one\x1b[201~", "a"]);
		expect(watcher.ended).toBe(0);
		watcher.stop();
		expect(received.length).toBe(2);
	});

	it("waits UNCLOSED_PASTE_QUIET_MS, longer than a terminal takes between a paste's chunks", () => {
		expect(UNCLOSED_PASTE_QUIET_MS).toBeGreaterThanOrEqual(300);
		expect(UNCLOSED_PASTE_QUIET_MS).toBeLessThanOrEqual(2000);
	});
});
