/**
 * A changed tool is a new tool: when a tool becomes callable (or is declared) its fingerprint is
 * remembered (a hash of its description and schema, what its fields are, and who gives it), and a
 * tool whose fingerprint later differs is no longer callable until the model finds it again (a
 * "rug pull": a server rewrites a description, widens an enum or adds a required field after the
 * tool was trusted; or another server takes the tool's name). The fingerprint is small and plain
 * data, so it persists with the session and a resume sees the same rule; identical text from the
 * same server after a reconnect gives the identical fingerprint, so nothing changes.
 *
 * Fingerprints stored by earlier versions lack the newer parts (`chars`, `text`, `params`,
 * `origin`): a part missing on either side is unknown, never a change.
 */
import { createHash } from "node:crypto";
import { quoteLine } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";

/** Characters of the description a fingerprint keeps (read by earlier versions; never quoted now). */
const SUMMARY_CHARS = 80;
/** Fields a fingerprint names: more than any real tool's top level (GitHub's widest has about 30). */
const MAX_FIELDS = 40;
/** Enum members kept of one field, and of a whole tool: enough to name what a change added. */
const MAX_FIELD_MEMBERS = 20;
const MAX_TOOL_MEMBERS = 100;
/** Characters of a field's name, type or enum member as a fingerprint keeps it. */
const MAX_PART_CHARS = 40;
/** Types named in one field's type (`string|number|null`). */
const MAX_TYPES = 6;

/** What is remembered of one top-level field: its type, its enum members, and a hash of its schema. */
export interface ParamPrint {
	name: string;
	/** `string`, `number|null`, `string[]`, `object`, `any`, … one sanitized line. */
	type: string;
	/** Its enum members (of its items, for an array), sanitized, at most {@link MAX_FIELD_MEMBERS}. */
	members?: string[];
	/** Members past the ones kept. */
	more?: number;
	/** SHA-256 of its schema as JSON, first 16 hex characters: a change inside it (a nested field). */
	hash: string;
}

/** What is remembered of a tool when it became callable or was declared. */
export interface ToolPrint {
	/** SHA-256 of the description and the schema as JSON, hex, first 32 characters. */
	hash: string;
	/** The description's start, one sanitized line (kept for stored fingerprints; never quoted). */
	summary: string;
	/** Top-level fields, `name` when required and `name?` when optional, sanitized. */
	fields: string[];
	/** Characters of the description. */
	chars?: number;
	/** SHA-256 of the description alone, first 16 hex characters. */
	text?: string;
	/** The top-level fields' types and enum members, in the order of {@link fields}. */
	params?: ParamPrint[];
	/**
	 * Who gives the tool: `mcp:` and a hash of its MCP server's configuration (how pi starts or
	 * reaches it), or `ext:` and a hash of the extension that registered it. Set by the session.
	 */
	origin?: string;
}

/** How a tool changed: its name, its fingerprint before and now, and what screening finds in its new text. */
export interface ToolChange {
	name: string;
	before: ToolPrint;
	now: ToolPrint;
	/** The kinds of flag of the new text, in words (../trust/screen.ts), when it is flagged. */
	flagged?: readonly string[];
}

const cache = new WeakMap<object, ToolPrint>();

function jsonOf(value: unknown): string {
	try {
		return JSON.stringify(value) ?? "";
	} catch {
		// A cyclic or too-deep schema: its identity is all there is to compare.
		return "unserializable";
	}
}

function sha(text: string, chars: number): string {
	return createHash("sha256").update(text).digest("hex").slice(0, chars);
}

/** A schema's type in a few words: its `type` (or the types of its `anyOf`/`oneOf`), `[]` for an array's items. */
function typeOf(schema: unknown): string {
	if (!isRecord(schema)) return "any";
	const simple = (node: unknown): string | undefined => {
		if (!isRecord(node)) return undefined;
		if (typeof node.type === "string") return node.type === "array" && isRecord(node.items) && typeof node.items.type === "string" ? `${node.items.type}[]` : node.type;
		if (Array.isArray(node.type)) return node.type.filter((type): type is string => typeof type === "string").slice(0, MAX_TYPES).join("|") || undefined;
		if ("const" in node) return "const";
		return Array.isArray(node.enum) ? "enum" : undefined;
	};
	const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
	const type = simple(schema) ?? (variants ? [...new Set(variants.slice(0, MAX_TYPES).map((variant) => simple(variant) ?? "any"))].join("|") : undefined);
	return quoteLine(type ?? "any", MAX_PART_CHARS);
}

/** A field's enum members (its items', for an array), as sanitized words. */
function membersOf(schema: unknown): unknown[] | undefined {
	if (!isRecord(schema)) return undefined;
	if (Array.isArray(schema.enum)) return schema.enum;
	return isRecord(schema.items) && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
}

function memberWord(value: unknown): string {
	return quoteLine(typeof value === "string" ? value : jsonOf(value), MAX_PART_CHARS);
}

/** The top-level fields of a schema: names as `fields` writes them, and each one's {@link ParamPrint}. */
function fieldsOf(parameters: unknown): { fields: string[]; params: ParamPrint[] } {
	if (!isRecord(parameters) || !isRecord(parameters.properties)) return { fields: [], params: [] };
	const required = new Set(Array.isArray(parameters.required) ? parameters.required.slice(0, MAX_FIELDS * 4) : []);
	const fields: string[] = [];
	const params: ParamPrint[] = [];
	let budget = MAX_TOOL_MEMBERS;
	for (const [name, schema] of Object.entries(parameters.properties).slice(0, MAX_FIELDS)) {
		const shown = quoteLine(name, MAX_PART_CHARS);
		fields.push(`${shown}${required.has(name) ? "" : "?"}`);
		const all = membersOf(schema);
		const kept = all === undefined ? undefined : all.slice(0, Math.min(MAX_FIELD_MEMBERS, budget)).map(memberWord);
		budget -= kept?.length ?? 0;
		const more = all === undefined || kept === undefined ? 0 : all.length - kept.length;
		params.push({ name: shown, type: typeOf(schema), ...(kept !== undefined ? { members: kept } : {}), ...(more > 0 ? { more } : {}), hash: sha(jsonOf(schema), 16) });
	}
	return { fields, params };
}

/**
 * The fingerprint of a tool, computed once per tool object (a catalog entry is a new object only
 * when the host's tool changed), so checking the callable tools at every sync costs a lookup each.
 * Its `origin` is the session's to add (see {@link ToolPrint.origin}).
 */
export function printOf(tool: { description: string; parameters?: unknown }): ToolPrint {
	const known = cache.get(tool);
	if (known !== undefined) return known;
	const hash = createHash("sha256").update(tool.description).update("\u0000").update(jsonOf(tool.parameters)).digest("hex").slice(0, 32);
	const { fields, params } = fieldsOf(tool.parameters);
	const print: ToolPrint = { hash, summary: quoteLine(tool.description, SUMMARY_CHARS), fields, chars: tool.description.length, text: sha(tool.description, 16), params };
	cache.set(tool, print);
	return print;
}

/** Whether two fingerprints are of the same tool: the same text, and the same origin where both know it. */
export function samePrint(a: ToolPrint, b: ToolPrint): boolean {
	return a.hash === b.hash && (a.origin === undefined || b.origin === undefined || a.origin === b.origin);
}

function parseParam(value: unknown): ParamPrint | undefined {
	if (!isRecord(value) || typeof value.name !== "string" || typeof value.type !== "string" || typeof value.hash !== "string") return undefined;
	const members = Array.isArray(value.members) ? value.members.filter((member): member is string => typeof member === "string").slice(0, MAX_FIELD_MEMBERS).map((member) => quoteLine(member, MAX_PART_CHARS)) : undefined;
	const more = typeof value.more === "number" && Number.isInteger(value.more) && value.more > 0 ? value.more : undefined;
	return { name: quoteLine(value.name, MAX_PART_CHARS), type: quoteLine(value.type, MAX_PART_CHARS), ...(members ? { members } : {}), ...(more ? { more } : {}), hash: value.hash.slice(0, 16) };
}

/** A stored fingerprint read back defensively, or undefined when it is damaged; a newer part that is missing or damaged is left out (unknown). */
export function parsePrint(value: unknown): ToolPrint | undefined {
	if (!isRecord(value)) return undefined;
	const { hash, summary, fields, chars, text, params, origin } = value;
	if (typeof hash !== "string" || typeof summary !== "string" || !Array.isArray(fields)) return undefined;
	const print: ToolPrint = { hash, summary: quoteLine(summary, SUMMARY_CHARS), fields: fields.filter((field): field is string => typeof field === "string").slice(0, MAX_FIELDS) };
	if (typeof chars === "number" && Number.isInteger(chars) && chars >= 0) print.chars = chars;
	if (typeof text === "string") print.text = text.slice(0, 16);
	if (Array.isArray(params)) print.params = params.slice(0, MAX_FIELDS).flatMap((param) => parseParam(param) ?? []);
	if (typeof origin === "string") print.origin = origin.slice(0, 40);
	return print;
}

/** Names, values or changes listed in one part of a change sentence; the rest are counted. */
const MAX_NAMED = 6;

function named(items: readonly string[]): string {
	const shown = items.slice(0, MAX_NAMED).join(", ");
	return items.length > MAX_NAMED ? `${shown} and ${items.length - MAX_NAMED} more` : shown;
}

function quotedMembers(members: readonly string[]): string {
	return named(members.map((member) => `"${member}"`));
}

/** A field's name as `fields` writes it, without the `?` of an optional one. */
function bareName(field: string): string {
	return field.endsWith("?") ? field.slice(0, -1) : field;
}

/** What the origin of a tool is, in words, for a change of it. */
function originChange(origin: string): string {
	return origin.startsWith("mcp:")
		? "a different MCP server now gives it (another command or URL under its server's name)"
		: "a different extension now registers it";
}

/** The description's part of a change: that it changed and its length, never its text. */
function descriptionPart(before: ToolPrint, now: ToolPrint): string | undefined {
	const changed = before.text !== undefined && now.text !== undefined ? before.text !== now.text : before.summary !== now.summary ? true : undefined;
	if (changed !== true) return undefined;
	const length = now.chars === undefined ? "" : before.chars === undefined ? ` (${now.chars} characters now)` : ` (${now.chars} characters now, ${before.chars} before)`;
	return `its description changed${length}`;
}

/** The parts for fields added or removed, and required or optional now. */
function fieldParts(before: ToolPrint, now: ToolPrint): string[] {
	const parts: string[] = [];
	const wasRequired = new Map(before.fields.map((field) => [bareName(field), !field.endsWith("?")]));
	const isRequired = new Map(now.fields.map((field) => [bareName(field), !field.endsWith("?")]));
	const typeNow = new Map((now.params ?? []).map((param) => [param.name, param.type]));
	const added = [...isRequired].filter(([name]) => !wasRequired.has(name)).map(([name, required]) => {
		const type = typeNow.get(name);
		return `${name} (${[type, required ? "required" : "optional"].filter(Boolean).join(", ")})`;
	});
	const removed = [...wasRequired.keys()].filter((name) => !isRequired.has(name));
	const nowRequired = [...isRequired].filter(([name, required]) => required && wasRequired.get(name) === false).map(([name]) => name);
	const nowOptional = [...isRequired].filter(([name, required]) => !required && wasRequired.get(name) === true).map(([name]) => name);
	if (added.length > 0) parts.push(`fields added: ${named(added)}`);
	if (removed.length > 0) parts.push(`fields removed: ${named(removed)}`);
	if (nowRequired.length > 0) parts.push(`now required: ${named(nowRequired)}`);
	if (nowOptional.length > 0) parts.push(`now optional: ${named(nowOptional)}`);
	return parts;
}

/** The parts for fields both fingerprints describe: types, enum members, and changes further inside. */
function paramParts(before: ToolPrint, now: ToolPrint): string[] {
	if (before.params === undefined || now.params === undefined) return [];
	const old = new Map(before.params.map((param) => [param.name, param]));
	const types: string[] = [];
	const values: string[] = [];
	const inside: string[] = [];
	for (const param of now.params) {
		const was = old.get(param.name);
		if (was === undefined || was.hash === param.hash) continue;
		let told = false;
		if (was.type !== param.type) {
			types.push(`${param.name} from ${was.type} to ${param.type}`);
			told = true;
		}
		const gained = (param.members ?? []).filter((member) => !(was.members ?? []).includes(member));
		const lost = (was.members ?? []).filter((member) => !(param.members ?? []).includes(member));
		if (gained.length > 0 || lost.length > 0) {
			const change = [gained.length > 0 ? `added ${quotedMembers(gained)}` : "", lost.length > 0 ? `removed ${quotedMembers(lost)}` : ""].filter(Boolean).join(" and ");
			values.push(`${param.name} ${change}`);
			told = true;
		}
		if (!told) inside.push(param.name);
	}
	const parts: string[] = [];
	if (types.length > 0) parts.push(`types changed: ${named(types)}`);
	if (values.length > 0) parts.push(`allowed values changed: ${named(values)}`);
	if (inside.length > 0) parts.push(`changed inside: ${named(inside)}`);
	return parts;
}

/**
 * What changed, in one sentence for the model and the user, never quoting the new text: a
 * different server or extension, the description (that it changed and its length), fields added
 * and removed, required or optional now, types, enum members added or removed, a change inside a
 * field, and what screening finds in the new text. A change no part explains is said plainly:
 * outside the fields, or (for a fingerprint stored before these parts were kept) "in details".
 */
export function changeSentence(change: ToolChange): string {
	const { before, now } = change;
	const description = descriptionPart(before, now);
	const text = [...(description !== undefined ? [description] : []), ...fieldParts(before, now), ...paramParts(before, now)];
	if (before.hash !== now.hash && text.length === 0) {
		const known = before.text !== undefined && before.params !== undefined;
		text.push(known ? "its schema changed outside its fields" : "its description or schema changed in details");
	}
	const parts = before.origin !== undefined && now.origin !== undefined && before.origin !== now.origin ? [originChange(now.origin), ...text] : text;
	if (change.flagged !== undefined && change.flagged.length > 0) parts.push(`its new text reads like instructions to the model (${change.flagged.join("; ")})`);
	return parts.join("; ");
}
