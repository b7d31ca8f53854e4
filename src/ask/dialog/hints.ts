/**
 * The hint line: which keys apply in the dialog's current mode, in two lengths. `all` lists every
 * key that applies; `essential` keeps what a user must always be able to find on a small terminal,
 * how to move and pick, how to leave (Esc declines, Ctrl+C interrupts) and how to see the other
 * keys (`?`). Key names are pi's (keyText of the user's bindings, see component.ts), the letters
 * and words come from rows.ts and chrome.ts, so nothing here is written twice.
 */
import { HINTS } from "../chrome.ts";
import type { Question } from "../outcome.ts";
import { OWN_ENTRIES, type OwnEntry, type OwnEntryKind } from "../rows.ts";
import { previewOf } from "./preview.ts";
import { type DialogState, inputModeOf, type QuestionDraft, rowsOf } from "./state.ts";

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
}

/** "↑↓" for pi's arrow defaults (as pi's own selectors write them), "ctrl+p/ctrl+n" for other bindings. */
function upDown(keys: KeyLabels): string {
	return keys.up === "up" && keys.down === "down" ? "↑↓" : `${keys.up}/${keys.down}`;
}

function command(kind: OwnEntryKind): string {
	const entry: OwnEntry = OWN_ENTRIES[kind];
	return `${entry.key ?? ""} ${entry.hint ?? ""}`;
}

/** The digit keys 1 to `count`: "1-7", or just "1". */
function numberRange(count: number): string {
	return count === 1 ? "1" : `1-${Math.min(count, 9)}`;
}

function leave(keys: KeyLabels): string[] {
	return [`${keys.cancel} ${HINTS.decline}`, `${INTERRUPT} ${HINTS.interrupt}`];
}

/** While Esc waits for its second press: what that press does, and that anything else keeps the dialog. */
function armedHints(keys: KeyLabels): Hints {
	const hints = [`${keys.cancel} ${HINTS.decline}`, HINTS.keepOpen, `${INTERRUPT} ${HINTS.interrupt}`];
	return { all: hints, essential: hints };
}

/** Typing into Other, a note or the image path: finish, stop, move the cursor, leave. */
function editingHints(state: DialogState, keys: KeyLabels): Hints {
	if (state.mode === "attachPath") {
		const hints = [`${keys.confirm} ${HINTS.attach}`, `${keys.cancel} ${HINTS.cancel}`, `${INTERRUPT} ${HINTS.interrupt}`];
		return { all: hints, essential: hints };
	}
	const all = [
		`${keys.confirm} ${HINTS.done}`,
		`${keys.cancel} ${HINTS.stopTyping}`,
		`←→ ${HINTS.cursor}`,
		`${upDown(keys)} ${HINTS.leave}`,
		...(state.mode === "editNote" ? [`${keys.newLine} ${HINTS.newLine}`] : []),
		`${keys.tab} ${HINTS.next}`,
		`${INTERRUPT} ${HINTS.interrupt}`,
	];
	return { all, essential: [`${keys.confirm} ${HINTS.done}`, `${keys.cancel} ${HINTS.stopTyping}`, `${INTERRUPT} ${HINTS.interrupt}`] };
}

/** The keys of a question tab in the current mode. */
export function questionHints(state: DialogState, question: Question, draft: QuestionDraft, keys: KeyLabels): Hints {
	if (state.declineArmed) return armedHints(keys);
	if (state.mode !== "browse") return editingHints(state, keys);
	const move = `${upDown(keys)} ${HINTS.move}`;
	if (inputModeOf(state) === "otherRow") {
		// On the Other row every printable key is text, `?` included: the full list is short enough.
		const all = [HINTS.typeAnswer, move, `${keys.tab}/→ ${HINTS.next}`, `${SHIFT_TAB}/← ${HINTS.back}`, ...leave(keys)];
		return { all, essential: [HINTS.typeAnswer, move, ...leave(keys)] };
	}
	const act = question.multiSelect ? HINTS.toggle : HINTS.pick;
	const hasPreview = question.options.some((option) => previewOf(option).count > 0);
	const more = `${OWN_ENTRIES.keys.key} ${state.showKeys ? HINTS.fewerKeys : HINTS.moreKeys}`;
	const all = [
		move,
		`${keys.confirm}${question.multiSelect ? `/${SPACE}` : ""} ${act}`,
		`${numberRange(rowsOf(question).length)} ${act}`,
		`${keys.tab}/→ ${HINTS.next}`,
		`${SHIFT_TAB}/← ${HINTS.back}`,
		command("note"),
		command("skip"),
		...(state.images.allowed ? [command("attach")] : []),
		...(draft.images.length > 0 ? [command("removeImage")] : []),
		...(hasPreview ? [`${keys.pageUp}/${keys.pageDown} ${OWN_ENTRIES.scrollUp.key} ${OWN_ENTRIES.scrollDown.key} ${HINTS.scroll}`, command("wrap")] : []),
		...(state.showKeys ? [more] : []),
		...leave(keys),
	];
	return { all, essential: [move, `${keys.confirm} ${act}`, more, ...leave(keys)] };
}

/** The keys of the review tab. */
export function reviewHints(state: DialogState, keys: KeyLabels): Hints {
	if (state.declineArmed) return armedHints(keys);
	const more = `${OWN_ENTRIES.keys.key} ${state.showKeys ? HINTS.fewerKeys : HINTS.moreKeys}`;
	const all = [
		`${keys.confirm} ${HINTS.submit}`,
		`${SHIFT_TAB}/← ${HINTS.back}`,
		`${numberRange(state.questions.length)} ${HINTS.goTo}`,
		...(state.showKeys ? [more] : []),
		...leave(keys),
	];
	return { all, essential: [`${keys.confirm} ${HINTS.submit}`, more, ...leave(keys)] };
}
