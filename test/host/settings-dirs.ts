/** Temporary pi settings files for tests: an agent dir and a project, removed after each test. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A global `settings.json` and a project's `.pi/settings.json` holding `global` and `project`:
 * text as given, an object as JSON, undefined as no file. Returns the project's cwd and the
 * environment that points pi's agent dir at the global one.
 */
export function settingsDirs(global: unknown, project?: unknown): { cwd: string; env: NodeJS.ProcessEnv } {
	const root = mkdtempSync(join(tmpdir(), "pi-question-settings-"));
	dirs.push(root);
	const agent = join(root, "agent");
	const cwd = join(root, "project");
	mkdirSync(agent, { recursive: true });
	mkdirSync(join(cwd, ".pi"), { recursive: true });
	const write = (path: string, value: unknown) => {
		if (value !== undefined) writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
	};
	write(join(agent, "settings.json"), global);
	write(join(cwd, ".pi", "settings.json"), project);
	return { cwd, env: { PI_CODING_AGENT_DIR: agent } };
}
