import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readImageFile, resolveImagePath, sniffImageType } from "../../../src/ask/dialog/images.ts";
import { MAX_IMAGE_BYTES } from "../../../src/ask/limits.ts";
import { formatBytes } from "../../../src/text/bytes.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = Buffer.from("GIF89a\x01\x00", "latin1");
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 ")]);

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

describe("sniffImageType", () => {
	it("knows PNG, JPEG, GIF and WebP by their first bytes", () => {
		expect(sniffImageType(PNG)).toBe("image/png");
		expect(sniffImageType(JPEG)).toBe("image/jpeg");
		expect(sniffImageType(GIF)).toBe("image/gif");
		expect(sniffImageType(Buffer.from("GIF87a"))).toBe("image/gif");
		expect(sniffImageType(WEBP)).toBe("image/webp");
	});

	it("rejects everything else, including RIFF files that are not WebP", () => {
		expect(sniffImageType(Buffer.from("hello"))).toBeUndefined();
		expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeUndefined();
		expect(sniffImageType(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVE")]))).toBeUndefined();
		expect(sniffImageType(new Uint8Array())).toBeUndefined();
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
		await writeFile(join(dir, "big.png"), Buffer.concat([PNG, Buffer.alloc(2048)]));
		await mkdir(join(dir, "folder.png"));
	});
	afterAll(async () => {
		await rm(dir, { recursive: true, force: true });
	});

	it("reads an image into an attachment with base64 data", async () => {
		expect(await readImageFile(join(dir, "shot.png"))).toEqual({
			path: join(dir, "shot.png"),
			name: "shot.png",
			bytes: PNG.length,
			mimeType: "image/png",
			data: PNG.toString("base64"),
		});
	});

	it("accepts quoted, escaped, home-relative and cwd-relative paths", async () => {
		expect(await readImageFile(`'${join(dir, "photo with space.jpg")}'`)).toMatchObject({ mimeType: "image/jpeg", name: "photo with space.jpg" });
		expect(await readImageFile(join(dir, "photo\\ with\\ space.jpg"))).toMatchObject({ mimeType: "image/jpeg" });
		expect(await readImageFile("~/anim.gif", { home: dir })).toMatchObject({ mimeType: "image/gif" });
		expect(await readImageFile("pic.webp", { cwd: dir })).toMatchObject({ mimeType: "image/webp" });
	});

	it("rejects a file that only has an image name", async () => {
		expect(await readImageFile(join(dir, "notes.png"))).toEqual({ error: "notes.png is not an image (PNG, JPEG, GIF or WebP)" });
	});

	it("rejects files over the size limit before reading them", async () => {
		expect(await readImageFile(join(dir, "big.png"), { maxBytes: 1024 })).toEqual({ error: "big.png is too large (2 KB; the limit is 1 KB)" });
	});

	it("explains a missing file and a directory", async () => {
		expect(await readImageFile(join(dir, "missing.png"))).toEqual({ error: `No file at ${join(dir, "missing.png")}` });
		expect(await readImageFile(join(dir, "folder.png"))).toEqual({ error: "folder.png is not a file" });
	});
});
