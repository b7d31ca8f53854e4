/**
 * Reading a file whose path is not ours to trust: pi's and the user's settings files, mcp.json, our
 * usage file, an image path the user typed. One rule for all of them: the file is opened once,
 * without blocking (a FIFO never delivers, a terminal device would become ours) and the open handle
 * is checked to be a regular file; it is then read through that same handle, never more than one
 * byte past the cap, so a file that claims a small size (procfs says 0) or grows meanwhile is still
 * bounded, and nothing is stat-ed by name and read later.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";

/** What a capped read found. `bytes` of `too-large` is what was seen: the size, or the cap plus one. */
export type CappedBytes =
	| { kind: "bytes"; bytes: Buffer }
	| { kind: "missing" }
	| { kind: "not-file" }
	| { kind: "too-large"; bytes: number };

/** Opening flags: read only, never wait for a writer (FIFO), never take the file as controlling terminal. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** Bytes read at a time by {@link readCappedSync}: a settings file is read in one or two. */
const READ_CHUNK = 64 * 1024;

function isMissing(error: unknown): boolean {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes` of them. Synchronous, for the small
 * files read on a session's way in (settings, mcp.json); throws only for an open or read error
 * other than a missing file (a permission error, say), which the caller reports.
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
		const info = fstatSync(fd);
		if (!info.isFile()) return { kind: "not-file" };
		if (info.size > maxBytes) return { kind: "too-large", bytes: info.size };
		const chunks: Buffer[] = [];
		let length = 0;
		// Read by chunks up to one byte past the cap, whatever the size said.
		while (length <= maxBytes) {
			const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, maxBytes + 1 - length));
			const read = readSync(fd, chunk, 0, chunk.length, length);
			if (read === 0) break;
			chunks.push(chunk.subarray(0, read));
			length += read;
		}
		return length > maxBytes ? { kind: "too-large", bytes: length } : { kind: "bytes", bytes: Buffer.concat(chunks, length) };
	} finally {
		closeSync(fd);
	}
}

/** Reads from `handle` until the end of the file or `limit` bytes, whichever comes first. */
async function readUpTo(handle: FileHandle, limit: number): Promise<Buffer> {
	const buffer = Buffer.allocUnsafe(limit);
	let filled = 0;
	while (filled < limit) {
		const { bytesRead } = await handle.read(buffer, filled, limit - filled, filled);
		if (bytesRead === 0) break;
		filled += bytesRead;
	}
	return buffer.subarray(0, filled);
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes` of them, without blocking pi's event
 * loop while a large file is read (an image the user attaches). Same rule and results as
 * {@link readCappedSync}; rejects only for an error other than a missing file.
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
		const info = await handle.stat();
		if (!info.isFile()) return { kind: "not-file" };
		if (info.size > maxBytes) return { kind: "too-large", bytes: info.size };
		// One byte past the cap tells a file that only claims a small size (procfs says 0) from one that fits.
		const bytes = await readUpTo(handle, maxBytes + 1);
		return bytes.length > maxBytes ? { kind: "too-large", bytes: bytes.length } : { kind: "bytes", bytes };
	} finally {
		await handle.close().catch(() => {});
	}
}

/** A capped read's text, as UTF-8 with a leading byte-order mark dropped (pi reads its files so). */
export function cappedText(bytes: Buffer): string {
	return bytes.toString("utf8").replace(/^\uFEFF/, "");
}
