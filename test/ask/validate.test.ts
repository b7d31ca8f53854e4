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
			"question 1, options[1].label",
			"question 1, options[2].label",
			"question 1, header",
			"question 1, options[0].preview",
		]);
	});

	it("compares labels trimmed and case-insensitively", () => {
		const problems = problemsOf({ questions: [question({ options: [option("Fast"), option(" fast ")] })] });
		expect(problems.map((p) => p.kind)).toEqual(["duplicate-label"]);
	});

	it("rejects labels that collide with the dialog's own rows, with or without (Recommended)", () => {
		for (const label of ["Other", "chat about this", "Chat about this (Recommended)", "No preference — you decide"]) {
			const problems = problemsOf({ questions: [question({ options: [option(label), option("B")] })] });
			expect(problems.map((p) => p.kind)).toEqual(["reserved-label"]);
		}
	});

	it("rejects a header longer than 12 characters", () => {
		const problems = problemsOf({ questions: [question({ header: "Thirteen char" })] });
		expect(problems[0]?.message).toBe(
			'"Thirteen char" has 13 characters; the chip holds at most 12. Shorten it to a word or two.',
		);
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
						expect(problem.where).toMatch(/^(arguments|questions|question \d+(, .+)?|".*"|[A-Za-z_$][\w$]*)$/);
						expect(problem.message.length).toBeGreaterThan(0);
					}
					expect(() => formatRejection(result.problems)).not.toThrow();
				}
			}),
			{ numRuns: 500 },
		);
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
