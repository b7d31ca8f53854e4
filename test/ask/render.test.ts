import type { AgentToolResult, Theme } from "@mariozechner/pi-coding-agent";
import { type Component, visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import type { AskDetails, DialogOutcome, Question, QuestionAnswer } from "../../src/ask/outcome.ts";
import { LOCALES } from "../../src/ask/locales/index.ts";
import { createRenderers, renderCall, renderResult } from "../../src/ask/result/render.ts";
import { DATABASE, FEATURES, LAYOUT } from "./dialog/fixtures.ts";

const plainTheme = {
	fg: (_color: string, text: string) => text,
	bg: (_color: string, text: string) => text,
	bold: (text: string) => text,
} as unknown as Theme;

const ansiTheme = {
	fg: (_color: string, text: string) => `\x1b[36m${text}\x1b[39m`,
	bg: (_color: string, text: string) => `\x1b[44m${text}\x1b[49m`,
	bold: (text: string) => `\x1b[1m${text}\x1b[22m`,
} as unknown as Theme;

function lines(component: Component, width = 100): string[] {
	return component.render(width).map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").trimEnd());
}

function answer(partial: Partial<QuestionAnswer>): QuestionAnswer {
	return { selected: [], skipped: false, noPreference: false, images: [], ...partial };
}

function result(details: AskDetails | undefined, text = "result text"): AgentToolResult<unknown> {
	return { content: [{ type: "text", text }], details };
}

const collapsed = { expanded: false, isPartial: false };
const expanded = { expanded: true, isPartial: false };

const questions: Question[] = [DATABASE, FEATURES, LAYOUT, { ...DATABASE, header: "Cache" }];
const submitted: DialogOutcome = {
	kind: "submitted",
	answers: [
		answer({ selected: ["PostgreSQL (Recommended)"], notes: "keep it boring", images: [{ path: "/tmp/er.png", name: "er.png", bytes: 1000, mimeType: "image/png" }] }),
		answer({ selected: ["Search"], typed: "Dark mode" }),
		answer({ skipped: true }),
		answer({ noPreference: true }),
	],
};

describe("renderCall", () => {
	it("shows the title, the count and one line per question with its options", () => {
		expect(lines(renderCall({ questions: [DATABASE, FEATURES] }, plainTheme), 200)).toEqual([
			"ask_user_question 2 questions",
			"  [Database] Which database should the service use? — PostgreSQL ★ · SQLite · DynamoDB",
			"  [Features] Which features should ship in the first release? (any) — Search · Export · Sharing · Audit log",
		]);
	});

	it("copes with arguments that are still streaming or malformed", () => {
		for (const args of [undefined, null, {}, { questions: "[" }, { questions: [{}] }, { questions: [{ header: "H", options: [{}, null, { label: 3 }] }] }]) {
			expect(() => lines(renderCall(args, plainTheme))).not.toThrow();
		}
		expect(lines(renderCall({}, plainTheme))).toEqual(["ask_user_question"]);
	});

	it("strips escape sequences from the model's text and fits narrow widths", () => {
		const hostile = { questions: [{ header: "\x1b[31mH\x1b[0m", question: "Q\x1b]0;title\x07?\nmore", options: [{ label: "A\u202e" }] }] };
		for (const width of [20, 40, 80]) {
			const out = renderCall(hostile, ansiTheme).render(width);
			for (const line of out) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
		}
		expect(lines(renderCall(hostile, plainTheme))[1]).toBe("  [H] Q? more — A");
	});
});

describe("renderResult collapsed", () => {
	it("shows how it ended and one line per question with every kind of answer", () => {
		expect(lines(renderResult(result({ kind: "outcome", questions, outcome: submitted }), collapsed, plainTheme), 200)).toEqual([
			"Submitted · 3 of 4 answered, 1 skipped",
			"  ✓ Database: PostgreSQL ★ · note: keep it boring · 1 image: er.png",
			"  ✓ Features: Search; typed: “Dark mode”",
			"  – Layout: skipped",
			"  ~ Cache: No preference — you decide",
		]);
	});

	it("counts the answers as the review and the result do, and names each ending", () => {
		const open = [answer({}), answer({ notes: "hmm" }), answer({}), answer({})];
		const cases: Array<[DialogOutcome, string]> = [
			[{ kind: "submitted", answers: open }, "Submitted · none of 4 answered, 1 with only a note"],
			[{ kind: "idle", answers: open, idleSeconds: 300 }, "No key pressed for 300 s — submitted what was selected · none of 4 answered, 1 with only a note"],
			[{ kind: "declined", answers: open }, "Declined (Esc) · entered, not submitted"],
			[{ kind: "interrupted", answers: open }, "Interrupted · entered, not submitted"],
			[{ kind: "chat", answers: open, questionIndex: 1 }, "Wants to chat about Features"],
		];
		for (const [outcome, first] of cases) {
			const out = lines(renderResult(result({ kind: "outcome", questions, outcome }), collapsed, plainTheme), 200);
			expect(out[0]).toBe(first);
			expect(out[1]).toBe("  · Database: not answered");
			expect(out[2]).toBe("  · Features: not answered · note: hmm");
		}
	});

	it("marks what a declined or interrupted dialog held as entered, not submitted", () => {
		for (const kind of ["declined", "interrupted"] as const) {
			const out = lines(renderResult(result({ kind: "outcome", questions, outcome: { ...submitted, kind } }), collapsed, plainTheme), 200);
			expect(out[0]).toMatch(/ · entered, not submitted$/);
			expect(out[1]).toBe("  ○ Database: PostgreSQL ★ · note: keep it boring · 1 image: er.png");
			expect(out.join("\n")).not.toContain("✓");
		}
		const nothing = [answer({}), answer({}), answer({}), answer({})];
		expect(lines(renderResult(result({ kind: "outcome", questions, outcome: { kind: "declined", answers: nothing } }), collapsed, plainTheme))[0]).toBe("Declined (Esc)");
	});

	it("keeps one row per question at any width", () => {
		for (const width of [30, 60, 100]) {
			const out = renderResult(result({ kind: "outcome", questions, outcome: submitted }), collapsed, ansiTheme).render(width);
			expect(out).toHaveLength(5);
			for (const line of out) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
		}
	});
});

describe("renderResult: the draft of a dialog another extension's answer closed", () => {
	const answered: DialogOutcome = {
		kind: "submitted",
		from: "phone bridge",
		answers: [answer({ selected: ["SQLite"] }), answer({ selected: ["Search"] })],
		draft: [answer({ typed: "SQLite for now, Postgres in March" }), answer({ notes: "ask Ana" })],
	};

	it("collapsed: after the answers, who answered and what the user had entered, marked as not submitted", () => {
		expect(lines(renderResult(result({ kind: "outcome", questions: [DATABASE, FEATURES], outcome: answered }), collapsed, plainTheme), 200)).toEqual([
			"Submitted",
			"  ✓ Database: SQLite",
			"  ✓ Features: Search",
			'  Entered in the dialog before "phone bridge" answered (not sent):',
			"    ○ Database: typed: “SQLite for now, Postgres in March”",
			"    · Features: not answered · note: ask Ana",
		]);
	});

	it("expanded: every part of what was entered; no draft line when nothing was entered", () => {
		const out = lines(renderResult(result({ kind: "outcome", questions: [DATABASE, FEATURES], outcome: answered }), expanded, plainTheme), 200);
		expect(out.slice(out.indexOf('  Entered in the dialog before "phone bridge" answered (not sent):'))).toEqual([
			'  Entered in the dialog before "phone bridge" answered (not sent):',
			"    ○ Database Which database should the service use?",
			"        → typed: SQLite for now, Postgres in March",
			"        ★ recommended: PostgreSQL",
			"    · Features Which features should ship in the first release?",
			"        not answered",
			"        note: ask Ana",
		]);
		const empty = { ...answered, draft: [answer({}), answer({})] };
		expect(lines(renderResult(result({ kind: "outcome", questions: [DATABASE, FEATURES], outcome: empty }), collapsed, plainTheme), 200)).toHaveLength(3);
	});
});

describe("renderResult expanded", () => {
	it("shows each question and every part of its answer, and the recommended option where it was not taken", () => {
		expect(lines(renderResult(result({ kind: "outcome", questions, outcome: submitted }), expanded, plainTheme), 200)).toEqual([
			"Submitted · 3 of 4 answered, 1 skipped",
			"  ✓ Database Which database should the service use?",
			"      → PostgreSQL ★ recommended",
			"      note: keep it boring",
			"      image: er.png",
			"  ✓ Features Which features should ship in the first release?",
			"      → Search",
			"      → typed: Dark mode",
			"  – Layout Which layout should the settings page use?",
			"      skipped",
			"  ~ Cache Which database should the service use?",
			"      No preference — you decide",
			"      ★ recommended: PostgreSQL",
		]);
	});

	it("wraps within the width", () => {
		const outcome: DialogOutcome = { kind: "submitted", answers: [answer({ typed: "a long typed answer ".repeat(10), notes: "注記".repeat(30) }), answer({}), answer({}), answer({})] };
		for (const width of [30, 60]) {
			for (const line of renderResult(result({ kind: "outcome", questions, outcome }), expanded, ansiTheme).render(width)) {
				expect(visibleWidth(line)).toBeLessThanOrEqual(width);
			}
		}
	});
});

describe("renderResult other results", () => {
	it("a rejected call is one line naming the first problem", () => {
		const details: AskDetails = { kind: "rejected", problems: ["questions[0].header is longer than 12 characters", "questions[1] has 1 option"] };
		expect(lines(renderResult(result(details), collapsed, plainTheme), 200)).toEqual(["Call rejected: questions[0].header is longer than 12 characters (+1 more)"]);
	});

	it("an unavailable dialog is one line with the reason", () => {
		expect(lines(renderResult(result({ kind: "unavailable", reason: "no interactive terminal" }), expanded, plainTheme))).toEqual(["Not asked: no interactive terminal"]);
	});

	it("a partial result says the dialog is waiting", () => {
		expect(lines(renderResult(result(undefined), { expanded: false, isPartial: true }, plainTheme))).toEqual(["Waiting for the user's answer …"]);
	});

	it("without details it falls back to the result text, sanitized", () => {
		expect(lines(renderResult(result(undefined, "plain \x1b[31mtext\x1b[0m\nmore"), collapsed, plainTheme))).toEqual(["plain text more"]);
	});
});

describe("the transcript in the user's language", () => {
	it("speaks the table it is given when pi draws, and keeps the model's text as written", () => {
		let locale = LOCALES["zh-Hans"];
		const zh = createRenderers(() => locale);
		expect(lines(zh.renderCall({ questions: [DATABASE, FEATURES] }, plainTheme), 200)[0]).toBe("ask_user_question 2 个问题");
		expect(lines(zh.renderResult(result({ kind: "outcome", questions, outcome: submitted }), collapsed, plainTheme), 200)).toEqual([
			"已提交 · 已回答 3/4 题，跳过 1 题",
			"  ✓ Database: PostgreSQL ★ · 备注：keep it boring · 1 张图片: er.png",
			"  ✓ Features: Search; 输入：“Dark mode”",
			"  – Layout: 已跳过",
			"  ~ Cache: 没有偏好 — 你来决定",
		]);
		locale = LOCALES["zh-Hant"];
		expect(lines(zh.renderResult(result(undefined), { expanded: false, isPartial: true }, plainTheme))).toEqual(["等待使用者回答 …"]);
	});
});
