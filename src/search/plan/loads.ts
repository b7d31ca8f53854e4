/**
 * What a search's outcome asks the session to load, by one rule: the tools a query names, or the
 * keyword hits that cleared the relevance floor when the query was only keywords. Pure; the planner
 * (./plan.ts) loads `toLoad` and the sections (./sections.ts) name the rest from the same loads, so
 * what is loaded and what the model is told are decided in one place.
 */
import type { ParsedQuery, RankedHit, SearchOutcome, UnknownName } from "../engine/index.ts";

/** What a search loads and what it leaves for the result to name. */
export interface Loads {
	/** Catalog tools to load, in the order found, without repeats. */
	readonly toLoad: readonly string[];
	/** Tools found that are declared already (catalog tools, or direct tools named in any case), in the order found. */
	readonly alreadyLoaded: readonly string[];
	/** Names of a `select:` or exact query that are no tool, direct ones included. */
	readonly unknown: readonly UnknownName[];
	/** Keyword hits left to name without loading, best first: hits the query may not load, then the candidates. */
	readonly unnamed: readonly RankedHit[];
}

/** What the plan reads of the host: the declared tools now, and a direct tool's name written in any case. */
export interface LoadsContext {
	readonly active: ReadonlySet<string>;
	/** An active tool outside the catalog (a direct tool) of this name, written in any case. */
	directTool(name: string): string | undefined;
}

/**
 * The loads of an outcome. A query that names tools or a server loads only those: words of a name
 * that is not there are no reason to load whatever else they match, so keyword hits load only
 * when the query was keywords.
 */
export function loadsOf(parsed: ParsedQuery, outcome: SearchOutcome, context: LoadsContext): Loads {
	const toLoad: string[] = [];
	const alreadyLoaded: string[] = [];
	const unknown: UnknownName[] = [];
	const unnamed: RankedHit[] = [];
	const take = (name: string): void => {
		if (context.active.has(name)) alreadyLoaded.push(name);
		else if (!toLoad.includes(name)) toLoad.push(name);
	};
	switch (outcome.kind) {
		case "select":
			for (const name of outcome.found) take(name);
			for (const missing of outcome.unknown) {
				const direct = context.directTool(missing.requested);
				if (direct !== undefined) alreadyLoaded.push(direct);
				else unknown.push(missing);
			}
			break;
		case "exact":
			take(outcome.tool.name);
			break;
		case "prefix":
			break;
		case "keywords": {
			const mayLoad = parsed.kind === "keywords";
			for (const hit of outcome.load) {
				if (context.active.has(hit.name) || mayLoad) take(hit.name);
				else unnamed.push(hit);
			}
			for (const hit of outcome.candidates) {
				if (context.active.has(hit.name)) alreadyLoaded.push(hit.name);
				else unnamed.push(hit);
			}
			break;
		}
	}
	return { toLoad, alreadyLoaded, unknown, unnamed };
}
