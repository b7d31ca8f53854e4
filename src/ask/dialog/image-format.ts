/**
 * Which image a file's bytes hold, judged by its structure, not its name or its first bytes alone:
 * a text file that starts with PNG's magic bytes is no image, and neither is a PNG cut off halfway.
 * Providers reject a broken image with an error that fails the whole request, so the dialog checks
 * before it attaches one.
 *
 * Every check walks the file's own structure (PNG chunks, JPEG segments, GIF blocks, the RIFF
 * header of WebP) with each step moving forward, so the time is linear in the bytes and bounded by
 * the size cap the reader applies. Pure: bytes in, a verdict out.
 */
import { MAX_IMAGE_SIDE } from "../limits.ts";

/** What the bytes hold: the image type and its size in pixels, or why it is not a usable image. */
export type ImageCheck = { mimeType: string; width: number; height: number } | { problem: string };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => b[at + i] === byte);

function sized(mimeType: string, width: number, height: number): ImageCheck {
	if (width < 1 || height < 1) return { problem: "it records no picture size" };
	if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { problem: `it claims ${width}×${height} pixels` };
	return { mimeType, width, height };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the IHDR chunk first with a valid header, at least one IDAT, and the IEND chunk within the file. */
function checkPng(b: Uint8Array): ImageCheck {
	if (u32be(b, 8) !== 13 || ascii(b, 12, 4) !== "IHDR") return { problem: "its header chunk is missing" };
	const [depth, color, compression, filter, interlace] = [b[24], b[25], b[26], b[27], b[28]];
	const validDepth = depth === 1 || depth === 2 || depth === 4 || depth === 8 || depth === 16;
	const validColor = color === 0 || color === 2 || color === 3 || color === 4 || color === 6;
	if (!validDepth || !validColor || compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) {
		return { problem: "its header is not a valid PNG header" };
	}
	let at = 8;
	let data = false;
	while (at + 12 <= b.length) {
		const length = u32be(b, at);
		const type = ascii(b, at + 4, 4);
		if (!/^[A-Za-z]{4}$/.test(type)) return { problem: "it holds something that is not a PNG chunk" };
		if (type === "IDAT") data = true;
		if (type === "IEND") return data ? sized("image/png", u32be(b, 16), u32be(b, 20)) : { problem: "it holds no image data" };
		at += 12 + length;
	}
	return { problem: "it is cut off before its end" };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: SOI, then well-formed segments up to a start-of-frame marker with a size and 1 to 4 components. */
function checkJpeg(b: Uint8Array): ImageCheck {
	let at = 2;
	while (at + 4 <= b.length) {
		if (b[at] !== 0xff) return { problem: "its segments are broken" };
		const marker = b[at + 1] ?? 0;
		if (marker === 0xff) {
			at++; // fill byte
			continue;
		}
		if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
			at += 2; // markers without a length
			continue;
		}
		if (marker === 0xd9 || marker === 0xda) return { problem: "it has no frame header before its image data" };
		const length = u16be(b, at + 2);
		if (length < 2) return { problem: "its segments are broken" };
		if (JPEG_FRAMES.has(marker)) {
			if (at + 10 > b.length || length < 8) return { problem: "it is cut off in its frame header" };
			const components = b[at + 9] ?? 0;
			if (components < 1 || components > 4) return { problem: "its frame header is not valid" };
			return sized("image/jpeg", u16be(b, at + 7), u16be(b, at + 5));
		}
		at += 2 + length;
	}
	return { problem: "it is cut off before its frame header" };
}

/** GIF: the screen descriptor with a size, then extension blocks until the first image descriptor. */
function checkGif(b: Uint8Array): ImageCheck {
	const packed = b[10] ?? 0;
	let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
	while (at < b.length) {
		const block = b[at];
		if (block === 0x2c) return sized("image/gif", u16le(b, 6), u16le(b, 8));
		if (block !== 0x21) return { problem: "it holds no image" };
		at += 2; // introducer and label, then sub-blocks until a zero size
		while (at < b.length && b[at] !== 0) at += 1 + (b[at] ?? 0);
		at++;
	}
	return { problem: "it is cut off before its first image" };
}

/** WebP: a RIFF header that fits the file, then a VP8, VP8L or VP8X chunk with its picture size. */
function checkWebp(b: Uint8Array): ImageCheck {
	const riffSize = u32le(b, 4);
	if (riffSize + 8 > b.length || riffSize < 12) return { problem: "its RIFF header does not match the file" };
	const chunk = ascii(b, 12, 4);
	if (chunk === "VP8 ") {
		if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return { problem: "its VP8 frame is not valid" };
		return sized("image/webp", u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
	}
	if (chunk === "VP8L") {
		if (b[20] !== 0x2f) return { problem: "its VP8L frame is not valid" };
		const bits = u32le(b, 21);
		return sized("image/webp", (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
	}
	if (chunk === "VP8X") return sized("image/webp", u24le(b, 24) + 1, u24le(b, 27) + 1);
	return { problem: "it holds no WebP image" };
}

/**
 * Identifies a PNG, JPEG, GIF or WebP image by its bytes and checks its structure, or says why the
 * bytes are not one (the reason completes "… is not a usable image: <reason>").
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
	if (startsWith(bytes, PNG_SIGNATURE)) return checkPng(bytes);
	if (startsWith(bytes, [0xff, 0xd8, 0xff])) return checkJpeg(bytes);
	if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return checkGif(bytes);
	if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return checkWebp(bytes);
	return { problem: "it is not a PNG, JPEG, GIF or WebP image" };
}
