/**
 * What one search found out, gathered by the session (./search-run.ts) and handed, unchanged, to
 * the one pure function that writes the result (`resultOf` in ../result.ts). Facts are what the
 * world said: the outcome, what loading did, which servers could not be reached, what is callable.
 * What to tell the model about them is the result's business, so neither side patches the other.
 */
import type { ParsedQuery, SearchOutcome } from "../engine/index.ts";
import type { LoadTiming } from "./continuation.ts";
import type { LoadMode } from "./load-mode.ts";
import { isUnresolved } from "../engine/index.ts";
import type { LoadPlan } from "./load-plan.ts";
import type { ServerCondition, Transport } from "./mcp-state.ts";
import type { Flag } from "../trust/index.ts";
import type { CatalogTool, ToolSearchPolicy } from "./catalog.ts";
import type { FrequentTool } from "./learned.ts";
import type { LoadDecision } from "./load-mode.ts";

/** A tool as a result line shows it. */
export interface ToolLine {
	name: string;
	description: string;
	/** The tool's parameter schema, for a call-mode entry (`callableEntry` in ../tool-lines.ts). */
	parameters?: unknown;
	/** What screening its text found (../trust/screen.ts); absent or empty for a clean tool. */
	flags?: readonly Flag[];
}

/** Why a server's tools were not found, for one server. */
export interface ServerNote {
	namespace: string;
	condition: ServerCondition | "loaded";
	transport: Transport;
	hasCredentials: boolean;
	/**
	 * How long the server had to connect: `host` when pi waited for it before the search ran (pi 1.x
	 * does for the servers a search may reach), so it is not still starting; `search` when the search
	 * itself waited `WAIT_SECONDS` s; `none` when nobody waited.
	 */
	waited: "host" | "search" | "none";
	/** For `loaded`: its tools that are declared already. */
	tools?: string[];
	/** For `loaded` in call mode: those tools are callable through `call_tool`, not declared. */
	callable?: boolean;
}

/** Where a name leads, as the session resolves it (`ToolSearchSession.callTarget`), for `call_tool` (../call-tool.ts). */
export type CallTarget =
	| { kind: "callable"; name: string; tool: ToolLine }
	/** Declared to the model already: it calls the tool directly. */
	| { kind: "declared"; name: string }
	/** A deferred tool no search has made callable yet. */
	| { kind: "not-callable"; name: string }
	/** Made callable once, then changed by its server: not callable until found again (./changed-tools.ts). */
	| { kind: "changed"; name: string; refusal: string }
	| { kind: "unknown"; suggestions: readonly string[] };

/** A deferred group and its size. */
export interface ToolGroup {
	readonly name: string;
	readonly count: number;
}

/** Everything one search (or dry run) found out; see the module comment. */
export interface SearchFacts {
	/** The query as the model wrote it. */
	readonly query: string;
	readonly parsed: ParsedQuery;
	readonly outcome: SearchOutcome;
	/** What the outcome asked to load, and what it left to name (./load-plan.ts). */
	readonly plan: LoadPlan;
	/** The tools declared before the search loaded anything. */
	readonly active: ReadonlySet<string>;
	/** Tools this search loaded (a dry run: would load). */
	readonly loaded: readonly ToolLine[];
	/** Tools it tried to load that the host did not activate. */
	readonly refused: readonly string[];
	/** In call mode, the tools callable through `call_tool` after this search; empty otherwise. */
	readonly callable: ReadonlySet<string>;
	readonly loadMode: LoadMode;
	readonly loadTiming: LoadTiming;
	/**
	 * Notes on the servers it could not reach, present exactly when {@link looksAtServers} holds
	 * (possibly empty: it looked and every server was fine).
	 */
	readonly servers?: readonly ServerNote[];
	/** A catalog tool's line. */
	describe(name: string): ToolLine;
	/** Deferred groups and their sizes, largest first; read only for a result that offers them. */
	groups(): readonly ToolGroup[];
	/** Tools in the catalog. */
	readonly catalogSize: number;
	/** Tokens of the named candidates; the default budget when absent (the benchmark varies it). */
	readonly namedBudget?: number;
}

/**
 * Whether a search looks at the servers to explain itself: when it named tools or a server and did
 * not get them, or named a tool that is none. Other keywords could have been any server's.
 */
export function looksAtServers(parsed: ParsedQuery, outcome: SearchOutcome, plan: LoadPlan): boolean {
	return isUnresolved(parsed, outcome) || plan.unknown.length > 0;
}

/** What `/tools` reports of a session (`ToolSearchSession.overview` in ./session.ts). */
export interface SessionOverview {
	catalog: CatalogTool[];
	active: ReadonlySet<string>;
	loaded: ReadonlySet<string>;
	autoLoaded: ReadonlySet<string>;
	learned: readonly FrequentTool[];
	mode: ToolSearchPolicy["mode"];
	deferring: boolean;
	learn: ToolSearchPolicy["learn"];
	learnError: string | undefined;
	hidden: ReadonlySet<string>;
	load: LoadDecision;
}
