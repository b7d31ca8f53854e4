/**
 * The session's face: what the registration (../tool.ts, ../call-tool.ts), the result
 * (../result.ts) and the `/tools` command may use of one running `tool_search` session. The
 * session gathers facts (./facts.ts); it never writes the text the model reads. See ./README.md for
 * the path one call takes.
 */
export { type CacheVerdict, compatHowTo, type ModelLike, toolLoadCache } from "./cache-policy.ts";
export { CALL_TOOL_NAME, type CatalogTool, DEFAULT_POLICY, type DeferMode, type HostTool, type LearnSettings, TOOL_SEARCH_TOOL_NAME } from "./catalog.ts";
export { CONTINUE_MESSAGE_TYPE, Continuations, continueText, type LoadTiming, loadTiming } from "./continuation.ts";
export { type CallTarget, looksAtServers, type SearchFacts, type ServerNote, type ToolGroup, type ToolLine } from "./facts.ts";
export { type Reach, reachOf } from "./host-wait.ts";
export type { FrequentTool } from "./learned.ts";
export type { LoadDecision, LoadMode } from "./load-mode.ts";
export { type LoadPlan, planLoads } from "./load-plan.ts";
export { type ConfiguredServer, findServer } from "./mcp-state.ts";
export { registerMidRunNotices } from "./mid-run-notices.ts";
export { type SessionOptions, ToolSearchSession } from "./session.ts";
export { isCommandPrompt, SUGGESTION_MESSAGE_TYPE, type Suggestion } from "./suggest.ts";
