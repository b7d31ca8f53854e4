export { CHANGE_SENTENCES, ChangedTools, FlagWarnings } from "./changed-tools.ts";
export { type FrequentTool, learnBudget, LearnedLoads } from "./learned.ts";
export { EMPTY_STATE, restoreState, sameState, type SearchState, STATE_ENTRY_TYPE } from "./persist.ts";
