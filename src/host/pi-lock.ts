/**
 * pi's file lock, taken the way pi takes it, without pi's lock library.
 *
 * pi guards settings.json and auth.json with `proper-lockfile` (`realpath: false`): the lock is a
 * directory `<file>.lock`, made with one `mkdir` (atomic on every local file system), held while
 * the file changes and removed afterwards; a lock directory whose mtime is older than 10 s belongs
 * to a process that died and may be taken over. This module speaks that same protocol, so a change
 * here and one by pi (or another pi process) never interleave, yet the package needs no runtime
 * dependency: a missing `node_modules` must never stop pi from starting (an unpacked tarball, a
 * bare clone, `pi install <path>`). Our writers hold the lock for milliseconds, so the lock's mtime
 * is not refreshed while held, as proper-lockfile does for long holds.
 */
import { mkdirSync, rmdirSync, statSync } from "node:fs";

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
