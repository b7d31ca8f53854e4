/**
 * Who gives a tool, for its fingerprint (`ToolPrint.origin` in ../trust/fingerprint.ts): a different
 * server taking a found tool's name with identical text is a changed tool.
 *
 * pi 1.6 tells an extension nothing of an MCP server's own identity: the `serverInfo` name and
 * version of its `initialize` answer stay inside pi's MCP client (not on `ToolInfo`, its
 * `namespace` or `pi.getMcpServers()`). What it does expose is how each server is started or
 * reached, in the `mcp.json` files pi reads (and in `pi.getMcpServers()` for registered servers),
 * and, for other tools, the extension that registered them (`sourceInfo.path`). So the origin of
 * an MCP tool is its server's command, arguments and directory, or its URL; of another tool, its
 * extension's path. Both are hashed: a command line or a URL may hold a token. A server whose
 * configuration pi's session did not start with (registered later) has no origin: unknown, not
 * changed. A new version behind the same command (`npx -y server@latest`) is the same origin.
 */
import { createHash } from "node:crypto";
import { mcpNamespaceOf, nameKey } from "../engine/index.ts";
import { type ConfiguredServer, MCP_EXTENSION_SOURCE } from "./mcp-state.ts";

function digest(text: string): string {
	return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * The origin of a tool by its name, for the servers a session started with: `mcp:` and the hash of
 * its server's endpoint, `ext:` and the hash of its extension's path, or undefined when unknown.
 * `tools` are the catalog's tools by name (a map, read, never called back), with the `sourceInfo.path`
 * the host gave each.
 */
export function originsOf(servers: readonly ConfiguredServer[], tools: Pick<ReadonlyMap<string, { source?: string }>, "get">): (name: string) => string | undefined {
	const byNamespace = new Map(servers.flatMap((server) => (server.endpoint === undefined ? [] : [[nameKey(server.namespace), `mcp:${digest(server.endpoint)}`] as const])));
	return (name) => {
		const namespace = mcpNamespaceOf(name);
		const server = namespace === undefined ? undefined : byNamespace.get(nameKey(namespace));
		if (server !== undefined) return server;
		const source = tools.get(name)?.source;
		// pi's MCP tools all come from `builtin:mcp`: without their server's configuration, the path says nothing.
		return source === undefined || source === MCP_EXTENSION_SOURCE ? undefined : `ext:${digest(source)}`;
	};
}
