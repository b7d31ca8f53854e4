/**
 * pi's own JSON files, read as pi reads them and changed in place, for the two changes this
 * package offers to make there: turning off pi's built-in tool_search in settings.json
 * (src/search/tools-command/clean-start.ts) and giving an MCP server deferred exposure in mcp.json
 * (src/search/tools-command/defer-servers.ts).
 *
 * The file is the user's: a change takes pi's lock (./files.ts), re-reads the file under it
 * and replaces only the bytes of the one list it changes (../text/json-spans.ts finds them); every other
 * byte stays — numbers JSON.parse cannot hold exactly (`1e400`, `12345678901234567891`), key order,
 * spacing, a byte-order mark. A file that is not JSON pi reads (a syntax error, not an object, not
 * a regular file, too large) and a list of a shape pi would not read are never written: the caller
 * is told why, so the user can fix it by hand and nothing of theirs is lost.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { arrayItems, objectMembers, skipSpace } from "../text/json-spans.ts";
import { type CappedRead, changeLocked } from "./files.ts";
import { MAX_SETTINGS_BYTES, readSettingsFile } from "./settings.ts";

/** A settings file as read: its object and text, absent (no file), or why it cannot be used. */
export type SettingsRead =
	| { kind: "object"; settings: Record<string, unknown>; text: string }
	| { kind: "missing" }
	| { kind: "unusable"; problem: "syntax" | "not-object" | "not-file" | "too-large" | "shape"; detail: string };

const BOM = "\uFEFF";

/** Reads a settings read strictly: what may be edited is only what parsed. A leading byte-order mark is kept in `text`. */
export function parseSettings(read: CappedRead): SettingsRead {
	if (read.kind === "missing") return { kind: "missing" };
	if (read.kind === "too-large") return { kind: "unusable", problem: "too-large", detail: `it is ${read.bytes} bytes, more than pi-question edits` };
	if (read.kind === "not-file") return { kind: "unusable", problem: "not-file", detail: "it is not a regular file" };
	let parsed: unknown;
	try {
		parsed = JSON.parse(read.text.startsWith(BOM) ? read.text.slice(1) : read.text);
	} catch (error) {
		return { kind: "unusable", problem: "syntax", detail: `it is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
	}
	if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { kind: "unusable", problem: "not-object", detail: "it is not a JSON object" };
	return { kind: "object", settings: parsed as Record<string, unknown>, text: read.text };
}

/** Reads a settings file for looking only, as ./settings.ts reads every settings file (a byte-order mark skipped, as pi skips it). */
export function readSettingsObject(path: string): Record<string, unknown> | undefined {
	return readSettingsFile(path, "global").data;
}

function describeValue(value: unknown): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "a list";
	return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** Why pi would not read `value` as a list of strings, or undefined when it would (absent and null count as an empty list). */
function listShapeProblem(key: string, value: unknown): string | undefined {
	if (value === undefined || value === null) return undefined;
	if (!Array.isArray(value)) return `"${key}" is ${describeValue(value)}, and pi reads only a list of strings there`;
	const bad = value.findIndex((item) => typeof item !== "string");
	return bad === -1 ? undefined : `"${key}" holds ${describeValue(value[bad])} at position ${bad + 1}, and pi reads only strings there`;
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
export type SettingsChange = { kind: "written" } | { kind: "unchanged" } | Extract<SettingsRead, { kind: "unusable" }>;

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
		const current = parseSettings(read);
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
