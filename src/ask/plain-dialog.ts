/**
 * A dialog built only from pi's own `ctx.ui.select` and `ctx.ui.input`: one question after
 * another, "Other" as free text. It is the fallback where a custom component cannot be shown,
 * and it produces the same DialogOutcome as the full dialog, so results read the same.
 */
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { emptyAnswer, type DialogOutcome, type Question, type QuestionAnswer } from "./outcome.ts";
import { EN } from "./locales/index.ts";
import { ownLabel } from "./rows.ts";
import { sanitizeLine } from "../text/sanitize.ts";

const OTHER = ownLabel("other");
const CHAT = ownLabel("chat");
const NO_PREFERENCE = ownLabel("noPreference");
const SKIP = EN.rows.skip;
const DONE = EN.rows.done;

type PlainUI = Pick<ExtensionUIContext, "select" | "input">;

/**
 * Asks each question in turn. Esc on any prompt ends the dialog as declined and an aborted
 * signal as interrupted; either way the answers given so far are kept in the outcome.
 *
 * The model's text is untrusted and pi prints select items as they are, so titles and labels are
 * sanitized to one line of plain text; options are numbered, so a pick maps back to its option by
 * position even when two labels look alike once cleaned.
 */
export async function runPlainDialog(ui: PlainUI, questions: readonly Question[], signal?: AbortSignal): Promise<DialogOutcome> {
	const answers: QuestionAnswer[] = questions.map(() => emptyAnswer());
	const stopped = (): DialogOutcome => ({ kind: signal?.aborted ? "interrupted" : "declined", answers });
	for (const [index, question] of questions.entries()) {
		const answer = answers[index] as QuestionAnswer;
		const title = sanitizeLine(`[${question.header}] ${question.question}`);
		for (;;) {
			const rows = question.options.map((option, i) => {
				const mark = question.multiSelect ? `${answer.selected.includes(option.label) ? "[x]" : "[ ]"} ` : "";
				return `${mark}${i + 1}. ${sanitizeLine(option.label)}`;
			});
			const extra = question.multiSelect ? [DONE, OTHER, CHAT, SKIP] : [OTHER, CHAT, NO_PREFERENCE, SKIP];
			const picked = await ui.select(title, [...rows, ...extra], { signal });
			if (picked === undefined || signal?.aborted) return stopped();
			const optionIndex = rows.indexOf(picked);
			const option = question.options[optionIndex];
			if (option) {
				if (!question.multiSelect) {
					answer.selected = [option.label];
					break;
				}
				answer.selected = answer.selected.includes(option.label)
					? answer.selected.filter((label) => label !== option.label)
					: question.options.map((o) => o.label).filter((label) => label === option.label || answer.selected.includes(label));
				continue;
			}
			if (picked === OTHER) {
				const typed = await ui.input(sanitizeLine(`${question.question} (your own answer)`), "Type your answer", { signal });
				if (signal?.aborted) return stopped();
				if (typed !== undefined && typed.trim() !== "") {
					answer.typed = typed.trim();
					if (!question.multiSelect) answer.selected = [];
					if (!question.multiSelect) break;
				}
				continue;
			}
			if (picked === CHAT) return { kind: "chat", answers, questionIndex: index };
			if (picked === NO_PREFERENCE) answer.noPreference = true;
			if (picked === SKIP) answer.skipped = true;
			break;
		}
	}
	return { kind: "submitted", answers };
}
