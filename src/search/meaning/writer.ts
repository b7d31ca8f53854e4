/**
 * Asking the user's model for hints, in the background: the tools that lack them are batched per
 * server (./request.ts) and asked one request at a time, never while another runs, within the
 * session's token budget. Nothing waits for it: a search, a prompt and start-up go on with the
 * hints the catalog has, and each answer is indexed (and stored for later sessions) as it arrives.
 * A failing, slow, refusing, truncated or hostile answer gives no hints and leaves search as it was;
 * a tool is asked at most once a session.
 */
import { readHintAnswer } from "./answer.ts";
import { HINT_MAX_OUTPUT_TOKENS, hintBatches, type HintRequest, hintRequest, type HintTool, promptTokens } from "./request.ts";

/** Longest one request may take before it is given up: a slow model must not hold the queue for long. */
export const HINT_REQUEST_TIMEOUT_MS = 120_000;
/** Failed requests in a row after which the session stops asking: the model is down or refuses. */
export const MAX_FAILURES_IN_A_ROW = 3;

/** A model's answer: its text and the tokens it cost (prompt and answer), or why there is none. */
export type HintReply = { ok: true; text: string; tokens: number } | { ok: false; reason: string; tokens: number };

/** The user's model, as the writer uses it. */
export interface HintModel {
	/** `provider/id`, for /tools and the stored entries. */
	readonly label: string;
	ask(request: HintRequest, signal: AbortSignal): Promise<HintReply>;
}

/** A tool to ask about: what the request shows, its server, and its store key (./store.ts). */
export interface PendingTool extends HintTool {
	readonly server: string;
	readonly key: string;
}

/** What the writer did this session, for /tools. */
export interface WriterStatus {
	readonly model: string;
	readonly budget: number;
	readonly spent: number;
	readonly requests: number;
	readonly hinted: number;
	readonly waiting: number;
	/** Why asking stopped, when it did: the budget, or the model's last error. */
	readonly stopped?: string;
}

/** `tools` in the requests' batches: grouped by server (one pass), each server's cut at HINT_BATCH_TOOLS. */
export function serverBatches(tools: readonly PendingTool[]): PendingTool[][] {
	const byServer = new Map<string, PendingTool[]>();
	for (const tool of tools) {
		const list = byServer.get(tool.server);
		if (list === undefined) byServer.set(tool.server, [tool]);
		else list.push(tool);
	}
	return [...byServer.values()].flatMap((list) => hintBatches(list));
}

/** The request for one batch of one server's tools. */
export function requestOf(batch: readonly PendingTool[], language: string | undefined): HintRequest {
	return hintRequest(batch[0]?.server ?? "", batch, language);
}

/** Where the writer's results go: the catalog's index and the shared store. */
export interface HintSink {
	found(tools: readonly PendingTool[], hints: ReadonlyMap<string, string[]>, model: string): void;
}

/** The background queue of one session. See the module comment. */
export class HintWriter {
	private readonly queue: PendingTool[][] = [];
	private readonly asked = new Set<string>();
	private running = false;
	private spent = 0;
	private requests = 0;
	private hinted = 0;
	private failures = 0;
	private stopped: string | undefined;
	private readonly stop = new AbortController();

	private readonly model: HintModel;
	private readonly budget: number;
	private readonly language: string | undefined;
	private readonly sink: HintSink;
	private readonly timeoutMs: number;

	constructor(model: HintModel, budget: number, language: string | undefined, sink: HintSink, timeoutMs = HINT_REQUEST_TIMEOUT_MS) {
		this.model = model;
		this.budget = budget;
		this.language = language;
		this.sink = sink;
		this.timeoutMs = timeoutMs;
	}

	/** Queues the tools not asked yet this session, in batches per server, and starts the queue. */
	enqueue(tools: readonly PendingTool[]): void {
		if (this.stopped !== undefined) return;
		const fresh = tools.filter((tool) => !this.asked.has(tool.key));
		for (const tool of fresh) this.asked.add(tool.key);
		this.queue.push(...serverBatches(fresh));
		if (!this.running && this.queue.length > 0) void this.drain();
	}

	/** Stops asking: the session ended. A request under way is aborted. */
	close(): void {
		this.stopped ??= "the session ended";
		this.queue.length = 0;
		this.stop.abort();
	}

	status(): WriterStatus {
		const waiting = this.queue.reduce((sum, batch) => sum + batch.length, 0);
		return { model: this.model.label, budget: this.budget, spent: this.spent, requests: this.requests, hinted: this.hinted, waiting, ...(this.stopped === undefined ? {} : { stopped: this.stopped }) };
	}

	/** Asks batch after batch until the queue is empty, the budget would be passed, or the model keeps failing. */
	private async drain(): Promise<void> {
		this.running = true;
		try {
			for (let batch = this.queue.shift(); batch !== undefined && this.stopped === undefined; batch = this.queue.shift()) {
				const request = requestOf(batch, this.language);
				const cost = promptTokens(request) + HINT_MAX_OUTPUT_TOKENS;
				if (this.spent + cost > this.budget) {
					this.stopped = `the budget of ${this.budget.toLocaleString("en-US")} tokens would be passed`;
					break;
				}
				await this.ask(batch, request, cost);
			}
		} finally {
			this.running = false;
		}
		if (this.stopped !== undefined) this.queue.length = 0;
	}

	/** One request: asked within the timeout, its answer read, its hints handed to the sink. */
	private async ask(batch: readonly PendingTool[], request: HintRequest, cost: number): Promise<void> {
		this.requests++;
		const reply = await this.withTimeout(request);
		this.spent += reply.tokens > 0 ? reply.tokens : cost;
		if (!reply.ok) {
			if (++this.failures >= MAX_FAILURES_IN_A_ROW) this.stopped = `the model failed ${MAX_FAILURES_IN_A_ROW} times in a row (${reply.reason})`;
			return;
		}
		this.failures = 0;
		const hints = readHintAnswer(reply.text, batch.map((tool) => tool.name));
		this.hinted += hints.size;
		if (hints.size > 0) this.sink.found(batch, hints, this.model.label);
	}

	/** The model's reply, or a failure when it throws, takes longer than the timeout, or the session ends. */
	private async withTimeout(request: HintRequest): Promise<HintReply> {
		const timeout = new AbortController();
		const timer = setTimeout(() => timeout.abort(), this.timeoutMs);
		const signal = AbortSignal.any([timeout.signal, this.stop.signal]);
		const aborted = new Promise<HintReply>((resolve) => signal.addEventListener("abort", () => resolve({ ok: false, reason: "no answer in time", tokens: 0 }), { once: true }));
		try {
			return await Promise.race([this.model.ask(request, signal).catch((error: unknown) => ({ ok: false as const, reason: String(error instanceof Error ? error.message : error).slice(0, 200), tokens: 0 })), aborted]);
		} finally {
			clearTimeout(timer);
		}
	}
}
