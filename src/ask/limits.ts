/**
 * The numbers of ask_user_question, in one place.
 *
 * The prompt quotes them, the validator enforces them and the dialog lays itself out
 * by them, so a change here changes all three together and nothing can drift.
 */

/** Most questions one call may ask: more than this stops being a decision and becomes a form. */
export const MAX_QUESTIONS = 4;
/** Fewest options a question needs: one option has no decision in it. */
export const MIN_OPTIONS = 2;
/** Most options a question may offer before it stops being scannable at a glance. */
export const MAX_OPTIONS = 4;
/**
 * Longest header chip, in characters as the user sees them (graphemes, once terminal controls and
 * invisible characters are removed): it shares one row with the other tabs.
 */
export const MAX_HEADER_CHARS = 12;

/** Suffix that marks the model's own pick among the options. */
export const RECOMMENDED_SUFFIX = " (Recommended)";

/** Longest piece of the model's text a rejection quotes back: one home for both tools, in `../text/sanitize.ts`. */
export { MAX_ECHO_CHARS } from "../text/sanitize.ts";
/** Longest rejection, in characters: the rest is counted ("… and N more problems"), not listed. */
export const MAX_REJECTION_CHARS = 2_000;
/** Problems of one kind a rejection keeps; more are only counted, so validation work stays bounded. */
export const MAX_PROBLEMS_PER_KIND = 20;
/**
 * Longest list (questions, options) the validator reads item by item: twice the most allowed, so a
 * call one or two over the limit still gets every item checked, and a list of 20,000 questions (or a
 * sparse list claiming four billion) costs one "too many" problem.
 */
export const CHECKED_ITEMS = 2 * Math.max(MAX_QUESTIONS, MAX_OPTIONS);

/**
 * Longest text the user typed (an Other answer, a note, an image path) quoted whole in a result, in
 * characters: 8,000 characters of English prose are about 1,600 tokens (o200k), of Chinese about
 * 5,900, a page or two the model reads at once. A longer text goes in as its first characters up to
 * this many, and whole in a file the result names (result/long-text.ts), so nothing typed is lost.
 */
export const MAX_TYPED_CHARS_IN_RESULT = 8_000;
/**
 * Most characters of the user's texts one result quotes, all questions together: three texts at
 * their full share, about 4,700 tokens of English. Past it each text is quoted by as much as is
 * left and the rest goes to its file, so four questions with a long answer and a long note each
 * cost what three long texts cost.
 */
export const MAX_TYPED_CHARS_PER_RESULT = 3 * MAX_TYPED_CHARS_IN_RESULT;
/**
 * Longest piece of the model's own question quoted back in a result, in characters: enough to name
 * it (the model wrote it and has it whole), and a megabyte question costs a line.
 */
export const RESULT_QUESTION_CHARS = 300;
/** Longest option label quoted back in a result, in characters; the same as an RPC row's label. */
export const RESULT_LABEL_CHARS = 200;
/**
 * Longest result text, in characters: the user's texts at most (MAX_TYPED_CHARS_PER_RESULT), four
 * questions with their labels and marks (4 × about 1,500), the sentences (about 2,000) and the files'
 * paths, with room to spare: the worst case (four multi-select questions, every label a megabyte and
 * picked, every text at the field's cap) measures 33,010 characters, about 7,500 tokens, a result
 * that never crowds the context out. Nothing reaches the cap; it is the last guard, cut with a
 * sentence saying so.
 */
export const MAX_RESULT_CHARS = 40_000;

/** Largest image accepted, in bytes. Providers reject larger ones, and the result must stay small. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Largest side of an attached image, in pixels: the most JPEG, GIF and WebP can record at all. A
 * file claiming more is damaged or made to exhaust a decoder.
 */
export const MAX_IMAGE_SIDE = 65_535;

/**
 * Longest text a field of the dialog (Other, a note, an image path) holds, in UTF-16 units: over
 * twelve times more than a result quotes (MAX_TYPED_CHARS_IN_RESULT), and short enough that every key and
 * frame stays fast. Text past it is cut, and the dialog says so.
 */
export const MAX_FIELD_CHARS = 100_000;

/**
 * pi's RPC prompts (select and input, drawn by the client: a web page, an editor panel) carry only
 * a title and one line per row, and pi passes them on uncut, so every text of the model's is capped
 * here before it goes out. Longest question in a prompt's title, in characters: a long paragraph.
 */
export const RPC_QUESTION_CHARS = 1_000;
/** Longest option label in a row of an RPC prompt, in characters. */
export const RPC_LABEL_CHARS = 200;
/** Longest option description after its label in a row, in characters. */
export const RPC_DESCRIPTION_CHARS = 300;
/**
 * Preview lines of each option in an RPC select's title: a page, as many as the terminal's preview
 * pane shows at most (PREVIEW_ROWS); the rest is counted in a note ("… 28 more lines not shown").
 */
export const RPC_PREVIEW_LINES = 12;
/** Longest preview line in an RPC title, in characters: wider than most code, cut with "…" beyond. */
export const RPC_PREVIEW_LINE_CHARS = 160;
/** Longest piece of the user's own text (Other, a note) quoted back in a prompt. */
export const RPC_QUOTE_CHARS = 200;
/** Replies in a row that name no row of the prompt before it counts as cancelled (a client that does not speak the protocol). */
export const RPC_RETRIES = 3;
/**
 * Most prompts one RPC dialog sends before it closes as declined, keeping what was entered: four
 * questions with notes and changes take a few dozen, so only a client answering in a loop reaches it.
 */
export const RPC_MAX_PROMPTS = 200;

/** Default seconds without a key press before the dialog submits on its own (0 turns it off). */
export const DEFAULT_IDLE_SECONDS = 300;
/** The countdown shows during the last this-many seconds of the idle wait. */
export const IDLE_COUNTDOWN_SECONDS = 30;

/** Budgets the prompt tests enforce (characters). */
export const BUDGET = {
	/** Snippet plus guidelines: sent on every turn. */
	snippetAndGuidelines: 900,
	description: 4_000,
	schema: 2_500,
} as const;
