import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createInputDecoder, decodeKey } from "../../../src/ask/dialog/keys.ts";

const keys = new KeybindingsManager(TUI_KEYBINDINGS);
const browse = (data: string) => decodeKey(data, "browse", keys);
const editing = (data: string) => decodeKey(data, "editOther", keys);

describe("decoding while choosing", () => {
	it.each([
		["\x1b[A", { type: "up" }],
		["\x1b[B", { type: "down" }],
		["\x1bOA", { type: "up" }],
		["\r", { type: "confirm" }],
		["\x1b[13u", { type: "confirm" }],
		["\t", { type: "nextTab" }],
		["\x1b[9u", { type: "nextTab" }],
		["\x1b[C", { type: "nextTab" }],
		["\x1b[Z", { type: "prevTab" }],
		["\x1b[9;2u", { type: "prevTab" }],
		["\x1b[D", { type: "prevTab" }],
		[" ", { type: "toggle" }],
		["\x1b[32u", { type: "toggle" }],
		["3", { type: "digit", n: 3 }],
		["\x1b[51u", { type: "digit", n: 3 }],
		["n", { type: "editNote" }],
		["N", { type: "editNote" }],
		["\x1b[110u", { type: "editNote" }],
		["s", { type: "skip" }],
		["a", { type: "attach" }],
		["x", { type: "removeImage" }],
		["w", { type: "toggleWrap" }],
		["[", { type: "scroll", pages: -1 }],
		["]", { type: "scroll", pages: 1 }],
		["\x1b[5~", { type: "scroll", pages: -1 }],
		["\x1b[6~", { type: "scroll", pages: 1 }],
		["\x1b", { type: "cancel" }],
		["\x1b[27u", { type: "cancel" }],
		["\x03", { type: "interrupt" }],
		["\x1b[99;5u", { type: "interrupt" }],
	])("%j", (data, event) => {
		expect(browse(data)).toEqual([event]);
	});

	it("ignores keys it has no use for", () => {
		expect(browse("q")).toEqual([]);
		expect(browse("0")).toEqual([]);
		expect(browse("\x1bOP")).toEqual([]);
		expect(browse("\x7f")).toEqual([]);
	});

	it("reads a chunk of several characters as several keys", () => {
		expect(browse("2n")).toEqual([{ type: "digit", n: 2 }, { type: "editNote" }]);
	});
});

describe("decoding with the focus on Other", () => {
	const onOther = (data: string) => decodeKey(data, "otherRow", keys);

	it("reads digits, letters and Kitty printables as text", () => {
		expect(onOther("4")).toEqual([{ type: "text", text: "4" }]);
		expect(onOther("s")).toEqual([{ type: "text", text: "s" }]);
		expect(onOther("4321")).toEqual([{ type: "text", text: "4321" }]);
		expect(onOther("\x1b[110u")).toEqual([{ type: "text", text: "n" }]);
	});

	it("keeps Space, moves, tabs, Enter, Esc and Ctrl+C as keys", () => {
		expect(onOther(" ")).toEqual([{ type: "toggle" }]);
		expect(onOther("\x1b[A")).toEqual([{ type: "up" }]);
		expect(onOther("\t")).toEqual([{ type: "nextTab" }]);
		expect(onOther("\r")).toEqual([{ type: "confirm" }]);
		expect(onOther("\x1b")).toEqual([{ type: "cancel" }]);
		expect(onOther("\x03")).toEqual([{ type: "interrupt" }]);
	});
});

describe("decoding while typing", () => {
	it.each([
		["a", { type: "text", text: "a" }],
		["n", { type: "text", text: "n" }],
		["3", { type: "text", text: "3" }],
		[" ", { type: "text", text: " " }],
		["東", { type: "text", text: "東" }],
		["👍🏽", { type: "text", text: "👍🏽" }],
		["\x1b[97u", { type: "text", text: "a" }],
		["\x1b[97;2u", { type: "text", text: "a" }],
		["\x7f", { type: "deleteBackward" }],
		["\x1b[3~", { type: "deleteForward" }],
		["\x17", { type: "deleteWordBackward" }],
		["\x15", { type: "deleteToStart" }],
		["\x0b", { type: "deleteToEnd" }],
		["\x1b[D", { type: "cursorLeft" }],
		["\x1b[C", { type: "cursorRight" }],
		["\x1b[1;5D", { type: "cursorWordLeft" }],
		["\x1bb", { type: "cursorWordLeft" }],
		["\x01", { type: "cursorStart" }],
		["\x1b[H", { type: "cursorStart" }],
		["\x05", { type: "cursorEnd" }],
		["\x1b[13;2u", { type: "newline" }],
		["\r", { type: "confirm" }],
		["\x1b", { type: "cancel" }],
		["\x1b[A", { type: "up" }],
		["\x1b[B", { type: "down" }],
		["\t", { type: "nextTab" }],
		["\x1b[Z", { type: "prevTab" }],
		["\x03", { type: "interrupt" }],
		["\x1b[99;5u", { type: "interrupt" }],
	])("%j", (data, event) => {
		expect(editing(data)).toEqual([event]);
	});

	it("ignores other control keys", () => {
		expect(editing("\x1bOP")).toEqual([]);
		expect(editing("\x00")).toEqual([]);
	});
});

describe("bracketed paste", () => {
	it("arrives as one text event, never as keys", () => {
		const decoder = createInputDecoder(keys);
		expect(decoder.decode("\x1b[200~skip\nthis\x1b[201~", "browse")).toEqual([{ type: "text", text: "skip\nthis", paste: true }]);
	});

	it("is reassembled when the terminal splits it", () => {
		const decoder = createInputDecoder(keys);
		expect(decoder.decode("\x1b[200~/Users/me/", "browse")).toEqual([]);
		expect(decoder.decode("shot.png", "browse")).toEqual([]);
		expect(decoder.decode("\x1b[201~n", "browse")).toEqual([{ type: "text", text: "/Users/me/shot.png", paste: true }, { type: "editNote" }]);
	});

	it("keeps keys before the paste", () => {
		const decoder = createInputDecoder(keys);
		expect(decoder.decode("s\x1b[200~x\x1b[201~", "browse")).toEqual([{ type: "skip" }, { type: "text", text: "x", paste: true }]);
	});

	it("ignores an empty paste", () => {
		expect(createInputDecoder(keys).decode("\x1b[200~\x1b[201~", "editNote")).toEqual([]);
	});
});

describe("user keybindings", () => {
	it("follow pi's remapping of the selection keys", () => {
		const custom = new KeybindingsManager(TUI_KEYBINDINGS, { "tui.select.up": "ctrl+p", "tui.select.down": "ctrl+n" });
		expect(decodeKey("\x10", "browse", custom)).toEqual([{ type: "up" }]);
		expect(decodeKey("\x0e", "browse", custom)).toEqual([{ type: "down" }]);
	});
});
