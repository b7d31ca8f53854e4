/**
 * The `details` of a `tool_search` result, read back: what the transcript line and the `/tools`
 * view show of a search, taken from the details alone, never from the text the model read. After a
 * resume the details come from the session file, possibly written by an older version, so they
 * are read defensively: a field of the wrong type counts as absent, a result without usable details
 * is left to the caller's fallback.
 */
import type { SearchDetails } from "../plan/index.ts";
import { TOOL_SEARCH_TOOL_NAME } from "../catalog/index.ts";
import { isRecord } from "../../text/record.ts";
import { plural } from "../../text/plural.ts";

const KINDS: readonly SearchDetails["kind"][] = ["select", "exact", "prefix", "keywords", "empty"];

function strings(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** `details` as {@link SearchDetails}, or undefined when they are no search's (no query, unknown kind). */
export function readDetails(value: unknown): SearchDetails | undefined {
	if (!isRecord(value) || typeof value.query !== "string") return undefined;
	const kind = KINDS.find((known) => known === value.kind);
	if (kind === undefined) return undefined;
	const servers = Array.isArray(value.servers)
		? value.servers.filter(isRecord).flatMap((server) =>
				typeof server.namespace === "string" && typeof server.condition === "string"
					? [{ namespace: server.namespace, condition: server.condition as SearchDetails["servers"][number]["condition"] }]
					: [],
			)
		: [];
	return {
		query: value.query,
		kind,
		loaded: strings(value.loaded),
		...(value.loadMode === "call" ? { loadMode: "call" as const } : {}),
		alreadyLoaded: strings(value.alreadyLoaded),
		candidates: strings(value.candidates),
		unknown: strings(value.unknown),
		servers,
		...(typeof value.listed === "number" && Number.isFinite(value.listed) ? { listed: value.listed } : {}),
	};
}

/** The parts of a session entry read here; both pi lines' entries have them. */
interface MessageEntryLike {
	type: string;
	message?: { role?: string; toolName?: string; details?: unknown };
}

/** The details of every tool_search result on a branch, oldest first; results without usable details are skipped. */
export function searchesOnBranch(branch: readonly MessageEntryLike[]): SearchDetails[] {
	const found: SearchDetails[] = [];
	for (const entry of branch) {
		if (entry.type !== "message" || entry.message?.role !== "toolResult" || entry.message.toolName !== TOOL_SEARCH_TOOL_NAME) continue;
		const details = readDetails(entry.message.details);
		if (details !== undefined) found.push(details);
	}
	return found;
}

/** How a part of a search's summary is meant: found something, found nothing, or neither. */
export type SummaryTone = "success" | "muted" | "warning";

/** Short words for a server's condition, as a summary names it. */
const CONDITION_WORDS: Record<SearchDetails["servers"][number]["condition"], string> = {
	"mcp-off": "MCP off",
	disabled: "disabled",
	hidden: "hidden",
	direct: "declared already",
	"not-connected": "not connected",
	connected: "no match",
	loaded: "loaded already",
};

/**
 * What a search did, in a few words each: `loaded 2` (`callable 2` in call mode), `named 6`, `already loaded 1`, `listed 9`,
 * or, when it found nothing, why (`no tool named "x"`, `mcp__memory not connected`, `no match`).
 * The names are the model's and the servers' own, not sanitized here.
 */
export function summaryParts(details: SearchDetails): { tone: SummaryTone; text: string }[] {
	const parts: { tone: SummaryTone; text: string }[] = [];
	if (details.kind === "empty") return [{ tone: "warning", text: "nothing is deferred" }];
	if (details.loaded.length > 0) parts.push({ tone: "success", text: `${details.loadMode === "call" ? "callable" : "loaded"} ${details.loaded.length}` });
	if (details.alreadyLoaded.length > 0) parts.push({ tone: "muted", text: `already loaded ${details.alreadyLoaded.length}` });
	if (details.kind === "prefix" && details.listed !== undefined && details.listed > 0) parts.push({ tone: "success", text: `listed ${details.listed}` });
	if (details.candidates.length > 0) parts.push({ tone: "muted", text: `named ${details.candidates.length}` });
	const [unknown, ...moreUnknown] = details.unknown;
	if (unknown !== undefined) {
		parts.push({ tone: "warning", text: `no tool named "${unknown}"${moreUnknown.length > 0 ? ` (+${moreUnknown.length})` : ""}` });
	}
	const blamed = details.servers.filter((server) => explainsTheMiss(details, server));
	for (const server of blamed) parts.push({ tone: "warning", text: `${server.namespace} ${CONDITION_WORDS[server.condition] ?? server.condition}` });
	if (parts.length === 0) parts.push({ tone: "warning", text: "no match" });
	const unreached = details.servers.filter((server) => !blamed.includes(server) && server.condition === "not-connected").length;
	if (unreached > 0) parts.push({ tone: "muted", text: `${plural(unreached, "server")} not connected` });
	return parts;
}

/** Most characters of a query looked through for a server's name: a query is one line, capped well below this. */
const MAX_SCANNED_QUERY_CHARS = 2_000;

/**
 * Whether a server the result notes is why the search missed, as the one-line summary may say: any
 * server a `select:`, exact name or prefix named (the result notes only those), but for keywords
 * only a server the query names. Keywords that match nothing notes every server it could not
 * search; a disabled server the query never named is not why they missed, so the summary says "no
 * match" rather than blame it (the result text still lists it for the model).
 */
function explainsTheMiss(details: SearchDetails, server: SearchDetails["servers"][number]): boolean {
	if (details.kind !== "keywords") return true;
	const query = details.query.slice(0, MAX_SCANNED_QUERY_CHARS).toLowerCase();
	const namespace = server.namespace.toLowerCase();
	const short = namespace.startsWith("mcp__") ? namespace.slice("mcp__".length) : namespace;
	return query.includes(namespace) || (short !== "" && query.split(/\s+/).includes(short));
}
