/**
 * The numbers that bound `tool_search`'s work on untrusted text, in one place.
 *
 * A query comes from the model and every tool text from an MCP server: either can be any size. Each
 * cap keeps one call's work and its result small whatever it is given, and each cap a call hits is
 * named in the result, so the model knows what was not read.
 */

/**
 * Keyword hits a search considers when the caller gives no limit: the loaded ones and the
 * candidates the result may name. The named part's token budget (`NAMED_TOKEN_BUDGET` in
 * `../../plan/sections.ts`) cuts the list first; beyond 30 hits no measured query gained reach.
 */
export const DEFAULT_SEARCH_LIMIT = 30;
/** Most results one search may return (`limit`). */
export const MAX_SEARCH_LIMIT = 50;

/**
 * Characters of a query that are read: a request a model writes is a sentence or two (the
 * development queries are at most about 100 characters); beyond a thousand it is pasted data.
 */
export const MAX_QUERY_CHARS = 1_000;
/** Names one `select:` looks up: a model loads a handful at a time; fifty is a whole server. */
export const MAX_SELECT_NAMES = 50;
/**
 * Characters of a tool name that are read, in a query and in the catalog: real tool names have at
 * most about 80 (providers allow 64 for the part after `mcp__server__`).
 */
export const MAX_NAME_CHARS = 256;
/**
 * Meaningful words of a keyword query that are scored: real requests have fewer than twenty; each
 * word widens every scored tool's row of numbers (`../scoring/score.ts`).
 */
export const MAX_QUERY_CONCEPTS = 40;
/** Characters of the query (or of a name) quoted back in a result: one home for both tools, in `src/text/sanitize.ts`. */
export { MAX_ECHO_CHARS } from "../../../text/sanitize.ts";
/** Unknown names of one `select:` given a line each with suggestions; the rest are counted. */
export const MAX_UNKNOWN_LINES = 10;

/** Characters of a token tested as a literal value (an email, a URL, a path): longer ones are data. */
export const MAX_LITERAL_CHARS = 256;
/** Characters of a tool's description that are indexed: every real one (at most about 13,000) fits. */
export const MAX_DESCRIPTION_CHARS = 16_000;
/**
 * Seconds a search waits at most for servers it targets that are not connected yet: a call's work
 * bounded in time as the caps above bound it in size. A server that connects at all has usually
 * registered its tools within a few seconds of pi's start.
 */
export const WAIT_SECONDS = 5;
/**
 * Longest a suggestion on the user's prompt waits for servers that give tool_search their tools and
 * are still connecting (a prompt sent as pi starts, as `pi -p` sends it): shorter than a search's
 * wait, since the user's own request waits on it, and enough for a local server to start.
 */
export const SUGGEST_WAIT_SECONDS = 3;
/**
 * Characters of one `call_tool` call's arguments as JSON: a whole file's content passed to a
 * writing tool fits (pi's own limit for one tool result is 50 KB), a runaway generation does not.
 */
export const MAX_CALL_ARGUMENT_CHARS = 1_000_000;
