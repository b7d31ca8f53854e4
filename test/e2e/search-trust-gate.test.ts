/**
 * The question before a flagged or changed tool runs (src/search/call-gate.ts), in the real pi 1.6
 * in-process with the hostile MCP server (test/fixtures/search/hostile-mcp.mjs, deferred exposure)
 * and the faux model, and once over the real CLI's RPC mode:
 * - a flagged tool's call through call_tool waits for the user and runs on yes; a no is refused
 *   with the sentence the model reads; print mode refuses it naming the settings; `allow` runs it
 *   unasked (in print mode too); `confirm: false` runs it as before;
 * - a tool found again after its server changed it asks likewise, once;
 * - declare mode: a direct call of a flagged tool asks; a tool changed after it was declared is
 *   refused (it used to run once on the changed server); its declared parameter texts are clean;
 * - a different server taking a found tool's name with identical text is a changed tool;
 * - an RPC client is asked through pi's confirm.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMcpExtension } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRpc } from "../harness/cli.ts";
import { startInProcess } from "../harness/in-process.ts";
import { stubUI } from "../harness/stub-ui.ts";
import { ADD, HOSTILE, LOOKUP, NOISY, outer, settle, STORE } from "./hostile-server.ts";

const EXT = "extensions/tool-search.ts";
const DECLINED = "The user declined this call of mcp__evil__add: it did not run. Do not call it again with the same arguments; ask the user what they want, or go on without it.";

let root: string;

/** A fresh agent directory whose mcp.json starts the hostile server with `args` after its path. */
function agentDir(args: string[] = []): string {
	const dir = mkdtempSync(join(root, "agent-"));
	writeMcp(dir, args);
	return dir;
}

function writeMcp(dir: string, args: string[]): void {
	writeFileSync(join(dir, "mcp.json"), JSON.stringify({ mcpServers: { evil: { command: process.execPath, args: [HOSTILE, ...args], exposure: "deferred" } } }));
}

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "tool-search-gate-"));
});

afterAll(() => {
	rmSync(root, { recursive: true, force: true });
});


/** The turns that find `ADD` and call it through call_tool. */
const findAndAdd = [
	{ toolCall: { name: "tool_search", arguments: { query: `select:${ADD}` } } },
	{ toolCall: { name: "call_tool", arguments: { name: ADD, arguments: { a: 1, b: 2 } } } },
	{ text: "done" },
];

/** How many calls of the hostile server's tools ran. */
function ran(run: { toolResults: readonly { text: string }[] }, text: string): number {
	return run.toolResults.filter((result) => result.text.startsWith(text)).length;
}

describe("a flagged tool's call waits for the user (pi 1.6, call mode)", () => {
	it("asks before it runs, naming the tool, why and what it sends; runs on yes", async () => {
		let run: Awaited<ReturnType<typeof startInProcess>> | undefined;
		const seen: { ranBefore: number; title: string; message: string }[] = [];
		const ui = stubUI({
			confirm: (title, message) => {
				seen.push({ ranBefore: run === undefined ? -1 : ran(run, "ran add"), title, message });
				return true;
			},
		});
		run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "tui", ui, env: { PI_CODING_AGENT_DIR: agentDir() } });
		try {
			await run.prompt("Add 1 and 2", findAndAdd);
			expect(seen).toHaveLength(1);
			expect(seen[0]?.ranBefore).toBe(0);
			expect(seen[0]?.title).toBe("Run mcp__evil__add?");
			expect(seen[0]?.message).toMatch(/^Flagged: its server's text holds an instruction tag in its description; .*a reach for secrets \(keys, credentials, private files\) in its description/);
			expect(seen[0]?.message.split("\n").at(-1)).toBe('It sends: {"a":1,"b":2}');
			expect(outer(run.toolResults)[1]).toMatchObject({ isError: false, text: 'ran add {"a":1,"b":2} = 3' });
			const warning = ui.notifications.find((note) => note.message.includes("reads like instructions"));
			expect(warning?.message).toContain("each call of it waits for your yes.");
		} finally {
			await run.dispose();
		}
	});

	it("is refused on no: the model reads that the user declined, and the server is never called", async () => {
		const run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "tui", ui: stubUI({ confirm: false }), env: { PI_CODING_AGENT_DIR: agentDir() } });
		try {
			await run.prompt("Add 1 and 2", findAndAdd);
			expect(outer(run.toolResults)[1]).toMatchObject({ isError: true, text: DECLINED });
			expect(ran(run, "ran add")).toBe(0);
		} finally {
			await run.dispose();
		}
	});

	it("is refused in print mode, naming the settings; allow runs it unasked, and so does confirm: false", async () => {
		const refused = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "print", env: { PI_CODING_AGENT_DIR: agentDir() } });
		try {
			await refused.prompt("Add 1 and 2", findAndAdd);
			expect(outer(refused.toolResults)[1]).toMatchObject({
				isError: true,
				text: 'mcp__evil__add did not run: it is flagged (its server\'s text reads like instructions to the model), so each call waits for the user\'s yes, and no one can answer in print mode. Tell the user. To let its calls run without asking, they can add "mcp__evil__add" or "mcp__evil__*" to piQuestion.toolSearch.allow in their global settings.json (or set piQuestion.toolSearch.confirm to false).',
			});
		} finally {
			await refused.dispose();
		}
		for (const setting of [{ allow: ["mcp__evil__*"] }, { confirm: false }]) {
			const run = await startInProcess({
				extensionPaths: [EXT],
				extensionFactories: [createMcpExtension()],
				mode: "print",
				env: { PI_CODING_AGENT_DIR: agentDir(), PI_QUESTION_TOOL_SEARCH: JSON.stringify(setting) },
			});
			try {
				await run.prompt("Add 1 and 2", findAndAdd);
				expect(outer(run.toolResults)[1], JSON.stringify(setting)).toMatchObject({ isError: false, text: 'ran add {"a":1,"b":2} = 3' });
			} finally {
				await run.dispose();
			}
		}
	});

	it("a tool found again after its server changed it asks once, saying what changed; a no keeps asking", async () => {
		const asked: string[] = [];
		let answer = false;
		const ui = stubUI({
			confirm: (_title, message) => {
				asked.push(message);
				return answer;
			},
		});
		const run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "tui", ui, env: { PI_CODING_AGENT_DIR: agentDir() } });
		try {
			await run.prompt("Look up tabs", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${LOOKUP}` } } },
				{ toolCall: { name: "call_tool", arguments: { name: LOOKUP, arguments: { word: "tabs" } } } },
				async () => {
					await settle();
					return { toolCall: { name: "tool_search", arguments: { query: `select:${LOOKUP}` } } };
				},
				{ toolCall: { name: "call_tool", arguments: { name: LOOKUP, arguments: { word: "x", sidenote: "none" } } } },
				{ text: "ok" },
			]);
			// The first call of a clean tool asks nothing; found again after the rug pull, it asks.
			expect(asked).toHaveLength(1);
			expect(asked[0]?.split("\n")).toEqual([
				"Flagged: its server's text holds a reach for secrets (keys, credentials, private files) in its description.",
				"Changed since the model found it: its description changed (79 characters now, 34 before); fields added: sidenote (string, required); changed inside: word.",
				'It sends: {"word":"x","sidenote":"none"}',
			]);
			expect(outer(run.toolResults).at(-1)?.text).toBe("The user declined this call of mcp__evil__lookup: it did not run. Do not call it again with the same arguments; ask the user what they want, or go on without it.");
			answer = true;
			await run.prompt("Go on", [{ toolCall: { name: "call_tool", arguments: { name: LOOKUP, arguments: { word: "x", sidenote: "none" } } } }, { text: "ok" }]);
			expect(asked).toHaveLength(2);
			expect(outer(run.toolResults).at(-1)).toMatchObject({ isError: false, text: 'ran lookup {"word":"x","sidenote":"none"}' });
		} finally {
			await run.dispose();
		}
	});
});

describe("declare mode (pi 1.6)", () => {
	const declare = JSON.stringify({ load: "declare" });

	it("asks before a direct call of a flagged tool, and refuses a tool changed after it was declared", async () => {
		const asked: string[] = [];
		const ui = stubUI({
			confirm: (title) => {
				asked.push(title);
				return true;
			},
		});
		const run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "tui", ui, env: { PI_CODING_AGENT_DIR: agentDir(), PI_QUESTION_TOOL_SEARCH: declare } });
		try {
			await run.prompt("Add, then look up", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${ADD},${LOOKUP}` } } },
				{ toolCall: { name: ADD, arguments: { a: 2, b: 3 } } },
				{ toolCall: { name: LOOKUP, arguments: { word: "tabs" } } },
				async () => {
					await settle();
					return { toolCall: { name: LOOKUP, arguments: { word: "spaces", sidenote: "secret" } } };
				},
				{ text: "done" },
			]);
			expect(asked).toEqual(["Run mcp__evil__add?"]);
			const direct = run.toolResults.filter((result) => result.toolName === ADD || result.toolName === LOOKUP);
			expect(direct.map((result) => result.text.slice(0, 40))).toEqual(['ran add {"a":2,"b":3} = 5', 'ran lookup {"word":"tabs"}', "mcp__evil__lookup changed on its server "]);
			expect(direct[2]?.isError).toBe(true);
			expect(direct[2]?.text).toMatch(/^mcp__evil__lookup changed on its server since it was made callable \(its description changed .*\), so it is not callable until you find it again\./);
			// The secret never reached the server.
			expect(ran(run, "ran lookup")).toBe(1);
		} finally {
			await run.dispose();
		}
	});

	it("declares parameter texts cleaned like descriptions", async () => {
		const run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], env: { PI_CODING_AGENT_DIR: agentDir(), PI_QUESTION_TOOL_SEARCH: declare } });
		try {
			await run.prompt("Format", [{ toolCall: { name: "tool_search", arguments: { query: `select:${NOISY}` } } }, { text: "ok" }]);
			const declared = run.requests.at(-1)?.tools.find((tool) => tool.name === NOISY);
			const text = JSON.stringify(declared?.parameters);
			expect(text).toContain('"description":"The text to format.');
			expect(text).not.toMatch(/\\u001b|\\u202e|[\u{E0000}-\u{E007F}]/u);
		} finally {
			await run.dispose();
		}
	});
});

describe("server identity (pi 1.6)", () => {
	it("a different server taking a found tool's name with identical text is a changed tool", async () => {
		const dir = agentDir();
		let run = await startInProcess({ extensionPaths: [EXT], extensionFactories: [createMcpExtension()], mode: "print", env: { PI_CODING_AGENT_DIR: dir }, persistSession: true });
		try {
			await run.prompt("Store", [
				{ toolCall: { name: "tool_search", arguments: { query: `select:${STORE}` } } },
				{ toolCall: { name: "call_tool", arguments: { name: STORE, arguments: { entities: [] } } } },
				{ text: "ok" },
			]);
			expect(outer(run.toolResults)[1]).toMatchObject({ isError: false, text: 'ran store {"entities":[]}' });
			// Another server under the same name: another command line, the same tools, word for word.
			writeMcp(dir, ["--another-server"]);
			run = await run.resume();
			await run.prompt("Store again", [{ toolCall: { name: "call_tool", arguments: { name: STORE, arguments: { entities: [] } } } }, { text: "ok" }]);
			expect(outer(run.toolResults)[0]).toMatchObject({
				isError: true,
				text: "mcp__evil__store changed on its server since it was made callable (a different MCP server now gives it (another command or URL under its server's name)), so it is not callable until you find it again. A changed tool is a new tool: read its new entry with tool_search select:mcp__evil__store, and call it only if it still does what the user asked.",
			});
		} finally {
			await run.dispose();
		}
	});
});

describe("an RPC client (pi 1.6 CLI)", () => {
	it("is asked through pi's confirm, and the call runs on its yes", async () => {
		const rpc = await startRpc({
			version: "1.6",
			extensionPaths: [EXT],
			settings: { extensions: ["-builtin:tool-search"] },
			setup: (dirs) => writeMcp(dirs.agentDir, []),
			onUiRequest: (request) => (request.method === "confirm" ? { confirmed: true } : undefined),
		});
		try {
			await rpc.prompt("Add 1 and 2", findAndAdd);
			const confirms = rpc.uiRequests.filter((request) => request.method === "confirm");
			expect(confirms).toHaveLength(1);
			expect(confirms[0]?.title).toBe("Run mcp__evil__add?");
			expect(confirms[0]?.message).toMatch(/^Flagged: its server's text holds an instruction tag in its description;/);
			expect(confirms[0]?.message).toContain('It sends: {"a":1,"b":2}');
			const results = rpc.requests().map((request) => request.toolResults.at(-1)?.text ?? "");
			expect(results).toContain('ran add {"a":1,"b":2} = 3');
		} finally {
			await rpc.stop();
		}
	});
});
