/**
 * `piQuestion.language` read from pi's settings files, for both tools: the dialog (src/ask/settings.ts,
 * which also reports a value it cannot use) and the clean start's words (src/search/tools-command/).
 * One key, one parser, one wording of what is expected, so the two never disagree about the user's
 * language. Apart from ./locale.ts, which must stay free of the file system (the dialog's view
 * reaches it).
 */
import { LANGUAGE_VALUES, type LanguageSetting, parseLanguageSetting } from "./locale.ts";
import { resolveSetting, SETTINGS_KEY, type SettingProblem, type SettingsFile } from "./settings.ts";

/** `piQuestion.language` in the settings files (the project's over the global one), "auto" when unset, with what was wrong in them. */
export function resolveLanguageSetting(files: readonly SettingsFile[]): { value: LanguageSetting; problems: SettingProblem[] } {
	const resolved = resolveSetting(files, [SETTINGS_KEY, "language"], parseLanguageSetting, LANGUAGE_VALUES);
	return { value: resolved.value ?? "auto", problems: resolved.problems };
}
