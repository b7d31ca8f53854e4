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

/**
 * Longest piece of the model's text a rejection quotes back (a label, a header, a field name): enough
 * to recognise it, and a megabyte header costs a line, not a megabyte.
 */
export const MAX_ECHO_CHARS = 80;
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

/** Longest typed text (Other or a note) quoted back in a result before it is cut. */
export const MAX_TYPED_CHARS_IN_RESULT = 2_000;

/** Largest image accepted, in bytes. Providers reject larger ones, and the result must stay small. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Largest side of an attached image, in pixels: the most JPEG, GIF and WebP can record at all. A
 * file claiming more is damaged or made to exhaust a decoder.
 */
export const MAX_IMAGE_SIDE = 65_535;

/**
 * Longest text a field of the dialog (Other, a note, an image path) holds, in UTF-16 units: fifty
 * times more than a result quotes (MAX_TYPED_CHARS_IN_RESULT), and short enough that every key and
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
