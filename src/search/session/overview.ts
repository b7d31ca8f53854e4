/**
 * What the session answers the commands around the search: where a name given to `call_tool` leads,
 * and what `/tools` reports of the session. Plain data, made by ./session.ts.
 */
import type { CatalogTool, LoadDecision, ToolSearchPolicy } from "../catalog/index.ts";
import type { HintStatus } from "../meaning/index.ts";
import type { FrequentTool } from "../memory/index.ts";
import type { ToolLine } from "../plan/index.ts";

/** Where a name leads, as the session resolves it (`ToolSearchSession.callTarget`), for `call_tool` (../call-tool.ts). */
export type CallTarget =
	| { kind: "callable"; name: string; tool: ToolLine }
	/** Declared to the model already: it calls the tool directly. */
	| { kind: "declared"; name: string }
	/** A deferred tool no search has made callable yet. */
	| { kind: "not-callable"; name: string }
	/** Made callable once, then changed by its server: not callable until found again (../memory/changed-tools.ts). */
	| { kind: "changed"; name: string; refusal: string }
	| { kind: "unknown"; suggestions: readonly string[] };

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
	/** Search hints from the user's model (../meaning/): off, or how many tools have them and what asking cost. */
	hints: HintStatus;
	/** Whether a flagged or changed tool's call asks first (../call-gate.ts), and the patterns that run without asking. */
	gate: Pick<ToolSearchPolicy, "confirm" | "allow">;
}
