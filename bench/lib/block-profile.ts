/**
 * Where one event-loop block's time went: the samples of a V8 CPU profile (`Profiler.stop` of
 * `node:inspector`) that fall in a stretch of time, summed by function, for ../blocks.ts.
 * Profile timestamps are microseconds of the monotonic clock `process.hrtime` reads.
 */
import { basename } from "node:path";

/** The parts of a V8 CPU profile read here. */
export interface CpuProfile {
	nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
	startTime: number;
	endTime: number;
	samples?: number[];
	timeDeltas?: number[];
}

/** One function's share of a stretch, in milliseconds. */
export interface FunctionTime {
	name: string;
	self: number;
	total: number;
}

/** A profile node's function as one label: its name, file and line. */
function label(frame: CpuProfile["nodes"][number]["callFrame"]): string {
	const where = frame.url === "" ? "" : ` ${basename(frame.url.split("?")[0] ?? frame.url)}:${frame.lineNumber + 1}`;
	return `${frame.functionName || "(anonymous)"}${where}`;
}

/**
 * The functions that ran between `fromUs` and `toUs` (hrtime microseconds), each with its self time
 * and its total time (itself and what it called), longest self time first.
 */
export function timeIn(profile: CpuProfile, fromUs: number, toUs: number): FunctionTime[] {
	const parent = new Map<number, number>();
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
	const self = new Map<string, number>();
	const total = new Map<string, number>();
	const samples = profile.samples ?? [];
	const deltas = profile.timeDeltas ?? [];
	let at = profile.startTime;
	for (let i = 0; i < samples.length; i++) {
		at += deltas[i] ?? 0;
		const weight = (deltas[i + 1] ?? 0) / 1000;
		if (at < fromUs || at > toUs || weight <= 0) continue;
		const leaf = byId.get(samples[i] as number);
		if (leaf === undefined) continue;
		const name = label(leaf.callFrame);
		self.set(name, (self.get(name) ?? 0) + weight);
		const seen = new Set<string>();
		for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
			const node = byId.get(id);
			if (node === undefined) break;
			const frame = label(node.callFrame);
			if (seen.has(frame)) continue;
			seen.add(frame);
			total.set(frame, (total.get(frame) ?? 0) + weight);
		}
	}
	return [...total.entries()].map(([name, ms]) => ({ name, self: self.get(name) ?? 0, total: ms })).sort((a, b) => b.self - a.self || b.total - a.total);
}
