/**
 * The published package as a user gets it: the files `npm pack` ships, unpacked without any
 * `node_modules` (an unpacked tarball, `pi install <path>` before `npm install`, a bare clone), load
 * on both pi lines through pi's own package loading. No runtime dependency of ours may stop pi.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrint } from "../harness/cli.ts";
import { type PiVersion } from "../harness/pi-home.ts";
import { toolNames } from "../harness/types.ts";

const ROOT = join(import.meta.dirname, "..", "..");
let dir: string;
let packageDir: string;

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), "pi-question-unpacked-"));
	const [packed] = JSON.parse(execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", dir], { cwd: ROOT, encoding: "utf8" })) as Array<{ filename: string }>;
	execFileSync("tar", ["-xzf", join(dir, packed!.filename), "-C", dir]);
	packageDir = join(dir, "package");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the unpacked tarball without node_modules", () => {
	it("has no node_modules and no runtime dependencies to install", () => {
		expect(existsSync(join(packageDir, "node_modules"))).toBe(false);
		expect(existsSync(join(packageDir, "LICENSE"))).toBe(true);
	});

	for (const version of ["1.6", "0.73"] as PiVersion[]) {
		it(`loads as a pi package on pi ${version}: no load error, and our tool_search defers a tool`, async () => {
			const result = await runPrint({
				version,
				extensionPaths: ["test/fixtures/search/direct-tools.ts"],
				env: { PI_QUESTION_TOOL_SEARCH: JSON.stringify({ defer: ["jira_*"] }) },
				prompt: "hi",
				settings: { packages: [packageDir], ...(version === "1.6" ? { extensions: ["-builtin:tool-search"] } : {}) },
				responses: [{ text: "hello" }],
			});
			expect(result.stderr).not.toMatch(/Failed to load|Cannot find module|Extension issues/);
			expect(result.exitCode).toBe(0);
			expect(result.stdout.trim()).toBe("hello");
			const tools = toolNames(result.requests[0]!);
			expect(tools).toContain("tool_search");
			expect(tools).not.toContain("jira_search_issues"); // deferred by our tool_search, so it is ours that runs
		});
	}
});
