/** The idle wait: how long until the dialog submits on its own, and when its countdown shows. */
import { IDLE_COUNTDOWN_SECONDS } from "../../limits.ts";
import type { DialogState } from "./model.ts";

/** Milliseconds until the dialog submits on its own; undefined when the idle wait is off. */
export function idleRemainingMs(state: DialogState): number | undefined {
	if (state.idleSeconds <= 0) return undefined;
	return Math.max(0, state.lastInputAt + state.idleSeconds * 1000 - state.now);
}

/** Whole seconds left when the idle countdown should be on screen (its last IDLE_COUNTDOWN_SECONDS). */
export function idleCountdownSeconds(state: DialogState): number | undefined {
	const remaining = idleRemainingMs(state);
	if (remaining === undefined || remaining > IDLE_COUNTDOWN_SECONDS * 1000) return undefined;
	return Math.ceil(remaining / 1000);
}
