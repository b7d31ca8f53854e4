/**
 * Literal values in a request (an email address, a URL, a file, an issue key, a channel): their
 * words are data for the call, not what the request is about, so a query reads each as its kind
 * (`./concepts.ts`).
 */
import { MAX_LITERAL_CHARS } from "../rules/limits.ts";
import { withoutMarks } from "../rules/written-name.ts";

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
 * accident; their kind says which tools take them. A token longer than {@link MAX_LITERAL_CHARS}
 * is not tested: the patterns are anchored, but some may backtrack within a token, so their work
 * is kept bounded per token and linear in the query.
 */
export function literalKind(token: string): string | undefined {
	const value = bare(token);
	if (value.length > MAX_LITERAL_CHARS) return undefined;
	return LITERALS.find((literal) => literal.pattern.test(value))?.kind;
}

/** Marks that open a value, and marks and punctuation that close one or follow it. */
const OPENING_MARKS = "(\"'`[{<";
const CLOSING_MARKS = ")\"'`]}>,;:!?.";

/** A token without the quotes and brackets around it and the punctuation after it. */
function bare(token: string): string {
	return withoutMarks(token, OPENING_MARKS, CLOSING_MARKS);
}
