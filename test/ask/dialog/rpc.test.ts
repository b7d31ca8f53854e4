/**
 * The dialog over pi's RPC prompts, driven by a scripted client: every outcome of the terminal
 * dialog is reachable and equal to the one the same choices give with keys, a dismissed prompt
 * never loses what was entered, and untrusted text is numbered, sanitized and capped.
 */
import { describe, expect, it } from "vitest";
import { RPC_MAX_PROMPTS, RPC_PREVIEW_LINES, RPC_RETRIES } from "../../../src/ask/limits.ts";
import { EN, LOCALES } from "../../../src/ask/locales/index.ts";
import { AnsweredElsewhere, type DialogOutcome, type Question } from "../../../src/ask/outcome.ts";
import { type RpcUI, runRpcDialog } from "../../../src/ask/dialog/rpc/rpc.ts";
import { DATABASE, FEATURES, LAYOUT } from "./fixtures.ts";
import { open, outcome, run, typing } from "./helpers.ts";

/** One prompt as the client saw it. */
interface Shown {
	method: "select" | "input";
	title: string;
	options: string[];
	placeholder?: string;
	signal?: AbortSignal;
	timeout?: number;
}

/** A client's answer to a prompt: a value, a cancel (undefined), or one that never comes (until the signal aborts). */
type Answer = (shown: Shown) => unknown;
const NEVER = Symbol("never");

/** A client answering pi's prompts from a script, resolving undefined on an aborted signal as pi does. */
function client(script: Answer[]) {
	const shown: Shown[] = [];
	const notices: Array<{ message: string; type?: string }> = [];
	const answer = (prompt: Shown): Promise<unknown> => {
		shown.push(prompt);
		const next = script.shift();
		if (next === undefined) throw new Error(`no scripted answer for:\n${prompt.title}\n${prompt.options.join("\n")}`);
		const value = next(prompt);
		if (value !== NEVER && !prompt.signal?.aborted) return Promise.resolve(value);
		return new Promise((resolve) => {
			if (prompt.signal?.aborted) resolve(undefined);
			prompt.signal?.addEventListener("abort", () => resolve(undefined), { once: true });
		});
	};
	const ui = {
		select: (title: string, options: string[], opts?: { signal?: AbortSignal; timeout?: number }) =>
			answer({ method: "select", title, options, ...(opts?.signal ? { signal: opts.signal } : {}), ...(opts?.timeout ? { timeout: opts.timeout } : {}) }),
		input: (title: string, placeholder?: string, opts?: { signal?: AbortSignal; timeout?: number }) =>
			answer({ method: "input", title, options: [], ...(placeholder === undefined ? {} : { placeholder }), ...(opts?.signal ? { signal: opts.signal } : {}), ...(opts?.timeout ? { timeout: opts.timeout } : {}) }),
		notify: (message: string, type?: string) => void notices.push({ message, ...(type ? { type } : {}) }),
	} as unknown as RpcUI;
	return { ui, shown, notices, left: script };
}

/** Picks the row containing `text` (the exact string the client was sent). */
const row = (text: string): Answer => (shown) => {
	const found = shown.options.find((option) => option.includes(text));
	if (found === undefined) throw new Error(`no row with "${text}" in:\n${shown.options.join("\n")}`);
	return found;
};
const type = (text: unknown): Answer => () => text;
const cancel: Answer = () => undefined;

function walk(questions: Question[], script: Answer[], options: { signal?: AbortSignal; idleSeconds?: number; locale?: typeof EN } = {}) {
	const c = client(script);
	const done = runRpcDialog(c.ui, questions, { idleSeconds: options.idleSeconds ?? 0, locale: options.locale ?? EN, ...(options.signal ? { signal: options.signal } : {}) });
	return { ...c, done };
}

describe("the RPC dialog", () => {
	it("numbers every row, adds the dialog's own rows, and puts the question and its state in the title", async () => {
		const { shown, done } = walk([DATABASE, FEATURES], [row("SQLite"), cancel, cancel]);
		await done;
		expect(shown[0]?.title.split("\n").slice(0, 2)).toEqual(["[Database] Which database should the service use?", "Question 1 of 2 · Choose one"]);
		expect(shown[0]?.options).toEqual([
			"1. ( ) PostgreSQL (Recommended) — Relational, strong consistency, mature tooling.",
			"2. ( ) SQLite — One file, no server; fine for a single instance.",
			"3. ( ) DynamoDB — Managed key-value store; scales without tuning.",
			"4. ( ) Other — type your own answer",
			"5. Chat about this — stop here and talk it through",
			"6. ( ) No preference — you decide",
			"7. Skip this question",
			"8. Add a note",
		]);
		expect(shown[1]?.options).toEqual([
			"1. [ ] Search — Full-text search over documents.",
			"2. [ ] Export — CSV and JSON export.",
			"3. [ ] Sharing — Share links with read-only access.",
			"4. [ ] Audit log — Who changed what, and when.",
			"5. [ ] Other — type your own answer",
			"6. Done",
			"7. Chat about this — stop here and talk it through",
			"8. Skip this question",
			"9. Add a note",
		]);
	});

	it("answers, types Other after a cancelled input, notes, skips and submits: the same outcome as the same choices with keys", async () => {
		const { shown, done } = walk(
			[DATABASE, FEATURES, LAYOUT],
			[row("Other"), cancel, row("Other"), type("  CockroachDB  "), row("Search"), row("Audit log"), row("Add a note"), type("after the demo"), row("Done"), row("Skip"), row("Submit")],
		);
		const result = await done;
		const keys = run(
			open([DATABASE, FEATURES, LAYOUT]),
			{ type: "digit", n: 4 },
			...typing("CockroachDB"),
			{ type: "confirm" },
			{ type: "digit", n: 1 },
			{ type: "digit", n: 4 },
			{ type: "editNote" },
			...typing("after the demo"),
			{ type: "confirm" },
			{ type: "nextTab" },
			{ type: "skip" },
			{ type: "confirm" },
		);
		expect(result).toEqual(outcome(keys));
		expect(result.kind).toBe("submitted");
		// The cancelled input brought the same question back, as it was.
		expect(shown[2]).toMatchObject({ method: "select", title: shown[0]?.title, options: shown[0]?.options });
		// The Other input shows the question and its numbered options.
		expect(shown[1]?.title.split("\n")).toEqual([
			"[Database] Which database should the service use?",
			"1. PostgreSQL (Recommended) — Relational, strong consistency, mature tooling.",
			"2. SQLite — One file, no server; fine for a single instance.",
			"3. DynamoDB — Managed key-value store; scales without tuning.",
			"",
			"Type your own answer:",
		]);
		expect(shown.at(-1)?.title.split("\n")).toEqual([
			"Review your answers",
			"1. [Database] “CockroachDB” (typed)",
			"2. [Features] Search; Audit log",
			"   Note: “after the demo”",
			"3. [Layout] Skipped",
			"2 of 3 answered, 1 skipped.",
		]);
		expect(shown.at(-1)?.options).toEqual([
			"1. Submit",
			"2. Change question 1 (Database)",
			"3. Change question 2 (Features)",
			"4. Change question 3 (Layout)",
			"5. Decline (what you entered still reaches the model)",
		]);
	});

	it("a text input says what it holds, an empty answer removes it, and a cancel keeps it", async () => {
		const { shown, done } = walk(
			[FEATURES],
			[row("Add a note"), type("first"), row("Change the note"), cancel, row("Change the note"), type(""), row("Other"), type("Dark mode"), row("Other"), cancel, row("Done"), row("Submit")],
		);
		const result = await done;
		expect(shown[2]?.title).toContain("Note: “first”");
		expect(shown[3]?.title.split("\n").at(-1)).toBe("Now: “first” — an empty answer removes it, cancel keeps it.");
		expect(shown[8]?.options).toContain("5. [x] Other: “Dark mode”");
		expect(shown[10]?.options).toContain("5. [x] Other: “Dark mode”");
		expect(result).toEqual({ kind: "submitted", answers: [{ selected: [], typed: "Dark mode", skipped: false, noPreference: false, images: [] }] });
	});

	it("a cancelled question goes to the review when something was entered, and a cancelled review declines with it", async () => {
		const { shown, done } = walk([DATABASE, FEATURES], [row("SQLite"), cancel, cancel]);
		expect(await done).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }, { selected: [] }] });
		expect(shown.map((prompt) => prompt.title.split("\n")[0])).toEqual([
			"[Database] Which database should the service use?",
			"[Features] Which features should ship in the first release?",
			"Review your answers",
		]);
	});

	it("with nothing entered, one cancel declines; Decline on the review declines too", async () => {
		expect(await walk([DATABASE, FEATURES], [cancel]).done).toMatchObject({ kind: "declined" });
		expect(await walk([DATABASE], [row("SQLite"), row("Decline")]).done).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }] });
	});

	it("Chat about this ends the dialog on its question; No preference hands the choice back", async () => {
		expect(await walk([DATABASE, FEATURES], [row("SQLite"), row("Chat about this")]).done).toMatchObject({ kind: "chat", questionIndex: 1, answers: [{ selected: ["SQLite"] }, { selected: [] }] });
		expect(await walk([DATABASE], [row("No preference"), row("Submit")]).done).toMatchObject({ kind: "submitted", answers: [{ noPreference: true }] });
	});

	it("a change from the review returns to the review", async () => {
		const { shown, done } = walk([DATABASE, FEATURES], [row("SQLite"), row("Done"), row("Change question 1"), row("DynamoDB"), row("Submit")]);
		expect(await done).toMatchObject({ kind: "submitted", answers: [{ selected: ["DynamoDB"] }, { selected: [] }] });
		expect(shown[3]?.options[1]).toBe("2. (•) SQLite — One file, no server; fine for a single instance.");
		expect(shown[4]?.title.split("\n")[0]).toBe("Review your answers");
	});

	it("reads a reply by its row number too, and asks again, quoting it, when it names no row", async () => {
		const { shown, done } = walk([DATABASE], [type("2"), type("banana"), type({ not: "a string" }), row("Submit")]);
		expect(await done).toMatchObject({ kind: "submitted", answers: [{ selected: ["SQLite"] }] });
		expect(shown[2]?.title.split("\n")[0]).toBe("Not understood: “banana”. Choose one of the rows.");
		expect(shown[3]?.title.split("\n")[0]).toBe('Not understood: “{an object}”. Choose one of the rows.');
		const stubborn = walk([DATABASE], Array.from({ length: RPC_RETRIES + 1 }, () => type("9999")));
		expect(await stubborn.done).toMatchObject({ kind: "declined" });
	});

	it("an aborted turn closes the dialog as interrupted with what was entered, and says so; every prompt had the signal", async () => {
		const controller = new AbortController();
		const { shown, notices, done } = walk([DATABASE, FEATURES], [row("SQLite"), row("Search"), row("Add a note"), () => (controller.abort(), NEVER)], { signal: controller.signal });
		expect(await done).toMatchObject({ kind: "interrupted", answers: [{ selected: ["SQLite"] }, { selected: ["Search"] }] });
		expect(shown.every((prompt) => prompt.signal !== undefined)).toBe(true);
		expect(notices).toEqual([{ message: "The question was closed: the turn was aborted.", type: "info" }]);
	});

	it("stopped because another extension answered: the notice names it, not an aborted turn, and what was entered comes back", async () => {
		const controller = new AbortController();
		const { notices, done } = walk([DATABASE, FEATURES], [row("Other"), type("SQLite for now"), () => (controller.abort(new AnsweredElsewhere("phone bridge")), NEVER)], { signal: controller.signal });
		expect(await done).toMatchObject({ kind: "interrupted", answers: [{ typed: "SQLite for now" }, { selected: [] }] });
		expect(notices).toEqual([{ message: 'The question was closed: it was answered by "phone bridge".', type: "info" }]);
	});

	it("a select left unanswered for idleSeconds continues on its own with what was selected; inputs wait", async () => {
		const { shown, notices, done } = walk([FEATURES], [row("Search"), () => NEVER], { idleSeconds: 0.05 });
		expect(await done).toEqual({ kind: "idle", idleSeconds: 0.05, answers: [{ selected: ["Search"], skipped: false, noPreference: false, images: [] }] });
		expect(shown.map((prompt) => prompt.timeout)).toEqual([50, 50]);
		expect(notices[0]?.message).toBe("No answer for 0.05 s: the question was closed with what was selected.");
		const typing = walk([FEATURES], [row("Add a note"), (prompt) => (expect(prompt.timeout).toBeUndefined(), "n"), row("Done"), row("Submit")], { idleSeconds: 0.05 });
		expect(await typing.done).toMatchObject({ kind: "submitted", answers: [{ notes: "n" }] });
	});

	it("a client answering in a loop is stopped after RPC_MAX_PROMPTS prompts, declined with what was entered", async () => {
		const script = Array.from({ length: RPC_MAX_PROMPTS + 5 }, () => row("Search"));
		const { shown, notices, done, left } = walk([FEATURES], script);
		const result: DialogOutcome = await done;
		expect(result.kind).toBe("declined");
		expect(shown).toHaveLength(RPC_MAX_PROMPTS);
		expect(left).toHaveLength(5);
		expect(notices[0]?.type).toBe("warning");
	});

	it("sanitizes the model's text to plain lines and caps it; previews go into the title, cut with a note", async () => {
		const hostile: Question = {
			question: `Pick\x1b]0;owned\x07 one\nplease ${"x".repeat(5_000)}`,
			header: "Hdr\x1b[31m",
			multiSelect: false,
			options: [
				{ label: "A\x1b[2J", description: "d\u202e" },
				{ label: "B\r\nC", description: "" },
			],
		};
		const { shown, done } = walk([hostile, LAYOUT], [cancel]);
		await done;
		const printed = [shown[0]?.title ?? "", ...(shown[0]?.options ?? [])].join("\n");
		expect(printed).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f\u202e]/);
		expect(shown[0]?.options.slice(0, 2)).toEqual(["1. ( ) A — d", "2. ( ) B C"]);
		expect((shown[0]?.title.length ?? 0) < 1_200).toBe(true);
		const layout = walk([LAYOUT], [cancel]);
		await layout.done;
		const title = layout.shown[0]?.title.split("\n") ?? [];
		expect(title).toContain("Preview of 1. Sidebar:");
		expect(title).toContain("│ General  │ Name: [__________]  │");
		const tabs = title.indexOf("Preview of 2. Tabs:");
		expect(title.slice(tabs + 1, tabs + 1 + RPC_PREVIEW_LINES + 1).at(-1)).toBe(`… ${200 - RPC_PREVIEW_LINES} more lines not shown`);
	});

	it("a typed text past the field's limit is cut, and the next prompt says so", async () => {
		const { shown, done } = walk([FEATURES], [row("Add a note"), type("x".repeat(100_005)), row("Done"), row("Submit")]);
		const result = await done;
		expect(result.answers[0]?.notes).toHaveLength(100_000);
		expect(shown[2]?.title).toContain("The field holds at most 100,000 characters; the rest was not added.");
	});

	it("speaks the user's language: rows, titles and the review", async () => {
		const { shown, done } = walk([FEATURES], [row("添加备注"), type("演示之后"), row("完成"), row("提交")], { locale: LOCALES["zh-Hans"] });
		expect(await done).toMatchObject({ kind: "submitted", answers: [{ notes: "演示之后" }] });
		expect(shown[0]?.title.split("\n")[1]).toBe("第 1 题，共 1 题 · 可选择多项");
		expect(shown[0]?.options.slice(4)).toEqual(["5. [ ] 其他 — 自己输入答案", "6. 完成", "7. 先聊聊这个 — 停在这里，先讨论清楚", "8. 跳过此问题", "9. 添加备注"]);
		expect(shown.at(-1)?.title.split("\n")).toEqual(["检查你的回答", "1. [Features] 未回答", "   备注：“演示之后”", "1 题均未回答，1 题只有备注。"]);
	});
});

/** A list nested `depth` deep, as JSON.parse makes it from "[[[…]]]". */
function nested(depth: number): unknown {
	return JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
}

describe("hostile replies: any JSON value, bounded, never a throw", () => {
	it("a list nested 5,000 deep is asked again, quoted by its kind only, and the answers reach the model", async () => {
		const { shown, done } = walk([DATABASE, FEATURES], [row("SQLite"), type(nested(5_000)), row("Search"), row("Done"), row("Submit")]);
		const result = await done;
		expect(shown[2]?.title.split("\n")[0]).toBe("Not understood: “[a list of 1 items]”. Choose one of the rows.");
		expect(result).toMatchObject({ kind: "submitted", answers: [{ selected: ["SQLite"] }, { selected: ["Search"] }] });
	});

	it.each([
		["a number", 7.5, "7.5"],
		["true", true, "true"],
		["null", null, "null"],
		["an object", { value: "2" }, "{an object}"],
		["a huge list", Array.from({ length: 100_000 }, () => 1), "[a list of 100,000 items]"],
		["a 10 MB string", "x".repeat(10_000_000), `${"x".repeat(79)}…`],
	])("%s is asked again as an unknown reply", async (_name, reply, quoted) => {
		const { shown, done } = walk([DATABASE], [type(reply), row("SQLite"), row("Submit")]);
		const result = await done;
		expect(shown[1]?.title.split("\n")[0]).toBe(`Not understood: “${quoted}”. Choose one of the rows.`);
		expect(result).toMatchObject({ kind: "submitted", answers: [{ selected: ["SQLite"] }] });
	});

	it("a 10 MB input is cut to the field's cap before it is cleaned, and the next prompt says so", async () => {
		const huge = `${"\u202e\x1b[31m".repeat(10)}${"y".repeat(10_000_000)}`;
		const { shown, done } = walk([DATABASE], [row("Other"), type(huge), row("Submit")]);
		const result = await done;
		const typed = result.answers[0]?.typed ?? "";
		// Cut to 100,000 first, then cleaned: the controls in front are gone, and nothing past the cap was read.
		expect(typed).toBe("y".repeat(100_000 - 60));
		expect(shown[2]?.title).toContain("The field holds at most 100,000 characters");
	});

	it("an input answered with a non-string is asked again; the entries survive", async () => {
		const { shown, done } = walk([DATABASE, FEATURES], [row("SQLite"), row("Add a note"), type(nested(5_000)), type("after the demo"), row("Done"), row("Submit")]);
		const result = await done;
		expect(shown[3]?.method).toBe("input");
		expect(shown[3]?.title.split("\n")[0]).toBe("Not understood: “[a list of 1 items]”. Type the answer as text.");
		expect(result).toMatchObject({ kind: "submitted", answers: [{ selected: ["SQLite"] }, { notes: "after the demo" }] });
	});

	it("a prompt that throws closes the dialog as declined, with what was entered, and the client is told", async () => {
		let calls = 0;
		const ui = {
			select: async (_title: string, options: string[]) => {
				calls++;
				if (calls === 1) return options[1];
				throw new Error("client gone");
			},
			input: async () => undefined,
			notify: (message: string) => void notices.push(message),
		} as unknown as RpcUI;
		const notices: string[] = [];
		const result = await runRpcDialog(ui, [DATABASE, FEATURES], { idleSeconds: 0, locale: EN });
		expect(result).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }, {}] });
		expect(notices).toEqual(["The question was closed because a prompt failed; what you entered reached the model."]);
	});
});
