/**
 * What a search plans from: the session's state as plain data, taken once per search by the
 * session (`ToolSearchSession.snapshot` in ../session/session.ts) and read by the pure planner
 * (./plan.ts). Nothing in it calls back into the session: the catalog is a map of tools, the index
 * is searched as a value, and the server state is read before planning, when a search needs it.
 */
import type { ParsedQuery, ToolIndex } from "../engine/index.ts";
import type { CatalogTool, LoadMode, LoadTiming } from "../catalog/index.ts";
import type { ConfiguredServer, ServerCondition, Transport } from "../mcp/index.ts";
import type { Flag } from "../trust/index.ts";

/** A tool as a result line shows it. */
export interface ToolLine {
	name: string;
	description: string;
	/** The tool's parameter schema, for a call-mode entry (`callableEntry` in ./tool-lines.ts). */
	parameters?: unknown;
	/** What screening its text found (../trust/screen.ts); absent or empty for a clean tool. */
	flags?: readonly Flag[];
}

/** Why a server's tools were not found, for one server. */
export interface ServerNote {
	namespace: string;
	condition: ServerCondition | "loaded";
	transport: Transport;
	hasCredentials: boolean;
	/**
	 * How long the server had to connect: `host` when pi waited for it before the search ran (pi 1.x
	 * does for the servers a search may reach), so it is not still starting; `search` when the search
	 * itself waited `WAIT_SECONDS` s; `none` when nobody waited.
	 */
	waited: "host" | "search" | "none";
	/** For `loaded`: its tools that are declared already. */
	tools?: string[];
	/** For `loaded` in call mode: those tools are callable through `call_tool`, not declared. */
	callable?: boolean;
}

/** A deferred group and its size. */
export interface ToolGroup {
	readonly name: string;
	readonly count: number;
}

/** One `tool_search` call: the query as the model wrote it, parsed once, and its limit. */
export interface SearchRequest {
	readonly query: string;
	/** The query as read (`cutText` of `query`: cut to the query cap at a space), which the details quote; cut where the query is parsed. */
	readonly read: string;
	readonly parsed: ParsedQuery;
	readonly limit?: number | undefined;
	/** Tokens of the named candidates; the default budget when absent (the benchmark varies it). */
	readonly namedBudget?: number;
}

/** The configured MCP servers and what the host says of them, read when a search looks at servers. */
export interface ServerView {
	readonly configured: readonly ConfiguredServer[];
	/** Whether pi's MCP support runs in this session. */
	readonly mcpRunning: boolean;
	/** Namespaces of the servers pi waited for before this search ran (./../mcp/host-wait.ts). */
	readonly hostWaited: ReadonlySet<string>;
	/** Namespaces of the servers this search waited for in vain. */
	readonly waited: ReadonlySet<string>;
	/** Names of every tool the host has registered, deferred or not. */
	readonly registered: readonly string[];
}

/** The session's state for one search; see the module comment. */
export interface CatalogSnapshot {
	/** The catalog's index, searched as it is. */
	readonly index: ToolIndex;
	/** The deferrable tools by name. */
	readonly tools: ReadonlyMap<string, CatalogTool>;
	/** The tools declared to the model now, in the host's order. */
	readonly active: readonly string[];
	/** Catalog tools the session counts as loaded by searches. */
	readonly loaded: ReadonlySet<string>;
	/** Learned always-load tools, declared from the first request. */
	readonly learned: ReadonlySet<string>;
	readonly loadMode: LoadMode;
	readonly loadTiming: LoadTiming;
	/** The servers, when the search looks at them (see `needsServers` in ./plan.ts). */
	readonly servers?: ServerView;
	/** Tools the host did not activate when this search's loads were applied. */
	readonly refused?: readonly string[];
}
