/**
 * The clean start's words in English, Simplified and Traditional Chinese: the same sentences in every
 * language, each saying what it is given without escape sequences, the startup notice one line at 80
 * columns, and the language chosen as the dialog's is (piQuestion.language, else the locale).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { visibleWidth } from "@mariozechner/pi-tui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../src/host/locale.ts";
import { CLEAN_START_SENTENCES, cleanStartSentences, outcomeSentence } from "../../../src/search/tools-command/clean-start-words.ts";

const PATH = "/home/u/.pi/agent/settings.json";
const HOSTILE_PATH = "/home/u\u001b]0;owned\u0007/\u001b[2J/settings.json";

describe("the clean start's words", () => {
	it.each([...LANGUAGES])("%s: every sentence, each saying the path and detail it is given, without escape sequences", (language) => {
		const words = CLEAN_START_SENTENCES[language];
		expect(Object.keys(words).sort()).toEqual(Object.keys(CLEAN_START_SENTENCES.en).sort());
		const withPath = [words.confirmMessage(PATH), words.alreadyOff(PATH), words.projectOn(PATH), words.unusable(PATH, "DETAIL"), words.failed(PATH, "DETAIL"), words.noUi(PATH)];
		for (const text of withPath) expect(text).toContain(PATH);
		expect(words.unusable(PATH, "DETAIL")).toContain("DETAIL");
		expect(words.failed(PATH, "DETAIL")).toContain("DETAIL");
		for (const text of [words.confirmMessage(HOSTILE_PATH), words.unusable(HOSTILE_PATH, 'bad "\u001b[2J"'), words.failed(HOSTILE_PATH, "\u0007"), words.noUi(HOSTILE_PATH), words.projectOn(HOSTILE_PATH)]) {
			expect(text).not.toMatch(/[\u0000-\u001f\u007f]/);
		}
		// What the user types stays as typed in every language.
		expect(words.notice).toContain("/tools disable-builtin");
		expect(words.confirmMessage(PATH)).toContain('"-builtin:tool-search"');
		expect(words.noUi(PATH)).toContain('"-builtin:tool-search"');
	});

	it.each([...LANGUAGES])("%s: the startup notice is one line at 80 columns after pi's \"Warning: \" inside its margins", (language) => {
		expect(visibleWidth(`Warning: ${CLEAN_START_SENTENCES[language].notice}`)).toBeLessThanOrEqual(78);
	});

	it("speaks Chinese in Chinese: no sentence of the Chinese tables is the English one", () => {
		for (const language of ["zh-Hans", "zh-Hant"] as const) {
			const words = CLEAN_START_SENTENCES[language];
			expect(words.notice).not.toBe(CLEAN_START_SENTENCES.en.notice);
			expect(words.confirmTitle).toMatch(/[\u4e00-\u9fff]/);
			expect(words.cancelled).toMatch(/[\u4e00-\u9fff]/);
			expect(outcomeSentence({ kind: "already", path: PATH }, words)).toMatch(/[\u4e00-\u9fff]/);
		}
		expect(CLEAN_START_SENTENCES["zh-Hans"].confirmTitle).toBe("关闭 pi 内置的 tool_search？");
		expect(CLEAN_START_SENTENCES["zh-Hant"].confirmTitle).toBe("關閉 pi 內建的 tool_search？");
	});
});

describe("the clean start's language", () => {
	let root: string;
	let cwd: string;
	let agent: string;
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "clean-start-words-"));
		agent = join(root, "agent");
		cwd = join(root, "work");
		mkdirSync(agent, { recursive: true });
		mkdirSync(join(cwd, ".pi"), { recursive: true });
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ PI_CODING_AGENT_DIR: agent, ...vars });

	it("follows the locale as the dialog does: LC_ALL over LANG, C meaning English", () => {
		expect(cleanStartSentences(cwd, env({ LC_ALL: "zh_CN.UTF-8", LANG: "en_US.UTF-8" }), false)).toBe(CLEAN_START_SENTENCES["zh-Hans"]);
		expect(cleanStartSentences(cwd, env({ LANG: "zh_TW.UTF-8" }), false)).toBe(CLEAN_START_SENTENCES["zh-Hant"]);
		expect(cleanStartSentences(cwd, env({ LC_ALL: "C.UTF-8", LANG: "zh_CN.UTF-8" }), false)).toBe(CLEAN_START_SENTENCES.en);
		expect(cleanStartSentences(cwd, env({ LANG: "de_DE.UTF-8" }), false)).toBe(CLEAN_START_SENTENCES.en);
	});

	it("follows piQuestion.language over the locale, a project's only when pi reads the project's settings", () => {
		writeFileSync(join(agent, "settings.json"), JSON.stringify({ piQuestion: { language: "en" } }));
		writeFileSync(join(cwd, ".pi", "settings.json"), JSON.stringify({ piQuestion: { language: "zh-Hant" } }));
		expect(cleanStartSentences(cwd, env({ LC_ALL: "zh_CN.UTF-8" }), false)).toBe(CLEAN_START_SENTENCES.en);
		expect(cleanStartSentences(cwd, env({ LC_ALL: "zh_CN.UTF-8" }), true)).toBe(CLEAN_START_SENTENCES["zh-Hant"]);
	});
});
