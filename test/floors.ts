/**
 * The floor of each room of src/search: a room imports only rooms below it, so data goes down and
 * nothing calls back up. The files of src/search itself (the tools' registrations) stand above all.
 * Read by test/structure.test.ts (the imports) and test/trace.test.ts (the calls at run time).
 */
export const FLOORS: Readonly<Record<string, number>> = { "tools-command": 7, session: 6, notices: 5, memory: 5, meaning: 5, plan: 4, mcp: 3, catalog: 2, engine: 1, trust: 1 };

/** The room of src/search a file is in (`engine`, `session`, `plan` …), or undefined for a file of src/search itself or outside it. */
export function roomOf(file: string): string | undefined {
	return /^src\/search\/([^/]+)\//.exec(file)?.[1];
}
