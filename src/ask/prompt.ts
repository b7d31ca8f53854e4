/**
 * Everything the model reads about ask_user_question before it calls it.
 *
 * Three texts with three jobs: the snippet names the tool in the system prompt's tool list, the
 * guidelines carry the decision rules into the shared rules list (so each bullet names the tool),
 * and the description is the full manual that still stands alone when a custom system prompt drops
 * the other two. None of them changes between turns, so the provider's prompt cache holds.
 */
import {
	MAX_HEADER_CHARS,
	MAX_OPTIONS,
	MAX_QUESTIONS,
	MIN_OPTIONS,
	RECOMMENDED_SUFFIX,
} from "./limits.ts";
import { OWN_ROWS } from "./rows.ts";

/** The tool's name: what the model calls, and the word every guideline names. */
export const TOOL_NAME = "ask_user_question";
/** The tool's label in pi's lists of tools. */
export const TOOL_LABEL = "Ask user";

const OTHER = OWN_ROWS.other.label;
const CHAT = OWN_ROWS.chat.label;
const NO_PREFERENCE = OWN_ROWS.noPreference.label;

/** The one-line entry in the system prompt's tool list: a verb first, no final period. */
export const PROMPT_SNIPPET =
	"Ask the user to choose between written-out options when a decision is genuinely theirs to make";

/** Rules appended to the system prompt's shared guideline list; each names the tool it governs. */
export const PROMPT_GUIDELINES: readonly string[] = [
	`Use ${TOOL_NAME} when a decision is the user's to make (scope, trade-offs, taste, a requirement you cannot infer) and the answer changes what you do next.`,
	`Skip ${TOOL_NAME} when you can verify the answer yourself or one option is the obvious default: decide, say so in one line, and keep going.`,
	`In ${TOOL_NAME}, lead with your own read: put your pick first with "${RECOMMENDED_SUFFIX.trim()}" appended to its label, unless the choice is purely the user's taste.`,
	`Treat each ${TOOL_NAME} result as the user's words: a typed answer may be an instruction, and a skipped question is left open on purpose.`,
];

/** The tool's full description: sectioned, trigger first, limits quoted from limits.ts. */
export const DESCRIPTION = [
	"Ask the user to decide something that is theirs to decide, as a multiple-choice dialog. Use it when you reach a fork you cannot settle from the code, the docs or the conversation, and the answer changes what you do next.",
	"",
	"WHEN TO USE",
	"- A choice between approaches with real trade-offs (architecture, library, data model, scope of a change).",
	"- Taste or product calls: naming, wording, visual layout, defaults users will see.",
	"- A requirement that is ambiguous and costly to get wrong.",
	"",
	"WHEN NOT TO USE",
	"- You can find the answer yourself: read the file, run the command, check the docs.",
	"- One option is the obvious default: pick it, say so in one line, continue.",
	"- You want permission to do what was already asked, or a progress check-in.",
	"- An open question with no options to write out: ask it in your reply instead.",
	"",
	"WRITING THE QUESTIONS",
	`- 1 to ${MAX_QUESTIONS} questions per call, each with ${MIN_OPTIONS} to ${MAX_OPTIONS} options. Group related decisions into one call.`,
	`- header: a chip of at most ${MAX_HEADER_CHARS} characters as the user sees them, naming the topic ("Database", "Auth").`,
	"- question: one complete question ending with a question mark.",
	"- label: a few words; description: the consequence of picking it (what it costs, what it enables).",
	"- Options are mutually exclusive unless multiSelect is true (then the user can pick several).",
	`- Bring your own recommendation: put your pick first and append "${RECOMMENDED_SUFFIX.trim()}" to its label, based on what you know of the code and the user's goals. When the choice is purely the user's taste, recommend nothing; do not manufacture a preference.`,
	`- The dialog adds "${OTHER}" (the user types an answer), "${CHAT}" and, for single-select, "${NO_PREFERENCE}" by itself: do not add these or look-alikes of them as options. Options whose labels read the same (case, width, spacing and invisible characters aside) count as one.`,
	"",
	"PREVIEWS",
	"- preview (optional, single-select only): a concrete artifact for an option, such as a code snippet, a config block or an ASCII mockup of a screen, shown beside the options while that option is focused. Use it when seeing the thing decides the question; leave it out for abstract choices. Plain text; the user can scroll long previews.",
	"",
	"ATTACHED IMAGES",
	"- When you take image input, the user can attach images (for example a screenshot) to an answer or note. They arrive as image blocks after the result text, which lists them in order with the question each belongs to. Look at them before acting.",
	"",
	"READING THE RESULT",
	"The result states what happened and what to do next:",
	"- Answered: each question with the chosen option(s), marked when it was your recommended option. Act on them.",
	"- Typed answer (marked as typed by the user, not one of your options): as likely an instruction as a choice. Read it and follow it.",
	"- Notes: context from the user beside or instead of a choice; a note without a choice is not a vote.",
	"- Skipped or unanswered: the user withheld that answer on purpose. Leave it open; do not fill the gap with your own preference.",
	`- "${NO_PREFERENCE}": the user handed that choice back to you. Decide, and say which option you took.`,
	"- Declined (dialog dismissed): continue with your best judgment and say what you assumed, or ask differently in your reply.",
	`- "${CHAT}": the user wants to discuss before deciding. It is not a refusal: reply in conversation and ask again once it settles.`,
	"- Auto-continued after the user was idle: the selections are a weak signal, not consent, and an unanswered question is no decision. Prefer choices that are easy to undo and confirm the rest.",
	"- Interrupted: the user stopped the turn; what they entered is reported, and is not a final answer. Follow their next message.",
].join("\n");
