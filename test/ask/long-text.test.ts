/**
 * Long texts: which of the user's texts a result quotes whole (the plan, one rule for the result and
 * the dialog), and the files the rest goes to: new, private, never reached through a symbolic link.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_TYPED_CHARS_IN_RESULT, MAX_TYPED_CHARS_PER_RESULT } from "../../src/ask/limits.ts";
import { headOf, longTexts, planTexts } from "../../src/ask/result/long-text.ts";
import { createTextSaver } from "../../src/ask/result/long-text-files.ts";
import { emptyAnswer, type QuestionAnswer } from "../../src/ask/outcome.ts";

const answer = (over: Partial<QuestionAnswer>): QuestionAnswer => ({ ...emptyAnswer(), ...over });
const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
	const dir = mkdtempSync(join(tmpdir(), "long-text-test-"));
	dirs.push(dir);
	return dir;
}

describe("the plan", () => {
	it("quotes each text whole up to its share, counted in characters (code points), in result order", () => {
		const emoji = "👍".repeat(MAX_TYPED_CHARS_IN_RESULT);
		const plan = planTexts([answer({ typed: emoji, notes: "short" }), answer({ unattachedImage: { path: "/x.png", why: "typing" }, typedNotChosen: "mine" })]);
		expect(plan.map(({ question, field, chars, quoted }) => [question, field, chars, quoted])).toEqual([
			[0, "typed", MAX_TYPED_CHARS_IN_RESULT, MAX_TYPED_CHARS_IN_RESULT],
			[0, "notes", 5, 5],
			[1, "typedNotChosen", 4, 4],
			[1, "imagePath", 6, 6],
		]);
		expect(longTexts([answer({ typed: emoji })])).toEqual([]);
	});

	it("shares MAX_TYPED_CHARS_PER_RESULT among all texts", () => {
		const long = "a".repeat(MAX_TYPED_CHARS_IN_RESULT * 2);
		const plan = planTexts([answer({ typed: long, notes: long }), answer({ typed: long, notes: "tiny" })]);
		expect(plan.reduce((sum, text) => sum + text.quoted, 0)).toBe(MAX_TYPED_CHARS_PER_RESULT);
		expect(plan.at(-1)).toMatchObject({ field: "notes", chars: 4, quoted: 0 });
	});

	it("cuts heads on code points, never inside a surrogate pair", () => {
		expect(headOf("👍👍👍", 2)).toBe("👍👍");
		expect(headOf("ab", 5)).toBe("ab");
	});
});

describe("the files", () => {
	it("are new files (mode 600) in a new private directory (mode 700) under the base, holding the whole text", () => {
		const base = join(scratch(), "pi-question");
		const save = createTextSaver(base);
		const text = "long answer ".repeat(1_000);
		const [planned] = planTexts([answer({ typed: text })]);
		const saved = save(planned!);
		if (!("path" in saved)) throw new Error(saved.error);
		expect(saved.path.startsWith(join(base, "answers-"))).toBe(true);
		expect(saved.path.endsWith("question-1-answer.txt")).toBe(true);
		expect(readFileSync(saved.path, "utf8")).toBe(text);
		expect(statSync(saved.path).mode & 0o777).toBe(0o600);
		expect(statSync(dirname(saved.path)).mode & 0o777).toBe(0o700);
		const second = save(planTexts([answer({ notes: "n" })])[0]!);
		expect("path" in second && dirname(second.path)).toBe(dirname(saved.path));
	});

	it("never go through a symbolic link: a base that is a link is refused, and the result says so", () => {
		const root = scratch();
		const target = join(root, "elsewhere");
		mkdirSync(target);
		symlinkSync(target, join(root, "pi-question"));
		const saved = createTextSaver(join(root, "pi-question"))(planTexts([answer({ typed: "x" })])[0]!);
		expect(saved).toMatchObject({ error: expect.stringContaining("is not a directory") });
		expect(lstatSync(join(root, "pi-question")).isSymbolicLink()).toBe(true);
	});
});
