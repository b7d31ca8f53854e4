/**
 * What a session asks of pi, as a handful of named calls: its tools, the active set, an entry on
 * the branch, and what its MCP servers read (../mcp/host-servers.ts). Built from pi's API in one
 * place (`sessionHostOf` in ../tool.ts); a test builds one from plain functions. And what it reads
 * of an event's context.
 */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { HostTool } from "../catalog/index.ts";
import type { ServerHost } from "../mcp/index.ts";

/** The pi calls a session makes; see the module comment. */
export interface SessionHost extends ServerHost {
	/** Every tool pi has registered, with its exposure and namespace (`pi.getAllTools()`). */
	allTools(): readonly HostTool[];
	/** The names of the active tools, in pi's order (`pi.getActiveTools()`). */
	activeTools(): readonly string[];
	/** Sets the active tools; pi ignores unknown and hidden names (`pi.setActiveTools()`). */
	setActiveTools(names: string[]): void;
	/** Appends a custom entry to the session's branch, never sent to the model (`pi.appendEntry()`). */
	appendEntry(customType: string, data: unknown): void;
}

/** The parts of an event's context a session reads; present on both pi lines except where noted. */
export type SessionContext = Pick<ExtensionContext, "cwd" | "sessionManager" | "model" | "hasUI" | "ui"> & Partial<Pick<ExtensionContext, "modelRegistry">> & {
	/** pi 1.x only. */
	isProjectTrusted?: () => boolean;
};
