/** Questions and key sequences shared by the dialog tests. */
import fc from "fast-check";
import type { DialogEvent } from "../../../src/ask/dialog/state/index.ts";
import type { Question } from "../../../src/ask/outcome.ts";

/** Keys a user presses while moving around the dialog, for properties that must hold after any of them. */
export const ANY_KEY: fc.Arbitrary<DialogEvent> = fc.constantFrom<DialogEvent>(
	{ type: "up" },
	{ type: "down" },
	{ type: "nextTab" },
	{ type: "digit", n: 4 },
	{ type: "digit", n: 5 },
	{ type: "editNote" },
	{ type: "text", text: "東京👍🏽 word " },
	{ type: "text", text: "東京👍🏽 word ".repeat(20), paste: true },
	{ type: "scroll", pages: 1 },
	{ type: "scroll", pages: 1, window: 3 },
	{ type: "toggleWrap" },
	{ type: "toggleKeys" },
	{ type: "cancel" },
	{ type: "skip" },
);

/** A preview of `count` numbered lines. */
export function longPreview(count: number): string {
	return Array.from({ length: count }, (_, i) => `line ${i + 1}: const value${i + 1} = compute(${i + 1});`).join("\n");
}

export const DATABASE: Question = {
	question: "Which database should the service use?",
	header: "Database",
	multiSelect: false,
	options: [
		{ label: "PostgreSQL (Recommended)", description: "Relational, strong consistency, mature tooling." },
		{ label: "SQLite", description: "One file, no server; fine for a single instance." },
		{ label: "DynamoDB", description: "Managed key-value store; scales without tuning." },
	],
};

export const FEATURES: Question = {
	question: "Which features should ship in the first release?",
	header: "Features",
	multiSelect: true,
	options: [
		{ label: "Search", description: "Full-text search over documents." },
		{ label: "Export", description: "CSV and JSON export." },
		{ label: "Sharing", description: "Share links with read-only access." },
		{ label: "Audit log", description: "Who changed what, and when." },
	],
};

export const LAYOUT: Question = {
	question: "Which layout should the settings page use?",
	header: "Layout",
	multiSelect: false,
	options: [
		{
			label: "Sidebar",
			description: "Sections listed on the left.",
			preview: ["┌──────────┬─────────────────────┐", "│ General  │ Name: [__________]  │", "│ Security │ Email: [_________]  │", "│ Billing  │                     │", "└──────────┴─────────────────────┘"].join("\n"),
		},
		{ label: "Tabs", description: "Sections as tabs across the top.", preview: longPreview(200) },
		{ label: "Single page", description: "Everything on one long page." },
	],
};

/** CJK and emoji in every field the model writes. */
export const WIDE: Question = {
	question: "どのデプロイ先を使いますか？🚀 部署目标是哪个？",
	header: "デプロイ先🚀",
	multiSelect: false,
	options: [
		{ label: "東京リージョン 🇯🇵", description: "レイテンシが最も低い。延迟最低。👍🏽", preview: "東京 ┃ 大阪\n━━━━╋━━━━\n👍🏽👍🏽 ┃ 🎉🎉" },
		{ label: "大阪リージョン", description: "災害対策用。" },
	],
};
