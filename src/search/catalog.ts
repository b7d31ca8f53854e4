/**
 * Which tools `tool_search` owns: the policy from settings, and the catalog of tools it can load.
 *
 * A tool is deferred (registered, but not declared to the model until a search loads it) when the
 * host defers it (MCP servers with `"exposure": "deferred"` on pi 1.x) or when the policy names it
 * (any extension's tool, on any pi version: it is kept out of the active set until loaded). The
 * policy lives under `piQuestion.toolSearch` in pi's settings.json, global then project, with the
 * `PI_QUESTION_TOOL_SEARCH` environment variable (JSON) over both:
 *
 *     "toolSearch": {
 *       "mode": "auto:10",
 *       "defer": ["mcp__*", "jira_*"],
 *       "load": ["mcp__memory__read_graph"],
 *       "hints": { "jira_*": "Jira: issues, sprints, boards" },
 *       "learn": { "sessions": 10, "minSessions": 3, "max": 5 }
 *     }
 */
import type { SourceInfo, ToolExposure, ToolInfo, ToolNamespace } from "@mariozechner/pi-coding-agent";
import type { RawSettings } from "../host/settings.ts";
import { mcpNamespaceOf } from "./names.ts";
import { estimateDefinitionTokens } from "./tokens.ts";

export const TOOL_SEARCH_TOOL_NAME = "tool_search";
export const TOOL_SEARCH_SETTINGS_KEY = "toolSearch";
export const TOOL_SEARCH_ENV = "PI_QUESTION_TOOL_SEARCH";
/** Share of the context window, in percent, that deferrable definitions may take under `auto`. */
export const DEFAULT_AUTO_PERCENT = 10;

/**
 * When deferrable tools are actually deferred: `always`; `never` (every deferrable tool is loaded
 * from the start, `tool_search` still finds them); `auto` while their definitions exceed `percent`
 * of the model's context window.
 */
export type DeferMode = { kind: "always" } | { kind: "never" } | { kind: "auto"; percent: number };

/** The parsed `toolSearch` settings. */
export interface ToolSearchPolicy {
	mode: DeferMode;
	/** Name patterns of tools to defer, whichever extension registered them. */
	defer: readonly string[];
	/** Name patterns of tools never deferred; wins over `defer` and over the host's deferral. */
	load: readonly string[];
	/** Search hints by name pattern, in order; the first pattern that matches a tool gives its hint. */
	hints: readonly { pattern: string; hint: string }[];
	/** Learned always-load (./learned.ts), or false when `"learn": false` turns it off. */
	learn: LearnSettings | false;
}

/**
 * Learned always-load: a deferred tool called in at least `minSessions` of the last `sessions`
 * sessions starts loaded, at most `max` such tools (see ./learned.ts).
 */
export interface LearnSettings {
	sessions: number;
	minSessions: number;
	max: number;
}

/**
 * 3 of the last 10 sessions: a tool used in most weeks' work, not one used once; at most 5, the
 * "3-5 most used tools" Anthropic advises keeping loaded when the rest are deferred.
 */
export const DEFAULT_LEARN: LearnSettings = { sessions: 10, minSessions: 3, max: 5 };
/** Most sessions the learn window may span: the usage file keeps 50 (see ./usage-store.ts). */
export const MAX_LEARN_SESSIONS = 50;
/** Most learned tools: each is declared in every request of a session. */
export const MAX_LEARNED_TOOLS = 20;

export const DEFAULT_POLICY: ToolSearchPolicy = { mode: { kind: "always" }, defer: [], load: [], hints: [], learn: DEFAULT_LEARN };

/**
 * Reads a mode: `always`, `never`, `auto` (10%) or `auto:N` with 0 < N <= 100. Undefined for
 * anything else, so the caller can report it and keep the default.
 */
export function parseMode(value: unknown): DeferMode | undefined {
	if (typeof value !== "string") return undefined;
	const text = value.trim().toLowerCase();
	if (text === "always" || text === "true") return { kind: "always" };
	if (text === "never" || text === "false") return { kind: "never" };
	const auto = /^auto(?::\s*(\d+(?:\.\d+)?)\s*%?)?$/.exec(text);
	if (!auto) return undefined;
	const percent = auto[1] === undefined ? DEFAULT_AUTO_PERCENT : Number(auto[1]);
	return percent > 0 && percent <= 100 ? { kind: "auto", percent } : undefined;
}

function patternList(value: unknown, field: string, problems: string[]): string[] | undefined {
	if (value === undefined) return undefined;
	const list = typeof value === "string" ? [value] : value;
	if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
		problems.push(`toolSearch.${field} must be a list of tool name patterns`);
		return undefined;
	}
	return list.map((item) => item.trim()).filter((item) => item.length > 0);
}

function hintList(value: unknown, problems: string[]): ToolSearchPolicy["hints"] | undefined {
	if (value === undefined) return undefined;
	if (typeof value !== "object" || value === null || Array.isArray(value)) {
		problems.push("toolSearch.hints must map tool name patterns to hint text");
		return undefined;
	}
	const hints: { pattern: string; hint: string }[] = [];
	for (const [pattern, hint] of Object.entries(value as Record<string, unknown>)) {
		if (typeof hint === "string" && hint.trim() !== "") hints.push({ pattern, hint: hint.trim() });
		else problems.push(`toolSearch.hints["${pattern}"] must be text`);
	}
	return hints;
}

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
	return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * Reads `learn`: `true` or absent (the defaults), `false` (off), or an object whose `sessions`,
 * `minSessions` and `max` override the defaults; an invalid field keeps its default and is reported.
 */
export function parseLearn(value: unknown, problems: string[]): LearnSettings | false {
	if (value === undefined || value === true) return DEFAULT_LEARN;
	if (value === false) return false;
	const object = objectOf(value);
	if (object === undefined) {
		problems.push('toolSearch.learn must be true, false or { "sessions": 10, "minSessions": 3, "max": 5 }');
		return DEFAULT_LEARN;
	}
	const field = (key: keyof LearnSettings, min: number, max: number): number => {
		if (object[key] === undefined) return DEFAULT_LEARN[key];
		const number = wholeNumber(object[key], min, max);
		if (number === undefined) problems.push(`toolSearch.learn.${key} must be a whole number from ${min} to ${max}`);
		return number ?? DEFAULT_LEARN[key];
	};
	const sessions = field("sessions", 1, MAX_LEARN_SESSIONS);
	const minSessions = Math.min(field("minSessions", 1, MAX_LEARN_SESSIONS), sessions);
	return { sessions, minSessions, max: field("max", 0, MAX_LEARNED_TOOLS) };
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
	return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The tool search policy from the merged `piQuestion` settings, with the environment variable's
 * JSON object over it field by field. Every invalid field keeps its default and is reported in
 * `problems`, so a typo never turns tool search off or defers every tool.
 */
export function readPolicy(settings: RawSettings, env: NodeJS.ProcessEnv = process.env): { policy: ToolSearchPolicy; problems: string[] } {
	const problems: string[] = [];
	const fromSettings = settings[TOOL_SEARCH_SETTINGS_KEY];
	const base = fromSettings === undefined ? {} : objectOf(fromSettings);
	if (base === undefined) problems.push(`piQuestion.${TOOL_SEARCH_SETTINGS_KEY} must be an object`);
	let override: Record<string, unknown> = {};
	const raw = env[TOOL_SEARCH_ENV];
	if (raw !== undefined && raw.trim() !== "") {
		try {
			const parsed = JSON.parse(raw) as unknown;
			const object = objectOf(parsed) ?? (typeof parsed === "string" ? { mode: parsed } : undefined);
			if (object) override = object;
			else problems.push(`${TOOL_SEARCH_ENV} must hold a JSON object`);
		} catch {
			// A bare mode such as `auto:5` is allowed without JSON quoting.
			if (parseMode(raw) !== undefined) override = { mode: raw };
			else problems.push(`${TOOL_SEARCH_ENV} is not valid JSON`);
		}
	}
	const merged = { ...base, ...override };
	let mode = DEFAULT_POLICY.mode;
	if (merged.mode !== undefined) {
		const parsed = parseMode(merged.mode);
		if (parsed) mode = parsed;
		else problems.push(`toolSearch.mode must be "always", "never", "auto" or "auto:N" (N a percentage), not ${JSON.stringify(merged.mode)}`);
	}
	return {
		policy: {
			mode,
			defer: patternList(merged.defer, "defer", problems) ?? [],
			load: patternList(merged.load, "load", problems) ?? [],
			hints: hintList(merged.hints, problems) ?? [],
			learn: parseLearn(merged.learn, problems),
		},
		problems,
	};
}

const patternCache = new Map<string, RegExp>();

/**
 * Whether `name` matches `pattern`, where `*` stands for any characters and the rest must match the
 * whole name, ignoring case, as in pi's own `--tools` and `toolExposure` patterns.
 */
export function matchesPattern(pattern: string, name: string): boolean {
	let regex = patternCache.get(pattern);
	if (!regex) {
		const source = pattern
			.split("*")
			.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
			.join(".*");
		regex = new RegExp(`^${source}$`, "i");
		patternCache.set(pattern, regex);
	}
	return regex.test(name);
}

/** Whether any of `patterns` matches `name`. */
export function matchesAny(patterns: readonly string[], name: string): boolean {
	return patterns.some((pattern) => matchesPattern(pattern, name));
}

/** The search hint of a tool: the first hint whose pattern matches its name, exact names first. */
export function hintFor(policy: ToolSearchPolicy, name: string): string | undefined {
	const exact = policy.hints.find((entry) => entry.pattern.toLowerCase() === name.toLowerCase());
	return (exact ?? policy.hints.find((entry) => matchesPattern(entry.pattern, name)))?.hint;
}

/**
 * A tool as the host reports it. pi 1.x's `ToolInfo` has all of it; pi 0.73's has no `exposure`
 * or `namespace` (its tools are all direct), which is why they are optional here.
 */
export type HostTool = Pick<ToolInfo, "name" | "description" | "parameters"> & {
	exposure?: ToolExposure;
	namespace?: ToolNamespace;
	sourceInfo?: Pick<SourceInfo, "path">;
};

/**
 * How a catalog tool came to be deferred: `host` (its exposure says so), `policy` (a `defer`
 * pattern names it), or `pinned` (deferrable, but a `load` pattern keeps it loaded).
 */
export type Deferral = "host" | "policy" | "pinned";

/** A tool `tool_search` can find and load. */
export interface CatalogTool {
	name: string;
	description: string;
	parameters: unknown;
	/** `direct` for tools deferred by policy. */
	exposure: ToolExposure;
	deferral: Deferral;
	/** The group the tool is listed under: its namespace (`mcp__slack`) or its extension. */
	group: string;
	groupDescription?: string;
	hint?: string;
	/** Estimated tokens of its definition. */
	tokens: number;
}

/**
 * The extension a tool came from, by its file name (`jira.ts` -> `jira`, `jira/index.ts` -> `jira`),
 * or the name of a built-in one (`builtin:mcp` -> `mcp`); inline extensions have no name.
 */
function extensionName(path: string | undefined): string | undefined {
	if (path === undefined || path === "") return undefined;
	const builtin = /^builtin:(.+)$/.exec(path);
	if (builtin) return builtin[1];
	if (path.startsWith("<")) return "extension";
	const parts = path.split(/[\\/]/).filter(Boolean);
	let file = (parts.pop() ?? "").replace(/\.[cm]?[jt]sx?$/, "");
	if (file === "index" && parts.length > 0) file = parts.pop() ?? file;
	return file || undefined;
}

/**
 * The group a tool is listed under, so the model learns of a server once rather than of every tool:
 * the namespace the host gives it, the `mcp__<server>` of its name, else the extension that
 * registered it.
 */
export function toolGroup(tool: HostTool): string {
	return tool.namespace?.name ?? mcpNamespaceOf(tool.name) ?? extensionName(tool.sourceInfo?.path) ?? "other";
}

/**
 * The role of a host tool under `policy`, or undefined when `tool_search` leaves it alone:
 * - `tool_search` itself, hidden tools (withdrawn or unreachable): never;
 * - `deferred` and `codemode` exposure (the host defers them; pi's own search loads both): `host`,
 *   or `pinned` when a `load` pattern names them;
 * - direct and model-only tools: `policy` when a `defer` pattern names them and no `load` pattern does.
 */
export function classify(tool: HostTool, policy: ToolSearchPolicy): Deferral | undefined {
	if (tool.name === TOOL_SEARCH_TOOL_NAME) return undefined;
	const exposure = tool.exposure ?? "direct";
	if (exposure === "hidden") return undefined;
	const pinned = matchesAny(policy.load, tool.name);
	if (exposure === "deferred" || exposure === "codemode") return pinned ? "pinned" : "host";
	return !pinned && matchesAny(policy.defer, tool.name) ? "policy" : undefined;
}

/** The catalog entry of a host tool, or undefined when `tool_search` leaves it alone (see {@link classify}). */
export function catalogTool(tool: HostTool, policy: ToolSearchPolicy): CatalogTool | undefined {
	const deferral = classify(tool, policy);
	if (deferral === undefined) return undefined;
	const hint = hintFor(policy, tool.name);
	const description = tool.description ?? "";
	return {
		name: tool.name,
		description,
		parameters: tool.parameters,
		exposure: tool.exposure ?? "direct",
		deferral,
		group: toolGroup(tool),
		...(tool.namespace?.description ? { groupDescription: tool.namespace.description } : {}),
		...(hint !== undefined ? { hint } : {}),
		tokens: estimateDefinitionTokens({ name: tool.name, description, parameters: tool.parameters }),
	};
}

/**
 * Whether a catalog tool counts toward `auto:N` and is loaded up front when the mode does not
 * defer: tools deferred by exposure `deferred` or by policy. `codemode` tools are reached through
 * codemode scripts and stay out of the model's declarations unless a search loads them.
 */
export function isAutoManaged(tool: Pick<CatalogTool, "deferral" | "exposure">): boolean {
	return tool.deferral === "policy" || (tool.deferral === "host" && tool.exposure === "deferred");
}

/**
 * Whether deferrable tools are deferred now. `auto` defers while the definitions of the
 * auto-managed tools (see {@link isAutoManaged}), loaded or not, exceed the share of the context
 * window: loading some of them does not flip the decision. An unknown window counts as small,
 * since deferring costs a search while not deferring can fill a small window.
 */
export function isDeferring(mode: DeferMode, deferrableTokens: number, contextWindow: number | undefined): boolean {
	if (mode.kind === "always") return true;
	if (mode.kind === "never") return false;
	if (contextWindow === undefined || !(contextWindow > 0)) return true;
	return deferrableTokens > (mode.percent / 100) * contextWindow;
}

/** What {@link planActiveTools} decides. */
export interface ActivePlan {
	/** The new active set, or undefined when it stays as it is. */
	active?: string[];
	/** Names activated because the mode does not defer (so they can be deferred again later). */
	autoLoaded: Set<string>;
}

/**
 * The active tool set the catalog asks for. A catalog tool should be active when a `load` pattern
 * pins it, when `tool_search` loaded it, or when the mode does not defer it (auto-managed tools
 * only). Otherwise it is deactivated when the policy defers it or when it was only active because
 * the mode did not defer it; a host-deferred tool activated by anything else (such as `--tools`)
 * stays. Tools outside the catalog are never touched, and the order of the active set is kept.
 */
export function planActiveTools(
	active: readonly string[],
	catalog: Iterable<CatalogTool>,
	loaded: ReadonlySet<string>,
	autoLoaded: ReadonlySet<string>,
	deferring: boolean,
): ActivePlan {
	const activeSet = new Set(active);
	const add: string[] = [];
	const remove = new Set<string>();
	const nextAuto = new Set(autoLoaded);
	for (const tool of catalog) {
		const auto = !deferring && isAutoManaged(tool);
		const wanted = tool.deferral === "pinned" || loaded.has(tool.name) || auto;
		if (wanted) {
			if (auto && !loaded.has(tool.name) && (!activeSet.has(tool.name) || nextAuto.has(tool.name))) nextAuto.add(tool.name);
			else nextAuto.delete(tool.name);
			if (!activeSet.has(tool.name)) add.push(tool.name);
		} else if (activeSet.has(tool.name) && (tool.deferral === "policy" || nextAuto.has(tool.name))) {
			remove.add(tool.name);
			nextAuto.delete(tool.name);
		} else {
			nextAuto.delete(tool.name);
		}
	}
	if (add.length === 0 && remove.size === 0) return { autoLoaded: nextAuto };
	return { active: [...active.filter((name) => !remove.has(name)), ...add], autoLoaded: nextAuto };
}
