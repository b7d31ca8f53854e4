/**
 * Run the real `pi` CLI in tmux against a scripted mock model, and drive its TUI.
 *
 * Every run is isolated: its own temp dir with HOME, pi's agent dir (models.json pointing
 * at the mock on 127.0.0.1, settings.json), TMPDIR, a private tmux socket (`-L`) under
 * TMUX_TMPDIR, and a minimal environment (PI_OFFLINE=1 so pi downloads nothing). `stop()`
 * kills the tmux server and the mock; live runs are also cleaned up when the process exits.
 *
 * tmux is required (CI installs it). Without it `startTui` throws.
 */
import { execFile, execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { promisify } from "node:util";
import type { MockModel, MockRequest, MockResponse } from "./mock-model.ts";
import { createPiHome, type PiHomeDirs, type PiHomeOptions, type PiVersion, piCliPath } from "./pi-home.ts";

export { type PiHomeDirs, type PiVersion, piCliPath } from "./pi-home.ts";

const execFileAsync = promisify(execFile);

export interface TuiOptions {
	/** Which pi to run. Default "1.6" (the root devDependency). */
	version?: PiVersion;
	/** Extensions loaded with `-e` (relative paths resolve from process.cwd()). */
	extensionPaths: string[];
	/** Scripted model turns (more can be added with `mock.push`). */
	responses?: MockResponse[];
	/** Requests answered outside the script, kept in `mock.sideRequests()` (see mock-model.ts). */
	sideResponses?: PiHomeOptions["sideResponses"];
	/** Terminal size. Default 100x30. */
	cols?: number;
	rows?: number;
	/** Extra environment for pi (e.g. PI_QUESTION_IDLE_SECONDS). */
	env?: Record<string, string>;
	/** Extra settings.json keys, merged over `{ defaultProvider: "mock", defaultModel: "mock-1" }`. */
	settings?: Record<string, unknown>;
	/** What the mock model takes as input; default text only (see PiHomeOptions). */
	modelInput?: ("text" | "image")[];
	/** Extra pi CLI arguments. */
	args?: string[];
	/** Runs after the dirs and config exist, before pi starts (write project files, mcp.json...). */
	setup?: (dirs: TuiDirs) => void | Promise<void>;
	/** Text that means pi is ready. Default: the model id in the footer. `false` to not wait. */
	readyText?: string | RegExp | false;
	/** Default timeout of `waitFor`/`waitForRequest` in ms. Default 15000. */
	timeoutMs?: number;
	/** Keep the temp dir after stop(), for debugging. */
	keepTempDir?: boolean;
}

export type TuiDirs = PiHomeDirs;

export interface TuiSession {
	readonly version: PiVersion;
	readonly dirs: TuiDirs;
	readonly mock: MockModel;
	/** Poll the visible screen until it contains the text (or matches); returns that screen. */
	waitFor(pattern: string | RegExp, timeoutMs?: number): Promise<string>;
	/** Poll the visible screen until it no longer contains the text (or match). */
	waitForGone(pattern: string | RegExp, timeoutMs?: number): Promise<string>;
	/** tmux key names: "Enter", "Escape", "Up", "Down", "Tab", "BTab", "C-c", "C-d", "Space"... */
	sendKeys(...keys: string[]): void;
	/** Type literal text (no key-name interpretation). */
	sendText(text: string): void;
	/** Type text and press Enter. */
	submit(text: string): void;
	/**
	 * Types a prompt, presses Enter, and resolves once the model has received it. pi draws its
	 * footer (what startup waits for) before it accepts prompts; one submitted earlier is put back
	 * into the editor with "Startup is still in progress". While the prompt still sits in the
	 * editor, Enter is pressed again; once pi takes it the editor is empty, so a repeated Enter
	 * never reaches anything else.
	 */
	prompt(text: string, timeoutMs?: number): Promise<void>;
	/**
	 * Resizes the terminal (tmux resize-window) and resolves once pi has drawn at the new size:
	 * when `readyText` is given, once the screen shows it; otherwise once the pane reports the size.
	 */
	resize(cols: number, rows: number, readyText?: string | RegExp): Promise<string>;
	/** The visible screen as plain text. */
	capture(): string;
	/** The visible screen plus scrollback. */
	captureAll(): string;
	/** Requests the mock model received, oldest first. */
	requests(): MockRequest[];
	/** Wait until the mock got `count` requests (1-based) and return the `count`-th. */
	waitForRequest(count: number, timeoutMs?: number): Promise<MockRequest>;
	/** Whether pi's process has exited (the pane is kept to read its last screen). */
	exited(): boolean;
	/**
	 * Quit pi (ctrl+d, killed after 5 s) and start it again in the same home, cwd and mock,
	 * by default with the original args plus `--continue` (resume the last session).
	 */
	restart(args?: string[]): Promise<void>;
	stop(): Promise<void>;
}

let tmuxChecked = false;

/** Throws a clear error when tmux is not installed. */
export function assertTmux(): void {
	if (tmuxChecked) return;
	try {
		execFileSync("tmux", ["-V"], { stdio: "pipe" });
		tmuxChecked = true;
	} catch {
		throw new Error(
			"tmux is required for the TUI tests and was not found on PATH. Install it (Debian/Ubuntu: apt-get install -y tmux).",
		);
	}
}

function shellQuote(arg: string): string {
	return /^[A-Za-z0-9_\-./=:@,+]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

const live = new Set<{ kill(): void }>();
let exitHookInstalled = false;

function installExitHook(): void {
	if (exitHookInstalled) return;
	exitHookInstalled = true;
	process.once("exit", () => {
		for (const entry of live) entry.kill();
	});
}

let socketCounter = 0;

export async function startTui(options: TuiOptions): Promise<TuiSession> {
	assertTmux();
	const version = options.version ?? "1.6";
	const cli = piCliPath(version);
	const cols = options.cols ?? 100;
	const rows = options.rows ?? 30;
	const defaultTimeout = options.timeoutMs ?? 15_000;

	const piHome = await createPiHome("pi-tui-", options);
	const { dirs, env, mock } = piHome;
	const socket = `pi${process.pid}x${++socketCounter}`;

	const tmuxSync = (...args: string[]): string =>
		execFileSync("tmux", ["-L", socket, ...args], { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
	const tmuxAsync = async (...args: string[]): Promise<string> =>
		(await execFileAsync("tmux", ["-L", socket, ...args], { env, encoding: "utf8" })).stdout;

	let stopped = false;
	const entry = {
		kill: () => {
			try {
				execFileSync("tmux", ["-L", socket, "kill-server"], { env, stdio: "ignore" });
			} catch {
				// already gone
			}
			if (options.keepTempDir !== true) rmSync(dirs.root, { recursive: true, force: true });
		},
	};
	installExitHook();
	live.add(entry);

	const stop = async (): Promise<void> => {
		if (stopped) return;
		stopped = true;
		live.delete(entry);
		try {
			await tmuxAsync("kill-server");
		} catch {
			// already gone
		}
		await piHome.cleanup();
	};

	const conf = join(dirs.root, "tmux.conf");
	const extensionArgs = options.extensionPaths.flatMap((p) => ["-e", isAbsolute(p) ? p : resolve(p)]);
	const launch = (args: string[]): void => {
		const command = ["exec", process.execPath, cli, ...extensionArgs, ...args].map(shellQuote).join(" ");
		tmuxSync("-f", conf, "new-session", "-d", "-s", "pi", "-x", String(cols), "-y", String(rows), "-c", dirs.cwd, command);
	};

	try {
		writeFileSync(
			conf,
			[
				"set -g remain-on-exit on",
				"set -g escape-time 0",
				"set -g extended-keys on",
				"set -g default-terminal xterm-256color",
				"set -g history-limit 5000",
				"set -g status off",
				"",
			].join("\n"),
		);
		launch(options.args ?? []);
	} catch (error) {
		await stop();
		throw error;
	}

	const capture = (): string => tmuxSync("capture-pane", "-p", "-t", "pi");
	const captureAll = (): string => tmuxSync("capture-pane", "-p", "-S", "-", "-t", "pi");
	const exited = (): boolean => {
		try {
			return tmuxSync("display-message", "-p", "-t", "pi", "#{pane_dead}").trim() === "1";
		} catch {
			return true;
		}
	};
	const describeExit = (): string => {
		try {
			const [dead, status] = tmuxSync("display-message", "-p", "-t", "pi", "#{pane_dead} #{pane_dead_status}").trim().split(" ");
			return dead === "1" ? ` pi has exited (status ${status ?? "?"}).` : "";
		} catch {
			return " the tmux server is gone.";
		}
	};
	const matches = (screen: string, pattern: string | RegExp): boolean =>
		typeof pattern === "string" ? screen.includes(pattern) : pattern.test(screen);

	const poll = async (pattern: string | RegExp, wantPresent: boolean, timeoutMs: number): Promise<string> => {
		const deadline = Date.now() + timeoutMs;
		let screen = "";
		for (;;) {
			try {
				screen = await tmuxAsync("capture-pane", "-p", "-t", "pi");
			} catch (error) {
				throw new Error(`pi ${version} TUI: tmux capture failed (${String(error)}). Last screen:\n${screen}`);
			}
			if (matches(screen, pattern) === wantPresent) {
				// pi may be halfway through writing a frame (more likely on a loaded machine, with test
				// files running in parallel): give it a moment and return the screen it then shows, if
				// that still matches, so callers assert on whole frames.
				await new Promise((r) => setTimeout(r, 40));
				const settled = await tmuxAsync("capture-pane", "-p", "-t", "pi").catch(() => screen);
				if (matches(settled, pattern) === wantPresent) return settled;
				screen = settled;
			}
			if (Date.now() >= deadline) break;
			await new Promise((r) => setTimeout(r, 40));
		}
		const what = wantPresent ? "to appear" : "to disappear";
		throw new Error(
			`pi ${version} TUI: timed out after ${timeoutMs} ms waiting for ${String(pattern)} ${what}.${describeExit()} ` +
				`Model requests so far: ${mock.requests().length}.\n--- last screen ---\n${screen}\n-------------------`,
		);
	};

	const session: TuiSession = {
		version,
		dirs,
		mock,
		waitFor: (pattern, timeoutMs = defaultTimeout) => poll(pattern, true, timeoutMs),
		waitForGone: (pattern, timeoutMs = defaultTimeout) => poll(pattern, false, timeoutMs),
		sendKeys: (...keys) => {
			if (keys.length > 0) tmuxSync("send-keys", "-t", "pi", ...keys);
		},
		sendText: (text) => {
			tmuxSync("send-keys", "-t", "pi", "-l", text);
		},
		submit: (text) => {
			tmuxSync("send-keys", "-t", "pi", "-l", text);
			tmuxSync("send-keys", "-t", "pi", "Enter");
		},
		async prompt(text, timeoutMs = 30_000) {
			const before = mock.requests().length;
			session.submit(text);
			const deadline = Date.now() + timeoutMs;
			let lastEnter = Date.now();
			while (mock.requests().length === before) {
				if (Date.now() > deadline) {
					throw new Error(`pi never sent the prompt ${JSON.stringify(text)} to the model. Last screen:\n${capture()}`);
				}
				await new Promise((resolve) => setTimeout(resolve, 50));
				if (Date.now() - lastEnter < 400 || mock.requests().length > before) continue;
				if (editorText(capture()) === text) {
					session.sendKeys("Enter");
					lastEnter = Date.now();
				}
			}
		},
		async resize(newCols, newRows, readyText) {
			await tmuxAsync("resize-window", "-t", "pi", "-x", String(newCols), "-y", String(newRows));
			const deadline = Date.now() + defaultTimeout;
			while ((await tmuxAsync("display-message", "-p", "-t", "pi", "#{pane_width}x#{pane_height}")).trim() !== `${newCols}x${newRows}`) {
				if (Date.now() > deadline) throw new Error(`pi ${version} TUI: the pane never became ${newCols}x${newRows}`);
				await new Promise((r) => setTimeout(r, 40));
			}
			return readyText === undefined ? capture() : session.waitFor(readyText);
		},
		capture,
		captureAll,
		requests: () => mock.requests(),
		waitForRequest: (count, timeoutMs = defaultTimeout) => mock.waitForRequest(count, timeoutMs),
		exited,
		async restart(args = [...(options.args ?? []), "--continue"]) {
			if (!exited()) {
				tmuxSync("send-keys", "-t", "pi", "C-d");
				const deadline = Date.now() + 5_000;
				while (!exited() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 40));
			}
			try {
				await tmuxAsync("kill-server");
			} catch {
				// already gone
			}
			launch(args);
			if (options.readyText !== false) await session.waitFor(options.readyText ?? "mock-1");
		},
		stop,
	};

	if (options.readyText !== false) {
		try {
			await session.waitFor(options.readyText ?? "mock-1");
		} catch (error) {
			await stop();
			throw error;
		}
	}
	return session;
}

/** The text in pi's editor: the line between the two rules at the bottom of the screen. */
function editorText(screen: string): string | undefined {
	const match = /^─{20,}\n(.*)\n─{20,}$/m.exec(screen);
	return match?.[1]?.trim();
}
