import { visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparisonKey, countGraphemes, expandTabs, quoteLine, sanitizeLine, sanitizeText, stripTerminalControls } from "../../src/text/sanitize.ts";

describe("stripTerminalControls", () => {
	it("removes SGR colour and cursor-movement sequences", () => {
		expect(stripTerminalControls("\x1b[31mred\x1b[0m \x1b[2J\x1b[Hhome \x1b[?25l")).toBe("red home ");
	});

	it("removes OSC strings with their body, terminated by BEL or ST", () => {
		expect(stripTerminalControls("a\x1b]0;evil title\x07b")).toBe("ab");
		expect(stripTerminalControls("a\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\b")).toBe("alinkb");
		expect(stripTerminalControls("a\x1b]52;c;aGVsbG8=\x07b")).toBe("ab");
	});

	it("drops an unterminated OSC to the end rather than letting the terminal swallow what follows", () => {
		expect(stripTerminalControls("safe\x1b]0;never ends")).toBe("safe");
	});

	it("removes DCS, SOS, PM and APC strings", () => {
		expect(stripTerminalControls("a\x1bPq#0;2;0;0;0\x1b\\b")).toBe("ab");
		expect(stripTerminalControls("a\x1bXsos\x1b\\b\x1b^pm\x1b\\c\x1b_apc\x1b\\d")).toBe("abcd");
	});

	it("removes 8-bit C1 controls, including 8-bit CSI and OSC with their bodies", () => {
		expect(stripTerminalControls("a\u009b31mb")).toBe("ab");
		expect(stripTerminalControls("a\u009d0;title\u009cb")).toBe("ab");
		expect(stripTerminalControls("a\u0085b\u008ec")).toBe("abc");
	});

	it("removes two-byte escapes and a lone trailing ESC", () => {
		expect(stripTerminalControls("a\x1bcb\x1b(Bc\x1b7d\x1b")).toBe("abcd");
	});

	it("removes C0 controls and DEL but keeps newlines and tabs", () => {
		expect(stripTerminalControls("a\x00b\x07c\x08d\x7fe\nf\tg")).toBe("abcde\nf\tg");
	});

	it("turns carriage returns into line breaks so they cannot overwrite a line", () => {
		expect(stripTerminalControls("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
	});

	it("removes bidi overrides, embeddings, isolates and marks", () => {
		const spoof = "file\u202etxt.exe\u202c \u2066x\u2069 \u200e\u200f\u061c";
		expect(stripTerminalControls(spoof)).toBe("filetxt.exe x ");
	});

	it("removes zero-width and other invisible characters that make two names look alike", () => {
		expect(stripTerminalControls("SQL\u200bite")).toBe("SQLite");
		expect(stripTerminalControls("\ufeffa\u200cb\u2060c\u00add\u180ee\u3164f")).toBe("abcdef");
		expect(stripTerminalControls("Other\u200d")).toBe("Other");
		expect(stripTerminalControls("a\u200db")).toBe("ab");
	});

	it("removes Unicode tag characters, which carry text a reader never sees", () => {
		const hidden = [..."ignore"].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("");
		expect(stripTerminalControls(`Create issue${hidden}`)).toBe("Create issue");
	});

	it("keeps a subdivision flag, whose tags follow the black flag", () => {
		const england = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}";
		expect(stripTerminalControls(`go ${england}!`)).toBe(`go ${england}!`);
	});

	it("keeps CJK, emoji with modifiers and ZWJ sequences, and combining marks", () => {
		const text = "東京 👍🏽 👨‍👩‍👧 🇯🇵 e\u0301";
		expect(stripTerminalControls(text)).toBe(text);
	});

	it("never leaves an ESC, C1 control or bidi control in its output", () => {
		fc.assert(
			fc.property(fc.string({ unit: "binary" }), (text) => {
				const out = stripTerminalControls(text);
				expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u200c\u2060\ufeff]/);
			}),
		);
	});

	it("is idempotent", () => {
		fc.assert(
			fc.property(fc.string({ unit: "binary" }), (text) => {
				const once = stripTerminalControls(text);
				expect(stripTerminalControls(once)).toBe(once);
			}),
		);
	});
});

describe("expandTabs", () => {
	it("expands tabs to the next tab stop, counting wide characters as two columns", () => {
		expect(expandTabs("a\tb")).toBe("a   b");
		expect(expandTabs("abcd\te")).toBe("abcd    e");
		expect(expandTabs("東\tx")).toBe("東  x");
		expect(expandTabs("\t", 2)).toBe("  ");
	});
});

describe("sanitizeText and sanitizeLine", () => {
	it("sanitizeText keeps line breaks and expands tabs", () => {
		expect(sanitizeText("\x1b[1mif\x1b[0m x:\n\treturn")).toBe("if x:\n    return");
	});

	it("sanitizeLine makes one line of anything", () => {
		expect(sanitizeLine("two\nlines\tand\r\na tab")).toBe("two lines and a tab");
	});

	it("sanitizeLine output measures exactly as its characters: nothing zero-width hides in it", () => {
		fc.assert(
			fc.property(fc.string({ unit: "binary" }), (text) => {
				const line = sanitizeLine(text);
				expect(line).not.toMatch(/[\n\t\x1b]/);
				expect(visibleWidth(line)).toBeGreaterThanOrEqual(0);
			}),
		);
	});
});

describe("comparisonKey", () => {
	it("folds what a reader does not tell apart: width, case, Unicode forms, invisible characters, spacing", () => {
		expect(comparisonKey("Ｏｔｈｅｒ")).toBe("other");
		expect(comparisonKey("SQL\u200bite")).toBe(comparisonKey("SQLite"));
		expect(comparisonKey("cafe\u0301")).toBe(comparisonKey("café"));
		expect(comparisonKey("  Two \u00a0\u3000 words\t")).toBe("two words");
		expect(comparisonKey("Straße")).toBe(comparisonKey("STRASSE"));
		expect(comparisonKey("\u202eOther\x1b[31m")).toBe("other");
	});

	it("keeps what a reader does tell apart", () => {
		expect(comparisonKey("C++")).not.toBe(comparisonKey("C#"));
		expect(comparisonKey("v1")).not.toBe(comparisonKey("v2"));
	});
});

describe("quoteLine", () => {
	it("cuts to the limit with an ellipsis, on one line, reading only a prefix", () => {
		expect(quoteLine("short", 80)).toBe("short");
		expect(quoteLine("a\nb\x1b[31mc", 80)).toBe("a bc");
		const quoted = quoteLine("x".repeat(1_000_000), 80);
		expect([...quoted]).toHaveLength(80);
		expect(quoted.endsWith("…")).toBe(true);
	});
});

describe("countGraphemes", () => {
	it("counts what a user sees, and stops just past the limit", () => {
		expect(countGraphemes("👨‍👩‍👧‍👦🇯🇵é", 12)).toBe(3);
		expect(countGraphemes("x".repeat(1_000_000), 12)).toBe(13);
	});
});
