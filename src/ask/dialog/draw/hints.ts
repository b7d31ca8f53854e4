/**
 * The hint line: which keys apply in the dialog's current mode, in two lengths. `all` lists every
 * key that applies; `essential` keeps what a user must always be able to find on a small terminal,
 * how to move and pick, how to leave (Esc declines, Ctrl+C interrupts), how to see the other keys
 * (`?`, on the line in either length) and, when the fold cut a text, how to read it whole (`v`). Key names are pi's (keyText of the user's bindings, see component.ts) and the
 * letters come from letters.ts, in every language; the words after them come from the user's table
 * (locales/), so nothing here is written twice.
 */
import type { HintWords } from "../../locales/locale.ts";
import { type LetterCommand, LETTER_KEYS } from "../letters.ts";
import type { QuestionFrame } from "./frame.ts";
import { type DialogState, inputModeOf, type QuestionDraft } from "../state/index.ts";

/** How the keys users can rebind in pi are written, as pi writes them ("up", "enter", "escape"). */
export interface KeyLabels {
	up: string;
	down: string;
	confirm: string;
	cancel: string;
	pageUp: string;
	pageDown: string;
	tab: string;
	newLine: string;
}

/** pi's names for its default bindings. */
export const DEFAULT_KEY_LABELS: KeyLabels = {
	up: "up",
	down: "down",
	confirm: "enter",
	cancel: "escape",
	pageUp: "pageUp",
	pageDown: "pageDown",
	tab: "tab",
	newLine: "shift+enter",
};

/** Keys pi has no binding for, written the way pi writes raw keys. */
const INTERRUPT = "ctrl+c";
const SPACE = "space";
const SHIFT_TAB = "shift+tab";

/** The hint line in full and in its essentials. */
export interface Hints {
	readonly all: readonly string[];
	readonly essential: readonly string[];
	/**
	 * Essentials that may go when even they do not fit one line, the first to go first; the two ways
	 * to leave are never among them.
	 */
	readonly shed?: readonly string[];
	/** The `?` entry among them: left out where the hint line shows every key anyway (footer.ts). */
	readonly more?: string;
}

/** "↑↓" for pi's arrow defaults (as pi's own selectors write them), "ctrl+p/ctrl+n" for other bindings. */
function upDown(keys: KeyLabels): string {
	return keys.up === "up" && keys.down === "down" ? "↑↓" : `${keys.up}/${keys.down}`;
}

/** The hint word of each letter command that the hint line names. */
const COMMAND_WORDS = { note: "note", skip: "skip", attach: "image", removeImage: "removeImage", wrap: "wrap" } as const satisfies Partial<Record<LetterCommand, keyof HintWords>>;

/** A letter command and its word: "n note". */
function letterHint(kind: keyof typeof COMMAND_WORDS, words: HintWords): string {
	return `${LETTER_KEYS[kind]} ${words[COMMAND_WORDS[kind]]}`;
}

/** The digit keys 1 to `count`: "1-7", or just "1". */
function numberRange(count: number): string {
	return count === 1 ? "1" : `1-${Math.min(count, 9)}`;
}

function leave(keys: KeyLabels, words: HintWords): string[] {
	return [`${keys.cancel} ${words.decline}`, `${INTERRUPT} ${words.interrupt}`];
}

/**
 * While Esc waits for its second press: the two ways to leave. That any other key keeps the dialog
 * open is said once, by the message above the hint line (footer.ts), not twice.
 */
function armedHints(keys: KeyLabels, words: HintWords): Hints {
	const hints = [`${keys.cancel} ${words.decline}`, `${INTERRUPT} ${words.interrupt}`];
	return { all: hints, essential: hints };
}

/** Typing into Other, a note or the image path: finish, stop, move the cursor, leave. */
function editingHints(state: DialogState, keys: KeyLabels, words: HintWords): Hints {
	if (state.mode === "attachPath") {
		const hints = [`${keys.confirm} ${words.attach}`, `${keys.cancel} ${words.cancel}`, `${INTERRUPT} ${words.interrupt}`];
		return { all: hints, essential: hints };
	}
	const all = [
		`${keys.confirm} ${words.done}`,
		`${keys.cancel} ${words.stopTyping}`,
		`←→ ${words.cursor}`,
		`${upDown(keys)} ${words.leave}`,
		...(state.mode === "editNote" ? [`${keys.newLine} ${words.newLine}`] : []),
		`${keys.tab} ${words.next}`,
		`${INTERRUPT} ${words.interrupt}`,
	];
	return { all, essential: [`${keys.confirm} ${words.done}`, `${keys.cancel} ${words.stopTyping}`, `${INTERRUPT} ${words.interrupt}`] };
}

/** `?` and what it does now: list every key, or only the essentials again. Always on the hint line. */
function moreKeys(state: DialogState, words: HintWords): string {
	return `${LETTER_KEYS.keys} ${state.showKeys ? words.fewerKeys : words.moreKeys}`;
}

/**
 * The keys of a question tab in the current mode. `cut`: the fold cut the question or a label, so
 * `v` (show it whole) is among the essentials.
 */
export function questionHints(state: DialogState, frame: QuestionFrame, draft: QuestionDraft, keys: KeyLabels, words: HintWords, cut = false): Hints {
	if (state.declineArmed) return armedHints(keys, words);
	if (state.mode !== "browse") return editingHints(state, keys, words);
	const move = `${upDown(keys)} ${words.move}`;
	const whole = `${LETTER_KEYS.whole} ${state.showWhole ? words.backToList : words.wholeText}`;
	if (state.showWhole) {
		const hints = [whole, move, ...leave(keys, words)];
		return { all: hints, essential: hints };
	}
	if (inputModeOf(state, frame.rows) === "otherRow") {
		// On the Other row every printable key is text, `?` included: the full list is short enough.
		const all = [words.typeAnswer, move, `${keys.tab}/→ ${words.next}`, `${SHIFT_TAB}/← ${words.back}`, ...leave(keys, words)];
		return { all, essential: [words.typeAnswer, move, ...leave(keys, words)] };
	}
	const { question, hasPreview } = frame;
	const act = question.multiSelect ? words.toggle : words.pick;
	const more = moreKeys(state, words);
	const all = [
		move,
		`${keys.confirm}${question.multiSelect ? `/${SPACE}` : ""} ${act}`,
		`${numberRange(frame.rows.length)} ${act}`,
		`${keys.tab}/→ ${words.next}`,
		`${SHIFT_TAB}/← ${words.back}`,
		letterHint("note", words),
		letterHint("skip", words),
		...(state.images.allowed ? [letterHint("attach", words)] : []),
		...(draft.images.length > 0 ? [letterHint("removeImage", words)] : []),
		...(hasPreview ? [`${keys.pageUp}/${keys.pageDown} ${LETTER_KEYS.scrollUp} ${LETTER_KEYS.scrollDown} ${words.scroll}`, letterHint("wrap", words)] : []),
		whole,
		more,
		...leave(keys, words),
	];
	const pick = `${keys.confirm} ${act}`;
	return { all, essential: [move, pick, ...(cut ? [whole] : []), more, ...leave(keys, words)], shed: [whole, pick, move, more], more };
}

/** The keys of the review tab. */
export function reviewHints(state: DialogState, keys: KeyLabels, words: HintWords): Hints {
	if (state.declineArmed) return armedHints(keys, words);
	const more = moreKeys(state, words);
	const all = [
		`${keys.confirm} ${words.submit}`,
		`${SHIFT_TAB}/← ${words.back}`,
		`${numberRange(state.questions.length)} ${words.goTo}`,
		more,
		...leave(keys, words),
	];
	return { all, essential: [`${keys.confirm} ${words.submit}`, more, ...leave(keys, words)], shed: [more], more };
}
