/**
 * Which table the dialog speaks: `piQuestion.language` when it names a language with a table,
 * otherwise ("auto", the default) the language of the user's environment (src/host/locale.ts), and
 * English where that has no table or names no language. Chinese goes by script, not by region:
 * `zh-Hant` and the places that write it (zh_TW, zh_HK, zh_MO) get Traditional characters, every
 * other Chinese locale and a bare `zh` Simplified ones, as CLDR's likely subtags say.
 */
import { environmentLocale, localeTag } from "../../host/locale.ts";
import { EN } from "./en.ts";
import { LANGUAGES, type Language, type Locale } from "./locale.ts";
import { ZH_HANS } from "./zh-hans.ts";
import { ZH_HANT } from "./zh-hant.ts";

export { EN } from "./en.ts";
export { LANGUAGES, type Language, type Locale } from "./locale.ts";

/** Every table, by language. */
export const LOCALES: Readonly<Record<Language, Locale>> = { en: EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT };

/** What `piQuestion.language` may say: a language with a table, or "auto" (follow the environment). */
export type LanguageSetting = "auto" | Language;

/** The language with a table for a BCP 47 tag, or undefined when none has one. */
export function languageOfTag(tag: string): Language | undefined {
	let locale: Intl.Locale;
	try {
		locale = new Intl.Locale(tag).maximize();
	} catch {
		return undefined;
	}
	if (locale.language === "zh") return locale.script === "Hant" ? "zh-Hant" : "zh-Hans";
	return locale.language === "en" ? "en" : undefined;
}

/**
 * A `piQuestion.language` value: "auto", or a locale name or tag of a language with a table
 * ("en", "zh-Hans", "zh-Hant", also "zh_CN", "zh-TW", "en-GB"); undefined for anything else.
 */
export function parseLanguageSetting(value: unknown): LanguageSetting | undefined {
	if (typeof value !== "string") return undefined;
	if (value.trim().toLowerCase() === "auto") return "auto";
	const tag = localeTag(value);
	return tag === undefined ? undefined : languageOfTag(tag);
}

/** The table for a setting, resolving "auto" from `env` (see the module comment). */
export function chooseLocale(setting: LanguageSetting, env: NodeJS.ProcessEnv = process.env): Locale {
	if (setting !== "auto") return LOCALES[setting];
	const tag = environmentLocale(env);
	return LOCALES[(tag === undefined ? undefined : languageOfTag(tag)) ?? "en"];
}

/** The settings' wording of the values `piQuestion.language` takes. */
export const LANGUAGE_VALUES = `${["auto", ...LANGUAGES.slice(0, -1)].map((value) => `"${value}"`).join(", ")} or "${LANGUAGES[LANGUAGES.length - 1]}"`;
