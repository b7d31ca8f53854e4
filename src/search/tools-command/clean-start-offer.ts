/**
 * The clean start offered in one key: the first time pi 1.x starts with its built-in tool_search
 * on (and the user's settings decide it), the terminal UI asks once whether to turn it off, and
 * Enter on Yes writes the setting (clean-start.ts, as `/tools disable-builtin` does). Once is
 * remembered in a small file of ours, `<agent dir>/pi-question/clean-start-offered`, so a "No" is
 * never asked again: later starts show the one-line notice instead. When the file cannot be
 * written, the offer is not made (it would come back at every start) and the notice is shown.
 */
import { lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { writeAtomic } from "../../host/files.ts";
import { CLEAN_START_SENTENCES, disableBuiltin, type SettingsPlace } from "./clean-start.ts";

/** The texts of the offer, in one place. */
export const OFFER_SENTENCES = {
	title: "pi warns at every start that pi-question replaced its tool_search. Turn pi's built-in off?",
	message:
		"Yes adds \"-builtin:tool-search\" to \"extensions\" in your settings.json (what pi config writes), so pi starts clean; pi-question's tool_search keeps working. This is asked once; later, /tools disable-builtin does the same.",
	done: "pi's built-in tool_search is off: pi starts without the warning from the next start (/reload applies it now).",
	later: "Nothing changed. /tools disable-builtin turns pi's built-in tool_search off whenever you like.",
} as const;

/** The file that records the offer was made. */
export function offerMarkerPath(agentDir: string): string {
	return join(agentDir, "pi-question", "clean-start-offered");
}

/**
 * Records that the offer is being made, and says whether it may be: false when it was made before
 * or the record cannot be written (a link in place of our folder or file included).
 */
export function claimOffer(agentDir: string): boolean {
	const path = offerMarkerPath(agentDir);
	try {
		lstatSync(path);
		return false;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== "ENOENT") return false;
	}
	try {
		const dir = join(agentDir, "pi-question");
		mkdirSync(dir, { recursive: true });
		if (lstatSync(dir).isSymbolicLink()) return false;
		writeAtomic(path, `${new Date().toISOString()}\n`);
		return true;
	} catch {
		return false;
	}
}

/** The part of pi's UI the offer uses. */
export interface OfferUi {
	confirm(title: string, message: string): Promise<boolean>;
	notify(message: string, level?: "info" | "warning" | "error"): void;
}

/** Asks once; on Yes turns the built-in off in the user's settings and says so, else says how to do it later. */
export async function offerCleanStart(ui: OfferUi, place: SettingsPlace): Promise<void> {
	const yes = await ui.confirm(OFFER_SENTENCES.title, OFFER_SENTENCES.message);
	if (!yes) return ui.notify(OFFER_SENTENCES.later, "info");
	const outcome = await disableBuiltin(place);
	if (outcome.kind === "written") return ui.notify(OFFER_SENTENCES.done, "info");
	ui.notify(outcome.message || CLEAN_START_SENTENCES.cancelled, outcome.kind === "already" ? "info" : "warning");
}
