import { describe, expect, it } from "vitest";
import { runPlainDialog } from "../../src/ask/plain-dialog.ts";
import type { Question } from "../../src/ask/outcome.ts";
import { DATABASE, FEATURES } from "./dialog/fixtures.ts";

/** A select/input pair that answers from scripted lists and records what pi would print. */
function scriptedUI(picks: Array<(items: string[]) => string | undefined>, typed: Array<string | undefined> = []) {
	const shown: Array<{ title: string; items: string[] }> = [];
	return {
		shown,
		ui: {
			select: async (title: string, items: string[]) => {
				shown.push({ title, items });
				return picks.shift()?.(items);
			},
			input: async (title: string) => {
				shown.push({ title, items: [] });
				return typed.shift();
			},
		},
	};
}

const item = (text: string) => (items: string[]) => items.find((entry) => entry.endsWith(text));

describe("plain dialog", () => {
	it("numbers the options and maps a pick back to its option", async () => {
		const { ui, shown } = scriptedUI([item("SQLite")]);
		const outcome = await runPlainDialog(ui, [DATABASE]);
		expect(shown[0]?.items.slice(0, 3)).toEqual(["1. PostgreSQL (Recommended)", "2. SQLite", "3. DynamoDB"]);
		expect(outcome).toEqual({ kind: "submitted", answers: [{ selected: ["SQLite"], skipped: false, noPreference: false, images: [] }] });
	});

	it("sanitizes the model's title and labels to one line without terminal controls", async () => {
		const hostile: Question = {
			question: "Pick\x1b]0;owned\x07 one\nplease",
			header: "Hdr\x1b[31m",
			multiSelect: false,
			options: [
				{ label: "A\x1b[2J", description: "" },
				{ label: "B\r\nC", description: "" },
			],
		};
		const { ui, shown } = scriptedUI([(items) => items[0]]);
		const outcome = await runPlainDialog(ui, [hostile]);
		const printed = [shown[0]?.title ?? "", ...(shown[0]?.items ?? [])].join("|");
		expect(printed).not.toMatch(/[\x00-\x1f\x7f]/);
		expect(shown[0]?.items.slice(0, 2)).toEqual(["1. A", "2. B C"]);
		expect(outcome.answers[0]?.selected).toEqual(["A\x1b[2J"]);
	});

	it("toggles multi-select options until Done, with Other typed", async () => {
		const { ui } = scriptedUI([item("Search"), item("Audit log"), item("Other"), item("Done")], ["Dark mode"]);
		const outcome = await runPlainDialog(ui, [FEATURES]);
		expect(outcome.answers[0]).toMatchObject({ selected: ["Search", "Audit log"], typed: "Dark mode" });
	});

	it("Esc declines and keeps the answers given so far", async () => {
		const { ui } = scriptedUI([item("DynamoDB"), () => undefined]);
		const outcome = await runPlainDialog(ui, [DATABASE, FEATURES]);
		expect(outcome).toMatchObject({ kind: "declined", answers: [{ selected: ["DynamoDB"] }, { selected: [] }] });
	});
});
