/**
 * The catalog of the running session: the tools `tool_search` can load, and the search index over
 * them, kept in step with the host's tools.
 *
 * pi has no "tool registered" event, so the catalog compares the host's tool list with what it
 * saw last, by name, description, parameter schema, exposure and namespace, whenever it is about
 * to be used (session start, the start of a turn, a search). Only the difference reaches the index:
 * a tool that appeared or changed is analysed and added, a withdrawn one removed. Nothing is
 * rebuilt per query, and a list that is the same as last time, tool for tool in the same order
 * (which is how the host hands it out), is recognized in one pass of reference comparisons.
 */
import type { ToolDoc } from "./analyze.ts";
import { type CatalogTool, catalogTool, type HostTool, isAutoManaged, type ToolSearchPolicy } from "./catalog.ts";
import { ToolIndex } from "./tool-index.ts";

/** What one {@link LiveCatalog.sync} changed. */
export interface CatalogChanges {
	added: CatalogTool[];
	removed: CatalogTool[];
}

/** What a host tool looked like when last seen; a different one is classified and indexed again. */
interface Seen {
	description: string;
	/** The schema object last seen; see {@link sameParameters}. */
	parameters: unknown;
	exposure: string | undefined;
	namespace: string | undefined;
	namespaceDescription: string | undefined;
	sourcePath: string | undefined;
}

function seenOf(tool: HostTool): Seen {
	return {
		description: tool.description,
		parameters: tool.parameters,
		exposure: tool.exposure,
		namespace: tool.namespace?.name,
		namespaceDescription: tool.namespace?.description,
		sourcePath: tool.sourceInfo?.path,
	};
}

/** Whether a tool's fields other than its parameters are as last seen. */
function sameFields(seen: Seen, tool: HostTool): boolean {
	return (
		seen.description === tool.description &&
		seen.exposure === tool.exposure &&
		seen.namespace === tool.namespace?.name &&
		seen.namespaceDescription === tool.namespace?.description &&
		seen.sourcePath === tool.sourceInfo?.path
	);
}

/**
 * Whether two parameter schemas are the same: the same object (the host hands out its tools'
 * schema objects, so an unchanged tool has the same one), else equal JSON (a tool registered
 * again with an equal schema).
 */
function sameParameters(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	try {
		return JSON.stringify(a) === JSON.stringify(b);
	} catch {
		return false;
	}
}

/** The index document of a catalog tool: its group is its namespace, the policy's hint its hint. */
export function toolDoc(tool: CatalogTool): ToolDoc {
	return {
		name: tool.name,
		description: tool.description,
		inputSchema: tool.parameters,
		namespace: tool.group,
		...(tool.hint !== undefined ? { hint: tool.hint } : {}),
	};
}

/** Whether two catalog entries of a tool give the same index document. */
function sameDoc(a: CatalogTool, b: CatalogTool): boolean {
	return a.name === b.name && a.description === b.description && a.parameters === b.parameters && a.group === b.group && a.hint === b.hint;
}

/** The deferrable tools of a session and their index. See the module comment. */
export class LiveCatalog {
	readonly index = new ToolIndex();
	private readonly tools = new Map<string, CatalogTool>();
	private readonly seen = new Map<string, Seen>();
	/** The host's list at the last sync, in its order: names and what each looked like. */
	private lastNames: string[] = [];
	private lastSeen: Seen[] = [];
	private policy: ToolSearchPolicy;

	constructor(policy: ToolSearchPolicy) {
		this.policy = policy;
	}

	/**
	 * Replaces the policy; the next {@link sync} classifies every tool again, and re-indexes only
	 * those whose index document (hint, group) the policy changed.
	 */
	setPolicy(policy: ToolSearchPolicy): void {
		this.policy = policy;
		this.seen.clear();
		this.lastNames = [];
		this.lastSeen = [];
	}

	/**
	 * Whether the host's list is the one of the last sync: the same names in the same order, each
	 * tool with the same fields and the same schema object. One pass, no allocation.
	 */
	private unchanged(hostTools: readonly HostTool[]): boolean {
		const names = this.lastNames;
		if (hostTools.length !== names.length) return false;
		for (let i = 0; i < names.length; i++) {
			const tool = hostTools[i] as HostTool;
			const seen = this.lastSeen[i] as Seen;
			if (tool.name !== names[i] || tool.parameters !== seen.parameters || !sameFields(seen, tool)) return false;
		}
		return true;
	}

	/**
	 * Brings the catalog and its index in step with the host's tools and returns the difference.
	 * A list unchanged since the last sync costs one pass of comparisons; otherwise a tool
	 * unchanged since the last sync costs one map lookup and a few comparisons.
	 */
	sync(hostTools: readonly HostTool[]): CatalogChanges {
		if (this.unchanged(hostTools)) return { added: [], removed: [] };
		const added: CatalogTool[] = [];
		const removed: CatalogTool[] = [];
		const present = new Set<string>();
		const lastNames: string[] = [];
		const lastSeen: Seen[] = [];
		for (const tool of hostTools) {
			present.add(tool.name);
			let seen = this.seen.get(tool.name);
			if (seen !== undefined && sameFields(seen, tool) && sameParameters(seen.parameters, tool.parameters)) {
				// The same schema in a new object: remember the new one, so the next sync is a fast one.
				seen.parameters = tool.parameters;
				lastNames.push(tool.name);
				lastSeen.push(seen);
				continue;
			}
			seen = seenOf(tool);
			this.seen.set(tool.name, seen);
			lastNames.push(tool.name);
			lastSeen.push(seen);
			const previous = this.tools.get(tool.name);
			const next = catalogTool(tool, this.policy);
			if (next === undefined) {
				if (previous !== undefined) {
					this.tools.delete(tool.name);
					this.index.remove(tool.name);
					removed.push(previous);
				}
				continue;
			}
			this.tools.set(tool.name, next);
			if (previous === undefined || !sameDoc(previous, next)) this.index.add(toolDoc(next));
			if (previous === undefined) added.push(next);
		}
		if (present.size !== this.seen.size) {
			for (const name of [...this.seen.keys()]) {
				if (present.has(name)) continue;
				this.seen.delete(name);
				const previous = this.tools.get(name);
				if (previous !== undefined) {
					this.tools.delete(name);
					this.index.remove(name);
					removed.push(previous);
				}
			}
		}
		// A list with a name twice is never taken as unchanged: the slow path sorts it out each time.
		if (present.size === hostTools.length) {
			this.lastNames = lastNames;
			this.lastSeen = lastSeen;
		} else {
			this.lastNames = [];
			this.lastSeen = [];
		}
		return { added, removed };
	}

	get(name: string): CatalogTool | undefined {
		return this.tools.get(name);
	}

	has(name: string): boolean {
		return this.tools.has(name);
	}

	get size(): number {
		return this.tools.size;
	}

	values(): IterableIterator<CatalogTool> {
		return this.tools.values();
	}

	/** Estimated tokens of every auto-managed tool's definition, loaded or not: what `auto:N` weighs. */
	autoManagedTokens(): number {
		let total = 0;
		for (const tool of this.tools.values()) if (isAutoManaged(tool)) total += tool.tokens;
		return total;
	}
}
