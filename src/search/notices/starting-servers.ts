/**
 * MCP servers that are configured with deferred tools but have not connected yet, as the model is
 * told of them.
 *
 * pi connects MCP servers in the background and sends the first prompt without waiting for servers
 * whose tools are deferred (in print mode always before they connect). A summary built from the
 * registered tools alone would then tell the model nothing, and it would not know a search could
 * find anything. So the notice names such servers from their configuration, once; their tools are
 * announced when they register, before the model's next request (see ./mid-run-notices.ts).
 */
import { sanitizeLine } from "../../text/sanitize.ts";
import { type ConfiguredServer, hasExposure } from "../mcp/index.ts";
import { isInNamespace } from "../engine/index.ts";
import { NOTICE_SENTENCES, truncate, MAX_GROUP_DESCRIPTION } from "./notices.ts";

/** The sentences about servers still connecting. */
export const STARTING_SENTENCES = {
	intro: "Still connecting, so their tools are not listed yet; tool_search waits for them when you search:",
} as const;

/** What {@link startingServers} reads of the session. */
export interface StartingInput {
	servers: readonly ConfiguredServer[];
	/** Whether pi's MCP support runs; without it no configured server connects. */
	mcpRunning: boolean;
	/** How many tools of a namespace are registered now. */
	registeredCount: (namespace: string) => number;
	/** Tool names the model has been told about. */
	announced: ReadonlySet<string>;
	/** Namespaces already named as connecting in this context. */
	mentioned: ReadonlySet<string>;
}

/**
 * The servers to name as connecting: enabled, with deferred tools, none registered yet, none of
 * whose tools the model has been told about (after a resume they are coming back), and not named
 * already.
 */
export function startingServers(input: StartingInput): ConfiguredServer[] {
	if (!input.mcpRunning) return [];
	return input.servers.filter(
		(server) =>
			hasExposure(server, "deferred") &&
			!input.mentioned.has(server.namespace) &&
			input.registeredCount(server.namespace) === 0 &&
			![...input.announced].some((name) => isInNamespace(name, server.namespace)),
	);
}

/** One line per connecting server: its namespace and the description its configuration gives. */
function serverLines(servers: readonly ConfiguredServer[]): string[] {
	return servers.map((server) => {
		const description = server.description === undefined ? "" : sanitizeLine(server.description).trim();
		return description === "" ? `- ${server.namespace}` : `- ${server.namespace}: ${truncate(description, MAX_GROUP_DESCRIPTION)}`;
	});
}

/**
 * A notice's text with the connecting servers added: after the summary or the changes, alone when
 * the model was told of deferred tools before, or else as a summary of its own.
 */
export function withStartingServers(text: string | undefined, servers: readonly ConfiguredServer[], toldBefore: boolean): string | undefined {
	if (servers.length === 0) return text;
	const lines = [STARTING_SENTENCES.intro, ...serverLines(servers)];
	if (text !== undefined || toldBefore) return [...(text === undefined ? [] : [text]), ...lines].join("\n");
	return [NOTICE_SENTENCES.summaryIntro, ...lines, NOTICE_SENTENCES.summaryQueries].join("\n");
}
