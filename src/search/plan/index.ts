export type { SearchDetails } from "./answer.ts";
export { parameterLine } from "./declaration.ts";
export { findTools, hiddenAmong, needsServers, planSearch, type SearchPlan, serversToWaitFor } from "./plan.ts";
export { toolLineOf } from "./sections.ts";
export { type CatalogSnapshot, type SearchRequest, type ServerView, type ToolLine } from "./snapshot.ts";
export { isCommandPrompt, SUGGESTION_MESSAGE_TYPE, type Suggestion, suggestedNames } from "./suggest.ts";
export { callableEntry, quoteBack, summarize, toolLine } from "./tool-lines.ts";
