/**
 * Image files attached to answers: turning what the user typed or pasted into a path, and reading
 * the file into an AttachedImage only when it really is an image of a type models accept.
 *
 * The path is the user's, but what is at it may be anything: a FIFO that never delivers, a device,
 * a /proc file whose size says 0 and whose content never ends, a file swapped for another between
 * two system calls. So the file is read by the one rule of ../../host/files.ts (opened once
 * without blocking, the open handle checked to be a regular file, read through it up to one byte
 * past the size cap), and the bytes are then checked for a well-formed image header.
 */
import { homedir } from "node:os";
import { basename, isAbsolute, resolve } from "node:path";
import { MAX_IMAGE_BYTES } from "../limits.ts";
import type { AttachedImage } from "../outcome.ts";
import { type CappedBytes, readCapped } from "../../host/files.ts";
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

/** A failed system call in words a user can act on. */
function describeError(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	if (code === "EACCES" || code === "EPERM") return "permission denied";
	if (code === "EISDIR") return "it is a folder";
	if (code === "EAGAIN" || code === "EWOULDBLOCK") return "it is not ready to be read (not a regular file)";
	return error instanceof Error ? error.message : String(error);
}

/** The image in a capped read of `path`, checked: a regular file, within `maxBytes`, and a well-formed image. */
function imageOf(read: CappedBytes, path: string, maxBytes: number): AttachedImage | { error: string } {
	const name = basename(path);
	switch (read.kind) {
		case "missing":
			return { error: `No file at ${path}` };
		case "not-file":
			return { error: `${name} is not a regular file` };
		case "too-large":
			// A size that said more than the cap is known; a read that ran past it is only "over".
			return read.bytes > maxBytes + 1
				? { error: `${name} is too large (${formatBytes(read.bytes)}; the limit is ${formatBytes(maxBytes)})` }
				: { error: `${name} is too large (over ${formatBytes(maxBytes)}, the limit)` };
		case "bytes": {
			const image = checkImage(read.bytes);
			if ("problem" in image) return { error: `${name} is not a usable image: ${image.problem}` };
			const { bytes } = read;
			return { path, name, bytes: bytes.length, mimeType: image.mimeType, width: image.width, height: image.height, data: bytes.toString("base64") };
		}
	}
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
	const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
	try {
		return imageOf(await readCapped(path, maxBytes), path, maxBytes);
	} catch (error) {
		return { error: `Cannot read ${basename(path)}: ${describeError(error)}` };
	}
}
