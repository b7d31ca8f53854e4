/**
 * The path of one tool_search query and of one key press, traced at run time (scripts/trace/):
 * data goes down and nothing calls back up. In the query, no function of a room is entered from a
 * room on a lower floor (so the session hands the planner no callback and the plan holds no
 * closure); in the key press, nothing in the reducer or the drawing calls the component. The
 * counts are printed for the record; scripts/trace/README.md says what they count and what stands
 * between them and the aim of 12 files and 5 returns.
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FLOORS, roomOf } from "./floors.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface Step {
	file: string;
	from: string;
}
interface Trace {
	files: string[];
	steps: Step[];
	returns: Step[];
}

function trace(scenario: "query" | "key"): { byFile: Trace; byLibrary: Trace } {
	const out = execFileSync(process.execPath, ["--import", "./scripts/trace/register.mjs", "scripts/trace/trace.ts", scenario, "--json"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
	return JSON.parse(out.trim().split("\n").pop() ?? "{}");
}

function floorOf(file: string): number | undefined {
	const room = roomOf(file);
	return room === undefined ? undefined : FLOORS[room];
}

describe("the traced paths", () => {
	it("one query: no room is entered from a room below it", () => {
		const { byFile, byLibrary } = trace("query");
		console.log(`query: ${byFile.files.length} files, ${byFile.returns.length} returns; libraries as one: ${byLibrary.files.length} files, ${byLibrary.returns.length} returns`);
		expect(byFile.files).toContain("src/search/plan/plan.ts");
		const upward = byFile.steps.filter((step) => {
			const to = floorOf(step.file);
			const from = floorOf(step.from);
			return to !== undefined && from !== undefined && to > from;
		});
		expect(upward).toEqual([]);
	}, 60_000);

	it("one key press: the reducer and the drawing never call the component", () => {
		const { byFile, byLibrary } = trace("key");
		console.log(`key: ${byFile.files.length} files, ${byFile.returns.length} returns; libraries as one: ${byLibrary.files.length} files, ${byLibrary.returns.length} returns`);
		const back = byFile.steps.filter((step) => step.file === "src/ask/dialog/component.ts" && step.from !== "pi");
		expect(back).toEqual([]);
		const intoDrawing = byFile.steps.filter((step) => step.file.startsWith("src/ask/dialog/draw/") && step.from.startsWith("src/ask/dialog/state/"));
		expect(intoDrawing).toEqual([]);
	}, 60_000);
});
