/**
 * The ask_user_question dialog in the real pi TUI (tmux), driven with real key presses.
 *
 * Each scenario lets the scripted model call the tool, works the dialog the way a person would,
 * and then checks the exact text the model receives as the tool result on its next request,
 * written out line by line so any drift in wording or layout fails here. After the dialog
 * closes, the transcript has to show the compact result that renderResult draws.
 *
 * Every step waits for the screen to show the effect of the previous key before pressing the
 * next one, so nothing depends on how fast pi or the machine is.
 */
import { describe, expect, it } from "vitest";
import type { MockResponse } from "../harness/mock-model.ts";
import type { PiVersion, TuiSession } from "../harness/tui.ts";
import { tuiSessions } from "./tui-sessions.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const TOOL = "ask_user_question";
/** Per-test budget: a scenario takes one to three seconds; this only bounds a broken run. */
const TEST_TIMEOUT_MS = 45_000;

// ---------------------------------------------------------------------------------------------
// Questions the scripted model asks
// ---------------------------------------------------------------------------------------------

const PORT = {
	question: "Which port should the dev server listen on?",
	header: "Port",
	multiSelect: false,
	options: [
		{ label: "3000 (Recommended)", description: "The framework's default." },
		{ label: "8080", description: "What the reverse proxy forwards to today." },
	],
};

const LICENSE = {
	question: "Which license should the package use?",
	header: "License",
	multiSelect: false,
	options: [
		{ label: "MIT", description: "Short and permissive." },
		{ label: "Apache-2.0", description: "Permissive, with an explicit patent grant." },
	],
};

const CI = {
	question: "Which CI provider should run the tests?",
	header: "CI",
	multiSelect: false,
	options: [
		{ label: "GitHub Actions", description: "Where the repository already lives." },
		{ label: "GitLab CI", description: "Where the deploy pipeline runs." },
	],
};

type TestQuestion = typeof DATABASE | typeof FEATURES;

function askCall(...questions: TestQuestion[]): MockResponse {
	return { toolCall: { name: TOOL, arguments: { questions } } };
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const startSession = tuiSessions({ cols: 100, rows: 40 });

function start(options: { version?: PiVersion; responses: MockResponse[]; env?: Record<string, string> }): Promise<TuiSession> {
	return startSession({ version: options.version ?? "1.6", responses: options.responses, ...(options.env ? { env: options.env } : {}) });
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The open dialog showing `question`: its question line directly above the "Choose ..." line.
 * The tool call's own line in the transcript carries the same question text, so waiting for the
 * question alone could match before the dialog has opened.
 */
function dialogShowing(question: TestQuestion): RegExp {
	const choose = question.multiSelect ? "Choose any that apply" : "Choose one";
	return new RegExp(`^ ${escapeRegExp(question.question)}\\n ${choose}$`, "m");
}

/** A regex for one whole screen line (trailing spaces aside). */
function line(text: string): RegExp {
	return new RegExp(`^${escapeRegExp(text)} *$`, "m");
}

/** The screen as lines without trailing spaces. */
function screenLines(screen: string): string[] {
	return screen.split("\n").map((l) => l.trimEnd());
}

/** Waits for the model's request after the dialog and returns the one tool result in it. */
async function resultText(tui: TuiSession): Promise<string> {
	const request = await tui.waitForRequest(2);
	expect(request.toolResults).toHaveLength(1);
	expect(request.toolResults[0]?.toolName).toBe(TOOL);
	return request.toolResults[0]?.text ?? "";
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

describe.each(["1.6", "0.73"] as const)("dialog in the pi %s TUI", (version) => {
	it(
		"answers a single-select and a multi-select question and submits from the review tab",
		async () => {
			const tui = await start({
				version,
				responses: [askCall(DATABASE, FEATURES), { text: "Going with Postgres; search and sharing first." }],
			});
			await tui.prompt("Set up the service");

			await tui.waitFor(dialogShowing(DATABASE));
			// Enter picks the focused option and moves on to the next question.
			tui.sendKeys("Enter");
			await tui.waitFor(dialogShowing(FEATURES));
			await tui.waitFor(line(" ■ Database  [□ Features]  ✓ Submit"));

			// Space toggles the focused option; Down twice and Enter toggles the third.
			tui.sendKeys("Space");
			await tui.waitFor(line("❯ [x] 1. Search"));
			tui.sendKeys("Down", "Down");
			await tui.waitFor(line("❯ [ ] 3. Sharing"));
			tui.sendKeys("Enter");
			await tui.waitFor(line("❯ [x] 3. Sharing"));

			tui.sendKeys("Tab");
			const review = await tui.waitFor("Review your answers");
			expect(screenLines(review)).toEqual(
				expect.arrayContaining([
					" ■ Database  Postgres (Recommended)",
					" ■ Features  Search; Sharing",
					" Both answered — enter submits",
				]),
			);
			tui.sendKeys("Enter");

			expect(await resultText(tui)).toBe(
				[
					"The user answered both questions.",
					"1. [Database] Which database should the service use?",
					"   → Postgres (your recommended option)",
					"2. [Features] Which features should ship first?",
					"   → Search; Sharing",
					"Act on these answers now.",
				].join("\n"),
			);

			// The transcript keeps the compact result once the dialog is gone.
			const after = await tui.waitFor("Going with Postgres; search and sharing first.");
			expect(after).not.toContain("Review your answers");
			const lines = screenLines(after);
			const submitted = lines.indexOf(" Submitted");
			expect(submitted).toBeGreaterThan(-1);
			expect(lines.slice(submitted, submitted + 3)).toEqual([
				" Submitted",
				"   ✓ Database: Postgres ★",
				"   ✓ Features: Search; Sharing",
			]);
			expect(tui.mock.unscripted()).toBe(0);
		},
		TEST_TIMEOUT_MS,
	);
});

describe("dialog in the pi 1.6 TUI", () => {
	it(
		"sends a typed Other answer",
		async () => {
			const tui = await start({ responses: [askCall(PORT), { text: "Using 4321." }] });
			await tui.prompt("Start the dev server");

			await tui.waitFor(dialogShowing(PORT));
			// A digit on the Other row starts typing into it; typing chooses it.
			tui.sendKeys("3");
			await tui.waitFor(line("❯ ( ) 3. Other:"));
			tui.sendText("4321 (the proxy takes 3000)");
			await tui.waitFor(line("❯ (•) 3. Other: 4321 (the proxy takes 3000)"));
			// Enter confirms the text and, on the last question, opens the review tab.
			tui.sendKeys("Enter");
			const review = await tui.waitFor("Review your answers");
			expect(screenLines(review)).toContain(" ■ Port  “4321 (the proxy takes 3000)” (typed)");
			tui.sendKeys("Enter");

			expect(await resultText(tui)).toBe(
				[
					"The user answered the question.",
					"1. [Port] Which port should the dev server listen on?",
					'   → "4321 (the proxy takes 3000)" (typed by the user, not one of your options) (you recommended "3000")',
					"Act on these answers now.",
					"A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
				].join("\n"),
			);

			const after = await tui.waitFor("Using 4321.");
			expect(screenLines(after)).toEqual(
				expect.arrayContaining([" Submitted", "   ✓ Port: typed: “4321 (the proxy takes 3000)”"]),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"submits a note on one question and a skipped question (partial submit)",
		async () => {
			const tui = await start({ responses: [askCall(LICENSE, CI), { text: "Apache-2.0 it is; CI stays open." }] });
			await tui.prompt("Prepare the first release");

			await tui.waitFor(dialogShowing(LICENSE));
			tui.sendKeys("n");
			await tui.waitFor(line(" Note:"));
			tui.sendText("Legal asked for a patent grant");
			await tui.waitFor(line(" Note: Legal asked for a patent grant"));
			// Enter finishes the note and goes back to choosing; 2 picks Apache-2.0 and moves on.
			tui.sendKeys("Enter");
			await tui.waitFor(/enter pick · 1-5 pick/);
			tui.sendKeys("2");
			await tui.waitFor(dialogShowing(CI));
			await tui.waitFor(line(" ■ License  [□ CI]  ✓ Submit"));
			// s skips the question and moves on to the review tab.
			tui.sendKeys("s");
			const review = await tui.waitFor("Review your answers");
			expect(screenLines(review)).toEqual(
				expect.arrayContaining([
					" ■ License  Apache-2.0",
					"            note: Legal asked for a patent grant",
					" – CI       Skipped",
				]),
			);
			tui.sendKeys("Enter");

			expect(await resultText(tui)).toBe(
				[
					"The user submitted answers to 1 of 2 questions.",
					"1. [License] Which license should the package use?",
					"   → Apache-2.0",
					'   Note: "Legal asked for a patent grant"',
					"2. [CI] Which CI provider should run the tests?",
					"   → skipped by the user",
					"Question 2 left open on purpose: the answer is withheld, so do not fill the gap with your own preference. Go ahead with what is decided and ask about the rest in your reply if you need it.",
				].join("\n"),
			);

			const after = await tui.waitFor("Apache-2.0 it is; CI stays open.");
			expect(screenLines(after)).toEqual(
				expect.arrayContaining([
					" Submitted · 1 of 2 answered, 1 skipped",
					"   ✓ License: Apache-2.0 · note: Legal asked for a patent grant",
					"   – CI: skipped",
				]),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"reports a declined dialog (Esc) with what had been entered",
		async () => {
			const tui = await start({ responses: [askCall(DATABASE, FEATURES), { text: "Assuming Postgres for now." }] });
			await tui.prompt("Set up the service");

			await tui.waitFor(dialogShowing(DATABASE));
			tui.sendKeys("Enter");
			await tui.waitFor(dialogShowing(FEATURES));
			// With an answer entered, the first Esc only asks for a second one.
			tui.sendKeys("Escape");
			await tui.waitFor("again declines the dialog (what you entered still reaches the model)");
			expect(tui.requests()).toHaveLength(1);
			tui.sendKeys("Escape");

			expect(await resultText(tui)).toBe(
				[
					"The user dismissed the dialog without submitting.",
					"Continue with your best judgment and say what you assumed, or ask differently in your reply (fewer or clearer options). Do not reopen the same dialog.",
					"What the user had entered:",
					"1. [Database] Which database should the service use?",
					"   → Postgres (your recommended option)",
					"2. [Features] Which features should ship first?",
					"   → no answer",
				].join("\n"),
			);

			const after = await tui.waitFor("Assuming Postgres for now.");
			expect(after).not.toMatch(dialogShowing(FEATURES));
			expect(screenLines(after)).toContain(" Declined (Esc) · entered, not submitted");
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"hands one question back (No preference) and stops to chat on the next",
		async () => {
			const tui = await start({ responses: [askCall(DATABASE, FEATURES), { text: "Happy to talk it through." }] });
			await tui.prompt("Set up the service");

			await tui.waitFor(dialogShowing(DATABASE));
			await tui.waitFor(line("  ( ) 5. No preference — you decide"));
			tui.sendKeys("5");
			await tui.waitFor(dialogShowing(FEATURES));
			await tui.waitFor(line("      5. Chat about this — stop here and talk it through"));
			tui.sendKeys("5");

			expect(await resultText(tui)).toBe(
				[
					'The user chose "Chat about this" on question 2 instead of answering.',
					"This is not a refusal: they want to talk it through. Reply in conversation: lay out the options and their trade-offs, answer their concerns, and ask again once it settles.",
					"Their answers to the other questions below stand; ask again only about what is still open.",
					"What the user had entered:",
					"1. [Database] Which database should the service use?",
					'   → No preference — you decide (you recommended "Postgres")',
					"2. [Features] Which features should ship first?",
					"   → no answer",
				].join("\n"),
			);

			const after = await tui.waitFor("Happy to talk it through.");
			expect(screenLines(after)).toEqual(
				expect.arrayContaining([
					" Wants to chat about Features",
					"   ~ Database: No preference — you decide",
					"   · Features: not answered",
				]),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"Ctrl+C stops the turn, and the text still being typed reaches the model with the next message",
		async () => {
			const tui = await start({ responses: [askCall(PORT), { text: "Using 8443 over TLS." }] });
			await tui.prompt("Start the dev server");

			await tui.waitFor(dialogShowing(PORT));
			tui.sendKeys("Down", "Down");
			await tui.waitFor(line("❯ ( ) 3. Other — type your own answer"));
			tui.sendKeys("Enter");
			await tui.waitFor(line("❯ ( ) 3. Other:"));
			tui.sendText("8443 over TLS");
			await tui.waitFor(line("❯ (•) 3. Other: 8443 over TLS"));
			tui.sendKeys("C-c");

			// The turn stops: the transcript shows the result and the model is not asked again.
			const stopped = await tui.waitFor(line(" Interrupted · entered, not submitted"));
			expect(screenLines(stopped)).toEqual(expect.arrayContaining(["   ○ Port: typed: “8443 over TLS”"]));
			await new Promise((resolve) => setTimeout(resolve, 1_000));
			expect(tui.requests()).toHaveLength(1);

			await tui.prompt("go with what I typed");
			expect(await resultText(tui)).toBe(
				[
					"The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
					"Do not carry on with the task by yourself: follow the user's next message. What they had entered is not a final answer.",
					"What the user had entered:",
					"1. [Port] Which port should the dev server listen on?",
					'   → "8443 over TLS" (typed by the user, not one of your options) (you recommended "3000")',
					"A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
				].join("\n"),
			);

			expect(tui.requests()[1]?.messages.at(-1)).toMatchObject({ role: "user" });
			await tui.waitFor("Using 8443 over TLS.");
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"continues on its own after the idle wait and calls the selections a weak signal",
		async () => {
			const tui = await start({
				responses: [askCall(FEATURES), { text: "Starting with search and sharing." }],
				env: { PI_QUESTION_IDLE_SECONDS: "2" },
			});
			await tui.prompt("Plan the release");

			await tui.waitFor(dialogShowing(FEATURES));
			tui.sendKeys("1");
			await tui.waitFor(line("❯ [x] 1. Search"));
			const lastKeyAt = Date.now();
			tui.sendKeys("3");
			const toggled = await tui.waitFor(line("❯ [x] 3. Sharing"));
			// The idle wait is shorter than the countdown, so the countdown shows from the start.
			expect(toggled).toMatch(/^ Submitting what is selected in [12] s — press any key to keep answering$/m);

			expect(await resultText(tui)).toBe(
				[
					"The user did nothing in the dialog for 2 seconds, so it continued on its own with what was selected.",
					"1. [Features] Which features should ship first?",
					"   → Search; Sharing",
					"Treat these selections as a weak signal, not consent: go ahead only with choices that are easy to undo, and confirm the rest in your reply.",
				].join("\n"),
			);
			// The wait counted from the last key, not from when the dialog opened.
			expect(Date.now() - lastKeyAt).toBeGreaterThanOrEqual(1_900);

			const after = await tui.waitFor("Starting with search and sharing.");
			expect(screenLines(after)).toEqual(
				expect.arrayContaining([
					" No key pressed for 2 s — submitted what was selected",
					"   ✓ Features: Search; Sharing",
				]),
			);
		},
		TEST_TIMEOUT_MS,
	);
});
