/**
 * The clean start offered once in one key: the offer is claimed once per agent dir (never through a
 * link), Yes writes the setting and says so, No changes nothing and says how to do it later.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimOffer, offerCleanStart, offerMarkerPath, OFFER_SENTENCES } from "../../../src/search/tools-command/clean-start-offer.ts";

describe("the clean start offer", () => {
	let root: string;
	let agentDir: string;
	let cwd: string;
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "clean-offer-"));
		agentDir = join(root, "agent");
		cwd = join(root, "work");
		mkdirSync(agentDir, { recursive: true });
		mkdirSync(cwd, { recursive: true });
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	const ui = (answer: boolean) => {
		const told: string[] = [];
		return { told, confirm: async () => answer, notify: (message: string) => void told.push(message) };
	};

	it("is claimed once per agent dir", () => {
		expect(claimOffer(agentDir)).toBe(true);
		expect(existsSync(offerMarkerPath(agentDir))).toBe(true);
		expect(claimOffer(agentDir)).toBe(false);
	});

	it("is not made when its record would go through a link (it would come back at every start)", () => {
		const elsewhere = join(root, "elsewhere");
		mkdirSync(elsewhere);
		symlinkSync(elsewhere, join(agentDir, "pi-question"));
		expect(claimOffer(agentDir)).toBe(false);
		expect(existsSync(join(elsewhere, "clean-start-offered"))).toBe(false);
	});

	it("Yes turns the built-in off in the user's settings and says so", async () => {
		const yes = ui(true);
		await offerCleanStart(yes, { agentDir, cwd, projectTrusted: false });
		expect(JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8")).extensions).toEqual(["-builtin:tool-search"]);
		expect(yes.told).toEqual([OFFER_SENTENCES.done]);
	});

	it("No changes nothing and names the command for later", async () => {
		const no = ui(false);
		await offerCleanStart(no, { agentDir, cwd, projectTrusted: false });
		expect(existsSync(join(agentDir, "settings.json"))).toBe(false);
		expect(no.told).toEqual([OFFER_SENTENCES.later]);
	});
});
