import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		include: ["test/**/*.test.ts"],
		exclude: ["**/node_modules/**"],
		testTimeout: 60_000,
		hookTimeout: 120_000,
		pool: "forks",
		// Test files run in parallel, one process each: every file makes its own temporary pi home,
		// mock model (a free port) and tmux server (a private socket), so none shares state with
		// another. The end-to-end files mostly wait on pi and tmux, so one file per core, and at
		// least two, keeps a 2-core machine busy (vitest's default is one fewer than the cores).
		maxWorkers: Math.max(2, availableParallelism()),
		// The end-to-end files drive real pi processes and tmux servers side by side on a small,
		// shared machine, where a frame can be captured mid-draw or a process start late. A failing
		// test runs once more; one that fails twice fails the run (a real defect fails every time).
		retry: 1,
		reporters: ["default", "./test/summary-reporter.ts"],
	},
});
