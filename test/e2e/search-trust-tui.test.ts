/**
 * Trust in the real pi 1.6 terminal UI (tmux) with the hostile MCP server
 * (test/fixtures/search/hostile-mcp.mjs): at 100×30 the user sees the warning about the poisoned
 * tool once, the call runs once the user says yes, `/tools` marks the tool and shows its flagged
 * text, and `arguments` nested 3,000 deep, sent by a real provider's stream, get our short
 * sentence; at 80×24 the question before the poisoned tool runs is on screen whole (the tool, why,
 * what it sends) and a yes runs the call.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { previewJson } from "../../src/search/call-arguments.ts";
import { CONFIRM_QUIET_MS } from "../../src/host/confirm.ts";
import { startTui, type TuiSession } from "../harness/tui.ts";
import { command, waitForAll } from "./tui-commands.ts";
import { ADD, HOSTILE } from "./hostile-server.ts";


function writeServers(dirs: { agentDir: string }): void {
	writeFileSync(join(dirs.agentDir, "mcp.json"), JSON.stringify({ mcpServers: { evil: { command: process.execPath, args: [HOSTILE], exposure: "deferred" } } }));
}

/** Waits for the question about `ADD`, lets its quiet time pass (keys typed ahead do not answer it), and says yes. */
async function sayYes(tui: TuiSession): Promise<string> {
	const screen = await tui.waitFor("Run mcp__evil__add?", 30_000);
	await new Promise((resolve) => setTimeout(resolve, CONFIRM_QUIET_MS + 300));
	tui.sendKeys("Enter");
	return screen;
}

/** The text of a screen without any whitespace: wrapped lines compare as the text they wrap. */
function unwrapped(text: string): string {
	return text.replace(/\s+/g, "");
}

describe("trust in the terminal UI (pi 1.6)", () => {
	it("warns the user once about a poisoned tool, calls it once the user says yes, and /tools marks it with its flagged text", async () => {
		let deep: unknown = {};
		for (let level = 0; level < 3_000; level++) deep = { a: deep };
		const tui = await startTui({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			cols: 100,
			rows: 30,
			settings: { extensions: ["-builtin:tool-search"] },
			setup: writeServers,
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${ADD}` } } },
				{ toolCall: { name: "call_tool", arguments: { name: ADD, arguments: { a: 1, b: 2 } } } },
				{ toolCall: { name: "call_tool", arguments: { name: ADD, arguments: deep } } },
				{ toolCall: { name: "tool_search", arguments: { query: "add numbers" } } },
				{ text: "The sum is 3." },
			],
		});
		try {
			await tui.prompt("add 1 and 2");
			await sayYes(tui);
			const screen = await waitForAll(tui, "The sum is 3.", 30_000);
			const warnings = screen.split("\n").filter((row) => row.includes("reads like instructions to the model"));
			// Once, though two searches showed the tool.
			expect(warnings).toHaveLength(1);
			expect(screen).toContain("mcp__evil__add's text from its server reads like instructions");
			const results = tui.requests().map((request) => request.toolResults.at(-1)?.text ?? "");
			expect(results[1]).toContain("FLAGGED: instruction-like text in its description (");
			expect(results[2]).toBe('ran add {"a":1,"b":2} = 3');
			expect(results[3]).toBe("arguments nest deeper than 64 levels; no tool takes that. Pass the arguments the tool's arguments line shows.");

			// The flagged tools follow the groups: on the first page of /tools, each with its flagged text.
			const view = await command(tui, "/tools", "tool_search /tools");
			expect(view).toContain("Flagged: 2 tools whose server's text reads like instructions to the model");
			expect(view).toContain("mcp__evil__add an instruction tag; a reach for secrets");
			expect(view).toMatch(/mcp__evil__noisy text hidden from people/);
			tui.sendKeys("Enter");
			expect(await tui.waitFor("▾ mcp__evil")).toMatch(/callable .* mcp__evil__add {2}flagged/);
			tui.sendKeys("Escape");
		} finally {
			await tui.stop();
		}
	});

	it("at 80×24 shows the whole question before the poisoned tool runs (the tool, why, what it sends), and a yes runs it", async () => {
		const args = { a: 1, b: 2, sidenote: "note ".repeat(80) };
		const tui = await startTui({
			version: "1.6",
			extensionPaths: ["extensions/tool-search.ts"],
			cols: 80,
			rows: 24,
			settings: { extensions: ["-builtin:tool-search"] },
			setup: writeServers,
			responses: [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${ADD}` } } },
				{ toolCall: { name: "call_tool", arguments: { name: ADD, arguments: args } } },
				{ text: "Added." },
			],
		});
		try {
			await tui.prompt("add 1 and 2");
			const screen = await sayYes(tui);
			const rows = screen.split("\n");
			const title = rows.findIndex((row) => row.includes("Run mcp__evil__add?"));
			// The dialog's top border is on screen above the question, its answers and key hints below it.
			expect(rows[title - 2] ?? "").toMatch(/^─{40,}/);
			const dialog = rows.slice(title).join("\n");
			expect(dialog).toMatch(/→ Yes\n\s+No/);
			expect(dialog).toContain("cancel");
			// Nothing of the question is cut: the reason and the arguments, as wrapped at 80 columns.
			expect(unwrapped(dialog)).toContain(unwrapped("Flagged: its server's text holds an instruction tag in its description;"));
			expect(unwrapped(dialog)).toContain(unwrapped("a reach for secrets (keys, credentials, private files) in its description"));
			expect(unwrapped(dialog)).toContain(unwrapped(`It sends: ${previewJson(args, 240)}`));
			await waitForAll(tui, "Added.", 30_000);
			const results = tui.requests().map((request) => request.toolResults.at(-1)?.text ?? "");
			expect(results[2]).toBe(`ran add ${JSON.stringify(args)} = 3`);
		} finally {
			await tui.stop();
		}
	});
});
