/**
 * Slash commands in the real terminal UI, for the end-to-end tests that drive them: typing one
 * while pi still starts, and waiting for what it shows in the screen or its scrollback.
 */
import type { TuiSession } from "../harness/tui.ts";

/** Polls the screen and its scrollback until `pattern` is in it. */
export async function waitForAll(tui: TuiSession, pattern: string | RegExp, timeoutMs = 15_000): Promise<string> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const all = tui.captureAll();
		if (typeof pattern === "string" ? all.includes(pattern) : pattern.test(all)) return all;
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(pattern)}; screen:\n${tui.capture()}`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/**
 * Types a slash command and presses Enter until `expected` shows: pi puts a command typed while it
 * still starts back into the editor, so Enter is pressed again while the editor still holds it
 * (and the command typed again when the editor stays empty).
 */
export async function command(tui: TuiSession, text: string, expected: string | RegExp): Promise<string> {
	tui.submit(text);
	let typedAt = Date.now();
	const deadline = Date.now() + 15_000;
	for (;;) {
		const screen = tui.capture();
		if (typeof expected === "string" ? screen.includes(expected) : expected.test(screen)) return screen;
		if (Date.now() > deadline) throw new Error(`${text}: timed out waiting for ${String(expected)}; screen:\n${screen}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
		const editor = /^─{20,}\n(.*)\n─{20,}$/m.exec(tui.capture())?.[1]?.trim();
		if (editor === text) tui.sendKeys("Enter");
		// Keys typed while pi 0.73 still starts can be dropped: type the command again into the empty editor.
		else if (editor === "" && Date.now() > typedAt + 2_000) {
			tui.submit(text);
			typedAt = Date.now();
		}
	}
}
