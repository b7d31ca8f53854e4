/**
 * Nothing lost at any key, in the real pi 1.6 and 0.73 TUIs at 80×24 and 100×20: `s` and `s` again
 * on a multi-select keep its ticks; after Enter on Other with text, a digit ticks its option instead
 * of joining the text; a bracketed paste whose end marker never comes reaches the dialog (pi-tui
 * would otherwise hold it and every key after it) and keys work again after it; the result carries
 * all of it.
 */
import { describe, expect, it } from "vitest";
import { DATABASE, FEATURES } from "./questions.ts";
import { tuiSessions } from "./tui-sessions.ts";

const TEST_TIMEOUT_MS = 90_000;
const startSession = tuiSessions({});

describe.each(["1.6", "0.73"] as const)("pi %s", (version) => {
	for (const [cols, rows] of [
		[80, 24],
		[100, 20],
	] as const) {
		it(
			`${cols}×${rows}: ticks survive s twice, a digit after Other's Enter ticks, an unclosed paste arrives and keys work after it`,
			async () => {
				const tui = await startSession({
					version,
					cols,
					rows,
					responses: [{ toolCall: { name: "ask_user_question", arguments: { questions: [FEATURES, DATABASE] } } }, { text: "ok" }],
				});
				await tui.prompt("ask me");
				await tui.waitFor("[ ] 1. Search");
				tui.sendText("1");
				tui.sendText("3");
				await tui.waitFor("[x] 3. Sharing");
				tui.sendText("s");
				await tui.waitFor("Which database should the service use?");
				tui.sendKeys("BTab");
				await tui.waitFor("[– Features]");
				tui.sendText("s");
				const back = await tui.waitFor("[x] 1. Search");
				expect(back).toContain("[x] 3. Sharing");

				tui.sendText("4");
				await tui.waitFor("enter done");
				tui.sendText("secret scan");
				await tui.waitFor("Other: secret scan");
				tui.sendKeys("Enter");
				await tui.waitForGone("enter done");
				tui.sendText("2");
				const ticked = await tui.waitFor("[x] 2. Export");
				expect(ticked).not.toContain("secret scan2");

				tui.sendKeys("Tab");
				await tui.waitFor("Which database should the service use?");
				// A paste whose end marker never comes: pi-tui holds it until the dialog ends it.
				tui.sendText("\x1b[200~pasted words");
				await tui.waitFor("Other: pasted words", 10_000);
				tui.sendKeys("Escape");
				await tui.waitForGone("enter done");
				tui.sendKeys("Tab");
				await tui.waitFor("Review your answers");
				tui.sendKeys("Enter");
				const request = await tui.waitForRequest(2);
				const text = request.toolResults.at(-1)?.text ?? "";
				expect(text).toContain("Search; Export; Sharing");
				expect(text).toContain("secret scan");
				expect(text).toContain("pasted words");
			},
			TEST_TIMEOUT_MS,
		);
	}

	it(
		"100×20: nothing moves when the countdown appears; after one Esc the keep-open sentence shows once; SQLite and SQLITE are one label",
		async () => {
			const tui = await startSession({
				version,
				cols: 100,
				rows: 20,
				env: { PI_QUESTION_IDLE_SECONDS: "34" },
				responses: [
					{ toolCall: { name: "ask_user_question", arguments: { questions: [DATABASE] } } },
					{ text: "ok" },
					{
						toolCall: {
							name: "ask_user_question",
							arguments: { questions: [{ ...DATABASE, options: [{ label: "SQLite", description: "a" }, { label: "SQLITE", description: "b" }] }] },
						},
					},
					{ text: "ok" },
				],
			});
			await tui.prompt("ask me");
			const before = (await tui.waitFor("Which database should the service use?")).split("\n");
			const during = (await tui.waitFor("Submitting what is selected in", 15_000)).split("\n");
			const at = during.findIndex((line) => line.includes("Submitting what is selected in"));
			expect(during.filter((_, i) => i !== at)).toEqual(before.filter((_, i) => i !== at));
			tui.sendText("n");
			await tui.waitFor("enter done");
			tui.sendText("later");
			tui.sendKeys("Enter");
			await tui.waitForGone("enter done");
			tui.sendKeys("Escape");
			const armed = await tui.waitFor("escape again declines");
			// The sentence may wrap: count its end.
			expect(armed.split("keeps it open").length - 1).toBe(1);
			tui.sendKeys("Escape");
			await tui.waitForRequest(2);
			await tui.prompt("again");
			const rejected = await tui.waitForRequest(4);
			expect(rejected.toolResults.at(-1)?.text).toContain("repeats option 1's label");
		},
		TEST_TIMEOUT_MS,
	);
});
