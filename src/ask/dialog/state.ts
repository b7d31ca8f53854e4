/**
 * The reducer's entry point before it returned effects, kept only for bench/hostile-rpc.ts, which
 * this change leaves alone: the state after an event, its effects dropped (the bench's events,
 * `digit` and `replaceText`, have none). Everything else imports ./state/index.ts; delete this file
 * once the bench does too.
 */
import { type DialogEvent, type DialogState, reduce as reduceWithEffects } from "./state/index.ts";

export { createDialogState } from "./state/index.ts";

/** The state after `event` alone, for the bench; a shell must use ./state/index.ts and perform the effects. */
export function reduce(state: DialogState, event: DialogEvent): DialogState {
	return reduceWithEffects(state, event).state;
}
