/**
 * Tool and namespace names: the one home of the rules that read them.
 *
 * pi names an MCP tool `mcp__<server>__<tool>` and its namespace `mcp__<server>`, with a server's
 * `-` written `_`; models write names in any case and with either separator. Every module that
 * reads a name (the index, the catalog, the MCP state, the query parser, the `reachesTools` hook)
 * asks these functions, so a name means the same thing everywhere. Each function looks at its
 * argument once, left to right, with no pattern that can backtrack.
 */


/** What every MCP namespace begins with. */
export const MCP_PREFIX = "mcp__";
/** What separates a namespace from the tool's own name. */
export const NAMESPACE_SEPARATOR = "__";

/** Whether `text` begins with `mcp__`, in any case. */
export function hasMcpPrefix(text: string): boolean {
	return text.length >= MCP_PREFIX.length && text.slice(0, MCP_PREFIX.length).toLowerCase() === MCP_PREFIX;
}

/**
 * Whether `text` is written as an MCP name: `mcp__` and then a server name that does not start
 * with `_` (`mcp__slack`, `mcp__slack__post`), as pi's MCP support matches names to servers.
 */
export function isMcpName(text: string): boolean {
	return hasMcpPrefix(text) && text.length > MCP_PREFIX.length && text[MCP_PREFIX.length] !== "_";
}

/**
 * The namespace of an MCP tool name, `mcp__<server>` out of `mcp__<server>__<tool>`: up to the
 * first `__` after a server name of at least one character, when a tool name follows it.
 * Undefined for anything else (`mcp__`, `mcp__slack`, `read`).
 */
export function mcpNamespaceOf(name: string): string | undefined {
	if (!hasMcpPrefix(name)) return undefined;
	const end = name.indexOf(NAMESPACE_SEPARATOR, MCP_PREFIX.length + 1);
	if (end < 0 || end + NAMESPACE_SEPARATOR.length >= name.length) return undefined;
	return name.slice(0, end);
}

/** The namespace of a configured server's tools: `mcp__<name>` with `-` as `_`, as pi names them. */
export function mcpServerNamespace(server: string): string {
	return `${MCP_PREFIX}${server.replaceAll("-", "_")}`;
}

/** A namespace's key with a trailing `__` or `*` removed: how a server prefix may be written. */
function withoutPrefixEnd(text: string): string {
	if (text.endsWith(NAMESPACE_SEPARATOR)) return text.slice(0, -NAMESPACE_SEPARATOR.length);
	if (text.endsWith("*")) return text.slice(0, -1);
	return text;
}

/**
 * What a single token written with `mcp__` names: a tool (`mcp__server__tool`) or a namespace
 * (`mcp__server`, also written `mcp__server__` or `mcp__server*`), or nothing when no server name
 * follows the prefix (`mcp__`, `mcp___x`).
 */
export function mcpNameForm(token: string): { kind: "tool" } | { kind: "namespace"; namespace: string } | undefined {
	if (!hasMcpPrefix(token)) return undefined;
	const rest = withoutPrefixEnd(token.slice(MCP_PREFIX.length));
	if (rest.length === 0 || rest.startsWith("_")) return undefined;
	if (rest.includes(NAMESPACE_SEPARATOR)) return { kind: "tool" };
	return { kind: "namespace", namespace: `${MCP_PREFIX}${rest}` };
}

/**
 * Whether a token is written as a full MCP tool name, `mcp__server__tool`: a server and a tool
 * name that start with something other than `_`, and no trailing `__` or `*` (which would make it
 * a server prefix).
 */
export function isFullMcpToolName(token: string): boolean {
	if (!isMcpName(token) || token.endsWith(NAMESPACE_SEPARATOR) || token.endsWith("*")) return false;
	for (let at = token.indexOf(NAMESPACE_SEPARATOR, MCP_PREFIX.length + 1); at >= 0; at = token.indexOf(NAMESPACE_SEPARATOR, at + 1)) {
		const next = token[at + NAMESPACE_SEPARATOR.length];
		if (next !== undefined && next !== "_") return true;
	}
	return false;
}

/**
 * The normalized key of a namespace: lowercase, `-` as `_`, without a leading `mcp__` or trailing
 * `__`/`*`, so `mcp__google-maps`, `google_maps` and `Google-Maps` name one server (pi writes MCP
 * namespaces with `_`, servers are configured with `-`, and models write either).
 */
export function namespaceKey(namespace: string): string {
	const key = namespace.trim().toLowerCase().replaceAll("-", "_");
	return withoutPrefixEnd(key.startsWith(MCP_PREFIX) ? key.slice(MCP_PREFIX.length) : key);
}

/**
 * The normalized key of a tool name: lowercase, `-` as `_`, so a name matches however a model
 * capitalized it and whichever of pi's sanitized (`_`) or the server's own (`-`) spelling it used.
 */
export function nameKey(name: string): string {
	return name.trim().toLowerCase().replaceAll("-", "_");
}

/**
 * A tool's name without its namespace: `slack_post_message` of `mcp__slack__slack_post_message`
 * (the part after the last `__`), which is how people and models often shorten it.
 */
export function localName(name: string): string {
	const at = name.lastIndexOf(NAMESPACE_SEPARATOR);
	return at >= 0 && at + NAMESPACE_SEPARATOR.length < name.length ? name.slice(at + NAMESPACE_SEPARATOR.length) : name;
}

/**
 * A tool's namespace: its own, or `mcp__<server>` read from an `mcp__<server>__<tool>` name, so MCP
 * tools group by server even when the caller gives no namespace.
 */
export function toolNamespace<T extends { readonly name: string; readonly namespace?: string | undefined }>(tool: T): string | undefined {
	if (tool.namespace !== undefined && tool.namespace.trim() !== "") return tool.namespace;
	return mcpNamespaceOf(tool.name);
}

/**
 * The tool's name without `namespace` when it starts with it (`post_message` of
 * `mcp__slack__post_message` in `mcp__slack`), else its {@link localName}.
 */
export function nameInNamespace(name: string, namespace: string | undefined): string {
	if (namespace !== undefined && isInNamespace(name, namespace)) return name.slice(namespace.length + NAMESPACE_SEPARATOR.length);
	return localName(name);
}

/** Whether a tool name belongs to a namespace: it begins with `<namespace>__`, in any case. */
export function isInNamespace(name: string, namespace: string): boolean {
	const prefix = `${namespace}${NAMESPACE_SEPARATOR}`;
	return name.length >= prefix.length && name.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase();
}

/**
 * The spellings under which pi may know an MCP name: as written, and with `-` as `_` (pi matches a
 * word against `mcp__<server>` as configured, with `-` as `_`, case and all).
 */
export function mcpSpellings(name: string): string[] {
	const underscored = name.replaceAll("-", "_");
	return underscored === name ? [name] : [name, underscored];
}

/** Orders names for ties: by code unit, so the order does not depend on locale. */
export function compareNames(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** A name as the model and the terminal are shown it: its home is `shownName` in `src/text/sanitize.ts`, a line's rule. */
export { shownName } from "../../../text/sanitize.ts";
