/**
 * A tool's parameters as the model reads them in a call-mode search result: one TypeScript-like
 * line (`{ query: string, limit?: number, tags: ("a" | "b")[] }`) and the parameters' own
 * descriptions, one short line each.
 *
 * Models write calls from TypeScript-like signatures as reliably as from JSON Schema at a fraction
 * of the tokens (pi's codemode declares its tools the same way). The line is exact: every type at
 * any depth is written as the schema says (`string[]`, unions, enums, nested objects, local
 * `$ref`s), and where a budget stops the walk it says `…`, never a wrong type. The schema is a
 * server's text: walked with a budget of nodes and depth ({@link MAX_NODES}, {@link MAX_DEPTH}), so
 * a cyclic or enormous schema costs the same bounded work as a small one; every name and text is
 * sanitized.
 */
import { sanitizeLine } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/**
 * Depth of nested types written out: real schemas nest about six levels (an array of objects with
 * arrays of objects); deeper ones read `…`, which says "more here" rather than a wrong type.
 */
const MAX_DEPTH = 16;
/** Schema nodes visited for one tool: a large real schema (GitHub's) has about 60. */
const MAX_NODES = 200;
/** Properties written per object; the rest are counted (`…3 more`). */
const MAX_PROPERTIES = 24;
/** Members of an enum or union written out. */
const MAX_MEMBERS = 8;
/** Characters of a property name or enum value: longer ones are cut (a server chose them). */
const MAX_PROPERTY_NAME_CHARS = 64;
/**
 * Characters of one arguments line: GitHub's widest tool (about 30 parameters) takes about 900,
 * so a line past this is a schema built to fill the context; it is cut with a mark.
 */
export const MAX_PARAMETER_LINE_CHARS = 3_000;

type Schema = Record<string, unknown>;

/** A property name as written: an identifier bare, anything else quoted. */
function key(name: string): string {
	const clean = sanitizeLine(name).slice(0, MAX_PROPERTY_NAME_CHARS);
	return /^[A-Za-z_$][\w$]*$/.test(clean) ? clean : JSON.stringify(clean);
}

function literal(value: unknown): string {
	if (typeof value === "string") return JSON.stringify(sanitizeLine(value).slice(0, MAX_PROPERTY_NAME_CHARS));
	if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
	return "unknown";
}

/** The walk over one schema: the node budget is shared by the whole declaration. */
class Writer {
	private nodes = 0;

	/** The schema's root: it holds the local definitions (`$defs`, `definitions`) that `$ref`s name. */
	private readonly root: Schema;

	constructor(root: Schema) {
		this.root = root;
	}

	type(schema: unknown, depth: number): string {
		if (!isRecord(schema)) return "unknown";
		if (++this.nodes > MAX_NODES) return "…";
		if ("const" in schema) return literal(schema.const);
		// Only the members that are written are read: an enum of millions costs what one of nine does.
		if (Array.isArray(schema.enum)) return this.members(schema.enum.slice(0, MAX_MEMBERS + 1).map(literal), schema.enum.length);
		// Records, arrays, unions and references nest like objects and stop at the same depth.
		if (depth > MAX_DEPTH) return "…";
		const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
		if (variants !== undefined) return this.members(variants.slice(0, MAX_MEMBERS + 1).map((variant) => this.type(variant, depth + 1)), variants.length);
		if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return this.type(schema.allOf[0], depth);
		if (typeof schema.$ref === "string") return this.reference(schema.$ref, depth);
		const types = Array.isArray(schema.type) ? schema.type.filter((type): type is string => typeof type === "string") : [schema.type];
		if (types.length > 1) return this.members(types.slice(0, MAX_MEMBERS + 1).map((type) => this.single(schema, type, depth)), types.length);
		return this.single(schema, types[0], depth);
	}

	private single(schema: Schema, type: unknown, depth: number): string {
		switch (type) {
			case "string":
			case "boolean":
			case "null":
				return type;
			case "number":
			case "integer":
				return "number";
			case "array": {
				const item = this.type(schema.items, depth + 1);
				return /^[\w"]+$/.test(item) ? `${item}[]` : `(${item})[]`;
			}
			default:
				return isRecord(schema.properties) || type === "object" ? this.object(schema, depth) : "unknown";
		}
	}

	/** A local `$ref` (`#/$defs/Name`, `#/definitions/Name`) as the type it names; any other is `unknown` (pi checks it all the same). */
	private reference(ref: string, depth: number): string {
		const match = /^#\/(\$defs|definitions)\/([^/]{1,200})$/.exec(ref.slice(0, 240));
		const defs = match === null ? undefined : this.root[match[1] as string];
		const target = isRecord(defs) ? defs[match?.[2] as string] : undefined;
		return isRecord(target) ? this.type(target, depth + 1) : "unknown";
	}

	/** `{ a: string, b?: number }`, `Record<string, T>`, or `…` past {@link MAX_DEPTH}. */
	object(schema: Schema, depth: number): string {
		const properties = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
		if (properties.length === 0) {
			return isRecord(schema.additionalProperties) ? `Record<string, ${this.type(schema.additionalProperties, depth + 1)}>` : "object";
		}
		if (depth >= MAX_DEPTH) return "…";
		const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []);
		const fields = properties.slice(0, MAX_PROPERTIES).map(([name, value]) => `${key(name)}${required.has(name) ? "" : "?"}: ${this.type(value, depth + 1)}`);
		if (properties.length > MAX_PROPERTIES) fields.push(`…${properties.length - MAX_PROPERTIES} more`);
		return `{ ${fields.join(", ")} }`;
	}

	/** `a | b | c`, the first {@link MAX_MEMBERS} of `total`, then `| …`. */
	private members(members: readonly string[], total: number): string {
		const shown = [...new Set(members)].slice(0, MAX_MEMBERS);
		return total > MAX_MEMBERS ? `${shown.join(" | ")} | …` : shown.join(" | ");
	}
}

/** The parameters of a tool in one line: `{ query: string, limit?: number }`; `{}` when it takes none. */
export function parameterLine(parameters: unknown): string {
	if (!isRecord(parameters)) return "{}";
	const line = new Writer(parameters).object(parameters, 0);
	if (line === "object") return "{}";
	return line.length <= MAX_PARAMETER_LINE_CHARS ? line : `${line.slice(0, MAX_PARAMETER_LINE_CHARS)} … (cut at ${MAX_PARAMETER_LINE_CHARS} characters)`;
}

/**
 * The top-level parameters that have a description, in schema order: the name as written in
 * {@link parameterLine}, and the description as the server wrote it (the caller summarizes and
 * sanitizes it, as it does tool descriptions).
 */
export function parameterNotes(parameters: unknown): { name: string; description: string }[] {
	if (!isRecord(parameters) || !isRecord(parameters.properties)) return [];
	const notes: { name: string; description: string }[] = [];
	for (const [name, value] of Object.entries(parameters.properties).slice(0, MAX_PROPERTIES)) {
		if (isRecord(value) && typeof value.description === "string" && value.description.trim() !== "") notes.push({ name: key(name), description: value.description });
	}
	return notes;
}
