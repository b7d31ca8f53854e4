/**
 * The language hints are asked in besides English: the user's, from the environment as the dialog
 * reads it (../../host/locale.ts), for any language, not only those pi-question has words for.
 */
import { environmentLocale, languageOfTag } from "../../host/locale.ts";

/** The user's language tag when it is not English ("zh-Hans", "de"), else undefined. */
export function hintLanguage(env: NodeJS.ProcessEnv = process.env): string | undefined {
	const tag = environmentLocale(env);
	if (tag === undefined) return undefined;
	const known = languageOfTag(tag);
	if (known !== undefined) return known === "en" ? undefined : known;
	try {
		const language = new Intl.Locale(tag).language;
		return language === "en" || language === "und" ? undefined : language;
	} catch {
		return undefined;
	}
}
