#!/usr/bin/env node
// Installs the pi 0.73.1 compatibility copy used by the tests (test/compat), if missing.
// Fast no-op when it is already installed. Uses the committed lockfile (npm ci), reads no
// stdin, and works the same on a fresh clone and in CI.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const compat = join(root, "test", "compat");
const installed = join(compat, "node_modules", "@mariozechner", "pi-coding-agent", "package.json");

function installedVersion() {
	try {
		return JSON.parse(readFileSync(installed, "utf8")).version;
	} catch {
		return undefined;
	}
}

const wanted = JSON.parse(readFileSync(join(compat, "package.json"), "utf8")).dependencies["@mariozechner/pi-coding-agent"];

if (existsSync(installed) && installedVersion() === wanted) process.exit(0);

console.log(`ensure-compat: installing pi ${wanted} into test/compat (npm ci --prefix test/compat)`);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const result = spawnSync(npm, ["ci", "--prefix", compat, "--no-audit", "--no-fund", "--loglevel=error"], {
	cwd: root,
	stdio: ["ignore", "inherit", "inherit"],
	env: { ...process.env, npm_config_yes: "true" },
});
if (result.error !== undefined) {
	console.error(`ensure-compat: could not run npm: ${result.error.message}`);
	process.exit(1);
}
if (result.status !== 0) {
	console.error(`ensure-compat: npm ci failed with exit code ${result.status}`);
	process.exit(result.status ?? 1);
}
if (installedVersion() !== wanted) {
	console.error(`ensure-compat: expected pi ${wanted} in test/compat, found ${installedVersion() ?? "nothing"}`);
	process.exit(1);
}
