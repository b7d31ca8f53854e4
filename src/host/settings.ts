/**
 * pi's settings files, read the way pi reads them: the global `<agent dir>/settings.json`, then the
 * project's `.pi/settings.json` (only in a trusted project on pi 1.x), the project's value winning.
 *
 * The reader is generic: it knows files, keys and precedence, not what a valid value of any key is
 * (src/ask and src/search hold those rules). A file pi would accept is accepted here too (a leading
 * byte-order mark included), and what cannot be used is said, never dropped silently: a syntax error
 * names its file, an invalid value its file and key, each reported once (see `createProblemReporter`).
 * Each key falls back on its own, so an invalid project value leaves a valid global one in force.
 */
import { homedir } from "node:os";
import { join } from "node:path";
import * as host from "@mariozechner/pi-coding-agent";
import { sanitizeLine } from "../text/sanitize.ts";
import { cappedText, readCappedSync } from "./files.ts";

/** The key of pi's settings.json that holds pi-question's settings. */
export const SETTINGS_KEY = "piQuestion";

/** One settings file: where it is, which level it sets, and its top-level object when it is usable. */
export interface SettingsFile {
	readonly path: string;
	/** Which level it sets; `environment` is a variable read as one more source above the files. */
	readonly scope: "global" | "project" | "environment";
	/** The file's top-level object; undefined when the file is missing or could not be used. */
	readonly data?: Readonly<Record<string, unknown>>;
	/** Why an existing file could not be used (not valid JSON, not an object). */
	readonly problem?: string;
}

/** A value that cannot be used, and where it is: the file and the key path ("piQuestion.idleSeconds"). */
export interface SettingProblem {
	readonly path: string;
	readonly key?: string;
	readonly message: string;
}

/** pi's own resolver, when the host exports it (pi 1.x and 0.73 both do; read through the namespace so a host without it loads too). */
const hostAgentDir = (host as { getAgentDir?: () => string }).getAgentDir;

/**
 * pi's agent directory. For the process's own environment it is pi's exported `getAgentDir()`, so
 * it is whatever pi uses; for another environment (tests), or a host without that export, the same
 * rule written out: `PI_CODING_AGENT_DIR` with a leading `~` or `~/` meaning home (`~user` is a
 * name, not a home), else `~/.pi/agent`.
 */
export function agentDir(env: NodeJS.ProcessEnv = process.env): string {
	if (env === process.env && typeof hostAgentDir === "function") return hostAgentDir();
	const configured = env.PI_CODING_AGENT_DIR;
	if (!configured) return join(homedir(), ".pi", "agent");
	if (configured === "~") return homedir();
	return configured.startsWith("~/") ? join(homedir(), configured.slice(2)) : configured;
}

/**
 * Whether a project's own `.pi/settings.json` may be read. pi 1.x reads a project's settings only
 * once the user trusts the project (a cloned repository must not configure the tools by itself),
 * and says so with `ctx.isProjectTrusted()`; pi 0.73 has no project trust and reads them always.
 */
export function projectSettingsAllowed(ctx: { isProjectTrusted?: () => boolean }): boolean {
	return ctx.isProjectTrusted?.() ?? true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Bytes of a settings file read at most; pi's are a few kilobytes. */
export const MAX_SETTINGS_BYTES = 1024 * 1024;

/**
 * One settings file read (through one handle, at most {@link MAX_SETTINGS_BYTES}) and parsed. A
 * leading byte-order mark is dropped, as pi's own reader does; a file that cannot be read is a problem.
 */
export function readSettingsFile(path: string, scope: SettingsFile["scope"]): SettingsFile {
	let text: string;
	try {
		const read = readCappedSync(path, MAX_SETTINGS_BYTES);
		if (read.kind === "missing") return { path, scope };
		if (read.kind === "not-file") return { path, scope, problem: "is not a regular file" };
		if (read.kind === "too-large") return { path, scope, problem: `is larger than ${MAX_SETTINGS_BYTES / 1024 / 1024} MB` };
		text = cappedText(read.bytes);
	} catch (error) {
		return { path, scope, problem: `cannot be read (${error instanceof Error ? error.message : String(error)})` };
	}
	try {
		const parsed: unknown = JSON.parse(text);
		return isRecord(parsed) ? { path, scope, data: parsed } : { path, scope, problem: "does not hold a JSON object" };
	} catch (error) {
		return { path, scope, problem: `is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
	}
}

/** pi's settings files in precedence order, lowest first: global, then the project's when `projectTrusted`. */
export function readSettingsFiles(cwd: string, env: NodeJS.ProcessEnv = process.env, projectTrusted = true): SettingsFile[] {
	const files = [readSettingsFile(join(agentDir(env), "settings.json"), "global")];
	if (projectTrusted) files.push(readSettingsFile(join(cwd, ".pi", "settings.json"), "project"));
	return files;
}

/** The value at a key path ("piQuestion", "idleSeconds") of one file, or undefined. */
function valueAt(data: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]): unknown {
	let value: unknown = data;
	for (const key of keys) {
		if (!isRecord(value)) return undefined;
		value = value[key];
	}
	return value;
}

/** How a problem's value is quoted: as JSON, cut to a few words, so a huge value stays a short message. */
function quoteValue(value: unknown): string {
	const json = JSON.stringify(value) ?? String(value);
	return json.length > 40 ? `${json.slice(0, 39)}…` : json;
}

/**
 * One setting, resolved on its own: the value of the most specific file where it is valid (project
 * over global), or undefined when no file holds a valid one. Every invalid value found is a problem
 * naming its file and key, saying what is expected; it does not hide a valid value below it.
 */
export function resolveSetting<T>(
	files: readonly SettingsFile[],
	keys: readonly string[],
	parse: (value: unknown) => T | undefined,
	expected: string,
): { value: T | undefined; problems: SettingProblem[] } {
	const problems: SettingProblem[] = [];
	let value: T | undefined;
	for (const file of files) {
		const raw = valueAt(file.data, keys);
		if (raw === undefined) continue;
		const parsed = parse(raw);
		if (parsed === undefined) {
			problems.push({ path: file.path, key: keys.join("."), message: `must be ${expected}, not ${quoteValue(raw)}; it is ignored` });
		} else value = parsed;
	}
	return { value, problems };
}

/**
 * What is wrong with the files themselves: unreadable JSON, a top level that is not an object, and a
 * `piQuestion` entry that is not an object (each makes every pi-question setting in that file unusable).
 */
export function fileProblems(files: readonly SettingsFile[]): SettingProblem[] {
	return files.flatMap((file): SettingProblem[] => {
		if (file.problem !== undefined) return [{ path: file.path, message: `${file.problem}; its ${SETTINGS_KEY} settings are ignored` }];
		const block = file.data?.[SETTINGS_KEY];
		if (block === undefined || isRecord(block)) return [];
		return [{ path: file.path, key: SETTINGS_KEY, message: `must be an object, not ${quoteValue(block)}; it is ignored` }];
	});
}

/** A problem as one line for the user: the file (home as ~), the key, what is wrong. Sanitized, cut to a line. */
export function problemText(problem: SettingProblem, home: string = homedir()): string {
	const file = home !== "" && problem.path.startsWith(home) ? `~${problem.path.slice(home.length)}` : problem.path;
	const text = `pi-question settings: ${file}: ${problem.key === undefined ? "" : `${problem.key} `}${problem.message}`;
	const line = sanitizeLine(text);
	return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** Passes each distinct problem to `notify` as one line; see createProblemReporter. */
export type ProblemReporter = (problems: readonly SettingProblem[], notify: (message: string) => void) => void;

/** The problems reported in this process, shared by every reporter (both extensions read the same files). */
function reportedInProcess(): Set<string> {
	const key = Symbol.for("pi-question.reported-settings-problems");
	const store = globalThis as { [key]?: Set<string> };
	store[key] ??= new Set<string>();
	return store[key];
}

/**
 * A reporter that passes each distinct problem to `notify` once, however often the settings are read
 * (every dialog and every session start reads them again) and whichever extension reads them: a
 * user is told about a broken file once, when it matters. pi may load each extension with its own
 * copy of this module, so the record of what was said is kept on the process, not in the module.
 */
export function createProblemReporter(reported: Set<string> = reportedInProcess()): ProblemReporter {
	return (problems, notify) => {
		for (const problem of problems) {
			const text = problemText(problem);
			if (reported.has(text)) continue;
			reported.add(text);
			notify(text);
		}
	};
}
