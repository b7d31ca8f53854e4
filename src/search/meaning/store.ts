/**
 * The hints the user's model wrote, kept for every session and project in one file,
 * `<agent dir>/pi-question/tool-hints.json`, by the tool's key: its name, a hash of its
 * description and schema (../trust's fingerprint) and the language asked for. A new session, or a
 * reconnect with identical text, finds its hints there and asks nothing; a changed tool has a new
 * key, so it is asked again.
 *
 * The file is untrusted like any file at a path pi-question does not own alone: read through one
 * handle with a byte cap, every entry checked and bounded ({@link MAX_STORED_TOOLS} tools, the
 * answer reader's caps per tool), hints screened again when indexed (./usable.ts). It is changed
 * under pi's lock and written atomically, never through a symbolic link; a damaged or foreign file
 * counts as empty and is replaced on the next write. The newest entries are kept when it is full.
 */
import { join } from "node:path";
import { type CappedTextRead, changeLocked, ownFolder, readCappedText } from "../../host/files.ts";
import { isRecord, memberOf } from "../../text/record.ts";
import { quoteLine } from "../../text/sanitize.ts";
import { MAX_HINT_CHARS, MAX_HINTS_PER_TOOL } from "./answer.ts";

/** Tools kept: five times the 1,878 tools of 65 real servers. */
export const MAX_STORED_TOOLS = 10_000;
/** Bytes of the file: 10,000 tools of 10 hints of ~50 characters, with the keys, fit in 8 MB. */
export const MAX_HINTS_BYTES = 8 * 1024 * 1024;
const VERSION = 1;

/** One tool's stored hints. */
export interface StoredHints {
	readonly hints: readonly string[];
	/** The model that wrote them, `provider/id`, for /tools. */
	readonly model: string;
}

/** The file's content: entries by key, oldest first. */
export type HintStore = ReadonlyMap<string, StoredHints>;

/** The file's path under pi's agent directory. */
export function hintsPath(agentDir: string): string {
	return join(agentDir, "pi-question", "tool-hints.json");
}

/** The key of a tool's hints: its name, its fingerprint hash and the language asked for. */
export function hintKey(name: string, printHash: string, language: string): string {
	return `${name}\u0000${printHash}\u0000${language}`;
}

/** One stored entry, checked; undefined when it is not one. */
function storedEntry(value: unknown): StoredHints | undefined {
	const hints = memberOf(value, "hints");
	const model = memberOf(value, "model");
	if (!Array.isArray(hints) || typeof model !== "string") return undefined;
	const kept = hints.slice(0, MAX_HINTS_PER_TOOL).filter((hint): hint is string => typeof hint === "string" && hint !== "" && hint.length <= MAX_HINT_CHARS * 2);
	return kept.length === 0 ? undefined : { hints: kept, model: quoteLine(model, 120) };
}

/** The store in a read of the file; empty for anything but a valid file of this version. */
export function parseHintStore(read: CappedTextRead): Map<string, StoredHints> {
	const store = new Map<string, StoredHints>();
	if (read.kind !== "text") return store;
	let parsed: unknown;
	try {
		parsed = JSON.parse(read.text);
	} catch {
		return store;
	}
	const tools = memberOf(parsed, "tools");
	if (memberOf(parsed, "version") !== VERSION || !isRecord(tools)) return store;
	let count = 0;
	for (const key in tools) {
		if (!Object.hasOwn(tools, key) || ++count > MAX_STORED_TOOLS) break;
		const entry = storedEntry(tools[key]);
		if (entry !== undefined && key.length <= 1_024) store.set(key, entry);
	}
	return store;
}

/** Reads the store; missing, damaged or too large counts as empty. */
export function readHintStore(agentDir: string): Map<string, StoredHints> {
	try {
		return parseHintStore(readCappedText(hintsPath(agentDir), MAX_HINTS_BYTES));
	} catch {
		return new Map();
	}
}

/** The file's text for `store`, dropping the oldest entries until it fits the caps. */
export function hintStoreText(store: HintStore): string {
	let entries = [...store].slice(-MAX_STORED_TOOLS);
	for (;;) {
		const text = `${JSON.stringify({ version: VERSION, tools: Object.fromEntries(entries) })}\n`;
		if (Buffer.byteLength(text) <= MAX_HINTS_BYTES || entries.length === 0) return text;
		entries = entries.slice(Math.max(1, Math.floor(entries.length / 10)));
	}
}

/**
 * Adds `entries` to the file, under pi's lock (another pi process may be adding its own). Errors are the caller's: the file is a help, never a reason for a
 * session to fail.
 */
export async function addToHintStore(agentDir: string, entries: HintStore): Promise<void> {
	ownFolder(join(agentDir, "pi-question"));
	await changeLocked(hintsPath(agentDir), MAX_HINTS_BYTES, (read) => {
		const written = parseHintStore(read);
		for (const [key, entry] of entries) {
			written.delete(key);
			written.set(key, entry);
		}
		return hintStoreText(written);
	});
}
