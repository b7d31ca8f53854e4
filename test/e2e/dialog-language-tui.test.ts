/**
 * The dialog in the user's language in the real pi 1.6 and 0.73 TUIs (tmux), at 80×24 and 120×40:
 * English under the harness's C.UTF-8 locale, Simplified Chinese under LC_ALL=zh_CN.UTF-8 with the
 * questions written in Chinese too (as a model writing for that user does). At both sizes the whole
 * dialog has to be on screen in that language, nothing cut: the rules, the tabs, the question, the
 * dialog's own rows, the preview, and the hint line with the key names as pi prints them, its last
 * entry ("ctrl+c …") included; then the review tab and, after Esc, the transcript line. What the model
 * reads is the same in every language (test/e2e/ask-in-process.test.ts compares it byte for byte).
 */
import { describe, expect, it } from "vitest";
import type { PiVersion, TuiSession } from "../harness/tui.ts";
import { FEATURES } from "./questions.ts";
import { tuiSessions } from "./tui-sessions.ts";

const TEST_TIMEOUT_MS = 60_000;

/** What one language's run asks and what it must show. */
interface LanguageCase {
	readonly name: string;
	readonly env: Record<string, string>;
	readonly questions: object[];
	readonly question: string;
	readonly header: string;
	readonly labels: string[];
	/** `own`: the dialog's own rows as they begin on screen (a row's last words may wrap at the preview's edge). */
	readonly screen: { readonly choose: string; readonly own: string[]; readonly decline: string; readonly interrupt: string; readonly preview: string };
	readonly review: { readonly title: string; readonly summary: string };
	readonly declined: string;
}

function preview(name: string): string {
	return Array.from({ length: 20 }, (_, i) => `${String(i + 1).padStart(2)} | ${name}.step${i + 1}();`).join("\n");
}

const ENGLISH: LanguageCase = {
	name: "English",
	env: {},
	questions: [
		{
			question: "Which database should the service use?",
			header: "Database",
			multiSelect: false,
			options: [
				{ label: "Postgres (Recommended)", description: "Relational and mature; runs in the existing cluster.", preview: preview("postgres") },
				{ label: "SQLite", description: "One file next to the service; no server to run.", preview: preview("sqlite") },
			],
		},
		FEATURES,
	],
	question: "Which database should the service use?",
	header: "Database",
	labels: ["Postgres (Recommended)", "SQLite"],
	screen: { choose: "Choose one", own: ["3. Other — type your own answer", "4. Chat about this — stop here", "5. No preference — you decide"], decline: "escape decline", interrupt: "ctrl+c interrupt", preview: "Preview: Postgres" },
	review: { title: "Review your answers", summary: "Neither of 2 answered — enter submits anyway" },
	declined: "Declined (Esc)",
};

const CHINESE: LanguageCase = {
	name: "Simplified Chinese",
	env: { LC_ALL: "zh_CN.UTF-8" },
	questions: [
		{
			question: "服务应该使用哪个数据库？",
			header: "数据库",
			multiSelect: false,
			options: [
				{ label: "Postgres (Recommended)", description: "关系型，成熟稳定；运行在现有集群中。", preview: preview("postgres") },
				{ label: "SQLite", description: "服务旁边的一个文件；无需运行服务器。", preview: preview("sqlite") },
			],
		},
		{
			question: "首批应该上线哪些功能？",
			header: "功能",
			multiSelect: true,
			options: [
				{ label: "搜索", description: "对所有记录进行全文搜索。" },
				{ label: "导出", description: "把记录下载为 CSV。" },
			],
		},
	],
	question: "服务应该使用哪个数据库？",
	header: "数据库",
	labels: ["Postgres (Recommended)", "SQLite"],
	screen: { choose: "选择一项", own: ["3. 其他 — 自己输入答案", "4. 先聊聊这个 — 停在这里", "5. 没有偏好 — 你来决定"], decline: "escape 放弃", interrupt: "ctrl+c 中断", preview: "预览：Postgres" },
	review: { title: "检查你的回答", summary: "2 题均未回答 — 按 enter 仍然提交" },
	declined: "已放弃（Esc）",
};

const startSession = tuiSessions({ cols: 80, rows: 24 });

function screenLines(screen: string): string[] {
	return screen.split("\n").map((line) => line.trimEnd());
}

/** What has to be on screen, or the first check that fails: the whole dialog in the case's language, nothing cut. */
function dialogProblem(screen: string, cols: number, lang: LanguageCase): string | undefined {
	const lines = screenLines(screen);
	const rule = "─".repeat(cols);
	const tabs = lines.findIndex((line) => line.includes(`[□ ${lang.header}]`));
	if (tabs === -1) return `no tab line with [□ ${lang.header}]`;
	if (lines[tabs - 1] !== rule) return "the top rule is not right above the tabs";
	const question = lines.findIndex((line) => line === ` ${lang.question}`);
	if (question === -1 || lines[question + 1] !== ` ${lang.screen.choose}`) return `no question line followed by "${lang.screen.choose}"`;
	const text = lines.join("\n");
	for (const label of lang.labels) if (!text.includes(label)) return `option ${label} missing`;
	for (const own of lang.screen.own) if (!text.includes(own)) return `"${own}" missing (or cut)`;
	if (!text.includes(lang.screen.preview)) return "no preview title";
	const bottom = lines.findIndex((line, i) => i > tabs && line === rule);
	if (bottom === -1) return "no bottom rule";
	const hint = lines.slice(Math.max(tabs, bottom - 3), bottom).join("\n");
	if (!hint.includes(lang.screen.decline) || !lines[bottom - 1]?.endsWith(lang.screen.interrupt)) return `the hint line does not end with "${lang.screen.decline}" … "${lang.screen.interrupt}"`;
	if (!lines.slice(bottom + 1).some((line) => line.includes("mock-1"))) return "pi's footer is not under the dialog";
	return undefined;
}

async function expectWholeDialog(tui: TuiSession, cols: number, lang: LanguageCase): Promise<string> {
	const deadline = Date.now() + 15_000;
	let screen = "";
	let problem: string | undefined;
	for (;;) {
		screen = tui.capture();
		problem = dialogProblem(screen, cols, lang);
		if (problem === undefined) return screen;
		if (Date.now() > deadline) break;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`pi ${tui.version}, ${lang.name}, ${cols} columns: ${problem}\n--- screen ---\n${screen}\n--------------`);
}

function start(version: PiVersion, lang: LanguageCase): Promise<TuiSession> {
	return startSession({ version, env: lang.env, responses: [{ toolCall: { name: "ask_user_question", arguments: { questions: lang.questions } } }, { text: "Understood." }] });
}

describe.each(["1.6", "0.73"] as const)("the dialog in the user's language in the pi %s TUI", (version) => {
	it.each([ENGLISH, CHINESE])(
		"$name at 80×24 and 120×40: whole and uncut, then the review and the transcript",
		async (lang) => {
			const tui = await start(version, lang);
			await tui.prompt("Set up the service");
			await expectWholeDialog(tui, 80, lang);
			await tui.resize(120, 40);
			await expectWholeDialog(tui, 120, lang);
			tui.sendKeys("Tab", "Tab");
			const review = await tui.waitFor(lang.review.title);
			expect(screenLines(review)).toContain(` ${lang.review.summary}`);
			tui.sendKeys("Escape");
			await tui.waitFor("Understood.");
			expect(screenLines(tui.capture()).some((line) => line.trim() === lang.declined)).toBe(true);
		},
		TEST_TIMEOUT_MS,
	);
});
