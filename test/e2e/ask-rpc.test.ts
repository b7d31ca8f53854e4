/**
 * ask_user_question in the real pi's RPC mode (`pi --mode rpc`, pi 1.6 and 0.73) with the dialog
 * opted in: a scripted client reads the `extension_ui_request` lines pi writes and answers them as
 * a web front end would, and each scenario checks the exact tool result the mock model receives.
 * One pi process per version runs the scenarios one after another (pi reads the settings on every
 * call, so the idle scenario shortens the wait in settings.json first); the abort scenario comes
 * last, because pi 0.73 asks the model once more after an aborted turn.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RpcSession, type RpcUiAnswer, type RpcUiRequest, startRpc } from "../harness/cli.ts";
import type { MockRequest } from "../harness/mock-model.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const EXTENSION = "extensions/ask-user-question.ts";
const TOOL = "ask_user_question";
const TEST_TIMEOUT_MS = 60_000;

const DEPLOY = {
	question: "Where should the service be deployed?",
	header: "Deploy",
	multiSelect: false,
	options: [
		{ label: "Fly.io", description: "Close to the users in Europe." },
		{ label: "Render", description: "Where the other services run." },
	],
};

/** A client's answer: a value, a cancel (undefined), or one held until `release()` (a person who never answers). */
type Step = { method: "select" | "input"; answer: (request: RpcUiRequest) => RpcUiAnswer | undefined | Promise<RpcUiAnswer | undefined> };

const pick = (text: string): Step => ({
	method: "select",
	answer: (request) => {
		const value = request.options?.find((option) => option.includes(text));
		return value === undefined ? undefined : { value };
	},
});
const type = (text: string): Step => ({ method: "input", answer: () => ({ value: text }) });
const cancel = (method: Step["method"]): Step => ({ method, answer: () => undefined });

/** A client that answers from a script and notes every request it did not expect. */
class ScriptedClient {
	readonly problems: string[] = [];
	private steps: Step[] = [];
	private held: Array<() => void> = [];

	play(steps: Step[]): void {
		this.steps = steps;
	}

	/** A step whose answer never comes, until release(). */
	hold(method: Step["method"], onAsked: () => void = () => {}): Step {
		return { method, answer: () => new Promise((resolve) => (onAsked(), this.held.push(() => resolve(undefined)))) };
	}

	release(): void {
		for (const resolve of this.held.splice(0)) resolve();
	}

	answer = (request: RpcUiRequest): RpcUiAnswer | undefined | Promise<RpcUiAnswer | undefined> => {
		const step = this.steps.shift();
		if (step === undefined || step.method !== request.method) {
			this.problems.push(`unexpected ${request.method}: ${String(request.title).split("\n")[0]} (expected ${step?.method ?? "nothing"})`);
			return undefined;
		}
		return step.answer(request);
	};

	/** Whether every scripted step was played. */
	finished(): boolean {
		return this.steps.length === 0;
	}
}

function askCall(...questions: object[]) {
	return { toolCall: { name: TOOL, arguments: { questions } } };
}

/** The text of the latest ask_user_question result the model received. */
function lastResult(rpc: RpcSession): string {
	const request = rpc.requests().at(-1) as MockRequest;
	return request.toolResults.filter((result) => result.toolName === TOOL).at(-1)?.text ?? "";
}

function dialogRequests(rpc: RpcSession, from: number): RpcUiRequest[] {
	return rpc.uiRequests.slice(from).filter((request) => request.method === "select" || request.method === "input");
}

describe.each(["1.6", "0.73"] as const)("the RPC dialog in pi %s", (version) => {
	let rpc: RpcSession;
	const client = new ScriptedClient();

	beforeAll(async () => {
		rpc = await startRpc({ version, extensionPaths: [EXTENSION], settings: { piQuestion: { rpc: "dialog" } }, onUiRequest: client.answer, timeoutMs: 30_000 });
	}, TEST_TIMEOUT_MS);

	afterAll(async () => {
		client.release();
		await rpc?.stop();
	});

	it(
		"a whole questionnaire: an Other answer typed after a cancelled input, a multi-select with a note, a skip, the review, submit",
		async () => {
			const from = rpc.uiRequests.length;
			client.play([
				pick("Other"),
				cancel("input"),
				pick("Other"),
				type("SQLite for now, Postgres in March"),
				pick("Search"),
				pick("Sharing"),
				pick("Add a note"),
				type("after the demo"),
				pick("Done"),
				pick("Skip this question"),
				pick("Submit"),
			]);
			await rpc.prompt("Set up the service", [askCall(DATABASE, FEATURES, DEPLOY), { text: "Noted." }]);
			expect(client.problems).toEqual([]);
			expect(client.finished()).toBe(true);
			expect(rpc.requests()[0]?.tools.map((tool) => tool.name)).toContain(TOOL);
			expect(lastResult(rpc)).toBe(
				[
					"The user submitted answers to 2 of 3 questions.",
					"1. [Database] Which database should the service use?",
					'   → "SQLite for now, Postgres in March" (typed by the user, not one of your options) (you recommended "Postgres")',
					"2. [Features] Which features should ship first?",
					"   → Search; Sharing",
					'   Note: "after the demo"',
					"3. [Deploy] Where should the service be deployed?",
					"   → skipped by the user",
					"A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
					"Question 3 left open on purpose: the answer is withheld, so do not fill the gap with your own preference. Go ahead with what is decided and ask about the rest in your reply if you need it.",
				].join("\n"),
			);
			// The Other input keeps the options in view; after its cancel the question came back as it was.
			const [first, otherInput, again] = dialogRequests(rpc, from);
			expect(otherInput?.title?.split("\n").slice(0, 3)).toEqual([
				"[Database] Which database should the service use?",
				"1. Postgres (Recommended) — Relational and mature; runs in the existing cluster.",
				"2. SQLite — One file next to the service; no server to run.",
			]);
			expect(again).toMatchObject({ method: "select", title: first?.title, options: first?.options });
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"Chat about this on the second question: the first answer stands",
		async () => {
			client.play([pick("Postgres"), pick("Chat about this")]);
			await rpc.prompt("Set up the service", [askCall(DATABASE, FEATURES), { text: "Let us talk." }]);
			expect(client.problems).toEqual([]);
			expect(lastResult(rpc)).toBe(
				[
					'The user chose "Chat about this" on question 2 instead of answering.',
					"This is not a refusal: they want to talk it through. Reply in conversation: lay out the options and their trade-offs, answer their concerns, and ask again once it settles.",
					"Their answers to the other questions below stand; ask again only about what is still open.",
					"What the user had entered:",
					"1. [Database] Which database should the service use?",
					"   → Postgres (your recommended option)",
					"2. [Features] Which features should ship first?",
					"   → no answer",
				].join("\n"),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"declined: a cancelled question goes to the review, and a cancelled review declines with what was entered",
		async () => {
			const from = rpc.uiRequests.length;
			client.play([pick("SQLite"), cancel("select"), cancel("select")]);
			await rpc.prompt("Set up the service", [askCall(DATABASE, FEATURES), { text: "Going on." }]);
			expect(client.problems).toEqual([]);
			expect(dialogRequests(rpc, from).at(-1)?.title?.split("\n")[0]).toBe("Review your answers");
			expect(lastResult(rpc)).toBe(
				[
					"The user dismissed the dialog without submitting.",
					"Continue with your best judgment and say what you assumed, or ask differently in your reply (fewer or clearer options). Do not reopen the same dialog.",
					"What the user had entered:",
					"1. [Database] Which database should the service use?",
					'   → SQLite (you recommended "Postgres")',
					"2. [Features] Which features should ship first?",
					"   → no answer",
				].join("\n"),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"idle: a select left unanswered for idleSeconds continues with what was selected, and the client is told",
		async () => {
			writeFileSync(join(rpc.dirs.agentDir, "settings.json"), JSON.stringify({ defaultProvider: "mock", defaultModel: "mock-1", piQuestion: { rpc: "dialog", idleSeconds: 1 } }));
			const from = rpc.records.length;
			client.play([pick("Search"), client.hold("select")]);
			await rpc.prompt("Set up the service", [askCall(FEATURES), { text: "Going on." }]);
			client.release();
			expect(client.problems).toEqual([]);
			expect(lastResult(rpc)).toBe(
				[
					"The user did nothing in the dialog for 1 second, so it continued on its own with what was selected.",
					"1. [Features] Which features should ship first?",
					"   → Search",
					"Treat these selections as a weak signal, not consent: go ahead only with choices that are easy to undo, and confirm the rest in your reply.",
				].join("\n"),
			);
			const selects = rpc.uiRequests.filter((request) => request.method === "select").slice(-2);
			expect(selects.map((request) => request.timeout)).toEqual([1000, 1000]);
			const notices = rpc.records.slice(from).filter((record) => record.type === "extension_ui_request" && record.method === "notify");
			expect(notices.map((record) => record.message)).toEqual(["No answer for 1 s: the question was closed with what was selected."]);
			writeFileSync(join(rpc.dirs.agentDir, "settings.json"), JSON.stringify({ defaultProvider: "mock", defaultModel: "mock-1", piQuestion: { rpc: "dialog" } }));
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"an abort while a prompt is open closes the dialog as interrupted with what was entered, and the client is told",
		async () => {
			const from = rpc.records.length;
			let asked: () => void = () => {};
			const open = new Promise<void>((resolve) => (asked = resolve));
			client.play([pick("SQLite"), pick("Add a note"), client.hold("input", () => asked())]);
			const turn = rpc.prompt("Set up the service", [askCall(DATABASE, FEATURES), { text: "Stopped." }]);
			await open;
			const aborted = await rpc.command({ type: "abort" });
			expect(aborted.success).toBe(true);
			await turn;
			client.release();
			await rpc.prompt("What now?", [{ text: "Waiting for you." }]);
			expect(client.problems).toEqual([]);
			expect(lastResult(rpc)).toBe(
				[
					"The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
					"Do not carry on with the task by yourself: follow the user's next message. What they had entered is not a final answer.",
					"What the user had entered:",
					"1. [Database] Which database should the service use?",
					'   → SQLite (you recommended "Postgres")',
					"2. [Features] Which features should ship first?",
					"   → no answer",
				].join("\n"),
			);
			const notices = rpc.records.slice(from).filter((record) => record.type === "extension_ui_request" && record.method === "notify");
			expect(notices.map((record) => record.message)).toEqual(["The question was closed: the turn was aborted."]);
		},
		TEST_TIMEOUT_MS,
	);
});
