/**
 * The settings of ask_user_question: which key holds what, what a valid value is, and which source
 * wins. Reading the files is src/host/settings.ts's job; the rules for the values live here.
 *
 * - `piQuestion.idleSeconds` (environment `PI_QUESTION_IDLE_SECONDS` over it): seconds without a key
 *   press before the dialog submits what is selected; 0 turns the wait off.
 * - `piQuestion.rpc` (environment `PI_QUESTION_RPC` over it): `"dialog"` keeps the tool in pi's RPC
 *   mode and asks with pi's select and input prompts; `"off"`, the default, removes it there.
 * - `piQuestion.language`: `"auto"` (the default: the environment's locale) or a language with a
 *   table (`"en"`, `"zh-Hans"`, `"zh-Hant"`), for the words the user reads only (the dialog, the
 *   transcript, and tool_search's clean start, which reads it too): its rule is ../host/locale.ts's.
 * - `piQuestion.notify` (environment `PI_QUESTION_NOTIFY` over it): how a waiting question reaches
 *   the user: `"desktop"` (the default: the terminal's own notification where it speaks one, and the
 *   bell), `"bell"`, or `"off"` (neither; the title still says a question waits).
 * - pi's own `images.blockImages`: when true pi replaces every image with a line of text, so the
 *   dialog must not offer to attach one.
 */
import { resolveLanguageSetting } from "../host/language-setting.ts";
import type { LanguageSetting } from "../host/locale.ts";
import { fileProblems, resolveSetting, SETTINGS_KEY, type SettingProblem, type SettingsFile } from "../host/settings.ts";
import { DEFAULT_IDLE_SECONDS } from "./limits.ts";
import { NOTIFY_VALUES, type NotifySetting, parseNotify } from "./reach/terminal-notify.ts";

/** Environment variable that overrides `piQuestion.idleSeconds` (tests and one-off runs). */
export const IDLE_ENV = "PI_QUESTION_IDLE_SECONDS";
/** Environment variable that overrides `piQuestion.rpc` (tests and one-off runs). */
export const RPC_ENV = "PI_QUESTION_RPC";
/** Environment variable that overrides `piQuestion.notify`. */
export const NOTIFY_ENV = "PI_QUESTION_NOTIFY";

/** What the settings decide for one dialog, and what was wrong with them. */
export interface AskSettings {
	/** Seconds without a key press before the dialog continues on its own; 0 turns it off. */
	readonly idleSeconds: number;
	/** pi's `images.blockImages`: pi drops images before the model sees them. */
	readonly imagesBlocked: boolean;
	/** `piQuestion.rpc` is "dialog": the tool stays in RPC mode and asks with pi's RPC prompts. */
	readonly rpcDialog: boolean;
	/** Whether `piQuestion.rpc` or PI_QUESTION_RPC is written anywhere (valid or not): the user asked about RPC. */
	readonly rpcConfigured: boolean;
	/** `piQuestion.language`: "auto" or a language with a table. */
	readonly language: LanguageSetting;
	/** `piQuestion.notify`: how a waiting question reaches the user (reach/terminal-notify.ts). */
	readonly notify: NotifySetting;
	/** Values that could not be used, for the user (never the model). */
	readonly problems: readonly SettingProblem[];
}

/** A non-negative number of seconds, also written as a string (as environment values are); else undefined. */
export function parseSeconds(value: unknown): number | undefined {
	const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
	return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function parseBoolean(value: unknown): boolean | undefined {
	return typeof value === "boolean" ? value : undefined;
}

/** `piQuestion.rpc`: "dialog" (true) or "off" (false); nothing else, so a typo never turns the dialog on. */
export function parseRpc(value: unknown): boolean | undefined {
	if (value === "dialog") return true;
	return value === "off" ? false : undefined;
}

/** An environment override: its parsed value, or undefined (with a problem when it is set but invalid). */
function fromEnvironment<T>(env: NodeJS.ProcessEnv, name: string, parse: (value: string) => T | undefined, expected: string, problems: SettingProblem[]): T | undefined {
	const raw = env[name];
	if (raw === undefined || raw === "") return undefined;
	const value = parse(raw);
	if (value === undefined) problems.push({ path: "environment", key: name, message: `must be ${expected}, not ${JSON.stringify(raw.slice(0, 40))}; it is ignored` });
	return value;
}

/**
 * The settings for a dialog from pi's settings files (lowest precedence first) and the environment.
 * Each key falls back on its own: an invalid value is reported and the next source decides (the
 * environment over the project over the global file over the default). pi checks its own
 * `images.blockImages`, so only pi-question's keys and files are reported here.
 */
export function askSettings(files: readonly SettingsFile[], env: NodeJS.ProcessEnv = process.env): AskSettings {
	const idle = resolveSetting(files, [SETTINGS_KEY, "idleSeconds"], parseSeconds, "a number of seconds (0 turns the idle wait off)");
	const rpc = resolveSetting(files, [SETTINGS_KEY, "rpc"], parseRpc, '"dialog" or "off"');
	const language = resolveLanguageSetting(files);
	const notify = resolveSetting(files, [SETTINGS_KEY, "notify"], parseNotify, NOTIFY_VALUES);
	const problems = [...fileProblems(files), ...idle.problems, ...rpc.problems, ...language.problems, ...notify.problems];
	const envSeconds = fromEnvironment(env, IDLE_ENV, parseSeconds, "a number of seconds", problems);
	const envNotify = fromEnvironment(env, NOTIFY_ENV, parseNotify, NOTIFY_VALUES, problems);
	const envRpc = fromEnvironment(env, RPC_ENV, parseRpc, '"dialog" or "off"', problems);
	return {
		idleSeconds: envSeconds ?? idle.value ?? DEFAULT_IDLE_SECONDS,
		imagesBlocked: resolveSetting(files, ["images", "blockImages"], parseBoolean, "true or false").value ?? false,
		rpcDialog: envRpc ?? rpc.value ?? false,
		rpcConfigured: rpc.value !== undefined || rpc.problems.length > 0 || (env[RPC_ENV] ?? "") !== "",
		language: language.value,
		notify: envNotify ?? notify.value ?? "desktop",
		problems,
	};
}

/**
 * Whether images attached in the dialog reach the model, and if not, why. pi sends image blocks only
 * to a model whose `input` list names "image" (on pi 1.x and 0.73 alike; a custom provider's model
 * takes text only unless configured otherwise) and only while `images.blockImages` is off; anywhere
 * else the image is replaced by a line of text, so offering to attach one would be a promise broken.
 */
export type ImageSupport =
	| { readonly allowed: true }
	| { readonly allowed: false; readonly reason: "blocked" }
	| { readonly allowed: false; readonly reason: "model"; readonly model: string };

/** The image support of a dialog opened with `model` (pi's `ctx.model`) and the settings. */
export function imageSupport(model: { readonly id?: string; readonly input?: readonly string[] } | undefined, imagesBlocked: boolean): ImageSupport {
	if (imagesBlocked) return { allowed: false, reason: "blocked" };
	if (model?.input?.includes("image")) return { allowed: true };
	return { allowed: false, reason: "model", model: model?.id ?? "" };
}
