/**
 * Files we do not own: pi's and the user's settings files, mcp.json, our usage file, an image path
 * the user typed. Three rules, one module, so no caller can take one without the others.
 *
 * Reading. The file is opened once, without blocking (a FIFO never delivers, a terminal device
 * would become ours) and the open handle is checked to be a regular file; it is then read through
 * that same handle, never more than one byte past the cap, so a file that claims a small size
 * (procfs says 0) or grows meanwhile is still bounded, and nothing is stat-ed by name and read later.
 *
 * Writing. A file several pi processes may change (settings.json, mcp.json, the usage file) is
 * changed under pi's own lock, re-read under it, and written atomically: a new temporary file in
 * the target's directory (created exclusively, so never through a link planted there) renamed over
 * the target, so a crash leaves the old file or the new one, never half of one. The target is not
 * ours: a symbolic link is never followed (its target may be any file of the user's) and never
 * replaced, nor is anything but a regular file (a rename would turn a device or a FIFO into a plain
 * file). Such a path is refused with a sentence saying why, and nothing is written. What the new
 * text is stays the caller's: an in-place edit (./settings.ts) keeps every byte it did not mean to
 * change.
 *
 * pi's lock, taken the way pi takes it, without pi's lock library. pi guards settings.json and
 * auth.json with `proper-lockfile` (`realpath: false`): the lock is a directory `<file>.lock`, made
 * with one `mkdir` (atomic on every local file system), held while the file changes and removed
 * afterwards; a lock directory whose mtime is older than 10 s belongs to a process that died and
 * may be taken over. {@link lockPiFile} speaks that same protocol, so a change here and one by pi
 * (or another pi process) never interleave, yet the package needs no runtime dependency: a missing
 * `node_modules` must never stop pi from starting (an unpacked tarball, a bare clone, `pi install
 * <path>`). Our writers hold the lock for milliseconds, so the lock's mtime is not refreshed while
 * held, as proper-lockfile does for long holds.
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

// Reading through one handle, up to a cap.

/** What a capped read found. `bytes` of `too-large` is what was seen: the size, or the cap plus one. */
export type CappedBytes =
	| { kind: "bytes"; bytes: Buffer }
	| { kind: "missing" }
	| { kind: "not-file" }
	| { kind: "too-large"; bytes: number };

/** Opening flags: read only, never wait for a writer (FIFO), never take the file as controlling terminal. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** Bytes read at a time: a settings file is read in one or two, a 5 MiB image in eighty. */
const READ_CHUNK = 64 * 1024;

function isMissing(error: unknown): boolean {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	return code === "ENOENT" || code === "ENOTDIR";
}

/** What a capped read asks of the open handle: its status, or the next bytes into `buffer` from `position`. */
type HandleStep = { kind: "stat" } | { kind: "read"; buffer: Buffer; position: number };

/** What the handle answered: the status for `stat`, the number of bytes read for `read`. */
type HandleAnswer = { isFile(): boolean; size: number } | number;

/**
 * The capped-read rule, written once for the synchronous and the asynchronous read: a regular file
 * only; its claimed size checked first; then read by chunks up to one byte past the cap whatever the
 * size said, so a file that claims a small size (procfs says 0) or grows meanwhile is still bounded.
 * It yields what to do with the handle and takes back the answer; each driver only performs steps.
 */
function* cappedSteps(maxBytes: number): Generator<HandleStep, CappedBytes, HandleAnswer> {
	const info = yield { kind: "stat" };
	if (typeof info === "number") throw new Error("a capped read's driver answered a stat with a count");
	if (!info.isFile()) return { kind: "not-file" };
	if (info.size > maxBytes) return { kind: "too-large", bytes: info.size };
	const chunks: Buffer[] = [];
	let length = 0;
	while (length <= maxBytes) {
		const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, maxBytes + 1 - length));
		const read = yield { kind: "read", buffer, position: length };
		if (typeof read !== "number" || read === 0) break;
		chunks.push(buffer.subarray(0, read));
		length += read;
	}
	return length > maxBytes ? { kind: "too-large", bytes: length } : { kind: "bytes", bytes: Buffer.concat(chunks, length) };
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes` of them (the rule: {@link cappedSteps}).
 * Synchronous, for the small files read on a session's way in (settings, mcp.json); throws only for
 * an open or read error other than a missing file (a permission error, say), which the caller reports.
 */
export function readCappedSync(path: string, maxBytes: number): CappedBytes {
	let fd: number;
	try {
		fd = openSync(path, OPEN_FLAGS);
	} catch (error) {
		if (isMissing(error)) return { kind: "missing" };
		throw error;
	}
	try {
		const steps = cappedSteps(maxBytes);
		let next = steps.next();
		while (!next.done) {
			const step = next.value;
			next = steps.next(step.kind === "stat" ? fstatSync(fd) : readSync(fd, step.buffer, 0, step.buffer.length, step.position));
		}
		return next.value;
	} finally {
		closeSync(fd);
	}
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes` of them, without blocking pi's event
 * loop while a large file is read (an image the user attaches). Same rule ({@link cappedSteps}) and
 * results as {@link readCappedSync}; rejects only for an error other than a missing file.
 */
export async function readCapped(path: string, maxBytes: number): Promise<CappedBytes> {
	let handle: FileHandle;
	try {
		handle = await open(path, OPEN_FLAGS);
	} catch (error) {
		if (isMissing(error)) return { kind: "missing" };
		throw error;
	}
	try {
		const steps = cappedSteps(maxBytes);
		let next = steps.next();
		while (!next.done) {
			const step = next.value;
			next = steps.next(step.kind === "stat" ? await handle.stat() : (await handle.read(step.buffer, 0, step.buffer.length, step.position)).bytesRead);
		}
		return next.value;
	} finally {
		await handle.close().catch(() => {});
	}
}

/** A capped read's text, as UTF-8 with a leading byte-order mark dropped (pi reads its files so). */
export function cappedText(bytes: Buffer): string {
	return bytes.toString("utf8").replace(/^\uFEFF/, "");
}

// pi's lock.

/** A lock older than this is stale (proper-lockfile's default, which pi uses). */
export const STALE_LOCK_MS = 10_000;

/**
 * Tries before giving up, about 3 s in all: pi's own writers hold the lock for milliseconds, but
 * several pi processes ending their sessions at once (or a loaded machine) queue up, and a writer
 * that gives up after a second loses its record. Randomized, so queued writers do not retry in step.
 */
export const LOCK_RETRIES = { retries: 30, minTimeout: 10, maxTimeout: 100 } as const;

/** How long to wait before try `attempt` (from 0): doubling from the minimum, capped, with jitter. */
function delayBefore(attempt: number): number {
	const base = Math.min(LOCK_RETRIES.maxTimeout, LOCK_RETRIES.minTimeout * 2 ** attempt);
	return Math.round(base * (0.5 + Math.random() / 2));
}

/** Makes the lock directory: true when it is ours now, false when it exists. */
function makeLock(lockPath: string): boolean {
	try {
		mkdirSync(lockPath);
		return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
		return false;
	}
}

/** Takes the lock once: true when it is ours now; a stale lock is removed and taken. */
function tryLock(lockPath: string, now: number): boolean {
	if (makeLock(lockPath)) return true;
	let mtime: number;
	try {
		mtime = statSync(lockPath).mtimeMs;
	} catch {
		return false; // released meanwhile: the next try may take it
	}
	if (mtime >= now - STALE_LOCK_MS) return false;
	try {
		rmdirSync(lockPath);
	} catch {
		return false; // someone else took it over first
	}
	return makeLock(lockPath);
}

/**
 * Takes pi's lock on `path` (the directory `<path>.lock`), retrying as {@link LOCK_RETRIES} says,
 * and resolves to the function that releases it. Rejects with a sentence naming the lock when
 * another process holds it throughout.
 */
export async function lockPiFile(path: string): Promise<() => void> {
	const lockPath = `${path}.lock`;
	for (let attempt = 0; attempt <= LOCK_RETRIES.retries; attempt++) {
		if (tryLock(lockPath, Date.now())) {
			return () => {
				try {
					rmdirSync(lockPath);
				} catch {
					// taken over as stale already: nothing of ours left to remove
				}
			};
		}
		await new Promise((resolve) => setTimeout(resolve, delayBefore(attempt)));
	}
	throw new Error(`another process holds the lock ${lockPath}; try again, or remove that directory if no pi is running`);
}

// Changing a file under pi's lock, written atomically.

/** What a capped read of a text file found (see {@link readCappedSync}), the text undecoded of any BOM. */
export type CappedTextRead = { kind: "text"; text: string } | Exclude<CappedBytes, { kind: "bytes" }>;

/** The file's text when it is a regular file of at most `maxBytes` bytes, read through one handle. */
export function readCappedText(path: string, maxBytes: number): CappedTextRead {
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

/**
 * Creates pi-question's own folder `dir` (under pi's agent directory) when it is missing, and
 * throws when a symbolic link stands in its place: the folder is ours, but a link planted there
 * would lead every write below it anywhere.
 */
export function ownFolder(dir: string): void {
	mkdirSync(dir, { recursive: true });
	if (lstatSync(dir).isSymbolicLink()) throw new Error(`${dir} is a symbolic link, and pi-question does not write through links`);
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
export async function changeLocked(path: string, maxBytes: number, change: (current: CappedTextRead) => string | undefined): Promise<void> {
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
