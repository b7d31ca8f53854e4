/**
 * Search hints from the user's own model in one session: which tools have hints (from the shared
 * store, ./store.ts, or asked now), which the model is asked about (./writer.ts), and what /tools
 * shows. Off unless the `modelHints` setting turns it on; off, the catalog carries no model hints
 * and search is exactly as without them.
 *
 * A tool's hints are keyed by its name, its fingerprint (../trust) and the language asked for, so a
 * new session or a reconnect with identical text asks nothing, and a changed tool is asked again. A
 * flagged tool is never asked about and gets no hints; every hint is screened before it is indexed.
 */
import type { CatalogTool, ModelHintSettings } from "../catalog/index.ts";
import { plural } from "../../text/plural.ts";
import { printOf, screenOnce } from "../trust/index.ts";
import { HINT_MAX_OUTPUT_TOKENS, promptTokens } from "./request.ts";
import { addToHintStore, hintKey, readHintStore, type StoredHints } from "./store.ts";
import { hintText, usableHints } from "./usable.ts";
import { type HintModel, HintWriter, type PendingTool, requestOf, serverBatches, type WriterStatus } from "./writer.ts";

/** Tools looked at in one slice of a pass before the event loop gets a turn. */
const SLICE_TOOLS = 200;

/** The catalog, as hints use it. */
export interface HintedCatalog {
	values(): Iterable<CatalogTool>;
	setModelHints(hints: ReadonlyMap<string, string>): number;
	readonly modelHinted: number;
	readonly size: number;
}

/** What /tools shows of the hints. */
export type HintStatus = { on: false } | ({ on: true; hinted: number; tools: number; unavailable?: string } & Partial<WriterStatus>);

/** What a session is started with: the setting, the model (or why there is none), the language, and how to tell the user. */
export interface HintStart {
	settings: ModelHintSettings | false;
	model: HintModel | string;
	language: string | undefined;
	tell: (text: string) => void;
}

/** The hints of one session. See the module comment. */
export class ModelHints {
	private start: HintStart | undefined;
	private writer: HintWriter | undefined;
	private store: Map<string, StoredHints> | undefined;
	private told = false;
	private pass = 0;

	private readonly catalog: HintedCatalog;
	private readonly agentDir: () => string;

	constructor(catalog: HintedCatalog, agentDir: () => string) {
		this.catalog = catalog;
		this.agentDir = agentDir;
	}

	/** A session starts: the previous one's asking stops; off clears the catalog's model hints. */
	begin(start: HintStart): void {
		this.writer?.close();
		this.writer = undefined;
		this.start = start;
		this.told = false;
		if (start.settings === false) return void this.clear();
		if (typeof start.model !== "string") this.writer = new HintWriter(start.model, start.settings.budget, start.language, { found: (tools, hints, model) => this.found(tools, hints, model) });
	}

	/**
	 * The session ended (pi's `session_shutdown`: quit, /reload, /new, /resume, /fork): asking stops and
	 * a request under way is aborted, so a session that pi replaced neither spends more of the budget
	 * nor asks again what the next session asks.
	 */
	end(): void {
		this.writer?.close();
		this.writer = undefined;
		this.pass++;
	}

	/** After a sync: the catalog's tools get their stored hints, and those without are asked about, in slices. */
	schedule(): void {
		if (this.start === undefined || this.start.settings === false) return;
		const pass = ++this.pass;
		const tools = [...this.catalog.values()];
		const pending: PendingTool[] = [];
		const found = new Map<string, string>();
		let next = 0;
		const slice = (): void => {
			if (pass !== this.pass) return;
			for (const end = Math.min(tools.length, next + SLICE_TOOLS); next < end; next++) this.look(tools[next] as CatalogTool, found, pending);
			if (next < tools.length) return void setImmediate(slice);
			if (found.size > 0) this.catalog.setModelHints(found);
			if (pending.length > 0) this.ask(pending);
		};
		slice();
	}

	/** Asks again about every tool of the catalog, stored hints or not (/tools). */
	askAgain(): void {
		if (this.start === undefined || this.start.settings === false || typeof this.start.model === "string") return;
		this.begin(this.start);
		this.ask([...this.catalog.values()].flatMap((tool) => this.pendingOf(tool) ?? []));
	}

	status(): HintStatus {
		if (this.start === undefined || this.start.settings === false) return { on: false };
		const unavailable = typeof this.start.model === "string" ? { unavailable: this.start.model } : {};
		return { on: true, hinted: this.catalog.modelHinted, tools: this.catalog.size, ...unavailable, ...this.writer?.status() };
	}

	/** The stored hints of one tool into `found`, or the tool into `pending` when it has none. */
	private look(tool: CatalogTool, found: Map<string, string>, pending: PendingTool[]): void {
		const asked = this.pendingOf(tool);
		if (asked === undefined) return;
		const stored = (this.store ??= readHintStore(this.agentDir())).get(asked.key);
		if (stored === undefined) pending.push(asked);
		else found.set(tool.name, hintText(usableHints(stored.hints, false)));
	}

	/** A tool as the writer asks about it, with its store key; undefined for a flagged tool, which gets no hints. */
	private pendingOf(tool: CatalogTool): PendingTool | undefined {
		if (this.start === undefined || screenOnce(tool).length > 0) return undefined;
		const key = hintKey(tool.name, printOf(tool).hash, this.start.language ?? "en");
		return { name: tool.name, description: tool.description, parameters: tool.parameters, server: tool.group, key };
	}

	/**
	 * Hands tools to the writer; the first time a session asks, the user is told what it costs and how
	 * to stop it. A writer that stopped at once (a budget too small for one request) asked nothing, so
	 * nothing is told: /tools says why.
	 */
	private ask(pending: readonly PendingTool[]): void {
		if (this.writer === undefined || this.start === undefined) return;
		this.writer.enqueue(pending);
		const status = this.writer.status();
		if (!this.told && status.requests > 0) {
			this.told = true;
			this.start.tell(costLine(status.model, pending.length, estimateAsk(pending, this.start.language)));
		}
	}

	/** An answer arrived: its hints are screened and indexed now, and stored for later sessions. */
	private found(tools: readonly PendingTool[], hints: ReadonlyMap<string, string[]>, model: string): void {
		const indexed = new Map<string, string>();
		const stored = new Map<string, StoredHints>();
		for (const tool of tools) {
			const own = hints.get(tool.name);
			if (own === undefined) continue;
			indexed.set(tool.name, hintText(usableHints(own, false)));
			stored.set(tool.key, { hints: own, model });
		}
		this.catalog.setModelHints(indexed);
		for (const [key, entry] of stored) this.store?.set(key, entry);
		void addToHintStore(this.agentDir(), stored).catch(() => undefined);
	}

	/** Takes the model's hints out of the catalog; a catalog that never had any (hints off all along) is not walked. */
	private clear(): void {
		if (this.catalog.modelHinted === 0) return;
		const none = new Map([...this.catalog.values()].map((tool) => [tool.name, ""]));
		this.catalog.setModelHints(none);
	}
}

/**
 * Estimated tokens of asking about `tools`: the prompts of the very requests the writer sends, and
 * half the answer's cap for each (the corpus's answers took about a quarter of it).
 */
export function estimateAsk(tools: readonly PendingTool[], language: string | undefined): number {
	return serverBatches(tools).reduce((sum, batch) => sum + promptTokens(requestOf(batch, language)) + Math.round(HINT_MAX_OUTPUT_TOKENS / 2), 0);
}

/** The one line a session shows the first time it asks. */
export function costLine(model: string, tools: number, tokens: number): string {
	return `tool_search asks ${model} once for search hints for ${plural(tools, "tool")} (about ${tokens.toLocaleString("en-US")} tokens), in the background; they are kept for later sessions. "modelHints": false in piQuestion.toolSearch turns it off.`;
}
