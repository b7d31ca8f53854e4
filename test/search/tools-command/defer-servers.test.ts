/**
 * `/tools defer`: which servers it may switch, and the mcp.json edit — only the bytes of the one
 * `exposure` value change, in the file that configures the server; a file it cannot read as JSON
 * pi reads is left as it is, with the reason.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withMemberAt } from "../../../src/host/settings.ts";
import { chooseServers, DEFER_SENTENCES, deferServers, serverRoute } from "../../../src/search/tools-command/defer-servers.ts";
import { type ConfiguredServer, readConfiguredServers } from "../../../src/search/mcp/mcp-state.ts";

let root: string;
let agentDir: string;
let cwd: string;

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), "defer-servers-"));
	agentDir = join(root, "agent");
	cwd = join(root, "work");
	mkdirSync(agentDir, { recursive: true });
	mkdirSync(join(cwd, ".pi"), { recursive: true });
});

afterEach(() => {
	rmSync(root, { recursive: true, force: true });
});

function servers(projectTrusted = true): ConfiguredServer[] {
	return readConfiguredServers({ agentDir, cwd, projectTrusted });
}

describe("withMemberAt", () => {
	it("replaces only the value's bytes, or adds the member laid out as its siblings", () => {
		const text = '{\n  "big": 1e400,\n  "mcpServers": {\n    "a": { "command": "x", "exposure": "codemode" },\n    "b": {\n      "command": "y"\n    }\n  }\n}\n';
		expect(withMemberAt(text, ["mcpServers", "a", "exposure"], "deferred")).toEqual({ text: text.replace('"exposure": "codemode"', '"exposure": "deferred"') });
		expect(withMemberAt(text, ["mcpServers", "b", "exposure"], "deferred")).toEqual({
			text: text.replace('"command": "y"\n', '"command": "y",\n      "exposure": "deferred"\n'),
		});
		expect(withMemberAt(text, ["mcpServers", "c", "exposure"], "deferred")).toEqual({ refused: 'it has no "mcpServers.c"' });
		expect(withMemberAt('{"mcpServers": []}', ["mcpServers", "a", "exposure"], "deferred")).toEqual({ refused: '"mcpServers" is not an object' });
	});
});

describe("/tools defer", () => {
	it("reads each server's reach from its configuration", () => {
		writeFileSync(
			join(agentDir, "mcp.json"),
			JSON.stringify({ mcpServers: { a: { command: "x" }, b: { command: "x", exposure: "deferred" }, c: { command: "x", exposure: "codemode", toolExposure: { "get_*": "direct" } }, d: { command: "x", enabled: false } } }),
		);
		expect(servers().map((server) => [server.name, serverRoute(server)])).toEqual([
			["a", "codemode"],
			["b", "tool_search"],
			["c", "mixed"],
			["d", "disabled"],
		]);
	});

	it("chooses every codemode server without names, the named ones by name or namespace, and says which names are none", () => {
		writeFileSync(join(agentDir, "mcp.json"), JSON.stringify({ mcpServers: { "my-docs": { command: "x" }, memory: { command: "x" }, b: { command: "x", exposure: "deferred" } } }));
		const all = servers();
		expect(chooseServers(all, [])).toMatchObject({ servers: [{ name: "my-docs" }, { name: "memory" }] });
		expect(chooseServers(all, ["MCP__my_docs"])).toMatchObject({ servers: [{ name: "my-docs" }] });
		expect(chooseServers(all, ["b", "nope\u001b[2J"])).toEqual({ message: '"b", "nope" are no configured server with codemode exposure. Those are: my-docs, memory.' });
		expect(chooseServers([], [])).toEqual({ message: DEFER_SENTENCES.none });
	});

	it("sets deferred exposure in the file that configures each server, changing no other byte", async () => {
		const user = `{\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["m.js"], "timeout": 12345678901234567891 },\n    "docs": { "command": "node" }\n  }\n}\n`;
		const project = `{ "mcpServers": { "docs": { "enabled": true } } }`;
		writeFileSync(join(agentDir, "mcp.json"), user);
		writeFileSync(join(cwd, ".pi", "mcp.json"), project);
		expect(await deferServers(servers())).toEqual([]);
		expect(readFileSync(join(agentDir, "mcp.json"), "utf8")).toBe(user.replace('"timeout": 12345678901234567891 }', '"timeout": 12345678901234567891, "exposure": "deferred" }'));
		expect(readFileSync(join(cwd, ".pi", "mcp.json"), "utf8")).toBe('{ "mcpServers": { "docs": { "enabled": true, "exposure": "deferred" } } }');
		expect(servers().map((server) => server.exposure)).toEqual(["deferred", "deferred"]);
	});

	it("leaves a file it cannot read as JSON as it is, and never writes through a symbolic link", async () => {
		writeFileSync(join(agentDir, "mcp.json"), JSON.stringify({ mcpServers: { memory: { command: "x" } } }));
		const [server] = servers();
		const broken = '{ "mcpServers": { "memory": { "command": "x" }, } }';
		writeFileSync(join(agentDir, "mcp.json"), broken);
		const problems = await deferServers(server ? [server] : []);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/mcp\.json was not changed for memory: it is not valid JSON/);
		expect(readFileSync(join(agentDir, "mcp.json"), "utf8")).toBe(broken);
		const target = join(root, "elsewhere.json");
		writeFileSync(target, JSON.stringify({ mcpServers: { memory: { command: "x" } } }));
		rmSync(join(agentDir, "mcp.json"));
		symlinkSync(target, join(agentDir, "mcp.json"));
		const linked = await deferServers(server ? [server] : []);
		expect(linked).toHaveLength(1);
		expect(readFileSync(target, "utf8")).toBe(JSON.stringify({ mcpServers: { memory: { command: "x" } } }));
	});
});
