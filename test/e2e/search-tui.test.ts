/**
 * tool_search in the real pi terminal UI (tmux, 80×24): the clean start on pi 1.6 (pi's warning
 * about the built-in and our notice before the one step, `/tools disable-builtin` applying it, no
 * warning after), the `/tools` view with the corpus catalog (fits the screen, a query shows what
 * the model would get), and the transcript line of a search, rebuilt after a resume. The search runs in
 * declare mode: the mock model has no mid-conversation tool flags, so the default would be call mode.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTui, type TuiSession } from "../harness/tui.ts";

const EXTENSION = "extensions/tool-search.ts";
const CORPUS = "test/fixtures/search/corpus-tools.ts";
const NOTICE = "run /tools disable-builtin";

/** Polls the screen and its scrollback until `pattern` is in it. */
async function waitForAll(tui: TuiSession, pattern: string | RegExp, timeoutMs = 15_000): Promise<string> {
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
 * still starts back into the editor, so Enter is pressed again while the editor still holds it.
 */
async function command(tui: TuiSession, text: string, expected: string | RegExp): Promise<string> {
	tui.submit(text);
	const deadline = Date.now() + 15_000;
	for (;;) {
		const screen = tui.capture();
		if (typeof expected === "string" ? screen.includes(expected) : expected.test(screen)) return screen;
		if (Date.now() > deadline) throw new Error(`${text}: timed out waiting for ${String(expected)}; screen:\n${screen}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
		if (/^─{20,}\n(.*)\n─{20,}$/m.exec(tui.capture())?.[1]?.trim() === text) tui.sendKeys("Enter");
	}
}

describe("tool_search in the terminal UI (pi 1.6, 80×24)", () => {
	it("warns about the built-in with the one step, /tools disable-builtin applies it after asking, and pi starts clean after", async () => {
		const tui = await startTui({ version: "1.6", extensionPaths: [EXTENSION], cols: 80, rows: 24, settings: { quietStartup: false, hideThinkingBlock: true } });
		try {
			const before = await waitForAll(tui, `Extension package "builtin:tool-search"`);
			expect(before).toContain(NOTICE);
			expect(before).toContain('"-builtin:tool-search"');
			await command(tui, "/tools disable-builtin", "Turn off pi's built-in tool_search?");
			tui.sendKeys("Enter");
			await waitForAll(tui, /Reloaded/);
			const settingsPath = join(tui.dirs.agentDir, "settings.json");
			const text = readFileSync(settingsPath, "utf8");
			const settings = JSON.parse(text) as Record<string, unknown>;
			// Every other key kept (pi itself adds lastChangelogVersion at the first start), pi's own format.
			expect(settings).toMatchObject({ defaultProvider: "mock", defaultModel: "mock-1", quietStartup: false, hideThinkingBlock: true });
			expect(settings.extensions).toEqual(["-builtin:tool-search"]);
			expect(text).toBe(JSON.stringify(settings, null, 2));

			await tui.restart([]);
			const after = await waitForAll(tui, "[Extensions]");
			// pi lists the extensions and their warnings together, a moment after the footer: look once the list is there.
			expect(after).not.toContain("builtin:tool-search");
			expect(after).not.toContain(NOTICE);
		} finally {
			await tui.stop();
		}
	});

	it("shows a search as one line, /tools fits the screen and shows what the model would get for a query, and the line comes back after a resume", async () => {
		const tui = await startTui({
			version: "1.6",
			extensionPaths: [EXTENSION, CORPUS],
			cols: 80,
			rows: 24,
			settings: { extensions: ["-builtin:tool-search"] },
			env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ load: "declare" }) },
			responses: [{ toolCall: { name: "tool_search", arguments: { query: "create jira issue" } } }, { text: "Loaded the Jira tools." }],
		});
		try {
			await tui.prompt("make a jira issue");
			const line = await tui.waitFor("Loaded the Jira tools.");
			expect(line).toMatch(/tool_search "create jira issue" → loaded \d · named \d/);

			const view = await command(tui, "/tools", "tool_search /tools");
			const lines = view.split("\n");
			expect(lines.some((row) => row.includes("246 tools in 5 groups, 1 declared · mode always"))).toBe(true);
			expect(lines.some((row) => /^ ▸ mcp__linear +198 +0 +22\.\dk$/.test(row))).toBe(true);
			expect(lines.some((row) => row.startsWith("↑↓ move  enter open group  type a query  escape"))).toBe(true);
			expect(view).toContain("saved");

			tui.sendText("post a slack message");
			await tui.waitFor("Query: post a slack message");
			tui.sendKeys("Enter");
			// The dry run shows "Searching …" until the session's search answers.
			const result = await tui.waitFor("Loaded 1 tool. Call it directly in your next message:");
			expect(result).toContain('What the model would get for "post a slack message" (nothing was loaded)');
			expect(result).toContain("- mcp__slack__slack_post_message: Post a new message to a Slack channel");
			tui.sendKeys("Escape");
			await tui.waitFor("246 tools in 5 groups, 1 declared");
			tui.sendKeys("Escape");
			await tui.waitForGone("tool_search /tools");
			// Nothing was loaded by the query: the next request declares only the Jira tool the search loaded.
			expect(tui.requests()).toHaveLength(2);

			await tui.restart();
			await tui.waitFor(/tool_search "create jira issue" → loaded \d · named \d/);
		} finally {
			await tui.stop();
		}
	});
});
