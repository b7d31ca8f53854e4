/**
 * What a session records of its loads, in one step after a search's plan is applied (or a
 * suggestion made tools callable): the tools loaded on this branch and the ones active only because
 * nothing was deferred, each loaded tool's fingerprint (./changed-tools.ts), the user's warning of a
 * flagged tool a result shows, and the state appended to the branch when it changed (./persist.ts).
 * The session's other events append through the same {@link SessionRecord.persist}.
 */
import type { CatalogTool } from "../catalog/index.ts";
import { ChangedTools, FlagWarnings, type ShownTool } from "./changed-tools.ts";
import { EMPTY_STATE, type SearchState, STATE_ENTRY_TYPE } from "./persist.ts";

/** What one search did: the tools it loaded (or found declared and now counts as loaded), and the tools its answer shows. */
export interface Applied {
	readonly loaded: readonly string[];
	/** The tools the result shows, with their flags: the plan screened them for their lines, so recording screens nothing. */
	readonly shown: readonly ShownTool[];
}

/** The parts of the recorded state the session keeps elsewhere, as data: the names the model was told, whether tools are deferred, the learned set. */
export interface StateParts {
	readonly announced: readonly string[];
	readonly deferring: boolean;
	/** Undefined until the learned set is decided. */
	readonly learned: readonly string[] | undefined;
}

/** What a recording reads of the session: the catalog's tools, the user's terminal, whether a call of a tool asks first, and the other parts of the state. */
export interface RecordView {
	readonly tools: Pick<ReadonlyMap<string, CatalogTool>, "get">;
	readonly tell: (text: string) => void;
	readonly asks: (name: string) => boolean;
	readonly parts: StateParts;
}

/** The loads of one session and what it appended; see the module comment. */
export class SessionRecord {
	/** Tools the model loaded with `tool_search` (or a suggestion made callable) on this branch. */
	loaded = new Set<string>();
	/** Tools activated only because the mode did not defer them; the session's policy sets them. */
	autoLoaded = new Set<string>();
	/** The changed-tool rule: fingerprints of loaded tools, and the ones changed since. */
	readonly changed = new ChangedTools();
	private readonly warnings = new FlagWarnings();
	private persisted: SearchState = EMPTY_STATE;
	private readonly host: { appendEntry(customType: string, data: SearchState): void };

	/** `host.appendEntry` writes an entry to the session's branch (`pi.appendEntry`). */
	constructor(host: { appendEntry(customType: string, data: SearchState): void }) {
		this.host = host;
	}

	/** The one step after a search: its loads remembered with their fingerprints, flagged tools it shows warned of, the state appended. */
	record(applied: Applied, view: RecordView): void {
		for (const name of applied.loaded) {
			const tool = view.tools.get(name);
			if (tool !== undefined) this.changed.remember(tool);
			this.loaded.add(name);
			this.autoLoaded.delete(name);
		}
		this.warnings.warn(applied.shown, view.tools, view.tell, view.asks);
		this.persist(view.parts);
	}

	/** Appends the state to the branch when it changed since it was last appended or restored. */
	persist(parts: StateParts): void {
		const state: SearchState = {
			loaded: [...this.loaded],
			autoLoaded: [...this.autoLoaded],
			announced: [...parts.announced],
			deferring: parts.deferring,
			...(parts.learned !== undefined ? { learned: [...parts.learned] } : {}),
			prints: this.changed.stored(),
		};
		if (sameState(state, this.persisted)) return;
		this.host.appendEntry(STATE_ENTRY_TYPE, state);
		this.persisted = state;
	}

	/** Back to what a branch recorded (`/tree`, a resume): its loads and fingerprints, and the state as appended. */
	restore(state: SearchState): void {
		this.loaded = new Set(state.loaded);
		this.autoLoaded = new Set(state.autoLoaded);
		this.changed.restore(state.prints);
		this.persisted = state;
	}
}

/** Whether two states hold the same names, so an unchanged state is not appended again. */
export function sameState(a: SearchState, b: SearchState): boolean {
	const same = (x: readonly string[], y: readonly string[]): boolean => {
		if (x.length !== y.length) return false;
		// Names kept in a set come out in the order they went in: the same names in the same order need no set of thousands.
		if (x.every((name, at) => name === y[at])) return true;
		const set = new Set(x);
		return y.every((name) => set.has(name));
	};
	const sameLearned = a.learned === undefined || b.learned === undefined ? a.learned === b.learned : same(a.learned, b.learned);
	const samePrints = JSON.stringify(a.prints ?? {}) === JSON.stringify(b.prints ?? {});
	return samePrints && a.deferring === b.deferring && same(a.loaded, b.loaded) && same(a.autoLoaded, b.autoLoaded) && same(a.announced, b.announced) && sameLearned;
}
