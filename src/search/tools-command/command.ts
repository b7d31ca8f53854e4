/**
 * The `/tools` command: what the deferred catalog costs and what tool_search did in this session
 * (./report.ts), in the terminal UI as a view (./view.ts), elsewhere as plain text: a
 * notification in RPC mode, stderr in print and json mode (stdout belongs to the answer).
 *
 * - `/tools` shows the report; in the terminal UI a query box shows what the model would get.
 * - `/tools try <query>` prints what the model would get for a query, without loading anything.
 * - `/tools disable-builtin` turns pi's built-in tool_search off, after asking (./clean-start.ts).
 * - `/tools defer [server ...]` gives codemode servers to tool_search, after asking (./defer-servers.ts).
 * - `/tools hints` asks the user's model again for every tool's search hints (../meaning/).
 *
 * The same registration shows the clean-start notice at startup in the terminal UI.
 */
import type { ExtensionAPI, ExtensionCommandContext, ExtensionContext } from "@mariozechner/pi-coding-agent";
import { confirmUnhurried } from "../../host/confirm.ts";
import { hostMode, showText } from "../../host/mode.ts";
import { agentDir, projectSettingsAllowed } from "../../host/settings.ts";
import { sanitizeLine } from "../../text/sanitize.ts";
import { builtinToolSearchIn, DISABLE_BUILTIN_ARGUMENT, disableBuiltin, type SettingsPlace, userSettingsPath } from "./clean-start.ts";
import { type CleanStartSentences, cleanStartSentences, outcomeSentence } from "./clean-start-words.ts";
import { chooseServers, DEFER_ARGUMENT, DEFER_SENTENCES, deferServers } from "./defer-servers.ts";
import { searchesOnBranch } from "./details.ts";
import { estimateDefinitionTokens } from "../engine/index.ts";
import { CALL_TOOL_NAME, TOOL_SEARCH_TOOL_NAME, toolLoadCache } from "../catalog/index.ts";
import { type ToolSearchSession } from "../session/index.ts";
import { buildToolsReport, reportLines, type ToolsReport } from "./report.ts";
import { ToolsView } from "./view.ts";

export const TOOLS_COMMAND = "tools";
/** The `/tools` argument that prints a dry run. */
export const TRY_ARGUMENT = "try";
/** The `/tools` argument that asks the user's model again for search hints. */
export const HINTS_ARGUMENT = "hints";

export const TOOLS_COMMAND_SENTENCES = {
	description: "What the deferred tools cost, what tool_search loaded, and what the model would get for a query",
	tryUsage: `Write a query after /tools ${TRY_ARGUMENT}, for example: /tools ${TRY_ARGUMENT} create jira issue`,
	tryHint: `What the model would get for a query: /tools ${TRY_ARGUMENT} <query>`,
	unknown: (argument: string) =>
		`/tools does not know "${sanitizeLine(argument).slice(0, 80)}". Use /tools, /tools ${TRY_ARGUMENT} <query>, /tools ${DISABLE_BUILTIN_ARGUMENT}, /tools ${DEFER_ARGUMENT} [server ...] or /tools ${HINTS_ARGUMENT}.`,
	dryRunHeading: (query: string) => `What the model would get for "${query}" (nothing was loaded):`,
	hintsOff: 'Search hints from your model are off: set "modelHints": true in piQuestion.toolSearch (settings.json or PI_QUESTION_TOOL_SEARCH).',
	hintsUnavailable: (why: string) => `No model can be asked for search hints: ${why}.`,
	hintsAsked: (model: string) => `Asking ${model} again for every deferred tool's search hints, in the background; /tools shows the progress.`,
} as const;

type Context = ExtensionContext & { isProjectTrusted?: () => boolean };

/** The report for this session now. */
export async function toolsReport(pi: ExtensionAPI, session: ToolSearchSession, ctx: Context): Promise<ToolsReport> {
	const overview = await session.overview();
	// tool_search's own definition, and call_tool's in call mode: declared while they are active.
	const searchToolTokens = pi
		.getAllTools()
		.filter((tool) => (tool.name === TOOL_SEARCH_TOOL_NAME || tool.name === CALL_TOOL_NAME) && overview.active.has(tool.name))
		.reduce((sum, tool) => sum + estimateDefinitionTokens(tool), 0);
	const usage = ctx.getContextUsage?.();
	return buildToolsReport({
		...overview,
		searchToolTokens,
		contextWindow: ctx.model?.contextWindow,
		contextTokens: usage?.tokens !== undefined && usage.tokens !== null && usage.tokens > 0 ? usage.tokens : undefined,
		model: ctx.model,
		servers: session.knownServers(),
		cache: toolLoadCache(ctx.model, session.hostHasExposures()),
		searches: searchesOnBranch(ctx.sessionManager.getBranch()),
	});
}

function settingsPlace(ctx: Context, env: NodeJS.ProcessEnv): SettingsPlace {
	return { agentDir: agentDir(env), cwd: ctx.cwd, projectTrusted: ctx.isProjectTrusted?.() ?? false };
}

/** The clean start's words in the language the dialog speaks in this session. */
function sentencesFor(ctx: Context, env: NodeJS.ProcessEnv): CleanStartSentences {
	return cleanStartSentences(ctx.cwd, env, projectSettingsAllowed(ctx));
}

/**
 * `/tools disable-builtin`: asks (keys typed ahead of the question are no answer: ../../host/confirm.ts),
 * writes, reloads; or says why not. Nothing may use `ctx` after the reload.
 */
async function runDisableBuiltin(ctx: ExtensionCommandContext & Context, env: NodeJS.ProcessEnv): Promise<void> {
	const where = settingsPlace(ctx, env);
	const path = userSettingsPath(where);
	const words = sentencesFor(ctx, env);
	if (!ctx.hasUI) return showText(ctx, words.noUi(path), "warning");
	const state = builtinToolSearchIn(where);
	if (state.enabled && state.decidedBy === "user" && !(await confirmUnhurried(ctx.ui, words.confirmTitle, words.confirmMessage(path)))) {
		return showText(ctx, words.cancelled);
	}
	const outcome = await disableBuiltin(where);
	if (outcome.kind !== "written") return showText(ctx, outcomeSentence(outcome, words), outcome.kind === "already" ? "info" : "warning");
	await ctx.reload();
}

/** `/tools defer [server ...]`: picks the servers, asks (as `/tools disable-builtin` does), writes, reloads; or says why not. Nothing may use `ctx` after the reload. */
async function runDefer(ctx: ExtensionCommandContext & Context, session: ToolSearchSession, names: readonly string[]): Promise<void> {
	const chosen = chooseServers(session.knownServers(), names);
	if ("message" in chosen) return showText(ctx, chosen.message, "warning");
	if (!ctx.hasUI) return showText(ctx, DEFER_SENTENCES.noUi(chosen.servers), "warning");
	const yes = await confirmUnhurried(ctx.ui, DEFER_SENTENCES.confirmTitle(chosen.servers.length), DEFER_SENTENCES.confirmMessage(chosen.servers));
	if (!yes) return showText(ctx, DEFER_SENTENCES.cancelled);
	const problems = await deferServers(chosen.servers);
	if (problems.length > 0) showText(ctx, problems.join("\n"), "warning");
	if (problems.length < chosen.servers.length) await ctx.reload();
}

/** `/tools hints`: the model is asked again for every tool, stored hints or not; or why it cannot be. */
function askHintsAgain(ctx: Context, session: ToolSearchSession): void {
	const status = session.hints.status();
	if (!status.on) return showText(ctx, TOOLS_COMMAND_SENTENCES.hintsOff, "warning");
	if (status.unavailable !== undefined) return showText(ctx, TOOLS_COMMAND_SENTENCES.hintsUnavailable(sanitizeLine(status.unavailable)), "warning");
	session.hints.askAgain();
	showText(ctx, TOOLS_COMMAND_SENTENCES.hintsAsked(sanitizeLine(status.model ?? "")));
}

/** Registers `/tools` and the clean-start notice. `env` is where settings paths come from (tests pass their own). */
export function registerToolsCommand(pi: ExtensionAPI, session: ToolSearchSession, env: NodeJS.ProcessEnv = process.env): void {
	pi.registerCommand(TOOLS_COMMAND, {
		description: TOOLS_COMMAND_SENTENCES.description,
		getArgumentCompletions: (prefix: string) =>
			[
				{ value: `${TRY_ARGUMENT} `, label: `${TRY_ARGUMENT} <query>`, description: "What the model would get for a query" },
				{ value: DISABLE_BUILTIN_ARGUMENT, label: DISABLE_BUILTIN_ARGUMENT, description: "Turn off pi's built-in tool_search (asks first)" },
				{ value: `${DEFER_ARGUMENT} `, label: `${DEFER_ARGUMENT} [server ...]`, description: "Give codemode MCP servers to tool_search (asks first)" },
				{ value: HINTS_ARGUMENT, label: HINTS_ARGUMENT, description: "Ask your model again for the tools' search hints" },
			// A complete argument is not offered again: Enter then runs the command instead of taking the suggestion.
			].filter((item) => item.value.startsWith(prefix.trimStart()) && item.value !== prefix.trimStart()),
		handler: async (args, ctx) => {
			const text = args.trim();
			const [first = "", ...rest] = text.split(/\s+/);
			if (first === DISABLE_BUILTIN_ARGUMENT && rest.length === 0) return runDisableBuiltin(ctx, env);
			if (first === DEFER_ARGUMENT) return runDefer(ctx, session, rest);
			if (first === HINTS_ARGUMENT && rest.length === 0) return askHintsAgain(ctx, session);
			const timing = session.loadTimingOf(ctx);
			if (first === TRY_ARGUMENT) {
				const query = text.slice(TRY_ARGUMENT.length).trim();
				if (query === "") return showText(ctx, TOOLS_COMMAND_SENTENCES.tryUsage, "warning");
				return showText(ctx, `${TOOLS_COMMAND_SENTENCES.dryRunHeading(query)}\n${(await session.dryRun(query, undefined, ctx, timing)).answer.text}`);
			}
			if (text !== "") return showText(ctx, TOOLS_COMMAND_SENTENCES.unknown(first), "warning");
			const report = await toolsReport(pi, session, ctx);
			if (hostMode(ctx) === "tui") {
				const shown = await ctx.ui.custom<boolean>((tui, theme, keybindings, done) =>
					new ToolsView({
						tui,
						theme,
						keybindings,
						report,
						refresh: () => toolsReport(pi, session, ctx),
						dryRun: async (query) => (await session.dryRun(query, undefined, ctx, timing)).answer.text,
						done: () => done(true),
					}),
				);
				if (shown !== undefined) return;
			}
			const lines = reportLines(report).map((line) => line.text);
			showText(ctx, [...lines, TOOLS_COMMAND_SENTENCES.tryHint].join("\n"));
		},
	});
	// The clean start: a one-line notice at every start of the terminal UI while pi loads its built-in
	// tool_search, naming the command that turns it off. Nothing is asked at startup: a question there
	// takes the keys of a prompt typed as pi draws, and its Enter would answer it.
	pi.on("session_start", (event, ctx) => {
		if (event.reason !== "startup" || hostMode(ctx) !== "tui" || !session.hostHasExposures()) return;
		if (builtinToolSearchIn(settingsPlace(ctx, env)).enabled) ctx.ui.notify(sentencesFor(ctx, env).notice, "warning");
	});
}
