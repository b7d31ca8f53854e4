/**
 * What `tool_search` remembers in the session, so loaded tools stay loaded across compaction,
 * resume, fork and `/tree`.
 *
 * pi 1.x records every change of the active tool set in the transcript and restores it by itself;
 * pi 0.73 does not. Either way the extension must know which tools were loaded on purpose: on
 * session start it defers the tools its policy names, and must not defer again a tool the model
 * loaded. So every change is appended as a custom entry (`pi.appendEntry`, which never reaches the
 * model), and the state is the last such entry on the current branch: abandoned branches do not
 * count, and a fork inherits the state of the point it forked from. This module is the state and
 * its reading back; ./record.ts appends it.
 */

import type { ToolPrint } from "../trust/index.ts";
import { isRecord } from "../../text/record.ts";

/** The `customType` of the entries. */
export const STATE_ENTRY_TYPE = "tool-search-state";

/** The state as stored. Names, never schemas: a schema is read from the host when it is needed. */
export interface SearchState {
	/** Tools the model loaded with `tool_search`. */
	loaded: string[];
	/** Tools activated only because the mode did not defer them (`never`, or `auto` under its threshold). */
	autoLoaded: string[];
	/** Deferred tools the model has been told about (see ../notices/notices.ts). */
	announced: string[];
	/** Whether tools were deferred when the model was last told about them. */
	deferring: boolean;
	/**
	 * Tools learned always-load started the session with (./learned.ts), decided before its first
	 * request and fixed for the session; absent until decided.
	 */
	learned?: string[];
	/**
	 * Fingerprints of the tools searches made callable or declared (../trust/fingerprint.ts), by
	 * name, so a resumed session applies the changed-tool rule to the tools it had.
	 */
	prints?: Record<string, ToolPrint>;
}

export const EMPTY_STATE: SearchState = { loaded: [], autoLoaded: [], announced: [], deferring: true };

/** The parts of a session entry this module reads; both pi lines' entries have them. */
export interface EntryLike {
	type: string;
	customType?: string;
	data?: unknown;
}

function names(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A stored state read back defensively: a damaged entry gives empty lists, never an exception. */
export function parseState(data: unknown): SearchState {
	const object = isRecord(data) ? data : {};
	return {
		loaded: names(object.loaded),
		autoLoaded: names(object.autoLoaded),
		announced: names(object.announced),
		deferring: object.deferring !== false,
		...(Array.isArray(object.learned) ? { learned: names(object.learned) } : {}),
		...(isRecord(object.prints) ? { prints: object.prints as Record<string, ToolPrint> } : {}),
	};
}

/**
 * The state on a branch: the data of its last `tool-search-state` entry, or the empty state when
 * the extension never wrote one (a new session, or one from before it was installed).
 */
export function restoreState(branch: readonly EntryLike[]): SearchState {
	for (let i = branch.length - 1; i >= 0; i--) {
		const entry = branch[i];
		if (entry?.type === "custom" && entry.customType === STATE_ENTRY_TYPE) return parseState(entry.data);
	}
	return { ...EMPTY_STATE };
}
