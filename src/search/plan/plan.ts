/**
 * A search as a plan: pure functions from a request and a snapshot (./snapshot.ts) to what the
 * session does and what the model reads. The session calls them in order and does the rest:
 *
 * 1. {@link findTools}: the index's outcome for the request.
 * 2. {@link needsServers}: whether the outcome is one the servers explain (the session then reads
 *    them into the snapshot), and {@link serversToWaitFor}: which of them to wait for first (the
 *    session waits, syncs, takes a new snapshot and finds again).
 * 3. {@link planSearch}: what to load, what to count as loaded, and the answer, text and details.
 *
 * Nothing here calls back into the session or keeps state; the property tests in
 * test/search/plan/plan.property.test.ts hold it to that.
 */
import type { CatalogTool } from "../catalog/index.ts";
import { isUnresolved, queryTargets, search, type SearchOutcome, writtenActiveName } from "../engine/index.ts";
import { type Loads, loadsOf } from "./loads.ts";
import { serverCondition, toolsOfServer } from "../mcp/index.ts";
import { answerOf, type SearchAnswer } from "./answer.ts";
import { sectionsOf, toolLineOf } from "./sections.ts";
import { noteTargets, serverNotes, targetedServers } from "./server-notes.ts";
import type { CatalogSnapshot, SearchRequest, ServerNote, ToolLine } from "./snapshot.ts";

/** What the session does for a search, and what the model reads of it. */
export interface SearchPlan {
	/** Catalog tools to activate, in the order found. */
	readonly load: readonly string[];
	/** Tools found declared already that the session now counts as loaded by a search (not pinned). */
	readonly keep: readonly string[];
	/** The result: its text and details. */
	readonly answer: SearchAnswer;
	/** Tools the answer shows the model, with what screening found (their lines'), for the user's warning of flagged ones. */
	readonly shown: readonly ToolLine[];
}

/** The engine's outcome for a request over the index's snapshot, in the snapshot's load mode (call mode makes more hits callable). */
export function findTools(request: SearchRequest, snapshot: CatalogSnapshot): SearchOutcome {
	return search(request.parsed, snapshot.index.snapshot, { ...(request.limit === undefined ? {} : { limit: request.limit }), mode: snapshot.loadMode });
}

/** Whether a search named tools or a server and did not get them: then the servers explain it, and may be waited for. */
export function needsServers(request: SearchRequest, outcome: SearchOutcome): boolean {
	return isUnresolved(request.parsed, outcome);
}

/**
 * The servers a search targets that are configured but not connected, that pi did not wait for and
 * that no earlier search waited for in vain: the session waits for these, once each.
 */
export function serversToWaitFor(request: SearchRequest, snapshot: CatalogSnapshot, waitedBefore: ReadonlySet<string>): string[] {
	const view = snapshot.servers;
	const targets = queryTargets(request.parsed);
	if (view === undefined || targets.length === 0) return [];
	return targetedServers(view.configured, targets)
		.filter((server) => !view.hostWaited.has(server.namespace) && !waitedBefore.has(server.namespace))
		.filter((server) => serverCondition(server, view.mcpRunning, toolsOfServer(view.registered, server.namespace).length) === "not-connected")
		.map((server) => server.namespace);
}

/**
 * Whether a search looks at the servers to explain itself: when it named tools or a server and did
 * not get them, or named a tool that is none. Other keywords could have been any server's.
 */
function looksAtServers(request: SearchRequest, outcome: SearchOutcome, loads: Loads): boolean {
	return needsServers(request, outcome) || loads.unknown.length > 0;
}

/**
 * Whether a declared tool a search found counts as loaded by searches from now on: a catalog tool
 * that is not pinned (a pinned one is declared by the policy, whatever searches do).
 */
function ownedBySearches(tool: CatalogTool | undefined): boolean {
	return tool !== undefined && tool.deferral !== "pinned";
}

/**
 * The plan of a search: the loads of its outcome (./loads.ts), the state they leave (what is
 * declared and what callable afterwards, the host's refusals taken from the snapshot), the notes on
 * servers when the search looks at them, and the answer written from all of it.
 */
export function planSearch(request: SearchRequest, outcome: SearchOutcome, snapshot: CatalogSnapshot): SearchPlan {
	const active = new Set(snapshot.active);
	const loads = loadsOf(request.parsed, outcome, { active, directTool: (name) => writtenActiveName(name, snapshot.active) });
	const refused = new Set(snapshot.refused ?? []);
	const loaded = loads.toLoad.filter((name) => !refused.has(name));
	const keep = loads.alreadyLoaded.filter((name) => ownedBySearches(snapshot.tools.get(name)));
	const activeAfter = new Set([...active, ...loaded]);
	const callable = hiddenAmong(activeAfter, { ...snapshot, loaded: new Set([...snapshot.loaded, ...keep, ...loaded]) });
	const servers = looksAtServers(request, outcome, loads) ? notesOf(request, loads, snapshot, activeAfter, callable) : undefined;
	const sections = sectionsOf({ request, outcome, loads, snapshot, loaded: loaded.map((name) => toolLineOf(snapshot.tools, name)), refused: loads.toLoad.filter((name) => refused.has(name)), callable, servers });
	const answer = answerOf(sections, outcome, snapshot.tools.size);
	const shown = [...sections.loaded, ...loads.alreadyLoaded.map((name) => toolLineOf(snapshot.tools, name)), ...sections.candidates];
	return { load: loads.toLoad, keep, answer, shown };
}

/** Notes on the servers a search that missed something could not reach (./server-notes.ts); none when no server was read. */
function notesOf(request: SearchRequest, loads: Loads, snapshot: CatalogSnapshot, active: ReadonlySet<string>, hidden: ReadonlySet<string>): ServerNote[] {
	const view = snapshot.servers;
	if (view === undefined) return [];
	const targets = noteTargets(request.parsed, loads.unknown, view.configured);
	return serverNotes(view.configured, targets, { ...view, active, hidden, inCatalog: (name) => snapshot.tools.has(name) });
}

/** What {@link hiddenAmong} reads: the mode, and which tools searches loaded, learned or pinned. */
export type HiddenRule = Pick<CatalogSnapshot, "loadMode" | "loaded" | "learned" | "tools">;

/**
 * Of `declared`, the tools whose declarations call mode hides (callable through `call_tool`):
 * loaded by searches, not learned and not pinned (those are declared from the first request).
 * None in declare mode. The one rule of what is callable, for `prepareLoadout` and the planner.
 */
export function hiddenAmong(declared: Iterable<string>, rule: HiddenRule): Set<string> {
	const hidden = new Set<string>();
	if (rule.loadMode !== "call") return hidden;
	for (const name of declared) if (rule.loaded.has(name) && !rule.learned.has(name) && rule.tools.get(name)?.deferral !== "pinned") hidden.add(name);
	return hidden;
}
