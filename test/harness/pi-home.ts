/**
 * An isolated pi installation for running the real CLI in tests: a temp dir with HOME,
 * pi's agent dir (models.json pointing at a mock model on 127.0.0.1, settings.json), a
 * working directory and TMPDIR, plus the minimal environment pi should run with.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MockModel, type MockRequest, type MockResponse, startMockModel } from "./mock-model.ts";
import type { SideRouter } from "./types.ts";

export type PiVersion = "1.6" | "0.73";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE_DIRS: Record<PiVersion, string> = {
	"1.6": join(REPO_ROOT, "node_modules", "@mariozechner", "pi-coding-agent"),
	"0.73": join(REPO_ROOT, "test", "compat", "node_modules", "@mariozechner", "pi-coding-agent"),
};

/** The CLI entry (`bin.pi` of the package) of a pi version. */
export function piCliPath(version: PiVersion): string {
	const dir = PACKAGE_DIRS[version];
	let manifest: { bin?: string | Record<string, string> };
	try {
		manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as typeof manifest;
	} catch {
		throw new Error(
			version === "0.73"
				? "pi 0.73.1 is not installed in test/compat. Run: node scripts/ensure-compat.mjs"
				: `pi is not installed at ${dir}. Run: npm install`,
		);
	}
	const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.pi;
	if (bin === undefined) throw new Error(`no "pi" bin in ${join(dir, "package.json")}`);
	return join(dir, bin);
}

export interface PiHomeDirs {
	root: string;
	home: string;
	agentDir: string;
	cwd: string;
	tmp: string;
	/** The mock's request log: one JSON request body per line. */
	requestLog: string;
}

export interface PiHomeOptions {
	/** Scripted model turns (more can be added with `mock.push`). */
	responses?: MockResponse[];
	/** Requests answered outside the script, kept in `mock.sideRequests()` (see mock-model.ts). */
	sideResponses?: SideRouter<MockRequest>;
	/** Extra environment for pi. */
	env?: Record<string, string>;
	/** Extra settings.json keys, merged over `{ defaultProvider: "mock", defaultModel: "mock-1" }`. */
	settings?: Record<string, unknown>;
	/**
	 * What the mock model takes as input (models.json `input`). Default: pi's default for a custom
	 * provider's model, text only; `["text", "image"]` makes pi send image blocks to it.
	 */
	modelInput?: ("text" | "image")[];
	/** Runs after the dirs and config exist, before pi starts (write project files, mcp.json...). */
	setup?: (dirs: PiHomeDirs) => void | Promise<void>;
	/** Keep the temp dir after cleanup, for debugging. */
	keepTempDir?: boolean;
}

export interface PiHome {
	readonly dirs: PiHomeDirs;
	/** The environment to run pi with (minimal: nothing from the test process but PATH). */
	readonly env: Record<string, string>;
	readonly mock: MockModel;
	cleanup(): Promise<void>;
}

export async function createPiHome(prefix: string, options: PiHomeOptions = {}): Promise<PiHome> {
	const root = mkdtempSync(join(tmpdir(), prefix));
	const home = join(root, "home");
	const dirs: PiHomeDirs = {
		root,
		home,
		agentDir: join(home, ".pi", "agent"),
		cwd: join(root, "work"),
		tmp: join(root, "tmp"),
		requestLog: join(root, "requests.jsonl"),
	};
	for (const dir of [dirs.agentDir, dirs.cwd, dirs.tmp]) mkdirSync(dir, { recursive: true });
	const mock = await startMockModel({
		responses: options.responses ?? [],
		logFile: dirs.requestLog,
		...(options.sideResponses !== undefined ? { sideResponses: options.sideResponses } : {}),
	});
	const env: Record<string, string> = {
		PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
		HOME: home,
		LANG: "C.UTF-8",
		LC_ALL: "C.UTF-8",
		TERM: "xterm-256color",
		TMPDIR: dirs.tmp,
		TMUX_TMPDIR: dirs.tmp,
		PI_CODING_AGENT_DIR: dirs.agentDir,
		PI_OFFLINE: "1",
		PI_SKIP_VERSION_CHECK: "1",
		PI_TELEMETRY: "0",
		// pi 1.x turns on node's compile cache, which writes into TMPDIR while pi exits and races
		// the removal of the temp dir.
		NODE_DISABLE_COMPILE_CACHE: "1",
		...options.env,
	};
	let cleaned = false;
	const cleanup = async (): Promise<void> => {
		if (cleaned) return;
		cleaned = true;
		await mock.close();
		if (options.keepTempDir !== true) rmSync(root, { recursive: true, force: true });
	};
	try {
		writeFileSync(
			join(dirs.agentDir, "models.json"),
			JSON.stringify(
				{
					providers: {
						mock: {
							baseUrl: mock.baseUrl,
							api: "openai-completions",
							apiKey: "dummy",
							models: [{ id: "mock-1", contextWindow: 32_000, maxTokens: 1_024, ...(options.modelInput ? { input: options.modelInput } : {}) }],
						},
					},
				},
				null,
				2,
			),
		);
		writeFileSync(
			join(dirs.agentDir, "settings.json"),
			JSON.stringify({ defaultProvider: "mock", defaultModel: "mock-1", ...options.settings }, null, 2),
		);
		await options.setup?.(dirs);
	} catch (error) {
		await cleanup();
		throw error;
	}
	return { dirs, env, mock, cleanup };
}
