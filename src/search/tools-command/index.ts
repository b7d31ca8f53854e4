/**
 * The `/tools` command's face: its registration, and a search's details read back (for the transcript line too). The report, the view and the two changes it may
 * make to pi's own files are its own; see ./README.md.
 */
export { registerToolsCommand } from "./command.ts";
export { readDetails, type SummaryTone, summaryParts } from "./details.ts";
