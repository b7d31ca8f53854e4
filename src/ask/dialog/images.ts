/**
 * Image files attached to answers: turning what the user typed or pasted into a path, and reading
 * the file into an AttachedImage only when it really is an image of a type models accept.
 *
 * The path is the user's, but what is at it may be anything: a FIFO that never delivers, a device,
 * a /proc file whose size says 0 and whose content never ends, a file swapped for another between
 * two system calls. So the file is opened once, without blocking and without becoming the
 * terminal's controller, the open handle is checked to be a regular file, and it is read through
 * that same handle up to one byte past the size cap: nothing is ever stat-ed by name and read
 * later, and no read is unbounded. The bytes are then checked for a well-formed image header.
 */
import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, isAbsolute, resolve } from "node:path";
import { MAX_IMAGE_BYTES } from "../limits.ts";
import type { AttachedImage } from "../outcome.ts";
import { formatBytes } from "../../text/bytes.ts";
import { checkImage } from "./image-format.ts";

/** Reads an image path into an attachment, or explains why it cannot be attached. */
export type ImageReader = (path: string) => Promise<AttachedImage | { error: string }>;

/**
 * The file path a user meant by `raw`, as terminals paste it: surrounding quotes removed
 * ('…' and "…" from drag and drop), backslash-escaped characters unescaped (`my\ shot.png`),
 * `file://` URLs decoded, `~` expanded to `home`, and relative paths resolved against `cwd`.
 */
export function resolveImagePath(raw: string, home: string, cwd: string): string {
	let path = raw.trim();
	const quoted = /^(['"])(.*)\1$/.exec(path);
	if (quoted) path = quoted[2] ?? "";
	else path = path.replace(/\\(.)/g, "$1");
	if (path.startsWith("file://")) {
		try {
			path = decodeURIComponent(new URL(path).pathname);
		} catch {
			path = path.slice("file://".length);
		}
	}
	if (path === "~") path = home;
	else if (path.startsWith("~/")) path = resolve(home, path.slice(2));
	return isAbsolute(path) ? path : resolve(cwd, path);
}

/** Opening flags: read only, never wait for a writer (FIFO), never take the file as controlling terminal. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

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

/** A failed system call in words a user can act on. */
function describeError(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	if (code === "EACCES" || code === "EPERM") return "permission denied";
	if (code === "EISDIR") return "it is a folder";
	if (code === "EAGAIN" || code === "EWOULDBLOCK") return "it is not ready to be read (not a regular file)";
	return error instanceof Error ? error.message : String(error);
}

/** The image in an open file, checked: a regular file, within `maxBytes`, and a well-formed image. */
async function readOpenImage(handle: FileHandle, path: string, maxBytes: number): Promise<AttachedImage | { error: string }> {
	const name = basename(path);
	const info = await handle.stat();
	if (!info.isFile()) return { error: `${name} is not a regular file` };
	const tooLarge = (bytes: number) => ({ error: `${name} is too large (${formatBytes(bytes)}; the limit is ${formatBytes(maxBytes)})` });
	if (info.size > maxBytes) return tooLarge(info.size);
	// One byte past the cap tells a file that only claims a small size (procfs says 0) from one that fits.
	const bytes = await readUpTo(handle, maxBytes + 1);
	if (bytes.length > maxBytes) return { error: `${name} is too large (over ${formatBytes(maxBytes)}, the limit)` };
	const image = checkImage(bytes);
	if ("problem" in image) return { error: `${name} is not a usable image: ${image.problem}` };
	return { path, name, bytes: bytes.length, mimeType: image.mimeType, width: image.width, height: image.height, data: bytes.toString("base64") };
}

/**
 * Reads the image at `raw` (a path as typed or pasted) into an AttachedImage with base64 data, or
 * returns a message saying plainly why not: missing, not a regular file, larger than `maxBytes`,
 * or not a well-formed PNG, JPEG, GIF or WebP image. Never blocks on what is at the path.
 */
export async function readImageFile(
	raw: string,
	options: { home?: string; cwd?: string; maxBytes?: number } = {},
): Promise<AttachedImage | { error: string }> {
	const path = resolveImagePath(raw, options.home ?? homedir(), options.cwd ?? process.cwd());
	let handle: FileHandle;
	try {
		handle = await open(path, OPEN_FLAGS);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException | undefined)?.code;
		return { error: code === "ENOENT" || code === "ENOTDIR" ? `No file at ${path}` : `Cannot open ${basename(path)}: ${describeError(error)}` };
	}
	try {
		return await readOpenImage(handle, path, options.maxBytes ?? MAX_IMAGE_BYTES);
	} catch (error) {
		return { error: `Cannot read ${basename(path)}: ${describeError(error)}` };
	} finally {
		await handle.close().catch(() => {});
	}
}
