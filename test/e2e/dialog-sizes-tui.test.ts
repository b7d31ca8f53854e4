/**
 * The dialog at the sizes users have, in the real pi 1.6 and 0.73 TUIs (tmux): 80×24, 100×20,
 * 120×40 and 200×50, with one question and with four, previews included. pi 1.6 cuts the last
 * rows of a component taller than what it leaves, pi 0.73 scrolls its first rows off; at every
 * size the whole dialog has to be on screen: its top rule and tabs, the question, every option
 * label and the dialog's own rows, a preview with a few lines, the hint line with how to leave and
 * how to see more keys, its bottom rule, and pi's footer under it. The terminal is resized while
 * the dialog is open, so each size is also a reflow.
 */
import { describe, expect, it } from "vitest";
import type { PiVersion, TuiSession } from "../harness/tui.ts";
import { tuiSessions } from "./tui-sessions.ts";

const TEST_TIMEOUT_MS = 90_000;
const SIZES: Array<[number, number]> = [
	[80, 24],
	[100, 20],
	[120, 40],
	[200, 50],
];

/** A preview of numbered code lines, long enough to scroll at every size. */
function preview(name: string): string {
	return Array.from({ length: 40 }, (_, i) => `${String(i + 1).padStart(2)} | ${name}.step${i + 1}();`).join("\n");
}

function question(n: number, multiSelect = false) {
	return {
		question: `Which rollout should release ${n} of the billing service use?`,
		header: `Release ${n}`,
		multiSelect,
		options: [
			{ label: `Canary ${n} (Recommended)`, description: "Five percent of traffic first, then everyone after an hour without errors.", ...(multiSelect ? {} : { preview: preview("canary") }) },
			{ label: `Blue-green ${n}`, description: "A second fleet takes all traffic at once; the old one stays for rollback.", ...(multiSelect ? {} : { preview: preview("blueGreen") }) },
			{ label: `Rolling ${n}`, description: "Hosts are replaced one by one.", ...(multiSelect ? {} : { preview: preview("rolling") }) },
			{ label: `Big bang ${n}`, description: "Everything at once during the maintenance window.", ...(multiSelect ? {} : { preview: preview("bigBang") }) },
		],
	};
}

type TestQuestion = ReturnType<typeof question>;

const startSession = tuiSessions({ cols: 80, rows: 24 });

/** Screen lines without trailing spaces. */
function screenLines(screen: string): string[] {
	return screen.split("\n").map((line) => line.trimEnd());
}

/**
 * What has to be on screen for `current`, or why it is not: the first failed check. The tab line is
 * found by the open tab's bracketed chip; the rules must frame the dialog; pi's footer must follow.
 */
function dialogProblem(screen: string, questions: TestQuestion[], current: TestQuestion, cols: number): string | undefined {
	const lines = screenLines(screen);
	const rule = "─".repeat(cols);
	const tabs = lines.findIndex((line) => line.includes(`[□ ${current.header}]`) || line.includes(`[■ ${current.header}]`));
	if (tabs === -1) return `no tab line with [${current.header}]`;
	if (lines[tabs - 1] !== rule) return "the top rule is not right above the tabs";
	const text = lines.join("\n");
	for (const q of questions) if (!text.includes(q.header)) return `tab ${q.header} missing`;
	if (!lines.some((line) => line.startsWith(` ${current.question}`))) return "the question is missing";
	for (const option of current.options) if (!text.includes(option.label.replace(" (Recommended)", ""))) return `option ${option.label} missing`;
	for (const own of ["Other — type your own answer", "Chat about this"]) if (!text.includes(own)) return `${own} missing`;
	const hint = lines.findIndex((line) => line.includes("ctrl+c interrupt"));
	if (hint === -1 || !lines[hint]?.includes("escape decline")) return "the hint line with escape and ctrl+c is missing";
	if (!/\? more keys| n note /.test(text)) return "no way to see more keys";
	if (lines[hint + 1] !== rule) return "the bottom rule is not right under the hint line";
	if (!lines.slice(hint + 2).some((line) => line.includes("mock-1"))) return "pi's footer is not under the dialog";
	if (current.options[0]?.preview !== undefined && (!text.includes("Preview: ") || (text.match(/\| \w+\.step\d+\(\);/g) ?? []).length < 3)) {
		return "no preview with at least three lines";
	}
	return undefined;
}

/** Polls the screen until the dialog for `current` is whole on it; fails with the last screen. */
async function expectWholeDialog(tui: TuiSession, questions: TestQuestion[], current: TestQuestion, cols: number): Promise<string> {
	const deadline = Date.now() + 15_000;
	let screen = "";
	let problem: string | undefined;
	for (;;) {
		screen = tui.capture();
		problem = dialogProblem(screen, questions, current, cols);
		if (problem === undefined) return screen;
		if (Date.now() > deadline) break;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`pi ${tui.version} at ${cols} columns: ${problem}\n--- screen ---\n${screen}\n--------------`);
}

function start(version: PiVersion, questions: TestQuestion[]): Promise<TuiSession> {
	return startSession({ version, responses: [{ toolCall: { name: "ask_user_question", arguments: { questions } } }, { text: "Rolling out." }] });
}

describe.each(["1.6", "0.73"] as const)("the dialog fits the terminal in the pi %s TUI", (version) => {
	it(
		"one question with previews at 80×24, 100×20, 120×40 and 200×50, and the focused row stays in view",
		async () => {
			const questions = [question(1)];
			const tui = await start(version, questions);
			await tui.prompt("Plan the rollout");
			for (const [cols, rows] of SIZES) {
				await tui.resize(cols, rows);
				await expectWholeDialog(tui, questions, questions[0] as TestQuestion, cols);
			}
			// Back to the smallest size, ↓ three times: the focused row and its preview are on screen.
			await tui.resize(80, 24);
			tui.sendKeys("Down", "Down", "Down");
			const screen = await tui.waitFor(/^❯ \( \) 4\. Big bang 1$/m);
			expect(screen).toContain("Preview: Big bang 1");
			expect(dialogProblem(screen, questions, questions[0] as TestQuestion, 80)).toBeUndefined();
			tui.sendKeys("Escape");
			await tui.waitFor("Rolling out.");
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"four questions with previews at 80×24, 100×20, 120×40 and 200×50, on every tab",
		async () => {
			const questions = [question(1), question(2), question(3, true), question(4)];
			const tui = await start(version, questions);
			await tui.prompt("Plan the rollouts");
			for (const [cols, rows] of SIZES) {
				await tui.resize(cols, rows);
				await expectWholeDialog(tui, questions, questions[0] as TestQuestion, cols);
			}
			await tui.resize(80, 24);
			for (const current of questions.slice(1)) {
				tui.sendKeys("Tab");
				await expectWholeDialog(tui, questions, current, 80);
			}
			tui.sendKeys("Tab");
			const review = await tui.waitFor("Review your answers");
			expect(screenLines(review)).toContain(" None of 4 answered — enter submits anyway");
			tui.sendKeys("Escape");
			await tui.waitFor("Rolling out.");
		},
		TEST_TIMEOUT_MS,
	);
});
