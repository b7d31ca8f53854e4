/**
 * pi 1.6's default MCP set-up, and the one step that gives tool_search a server.
 *
 * A server without an `exposure` field has `codemode` exposure: the model reaches its tools by
 * writing codemode scripts, and pi activates tool_search only for servers with `deferred`
 * exposure (docs/mcp.md, "Control tool exposure"). tool_search leaves codemode servers to
 * codemode, so each server has one way in and the model's choice is plain. `/tools defer` moves
 * chosen codemode servers to tool_search: after asking, it sets `"exposure": "deferred"` in the
 * `mcp.json` entry pi reads for the server (the trusted project's when it has one, else the
 * user's), changing only the bytes of that one value (../../host/settings.ts), and reloads,
 * so pi activates tool_search from the first request and the prefix stays stable.
 */
import { changeSettingsText, withMemberAt } from "../../host/settings.ts";
import { sanitizeLine } from "../../text/sanitize.ts";
import { type ConfiguredServer, findServer } from "../mcp/index.ts";

/** The `/tools` argument that switches codemode servers to deferred exposure. */
export const DEFER_ARGUMENT = "defer";

/** How the model reaches a configured server's tools, for `/tools`. */
export type ServerRoute = "tool_search" | "codemode" | "declared" | "hidden" | "disabled" | "mixed";

/** The route by which a server's tools reach the model, by its configuration (its `toolExposure` overrides make it `mixed`). */
export function serverRoute(server: ConfiguredServer): ServerRoute {
	if (!server.enabled) return "disabled";
	const exposures = new Set([server.exposure, ...server.toolExposures]);
	if (exposures.size > 1) return "mixed";
	switch (server.exposure) {
		case "deferred":
			return "tool_search";
		case "direct":
			return "declared";
		case "hidden":
			return "hidden";
		default:
			return "codemode";
	}
}

/** Servers `/tools defer` can switch: enabled, configured in a file, with `codemode` exposure. */
export function deferrableServers(servers: readonly ConfiguredServer[]): ConfiguredServer[] {
	return servers.filter((server) => server.enabled && server.source !== "extension" && server.exposure === "codemode");
}

const shown = (text: string): string => sanitizeLine(text);

/** The texts of `/tools defer`, in one place; every name and path passes through {@link shown}. */
export const DEFER_SENTENCES = {
	route: {
		tool_search: "tool_search finds its tools",
		codemode: `codemode scripts, not tool_search: /tools ${DEFER_ARGUMENT}`,
		declared: "declared to the model; nothing to search",
		hidden: "hidden: no tool reaches it",
		disabled: "disabled in its config",
		mixed: "its toolExposure gives its tools different exposures; see /mcp",
	} satisfies Record<ServerRoute, string>,
	codemodeNote: `pi activates tool_search only for servers with deferred exposure; /tools ${DEFER_ARGUMENT} [server ...] gives codemode servers to it, after asking.`,
	none: "No MCP server has codemode exposure, so there is nothing to switch: every configured server is tool_search's already, declared, hidden or disabled.",
	unknown: (names: readonly string[], choices: readonly string[]) =>
		`${names.map((name) => `"${shown(name)}"`).join(", ")} ${names.length === 1 ? "is" : "are"} no configured server with codemode exposure. ${choices.length > 0 ? `Those are: ${choices.map(shown).join(", ")}.` : ""}`.trim(),
	confirmTitle: (count: number) => `Give ${count === 1 ? "this server" : `these ${count} servers`} to tool_search?`,
	confirmMessage: (servers: readonly ConfiguredServer[]) =>
		`Sets "exposure": "deferred" for ${servers.map((server) => `${shown(server.name)} (${shown(server.source)})`).join(", ")} and reloads pi. ` +
		"tool_search then finds their tools and codemode scripts can still call them; /mcp or the file switches back.",
	cancelled: "Nothing changed.",
	noUi: (servers: readonly ConfiguredServer[]) =>
		`/tools ${DEFER_ARGUMENT} asks before it changes anything, and this mode cannot ask. Run it in pi's terminal UI, or set "exposure": "deferred" for ${servers.map((server) => `${shown(server.name)} in ${shown(server.source)}`).join(", ")}.`,
	unchanged: (server: ConfiguredServer, detail: string) => `${shown(server.source)} was not changed for ${shown(server.name)}: ${shown(detail)}.`,
} as const;

/** Picks the servers `/tools defer` was given (all codemode servers when none is named), or says why not. */
export function chooseServers(servers: readonly ConfiguredServer[], names: readonly string[]): { servers: ConfiguredServer[] } | { message: string } {
	const candidates = deferrableServers(servers);
	if (candidates.length === 0) return { message: DEFER_SENTENCES.none };
	if (names.length === 0) return { servers: candidates };
	const named = names.map((name) => findServer(candidates, name));
	const unknown = names.filter((_, at) => named[at] === undefined);
	if (unknown.length > 0) return { message: DEFER_SENTENCES.unknown(unknown, candidates.map((server) => server.name)) };
	return { servers: candidates.filter((server) => named.includes(server)) };
}

/**
 * Sets `"exposure": "deferred"` in each server's own entry of the file that configures it, under
 * pi's lock, changing only that value's bytes. Returns a sentence for each server that could not
 * be changed (the file is unreadable, not JSON pi reads, or the entry is gone); an empty list when
 * all were written.
 */
export async function deferServers(servers: readonly ConfiguredServer[]): Promise<string[]> {
	const problems: string[] = [];
	for (const server of servers) {
		try {
			const change = await changeSettingsText(server.source, (text) => withMemberAt(text, ["mcpServers", server.name, "exposure"], "deferred"));
			if (change.kind === "unusable") problems.push(DEFER_SENTENCES.unchanged(server, change.detail));
		} catch (error) {
			problems.push(DEFER_SENTENCES.unchanged(server, error instanceof Error ? error.message : String(error)));
		}
	}
	return problems;
}
