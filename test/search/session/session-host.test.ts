/**
 * A session built from a handful of plain functions (its `SessionHost`), with no pi and no scripted
 * pi: the calls it makes are the ones the interface names, and one search loads a tool through them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { HostTool } from "../../../src/search/catalog/catalog.ts";
import type { SessionHost } from "../../../src/search/session/host.ts";
import { ToolSearchSession } from "../../../src/search/session/session.ts";

const schema = { type: "object", properties: { text: { type: "string" } } } as never;

function deferred(name: string, description: string): HostTool {
	return { name, description, parameters: schema, exposure: "deferred", namespace: { name: name.split("__").slice(0, 2).join("__") } };
}

let dir: string | undefined;

afterEach(() => {
	if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
	dir = undefined;
});

describe("a session from plain functions", () => {
	it("searches a few tools, activates the one it found and appends its state", async () => {
		dir = mkdtempSync(join(tmpdir(), "session-host-"));
		const tools = [
			{ name: "read", description: "Read a file", parameters: schema },
			deferred("mcp__slack__post_message", "Post a new message to a Slack channel"),
			deferred("mcp__slack__list_channels", "List public channels in the workspace"),
			deferred("mcp__github__create_issue", "Create a new issue in a GitHub repository"),
		];
		let active = ["read"];
		const entries: { type: string; customType: string; data: unknown }[] = [];
		const host: SessionHost = {
			allTools: () => tools,
			activeTools: () => active,
			setActiveTools: (names) => {
				active = [...names];
			},
			appendEntry: (customType, data) => {
				entries.push({ type: "custom", customType, data });
			},
			mcpServers: () => [],
			commands: () => undefined,
		};
		const session = new ToolSearchSession(host, { env: { PI_CODING_AGENT_DIR: join(dir, "agent") }, waitMs: 50, pollMs: 10 });
		const ctx = { cwd: dir, sessionManager: { getBranch: () => entries, getSessionId: () => "s" }, model: { contextWindow: 200_000 }, hasUI: false, ui: { notify() {} } } as never;
		await session.start(ctx);
		expect(active).not.toContain("mcp__slack__post_message");

		const plan = await session.search("post a message to slack", undefined, undefined, ctx);

		expect(plan.answer.details.loaded).toEqual(["mcp__slack__post_message"]);
		expect(active).toContain("mcp__slack__post_message");
		const last = entries.at(-1)?.data as { loaded: string[]; prints: Record<string, unknown> };
		expect(last.loaded).toEqual(["mcp__slack__post_message"]);
		expect(Object.keys(last.prints)).toEqual(["mcp__slack__post_message"]);
	});
});
