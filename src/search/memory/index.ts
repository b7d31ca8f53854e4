export { CHANGE_SENTENCES, ChangedTools } from "./changed-tools.ts";
export { type FrequentTool, learnBudget, LearnedLoads } from "./learned.ts";
export { restoreState, type SearchState } from "./persist.ts";
export { type Applied, type RecordView, SessionRecord, type StateParts } from "./record.ts";
