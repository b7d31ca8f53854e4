/**
 * pi's own settings.json, read and changed as pi does, for the one change this package offers to
 * make there (turning off pi's built-in tool_search; see src/search/clean-start.ts).
 *
 * pi keeps the file as a JSON object, written `JSON.stringify(settings, null, 2)` without a
 * trailing newline, and writes it under a `proper-lockfile` lock. A change here takes the same
 * lock (./locked-file.ts), re-reads the file under it, changes only the key it means to, keeps
 * every other key as it was, and writes in pi's format. A file it cannot read back exactly (a
 * byte-order mark, a syntax error, something other than an object, too large) is never written:
 * the caller is told why, so the user can fix it by hand and nothing of theirs is lost.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type CappedRead, changeLocked } from "./locked-file.ts";
import { MAX_SETTINGS_BYTES, readSettingsFile } from "./settings.ts";

/** A settings file as read: its object, absent (no file), or why it cannot be used. */
export type SettingsRead =
	| { kind: "object"; settings: Record<string, unknown> }
	| { kind: "missing" }
	| { kind: "unusable"; problem: "bom" | "syntax" | "not-object" | "not-file" | "too-large"; detail: string };

/** Reads a settings read strictly: what may be written back is only what parsed exactly. */
export function parseSettings(read: CappedRead): SettingsRead {
	if (read.kind === "missing") return { kind: "missing" };
	if (read.kind === "too-large") return { kind: "unusable", problem: "too-large", detail: `${read.bytes} bytes` };
	if (read.kind === "not-file") return { kind: "unusable", problem: "not-file", detail: "it is not a regular file" };
	if (read.text.startsWith("\uFEFF")) return { kind: "unusable", problem: "bom", detail: "it starts with a byte-order mark" };
	let parsed: unknown;
	try {
		parsed = JSON.parse(read.text);
	} catch (error) {
		return { kind: "unusable", problem: "syntax", detail: error instanceof Error ? error.message : String(error) };
	}
	if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { kind: "unusable", problem: "not-object", detail: "it is not a JSON object" };
	return { kind: "object", settings: parsed as Record<string, unknown> };
}

/** Reads a settings file for looking only, as ./settings.ts reads every settings file (a byte-order mark skipped, as pi skips it). */
export function readSettingsObject(path: string): Record<string, unknown> | undefined {
	return readSettingsFile(path, "global").data;
}

/** What {@link changeSettings} did. */
export type SettingsChange = { kind: "written" } | { kind: "unchanged" } | Extract<SettingsRead, { kind: "unusable" }>;

/**
 * Changes one settings file under pi's lock: `change` gets the current settings (an empty object
 * for a missing file) and returns the next ones, or undefined for no change. Written in pi's format.
 */
export async function changeSettings(
	path: string,
	change: (settings: Record<string, unknown>) => Record<string, unknown> | undefined,
): Promise<SettingsChange> {
	mkdirSync(dirname(path), { recursive: true });
	let outcome: SettingsChange = { kind: "unchanged" };
	await changeLocked(path, MAX_SETTINGS_BYTES, (read) => {
		const current = parseSettings(read);
		if (current.kind === "unusable") {
			outcome = current;
			return undefined;
		}
		const next = change(current.kind === "object" ? current.settings : {});
		if (next === undefined) return undefined;
		outcome = { kind: "written" };
		return JSON.stringify(next, null, 2);
	});
	return outcome;
}
