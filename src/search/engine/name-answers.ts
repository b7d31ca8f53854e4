/**
 * The answers of a query that names tools or servers rather than describing them: `select:`, an
 * exact name, a server prefix (`mcp__github`), a tool-name prefix (`mcp__github__create_`), and the
 * namespaces closest to one that names none. Pure functions of the index's snapshot; `./search.ts`
 * chooses among them.
 */
import type { IndexedTool, IndexSnapshot } from "./index-snapshot.ts";
import { editDistance } from "./name-lookup.ts";
import { compareNames, nameKey, namespaceKey } from "./rules/names.ts";
import type { SearchOutcome, UnknownName } from "./scoring/outcome.ts";

/** Most namespaces offered for a server prefix that names none. */
const MAX_CLOSEST_NAMESPACES = 3;

/** The tool a written name means (see `NameLookup.resolve`). */
export function resolveName(snapshot: IndexSnapshot, written: string, allowSuffix: boolean): IndexedTool | undefined {
	const name = snapshot.lookup.resolve(written, allowSuffix);
	return name === undefined ? undefined : snapshot.byName.get(name);
}

/** `select:` resolution: found names in request order, unknown ones with suggestions. */
export function selectNames(snapshot: IndexSnapshot, names: readonly string[]): SearchOutcome {
	const found: string[] = [];
	const unknown: UnknownName[] = [];
	for (const written of names) {
		const entry = resolveName(snapshot, written, true);
		if (entry) {
			if (!found.includes(entry.doc.name)) found.push(entry.doc.name);
		} else {
			unknown.push({ requested: written, suggestions: snapshot.lookup.suggest(written) });
		}
	}
	return { kind: "select", found, unknown };
}

/**
 * Tools of the namespace a prefix names: the namespace itself when one has that key, otherwise
 * every namespace whose key begins with it (`mcp__git` is the `git` server; `mcp__goo` would be
 * every `goo...` server). Undefined when none matches.
 */
export function serverPrefix(snapshot: IndexSnapshot, written: string): SearchOutcome | undefined {
	const key = namespaceKey(written);
	if (key === "") return undefined;
	const exact = snapshot.namespaces.get(key);
	const groups = exact ? [exact] : [...snapshot.namespaces.entries()].filter(([k]) => k.startsWith(key)).map(([, group]) => group);
	if (groups.length === 0) return undefined;
	return {
		kind: "prefix",
		namespaces: groups.map((group) => group.display),
		names: groups.flatMap((group) => [...group.names]),
	};
}

/**
 * A tool-name prefix within a server, `mcp__github__create_` (or `mcp__github__create_*`): the
 * tools whose names start with it, as a listing headed by the prefix; undefined when no tool's
 * name does. Names compare as `select:` compares them (case, `-` as `_`); one pass over the names.
 */
export function namePrefix(snapshot: IndexSnapshot, written: string): SearchOutcome | undefined {
	let end = written.length;
	while (end > 0 && written[end - 1] === "*") end--;
	const key = nameKey(written.slice(0, end));
	if (key === "") return undefined;
	const names: string[] = [];
	for (const name of snapshot.byName.keys()) if (nameKey(name).startsWith(key)) names.push(name);
	if (names.length === 0) return undefined;
	return { kind: "prefix", namespaces: [`${written.slice(0, end)}*`], names: names.sort(compareNames) };
}

/**
 * The namespaces closest to a written one that names none (`mcp__slak` -> `mcp__slack`), by
 * edit distance of their keys: at most {@link MAX_CLOSEST_NAMESPACES}, within a third of the
 * written key's length (at least one edit), closest first, ties by name.
 */
export function closestNamespaces(snapshot: IndexSnapshot, written: string): string[] {
	const key = namespaceKey(written);
	if (key === "") return [];
	const max = Math.max(1, Math.floor(key.length / 3));
	const close: { display: string; distance: number }[] = [];
	for (const [other, group] of snapshot.namespaces) {
		const distance = editDistance(key, other, max);
		if (distance <= max) close.push({ display: group.display, distance });
	}
	close.sort((a, b) => a.distance - b.distance || compareNames(a.display, b.display));
	return close.slice(0, MAX_CLOSEST_NAMESPACES).map((item) => item.display);
}
