/**
 * Query language of `tool_search`: the text a model writes, read once into a {@link ParsedQuery}
 * that every later step takes.
 *
 * - `select:a,b,c` loads the named tools (names are matched case-insensitively);
 * - `mcp__server__tool` names one tool;
 * - `mcp__server` (or a bare server name, when one is connected) asks for every tool of a server;
 * - anything else is keywords, in any language; `+word` marks a word every result must match.
 *
 * {@link parseQuery} only reads the text. Whether a bare word is a server or a tool name is decided
 * by the index, which knows the tools (`ToolIndex.search` in `./tool-index.ts`); the words of a
 * keyword query become concepts in `./concepts.ts`.
 */
import { isFullMcpToolName, mcpNameForm } from "./names.ts";

/** A query as written, before the index resolves names. */
export type ParsedQuery =
	/** `select:a,b`: load exactly these tools. */
	| { kind: "select"; names: string[] }
	/** A full MCP tool name, `mcp__server__tool`. */
	| { kind: "exact"; name: string }
	/** A server prefix, `mcp__server`, without a trailing `__` or `*`. */
	| { kind: "prefix"; prefix: string }
	/** Free words. `required` were written `+word`; both keep the user's spelling. */
	| { kind: "keywords"; required: string[]; optional: string[] };

/**
 * Reads a `tool_search` query. `select:` lists are split at commas and whitespace; a single token of
 * the form `mcp__server__tool` is an exact name and `mcp__server` (optionally ending in `__` or `*`)
 * a prefix; several tokens that are all of the form `mcp__server__tool` are a `select:` of them;
 * everything else is keywords, where a token `+word` starting with a letter is required
 * (so `+1 555 0100`, a phone number, stays plain text). The text is not lowercased here, so exact
 * names keep their spelling for messages; matching is case-insensitive later.
 */
export function parseQuery(text: string): ParsedQuery {
	const trimmed = text.trim();
	const select = /^select:([\s\S]*)$/i.exec(trimmed);
	if (select) {
		const names = (select[1] ?? "").split(/[\s,]+/).filter((name) => name.length > 0);
		return { kind: "select", names: [...new Set(names)] };
	}
	if (!/\s/.test(trimmed)) {
		const form = mcpNameForm(trimmed);
		if (form?.kind === "tool") return { kind: "exact", name: trimmed };
		if (form?.kind === "namespace") return { kind: "prefix", prefix: form.namespace };
	}
	const whole = trimmed.split(/\s+/).filter((token) => token.length > 0);
	if (whole.length > 1 && whole.every(isFullMcpToolName)) return { kind: "select", names: [...new Set(whole)] };
	const tokens = withoutQuotedValues(trimmed).split(/\s+/).filter((token) => token.length > 0);
	const required: string[] = [];
	const optional: string[] = [];
	for (const token of tokens) {
		if (token.length > 1 && token.startsWith("+") && /^\p{L}/u.test(token.slice(1))) required.push(token.slice(1));
		else optional.push(token);
	}
	return { kind: "keywords", required, optional };
}

/** Quoted spans: double, curly and CJK quotes, backticks, and single quotes that are not apostrophes. */
const QUOTED_VALUES = [
	/"[^"\n]+"/g,
	/“[^”\n]+”/g,
	/‘[^’\n]+’/g,
	/「[^」\n]+」/g,
	/『[^』\n]+』/g,
	/`[^`\n]+`/g,
	/(?<=^|[\s(:=,])'[^'\n]+'(?=$|[\s).,;:!?])/g,
];

/**
 * The query without its quoted values. A request quotes what goes into the call (`add a card
 * 'Update privacy policy'`, `run \`npm run dev\``): a title, a message, a command. Those words
 * are data, and matching tools on them finds tools about privacy or npm instead of the one that
 * adds a card. When the whole query is quoted, nothing is removed.
 */
export function withoutQuotedValues(text: string): string {
	let rest = text;
	for (const pattern of QUOTED_VALUES) rest = rest.replace(pattern, " ");
	return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

/**
 * Literal values written in requests, and the kind of thing each is. The value's own words are
 * data (`billing@acme.com`, `config.yaml`), but its kind says which tools can take it.
 */
const LITERALS: readonly { readonly pattern: RegExp; readonly kind: string }[] = [
	{ pattern: /^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i, kind: "email" },
	{ pattern: /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$/i, kind: "url" },
	{ pattern: /^(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?$/, kind: "ip" },
	{ pattern: /^\+\d[\d-]*$/, kind: "phone" },
	{
		pattern:
			/^(?:~|\.{1,2})?\/?(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:ya?ml|json|toml|ini|env|xml|csv|tsv|txt|md|pdf|docx?|xlsx?|pptx?|png|jpe?g|gif|svg|webp|html?|css|[cm]?[jt]sx?|py|rb|go|rs|java|kt|swift|c|cc|cpp|h|hpp|sh|sql|log|zip|tar|gz|tgz)$/i,
		kind: "file",
	},
	// An issue key as Jira and Linear write them (ENG-421), not a standard's name (UTF-8, SHA-256).
	{ pattern: /^(?!(?:UTF|UCS|ISO|SHA|AES|RSA|RFC|GPT|MD|HTTP|TLS|SSL|IPV|CVE|PEP|ES|ECMA)-)[A-Z][A-Z0-9]{1,9}-\d+$/, kind: "issue" },
	{ pattern: /^#[a-z][\w-]*$/i, kind: "channel" },
	{ pattern: /^@[a-z][\w.-]*$/i, kind: "user" },
];

/**
 * The kind of literal value a token is (see {@link LITERALS}), ignoring surrounding quotes, brackets
 * and punctuation: `billing@acme.com` is an `email`, `src/app.ts` a `file`. A request's values are
 * data for the call, and splitting them into words (`acme`, `com`, `src`) would match tools by
 * accident; their kind says which tools take them.
 */
export function literalKind(token: string): string | undefined {
	const bare = token.replace(/^[("'`\[{<]+|[)"'`\]}>,;:!?.]+$/g, "");
	return LITERALS.find((literal) => literal.pattern.test(bare))?.kind;
}

/**
 * Names a query points at, for finding the servers it targets: the names of `select:`, an exact
 * name, a prefix, or a single word (which may be a server's name). `reachesTools` and the session
 * both ask this, so pi waits for exactly the servers the session then explains.
 */
export function queryTargets(parsed: ParsedQuery): string[] {
	switch (parsed.kind) {
		case "select":
			return parsed.names;
		case "exact":
			return [parsed.name];
		case "prefix":
			return [parsed.prefix];
		case "keywords":
			return parsed.required.length === 0 && parsed.optional.length === 1 ? [...parsed.optional] : [];
	}
}
