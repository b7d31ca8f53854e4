/**
 * tool_search in the real pi terminal UI (tmux, 80×24): the clean start on pi 1.6 (nothing modal at
 * startup: a prompt typed as pi draws reaches the model and settings.json keeps its bytes; a one-line
 * notice names `/tools disable-builtin`, in the user's language; the command's question takes no key
 * typed ahead of it, then writes the setting; no warning after), the `/tools` view with the corpus
 * catalog (fits the screen, a query shows what the model would get), and the transcript line of a
 * search, rebuilt after a resume. The search runs in declare mode: the mock model has no
 * mid-conversation tool flags, so the default would be call mode.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTui } from "../harness/tui.ts";
import { CONFIRM_QUIET_MS } from "../../src/host/confirm.ts";
import { CLEAN_START_SENTENCES } from "../../src/search/tools-command/clean-start-words.ts";
import { command, waitForAll } from "./tui-commands.ts";

const EXTENSION = "extensions/tool-search.ts";
const CORPUS = "test/fixtures/search/corpus-tools.ts";
/** The pi that runs these tests, as it records itself in settings.json. */
const PI_VERSION = (JSON.parse(readFileSync(new URL("../../node_modules/@mariozechner/pi-coding-agent/package.json", import.meta.url), "utf8")) as { version: string }).version;
const NOTICE = CLEAN_START_SENTENCES.en.notice;

describe("the /tools view on both hosts (80×24)", () => {
	for (const version of ["1.6", "0.73"] as const) {
		it(`pi ${version}: PageDown, End and Home page the view (pi 1.x would scroll its transcript instead), the cursor on items only`, async () => {
			// pi 0.73 defers nothing by itself: a defer pattern does it there.
			const env = { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["mcp__*"] }) };
			const tui = await startTui({ version, extensionPaths: [EXTENSION, CORPUS], cols: 80, rows: 24, env, settings: { extensions: ["-builtin:tool-search"] } });
			try {
				const view = await command(tui, "/tools", "tool_search /tools");
				expect(view.split("\n").filter((row) => row.startsWith("›"))).toEqual([expect.stringMatching(/^›▸ mcp__linear/)]);
				tui.sendKeys("Enter");
				expect(await tui.waitFor(/›▾ mcp__linear/)).toMatch(/tool_search \/tools 1–\d+ of/);
				tui.sendKeys("NPage");
				const paged = await tui.waitFor(/›▸ mcp__/);
				expect(paged).not.toContain("tool_search /tools 1–");
				tui.sendKeys("End");
				const end = await tui.waitFor(/tool_search \/tools \d+–(\d+) of \1\b/);
				expect(end).toContain("No searches in this session yet.");
				tui.sendKeys("Home");
				await tui.waitFor(/tool_search \/tools 1–\d+ of/);
				// The first Esc closes the opened group and keeps the view; the second closes it.
				tui.sendKeys("Escape");
				await tui.waitFor(/›▸ mcp__linear/);
				expect(tui.capture()).toContain("tool_search /tools");
				tui.sendKeys("Escape");
				await tui.waitForGone("tool_search /tools");
			} finally {
				await tui.stop();
			}
		});
	}
});

describe("tool_search in the terminal UI (pi 1.6, 80×24)", () => {
	it("at the first start nothing is modal: a prompt typed as pi draws reaches the model, settings.json keeps its bytes, the notice names the command", async () => {
		// pi records the version whose changelog was shown: already recorded, pi itself leaves settings.json alone.
		const settings = { quietStartup: false, lastChangelogVersion: PI_VERSION };
		const tui = await startTui({ version: "1.6", extensionPaths: [EXTENSION], cols: 80, rows: 24, settings, readyText: false, responses: [{ text: "On it." }] });
		try {
			const settingsPath = join(tui.dirs.agentDir, "settings.json");
			const before = readFileSync(settingsPath);
			// As pi draws its first line the user types a prompt and presses Enter (pi keeps a prompt
			// submitted before its startup ends in the editor; Enter is pressed again while it is there).
			await tui.waitFor(/\S/);
			await tui.prompt("fix the tests");
			const first = await tui.waitForRequest(1);
			expect(JSON.stringify(first.messages)).toContain("fix the tests");
			await tui.waitFor("On it.");
			const all = await waitForAll(tui, NOTICE);
			expect(all.split("\n").filter((row) => row.includes("pi-question"))).toEqual([` Warning: ${NOTICE}`]);
			expect(all).not.toContain(CLEAN_START_SENTENCES.en.confirmTitle);
			expect(readFileSync(settingsPath).equals(before)).toBe(true);
			// Nothing is remembered of the start either (earlier versions kept a marker of a question asked).
			expect(existsSync(join(tui.dirs.agentDir, "pi-question", "clean-start-offered"))).toBe(false);
		} finally {
			await tui.stop();
		}
	});

	it("/tools disable-builtin in Chinese under zh_CN: the notice at every start, an Enter typed ahead of its question is no answer, one after it is, and pi starts clean after", async () => {
		const zh = CLEAN_START_SENTENCES["zh-Hans"];
		const tui = await startTui({ version: "1.6", extensionPaths: [EXTENSION], cols: 80, rows: 24, settings: { quietStartup: false }, env: { LC_ALL: "zh_CN.UTF-8" } });
		try {
			const settingsPath = join(tui.dirs.agentDir, "settings.json");
			const before = await waitForAll(tui, `Extension package "builtin:tool-search"`);
			// Our notice is one line at 80 columns in the user's language (pi's own warning stays pi's).
			expect((await waitForAll(tui, zh.notice)).split("\n").filter((row) => row.includes("pi-question"))).toEqual([` Warning: ${zh.notice}`]);
			expect(before).not.toContain(CLEAN_START_SENTENCES.en.notice);
			await command(tui, "/tools disable-builtin", zh.confirmTitle);
			// Esc cancels at once, even while the question is new.
			tui.sendKeys("Escape");
			await waitForAll(tui, zh.cancelled);
			const unchanged = readFileSync(settingsPath);

			// The command's Enter, then a second one typed right behind it: the second reaches a question
			// nobody has read yet, and must not answer it.
			tui.sendText("/tools disable-builtin");
			await tui.waitFor(/^─+\n\/tools disable-builtin\s*\n─+$/m);
			tui.sendKeys("Enter");
			await new Promise((resolve) => setTimeout(resolve, 50));
			tui.sendKeys("Enter");
			await tui.waitFor(zh.confirmTitle);
			await new Promise((resolve) => setTimeout(resolve, CONFIRM_QUIET_MS + 200));
			expect(tui.capture()).toContain(zh.confirmTitle);
			expect(readFileSync(settingsPath).equals(unchanged)).toBe(true);
			// Once it has been up a moment, Enter on Yes is the user's answer.
			tui.sendKeys("Enter");
			await waitForAll(tui, /Reloaded/);
			const text = readFileSync(settingsPath, "utf8");
			const settings = JSON.parse(text) as Record<string, unknown>;
			// Every other key kept (pi itself adds lastChangelogVersion at the first start), pi's own format.
			expect(settings).toMatchObject({ defaultProvider: "mock", defaultModel: "mock-1", quietStartup: false });
			expect(settings.extensions).toEqual(["-builtin:tool-search"]);
			expect(text).toBe(JSON.stringify(settings, null, 2));

			await tui.restart([]);
			const after = await waitForAll(tui, "[Extensions]");
			// pi lists the extensions and their warnings together, a moment after the footer: look once the list is there.
			expect(after).not.toContain("builtin:tool-search");
			expect(after).not.toContain("pi-question:");
			expect(after).not.toContain("pi-question：");
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
			expect(lines.some((row) => /^›▸ mcp__linear +198 +0 +22\.\dk$/.test(row))).toBe(true);
			expect(lines.some((row) => row.startsWith("↑↓ move  pageUp/pageDown home/end jump  enter open group  escape"))).toBe(true);
			expect(view).toContain("Saved");

			// Esc on an opened group closes the group, not the view (the next keys stay in it).
			tui.sendKeys("Enter");
			await tui.waitFor("close groups");
			tui.sendKeys("Escape");
			await tui.waitForGone("close groups");
			expect(tui.capture()).toContain("tool_search /tools");

			tui.sendText("post a slack message");
			await tui.waitFor("Query: post a slack message");
			tui.sendKeys("Enter");
			// The dry run shows "Searching …" until the session's search answers.
			const result = await tui.waitFor("Loaded 1 tool. Call it directly in your next message:");
			expect(result).toContain('What the model would get for "post a slack message" (nothing was loaded)');
			expect(result).toContain('- mcp__slack__slack_post_message: "Post a new message to a Slack channel"');
			tui.sendKeys("Escape");
			// Back to the report, the query kept in its box; Esc clears it, then closes.
			await tui.waitFor("246 tools in 5 groups, 1 declared");
			expect(tui.capture()).toContain("Query: post a slack message");
			tui.sendKeys("Escape");
			await tui.waitFor("Query: type to see what the model would get");
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
