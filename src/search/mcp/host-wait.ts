/**
 * Which MCP servers pi 1.x waits for before a search runs, told and read by one rule.
 *
 * pi asks the tool which tools a call may reach (`reachesTools`) and waits for a server when
 * `reach === "all"` or one of the returned words contains the server's namespace, `mcp__<name>`
 * with the configured name's case kept and `-` written `_` (pi's MCP extension, `reachesServer`).
 * That test is case-sensitive, and models write `mcp__Memory` for a server configured as `memory`.
 * So every MCP name of a query is returned as written, with `-` as `_`, and as the namespace of the
 * configured server it names (found case-insensitively), which is the spelling pi matches. The
 * session asks {@link hostWaitsFor} with the same answer, so a result never says pi waited for a
 * server it did not wait for.
 */
import type { ConfiguredServer } from "./mcp-state.ts";
import { serverOf } from "./mcp-state.ts";
import { isMcpName, mcpSpellings, type ParsedQuery, queryTargets } from "../engine/index.ts";

/** What `reachesTools` answers: every tool, or words that name tools or servers. */
export type Reach = "all" | readonly string[];

/**
 * The tools a query may reach: the named tools or servers when every name of the query is an MCP
 * name (`select:`, an exact name, a server prefix), so pi waits only for the servers it targets;
 * otherwise all. Keywords may match any server's tools, so a single word that names a server
 * still reaches all. Each name comes as written, with `-` as `_`, and as the namespace of the
 * configured server it belongs to, ignoring case. `servers` is called only then, so a keyword query
 * reads no server configuration.
 */
export function reachOf(parsed: ParsedQuery, servers: () => readonly ConfiguredServer[]): Reach {
	const names = parsed.kind === "keywords" ? [] : queryTargets(parsed);
	if (names.length === 0 || !names.every(isMcpName)) return "all";
	const configured = servers();
	const words = names.flatMap((name) => {
		const server = serverOf(configured, name);
		return server === undefined ? mcpSpellings(name) : [...mcpSpellings(name), server.namespace];
	});
	return [...new Set(words)];
}

/** Whether pi waits for `server` before a call with this reach runs, by pi's own test. */
export function hostWaitsFor(reach: Reach, server: Pick<ConfiguredServer, "namespace">): boolean {
	return reach === "all" || reach.some((word) => word.includes(server.namespace));
}
