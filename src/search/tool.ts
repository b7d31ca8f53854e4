/**
 * The `tool_search` tool as pi sees it: its definition (a description that teaches the query
 * language and never changes), and the session events that keep the catalog, the active tools and
 * the model's knowledge of deferred tools current.
 *
 * On pi 1.x it replaces the built-in `tool_search`: `exposure: "model-only"` (the model calls it,
 * scripts do not) and `reachesTools`, which makes pi activate it for servers with deferred tools
 * and wait for the servers a query may reach before it runs. On pi 0.73, which defers nothing by
 * itself, it works from the settings' policy alone.
 */
import type { AgentToolResult, ExtensionAPI, ToolDefinition } from "@mariozechner/pi-coding-agent";
import { type Static, Type } from "@sinclair/typebox";
import { TOOL_SEARCH_TOOL_NAME } from "./catalog.ts";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./limits.ts";
import { isMcpName, mcpSpellings, shownName } from "./names.ts";
import { parseQuery, queryTargets } from "./query.ts";
import { renderCall, renderResult } from "./render.ts";
import { type SearchDetails, type SessionOptions, ToolSearchSession } from "./session.ts";
import { sanitizeLine } from "../text/sanitize.ts";

export { TOOL_SEARCH_TOOL_NAME } from "./catalog.ts";

export const TOOL_SEARCH_DESCRIPTION = `Finds tools that are not loaded yet (tools of MCP servers and other deferred tools) and loads them, so you can call them directly from your next message. It never runs a tool.

Query forms:
- select:name1,name2 loads exactly these tools (names are case-insensitive).
- An exact tool name, such as mcp__slack__slack_post_message, loads that tool.
- A server or group name, such as mcp__slack, lists its tools without loading them.
- Keywords, such as "create jira issue", load the best matches and name the next candidates, one line each; +word makes a word required.

The result says what was loaded, which other tools may be the one (load any of them with select:), and what to do next.`;

export const TOOL_SEARCH_SNIPPET = "Find and load tools that are not loaded yet (MCP servers, deferred tools) by name, server or keywords";

/** The `customType` of the message that continues a run on pi 0.73 after a search loaded tools. */
export const CONTINUE_MESSAGE_TYPE = "tool-search-continue";

/** The continuation message: what is declared now, and to go on. */
export function continueText(loaded: readonly string[]): string {
	return `tool_search loaded ${loaded.map(shownName).join(", ")}; ${loaded.length === 1 ? "it is" : "they are"} declared now. Continue the task.`;
}

/** Longest wait for the session to become idle before a continuation is given up, in milliseconds. */
const CONTINUE_IDLE_WAIT_MS = 10_000;

export const TOOL_SEARCH_GUIDELINES = [
	"Use tool_search when a task needs a capability none of your tools has, before telling the user it is unavailable.",
] as const;

/** The errors of a call whose arguments cannot run, each naming the field and the fix. */
export const INPUT_ERRORS = {
	emptyQuery: "query is empty. Write select:<name>, a server such as mcp__slack, or keywords.",
	limit: (value: unknown) =>
		`limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}, not ${shownValue(value)}. Leave it out for the default, ${DEFAULT_SEARCH_LIMIT}.`,
} as const;

/** A value as an error message quotes it: JSON, on one line, cut short. */
function shownValue(value: unknown): string {
	let text: string;
	try {
		text = JSON.stringify(value) ?? String(value);
	} catch {
		text = String(value);
	}
	return sanitizeLine(text.length > 40 ? `${text.slice(0, 39)}…` : text);
}

/**
 * Whether `value` is a `limit` a search can take: a whole number from 1 to {@link MAX_SEARCH_LIMIT},
 * or the digits of one (which pi turns into the number). pi 1.x would silently round 2.5 down and
 * read `true` as 1, so the raw argument is checked before pi's own validation (`prepareArguments`).
 */
export function isValidLimit(value: unknown): boolean {
	const number = typeof value === "string" && value.length <= 8 && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;
	return typeof number === "number" && Number.isInteger(number) && number >= 1 && number <= MAX_SEARCH_LIMIT;
}

/** Checks the raw arguments before the host validates them: see {@link isValidLimit}. */
function prepareArguments(args: unknown): ToolSearchInput {
	if (typeof args === "object" && args !== null && "limit" in args) {
		const limit = (args as { limit?: unknown }).limit;
		if (limit !== undefined && limit !== null && !isValidLimit(limit)) throw new Error(INPUT_ERRORS.limit(limit));
	}
	return args as ToolSearchInput;
}

export const ToolSearchParams = Type.Object({
	query: Type.String({ description: "select:<name>,<name>, an exact tool name, a server such as mcp__slack, or keywords (+word = required)" }),
	limit: Type.Optional(
		Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT, description: `Most matches to load or name for keywords. Default ${DEFAULT_SEARCH_LIMIT}.` }),
	),
});

/** The arguments of a call, as the schema describes them. */
type ToolSearchInput = Static<typeof ToolSearchParams>;

/**
 * Which tools a call may reach, for pi 1.x's MCP support to wait for their servers before the call
 * runs: the named tools or servers when every name of the query is an MCP name (`select:`, an exact
 * name, a server prefix), so a search waits only for the servers it targets; otherwise all.
 */
export function reachesTools(input: Record<string, unknown>): "all" | readonly string[] {
	const parsed = parseQuery(typeof input.query === "string" ? input.query : "");
	// Keywords may match any server's tools, so a single word that names a server still reaches all.
	const names = parsed.kind === "keywords" ? [] : queryTargets(parsed);
	if (names.length === 0 || !names.every(isMcpName)) return "all";
	return [...new Set(names.flatMap(mcpSpellings))];
}

/**
 * Tools loaded on a host that declares tools once per run (pi 0.73), waiting for that run to end so
 * a new run can declare them. See {@link registerToolSearch}.
 */
export interface PendingContinuation {
	loaded: string[];
}

/** The tool definition around a session. */
export function createToolSearchTool(
	session: ToolSearchSession,
	pending: { current?: PendingContinuation } = {},
): ToolDefinition<typeof ToolSearchParams, SearchDetails> {
	return {
		name: TOOL_SEARCH_TOOL_NAME,
		label: TOOL_SEARCH_TOOL_NAME,
		description: TOOL_SEARCH_DESCRIPTION,
		promptSnippet: TOOL_SEARCH_SNIPPET,
		promptGuidelines: [...TOOL_SEARCH_GUIDELINES],
		parameters: ToolSearchParams,
		prepareArguments,
		renderCall,
		renderResult,
		// Searching changes what the model sees; scripts have their own search.
		exposure: "model-only",
		// Registered inactive like pi's own; activated for deferred MCP servers or deferred policy tools.
		defaultActive: false,
		reachesTools,
		// Two searches in one message must not interleave their changes of the active tools.
		executionMode: "sequential",
		async execute(_toolCallId, params, signal, _onUpdate, ctx): Promise<AgentToolResult<SearchDetails>> {
			const query = typeof params.query === "string" ? params.query.trim() : "";
			if (query === "") throw new Error(INPUT_ERRORS.emptyQuery);
			if (params.limit !== undefined && !isValidLimit(params.limit)) throw new Error(INPUT_ERRORS.limit(params.limit));
			const { text, details } = await session.search(query, params.limit, signal, ctx);
			if (details.loaded.length > 0 && !session.hostHasExposures()) {
				// pi 0.73 declares tools once per run: end this run after the search, and start the next.
				pending.current = { loaded: [...(pending.current?.loaded ?? []), ...details.loaded] };
				return { content: [{ type: "text", text }], details, terminate: true };
			}
			return { content: [{ type: "text", text }], details };
		},
	};
}

/**
 * Registers `tool_search` and the events behind it: session start and `/tree` restore the state of
 * the branch, each run starts with the tools synced and a notice if the model needs one, a turn
 * start or model change re-applies the policy, and a compaction re-sends the summary. On pi 0.73,
 * whose runs keep the tools they started with, a search that loaded tools ends its run
 * (`terminate`) and a continuation message starts the next one, so the model can call them at once.
 */
export function registerToolSearch(pi: ExtensionAPI, options: SessionOptions = {}): ToolSearchSession {
	const session = new ToolSearchSession(pi, options);
	const pending: { current?: PendingContinuation } = {};
	pi.registerTool(createToolSearchTool(session, pending));
	// pi 0.73 only: a run that ended right after a search loaded tools continues in a new run, which
	// declares them. A run that went on (other tools in the batch) or was aborted does not.
	pi.on("agent_end", (event, ctx) => {
		const continuation = pending.current;
		pending.current = undefined;
		if (!continuation) return;
		const last = event.messages.at(-1) as { role?: string; toolName?: string } | undefined;
		if (last?.role !== "toolResult" || last.toolName !== TOOL_SEARCH_TOOL_NAME) return;
		const deadline = Date.now() + CONTINUE_IDLE_WAIT_MS;
		const send = (): void => {
			if (!ctx.isIdle()) {
				if (Date.now() < deadline) setTimeout(send, 10);
				return;
			}
			pi.sendMessage(
				{ customType: CONTINUE_MESSAGE_TYPE, content: continueText(continuation.loaded), display: false, details: { loaded: continuation.loaded } },
				{ triggerTurn: true },
			);
		};
		setTimeout(send, 0);
	});
	pi.on("session_start", async (_event, ctx) => {
		await session.start(ctx);
	});
	pi.on("session_tree", async (_event, ctx) => {
		session.restore(ctx);
		await session.sync();
		session.apply(ctx);
	});
	pi.on("before_agent_start", async (_event, ctx) => {
		const message = await session.noticeForRun(ctx);
		return message ? { message } : undefined;
	});
	pi.on("turn_start", async (_event, ctx) => {
		await session.sync();
		session.apply(ctx);
		session.persist();
	});
	pi.on("model_select", (_event, ctx) => {
		session.apply(ctx);
		session.persist();
	});
	pi.on("session_compact", () => {
		session.compacted();
	});
	return session;
}
