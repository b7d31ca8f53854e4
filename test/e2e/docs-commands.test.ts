/**
 * Every shell command that README.md, CONTRIBUTING.md and docs/*.md give (their ```bash blocks) runs
 * as written, on both pi lines, in empty homes, and each install route leaves the package loaded.
 *
 * The lines run in a copy of the repository (its files, no node_modules), in the order of their
 * file, with `pi` on PATH running pi 1.6's or pi 0.73's CLI. Each case has a fresh, empty home; the
 * lines of one ```bash block before a `pi install` (mkdir, tar…) prepare that install's home, and
 * `pi list`, `pi remove` and a bare `pi` later in the file use the home of the file's last install.
 * `npm install` runs once, in a second fresh copy, and `npx pi …` there: pi 1.6 only, the pi the dev
 * dependency gives. What is not run (npm test, npm run, node <file>, source, apt-get) is checked
 * where it points. The kinds are listed in doc-commands.ts; a command of none fails here.
 *
 * PI_QUESTION_DOC_FILES (comma-separated paths) replaces the list of doc files, to try a draft.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PiVersion } from "../harness/pi-home.ts";
import { type DocCommandLine, docFiles, readDocCommands, shellLines, splitCommands, stripComment, unknownCommandMessage } from "./doc-commands.ts";
import {
	type CaseHome,
	copyRepository,
	createCaseHome,
	devEnv,
	expectedExtensions,
	LOAD_ERROR,
	packageExtensions,
	packageLoadProblem,
	ROOT,
	runDir,
	runLine,
	Slots,
	startHeaderProblem,
} from "./doc-runs.ts";

const HOSTS: PiVersion[] = ["1.6", "0.73"];
const FILES = process.env.PI_QUESTION_DOC_FILES?.split(",").filter((file) => file !== "") ?? docFiles(ROOT);
const LINES = readDocCommands(ROOT, FILES);

/** How a line runs: by the kinds of its commands (an unknown command keeps it from running). */
type Role = "install" | "manage" | "start" | "print" | "prep" | "dev-install" | "dev-start" | "dev-print" | "checked";

function roleOf(line: DocCommandLine): Role | undefined {
	const commands = line.commands.map((entry) => entry.command);
	if (commands.some((command) => command === undefined)) return undefined;
	const kinds = new Set(commands.map((command) => `${command!.npx ? "npx:" : ""}${command!.kind}`));
	if (kinds.has("npx:pi-start")) return "dev-start";
	if (kinds.has("npx:pi-print")) return "dev-print";
	if (kinds.has("npm-install")) return "dev-install";
	if (kinds.has("pi-install")) return "install";
	if (kinds.has("pi-remove") || kinds.has("pi-list")) return "manage";
	if (kinds.has("pi-print")) return "print";
	if (kinds.has("pi-start")) return "start";
	if (kinds.has("files") || kinds.has("npm-pack")) return "prep";
	return "checked";
}

const RUN = LINES.map((line) => ({ line, role: roleOf(line) })).filter(
	(entry): entry is { line: DocCommandLine; role: Exclude<Role, "checked"> } => entry.role !== undefined && entry.role !== "checked",
);
const hostsOf = (role: Role): PiVersion[] => (role.startsWith("dev-") ? ["1.6"] : HOSTS);
const where = (line: DocCommandLine): string => `${line.file}:${line.line}`;
const keyOf = (line: DocCommandLine, host: PiVersion): string => `${where(line)}@${host}`;

/** What happened to each line on each host: undefined when it passed, else the problem. */
const outcomes = new Map<string, string | undefined>();
let elapsed = 0;

describe("the doc reader", () => {
	it("reads ```bash blocks only, strips comments outside quotes and joins continued lines", () => {
		const markdown = [
			"```json",
			'{ "a": 1 }',
			"```",
			"~~~bash",
			'pi install "$PWD"   # both # tools',
			"echo '#not a comment' a#b \\",
			"  next # gone \\",
			"",
			"~~~",
			"````sh",
			"```",
			"npm test",
			"````",
		].join("\n");
		expect(shellLines("X.md", markdown)).toEqual([
			{ file: "X.md", line: 5, text: 'pi install "$PWD"', block: 0 },
			{ file: "X.md", line: 6, text: "echo '#not a comment' a#b next", block: 0 },
			{ file: "X.md", line: 11, text: "```", block: 1 },
			{ file: "X.md", line: 12, text: "npm test", block: 1 },
		]);
		expect(stripComment('a "b # c" # d')).toBe('a "b # c" ');
		expect(splitCommands("mkdir -p ~/x && tar -xzf 'a;b' -C ~/x; pi install ~/x || true")).toEqual(["mkdir -p ~/x", "tar -xzf 'a;b' -C ~/x", "pi install ~/x", "true"]);
	});

	it("reads a long doc in linear time", () => {
		const markdown = `\`\`\`bash\n${"pi -e . \\\n".repeat(50_000)}\n\`\`\`\n`;
		const started = performance.now();
		expect(shellLines("X.md", markdown)).toHaveLength(1);
		expect(performance.now() - started).toBeLessThan(2_000);
	});
});

describe("the docs' commands", () => {
	it("every command in a ```bash block is of a known kind", () => {
		const unknown = LINES.flatMap((line) => line.commands.filter((entry) => entry.command === undefined).map((entry) => unknownCommandMessage(line, entry.text)));
		expect(unknown, unknown.join("\n")).toEqual([]);
	});

	it("the docs give at least one pi install and one start of pi", () => {
		const kinds = LINES.flatMap((line) => line.commands.map((entry) => entry.command?.kind));
		expect(kinds).toContain("pi-install");
		expect(kinds).toContain("pi-start");
	});

	for (const line of LINES) {
		for (const { text, command } of line.commands) {
			if (command === undefined || !["npm-test", "npm-script", "node-script", "source", "system-package"].includes(command.kind)) continue;
			it(`${where(line)} \`${text}\` (not run: ${command.kind}) points at what exists`, () => checkPointer(command.kind, command.words));
		}
	}
});

/** The checks of the commands that are not run. */
function checkPointer(kind: string, words: string[]): void {
	const paths = (from: number) => words.slice(from).filter((word) => word.includes("/") && !word.startsWith("-") && !word.startsWith("--"));
	if (kind === "npm-test") {
		// CI runs it: .ci/run must run exactly `npm test` (standard input aside).
		const ci = readFileSync(join(ROOT, ".ci", "run"), "utf8").split("\n").map((row) => stripComment(row).replace(/<\s*\/dev\/null/, "").trim());
		expect(ci).toContain("npm test");
	} else if (kind === "npm-script") {
		const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
		expect(Object.keys(scripts), `npm run ${words[2]}`).toContain(words[2]);
		for (const path of paths(3)) expect(existsSync(join(ROOT, path)), path).toBe(true);
	} else if (kind === "node-script") {
		const [file, ...rest] = words.slice(1).filter((word) => !word.startsWith("-"));
		expect(existsSync(join(ROOT, file!)), file).toBe(true);
		for (const path of rest.filter((word) => word.includes("/"))) expect(existsSync(join(ROOT, path)), path).toBe(true);
	} else if (kind === "source") {
		expect(existsSync(join(ROOT, words[1]!)), words[1]).toBe(true);
		execFileSync("bash", ["--noprofile", "--norc", "-c", `source ${words[1]}`], { cwd: ROOT, stdio: "pipe" });
	} else {
		const packages = words.slice(2).filter((word) => !word.startsWith("-"));
		expect(packages.length).toBeGreaterThan(0);
		for (const name of packages) execFileSync("bash", ["-c", `command -v ${name}`], { stdio: "pipe" });
	}
}

describe.skipIf(RUN.length === 0)("the docs' commands, run as written", () => {
	beforeAll(async () => {
		const started = Date.now();
		await runAll();
		elapsed = Date.now() - started;
	}, 600_000);
	afterAll(() => console.log(`docs-commands: ${RUN.length} lines ran in ${(elapsed / 1000).toFixed(1)} s`));

	for (const { line, role } of RUN) {
		for (const host of hostsOf(role)) {
			it(`${where(line)} \`${line.text}\` on pi ${host} (${role})`, () => {
				const key = keyOf(line, host);
				expect(outcomes.has(key), `${key} did not run`).toBe(true);
				const problem = outcomes.get(key);
				expect(problem, `${where(line)}: \`${line.text}\` on pi ${host}: ${problem}`).toBeUndefined();
			});
		}
	}
});

const slots = new Slots(2);
const homes: CaseHome[] = [];
const memo = new Map<string, Promise<string | undefined>>();
let clone = "";
let devClone: Promise<{ dir: string; problem: string | undefined }> | undefined;

async function newHome(host: PiVersion): Promise<CaseHome> {
	const home = await createCaseHome(host);
	homes.push(home);
	return home;
}

function once(key: string, work: () => Promise<string | undefined>): Promise<string | undefined> {
	let result = memo.get(key);
	if (result === undefined) memo.set(key, (result = work()));
	return result;
}

async function runAll(): Promise<void> {
	const run = runDir();
	try {
		clone = join(run.dir, "pi-question");
		copyRepository(clone);
		const files = [...new Set(RUN.map((entry) => entry.line.file))];
		await Promise.all(files.flatMap((file) => HOSTS.map((host) => runFile(file, host, run.dir))));
	} finally {
		await Promise.all(homes.map((home) => home.piHome.cleanup()));
		run.remove();
	}
}

/** One file's lines on one host, in order (see the head of this file for which home each uses). */
async function runFile(file: string, host: PiVersion, runRoot: string): Promise<void> {
	const lines = RUN.filter((entry) => entry.line.file === file && hostsOf(entry.role).includes(host));
	const state: FileState = { block: -1, pending: undefined, installed: undefined };
	for (const [at, { line, role }] of lines.entries()) {
		if (line.block !== state.block) {
			state.block = line.block;
			state.pending = undefined;
		}
		const later = lines.slice(at + 1).some((entry) => entry.role === "manage" || (entry.role === "start" && isBareStart(entry.line)));
		let problem: string | undefined;
		try {
			problem = await runRole(role, line, host, state, { runRoot, homeUsedLater: later });
		} catch (error) {
			problem = error instanceof Error ? error.message : String(error);
		}
		outcomes.set(keyOf(line, host), problem);
	}
}

interface FileState {
	block: number;
	/** The home the block's preparing lines wrote into, for the install that follows them. */
	pending: CaseHome | undefined;
	/** The home of the file's last `pi install`. */
	installed: CaseHome | undefined;
}

const isBareStart = (line: DocCommandLine): boolean =>
	line.commands.some((entry) => entry.command?.kind === "pi-start" && !entry.command.npx && !entry.command.words.includes("-e") && !entry.command.words.includes("--extension"));

const failed = (what: string, run: { exitCode: number | null; output: string }): string => `${what} exited ${run.exitCode}:\n${run.output}`;

async function runRole(role: Role, line: DocCommandLine, host: PiVersion, state: FileState, context: { runRoot: string; homeUsedLater: boolean }): Promise<string | undefined> {
	const startWords = line.commands.find((entry) => entry.command?.kind === "pi-start")?.command?.words ?? ["pi"];
	switch (role) {
		case "prep": {
			const home = (state.pending ??= await newHome(host));
			const alone = line.commands.length === 1 && line.commands[0]!.command!.kind === "npm-pack";
			const work = async () => {
				const run = await slots.use(() => runLine(line.text, clone, home.env));
				return run.exitCode === 0 ? undefined : failed(line.text, run);
			};
			// The copy of the repository is shared: one `npm pack` a run.
			return alone ? once(`pack|${line.text}`, work) : work();
		}
		case "install": {
			const fresh = state.pending === undefined;
			const home = state.pending ?? (await newHome(host));
			state.pending = undefined;
			state.installed = home;
			const work = () => installAndCheck(line, home);
			return fresh && !context.homeUsedLater ? once(`${host}|install|${line.text}`, work) : work();
		}
		case "manage": {
			const home = state.installed ?? state.pending ?? (await newHome(host));
			const run = await slots.use(() => runLine(line.text, clone, home.env));
			if (run.exitCode !== 0) return failed(line.text, run);
			if (line.commands.some((entry) => entry.command?.kind === "pi-remove")) {
				const still = await slots.use(() => packageLoadProblem(home, false));
				return still === undefined ? undefined : `after it: ${still}`;
			}
			return undefined;
		}
		case "start": {
			if (isBareStart(line)) {
				const home = state.installed ?? (await newHome(host));
				return slots.use(() => startHeaderProblem(line.text, clone, home.env, packageExtensions(ROOT)));
			}
			return once(`${host}|start|${line.text}`, async () => {
				const home = await newHome(host);
				return slots.use(() => startHeaderProblem(line.text, clone, home.env, expectedExtensions(startWords, clone, home.piHome.dirs.home)));
			});
		}
		case "print":
			return once(`${host}|print|${line.text}`, async () => {
				const home = await newHome(host);
				return printProblem(line.text, clone, home.env, home);
			});
		case "dev-install":
			return (await ensureDevClone(line.text, context.runRoot)).problem;
		case "dev-start":
		case "dev-print": {
			const dev = await ensureDevClone("npm install", context.runRoot);
			if (dev.problem !== undefined) return `npm install failed in the fresh copy:\n${dev.problem}`;
			return once(`dev|${line.text}`, async () => {
				const home = await newHome("1.6");
				const env = devEnv(home);
				if (role === "dev-print") return printProblem(line.text, dev.dir, env, home);
				return slots.use(() => startHeaderProblem(line.text, dev.dir, env, expectedExtensions(startWords, dev.dir, home.piHome.dirs.home), 60_000));
			});
		}
	}
	return "no role";
}

/** Runs a `pi install` line in the home, then checks both extensions load there. */
async function installAndCheck(line: DocCommandLine, home: CaseHome): Promise<string | undefined> {
	const run = await slots.use(() => runLine(line.text, clone, home.env));
	if (run.exitCode !== 0) return failed(line.text, run);
	if (LOAD_ERROR.test(run.output)) return `${line.text} reports a load error:\n${run.output}`;
	const loaded = await slots.use(() => packageLoadProblem(home));
	return loaded === undefined ? undefined : `installed, but not loaded: ${loaded}`;
}

/** A `pi -p` line from the docs: it must end well against the mock model, with no load error. */
async function printProblem(text: string, cwd: string, env: Record<string, string>, home: CaseHome): Promise<string | undefined> {
	home.piHome.mock.push({ text: "ok" }, { text: "ok" }, { text: "ok" });
	const run = await slots.use(() => runLine(text, cwd, env));
	if (run.exitCode !== 0) return failed(text, run);
	return LOAD_ERROR.test(run.output) ? `a load error:\n${run.output}` : undefined;
}

/** A second fresh copy of the repository where the docs' `npm install` runs, once a run. */
function ensureDevClone(text: string, runRoot: string): Promise<{ dir: string; problem: string | undefined }> {
	devClone ??= (async () => {
		const dir = join(runRoot, "dev", "pi-question");
		copyRepository(dir);
		const home = await newHome("1.6");
		const run = await slots.use(() => runLine(text, dir, devEnv(home), 300_000));
		if (run.exitCode !== 0) return { dir, problem: failed(text, run) };
		return { dir, problem: existsSync(join(dir, "node_modules", ".bin", "pi")) ? undefined : `${text} installed no node_modules/.bin/pi:\n${run.output}` };
	})();
	return devClone;
}
