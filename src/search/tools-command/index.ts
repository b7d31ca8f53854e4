/**
 * The `/tools` command's face: its registration. The report, the view and the two changes it may
 * make to pi's own files are its own; see ./README.md.
 */
export { registerToolsCommand } from "./command.ts";
