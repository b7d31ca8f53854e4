/**
 * The engine's face: what the rest of `tool_search` may use of the ranking engine. Everything here
 * is pure (no pi, no file system): a query parsed, tools indexed, an outcome ranked, and the rules
 * every room shares (tool names, the token estimate, the caps on untrusted input). The modules
 * behind it are the engine's own; see ./README.md for the path one query takes through them.
 */
export { CALLABLE_DESCRIPTION_WORDS, type ToolDoc, declarationTokens } from "./scoring/analyze.ts";
export { DEFAULT_SEARCH_LIMIT, MAX_CALL_ARGUMENT_CHARS, MAX_ECHO_CHARS, MAX_NAME_CHARS, MAX_QUERY_CHARS, MAX_QUERY_CONCEPTS, MAX_SEARCH_LIMIT, MAX_SELECT_NAMES, MAX_UNKNOWN_LINES, SUGGEST_WAIT_SECONDS, WAIT_SECONDS } from "./rules/limits.ts";
export { isInNamespace, isMcpName, localName, mcpNamespaceOf, mcpServerNamespace, mcpSpellings, nameKey, shownName } from "./rules/names.ts";
export type { RankedHit, SearchOutcome, UnknownName } from "./scoring/outcome.ts";
export { cutText, type ParsedQuery, parseQuery, queryTargets } from "./words/query.ts";
export { type LoadMode, strongHits } from "./cut.ts";
export type { IndexSnapshot } from "./index-snapshot.ts";
export { isMiss, isUnresolved, search, type SearchOptions } from "./search.ts";
export { ToolIndex } from "./tool-index.ts";
export { type OneName, oneName, tolerantName, writtenActiveName } from "./rules/written-name.ts";
export { estimateDefinitionTokens, estimateTokens, isCjk } from "./rules/tokens.ts";
