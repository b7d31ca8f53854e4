/**
 * The confusables skeleton: the shipped data is Unicode's mapping as the `unhomoglyph` package has
 * it (regenerate with scripts/gen-confusables.mjs), and look-alikes of other scripts meet.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CONFUSABLES_DATA } from "../../src/text/confusables-data.ts";
import { looksAlike, MAX_COMPARED_CHARS, skeleton, skeletonKeys } from "../../src/text/confusables.ts";

const require = createRequire(import.meta.url);

describe("confusables", () => {
	it("ships every entry of the package's data, mapped the same", () => {
		const source = JSON.parse(readFileSync(require.resolve("unhomoglyph/data.json"), "utf8")) as Record<string, string>;
		const shipped = CONFUSABLES_DATA.split(";").filter((entry) => entry !== "");
		expect(shipped).toHaveLength(Object.keys(source).length);
		for (const [from, to] of Object.entries(source).slice(0, 500)) expect(skeleton(from)).toBe(to.normalize("NFD"));
	});

	it.each([
		["Other", "Оther"],
		["Other", "Othеr"],
		["Other", "ОТНЕR"],
		["A", "А"],
		["paypal", "рауpal"],
		["Other", "Ｏｔｈｅｒ"],
		["SQLite", "SQLITE"],
		["Billing", "BILLING"],
		["CHAT ABOUT THIS", "Chat about this"],
	])("%s and %s meet", (a, b) => {
		expect(looksAlike(a, b)).toBe(true);
	});

	it("keeps different words apart, in any script", () => {
		expect(looksAlike("Postgres", "SQLite")).toBe(false);
		expect(looksAlike("其他", "没有偏好")).toBe(false);
		expect(looksAlike("Billing", "Bulling")).toBe(false);
	});

	it("reads only the first MAX_COMPARED_CHARS of a text", () => {
		const head = "x".repeat(MAX_COMPARED_CHARS);
		expect(skeletonKeys(`${head}a`)).toEqual(skeletonKeys(`${head}b`));
	});
});
