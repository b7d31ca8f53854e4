/**
 * The run notices of one session: what the model was told of the deferred tools, kept from run to
 * run, and the notice the next run gets. The notice itself is written by the pure
 * {@link runNotice} (./run-notice.ts); this keeps what it tells, as `ChangedTools` keeps the
 * fingerprints (../memory/changed-tools.ts). The announced names are recorded with the session.
 */
import type { CatalogTool } from "../catalog/index.ts";
import { NOTICE_MESSAGE_TYPE } from "./notices.ts";
import { type RunMessage, runNotice, type RunNoticeInput } from "./run-notice.ts";

/** What a run's notice reads of the session now: the deferred tools, what it keeps loaded, the servers. */
export type RunNow = Omit<RunNoticeInput, "announced" | "gone" | "known" | "mentioned">;

/** What the model was told, and the next notice. See the module comment. */
export class RunNotices {
	private announced = new Set<string>();
	/**
	 * The recorded form: the names the model was given, as the session's state keeps them. Written
	 * only here, a new array whenever the names change, never changed in place.
	 */
	stored: readonly string[] = [];
	private gone = new Set<string>();
	/** Servers named as still connecting since the model was last given a summary (./starting-servers.ts). */
	private readonly mentioned = new Set<string>();
	/** Catalog tools seen in this process, by name, including ones removed since: a removed one is named as gone. */
	private readonly known = new Map<string, CatalogTool>();

	/** Notes tools the catalog added. */
	saw(tools: Iterable<CatalogTool>): void {
		for (const tool of tools) this.known.set(tool.name, tool);
	}

	/** The notice for a run while tools are deferred, if the model needs one; what it tells counts as told from now. */
	next(now: RunNow): RunMessage | undefined {
		const told = runNotice({ ...now, announced: this.announced, gone: this.gone, known: this.known, mentioned: this.mentioned });
		// A run told nothing keeps the sets it had: thousands of names, copied only when they change.
		if (told.announced !== this.announced) this.setAnnounced(told.announced);
		if (told.gone !== this.gone) this.gone = new Set(told.gone);
		for (const namespace of told.mentioned) this.mentioned.add(namespace);
		return told.message;
	}

	/**
	 * The notice for a run that is starting: none while nothing is deferred (everything is declared,
	 * and a summary follows once deferring resumes), else the summary or the changes ({@link next}),
	 * read from `now` only then. `changed`, the sentence of tools changed on their servers
	 * (../memory/changed-tools.ts), is added to it, or sent alone.
	 */
	forRun(deferring: { now: boolean; before: boolean }, now: () => RunNow, changed: string | undefined): RunMessage | undefined {
		if (!deferring.now || !deferring.before) this.forget();
		const message = deferring.now ? this.next(now()) : undefined;
		if (changed === undefined) return message;
		return message ? { ...message, content: `${message.content}\n\n${changed}` } : { customType: NOTICE_MESSAGE_TYPE, content: changed, display: false, details: { kind: "changed" } };
	}

	/** Forgets what the model was told (a compaction, or tools no longer deferred): the next notice is a summary. */
	forget(): void {
		this.setAnnounced([]);
		this.mentioned.clear();
	}

	/** Back to what a branch recorded (`/tree`, a resume): servers still connecting are named again. */
	restore(announced: readonly string[]): void {
		this.setAnnounced(announced);
		this.mentioned.clear();
	}

	/** The names the model was given from now. */
	private setAnnounced(names: Iterable<string>): void {
		this.announced = new Set(names);
		this.stored = [...this.announced];
	}
}
