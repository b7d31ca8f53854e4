/**
 * Which deferred tools were called in which recent sessions, kept across sessions and pi processes
 * in one small file, `<agent dir>/pi-question/tool-usage.json`, for learned always-load
 * (./learned.ts).
 *
 * It holds tool names and session ids only, never arguments or results. It is bounded: at most
 * {@link MAX_STORED_SESSIONS} sessions (the newest, in order of their last use), at most
 * {@link MAX_TOOLS_PER_SESSION} names each, names and ids cut to {@link MAX_NAME_LENGTH}
 * characters, and {@link MAX_USAGE_BYTES} bytes in all (the oldest sessions go first). It is read
 * through one handle with that byte cap, and changed under a lock and written atomically
 * (../../host/files.ts), because several pi processes may end their sessions at once; neither
 * the file nor its folder is written through a symbolic link. A file
 * that is damaged, too large or of another version counts as empty and is replaced on the next
 * write.
 */
import { join } from "node:path";
import { type CappedTextRead, changeLocked, ownFolder, readCappedText } from "../../host/files.ts";
import { isRecord, memberOf } from "../../text/record.ts";

/** Sessions kept: the learn window can reach back at most this far. */
export const MAX_STORED_SESSIONS = 50;
/** Tool names kept per session; a session calling more is still counted for these. */
export const MAX_TOOLS_PER_SESSION = 64;
/** Characters of a tool name or session id kept; MCP tool names are at most 128 characters. */
export const MAX_NAME_LENGTH = 128;
/** Bytes of the file; 50 sessions of 20 typical names each take about 40 KB. */
export const MAX_USAGE_BYTES = 128 * 1024;
const VERSION = 1;

/** One session: its id and the deferred tools it called, in the order first called. */
export interface SessionUsage {
	id: string;
	tools: string[];
}

/** The file's content: sessions oldest first. */
export interface Usage {
	sessions: SessionUsage[];
}

/** The file's path under pi's agent directory. */
export function usagePath(agentDir: string): string {
	return join(agentDir, "pi-question", "tool-usage.json");
}

function name(value: unknown): string | undefined {
	return typeof value === "string" && value !== "" ? value.slice(0, MAX_NAME_LENGTH) : undefined;
}

/** The usage in a read of the file; empty for anything but a valid file of this version. */
export function parseUsage(read: CappedTextRead): Usage {
	if (read.kind !== "text") return { sessions: [] };
	let parsed: unknown;
	try {
		parsed = JSON.parse(read.text);
	} catch {
		return { sessions: [] };
	}
	const object = isRecord(parsed) ? parsed : {};
	if (object.version !== VERSION || !Array.isArray(object.sessions)) return { sessions: [] };
	const sessions: SessionUsage[] = [];
	for (const entry of object.sessions.slice(-MAX_STORED_SESSIONS)) {
		const id = name(memberOf(entry, "id"));
		const tools = memberOf(entry, "tools");
		if (id === undefined || !Array.isArray(tools)) continue;
		const names = [...new Set(tools.map(name).filter((tool) => tool !== undefined))].slice(0, MAX_TOOLS_PER_SESSION);
		sessions.push({ id, tools: names });
	}
	return { sessions };
}

/** Reads the usage file; missing, damaged or too large counts as empty. */
export function readUsage(agentDir: string): Usage {
	try {
		return parseUsage(readCappedText(usagePath(agentDir), MAX_USAGE_BYTES));
	} catch {
		return { sessions: [] };
	}
}

/**
 * The usage with `tool` (if any) recorded for session `id`, which becomes the newest session;
 * bounded as the module comment says.
 */
export function withCall(usage: Usage, id: string, tool: string | undefined): Usage {
	const sessionId = id.slice(0, MAX_NAME_LENGTH);
	const previous = usage.sessions.find((session) => session.id === sessionId);
	const tools = previous?.tools ?? [];
	const toolName = tool?.slice(0, MAX_NAME_LENGTH);
	const nextTools = toolName === undefined || tools.includes(toolName) || tools.length >= MAX_TOOLS_PER_SESSION ? tools : [...tools, toolName];
	const others = usage.sessions.filter((session) => session.id !== sessionId);
	return { sessions: [...others, { id: sessionId, tools: nextTools }].slice(-MAX_STORED_SESSIONS) };
}

/** The file's text for `usage`, dropping the oldest sessions until it fits {@link MAX_USAGE_BYTES}. */
export function usageText(usage: Usage): string {
	let sessions = usage.sessions;
	for (;;) {
		const text = `${JSON.stringify({ version: VERSION, sessions })}\n`;
		if (Buffer.byteLength(text) <= MAX_USAGE_BYTES || sessions.length === 0) return text;
		sessions = sessions.slice(1);
	}
}

/**
 * Records in the file that session `id` ran, and that it called `tool` (when given). Unchanged
 * usage is not written again. Errors are the caller's to report or ignore: the file is a help,
 * never a reason for a session to fail.
 */
export async function recordUsage(agentDir: string, id: string, tool?: string): Promise<void> {
	const path = usagePath(agentDir);
	ownFolder(join(agentDir, "pi-question"));
	await changeLocked(path, MAX_USAGE_BYTES, (read) => {
		const current = parseUsage(read);
		const next = withCall(current, id, tool);
		const text = usageText(next);
		return read.kind === "text" && read.text === text ? undefined : text;
	});
}
