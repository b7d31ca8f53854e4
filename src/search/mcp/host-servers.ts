/**
 * The MCP servers of a session as the host shows them: the configured ones (read from the files
 * pi reads, for the session's project), whether pi's MCP support runs, and which tools are
 * registered. Read afresh on each call; the session decides when.
 */
import { agentDir } from "../../host/settings.ts";
import { type ConfiguredServer, isMcpRunning, readConfiguredServers, serverCondition, toolsOfServer } from "./mcp-state.ts";
import { awaitTools, pollUntil } from "./startup-wait.ts";

/** Where a session runs: its project, and whether the user trusts it (pi 1.x). */
export interface Project {
	readonly cwd: string;
	isProjectTrusted?: () => boolean;
}

/** What the servers read of pi, each one call (built from pi's API in ../tool.ts). */
export interface ServerHost {
	/** Every tool pi has registered (`pi.getAllTools()`). */
	allTools(): readonly { name: string }[];
	/** The MCP servers extensions registered (`pi.getMcpServers()`; none on pi 0.73). */
	mcpServers(): readonly { name: string; config: object }[];
	/** pi's commands (`pi.getCommands()`), where its `/mcp` says whether its MCP support runs. */
	commands(): readonly { name: string }[] | undefined;
}

/** The host's MCP servers and tools; see the module comment. */
export class HostServers {
	private project: Project | undefined;
	private readonly host: ServerHost;
	private readonly env: NodeJS.ProcessEnv;

	constructor(host: ServerHost, env: NodeJS.ProcessEnv) {
		this.host = host;
		this.env = env;
	}

	/** Session start: the project whose servers {@link known} reads. */
	start(project: Project): void {
		this.project = project;
	}

	/** The servers configured for `project`, with the ones extensions registered. */
	configured(project: Project): ConfiguredServer[] {
		return readConfiguredServers({
			agentDir: agentDir(this.env),
			cwd: project.cwd,
			projectTrusted: project.isProjectTrusted?.() ?? false,
			registered: this.host.mcpServers(),
		});
	}

	/**
	 * The configured servers of the session's project, for callers without a context (pi asks
	 * `reachesTools` with the call's input only); none before the session started.
	 */
	known(): ConfiguredServer[] {
		return this.project === undefined ? [] : this.configured(this.project);
	}

	/** Whether pi's MCP support runs in this session (its `/mcp` command is there). */
	mcpRunning(): boolean {
		return isMcpRunning(this.host.commands());
	}

	/** Names of every tool the host has registered. */
	registeredNames(): string[] {
		return this.host.allTools().map((tool) => tool.name);
	}

	/** How many registered tools are in `namespace`. */
	registeredCount(namespace: string): number {
		return toolsOfServer(this.registeredNames(), namespace).length;
	}

	/**
	 * Waits, at most `timeoutMs`, for the `wanted` tools whose servers are still connecting
	 * (`awaitTools` in ./startup-wait.ts), reading the host's tools every `pollMs`.
	 */
	async awaitTools(wanted: readonly string[], options: { timeoutMs: number; pollMs: number; signal?: AbortSignal | undefined }): Promise<void> {
		const registered = (): Set<string> => new Set(this.registeredNames());
		const input = { wanted, registered: registered(), servers: this.known(), mcpRunning: this.mcpRunning(), registeredCount: (namespace: string) => this.registeredCount(namespace) };
		await awaitTools(input, registered, options);
	}

	/**
	 * Waits, at most `timeoutMs`, until every configured server that gives tool_search its tools
	 * (`deferred` exposure) and is still connecting has registered some: a prompt sent as pi starts
	 * (`pi -p`) is then matched against the tools it will have. Resolves at once when none is connecting.
	 */
	async awaitConnecting(options: { timeoutMs: number; pollMs: number; signal?: AbortSignal | undefined }): Promise<void> {
		const mcpRunning = this.mcpRunning();
		const deferred = this.known().filter((server) => server.exposure === "deferred" || server.toolExposures.includes("deferred"));
		const connected = () => deferred.every((server) => serverCondition(server, mcpRunning, this.registeredCount(server.namespace)) !== "not-connected");
		if (!connected()) await pollUntil(connected, options);
	}
}
