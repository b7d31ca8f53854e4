import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRejection, isNeutralValue, normalizeArguments, type Problem, validateArguments } from "../../src/ask/validate.ts";

const option = (label: string, extra: Record<string, unknown> = {}) => ({ label, description: `${label} description`, ...extra });
const question = (overrides: Record<string, unknown> = {}) => ({
	question: "Which database should we use?",
	header: "Database",
	options: [option("PostgreSQL (Recommended)"), option("SQLite")],
	multiSelect: false,
	...overrides,
});

function problemsOf(args: unknown): Problem[] {
	const result = validateArguments(normalizeArguments(args));
	if (result.ok) throw new Error("expected problems");
	return result.problems;
}

describe("validation", () => {
	it("accepts a valid call and trims text", () => {
		const result = validateArguments(normalizeArguments({ questions: [question({ header: " Database " })] }));
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.questions[0]?.header).toBe("Database");
	});

	it("reports a question with fewer than 2 options first, steering away from a retry", () => {
		const problems = problemsOf({
			questions: [
				question({ header: "A header that is far too long" }),
				question({ options: [option("Only path")] }),
			],
		});
		expect(problems[0]?.kind).toBe("single-option");
		expect(problems[0]?.where).toBe("question 2, options");
		expect(problems[0]?.message).toBe(
			"has a single option, and a single option has no decision in it. Do not retry this question and do not invent a filler option: state that path as the approach you are taking in your reply and continue.",
		);
		expect(problems[1]?.kind).toBe("header-too-long");
	});

	it("lists problems in the contract's order, each naming question number and field", () => {
		const problems = problemsOf({
			questions: [
				question({ options: [option("A", { preview: "x" }), option("a"), option("Other"), option("D"), option("E")], multiSelect: true, header: "" }),
				question(),
				question(),
				question(),
				question({ options: [option("Solo")] }),
			],
		});
		expect(problems.map((p) => p.kind)).toEqual([
			"single-option",
			"too-many-options",
			"too-many-questions",
			"duplicate-label",
			"reserved-label",
			"empty",
			"preview-on-multiselect",
		]);
		expect(problems.map((p) => p.where)).toEqual([
			"question 5, options",
			"question 1, options",
			"questions",
			"question 1, option 2, label",
			"question 1, option 3, label",
			"question 1, header",
			"question 1, option 1, preview",
		]);
	});

	it("compares labels trimmed and case-insensitively", () => {
		const problems = problemsOf({ questions: [question({ options: [option("Fast"), option(" fast ")] })] });
		expect(problems.map((p) => p.kind)).toEqual(["duplicate-label"]);
	});

	it("compares labels with a capital I as the same word in any case (the case fold comes before the look-alike fold)", () => {
		for (const [a, b] of [["SQLite", "SQLITE"], ["Billing", "BILLING"], ["Italic", "italic"]] as const) {
			const problems = problemsOf({ questions: [question({ options: [option(a), option(b)] })] });
			expect(problems.map((p) => p.kind), `${a}/${b}`).toEqual(["duplicate-label"]);
		}
		expect(validateArguments(normalizeArguments({ questions: [question({ options: [option("Billing"), option("Bulling")] })] })).ok).toBe(true);
	});

	it("rejects labels that collide with the dialog's own rows, with or without (Recommended)", () => {
		for (const label of ["Other", "chat about this", "Chat about this (Recommended)", "No preference — you decide", "CHAT ABOUT THIS", "NO PREFERENCE — YOU DECIDE", "OTHER"]) {
			const problems = problemsOf({ questions: [question({ options: [option(label), option("B")] })] });
			expect(problems.map((p) => p.kind)).toEqual(["reserved-label"]);
		}
	});

	it("rejects the dialog's own rows as any language shows them, whatever the user's language, and accepts what only starts like them", () => {
		for (const label of ["其他", "先聊聊这个", "先聊聊這個", "没有偏好", "沒有偏好 — 由你決定"]) {
			const problems = problemsOf({ questions: [question({ options: [option(label), option("B")] })] });
			expect(problems.map((p) => p.kind), label).toEqual(["reserved-label"]);
			expect(problems[0]?.message).toContain("a row the dialog adds by itself (Other, Chat about this, No preference — you decide)");
		}
		expect(validateArguments(normalizeArguments({ questions: [question({ options: [option("其他方案"), option("B")] })] })).ok).toBe(true);
	});

	it("rejects a header longer than 12 characters", () => {
		const problems = problemsOf({ questions: [question({ header: "Thirteen char" })] });
		expect(problems[0]?.message).toBe(
			'"Thirteen char" has more than 12 characters as the user sees them; the chip holds at most 12. Shorten it to a word or two.',
		);
	});

	it("keeps a preview's first-line indentation, dropping blank lines around it", () => {
		const result = validateArguments(normalizeArguments({ questions: [question({ options: [option("A", { preview: "\n  \n   indented\n  more  \n\n" }), option("B")] })] }));
		expect(result.ok && result.questions[0]?.options[0]?.preview).toBe("   indented\n  more");
	});

	it("strips neutral values from fields the tool does not accept, silently", () => {
		const result = validateArguments(
			normalizeArguments({
				questions: [{ ...question({ options: [option("A", { icon: "", weight: 0 }), option("B", { preview: "" })] }), timeout: 0, tags: [], meta: {} }],
				strict: false,
				extra: null,
			}),
		);
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.questions[0]?.options[1]).toEqual({ label: "B", description: "B description" });
	});

	it("rejects a non-neutral value in an unknown field with the list of accepted fields", () => {
		const problems = problemsOf({ questions: [{ ...question(), priority: "high" }], mode: "fast" });
		expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
			'mode: "mode" is not a field ask_user_question accepts here; the accepted fields are questions. Remove it.',
			'question 1, priority: "priority" is not a field ask_user_question accepts here; the accepted fields are question, header, options, multiSelect. Remove it.',
		]);
	});

	it("reads a missing multiSelect as false and questions sent as JSON text", () => {
		const { multiSelect: _omit, ...withoutMulti } = question();
		const result = validateArguments(normalizeArguments({ questions: JSON.stringify([withoutMulti]) }));
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.questions[0]?.multiSelect).toBe(false);
	});

	it("names the field when the arguments are not an object", () => {
		expect(problemsOf("hello")[0]?.where).toBe("arguments");
		expect(problemsOf({})[0]?.where).toBe("questions");
		expect(problemsOf({ questions: [] })[0]?.message).toBe("no questions given; give 1 to 4.");
	});

	it("neutral values are exactly the ones providers fill in", () => {
		for (const value of [false, "", 0, null, [], {}]) expect(isNeutralValue(value)).toBe(true);
		for (const value of [true, "x", 1, [0], { a: 1 }]) expect(isNeutralValue(value)).toBe(false);
	});

	it("any JSON value as arguments gives valid questions or a rejection naming a field; nothing throws", () => {
		const anyQuestion = fc.record(
			{
				question: fc.oneof(fc.string(), fc.jsonValue()),
				header: fc.oneof(fc.string({ maxLength: 16 }), fc.jsonValue()),
				options: fc.oneof(
					fc.array(fc.record({ label: fc.oneof(fc.string(), fc.jsonValue()), description: fc.string(), preview: fc.string() }, { requiredKeys: [] }), { maxLength: 6 }),
					fc.jsonValue(),
				),
				multiSelect: fc.oneof(fc.boolean(), fc.jsonValue()),
				extra: fc.jsonValue(),
			},
			{ requiredKeys: [] },
		);
		const anyArgs = fc.oneof(fc.jsonValue(), fc.record({ questions: fc.oneof(fc.array(anyQuestion, { maxLength: 6 }), fc.jsonValue()) }, { requiredKeys: [] }));
		fc.assert(
			fc.property(anyArgs, (args) => {
				const result = validateArguments(normalizeArguments(args));
				if (result.ok) {
					expect(result.questions.length).toBeGreaterThanOrEqual(1);
					expect(result.questions.length).toBeLessThanOrEqual(4);
					for (const q of result.questions) {
						expect(q.options.length).toBeGreaterThanOrEqual(2);
						expect(q.options.length).toBeLessThanOrEqual(4);
					}
				} else {
					expect(result.problems.length).toBeGreaterThan(0);
					for (const problem of result.problems) {
						expect(problem.where).toMatch(/^(arguments|questions|question \d+(, option \d+)?(, .+)?|".*"|[A-Za-z_$][\w$]*)$/);
						expect(problem.message.length).toBeGreaterThan(0);
					}
					expect(formatRejection(result.problems, result.more).length).toBeLessThanOrEqual(2_000);
				}
			}),
			{ numRuns: 500 },
		);
	});
});

describe("hostile and unlucky text", () => {
	const labelProblems = (...labels: string[]) =>
		validateArguments(normalizeArguments({ questions: [question({ options: labels.map((label) => option(label)) })] }));

	it("labels that read like the dialog's own rows are rejected, naming the field and the row", () => {
		const cases: Array<[string, string]> = [
			["Ｏｔｈｅｒ", "Other"],
			["Other\u200b", "Other"],
			["Other:", "Other"],
			["No preference - you decide", "No preference — you decide"],
			["Chat  about this", "Chat about this"],
			["CHAT (Recommended)", "Chat"],
			["\u202eOther", "Other"],
			// Look-alikes of other scripts, by Unicode's confusables skeleton.
			["\u041ether", "Other"],
			["Oth\u0435r", "Other"],
			["\u041e\u0422\u041d\u0415R", "Other"],
			["\u0421hat about this", "Chat about this"],
			["其他", "其他"],
			["沒有偏好", "沒有偏好"],
		];
		for (const [label, row] of cases) {
			const result = labelProblems(label, "Keep it");
			expect(result.ok, label).toBe(false);
			if (result.ok) continue;
			expect(result.problems.map((p) => [p.kind, p.where])).toEqual([["reserved-label", "question 1, option 1, label"]]);
			expect(result.problems[0]?.message).toContain(`reads like "${row}", a row the dialog adds by itself`);
		}
	});

	it("labels that read the same are duplicates: invisible characters, Unicode forms, width, case and spacing aside", () => {
		const pairs: Array<[string, string]> = [
			["SQLite", "SQL\u200bite"],
			["café", "cafe\u0301"],
			["Fast", "ＦＡＳＴ"],
			["Two  words", "two words"],
			["Straße", "STRASSE"],
			["Postgres (Recommended)", "Postgres"],
			["A", "\u0410"],
			["Postgres", "P\u043estgres"],
			["Team", "Tearn"],
		];
		for (const [a, b] of pairs) {
			const result = labelProblems(a, b);
			expect(result.ok, `${a} / ${b}`).toBe(false);
			if (!result.ok) expect(result.problems.map((p) => [p.kind, p.where])).toEqual([["duplicate-label", "question 1, option 2, label"]]);
		}
		expect(labelProblems("C++", "C#").ok).toBe(true);
	});

	it("a label, question or description with nothing visible is empty", () => {
		const result = validateArguments(
			normalizeArguments({ questions: [question({ question: "\u200b\u2060", options: [option("\u200b"), option("B", { description: "\x1b[0m" })] })] }),
		);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.problems.map((p) => `${p.kind} ${p.where}`)).toEqual(["empty question 1, question", "empty question 1, option 1, label", "empty question 1, option 2, description"]);
		expect(result.problems[0]?.message).toBe("has nothing a person can see (only invisible or control characters); write it out.");
	});

	it("the header limit counts characters as the user sees them", () => {
		expect(validateArguments(normalizeArguments({ questions: [question({ header: "👨‍👩‍👧‍👦デプロイ先🇯🇵é\u0301" })] })).ok).toBe(true);
		expect(validateArguments(normalizeArguments({ questions: [question({ header: `Database\u200b\u200b\u200b\u200b\u200b` })] })).ok).toBe(true);
		expect(validateArguments(normalizeArguments({ questions: [question({ header: "Thirteen char" })] })).ok).toBe(false);
	});

	it("a megabyte header comes back as one short line", () => {
		const text = formatRejection(problemsOf({ questions: [question({ header: "H".repeat(1_000_000) })] }));
		expect(text.length).toBeLessThan(400);
		expect(text).toContain(`"${"H".repeat(79)}…" has more than 12 characters`);
	});

	it("quotes every value cut to 80 characters and on one line", () => {
		const long = `evil\x1b]0;title\x07\n${"x".repeat(500)}`;
		const problems = problemsOf({ questions: [{ ...question({ options: [option(long), option(long)] }), [long]: "y" }] });
		for (const problem of problems) {
			for (const quoted of problem.message.match(/"[^"]*"/g) ?? []) expect([...quoted].length).toBeLessThanOrEqual(82);
			expect(problem.message).not.toMatch(/[\x00-\x1f]/);
			expect(problem.where.length).toBeLessThan(120);
		}
	});

	it("20,000 questions come back as one short rejection, without checking each", () => {
		const many = Array.from({ length: 20_000 }, () => question({ header: "", options: [option("Solo")] }));
		const result = validateArguments(normalizeArguments({ questions: many }));
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.problems.map((p) => p.kind)).toEqual(["too-many-questions"]);
		expect(formatRejection(result.problems, result.more).length).toBeLessThan(300);
	});

	it("stays under 2,000 characters and counts the problems it does not list", () => {
		const fields = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`field${i}`, i + 1]));
		const questions = Array.from({ length: 5 }, () => ({ ...question({ header: "", options: [option("A"), option("a"), option("Other")] }), ...fields }));
		const result = validateArguments(normalizeArguments({ questions }));
		expect(result.ok).toBe(false);
		if (result.ok) return;
		const text = formatRejection(result.problems, result.more);
		expect(text.length).toBeLessThanOrEqual(2_000);
		const lines = text.split("\n");
		expect(lines[0]).toBe(`ask_user_question was not shown to the user: ${result.problems.length + result.more} problems in the call.`);
		expect(lines.at(-2)).toMatch(/^… and \d+ more problems of the same kinds; fix those above first\.$/);
		expect(lines.at(-1)).toBe("Fix all of them and call ask_user_question again.");
		// The problem that changes the plan most is listed first, whatever else is wrong.
		expect(lines[1]).toMatch(/^1\. questions: has 5 questions/);
	});

	it("rejects lists with holes, and a list claiming billions of items costs one problem", () => {
		const sparse = [question(), , question()];
		expect(problemsOf({ questions: sparse }).map((p) => `${p.where}: ${p.message}`)).toEqual(["questions: has missing items; give every question as an object."]);
		const options = [option("A"), option("B")];
		options.length = 3;
		expect(problemsOf({ questions: [question({ options })] }).map((p) => `${p.where}: ${p.message}`)).toEqual([
			"question 1, options: has missing items; give every option as {label, description}.",
		]);
		const huge: unknown[] = [];
		huge.length = 4_294_967_295;
		expect(problemsOf({ questions: huge }).map((p) => p.kind)).toEqual(["too-many-questions"]);
	});
});

describe("rejection text", () => {
	it("a lone single-option problem says there is nothing to ask and not to retry", () => {
		const text = formatRejection(problemsOf({ questions: [question({ options: [option("Use Vite")] })] }));
		expect(text).toBe(
			[
				"ask_user_question was not shown to the user: 1 problem in the call.",
				"1. question 1, options: has a single option, and a single option has no decision in it. Do not retry this question and do not invent a filler option: state that path as the approach you are taking in your reply and continue.",
				"There is no decision to put to the user here. Continue with that approach and mention it in one line.",
			].join("\n"),
		);
	});
	it("other problems ask for one corrected call", () => {
		const text = formatRejection(problemsOf({ questions: [question({ header: "" })] }));
		expect(text.split("\n").at(-1)).toBe("Fix it and call ask_user_question again.");
	});
	it("mixed problems drop the no-choice question and fix the rest", () => {
		const text = formatRejection(problemsOf({ questions: [question({ header: "" }), question({ options: [option("A")] })] }));
		expect(text.split("\n").at(-1)).toBe(
			"Drop the question without a real choice, fix the rest, and call ask_user_question again only if a real decision remains.",
		);
	});
});
