/**
 * Small files under pi's agent directory that several pi processes may change at once: read
 * through one handle with a byte cap (./read-capped.ts), changed under pi's own lock, written atomically.
 *
 * pi guards its settings.json and auth.json with `proper-lockfile` (a `<file>.lock` directory,
 * `realpath: false`), and so does this module, with the same library, so an edit here and one by
 * pi (or another pi process) never interleave. pi does not hand that library to extensions, hence
 * our own dependency on it. The write goes to a temporary file in the target's own directory and is
 * renamed over it, so a crash leaves the old file or the new one, never half of one; a symbolic
 * link (a settings.json kept with dotfiles) is followed, so the link stays and its target changes.
 */
import { realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import lockfile from "proper-lockfile";
import { type CappedBytes, readCappedSync } from "./read-capped.ts";

/** What a capped read of a text file found (see ./read-capped.ts), the text undecoded of any BOM. */
export type CappedRead = { kind: "text"; text: string } | Exclude<CappedBytes, { kind: "bytes" }>;

/** The file's text when it is a regular file of at most `maxBytes` bytes, read through one handle. */
export function readCappedText(path: string, maxBytes: number): CappedRead {
	const read = readCappedSync(path, maxBytes);
	return read.kind === "bytes" ? { kind: "text", text: read.bytes.toString("utf8") } : read;
}

/**
 * Tries to take the lock before giving up, about 3 s in all: pi's own writers hold it for
 * milliseconds, but several pi processes ending their sessions at once (or a loaded machine) queue
 * up, and a writer that gives up after a second loses its record. Randomized, so queued writers do
 * not retry in step.
 */
const LOCK_RETRIES = { retries: 30, minTimeout: 10, maxTimeout: 100, randomize: true } as const;

/** Writes `text` to `path` atomically: a temporary file beside the real target, then a rename. */
export function writeAtomic(path: string, text: string): void {
	let target = path;
	let mode: number | undefined;
	try {
		target = realpathSync(path);
		mode = statSync(target).mode & 0o777;
	} catch {
		// A new file: written where the path says, with the default mode.
	}
	const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
	try {
		writeFileSync(temp, text, mode === undefined ? { encoding: "utf8" } : { encoding: "utf8", mode });
		renameSync(temp, target);
	} catch (error) {
		try {
			unlinkSync(temp);
		} catch {
			// never written
		}
		throw error;
	}
}

/**
 * Changes a file under pi's lock on it: `change` gets the current read (see {@link readCappedText}) and
 * returns the new text, or undefined to leave the file as it is. The directory must exist. Throws
 * when the lock cannot be taken (another process holds it for long) or the write fails.
 */
export async function changeLocked(path: string, maxBytes: number, change: (current: CappedRead) => string | undefined): Promise<void> {
	const release = await lockfile.lock(path, { realpath: false, retries: LOCK_RETRIES });
	try {
		const next = change(readCappedText(path, maxBytes));
		if (next !== undefined) writeAtomic(path, next);
	} finally {
		await release();
	}
}
