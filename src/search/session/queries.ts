/**
 * The queries pi prepared through `reachesTools`, kept for the call that runs them. pi asks which
 * tools a call may reach just before it runs the call with the same input, for every call of a
 * message first; the query parsed then, and the configured servers once read, are taken by the run,
 * so a query is parsed and the server files read at most once per call.
 */
import { cutText, type ParsedQuery, parseQuery } from "../engine/index.ts";
import { type ConfiguredServer, type HostServers, hostWaitsFor, type Project, type Reach, reachOf } from "../mcp/index.ts";
import type { ServerView } from "../plan/index.ts";

/** One call's query, parsed once, with the configured servers once read and its reach once answered. */
export interface PreparedQuery {
	/** The query, trimmed. */
	readonly key: string;
	readonly parsed: ParsedQuery;
	servers?: readonly ConfiguredServer[];
	reach?: Reach;
}

/**
 * The servers a prepared query may reach (../mcp/host-wait.ts), answered once per query: the
 * configured servers are read at most once (`servers`), then kept with the query, as is the answer.
 */
export function preparedReach(prepared: PreparedQuery, servers: () => readonly ConfiguredServer[]): Reach {
	prepared.reach ??= reachOf(prepared.parsed, () => (prepared.servers ??= servers()));
	return prepared.reach;
}

/**
 * The configured servers and what the host says of them, for a search that looks at servers: the
 * servers read once per query, and which of them pi waited for before the call (pi 1.x waits for
 * the servers a call may reach, ../mcp/host-wait.ts, when its MCP support runs).
 */
export function serverViewOf(prepared: PreparedQuery, servers: HostServers, project: Project, waited: ReadonlySet<string>, hostExposures: boolean): ServerView {
	const configured = (prepared.servers ??= servers.configured(project));
	const mcpRunning = servers.mcpRunning();
	const reach = mcpRunning && hostExposures ? preparedReach(prepared, () => configured) : undefined;
	const hostWaited = new Set(reach === undefined ? [] : configured.filter((server) => hostWaitsFor(reach, server)).map((server) => server.namespace));
	return { configured, mcpRunning, hostWaited, waited, registered: servers.registeredNames() };
}

/** Calls prepared by `reachesTools` and kept for their run: more than one message's searches. */
const MAX_PENDING_CALLS = 16;

/** The prepared queries of a session, by query; see the module comment. */
export class PreparedQueries {
	private readonly pending = new Map<string, PreparedQuery>();

	/** A new session: nothing prepared is kept. */
	clear(): void {
		this.pending.clear();
	}

	/** What `reachesTools` answers for a query (../mcp/host-wait.ts), the query kept for its call. */
	reach(query: string, servers: () => readonly ConfiguredServer[]): Reach {
		return preparedReach(this.prepare(query), servers);
	}

	/**
	 * The query for the run that consumes it: the one `reach` prepared for the same input, or a new
	 * one, with the text as read (`cutText`, cut to the query cap at a space), which the result's
	 * details quote: cut here, once, where the query is read.
	 */
	take(query: string): PreparedQuery & { readonly read: string } {
		const prepared = this.prepare(query);
		this.pending.delete(prepared.key);
		return { ...prepared, read: cutText(query) };
	}

	private prepare(query: string): PreparedQuery {
		const key = query.trim();
		const pending = this.pending.get(key);
		if (pending !== undefined) return pending;
		const prepared: PreparedQuery = { key, parsed: parseQuery(key) };
		// A call pi asked about and then never ran (a handler blocked it) is not kept past a message's worth.
		if (this.pending.size >= MAX_PENDING_CALLS) this.pending.delete(this.pending.keys().next().value as string);
		this.pending.set(key, prepared);
		return prepared;
	}
}
