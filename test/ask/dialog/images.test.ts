import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, rm, symlink, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImage } from "../../../src/ask/dialog/image-format.ts";
import { readImageFile, resolveImagePath } from "../../../src/ask/dialog/images.ts";
import { MAX_IMAGE_BYTES } from "../../../src/ask/limits.ts";
import { formatBytes } from "../../../src/text/bytes.ts";

/** A well-formed 1×1 PNG (IHDR, IDAT, IEND with their CRCs). */
function png(width = 1, height = 1): Buffer {
	const chunk = (type: string, data: Buffer) => {
		const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
		const out = Buffer.alloc(12 + data.length);
		out.writeUInt32BE(data.length, 0);
		body.copy(out, 4);
		out.writeUInt32BE(crc32(body), 8 + data.length);
		return out;
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header.set([8, 6, 0, 0, 0], 8);
	const pixels = deflateSync(Buffer.alloc(height * (1 + 4 * width)));
	return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
const PNG = png();
/** SOI, an APP0 segment, a baseline frame header for 3×2 pixels, EOI. */
const JPEG = Buffer.from([
	0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
	0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x02, 0x00, 0x03, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);
/** A 1×1 GIF: screen descriptor, a graphic control extension, an image descriptor, the trailer. */
const GIF = Buffer.from([
	...Buffer.from("GIF89a", "latin1"), 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00,
	0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
]);
/** A lossless 1×1 WebP (VP8L). */
const WEBP = Buffer.from([
	...Buffer.from("RIFF", "latin1"), 0x1a, 0x00, 0x00, 0x00, ...Buffer.from("WEBPVP8L", "latin1"), 0x0d, 0x00, 0x00, 0x00,
	0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
]);

describe("resolveImagePath", () => {
	const home = "/home/me";
	const cwd = "/work";
	it.each([
		["/a/b.png", "/a/b.png"],
		["  /a/b.png \n", "/a/b.png"],
		["'/a/my shot.png'", "/a/my shot.png"],
		['"/a/my shot.png"', "/a/my shot.png"],
		["/a/my\\ shot.png", "/a/my shot.png"],
		["~/b.png", "/home/me/b.png"],
		["~", "/home/me"],
		["file:///a/my%20shot.png", "/a/my shot.png"],
		["shots/b.png", "/work/shots/b.png"],
		["'~/b.png'", "/home/me/b.png"],
	])("%j -> %j", (raw, expected) => {
		expect(resolveImagePath(raw, home, cwd)).toBe(expected);
	});
});

describe("checkImage", () => {
	it("knows well-formed PNG, JPEG, GIF and WebP images and their size", () => {
		expect(checkImage(PNG)).toEqual({ mimeType: "image/png", width: 1, height: 1 });
		expect(checkImage(png(1280, 720))).toEqual({ mimeType: "image/png", width: 1280, height: 720 });
		expect(checkImage(JPEG)).toEqual({ mimeType: "image/jpeg", width: 3, height: 2 });
		expect(checkImage(GIF)).toEqual({ mimeType: "image/gif", width: 1, height: 1 });
		expect(checkImage(WEBP)).toEqual({ mimeType: "image/webp", width: 1, height: 1 });
	});

	it("rejects magic bytes followed by something else, and images cut off or claiming absurd sizes", () => {
		const problem = (bytes: Uint8Array) => ("problem" in checkImage(bytes) ? (checkImage(bytes) as { problem: string }).problem : "accepted");
		expect(problem(Buffer.concat([PNG.subarray(0, 8), Buffer.from("this is just text, not an image at all")]))).toBe("its header chunk is missing");
		expect(problem(PNG.subarray(0, PNG.length - 12))).toBe("it is cut off before its end");
		expect(problem(png(0, 10))).toBe("it records no picture size");
		expect(problem(png(100_000, 10))).toBe("it claims 100000×10 pixels");
		expect(problem(Buffer.concat([JPEG.subarray(0, 3), Buffer.from("\xe0 hello")]))).not.toBe("accepted");
		expect(problem(JPEG.subarray(0, 22))).toBe("it is cut off before its frame header");
		expect(problem(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).toBe("it holds no image");
		expect(problem(WEBP.subarray(0, 20))).toBe("its RIFF header does not match the file");
		expect(problem(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVE")]))).toBe("it is not a PNG, JPEG, GIF or WebP image");
		expect(problem(Buffer.from("%PDF-1.7"))).toBe("it is not a PNG, JPEG, GIF or WebP image");
		expect(problem(new Uint8Array())).toBe("it is not a PNG, JPEG, GIF or WebP image");
	});

	it("never throws or loops on random bytes after a signature", () => {
		fc.assert(
			fc.property(fc.constantFrom(PNG.subarray(0, 8), JPEG.subarray(0, 3), GIF.subarray(0, 6), WEBP.subarray(0, 16)), fc.uint8Array({ maxLength: 200 }), (head, tail) => {
				checkImage(Buffer.concat([head, tail]));
			}),
			{ numRuns: 500 },
		);
	});
});

describe("formatBytes", () => {
	it("writes sizes as people read them", () => {
		expect(formatBytes(812)).toBe("812 B");
		expect(formatBytes(46_000)).toBe("45 KB");
		expect(formatBytes(1_250_000)).toBe("1.2 MB");
		expect(formatBytes(MAX_IMAGE_BYTES)).toBe("5.0 MB");
	});
});

describe("readImageFile", () => {
	let dir: string;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), "pi-question-images-"));
		await writeFile(join(dir, "shot.png"), PNG);
		await writeFile(join(dir, "photo with space.jpg"), JPEG);
		await writeFile(join(dir, "anim.gif"), GIF);
		await writeFile(join(dir, "pic.webp"), WEBP);
		await writeFile(join(dir, "notes.png"), "just text");
		await writeFile(join(dir, "magic.png"), Buffer.concat([PNG.subarray(0, 8), Buffer.from("followed by plain text and nothing else")]));
		await writeFile(join(dir, "big.png"), Buffer.concat([PNG, Buffer.alloc(2048)]));
		await truncate(join(dir, "big.png"), 6 * 1024 * 1024);
		await mkdir(join(dir, "folder.png"));
		execFileSync("mkfifo", [join(dir, "fifo.png")]);
		await symlink(join(dir, "fifo.png"), join(dir, "link-to-fifo.png"));
	});
	afterAll(async () => {
		await rm(dir, { recursive: true, force: true });
	});

	/** The reader's answer, failing the test instead of hanging it when the read never settles. */
	const settled = (path: string, options?: Parameters<typeof readImageFile>[1]) =>
		Promise.race([readImageFile(path, options), new Promise((resolve) => setTimeout(() => resolve("never settled"), 3_000))]);

	it("reads an image into an attachment with base64 data and its size in pixels", async () => {
		expect(await readImageFile(join(dir, "shot.png"))).toEqual({
			path: join(dir, "shot.png"),
			name: "shot.png",
			bytes: PNG.length,
			mimeType: "image/png",
			width: 1,
			height: 1,
			data: PNG.toString("base64"),
		});
		expect(await readImageFile(fileURLToPath(new URL("../../../docs/dialog.png", import.meta.url)))).toMatchObject({ mimeType: "image/png" });
	});

	it("accepts quoted, escaped, home-relative and cwd-relative paths", async () => {
		expect(await readImageFile(`'${join(dir, "photo with space.jpg")}'`)).toMatchObject({ mimeType: "image/jpeg", name: "photo with space.jpg" });
		expect(await readImageFile(join(dir, "photo\\ with\\ space.jpg"))).toMatchObject({ mimeType: "image/jpeg" });
		expect(await readImageFile("~/anim.gif", { home: dir })).toMatchObject({ mimeType: "image/gif" });
		expect(await readImageFile("pic.webp", { cwd: dir })).toMatchObject({ mimeType: "image/webp" });
	});

	it("rejects a file that only has an image name, or only an image's first bytes", async () => {
		expect(await readImageFile(join(dir, "notes.png"))).toEqual({ error: "notes.png is not a usable image: it is not a PNG, JPEG, GIF or WebP image" });
		expect(await readImageFile(join(dir, "magic.png"))).toEqual({ error: "magic.png is not a usable image: its header chunk is missing" });
	});

	it("rejects files over the size limit before reading them", async () => {
		expect(await readImageFile(join(dir, "big.png"))).toEqual({ error: "big.png is too large (6.0 MB; the limit is 5.0 MB)" });
	});

	it("explains a missing file and a folder", async () => {
		expect(await readImageFile(join(dir, "missing.png"))).toEqual({ error: `No file at ${join(dir, "missing.png")}` });
		expect(await readImageFile(join(dir, "folder.png"))).toEqual({ error: "folder.png is not a regular file" });
	});

	it("never blocks on a FIFO, also behind a symlink", async () => {
		expect(await settled(join(dir, "fifo.png"))).toEqual({ error: "fifo.png is not a regular file" });
		expect(await settled(join(dir, "link-to-fifo.png"))).toEqual({ error: "link-to-fifo.png is not a regular file" });
	});

	it("reads a /proc file that claims size 0 no further than the cap", async () => {
		// pagemap's content is endless (and the kernel refuses reads not aligned to 8 bytes): either way the read stops.
		expect(await settled("/proc/self/pagemap", { maxBytes: 64 * 1024 })).toMatchObject({ error: expect.stringMatching(/^(pagemap is too large \(over 64 KB, the limit\)|Cannot read pagemap: .+)$/) });
		expect(await settled("/proc/self/status")).toMatchObject({ error: "status is not a usable image: it is not a PNG, JPEG, GIF or WebP image" });
	});

	it("rejects a device", async () => {
		expect(await settled("/dev/zero")).toEqual({ error: "zero is not a regular file" });
	});
});
