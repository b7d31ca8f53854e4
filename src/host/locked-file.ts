/**
 * Small files under pi's agent directory that several pi processes may change at once: read
 * through one handle with a byte cap (./read-capped.ts), changed under pi's own lock
 * (./pi-lock.ts), written atomically.
 *
 * The write goes to a new temporary file in the target's directory (created exclusively, so never
 * through a link planted there) and is renamed over the target, so a crash leaves the old file or
 * the new one, never half of one. The target is not ours: a symbolic link is never followed (its
 * target may be any file of the user's) and never replaced, nor is anything but a regular file (a
 * rename would turn a device or a FIFO into a plain file). Such a path is refused with a sentence
 * saying why, and nothing is written.
 */
import { lstatSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { lockPiFile } from "./pi-lock.ts";
import { type CappedBytes, readCappedSync } from "./read-capped.ts";

/** What a capped read of a text file found (see ./read-capped.ts), the text undecoded of any BOM. */
export type CappedRead = { kind: "text"; text: string } | Exclude<CappedBytes, { kind: "bytes" }>;

/** The file's text when it is a regular file of at most `maxBytes` bytes, read through one handle. */
export function readCappedText(path: string, maxBytes: number): CappedRead {
	const read = readCappedSync(path, maxBytes);
	return read.kind === "bytes" ? { kind: "text", text: read.bytes.toString("utf8") } : read;
}

/**
 * Why `path` may not be written, or undefined when it may: it is missing or a regular file. A
 * symbolic link or any other kind of file is refused (see the module comment).
 */
export function unwritableReason(path: string): string | undefined {
	let info;
	try {
		info = lstatSync(path);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
		throw error;
	}
	if (info.isSymbolicLink()) return `${path} is a symbolic link, and pi-question does not write through links`;
	if (!info.isFile()) return `${path} is not a regular file`;
	return undefined;
}

/** Writes `text` to `path` atomically (a new temporary file beside it, then a rename), keeping the file's mode. */
export function writeAtomic(path: string, text: string): void {
	const reason = unwritableReason(path);
	if (reason !== undefined) throw new Error(reason);
	let mode: number | undefined;
	try {
		mode = lstatSync(path).mode & 0o777;
	} catch {
		// A new file: the default mode.
	}
	const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
	try {
		writeFileSync(temp, text, { encoding: "utf8", flag: "wx", ...(mode === undefined ? {} : { mode }) });
		renameSync(temp, path);
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
 * returns the new text, or undefined to leave the file as it is. The directory must exist. Throws,
 * before reading, when the path may not be written (a link, not a regular file), and when the lock
 * cannot be taken (another process holds it for long) or the write fails.
 */
export async function changeLocked(path: string, maxBytes: number, change: (current: CappedRead) => string | undefined): Promise<void> {
	const refused = unwritableReason(path);
	if (refused !== undefined) throw new Error(refused);
	const release = await lockPiFile(path);
	try {
		const next = change(readCappedText(path, maxBytes));
		if (next !== undefined) writeAtomic(path, next);
	} finally {
		release();
	}
}
