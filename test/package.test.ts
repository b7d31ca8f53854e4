/**
 * The published package: what `npm pack` ships and how the manifest declares pi.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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
	files: string[];
};
const HOST_PACKAGES = ["@mariozechner/pi-coding-agent", "@mariozechner/pi-tui", "@sinclair/typebox"];

describe("package manifest", () => {
	it("is a pi package named pi-question whose extensions exist", () => {
		expect(manifest.name).toBe("pi-question");
		expect(manifest.keywords).toContain("pi-package");
		expect(manifest.pi.extensions).toContain("./extensions/ask-user-question.ts");
		for (const entry of manifest.pi.extensions) expect(existsSync(join(ROOT, entry)), entry).toBe(true);
	});

	it("declares the host packages as '*' peer dependencies and never bundles them", () => {
		for (const name of HOST_PACKAGES) expect(manifest.peerDependencies[name]).toBe("*");
		for (const name of HOST_PACKAGES) expect(manifest.dependencies?.[name]).toBeUndefined();
	});

	it("supports the Node versions of both pi lines (0.73 runs on Node >= 20.6)", () => {
		expect(manifest.engines.node).toBe(">=20.6.0");
	});
});

describe("npm pack", () => {
	const listing = JSON.parse(
		execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8" }),
	) as Array<{ files: Array<{ path: string }> }>;
	const files = listing[0]!.files.map((file) => file.path);

	it("ships what pi loads plus README and CHANGELOG", () => {
		expect(files).toContain("README.md");
		expect(files).toContain("CHANGELOG.md");
		for (const entry of manifest.pi.extensions) expect(files).toContain(entry.replace(/^\.\//, ""));
		if (manifest.pi.image) expect(files).toContain(manifest.pi.image.replace(/^\.\//, ""));
	});

	it("ships no tests, fixtures, benchmarks or CI files", () => {
		for (const file of files) {
			expect(file).not.toMatch(/^(test|bench|scripts|\.ci|\.github)\//);
			expect(file).not.toMatch(/\.test\.ts$|fixtures/);
		}
	});
});
