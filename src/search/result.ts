/**
 * The texts `tool_search` answers with. They are prompts, not logs: each says what happened (what
 * was loaded, what else may be the tool, what does not exist and why) and what to do next.
 *
 * A keyword search answers with a menu: the confident best matches loaded, then the next
 * candidates named one line each, the full name as `select:` takes it and a short summary, best
 * first, within a token budget, and one line saying how to load any of them. Every text that came
 * from a server or the model (names, descriptions, namespaces, the query) is sanitized here, on its
 * way to the model and the terminal.
 */
import { sanitizeLine, stripTerminalControls } from "../text/sanitize.ts";
import type { LoadTiming } from "./session/continuation.ts";
import { parameterLine, parameterNotes } from "./declaration.ts";
import type { LoadMode } from "./session/load-mode.ts";
import { MAX_ECHO_CHARS, MAX_QUERY_CHARS, MAX_QUERY_CONCEPTS, MAX_SELECT_NAMES, MAX_UNKNOWN_LINES } from "./engine/limits.ts";
import type { ServerCondition, Transport } from "./session/mcp-state.ts";
import { shownName } from "./engine/names.ts";
import type { RankedHit, SearchOutcome } from "./engine/outcome.ts";
import { estimateTokens, isCjk } from "./engine/tokens.ts";

/** Words of a tool's description in its result line: enough to tell similar tools apart. */
export const SUMMARY_WORDS = 12;
/**
 * Words of a callable tool's description in a call-mode result, where it stands in for the
 * declaration the model would otherwise read: the usage notes of a typical MCP description (median
 * about 25 words, GitHub's longest about 90) fit, a page of prose does not.
 */
export const CALLABLE_DESCRIPTION_WORDS = 60;

/** How much of a description a summary keeps: at most `words`, and only its first sentence when `firstSentence`. */
export interface SummaryLimit {
	words: number;
	firstSentence: boolean;
}

/** A result line's summary: the first sentence, within {@link SUMMARY_WORDS}. */
const LINE_SUMMARY: SummaryLimit = { words: SUMMARY_WORDS, firstSentence: true };
/** A callable tool's purpose: the first line, within {@link CALLABLE_DESCRIPTION_WORDS}, sentences and all. */
const CALLABLE_SUMMARY: SummaryLimit = { words: CALLABLE_DESCRIPTION_WORDS, firstSentence: false };
/** Parameters whose descriptions a callable tool's entry gives, one line each. */
export const MAX_PARAMETER_NOTES = 10;
/** Characters of a description read for its summary: twelve words fit many times over. */
const SUMMARY_SCAN_CHARS = 1_000;
/**
 * Estimated tokens of the named part of a keyword result (the candidates' lines, about 20 tokens
 * each). Chosen by measuring reach against result tokens on the development and the two older
 * query sets (README, "How well it finds tools"): on the set of queries written after tuning,
 * reach rises from 0.67 with no names and 0.82 at 120 tokens to 0.917 at 500, and no further at
 * 600 or 800, while a whole result stays at about 690 tokens on average.
 */
export const NAMED_TOKEN_BUDGET = 500;
/**
 * Estimated tokens of the names in a keyword result that loads nothing: nothing matched well, so
 * the result is a short miss, the closest few tools and the groups, at most about 300 tokens in
 * all. About eight lines: on the development set a named budget of 150 to 250 tokens reaches as
 * much as a larger one does for the queries whose best hit is weak.
 */
export const WEAK_NAMED_TOKEN_BUDGET = 170;
/**
 * A keyword result that loads nothing is a short miss when even its best hit matches less than
 * this share of the query's meaning (`RankedHit.coverage`, words no tool knows included): most of
 * what was asked is in no tool's text. A best hit matching more is named in the full menu.
 */
export const WEAK_COVERAGE = 0.4;
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
	/** The tool's parameter schema, for a call-mode entry (see {@link callableEntry}). */
	parameters?: unknown;
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
	/** For `loaded` in call mode: those tools are callable through `call_tool`, not declared. */
	callable?: boolean;
}

/** What the caps of `./engine/limits.ts` cut from a query, for the result to say. */
export interface ReportCuts {
	/** The query's length, when only its first `MAX_QUERY_CHARS` characters were read. */
	cutFrom?: number;
	/** Names of a `select:` that were not looked up. */
	namesDropped?: number;
	/** Meaningful words past `MAX_QUERY_CONCEPTS` that were not searched. */
	ignoredWords?: number;
}

/** What one search did, the input of {@link formatReport}. */
export interface SearchReport {
	query: string;
	/** Tools this search loaded. */
	loaded: ToolLine[];
	/** When the loaded tools are declared (see ./session/continuation.ts); `now` when absent. */
	loadTiming?: LoadTiming;
	/** How found tools reach the model (./session/load-mode.ts); `declare` when absent. */
	loadMode?: LoadMode;
	/** Tools it found that were loaded already. */
	alreadyLoaded: string[];
	/** In call mode: the entries of {@link alreadyLoaded} tools that are callable through `call_tool`, not declared. */
	alreadyCallable?: ToolLine[];
	/** Tools it tried to load that the host did not activate. */
	refused: string[];
	/** Tools it names but did not load: the menu's next candidates. */
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
	/** What the caps cut from the query. */
	cuts?: ReportCuts;
	/** A keyword search whose hits were all too weak to load: the result is a short miss. */
	weak?: boolean;
}

/** An empty report for `query`, to be filled in. */
export function emptyReport(query: string): SearchReport {
	return { query, loaded: [], alreadyLoaded: [], refused: [], candidates: [], unknown: [], missingRequired: [], servers: [], groups: [] };
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Untrusted text quoted back in a result: one sanitized line, cut to {@link MAX_ECHO_CHARS}. */
export function echo(text: string): string {
	const line = sanitizeLine(text);
	return line.length <= MAX_ECHO_CHARS ? line : `${line.slice(0, MAX_ECHO_CHARS - 1).trimEnd()}…`;
}

/** Whether the text ends a sentence at `at`: `.`, `!` or `?` before a space, or a CJK full stop. */
function endsSentence(text: string, at: number): boolean {
	const character = text[at];
	if (character === "。" || character === "！" || character === "？") return true;
	return (character === "." || character === "!" || character === "?") && (at + 1 >= text.length || text[at + 1] === " ");
}

/**
 * The summary of a description for a result line: its first line, up to the end of its first
 * sentence (or, with `limit.firstSentence` off, the whole line), cut after about `limit.words`
 * words ({@link SUMMARY_WORDS} by default; two characters of Chinese or Japanese
 * count as one word) with "…" when cut. Sanitized; one pass over at most the first line.
 */
export function summary(description: string, limit: SummaryLimit = LINE_SUMMARY): string {
	const first = stripTerminalControls(description.slice(0, SUMMARY_SCAN_CHARS)).trimStart().split("\n", 1)[0] ?? "";
	const text = sanitizeLine(first).trim();
	let words = 0;
	let wide = 0;
	let inWord = false;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code === 32) {
			inWord = false;
		} else if (isCjk(code)) {
			inWord = false;
			if (++wide % 2 === 1) words++;
		} else if (!inWord) {
			inWord = true;
			words++;
		}
		if (words > limit.words) return `${text.slice(0, at).trimEnd()}…`;
		if (limit.firstSentence && endsSentence(text, at) && words >= 3) return text.slice(0, at + 1);
	}
	return text;
}

/** One tool's line: `- <name>: <summary>`, or the name alone for a tool without a description. */
export function toolLine(tool: ToolLine): string {
	const text = summary(tool.description);
	return text ? `- ${shownName(tool.name)}: ${text}` : `- ${shownName(tool.name)}`;
}

/**
 * A callable tool's entry in a call-mode result, all the model needs to call it through
 * `call_tool`: its name and purpose, its arguments as one TypeScript-like line, and what each
 * argument is (./declaration.ts). Every text is the server's, summarized and sanitized.
 */
export function callableEntry(tool: ToolLine): string[] {
	const purpose = summary(tool.description, CALLABLE_SUMMARY);
	const lines = [purpose ? `- ${shownName(tool.name)}: ${purpose}` : `- ${shownName(tool.name)}`, `  arguments: ${parameterLine(tool.parameters)}`];
	const notes = parameterNotes(tool.parameters);
	for (const note of notes.slice(0, MAX_PARAMETER_NOTES)) lines.push(`  - ${note.name}: ${summary(note.description)}`);
	return lines;
}

function quoteList(names: readonly string[]): string {
	return names.map((name) => shownName(name)).join(", ");
}

/**
 * The candidates a keyword result names: best first, while their lines stay within `budget`
 * estimated tokens (the first always, so a result never names none of several).
 */
export function namedCandidates(candidates: readonly ToolLine[], budget: number = NAMED_TOKEN_BUDGET): ToolLine[] {
	const named: ToolLine[] = [];
	let tokens = 0;
	for (const candidate of candidates) {
		const cost = estimateTokens(toolLine(candidate)) + 1;
		if (named.length > 0 && tokens + cost > budget) break;
		named.push(candidate);
		tokens += cost;
	}
	return named;
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
			? `No tool is named "${echo(requested)}". Closest names: ${quoteList(suggestions)}.`
			: `No tool is named "${echo(requested)}", and no tool has a similar name.`,
	moreUnknown: (count: number) => `${plural(count, "more name")} ${count === 1 ? "is" : "are"} no tool either.`,
	unknownNext: "Use select: with one of the closest names, or search with keywords.",
	missingRequired: (words: readonly string[]) =>
		`No tool matches the required ${words.length === 1 ? "word" : "words"} ${words.map((word) => `+${echo(word)}`).join(" ")}. Drop the + to make a word optional, or try another word.`,
	noMatch: (query: string) => `No tool matches "${echo(query)}".`,
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
function callableLines(report: SearchReport, lines: string[]): void {
	if (report.loadMode === "call" && report.loaded.length > 0) lines.push(RESULT_SENTENCES.callable(report.loaded.length), ...report.loaded.flatMap(callableEntry));
	if (report.alreadyCallable && report.alreadyCallable.length > 0) lines.push(RESULT_SENTENCES.alreadyCallable, ...report.alreadyCallable.flatMap(callableEntry));
}

/** The lines of a server or group listing, and its next step. */
function listingLines(listing: NonNullable<SearchReport["listing"]>, lines: string[], next: string[], call: boolean): void {
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
function unknownLines(report: SearchReport, lines: string[], next: string[]): void {
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
function foundSomething(report: SearchReport): boolean {
	return report.loaded.length + report.alreadyLoaded.length + report.refused.length + report.candidates.length + (report.listing?.tools.length ?? 0) > 0;
}

/**
 * The result text of a search, sections in a fixed order: loaded, already loaded, refused, a
 * listing, the named candidates, unknown names, missing required words, servers that could not be
 * searched, the groups closest to a server prefix that names none, and, when nothing was found at
 * all, the groups that exist (the largest {@link MAX_NAMED_GROUPS}); then what the caps cut. It
 * ends with the next step.
 */
export function formatReport(report: SearchReport): string {
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

/** What a report needs to know of the catalog and the host. */
export interface ReportContext {
	/** Names of the tools declared to the model now. */
	readonly active: ReadonlySet<string>;
	/** A catalog tool's line. */
	describe(name: string): ToolLine;
	/** An active tool outside the catalog (a direct tool) of this name, written in any case. */
	directTool(name: string): string | undefined;
	/** Whether keyword hits may be loaded: not when the query named tools or a server (their words are no reason to load others). */
	readonly mayLoadKeywordHits: boolean;
	/** Tokens of the named candidates; default {@link NAMED_TOKEN_BUDGET} (the benchmark varies it). */
	readonly namedBudget?: number;
}

/** A report, and the tools it asks to load. */
export interface ReportPlan {
	readonly report: SearchReport;
	readonly toLoad: readonly string[];
}

/**
 * What an outcome means for the model, before anything is loaded: what to load, what is loaded
 * already, what to name (the menu, see {@link namedCandidates}), what does not exist. Pure; the
 * session loads `toLoad` and moves the ones the host refused to `refused`.
 */
export function planReport(query: string, outcome: SearchOutcome, context: ReportContext): ReportPlan {
	const report = emptyReport(query);
	const toLoad: string[] = [];
	const take = (name: string): void => {
		if (context.active.has(name)) report.alreadyLoaded.push(name);
		else if (!toLoad.includes(name)) toLoad.push(name);
	};
	switch (outcome.kind) {
		case "select":
			for (const name of outcome.found) take(name);
			for (const unknown of outcome.unknown) {
				const direct = context.directTool(unknown.requested);
				if (direct !== undefined) report.alreadyLoaded.push(direct);
				else report.unknown.push({ requested: unknown.requested, suggestions: unknown.suggestions });
			}
			break;
		case "exact":
			take(outcome.tool.name);
			break;
		case "prefix":
			report.listing = {
				namespaces: [...outcome.namespaces],
				tools: outcome.names.map((name) => context.describe(name)),
				loaded: outcome.names.filter((name) => context.active.has(name)),
			};
			break;
		case "keywords":
			keywordMenu(outcome, context, report, take);
			break;
	}
	return { report, toLoad };
}

/** The keyword part of {@link planReport}: loads, then the named menu within its budget. */
function keywordMenu(outcome: Extract<SearchOutcome, { kind: "keywords" }>, context: ReportContext, report: SearchReport, take: (name: string) => void): void {
	const unnamed: RankedHit[] = [];
	for (const hit of outcome.load) {
		if (context.active.has(hit.name) || context.mayLoadKeywordHits) take(hit.name);
		else unnamed.push(hit);
	}
	for (const hit of outcome.candidates) {
		if (context.active.has(hit.name)) report.alreadyLoaded.push(hit.name);
		else unnamed.push(hit);
	}
	const best = outcome.candidates[0];
	report.weak = outcome.load.length === 0 && report.alreadyLoaded.length === 0 && best !== undefined && best.coverage < WEAK_COVERAGE;
	report.candidates = namedCandidates(
		unnamed.map((hit) => context.describe(hit.name)),
		report.weak ? Math.min(WEAK_NAMED_TOKEN_BUDGET, context.namedBudget ?? WEAK_NAMED_TOKEN_BUDGET) : context.namedBudget,
	);
	report.missingRequired = outcome.missingRequired;
	if (outcome.closestNamespaces && outcome.closestNamespaces.length > 0) report.closestGroups = outcome.closestNamespaces;
	if (outcome.ignoredWords !== undefined) report.cuts = { ...report.cuts, ignoredWords: outcome.ignoredWords };
}
