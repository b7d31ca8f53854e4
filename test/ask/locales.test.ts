/**
 * The language tables: every table has every key of the English one and nothing else, each
 * function-valued entry takes the same arguments and says every word it is given (a translation
 * that drops the key name or the count would mislead), and the language is chosen from the
 * settings and the environment by the documented rule.
 */
import { describe, expect, it } from "vitest";
import { chooseLocale, EN, LANGUAGES, languageOfTag, LOCALES, parseLanguageSetting } from "../../src/ask/locales/index.ts";
import type { Locale } from "../../src/ask/locales/locale.ts";
import { environmentLocale, localeTag } from "../../src/host/locale.ts";

type Entry = string | ((...args: never[]) => string) | { [key: string]: Entry };

/** Every leaf of a table by its path ("dialog.countdown"), with its value. */
function leaves(table: Entry, path = ""): Map<string, unknown> {
	const out = new Map<string, unknown>();
	if (typeof table !== "object") {
		out.set(path, table);
		return out;
	}
	for (const [key, value] of Object.entries(table)) for (const [p, v] of leaves(value as Entry, path === "" ? key : `${path}.${key}`)) out.set(p, v);
	return out;
}

const TALLY = { total: 3, answered: 1, skipped: 1, notesOnly: 1, unanswered: 0 };

/** Arguments for every function of a table, and which of them its text must contain. */
const CALLS: Record<string, { args: unknown[]; says: Array<string | number> }> = {
	tally: { args: [TALLY], says: [1, 3] },
	"dialog.submits": { args: ["1 of 3 answered", "enter", false], says: ["enter"] },
	"dialog.skippedHere": { args: ["s"], says: ["s"] },
	"dialog.countdown": { args: [27], says: [27] },
	"dialog.moreAbove": { args: [2], says: [2] },
	"dialog.moreBelow": { args: [3], says: [3] },
	"dialog.imagePathHelp": { args: ["5 MB"], says: ["5 MB"] },
	"dialog.reading": { args: ["/tmp/a.png"], says: ["/tmp/a.png"] },
	"dialog.notAttached": { args: ["/tmp/a.png", "refused", "not an image"], says: ["/tmp/a.png", "not an image"] },
	"dialog.attached": { args: ["a.png"], says: ["a.png"] },
	"dialog.removed": { args: ["a.png"], says: ["a.png"] },
	"dialog.noImagesForModel": { args: ["mock-1"], says: ["mock-1"] },
	"dialog.pasteNowhere": { args: [4], says: [4] },
	"dialog.fieldFull": { args: [100_000], says: ["100,000"] },
	"dialog.declineArmed": { args: ["escape"], says: ["escape"] },
	"dialog.waitingTitle": { args: ["Database"], says: ["Database"] },
	"dialog.waitingMessage": { args: ["Which one?"], says: ["Which one?"] },
	"dialog.countdownNotice": { args: [30], says: ["30"] },
	"preview.position": { args: [11, 22, 200], says: [11, 22, 200] },
	"preview.scroll": { args: ["pageUp/pageDown", "[ ]"], says: ["pageUp/pageDown", "[ ]"] },
	"preview.cut": { args: ["w"], says: ["w"] },
	"preview.wrapped": { args: ["w"], says: ["w"] },
	"transcript.questions": { args: [2], says: [2] },
	"transcript.images": { args: [2], says: [2] },
	"transcript.idle": { args: [300], says: [300] },
	"transcript.chat": { args: ["Database"], says: ["Database"] },
	"transcript.moreProblems": { args: [3], says: [3] },
	"transcript.draft": { args: ["phone bridge"], says: ["phone bridge"] },
	"rpc.questionOf": { args: [1, 2], says: [1, 2] },
	"rpc.previewOf": { args: [2, "SQLite"], says: [2, "SQLite"] },
	"rpc.previewMore": { args: [12], says: [12] },
	"rpc.typed": { args: ["my own"], says: ["my own"] },
	"rpc.note": { args: ["a note"], says: ["a note"] },
	"rpc.otherTitle": { args: [true, true], says: [] },
	"dialog.longText": { args: [12_000, 8_000], says: ["12,000", "8,000"] },
	"rpc.current": { args: ["my own"], says: ["my own"] },
	"rpc.notUnderstood": { args: ["7"], says: ["7"] },
	"rpc.notText": { args: ["[a list of 1 items]"], says: ["[a list of 1 items]"] },
	"rpc.summary": { args: ["all 2 answered"], says: ["2"] },
	"rpc.change": { args: [2, "Features"], says: [2, "Features"] },
	"rpc.closedAnswered": { args: ["phone bridge"], says: ["phone bridge"] },
	"rpc.closedIdle": { args: [300], says: [300] },
	"rpc.closedTooLong": { args: [200], says: [200] },
};

const english = leaves(EN as unknown as Entry);

describe("language tables", () => {
	it("ships English, Simplified and Traditional Chinese, each under its own code", () => {
		expect(Object.keys(LOCALES)).toEqual([...LANGUAGES]);
		for (const language of LANGUAGES) expect(LOCALES[language].language).toBe(language);
	});

	it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every key of the English table and no other", (language) => {
		const table = leaves(LOCALES[language] as unknown as Entry);
		expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
	});

	it.each([...LANGUAGES])("%s: every function takes the English arguments and says every word it is given", (language) => {
		for (const [path, value] of leaves(LOCALES[language] as unknown as Entry)) {
			const model = english.get(path);
			expect(typeof value, path).toBe(typeof model);
			if (typeof value === "string") {
				expect(value.trim(), path).not.toBe("");
				continue;
			}
			if (typeof value !== "function") continue;
			expect(value.length, path).toBe((model as (...args: unknown[]) => string).length);
			const call = CALLS[path];
			expect(call, `no sample call for ${path}`).toBeDefined();
			const text = (value as (...args: unknown[]) => string)(...(call?.args ?? []));
			expect(text.trim(), path).not.toBe("");
			for (const word of call?.says ?? []) expect(text.toLowerCase(), path).toContain(String(word).toLowerCase());
		}
	});

	it("every function of the tables has a sample call here", () => {
		const functions = [...english].filter(([, value]) => typeof value === "function").map(([path]) => path);
		expect(functions.sort()).toEqual(Object.keys(CALLS).sort());
	});
});

describe("which language", () => {
	const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
	const noRuntime = () => "und";

	it("LC_ALL over LC_MESSAGES over LANG; the first one set and not empty decides, C and POSIX included", () => {
		expect(environmentLocale(env({ LC_ALL: "zh_CN.UTF-8", LANG: "en_US.UTF-8" }), noRuntime)).toBe("zh-CN");
		expect(environmentLocale(env({ LC_MESSAGES: "zh_TW.UTF-8", LANG: "en_US.UTF-8" }), noRuntime)).toBe("zh-TW");
		expect(environmentLocale(env({ LC_ALL: "", LANG: "zh_HK.Big5" }), noRuntime)).toBe("zh-HK");
		expect(environmentLocale(env({ LC_ALL: "C", LANG: "zh_CN.UTF-8" }), noRuntime)).toBeUndefined();
		expect(environmentLocale(env({ LANG: "C.UTF-8" }), () => "zh-CN")).toBeUndefined();
		expect(environmentLocale(env({ LANG: "POSIX" }), noRuntime)).toBeUndefined();
	});

	it("asks the runtime only when no variable is set", () => {
		expect(environmentLocale(env({}), () => "zh-Hant-TW")).toBe("zh-Hant-TW");
		expect(environmentLocale(env({}), () => "und")).toBeUndefined();
	});

	it("reads POSIX names and BCP 47 tags; garbage is no language", () => {
		expect(localeTag("de_DE@euro")).toBe("de-DE");
		expect(localeTag("zh-Hans")).toBe("zh-Hans");
		expect(localeTag("zh_CN.GB18030")).toBe("zh-CN");
		expect(localeTag("not a locale!")).toBeUndefined();
		expect(localeTag("x".repeat(10_000))).toBeUndefined();
	});

	it("Chinese goes by script: Traditional for zh-Hant, Taiwan, Hong Kong and Macau; Simplified otherwise", () => {
		for (const tag of ["zh", "zh-CN", "zh-SG", "zh-MY", "zh-Hans", "zh-Hans-HK"]) expect(languageOfTag(tag), tag).toBe("zh-Hans");
		for (const tag of ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-CN"]) expect(languageOfTag(tag), tag).toBe("zh-Hant");
		expect(languageOfTag("en-GB")).toBe("en");
		expect(languageOfTag("de-DE")).toBeUndefined();
	});

	it("piQuestion.language: auto or a language with a table, written as a code or a locale name", () => {
		expect(parseLanguageSetting("auto")).toBe("auto");
		expect(parseLanguageSetting("zh-Hans")).toBe("zh-Hans");
		expect(parseLanguageSetting("zh_TW")).toBe("zh-Hant");
		expect(parseLanguageSetting("en")).toBe("en");
		expect(parseLanguageSetting("fr")).toBeUndefined();
		expect(parseLanguageSetting(7)).toBeUndefined();
	});

	it("auto follows the environment and falls back to English; a language set wins over the environment", () => {
		expect(chooseLocale("auto", env({ LC_ALL: "zh_CN.UTF-8" })).language).toBe("zh-Hans");
		expect(chooseLocale("auto", env({ LANG: "zh_TW.UTF-8" })).language).toBe("zh-Hant");
		expect(chooseLocale("auto", env({ LANG: "de_DE.UTF-8" })).language).toBe("en");
		expect(chooseLocale("auto", env({ LC_ALL: "C.UTF-8" })).language).toBe("en");
		expect(chooseLocale("en", env({ LC_ALL: "zh_CN.UTF-8" })).language).toBe("en");
		expect(chooseLocale("zh-Hant", env({})).language).toBe("zh-Hant" satisfies Locale["language"]);
	});
});
