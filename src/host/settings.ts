/**
 * pi's settings files: read for this package's own settings, and changed in place for the two
 * changes this package offers to make to pi's own settings.
 *
 * Reading, the way pi reads them: the global `<agent dir>/settings.json`, then the project's
 * `.pi/settings.json` (only in a trusted project on pi 1.x), the project's value winning. The
 * reader is generic: it knows files, keys and precedence, not what a valid value of any key is
 * (src/ask and src/search hold those rules). A file pi would accept is accepted here too (a leading
 * byte-order mark included), and what cannot be used is said, never dropped silently: a syntax error
 * names its file, an invalid value its file and key, each reported once (see `createProblemReporter`).
 * Each key falls back on its own, so an invalid project value leaves a valid global one in force.
 *
 * Changing, in place: turning off pi's built-in tool_search in settings.json
 * (src/search/tools-command/clean-start.ts) and giving an MCP server deferred exposure in mcp.json
 * (src/search/tools-command/defer-servers.ts). The file is the user's: a change takes pi's lock
 * (./files.ts), re-reads the file under it and replaces only the bytes of the one value it changes
 * (../text/json-spans.ts finds them); every other byte stays — numbers JSON.parse cannot hold
 * exactly (`1e400`, `12345678901234567891`), key order, spacing, a byte-order mark. A file that is
 * not JSON pi reads (a syntax error, not an object, not a regular file, too large) and a list of a
 * shape pi would not read are never written: the caller is told why, so the user can fix it by
 * hand and nothing of theirs is lost. The span scanner is not folded in here: it is pure text, no
 * file and no pi, so it lives in src/text with the other text helpers and keeps this module to
 * reading and changing files.
 */
import { mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import * as host from "@mariozechner/pi-coding-agent";
import { arrayItems, objectMembers, skipSpace } from "../text/json-spans.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import { type CappedTextRead, cappedText, changeLocked, readCappedSync } from "./files.ts";
import { isRecord, kindOf } from "../text/record.ts";

// Reading: this package's settings in pi's settings files.

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

// Changing pi's own settings.json and mcp.json in place.

/** A settings file as read for an edit: its object and its text byte for byte, absent (no file), or why it cannot be edited. */
export type SettingsToEdit =
	| { kind: "object"; settings: Record<string, unknown>; text: string }
	| { kind: "missing" }
	| { kind: "unusable"; problem: "syntax" | "not-object" | "not-file" | "too-large" | "shape"; detail: string };

const BOM = "\uFEFF";

/** A settings file's capped read, parsed strictly for an edit: what may be edited is only what parsed. A leading byte-order mark is kept in `text`, so the edit keeps it. */
export function parseSettingsToEdit(read: CappedTextRead): SettingsToEdit {
	if (read.kind === "missing") return { kind: "missing" };
	if (read.kind === "too-large") return { kind: "unusable", problem: "too-large", detail: `it is ${read.bytes} bytes, more than pi-question edits` };
	if (read.kind === "not-file") return { kind: "unusable", problem: "not-file", detail: "it is not a regular file" };
	let parsed: unknown;
	try {
		parsed = JSON.parse(read.text.startsWith(BOM) ? read.text.slice(1) : read.text);
	} catch (error) {
		return { kind: "unusable", problem: "syntax", detail: `it is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
	}
	if (!isRecord(parsed)) return { kind: "unusable", problem: "not-object", detail: "it is not a JSON object" };
	return { kind: "object", settings: parsed as Record<string, unknown>, text: read.text };
}

/** Reads a settings file for looking only, as {@link readSettingsFile} reads every settings file (a byte-order mark skipped, as pi skips it). */
export function readSettingsObject(path: string): Record<string, unknown> | undefined {
	return readSettingsFile(path, "global").data;
}

/** Why pi would not read `value` as a list of strings, or undefined when it would (absent and null count as an empty list). */
function listShapeProblem(key: string, value: unknown): string | undefined {
	if (value === undefined || value === null) return undefined;
	if (!Array.isArray(value)) return `"${key}" is ${kindOf(value)}, and pi reads only a list of strings there`;
	const bad = value.findIndex((item) => typeof item !== "string");
	return bad === -1 ? undefined : `"${key}" holds ${kindOf(value[bad])} at position ${bad + 1}, and pi reads only strings there`;
}

/** The new list text: the kept items' own text, then `entry`, laid out as the old list was. */
function listText(text: string, open: number, keep: (item: string) => boolean, entry: string): string {
	const { items, close } = arrayItems(text, open);
	const raw = items.map((span) => text.slice(span.start, span.end));
	const kept = raw.filter((item) => keep(JSON.parse(item) as string));
	if (items.length === 0) return `[${JSON.stringify(entry)}]`;
	const lead = text.slice(open + 1, items[0]!.start);
	const trail = text.slice(items[items.length - 1]!.end, close);
	const separator = items.length > 1 ? text.slice(items[0]!.end, items[1]!.start) : lead.includes("\n") ? `,${lead}` : ", ";
	return `[${lead}${[...kept, JSON.stringify(entry)].join(separator)}${trail}]`;
}

/** `value` as JSON laid out for a member indented by `indent` (one line when `indent` is ""). */
function memberValue(value: unknown, indent: string): string {
	return indent === "" ? JSON.stringify(value) : JSON.stringify(value, null, indent).replaceAll("\n", `\n${indent}`);
}

/** `text` with `"key": value` added as the object's last member, laid out as the members are (pi's format in an empty object). */
function withMemberAdded(text: string, open: number, key: string, value: unknown): string {
	const { members, close } = objectMembers(text, open);
	if (members.length === 0) return `${text.slice(0, open)}${JSON.stringify({ [key]: value }, null, 2)}${text.slice(close + 1)}`;
	const first = members[0]!.keySpan.start;
	const lineStart = text.lastIndexOf("\n", first);
	const indent = lineStart > open ? text.slice(lineStart + 1, first) : "";
	const member = `${JSON.stringify(key)}: ${memberValue(value, indent)}`;
	const last = members[members.length - 1]!.value.end;
	return `${text.slice(0, last)},${lineStart > open ? `\n${indent}` : " "}${member}${text.slice(last)}`;
}

/**
 * `text` (a settings object that parsed) with the top-level list `key` changed: the items `keep`
 * rejects dropped, `entry` appended, nothing else touched; or why not, when the list has a shape
 * pi would not read. A missing or null list becomes `[entry]`.
 */
export function withListEntry(text: string, settings: Record<string, unknown>, key: string, entry: string, keep: (item: string) => boolean): { text: string } | { refused: string } {
	const problem = listShapeProblem(key, settings[key]);
	if (problem !== undefined) return { refused: problem };
	const open = skipSpace(text, text.startsWith(BOM) ? 1 : 0);
	const member = objectMembers(text, open).members.filter((candidate) => candidate.key === key).at(-1); // JSON.parse keeps the last
	if (member === undefined) return { text: withMemberAdded(text, open, key, [entry]) };
	const list = settings[key] === null ? `[${JSON.stringify(entry)}]` : listText(text, member.value.start, keep, entry);
	return { text: text.slice(0, member.value.start) + list + text.slice(member.value.end) };
}

/**
 * `text` (a JSON object that parsed) with the member at `keys` set to `value`: the value's bytes
 * replaced when the member is there (its last occurrence, the one JSON.parse keeps), else the
 * member added as the last of its object; every other byte stays. Refused, saying why, when a
 * key on the way is missing or is no object.
 */
export function withMemberAt(text: string, keys: readonly string[], value: unknown): { text: string } | { refused: string } {
	let open = skipSpace(text, text.startsWith(BOM) ? 1 : 0);
	const path: string[] = [];
	for (const [index, key] of keys.entries()) {
		const member = objectMembers(text, open).members.filter((candidate) => candidate.key === key).at(-1);
		if (index === keys.length - 1) {
			if (member === undefined) return { text: withMemberAdded(text, open, key, value) };
			return { text: text.slice(0, member.value.start) + JSON.stringify(value) + text.slice(member.value.end) };
		}
		path.push(key);
		if (member === undefined) return { refused: `it has no "${path.join(".")}"` };
		if (text[member.value.start] !== "{") return { refused: `"${path.join(".")}" is not an object` };
		open = member.value.start;
	}
	return { text };
}

/** What {@link changeSettingsText} did. */
export type SettingsChange = { kind: "written" } | { kind: "unchanged" } | Extract<SettingsToEdit, { kind: "unusable" }>;

/**
 * Changes one settings file under pi's lock: `change` gets the current text and settings (`{}`
 * for a missing file) and returns the new text, undefined for no change, or why it refuses.
 */
export async function changeSettingsText(
	path: string,
	change: (text: string, settings: Record<string, unknown>) => { text: string } | { refused: string } | undefined,
): Promise<SettingsChange> {
	mkdirSync(dirname(path), { recursive: true });
	let outcome: SettingsChange = { kind: "unchanged" };
	await changeLocked(path, MAX_SETTINGS_BYTES, (read) => {
		const current = parseSettingsToEdit(read);
		if (current.kind === "unusable") {
			outcome = current;
			return undefined;
		}
		const next = current.kind === "object" ? change(current.text, current.settings) : change("{}", {});
		if (next === undefined) return undefined;
		if ("refused" in next) {
			outcome = { kind: "unusable", problem: "shape", detail: next.refused };
			return undefined;
		}
		outcome = { kind: "written" };
		return next.text;
	});
	return outcome;
}
