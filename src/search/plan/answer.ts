/**
 * The texts `tool_search` answers with, written from a search's sections (./sections.ts) by one
 * pure function ({@link answerOf}). They are prompts, not logs: each says what happened (what was loaded, what
 * else may be the tool, what does not exist and why) and what to do next.
 *
 * A keyword search answers with a menu: the confident best matches loaded, then the next
 * candidates named one line each, the full name as `select:` takes it and a short summary, best
 * first, within a token budget, and one line saying how to load any of them. Every text that came
 * from a server or the model (names, descriptions, namespaces, the query) is sanitized here, on its
 * way to the model and the terminal.
 */
import { sanitizeLine } from "../../text/sanitize.ts";
import {
	isMiss,
	MAX_QUERY_CHARS,
	MAX_QUERY_CONCEPTS,
	MAX_SELECT_NAMES,
	MAX_UNKNOWN_LINES,
	type SearchOutcome,
	type UnknownName,
	shownName,
	WAIT_SECONDS,
} from "../engine/index.ts";
import type { LoadMode, LoadTiming } from "../catalog/index.ts";
import type { ServerNote, ToolGroup, ToolLine } from "./snapshot.ts";
import { callableEntry, quoteBack, toolLine } from "./tool-lines.ts";
import { plural } from "../../text/plural.ts";

/** Most tools of a prefix listing shown one per line; the rest are named on one line. */
export const MAX_LISTED_LINES = 40;
/** Most groups named when nothing matched; the rest are counted. */
export const MAX_NAMED_GROUPS = 8;
/** What the caps of `../engine/rules/limits.ts` cut from a query, for the result to say. */
export interface ReportCuts {
	/** The query's length, when only its first `MAX_QUERY_CHARS` characters were read. */
	cutFrom?: number;
	/** Names of a `select:` that were not looked up. */
	namesDropped?: number;
	/** Meaningful words past `MAX_QUERY_CONCEPTS` that were not searched. */
	ignoredWords?: number;
}

/**
 * What a result says, section by section: the input of {@link formatSections}, made by
 * `sectionsOf` (./sections.ts) in one step (tests build it directly to pin the sentences).
 */
export interface ResultSections {
	readonly query: string;
	/** The query as read, which the details quote (`SearchRequest.read`). */
	readonly read: string;
	/** Tools this search loaded. */
	readonly loaded: readonly ToolLine[];
	/** When the loaded tools are declared (see ../catalog/load-mode.ts); `now` when absent. */
	readonly loadTiming?: LoadTiming;
	/** How found tools reach the model (../catalog/load-mode.ts); `declare` when absent. */
	readonly loadMode?: LoadMode;
	/** Tools it found that were loaded already. */
	readonly alreadyLoaded: readonly string[];
	/** In call mode: the entries of {@link alreadyLoaded} tools that are callable through `call_tool`, not declared. */
	readonly alreadyCallable?: readonly ToolLine[];
	/** Tools it tried to load that the host did not activate. */
	readonly refused: readonly string[];
	/** Tools it names but did not load: the menu's next candidates. */
	readonly candidates: readonly ToolLine[];
	/** A server or group listing (`mcp__slack`): its tools, none loaded by the listing. */
	readonly listing?: { readonly namespaces: readonly string[]; readonly tools: readonly ToolLine[]; readonly loaded: readonly string[] };
	/** Names asked for with `select:` or as an exact name that are no tool. */
	readonly unknown: readonly UnknownName[];
	/** `+words` no tool matches. */
	readonly missingRequired: readonly string[];
	/** Servers the search could not reach, or whose tools are declared already. */
	readonly servers: readonly ServerNote[];
	/** Deferred groups and their sizes, offered when nothing matched. */
	readonly groups: readonly ToolGroup[];
	/** For a server prefix that names no group (`mcp__slak`): the closest groups (`mcp__slack`). */
	readonly closestGroups?: readonly string[];
	/** What the caps cut from the query. */
	readonly cuts?: ReportCuts;
	/** A keyword search whose hits were all too weak to load: the result is a short miss. */
	readonly weak?: boolean;
}

function quoteList(names: readonly string[]): string {
	return names.map((name) => shownName(name)).join(", ");
}

/** The sentences of results, in one place so tests pin them and translations have one source. */
export const RESULT_SENTENCES = {
	loaded: (count: number) => `Loaded ${plural(count, "tool")}. Call ${count === 1 ? "it" : "them"} directly in your next message:`,
	loadedNextPrompt: (count: number) =>
		`Loaded ${plural(count, "tool")}. This pi declares tools when a prompt starts, so ${count === 1 ? "it" : "they"} can be called from the user's next prompt in this session, not in this one:`,
	loadedNextPromptNext: "Tell the user what was loaded for their next prompt, and do what you can without it now.",
	callable: (count: number) =>
		`Ready to call: ${plural(count, "tool")}. ${count === 1 ? "It is" : "They are"} not in your tool list; call ${count === 1 ? "it" : "each"} with call_tool, giving "name" and "arguments" as below:`,
	alreadyCallable: "Callable already through call_tool:",
	alreadyLoaded: (names: readonly string[]) => `Already loaded (call directly): ${quoteList(names)}.`,
	refused: (names: readonly string[]) =>
		`pi did not activate ${quoteList(names)}; this session's tool settings (such as --tools) may exclude ${names.length === 1 ? "it" : "them"}. Tell the user if the task needs ${names.length === 1 ? "it" : "them"}.`,
	candidates: (loaded: boolean, call: boolean) =>
		`${loaded ? "Other candidates" : "Candidates"}, best first (${call ? "not callable yet" : "not loaded"}):`,
	weakCandidates: (call: boolean) => `No tool matches this well. The closest, best first (${call ? "not callable yet" : "not loaded"}):`,
	candidatesNext: "To load any of them, call tool_search with select:<name>,<name>.",
	candidatesNextCall: "To call any of them, first get it with tool_search select:<name>,<name>; the result shows its arguments.",
	listing: (namespaces: readonly string[], count: number) => `${quoteList(namespaces)}: ${plural(count, "tool")}, none loaded by this listing:`,
	listingLoaded: (names: readonly string[]) => `Loaded already: ${quoteList(names)}.`,
	listingMore: (names: readonly string[]) => `And: ${quoteList(names)}.`,
	listingNext: "Load the ones you need with select:<name>,<name>.",
	listingNextCall: "Get the ones you need with select:<name>,<name>; the result shows their arguments and makes them callable.",
	unknown: (requested: string, suggestions: readonly string[]) =>
		suggestions.length > 0
			? `No tool is named "${quoteBack(requested)}". Closest names: ${quoteList(suggestions)}.`
			: `No tool is named "${quoteBack(requested)}", and no tool has a similar name.`,
	moreUnknown: (count: number) => `${plural(count, "more name")} ${count === 1 ? "is" : "are"} no tool either.`,
	unknownNext: "Use select: with one of the closest names, or search with keywords.",
	missingRequired: (words: readonly string[]) =>
		`No tool matches the required ${words.length === 1 ? "word" : "words"} ${words.map((word) => `+${quoteBack(word)}`).join(" ")}. Drop the + to make a word optional, or try another word.`,
	noMatch: (query: string) => `No tool matches "${quoteBack(query)}".`,
	groups: (groups: readonly { name: string; count: number }[]) => {
		const named = groups.slice(0, MAX_NAMED_GROUPS).map((group) => `${sanitizeLine(group.name)} (${group.count})`);
		const rest = groups.length - named.length;
		return `Deferred groups you can list by name: ${named.join(", ")}${rest > 0 ? `, and ${rest} more` : ""}.`;
	},
	didYouMean: (names: readonly string[]) => {
		const shown = names.map((name) => sanitizeLine(name));
		return `Did you mean ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`}?`;
	},
	noMatchNext: "Try other words, a server prefix such as mcp__<server> to list its tools, or select:<name> with an exact name.",
	emptyCatalog: "No deferred tools are registered in this session, so there is nothing to load.",
	queryCut: (length: number) => `Only the first ${MAX_QUERY_CHARS} of the query's ${length} characters were read.`,
	namesDropped: (count: number) =>
		`select: looks up at most ${MAX_SELECT_NAMES} names at a time; the other ${count} were not looked up. Ask for them in another call.`,
	ignoredWords: (count: number) => `Only the first ${MAX_QUERY_CONCEPTS} words of the query were searched; ${count} more were not.`,
	serversIntro: "Servers whose tools could not be searched:",
	server: (note: ServerNote): string => serverSentence(sanitizeLine(note.namespace), note),
} as const;

/** One server's sentence, `name` already sanitized. */
function serverSentence(name: string, note: ServerNote): string {
	switch (note.condition) {
		case "mcp-off":
			return `${name}: MCP support is off in this session (for example pi was started with --no-mcp), so its tools cannot be loaded. Tell the user if the task needs them.`;
		case "disabled":
			return `${name}: disabled in its MCP config ("enabled": false). The user can enable it with /mcp.`;
		case "hidden":
			return `${name}: its exposure setting hides all of its tools, so they cannot be loaded.`;
		case "loaded": {
			const tools = note.tools && note.tools.length > 0 ? ` (${quoteList(note.tools)})` : "";
			return note.callable === true ? `${name}: its tools are callable already${tools}; call them with call_tool.` : `${name}: its tools are loaded already${tools}; call them directly.`;
		}
		case "direct":
			return `${name}: its tools are declared to you already; call them directly.`;
		case "connected":
			return `${name}: connected; none of its tools matched.`;
		case "not-connected":
			return notConnectedSentence(name, note);
	}
}

function notConnectedSentence(name: string, note: ServerNote): string {
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

/**
 * The call-mode sections: the tools this search made callable, then those callable already, each
 * with its whole entry (the model may have lost an earlier result to a compaction).
 */
function callableLines(report: ResultSections, lines: string[]): void {
	if (report.loadMode === "call" && report.loaded.length > 0) lines.push(RESULT_SENTENCES.callable(report.loaded.length), ...report.loaded.flatMap(callableEntry));
	if (report.alreadyCallable && report.alreadyCallable.length > 0) lines.push(RESULT_SENTENCES.alreadyCallable, ...report.alreadyCallable.flatMap(callableEntry));
}

/** The lines of a server or group listing, and its next step. */
function listingLines(listing: NonNullable<ResultSections["listing"]>, lines: string[], next: string[], call: boolean): void {
	const { namespaces, tools, loaded } = listing;
	const loadedSet = new Set(loaded);
	const unloaded = tools.filter((tool) => !loadedSet.has(tool.name));
	lines.push(RESULT_SENTENCES.listing(namespaces, tools.length));
	lines.push(...unloaded.slice(0, MAX_LISTED_LINES).map(toolLine));
	const rest = unloaded.slice(MAX_LISTED_LINES).map((tool) => tool.name);
	if (rest.length > 0) lines.push(RESULT_SENTENCES.listingMore(rest));
	if (loaded.length > 0) lines.push(RESULT_SENTENCES.listingLoaded(loaded));
	if (unloaded.length > 0) next.push(call ? RESULT_SENTENCES.listingNextCall : RESULT_SENTENCES.listingNext);
}

/** Unknown names, a line each up to {@link MAX_UNKNOWN_LINES}, then counted. */
function unknownLines(report: ResultSections, lines: string[], next: string[]): void {
	const shown = report.unknown.slice(0, MAX_UNKNOWN_LINES);
	for (const unknown of shown) lines.push(RESULT_SENTENCES.unknown(unknown.requested, unknown.suggestions));
	if (report.unknown.length > shown.length) lines.push(RESULT_SENTENCES.moreUnknown(report.unknown.length - shown.length));
	if (shown.some((unknown) => unknown.suggestions.length > 0)) next.push(RESULT_SENTENCES.unknownNext);
}

/** The sentences of what the caps cut from the query. */
function cutLines(cuts: ReportCuts | undefined): string[] {
	const lines: string[] = [];
	if (cuts?.cutFrom !== undefined) lines.push(RESULT_SENTENCES.queryCut(cuts.cutFrom));
	if (cuts?.namesDropped !== undefined) lines.push(RESULT_SENTENCES.namesDropped(cuts.namesDropped));
	if (cuts?.ignoredWords !== undefined) lines.push(RESULT_SENTENCES.ignoredWords(cuts.ignoredWords));
	return lines;
}

/** Whether a report found anything to load, call or list. */
function foundSomething(report: ResultSections): boolean {
	return report.loaded.length + report.alreadyLoaded.length + report.refused.length + report.candidates.length + (report.listing?.tools.length ?? 0) > 0;
}

/**
 * The result text of a search, sections in a fixed order: loaded, already loaded, refused, a
 * listing, the named candidates, unknown names, missing required words, servers that could not be
 * searched, the groups closest to a server prefix that names none, and, when nothing was found at
 * all, the groups that exist (the largest {@link MAX_NAMED_GROUPS}); then what the caps cut. It
 * ends with the next step.
 */
export function formatSections(report: ResultSections): string {
	const lines: string[] = [];
	const next: string[] = [];
	if (report.loadMode === "call" || report.alreadyCallable !== undefined) callableLines(report, lines);
	if (report.loadMode !== "call" && report.loaded.length > 0) {
		const nextPrompt = report.loadTiming === "next-prompt";
		lines.push((nextPrompt ? RESULT_SENTENCES.loadedNextPrompt : RESULT_SENTENCES.loaded)(report.loaded.length), ...report.loaded.map(toolLine));
		if (nextPrompt) next.push(RESULT_SENTENCES.loadedNextPromptNext);
	}
	const callable = new Set(report.alreadyCallable?.map((tool) => tool.name));
	const declared = report.alreadyLoaded.filter((name) => !callable.has(name));
	if (declared.length > 0) lines.push(RESULT_SENTENCES.alreadyLoaded(declared));
	if (report.refused.length > 0) lines.push(RESULT_SENTENCES.refused(report.refused));
	if (report.listing) listingLines(report.listing, lines, next, report.loadMode === "call");
	if (report.candidates.length > 0) {
		const call = report.loadMode === "call";
		const heading = report.weak ? RESULT_SENTENCES.weakCandidates(call) : RESULT_SENTENCES.candidates(report.loaded.length + report.alreadyLoaded.length > 0, call);
		lines.push(heading, ...report.candidates.map(toolLine));
		next.push(call ? RESULT_SENTENCES.candidatesNextCall : RESULT_SENTENCES.candidatesNext);
	}
	unknownLines(report, lines, next);
	if (report.missingRequired.length > 0) lines.push(RESULT_SENTENCES.missingRequired(report.missingRequired));
	const found = foundSomething(report);
	if (!found && report.unknown.length === 0 && report.missingRequired.length === 0) lines.push(RESULT_SENTENCES.noMatch(report.query));
	if (report.servers.length > 0) {
		const unreachable = report.servers.filter((note) => note.condition !== "loaded" && note.condition !== "direct");
		if (unreachable.length > 0 && !found) lines.push(RESULT_SENTENCES.serversIntro);
		lines.push(...report.servers.map((note) => `- ${RESULT_SENTENCES.server(note)}`));
	}
	if (report.closestGroups && report.closestGroups.length > 0) lines.push(RESULT_SENTENCES.didYouMean(report.closestGroups));
	if (!found || report.weak) {
		if (report.groups.length > 0) lines.push(RESULT_SENTENCES.groups(report.groups));
		if (report.unknown.every((unknown) => unknown.suggestions.length === 0)) next.push(RESULT_SENTENCES.noMatchNext);
	}
	return [...lines, ...cutLines(report.cuts), ...next].join("\n");
}


/** The `details` of a `tool_search` result. */
export interface SearchDetails {
	query: string;
	kind: SearchOutcome["kind"] | "empty";
	/** Tools this search loaded (pi's built-in search reports the same field). */
	loaded: string[];
	/** `call` when the loaded tools were made callable through `call_tool` instead of declared. */
	loadMode?: LoadMode;
	alreadyLoaded: string[];
	candidates: string[];
	unknown: string[];
	servers: { namespace: string; condition: ServerNote["condition"] }[];
	/** For a server or group listing: how many tools it listed. */
	listed?: number;
}

/** The result a search answers with: the text the model reads, and its details. */
export interface SearchAnswer {
	readonly text: string;
	readonly details: SearchDetails;
}

/**
 * The answer of a search from its sections: the text, and the details. An empty catalog says so,
 * unless a server explains why it is empty.
 */
export function answerOf(sections: ResultSections, outcome: SearchOutcome, catalogSize: number): SearchAnswer {
	const empty = catalogSize === 0 && isMiss(outcome);
	const text = empty && sections.servers.length === 0 ? RESULT_SENTENCES.emptyCatalog : formatSections(sections);
	return { text, details: detailsOf(sections, empty ? "empty" : outcome.kind) };
}

/**
 * The `details` of a result: what it loaded, named and missed, names as shown (sanitized, see
 * `shownName`), the query as read (cut where it was parsed) and quoted back on one line.
 */
function detailsOf(report: ResultSections, kind: SearchDetails["kind"]): SearchDetails {
	return {
		query: sanitizeLine(report.read),
		kind,
		loaded: report.loaded.map((tool) => shownName(tool.name)),
		...(report.loadMode === "call" && report.loaded.length > 0 ? { loadMode: "call" as const } : {}),
		alreadyLoaded: report.alreadyLoaded.map(shownName),
		candidates: report.candidates.map((tool) => shownName(tool.name)),
		unknown: report.unknown.map((unknown) => quoteBack(unknown.requested)),
		servers: report.servers.map((note) => ({ namespace: shownName(note.namespace), condition: note.condition })),
		...(report.listing ? { listed: report.listing.tools.length } : {}),
	};
}
