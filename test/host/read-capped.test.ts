import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cappedText, readCapped, readCappedSync } from "../../src/host/read-capped.ts";

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
