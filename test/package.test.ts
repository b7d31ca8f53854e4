/**
 * The published package: what `npm pack` ships and how the manifest declares pi.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
	name: string;
	keywords: string[];
	engines: { node: string };
	pi: { extensions: string[]; image?: string };
	dependencies?: Record<string, string>;
	peerDependencies: Record<string, string>;
	peerDependenciesMeta: Record<string, { optional?: boolean }>;
	files: string[];
	exports: Record<string, string>;
};
/** The names the code imports: pi 0.73's loader maps only these (and `@sinclair/typebox`), pi 1.x's maps them too. */
const HOST_PACKAGES = ["@mariozechner/pi-coding-agent", "@mariozechner/pi-tui", "typebox"];

describe("package manifest", () => {
	it("is a pi package named pi-question whose extensions exist", () => {
		expect(manifest.name).toBe("pi-question");
		expect(manifest.keywords).toContain("pi-package");
		expect(manifest.pi.extensions).toContain("./extensions/ask-user-question.ts");
		for (const entry of manifest.pi.extensions) expect(existsSync(join(ROOT, entry)), entry).toBe(true);
	});

	it("declares the host packages as optional '*' peer dependencies, so no install pulls a copy of pi", () => {
		expect(Object.keys(manifest.peerDependencies).sort()).toEqual([...HOST_PACKAGES].sort());
		for (const name of HOST_PACKAGES) expect(manifest.peerDependencies[name]).toBe("*");
		for (const name of HOST_PACKAGES) expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
	});

	it("has no runtime dependency: a copy without node_modules must still let pi start", () => {
		expect(manifest.dependencies).toBeUndefined();
	});

	it("imports pi only under the names both hosts map (never @earendil-works/*, which pi 0.73 does not map)", () => {
		const sources = ["src", "extensions"].flatMap((top) =>
			(readdirSync(join(ROOT, top), { recursive: true }) as string[]).filter((file) => file.endsWith(".ts")).map((file) => join(ROOT, top, file)),
		);
		expect(sources.length).toBeGreaterThan(10);
		expect(sources.filter((file) => /from "@earendil-works\//.test(readFileSync(file, "utf8")))).toEqual([]);
	});

	it("supports the Node versions of both pi lines (0.73 runs on Node >= 20.6)", () => {
		expect(manifest.engines.node).toBe(">=20.6.0");
	});
});

describe("npm pack", () => {
	const listing = JSON.parse(
		execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8" }),
	) as Array<{ files: Array<{ path: string; size: number }> }>;
	const files = listing[0]!.files.map((file) => file.path);

	it("ships what pi loads plus README, CHANGELOG and LICENSE", () => {
		expect(files).toContain("README.md");
		expect(files).toContain("CHANGELOG.md");
		expect(files).toContain("LICENSE");
		for (const entry of manifest.pi.extensions) expect(files).toContain(entry.replace(/^\.\//, ""));
		if (manifest.pi.image) expect(files).toContain(manifest.pi.image.replace(/^\.\//, ""));
	});

	it("ships every module its exports name; `pi-question/events` is a module that imports nothing, so any extension can load it", () => {
		for (const target of Object.values(manifest.exports)) expect(files).toContain(target.replace(/^\.\//, ""));
		expect(manifest.exports["./events"]).toBe("./src/ask/reach/events.ts");
		const events = readFileSync(join(ROOT, manifest.exports["./events"] as string), "utf8");
		expect(events).not.toMatch(/^\s*(import|export)\s[^;]*\sfrom\s/m);
		expect(import.meta.resolve("pi-question/events")).toBe(new URL("../src/ask/reach/events.ts", import.meta.url).href);
	});

	it("keeps the gallery screenshot light (a palette PNG, not a third of the tarball)", () => {
		const image = listing[0]!.files.find((file) => file.path === manifest.pi.image);
		expect(image?.size).toBeLessThan(150_000);
	});

	it("ships no tests, fixtures, benchmarks or CI files", () => {
		for (const file of files) {
			expect(file).not.toMatch(/^(test|bench|scripts|\.ci|\.github)\//);
			expect(file).not.toMatch(/\.test\.ts$|fixtures/);
		}
	});
});
