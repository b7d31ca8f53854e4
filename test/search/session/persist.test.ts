import { describe, expect, it } from "vitest";
import { EMPTY_STATE, type EntryLike, parseState, restoreState, STATE_ENTRY_TYPE } from "../../../src/search/memory/persist.ts";
import { sameState } from "../../../src/search/memory/record.ts";

function entry(data: unknown, customType = STATE_ENTRY_TYPE): EntryLike {
	return { type: "custom", customType, data };
}

describe("restoreState", () => {
	it("is empty on a branch without entries", () => {
		expect(restoreState([])).toEqual(EMPTY_STATE);
		expect(restoreState([{ type: "message" }, entry({ loaded: ["x"] }, "other-extension")])).toEqual(EMPTY_STATE);
	});

	it("takes the last entry of the branch", () => {
		const branch = [
			entry({ loaded: ["a"], autoLoaded: [], announced: ["a", "b"], deferring: true }),
			{ type: "message" },
			entry({ loaded: ["a", "b"], autoLoaded: ["c"], announced: ["a", "b", "c"], deferring: false }),
			{ type: "compaction" },
		];
		expect(restoreState(branch)).toEqual({ loaded: ["a", "b"], autoLoaded: ["c"], announced: ["a", "b", "c"], deferring: false });
	});

	it("reads damaged data as empty lists", () => {
		expect(parseState({ loaded: "a", autoLoaded: [1, "b"], announced: null })).toEqual({ loaded: [], autoLoaded: ["b"], announced: [], deferring: true });
		expect(parseState(undefined)).toEqual(EMPTY_STATE);
	});
});

describe("sameState", () => {
	it("compares names as sets", () => {
		const a = { loaded: ["x", "y"], autoLoaded: [], announced: ["z"], deferring: true };
		expect(sameState(a, { ...a, loaded: ["y", "x"] })).toBe(true);
		expect(sameState(a, { ...a, loaded: ["x"] })).toBe(false);
		expect(sameState(a, { ...a, deferring: false })).toBe(false);
	});
});
