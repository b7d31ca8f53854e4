/**
 * The message a run starts with when the model needs one: the summary of deferred groups, or only
 * what changed since it was told (./notices.ts), with the servers still connecting
 * (./starting-servers.ts). Pure: it returns the message and what the model will have been told,
 * and the session keeps that.
 */
import type { CatalogTool } from "../catalog/index.ts";
import type { ConfiguredServer } from "../mcp/index.ts";
import { buildNotice, NOTICE_MESSAGE_TYPE } from "./notices.ts";
import { startingServers, withStartingServers } from "./starting-servers.ts";

/**
 * A hidden message for the model, as pi takes it at a run's start (`before_agent_start`) and in the
 * middle of one (./mid-run-notices.ts: a `turn_end` entry, or a steering message on pi 0.73). One
 * type for both, because the same notice goes either way.
 */
export interface RunMessage {
	customType: string;
	content: string;
	display: boolean;
	details: unknown;
}

/** What the notice depends on: what the model was told, and the catalog and servers now. */
export interface RunNoticeInput {
	announced: ReadonlySet<string>;
	gone: ReadonlySet<string>;
	/** Catalog tools seen in this process, by name, including ones removed since. */
	known: ReadonlyMap<string, CatalogTool>;
	/** The deferred tools now. */
	current: readonly CatalogTool[];
	/** The tools the session keeps loaded. */
	loaded: ReadonlySet<string>;
	servers: readonly ConfiguredServer[];
	mcpRunning: boolean;
	registeredCount: (namespace: string) => number;
	/** Servers named as still connecting since the model was last given a summary. */
	mentioned: ReadonlySet<string>;
}

/** The message, if any, and what the model has been told once it reads it. */
export interface RunNotice {
	message?: RunMessage;
	announced: ReadonlySet<string>;
	gone: ReadonlySet<string>;
	/** Servers this message names as still connecting. */
	mentioned: readonly string[];
}

/** The notice for a run while tools are deferred (see the module comment). */
export function runNotice(input: RunNoticeInput): RunNotice {
	const toldBefore = input.announced.size > 0;
	const notice = buildNotice({
		announced: input.announced,
		current: input.current,
		known: input.known,
		seen: input.known,
		gone: input.gone,
		loaded: input.loaded,
	});
	const starting = startingServers({
		servers: input.servers,
		mcpRunning: input.mcpRunning,
		registeredCount: input.registeredCount,
		announced: notice?.announced ?? input.announced,
		mentioned: input.mentioned,
	});
	const told = { announced: notice?.announced ?? input.announced, gone: notice?.gone ?? input.gone, mentioned: starting.map((server) => server.namespace) };
	const text = withStartingServers(notice?.text, starting, toldBefore);
	if (text === undefined) return told;
	const details = {
		kind: notice?.kind ?? (toldBefore ? "changes" : "summary"),
		added: notice?.added ?? [],
		again: notice?.again ?? [],
		removed: notice?.removed ?? [],
		starting: starting.map((server) => server.namespace),
	};
	return { ...told, message: { customType: NOTICE_MESSAGE_TYPE, content: text, display: false, details } };
}
