/**
 * A scripted pi for the benches and the call trace: no model, no terminal, the extension API only.
 */

/**
 * A host with the parts of pi's extension API tool_search uses, holding `tools`: what it registers
 * is kept (`tool` finds a registered tool) and what it listens to can be fired (`fire`).
 */
export function scriptedPi(tools: readonly { name: string }[]) {
	let active: string[] = [];
	const handlers = new Map<string, ((event: unknown, ctx: unknown) => unknown)[]>();
	const registered = new Map<string, { name: string; description?: string; parameters?: unknown; execute: (...args: unknown[]) => Promise<unknown> }>();
	const pi = {
		registerTool: (tool: { name: string; description?: string; parameters?: unknown; execute: (...args: unknown[]) => Promise<unknown> }) => registered.set(tool.name, tool),
		registerCommand: () => undefined,
		registerMessageRenderer: () => undefined,
		on: (event: string, handler: (event: unknown, ctx: unknown) => unknown) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
		// pi lists a registered tool with its definition's own schema object, the same on every call.
		getAllTools: () => [...tools, ...[...registered.values()].map((tool) => ({ name: tool.name, description: tool.description ?? "", parameters: tool.parameters }))],
		getActiveTools: () => [...active],
		setActiveTools: (names: string[]) => {
			active = [...new Set(names)];
		},
		appendEntry: () => undefined,
		getCommands: () => [{ name: "mcp" }],
		getMcpServers: () => [],
		sendMessage: () => undefined,
		events: { on: () => () => undefined, emit: () => undefined },
	};
	const fire = async (event: string, payload: unknown, ctx: unknown): Promise<void> => {
		for (const handler of handlers.get(event) ?? []) await handler(payload, ctx);
	};
	return { pi, fire, tool: (name: string) => registered.get(name) };
}
