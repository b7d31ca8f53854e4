import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	formatOutcome,
	formatRejection,
	isNeutralValue,
	normalizeArguments,
	outcomeDetails,
	validateArguments,
	type Problem,
} from "../../src/ask/format.ts";
import { emptyAnswer, type DialogOutcome, type Question, type QuestionAnswer } from "../../src/ask/outcome.ts";

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

const Q: Question[] = [
	{
		question: "Which database should we use?",
		header: "Database",
		options: [
			{ label: "PostgreSQL (Recommended)", description: "d" },
			{ label: "SQLite", description: "d" },
		],
		multiSelect: false,
	},
	{
		question: "Which features ship first?",
		header: "Features",
		options: [
			{ label: "Auth", description: "d" },
			{ label: "Billing", description: "d" },
			{ label: "Search", description: "d" },
		],
		multiSelect: true,
	},
];
const answer = (over: Partial<QuestionAnswer>): QuestionAnswer => ({ ...emptyAnswer(), ...over });
const text = (outcome: DialogOutcome, questions: Question[] = Q) => formatOutcome(questions, outcome).text;

describe("results", () => {
	it("answered in full, with the recommended option taken", () => {
		expect(
			text({ kind: "submitted", answers: [answer({ selected: ["PostgreSQL (Recommended)"] }), answer({ selected: ["Auth", "Search"] })] }),
		).toBe(
			[
				"The user answered all 2 questions.",
				"1. [Database] Which database should we use?",
				"   → PostgreSQL (Recommended) (your recommended option)",
				"2. [Features] Which features ship first?",
				"   → Auth, Search",
				"Act on these answers now.",
			].join("\n"),
		);
	});

	it("says when the user did not take the recommended option", () => {
		expect(text({ kind: "submitted", answers: [answer({ selected: ["SQLite"] }), answer({ selected: ["Auth"] })] })).toContain(
			'   → SQLite (you recommended "PostgreSQL")',
		);
	});

	it("marks a typed answer as the user's words, as likely an instruction as a choice", () => {
		const result = text({ kind: "submitted", answers: [answer({ typed: "use DuckDB, we already run it" }), answer({ selected: ["Auth"] })] });
		expect(result).toContain('   → "use DuckDB, we already run it" (typed by the user, not one of your options) (you recommended "PostgreSQL")');
		expect(result).toContain(
			"A typed answer is the user's own words and as likely an instruction as a choice: read it and follow it.",
		);
	});

	it("reports notes with a choice and notes only, which are not a vote", () => {
		const result = text({
			kind: "submitted",
			answers: [answer({ selected: ["SQLite"], notes: "only for tests" }), answer({ notes: "ask me after the demo" })],
		});
		expect(result).toContain('   Note: "only for tests"');
		expect(result).toContain('2. [Features] Which features ship first?\n   → (notes only)\n   Note: "ask me after the demo"');
		expect(result).toContain("A note without a choice is context, not a vote: use it, and treat that question as still open.");
		expect(result.split("\n")[0]).toBe("The user submitted answers to 1 of 2 questions.");
	});

	it("a skip is withheld on purpose, not a gap to fill", () => {
		const result = text({ kind: "submitted", answers: [answer({ selected: ["SQLite"] }), answer({ skipped: true })] });
		expect(result).toContain("   → skipped by the user");
		expect(result).toContain(
			"Question 2 left open on purpose: the answer is withheld, so do not fill the gap with your own preference. Go ahead with what is decided and ask about the rest in your reply if you need it.",
		);
		expect(result).not.toContain("Act on these answers now.");
	});

	it("a partial submit reports the unanswered questions as open", () => {
		const result = text({ kind: "submitted", answers: [answer({ selected: ["SQLite"] }), answer({})] });
		expect(result.split("\n")[0]).toBe("The user submitted answers to 1 of 2 questions.");
		expect(result).toContain("   → no answer");
		expect(result).toContain("Question 2 left open on purpose");
		expect(result).not.toContain("Act on these answers now.");
	});

	it("a submit with nothing answered says so instead of counting 0 of N", () => {
		expect(text({ kind: "submitted", answers: [answer({ skipped: true }), answer({})] }).split("\n")[0]).toBe(
			"The user submitted without answering any of the 2 questions.",
		);
		expect(formatOutcome([Q[0] as Question], { kind: "submitted", answers: [answer({ skipped: true })] }).text.split("\n")[0]).toBe(
			"The user submitted without answering the question.",
		);
	});

	it("a choice handed back is not an answer to act on: no \"Act on these answers now\" when nothing was chosen", () => {
		const result = text({ kind: "submitted", answers: [answer({ noPreference: true }), answer({ noPreference: true })] });
		expect(result).not.toContain("Act on these answers now.");
		expect(result).toContain("Questions 1 and 2: the user has no preference and hands the choice to you.");
	});

	it("says whether the recommended option was taken on every question that has one, answered or not", () => {
		const skipped = text({ kind: "submitted", answers: [answer({ skipped: true }), answer({ selected: ["Auth"] })] });
		expect(skipped).toContain('   → skipped by the user (you recommended "PostgreSQL")');
		const handedBack = text({ kind: "submitted", answers: [answer({ noPreference: true }), answer({ selected: ["Auth"] })] });
		expect(handedBack).toContain('   → No preference — you decide (you recommended "PostgreSQL")');
	});

	it('"no preference" hands the choice back, unlike a skip', () => {
		const result = text({ kind: "submitted", answers: [answer({ noPreference: true }), answer({ selected: ["Auth"] })] });
		expect(result).toContain("   → No preference — you decide");
		expect(result).toContain(
			"Question 1: the user has no preference and hands the choice to you. Decide, and say in one line which option you took.",
		);
		expect(result).toContain("The user answered all 2 questions.");
	});

	it("declined: continue with best judgment or ask differently, keeping what was entered", () => {
		expect(text({ kind: "declined", answers: [answer({}), answer({})] })).toBe(
			[
				"The user dismissed the dialog without submitting.",
				"Continue with your best judgment and say what you assumed, or ask differently in your reply (fewer or clearer options). Do not reopen the same dialog.",
				"Nothing had been entered.",
			].join("\n"),
		);
		const partial = text({ kind: "declined", answers: [answer({ typed: "maybe Mongo?" }), answer({})] });
		expect(partial).toContain("What the user had entered:");
		expect(partial).toContain('"maybe Mongo?" (typed by the user, not one of your options)');
	});

	it("chat is a wish to discuss, not a refusal", () => {
		expect(text({ kind: "chat", questionIndex: 1, answers: [answer({ selected: ["SQLite"] }), answer({})] }).split("\n").slice(0, 2)).toEqual([
			'The user chose "Chat about this" on question 2 instead of answering.',
			"This is not a refusal: they want to talk it through. Reply in conversation: lay out the options and their trade-offs, answer their concerns, and ask again once it settles.",
		]);
	});

	it("idle auto-continue is a weak signal, not consent", () => {
		const result = text({ kind: "idle", idleSeconds: 300, answers: [answer({ selected: ["PostgreSQL (Recommended)"] }), answer({})] });
		expect(result.split("\n")[0]).toBe("No key was pressed for 5 minutes, so the dialog continued on its own with what was selected.");
		expect(result).toContain(
			"Treat these selections as a weak signal, not consent: go ahead only with choices that are easy to undo, and confirm the rest in your reply.",
		);
	});

	it("idle: a question the user never reached is \"not answered: the user was away\", not left open on purpose", () => {
		const result = text({ kind: "idle", idleSeconds: 300, answers: [answer({ selected: ["SQLite"] }), answer({})] });
		expect(result).toContain(
			"Question 2 not answered: the user was away, so this is no decision either way. Do not settle it on your own where that is hard to undo; ask about it in your reply.",
		);
		expect(result).not.toContain("left open on purpose");
		const skipped = text({ kind: "idle", idleSeconds: 300, answers: [answer({ skipped: true }), answer({})] });
		expect(skipped).toContain("Question 1 left open on purpose");
		expect(skipped).toContain("Question 2 not answered: the user was away");
	});

	it("idle with nothing selected says so in its first line, without a selection to weigh", () => {
		const result = text({ kind: "idle", idleSeconds: 120, answers: [answer({}), answer({})] });
		expect(result.split("\n")[0]).toBe(
			"No key was pressed for 2 minutes, so the dialog continued on its own with nothing selected: the user is probably away.",
		);
		expect(result).not.toContain("weak signal");
		expect(result).toContain("Questions 1 and 2 not answered: the user was away");
	});

	it("chat: answers given to the other questions stand", () => {
		const result = text({ kind: "chat", questionIndex: 1, answers: [answer({ selected: ["SQLite"] }), answer({})] });
		expect(result).toContain("Their answers to the other questions below stand; ask again only about what is still open.");
		expect(text({ kind: "chat", questionIndex: 0, answers: [answer({}), answer({})] })).not.toContain("stand;");
	});

	it("interrupted: stop and wait, with what was entered", () => {
		const result = text({ kind: "interrupted", answers: [answer({ notes: "half a thought" }), answer({})] });
		expect(result.split("\n").slice(0, 3)).toEqual([
			"The dialog was closed before the user submitted (Ctrl+C, or the turn was aborted).",
			"Do not carry on with the task by yourself: follow the user's next message. What they had entered is not a final answer.",
			"What the user had entered:",
		]);
		expect(result).toContain('Note: "half a thought"');
	});

	it("lists attached images in order with their owners, and returns them in that order", () => {
		const image = (name: string) => ({ path: `/tmp/${name}`, name, bytes: 10, mimeType: "image/png", data: "AAAA" });
		const result = formatOutcome(Q, {
			kind: "submitted",
			answers: [answer({ selected: ["SQLite"], images: [image("schema.png")] }), answer({ selected: ["Auth"], images: [image("a.png"), image("b.png")] })],
		});
		expect(result.text.split("\n").slice(-4)).toEqual([
			"The user attached 3 images, included after this text in that order:",
			'1. schema.png (for "Which database should we use?")',
			'2. a.png (for "Which features ship first?")',
			'3. b.png (for "Which features ship first?")',
		]);
		expect(result.images.map((i) => i.name)).toEqual(["schema.png", "a.png", "b.png"]);
	});

	it("cuts long typed text and says so", () => {
		const long = "x".repeat(2_500);
		const result = text({ kind: "submitted", answers: [answer({ typed: long }), answer({ selected: ["Auth"] })] });
		expect(result).toContain("[…500 more characters cut]");
		expect(result).toContain("Long text was cut to 2,000 characters; ask the user for the rest if you need it.");
		expect(result.length).toBeLessThan(2_600);
	});

	it("details keep questions and answers but drop image data", () => {
		const details = outcomeDetails(Q, {
			kind: "submitted",
			answers: [answer({ images: [{ path: "/p.png", name: "p.png", bytes: 3, mimeType: "image/png", data: "AAAA" }] }), answer({})],
		});
		expect(details.kind).toBe("outcome");
		if (details.kind === "outcome") {
			expect(details.questions).toEqual(Q);
			expect(details.outcome.answers[0]?.images[0]).toEqual({ path: "/p.png", name: "p.png", bytes: 3, mimeType: "image/png" });
		}
	});
});
