import { describe, expect, it } from "vitest";
import { createAskTool } from "../../src/ask/tool.ts";
import { DATABASE } from "./dialog/fixtures.ts";

type ToolContext = Parameters<ReturnType<typeof createAskTool>["execute"]>[4];

/** A TUI context that records the terminal titles it is given and its abort calls. */
function tuiContext(titles: string[], aborts: string[] = []): ToolContext {
	return {
		abort: () => aborts.push("abort"),
		mode: "tui",
		hasUI: true,
		cwd: "/home/me/project",
		ui: { setTitle: (title: string) => titles.push(title), getAllThemes: () => [{}] },
		sessionManager: { getSessionName: () => undefined },
	} as unknown as ToolContext;
}

describe("terminal title", () => {
	it("names the question with a sanitized header and restores pi's title after the dialog", async () => {
		const titles: string[] = [];
		const tool = createAskTool(async (_ctx, questions) => ({ kind: "declined", answers: questions.map(() => ({ selected: [], skipped: false, noPreference: false, images: [] })) }));
		const question = { ...DATABASE, header: "DB\x1b]0;x\x07\n!" };
		await tool.execute("call-1", { questions: [question] }, undefined, undefined, tuiContext(titles));
		expect(titles).toEqual(["π - question waiting: DB !", "π - project"]);
	});

	it("restores the title when the dialog throws", async () => {
		const titles: string[] = [];
		const tool = createAskTool(async () => {
			throw new Error("terminal gone");
		});
		await expect(tool.execute("call-1", { questions: [DATABASE] }, undefined, undefined, tuiContext(titles))).rejects.toThrow("terminal gone");
		expect(titles.at(-1)).toBe("π - project");
	});
});

describe("Ctrl+C", () => {
	const answers = [{ selected: [], skipped: false, noPreference: false, images: [] }];

	it("stops the turn when the user interrupts the dialog, and only then", async () => {
		for (const [kind, expected] of [["interrupted", 1], ["declined", 0], ["submitted", 0]] as const) {
			const aborts: string[] = [];
			const tool = createAskTool(async () => ({ kind, answers }));
			await tool.execute("call-1", { questions: [DATABASE] }, undefined, undefined, tuiContext([], aborts));
			expect(aborts).toHaveLength(expected);
		}
	});

	it("does not abort again a turn that was already aborted", async () => {
		const aborts: string[] = [];
		const controller = new AbortController();
		controller.abort();
		const tool = createAskTool(async () => ({ kind: "interrupted", answers }));
		await tool.execute("call-1", { questions: [DATABASE] }, controller.signal, undefined, tuiContext([], aborts));
		expect(aborts).toEqual([]);
	});
});
