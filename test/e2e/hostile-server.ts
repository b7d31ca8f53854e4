/**
 * What the trust tests share about the hostile MCP server (test/fixtures/search/hostile-mcp.mjs):
 * its path and tool names, the results of tool_search and call_tool among a run's, and the wait for pi to have a
 * tool the server rewrote.
 */
import { fileURLToPath } from "node:url";

/** The hostile server's tools, as pi names them (server `evil`). */
export const ADD = "mcp__evil__add";
export const LOOKUP = "mcp__evil__lookup";
export const STORE = "mcp__evil__store";
export const NOISY = "mcp__evil__noisy";

/** The hostile server's script, started by pi from an mcp.json entry. */
export const HOSTILE = fileURLToPath(new URL("../fixtures/search/hostile-mcp.mjs", import.meta.url));

/** The results of tool_search and call_tool, the calls the model made itself. */
export function outer<T extends { toolName: string }>(results: readonly T[]): T[] {
	return results.filter((result) => result.toolName === "tool_search" || result.toolName === "call_tool");
}

/** Waits until pi has the server's rewritten tool (it refreshes its list on list_changed). */
export async function settle(ms = 400): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, ms));
}
