/**
 * The changed-tool rule of one session (../trust/fingerprint.ts): the fingerprint of each tool a
 * search made callable or declared, and the tools whose server changed them since. A changed tool
 * is unloaded by the session until the model finds it again; `call_tool` and a direct call are
 * refused saying what changed, the next run's notice says so too, and the user is told once in the
 * terminal. Found again, the tool keeps the fingerprint it was last trusted with (`was`) until the
 * user says yes to a call of it (../../call-gate.ts), so a changed tool's first call waits for the
 * user, whichever way the model reached it again.
 */
import { quoteLine } from "../../text/sanitize.ts";
import { isRecord } from "../../text/record.ts";
import { changeSentence, type Flag, kindWords, parsePrint, printOf, samePrint, screenOnce, type ToolChange, type ToolPrint } from "../trust/index.ts";

/** Fingerprints stored with the session: a tool the model loaded is one of these at most. */
const MAX_PRINTS = 1_000;

/** A tool's name as a sentence shows it: a server chose it, so one sanitized line, cut. */
function shown(name: string): string {
	return quoteLine(name, 120);
}

/** The sentences of the rule, for the model and the user. */
export const CHANGE_SENTENCES = {
	refusal: (change: ToolChange) =>
		`${shown(change.name)} changed on its server since it was made callable (${changeSentence(change)}), so it is not callable until you find it again. A changed tool is a new tool: read its new entry with tool_search select:${shown(change.name)}, and call it only if it still does what the user asked.`,
	notice: (changes: readonly ToolChange[]) =>
		`Changed on their servers since you got them, and no longer callable until you find them again with tool_search: ${changes.map((change) => `${shown(change.name)} (${changeSentence(change)})`).join("; ")}.`,
	user: (change: ToolChange) => `tool_search: ${shown(change.name)} changed on its server (${changeSentence(change)}); it was unloaded until the model finds it again.`,
	flagged: (name: string, flags: readonly Flag[], asks: boolean) =>
		`tool_search: ${shown(name)}'s text from its server reads like instructions to the model (${[...new Set(flags.map((flag) => kindWords(flag.kind)))].join("; ")}): "${flags[0]?.excerpt ?? ""}". The model was shown it as the server's text, flagged; ${asks ? "each call of it waits for your yes" : "the tool stays callable"}. /tools lists flagged tools.`,
} as const;

/** A tool as the catalog holds it: its name and its texts. */
interface PrintedTool {
	name: string;
	description: string;
	parameters?: unknown;
}

/** The catalog's tools by name as the rule reads them (a map, read, never called back). */
export type ToolLookup = Pick<ReadonlyMap<string, PrintedTool>, "get">;

/** A remembered fingerprint, and the one last trusted when the tool changed since (see the module comment). */
type StoredPrint = ToolPrint & { was?: ToolPrint };

/** A stored print without its `was`. */
function bare(print: StoredPrint): ToolPrint {
	const { was: _was, ...rest } = print;
	return rest;
}

/** The fingerprints and the pending changes of one session. */
export class ChangedTools {
	private prints = new Map<string, StoredPrint>();
	/** Changed tools not found again yet, by name. */
	private changes = new Map<string, ToolChange>();
	/** Changes the model has not been told of in a run notice. */
	private untold: ToolChange[] = [];
	/** Who gives a tool (`ToolPrint.origin`), as the session knows it; unknown by default. */
	private originOf: (name: string) => string | undefined = () => undefined;
	/**
	 * Each catalog entry's fingerprint with its origin, made the first time the rule reads the entry:
	 * an entry is a new object when its tool changed, so finding a tool again costs a look-up.
	 */
	private printed = new WeakMap<PrintedTool, ToolPrint>();

	/** Sets how a tool's origin is read (the session's servers and extensions, ../../session/); fingerprints are made again with it. */
	setOrigins(originOf: (name: string) => string | undefined): void {
		this.originOf = originOf;
		this.printed = new WeakMap();
	}

	/** The fingerprint of a tool as it is now, with its origin. */
	private printNow(tool: PrintedTool): ToolPrint {
		const known = this.printed.get(tool);
		if (known !== undefined) return known;
		const print = printOf(tool);
		const origin = this.originOf(tool.name);
		const now = origin === undefined ? print : { ...print, origin };
		this.printed.set(tool, now);
		return now;
	}

	/**
	 * Remembers the tool as it is now: it was made callable or declared (again). A tool that differs
	 * from the fingerprint it was last trusted with keeps that one as `was`, for the user's yes.
	 */
	remember(tool: PrintedTool): void {
		const previous = this.prints.get(tool.name);
		if (previous === undefined && this.prints.size >= MAX_PRINTS) return;
		const now = this.printNow(tool);
		// The entry it was last remembered as: nothing to compare.
		if (previous !== now) {
			const trusted = previous === undefined ? undefined : (previous.was ?? bare(previous));
			this.prints.set(tool.name, trusted !== undefined && !samePrint(trusted, now) ? { ...now, was: trusted } : now);
		}
		this.changes.delete(tool.name);
		if (this.untold.length > 0) this.untold = this.untold.filter((change) => change.name !== tool.name);
	}

	/**
	 * The remembered tools among `loaded` whose fingerprint differs now: each is recorded as a change
	 * (its fingerprint kept, so finding it again asks the user), for the session to unload. A tool
	 * gone from the catalog is not a change: its server may be reconnecting. A fingerprint stored
	 * without the parts kept now, and still the same, takes them.
	 */
	check(loaded: Iterable<string>, current: ToolLookup): ToolChange[] {
		const found: ToolChange[] = [];
		for (const name of loaded) {
			const before = this.prints.get(name);
			const tool = current.get(name);
			if (before === undefined || tool === undefined) continue;
			const now = this.printNow(tool);
			if (samePrint(before, now)) {
				if (before.params === undefined || (before.origin === undefined && now.origin !== undefined)) this.prints.set(name, before.was ? { ...now, was: before.was } : now);
				continue;
			}
			const flags = screenOnce(tool);
			const change: ToolChange = { name, before: bare(before), now, ...(flags.length > 0 ? { flagged: [...new Set(flags.map((flag) => kindWords(flag.kind)))] } : {}) };
			this.changes.set(name, change);
			this.untold.push(change);
			found.push(change);
		}
		return found;
	}

	/**
	 * {@link check}, then for each change: the tool leaves `loaded`, the host deactivates it, and the
	 * user is told.
	 */
	unload(loaded: Set<string>, current: ToolLookup, host: { deactivate(names: ReadonlySet<string>): void; tell(text: string): void }): void {
		const changes = this.check(loaded, current);
		if (changes.length === 0) return;
		for (const change of changes) {
			loaded.delete(change.name);
			host.tell(CHANGE_SENTENCES.user(change));
		}
		host.deactivate(new Set(changes.map((change) => change.name)));
	}

	/** The change that made `name` uncallable, if it is one. */
	changeOf(name: string): ToolChange | undefined {
		return this.changes.get(name);
	}

	/** How `name` changed since the user last trusted it, when it was found again since and no yes has come yet. */
	unapproved(name: string): ToolChange | undefined {
		const stored = this.prints.get(name);
		return stored?.was === undefined ? undefined : { name, before: stored.was, now: bare(stored) };
	}

	/** The user said yes to a call of `name` (or the settings allow it): its fingerprint now is the trusted one. */
	approve(name: string): void {
		const stored = this.prints.get(name);
		if (stored?.was !== undefined) this.prints.set(name, bare(stored));
	}

	/** The notice sentence for changes the model was not told of yet, once. */
	takeNotice(): string | undefined {
		if (this.untold.length === 0) return undefined;
		const text = CHANGE_SENTENCES.notice(this.untold);
		this.untold = [];
		return text;
	}

	/** The stored form: fingerprints by name, each with the one last trusted when it differs. */
	stored(): Record<string, StoredPrint> {
		return Object.fromEntries(this.prints);
	}

	/** Reads the stored fingerprints back (a damaged entry is skipped); pending changes start empty. */
	restore(stored: unknown): void {
		this.prints = new Map();
		this.changes = new Map();
		this.untold = [];
		if (!isRecord(stored)) return;
		for (const [name, value] of Object.entries(stored).slice(0, MAX_PRINTS)) {
			const print = parsePrint(value);
			const was = isRecord(value) ? parsePrint(value.was) : undefined;
			if (print !== undefined) this.prints.set(name, was === undefined ? print : { ...print, was });
		}
	}
}

/** A tool a result shows, with what screening found in its text (the plan screened it for its line). */
export interface ShownTool {
	readonly name: string;
	readonly flags?: readonly Flag[];
}

/**
 * The terminal warning for flagged tools (../trust/screen.ts): once per tool text, when a result
 * first shows the tool to the model. Kept by tool object: a changed text is a new tool, warned again.
 */
export class FlagWarnings {
	private readonly warned = new WeakSet<object>();

	/** Warns of each flagged tool among `shown` not warned of yet (its object from `tools`); `asks` says whether its calls wait for the user. */
	warn(shown: readonly ShownTool[], tools: ToolLookup, tell: (text: string) => void, asks: (name: string) => boolean): void {
		for (const line of shown) {
			if (line.flags === undefined || line.flags.length === 0) continue;
			const tool = tools.get(line.name);
			if (tool === undefined || this.warned.has(tool)) continue;
			this.warned.add(tool);
			tell(CHANGE_SENTENCES.flagged(tool.name, line.flags, asks(tool.name)));
		}
	}
}
