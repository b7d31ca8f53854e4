/**
 * The session's face: the state of `tool_search` in one pi session, for the registrations
 * (../tool.ts, ../call-tool.ts) and the `/tools` command. See ./README.md for the path one call takes.
 */
export type { CallTarget } from "./overview.ts";
export { type CallCheck, settle } from "./calls.ts";
export type { SessionHost } from "./host.ts";
export { type SessionOptions, ToolSearchSession } from "./session.ts";
