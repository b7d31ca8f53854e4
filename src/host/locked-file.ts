/**
 * Small files under pi's agent directory that several pi processes may change at once: read
 * through one handle with a byte cap, changed under pi's own lock, written atomically.
 *
 * pi guards its settings.json and auth.json with `proper-lockfile` (a `<file>.lock` directory,
 * `realpath: false`), and so does this module, with the same library, so an edit here and one by
 * pi (or another pi process) never interleave. pi does not hand that library to extensions, hence
 * our own dependency on it. The write goes to a temporary file in the target's own directory and is
 * renamed over it, so a crash leaves the old file or the new one, never half of one; a symbolic
 * link (a settings.json kept with dotfiles) is followed, so the link stays and its target changes.
 */
import { closeSync, fstatSync, openSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import lockfile from "proper-lockfile";

/** What {@link readCapped} found. */
export type CappedRead = { kind: "text"; text: string } | { kind: "missing" } | { kind: "too-large"; bytes: number };

/**
 * The file's text when it has at most `maxBytes` bytes, read through one handle (the size is taken
 * from the open handle, so a file that grows meanwhile is still read only up to the cap).
 */
export function readCapped(path: string, maxBytes: number): CappedRead {
	let fd: number;
	try {
		fd = openSync(path, "r");
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
		throw error;
	}
	try {
		const size = fstatSync(fd).size;
		if (size > maxBytes) return { kind: "too-large", bytes: size };
		const buffer = Buffer.alloc(Math.min(size, maxBytes) + 1);
		let length = 0;
		for (;;) {
			const read = readSync(fd, buffer, length, buffer.length - length, null);
			if (read === 0) break;
			length += read;
			if (length > maxBytes) return { kind: "too-large", bytes: length };
			if (length === buffer.length) break;
		}
		return { kind: "text", text: buffer.subarray(0, length).toString("utf8") };
	} finally {
		closeSync(fd);
	}
}

/** Tries to take the lock before giving up: pi's own writers hold it for milliseconds. */
const LOCK_RETRIES = { retries: 10, minTimeout: 20, maxTimeout: 100 } as const;

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
 * Changes a file under pi's lock on it: `change` gets the current read (see {@link readCapped}) and
 * returns the new text, or undefined to leave the file as it is. The directory must exist. Throws
 * when the lock cannot be taken (another process holds it for long) or the write fails.
 */
export async function changeLocked(path: string, maxBytes: number, change: (current: CappedRead) => string | undefined): Promise<void> {
	const release = await lockfile.lock(path, { realpath: false, retries: LOCK_RETRIES });
	try {
		const next = change(readCapped(path, maxBytes));
		if (next !== undefined) writeAtomic(path, next);
	} finally {
		await release();
	}
}
