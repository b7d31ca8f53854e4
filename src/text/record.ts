/**
 * Which untrusted values are objects with named members: a parsed JSON file, a model's arguments,
 * an RPC client's reply, a server's schema. One home for the test, so no reader takes an array or
 * null for an object.
 */

/**
 * Whether `value` is an object with named members: not null and not an array. An array is refused
 * because every caller reads members by name (`value.questions`, `value.properties`), and an array
 * where an object belongs is a malformed value, never one to read fields from.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The member `key` of `value`, or undefined when `value` is no record ({@link isRecord}): for
 * arguments that may still be streaming, where any field may be missing and the whole may not yet
 * be an object.
 */
export function memberOf(value: unknown, key: string): unknown {
	return isRecord(value) ? value[key] : undefined;
}

/**
 * What an untrusted value is, as an error names it: "null", "a list", "an object", or "a" and its
 * type ("a string", "a number"). One wording for every message that says a field holds the wrong
 * kind of value, so the fix it asks for reads the same everywhere.
 */
export function kindOf(value: unknown): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "a list";
	return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
