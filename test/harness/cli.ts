/**
 * Run the real `pi` CLI without a terminal, against a scripted mock model: print mode
 * (`-p`, optionally `--mode json`) and RPC mode (`--mode rpc`, JSON lines on stdio).
 *
 * Same isolation as the TUI harness (see pi-home.ts). In RPC mode, extension dialogs
 * (`select`, `confirm`, `input`, `editor`) arrive as `extension_ui_request` records; the test
 * answers them with `onUiRequest` (default: cancel).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { isAbsolute, resolve } from "node:path";
import type { MockModel, MockRequest, MockResponse } from "./mock-model.ts";
import { createPiHome, type PiHome, type PiHomeDirs, type PiHomeOptions, type PiVersion, piCliPath } from "./pi-home.ts";

export interface CliOptions extends PiHomeOptions {
	/** Which pi to run. Default "1.6". */
	version?: PiVersion;
	/** Extensions loaded with `-e` (relative paths resolve from process.cwd()). */
	extensionPaths: string[];
	/** Extra pi CLI arguments. */
	args?: string[];
	/** Give up after this many ms. Default 30000. */
	timeoutMs?: number;
}

export interface PrintResult {
	exitCode: number | null;
	stdout: string;
	stderr: string;
	/** `--mode json` only: stdout parsed as JSON lines. */
	events: Array<{ type: string; [key: string]: unknown }>;
	/** What the mock model received (the side requests not included). */
	requests: MockRequest[];
	/** The requests `sideResponses` answered. */
	sideRequests: MockRequest[];
	unscripted: number;
}

function extensionArgs(paths: string[]): string[] {
	return paths.flatMap((p) => ["-e", isAbsolute(p) ? p : resolve(p)]);
}

function parseJsonLines(text: string): Array<{ type: string; [key: string]: unknown }> {
	const out: Array<{ type: string; [key: string]: unknown }> = [];
	for (const line of text.split("\n")) {
		const trimmed = line.replace(/\r$/, "");
		if (!trimmed.startsWith("{")) continue;
		try {
			out.push(JSON.parse(trimmed) as { type: string });
		} catch {
			// not a protocol line
		}
	}
	return out;
}

/** How one run of the pi CLI ended. */
export interface CliRun {
	exitCode: number | null;
	stdout: string;
	stderr: string;
}

/** Runs `node <cli> <args>` in a pi home and waits for it to exit (killed after `timeoutMs`). */
function spawnPi(piHome: PiHome, version: PiVersion, args: string[], timeoutMs: number): Promise<CliRun> {
	const child = spawn(process.execPath, [piCliPath(version), ...args], {
		cwd: piHome.dirs.cwd,
		env: piHome.env,
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.setEncoding("utf8").on("data", (d: string) => {
		stdout += d;
	});
	child.stderr.setEncoding("utf8").on("data", (d: string) => {
		stderr += d;
	});
	return new Promise<CliRun>((resolveExit, reject) => {
		const timer = setTimeout(() => {
			child.kill("SIGKILL");
			reject(new Error(`pi ${version} ${args.join(" ")}: no exit after ${timeoutMs} ms.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
		}, timeoutMs);
		child.on("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on("exit", (code) => {
			clearTimeout(timer);
			resolveExit({ exitCode: code, stdout, stderr });
		});
	});
}

/** `pi -p <prompt>` (or `--mode json`): one prompt, then exit. Sessions are not saved. */
export async function runPrint(options: CliOptions & { prompt: string; json?: boolean }): Promise<PrintResult> {
	const version = options.version ?? "1.6";
	const piHome = await createPiHome("pi-print-", options);
	try {
		const args = [
			...extensionArgs(options.extensionPaths),
			"--no-session",
			...(options.json === true ? ["--mode", "json"] : []),
			...(options.args ?? []),
			"-p",
			options.prompt,
		];
		const run = await spawnPi(piHome, version, args, options.timeoutMs ?? 30_000);
		return {
			...run,
			events: options.json === true ? parseJsonLines(run.stdout) : [],
			requests: piHome.mock.requests(),
			sideRequests: piHome.mock.sideRequests(),
			unscripted: piHome.mock.unscripted(),
		};
	} finally {
		await piHome.cleanup();
	}
}

/** A pi home kept across several CLI runs, so sessions persist between them (`pi -c`). */
export interface CliHome {
	readonly dirs: PiHomeDirs;
	readonly mock: MockModel;
	/** Runs `pi -e <extensions> <args>` once; `responses` are queued on the mock first. */
	run(args: string[], responses?: MockResponse[]): Promise<CliRun>;
	cleanup(): Promise<void>;
}

/** A pi home for several CLI runs of one pi version (see {@link CliHome}). */
export async function createCliHome(options: CliOptions): Promise<CliHome> {
	const version = options.version ?? "1.6";
	const piHome = await createPiHome("pi-cli-", options);
	return {
		dirs: piHome.dirs,
		mock: piHome.mock,
		run(args, responses = []) {
			piHome.mock.push(...responses);
			return spawnPi(piHome, version, [...extensionArgs(options.extensionPaths), ...(options.args ?? []), ...args], options.timeoutMs ?? 30_000);
		},
		cleanup: () => piHome.cleanup(),
	};
}

/** An `extension_ui_request` record from pi's RPC mode. */
export interface RpcUiRequest {
	type: "extension_ui_request";
	id: string;
	method: string;
	title?: string;
	options?: string[];
	message?: string;
	placeholder?: string;
	prefill?: string;
	[key: string]: unknown;
}

/**
 * The answer to a dialog: a value (select/input/editor), a confirmation, or a cancel; or, for a
 * hostile client, `rawValue`: JSON text written as the response's value exactly as given (a list
 * nested 5,000 deep, a 10 MB string), never parsed or serialized by the harness.
 */
export type RpcUiAnswer = { value: string } | { confirmed: boolean } | { cancelled: true } | { rawValue: string };

export interface RpcOptions extends CliOptions {
	/** Answer dialog requests. Return undefined to cancel. Fire-and-forget requests are only recorded. */
	onUiRequest?: (request: RpcUiRequest) => RpcUiAnswer | undefined | Promise<RpcUiAnswer | undefined>;
}

export interface RpcSession {
	readonly version: PiVersion;
	readonly dirs: PiHomeDirs;
	readonly mock: MockModel;
	/** Every stdout record (responses, events, UI requests), in order. */
	readonly records: Array<{ type: string; [key: string]: unknown }>;
	/** Every `extension_ui_request`, in order. */
	readonly uiRequests: RpcUiRequest[];
	/** Every `extension_ui_response` the client wrote, in order. */
	readonly uiResponses: Array<{ type: "extension_ui_response"; id: string } & RpcUiAnswer>;
	/** Both directions of the extension UI subprotocol in the order they happened: a session transcript. */
	readonly uiTranscript: Array<{ from: "pi"; record: RpcUiRequest } | { from: "client"; record: { type: "extension_ui_response"; id: string } & RpcUiAnswer }>;
	/** Send a raw command; resolves with its `response` record. */
	command(command: { type: string; [key: string]: unknown }): Promise<{ success: boolean; [key: string]: unknown }>;
	/** Send a prompt and wait until pi is done with it (`agent_settled` on 1.x, `agent_end` on 0.73). */
	prompt(message: string, responses?: MockResponse[]): Promise<void>;
	requests(): MockRequest[];
	stderr(): string;
	stop(): Promise<void>;
}

/** Start `pi --mode rpc --no-session` with the extensions; drive it with `prompt()`. */
export async function startRpc(options: RpcOptions): Promise<RpcSession> {
	const version = options.version ?? "1.6";
	const cli = piCliPath(version);
	const timeoutMs = options.timeoutMs ?? 30_000;
	const piHome = await createPiHome("pi-rpc-", options);
	const child: ChildProcess = spawn(
		process.execPath,
		[cli, ...extensionArgs(options.extensionPaths), "--mode", "rpc", "--no-session", ...(options.args ?? [])],
		{ cwd: piHome.dirs.cwd, env: piHome.env, stdio: ["pipe", "pipe", "pipe"] },
	);
	const records: Array<{ type: string; [key: string]: unknown }> = [];
	const uiRequests: RpcUiRequest[] = [];
	const uiResponses: RpcSession["uiResponses"] = [];
	const uiTranscript: RpcSession["uiTranscript"] = [];
	const listeners = new Set<(record: { type: string; [key: string]: unknown }) => void>();
	let stderr = "";
	let buffer = "";
	let exited = false;
	child.stderr?.setEncoding("utf8").on("data", (d: string) => {
		stderr += d;
	});
	const write = (record: unknown): void => {
		child.stdin?.write(`${JSON.stringify(record)}\n`);
	};
	const onRecord = (record: { type: string; [key: string]: unknown }): void => {
		records.push(record);
		if (record.type === "extension_ui_request") {
			const request = record as RpcUiRequest;
			uiRequests.push(request);
			uiTranscript.push({ from: "pi", record: request });
			if (["select", "confirm", "input", "editor"].includes(request.method)) {
				void Promise.resolve(options.onUiRequest?.(request)).then((answer) => {
					const response = { type: "extension_ui_response" as const, id: request.id, ...(answer ?? { cancelled: true as const }) };
					uiResponses.push(response);
					uiTranscript.push({ from: "client", record: response });
					if ("rawValue" in response) child.stdin?.write(`{"type":"extension_ui_response","id":${JSON.stringify(request.id)},"value":${response.rawValue}}\n`);
					else write(response);
				});
			}
		}
		for (const listener of listeners) listener(record);
	};
	// Split on LF only: JSON strings may contain U+2028/U+2029.
	child.stdout?.setEncoding("utf8").on("data", (d: string) => {
		buffer += d;
		for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
			const line = buffer.slice(0, nl).replace(/\r$/, "");
			buffer = buffer.slice(nl + 1);
			if (!line.startsWith("{")) continue;
			try {
				onRecord(JSON.parse(line) as { type: string });
			} catch {
				// not a protocol line
			}
		}
	});
	const exitPromise = new Promise<void>((resolveExit) => {
		child.on("exit", () => {
			exited = true;
			resolveExit();
		});
	});

	/** Wait for a matching record; `cancel()` drops the wait without a rejection. */
	const waitForRecord = (
		predicate: (record: { type: string; [key: string]: unknown }) => boolean,
		what: string,
	): { promise: Promise<{ type: string; [key: string]: unknown }>; cancel(): void } => {
		let cancel = (): void => {};
		const promise = new Promise<{ type: string; [key: string]: unknown }>((resolveRecord, reject) => {
			const listener = (record: { type: string; [key: string]: unknown }): void => {
				if (!predicate(record)) return;
				done();
				resolveRecord(record);
			};
			const onExit = (): void => {
				done();
				reject(new Error(`pi ${version} rpc: pi exited while waiting for ${what}.\nstderr:\n${stderr}`));
			};
			const timer = setTimeout(() => {
				done();
				reject(
					new Error(
						`pi ${version} rpc: timed out after ${timeoutMs} ms waiting for ${what}. Last records:\n` +
							`${records
								.slice(-5)
								.map((r) => JSON.stringify(r).slice(0, 300))
								.join("\n")}\nstderr:\n${stderr}`,
					),
				);
			}, timeoutMs);
			const done = (): void => {
				clearTimeout(timer);
				listeners.delete(listener);
				child.off("exit", onExit);
			};
			cancel = done;
			listeners.add(listener);
			if (exited) onExit();
			else child.on("exit", onExit);
		});
		return { promise, cancel };
	};

	let commandCounter = 0;
	const command: RpcSession["command"] = async (cmd) => {
		const id = `cmd-${++commandCounter}`;
		const response = waitForRecord((r) => r.type === "response" && r.id === id, `the response to ${cmd.type}`);
		write({ ...cmd, id });
		return (await response.promise) as unknown as { success: boolean; [key: string]: unknown };
	};

	const stop = async (): Promise<void> => {
		if (!exited) {
			child.stdin?.end();
			const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
			await exitPromise;
			clearTimeout(timer);
		}
		await piHome.cleanup();
	};

	// pi answers get_state once extensions are loaded and the session is bound.
	try {
		const state = await command({ type: "get_state" });
		if (!state.success) throw new Error(`pi ${version} rpc: get_state failed: ${JSON.stringify(state)}`);
	} catch (error) {
		await stop();
		throw error;
	}

	const settledEvent = version === "0.73" ? "agent_end" : "agent_settled";
	return {
		version,
		dirs: piHome.dirs,
		mock: piHome.mock,
		records,
		uiRequests,
		uiResponses,
		uiTranscript,
		command,
		async prompt(message, responses = []) {
			piHome.mock.push(...responses);
			const settled = waitForRecord((r) => r.type === settledEvent, settledEvent);
			let response: { success: boolean; [key: string]: unknown };
			try {
				response = await command({ type: "prompt", message });
			} catch (error) {
				settled.cancel();
				throw error;
			}
			const data = response.data as { disposition?: string } | undefined;
			if (!response.success || data?.disposition === "handled") {
				settled.cancel();
				if (!response.success) throw new Error(`pi ${version} rpc: prompt rejected: ${JSON.stringify(response)}`);
				return;
			}
			await settled.promise;
		},
		requests: () => piHome.mock.requests(),
		stderr: () => stderr,
		stop,
	};
}
