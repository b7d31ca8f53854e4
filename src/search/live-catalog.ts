/**
 * The catalog of the running session: the tools `tool_search` can load, and the search index over
 * them, kept in step with the host's tools.
 *
 * pi has no "tool registered" event, so the catalog compares the host's tool list with what it
 * saw last, by name and description, whenever it is about to be used (session start, the start of
 * a turn, a search). Only the difference reaches the index: a tool that appeared is analysed and
 * added, a withdrawn one removed. Nothing is rebuilt per query.
 */
import { ToolIndex, type ToolDoc } from "./index.ts";
import { type CatalogTool, catalogTool, type HostTool, isAutoManaged, type ToolSearchPolicy } from "./catalog.ts";

/** What one {@link LiveCatalog.sync} changed. */
export interface CatalogChanges {
	added: CatalogTool[];
	removed: CatalogTool[];
}

/** What a host tool looked like when last seen; a different one is classified and indexed again. */
interface Seen {
	description: string;
	exposure: string | undefined;
	namespace: string | undefined;
	namespaceDescription: string | undefined;
}

function sameTool(seen: Seen | undefined, tool: HostTool): boolean {
	return (
		seen !== undefined &&
		seen.description === tool.description &&
		seen.exposure === tool.exposure &&
		seen.namespace === tool.namespace?.name &&
		seen.namespaceDescription === tool.namespace?.description
	);
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

/** The deferrable tools of a session and their index. See the module comment. */
export class LiveCatalog {
	readonly index = new ToolIndex();
	private readonly tools = new Map<string, CatalogTool>();
	private readonly seen = new Map<string, Seen>();
	private policy: ToolSearchPolicy;

	constructor(policy: ToolSearchPolicy) {
		this.policy = policy;
	}

	/** Replaces the policy; the next {@link sync} classifies every tool again. */
	setPolicy(policy: ToolSearchPolicy): void {
		this.policy = policy;
		this.seen.clear();
	}

	/**
	 * Brings the catalog and its index in step with the host's tools and returns the difference.
	 * A tool unchanged since the last sync costs one map lookup and four comparisons.
	 */
	sync(hostTools: readonly HostTool[]): CatalogChanges {
		const added: CatalogTool[] = [];
		const removed: CatalogTool[] = [];
		const present = new Set<string>();
		for (const tool of hostTools) {
			present.add(tool.name);
			if (sameTool(this.seen.get(tool.name), tool)) continue;
			this.seen.set(tool.name, {
				description: tool.description,
				exposure: tool.exposure,
				namespace: tool.namespace?.name,
				namespaceDescription: tool.namespace?.description,
			});
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
			this.index.add(toolDoc(next));
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
