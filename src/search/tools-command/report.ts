/**
 * What `/tools` shows: the deferred catalog per group with each tool's state and schema tokens,
 * what it would all cost declared, what the requests carry now, the share of the context window
 * saved, whether the current model keeps its prompt cache when tools load, the learned tools and
 * why, and this session's searches.
 *
 * {@link buildToolsReport} gathers it (pure, from what the session and the host say);
 * {@link reportLines} writes it as lines, the same in the terminal view and as plain text. Tokens
 * are the fitted estimate of ../engine/rules/tokens.ts, the one the `auto:N` mode and the load budget use. Every
 * name and description (the MCP servers' own) is sanitized before it is shown.
 */
import type { HintStatus } from "../meaning/index.ts";
import { sanitizeLine } from "../../text/sanitize.ts";
import { summaryParts, type SummaryTone } from "./details.ts";
import { DEFER_SENTENCES, serverRoute } from "./defer-servers.ts";
import type { SearchDetails } from "../plan/index.ts";
import { cachedFlags, type Flag, kindWords } from "../trust/index.ts";
import { type CacheVerdict, type CatalogTool, compatHowTo, type DeferMode, type LearnSettings, type LoadDecision, type ModelLike } from "../catalog/index.ts";
import { type ConfiguredServer } from "../mcp/index.ts";
import { type FrequentTool } from "../memory/index.ts";
import { plural } from "../../text/plural.ts";

/**
 * How a catalog tool stands: `deferred` (not declared), `loaded` (declared by a search),
 * `callable` (made callable through call_tool by a search, not declared), `learned` (learned
 * always-load), `pinned` (a `pin` pattern), `auto` (the mode does not defer now).
 */
export type ToolState = "deferred" | "loaded" | "callable" | "learned" | "pinned" | "auto";

export interface ReportTool {
	name: string;
	state: ToolState;
	tokens: number;
	/** What screening found in its server's text (../trust/screen.ts), when anything. */
	flags?: readonly Flag[];
}

export interface ReportGroup {
	name: string;
	description: string;
	tools: ReportTool[];
	/** Tokens of every tool of the group, declared or not. */
	tokens: number;
	/** Tools of the group declared now. */
	declared: number;
}

export interface ToolsReport {
	/** Costliest first. */
	groups: ReportGroup[];
	/** Tokens of every catalog tool's definition: the cost of declaring them all. */
	allTokens: number;
	/** Catalog tools the background screening has not reached yet (../trust/background.ts). */
	unscreened: number;
	/** Tokens of the definitions declared now: catalog tools that are loaded, and tool_search itself. */
	carriedTokens: number;
	/** Of those, tool_search's own definition and, in call mode, call_tool's (0 when not declared). */
	searchToolTokens: number;
	contextWindow: number | undefined;
	/** What the context holds now, as pi estimates it, when known. */
	contextTokens: number | undefined;
	mode: DeferMode;
	deferring: boolean;
	model: ModelLike | undefined;
	cache: CacheVerdict;
	learn: LearnSettings | false;
	learned: readonly FrequentTool[];
	learnError: string | undefined;
	/** How found tools reach the model now (../catalog/load-mode.ts). */
	load: LoadDecision;
	/** The configured MCP servers, for how the model reaches each (./defer-servers.ts). */
	servers: readonly ConfiguredServer[];
	/** This branch's searches, oldest first. */
	searches: readonly SearchDetails[];
	/** Search hints from the user's model (../meaning/): off, or how many tools have them and what asking cost. */
	hints: HintStatus;
	/** Whether a flagged or changed tool's call asks first, and the patterns that run without asking. */
	gate: { readonly confirm: boolean; readonly allow: readonly string[] };
}

/** What {@link buildToolsReport} reads: the report's own fields, and the catalog and host state it sums up. */
export type ReportInput = Omit<ToolsReport, "groups" | "allTokens" | "carriedTokens" | "unscreened"> & {
	catalog: readonly CatalogTool[];
	active: ReadonlySet<string>;
	loaded: ReadonlySet<string>;
	autoLoaded: ReadonlySet<string>;
	/** Active tools whose declarations call mode hides: callable through call_tool, not carried. */
	hidden: ReadonlySet<string>;
};

function stateOf(tool: CatalogTool, input: ReportInput, learned: ReadonlySet<string>): ToolState {
	if (!input.active.has(tool.name)) return "deferred";
	if (input.hidden.has(tool.name)) return "callable";
	if (tool.deferral === "pinned") return "pinned";
	if (learned.has(tool.name) && !input.loaded.has(tool.name)) return "learned";
	if (input.autoLoaded.has(tool.name)) return "auto";
	return "loaded";
}

/** The report from what the session and the host say now. */
export function buildToolsReport(input: ReportInput): ToolsReport {
	const learned = new Set(input.learned.map((tool) => tool.name));
	const groups = new Map<string, ReportGroup>();
	let allTokens = 0;
	let carriedTokens = input.searchToolTokens;
	let unscreened = 0;
	for (const tool of input.catalog) {
		let group = groups.get(tool.group);
		if (group === undefined) groups.set(tool.group, (group = { name: tool.group, description: "", tools: [], tokens: 0, declared: 0 }));
		if (group.description === "" && tool.groupDescription !== undefined) group.description = tool.groupDescription;
		const state = stateOf(tool, input, learned);
		// Screened by the session's background pass (../trust/background.ts); one it has not reached yet counts as unscreened.
		const flags = cachedFlags(tool);
		if (flags === undefined) unscreened++;
		group.tools.push({ name: tool.name, state, tokens: tool.tokens, ...(flags !== undefined && flags.length > 0 ? { flags } : {}) });
		group.tokens += tool.tokens;
		allTokens += tool.tokens;
		if (state !== "deferred" && state !== "callable") {
			group.declared++;
			carriedTokens += tool.tokens;
		}
	}
	const { catalog: _catalog, active: _active, loaded: _loaded, autoLoaded: _auto, hidden: _hidden, ...rest } = input;
	return {
		...rest,
		groups: [...groups.values()].sort((a, b) => b.tokens - a.tokens || (a.name < b.name ? -1 : 1)),
		allTokens,
		carriedTokens,
		unscreened,
	};
}

/** Flagged tools listed with their flagged text; the rest are counted. */
const MAX_FLAGGED_LISTED = 20;

/**
 * The tools whose server text reads like instructions to the model (../trust/screen.ts): each with
 * what was found and the passage, so the user can judge it; a flag informs, the tool stays callable.
 */
export function flaggedLines(report: ToolsReport, style: LineStyle): string[] {
	const flagged = report.groups.flatMap((group) => group.tools.filter((tool) => tool.flags !== undefined));
	const pending = report.unscreened > 0 ? [style.fg("dim", `${plural(report.unscreened, "tool")} not screened yet: screening runs in the background; open /tools again in a moment.`)] : [];
	if (flagged.length === 0) return pending;
	const lines = [style.fg("warning", `Flagged: ${plural(flagged.length, "tool")} whose server's text reads like instructions to the model (shown to it as the server's text, still callable):`)];
	for (const tool of flagged.slice(0, MAX_FLAGGED_LISTED)) {
		const flags = tool.flags ?? [];
		const kinds = [...new Set(flags.map((flag) => kindWords(flag.kind)))].join("; ");
		const first = flags[0];
		if (first !== undefined) lines.push(`  ${style.fg("accent", sanitizeLine(tool.name))} ${style.fg("dim", `${kinds}; in its ${sanitizeLine(first.where)}:`)} "${first.excerpt}"`);
	}
	if (flagged.length > MAX_FLAGGED_LISTED) lines.push(style.fg("dim", `  … ${flagged.length - MAX_FLAGGED_LISTED} more`));
	return [...lines, ...pending];
}

/** A token count as people read it: 950, 12.3k, 128k. */
export function formatTokens(tokens: number): string {
	if (tokens < 1000) return String(Math.round(tokens));
	const thousands = tokens / 1000;
	return `${thousands < 100 ? thousands.toFixed(1).replace(/\.0$/, "") : Math.round(thousands)}k`;
}

/** How lines are coloured; the plain-text form uses none. */
export interface LineStyle {
	fg(color: "accent" | "muted" | "dim" | "success" | "warning" | "error" | "text", text: string): string;
	bold(text: string): string;
}

export const PLAIN_STYLE: LineStyle = { fg: (_color, text) => text, bold: (text) => text };

/** One line of the report, and the group it heads (the view expands a group there). */
export interface ReportLine {
	text: string;
	group?: string;
}

function modeText(mode: DeferMode): string {
	return mode.kind === "auto" ? `auto:${mode.percent}` : mode.kind;
}

const STATE_TONE: Record<ToolState, "dim" | "success" | "accent" | "muted"> = { deferred: "dim", loaded: "success", callable: "success", learned: "accent", pinned: "muted", auto: "muted" };

/**
 * The lines of totals, each figure saying what it counts and in which unit: the schema tokens of
 * every catalog tool declared, of what the requests declare now (tool_search's own schema named,
 * as it is part of it), what is saved and its share of the context window, and the context now.
 */
function totalsLines(report: ToolsReport, style: LineStyle, searchToolTokens: number): string[] {
	const saved = Math.max(0, report.allTokens - report.carriedTokens);
	const window = report.contextWindow !== undefined && report.contextWindow > 0 ? report.contextWindow : undefined;
	const share = window === undefined ? "" : ` = ${((saved / window) * 100).toFixed(1)}% of the ${formatTokens(window)}-token context window`;
	const own = searchToolTokens > 0 ? ` ${style.fg("dim", `(${report.load.mode === "call" ? "tool_search's and call_tool's" : "tool_search's"} own ${formatTokens(searchToolTokens)} included)`)}` : "";
	const now = report.contextTokens === undefined ? "" : ` ${style.fg("dim", `· the context holds ${formatTokens(report.contextTokens)} tokens now`)}`;
	return [
		`${style.fg("muted", "Tool schemas, in tokens: all declared")} ${formatTokens(report.allTokens)} ${style.fg("muted", "· declared now")} ${formatTokens(report.carriedTokens)}${own}`,
		`${style.fg("muted", "Saved")} ${style.fg("success", `${formatTokens(saved)} tokens`)}${share}${now}`,
	];
}

/** The lines on the prompt cache: kept or broken when tools load, and how to keep it; no advice while no tool is deferred (none can load). */
function cacheLines(report: ToolsReport, style: LineStyle, deferred: number): string[] {
	if (deferred === 0) return [`${style.fg("muted", "Prompt cache:")} no tool is deferred, so no search loads one and the cache is not affected.`];
	const { cache } = report;
	const loads = `${style.fg("muted", "Found tools:")} ${report.load.mode === "call" ? "called through call_tool, not declared" : "declared"} (${sanitizeLine(report.load.reason)}).`;
	if (report.load.mode === "call") return [loads, `${style.fg("muted", "Prompt cache when tools load:")} ${style.fg("success", "kept")}: the tools and the system prompt do not change.`];
	const lines = [loads, `${style.fg("muted", "Prompt cache when tools load:")} ${cache.keeps ? style.fg("success", "kept") : style.fg("warning", "broken")}. ${cache.reason}`];
	if (cache.flags !== undefined) {
		const [where, fields] = compatHowTo(report.model, cache.flags);
		lines.push(`  ${style.fg("dim", `To keep it, set in ${where}`)}`, `  ${fields}`);
	}
	return lines;
}

/** The lines on the MCP servers: each one's exposure and how the model reaches its tools; nothing without servers. */
function serverLines(report: ToolsReport, style: LineStyle): string[] {
	if (report.servers.length === 0) return [];
	const width = Math.min(MAX_GROUP_NAME_WIDTH, Math.max(...report.servers.map((server) => sanitizeLine(server.namespace).length)));
	const lines = [style.fg("muted", "MCP servers, by exposure:")];
	for (const server of report.servers) {
		const route = serverRoute(server);
		const tone = route === "tool_search" ? "success" : route === "codemode" ? "warning" : "dim";
		lines.push(`  ${style.fg("text", sanitizeLine(server.namespace).padEnd(width))}  ${sanitizeLine(server.exposure).padEnd(8)}  ${style.fg(tone, DEFER_SENTENCES.route[route])}`);
	}
	if (report.servers.some((server) => serverRoute(server) === "codemode")) lines.push(style.fg("dim", `  ${DEFER_SENTENCES.codemodeNote}`));
	return lines;
}

/** The line on search hints from the user's model: off, or how many tools have them, the model, the tokens, and why asking stopped. */
export function hintLines(report: Pick<ToolsReport, "hints">, style: LineStyle): string[] {
	const label = style.fg("muted", "Search hints from your model:");
	const status = report.hints;
	if (!status.on) return [`${label} off (piQuestion.toolSearch.modelHints turns them on)`];
	const have = `${status.hinted} of ${plural(status.tools, "tool")} have hints`;
	if (status.unavailable !== undefined) return [`${label} ${have}; none asked: ${sanitizeLine(status.unavailable)}`];
	const spent = `${(status.spent ?? 0).toLocaleString("en-US")} of ${(status.budget ?? 0).toLocaleString("en-US")} tokens spent this session`;
	const waiting = (status.waiting ?? 0) > 0 ? ` · ${status.waiting} waiting` : "";
	const lines = [`${label} ${have} · ${sanitizeLine(status.model ?? "")} · ${spent}${waiting} · /tools hints asks again`];
	if (status.stopped !== undefined) lines.push(style.fg("warning", `  Asking stopped: ${sanitizeLine(status.stopped)}`));
	return lines;
}

/** The line on calls of flagged or changed tools: asked first or not, and what runs without asking. */
export function gateLines(report: Pick<ToolsReport, "gate">, style: LineStyle): string[] {
	const label = style.fg("muted", "Calls of flagged or changed tools:");
	if (!report.gate.confirm) return [`${label} run without asking (piQuestion.toolSearch.confirm is false)`];
	const allowed = report.gate.allow.length === 0 ? "" : ` · without asking: ${report.gate.allow.slice(0, 8).map((pattern) => sanitizeLine(pattern).slice(0, 80)).join(", ")}${report.gate.allow.length > 8 ? ` and ${report.gate.allow.length - 8} more` : ""}`;
	return [`${label} ask you first${allowed}`];
}

/** The lines on learned always-load: the setting, and each learned tool with why. */
function learnedLines(report: ToolsReport, style: LineStyle): string[] {
	if (report.learn === false) return [`${style.fg("muted", "Learned always-load:")} off (piQuestion.toolSearch.learn is false)`];
	const { minSessions, sessions, max } = report.learn;
	const lines = [`${style.fg("muted", "Learned always-load:")} tools called in ${minSessions} of the last ${sessions} sessions, at most ${max}: ${report.learned.length === 0 ? "none yet" : plural(report.learned.length, "tool")}`];
	for (const tool of report.learned) {
		const why = tool.window > 0 ? `called in ${tool.sessions} of the last ${tool.window} sessions` : "learned when this session started";
		lines.push(`  ${style.fg("accent", sanitizeLine(tool.name))} ${style.fg("dim", why)}`);
	}
	if (report.learnError !== undefined) lines.push(style.fg("warning", `  The usage file could not be written: ${sanitizeLine(report.learnError)}`));
	return lines;
}

const TONE_COLOR: Record<SummaryTone, "success" | "muted" | "warning"> = { success: "success", muted: "muted", warning: "warning" };

/** One line per search: the query and what it did. */
export function searchLine(details: SearchDetails, style: LineStyle): string {
	const parts = summaryParts(details).map((part) => style.fg(TONE_COLOR[part.tone], sanitizeLine(part.text)));
	return `  ${style.fg("text", `"${sanitizeLine(details.query)}"`)} ${style.fg("dim", "→")} ${parts.join(style.fg("dim", " · "))}`;
}

/** Widest group name column; longer names push their row's numbers right. */
const MAX_GROUP_NAME_WIDTH = 28;

/** Most searches listed; older ones are counted. */
export const MAX_LISTED_SEARCHES = 20;

/**
 * The report as lines: the heading, the context and cache, learned tools, each group (its tools
 * too when `expanded` has it, all of them when `expandAll`), and the session's searches.
 */
export function reportLines(report: ToolsReport, options: { style?: LineStyle; expanded?: ReadonlySet<string>; expandAll?: boolean } = {}): ReportLine[] {
	const style = options.style ?? PLAIN_STYLE;
	const toolCount = report.groups.reduce((sum, group) => sum + group.tools.length, 0);
	const declared = report.groups.reduce((sum, group) => sum + group.declared, 0);
	const lines: ReportLine[] = [
		{ text: `${style.bold(`${plural(toolCount, "tool")} in ${plural(report.groups.length, "group")}`)}, ${declared} declared · mode ${modeText(report.mode)}${report.deferring ? "" : " (not deferring now)"}` },
		...totalsLines(report, style, report.searchToolTokens).map((text) => ({ text })),
	];
	const nameWidth = Math.min(MAX_GROUP_NAME_WIDTH, Math.max(5, ...report.groups.map((group) => sanitizeLine(group.name).length)));
	if (report.groups.length > 0) lines.push({ text: style.fg("muted", `  ${"group".padEnd(nameWidth)}  tools  declared  tokens`) });
	for (const group of report.groups) {
		const expanded = options.expandAll === true || options.expanded?.has(group.name) === true;
		const name = sanitizeLine(group.name);
		const description = group.description === "" ? "" : style.fg("dim", `  ${sanitizeLine(group.description)}`);
		const declaredText = String(group.declared).padStart(8);
		lines.push({
			text: `${expanded ? "▾" : "▸"} ${style.fg("text", name.padEnd(nameWidth))}  ${String(group.tools.length).padStart(5)}  ${group.declared > 0 ? style.fg("success", declaredText) : declaredText}  ${formatTokens(group.tokens).padStart(6)}${description}`,
			group: group.name,
		});
		if (!expanded) continue;
		for (const tool of group.tools) {
			const mark = tool.flags === undefined ? "" : `  ${style.fg("warning", "flagged")}`;
			lines.push({ text: `    ${style.fg(STATE_TONE[tool.state], tool.state.padEnd(8))} ${formatTokens(tool.tokens).padStart(5)}  ${sanitizeLine(tool.name)}${mark}` });
		}
	}
	lines.push(...flaggedLines(report, style).map((text) => ({ text })));
	lines.push(...serverLines(report, style).map((text) => ({ text })), ...learnedLines(report, style).map((text) => ({ text })), ...hintLines(report, style).map((text) => ({ text })), ...gateLines(report, style).map((text) => ({ text })), ...cacheLines(report, style, toolCount - declared).map((text) => ({ text })));
	const searches = report.searches.slice(-MAX_LISTED_SEARCHES);
	lines.push({ text: style.fg("muted", report.searches.length === 0 ? "No searches in this session yet." : `Searches in this session (${report.searches.length}):`) });
	if (report.searches.length > searches.length) lines.push({ text: style.fg("dim", `  … ${report.searches.length - searches.length} earlier`) });
	for (const details of searches) lines.push({ text: searchLine(details, style) });
	return lines;
}
