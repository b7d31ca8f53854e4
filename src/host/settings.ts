/**
 * Settings of pi-question, read where pi users keep settings: the `piQuestion` key of pi's
 * settings.json (global `<agent dir>/settings.json`, then the project's `.pi/settings.json`, which
 * wins), with environment variables over both for tests and one-off runs.
 */
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const SETTINGS_KEY = "piQuestion";

/** The `piQuestion` object as a user may write it: every key optional, every value unchecked. */
export type RawSettings = Record<string, unknown>;

/** pi's agent directory: `PI_CODING_AGENT_DIR`, else `~/.pi/agent`, as pi itself resolves it. */
export function agentDir(env: NodeJS.ProcessEnv = process.env): string {
	const configured = env.PI_CODING_AGENT_DIR;
	if (configured) return configured.startsWith("~") ? join(homedir(), configured.slice(1)) : configured;
	return join(homedir(), ".pi", "agent");
}

function readKey(path: string): RawSettings {
	try {
		const parsed = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
		const value = parsed[SETTINGS_KEY];
		return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as RawSettings) : {};
	} catch {
		return {};
	}
}

/**
 * Whether a project's own `.pi/settings.json` may be read. pi 1.x reads a project's settings only
 * once the user trusts the project (a cloned repository must not configure the tools by itself),
 * and says so with `ctx.isProjectTrusted()`; pi 0.73 has no project trust and reads them always.
 */
export function projectSettingsAllowed(ctx: { isProjectTrusted?: () => boolean }): boolean {
	return ctx.isProjectTrusted?.() ?? true;
}

/**
 * The merged `piQuestion` settings: global, then project (project keys win), the project's only
 * when `projectTrusted`. A missing or broken file counts as empty, so a typo in settings.json
 * never stops a dialog from opening.
 */
export function readSettings(cwd: string, env: NodeJS.ProcessEnv = process.env, projectTrusted = true): RawSettings {
	const global = readKey(join(agentDir(env), "settings.json"));
	return projectTrusted ? { ...global, ...readKey(join(cwd, ".pi", "settings.json")) } : global;
}
