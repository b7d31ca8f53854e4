/**
 * Image files attached to answers: turning what the user pasted into a path, and reading the file
 * into an AttachedImage only when it really is an image of a type models accept.
 */
import { readFile, stat } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, isAbsolute, resolve } from "node:path";
import { MAX_IMAGE_BYTES } from "../limits.ts";
import type { AttachedImage } from "../outcome.ts";
import { formatBytes } from "../../text/bytes.ts";

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

/**
 * The MIME type of an image judged by its first bytes, or undefined when it is none of PNG, JPEG,
 * GIF or WebP. The content decides, not the name: a renamed text file is not an image.
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
	const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
	if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
	if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
	if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
	if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
	return undefined;
}

/**
 * Reads the image at `raw` (a path as typed or pasted) into an AttachedImage with base64 data, or
 * returns a message saying plainly why not: missing, not a file, larger than `maxBytes`, or not a
 * PNG, JPEG, GIF or WebP image.
 */
export async function readImageFile(
	raw: string,
	options: { home?: string; cwd?: string; maxBytes?: number } = {},
): Promise<AttachedImage | { error: string }> {
	const path = resolveImagePath(raw, options.home ?? homedir(), options.cwd ?? process.cwd());
	const name = basename(path);
	const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
	let size: number;
	try {
		const info = await stat(path);
		if (!info.isFile()) return { error: `${name} is not a file` };
		size = info.size;
	} catch {
		return { error: `No file at ${path}` };
	}
	if (size > maxBytes) {
		return { error: `${name} is too large (${formatBytes(size)}; the limit is ${formatBytes(maxBytes)})` };
	}
	let bytes: Buffer;
	try {
		bytes = await readFile(path);
	} catch (error) {
		return { error: `Cannot read ${name}: ${error instanceof Error ? error.message : String(error)}` };
	}
	if (bytes.length > maxBytes) {
		return { error: `${name} is too large (${formatBytes(bytes.length)}; the limit is ${formatBytes(maxBytes)})` };
	}
	const mimeType = sniffImageType(bytes);
	if (mimeType === undefined) return { error: `${name} is not an image (PNG, JPEG, GIF or WebP)` };
	return { path, name, bytes: bytes.length, mimeType, data: bytes.toString("base64") };
}
