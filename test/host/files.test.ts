/**
 * Files we do not own: read through one handle up to a cap; changed under pi's lock protocol (a
 * `<file>.lock` directory) without pi's lock library, interleaving with that library as pi uses it;
 * written never through a symbolic link nor over anything but a regular file.
 */
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cappedText, changeLocked, lockPiFile, readCapped, readCappedSync } from "../../src/host/files.ts";
import { recordUsage, usagePath } from "../../src/search/memory/usage-store.ts";

describe("reading a file we do not own", () => {
	let dir: string;
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), "read-capped-"));
		writeFileSync(join(dir, "small.json"), "\uFEFF{\"a\":1}");
		writeFileSync(join(dir, "big.txt"), "x".repeat(1000));
		execFileSync("mkfifo", [join(dir, "fifo")]);
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	describe.each([
		["readCappedSync", async (path: string, max: number) => readCappedSync(path, max)],
		["readCapped", readCapped],
	])("%s", (_name, read) => {
		it("reads a regular file within the cap", async () => {
			const result = await read(join(dir, "small.json"), 100);
			expect(result.kind).toBe("bytes");
			if (result.kind === "bytes") expect(cappedText(result.bytes)).toBe('{"a":1}');
		});

		it("says a file is missing", async () => {
			expect(await read(join(dir, "none.json"), 100)).toEqual({ kind: "missing" });
			expect(await read(join(dir, "small.json", "below"), 100)).toEqual({ kind: "missing" });
		});

		it("refuses a file over the cap by its size, without reading it", async () => {
			expect(await read(join(dir, "big.txt"), 999)).toEqual({ kind: "too-large", bytes: 1000 });
		});

		it("never waits on a FIFO and never reads a folder", async () => {
			expect(await read(join(dir, "fifo"), 100)).toEqual({ kind: "not-file" });
			expect(await read(dir, 100)).toEqual({ kind: "not-file" });
		});

		it("stops one byte past the cap on a file whose size says 0 (procfs)", async () => {
			expect(await read("/proc/self/maps", 64)).toEqual({ kind: "too-large", bytes: 65 });
		});
	});
});

describe("changing a file several pi processes change", () => {
	let root: string;
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "locked-file-"));
	});
	afterEach(() => {
		rmSync(root, { recursive: true, force: true });
	});

	describe("pi's lock", () => {
		it("waits while pi's own lock library holds the file, and pi's library waits for ours", async () => {
			const file = join(root, "settings.json");
			writeFileSync(file, "{}");
			const release = lockfile.lockSync(file, { realpath: false });
			let ours = false;
			const taking = lockPiFile(file).then((releaseOurs) => {
				ours = true;
				return releaseOurs;
			});
			await new Promise((resolve) => setTimeout(resolve, 50));
			expect(ours).toBe(false);
			release();
			const releaseOurs = await taking;
			expect(() => lockfile.lockSync(file, { realpath: false })).toThrow(/already being held/);
			releaseOurs();
			expect(existsSync(`${file}.lock`)).toBe(false);
			lockfile.lockSync(file, { realpath: false })();
		});

		it("takes over a lock left by a process that died (older than 10 s), as pi's library does", async () => {
			const file = join(root, "settings.json");
			mkdirSync(`${file}.lock`);
			const old = new Date(Date.now() - 60_000);
			utimesSync(`${file}.lock`, old, old);
			(await lockPiFile(file))();
			expect(existsSync(`${file}.lock`)).toBe(false);
		});
	});

	describe("writing a file we do not own", () => {
		it("never follows a symbolic link: the link and its target stay as they were", async () => {
			const target = join(root, "precious.txt");
			writeFileSync(target, "mine");
			const link = join(root, "file.json");
			symlinkSync(target, link);
			await expect(changeLocked(link, 1024, () => "overwritten")).rejects.toThrow(`${link} is a symbolic link, and pi-question does not write through links`);
			expect(readFileSync(target, "utf8")).toBe("mine");
			expect(lstatSync(link).isSymbolicLink()).toBe(true);
			expect(readdirSync(root).sort()).toEqual(["file.json", "precious.txt"]);
		});

		it("never replaces a FIFO or another file that is not regular", async () => {
			const fifo = join(root, "fifo");
			execFileSync("mkfifo", [fifo]);
			await expect(changeLocked(fifo, 1024, () => "x")).rejects.toThrow(`${fifo} is not a regular file`);
			expect(lstatSync(fifo).isFIFO()).toBe(true);
		});

		it("the usage writer leaves a linked or special usage file alone and records nothing", async () => {
			const agent = join(root, "agent");
			mkdirSync(join(agent, "pi-question"), { recursive: true });
			const other = join(root, "other.json");
			writeFileSync(other, "keep");
			symlinkSync(other, usagePath(agent));
			await expect(recordUsage(agent, "s1", "t")).rejects.toThrow(/symbolic link/);
			expect(readFileSync(other, "utf8")).toBe("keep");
			rmSync(usagePath(agent));
			symlinkSync("/dev/null", usagePath(agent));
			await expect(recordUsage(agent, "s1", "t")).rejects.toThrow(/symbolic link/);
			expect(lstatSync("/dev/null").isCharacterDevice()).toBe(true);
			rmSync(usagePath(agent));
			await recordUsage(agent, "s1", "t");
			// Nor through a linked folder in place of its own.
			const elsewhere = join(root, "elsewhere");
			mkdirSync(elsewhere);
			const linked = join(root, "agent2");
			mkdirSync(linked);
			symlinkSync(elsewhere, join(linked, "pi-question"));
			await expect(recordUsage(linked, "s1", "t")).rejects.toThrow(/pi-question is a symbolic link/);
			expect(readdirSync(elsewhere)).toEqual([]);
			expect(JSON.parse(readFileSync(usagePath(agent), "utf8"))).toEqual({ version: 1, sessions: [{ id: "s1", tools: ["t"] }] });
		});
	});
});
