/**
 * A tool as the index sees it, and its analysis into fields and words: the words of its own name,
 * of its namespace, and term frequencies of its hint, description and parameter texts.
 *
 * Analysis reads only the tool itself, so adding or removing a tool never looks at the others.
 */
import { MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS } from "../rules/limits.ts";
import type { FieldLengths } from "./formulas.ts";
import { hasMcpPrefix, localName, MCP_PREFIX, nameInNamespace, toolNamespace } from "../rules/names.ts";
import { identifierTerms, stem, tokenize } from "../words/tokenize.ts";
import { queryConcepts } from "../words/concepts.ts";
import { parseQuery } from "../words/query.ts";
import { estimateDefinitionTokens, estimateTokens } from "../rules/tokens.ts";
import { isRecord } from "../../../text/record.ts";

/** A tool as the index sees it. */
export interface ToolDoc {
	/** The name the model calls it by, e.g. `mcp__slack__slack_post_message`. */
	name: string;
	description: string;
	/** JSON schema of the input; its property names and descriptions are searched. */
	inputSchema?: unknown;
	/** The tool's server or group, e.g. `mcp__slack`. Derived from an `mcp__server__tool` name when absent. */
	namespace?: string;
	/** A short phrase saying what the tool is for, from the deferral policy; ranks between the name and the description. */
	hint?: string;
	/** Hints the user's model wrote, one request a line (../../meaning): how people ask for the tool's job. */
	meaning?: string;
	/** Estimated tokens of its declaration, when the caller has them already (see {@link declarationTokens}). */
	tokens?: number;
}

/** Schema text read per tool, in characters: enough for every parameter of real tools, bounded for huge schemas. */
const MAX_SCHEMA_TEXT = 12_000;
/** Deepest subschema read: real schemas nest a few levels; a deeper one is generated or hostile. */
const MAX_SCHEMA_DEPTH = 12;
/** String enum values read per subschema: they say what a parameter takes, and long lists are data. */
const MAX_ENUM_VALUES = 30;
/** Name words that say nothing about what a tool does, left out of a name's coverage. */
const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(["tool", "mcp", "api"]);
/** Shortest name word split into two by {@link decompound}: shorter words are rarely compounds. */
const MIN_COMPOUND = 7;
/** Shortest part of a compound: shorter parts match by accident. */
const MIN_COMPOUND_PART = 3;

/**
 * Estimated tokens the tool's declaration costs the model, with the estimator every budget uses
 * (`../rules/tokens.ts`, fitted on real MCP schemas): its name, description and schema as providers
 * declare them. A schema that is not JSON (cyclic) counts as empty rather than failing the index.
 */
export function declarationTokens(doc: ToolDoc): number {
	return estimateDefinitionTokens({ name: doc.name, description: doc.description, parameters: doc.inputSchema });
}

/**
 * Words of a callable tool's description in a call-mode result, where it stands in for the
 * declaration the model would otherwise read: the usage notes of a typical MCP description (median
 * about 25 words, GitHub's longest about 90) fit, a page of prose does not.
 */
export const CALLABLE_DESCRIPTION_WORDS = 60;

/**
 * Estimated tokens a callable tool's entry costs in a call-mode result (`callableEntry` in
 * `../../plan/tool-lines.ts`): its declaration with the description cut to the first line's first
 * {@link CALLABLE_DESCRIPTION_WORDS} words, as the entry shows it. The schema is counted as
 * declared, a little more than its one-line arguments and notes take. Only a long description is
 * read again; otherwise it is the declaration's estimate.
 */
export function callableTokens(doc: ToolDoc, declared: number): number {
	const description = doc.description;
	const newline = description.indexOf("\n");
	let spaces = 0;
	let at = 0;
	const end = newline === -1 ? description.length : newline;
	for (; at < end && spaces < CALLABLE_DESCRIPTION_WORDS; at++) if (description.charCodeAt(at) === 32) spaces++;
	const cut = Math.min(at, CALLABLE_DESCRIPTION_WORDS * 12);
	if (cut >= description.length) return declared;
	return Math.max(0, declared - estimateTokens(description) + estimateTokens(description.slice(0, cut)));
}

/** The subschema a local `$ref` (`#/$defs/x`, `#/definitions/x`) points to in `root`. */
function resolveRef(ref: string, root: unknown): unknown {
	if (!ref.startsWith("#/")) return undefined;
	let node: unknown = root;
	for (const raw of ref.slice(2).split("/")) {
		const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
		if (!isRecord(node)) return undefined;
		node = node[key];
	}
	return node;
}

/**
 * The searchable texts of an input schema: property names (as identifiers) and descriptions,
 * titles and string enum values (as prose), recursively through `properties`, `items`,
 * `anyOf`/`oneOf`/`allOf` and local `$ref`s, each subschema read once (schemas may be recursive).
 * Parameters say what a tool acts on (`issue_number`, `channel`) when its description does not.
 * Stops after {@link MAX_SCHEMA_TEXT} characters, so one huge schema cannot dominate indexing time.
 */
export function schemaTexts(schema: unknown): { names: string[]; prose: string[] } {
	const names: string[] = [];
	const prose: string[] = [];
	let budget = MAX_SCHEMA_TEXT;
	const seen = new Set<unknown>();
	const add = (list: string[], text: string): void => {
		if (budget <= 0 || text.trim() === "") return;
		list.push(text.length > budget ? text.slice(0, budget) : text);
		budget -= text.length;
	};
	const visit = (node: unknown, depth: number): void => {
		if (!isRecord(node) || seen.has(node) || depth > MAX_SCHEMA_DEPTH || budget <= 0) return;
		seen.add(node);
		if (typeof node.$ref === "string") visit(resolveRef(node.$ref, schema), depth + 1);
		if (typeof node.title === "string") add(prose, node.title);
		if (typeof node.description === "string") add(prose, node.description);
		if (Array.isArray(node.enum)) {
			for (const value of node.enum.slice(0, MAX_ENUM_VALUES)) if (typeof value === "string") add(prose, value);
		}
		if (isRecord(node.properties)) {
			for (const [name, property] of Object.entries(node.properties)) {
				add(names, name);
				visit(property, depth + 1);
			}
		}
		if (isRecord(node.items)) visit(node.items, depth + 1);
		else if (Array.isArray(node.items)) for (const item of node.items) visit(item, depth + 1);
		if (isRecord(node.additionalProperties)) visit(node.additionalProperties, depth + 1);
		for (const key of ["anyOf", "oneOf", "allOf"]) {
			const variants = node[key];
			if (Array.isArray(variants)) for (const variant of variants) visit(variant, depth + 1);
		}
	};
	visit(schema, 0);
	return { names, prose };
}

/** Everything the index keeps about one tool, computed from the tool alone. */
export interface AnalyzedTool {
	/** Terms of the tool's own name (without the namespace's words). */
	readonly name: ReadonlySet<string>;
	readonly namespace: ReadonlySet<string>;
	readonly hint: ReadonlyMap<string, number>;
	readonly meaning: ReadonlyMap<string, number>;
	/** The terms of each hint the user's model wrote, one set a hint (see `groundedHints` below and `hintCoverage` in `../cut.ts`). */
	readonly meaningLines: readonly ReadonlySet<string>[];
	readonly description: ReadonlyMap<string, number>;
	readonly parameters: ReadonlyMap<string, number>;
	readonly lengths: FieldLengths;
	/** Name words that say what the tool does, for name coverage. */
	readonly coverageWords: number;
	/** Estimated tokens of its declaration ({@link declarationTokens}). */
	readonly tokens: number;
	/** Estimated tokens of its entry as a callable tool in call mode ({@link callableTokens}). */
	readonly callTokens: number;
}

function countTerms(terms: readonly string[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
	return counts;
}

/**
 * Splits a long name word into two words the tool's own texts use (`heapsnapshot` -> `heap`,
 * `snapshot` when the description says "heap snapshot"). Reading only the tool's texts keeps the
 * analysis of a tool independent of the others.
 */
function decompound(word: string, vocabulary: ReadonlyMap<string, number>, also: ReadonlyMap<string, number>): string[] {
	if (word.length < MIN_COMPOUND || !/^[a-z]+$/.test(word)) return [];
	for (let i = MIN_COMPOUND_PART; i <= word.length - MIN_COMPOUND_PART; i++) {
		const left = stem(word.slice(0, i));
		const right = stem(word.slice(i));
		if ((vocabulary.has(left) || also.has(left)) && (vocabulary.has(right) || also.has(right))) return [left, right];
	}
	return [];
}

/** The terms of a tool's own name, without its namespace's words, and how many say what it does. */
function nameTerms(local: string, namespaceTerms: ReadonlySet<string>): { name: Set<string>; coverageWords: number } {
	const name = new Set<string>();
	let coverageWords = 0;
	for (const term of identifierTerms(local)) {
		if (namespaceTerms.has(term) || name.has(term)) continue;
		name.add(term);
		// A version (`v2`, `v2010`) says nothing about what a tool does.
		if (!GENERIC_NAME_WORDS.has(term) && !/^v\d+$/.test(term)) coverageWords++;
	}
	return { name, coverageWords };
}

/**
 * Analyses one tool into index terms per field: the name's words (split at `__`, `_`, `-` and
 * camelCase, stemmed, without the namespace's words, plus compound words split by
 * {@link decompound}), the namespace's words, and term frequencies of the hint, the description and
 * the parameter texts ({@link schemaTexts}). Pure: the result depends on the tool only. Texts are
 * read up to the caps of `../rules/limits.ts`, so one tool's analysis stays bounded whatever it sends.
 */
export function analyzeTool(doc: ToolDoc): AnalyzedTool {
	const namespace = toolNamespace(doc);
	const namespaceTerms = new Set(namespace === undefined ? [] : identifierTerms(stripMcp(namespace).slice(0, MAX_NAME_CHARS)));
	const local = (namespace === undefined ? localName(doc.name) : nameInNamespace(doc.name, namespace)).slice(0, MAX_NAME_CHARS);
	const hintTerms = tokenize((doc.hint ?? "").slice(0, MAX_DESCRIPTION_CHARS));
	const descriptionTerms = tokenize(doc.description.slice(0, MAX_DESCRIPTION_CHARS));
	const schema = schemaTexts(doc.inputSchema);
	const tokens = doc.tokens ?? declarationTokens(doc);
	const parameterTerms: string[] = [];
	for (const name of schema.names) parameterTerms.push(...identifierTerms(name));
	for (const text of schema.prose) parameterTerms.push(...tokenize(text));
	const description = countTerms(descriptionTerms);
	const parameters = countTerms(parameterTerms);
	const { name, coverageWords } = nameTerms(local, namespaceTerms);
	for (const term of [...name]) for (const part of decompound(term, description, parameters)) name.add(part);
	const own = new Set([...name, ...namespaceTerms, ...description.keys(), ...parameters.keys(), ...hintTerms]);
	const meaningText = (doc.meaning ?? "").slice(0, MAX_DESCRIPTION_CHARS);
	// Each hint is read once, by itself, so no phrase runs from one hint into the next.
	const hints = meaningText === "" ? [] : meaningText.split("\n").map((text) => ({ text, terms: tokenize(text) }));
	const meaningTerms = hints.flatMap((hint) => hint.terms);
	const meaningLines = groundedHints(hints, own);
	return {
		name,
		namespace: namespaceTerms,
		hint: countTerms(hintTerms),
		meaning: countTerms(meaningTerms),
		meaningLines,
		description,
		parameters,
		lengths: { hint: hintTerms.length, meaning: meaningTerms.length, description: descriptionTerms.length, parameters: parameterTerms.length },
		coverageWords,
		tokens,
		callTokens: callableTokens(doc, tokens),
	};
}

/** A namespace without a leading `mcp__` (any case), whose words then are the server's. */
function stripMcp(namespace: string): string {
	return hasMcpPrefix(namespace) ? namespace.slice(MCP_PREFIX.length) : namespace;
}

/** Terms of a tool that may describe its namespace: those of its description and hint. */
export function profileTerms(analyzed: AnalyzedTool): Set<string> {
	return new Set([...analyzed.description.keys(), ...analyzed.hint.keys()]);
}

/**
 * The hints that may make a tool callable (see {@link hintCoverage}), each as the set of its words:
 * those that share a word with the tool's own text (`own`: its name, server, description,
 * parameters and the user's own hint), counting a Chinese word's English translation and a word's
 * synonyms (`ticket` for `issue`). A hint that
 * shares none says nothing about this tool that its own text bears out; it is how a model steered by
 * a poisoned description, or simply carried away, claims requests of every kind ("answer my
 * question", "help with anything"). Such a hint still ranks and names the tool, never loads it. On
 * the corpus's hints (bench/hints/) 98% of the English and 96% of the Chinese ones share a word;
 * dropping the rest from ranking too cost 3 points of reach on the development sets.
 */
export function groundedHints(hints: readonly { readonly text: string; readonly terms: readonly string[] }[], own: ReadonlySet<string>): Set<string>[] {
	const lines: Set<string>[] = [];
	for (const hint of hints) {
		const words = new Set(hint.terms);
		if (words.size === 0) continue;
		if (hint.terms.some((word) => own.has(word)) || readsAs(hint.text, own)) lines.push(words);
	}
	return lines;
}

/** Whether a hint, read as a query is (a Chinese word's translation, a word's synonyms and abbreviation), has a word of `own`. */
function readsAs(line: string, own: ReadonlySet<string>): boolean {
	const parsed = parseQuery(line);
	if (parsed.kind !== "keywords") return false;
	return queryConcepts(parsed).some((concept) => concept.slots.some((slot) => slot.terms.some((term) => own.has(term.term))));
}
