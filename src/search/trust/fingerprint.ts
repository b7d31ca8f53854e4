/**
 * A changed tool is a new tool: when a tool becomes callable (or is declared) its fingerprint is
 * remembered (a hash of its description and schema, its summary and its fields), and a tool whose
 * fingerprint later differs is no longer callable until the model finds it again (a "rug pull":
 * a server rewrites a description or adds a required field after the tool was trusted). The
 * fingerprint is small and plain data, so it persists with the session and a resume sees the same
 * rule; identical text after a reconnect gives the identical fingerprint, so nothing changes.
 */
import { createHash } from "node:crypto";
import { quoteLine } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/** Characters of the description a fingerprint keeps to say what changed. */
const SUMMARY_CHARS = 80;
/** Fields a fingerprint names: more than any real tool's top level (GitHub's widest has about 30). */
const MAX_FIELDS = 40;
/** Fields named in one change sentence; the rest are counted. */
const MAX_NAMED_FIELDS = 6;

/** What is remembered of a tool when it became callable or was declared. */
export interface ToolPrint {
	/** SHA-256 of the description and the schema as JSON, hex, first 32 characters. */
	hash: string;
	/** The description's start, one sanitized line. */
	summary: string;
	/** Top-level fields, `name` when required and `name?` when optional, sanitized. */
	fields: string[];
}

/** How a tool changed: its name and its fingerprint before and now. */
export interface ToolChange {
	name: string;
	before: ToolPrint;
	now: ToolPrint;
}

const cache = new WeakMap<object, ToolPrint>();

function schemaJson(parameters: unknown): string {
	try {
		return JSON.stringify(parameters) ?? "";
	} catch {
		// A cyclic or too-deep schema: its identity is all there is to compare.
		return "unserializable";
	}
}

function fieldsOf(parameters: unknown): string[] {
	if (typeof parameters !== "object" || parameters === null) return [];
	const schema = parameters as { properties?: unknown; required?: unknown };
	if (typeof schema.properties !== "object" || schema.properties === null) return [];
	const required = new Set(Array.isArray(schema.required) ? schema.required.slice(0, MAX_FIELDS * 4) : []);
	return Object.keys(schema.properties)
		.slice(0, MAX_FIELDS)
		.map((name) => `${quoteLine(name, 40)}${required.has(name) ? "" : "?"}`);
}

/**
 * The fingerprint of a tool, computed once per tool object (a catalog entry is a new object only
 * when the host's tool changed), so checking the callable tools at every sync costs a lookup each.
 */
export function printOf(tool: { description: string; parameters?: unknown }): ToolPrint {
	const known = cache.get(tool);
	if (known !== undefined) return known;
	const hash = createHash("sha256").update(tool.description).update("\u0000").update(schemaJson(tool.parameters)).digest("hex").slice(0, 32);
	const print = { hash, summary: quoteLine(tool.description, SUMMARY_CHARS), fields: fieldsOf(tool.parameters) };
	cache.set(tool, print);
	return print;
}

/** A stored fingerprint read back defensively, or undefined when it is damaged. */
export function parsePrint(value: unknown): ToolPrint | undefined {
	if (!isRecord(value)) return undefined;
	const { hash, summary, fields } = value;
	if (typeof hash !== "string" || typeof summary !== "string" || !Array.isArray(fields)) return undefined;
	return { hash, summary: quoteLine(summary, SUMMARY_CHARS), fields: fields.filter((field): field is string => typeof field === "string").slice(0, MAX_FIELDS) };
}

function named(fields: readonly string[]): string {
	const shown = fields.slice(0, MAX_NAMED_FIELDS).join(", ");
	return fields.length > MAX_NAMED_FIELDS ? `${shown} and ${fields.length - MAX_NAMED_FIELDS} more` : shown;
}

/**
 * What changed, in one sentence for the model and the user: the description before and now (when
 * it changed), the fields added and removed, or that only the schema's details changed.
 */
export function changeSentence(change: ToolChange): string {
	const parts: string[] = [];
	if (change.before.summary !== change.now.summary) parts.push(`its description was "${change.before.summary}" and is now "${change.now.summary}"`);
	const before = new Set(change.before.fields);
	const now = new Set(change.now.fields);
	const added = change.now.fields.filter((field) => !before.has(field));
	const removed = change.before.fields.filter((field) => !now.has(field));
	if (added.length > 0) parts.push(`fields added: ${named(added)}`);
	if (removed.length > 0) parts.push(`fields removed: ${named(removed)}`);
	if (parts.length === 0) parts.push("its description or schema changed in details");
	return parts.join("; ");
}
