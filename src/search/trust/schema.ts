/**
 * The texts of a tool's parameter schema a model reads, each with where it is: descriptions,
 * titles, defaults, examples, comments and enum descriptions, at any depth (nested properties,
 * array items, anyOf variants, additional properties, definitions), and the names the arguments
 * line writes (parameter names, enum members, consts) read as words. Walked with a stack, never
 * recursion, over at most {@link MAX_SCREEN_NODES} nodes.
 */
import { isRecord } from "../../text/record.ts";
import { nameAsWords } from "./words.ts";

/** Schema nodes whose texts are screened, as ../plan/declaration.ts walks them. */
const MAX_SCREEN_NODES = 200;
/** Members of an enum, examples or enum descriptions screened: the arguments line writes at most 8. */
const MAX_SCREEN_MEMBERS = 16;
/** The longest parameter name a flag names: longer ones, or ones with other characters, are named by their place. */
const MAX_NAMED_CHARS = 32;

/** One text of a schema and where it is; `name` for a name read as words (a parameter name, an enum member). */
export interface SchemaText {
	where: string;
	text: string;
	name?: true;
}

/** A schema's texts, and the names of its parameters at any depth. */
export interface SchemaTexts {
	texts: SchemaText[];
	parameters: string[];
}

/** Fields whose string (or strings) a model reads as text about the parameter. */
const TEXT_FIELDS: readonly (readonly [key: string, label: string])[] = [
	["description", ""],
	["markdownDescription", ""],
	["title", "title"],
	["default", "default"],
	["examples", "examples"],
	["example", "examples"],
	["$comment", "comment"],
	["enumDescriptions", "enum descriptions"],
	["markdownEnumDescriptions", "enum descriptions"],
	["enumNames", "enum names"],
	["x-enumDescriptions", "enum descriptions"],
];

/** Keys whose value is one schema, or a record of schemas, or a list of schemas. */
const CHILD_KEYS = ["items", "additionalProperties", "not", "if", "then", "else", "contains"];
const RECORD_KEYS = ["patternProperties", "$defs", "definitions", "dependentSchemas"];
const LIST_KEYS = ["anyOf", "oneOf", "allOf", "prefixItems", "items"];

/** Whether a parameter's name is safe to name in a line the model reads: short, letters, digits, `_`, `-`, `.`. */
function isPlainName(name: string): boolean {
	if (name.length === 0 || name.length > MAX_NAMED_CHARS) return false;
	for (let at = 0; at < name.length; at++) {
		const code = name.charCodeAt(at);
		const plain = (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d || code === 0x2e;
		if (!plain) return false;
	}
	return true;
}

/** Where a field of a node is: `parameter "path"`'s default, or the schema's own. */
function placed(where: string, label: string): string {
	if (label === "") return where;
	return where === "schema" ? `schema's ${label}` : `${where}'s ${label}`;
}

/** The strings of a field's value: the string itself, or the strings of a list (at most {@link MAX_SCREEN_MEMBERS}). */
function stringsOf(value: unknown): string[] {
	if (typeof value === "string") return [value];
	if (Array.isArray(value)) return value.slice(0, MAX_SCREEN_MEMBERS).filter((item): item is string => typeof item === "string");
	return [];
}

/** Keys of one node read: a schema node has a handful; one with thousands is cut. */
const MAX_NODE_KEYS = 64;

/** The fields of {@link TEXT_FIELDS}, {@link CHILD_KEYS}, {@link RECORD_KEYS} and {@link LIST_KEYS} by key. */
const TEXT_LABELS = new Map(TEXT_FIELDS);
const CHILDREN = new Set(CHILD_KEYS);
const RECORDS = new Set(RECORD_KEYS);
const LISTS = new Set(LIST_KEYS);

/** The first {@link MAX_SCREEN_MEMBERS} values of a record of schemas, without reading all its keys. */
function pushValues(record: Record<string, unknown>, where: string, stack: { node: unknown; where: string }[]): void {
	let count = 0;
	for (const key in record) {
		if (++count > MAX_SCREEN_MEMBERS) break;
		stack.push({ node: record[key], where });
	}
}

/** One node's texts (its fields, its enum members and const) and its children pushed onto the stack, in one pass over its keys. */
function readNode(object: Record<string, unknown>, where: string, root: boolean, description: string, texts: SchemaText[], stack: { node: unknown; where: string }[]): void {
	let keys = 0;
	for (const key in object) {
		if (++keys > MAX_NODE_KEYS) break;
		const value = object[key];
		const label = TEXT_LABELS.get(key);
		if (label !== undefined) {
			for (const text of stringsOf(value)) if (!(root && text === description)) texts.push({ where: placed(where, label), text });
		} else if (key === "enum" || key === "const") {
			for (const member of key === "enum" ? stringsOf(value) : typeof value === "string" ? [value] : []) texts.push({ where: placed(where, "enum values"), text: nameAsWords(member), name: true });
		}
		if (CHILDREN.has(key) && isRecord(value)) stack.push({ node: value, where });
		else if (RECORDS.has(key) && isRecord(value)) pushValues(value, where, stack);
		else if (LISTS.has(key) && Array.isArray(value)) for (const variant of value.slice(0, MAX_SCREEN_MEMBERS)) stack.push({ node: variant, where });
	}
}

/**
 * The texts of a schema a model reads, with the parameter each belongs to (a parameter whose name
 * is not plain, or that `isCleanName` finds an order in, is named by its place, `parameter #3`, so
 * that no flag line repeats it), and the names of all its parameters. `description` is the tool's: a root schema that
 * repeats it is not read twice.
 */
export function schemaTexts(schema: unknown, description = "", isCleanName: (words: string) => boolean = () => true): SchemaTexts {
	const texts: SchemaText[] = [];
	const parameters: string[] = [];
	const stack: { node: unknown; where: string }[] = [{ node: schema, where: "schema" }];
	for (let visited = 0; stack.length > 0 && visited < MAX_SCREEN_NODES; visited++) {
		const { node, where } = stack.pop() as { node: unknown; where: string };
		if (!isRecord(node)) continue;
		const properties = node.properties;
		if (isRecord(properties)) {
			let count = 0;
			for (const name in properties) {
				if (++count > MAX_SCREEN_NODES) break;
				const value = properties[name];
				parameters.push(name);
				const words = nameAsWords(name);
				const named = isPlainName(name) && isCleanName(words) ? `parameter "${name}"` : `parameter #${parameters.length}`;
				texts.push({ where: `${named}'s name`, text: words, name: true });
				stack.push({ node: value, where: named });
			}
		}
		readNode(node, where, visited === 0, description, texts, stack);
	}
	return { texts, parameters };
}
