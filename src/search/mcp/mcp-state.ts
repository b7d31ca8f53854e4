/**
 * What an extension can tell about MCP servers, to explain why a search found nothing.
 *
 * pi 1.6 exposes no connection state to extensions: no event reports a server connecting, failing
 * or waiting for a sign-in, and `pi.getMcpServers()` lists only servers that extensions registered.
 * What it does expose, and what this module reads:
 * - the configured servers, from the same `mcp.json` files pi reads (`<agent dir>/mcp.json`, and
 *   `<project>/.pi/mcp.json` when the project is trusted), plus the registered ones;
 * - `"enabled": false` in that config (disabled) and each server's `exposure`;
 * - whether a server's tools are registered (`pi.getAllTools()`): a configured, enabled server
 *   without tools is still connecting, failed, or waits for a sign-in;
 * - whether MCP support runs at all: the `/mcp` command exists only when it does.
 * pi 0.73 has no MCP support; servers there come from third-party extensions as ordinary tools.
 */
import { join } from "node:path";
import { cappedText, readCappedSync } from "../../host/files.ts";
import { type HostTool, matchesPattern } from "../catalog/index.ts";
import { isInNamespace, mcpNamespaceOf, mcpServerNamespace, nameKey } from "../engine/index.ts";
import { isRecord } from "../../text/record.ts";

/** Bytes of an mcp.json read at most: a config of hundreds of servers is a few hundred kilobytes. */
const MAX_MCP_CONFIG_BYTES = 4 * 1024 * 1024;

/** How a server is reached, as far as its configuration says. */
export type Transport = "stdio" | "http";

/** A configured MCP server, as far as a search needs it. */
export interface ConfiguredServer {
	/** As written in the config, e.g. `my-docs`. */
	name: string;
	/** `mcp__<name>` with `-` as `_`, the prefix of its tools' names. */
	namespace: string;
	enabled: boolean;
	/** The server's default exposure (`codemode` when unset). */
	exposure: string;
	/** Exposures its `toolExposure` overrides give some tools. */
	toolExposures: string[];
	/** The `toolExposure` overrides in order: exact server tool names or `*` patterns, with their exposure. */
	toolExposure: readonly (readonly [string, string])[];
	transport: Transport;
	/**
	 * Whether the config sends credentials of its own (an `Authorization` header, or a pi provider's
	 * token); an HTTP server without them signs in with OAuth through `/mcp`.
	 */
	hasCredentials: boolean;
	description?: string;
	/** Where it is configured: a file path, or `extension` for `pi.registerMcpServer()`. */
	source: string;
	/** How pi starts or reaches it: the command, its arguments and directory, or the URL (./origins.ts). */
	endpoint?: string;
}

/** pi's alias `codemode-deferred` read as the exposure it names, `codemode`. */
function normalExposure(exposure: string): string {
	return exposure === "codemode-deferred" ? "codemode" : exposure;
}

/** How pi starts or reaches a server, as one string: its command, arguments and directory, or its URL (never its env or headers). */
function endpointOf(transport: Transport, value: Record<string, unknown>): string {
	try {
		return JSON.stringify([transport, value.command, value.args, value.cwd, value.url]);
	} catch {
		// A registration whose arguments cannot be written (cyclic): its name alone is known.
		return transport;
	}
}

/** A server entry as written, read loosely: an entry pi would reject is still worth naming. */
function serverFrom(name: string, value: Record<string, unknown>, source: string): ConfiguredServer {
	const headers = isRecord(value.headers) ? value.headers : {};
	const hasAuthHeader = Object.keys(headers).some((key) => key.toLowerCase() === "authorization");
	const type = typeof value.type === "string" ? value.type : undefined;
	const transport: Transport = typeof value.url === "string" || type === "http" || type === "streamable-http" ? "http" : "stdio";
	const toolExposure = Object.entries(isRecord(value.toolExposure) ? value.toolExposure : {}).flatMap(([pattern, exposure]) =>
		typeof exposure === "string" ? [[pattern, normalExposure(exposure)] as const] : [],
	);
	return {
		name,
		namespace: mcpServerNamespace(name),
		enabled: value.enabled !== false,
		exposure: typeof value.exposure === "string" ? normalExposure(value.exposure) : "codemode",
		toolExposures: toolExposure.map(([, exposure]) => exposure),
		toolExposure,
		transport,
		hasCredentials: hasAuthHeader || isRecord(value.auth),
		...(typeof value.description === "string" && value.description.trim() !== "" ? { description: value.description.trim() } : {}),
		source,
		endpoint: endpointOf(transport, value),
	};
}

/** Keys a project entry without `command`, `url` or `type` may override of a global server. */
const OVERRIDE_KEYS = ["enabled", "exposure", "toolExposure"];

/** Reads one `mcp.json` into `entries` (raw entries by server name, later files replacing earlier ones). */
function readEntries(path: string, project: boolean, entries: Map<string, { value: Record<string, unknown>; source: string }>): void {
	let parsed: unknown;
	try {
		const read = readCappedSync(path, MAX_MCP_CONFIG_BYTES);
		if (read.kind !== "bytes") return;
		parsed = JSON.parse(cappedText(read.bytes));
	} catch {
		return;
	}
	if (!isRecord(parsed) || !isRecord(parsed.mcpServers)) return;
	for (const [name, value] of Object.entries(parsed.mcpServers)) {
		if (!isRecord(value)) continue;
		const isOverride = project && value.command === undefined && value.url === undefined && value.type === undefined;
		if (!isOverride) {
			entries.set(name, { value, source: path });
			continue;
		}
		const base = entries.get(name);
		if (!base) continue;
		const patch = Object.fromEntries(Object.entries(value).filter(([key]) => OVERRIDE_KEYS.includes(key)));
		entries.set(name, { value: { ...base.value, ...patch }, source: path });
	}
}

/**
 * The MCP servers pi would connect in this session: the global `mcp.json`, the project's when
 * `projectTrusted` (project entries replace global ones of the same name, or override only
 * `enabled`, `exposure` and `toolExposure`), then servers extensions registered that no file
 * overrides. Unreadable files count as empty.
 */
export function readConfiguredServers(options: {
	agentDir: string;
	cwd: string;
	projectTrusted: boolean;
	registered?: readonly { name: string; config: object }[];
}): ConfiguredServer[] {
	const entries = new Map<string, { value: Record<string, unknown>; source: string }>();
	readEntries(join(options.agentDir, "mcp.json"), false, entries);
	if (options.projectTrusted) readEntries(join(options.cwd, ".pi", "mcp.json"), true, entries);
	const servers = [...entries].map(([name, entry]) => serverFrom(name, entry.value, entry.source));
	const taken = new Set(servers.map((server) => server.namespace));
	for (const registration of options.registered ?? []) {
		if (!isRecord(registration.config)) continue;
		const server = serverFrom(registration.name, registration.config, "extension");
		if (!taken.has(server.namespace)) servers.push(server);
	}
	return servers;
}

/**
 * Why a server's tools cannot be found, as far as the extension can tell:
 * - `mcp-off`: MCP support is not running in this session (`--no-mcp`, disabled in settings, or a
 *   pi without it), so no configured server connects;
 * - `disabled`: `"enabled": false`;
 * - `hidden`: its exposure hides every tool;
 * - `direct`: its tools are declared to the model already, nothing to load;
 * - `not-connected`: enabled, but no tool of it is registered: still connecting, failed, or waiting
 *   for a sign-in (pi does not say which);
 * - `connected`: its tools are registered.
 */
export type ServerCondition = "mcp-off" | "disabled" | "hidden" | "direct" | "not-connected" | "connected";

/**
 * The condition of a configured server, from its config, whether MCP support runs, and how many
 * of its tools are registered now (any exposure).
 */
export function serverCondition(server: ConfiguredServer, mcpRunning: boolean, registeredTools: number): ServerCondition {
	if (!server.enabled) return "disabled";
	if (!mcpRunning) return "mcp-off";
	if (registeredTools > 0) return "connected";
	const exposures = new Set([server.exposure, ...server.toolExposures]);
	if (exposures.size === 1 && exposures.has("hidden")) return "hidden";
	return "not-connected";
}

/**
 * The names among `registered` (the host's tool names) that are the tools of the server
 * `namespace`: what says whether a server is connected ({@link serverCondition}) and which of its
 * tools a note names. One rule for every reader of the host's tools.
 */
export function toolsOfServer(registered: readonly string[], namespace: string): string[] {
	return registered.filter((name) => isInNamespace(name, namespace));
}

/**
 * Whether MCP support runs in this session: pi's MCP extension (or one replacing it) registers
 * `/mcp`. Hosts without `getCommands()` count as running, so an unknown host never blames it.
 */
export function isMcpRunning(commands: readonly { name: string }[] | undefined): boolean {
	return commands === undefined || commands.some((command) => command.name === "mcp");
}

/**
 * The exposure a server's configuration gives one of its tools, as pi decides it (docs/mcp.md,
 * "Control tool exposure"): an exact server tool name in `toolExposure` first, then the first
 * pattern that matches, then the server's `exposure` (`codemode` when unset). pi registers the
 * tools of a `codemode` server as `deferred`, so only the configuration tells the two apart.
 */
export function configuredExposure(server: ConfiguredServer, serverToolName: string): string {
	const exact = server.toolExposure.find(([pattern]) => pattern === serverToolName);
	if (exact !== undefined) return exact[1];
	const pattern = server.toolExposure.find(([written]) => written.includes("*") && matchesPattern(written, serverToolName));
	return pattern?.[1] ?? server.exposure;
}

/** The source pi 1.x gives the tools of its own MCP extension (`sourceInfo.path`). */
export const MCP_EXTENSION_SOURCE = "builtin:mcp";

/** Whether a server is enabled and gives some of its tools `exposure`, by its own or a `toolExposure` setting. */
export function hasExposure(server: ConfiguredServer, exposure: string): boolean {
	return server.enabled && (server.exposure === exposure || server.toolExposures.includes(exposure));
}

/**
 * The host's tools with the exposure their server's configuration gives them (see
 * {@link configuredExposure}): pi registers the tools of a `codemode` server as `deferred` (both are
 * callable from scripts; only `deferred` ones are tool_search's), so such a tool is reported as
 * `codemode`. pi's resource tools (`list_mcp_resources`, ...) belong to no one server and take the
 * widest exposure among the servers: tool_search's only while some server has deferred tools.
 * Built once per session from the configuration; a tool list without codemode servers is passed
 * through as it is, and otherwise each tool costs one map look-up.
 */
export function configuredExposures(servers: readonly ConfiguredServer[]): (tools: readonly HostTool[]) => readonly HostTool[] {
	return codemodeExposures(servers) ?? ((tools) => tools);
}

/** {@link configuredExposures}, or undefined when no server is a codemode one: the host's tools are then taken as they are, with no call. */
export function codemodeExposures(servers: readonly ConfiguredServer[]): ((tools: readonly HostTool[]) => readonly HostTool[]) | undefined {
	if (!servers.some((server) => hasExposure(server, "codemode"))) return undefined;
	const byNamespace = new Map(servers.map((server) => [nameKey(server.namespace), server]));
	const resourcesCodemode = !servers.some((server) => hasExposure(server, "deferred"));
	const exposureOf = (tool: HostTool): string | undefined => {
		const namespace = mcpNamespaceOf(tool.name);
		const server = namespace === undefined ? undefined : byNamespace.get(nameKey(namespace));
		if (namespace !== undefined) return server === undefined ? undefined : configuredExposure(server, tool.name.slice(namespace.length + 2));
		return tool.sourceInfo?.path === MCP_EXTENSION_SOURCE && resourcesCodemode ? "codemode" : undefined;
	};
	return (tools) => {
		let changed = false;
		const mapped = tools.map((tool) => {
			if (tool.exposure !== "deferred" || exposureOf(tool) !== "codemode") return tool;
			changed = true;
			return { ...tool, exposure: "codemode" as const };
		});
		return changed ? mapped : tools;
	};
}

/**
 * The configured server a name a user or model wrote means: a tool name or namespace of it
 * ({@link serverOf}), else its name as configured, in any case (`memory`, `my-docs`).
 */
export function findServer(servers: readonly ConfiguredServer[], written: string): ConfiguredServer | undefined {
	return serverOf(servers, written) ?? servers.find((server) => server.name.toLowerCase() === written.toLowerCase());
}

/** The configured server a tool name or namespace belongs to, if any (`mcp__my_docs__x` -> `my-docs`). */
export function serverOf(servers: readonly ConfiguredServer[], nameOrNamespace: string): ConfiguredServer | undefined {
	const key = nameKey(nameOrNamespace);
	let best: ConfiguredServer | undefined;
	for (const server of servers) {
		if (key === nameKey(server.namespace) || isInNamespace(key, nameKey(server.namespace))) {
			if (!best || server.namespace.length > best.namespace.length) best = server;
		}
	}
	return best;
}
