/**
 * 10,000 answers through the bus, built from recipes fast-check draws (fixed seed, bounded sizes):
 * plain and contradictory answers, getters that throw, Proxies whose traps throw, revoked Proxies,
 * cycles, lists claiming a billion entries, ids of every kind (the waiting question's, a closed
 * one's, unknown, numbers, objects, missing, unreadable), answers after the question closed. Nothing
 * may throw out of the bus or reach the console, and every answer gets exactly one reply: one
 * `rejected` with a known code and the id echoed by the contract's rule, or, for the winner,
 * `answered` and `closed` once the race is decided.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswerBus } from "../../../src/ask/reach/answer-bus.ts";
import { CHANNELS, REJECT_CODES, type RejectedEvent } from "../../../src/ask/reach/events.ts";
import { DATABASE, FEATURES, recordingBus } from "./helpers.ts";

const RUNS = 500;
const ANSWERS_PER_RUN = 20;
const HUGE_TEXT = "x".repeat(200_000);

/** A value that throws the moment it is read, as a getter. */
function throwingGetter(target: object, key: string): void {
	Object.defineProperty(target, key, {
		enumerable: true,
		get() {
			throw new Error(`reading ${key}`);
		},
	});
}

/** A list claiming a billion entries (sparse: it costs nothing to make, everything to walk). */
function billion(): unknown[] {
	const list: unknown[] = [];
	list.length = 1_000_000_000;
	return list;
}

/** A Proxy whose traps throw: on every read, or only on reads of `key`. */
function trapping(target: object, key?: string): object {
	return new Proxy(target, {
		get(inner, name, receiver) {
			if (key === undefined || name === key) throw new Error("trap");
			return Reflect.get(inner, name, receiver);
		},
	});
}

type IdSpec = "waiting" | "closed" | "unknown" | "number" | "boolean" | "object" | "missing" | "getter";
type Hostile = "none" | "getter" | "proxy" | "proxy-all" | "revoked" | "cycle";

const item = fc.oneof(fc.constantFrom<unknown>("Postgres", "sqlite", " SQLITE ", "MongoDB", 1, 2, 3, 0, -1, 1.5, null, {}, [], HUGE_TEXT), fc.integer());
const text = fc.constantFrom<unknown>(undefined, "my own words", "  ", "\x1b[2Jwipe", 5, null, HUGE_TEXT, { toString: () => "x" });
const flag = fc.constantFrom<unknown>(undefined, true, false, "yes", 1);
const entryRecipe = fc.record(
	{ selected: fc.oneof(fc.array(item, { maxLength: 5 }), fc.constantFrom<unknown>("Postgres", "billion", "cycle", undefined)), typed: text, notes: text, skipped: flag, noPreference: flag, hostile: fc.constantFrom<Hostile>("none", "none", "none", "getter", "proxy", "revoked") },
	{ requiredKeys: ["hostile"] },
);
/** An entry an answerer would plausibly send: often valid, sometimes contradictory (skipped beside a choice). */
const plausibleEntry = fc.record({
	selected: fc.constantFrom<unknown>(["Postgres"], ["sqlite"], [1], [2], [], undefined),
	typed: fc.constantFrom<unknown>(undefined, undefined, "my own words"),
	notes: fc.constantFrom<unknown>(undefined, "a note"),
	skipped: fc.constantFrom<unknown>(undefined, undefined, false, true),
	noPreference: fc.constantFrom<unknown>(undefined, undefined, undefined, true),
	hostile: fc.constant<Hostile>("none"),
});
const hostileRecipe = fc.record({
	id: fc.constantFrom<IdSpec>("waiting", "waiting", "waiting", "closed", "unknown", "number", "boolean", "object", "missing", "getter"),
	from: fc.constantFrom<unknown>("web", "web", "\x1b]0;owned\x07", "", 42, undefined, HUGE_TEXT),
	answers: fc.oneof(fc.array(fc.oneof(entryRecipe, fc.constantFrom<unknown>(null, undefined, "SQLite", 3)), { maxLength: 4 }), fc.constantFrom<unknown>("billion", "SQLite", undefined, "cycle")),
	envelope: fc.constantFrom<Hostile | "string" | "null" | "list">("none", "none", "none", "none", "getter", "proxy", "proxy-all", "revoked", "string", "null", "list"),
});
const plausibleRecipe = fc.record({
	id: fc.constantFrom<IdSpec>("waiting", "waiting", "waiting", "closed", "unknown"),
	from: fc.constant<unknown>("web"),
	answers: fc.array(plausibleEntry, { maxLength: 2 }) as fc.Arbitrary<unknown>,
	envelope: fc.constant<Hostile | "string" | "null" | "list">("none"),
});
const answerRecipe = fc.oneof(hostileRecipe, plausibleRecipe);

type EntryRecipe = typeof entryRecipe extends fc.Arbitrary<infer R> ? R : never;
type AnswerRecipe = typeof answerRecipe extends fc.Arbitrary<infer R> ? R : never;

/** Builds one entry of `answers` from its recipe, hostile as it says. */
function buildEntry(recipe: unknown, owner: unknown): unknown {
	if (typeof recipe !== "object" || recipe === null || !("hostile" in recipe)) return recipe;
	const { hostile, ...fields } = recipe as EntryRecipe;
	const entry: Record<string, unknown> = { ...fields };
	if (fields.selected === "billion") entry.selected = billion();
	if (fields.selected === "cycle") entry.selected = [owner, entry];
	if (hostile === "getter") throwingGetter(entry, "typed");
	if (hostile === "proxy") return trapping(entry, "selected");
	if (hostile === "revoked") {
		const revocable = Proxy.revocable(entry, {});
		revocable.revoke();
		return revocable.proxy;
	}
	return entry;
}

/** The ids the run knows, and the id each spec stands for. */
interface Ids {
	readonly waiting: string;
	readonly closed: string;
}

/** Builds the answer a recipe describes, and the id a rejection must echo for it. */
function build(recipe: AnswerRecipe, ids: Ids): { data: unknown; echo: RejectedEvent["id"] } {
	if (recipe.envelope === "string") return { data: "SQLite", echo: null };
	if (recipe.envelope === "null") return { data: null, echo: null };
	const answer: Record<string, unknown> = {};
	const idValues: Record<IdSpec, unknown> = { waiting: ids.waiting, closed: ids.closed, unknown: "q-unknown", number: 7, boolean: true, object: { id: ids.waiting }, missing: undefined, getter: undefined };
	let echo: RejectedEvent["id"] = null;
	if (recipe.id === "getter") throwingGetter(answer, "id");
	else if (recipe.id !== "missing") {
		answer.id = idValues[recipe.id];
		if (typeof answer.id === "string" || typeof answer.id === "number" || typeof answer.id === "boolean") echo = answer.id;
	}
	if (recipe.from !== undefined) answer.from = recipe.from;
	const answers = recipe.answers;
	answer.answers = answers === "billion" ? billion() : answers === "cycle" ? [answer] : Array.isArray(answers) ? answers.map((entry) => buildEntry(entry, answer)) : answers;
	if (recipe.envelope === "list") return { data: [answer], echo: null };
	if (recipe.envelope === "getter") throwingGetter(answer, "answers");
	if (recipe.envelope === "proxy") return { data: trapping(answer, "from"), echo };
	if (recipe.envelope === "proxy-all") return { data: trapping(answer), echo: null };
	if (recipe.envelope === "revoked") {
		const revocable = Proxy.revocable(answer, {});
		revocable.revoke();
		return { data: revocable.proxy, echo: null };
	}
	return { data: answer, echo };
}

afterEach(() => vi.restoreAllMocks());

describe("the bus under 10,000 hostile answers", () => {
	it("never throws, never prints, and replies to every answer exactly once", async () => {
		const printed = vi.spyOn(console, "error");
		const warned = vi.spyOn(console, "warn");
		const stderr = vi.spyOn(process.stderr, "write");
		let answers = 0;
		let winners = 0;
		const codes = new Set<string>();
		await fc.assert(
			fc.asyncProperty(fc.array(answerRecipe, { minLength: ANSWERS_PER_RUN, maxLength: ANSWERS_PER_RUN }), async (recipes) => {
				const events = recordingBus();
				const bus = createAnswerBus(events);
				const earlier = bus.open([DATABASE]);
				earlier.close({ kind: "idle", answers: [], idleSeconds: 1 });
				const pending = bus.open([DATABASE, FEATURES]);
				let winner: string | undefined;
				for (const recipe of recipes) {
					const { data, echo } = build(recipe, { waiting: pending.id, closed: earlier.id });
					const before = events.heard.length;
					expect(() => events.emit(CHANNELS.answer, data)).not.toThrow();
					answers++;
					const replies = events.heard.slice(before + 1);
					if (replies.length === 0) {
						// Taken: only the first valid answer to the waiting question, and it is announced once the race is decided.
						expect(winner).toBeUndefined();
						expect(recipe.id).toBe("waiting");
						const won = await pending.answer;
						winner = won.from;
						winners++;
						pending.close(won.outcome, won.from);
						expect(events.heard.slice(before + 1)).toEqual([
							[CHANNELS.answered, { id: pending.id, from: won.from }],
							[CHANNELS.closed, { id: pending.id, kind: "submitted" }],
						]);
						continue;
					}
					expect(replies).toHaveLength(1);
					const [channel, reply] = replies[0] as [string, RejectedEvent];
					expect(channel).toBe(CHANNELS.rejected);
					expect(REJECT_CODES).toContain(reply.code);
					codes.add(reply.code);
					expect(reply.id).toBe(echo);
					expect(typeof reply.reason).toBe("string");
					expect(reply.reason.length).toBeLessThan(400);
					// An answer that names its question is rejected for that question's sake first: closed, or unknown.
					if (typeof echo === "string" && (recipe.id === "closed" || (recipe.id === "waiting" && winner !== undefined))) expect(reply.code).toBe("closed");
					if (echo === "q-unknown") expect(reply.code).toBe("unknown-id");
				}
			}),
			{ seed: 20_260_901, numRuns: RUNS },
		);
		expect(answers).toBe(RUNS * ANSWERS_PER_RUN);
		// The recipes reach every kind of reply: winners, and every code.
		expect(winners).toBeGreaterThan(RUNS / 10);
		expect([...codes].sort()).toEqual([...REJECT_CODES].sort());
		expect(printed).not.toHaveBeenCalled();
		expect(warned).not.toHaveBeenCalled();
		expect(stderr).not.toHaveBeenCalled();
	}, 60_000);
});
