/**
 * A tool's parameters as a call-mode result writes them (src/search/plan/declaration.ts): one
 * TypeScript-like line and the top-level descriptions. The schema is a server's text: every name and
 * value comes out sanitized, and a deep, cyclic or enormous schema costs bounded work and bounded
 * output (counted, never timed).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parameterLine, parameterNotes } from "../../src/search/plan/declaration.ts";

/** Any character sanitize.ts removes: C0 but line breaks, DEL, C1, bidi controls, invisible characters, tag characters. */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\u{E0000}-\u{E007F}]/u;

function object(properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> {
	return { type: "object", properties, required };
}

describe("parameterLine", () => {
	it("writes {} for no schema, an empty object, and a schema that is no object", () => {
		expect(parameterLine(undefined)).toBe("{}");
		expect(parameterLine(null)).toBe("{}");
		expect(parameterLine([{ type: "string" }])).toBe("{}");
		expect(parameterLine(object({}))).toBe("{}");
		expect(parameterLine({ type: "object" })).toBe("{}");
	});

	it("marks optional parameters with ? and leaves required ones bare, in schema order", () => {
		expect(parameterLine(object({ query: { type: "string" }, limit: { type: "integer" }, exact: { type: "boolean" } }, ["query"]))).toBe(
			"{ query: string, limit?: number, exact?: boolean }",
		);
		// A required name that is no property, or not a string, changes nothing.
		expect(parameterLine({ type: "object", properties: { a: { type: "number" } }, required: ["b", 7] })).toBe("{ a?: number }");
	});

	it("writes enums and consts as literals, unions with |, and cuts a long enum with …", () => {
		const line = parameterLine(
			object({
				mode: { type: "string", enum: ["fast", "safe"] },
				level: { enum: [1, 2, null, true] },
				kind: { const: "issue" },
				big: { enum: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] },
				value: { anyOf: [{ type: "string" }, { type: "number" }] },
				either: { oneOf: [{ const: 1 }, { const: "two" }] },
				nullable: { type: ["string", "null"] },
				same: { anyOf: [{ type: "string" }, { type: "string" }] },
			}),
		);
		expect(line).toBe(
			'{ mode?: "fast" | "safe", level?: 1 | 2 | null | true, kind?: "issue", big?: "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | …, value?: string | number, either?: 1 | "two", nullable?: string | null, same?: string }',
		);
	});

	it("writes arrays of scalars, of enums and of objects, records, $ref and a single allOf", () => {
		const line = parameterLine(
			object(
				{
					names: { type: "array", items: { type: "string" } },
					tags: { type: "array", items: { enum: ["x", "y"] } },
					items: { type: "array", items: object({ id: { type: "string" }, count: { type: "number" } }, ["id"]) },
					labels: { type: "object", additionalProperties: { type: "string" } },
					free: { type: "object" },
					linked: { $ref: "#/$defs/node" },
					wrapped: { allOf: [{ type: "boolean" }] },
					anything: {},
					untyped: { type: "array" },
				},
				["items"],
			),
		);
		expect(line).toBe(
			'{ names?: string[], tags?: ("x" | "y")[], items: ({ id: string, count?: number })[], labels?: Record<string, string>, free?: object, linked?: unknown, wrapped?: boolean, anything?: unknown, untyped?: unknown[] }',
		);
	});

	it("writes every type at any depth as the schema says, never object for a deeper one", () => {
		const deep = object({ a: object({ b: object({ c: object({ d: { type: "array", items: { type: "string" } } }) }) }) });
		expect(parameterLine(deep)).toBe("{ a?: { b?: { c?: { d?: string[] } } } }");
		// The memory server's create_entities: observations are strings, four levels down.
		const memory = JSON.parse(readFileSync("test/fixtures/mcp/memory.json", "utf8")) as { tools: { name: string; inputSchema: unknown }[] };
		const create = memory.tools.find((tool) => tool.name === "create_entities");
		expect(parameterLine(create?.inputSchema)).toBe("{ entities: ({ name: string, entityType: string, observations: string[] })[] }");
	});

	it("writes a local $ref as the type it names, and an unknown one as unknown", () => {
		const schema = { ...object({ at: { $ref: "#/$defs/point" }, away: { $ref: "https://example.com/x" } }), $defs: { point: object({ x: { type: "number" } }, ["x"]) } };
		expect(parameterLine(schema)).toBe("{ at?: { x: number }, away?: unknown }");
	});

	it("quotes a name that is no identifier, cuts a long one, and sanitizes names and values", () => {
		const line = parameterLine(
			object(
				{
					"\u001b[31mred\u001b[0m": { type: "string" },
					"bi\u202edi\u200b": { enum: ["\u001b[2Jclear", "ok\u0007", "\u{E0041}tag"] },
					"has space": { type: "string" },
					'quote"d': { const: "line\nbreak" },
					["n".repeat(500)]: { type: "string" },
				},
				["has space"],
			),
		);
		expect(line).toBe(`{ red?: string, bidi?: "clear" | "ok" | "tag", "has space": string, "quote\\"d"?: "line break", ${"n".repeat(64)}?: string }`);
		expect(UNSAFE.test(line)).toBe(false);
	});

	it("writes at most 24 properties of an object and counts the rest, for 10,000 properties", () => {
		const many = object(Object.fromEntries(Array.from({ length: 10_000 }, (_, at) => [`p${at}`, { type: "string", description: `d${at}` }])));
		const line = parameterLine(many);
		expect(line.startsWith("{ p0?: string, p1?: string, ")).toBe(true);
		expect(line.endsWith(", p23?: string, …9976 more }")).toBe(true);
		expect(line.split(", ")).toHaveLength(25);
	});

	it("writes a cyclic schema of objects as deep as the cap and no deeper, saying … where it stops", () => {
		const cyclic: Record<string, unknown> = { type: "object", properties: {} };
		(cyclic.properties as Record<string, unknown>).self = cyclic;
		const line = parameterLine(cyclic);
		expect(line).toBe(`${"{ self?: ".repeat(16)}…${" }".repeat(16)}`);
	});

	it("stays bounded for cyclic records, arrays and unions", () => {
		const record: Record<string, unknown> = { type: "object" };
		record.additionalProperties = record;
		const array: Record<string, unknown> = { type: "array" };
		array.items = array;
		const union: Record<string, unknown> = {};
		union.anyOf = Array.from({ length: 9 }, () => union);
		for (const schema of [record, array, union]) {
			const line = parameterLine(object({ x: schema }));
			expect(line.length).toBeLessThan(5_000);
			expect(line).toMatch(/…|object/);
		}
	});

	it("caps the depth of records, arrays and unions as it caps objects", () => {
		const record: Record<string, unknown> = { type: "object" };
		record.additionalProperties = record;
		const array: Record<string, unknown> = { type: "array" };
		array.items = array;
		const union: Record<string, unknown> = {};
		union.anyOf = [union, { type: "string" }];
		for (const schema of [record, array, union]) {
			const line = parameterLine(object({ x: schema }));
			expect(line.length).toBeLessThan(600);
			expect(line).toContain("…");
			expect(line).not.toContain("object");
		}
	});

	it("reads only the enum values it writes", () => {
		const values = Array.from({ length: 100_000 }, (_, at) => `v${at}`);
		let reads = 0;
		const counted = new Proxy(values, {
			get(target, key, receiver) {
				if (typeof key === "string" && /^\d+$/.test(key)) reads++;
				return Reflect.get(target, key, receiver);
			},
		});
		expect(parameterLine(object({ e: { enum: counted } }))).toBe('{ e?: "v0" | "v1" | "v2" | "v3" | "v4" | "v5" | "v6" | "v7" | … }');
		expect(reads).toBeLessThanOrEqual(100);
	});

	it("keeps the line of a hostile schema under 20,000 characters", () => {
		const name = (at: number) => `${"k".repeat(62)}${String(at).padStart(2, "0")}`;
		const level = (value: unknown) => object(Object.fromEntries(Array.from({ length: 24 }, (_, at) => [name(at), value])));
		const values = { enum: Array.from({ length: 9 }, (_, at) => String(at).repeat(64)) };
		expect(parameterLine(level(level(level(values)))).length).toBeLessThan(20_000);
	});
});

describe("parameterNotes", () => {
	it("gives the top-level parameters with a description, in schema order, named as the line names them", () => {
		const notes = parameterNotes(
			object({
				query: { type: "string", description: "What to find" },
				limit: { type: "number" },
				blank: { type: "string", description: "   " },
				"has space": { type: "string", description: "Quoted name" },
				nested: object({ inner: { type: "string", description: "Not top-level" } }),
				"\u001b[31mred": { type: "string", description: "Raw \u0007 text" },
			}),
		);
		// The description is the server's: the caller summarizes and sanitizes it (src/search/plan/answer.ts).
		expect(notes).toEqual([
			{ name: "query", description: "What to find" },
			{ name: '"has space"', description: "Quoted name" },
			{ name: "red", description: "Raw \u0007 text" },
		]);
	});

	it("gives nothing for a schema without properties, and at most 24 notes of 10,000 described properties", () => {
		expect(parameterNotes(undefined)).toEqual([]);
		expect(parameterNotes({ type: "object" })).toEqual([]);
		expect(parameterNotes({ type: "object", properties: [{ description: "x" }] })).toEqual([]);
		const many = object(Object.fromEntries(Array.from({ length: 10_000 }, (_, at) => [`p${at}`, { type: "string", description: `d${at}` }])));
		const notes = parameterNotes(many);
		expect(notes).toHaveLength(24);
		expect(notes.at(-1)).toEqual({ name: "p23", description: "d23" });
	});
});
