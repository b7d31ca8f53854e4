import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addToHintStore, hintKey, hintsPath, readHintStore } from "../../../src/search/meaning/store.ts";
import { type HintModel, type HintReply, HintWriter, MAX_FAILURES_IN_A_ROW, type PendingTool } from "../../../src/search/meaning/writer.ts";
import type { HintRequest } from "../../../src/search/meaning/request.ts";

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), "pi-question-hints-"));
	dirs.push(dir);
	return dir;
}

function tools(server: string, count: number): PendingTool[] {
	return Array.from({ length: count }, (_, i) => ({ name: `mcp__${server}__tool_${i}`, description: `Tool ${i}.`, parameters: {}, server: `mcp__${server}`, key: `${server}-${i}` }));
}

/** A model that answers each request with `answer(request)`, and records what it was asked. */
function model(answer: (request: HintRequest) => HintReply | Promise<HintReply>): HintModel & { requests: HintRequest[] } {
	const requests: HintRequest[] = [];
	return { label: "test/model", requests, ask: async (request) => (requests.push(request), answer(request)) };
}

/** Answers every tool a request lists with two hints. */
function hintsFor(request: HintRequest): HintReply {
	const names = request.text.split("\n").flatMap((line) => (line.startsWith("- mcp__") ? [line.slice(2)] : []));
	return { ok: true, text: JSON.stringify(Object.fromEntries(names.map((name) => [name, [`do ${name}`, "another way"]]))), tokens: 1_000 };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("HintWriter", () => {
	it("asks per server in batches, one request at a time, each tool once a session", async () => {
		const found: string[] = [];
		const asker = model(hintsFor);
		const writer = new HintWriter(asker, 1_000_000, undefined, { found: (_tools, hints) => found.push(...hints.keys()) });
		writer.enqueue([...tools("a", 25), ...tools("b", 3)]);
		writer.enqueue(tools("a", 25));
		await settle();
		expect(asker.requests.map((request) => request.text.match(/server "([^"]+)"/)?.[1])).toEqual(["mcp__a", "mcp__a", "mcp__b"]);
		expect(found).toHaveLength(28);
		expect(writer.status()).toMatchObject({ model: "test/model", spent: 3_000, requests: 3, hinted: 28, waiting: 0 });
	});

	it("stops before a request would pass the budget, counting the answer's whole cap", async () => {
		const asker = model(hintsFor);
		const writer = new HintWriter(asker, 5_000, undefined, { found: () => {} });
		writer.enqueue(tools("a", 60));
		await settle();
		// The first request (its text and 4,096 tokens of answer) fits; after its 1,000 tokens the next would not.
		expect(asker.requests).toHaveLength(1);
		expect(writer.status()).toMatchObject({ spent: 1_000, stopped: "the budget of 5,000 tokens would be passed", waiting: 0 });
	});

	it("a failing, throwing, slow or garbage answer gives no hints; failures in a row stop the asking", async () => {
		let call = 0;
		const replies: Array<() => Promise<HintReply>> = [
			async () => ({ ok: true, text: "Sorry, I cannot do that.", tokens: 10 }),
			async () => {
				throw new Error("HTTP 500");
			},
			() => new Promise(() => {}),
			async () => ({ ok: false, reason: "refused", tokens: 0 }),
			async () => ({ ok: false, reason: "refused", tokens: 0 }),
		];
		const found: string[] = [];
		const writer = new HintWriter(model(() => (replies[call++] ?? replies[4]!)()), 1_000_000, undefined, { found: (_t, hints) => found.push(...hints.keys()) }, 10);
		writer.enqueue([...tools("a", 1), ...tools("b", 1), ...tools("c", 1), ...tools("d", 1), ...tools("e", 1), ...tools("f", 1)]);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(found).toEqual([]);
		expect(call).toBe(1 + MAX_FAILURES_IN_A_ROW + 0);
		expect(writer.status().stopped).toMatch(/failed 3 times in a row \(refused\)/);
	});

	it("stops at once when the session ends", async () => {
		const asker = model(() => new Promise(() => {}));
		const writer = new HintWriter(asker, 1_000_000, undefined, { found: () => {} });
		writer.enqueue(tools("a", 45));
		writer.close();
		await settle();
		expect(asker.requests).toHaveLength(1);
		expect(writer.status()).toMatchObject({ waiting: 0, stopped: "the session ended" });
	});
});

describe("the hint store", () => {
	it("keeps hints by name, fingerprint and language, for every session", async () => {
		const agentDir = tempDir();
		const key = hintKey("mcp__a__x", "abc", "zh-Hans");
		await addToHintStore(agentDir, new Map([[key, { hints: ["do x"], model: "p/m" }]]));
		await addToHintStore(agentDir, new Map([[hintKey("mcp__a__y", "def", "en"), { hints: ["do y"], model: "p/m" }]]));
		const store = readHintStore(agentDir);
		expect(store.get(key)).toEqual({ hints: ["do x"], model: "p/m" });
		expect(store.size).toBe(2);
		expect(store.has(hintKey("mcp__a__x", "changed", "zh-Hans"))).toBe(false);
	});

	it("reads a damaged, foreign or hostile file as empty, and never writes through a link", async () => {
		const agentDir = tempDir();
		mkdirSync(join(agentDir, "pi-question"));
		for (const text of ["{", "[]", JSON.stringify({ version: 2, tools: {} }), JSON.stringify({ version: 1, tools: { k: { hints: "x", model: 1 } } })]) {
			writeFileSync(hintsPath(agentDir), text);
			expect(readHintStore(agentDir).size).toBe(0);
		}
		const elsewhere = join(tempDir(), "target.json");
		writeFileSync(elsewhere, "keep");
		rmSync(hintsPath(agentDir));
		symlinkSync(elsewhere, hintsPath(agentDir));
		await expect(addToHintStore(agentDir, new Map([["k", { hints: ["h"], model: "m" }]]))).rejects.toThrow(/symbolic link/);
		expect(readFileSync(elsewhere, "utf8")).toBe("keep");
	});
});
