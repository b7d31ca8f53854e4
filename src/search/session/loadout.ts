/**
 * Call mode's view of the declared tools (../catalog/load-mode.ts): which declarations it hides, so
 * the tools searches loaded are callable through `call_tool` while the tools array and the system
 * prompt stay as they were, and what tool_search's `prepareLoadout` returns (pi 1.x). Pure
 * functions of the session's state, read after it applied the policy.
 */
import { type CatalogTool, type LoadMode, TOOL_SEARCH_TOOL_NAME } from "../catalog/index.ts";
import { hiddenAmong } from "../plan/index.ts";
import { declaredDescriptions } from "../trust/index.ts";

/** What call mode reads of the session: the load mode, the tools searches loaded, the learned set, the catalog. */
export interface LoadoutState {
	readonly loadMode: LoadMode;
	readonly loaded: ReadonlySet<string>;
	/** Undefined until the learned set is decided. */
	readonly learned: readonly string[] | undefined;
	readonly tools: ReadonlyMap<string, CatalogTool>;
}

/** What `prepareLoadout` returns: descriptions to declare instead of the servers', and declarations to keep out of requests. */
export interface Loadout {
	descriptions?: Record<string, string>;
	hiddenDeclarations?: string[];
}

/** Of `declared`, the tools whose declarations call mode hides now (`hiddenAmong` in ../plan/plan.ts). */
export function hiddenOf(declared: Iterable<string>, state: LoadoutState): Set<string> {
	return hiddenAmong(declared, { loadMode: state.loadMode, loaded: state.loaded, learned: new Set(state.learned), tools: state.tools });
}

/**
 * The loadout for `declared`: in call mode, tool_search's call-mode description and the
 * declarations of the tools searches loaded hidden from every request. Learned and pinned tools are
 * declared from the first request and stay so. In both modes a declared tool's description is the
 * server's cleaned, capped at a sane size and flagged (../trust/declared.ts).
 */
export function loadoutOf(declared: readonly string[], callDescription: string, state: LoadoutState): Loadout {
	const descriptions = declaredDescriptions(declared, (name) => state.tools.get(name));
	if (state.loadMode !== "call") return Object.keys(descriptions).length > 0 ? { descriptions } : {};
	return { descriptions: { ...descriptions, [TOOL_SEARCH_TOOL_NAME]: callDescription }, hiddenDeclarations: [...hiddenOf(declared, state)] };
}
