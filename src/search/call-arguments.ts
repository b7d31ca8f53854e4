/**
 * The `arguments` of a `call_tool` call as a value from the model, never trusted for its size or
 * depth: how deep and how large it is (walked with a budget), the mark that stands in for one too
 * deep or too large, and a short preview of it for a person (the confirmation of ./call-gate.ts).
 *
 * Every walk here is bounded in steps: values are visited from a stack, never recursively, and
 * the walk stops at the first cap it passes. One cost is not ours to bound: V8 collects all the
 * keys of an object before a `for…in` yields the first one (a 1,000,000-key object takes about
 * 0.5 s to start, as `Object.keys` does), so the walk of such an object is one key collection plus
 * at most {@link MAX_ARGUMENT_VALUES} steps, and the shape is kept per object so it is paid once.
 */
import { MAX_CALL_ARGUMENT_CHARS } from "./engine/index.ts";
import { sanitizeLine } from "../text/sanitize.ts";

/**
 * Nesting of an arguments value past which it is refused: real arguments nest a few levels (a
 * filter of a filter); thousands of levels exhaust pi's validator and JSON's writer alike.
 */
export const MAX_ARGUMENT_DEPTH = 64;
/** Values (members and items) of an arguments value visited before it is refused as too large. */
export const MAX_ARGUMENT_VALUES = 100_000;

/** How deep and large an arguments value is, and the steps its walk took (at most about {@link MAX_ARGUMENT_VALUES}). */
export interface ArgumentsShape {
	tooDeep: boolean;
	/** Roughly its size as JSON, in characters; past {@link MAX_CALL_ARGUMENT_CHARS} once the walk stopped for size. */
	chars: number;
	steps: number;
}

const shapes = new WeakMap<object, ArgumentsShape>();

/** One value of the walk and how deep it sits. */
interface Visit {
	value: unknown;
	depth: number;
}

/**
 * Whether an arguments value nests within {@link MAX_ARGUMENT_DEPTH} and holds at most
 * {@link MAX_ARGUMENT_VALUES} values, and roughly its size in characters: walked with a stack and
 * stopped at the first cap it passes, so a 5,000-deep value costs what a 65-deep one does and a
 * million-key object what the budget allows (see the module comment for V8's key collection).
 * Kept per object: pi's `prepareArguments` and `execute` ask about the same value.
 */
export function argumentsShape(args: object): ArgumentsShape {
	const known = shapes.get(args);
	if (known !== undefined) return known;
	const shape = walk(args);
	shapes.set(args, shape);
	return shape;
}

function walk(args: object): ArgumentsShape {
	const stack: Visit[] = [{ value: args, depth: 1 }];
	const state = { chars: 0, values: 0, steps: 0 };
	const tooLarge = (): ArgumentsShape => ({ tooDeep: false, chars: MAX_CALL_ARGUMENT_CHARS + 1, steps: state.steps });
	while (stack.length > 0) {
		const { value, depth } = stack.pop() as Visit;
		state.steps++;
		if (depth > MAX_ARGUMENT_DEPTH) return { tooDeep: true, chars: state.chars, steps: state.steps };
		if (state.chars > MAX_CALL_ARGUMENT_CHARS) return tooLarge();
		if (typeof value === "string") state.chars += value.length + 3;
		else if (typeof value !== "object" || value === null) state.chars += 8;
		else if (!pushMembers(value, depth, stack, state)) return tooLarge();
		if (state.values > MAX_ARGUMENT_VALUES) return tooLarge();
	}
	return { tooDeep: false, chars: state.chars, steps: state.steps };
}

/** Pushes the members or items of one object or array; false once the value budget is spent. */
function pushMembers(value: object, depth: number, stack: Visit[], state: { chars: number; values: number; steps: number }): boolean {
	if (Array.isArray(value)) {
		// Items by index, so a million-item array costs the budget's worth, not a million entries.
		const count = Math.min(value.length, MAX_ARGUMENT_VALUES - state.values + 1);
		for (let at = 0; at < count; at++) stack.push({ value: value[at], depth: depth + 1 });
		state.values += count;
		state.steps += count;
		state.chars += value.length * 2;
		return true;
	}
	// Keys one at a time (`for…in`), left at the budget.
	for (const key in value) {
		state.steps++;
		if (!Object.hasOwn(value, key)) continue;
		if (++state.values > MAX_ARGUMENT_VALUES) return false;
		state.chars += key.length + 4;
		stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
	}
	return true;
}

/** What stands in for `arguments` that nest too deep or are too large (see {@link cutHostileArguments}). */
export const CUT_MARKS = {
	tooDeep: `[arguments cut by call_tool: nested deeper than ${MAX_ARGUMENT_DEPTH} levels]`,
	tooLarge: `[arguments cut by call_tool: over ${MAX_CALL_ARGUMENT_CHARS} characters]`,
} as const;

/** Whether a value is one of the {@link CUT_MARKS}. */
export function isCutMark(value: unknown): value is (typeof CUT_MARKS)[keyof typeof CUT_MARKS] {
	return value === CUT_MARKS.tooDeep || value === CUT_MARKS.tooLarge;
}

/**
 * `arguments` too deep or too large, replaced by a short mark where pi recorded the call. pi
 * copies a call's arguments with `structuredClone` to validate them, and later requests carry the
 * call: a value 3,000 levels deep overflows the stack in both, before any sentence of ours could
 * answer. So the value is cut in the recorded call itself, the one place this hook can reach, and
 * `call_tool` answers the mark.
 */
export function cutHostileArguments(args: Record<string, unknown>): void {
	const raw = args.arguments;
	if (typeof raw === "string" && raw.length > MAX_CALL_ARGUMENT_CHARS) args.arguments = CUT_MARKS.tooLarge;
	if (typeof raw !== "object" || raw === null) return;
	const shape = argumentsShape(raw);
	if (shape.tooDeep) args.arguments = CUT_MARKS.tooDeep;
	else if (shape.chars > MAX_CALL_ARGUMENT_CHARS) args.arguments = CUT_MARKS.tooLarge;
}

/** Levels of a value a preview writes; deeper ones are `…`. */
const PREVIEW_DEPTH = 8;

/**
 * A value as compact JSON on one sanitized line of at most `maxChars` (then `…`), for a person to
 * read what a call sends: written with a budget, so a huge or deep value costs the preview's length
 * (plus V8's key collection, see the module comment), never its own size.
 */
export function previewJson(value: unknown, maxChars: number): string {
	const out = { text: "", full: false };
	write(value, 0, out, maxChars + 1);
	const line = sanitizeLine(out.text);
	return out.full || line.length > maxChars ? `${line.slice(0, maxChars)}…` : line;
}

function write(value: unknown, depth: number, out: { text: string; full: boolean }, budget: number): void {
	const add = (text: string): boolean => {
		out.text += text;
		if (out.text.length >= budget) out.full = true;
		return !out.full;
	};
	if (out.full) return;
	if (typeof value === "string") add(JSON.stringify(value.length > budget ? value.slice(0, budget) : value));
	else if (typeof value === "number") add(Number.isFinite(value) ? String(value) : "null");
	else if (typeof value === "boolean" || value === null) add(String(value));
	else if (typeof value !== "object") add("null");
	else if (depth >= PREVIEW_DEPTH) add(Array.isArray(value) ? "[…]" : "{…}");
	else if (Array.isArray(value)) {
		if (!add("[")) return;
		for (let at = 0; at < value.length && !out.full; at++) {
			if (at > 0 && !add(",")) return;
			write(value[at], depth + 1, out, budget);
		}
		add("]");
	} else {
		if (!add("{")) return;
		let first = true;
		for (const key in value) {
			const member = (value as Record<string, unknown>)[key];
			// As JSON writes an object: members with no JSON value are left out.
			if (!Object.hasOwn(value, key) || member === undefined || typeof member === "function" || typeof member === "symbol") continue;
			if ((!first && !add(",")) || !add(`${JSON.stringify(key.length > budget ? key.slice(0, budget) : key)}:`)) return;
			first = false;
			write(member, depth + 1, out, budget);
			if (out.full) return;
		}
		add("}");
	}
}
