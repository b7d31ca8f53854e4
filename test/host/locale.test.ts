/**
 * The language pi-question speaks, one rule for both tools: `piQuestion.language` (the project's over
 * the global file) when it names a language with words, else the environment's locale, else English.
 */
import { describe, expect, it } from "vitest";
import { resolveLanguageSetting } from "../../src/host/language-setting.ts";
import { chooseLanguage } from "../../src/host/locale.ts";
import { readSettingsFiles } from "../../src/host/settings.ts";
import { settingsDirs } from "./settings-dirs.ts";

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ ...vars });

describe("the language pi-question speaks", () => {
	it("follows the environment on auto, else the setting; English where no words exist", () => {
		expect(chooseLanguage("auto", env({ LC_ALL: "zh_CN.UTF-8" }))).toBe("zh-Hans");
		expect(chooseLanguage("auto", env({ LANG: "zh_HK.UTF-8" }))).toBe("zh-Hant");
		expect(chooseLanguage("auto", env({ LANG: "fr_FR.UTF-8" }))).toBe("en");
		expect(chooseLanguage("auto", env({ LC_ALL: "C.UTF-8", LANG: "zh_CN.UTF-8" }))).toBe("en");
		expect(chooseLanguage("zh-Hant", env({ LC_ALL: "zh_CN.UTF-8" }))).toBe("zh-Hant");
	});

	it("reads piQuestion.language from the settings files, the project's winning, an invalid value reported and passed over", () => {
		const { cwd, env: dirs } = settingsDirs({ piQuestion: { language: "zh_TW" } }, { piQuestion: { language: "klingon" } });
		const resolved = resolveLanguageSetting(readSettingsFiles(cwd, dirs, true));
		expect(resolved.value).toBe("zh-Hant");
		expect(resolved.problems).toEqual([expect.objectContaining({ key: "piQuestion.language", message: expect.stringContaining('"auto", "en", "zh-Hans" or "zh-Hant"') })]);
		const none = settingsDirs(undefined);
		expect(resolveLanguageSetting(readSettingsFiles(none.cwd, none.env, true))).toEqual({ value: "auto", problems: [] });
	});
});
