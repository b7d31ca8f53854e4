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
 *       "pin": ["mcp__memory__read_graph"],
 *       "load": "auto",
 *       "hints": { "jira_*": "Jira: issues, sprints, boards" },
 *       "learn": { "sessions": 10, "minSessions": 3, "max": 5 },
 *       "confirm": true,
 *       "allow": ["mcp__github__*"]
 *     }
 */
import type { SourceInfo, ToolExposure, ToolInfo, ToolNamespace } from "@mariozechner/pi-coding-agent";
import { fileProblems, resolveSetting, SETTINGS_KEY, type SettingProblem, type SettingsFile } from "../../host/settings.ts";
import { estimateDefinitionTokens, mcpNamespaceOf } from "../engine/index.ts";
import { DEFAULT_LOAD_SETTING, type LoadSetting, parseLoadSetting } from "./load-mode.ts";
import { matchesAny, matchesPattern } from "./patterns.ts";

export { matchesAny, matchesPattern } from "./patterns.ts";
import { isRecord } from "../../text/record.ts";

export const TOOL_SEARCH_TOOL_NAME = "tool_search";
/** The sibling through which call mode calls found tools (../call-tool.ts); never in the catalog. */
export const CALL_TOOL_NAME = "call_tool";
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
	/**
	 * Name patterns of tools never deferred; wins over `defer` and over the host's deferral. Read
	 * from `pin`, or from `load` when it holds a list (its name before `load` took the load mode).
	 */
	pin: readonly string[];
	/** How found tools reach the model (./load-mode.ts): the `load` setting when it is a word. */
	loadAs: LoadSetting;
	/** Search hints by name pattern, in order; the first pattern that matches a tool gives its hint. */
	hints: readonly { pattern: string; hint: string }[];
	/** Learned always-load (../memory/learned.ts), or false when `"learn": false` turns it off. */
	learn: LearnSettings | false;
	/** Suggestions on the user's prompt (../plan/suggest.ts); `"suggest": false` turns them off. */
	suggest: boolean;
	/** Search hints written by the user's own model (../meaning/), or false (the default) when off. */
	modelHints: ModelHintSettings | false;
	/**
	 * Whether a call of a flagged tool, or of a tool changed since it was found, waits for the
	 * user's yes (../../call-gate.ts); false leaves flags informing only. Read from the global
	 * settings and the environment only (see {@link readGate}).
	 */
	confirm: boolean;
	/** Name patterns of tools whose flagged or changed calls run without asking, in every mode. */
	allow: readonly string[];
}

/**
 * Search hints from the user's model: which model writes them (`"current"`, the session's model,
 * or `provider/id`) and the most tokens (prompt and answer) a session may spend asking.
 */
export interface ModelHintSettings {
	model: string;
	budget: number;
}

/**
 * A session's budget when none is set: a catalog of about 200 tools (the servers most users run)
 * asked once, in English and another language; hints are cached, so later sessions spend nothing.
 */
export const DEFAULT_HINT_BUDGET = 60_000;
/** The most a budget may be: asking for the 1,878 tools of 65 real servers took about 300,000 (bench/hint-requests.ts). */
export const MAX_HINT_BUDGET = 2_000_000;

/**
 * Learned always-load: a deferred tool called in at least `minSessions` of the last `sessions`
 * sessions starts loaded, at most `max` such tools (see ../memory/learned.ts).
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
/** Most sessions the learn window may span: the usage file keeps 50 (see ../memory/usage-store.ts). */
export const MAX_LEARN_SESSIONS = 50;
/** Most learned tools: each is declared in every request of a session. */
export const MAX_LEARNED_TOOLS = 20;

/**
 * Off by default: asking spends tokens on the user's own provider account, and pi users expect an
 * extension to spend nothing they did not turn on.
 */
export const DEFAULT_POLICY: ToolSearchPolicy = { mode: { kind: "always" }, defer: [], pin: [], loadAs: DEFAULT_LOAD_SETTING, hints: [], learn: DEFAULT_LEARN, suggest: true, modelHints: false, confirm: true, allow: [] };

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

/** A list of tool name patterns (one pattern alone is a list of one); undefined when it is not one. */
function parsePatterns(value: unknown): string[] | undefined {
	const list = typeof value === "string" ? [value] : value;
	if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) return undefined;
	return list.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** Search hints: an object mapping tool name patterns to non-empty text; undefined when it is not one. */
function parseHints(value: unknown): ToolSearchPolicy["hints"] | undefined {
	const object = objectOf(value);
	if (object === undefined) return undefined;
	const hints: { pattern: string; hint: string }[] = [];
	for (const [pattern, hint] of Object.entries(object)) {
		if (typeof hint !== "string" || hint.trim() === "") return undefined;
		hints.push({ pattern, hint: hint.trim() });
	}
	return hints;
}

function wholeNumber(min: number, max: number): (value: unknown) => number | undefined {
	return (value) => (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
	return isRecord(value) ? value : undefined;
}

/** The key path of a `toolSearch` field in pi's settings. */
function fieldKeys(...keys: string[]): string[] {
	return [SETTINGS_KEY, TOOL_SEARCH_SETTINGS_KEY, ...keys];
}

/**
 * `PI_QUESTION_TOOL_SEARCH` as one more settings source above the files: a JSON object of
 * `toolSearch` fields, or just a mode (`auto:5`). Its problems name the variable.
 */
function environmentSource(env: NodeJS.ProcessEnv): { file?: SettingsFile; problems: SettingProblem[] } {
	const raw = env[TOOL_SEARCH_ENV];
	if (raw === undefined || raw.trim() === "") return { problems: [] };
	const path = `environment ${TOOL_SEARCH_ENV}`;
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		// A bare mode such as `auto:5` is allowed without JSON quoting.
		parsed = parseMode(raw) === undefined ? undefined : raw;
		if (parsed === undefined) return { problems: [{ path, message: "is not valid JSON (an object of toolSearch fields, or a mode such as auto:5); it is ignored" }] };
	}
	const fields = objectOf(parsed) ?? (typeof parsed === "string" ? { mode: parsed } : undefined);
	if (fields === undefined) return { problems: [{ path, message: "must hold a JSON object of toolSearch fields; it is ignored" }] };
	return { file: { path, scope: "environment", data: { [SETTINGS_KEY]: { [TOOL_SEARCH_SETTINGS_KEY]: fields } } }, problems: [] };
}

/**
 * Reads `learn`: `true` or absent (the defaults), `false` (off), or an object whose `sessions`,
 * `minSessions` and `max` override the defaults, each field resolved on its own across the sources.
 */
function readLearn(sources: readonly SettingsFile[], problems: SettingProblem[]): LearnSettings | false {
	const learn = resolveSetting(sources, fieldKeys("learn"), (value) => (typeof value === "boolean" || objectOf(value) ? value : undefined), 'true, false or { "sessions": 10, "minSessions": 3, "max": 5 }');
	problems.push(...learn.problems);
	if (learn.value === false) return false;
	const field = (key: keyof LearnSettings, min: number, max: number): number => {
		const resolved = resolveSetting(sources, fieldKeys("learn", key), wholeNumber(min, max), `a whole number from ${min} to ${max}`);
		problems.push(...resolved.problems);
		return resolved.value ?? DEFAULT_LEARN[key];
	};
	const sessions = field("sessions", 1, MAX_LEARN_SESSIONS);
	const minSessions = Math.min(field("minSessions", 1, MAX_LEARN_SESSIONS), sessions);
	return { sessions, minSessions, max: field("max", 0, MAX_LEARNED_TOOLS) };
}

/**
 * Reads `modelHints`: `false` or absent (off), `true` (the session's model, the default budget), or
 * an object whose `model` and `budget` override those, each field resolved on its own.
 */
function readModelHints(sources: readonly SettingsFile[], problems: SettingProblem[]): ModelHintSettings | false {
	const on = resolveSetting(sources, fieldKeys("modelHints"), (value) => (typeof value === "boolean" || objectOf(value) ? value : undefined), 'true, false or { "model": "current", "budget": 60000 }');
	problems.push(...on.problems);
	if (on.value === undefined || on.value === false) return false;
	const model = resolveSetting(sources, fieldKeys("modelHints", "model"), (value) => (typeof value === "string" && value.length <= 200 && /^(current|[^/\s]+\/\S+)$/.test(value) ? value : undefined), '"current" or "provider/model-id"');
	const budget = resolveSetting(sources, fieldKeys("modelHints", "budget"), wholeNumber(0, MAX_HINT_BUDGET), `a whole number of tokens from 0 to ${MAX_HINT_BUDGET}`);
	problems.push(...model.problems, ...budget.problems);
	return { model: model.value ?? "current", budget: budget.value ?? DEFAULT_HINT_BUDGET };
}

/**
 * `load` across the sources, each kind on its own: a word (`auto`, `declare`, `call`) is the load
 * mode; a list of patterns is the old name of `pin`, still read when no source sets `pin`. The
 * last source that sets a kind decides it, so a project's `"load": "call"` leaves a global list of
 * pins in force.
 */
function readLoad(sources: readonly SettingsFile[], problems: SettingProblem[]): { loadAs?: LoadSetting; legacyPin?: string[] } {
	const parse = (value: unknown): LoadSetting | string[] | undefined => parseLoadSetting(value) ?? (Array.isArray(value) ? parsePatterns(value) : undefined);
	const read: { loadAs?: LoadSetting; legacyPin?: string[] } = {};
	for (const source of sources) {
		const resolved = resolveSetting([source], fieldKeys("load"), parse, '"auto", "declare" or "call" (the old list of patterns belongs in "pin")');
		problems.push(...resolved.problems);
		if (typeof resolved.value === "string") read.loadAs = resolved.value;
		else if (resolved.value !== undefined) read.legacyPin = resolved.value;
	}
	return read;
}

/** Fields a project's settings may not set: they let a tool run without asking the user. */
const PERSONAL_FIELDS = ["confirm", "allow"] as const;

/**
 * Reads `confirm` and `allow` from the global settings and the environment only: a project's
 * settings (a cloned repository's, once trusted) could otherwise let its own flagged tools run
 * unasked. A project file that sets them is told so, and its value is ignored.
 */
function readGate(sources: readonly SettingsFile[], problems: SettingProblem[]): Pick<ToolSearchPolicy, "confirm" | "allow"> {
	for (const file of sources.filter((source) => source.scope === "project")) {
		const block = objectOf(objectOf(file.data?.[SETTINGS_KEY])?.[TOOL_SEARCH_SETTINGS_KEY]);
		for (const field of PERSONAL_FIELDS.filter((key) => block?.[key] !== undefined)) {
			problems.push({ path: file.path, key: fieldKeys(field).join("."), message: "is read from the global settings and the environment only, so a project cannot let tools run without asking you; it is ignored" });
		}
	}
	const personal = sources.filter((source) => source.scope !== "project");
	const confirm = resolveSetting(personal, fieldKeys("confirm"), (value) => (typeof value === "boolean" ? value : undefined), "true or false");
	const allow = resolveSetting(personal, fieldKeys("allow"), parsePatterns, "a list of tool name patterns, such as mcp__github__* or mcp__github__create_issue");
	problems.push(...confirm.problems, ...allow.problems);
	return { confirm: confirm.value ?? DEFAULT_POLICY.confirm, allow: allow.value ?? DEFAULT_POLICY.allow };
}

/**
 * The tool search policy from pi's settings files (lowest precedence first) with the environment
 * variable above them. Each field is resolved on its own, as every pi-question setting is (see
 * ../../host/settings.ts): an invalid value is reported, naming its file and key, and the next source
 * decides, so a typo in a project never masks a valid global value, never turns tool search off and
 * never defers every tool.
 */
export function readPolicy(files: readonly SettingsFile[], env: NodeJS.ProcessEnv = process.env): { policy: ToolSearchPolicy; problems: SettingProblem[] } {
	const fromEnv = environmentSource(env);
	const sources = fromEnv.file ? [...files, fromEnv.file] : files;
	const problems: SettingProblem[] = [...fileProblems(files), ...fromEnv.problems];
	const resolve = <T>(field: string, parse: (value: unknown) => T | undefined, expected: string): T | undefined => {
		const resolved = resolveSetting(sources, fieldKeys(field), parse, expected);
		problems.push(...resolved.problems);
		return resolved.value;
	};
	for (const file of files) {
		const block = objectOf(file.data?.[SETTINGS_KEY])?.[TOOL_SEARCH_SETTINGS_KEY];
		if (block !== undefined && objectOf(block) === undefined) problems.push({ path: file.path, key: fieldKeys().join("."), message: "must be an object; it is ignored" });
	}
	const load = readLoad(sources, problems);
	const policy: ToolSearchPolicy = {
		mode: resolve("mode", parseMode, '"always", "never", "auto" or "auto:N" (N a percentage)') ?? DEFAULT_POLICY.mode,
		defer: resolve("defer", parsePatterns, "a list of tool name patterns") ?? [],
		pin: resolve("pin", parsePatterns, "a list of tool name patterns") ?? load.legacyPin ?? [],
		loadAs: load.loadAs ?? DEFAULT_LOAD_SETTING,
		hints: resolve("hints", parseHints, "an object mapping tool name patterns to hint text") ?? [],
		learn: readLearn(sources, problems),
		suggest: resolve("suggest", (value) => (typeof value === "boolean" ? value : undefined), "true or false") ?? DEFAULT_POLICY.suggest,
		modelHints: readModelHints(sources, problems),
		...readGate(sources, problems),
	};
	return { policy, problems };
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
 * pattern names it), or `pinned` (deferrable, but a `pin` pattern keeps it loaded).
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
	/** Where the host says it came from (`sourceInfo.path`: an extension's file, `builtin:mcp`). */
	source?: string;
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
 * - `tool_search` and `call_tool` themselves, hidden tools (withdrawn or unreachable): never;
 * - `deferred` exposure (the host defers them for tool_search): `host`, or `pinned` when a `pin`
 *   pattern names them;
 * - `codemode` exposure (for codemode scripts; pi registers an MCP server's codemode tools as
 *   `deferred`, and the session restores their configured exposure first): only `pinned`;
 * - direct tools: `policy` when a `defer` pattern names them and no `pin` pattern does;
 * - model-only tools (ask_user_question, tool_search's own kind): never. Only the model's own
 *   declaration reaches them: pi's nested calls refuse them, so `call_tool` cannot run one, and the
 *   load mode (declare or call) follows the model, which may change mid-session.
 */
export function deferralOf(tool: HostTool, policy: ToolSearchPolicy): Deferral | undefined {
	if (tool.name === TOOL_SEARCH_TOOL_NAME || tool.name === CALL_TOOL_NAME) return undefined;
	const exposure = tool.exposure ?? "direct";
	if (exposure === "hidden") return undefined;
	const pinned = matchesAny(policy.pin, tool.name);
	// A codemode tool is for codemode scripts (pi lists its server itself): tool_search leaves it
	// alone unless a pin pattern declares it, so each server has one way in (docs/mcp.md).
	if (exposure === "codemode") return pinned ? "pinned" : undefined;
	if (exposure === "deferred") return pinned ? "pinned" : "host";
	if (exposure === "model-only") return undefined;
	return !pinned && matchesAny(policy.defer, tool.name) ? "policy" : undefined;
}

/** The catalog entry of a host tool, or undefined when `tool_search` leaves it alone (see {@link deferralOf}). */
export function catalogTool(tool: HostTool, policy: ToolSearchPolicy): CatalogTool | undefined {
	const deferral = deferralOf(tool, policy);
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
		...(tool.sourceInfo?.path !== undefined ? { source: tool.sourceInfo.path } : {}),
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
 * The active tool set the catalog asks for. A catalog tool should be active when a `pin` pattern
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

/**
 * The active set with the search tools as asked: `tool_search` added (`on`), removed (`off`) or
 * left as it is (`keep`, as when pi itself activated it for a deferred MCP server before the
 * server's tools registered), and `call_tool` active exactly while `call` holds and `tool_search`
 * is active, so both are declared from the first request on. Other names keep their order.
 */
export function withSearchTools(active: readonly string[], want: { search: "on" | "off" | "keep"; call: boolean }): string[] {
	let next = [...active];
	const hasSearch = next.includes(TOOL_SEARCH_TOOL_NAME);
	if (want.search === "on" && !hasSearch) next = [...next, TOOL_SEARCH_TOOL_NAME];
	else if (want.search === "off" && hasSearch) next = next.filter((name) => name !== TOOL_SEARCH_TOOL_NAME);
	const call = want.call && next.includes(TOOL_SEARCH_TOOL_NAME);
	if (!call) next = next.filter((name) => name !== CALL_TOOL_NAME);
	else if (!next.includes(CALL_TOOL_NAME)) next = [...next, CALL_TOOL_NAME];
	return next;
}

/** Whether two policies are the same (settings are re-read at every session start). */
export function samePolicy(a: ToolSearchPolicy, b: ToolSearchPolicy): boolean {
	return a === b || JSON.stringify(a) === JSON.stringify(b);
}
