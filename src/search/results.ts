/**
 * The texts `tool_search` answers with. They are prompts, not logs: each says what happened (what
 * was loaded, what matched but was not loaded, what does not exist and why) and what to do next.
 */
import type { LoadTiming } from "./continuation.ts";
import type { ServerCondition, Transport } from "./mcp-state.ts";

/** Most characters of a tool's description in a result line. */
export const MAX_LINE_DESCRIPTION = 160;
/** Most tools of a prefix listing shown one per line; the rest are named on one line. */
export const MAX_LISTED_LINES = 40;
/** Most groups named when nothing matched; the rest are counted. */
export const MAX_NAMED_GROUPS = 8;
/** Seconds a search waits at most for servers it targets that are not connected yet. */
export const WAIT_SECONDS = 5;

/** A tool as a result line shows it. */
export interface ToolLine {
	name: string;
	description: string;
}

/** Why a server's tools were not found, for one server. */
export interface ServerNote {
	namespace: string;
	condition: ServerCondition | "loaded";
	transport: Transport;
	hasCredentials: boolean;
	/**
	 * How long the server had to connect: `host` when pi waited for it before the search ran (pi 1.x
	 * does for the servers a search may reach), so it is not still starting; `search` when the search
	 * itself waited {@link WAIT_SECONDS} s; `none` when nobody waited.
	 */
	waited: "host" | "search" | "none";
	/** For `loaded`: its tools that are declared already. */
	tools?: string[];
}

/** What one search did, the input of {@link formatReport}. */
export interface SearchReport {
	query: string;
	/** Tools this search loaded. */
	loaded: ToolLine[];
	/** When the loaded tools are declared (see ./continuation.ts); `now` when absent. */
	loadTiming?: LoadTiming;
	/** Tools it found that were loaded already. */
	alreadyLoaded: string[];
	/** Tools it tried to load that the host did not activate. */
	refused: string[];
	/** Tools it found but did not load (below the relevance floor, or past the load budget). */
	candidates: ToolLine[];
	/** A server or group listing (`mcp__slack`): its tools, none loaded by the listing. */
	listing?: { namespaces: string[]; tools: ToolLine[]; loaded: string[] };
	/** Names asked for with `select:` or as an exact name that are no tool. */
	unknown: { requested: string; suggestions: readonly string[] }[];
	/** `+words` no tool matches. */
	missingRequired: readonly string[];
	/** Servers the search could not reach, or whose tools are declared already. */
	servers: ServerNote[];
	/** Deferred groups and their sizes, offered when nothing matched. */
	groups: { name: string; count: number }[];
	/** For a server prefix that names no group (`mcp__slak`): the closest groups (`mcp__slack`). */
	closestGroups?: readonly string[];
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function summary(description: string): string {
	const line = description.trim().split("\n", 1)[0]?.trim() ?? "";
	return line.length <= MAX_LINE_DESCRIPTION ? line : `${line.slice(0, MAX_LINE_DESCRIPTION - 1).trimEnd()}…`;
}

function toolLines(tools: readonly ToolLine[]): string[] {
	return tools.map((tool) => {
		const text = summary(tool.description);
		return text ? `- ${tool.name}: ${text}` : `- ${tool.name}`;
	});
}

function quoteList(names: readonly string[]): string {
	return names.join(", ");
}

/** The sentences of results, in one place so tests pin them and translations have one source. */
export const RESULT_SENTENCES = {
	loaded: (count: number) => `Loaded ${plural(count, "tool")}. Call ${count === 1 ? "it" : "them"} directly in your next message:`,
	loadedNextPrompt: (count: number) =>
		`Loaded ${plural(count, "tool")}. This pi declares tools when a prompt starts, so ${count === 1 ? "it" : "they"} can be called from the user's next prompt in this session, not in this one:`,
	loadedNextPromptNext: "Tell the user what was loaded for their next prompt, and do what you can without it now.",
	alreadyLoaded: (names: readonly string[]) => `Already loaded (call directly): ${quoteList(names)}.`,
	refused: (names: readonly string[]) =>
		`pi did not activate ${quoteList(names)}; this session's tool settings (such as --tools) may exclude ${names.length === 1 ? "it" : "them"}. Tell the user if the task needs ${names.length === 1 ? "it" : "them"}.`,
	candidates: "Also matched, not loaded:",
	candidatesNext: "To load one of these, call tool_search with select:<name>.",
	listing: (namespaces: readonly string[], count: number) => `${quoteList(namespaces)}: ${plural(count, "tool")}, none loaded by this listing:`,
	listingLoaded: (names: readonly string[]) => `Loaded already: ${quoteList(names)}.`,
	listingMore: (names: readonly string[]) => `And: ${quoteList(names)}.`,
	listingNext: "Load the ones you need with select:<name>,<name>.",
	unknown: (requested: string, suggestions: readonly string[]) =>
		suggestions.length > 0
			? `No tool is named "${requested}". Closest names: ${quoteList(suggestions)}.`
			: `No tool is named "${requested}", and no tool has a similar name.`,
	unknownNext: "Use select: with one of the closest names, or search with keywords.",
	missingRequired: (words: readonly string[]) =>
		`No tool matches the required ${words.length === 1 ? "word" : "words"} ${words.map((word) => `+${word}`).join(" ")}. Drop the + to make a word optional, or try another word.`,
	noMatch: (query: string) => `No tool matches "${query}".`,
	groups: (groups: readonly { name: string; count: number }[]) => {
		const named = groups.slice(0, MAX_NAMED_GROUPS).map((group) => `${group.name} (${group.count})`);
		const rest = groups.length - named.length;
		return `Deferred groups you can list by name: ${named.join(", ")}${rest > 0 ? `, and ${rest} more` : ""}.`;
	},
	didYouMean: (names: readonly string[]) =>
		`Did you mean ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`}?`,
	noMatchNext: "Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
	emptyCatalog: "No deferred tools are registered in this session, so there is nothing to load.",
	serversIntro: "Servers whose tools could not be searched:",
	server: (note: ServerNote): string => {
		const name = note.namespace;
		switch (note.condition) {
			case "mcp-off":
				return `${name}: MCP support is off in this session (for example pi was started with --no-mcp), so its tools cannot be loaded. Tell the user if the task needs them.`;
			case "disabled":
				return `${name}: disabled in its MCP config ("enabled": false). The user can enable it with /mcp.`;
			case "hidden":
				return `${name}: its exposure setting hides all of its tools, so they cannot be loaded.`;
			case "loaded":
				return `${name}: its tools are loaded already${note.tools && note.tools.length > 0 ? ` (${quoteList(note.tools)})` : ""}; call them directly.`;
			case "direct":
				return `${name}: its tools are declared to you already; call them directly.`;
			case "connected":
				return `${name}: connected; none of its tools matched.`;
			case "not-connected": {
				const mayNeedSignIn = note.transport === "http" && !note.hasCredentials;
				if (note.waited === "host") {
					return mayNeedSignIn
						? `${name}: not connected. It needs sign-in (the user can sign in with /mcp) or it failed to connect. Tell the user if the task needs it.`
						: `${name}: not connected. Its server failed to start or to connect; the user can see the error with /mcp. Tell the user if the task needs it.`;
				}
				const waited = note.waited === "search" ? ` after waiting ${WAIT_SECONDS} s` : "";
				if (mayNeedSignIn) {
					return `${name}: not connected${waited}. It may need sign-in (the user can sign in with /mcp), or it failed to connect. Search again after the user fixed it.`;
				}
				return `${name}: not connected${waited}. It is still starting or it failed to start; the user can see which with /mcp. Search again in a moment.`;
			}
		}
	},
} as const;

/**
 * The result text of a search, sections in a fixed order: loaded, already loaded, refused, a
 * listing, candidates, unknown names, missing required words, servers that could not be searched,
 * the groups closest to a server prefix that names none, and, when nothing was found at all, the
 * groups that exist (the largest {@link MAX_NAMED_GROUPS} by name). It ends with the next step.
 */
export function formatReport(report: SearchReport): string {
	const lines: string[] = [];
	const next: string[] = [];
	if (report.loaded.length > 0) {
		const nextPrompt = report.loadTiming === "next-prompt";
		lines.push((nextPrompt ? RESULT_SENTENCES.loadedNextPrompt : RESULT_SENTENCES.loaded)(report.loaded.length), ...toolLines(report.loaded));
		if (nextPrompt) next.push(RESULT_SENTENCES.loadedNextPromptNext);
	}
	if (report.alreadyLoaded.length > 0) lines.push(RESULT_SENTENCES.alreadyLoaded(report.alreadyLoaded));
	if (report.refused.length > 0) lines.push(RESULT_SENTENCES.refused(report.refused));
	if (report.listing) {
		const { namespaces, tools, loaded } = report.listing;
		const loadedSet = new Set(loaded);
		const unloaded = tools.filter((tool) => !loadedSet.has(tool.name));
		lines.push(RESULT_SENTENCES.listing(namespaces, tools.length));
		lines.push(...toolLines(unloaded.slice(0, MAX_LISTED_LINES)));
		const rest = unloaded.slice(MAX_LISTED_LINES).map((tool) => tool.name);
		if (rest.length > 0) lines.push(RESULT_SENTENCES.listingMore(rest));
		if (loaded.length > 0) lines.push(RESULT_SENTENCES.listingLoaded(loaded));
		if (unloaded.length > 0) next.push(RESULT_SENTENCES.listingNext);
	}
	if (report.candidates.length > 0) {
		lines.push(RESULT_SENTENCES.candidates, ...toolLines(report.candidates));
		next.push(RESULT_SENTENCES.candidatesNext);
	}
	for (const unknown of report.unknown) lines.push(RESULT_SENTENCES.unknown(unknown.requested, unknown.suggestions));
	if (report.unknown.some((unknown) => unknown.suggestions.length > 0)) next.push(RESULT_SENTENCES.unknownNext);
	if (report.missingRequired.length > 0) lines.push(RESULT_SENTENCES.missingRequired(report.missingRequired));
	const found =
		report.loaded.length + report.alreadyLoaded.length + report.refused.length + report.candidates.length + (report.listing?.tools.length ?? 0) > 0;
	if (!found && report.unknown.length === 0 && report.missingRequired.length === 0) lines.push(RESULT_SENTENCES.noMatch(report.query));
	if (report.servers.length > 0) {
		const unreachable = report.servers.filter((note) => note.condition !== "loaded" && note.condition !== "direct");
		if (unreachable.length > 0 && !found) lines.push(RESULT_SENTENCES.serversIntro);
		lines.push(...report.servers.map((note) => `- ${RESULT_SENTENCES.server(note)}`));
	}
	if (report.closestGroups && report.closestGroups.length > 0) lines.push(RESULT_SENTENCES.didYouMean(report.closestGroups));
	if (!found) {
		if (report.groups.length > 0) lines.push(RESULT_SENTENCES.groups(report.groups));
		if (report.unknown.every((unknown) => unknown.suggestions.length === 0)) next.push(RESULT_SENTENCES.noMatchNext);
	}
	return [...lines, ...next].join("\n");
}
