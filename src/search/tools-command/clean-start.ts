/**
 * A clean start on pi 1.x: this package's tool_search replaces pi's built-in one, and pi then
 * prints a warning at every start (an "[Extension issues]" block in the terminal, a line on stderr
 * of every `pi -p`). Nothing a package declares stops that: pi marks only its own built-in
 * extensions replaceable, and warns whenever it drops one. What does stop it is the user's setting
 * that turns the built-in off, `"extensions": ["-builtin:tool-search"]` in settings.json (what
 * `pi config` writes too). pi's MCP support still turns our tool_search on and waits for servers.
 *
 * So, while the built-in is on, the extension names that step in one line at every start of the
 * terminal UI, a notice that asks nothing (a question at startup would take the keys of a prompt
 * typed as pi draws), and `/tools disable-builtin` applies it when the user runs it: it asks, then
 * appends the entry to `<agent dir>/settings.json` under pi's lock, changing only the bytes of that
 * list (../../host/settings.ts), and reloads. Once the step is applied the condition is gone and so
 * is the notice. Uninstalling the package later leaves pi without tool_search until the built-in is
 * turned on again in `pi config`. What is said, in the user's language, is ./clean-start-words.ts's.
 */
import { basename, join, matchesGlob } from "node:path";
import { changeSettingsText, readSettingsObject, type SettingsChange, withListEntry } from "../../host/settings.ts";

export const BUILTIN_TOOL_SEARCH = "builtin:tool-search";
/** The settings entry that turns pi's built-in tool_search off. */
export const DISABLE_BUILTIN_ENTRY = `-${BUILTIN_TOOL_SEARCH}`;
/** The `/tools` argument that applies it. */
export const DISABLE_BUILTIN_ARGUMENT = "disable-builtin";

function stringList(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** Whether an exact (`+`/`-`) entry names the built-in, as pi compares them (a leading `./` ignored). */
function namesBuiltin(target: string): boolean {
	return (target.startsWith("./") ? target.slice(2) : target) === BUILTIN_TOOL_SEARCH;
}

/** Whether a `!` glob matches the built-in, as pi matches globs against a resource's name. */
function globMatches(glob: string): boolean {
	try {
		return matchesGlob(basename(BUILTIN_TOOL_SEARCH), glob) || matchesGlob(BUILTIN_TOOL_SEARCH, glob);
	} catch {
		return false;
	}
}

/**
 * The project's say on the built-in (pi: a `+`, `-` or `!` entry in the project's `extensions`
 * overrides the user's; the last matching one counts), or undefined when it says nothing.
 */
function projectSays(entries: readonly string[]): boolean | undefined {
	let says: boolean | undefined;
	for (const entry of entries) {
		const kind = entry[0];
		const target = entry.slice(1);
		if (kind === "+" || kind === "-") {
			if (namesBuiltin(target)) says = kind === "+";
		} else if (kind === "!" && globMatches(target)) says = false;
	}
	return says;
}

/** The user's say (pi: a `!` glob excludes, a `+` entry includes again, a `-` entry excludes and wins). */
function userSays(entries: readonly string[]): boolean {
	let enabled = true;
	if (entries.some((entry) => entry.startsWith("!") && globMatches(entry.slice(1)))) enabled = false;
	if (entries.some((entry) => entry.startsWith("+") && namesBuiltin(entry.slice(1)))) enabled = true;
	if (entries.some((entry) => entry.startsWith("-") && namesBuiltin(entry.slice(1)))) enabled = false;
	return enabled;
}

/** Whether pi loads its built-in tool_search, and whose setting decides. */
export function builtinToolSearchState(userExtensions: unknown, projectExtensions: unknown): { enabled: boolean; decidedBy: "user" | "project" } {
	const project = projectSays(stringList(projectExtensions));
	if (project !== undefined) return { enabled: project, decidedBy: "project" };
	return { enabled: userSays(stringList(userExtensions)), decidedBy: "user" };
}

/** Whether an entry is an exact (`+`/`-`) one for the built-in, which `pi config` replaces when it turns the built-in off. */
function forBuiltin(entry: string): boolean {
	return (entry[0] === "+" || entry[0] === "-") && namesBuiltin(entry.slice(1));
}

/**
 * A settings.json text with the built-in turned off as `pi config` does it: its other exact entries
 * removed, the `-` entry appended to `extensions`, every other byte kept; or why not, when
 * `extensions` has a shape pi would not read.
 */
export function withBuiltinOff(text: string, settings: Record<string, unknown>): { text: string } | { refused: string } {
	return withListEntry(text, settings, "extensions", DISABLE_BUILTIN_ENTRY, (entry) => !forBuiltin(entry));
}

/** Where the settings live for a session. */
export interface SettingsPlace {
	agentDir: string;
	cwd: string;
	projectTrusted: boolean;
}

export function userSettingsPath(place: Pick<SettingsPlace, "agentDir">): string {
	return join(place.agentDir, "settings.json");
}

function projectSettingsPath(place: Pick<SettingsPlace, "cwd">): string {
	return join(place.cwd, ".pi", "settings.json");
}

/** Whether pi loads its built-in tool_search in this place, read from the settings files now. */
export function builtinToolSearchIn(place: SettingsPlace): { enabled: boolean; decidedBy: "user" | "project" } {
	const user = readSettingsObject(userSettingsPath(place));
	const project = place.projectTrusted ? readSettingsObject(projectSettingsPath(place)) : undefined;
	return builtinToolSearchState(user?.extensions, project?.extensions);
}

/** What {@link disableBuiltin} did, and the file it is about (./clean-start-words.ts says it). */
export type DisableOutcome =
	| { kind: "written" }
	| { kind: "already" | "project"; path: string }
	| { kind: "unusable" | "failed"; path: string; detail: string };

/** Turns the built-in off in the user's settings.json, unless it is off already or a project decides. */
export async function disableBuiltin(place: SettingsPlace): Promise<DisableOutcome> {
	const path = userSettingsPath(place);
	const state = builtinToolSearchIn(place);
	if (state.decidedBy === "project" && state.enabled) return { kind: "project", path: projectSettingsPath(place) };
	if (!state.enabled) return { kind: "already", path };
	let change: SettingsChange;
	try {
		change = await changeSettingsText(path, (text, settings) =>
			builtinToolSearchState(settings.extensions, undefined).enabled ? withBuiltinOff(text, settings) : undefined,
		);
	} catch (error) {
		return { kind: "failed", path, detail: error instanceof Error ? error.message : String(error) };
	}
	if (change.kind === "unusable") return { kind: "unusable", path, detail: change.detail };
	return change.kind === "written" ? { kind: "written" } : { kind: "already", path };
}
