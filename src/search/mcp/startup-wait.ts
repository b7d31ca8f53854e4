/**
 * Waiting for tools a session needs before its first request.
 *
 * pi connects MCP servers in the background. A resumed session whose model loaded a server's tools
 * (and a session that starts with learned tools) needs those tools declared in its first request,
 * or the model is told they are loaded while the request lacks them, and the tools prefix changes
 * as soon as they arrive. pi awaits `before_agent_start` before it reads the active tools of a run
 * (on both pi lines; pi 1.x also activates a restored tool that registers by then), so the session
 * waits there, briefly and once, for the tools of servers that are still connecting.
 */
import { type ConfiguredServer, serverCondition, serverOf, toolsOfServer } from "./mcp-state.ts";

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
	return new Promise((resolve) => {
		const timer = setTimeout(done, ms);
		function done(): void {
			clearTimeout(timer);
			signal?.removeEventListener("abort", done);
			resolve();
		}
		signal?.addEventListener("abort", done, { once: true });
	});
}

/**
 * Polls `done` every `pollMs` until it holds, `timeoutMs` passed, or `signal` aborted; resolves to
 * whether it held. Bounded by the timeout, whatever `done` does.
 */
export async function pollUntil(done: () => boolean, options: { timeoutMs: number; pollMs: number; signal?: AbortSignal | undefined }): Promise<boolean> {
	const deadline = Date.now() + options.timeoutMs;
	for (;;) {
		if (done()) return true;
		const left = deadline - Date.now();
		if (left <= 0 || options.signal?.aborted) return false;
		await sleep(Math.min(options.pollMs, left), options.signal);
	}
}

/**
 * Of the tools a session wants declared at its first request, those worth waiting for: not
 * registered, and of a configured, enabled server none of whose tools is registered yet (so it is
 * still connecting). A tool whose server is connected without it, or that no configured server
 * has, is not coming.
 */
export function toolsToAwait(input: {
	wanted: Iterable<string>;
	registered: ReadonlySet<string>;
	servers: readonly ConfiguredServer[];
	mcpRunning: boolean;
	registeredCount: (namespace: string) => number;
}): string[] {
	const names: string[] = [];
	for (const name of input.wanted) {
		if (input.registered.has(name)) continue;
		const server = serverOf(input.servers, name);
		if (server === undefined) continue;
		if (serverCondition(server, input.mcpRunning, input.registeredCount(server.namespace)) === "not-connected") names.push(name);
	}
	return names;
}

/**
 * Waits, at most `timeoutMs`, until every tool of {@link toolsToAwait} is registered: the host's
 * tools are read again every `pollMs`.
 */
export async function awaitTools(
	input: Parameters<typeof toolsToAwait>[0],
	registered: () => ReadonlySet<string>,
	options: { timeoutMs: number; pollMs: number; signal?: AbortSignal | undefined },
): Promise<void> {
	const missing = toolsToAwait(input);
	if (missing.length === 0) return;
	await pollUntil(() => {
		const now = registered();
		return missing.every((name) => now.has(name));
	}, options);
}

/**
 * Waits, at most `timeoutMs`, until one of the servers `namespaces` registers a tool, reading the
 * host's tool names every `pollMs`. Resolves to the servers that still have none: waited for in vain.
 */
export async function waitForServers(
	namespaces: readonly string[],
	registered: () => readonly string[],
	options: { timeoutMs: number; pollMs: number; signal?: AbortSignal | undefined },
): Promise<Set<string>> {
	const connected = (names: readonly string[], namespace: string): boolean => toolsOfServer(names, namespace).length > 0;
	await pollUntil(() => {
		const names = registered();
		return namespaces.some((namespace) => connected(names, namespace));
	}, options);
	const names = registered();
	return new Set(namespaces.filter((namespace) => !connected(names, namespace)));
}
