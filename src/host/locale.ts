/**
 * The language the user's environment asks for, read the way POSIX (XBD 8.2) and GNU gettext read
 * it for messages: `LC_ALL` over `LC_MESSAGES` over `LANG`. The first of them that is set and not
 * empty decides, even when it says `C` or `POSIX` (no language: the program's own, English), because
 * that is what the user's shell means; a later variable is not consulted. Only when none is set is
 * the runtime's default locale asked (`Intl`), which on Linux follows the same variables and adds
 * nothing, but on Windows asks the system. gettext's `LANGUAGE` list is not read: pi itself reads no
 * locale at all, and one variable chain is enough to predict.
 *
 * Values are `language[_territory][.codeset][@modifier]` (`zh_CN.UTF-8`, `de_DE@euro`) or BCP 47
 * tags (`zh-Hant-TW`); both become a canonical BCP 47 tag. Which tags have a table is not decided
 * here (src/ask/locales/ knows its tables).
 */

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
