/**
 * The two paths ./trace.ts follows, each against a scripted host: one keyword query of `tool_search`
 * over the captured MCP catalogs (after a first query, so the catalog is indexed and screened as in
 * a session that has run a while), and one key press (down) in an open dialog with the frame drawn
 * after it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadServers, toolDocs } from "../../bench/lib/corpus.ts";
import { scriptedPi } from "../../bench/lib/scripted-pi.ts";
import type { CallCount, Trace } from "./trace.ts";

type Traced = (body: () => unknown) => Promise<Paths>;
/** A path read file by file, and with the libraries read as one; the functions entered from other files, counted. */
export interface Paths {
	byFile: Trace;
	byLibrary: Trace;
	calls: CallCount[];
	/** For the key press: the key alone (pi's `handleInput`) and the frame alone (pi's `render` after it). */
	parts?: { key: Paths; frame: Paths };
}

const CORPUS = new URL("../../bench/corpus/", import.meta.url).pathname;
/** Longest wait for the background screening of the captured catalogs (well under a second on an idle machine). */
const SCREENING_LIMIT_MS = 20_000;

/**
 * Resolves once the event loop is idle: twenty turns in a row take under a millisecond each, which a
 * slice of the background screening (4 ms of work a turn) never does. A busy machine only makes the
 * wait longer, never the traced query different.
 */
async function backgroundIdle(): Promise<void> {
	const turn = (): Promise<number> =>
		new Promise((resolve) => {
			const start = performance.now();
			setImmediate(() => resolve(performance.now() - start));
		});
	const until = performance.now() + SCREENING_LIMIT_MS;
	let quiet = 0;
	while (quiet < 20 && performance.now() < until) quiet = (await turn()) < 1 ? quiet + 1 : 0;
}

/** The query traced by default: the one the engine's pipeline was measured with ("create jira issue", over the captured catalogs). */
export const TRACED_QUERY = "create jira issue";

/** One keyword query (`query`, {@link TRACED_QUERY} by default), traced from pi's call of `execute` to the result it returns. */
export async function traceQuery(traced: Traced, query: string = TRACED_QUERY): Promise<Paths> {
	const tools = toolDocs(loadServers(CORPUS)).map((doc) => ({ name: doc.name, description: doc.description, parameters: doc.inputSchema ?? {}, exposure: "deferred", namespace: { name: doc.namespace ?? "" } }));
	const host = scriptedPi(tools);
	const { default: toolSearch } = await import("../../extensions/tool-search.ts");
	toolSearch(host.pi as never);
	const ctx = {
		cwd: mkdtempSync(join(tmpdir(), "pi-trace-")),
		hasUI: false,
		ui: { notify: () => undefined },
		model: { id: "mock", provider: "mock", contextWindow: 200_000 },
		sessionManager: { getSessionId: () => "trace", getBranch: () => [] },
		signal: undefined,
	};
	await host.fire("session_start", { type: "session_start" }, ctx);
	await host.fire("before_agent_start", { prompt: "hello" }, ctx);
	const search = host.tool("tool_search");
	if (search === undefined) throw new Error("tool_search was not registered");
	await search.execute("warm", { query: "list github pull requests" }, undefined, undefined, ctx);
	// The background screening of the catalog finishes, as in a session that has run a while.
	await backgroundIdle();
	return traced(() => search.execute("call", { query }, undefined, undefined, ctx));
}

/** An open dialog of two questions with previews, drawn once at 100 columns. */
async function openDialog() {
	const { createQuestionDialog } = await import("../../src/ask/dialog/component.ts");
	const { KeybindingsManager, TUI_KEYBINDINGS } = await import("@mariozechner/pi-tui");
	const tui = { requestRender: () => undefined, terminal: { write: () => undefined, rows: 40 } };
	const theme = { fg: (_color: string, text: string) => text, bg: (_color: string, text: string) => text, bold: (text: string) => text, inverse: (text: string) => text };
	const question = (header: string) => ({
		question: `Which ${header.toLowerCase()} should the project use?`,
		header,
		multiSelect: false,
		options: ["First", "Second", "Third"].map((label) => ({ label, description: `What ${label} means here.`, preview: `${label}\nline two\nline three` })),
	});
	const dialog = createQuestionDialog({
		questions: [question("Database"), question("Queue")],
		idleSeconds: 0,
		tui: tui as never,
		theme: theme as never,
		keybindings: new KeybindingsManager(TUI_KEYBINDINGS) as never,
		done: () => undefined,
	});
	dialog.render(100);
	return dialog;
}

/**
 * One key press (down) in an open dialog and the frame drawn after it, as one path; and, as pi
 * calls them apart (`handleInput`, then `render` when the component asks for it), each alone.
 */
export async function traceKeyPress(traced: Traced): Promise<Paths> {
	const both = await openDialog();
	const whole = await traced(() => {
		both.handleInput?.("\x1b[B");
		both.render(100);
	});
	const apart = await openDialog();
	const key = await traced(() => apart.handleInput?.("\x1b[B"));
	const frame = await traced(() => apart.render(100));
	return { ...whole, parts: { key, frame } };
}
