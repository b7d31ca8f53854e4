/**
 * The documentation a newcomer reads: a README that fits on a few screens and links every page of
 * docs/, pages that each open with what they are for, and no link (file or heading) that leads
 * nowhere. The commands in these files are run by test/e2e/docs-commands.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** At most this many lines: a README a newcomer reads in a few minutes; the rest lives in docs/. */
const MAX_README_LINES = 150;

const pages = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`);
const documents = ["README.md", "CONTRIBUTING.md", ...pages];
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
	return heading
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, "")
		.replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings, outside code blocks. */
function anchorsOf(file: string): Set<string> {
	const anchors = new Set<string>();
	let fenced = false;
	for (const line of read(file).split("\n")) {
		if (line.startsWith("```")) fenced = !fenced;
		else if (!fenced && /^#{1,6} /.test(line)) anchors.add(slug(line.replace(/^#+ /, "")));
	}
	return anchors;
}

/** Every relative link of a file, `[text](target)`, outside code blocks and inline code. */
function linksOf(file: string): string[] {
	const links: string[] = [];
	let fenced = false;
	for (const line of read(file).split("\n")) {
		if (line.startsWith("```")) fenced = !fenced;
		if (fenced) continue;
		for (const match of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
			const target = match[1]!;
			if (!/^[a-z]+:/.test(target)) links.push(target);
		}
	}
	return links;
}

describe("the README and docs/", () => {
	it(`keeps the README to at most ${MAX_README_LINES} lines`, () => {
		expect(read("README.md").split("\n").length - 1).toBeLessThanOrEqual(MAX_README_LINES);
	});

	it("links every page of docs/ from the README", () => {
		const linked = new Set(linksOf("README.md").map((link) => link.split("#")[0]));
		expect(pages.filter((page) => !linked.has(page))).toEqual([]);
	});

	it("opens each page of docs/ with a title, then a paragraph saying what the page is for", () => {
		for (const page of pages) {
			const [title, blank, opening] = read(page).split("\n");
			expect(title, page).toMatch(/^# \S/);
			expect(blank, page).toBe("");
			expect(opening, page).toMatch(/^[A-Z`*][^#|`]/);
		}
	});

	it("names the tarball npm pack makes for this version", () => {
		const version = (JSON.parse(read("package.json")) as { version: string }).version;
		for (const file of documents) {
			for (const match of read(file).matchAll(/pi-question-(\d+\.\d+\.\d+)\.tgz/g)) expect(`${file}: ${match[1]}`).toBe(`${file}: ${version}`);
		}
	});

	it("has no link to a missing file or heading", () => {
		const broken: string[] = [];
		for (const file of documents) {
			for (const link of linksOf(file)) {
				const [path, anchor] = link.split("#") as [string, string | undefined];
				const target = path === "" ? file : normalize(join(dirname(file), path));
				if (!existsSync(join(ROOT, target))) broken.push(`${file}: ${link} (no file ${target})`);
				else if (anchor !== undefined && target.endsWith(".md") && !anchorsOf(target).has(anchor)) broken.push(`${file}: ${link} (no heading #${anchor} in ${target})`);
			}
		}
		expect(broken).toEqual([]);
	});
});
