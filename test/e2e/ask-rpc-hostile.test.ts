/**
 * A hostile RPC client against the real `pi --mode rpc` (pi 1.6 and 0.73) with the dialog opted in:
 * replies of any JSON value, written as raw lines (a list nested 5,000 deep, a 10 MB input, a
 * number, an object), are asked again or cut, never thrown, and the answers reach the model; no
 * control, bidi or zero-width character reaches any result.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RpcSession, type RpcUiAnswer, type RpcUiRequest, startRpc } from "../harness/cli.ts";
import type { MockRequest } from "../harness/mock-model.ts";
import { DATABASE, FEATURES } from "./questions.ts";

const EXTENSION = "extensions/ask-user-question.ts";
const TOOL = "ask_user_question";
const TEST_TIMEOUT_MS = 90_000;
const NESTED = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
const FORBIDDEN = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\u{E0000}-\u{E007F}]/u;

type Answer = (request: RpcUiRequest) => RpcUiAnswer | undefined;
const pick = (text: string): Answer => (request) => {
	const value = request.options?.find((option) => option.includes(text));
	return value === undefined ? undefined : { value };
};
const raw = (json: string): Answer => () => ({ rawValue: json });

function lastResult(rpc: RpcSession): string {
	const request = rpc.requests().at(-1) as MockRequest;
	return request.toolResults.filter((result) => result.toolName === TOOL).at(-1)?.text ?? "";
}

describe.each(["1.6", "0.73"] as const)("a hostile RPC client in pi %s", (version) => {
	let rpc: RpcSession;
	let script: Answer[] = [];
	const problems: string[] = [];

	beforeAll(async () => {
		rpc = await startRpc({
			version,
			extensionPaths: [EXTENSION],
			settings: { piQuestion: { rpc: "dialog" } },
			onUiRequest: (request) => {
				const step = script.shift();
				if (step === undefined) problems.push(`unexpected ${request.method}: ${String(request.title).split("\n")[0]}`);
				return step?.(request);
			},
			timeoutMs: 60_000,
		});
	}, TEST_TIMEOUT_MS);

	afterAll(async () => {
		await rpc?.stop();
	});

	it(
		"a select answered with a list nested 5,000 deep, then a number and an object, is asked again each time; the answers reach the model",
		async () => {
			const from = rpc.uiRequests.length;
			script = [pick("SQLite"), raw(NESTED), raw("42"), raw('{"value":"1"}'), pick("Search"), pick("Done"), pick("Submit")];
			await rpc.prompt("Set up the service", [{ toolCall: { name: TOOL, arguments: { questions: [DATABASE, FEATURES] } } }, { text: "Noted." }]);
			expect(problems).toEqual([]);
			const titles = rpc.uiRequests.slice(from).filter((request) => request.method === "select").map((request) => String(request.title).split("\n")[0]);
			expect(titles.slice(2, 5)).toEqual([
				"Not understood: “[a list of 1 items]”. Choose one of the rows.",
				"Not understood: “42”. Choose one of the rows.",
				"Not understood: “{an object}”. Choose one of the rows.",
			]);
			expect(lastResult(rpc)).toBe(
				[
					"The user answered both questions.",
					"1. [Database] Which database should the service use?",
					'   → SQLite (you recommended "Postgres")',
					"2. [Features] Which features should ship first?",
					"   → Search",
					"Act on these answers now.",
				].join("\n"),
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"a 10 MB input with controls in front is cut to the field's cap before it is cleaned: the head reaches the model, the whole text a file, nothing unsafe",
		async () => {
			const huge = `${"\u202e\u200b\x1b[31m".repeat(5)}${"y".repeat(10_000_000)}`;
			script = [pick("Other"), raw(JSON.stringify(huge)), pick("Submit")];
			await rpc.prompt("Set up the service", [{ toolCall: { name: TOOL, arguments: { questions: [DATABASE] } } }, { text: "Noted." }]);
			expect(problems).toEqual([]);
			const result = lastResult(rpc);
			expect(result).not.toMatch(FORBIDDEN);
			expect(result.length).toBeLessThan(40_000);
			expect(result).toMatch(/\[first part; the whole text, 99,965 characters, is in "[^"]+question-1-answer\.txt"\]/);
			const review = rpc.uiRequests.filter((request) => request.method === "select").at(-1);
			expect(String(review?.title)).toContain("The field holds at most 100,000 characters");
		},
		TEST_TIMEOUT_MS,
	);
});
