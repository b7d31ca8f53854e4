/**
 * Screening the whole catalog without holding up the user: `/tools` lists every flagged tool, and
 * screening a large catalog at once (10,000 tools, about a second) would stall the terminal. So
 * after a sync the session screens the tools not screened yet in small slices, letting the event
 * loop run between them; results and `/tools` read the same cache (./screen.ts `screenOnce`), and
 * a result screens the tools it shows at once if the pass has not reached them.
 *
 * Each tool is screened in its context: its server (the catalog's group) and the names of its
 * server's tools, so that a server's own "call list_projects first" is not taken for shadowing
 * another server's tool (./shadow.ts). The contexts are set when a pass is scheduled, before any
 * result can show the tools, and a group keeps its context object while its tools stay the same, so
 * the cache holds.
 */
import { type Screenable, type ScreenContext, screenOnce, setScreenContext } from "./screen.ts";

/** Milliseconds of screening in one slice before the event loop gets a turn. */
const SCREEN_SLICE_MS = 4;

/** A catalog entry: a tool with the group (its server) it is listed under. */
type Entry = Screenable & { name: string; group?: string };

/** One pass at a time over the tools a catalog has when it starts. */
export class BackgroundScreening {
	private running = false;
	private again = false;
	/** Each group's context, whose `siblings` are the names it was made of. */
	private readonly contexts = new Map<string, ScreenContext & { siblings: ReadonlySet<string> }>();

	/** Screens `tools()` in slices; a call while a pass runs starts one more after it. The contexts are set at once. */
	schedule(tools: () => Iterable<Entry>): void {
		this.setContexts(tools());
		if (this.running) {
			this.again = true;
			return;
		}
		this.running = true;
		const pending = [...tools()];
		let next = 0;
		const slice = (): void => {
			const until = performance.now() + SCREEN_SLICE_MS;
			while (next < pending.length && performance.now() < until) screenOnce(pending[next++] as Entry);
			if (next < pending.length) {
				setImmediate(slice);
				return;
			}
			this.running = false;
			if (this.again) {
				this.again = false;
				this.schedule(tools);
			}
		};
		setImmediate(slice);
	}

	/**
	 * Sets each tool's context: its group and its group's tool names, one object per group while its
	 * names stay the same (in name order, as ./shadow.ts reads a server's first names). While
	 * they do, a pass over the catalog and a set lookup per tool, as this runs in the sync that
	 * scheduled the pass: names are sorted only for a group whose tools changed.
	 */
	private setContexts(tools: Iterable<Entry>): void {
		const groups = new Map<string, Entry[]>();
		for (const tool of tools) {
			const group = tool.group ?? "";
			const members = groups.get(group);
			if (members === undefined) groups.set(group, [tool]);
			else members.push(tool);
		}
		for (const group of [...this.contexts.keys()]) if (!groups.has(group)) this.contexts.delete(group);
		for (const [group, members] of groups) {
			let known = this.contexts.get(group);
			if (known === undefined || !sameNames(known.siblings, members)) {
				known = { ...(group !== "" ? { server: group } : {}), siblings: new Set(members.map((member) => member.name).sort()) };
				this.contexts.set(group, known);
			}
			for (const member of members) setScreenContext(member, known);
		}
	}
}

/** Whether `members` are named exactly `names` (a catalog names each tool once). */
function sameNames(names: ReadonlySet<string>, members: readonly Entry[]): boolean {
	return names.size === members.length && members.every((member) => names.has(member.name));
}
