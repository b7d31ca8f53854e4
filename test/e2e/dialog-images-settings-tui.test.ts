/**
 * Images and settings in the real pi TUIs (tmux): attaching is offered only to a model that takes
 * images (a custom provider's model takes text only unless models.json says otherwise, on pi 1.6
 * and 0.73 alike), an attached image reaches such a model as an image block, and pi-question's
 * settings are read from a file saved with a byte-order mark and say what is wrong with a broken one.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PiVersion, TuiOptions, TuiSession } from "../harness/tui.ts";
import { tuiSessions } from "./tui-sessions.ts";

const TEST_TIMEOUT_MS = 60_000;

const DATABASE = {
	question: "Which database should the service use?",
	header: "Database",
	multiSelect: false,
	options: [
		{ label: "Postgres (Recommended)", description: "Relational and mature." },
		{ label: "SQLite", description: "One file next to the service." },
	],
};

const startSession = tuiSessions({
	cols: 120,
	rows: 30,
	responses: [{ toolCall: { name: "ask_user_question", arguments: { questions: [DATABASE] } } }, { text: "Noted." }],
});

function start(version: PiVersion, options: Partial<TuiOptions> = {}): Promise<TuiSession> {
	return startSession({ version, ...options });
}

const DIALOG_OPEN = /^ Which database should the service use\?\n Choose one$/m;

describe.each(["1.6", "0.73"] as const)("images in the pi %s TUI", (version) => {
	it(
		"a model that takes text only: no image key in the hint, a says why, and the result mentions no image",
		async () => {
			const tui = await start(version);
			await tui.prompt("Pick a database");
			const open = await tui.waitFor(DIALOG_OPEN);
			expect(open).toContain("s skip");
			expect(open).not.toContain("a image");
			tui.sendKeys("a");
			await tui.waitFor("Images cannot be attached: the current model (mock-1) takes text only, so pi would not send them.");
			// Esc clears the notice first; nothing was entered, so the next Esc declines.
			tui.sendKeys("Escape");
			await tui.waitForGone("Images cannot be attached");
			tui.sendKeys("Escape");
			const request = await tui.waitForRequest(2);
			expect(request.toolResults[0]?.text.split("\n")[0]).toBe("The user dismissed the dialog without submitting.");
			expect(request.toolResults[0]?.text).not.toContain("image");
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"a model that takes images: the attached file reaches it as an image block after the text naming it",
		async () => {
			const tui = await start(version, {
				modelInput: ["text", "image"],
				setup: (dirs) => copyFileSync(resolve("docs/dialog.png"), join(dirs.cwd, "dialog.png")),
			});
			await tui.prompt("Pick a database");
			await tui.waitFor(DIALOG_OPEN);
			tui.sendKeys("a");
			await tui.waitFor("Image path:");
			tui.sendText("dialog.png");
			tui.sendKeys("Enter");
			await tui.waitFor(/Images: dialog\.png \(\d+×\d+, \d+ KB\)/);
			tui.sendKeys("Enter");
			await tui.waitFor("Review your answers");
			tui.sendKeys("Enter");
			const request = await tui.waitForRequest(2);
			expect(request.toolResults[0]?.text.split("\n").slice(-2)).toEqual([
				"The user attached 1 image, included after this text:",
				'1. dialog.png (for "Which database should the service use?")',
			]);
			const png = readFileSync(resolve("docs/dialog.png")).toString("base64");
			expect(JSON.stringify(request.messages)).toContain(png.slice(0, 200));
		},
		TEST_TIMEOUT_MS,
	);
});

describe("settings in the real TUI", () => {
	it(
		"pi 1.6: a settings.json saved with a byte-order mark is read (the idle wait it sets counts down)",
		async () => {
			const tui = await start("1.6", {
				setup: (dirs) => {
					const settings = { defaultProvider: "mock", defaultModel: "mock-1", piQuestion: { idleSeconds: 20 } };
					writeFileSync(join(dirs.agentDir, "settings.json"), `\uFEFF${JSON.stringify(settings)}`);
				},
			});
			await tui.prompt("Pick a database");
			await tui.waitFor(DIALOG_OPEN);
			await tui.waitFor(/Submitting what is selected in (20|19|18) s/);
			tui.sendKeys("Escape");
			await tui.waitForRequest(2);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"pi 0.73: a project settings.json with a syntax error is reported once, naming the file, and the global value stays in force",
		async () => {
			const tui = await start("0.73", {
				settings: { piQuestion: { idleSeconds: 25 } },
				setup: (dirs) => {
					mkdirSync(join(dirs.cwd, ".pi"), { recursive: true });
					writeFileSync(join(dirs.cwd, ".pi", "settings.json"), '{ "piQuestion": { "idleSeconds": 5, } ');
				},
			});
			const warned = await tui.waitFor(/pi-question settings: .*\.pi\/settings\.json: is not valid JSON/);
			expect(warned).toMatch(/its piQuestion settings are ignored/);
			await tui.prompt("Pick a database");
			await tui.waitFor(DIALOG_OPEN);
			await tui.waitFor(/Submitting what is selected in (25|24|23) s/);
			tui.sendKeys("Escape");
			await tui.waitForRequest(2);
			const after = tui.captureAll();
			expect(after.match(/pi-question settings: .*\.pi\/settings\.json: is not valid JSON/g)).toHaveLength(1);
		},
		TEST_TIMEOUT_MS,
	);
});
