/**
 * Hostile RPC replies to ask_user_question, timed inside the real pi (`pi --mode rpc`, pi 1.6 and
 * 0.73, the dialog opted in).
 *
 *     node bench/hostile-rpc.ts [--reps N]
 *
 * (`npm run bench:hostile-rpc` runs the same.) A scripted client answers a select with each hostile
 * value, written as a raw line (a list nested 5,000 deep, a 100,000-item list, a 10 MB string, an
 * object), and an input with a 10 MB string, one pi process each, profiled (V8 --cpu-prof): the wall
 * time from the reply written to pi's next prompt read back (pi reading and parsing the line, the
 * dialog handling the reply, pi writing the next prompt), and the CPU time pi spent in this
 * package's code for the whole call, beside the same for an ordinary reply. pi's own JSONL reader
 * takes most of the wall time of a 10 MB line (it searches the growing buffer for "\n" on every
 * chunk); the CPU column is the part this package adds. Then, in this process, what the dialog's own part costs:
 * the reducer taking a 10 MB reply (cut, then cleaned) against cleaning it whole first (what the
 * dialog did before). Medians in milliseconds; the last line printed is one JSON object.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createDialogState, reduce } from "../src/ask/dialog/state/index.ts";
import { describeReply } from "../src/ask/dialog/rpc/rpc-prompts.ts";
import { stripTerminalControls } from "../src/text/sanitize.ts";
import { type RpcUiAnswer, type RpcUiRequest, startRpc } from "../test/harness/cli.ts";
import type { PiVersion } from "../test/harness/tui.ts";
import { DATABASE } from "../test/e2e/questions.ts";

const { values } = parseArgs({ options: { reps: { type: "string", default: "3" } } });
const REPS = Number(values.reps);
const HUGE = "y".repeat(10_000_000);
/** This package's code as a V8 profile names its files (its node_modules are pi's and the tests'). */
const OUR_URLS = ["src", "extensions"].map((folder) => `${pathToFileURL(join(import.meta.dirname, "..", folder)).href}/`);
const REPLIES: Array<[string, string]> = [
	["ordinary reply (anchor)", '"99"'],
	["list nested 5,000 deep", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
	["list of 100,000 items", `[${Array.from({ length: 100_000 }, () => "1").join(",")}]`],
	["object", '{"value":"1","more":[1,2,3]}'],
	["10 MB string to a select", JSON.stringify(HUGE)],
	["10 MB string to an input", JSON.stringify(`\u202e\x1b[31m${HUGE}`)],
];

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 10) / 10;
}

/** CPU time (ms) pi spent in this package's code (src/, extensions/), from a V8 CPU profile of the pi process. */
function ourCpuMs(dir: string): number {
	const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
	if (file === undefined) return Number.NaN;
	const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
		nodes: Array<{ id: number; callFrame: { url: string } }>;
		samples: number[];
		timeDeltas: number[];
	};
	const ours = new Set(profile.nodes.filter((node) => OUR_URLS.some((url) => node.callFrame.url.startsWith(url))).map((node) => node.id));
	let micros = 0;
	profile.samples.forEach((id, i) => {
		if (ours.has(id)) micros += profile.timeDeltas[i] ?? 0;
	});
	return Math.round(micros / 100) / 10;
}

/** One pi process per reply: the hostile reply, then Submit. Wall time from the reply to pi's next prompt, and this package's CPU time for the whole call. */
async function timeInPi(version: PiVersion, name: string, raw: string): Promise<{ wallMs: number; oursMs: number }> {
	const profiles = mkdtempSync(join(tmpdir(), "hostile-rpc-prof-"));
	let script: Array<(request: RpcUiRequest) => RpcUiAnswer | undefined> = [];
	let sentAt = 0;
	let wallMs = Number.NaN;
	const rpc = await startRpc({
		version,
		extensionPaths: ["extensions/ask-user-question.ts"],
		settings: { piQuestion: { rpc: "dialog" } },
		timeoutMs: 120_000,
		env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profiles}` },
		onUiRequest: (request) => {
			if (sentAt > 0) {
				wallMs = Math.round((performance.now() - sentAt) * 10) / 10;
				sentAt = 0;
			}
			return script.shift()?.(request);
		},
	});
	try {
		const hostile = (): RpcUiAnswer => ((sentAt = performance.now()), { rawValue: raw });
		const pick = (text: string) => (request: RpcUiRequest): RpcUiAnswer | undefined => {
			const value = request.options?.find((option) => option.includes(text));
			return value === undefined ? undefined : { value };
		};
		script = name.endsWith("input") ? [pick("Other"), hostile, pick("Submit")] : [hostile, pick("SQLite"), pick("Submit")];
		await rpc.prompt("Pick", [{ toolCall: { name: "ask_user_question", arguments: { questions: [DATABASE] } } }, { text: "ok" }]);
	} finally {
		await rpc.stop();
	}
	const oursMs = ourCpuMs(profiles);
	rmSync(profiles, { recursive: true, force: true });
	return { wallMs, oursMs };
}

/** The dialog's own cost of a 10 MB reply, in this process: as it is now, and cleaned whole first as before. */
function timeReducer(): Record<string, number> {
	const editing = reduce(createDialogState([DATABASE], { idleSeconds: 0, now: 0 }), { type: "digit", n: 3 }).state;
	const text = `\u202e\x1b[31m${HUGE}`;
	const now: number[] = [];
	const before: number[] = [];
	const nested: number[] = [];
	const deep = JSON.parse(`${"[".repeat(5_000)}${"]".repeat(5_000)}`) as unknown;
	for (let rep = 0; rep < Math.max(3, REPS); rep++) {
		let t = performance.now();
		reduce(editing, { type: "replaceText", text });
		now.push(performance.now() - t);
		t = performance.now();
		stripTerminalControls(text).replace(/\t/g, "    ");
		before.push(performance.now() - t);
		t = performance.now();
		describeReply(deep);
		nested.push(performance.now() - t);
	}
	return { "10 MB reply into a field (cut, then cleaned)": median(now), "10 MB reply cleaned whole first (before)": median(before), "nested 5,000 deep described": median(nested) };
}

const inPi: Record<string, Record<string, { wallMs: number; oursMs: number }>> = {};
for (const version of ["1.6", "0.73"] as const) {
	inPi[version] = {};
	for (const [name, raw] of REPLIES) {
		const runs: Array<{ wallMs: number; oursMs: number }> = [];
		for (let rep = 0; rep < REPS; rep++) runs.push(await timeInPi(version, name, raw));
		(inPi[version] as Record<string, { wallMs: number; oursMs: number }>)[name] = { wallMs: median(runs.map((run) => run.wallMs)), oursMs: median(runs.map((run) => run.oursMs)) };
	}
}
const reducer = timeReducer();
console.log(`\nhostile RPC replies to ask_user_question in pi (median of ${REPS}): wall = ms from the reply written to pi's next prompt;`);
console.log("ours = CPU ms pi spent in this package's code for the whole call (validation, every prompt, the result)\n");
for (const [name] of REPLIES) {
	const a = inPi["1.6"]?.[name];
	const b = inPi["0.73"]?.[name];
	console.log(`${name.padEnd(28)} pi 1.6 wall ${String(a?.wallMs).padStart(7)}  ours ${String(a?.oursMs).padStart(6)}   pi 0.73 wall ${String(b?.wallMs).padStart(7)}  ours ${String(b?.oursMs).padStart(6)}`);
}
console.log("\nthe dialog's own part, in this process\n");
for (const [name, ms] of Object.entries(reducer)) console.log(`${name.padEnd(48)} ${String(ms).padStart(8)} ms`);
console.log(JSON.stringify({ hostileRpc: { reps: REPS, inPi, reducer } }));
