/**
 * The clean start's words in every language pi-question speaks: the notice at startup and what
 * `/tools disable-builtin` says. The language is the dialog's, chosen by one rule
 * (../../host/locale.ts: `piQuestion.language`, else the environment's locale, else English), so a
 * user who reads the dialog in Chinese reads these in Chinese too. The command's name, the settings
 * entry and pi's own names (tool_search, pi config) stay as the user types them; every path and
 * detail passes through {@link shown}, as the file and its errors are not ours.
 */
import { resolveLanguageSetting } from "../../host/language-setting.ts";
import { chooseLanguage, type Language } from "../../host/locale.ts";
import { readSettingsFiles } from "../../host/settings.ts";
import { sanitizeLine } from "../../text/sanitize.ts";
import { BUILTIN_TOOL_SEARCH, DISABLE_BUILTIN_ARGUMENT, DISABLE_BUILTIN_ENTRY, type DisableOutcome } from "./clean-start.ts";

/** A path or a file's text as it may be shown: one line without escape or control characters. */
const shown = (text: string): string => sanitizeLine(text);

/** What the clean start says, in one language. */
export interface CleanStartSentences {
	/**
	 * At every start of the terminal UI while the built-in is on: one line at 80 columns behind pi's
	 * "Warning: " inside its one-column margins, so 69 columns at most (pi's own warning above it
	 * already says what was replaced).
	 */
	readonly notice: string;
	readonly confirmTitle: string;
	readonly confirmMessage: (settingsPath: string) => string;
	readonly cancelled: string;
	readonly alreadyOff: (settingsPath: string) => string;
	readonly projectOn: (projectPath: string) => string;
	readonly unusable: (settingsPath: string, detail: string) => string;
	readonly failed: (settingsPath: string, detail: string) => string;
	/** Print, json and RPC without a UI: nothing can ask, so nothing is written. */
	readonly noUi: (settingsPath: string) => string;
}

const COMMAND = `/tools ${DISABLE_BUILTIN_ARGUMENT}`;

const EN: CleanStartSentences = {
	notice: `pi-question: ${COMMAND} ends pi's tool-search warning`,
	confirmTitle: "Turn off pi's built-in tool_search?",
	confirmMessage: (path) =>
		`This adds "${DISABLE_BUILTIN_ENTRY}" to "extensions" in ${shown(path)} and reloads pi. pi-question's tool_search takes its place; ` +
		`if you uninstall pi-question, turn the built-in on again in pi config.`,
	cancelled: "Nothing changed.",
	alreadyOff: (path) => `pi's built-in tool_search is off already in ${shown(path)}.`,
	projectOn: (path) =>
		`This project's ${shown(path)} turns pi's built-in tool_search on ("+${BUILTIN_TOOL_SEARCH}"), which wins over your settings. Remove that entry to start clean here.`,
	unusable: (path, detail) => `${shown(path)} was not changed: ${shown(detail)}. Fix the file, then run ${COMMAND} again.`,
	failed: (path, detail) => `${shown(path)} could not be changed: ${shown(detail)}.`,
	noUi: (path) =>
		`${COMMAND} asks before it changes anything, and this mode cannot ask. Run it in pi's terminal UI, or add "${DISABLE_BUILTIN_ENTRY}" to "extensions" in ${shown(path)}.`,
};

const ZH_HANS: CleanStartSentences = {
	notice: `pi-question：${COMMAND} 可消除 pi 的 tool-search 警告`,
	confirmTitle: "关闭 pi 内置的 tool_search？",
	confirmMessage: (path) =>
		`这会在 ${shown(path)} 的 "extensions" 中加入 "${DISABLE_BUILTIN_ENTRY}"，并重新加载 pi。pi-question 的 tool_search 将取而代之；` +
		`如果以后卸载 pi-question，请在 pi config 中重新启用内置的 tool_search。`,
	cancelled: "未做任何更改。",
	alreadyOff: (path) => `pi 内置的 tool_search 已在 ${shown(path)} 中关闭。`,
	projectOn: (path) =>
		`此项目的 ${shown(path)} 启用了 pi 内置的 tool_search（"+${BUILTIN_TOOL_SEARCH}"），它优先于你的设置。删除该条目即可在此干净启动。`,
	unusable: (path, detail) => `${shown(path)} 未被更改：${shown(detail)}。修正该文件后，请再次运行 ${COMMAND}。`,
	failed: (path, detail) => `${shown(path)} 无法更改：${shown(detail)}。`,
	noUi: (path) =>
		`${COMMAND} 会先询问再做更改，而当前模式无法询问。请在 pi 的终端界面中运行它，或在 ${shown(path)} 的 "extensions" 中加入 "${DISABLE_BUILTIN_ENTRY}"。`,
};

const ZH_HANT: CleanStartSentences = {
	notice: `pi-question：${COMMAND} 可消除 pi 的 tool-search 警告`,
	confirmTitle: "關閉 pi 內建的 tool_search？",
	confirmMessage: (path) =>
		`這會在 ${shown(path)} 的 "extensions" 中加入 "${DISABLE_BUILTIN_ENTRY}"，並重新載入 pi。pi-question 的 tool_search 將取而代之；` +
		`如果日後解除安裝 pi-question，請在 pi config 中重新啟用內建的 tool_search。`,
	cancelled: "未做任何變更。",
	alreadyOff: (path) => `pi 內建的 tool_search 已在 ${shown(path)} 中關閉。`,
	projectOn: (path) =>
		`此專案的 ${shown(path)} 啟用了 pi 內建的 tool_search（"+${BUILTIN_TOOL_SEARCH}"），它優先於你的設定。刪除該項目即可在此乾淨啟動。`,
	unusable: (path, detail) => `${shown(path)} 未被變更：${shown(detail)}。修正該檔案後，請再次執行 ${COMMAND}。`,
	failed: (path, detail) => `${shown(path)} 無法變更：${shown(detail)}。`,
	noUi: (path) =>
		`${COMMAND} 會先詢問再做變更，而目前的模式無法詢問。請在 pi 的終端介面中執行它，或在 ${shown(path)} 的 "extensions" 中加入 "${DISABLE_BUILTIN_ENTRY}"。`,
};

/** The clean start's words, by language. */
export const CLEAN_START_SENTENCES: Readonly<Record<Language, CleanStartSentences>> = { en: EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT };

/**
 * The words for a session, in the language the dialog would speak there: `piQuestion.language` in
 * the settings files (a project's only when pi reads them), else the environment's locale.
 */
export function cleanStartSentences(cwd: string, env: NodeJS.ProcessEnv, projectTrusted: boolean): CleanStartSentences {
	const setting = resolveLanguageSetting(readSettingsFiles(cwd, env, projectTrusted)).value;
	return CLEAN_START_SENTENCES[chooseLanguage(setting, env)];
}

/** What `/tools disable-builtin` tells the user when it wrote nothing. */
export function outcomeSentence(outcome: Exclude<DisableOutcome, { kind: "written" }>, words: CleanStartSentences): string {
	switch (outcome.kind) {
		case "already":
			return words.alreadyOff(outcome.path);
		case "project":
			return words.projectOn(outcome.path);
		case "unusable":
			return words.unusable(outcome.path, outcome.detail);
		case "failed":
			return words.failed(outcome.path, outcome.detail);
	}
}
