/**
 * The language pi-question speaks to the user, one rule for both tools (the dialog's words in
 * src/ask/locales/, the clean start's in src/search/tools-command/): `piQuestion.language` when it
 * names a language we have words for (read from the files by ./language-setting.ts), otherwise
 * ("auto", the default) the language of the user's environment, and English where that has none or
 * names no language. Only the choice lives here; each tool keeps its own tables. Nothing here
 * touches a file, so the dialog's view may use it.
 *
 * The environment is read the way POSIX (XBD 8.2) and GNU gettext read it for messages: `LC_ALL`
 * over `LC_MESSAGES` over `LANG`. The first of them that is set and not empty decides, even when it
 * says `C` or `POSIX` (no language: the program's own, English), because that is what the user's
 * shell means; a later variable is not consulted. Only when none is set is the runtime's default
 * locale asked (`Intl`), which on Linux follows the same variables and adds nothing, but on Windows
 * asks the system. gettext's `LANGUAGE` list is not read: pi itself reads no locale at all, and one
 * variable chain is enough to predict.
 *
 * Values are `language[_territory][.codeset][@modifier]` (`zh_CN.UTF-8`, `de_DE@euro`) or BCP 47
 * tags (`zh-Hant-TW`); both become a canonical BCP 47 tag. Chinese goes by script, not by region:
 * `zh-Hant` and the places that write it (zh_TW, zh_HK, zh_MO) get Traditional characters, every
 * other Chinese locale and a bare `zh` Simplified ones, as CLDR's likely subtags say.
 */
/** The languages pi-question has words for: English, Simplified Chinese, Traditional Chinese. */
export const LANGUAGES = ["en", "zh-Hans", "zh-Hant"] as const;
/** A language pi-question has words for. */
export type Language = (typeof LANGUAGES)[number];

/** The variables that choose the language of messages, in precedence order. */
export const LOCALE_VARIABLES = ["LC_ALL", "LC_MESSAGES", "LANG"] as const;

/** Longest value read: locale names are short, and an environment value is not trusted to be. */
const MAX_LOCALE_CHARS = 100;

function canonicalTag(tag: string): string | undefined {
	try {
		return Intl.getCanonicalLocales(tag)[0];
	} catch {
		return undefined;
	}
}

/**
 * A POSIX locale name or a BCP 47 tag as a canonical BCP 47 tag: the codeset and modifier dropped,
 * `_` read as `-`. Undefined for `C` and `POSIX` (with or without a codeset) and for anything that
 * is not a locale name.
 */
export function localeTag(value: string): string | undefined {
	const name = value.trim().slice(0, MAX_LOCALE_CHARS);
	const cut = name.search(/[.@]/);
	const bare = cut === -1 ? name : name.slice(0, cut);
	if (bare === "" || bare === "C" || bare === "POSIX") return undefined;
	return canonicalTag(bare.replaceAll("_", "-"));
}

/**
 * The environment's locale as a BCP 47 tag, or undefined when it names no language. `runtimeLocale`
 * is asked only when no variable is set; its "und" (undetermined) counts as no language.
 */
export function environmentLocale(
	env: NodeJS.ProcessEnv = process.env,
	runtimeLocale: () => string = () => Intl.DateTimeFormat().resolvedOptions().locale,
): string | undefined {
	for (const name of LOCALE_VARIABLES) {
		const value = env[name];
		if (value !== undefined && value.trim() !== "") return localeTag(value);
	}
	const fallback = runtimeLocale();
	return fallback === "und" ? undefined : localeTag(fallback);
}

/** The language with words for a BCP 47 tag, or undefined when none has them. */
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

/** What `piQuestion.language` may say: a language with words, or "auto" (follow the environment). */
export type LanguageSetting = "auto" | Language;

/**
 * A `piQuestion.language` value: "auto", or a locale name or tag of a language with words
 * ("en", "zh-Hans", "zh-Hant", also "zh_CN", "zh-TW", "en-GB"); undefined for anything else.
 */
export function parseLanguageSetting(value: unknown): LanguageSetting | undefined {
	if (typeof value !== "string") return undefined;
	if (value.trim().toLowerCase() === "auto") return "auto";
	const tag = localeTag(value);
	return tag === undefined ? undefined : languageOfTag(tag);
}

/** The settings' wording of the values `piQuestion.language` takes. */
export const LANGUAGE_VALUES = `${["auto", ...LANGUAGES.slice(0, -1)].map((value) => `"${value}"`).join(", ")} or "${LANGUAGES[LANGUAGES.length - 1]}"`;

/** The language for a setting, resolving "auto" from `env` (see the module comment). */
export function chooseLanguage(setting: LanguageSetting, env: NodeJS.ProcessEnv = process.env): Language {
	if (setting !== "auto") return setting;
	const tag = environmentLocale(env);
	return (tag === undefined ? undefined : languageOfTag(tag)) ?? "en";
}
