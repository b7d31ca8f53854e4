/**
 * The load mode (src/search/catalog/load-mode.ts): the `load` setting read as a word, and the mode it gives
 * for a model and a host. pi 0.73 (no nested calls) always declares; `auto` declares exactly where
 * declaring keeps the model's prompt cache (src/search/catalog/cache-policy.ts) and calls elsewhere.
 */
import { describe, expect, it } from "vitest";
import { decideLoadMode, DEFAULT_LOAD_SETTING, type LoadSetting, parseLoadSetting } from "../../../src/search/catalog/load-mode.ts";

const SETTINGS: readonly LoadSetting[] = ["auto", "declare", "call"];

/** Models whose compat flags keep the cache when tools are declared mid-conversation. */
const KEEPING = [
	{ api: "anthropic-messages", compat: { supportsMidConvoSystemMessages: true, supportsMidConvoToolChanges: true } },
	{ api: "openai-completions", compat: { supportsMidConvoSystemMessages: true, supportsMidConvoToolAdditions: true } },
	{ api: "openai-responses", compat: { supportsMidConvoSystemMessages: true, supportsAdditionalTools: true } },
	{ api: "openai-codex-responses", compat: { supportsMidConvoSystemMessages: true, supportsToolSearch: true } },
];

/** Models that send the current tools with every request: declaring breaks their cache. */
const BREAKING = [
	undefined,
	{},
	{ api: "anthropic-messages" },
	{ api: "anthropic-messages", compat: { supportsMidConvoToolChanges: true } },
	{ api: "openai-completions", compat: { supportsMidConvoSystemMessages: true } },
	{ api: "openai-responses", compat: { supportsMidConvoSystemMessages: true } },
	{ api: "openai-completions", compat: { supportsMidConvoSystemMessages: "true", supportsMidConvoToolAdditions: 1 } },
	{ api: "google-generative-ai", compat: { supportsMidConvoSystemMessages: true, supportsMidConvoToolChanges: true } },
	{ api: "faux" },
];

describe("parseLoadSetting", () => {
	it("reads the three words in any case and with spaces around, and nothing else", () => {
		expect(DEFAULT_LOAD_SETTING).toBe("auto");
		expect(parseLoadSetting("auto")).toBe("auto");
		expect(parseLoadSetting(" Declare ")).toBe("declare");
		expect(parseLoadSetting("CALL")).toBe("call");
		for (const value of ["", "calls", "declared", "auto:50", ["call"], { load: "call" }, true, 1, null, undefined]) expect(parseLoadSetting(value)).toBeUndefined();
	});
});

describe("decideLoadMode", () => {
	it("declares on a host without nested calls (pi 0.73), whatever the setting and the model", () => {
		for (const setting of SETTINGS) {
			for (const model of [...KEEPING, ...BREAKING]) {
				expect(decideLoadMode(setting, model, false)).toEqual({ mode: "declare", reason: "this pi has no nested tool calls" });
			}
		}
	});

	it('follows "declare" and "call" on pi 1.x, whatever the model', () => {
		for (const model of [...KEEPING, ...BREAKING]) {
			expect(decideLoadMode("declare", model, true)).toEqual({ mode: "declare", reason: 'load is "declare"' });
			expect(decideLoadMode("call", model, true)).toEqual({
				mode: "call",
				reason: 'load is "call"',
			});
		}
	});

	it("auto declares on a model that keeps its cache when tools are declared, and calls on every other", () => {
		for (const model of KEEPING) {
			expect(decideLoadMode("auto", model, true), JSON.stringify(model)).toEqual({
				mode: "declare",
				reason: "load is auto, and this model keeps its prompt cache when tools are declared",
			});
		}
		for (const model of BREAKING) {
			expect(decideLoadMode("auto", model, true), JSON.stringify(model)).toEqual({
				mode: "call",
				reason: "load is auto, and declaring would break this model's prompt cache",
			});
		}
	});
});
