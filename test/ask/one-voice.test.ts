/**
 * The review tab, the transcript and the result agree: the same count of answered, skipped and
 * noted questions, the same separator between choices, and entries of a dialog that was not
 * submitted are never marked as submitted.
 */
import type { Theme } from "@mariozechner/pi-coding-agent";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EN } from "../../src/ask/locales/index.ts";
import { formatOutcome, SENTENCES } from "../../src/ask/result/format.ts";
import { answerStatus, CHOICE_SEPARATOR, type DialogOutcome, type Question, type QuestionAnswer, tallyAnswers } from "../../src/ask/outcome.ts";
import { renderResult } from "../../src/ask/result/render.ts";
import { renderDialog } from "../../src/ask/dialog/draw/view.ts";
import { DATABASE, FEATURES, LAYOUT, WIDE } from "./dialog/fixtures.ts";
import { open } from "./dialog/helpers.ts";

const QUESTIONS: Question[] = [DATABASE, FEATURES, LAYOUT, WIDE];
const plain = { fg: (_c: string, t: string) => t, bg: (_c: string, t: string) => t, bold: (t: string) => t } as unknown as Theme;

/** An answer to `question` in one of the states a question can end in. */
function answerArb(question: Question): fc.Arbitrary<QuestionAnswer> {
	const labels = question.options.map((option) => option.label);
	return fc.record({
		selected: question.multiSelect ? fc.subarray(labels) : fc.oneof(fc.constant<string[]>([]), fc.constantFrom(...labels).map((label) => [label])),
		typed: fc.option(fc.constantFrom("my own", "x, y"), { nil: undefined }),
		notes: fc.option(fc.constant("a note"), { nil: undefined }),
		skipped: fc.boolean(),
		noPreference: question.multiSelect ? fc.constant(false) : fc.boolean(),
		images: fc.constant<QuestionAnswer["images"]>([]),
	}).map((answer): QuestionAnswer => {
		const { typed, notes, ...rest } = answer;
		return { ...rest, ...(typed === undefined ? {} : { typed }), ...(notes === undefined ? {} : { notes }) };
	});
}

const answersArb = fc.tuple(...QUESTIONS.map(answerArb));

/** A review tab showing exactly these answers, drawn from a dialog state. */
function reviewText(answers: QuestionAnswer[]): string {
	const state = open(QUESTIONS);
	const drafts = state.drafts.map((draft, i) => {
		const answer = answers[i] as QuestionAnswer;
		const question = QUESTIONS[i] as Question;
		return {
			...draft,
			selected: question.options.map((option) => answer.selected.includes(option.label)),
			other: { text: answer.typed ?? "", cursor: 0 },
			otherChosen: answer.typed !== undefined,
			note: { text: answer.notes ?? "", cursor: 0 },
			skipped: answer.skipped,
			noPreference: answer.noPreference,
		};
	});
	return renderDialog({ ...state, drafts, tab: QUESTIONS.length }, 200).join("\n");
}

describe("one voice", () => {
	it("the review, the transcript and the result count the same", () => {
		fc.assert(
			fc.property(answersArb, (answers) => {
				const tally = tallyAnswers(answers);
				const words = EN.tally(tally);
				const outcome: DialogOutcome = { kind: "submitted", answers };
				const transcript = renderResult({ content: [], details: { kind: "outcome", questions: QUESTIONS, outcome } }, { expanded: false, isPartial: false }, plain).render(200)[0]?.trimEnd() ?? "";
				const headline = formatOutcome(QUESTIONS, outcome).text.split("\n")[0];
				const review = reviewText(answers);
				expect(review.toLowerCase()).toContain(`${words} — enter submits`.toLowerCase());
				if (tally.answered === tally.total) {
					expect(transcript).toBe("Submitted");
					const handedBack = answers.filter((answer) => answerStatus(answer) === "no-preference").length;
					expect(headline).toBe(handedBack === 0 ? SENTENCES.allAnswered(tally.total) : SENTENCES.allDecided(tally.answered - handedBack, handedBack, tally.total));
				} else {
					expect(transcript).toBe(`Submitted · ${words}`);
					expect(headline).toBe(tally.answered === 0 ? SENTENCES.noneAnswered(tally.total) : SENTENCES.someAnswered(tally.answered, tally.total));
				}
			}),
			{ numRuns: 150 },
		);
	});

	it("lists several choices with one separator everywhere", () => {
		const answers: QuestionAnswer[] = [
			{ selected: ["SQLite"], skipped: false, noPreference: false, images: [] },
			{ selected: ["Search", "Export"], typed: "Dark mode", skipped: false, noPreference: false, images: [] },
			{ selected: [], skipped: true, noPreference: false, images: [] },
			{ selected: [], skipped: true, noPreference: false, images: [] },
		];
		const joined = ["Search", "Export", '"Dark mode"'].join(CHOICE_SEPARATOR);
		expect(formatOutcome(QUESTIONS, { kind: "submitted", answers }).text).toContain(`→ ${joined} (typed by the user`);
		expect(reviewText(answers)).toContain(["Search", "Export", "“Dark mode” (typed)"].join(CHOICE_SEPARATOR));
		const transcript = renderResult({ content: [], details: { kind: "outcome", questions: QUESTIONS, outcome: { kind: "submitted", answers } } }, { expanded: false, isPartial: false }, plain).render(200);
		expect(transcript[2]).toContain(["Search", "Export", "typed: “Dark mode”"].join(CHOICE_SEPARATOR));
	});
});
