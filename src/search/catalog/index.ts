export { type CacheVerdict, compatHowTo, type ModelLike, toolLoadCache } from "./cache-policy.ts";
export { CALL_TOOL_NAME, type CatalogTool, DEFAULT_AUTO_PERCENT, DEFAULT_POLICY, type DeferMode, type HostTool, isAutoManaged, isDeferring, type LearnSettings, type ModelHintSettings, planActiveTools, readPolicy, samePolicy, TOOL_SEARCH_TOOL_NAME, type ToolSearchPolicy, withSearchTools } from "./catalog.ts";
export { hasExposures, LiveCatalog, MAX_SYNC_ROUNDS, nextTurn, sameToolList } from "./live-catalog.ts";
export { CALL_TOOL_REFUSED, decideLoadMode, type LoadDecision, type LoadMode, type LoadTiming, loadTiming } from "./load-mode.ts";
export { matchesAny, matchesPattern } from "./patterns.ts";
