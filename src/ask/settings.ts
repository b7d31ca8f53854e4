/**
 * The settings of ask_user_question: which key holds what, what a valid value is, and which source
 * wins. Reading the files is src/host/settings.ts's job; the rules for the values live here.
 */
import { DEFAULT_IDLE_SECONDS } from "./limits.ts";
import type { RawSettings } from "../host/settings.ts";

/** Environment variable that overrides `piQuestion.idleSeconds` (tests and one-off runs). */
export const IDLE_ENV = "PI_QUESTION_IDLE_SECONDS";

/** Parses a non-negative number of seconds; undefined for anything else. */
function seconds(value: unknown): number | undefined {
	const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
	return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Seconds without a key press before the dialog continues on its own; 0 turns it off. The
 * environment variable wins over settings, an invalid value falls back to the default.
 */
export function idleSeconds(settings: RawSettings, env: NodeJS.ProcessEnv = process.env): number {
	return seconds(env[IDLE_ENV]) ?? seconds(settings.idleSeconds) ?? DEFAULT_IDLE_SECONDS;
}
