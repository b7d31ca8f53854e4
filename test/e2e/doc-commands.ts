/**
 * The shell commands the documentation gives, read from its ```bash blocks, and what kind of
 * command each one is. Every kind says how docs-commands.test.ts checks it; a command of no known
 * kind is reported with its file and line, so a new line in the docs cannot go untested.
 *
 * The reader is line-based and linear in the size of the file: a fence opens and closes a block, a
 * `#` that starts a word (outside quotes) starts a comment, and a line ending in `\` continues on the
 * next. Commands on one line are split at `&&`, `||`, `;` and `|` outside quotes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** One command line of a doc, as bash would read it: continuations joined, comment removed. */
export interface DocLine {
	/** Repository-relative file. */
	file: string;
	/** 1-based line where the command starts. */
	line: number;
	/** The command as written, without its comment. */
	text: string;
	/** Which shell block of the file it is in (0-based), so a block's lines can share a home. */
	block: number;
}

const SHELL_LANGUAGES = new Set(["bash", "sh", "shell", "zsh"]);

/** The doc files whose commands are checked: README.md, CONTRIBUTING.md and docs/*.md, those that exist. */
export function docFiles(root: string): string[] {
	const docs = existsSync(join(root, "docs")) ? readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")).sort().map((name) => `docs/${name}`) : [];
	return ["README.md", "CONTRIBUTING.md", ...docs].filter((file) => existsSync(join(root, file)));
}

/** Every command line of the shell blocks (```bash, ```sh, ```shell, ```zsh) of one Markdown text. */
export function shellLines(file: string, markdown: string): DocLine[] {
	const out: DocLine[] = [];
	let fence: { marker: string; shell: boolean } | undefined;
	let block = -1;
	let pending: { line: number; parts: string[] } | undefined;
	const lines = markdown.split("\n");
	for (let index = 0; index < lines.length; index++) {
		const raw = (lines[index] ?? "").replace(/\r$/, "");
		const opening = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(raw);
		if (fence === undefined) {
			if (opening === null) continue;
			const shell = SHELL_LANGUAGES.has((opening[2] ?? "").toLowerCase());
			fence = { marker: opening[1] as string, shell };
			if (shell) block++;
			continue;
		}
		const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(raw);
		if (closing !== null && closing[1]![0] === fence.marker[0] && closing[1]!.length >= fence.marker.length) {
			if (pending !== undefined) out.push({ file, line: pending.line, text: pending.parts.join(" ").trim(), block });
			fence = undefined;
			pending = undefined;
			continue;
		}
		if (!fence.shell) continue;
		const code = stripComment(raw).trimEnd();
		const continues = code.endsWith("\\");
		const part = continues ? code.slice(0, -1) : code;
		if (pending === undefined) {
			if (part.trim() === "" && !continues) continue;
			pending = { line: index + 1, parts: [] };
		}
		pending.parts.push(part.trim());
		if (!continues) {
			const text = pending.parts.join(" ").trim();
			if (text !== "") out.push({ file, line: pending.line, text, block });
			pending = undefined;
		}
	}
	return out;
}

/** The line without its comment: from a `#` that starts a word, outside quotes. */
export function stripComment(line: string): string {
	let quote: string | undefined;
	for (let at = 0; at < line.length; at++) {
		const char = line[at]!;
		if (quote !== undefined) {
			if (char === "\\" && quote === '"') at++;
			else if (char === quote) quote = undefined;
		} else if (char === "\\") at++;
		else if (char === "'" || char === '"') quote = char;
		else if (char === "#" && (at === 0 || /[\s;&|(]/.test(line[at - 1]!))) return line.slice(0, at);
	}
	return line;
}

/** The commands of a line: split at `&&`, `||`, `;` and `|` outside quotes. */
export function splitCommands(text: string): string[] {
	const out: string[] = [];
	let quote: string | undefined;
	let start = 0;
	for (let at = 0; at < text.length; at++) {
		const char = text[at]!;
		if (quote !== undefined) {
			if (char === "\\" && quote === '"') at++;
			else if (char === quote) quote = undefined;
		} else if (char === "\\") at++;
		else if (char === "'" || char === '"') quote = char;
		else if (char === ";" || char === "|" || (char === "&" && text[at + 1] === "&")) {
			out.push(text.slice(start, at));
			if (text[at + 1] === char) at++;
			start = at + 1;
		}
	}
	out.push(text.slice(start));
	return out.map((command) => command.trim()).filter((command) => command !== "");
}

/** A command's words with quotes removed (no expansion: `$PWD` stays `$PWD`). */
export function words(command: string): string[] {
	const out: string[] = [];
	let word: string | undefined;
	let quote: string | undefined;
	for (let at = 0; at < command.length; at++) {
		const char = command[at]!;
		if (quote !== undefined) {
			if (char === quote) quote = undefined;
			else if (char === "\\" && quote === '"' && at + 1 < command.length) word = (word ?? "") + command[++at];
			else word = (word ?? "") + char;
		} else if (/\s/.test(char)) {
			if (word !== undefined) out.push(word);
			word = undefined;
		} else if (char === "'" || char === '"') {
			quote = char;
			word ??= "";
		} else if (char === "\\" && at + 1 < command.length) word = (word ?? "") + command[++at];
		else word = (word ?? "") + char;
	}
	if (word !== undefined) out.push(word);
	return out;
}

/**
 * The kinds of command the docs may give, and how each is checked:
 * - run in an empty home, on both pi lines (pi on PATH runs that line's CLI): `pi-install` (then the
 *   package must load), `pi-remove`, `pi-list`, `pi-start` (in tmux: pi's start-up header lists the
 *   extensions), `pi-print` (print mode against the mock model), `files` (mkdir, tar, cp, rm, cd) and
 *   `npm-pack` (in the copy of the repository, once a run);
 * - run once, on the pi the dev dependency installs (1.6): `npm-install` (in a second, fresh copy)
 *   and `npx pi …` (a `pi-start` or `pi-print` with `npx`, in that copy);
 * - not run, checked where they point: `npm-test` (the command .ci/run runs), `npm-script` (the
 *   script is in package.json, the paths it names exist), `node-script` (the file exists),
 *   `source` (the script exists and runs), `system-package` (apt-get/brew: the tool is on PATH here).
 */
export type CommandKind =
	| "pi-install"
	| "pi-remove"
	| "pi-list"
	| "pi-start"
	| "pi-print"
	| "files"
	| "npm-pack"
	| "npm-install"
	| "npm-test"
	| "npm-script"
	| "node-script"
	| "source"
	| "system-package";

export interface Command {
	/** The command's words, leading `VAR=value` and `sudo` removed. */
	words: string[];
	kind: CommandKind;
	/** `npx pi …`: runs the pi of the dev dependency. */
	npx: boolean;
}

const FILE_COMMANDS = new Set(["mkdir", "tar", "cp", "rm", "cd"]);
const PRINT_FLAGS = new Set(["-p", "--print", "--mode"]);

/** The kind of one command (see {@link CommandKind}), or undefined when it is of no known kind. */
export function classify(command: string): Command | undefined {
	let all = words(command);
	while (all.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(all[0]!)) all = all.slice(1);
	if (all[0] === "sudo") {
		all = all.slice(1);
		while (all[0]?.startsWith("-") === true) all = all.slice(1);
	}
	const npx = all[0] === "npx";
	const rest = npx ? all.slice(1) : all;
	const kind = kindOf(rest);
	return kind === undefined || (npx && kind !== "pi-start" && kind !== "pi-print") ? undefined : { words: rest, kind, npx };
}

function kindOf(all: string[]): CommandKind | undefined {
	const [head, sub] = all;
	if (head === "pi") {
		if (sub === "install") return all.length >= 3 ? "pi-install" : undefined;
		if (sub === "remove" || sub === "uninstall") return all.length >= 3 ? "pi-remove" : undefined;
		if (sub === "list") return "pi-list";
		if (sub !== undefined && !sub.startsWith("-")) return undefined;
		return all.some((word) => PRINT_FLAGS.has(word)) ? "pi-print" : "pi-start";
	}
	if (head === "npm") {
		if (sub === "pack") return "npm-pack";
		if ((sub === "install" || sub === "i" || sub === "ci") && all.slice(2).every((word) => word.startsWith("-"))) return "npm-install";
		if (sub === "test" && all.length === 2) return "npm-test";
		if (sub === "run" && all.length >= 3) return "npm-script";
		return undefined;
	}
	if (head === "node" && all.some((word, at) => at > 0 && !word.startsWith("-"))) return "node-script";
	if ((head === "source" || head === ".") && all.length === 2) return "source";
	if ((head === "apt-get" || head === "apt" || head === "brew") && sub === "install") return "system-package";
	if (head !== undefined && FILE_COMMANDS.has(head)) return "files";
	return undefined;
}

/** What a line of no known kind is told: where it is and the two ways to fix it. */
export function unknownCommandMessage(line: DocLine, command: string): string {
	return (
		`${line.file}:${line.line}: \`${command}\` is a command of no known kind, so no test runs it. ` +
		"Fix: write it as one of the kinds in test/e2e/doc-commands.ts (pi install/remove/list, pi or npx pi to start, pi -p, npm install, npm pack, npm test, npm run <script>, node <file>, source <file>, apt-get/brew install, mkdir/tar/cp/rm/cd), " +
		"or add a kind there that says how the test runs and checks it; text that is not a command to run belongs outside the ```bash block."
	);
}

/** A command line with its commands classified. */
export type DocCommandLine = DocLine & { commands: Array<{ text: string; command: Command | undefined }> };

/** The command lines of every doc file (`root`-relative, or absolute), each with its commands classified. */
export function readDocCommands(root: string, files = docFiles(root)): DocCommandLine[] {
	return files.flatMap((file) =>
		shellLines(file, readFileSync(resolve(root, file), "utf8")).map((line) => ({
			...line,
			commands: splitCommands(line.text).map((text) => ({ text, command: classify(text) })),
		})),
	);
}
