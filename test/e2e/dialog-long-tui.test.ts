/**
 * Part 5 of ask_user_question in the real pi 1.6 and 0.73 TUIs (tmux) at 80×24 and 100×20: a
 * 350-character question is whole on screen with every row and the hint line, `v` shows the cut
 * labels whole, the dialog keeps its height while the focus moves, Esc then Enter leaves the
 * dialog open (a further Enter submits), and a 3,600-character typed Other answer reaches the
 * model whole.
 */
import { describe, expect, it } from "vitest";
import type { MockResponse } from "../harness/mock-model.ts";
import type { PiVersion, TuiSession } from "../harness/tui.ts";
import { LONG_QUESTION, LONG_QUESTION_TEXT } from "../fixtures/ask/long-question.ts";
import { DATABASE, FEATURES } from "./questions.ts";
import { tuiSessions } from "./tui-sessions.ts";

const TOOL = "ask_user_question";
const TEST_TIMEOUT_MS = 60_000;
const SIZES = [
	[100, 20],
	[80, 24],
] as const;

const startSession = tuiSessions({ cols: 100, rows: 20 });

function start(version: PiVersion, cols: number, rows: number, questions: object[]): Promise<TuiSession> {
	const responses: MockResponse[] = [{ toolCall: { name: TOOL, arguments: { questions } } }, { text: "Noted." }];
	return startSession({ version, cols, rows, responses });
}

/** Screen lines without trailing spaces. */
function screenLines(screen: string): string[] {
	return screen.split("\n").map((line) => line.trimEnd());
}

/** The question as the dialog shows it, its wrapped rows joined: from the row under the tabs to "Choose one". */
function questionOnScreen(screen: string): string {
	const lines = screenLines(screen);
	const tabs = lines.findIndex((line) => line.includes("[□ Database]"));
	const choose = lines.findIndex((line, i) => i > tabs && line === " Choose one");
	return lines.slice(tabs + 1, choose).map((line) => line.trim()).join(" ");
}

/** Polls until `check` holds for the screen; fails with the last screen. */
async function until(tui: TuiSession, what: string, check: (screen: string) => boolean): Promise<string> {
	const deadline = Date.now() + 15_000;
	for (;;) {
		const screen = tui.capture();
		if (check(screen)) return screen;
		if (Date.now() > deadline) throw new Error(`pi ${tui.version}: ${what}\n--- screen ---\n${screen}\n--------------`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/** The row of the dialog's top rule on the screen. */
function topRule(screen: string, cols: number): number {
	const lines = screenLines(screen);
	return lines.findIndex((line, i) => line === "─".repeat(cols) && lines[i + 1]?.includes("[□ Database]"));
}

async function resultText(tui: TuiSession): Promise<string> {
	const request = await tui.waitForRequest(2);
	return request.toolResults.find((result) => result.toolName === TOOL)?.text ?? "";
}

describe.each(["1.6", "0.73"] as const)("long texts and accidental keys in the pi %s TUI", (version) => {
	for (const [cols, rows] of SIZES) {
		it(
			`a 350-character question is whole at ${cols}×${rows}, v shows a cut label whole, and the height stays while moving`,
			async () => {
				const tui = await start(version, cols, rows, [LONG_QUESTION]);
				await tui.prompt("Plan the billing migration");
				const screen = await until(tui, "the whole question with every row and the hint line", (s) => {
					const text = s.replace(/\s+/g, " ");
					return questionOnScreen(s) === LONG_QUESTION_TEXT && text.includes("7. No preference") && /escape decline( ·)? +ctrl\+c interrupt/.test(text);
				});
				const top = topRule(screen, cols);
				expect(top).toBeGreaterThanOrEqual(0);
				for (let i = 1; i <= 6; i++) {
					tui.sendKeys("Down");
					const moved = await until(tui, `focus on row ${i + 1}`, (s) => new RegExp(`^❯ (\\( \\) )?${i + 1}\\. `, "m").test(s) || s.includes(`❯     ${i + 1}. `));
					expect(topRule(moved, cols), `row ${i + 1}`).toBe(top);
				}
				tui.sendKeys("Up", "Up", "Up", "Up", "Up", "Up", "v");
				const whole = await until(tui, "the whole label after v", (s) => s.includes("v back to the list"));
				expect(whole.replace(/\s+/g, " ")).toContain(`${LONG_QUESTION.options[0]?.label}`);
				tui.sendKeys("v", "Escape");
				await tui.waitFor("Noted.");
			},
			TEST_TIMEOUT_MS,
		);
	}

	it(
		"Esc then Enter on the review leaves the dialog open; a further Enter submits",
		async () => {
			const tui = await start(version, 100, 20, [DATABASE, FEATURES]);
			await tui.prompt("Set up the service");
			await tui.waitFor("Choose one");
			tui.sendKeys("2", "Tab");
			await tui.waitFor("Review your answers");
			tui.sendKeys("Escape");
			await tui.waitFor("escape again declines the dialog");
			tui.sendKeys("Enter");
			await tui.waitForGone("escape again declines the dialog");
			expect(tui.requests()).toHaveLength(1);
			expect(tui.capture()).toContain("Review your answers");
			tui.sendKeys("Enter");
			const result = await resultText(tui);
			expect(result.split("\n").slice(0, 3)).toEqual(["The user submitted answers to 1 of 2 questions.", "1. [Database] Which database should the service use?", '   → SQLite (you recommended "Postgres")']);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"a 3,600-character typed Other answer reaches the model whole",
		async () => {
			const tui = await start(version, 100, 20, [DATABASE]);
			await tui.prompt("Pick the database");
			await tui.waitFor("Choose one");
			const answer = Array.from({ length: 401 }, (_, i) => `word${String(i).padStart(4, "0")} `).join("").trim();
			expect(answer.length).toBeGreaterThanOrEqual(3_599);
			tui.sendKeys("3");
			await tui.waitFor("Other:");
			tui.sendText(answer);
			await tui.waitFor("word0400");
			tui.sendKeys("Enter");
			await tui.waitFor("Review your answers");
			tui.sendKeys("Enter");
			const result = await resultText(tui);
			expect(result).toContain(`   → ${JSON.stringify(answer)} (typed by the user, not one of your options)`);
			expect(result).not.toContain("cut");
		},
		TEST_TIMEOUT_MS,
	);
});
