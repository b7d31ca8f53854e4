/**
 * The active tool set as the policy asks (../catalog/catalog.ts `planActiveTools`): whether tools
 * are deferred now, how loads reach the model (../catalog/load-mode.ts), and `tool_search` and
 * `call_tool` active while they are needed. Decided again at session start, at each turn and run,
 * and when the model changes; the session records what it changed.
 */
import { CALL_TOOL_NAME, CALL_TOOL_REFUSED, type CatalogTool, decideLoadMode, isAutoManaged, isDeferring, type LoadDecision, type ModelLike, planActiveTools, type ToolSearchPolicy, withSearchTools } from "../catalog/index.ts";
import type { SessionHost } from "./host.ts";

/** What one decision reads: the policy, the catalog, the tools the session keeps loaded, the model, and the host. */
export interface ActiveInput {
	readonly policy: ToolSearchPolicy;
	readonly tools: readonly CatalogTool[];
	/** Estimated tokens of every auto-managed tool (`LiveCatalog.autoManagedTokens`), what `auto:N` weighs. */
	readonly autoManagedTokens: number;
	/** The tools the session keeps loaded: loaded by searches, and learned. */
	readonly wanted: ReadonlySet<string>;
	/** The tools active only because the mode did not defer them; the decision returns the new set. */
	readonly autoLoaded: ReadonlySet<string>;
	/** The session's model now, for `auto:N` (its context window) and the `load` setting (its cache). */
	readonly model: (ModelLike & { contextWindow?: number }) | undefined;
	/** Whether the host declares tool exposures (pi 1.x), so it runs nested calls. */
	readonly exposures: boolean;
	/** Session start: on a host without exposures, `tool_search` is deactivated when nothing is deferred. */
	readonly starting: boolean;
}

/** Whether tools are deferred and how loads happen, kept between decisions; see the module comment. */
export class ActivePolicy {
	deferring = true;
	/** How loads reach the model, decided from the setting and the current model. */
	loadDecision: LoadDecision = { mode: "declare", reason: "" };
	/** Whether the host refused to activate `call_tool` in this session (see {@link apply}). */
	private callToolRefused = false;

	/** A new session: `call_tool` may be activated again. */
	reset(): void {
		this.callToolRefused = false;
	}

	/**
	 * Sets the active tools the catalog asks for, and makes sure `tool_search` is active while
	 * something is deferred. On a host without exposures (pi 0.73), where registering activated
	 * `tool_search`, session start also deactivates it when nothing is deferred; pi 1.x activates it
	 * by itself for deferred MCP servers and is left to do so. Returns the new auto-loaded set.
	 */
	apply(host: Pick<SessionHost, "activeTools" | "setActiveTools">, input: ActiveInput): Set<string> {
		this.deferring = isDeferring(input.policy.mode, input.autoManagedTokens, input.model?.contextWindow);
		this.loadDecision = this.callToolRefused ? CALL_TOOL_REFUSED : decideLoadMode(input.policy.loadAs, input.model, input.exposures);
		const active = host.activeTools();
		const plan = planActiveTools(active, input.tools, input.wanted, input.autoLoaded, this.deferring);
		// Deferred (and policy) tools need tool_search; codemode tools are reached by codemode scripts,
		// and activating tool_search for them when their server connects would change the tools mid-session.
		const needed = this.deferring && input.tools.some((tool) => tool.deferral !== "pinned" && isAutoManaged(tool));
		const next = withSearchTools(plan.active ?? active, {
			search: needed ? "on" : input.starting && !input.exposures ? "off" : "keep",
			call: this.loadDecision.mode === "call",
		});
		if (next.length !== active.length || next.some((name, at) => name !== active[at])) host.setActiveTools(next);
		// A session whose tool settings leave call_tool out (`--tools read,tool_search`) cannot call: declare instead.
		// Remembered for the session, so later turns do not ask for it again.
		if (this.loadDecision.mode === "call" && next.includes(CALL_TOOL_NAME) && !host.activeTools().includes(CALL_TOOL_NAME)) {
			this.callToolRefused = true;
			this.loadDecision = CALL_TOOL_REFUSED;
		}
		return plan.autoLoaded;
	}
}
