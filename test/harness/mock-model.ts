/**
 * A scripted OpenAI-compatible model server for driving the real pi CLI in tests.
 *
 * Serves `POST /v1/chat/completions` on 127.0.0.1 as a server-sent-event stream of
 * `chat.completion.chunk`s. Each request gets the next scripted response (text or tool
 * calls, or a function of the request). Every request body is kept (and optionally appended
 * to a JSONL log) so a test can read the tool list, system prompt and tool results pi sent.
 *
 * A request that arrives when the script is exhausted gets a visible text answer
 * (`[mock-model] no scripted response for request #N`) and is counted in `unscripted()`.
 *
 * `sideResponses` routes requests made outside the conversation (an extension's background model
 * call): those it answers are kept apart (`sideRequests()`) and leave the script untouched.
 */
import { appendFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
	contentText,
	type ModelRequest,
	newToolCallId,
	type ScriptedResponse,
	type ScriptedTurn,
	scriptedToolCalls,
	type SeenToolResult,
	type SideRouter,
	type SideTurn,
	type ToolDeclaration,
} from "./types.ts";

/** The raw OpenAI chat-completions request body pi sent. */
export interface ChatCompletionBody {
	model?: string;
	stream?: boolean;
	messages?: Array<Record<string, unknown>>;
	tools?: Array<{ type?: string; function?: { name?: string; description?: string; parameters?: unknown } }>;
	[key: string]: unknown;
}

/** One request as the mock saw it: normalised fields plus the raw body. */
export interface MockRequest extends ModelRequest {
	body: ChatCompletionBody;
}

export type MockResponse = ScriptedResponse<MockRequest>;

export interface MockModelOptions {
	responses?: MockResponse[];
	/** Append every request body to this file as one JSON line. */
	logFile?: string;
	/** Model id reported in chunks. */
	modelId?: string;
	/**
	 * Answers requests outside the script: a request it returns a turn for (a promise: a slow answer;
	 * `{ error, status }`: an HTTP error, 500 by default) is kept in `sideRequests()`, not in
	 * `requests()`, and consumes no scripted response. The log file gets every body either way.
	 */
	sideResponses?: SideRouter<MockRequest>;
}

export interface MockModel {
	/** Base URL to put in models.json, e.g. `http://127.0.0.1:40123/v1`. */
	readonly baseUrl: string;
	readonly port: number;
	/** All requests so far, oldest first. */
	requests(): MockRequest[];
	/** Resolves with the `count`-th request (1-based) once that many requests have arrived. */
	waitForRequest(count: number, timeoutMs?: number): Promise<MockRequest>;
	/** The requests `sideResponses` answered, oldest first (each `index` counts side requests only). */
	sideRequests(): MockRequest[];
	/** Resolves with the `count`-th side request (1-based) once that many have arrived. */
	waitForSideRequest(count: number, timeoutMs?: number): Promise<MockRequest>;
	/** Append more scripted responses. */
	push(...responses: MockResponse[]): void;
	/** Scripted responses not consumed yet. */
	pending(): number;
	/** Requests that arrived after the script ran out. */
	unscripted(): number;
	close(): Promise<void>;
}

export function normaliseChatRequest(body: ChatCompletionBody, index: number): MockRequest {
	const messages = Array.isArray(body.messages) ? body.messages : [];
	const systemPrompt = messages
		.filter((m) => m.role === "system" || m.role === "developer")
		.map((m) => contentText(m.content))
		.join("\n\n");
	const tools: ToolDeclaration[] = (body.tools ?? []).map((t) => ({
		name: t.function?.name ?? "",
		description: t.function?.description ?? "",
		parameters: t.function?.parameters,
	}));
	const callNames = new Map<string, string>();
	const toolResults: SeenToolResult[] = [];
	for (const message of messages) {
		if (message.role === "assistant" && Array.isArray(message.tool_calls)) {
			for (const call of message.tool_calls as Array<{ id?: string; function?: { name?: string } }>) {
				if (call.id !== undefined && call.function?.name !== undefined) callNames.set(call.id, call.function.name);
			}
		}
		if (message.role === "tool") {
			const toolCallId = String(message.tool_call_id ?? "");
			const text = contentText(message.content);
			toolResults.push({
				toolCallId,
				toolName: callNames.get(toolCallId),
				text,
				// The OpenAI wire format has no error flag; pi marks failures only in the text.
				isError: false,
			});
		}
	}
	return {
		index,
		systemPrompt,
		tools,
		messages: messages.filter((m) => m.role !== "system" && m.role !== "developer"),
		toolResults,
		body,
	};
}

function readBody(req: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => chunks.push(chunk));
		req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
		req.on("error", reject);
	});
}

function chunkEvents(turn: ScriptedTurn, modelId: string, requestIndex: number): unknown[] {
	const id = `chatcmpl-mock-${requestIndex}`;
	const created = Math.floor(Date.now() / 1000);
	const base = { id, object: "chat.completion.chunk", created, model: modelId };
	const events: unknown[] = [];
	const text = "text" in turn ? turn.text : undefined;
	const calls = scriptedToolCalls(turn);
	events.push({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
	if (text !== undefined && text.length > 0) {
		events.push({ ...base, choices: [{ index: 0, delta: { content: text }, finish_reason: null }] });
	}
	calls.forEach((call, i) => {
		events.push({
			...base,
			choices: [
				{
					index: 0,
					delta: {
						tool_calls: [
							{
								index: i,
								id: call.id ?? newToolCallId(),
								type: "function",
								function: { name: call.name, arguments: JSON.stringify(call.arguments) },
							},
						],
					},
					finish_reason: null,
				},
			],
		});
	});
	events.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: calls.length > 0 ? "tool_calls" : "stop" }] });
	events.push({ ...base, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
	return events;
}

function completionBody(turn: ScriptedTurn, modelId: string, requestIndex: number): unknown {
	const calls = scriptedToolCalls(turn);
	return {
		id: `chatcmpl-mock-${requestIndex}`,
		object: "chat.completion",
		created: Math.floor(Date.now() / 1000),
		model: modelId,
		choices: [
			{
				index: 0,
				message: {
					role: "assistant",
					content: "text" in turn && turn.text !== undefined ? turn.text : null,
					...(calls.length > 0
						? {
								tool_calls: calls.map((call) => ({
									id: call.id ?? newToolCallId(),
									type: "function",
									function: { name: call.name, arguments: JSON.stringify(call.arguments) },
								})),
							}
						: {}),
				},
				finish_reason: calls.length > 0 ? "tool_calls" : "stop",
			},
		],
		usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
	};
}

export async function startMockModel(options: MockModelOptions = {}): Promise<MockModel> {
	const queue: MockResponse[] = [...(options.responses ?? [])];
	const seen: MockRequest[] = [];
	const sides: MockRequest[] = [];
	const waiters: Array<{ list: MockRequest[]; count: number; resolve: (r: MockRequest) => void }> = [];
	const modelId = options.modelId ?? "mock-1";
	let unscripted = 0;

	const notify = (): void => {
		for (let i = waiters.length - 1; i >= 0; i--) {
			const waiter = waiters[i];
			if (waiter !== undefined && waiter.list.length >= waiter.count) {
				waiters.splice(i, 1);
				const request = waiter.list[waiter.count - 1];
				if (request !== undefined) waiter.resolve(request);
			}
		}
	};

	const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
		const url = req.url ?? "";
		if (req.method === "GET" && url.endsWith("/models")) {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify({ object: "list", data: [{ id: modelId, object: "model", owned_by: "mock" }] }));
			return;
		}
		if (req.method !== "POST" || !url.endsWith("/chat/completions")) {
			res.writeHead(404, { "content-type": "application/json" });
			res.end(JSON.stringify({ error: { message: `mock-model: no route for ${req.method} ${url}` } }));
			return;
		}
		const raw = await readBody(req);
		let body: ChatCompletionBody;
		try {
			body = JSON.parse(raw) as ChatCompletionBody;
		} catch {
			res.writeHead(400, { "content-type": "application/json" });
			res.end(JSON.stringify({ error: { message: "mock-model: request body is not JSON" } }));
			return;
		}
		if (options.logFile !== undefined) appendFileSync(options.logFile, `${JSON.stringify(body)}\n`);
		if (options.sideResponses !== undefined) {
			const side = normaliseChatRequest(body, sides.length);
			const answer = options.sideResponses(side);
			if (answer !== undefined) {
				sides.push(side);
				notify();
				await answerSide(res, body, answer, side.index);
				return;
			}
		}
		const request = normaliseChatRequest(body, seen.length);
		seen.push(request);
		notify();

		const step = queue.shift();
		let turn: ScriptedTurn;
		if (step === undefined) {
			unscripted += 1;
			turn = { text: `[mock-model] no scripted response for request #${request.index + 1}` };
		} else {
			try {
				turn = typeof step === "function" ? await step(request) : step;
			} catch (error) {
				turn = { text: `[mock-model] response function threw: ${error instanceof Error ? error.message : String(error)}` };
			}
		}

		writeTurn(res, body, turn, request.index);
	};

	/** A side request's answer: its turn, or an HTTP error; nothing once the client has gone. */
	const answerSide = async (res: ServerResponse, body: ChatCompletionBody, answer: SideTurn | Promise<SideTurn>, index: number): Promise<void> => {
		let turn: SideTurn;
		try {
			turn = await answer;
		} catch (error) {
			turn = { error: `mock-model: side response threw: ${error instanceof Error ? error.message : String(error)}` };
		}
		if (res.destroyed || res.writableEnded) return;
		if ("error" in turn) {
			res.writeHead(turn.status ?? 500, { "content-type": "application/json" });
			res.end(JSON.stringify({ error: { message: turn.error } }));
			return;
		}
		writeTurn(res, body, turn, index);
	};

	/** A turn as a completion (`"stream": false`) or as a server-sent-event stream. */
	const writeTurn = (res: ServerResponse, body: ChatCompletionBody, turn: ScriptedTurn, index: number): void => {
		if (body.stream === false) {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify(completionBody(turn, modelId, index)));
			return;
		}
		res.writeHead(200, {
			"content-type": "text/event-stream",
			"cache-control": "no-cache",
			connection: "keep-alive",
		});
		for (const event of chunkEvents(turn, modelId, index)) {
			res.write(`data: ${JSON.stringify(event)}\n\n`);
		}
		res.write("data: [DONE]\n\n");
		res.end();
	};

	/** Resolves with the `count`-th entry of `list` (1-based) once it has that many. */
	const waitFor = (list: MockRequest[], what: string, count: number, timeoutMs: number): Promise<MockRequest> => {
		const ready = list[count - 1];
		if (ready !== undefined) return Promise.resolve(ready);
		return new Promise((resolve, reject) => {
			const waiter = {
				list,
				count,
				resolve: (r: MockRequest) => {
					clearTimeout(timer);
					resolve(r);
				},
			};
			const timer = setTimeout(() => {
				const i = waiters.indexOf(waiter);
				if (i >= 0) waiters.splice(i, 1);
				reject(new Error(`mock-model: timed out after ${timeoutMs} ms waiting for ${what} #${count} (got ${list.length})`));
			}, timeoutMs);
			waiters.push(waiter);
		});
	};

	const server: Server = createServer((req, res) => {
		handle(req, res).catch((error: unknown) => {
			if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
			res.end(JSON.stringify({ error: { message: `mock-model: ${String(error)}` } }));
		});
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve());
	});
	const port = (server.address() as AddressInfo).port;

	return {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		port,
		requests: () => [...seen],
		waitForRequest: (count: number, timeoutMs = 15_000) => waitFor(seen, "request", count, timeoutMs),
		sideRequests: () => [...sides],
		waitForSideRequest: (count: number, timeoutMs = 15_000) => waitFor(sides, "side request", count, timeoutMs),
		push: (...responses: MockResponse[]) => {
			queue.push(...responses);
		},
		pending: () => queue.length,
		unscripted: () => unscripted,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
