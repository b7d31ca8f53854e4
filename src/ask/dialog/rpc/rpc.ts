/**
 * The dialog over pi's RPC prompts (`ctx.ui.select` and `ctx.ui.input`), for hosts that show no
 * terminal component: pi's RPC mode (web front ends, editor integrations) when the user opts in, and
 * the terminal when `custom()` shows nothing. It is a second shell around the terminal dialog's
 * reducer (state/): each reply becomes the events a key press would (`goTo`, `digit`, `skip`,
 * `replaceText` …), so both shells reach the same states and `outcomeOf` gives the same outcome, read
 * by the same result sentences (../../result/format.ts). The prompts themselves are rpc-prompts.ts.
 *
 * The walk: each question's select in turn, then the review (Submit / change question N / Decline).
 * Picking an option of a single-select question, typing its Other answer, No preference and Skip move
 * on; toggling a multi-select option or adding a note asks the same question again, Done moves on.
 * After a change made from the review, the review comes back.
 *
 * What a cancel means, so that one dismissed prompt never throws away the questionnaire: cancelling
 * an input (Other, a note) returns to its question with everything as it was before; cancelling a
 * question's select goes to the review when anything was entered (the second cancel, there, declines
 * with all of it), and declines at once when nothing was. The turn's AbortSignal goes to every
 * prompt, so an aborted turn closes the dialog as interrupted at once; pi does not tell the client,
 * so a notice (`notify`) says the question was closed, and why: the turn was aborted, or another
 * extension answered (the signal's reason, AnsweredElsewhere, names it). The idle wait applies to selects only, the
 * prompts where a person is choosing, not typing: a select with no reply for `idleSeconds` ends the
 * dialog as the terminal dialog's idle wait does (pi is given the same timeout, so the client can
 * show it). A reply that names no row is asked again, RPC_RETRIES times, and every dialog sends at
 * most RPC_MAX_PROMPTS prompts.
 */
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { MAX_FIELD_CHARS, RPC_MAX_PROMPTS, RPC_RETRIES } from "../../limits.ts";
import type { Locale } from "../../locales/index.ts";
import { answeredElsewhereBy, type DialogOutcome, type Question } from "../../outcome.ts";
import { actionOf, askedAgain, type PromptAction, questionPrompt, reviewPrompt, type SelectPrompt, textPrompt } from "./rpc-prompts.ts";
import { answerOf, createDialogState, type DialogEvent, type DialogState, hasEntries, type QuestionDraft, reduce, rowsOf } from "../state/index.ts";

/** The prompts the walk uses: pi's RPC UI context, or the terminal's. */
export type RpcUI = Pick<ExtensionUIContext, "select" | "input" | "notify">;

/** What the walk needs besides the questions. */
export interface RpcDialogOptions {
	/** The turn's signal: aborting it closes the dialog as interrupted. */
	readonly signal?: AbortSignal;
	/** Seconds a select may wait for a reply before the dialog continues on its own; 0 turns it off. */
	readonly idleSeconds: number;
	readonly locale: Locale;
}

/** A question of the walk, and whether the review sent it there (the review then comes back after it). */
interface QuestionPosition {
	readonly question: number;
	readonly fromReview: boolean;
}

/** Where the walk is: a question, or the review. */
type Position = QuestionPosition | "review";

/** How a prompt ended: a row chosen, a cancel, or the dialog closed meanwhile (aborted, idle, too many prompts). */
type Reply = { readonly kind: "chose"; readonly action: PromptAction } | { readonly kind: "cancelled" } | { readonly kind: "closed" };

/** One walk: the dialog's state and, once it finished, its outcome; what it talks to, and why it closed when no reply closed it. */
interface Walk {
	state: DialogState;
	/** Set by the reducer's `done` effect: the walk ends. */
	outcome?: DialogOutcome;
	prompts: number;
	/** A text the user typed was cut at the field's limit: the next prompt says so. */
	cut: boolean;
	closedBy?: "aborted" | "idle" | "prompts" | "failed";
	readonly ui: RpcUI;
	readonly options: RpcDialogOptions;
}

/** A state finished as idle: the tick after the idle wait (the reducer's own rule). */
const IDLE_TICK: DialogEvent = { type: "tick", now: Number.MAX_SAFE_INTEGER };

/**
 * Runs `event` through the reducer and performs its effects: `done` ends the walk with its outcome.
 * The others do not arise here: no prompt attaches an image (`readImage`), and the walk never sends
 * `open` (`bell`), since pi's client shows each prompt in its own way.
 */
function apply(walk: Walk, event: DialogEvent): void {
	const { state, effects } = reduce(walk.state, event);
	walk.state = state;
	for (const effect of effects) if (effect.kind === "done") walk.outcome = effect.outcome;
}

/** Declines the way Esc does: leave any field, then Esc until the dialog closes (a notice, then the armed decline). */
function decline(walk: Walk): void {
	apply(walk, { type: "goTo", tab: walk.state.tab });
	for (let i = 0; i < 3 && walk.outcome === undefined; i++) apply(walk, { type: "cancel" });
}

/** Counts a prompt about to go out; past RPC_MAX_PROMPTS the dialog closes as declined instead. */
function allowPrompt(walk: Walk): boolean {
	if (walk.prompts >= RPC_MAX_PROMPTS) {
		decline(walk);
		walk.closedBy = "prompts";
		return false;
	}
	walk.prompts++;
	return true;
}

/** The turn's signal and, when the idle wait is on, a timer's, as one signal for pi. */
function idleSignal(walk: Walk): { signal: AbortSignal | undefined; idle: AbortController | undefined; timer: ReturnType<typeof setTimeout> | undefined } {
	const ms = walk.options.idleSeconds * 1000;
	if (ms <= 0) return { signal: walk.options.signal, idle: undefined, timer: undefined };
	const idle = new AbortController();
	const timer = setTimeout(() => idle.abort(), ms);
	const turn = walk.options.signal;
	return { signal: turn === undefined ? idle.signal : AbortSignal.any([turn, idle.signal]), idle, timer };
}

/** One select, with the idle wait: its reply, or undefined (a cancel), after finishing the state when the turn was aborted or the wait ran out. */
async function selectOnce(walk: Walk, title: string, rows: readonly string[]): Promise<{ reply: unknown } | "closed"> {
	const ms = walk.options.idleSeconds * 1000;
	const { signal, idle, timer } = idleSignal(walk);
	const started = Date.now();
	try {
		const reply: unknown = await walk.ui.select(title, [...rows], { ...(signal ? { signal } : {}), ...(ms > 0 ? { timeout: ms } : {}) });
		if (walk.options.signal?.aborted) return close(walk, "aborted");
		if (reply === undefined && idle !== undefined && (idle.signal.aborted || Date.now() - started >= ms)) return close(walk, "idle");
		return { reply };
	} finally {
		clearTimeout(timer);
	}
}

function close(walk: Walk, why: "aborted" | "idle"): "closed" {
	apply(walk, why === "aborted" ? { type: "abort" } : IDLE_TICK);
	walk.closedBy = why;
	return "closed";
}

/** Asks a select until a reply names one of its rows (RPC_RETRIES more times at most). */
async function choose(walk: Walk, prompt: SelectPrompt): Promise<Reply> {
	let title = prompt.title;
	for (let attempt = 0; attempt <= RPC_RETRIES; attempt++) {
		if (!allowPrompt(walk)) return { kind: "closed" };
		const answer = await selectOnce(walk, title, prompt.options);
		if (answer === "closed") return { kind: "closed" };
		if (answer.reply === undefined) return { kind: "cancelled" };
		const action = actionOf(prompt, answer.reply);
		if (action !== undefined) return { kind: "chose", action };
		title = askedAgain(prompt.title, answer.reply, walk.options.locale);
	}
	return { kind: "cancelled" };
}

/**
 * Other or a note of question `index` through an input: the reply replaces the field's text (an empty
 * one clears it). A cancel leaves the state exactly as before the input opened; so does an abort,
 * which then closes the dialog.
 */
async function typeInto(walk: Walk, index: number, field: "other" | "note"): Promise<void> {
	const before = walk.state;
	const question = before.questions[index] as Question;
	const otherRow = rowsOf(question).findIndex((row) => row.kind === "other");
	const prompt = textPrompt(before, index, field, walk.options.locale);
	let title = prompt.title;
	for (let attempt = 0; attempt <= RPC_RETRIES; attempt++) {
		if (!allowPrompt(walk)) return;
		const reply: unknown = await walk.ui.input(title, prompt.placeholder, walk.options.signal ? { signal: walk.options.signal } : undefined);
		if (walk.options.signal?.aborted) {
			walk.state = before;
			close(walk, "aborted");
			return;
		}
		if (reply === undefined) return;
		if (typeof reply === "string") {
			apply(walk, field === "other" ? { type: "digit", n: otherRow + 1 } : { type: "editNote" });
			apply(walk, { type: "replaceText", text: reply });
			walk.cut = walk.state.notice?.kind === "fieldFull";
			apply(walk, { type: "confirm" });
			return;
		}
		title = askedAgain(prompt.title, reply, walk.options.locale, "input");
	}
}

/** Where the walk goes once question `position` is settled: the next question, or the review. */
function positionAfter(walk: Walk, position: QuestionPosition): Position {
	return position.fromReview || position.question + 1 >= walk.state.questions.length ? "review" : { question: position.question + 1, fromReview: false };
}

/** Acts on a row chosen on question `position.question`, and says where the walk goes next. */
async function actOn(walk: Walk, position: QuestionPosition, action: PromptAction): Promise<Position> {
	const index = position.question;
	const question = walk.state.questions[index] as Question;
	switch (action.kind) {
		case "row": {
			const row = rowsOf(question)[action.row];
			if (row?.kind === "other") {
				await typeInto(walk, index, "other");
				const typed = answerOf(question, walk.state.drafts[index] as QuestionDraft).typed !== undefined;
				return !question.multiSelect && typed ? positionAfter(walk, position) : position;
			}
			apply(walk, { type: "digit", n: action.row + 1 });
			return question.multiSelect && row?.kind === "option" ? position : positionAfter(walk, position);
		}
		case "skip":
			if (walk.state.drafts[index]?.skipped !== true) apply(walk, { type: "skip" });
			return positionAfter(walk, position);
		case "note":
			await typeInto(walk, index, "note");
			return position;
		case "done":
			return positionAfter(walk, position);
		case "submit":
		case "change":
		case "decline":
			// The review's rows: a question's select never has them.
			return position;
	}
}

/** What the next prompt has to say about the last one: a text cut at the field's limit. Said once. */
function takeNotices(walk: Walk): string[] {
	const notices = walk.cut ? [walk.options.locale.dialog.fieldFull(MAX_FIELD_CHARS)] : [];
	walk.cut = false;
	return notices;
}

/** One question's select, and what its reply does. */
async function questionStep(walk: Walk, position: QuestionPosition): Promise<Position> {
	apply(walk, { type: "goTo", tab: position.question });
	const reply = await choose(walk, questionPrompt(walk.state, position.question, walk.options.locale, takeNotices(walk)));
	if (reply.kind === "closed") return position;
	if (reply.kind === "chose") return actOn(walk, position, reply.action);
	if (hasEntries(walk.state)) return "review";
	decline(walk);
	return position;
}

/** The review's select: submit, go back to a question, or decline. */
async function reviewStep(walk: Walk): Promise<Position> {
	apply(walk, { type: "goTo", tab: walk.state.questions.length });
	const reply = await choose(walk, reviewPrompt(walk.state, walk.options.locale, takeNotices(walk)));
	if (reply.kind === "chose" && reply.action.kind === "submit") apply(walk, { type: "confirm" });
	else if (reply.kind === "chose" && reply.action.kind === "change") return { question: reply.action.question, fromReview: true };
	else if (reply.kind !== "closed") decline(walk);
	return "review";
}

/** Tells the user, through pi's notice, why a dialog closed that no reply of theirs closed: the client's prompt may still be open. */
function tellWhyClosed(walk: Walk): void {
	const words = walk.options.locale.rpc;
	const answeredBy = answeredElsewhereBy(walk.options.signal);
	if (walk.closedBy === "aborted" && answeredBy !== undefined) walk.ui.notify(words.closedAnswered(answeredBy), "info");
	else if (walk.closedBy === "aborted") walk.ui.notify(words.closedAborted, "info");
	else if (walk.closedBy === "idle") walk.ui.notify(words.closedIdle(walk.options.idleSeconds), "info");
	else if (walk.closedBy === "prompts") walk.ui.notify(words.closedTooLong(RPC_MAX_PROMPTS), "warning");
	else if (walk.closedBy === "failed") walk.ui.notify(words.closedFailed, "warning");
}

/** Runs the dialog for `questions` over `ui`'s prompts; see the module comment for the walk and its rules. */
export async function runRpcDialog(ui: RpcUI, questions: readonly Question[], options: RpcDialogOptions): Promise<DialogOutcome> {
	const walk: Walk = { state: createDialogState(questions, { idleSeconds: options.idleSeconds, now: 0 }), prompts: 0, cut: false, ui, options };
	let position: Position = { question: 0, fromReview: false };
	try {
		while (walk.outcome === undefined) {
			if (options.signal?.aborted) close(walk, "aborted");
			else position = position === "review" ? await reviewStep(walk) : await questionStep(walk, position);
		}
	} catch {
		// A prompt that failed (the client gone, a reply pi could not hand on): the dialog closes as
		// declined with everything entered, never as an error that loses it.
		decline(walk);
		walk.closedBy = "failed";
	}
	tellWhyClosed(walk);
	// The loop ends only with an outcome, and a failed prompt declines, which gives one.
	return walk.outcome as DialogOutcome;
}
