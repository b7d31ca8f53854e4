/**
 * What a search's result says, section by section, from what the planner found (./plan.ts): what it
 * loaded and found loaded already (callable ones apart in call mode), the named menu within its
 * budget, a listing, unknown names, the servers it could not reach and, when nothing useful was
 * found, the groups that exist. Pure; ./answer.ts writes the sections as text.
 */
import { isMiss, type SearchOutcome } from "../engine/index.ts";
import { screenOnce } from "../trust/index.ts";
import type { ReportCuts, ResultSections } from "./answer.ts";
import { lineTokens } from "./tool-lines.ts";
import type { Loads } from "./loads.ts";
import type { CatalogSnapshot, SearchRequest, ServerNote, ToolGroup, ToolLine } from "./snapshot.ts";

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

/**
 * The candidates a keyword result names: best first, while their lines stay within `budget`
 * estimated tokens (the first always, so a result never names none of several).
 */
export function namedCandidates(candidates: readonly ToolLine[], budget: number = NAMED_TOKEN_BUDGET): ToolLine[] {
	const named: ToolLine[] = [];
	let tokens = 0;
	for (const candidate of candidates) {
		const cost = lineTokens(candidate) + 1;
		if (named.length > 0 && tokens + cost > budget) break;
		named.push(candidate);
		tokens += cost;
	}
	return named;
}

/** A catalog tool as a result shows it, with what screening its text found (once per tool text). */
export function toolLineOf(tools: CatalogSnapshot["tools"], name: string): ToolLine {
	const tool = tools.get(name);
	if (tool === undefined) return { name, description: "" };
	const flags = screenOnce(tool);
	return { name, description: tool.description, parameters: tool.parameters, ...(flags.length > 0 ? { flags } : {}) };
}

/** Deferred groups and their sizes, largest first. */
function groupsOf(tools: CatalogSnapshot["tools"]): ToolGroup[] {
	const counts = new Map<string, number>();
	for (const tool of tools.values()) counts.set(tool.group, (counts.get(tool.group) ?? 0) + 1);
	return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** What the sections are written from: the request, its outcome and loads, and the state they leave. */
export interface SectionsInput {
	readonly request: SearchRequest;
	readonly outcome: SearchOutcome;
	readonly loads: Loads;
	readonly snapshot: CatalogSnapshot;
	/** Tools this search loaded (a dry run: would load). */
	readonly loaded: readonly ToolLine[];
	/** Tools it tried to load that the host did not activate. */
	readonly refused: readonly string[];
	/** In call mode, the tools callable through `call_tool` after this search; empty otherwise. */
	readonly callable: ReadonlySet<string>;
	/** Notes on the servers it could not reach, when it looked at them (possibly none). */
	readonly servers: readonly ServerNote[] | undefined;
}

/**
 * The sections of a search's result: what it loaded and found loaded
 * already (callable ones apart in call mode), the named menu within its budget, a listing, unknown
 * names, the servers it could not reach and, when nothing useful was found, the groups that exist.
 * A named server that cannot be searched explains a miss better than words its name shares with
 * other tools, so then no candidates are named.
 */
export function sectionsOf(input: SectionsInput): ResultSections {
	const { request, outcome, loads, snapshot } = input;
	const describe = (name: string): ToolLine => toolLineOf(snapshot.tools, name);
	const keywords = outcome.kind === "keywords" ? outcome : undefined;
	const best = keywords?.candidates[0];
	const weak = keywords !== undefined && keywords.load.length === 0 && loads.alreadyLoaded.length === 0 && best !== undefined && best.coverage < WEAK_COVERAGE;
	const servers = input.servers ?? [];
	const silenced = request.parsed.kind !== "keywords" && keywords !== undefined && servers.length > 0;
	const candidates = keywords === undefined || silenced ? [] : menuOf(loads.unnamed.map((hit) => describe(hit.name)), weak, request.namedBudget);
	const offersGroups = weak || (input.servers !== undefined && (isMiss(outcome) || candidates.length === 0));
	const callable = loads.alreadyLoaded.filter((name) => input.callable.has(name));
	const cuts = cutsOf(input);
	return {
		query: request.query,
		read: request.read,
		loaded: input.loaded,
		loadTiming: snapshot.loadTiming,
		...(snapshot.loadMode === "call" ? { loadMode: "call" as const } : {}),
		alreadyLoaded: loads.alreadyLoaded,
		...(callable.length > 0 ? { alreadyCallable: callable.map(describe) } : {}),
		refused: input.refused,
		candidates,
		...(outcome.kind === "prefix" ? { listing: listingOf(outcome, snapshot) } : {}),
		unknown: loads.unknown,
		missingRequired: keywords?.missingRequired ?? [],
		servers,
		groups: offersGroups ? groupsOf(snapshot.tools) : [],
		...(keywords?.closestNamespaces && keywords.closestNamespaces.length > 0 ? { closestGroups: keywords.closestNamespaces } : {}),
		...(cuts !== undefined ? { cuts } : {}),
		...(keywords !== undefined ? { weak } : {}),
	};
}

/** The named candidates: within the menu's budget, or the short miss's when every hit is weak. */
function menuOf(lines: readonly ToolLine[], weak: boolean, namedBudget: number | undefined): ToolLine[] {
	return namedCandidates(lines, weak ? Math.min(WEAK_NAMED_TOKEN_BUDGET, namedBudget ?? WEAK_NAMED_TOKEN_BUDGET) : namedBudget);
}

/** A server or group listing: its tools in index order, and which of them are declared. */
function listingOf(outcome: Extract<SearchOutcome, { kind: "prefix" }>, snapshot: CatalogSnapshot): NonNullable<ResultSections["listing"]> {
	const active = new Set(snapshot.active);
	return {
		namespaces: outcome.namespaces,
		tools: outcome.names.map((name) => toolLineOf(snapshot.tools, name)),
		loaded: outcome.names.filter((name) => active.has(name)),
	};
}

/** What the caps cut from the query, or undefined when they cut nothing. */
function cutsOf({ request: { parsed }, outcome }: SectionsInput): ReportCuts | undefined {
	const cuts: ReportCuts = {
		...(outcome.kind === "keywords" && outcome.ignoredWords !== undefined ? { ignoredWords: outcome.ignoredWords } : {}),
		...(parsed.cutFrom !== undefined ? { cutFrom: parsed.cutFrom } : {}),
		...(parsed.namesDropped !== undefined ? { namesDropped: parsed.namesDropped } : {}),
	};
	return Object.keys(cuts).length > 0 ? cuts : undefined;
}
