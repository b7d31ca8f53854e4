/**
 * `call_tool`: the one declared tool through which the model calls the tools a search made
 * callable in call mode (./catalog/load-mode.ts), so that finding and calling a tool never changes the
 * tools array or the system prompt.
 *
 * A sibling tool rather than a second form of `tool_search`: a model reads "search" and "call" as
 * two tools best, each with a schema of its own and no field that means one thing in one form and
 * nothing in the other; `{ name, arguments }` is the shape of every MCP proxy and of the call
 * blocks models are trained on; and a permission extension can treat a search (reads nothing) and
 * a call (does anything) apart. The call runs through pi's `ctx.executeTool`: pi validates the
 * arguments against the inner tool's schema and every `tool_call` / `tool_result` handler sees the
 * inner tool by its own name and can block it. Every failure is a result the model can act on,
 * never a throw.
 */
import { type AgentToolResult, DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, type ExtensionContext, type Theme, type ToolDefinition } from "@mariozechner/pi-coding-agent";
import type { Component } from "@mariozechner/pi-tui";
import { type Static, Type } from "typebox";
import { sanitizeText } from "../text/sanitize.ts";
import { argumentsShape, CUT_MARKS, cutHostileArguments, isCutMark, MAX_ARGUMENT_DEPTH, previewJson } from "./call-arguments.ts";
import { MAX_CALL_ARGUMENT_CHARS, MAX_NAME_CHARS, oneName, shownName } from "./engine/index.ts";
import { CALL_TOOL_NAME } from "./catalog/index.ts";
import { type CallTarget } from "./session/index.ts";
import { callableEntry, quoteBack } from "./plan/index.ts";
import { oneLine } from "./transcript-row.ts";
import { isRecord, kindOf, memberOf } from "../text/record.ts";

export { CALL_TOOL_NAME } from "./catalog/index.ts";

export const CALL_TOOL_DESCRIPTION = `Calls a tool that tool_search made callable. Such tools are not in your tool list: tool_search shows each one's name and arguments, and you call it here with that name and an arguments object of that shape. The result is the tool's own result.`;

export const CALL_TOOL_SNIPPET = "Call a tool that tool_search found, by its name with its arguments";

export const CallToolParams = Type.Object({
	name: Type.String({ description: "The tool's full name as tool_search showed it, such as mcp__slack__slack_post_message" }),
	// Any JSON value passes pi's own check of call_tool's parameters, so that check can never echo
	// a huge or deep input back: ours (`inputError`) refuses a non-object in a short sentence.
	arguments: Type.Optional(Type.Unknown({ description: "The tool's arguments: an object of the shape its arguments line shows" })),
});

type CallToolInput = Static<typeof CallToolParams>;

/** What `call_tool` needs of the session. */
export interface CallHost {
	callTarget(name: string): Promise<CallTarget>;
	/** A finished call of a found tool, for learned always-load. */
	countCall(call: { toolName: string; isError: boolean }): void;
}

/** The `details` of a `call_tool` result: the inner tool and how the call went. */
export interface CallDetails {
	/** The inner tool, as shown (sanitized), or the name as written when it is no callable tool. */
	tool: string;
	status: "ok" | "error" | "refused";
	/** The inner tool's own details, when it ran. */
	inner?: unknown;
}

/** The sentences of `call_tool`'s own results. */
export const CALL_SENTENCES = {
	noName: 'name is empty. Give the full name of a tool tool_search showed, such as "mcp__slack__slack_post_message".',
	nameTooLong: `name is longer than ${MAX_NAME_CHARS} characters; no tool has such a name. Give the full name tool_search showed.`,
	severalNames: (name: string) => `name "${quoteBack(name)}" is more than one name. call_tool calls one tool: give one name, and call again for each other tool.`,
	badArguments: (type: string) => `arguments must be an object of the tool's arguments (its arguments line in the tool_search result), not ${type}. Use {} for a tool that takes none.`,
	argumentsTooLong: `arguments are over ${MAX_CALL_ARGUMENT_CHARS} characters as JSON; pass large content by reference (a path or an id) where the tool allows it.`,
	argumentsTooDeep: `arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels; no tool takes that. Pass the arguments the tool's arguments line shows.`,
	unknown: (name: string, suggestions: readonly string[]) =>
		suggestions.length > 0
			? `No tool is named "${quoteBack(name)}". Closest names: ${suggestions.map(shownName).join(", ")}. Call again with one of them, or search with tool_search.`
			: `No tool is named "${quoteBack(name)}". Search with tool_search for the tool you need.`,
	declared: (name: string) => `${shownName(name)} is in your tool list: call it directly, not through call_tool.`,
	noNestedCalls: (name: string) => `This pi cannot run one tool from another, so call_tool cannot reach ${shownName(name)}. Load it with tool_search and call it directly.`,
	notCallable: (name: string) => `${shownName(name)} is not callable yet. Call tool_search with select:${shownName(name)} first: the result shows its arguments and makes it callable here.`,
	invalid: (name: string) => `The arguments do not fit ${shownName(name)}; fix the fields named above and call again. It takes:`,
	aborted: (name: string) => `The call of ${shownName(name)} was aborted before it finished; nothing more is known of its effect.`,
	outputCut: (shownBytes: number, totalBytes: number) =>
		`[The tool's output was cut to its first ${shownBytes} of ${totalBytes} bytes, pi's limit for one tool result. Ask the tool for less (a filter, a page, a limit) if the rest matters.]`,
} as const;

/** What the arguments are instead of an object: as `kindOf` says, but a list is "an array", as JSON Schema calls it. */
function typeName(value: unknown): string {
	return Array.isArray(value) ? "an array" : kindOf(value);
}

/**
 * The raw arguments before pi validates them: too deep or too large ones are cut to a mark
 * ({@link cutHostileArguments}); `arguments` written as a JSON string (models do that) becomes the
 * object it spells, when it spells one and is within {@link MAX_CALL_ARGUMENT_CHARS}; anything else
 * is left for {@link execute} to explain.
 */
function prepareArguments(args: unknown): CallToolInput {
	if (typeof args !== "object" || args === null) return args as CallToolInput;
	cutHostileArguments(args as Record<string, unknown>);
	const raw = (args as { arguments?: unknown }).arguments;
	if (typeof raw !== "string" || raw.length > MAX_CALL_ARGUMENT_CHARS || isCutMark(raw)) return args as CallToolInput;
	try {
		const parsed: unknown = JSON.parse(raw);
		if (isRecord(parsed)) return { ...(args as object), arguments: parsed } as CallToolInput;
	} catch {
		// Not JSON: execute says what arguments must be.
	}
	return args as CallToolInput;
}

function textResult(text: string, details: CallDetails, isError: boolean): AgentToolResult<CallDetails> {
	return { content: [{ type: "text", text }], details, ...(isError ? { isError: true } : {}) };
}

/** An error before the inner tool is reached, or undefined when name and arguments can be tried. */
function inputError(name: unknown, args: unknown): string | undefined {
	const read = oneName(name);
	if (read.kind === "empty") return CALL_SENTENCES.noName;
	if (read.kind === "too-long") return CALL_SENTENCES.nameTooLong;
	if (read.kind === "several") return CALL_SENTENCES.severalNames(String(name));
	if (args === undefined) return undefined;
	if (args === CUT_MARKS.tooDeep) return CALL_SENTENCES.argumentsTooDeep;
	if (args === CUT_MARKS.tooLarge) return CALL_SENTENCES.argumentsTooLong;
	if (!isRecord(args)) return CALL_SENTENCES.badArguments(typeName(args));
	const shape = argumentsShape(args);
	if (shape.tooDeep) return CALL_SENTENCES.argumentsTooDeep;
	return shape.chars > MAX_CALL_ARGUMENT_CHARS ? CALL_SENTENCES.argumentsTooLong : undefined;
}

/** The sentence for a name that leads to no callable tool. */
function refusal(target: Exclude<CallTarget, { kind: "callable" }>, written: string): string {
	switch (target.kind) {
		case "declared":
			return CALL_SENTENCES.declared(target.name);
		case "not-callable":
			return CALL_SENTENCES.notCallable(target.name);
		case "changed":
			return target.refusal;
		case "unknown":
			return CALL_SENTENCES.unknown(written, target.suggestions);
	}
}

/**
 * A tool's text output within pi's limits for one tool result ({@link DEFAULT_MAX_BYTES},
 * {@link DEFAULT_MAX_LINES}), cut before it is cleaned so a huge output costs no more than the
 * limit, then sanitized; a cut says so.
 */
export function boundedOutput(text: string): string {
	let end = 0;
	let bytes = 0;
	let lines = 1;
	while (end < text.length) {
		const code = text.charCodeAt(end);
		const width = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
		if (bytes + width > DEFAULT_MAX_BYTES || (code === 10 && ++lines > DEFAULT_MAX_LINES)) break;
		bytes += width;
		end += width === 4 ? 2 : 1;
	}
	if (end >= text.length) return sanitizeText(text);
	const total = Buffer.byteLength(text, "utf8");
	return `${sanitizeText(text.slice(0, end))}\n${CALL_SENTENCES.outputCut(bytes, total)}`;
}

/** The inner result as the model gets it: its content cleaned and bounded, images as they are. */
function innerContent(result: AgentToolResult<unknown>): AgentToolResult<CallDetails>["content"] {
	const content = Array.isArray(result.content) ? result.content : [];
	return content.flatMap((part): AgentToolResult<CallDetails>["content"] => {
		if (part.type === "text" && typeof part.text === "string") return [{ type: "text", text: boundedOutput(part.text) }];
		if (part.type === "image") return [part];
		return [];
	});
}

/** The `call_tool` definition around a session. */
export function createCallTool(host: CallHost): ToolDefinition<typeof CallToolParams, CallDetails> {
	return {
		name: CALL_TOOL_NAME,
		label: CALL_TOOL_NAME,
		description: CALL_TOOL_DESCRIPTION,
		promptSnippet: CALL_TOOL_SNIPPET,
		parameters: CallToolParams,
		prepareArguments,
		renderCall,
		// The model calls it; scripts call the tools themselves.
		exposure: "model-only",
		// Activated with tool_search in call mode only (see ToolSearchSession.apply).
		defaultActive: false,
		// The name is the one tool a call reaches: pi waits for its server if it is still connecting.
		reachesTools: (input) => (typeof input.name === "string" && input.name.length <= MAX_NAME_CHARS ? [input.name] : []),
		async execute(_toolCallId, params, signal, onUpdate, ctx): Promise<AgentToolResult<CallDetails>> {
			// Cut before anything reads it: a name past the cap is refused by its length alone.
			const written = typeof params.name === "string" ? params.name.slice(0, MAX_NAME_CHARS).trim() : "";
			const problem = inputError(params.name, params.arguments);
			if (problem !== undefined) return textResult(problem, { tool: quoteBack(written), status: "refused" }, true);
			const target = await host.callTarget(written);
			if (target.kind !== "callable") return textResult(refusal(target, written), { tool: quoteBack(written), status: "refused" }, true);
			return runInner(target, (params.arguments ?? {}) as Record<string, unknown>, signal, onUpdate, ctx as ExtensionContext & Partial<NestedCalls>, host);
		},
	};
}

/** pi 1.x's nested calls, on the context of a tool's `execute`. */
interface NestedCalls {
	executeTool(name: string, args: unknown, options?: { signal?: AbortSignal; onUpdate?: (partial: AgentToolResult<unknown>) => void }): Promise<{
		result: AgentToolResult<unknown>;
		isError: boolean;
		durationMs?: number;
	}>;
}

async function runInner(
	target: Extract<CallTarget, { kind: "callable" }>,
	args: Record<string, unknown>,
	signal: AbortSignal | undefined,
	onUpdate: ((partial: AgentToolResult<CallDetails>) => void) | undefined,
	ctx: Partial<NestedCalls>,
	host: CallHost,
): Promise<AgentToolResult<CallDetails>> {
	const tool = shownName(target.name);
	if (typeof ctx.executeTool !== "function") return textResult(CALL_SENTENCES.noNestedCalls(target.name), { tool, status: "refused" }, true);
	const outcome = await ctx.executeTool(target.name, args, {
		...(signal ? { signal } : {}),
		onUpdate: (partial) => onUpdate?.({ content: innerContent(partial), details: { tool, status: "ok" } }),
	});
	host.countCall({ toolName: target.name, isError: outcome.isError });
	const content = innerContent(outcome.result);
	const details: CallDetails = { tool, status: outcome.isError ? "error" : "ok", ...(outcome.result.details !== undefined ? { inner: outcome.result.details } : {}) };
	if (!outcome.isError) return { content, details };
	if (signal?.aborted) return { content: [...content, { type: "text", text: CALL_SENTENCES.aborted(target.name) }], details, isError: true };
	const text = content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
	// pi's schema check failed before the tool ran: show the arguments it takes.
	if (outcome.durationMs === undefined && text.startsWith("Validation failed")) {
		content.push({ type: "text", text: [CALL_SENTENCES.invalid(target.name), ...callableEntry(target.tool)].join("\n") });
	}
	return { content, details, isError: true };
}

/** The call: `call_tool mcp__slack__post_message {"channel":…}`, on one cut line, sanitized. */
function renderCall(args: unknown, theme: Theme): Component {
	const name = memberOf(args, "name");
	let line = theme.fg("toolTitle", theme.bold(CALL_TOOL_NAME));
	if (typeof name === "string" && name !== "") line += ` ${theme.fg("accent", shownName(name.slice(0, MAX_NAME_CHARS)))}`;
	const inner = memberOf(args, "arguments");
	if (inner !== undefined) {
		// Written with a budget: the model's arguments may be a million keys (./call-arguments.ts).
		const json = previewJson(inner, 200);
		if (json !== "") line += ` ${theme.fg("dim", json)}`;
	}
	return oneLine(line);
}
