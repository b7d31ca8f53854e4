/**
 * Types shared by the in-process harnesses (pi 1.x and pi 0.73) and the mock model server
 * that backs the tmux TUI harness. A scripted model turn is written the same way for all of
 * them, and what the model received is reported in the same shape.
 */

/** A tool call the scripted model makes. `id` is generated when omitted. */
export interface ScriptedToolCall {
	name: string;
	arguments: Record<string, unknown>;
	id?: string;
}

/**
 * One scripted model turn: plain text, one tool call, or several tool calls in one turn
 * (optionally with text before them).
 */
export type ScriptedTurn =
	| { text: string }
	| { toolCall: ScriptedToolCall; text?: string }
	| { toolCalls: ScriptedToolCall[]; text?: string };

/** A tool declaration as the model saw it. */
export interface ToolDeclaration {
	name: string;
	description: string;
	parameters: unknown;
}

/** A tool result as the model saw it in a request. */
export interface SeenToolResult {
	toolCallId: string;
	/** Resolved from the matching assistant tool call when the wire format omits it. */
	toolName: string | undefined;
	/** The result's text parts joined with newlines. */
	text: string;
	isError: boolean;
}

/** What the model received on one request, normalised across pi versions and transports. */
export interface ModelRequest {
	/** 0-based position among all requests of the run. */
	index: number;
	/** The effective system prompt text. */
	systemPrompt: string;
	/** The tools declared to the model, in pi's order. */
	tools: ToolDeclaration[];
	/** The conversation messages (no system messages). Format depends on the transport. */
	messages: unknown[];
	/** Tool results found in `messages`, oldest first. */
	toolResults: SeenToolResult[];
}

/** A scripted turn, or a function computing it from the request the model just received. */
export type ScriptedResponse<Req extends ModelRequest = ModelRequest> =
	| ScriptedTurn
	| ((request: Req) => ScriptedTurn | Promise<ScriptedTurn>);

/**
 * The answer to a side request (a model call outside the conversation, such as an extension's own
 * background request): a turn, or a failure. In-process a failure is an error message from the
 * provider; the mock model answers it with HTTP `status` (default 500) and `error` as the message.
 */
export type SideTurn = ScriptedTurn | { error: string; status?: number };

/**
 * Decides, for each model request, whether it is a side request: a turn (or a promise of one, for a
 * slow answer) answers it outside the script; undefined leaves it to the scripted responses. The
 * decision is synchronous, the answer may come later.
 */
export type SideRouter<Req extends ModelRequest = ModelRequest> = (request: Req) => SideTurn | Promise<SideTurn> | undefined;

export function toolNames(request: Pick<ModelRequest, "tools">): string[] {
	return request.tools.map((t) => t.name);
}

let toolCallCounter = 0;

export function scriptedToolCalls(turn: ScriptedTurn): ScriptedToolCall[] {
	if ("toolCall" in turn) return [turn.toolCall];
	if ("toolCalls" in turn) return turn.toolCalls;
	return [];
}

export function newToolCallId(): string {
	toolCallCounter += 1;
	return `call_${toolCallCounter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Text of a pi/OpenAI content value: a string, or an array of parts with `text`. */
export function contentText(content: unknown): string {
	if (typeof content === "string") return content;
	if (Array.isArray(content)) {
		return content
			.map((part: unknown) =>
				part !== null && typeof part === "object" && "text" in part && typeof part.text === "string" ? part.text : "",
			)
			.filter((text) => text.length > 0)
			.join("\n");
	}
	return "";
}

const ANSI_PATTERN = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[PX^_][^\u001b]*\u001b\\|\u001b[@-Z\\-_]/g;

/** Remove ANSI escape sequences (colors, OSC links) from text. */
export function stripAnsi(text: string): string {
	return text.replace(ANSI_PATTERN, "");
}
