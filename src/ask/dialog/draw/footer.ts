/**
 * The bottom of a tab: the message about the last action (or the Esc waiting for its second
 * press), the idle countdown and the hint line, in full or folded to its essentials. Pure.
 */
import { MAX_FIELD_CHARS } from "../../limits.ts";
import type { Locale } from "../../locales/index.ts";
import type { Hints } from "./hints.ts";
import { lineText, pack, wrapAfter } from "./lines.ts";
import { type DialogState, idleCountdownSeconds, type Notice } from "../state/index.ts";
import type { DialogStyle } from "./style.ts";
import type { DrawContext } from "./drawing.ts";

/** The message about the last action in words, and whether it reports a failure. */
function noticeText(notice: Notice, state: DialogState, words: Locale["dialog"]): { text: string; failed: boolean } {
	switch (notice.kind) {
		case "attached":
			return { text: words.attached(notice.name), failed: false };
		case "removed":
			return { text: words.removed(notice.name), failed: false };
		case "refused":
			return { text: notice.message, failed: true };
		case "noImages":
			return { text: notice.support.reason === "blocked" ? words.noImagesBlocked : words.noImagesForModel(notice.support.model), failed: true };
		case "pasteNowhere":
			return { text: words.pasteNowhere(state.questions.length), failed: true };
		case "fieldFull":
			return { text: words.fieldFull(MAX_FIELD_CHARS), failed: true };
	}
}

/** The message about the last action, if any, or the Esc waiting for its second press. */
export function noticeLines(context: DrawContext): string[] {
	const { state, width, style, layout } = context;
	if (state.declineArmed) return wrapAfter(" ", style.warning(context.locale.dialog.declineArmed(context.keys.cancel)), width, layout.textRows);
	if (state.notice === undefined) return [];
	const { text, failed } = noticeText(state.notice, state, context.locale.dialog);
	return wrapAfter(" ", (failed ? style.error : style.success)(lineText(text, layout.textRows, width)), width, layout.textRows);
}

/**
 * The blank line between a tab's body and its footer, where the layout has spacers: the idle
 * countdown takes its place while it shows, so the countdown appearing neither moves what is above
 * it nor needs a row of its own (view.ts keeps the height of the frame with the countdown shown).
 */
export function spacerAboveFooter(context: DrawContext): string[] {
	return context.layout.spacers && idleCountdownSeconds(context.state) === undefined ? [""] : [];
}

/** Most rows the essential hints take: what a dialog cut to its top and bottom keeps of them (layout.ts). */
export const ESSENTIAL_HINT_ROWS = 2;

/**
 * The essentials in one line where they fit: on a narrow terminal the hints the mode lets go
 * (`shed`, `v` first and `?` last) go one by one until the line fits; the two ways to leave never
 * go, and wrap to ESSENTIAL_HINT_ROWS lines where even they alone are too wide.
 */
function essentialLines(hints: Hints, width: number, style: DialogStyle): string[] {
	const packed = (shown: readonly string[]) => pack(shown.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1));
	const shed = hints.shed ?? [];
	let lines = packed(hints.essential);
	for (let dropped = 1; lines.length > 1 && dropped <= shed.length; dropped++) {
		const gone = new Set(shed.slice(0, dropped));
		lines = packed(hints.essential.filter((hint) => !gone.has(hint)));
	}
	return lines.slice(-ESSENTIAL_HINT_ROWS).map((line) => ` ${line}`);
}

/** The hints without `?` (Hints.more): for a hint line that shows every key anyway. */
function withoutMore(hints: Hints): Hints {
	const { more } = hints;
	if (more === undefined) return hints;
	const keep = (list: readonly string[]) => list.filter((hint) => hint !== more);
	return { all: keep(hints.all), essential: keep(hints.essential), shed: keep(hints.shed ?? []) };
}

/** The idle countdown (in its last seconds) and the hint line, in full or in its essentials; `?` only where it shows more. */
export function renderFooter(context: DrawContext, given: Hints): string[] {
	const { state, width, style, layout } = context;
	const hints = context.moreKeys ? given : withoutMore(given);
	const lines: string[] = [];
	const countdown = idleCountdownSeconds(state);
	if (countdown !== undefined) lines.push(...wrapAfter(" ", style.warning(context.locale.dialog.countdown(countdown)), width, layout.textRows));
	if (layout.hints === "essential") return [...lines, ...essentialLines(hints, width, style)];
	lines.push(...pack(hints.all.map((hint) => style.dim(hint)), style.dim(" · "), Math.max(1, width - 1)).map((line) => ` ${line}`));
	return lines;
}
