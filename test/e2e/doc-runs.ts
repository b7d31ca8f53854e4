/**
 * Running a doc's command line as a user would: with bash, in a copy of the repository, in an empty
 * pi home (pi's agent dir holds only models.json pointing at a mock model and the default model in
 * settings.json), with `pi` on PATH running one pi line's CLI. Then the checks that the package is
 * loaded: a prompt in RPC mode whose request must declare both our tools, and pi's start-up header
 * in tmux, which must list our extensions.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { createPiHome, type PiHome, type PiVersion, piCliPath } from "../harness/pi-home.ts";
import { assertTmux } from "../harness/tui.ts";
import { toolNames } from "../harness/types.ts";

export const ROOT = resolve(import.meta.dirname, "..", "..");
const FIXTURE = join(ROOT, "test", "fixtures", "search", "direct-tools.ts");
/** What pi prints when an extension or a module of it does not load. */
export const LOAD_ERROR = /Failed to load|Cannot find module|ERR_MODULE_NOT_FOUND/;

/** At most `size` of the heavy steps (a pi process, an npm run) at a time. */
export class Slots {
	private free: number;
	private readonly waiting: Array<() => void> = [];
	constructor(size: number) {
		this.free = size;
	}
	async use<T>(work: () => Promise<T>): Promise<T> {
		if (this.free > 0) this.free--;
		else await new Promise<void>((wake) => this.waiting.push(wake));
		try {
			return await work();
		} finally {
			const next = this.waiting.shift();
			if (next !== undefined) next();
			else this.free++;
		}
	}
}

/**
 * Copies the repository's files (tracked, and untracked ones git does not ignore: what a clone of
 * this working tree holds; no node_modules) to `dest`.
 */
export function copyRepository(dest: string): void {
	const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
	for (const file of listed.split("\0")) {
		const from = join(ROOT, file);
		if (file === "" || !existsSync(from) || !statSync(from).isFile()) continue;
		mkdirSync(dirname(join(dest, file)), { recursive: true });
		copyFileSync(from, join(dest, file));
	}
}

/** An empty pi home for one case, with `pi` on PATH running `version`'s CLI. */
export interface CaseHome {
	readonly version: PiVersion;
	readonly piHome: PiHome;
	/** The environment a doc line runs with. */
	readonly env: Record<string, string>;
}

/** npm with the user's download cache (the home is empty, its cache would be too), offline first, quiet. */
function npmEnv(): Record<string, string> {
	return {
		npm_config_cache: process.env.npm_config_cache ?? join(homedir(), ".npm"),
		npm_config_prefer_offline: "true",
		npm_config_audit: "false",
		npm_config_fund: "false",
		npm_config_update_notifier: "false",
	};
}

export async function createCaseHome(version: PiVersion): Promise<CaseHome> {
	const piHome = await createPiHome("pi-doc-", {});
	const bin = join(piHome.dirs.root, "bin");
	mkdirSync(bin);
	writeFileSync(join(bin, "pi"), `#!/bin/sh\nexec "${process.execPath}" "${piCliPath(version)}" "$@"\n`);
	chmodSync(join(bin, "pi"), 0o755);
	// pi 0.73 installs an npm: source with `npm install -g`: into this case's own prefix, never the machine's.
	const env = { ...piHome.env, ...npmEnv(), PATH: `${bin}:${piHome.env.PATH}`, npm_config_prefix: join(piHome.dirs.root, "npm-global") };
	return { version, piHome, env };
}

/** The environment in the copy where `npm install` ran: the same empty home, without the `pi` shim on PATH. */
export function devEnv(home: CaseHome): Record<string, string> {
	return { ...home.env, PATH: home.piHome.env.PATH ?? "/usr/bin:/bin" };
}

export interface LineRun {
	exitCode: number | null;
	/** stdout and stderr, interleaved as they came. */
	output: string;
}

function collect(child: ChildProcess, timeoutMs: number, what: string): Promise<LineRun> {
	let output = "";
	child.stdout?.setEncoding("utf8").on("data", (d: string) => (output += d));
	child.stderr?.setEncoding("utf8").on("data", (d: string) => (output += d));
	return new Promise((done, fail) => {
		const timer = setTimeout(() => {
			child.kill("SIGKILL");
			fail(new Error(`${what}: no exit after ${timeoutMs} ms. Output:\n${output}`));
		}, timeoutMs);
		child.on("error", (error) => {
			clearTimeout(timer);
			fail(error);
		});
		child.on("close", (code) => {
			clearTimeout(timer);
			done({ exitCode: code, output });
		});
	});
}

/** Runs one doc line with bash, as written, no standard input. */
export function runLine(text: string, cwd: string, env: Record<string, string>, timeoutMs = 60_000): Promise<LineRun> {
	const child = spawn("bash", ["--noprofile", "--norc", "-c", text], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
	return collect(child, timeoutMs, text);
}

/**
 * Whether the package is loaded in the home, both extensions: pi in RPC mode, with the fixture's
 * three direct tools, a policy that defers them (PI_QUESTION_TOOL_SEARCH) and ask_user_question
 * kept in RPC mode (PI_QUESTION_RPC=dialog), gets one prompt; the model's first request must declare
 * ask_user_question and tool_search and not the fixture's tools (so the tool_search that runs is
 * ours, not pi 1.x's built-in), with no load error. pi 1.x's warning that ours replaces its built-in
 * is expected in an empty home and accepted. With `loaded: false`, the package must not load.
 * Returns the problem, or undefined.
 */
export async function packageLoadProblem(home: CaseHome, loaded = true): Promise<string | undefined> {
	const before = home.piHome.mock.requests().length;
	home.piHome.mock.push({ text: "hello" });
	const child = spawn(process.execPath, [piCliPath(home.version), "-e", FIXTURE, "--mode", "rpc", "--no-session"], {
		cwd: home.piHome.dirs.cwd,
		env: { ...home.env, PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"] }), PI_QUESTION_RPC: "dialog" },
		stdio: ["pipe", "pipe", "pipe"],
	});
	const exited = collect(child, 60_000, "pi --mode rpc");
	// Standard input stays open until the request arrives: pi's RPC mode exits at its end.
	child.stdin?.write(`${JSON.stringify({ type: "prompt", message: "hi" })}\n`);
	const request = await Promise.race([home.piHome.mock.waitForRequest(before + 1, 45_000), exited.then(() => undefined)]).catch(() => undefined);
	child.stdin?.destroy();
	child.kill("SIGTERM");
	const run = await exited.catch((error: Error) => ({ exitCode: null, output: error.message }));
	const tools = request === undefined ? [] : toolNames(request);
	if (LOAD_ERROR.test(run.output)) return `pi reports a load error:\n${run.output}`;
	if (request === undefined) return `pi --mode rpc sent no request to the model (exit ${run.exitCode}):\n${run.output}`;
	if (!loaded) return tools.includes("tool_search") || tools.includes("ask_user_question") ? `our tools are still declared (tools: ${tools.join(", ")})` : undefined;
	const missing = ["ask_user_question", "tool_search"].filter((name) => !tools.includes(name));
	if (missing.length > 0) return `the model's request declares no ${missing.join(" and no ")} (tools: ${tools.join(", ")}): the package is not loaded.\n${run.output}`;
	if (tools.includes("jira_search_issues")) return `the fixture's tools are declared: the tool_search that runs is not ours (tools: ${tools.join(", ")}).`;
	return undefined;
}

let socketCounter = 0;

/**
 * Runs a line that starts pi in tmux (100×40), waits for pi's start-up header to list the
 * `expected` extension files under [Extensions], then stops it. Returns the problem, or undefined.
 */
export async function startHeaderProblem(text: string, cwd: string, env: Record<string, string>, expected: string[], timeoutMs = 30_000): Promise<string | undefined> {
	assertTmux();
	const socket = `pidoc${process.pid}x${++socketCounter}`;
	const tmux = (...args: string[]): string => execFileSync("tmux", ["-L", socket, ...args], { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
	const conf = join(env.TMPDIR ?? tmpdir(), `${socket}.conf`);
	writeFileSync(conf, "set -g remain-on-exit on\nset -g history-limit 5000\nset -g status off\n");
	const quoted = `'${text.replace(/'/g, `'\\''`)}'`;
	tmux("-f", conf, "new-session", "-d", "-s", "doc", "-x", "100", "-y", "40", "-c", cwd, `exec bash --noprofile --norc -c ${quoted}`);
	try {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const screen = tmux("capture-pane", "-p", "-S", "-", "-t", "doc");
			const listed = extensionsSection(screen);
			if (LOAD_ERROR.test(screen)) return `pi shows a load error:\n${screen}`;
			if (listed !== undefined && expected.every((name) => listed.includes(name))) return undefined;
			const dead = tmux("display-message", "-p", "-t", "doc", "#{pane_dead} #{pane_dead_status}").trim().split(" ");
			if (dead[0] === "1") return `pi exited (status ${dead[1]}) without listing ${expected.join(", ")} under [Extensions]:\n${screen}`;
			if (Date.now() > deadline) return `no [Extensions] section listing ${expected.join(", ")} within ${timeoutMs} ms:\n${screen}`;
			await new Promise((wake) => setTimeout(wake, 100));
		}
	} finally {
		try {
			tmux("kill-server");
		} catch {
			// already gone
		}
		rmSync(conf, { force: true });
	}
}

/** The lines of pi's [Extensions] section of the start-up header, up to the next blank line. */
function extensionsSection(screen: string): string | undefined {
	const at = screen.indexOf("[Extensions]");
	if (at < 0) return undefined;
	const end = screen.indexOf("\n\n", at);
	return screen.slice(at, end < 0 ? undefined : end);
}

/** The extension files of the package in `dir` (its package.json `pi.extensions`), by file name. */
export function packageExtensions(dir: string): string[] {
	const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { pi?: { extensions?: string[] } };
	return (manifest.pi?.extensions ?? []).map((entry) => basename(entry));
}

/**
 * The extension files a `pi -e <path>…` start must list: a file path names itself, a folder its
 * package's; `$PWD` and `~` as the shell would expand them.
 */
export function expectedExtensions(words: string[], cwd: string, home: string): string[] {
	const paths: string[] = [];
	words.forEach((word, at) => {
		if ((words[at - 1] === "-e" || words[at - 1] === "--extension") && at > 0) paths.push(word);
	});
	const ours = packageExtensions(ROOT);
	if (paths.length === 0) return ours;
	return paths.flatMap((path) => {
		const full = resolve(cwd, path.replace(/^\$PWD|^\$\{PWD\}/, cwd).replace(/^~(?=\/|$)/, home));
		if (existsSync(full) && statSync(full).isFile()) return [basename(full)];
		return existsSync(join(full, "package.json")) ? packageExtensions(full) : ours;
	});
}

/** A temp dir for the whole run; removed by the returned function. */
export function runDir(): { dir: string; remove: () => void } {
	const dir = mkdtempSync(join(tmpdir(), "pi-doc-run-"));
	return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
