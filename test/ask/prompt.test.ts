import { describe, expect, it } from "vitest";
import { BUDGET, MAX_HEADER_CHARS, MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS } from "../../src/ask/limits.ts";
import { TOLD_ROW_LABELS } from "../../src/ask/rows.ts";
import { DESCRIPTION, PROMPT_GUIDELINES, PROMPT_SNIPPET, TOOL_NAME } from "../../src/ask/prompt.ts";
import { AskParamsSchema } from "../../src/ask/schema.ts";

const SECTIONS = [
	"WHEN TO USE",
	"WHEN NOT TO USE",
	"WRITING THE QUESTIONS",
	"PREVIEWS",
	"ATTACHED IMAGES",
	"READING THE RESULT",
];

function section(name: string): string {
	const lines = DESCRIPTION.split("\n");
	const start = lines.indexOf(name);
	expect(start, `section ${name}`).toBeGreaterThanOrEqual(0);
	const rest = lines.slice(start + 1);
	const end = rest.findIndex((line) => SECTIONS.includes(line));
	return (end === -1 ? rest : rest.slice(0, end)).join("\n");
}

describe("snippet", () => {
	it("snippet is a single line", () => {
		expect(PROMPT_SNIPPET).not.toMatch(/\n/);
		expect(PROMPT_SNIPPET.trim()).toBe(PROMPT_SNIPPET);
	});
	it("starts with a verb and has no final period", () => {
		expect(PROMPT_SNIPPET).toMatch(/^Ask /);
		expect(PROMPT_SNIPPET).not.toMatch(/\.$/);
	});
	it("says it asks the user to choose between written-out options when the decision is theirs", () => {
		expect(PROMPT_SNIPPET).toMatch(/choose between written-out options/);
		expect(PROMPT_SNIPPET).toMatch(/decision is genuinely theirs/);
	});
});

describe("guidelines", () => {
	it("every guideline names the tool", () => {
		expect(PROMPT_GUIDELINES.length).toBeGreaterThan(0);
		for (const guideline of PROMPT_GUIDELINES) expect(guideline).toContain(TOOL_NAME);
	});
	it("carries the trigger", () => {
		expect(PROMPT_GUIDELINES.some((g) => /^Use ask_user_question when a decision is the user's/.test(g))).toBe(true);
	});
	it("carries the anti-trigger, not just the trigger", () => {
		const anti = PROMPT_GUIDELINES.find((g) => /verify the answer yourself/.test(g));
		expect(anti).toBeDefined();
		expect(anti).toMatch(/obvious default/);
		expect(anti).toMatch(/decide, say so in one line, and keep going/);
	});
	it("tells the model to bring its own recommendation, not merely how to format one", () => {
		const rule = PROMPT_GUIDELINES.find((g) => /\(Recommended\)/.test(g));
		expect(rule).toMatch(/lead with your own read/);
		expect(rule).toMatch(/your pick first/);
		expect(rule).toMatch(/unless the choice is purely the user's taste/);
	});
	it("each guideline is one line", () => {
		for (const guideline of PROMPT_GUIDELINES) expect(guideline).not.toMatch(/\n/);
	});
});

describe("description", () => {
	it("has its sections in order", () => {
		const positions = SECTIONS.map((name) => DESCRIPTION.split("\n").indexOf(name));
		for (const position of positions) expect(position).toBeGreaterThan(0);
		expect([...positions].sort((a, b) => a - b)).toEqual(positions);
	});
	it("opens with the trigger so it stands alone without snippet and guidelines", () => {
		const opening = DESCRIPTION.split("\n")[0] ?? "";
		expect(opening).toMatch(/^Ask the user to decide something that is theirs to decide/);
		expect(opening).toMatch(/changes what you do next/);
	});
	it("carries the anti-trigger", () => {
		const text = section("WHEN NOT TO USE");
		expect(text).toMatch(/find the answer yourself/);
		expect(text).toMatch(/obvious default/);
	});
	it("allows no recommendation for pure taste and says not to manufacture one", () => {
		const text = section("WRITING THE QUESTIONS");
		expect(text).toMatch(/Bring your own recommendation/);
		expect(text).toMatch(/purely the user's taste, recommend nothing; do not manufacture a preference/);
	});
	it("explains every outcome", () => {
		const text = section("READING THE RESULT");
		for (const outcome of [
			/Answered:/,
			/Typed answer \(marked as typed by the user, not one of your options\)/,
			/Notes:/,
			/Skipped or unanswered:.*do not fill the gap with your own preference/,
			/"No preference — you decide": the user handed that choice back/,
			/Declined \(dialog dismissed\): continue with your best judgment.*or ask differently/,
			/"Chat about this": the user wants to discuss.*not a refusal/,
			/Auto-continued after the user was idle: the selections are a weak signal, not consent/,
			/Interrupted:/,
		]) {
			expect(text).toMatch(outcome);
		}
	});
	it("quotes the same limits the schema and validator enforce", () => {
		const text = section("WRITING THE QUESTIONS");
		expect(text).toContain(`1 to ${MAX_QUESTIONS} questions per call, each with ${MIN_OPTIONS} to ${MAX_OPTIONS} options`);
		expect(text).toContain(`at most ${MAX_HEADER_CHARS} characters`);
		const schema = JSON.stringify(AskParamsSchema);
		expect(schema).toContain(`1 to ${MAX_QUESTIONS} questions`);
		expect(schema).toContain(`${MIN_OPTIONS} to ${MAX_OPTIONS} distinct choices`);
		expect(schema).toContain(`at most ${MAX_HEADER_CHARS} characters`);
	});
	it("names the rows the dialog adds so the model does not add them", () => {
		for (const label of TOLD_ROW_LABELS) expect(DESCRIPTION).toContain(`"${label}"`);
	});
	it("explains where attached images arrive", () => {
		expect(section("ATTACHED IMAGES")).toMatch(/image blocks after the result text/);
	});
	it("limits previews to concrete artifacts on single-select questions", () => {
		const text = section("PREVIEWS");
		expect(text).toMatch(/single-select only/);
		expect(text).toMatch(/concrete artifact/);
	});
});

describe("budgets and wording", () => {
	const modelTexts = { snippet: PROMPT_SNIPPET, guidelines: PROMPT_GUIDELINES.join("\n"), description: DESCRIPTION };

	it("snippet and guidelines fit the per-turn budget", () => {
		expect(PROMPT_SNIPPET.length + PROMPT_GUIDELINES.join("").length).toBeLessThanOrEqual(BUDGET.snippetAndGuidelines);
	});
	it("description fits its budget", () => {
		expect(DESCRIPTION.length).toBeLessThanOrEqual(BUDGET.description);
	});
	it("serialized schema fits its budget", () => {
		expect(JSON.stringify(AskParamsSchema).length).toBeLessThanOrEqual(BUDGET.schema);
	});
	it("uses no never, always or must", () => {
		for (const [name, text] of Object.entries(modelTexts)) {
			expect(text, name).not.toMatch(/\b(never|always|must)\b/i);
		}
	});
	it("nothing in them changes from turn to turn (no dates, counters or random ids)", () => {
		for (const text of Object.values(modelTexts)) {
			expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
			expect(text).not.toMatch(/\b\d{2}:\d{2}\b/);
		}
	});
});

describe("schema", () => {
	const schema = AskParamsSchema as unknown as Record<string, unknown>;
	const question = (schema.properties as any).questions.items;

	it("is a flat object without top-level anyOf or oneOf", () => {
		expect(schema.type).toBe("object");
		expect(schema.anyOf).toBeUndefined();
		expect(schema.oneOf).toBeUndefined();
	});
	it("keeps option-count limits out of minItems/maxItems", () => {
		const text = JSON.stringify(AskParamsSchema);
		expect(text).not.toMatch(/minItems|maxItems/);
	});
	it("has exactly the fields of the contract", () => {
		expect(Object.keys(schema.properties as object)).toEqual(["questions"]);
		expect(Object.keys(question.properties)).toEqual(["question", "header", "options", "multiSelect"]);
		expect(Object.keys(question.properties.options.items.properties)).toEqual(["label", "description", "preview"]);
	});
	it("has no tuning fields and no field named like a credential", () => {
		const text = JSON.stringify(AskParamsSchema);
		expect(text).not.toMatch(/"(key|token|secret|password|timeout|limit|maxLength|truncate)[^"]*"\s*:/i);
	});
});
