/**
 * Which table the dialog speaks: the language src/host/locale.ts chooses (`piQuestion.language`, else
 * the user's environment, else English), looked up among the tables here. The choice is one rule for
 * the whole package and lives there; the tables are the dialog's and live here.
 */
import { chooseLanguage, type Language, type LanguageSetting } from "../../host/locale.ts";
import { EN } from "./en.ts";
import type { Locale } from "./locale.ts";
import { ZH_HANS } from "./zh-hans.ts";
import { ZH_HANT } from "./zh-hant.ts";

export { EN } from "./en.ts";
export type { Locale } from "./locale.ts";
export { LANGUAGES, type Language, type LanguageSetting, languageOfTag, parseLanguageSetting } from "../../host/locale.ts";

/** Every table, by language. */
export const LOCALES: Readonly<Record<Language, Locale>> = { en: EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT };

/** The table for a setting, resolving "auto" from `env` (src/host/locale.ts). */
export function chooseLocale(setting: LanguageSetting, env: NodeJS.ProcessEnv = process.env): Locale {
	return LOCALES[chooseLanguage(setting, env)];
}
