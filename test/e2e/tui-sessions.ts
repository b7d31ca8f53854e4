/** The real-TUI sessions of one test file: started with the file's defaults, stopped after each test. */
import { afterEach } from "vitest";
import { startTui, type TuiOptions, type TuiSession } from "../harness/tui.ts";

/**
 * Registers an afterEach that stops every session the test started, and returns the function that
 * starts one: pi with ask_user_question and `defaults`, overridden per call.
 */
export function tuiSessions(defaults: Partial<TuiOptions>): (options?: Partial<TuiOptions>) => Promise<TuiSession> {
	const sessions: TuiSession[] = [];
	afterEach(async () => {
		await Promise.all(sessions.splice(0).map((session) => session.stop()));
	});
	return async (options = {}) => {
		const tui = await startTui({ extensionPaths: ["extensions/ask-user-question.ts"], timeoutMs: 20_000, ...defaults, ...options });
		sessions.push(tui);
		return tui;
	};
}
