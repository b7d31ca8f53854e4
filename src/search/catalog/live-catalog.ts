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
import { type ToolDoc, ToolIndex } from "../engine/index.ts";
import { type CatalogTool, catalogTool, type HostTool, isAutoManaged, type ToolSearchPolicy } from "./catalog.ts";

/**
 * Work of one slice of a sync, in estimated tokens of the tools it indexes (about 1 µs each on a
 * slow machine) plus {@link TOOL_WORK} per tool: a slice takes some tens of milliseconds, well
 * under the 100 ms a person notices as a stall.
 */
export const SLICE_WORK = 30_000;
/** Work counted for classifying one changed tool, besides its tokens. */
const TOOL_WORK = 40;
/**
 * Longest a slice runs, in milliseconds, however little work it counted: on a slow or busy machine
 * the same work takes longer, and this keeps a slice short there too.
 */
const SYNC_SLICE_MS = 20;

/**
 * Tools looked at between two readings of the clock when each costs little (unchanged, or dropped):
 * ten thousand unchanged tools with new schema objects, each compared as JSON, take longer than a
 * slice, and the clock is read seldom enough to cost nothing beside them.
 */
const CLOCK_STEPS = 16;

/** The slice of a sync under way: the work it counted and how long it has run. */
class Slice {
	private work = 0;
	private steps = 0;
	private start = performance.now();

	/**
	 * Counts a step's `cost`; true when the slice is full: its work reached {@link SLICE_WORK}, or
	 * it has run {@link SYNC_SLICE_MS} (read after every costly step and every {@link CLOCK_STEPS}th).
	 */
	full(cost: number): boolean {
		this.work += cost;
		if (this.work >= SLICE_WORK) return true;
		if (cost <= 1 && ++this.steps % CLOCK_STEPS !== 0) return false;
		return performance.now() - this.start >= SYNC_SLICE_MS;
	}

	/** A new slice, after a pause. */
	restart(): void {
		this.work = 0;
		this.start = performance.now();
	}
}

/** One turn of the event loop: pending input, timers and redraws run before the sync (or whoever waits for it) goes on. */
export function nextTurn(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Most catalog syncs in a row while the host's tools keep changing under one: a burst of servers
 * registering during the index's slices settles in two; past that the next sync takes the rest.
 */
export const MAX_SYNC_ROUNDS = 4;

/** What one {@link LiveCatalog.sync} changed. */
export interface CatalogChanges {
	added: CatalogTool[];
	removed: CatalogTool[];
}

/** What a host tool looked like when last seen; a different one is classified and indexed again. */
interface ToolFingerprint {
	description: string;
	/** The schema object last seen; see {@link sameParameters}. */
	parameters: unknown;
	exposure: string | undefined;
	namespace: string | undefined;
	namespaceDescription: string | undefined;
	sourcePath: string | undefined;
}

function fingerprintOf(tool: HostTool): ToolFingerprint {
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
function sameFields(seen: ToolFingerprint, tool: HostTool): boolean {
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

/**
 * The index document of a catalog tool: its group is its namespace, its hint the policy's hint, and
 * `modelHint` the hints the user's model wrote for it (../meaning/), weighed apart from the hint.
 */
export function toolDoc(tool: CatalogTool, modelHint?: string): ToolDoc {
	return {
		name: tool.name,
		description: tool.description,
		inputSchema: tool.parameters,
		namespace: tool.group,
		tokens: tool.tokens,
		...(tool.hint !== undefined ? { hint: tool.hint } : {}),
		...(modelHint !== undefined && modelHint !== "" ? { meaning: modelHint } : {}),
	};
}

/** Whether two catalog entries of a tool give the same index document. */
function sameDoc(a: CatalogTool, b: CatalogTool): boolean {
	return a.name === b.name && a.description === b.description && a.parameters === b.parameters && a.group === b.group && a.hint === b.hint;
}

/** Whether two host tool lists name the same tools in the same order (each call of `getAllTools` is a new array). */
export function sameToolList(a: readonly HostTool[], b: readonly HostTool[]): boolean {
	return a.length === b.length && a.every((tool, at) => tool.name === b[at]?.name);
}

/** Whether the host declares tool exposures (pi 1.x): some tool has one. */
export function hasExposures(tools: readonly HostTool[]): boolean {
	return tools.some((tool) => tool.exposure !== undefined);
}

/** The deferrable tools of a session and their index. See the module comment. */
export class LiveCatalog {
	readonly index = new ToolIndex();
	private readonly tools = new Map<string, CatalogTool>();
	private readonly seen = new Map<string, ToolFingerprint>();
	/** The host's list at the last sync, in its order: names and what each looked like. */
	private lastNames: string[] = [];
	private lastSeen: ToolFingerprint[] = [];
	private policy: ToolSearchPolicy;
	/** The sync under way, if any: the next one waits for it. */
	private running: Promise<void> = Promise.resolve();
	/** Syncs started and not finished. */
	private pending = 0;
	/** Entries set or dropped so far: a sync that changed nothing leaves it as it was. */
	private revisions = 0;
	/** The hints the user's model wrote, by tool name, as one index text each (see {@link setModelHints}). */
	private readonly modelHints = new Map<string, string>();

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
			const seen = this.lastSeen[i] as ToolFingerprint;
			if (tool.name !== names[i] || tool.parameters !== seen.parameters || !sameFields(seen, tool)) return false;
		}
		return true;
	}

	/**
	 * Brings the catalog and its index in step with the host's tools and returns the difference.
	 * A list unchanged since the last sync costs one pass of comparisons; otherwise a tool
	 * unchanged since the last sync costs one map lookup and a few comparisons.
	 *
	 * Indexing many tools (the first sync of a large catalog, a server with thousands of tools
	 * connecting) is done in slices of about {@link SLICE_WORK} estimated tokens of tool text, at most
	 * {@link SYNC_SLICE_MS} each, with `pause` between them (by default a turn of the event loop), so pi
	 * keeps drawing and reading keys while it runs; so are long passes over unchanged tools and the
	 * removal of withdrawn ones, and a sync that changed the catalog pauses once more before it
	 * returns. Syncs run one at a time: a sync called while one runs waits for it.
	 */
	sync(hostTools: readonly HostTool[], pause: () => Promise<void> = nextTurn): Promise<CatalogChanges> {
		// The common case, nothing changed and nothing running, is answered at once.
		if (this.pending === 0 && this.unchanged(hostTools)) return Promise.resolve({ added: [], removed: [] });
		this.pending++;
		const run = this.running.then(() => this.syncNow(hostTools, pause));
		this.running = run.then(
			() => void this.pending--,
			() => void this.pending--,
		);
		return run;
	}

	private async syncNow(hostTools: readonly HostTool[], pause: () => Promise<void>): Promise<CatalogChanges> {
		if (this.unchanged(hostTools)) return { added: [], removed: [] };
		const changes: CatalogChanges = { added: [], removed: [] };
		const present = new Set<string>();
		const lastNames: string[] = [];
		const lastSeen: ToolFingerprint[] = [];
		const revision = this.revisions;
		const slice = new Slice();
		for (const tool of hostTools) {
			present.add(tool.name);
			const { seen, cost } = this.syncTool(tool, changes);
			lastNames.push(tool.name);
			lastSeen.push(seen);
			if (slice.full(cost)) {
				await pause();
				slice.restart();
			}
		}
		if (present.size !== this.seen.size) await this.dropAbsent(present, changes, slice, pause);
		// A list with a name twice is never taken as unchanged: the slow path sorts it out each time.
		const unique = present.size === hostTools.length;
		this.lastNames = unique ? lastNames : [];
		this.lastSeen = unique ? lastSeen : [];
		// What the caller does with a change (screening, notices, the active tools, each a pass over
		// the catalog) starts in a turn of its own, not at the end of the last slice.
		if (this.revisions !== revision) await pause();
		return changes;
	}

	/** Brings one host tool in step; returns what it looked like and the work it took. */
	private syncTool(tool: HostTool, changes: CatalogChanges): { seen: ToolFingerprint; cost: number } {
		const known = this.seen.get(tool.name);
		if (known !== undefined && sameFields(known, tool) && sameParameters(known.parameters, tool.parameters)) {
			// The same schema in a new object: remember the new one, so the next sync is a fast one.
			known.parameters = tool.parameters;
			return { seen: known, cost: 1 };
		}
		const seen = fingerprintOf(tool);
		this.seen.set(tool.name, seen);
		const previous = this.tools.get(tool.name);
		const next = catalogTool(tool, this.policy);
		if (next === undefined) {
			if (previous !== undefined) this.drop(tool.name, previous, changes);
			return { seen, cost: TOOL_WORK };
		}
		this.tools.set(tool.name, next);
		this.revisions++;
		const indexed = previous === undefined || !sameDoc(previous, next);
		if (indexed) this.index.add(toolDoc(next, this.modelHints.get(next.name)));
		if (previous === undefined) changes.added.push(next);
		return { seen, cost: TOOL_WORK + (indexed ? next.tokens : 0) };
	}

	/** Takes out the tools that are no longer in the host's list, in the sync's slices. */
	private async dropAbsent(present: ReadonlySet<string>, changes: CatalogChanges, slice: Slice, pause: () => Promise<void>): Promise<void> {
		for (const name of [...this.seen.keys()]) {
			let cost = 1;
			if (!present.has(name)) {
				this.seen.delete(name);
				const previous = this.tools.get(name);
				if (previous !== undefined) this.drop(name, previous, changes);
				cost = TOOL_WORK;
			}
			if (slice.full(cost)) {
				await pause();
				slice.restart();
			}
		}
	}

	private drop(name: string, previous: CatalogTool, changes: CatalogChanges): void {
		this.tools.delete(name);
		this.revisions++;
		this.index.remove(name);
		changes.removed.push(previous);
	}

	/**
	 * Sets the hints the user's model wrote for tools (an empty text removes them) and indexes again
	 * each tool of the catalog whose hints changed; the tool's entry itself stays as it is, so its
	 * fingerprint and screening are untouched. Returns how many tools were indexed again.
	 */
	setModelHints(hints: ReadonlyMap<string, string>): number {
		let indexed = 0;
		for (const [name, text] of hints) {
			if ((this.modelHints.get(name) ?? "") === text) continue;
			if (text === "") this.modelHints.delete(name);
			else this.modelHints.set(name, text);
			const tool = this.tools.get(name);
			if (tool === undefined) continue;
			this.index.add(toolDoc(tool, text));
			indexed++;
		}
		return indexed;
	}

	/** How many tools of the catalog have hints from the user's model. */
	get modelHinted(): number {
		let count = 0;
		for (const name of this.modelHints.keys()) if (this.tools.has(name)) count++;
		return count;
	}

	get(name: string): CatalogTool | undefined {
		return this.tools.get(name);
	}

	/**
	 * How many times an entry was set or dropped: a new value means a tool was added, changed (its
	 * text, schema or policy) or removed since the value was read.
	 */
	get revision(): number {
		return this.revisions;
	}

	/** The tools by name, read-only: what a search's snapshot reads (../plan/snapshot.ts). */
	get byName(): ReadonlyMap<string, CatalogTool> {
		return this.tools;
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
