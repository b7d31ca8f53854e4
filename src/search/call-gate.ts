/**
 * A call that needs the user: a tool whose server's text is flagged (../trust/screen.ts), or that
 * changed on its server since the model found it (../memory/changed-tools.ts), runs only after
 * the user says yes to that call. A flag alone only informs the model, and the model may follow
 * the very text that was flagged; the person whose secrets a call could send is the one to ask.
 *
 * Where it runs: a `tool_call` handler, pi's own gate. It sees every call by the inner tool's own
 * name, a direct call of a declared tool (declare mode, pinned tools) and a call `call_tool` makes
 * through `ctx.executeTool` alike (pi runs nested calls through the same handlers, with
 * `parentToolCallId` set), so one rule covers both paths and a permission extension still sees the
 * inner call by its name, with its real arguments. A blocked call is pi's error result, carrying
 * the sentence below; pi never runs the tool.
 *
 * The order question. pi runs `tool_call` handlers in extension load order, so whether a
 * permission extension sees a call before or after this question depends on which loads first,
 * and no extension can place itself last. Either order is safe, which is why this gate does not
 * try to reorder: a block from either handler stops the call; this gate never changes the input,
 * so a permission extension after it sees exactly the arguments the user was shown; and one
 * before it that rewrites the input is shown here as rewritten (the question reads `event.input`
 * when it is asked). The only cost of coming first is that a user may say yes here to a call a
 * permission extension then refuses, or be asked twice about one call.
 *
 * Who is asked: in the terminal UI, pi's confirm through ../host/confirm.ts (keys typed ahead do
 * not answer it); an RPC client, through pi's confirm (an `extension_ui_request` the client
 * answers); in print and JSON modes, where no one can answer, the call is refused with a sentence
 * that names the settings that allow it. `confirm: false` leaves flags informing only; `allow`
 * names tools whose calls run unasked in every mode (../catalog/catalog.ts). Questions are asked
 * one at a time: two calls of one message never stack two dialogs.
 */
import type { ExtensionAPI, ExtensionContext, ToolCallEvent, ToolCallEventResult } from "@mariozechner/pi-coding-agent";
import { confirmUnhurried } from "../host/confirm.ts";
import { type HostMode, hostMode } from "../host/mode.ts";
import { quoteLine } from "../text/sanitize.ts";
import { previewJson } from "./call-arguments.ts";
import { mcpNamespaceOf } from "./engine/index.ts";
import type { ToolSearchPolicy } from "./catalog/index.ts";
import { type CallCheck, settle } from "./session/index.ts";
import { changeSentence, type Flag, kindWords, type ToolChange } from "./trust/index.ts";

/** Characters of a call's arguments the question shows, as compact JSON. */
export const SHOWN_ARGUMENT_CHARS = 240;

/** A tool's name as a sentence shows it: a server chose it, so one sanitized line, cut. */
function shown(name: string): string {
	return quoteLine(name, 120);
}

/** What a flagged tool's flags are, in words: each kind with where it was found (`an instruction tag in its description`). */
export function flagReason(flags: readonly Flag[]): string {
	const places = new Map<string, string[]>();
	for (const flag of flags) {
		const words = kindWords(flag.kind);
		const where = places.get(words) ?? [];
		if (!where.includes(flag.where) && where.length < 3) where.push(flag.where);
		places.set(words, where);
	}
	return [...places].map(([words, where]) => `${words} in its ${where.map((place) => quoteLine(place, 60)).join(", its ")}`).join("; ");
}

/** The settings pattern that names a tool's server (`mcp__github__*`), or the tool itself. */
function allowPattern(name: string): string {
	const namespace = mcpNamespaceOf(name);
	return namespace === undefined ? shown(name) : `${shown(namespace)}__*`;
}

/** The sentences of the question: the user reads the first four, the model the rest. */
export const GATE_SENTENCES = {
	title: (name: string) => `Run ${shown(name)}?`,
	flagged: (flags: readonly Flag[]) => `Flagged: its server's text holds ${flagReason(flags)}.`,
	changed: (change: ToolChange) => `Changed since the model found it: ${changeSentence(change)}.`,
	sends: (preview: string) => `It sends: ${preview}`,
	declined: (name: string) =>
		`The user declined this call of ${shown(name)}: it did not run. Do not call it again with the same arguments; ask the user what they want, or go on without it.`,
	why: (check: Extract<CallCheck, { kind: "ask" }>) =>
		check.flags.length > 0 && check.change !== undefined
			? "is flagged (its server's text reads like instructions to the model) and changed on its server since it was found"
			: check.flags.length > 0
				? "is flagged (its server's text reads like instructions to the model)"
				: "changed on its server since it was found",
	noOneToAsk: (check: Extract<CallCheck, { kind: "ask" }>, mode: HostMode) =>
		`${shown(check.name)} did not run: it ${GATE_SENTENCES.why(check)}, so each call waits for the user's yes, and no one can answer in ${mode} mode. Tell the user. To let its calls run without asking, they can add "${shown(check.name)}" or "${allowPattern(check.name)}" to piQuestion.toolSearch.allow in their global settings.json (or set piQuestion.toolSearch.confirm to false).`,
} as const;

/** The question's text: why it is asked, and what the call sends. */
export function questionOf(check: Extract<CallCheck, { kind: "ask" }>, input: unknown): string {
	const lines: string[] = [];
	if (check.flags.length > 0) lines.push(GATE_SENTENCES.flagged(check.flags));
	if (check.change !== undefined) lines.push(GATE_SENTENCES.changed(check.change));
	lines.push(GATE_SENTENCES.sends(previewJson(input, SHOWN_ARGUMENT_CHARS)));
	return lines.join("\n");
}

/** What the gate needs of the session (../session/session.ts). */
export interface GateHost {
	callCheck(name: string): Promise<CallCheck>;
	approve(name: string): void;
	readonly currentPolicy: Pick<ToolSearchPolicy, "confirm" | "allow">;
}

/** The parts of a handler's context the question uses. */
type GateContext = Pick<ExtensionContext, "hasUI" | "ui"> & { mode?: ExtensionContext["mode"]; signal?: AbortSignal | undefined };

/** One question at a time: each waits for the one before it, whatever its answer. */
function serial(): <T>(ask: () => Promise<T>) => Promise<T> {
	let last: Promise<unknown> = Promise.resolve();
	return (ask) => {
		const next = last.then(ask, ask);
		last = next.catch(() => undefined);
		return next;
	};
}

/** Asks the user in the terminal UI (keys typed ahead do not answer) or through an RPC client. */
async function askUser(ctx: GateContext, mode: HostMode, title: string, message: string): Promise<boolean> {
	const signal = ctx.signal;
	if (signal?.aborted) return false;
	const confirm = (t: string, m: string) => ctx.ui.confirm(t, m, signal ? { signal } : undefined);
	if (mode !== "tui") return confirm(title, message);
	const ui = ctx.ui as Partial<Pick<ExtensionContext["ui"], "onTerminalInput">>;
	return confirmUnhurried(ui.onTerminalInput ? { confirm, onTerminalInput: (handler) => ctx.ui.onTerminalInput(handler) } : { confirm }, title, message);
}

/**
 * The gate's answer to one call (see the module comment): undefined lets it run; a block carries
 * the sentence the model reads.
 */
export async function gateCall(event: Pick<ToolCallEvent, "toolName" | "input">, ctx: GateContext, host: GateHost, queue: ReturnType<typeof serial>): Promise<ToolCallEventResult | undefined> {
	const check = await host.callCheck(event.toolName);
	if (check.kind === "free") return undefined;
	if (check.kind === "refuse") return { block: true, reason: check.text };
	const settled = settle(check.name, host.currentPolicy);
	if (settled === "run") return undefined;
	if (settled === "allowed") {
		host.approve(check.name);
		return undefined;
	}
	const mode = hostMode(ctx);
	if (!ctx.hasUI || mode === "print" || mode === "json") {
		const reason = GATE_SENTENCES.noOneToAsk(check, mode === "tui" || mode === "rpc" ? "print" : mode);
		process.stderr.write(`tool_search: ${reason}\n`);
		return { block: true, reason };
	}
	const yes = await queue(() => askUser(ctx, mode, GATE_SENTENCES.title(check.name), questionOf(check, event.input)));
	if (!yes) return { block: true, reason: GATE_SENTENCES.declined(check.name) };
	if (check.change !== undefined) host.approve(check.name);
	return undefined;
}

/** Registers the gate: one `tool_call` handler for every call, nested or direct. */
export function registerCallGate(pi: ExtensionAPI, host: GateHost): void {
	const queue = serial();
	pi.on("tool_call", (event, ctx) => gateCall(event, ctx, host, queue));
}
