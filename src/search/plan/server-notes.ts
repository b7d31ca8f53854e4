/**
 * Which servers a search that missed something explains, and what it says of each: disabled, MCP
 * off, hidden by its exposure, not connected (and whether anybody waited for it), or connected with
 * its tools declared already. Read from the configured servers and the host's tools; changes nothing.
 */
import { type ParsedQuery, queryTargets, type UnknownName } from "../engine/index.ts";
import type { ServerNote } from "./snapshot.ts";
import { type ConfiguredServer, findServer, serverCondition, toolsOfServer } from "../mcp/index.ts";

/** What the notes read of the host and the search, besides the servers. */
export interface NoteState {
	mcpRunning: boolean;
	/** Namespaces of the servers pi waited for before the search ran. */
	hostWaited: ReadonlySet<string>;
	/** Servers the search itself waited for in vain. */
	waited: ReadonlySet<string>;
	/** The active tools after the search's loads. */
	active: ReadonlySet<string>;
	/** Names callable through `call_tool` now (call mode). */
	hidden: ReadonlySet<string>;
	/** Names of the host's tools. */
	registered: readonly string[];
	/** Whether a tool is in the catalog (deferred, so a search can find it). */
	inCatalog: (name: string) => boolean;
}

/** The configured servers that `targets` (tool or server names, any case) name, each once. */
export function targetedServers(servers: readonly ConfiguredServer[], targets: readonly string[]): ConfiguredServer[] {
	const found = new Map<string, ConfiguredServer>();
	for (const target of targets) {
		const server = findServer(servers, target);
		if (server) found.set(server.namespace, server);
	}
	return [...found.values()];
}

/**
 * The servers to explain for a search that missed something: for `select:`, the servers of the
 * names that were not found; for an exact name or a prefix, its server; for a single word that
 * names a configured server, that server. Undefined for other keywords, which could have been
 * any server's.
 */
export function noteTargets(parsed: ParsedQuery, unknown: readonly UnknownName[], servers: readonly ConfiguredServer[]): ConfiguredServer[] | undefined {
	switch (parsed.kind) {
		case "select":
			return targetedServers(
				servers,
				unknown.map((name) => name.requested),
			);
		case "exact":
			return targetedServers(servers, [parsed.name]);
		case "prefix":
			return targetedServers(servers, [parsed.prefix]);
		case "keywords": {
			const named = targetedServers(servers, queryTargets(parsed));
			return named.length > 0 ? named : undefined;
		}
	}
}

/**
 * Notes on the servers a search could not reach: the targeted ones whatever their state, or,
 * without targets (keywords), every configured server that is not connected.
 */
export function serverNotes(servers: readonly ConfiguredServer[], targeted: readonly ConfiguredServer[] | undefined, state: NoteState): ServerNote[] {
	const { mcpRunning, hostWaited, waited, active, hidden } = state;
	const notes: ServerNote[] = [];
	for (const server of targeted ?? servers) {
		const registered = toolsOfServer(state.registered, server.namespace);
		let condition: ServerNote["condition"] = serverCondition(server, mcpRunning, registered.length);
		const activeTools = registered.filter((name) => active.has(name));
		if (condition === "connected") {
			if (targeted === undefined) continue;
			const searchable = registered.some((name) => state.inCatalog(name) && !active.has(name));
			if (searchable) continue;
			condition = activeTools.length > 0 ? "loaded" : "hidden";
		}
		notes.push({
			namespace: server.namespace,
			condition,
			transport: server.transport,
			hasCredentials: server.hasCredentials,
			waited: hostWaited.has(server.namespace) ? "host" : waited.has(server.namespace) ? "search" : "none",
			...(condition === "loaded" ? { tools: activeTools.slice(0, 10) } : {}),
			...(condition === "loaded" && activeTools.length > 0 && activeTools.every((name) => hidden.has(name)) ? { callable: true } : {}),
		});
	}
	return notes;
}
