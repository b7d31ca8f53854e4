/**
 * pi entry point for tool_search: finds and loads deferred tools (MCP servers, and tools a policy
 * in settings defers) so their schemas reach the model only when a task needs them. The logic
 * lives in src/search; this file only wires it into pi.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { registerToolSearch } from "../src/search/tool.ts";

export default function toolSearch(pi: ExtensionAPI): void {
	registerToolSearch(pi);
}
