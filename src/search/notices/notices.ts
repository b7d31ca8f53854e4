/**
 * What the model is told about deferred tools, without their schemas: a summary of the groups it
 * can load from (a server or extension, how many tools, one line), and later only what changed:
 * tools that were added, that are available again, or that were removed.
 *
 * These go to the model as messages in the conversation, never by rewriting the system prompt or
 * the `tool_search` description, so the cached prefix of every request stays the same when an MCP
 * server connects or drops. Each notice says what happened and what to do next.
 */
import type { CatalogTool } from "../catalog/index.ts";
import { localName, shownName } from "../engine/index.ts";
import { sanitizeLine } from "../../text/sanitize.ts";
import { plural } from "../../text/plural.ts";

/** The `customType` of notice messages. */
export const NOTICE_MESSAGE_TYPE = "tool-search-notice";

/** Most characters of one group's description in a notice. */
export const MAX_GROUP_DESCRIPTION = 140;
/** Example tool names shown per group. */
export const EXAMPLES_PER_GROUP = 4;
/** Tool names listed one by one for a partial change of a group before the rest are counted. */
export const NAMES_PER_CHANGE = 8;
/** Characters of a summary; groups past it are listed by name and count only. */
export const MAX_SUMMARY_CHARS = 4000;

/** The sentences of notices, one place to read and test them. */
export const NOTICE_SENTENCES = {
	summaryIntro: "Deferred tools: these exist but are not in your tool list yet. Find what a task needs with tool_search; its result says how to call it.",
	summaryQueries:
		"tool_search queries: select:<name>,<name> gets exact names; mcp__<server> lists a server's tools; keywords find the best matches.",
	changesIntro: "Deferred tools changed since you were last told.",
	loadHint: "Find them with tool_search before calling them; its result says how.",
	removedHint: "Do not call removed tools; if one is needed, ask the user to check its server with /mcp.",
} as const;

/** The first line of a server's or policy's text, sanitized (it reaches the model and the terminal). */
function firstLine(text: string | undefined): string {
	return sanitizeLine((text ?? "").trim().split("\n", 1)[0] ?? "").trim();
}

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
	if (text.length <= max) return text;
	const cut = text.slice(0, max - 1);
	const space = cut.lastIndexOf(" ");
	return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** One group's line: its name, how many tools, what it is for, and a few tool names to select. */
export function groupLine(group: string, tools: readonly CatalogTool[], loaded: ReadonlySet<string> = new Set()): string {
	const description =
		firstLine(tools.find((tool) => tool.groupDescription)?.groupDescription) ||
		(tools.every((tool) => tool.hint !== undefined && tool.hint === tools[0]?.hint) ? firstLine(tools[0]?.hint) : "");
	const loadedCount = tools.filter((tool) => loaded.has(tool.name)).length;
	const count = loadedCount > 0 ? `${plural(tools.length, "tool")}, ${loadedCount} loaded` : plural(tools.length, "tool");
	const examples = tools
		.filter((tool) => !loaded.has(tool.name))
		.slice(0, EXAMPLES_PER_GROUP)
		.map((tool) => shownName(localName(tool.name)));
	const more = tools.length - loadedCount > examples.length ? ", …" : "";
	const parts = [description ? truncate(description, MAX_GROUP_DESCRIPTION) : "", examples.length > 0 ? `e.g. ${examples.join(", ")}${more}` : ""];
	const tail = parts.filter(Boolean).join(". ");
	return `- ${shownName(group)} (${count})${tail ? `: ${tail}` : ""}`;
}

/** Tools grouped by their group, groups in name order, tools in catalog order. */
export function byGroup(tools: readonly CatalogTool[]): Map<string, CatalogTool[]> {
	const groups = new Map<string, CatalogTool[]>();
	for (const tool of tools) {
		let list = groups.get(tool.group);
		if (!list) groups.set(tool.group, (list = []));
		list.push(tool);
	}
	return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The summary of every deferred group. Groups are listed in full while the text stays under
 * {@link MAX_SUMMARY_CHARS}; then by name and count only while that fits, then only counted, so
 * a hundred servers cost a paragraph and not a page.
 */
export function summaryText(tools: readonly CatalogTool[], loaded: ReadonlySet<string> = new Set()): string {
	const lines: string[] = [NOTICE_SENTENCES.summaryIntro];
	let size = lines[0]?.length ?? 0;
	const short: string[] = [];
	for (const [group, members] of byGroup(tools)) {
		const line = groupLine(group, members, loaded);
		if (short.length === 0 && size + line.length + 1 <= MAX_SUMMARY_CHARS) {
			lines.push(line);
			size += line.length + 1;
		} else {
			short.push(`${shownName(group)} (${members.length})`);
		}
	}
	if (short.length > 0) {
		// The remaining groups by name and count, as many as fit; the rest only counted.
		let also = "- Also:";
		let listed = 0;
		for (const item of short) {
			if (size + also.length + item.length + 40 > MAX_SUMMARY_CHARS) break;
			also += `${listed === 0 ? " " : ", "}${item}`;
			listed++;
		}
		const rest = short.length - listed;
		if (rest > 0) also += `${listed === 0 ? " " : ", and "}${plural(rest, "more group")}`;
		lines.push(also);
	}
	lines.push(NOTICE_SENTENCES.summaryQueries);
	return lines.join("\n");
}

/**
 * One line per group for a change: the whole group (`mcp__github (26 tools): …`) when every tool
 * of it changed, otherwise the changed tools by name.
 */
function changeLines(label: string, changed: readonly CatalogTool[], groupSize: (group: string) => number): string[] {
	const lines: string[] = [];
	for (const [group, members] of byGroup(changed)) {
		if (members.length >= groupSize(group)) {
			lines.push(`- ${label}: ${groupLine(group, members).slice(2)}`);
		} else {
			const names = members.slice(0, NAMES_PER_CHANGE).map((tool) => shownName(tool.name));
			const rest = members.length - names.length;
			lines.push(`- ${label} in ${shownName(group)}: ${names.join(", ")}${rest > 0 ? ` and ${rest} more` : ""}`);
		}
	}
	return lines;
}

/** The input of {@link buildNotice}. */
export interface NoticeInput {
	/** Names the model has been told about. Empty when it was told nothing yet, or since a compaction. */
	announced: ReadonlySet<string>;
	/** Deferred tools now (loaded or not). */
	current: readonly CatalogTool[];
	/** Catalog tools of the last sync or earlier syncs, by name, for describing removed ones. */
	known: ReadonlyMap<string, CatalogTool>;
	/**
	 * Names seen registered in this process. Announced tools never seen here are not reported as
	 * removed: after a resume, MCP servers connect in the background and their tools come back.
	 */
	seen: Pick<ReadonlySet<string>, "has">;
	/** Names reported removed earlier, so their return is reported as "available again". */
	gone: ReadonlySet<string>;
	loaded: ReadonlySet<string>;
}

/** A notice to send, and the state after it. */
export interface Notice {
	kind: "summary" | "changes";
	text: string;
	announced: Set<string>;
	gone: Set<string>;
	added: string[];
	again: string[];
	removed: string[];
}

/**
 * The notice the model needs now, or undefined when nothing changed. With nothing announced yet it
 * is the full summary; otherwise the tools added, available again, and removed since. Only
 * deferred tools are announced: pinned tools are declared, so the model sees them anyway.
 */
export function buildNotice(input: NoticeInput): Notice | undefined {
	// Told of exactly the tools there are (the catalog names each once): nothing to say, in one pass of lookups.
	if (input.announced.size > 0 && input.announced.size === input.current.length && input.current.every((tool) => input.announced.has(tool.name))) return undefined;
	const currentNames = new Set(input.current.map((tool) => tool.name));
	if (input.announced.size === 0) {
		if (input.current.length === 0) return undefined;
		return {
			kind: "summary",
			text: summaryText(input.current, input.loaded),
			announced: currentNames,
			gone: new Set(input.gone),
			added: [...currentNames],
			again: [],
			removed: [],
		};
	}
	const fresh = input.current.filter((tool) => !input.announced.has(tool.name));
	const added = fresh.filter((tool) => !input.gone.has(tool.name));
	const again = fresh.filter((tool) => input.gone.has(tool.name));
	const removed: CatalogTool[] = [];
	const announced = new Set(currentNames);
	for (const name of input.announced) {
		if (currentNames.has(name)) continue;
		const tool = input.known.get(name);
		if (!input.seen.has(name) || tool === undefined) announced.add(name);
		else removed.push(tool);
	}
	if (added.length === 0 && again.length === 0 && removed.length === 0) return undefined;
	const gone = new Set(input.gone);
	for (const tool of again) gone.delete(tool.name);
	for (const tool of removed) gone.add(tool.name);
	const currentSize = (group: string): number => input.current.filter((tool) => tool.group === group).length;
	const removedSize = (group: string): number =>
		currentSize(group) + removed.filter((tool) => tool.group === group).length;
	const lines: string[] = [
		NOTICE_SENTENCES.changesIntro,
		...changeLines("New", added, currentSize),
		...changeLines("Available again", again, currentSize),
		...changeLines("Removed", removed, removedSize),
	];
	if (added.length > 0 || again.length > 0) lines.push(NOTICE_SENTENCES.loadHint);
	if (removed.length > 0) lines.push(NOTICE_SENTENCES.removedHint);
	return {
		kind: "changes",
		text: lines.join("\n"),
		announced,
		gone,
		added: added.map((tool) => tool.name),
		again: again.map((tool) => tool.name),
		removed: removed.map((tool) => tool.name),
	};
}
