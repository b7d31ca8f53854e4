/**
 * The dialog over pi's RPC prompts (`ctx.ui.select` and `ctx.ui.input`), for hosts that show no
 * terminal component: pi's RPC mode (web front ends, editor integrations) when the user opts in, and
 * the terminal when `custom()` shows nothing. It is a second shell around the terminal dialog's
 * reducer (state.ts): each reply becomes the events a key press would (`goTo`, `digit`, `skip`,
 * `replaceText` …), so both shells reach the same states and `outcomeOf` gives the same outcome, read
 * by the same result sentences (format.ts). The prompts themselves are rpc-prompts.ts.
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
 * so a notice (`notify`) says the question was closed. The idle wait applies to selects only, the
 * prompts where a person is choosing, not typing: a select with no reply for `idleSeconds` ends the
 * dialog as the terminal dialog's idle wait does (pi is given the same timeout, so the client can
 * show it). A reply that names no row is asked again, RPC_RETRIES times, and every dialog sends at
 * most RPC_MAX_PROMPTS prompts.
 */
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { MAX_FIELD_CHARS, RPC_MAX_PROMPTS, RPC_RETRIES } from "../limits.ts";
import type { Locale } from "../locales/index.ts";
import type { DialogOutcome, Question } from "../outcome.ts";
import { actionOf, askedAgain, type PromptAction, questionPrompt, reviewPrompt, type SelectPrompt, textPrompt } from "./rpc-prompts.ts";
import { answerOf, createDialogState, type DialogEvent, type DialogState, hasEntries, outcomeOf, type QuestionDraft, reduce, rowsOf } from "./state.ts";

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

/** Where the walk is: a question (and whether the review sent it there), or the review. */
type Place = { readonly question: number; readonly fromReview: boolean } | "review";

/** How a prompt ended: a row chosen, a cancel, or the dialog closed meanwhile (aborted, idle, too many prompts). */
type Reply = { readonly kind: "chose"; readonly action: PromptAction } | { readonly kind: "cancelled" } | { readonly kind: "closed" };

/** One walk: the dialog's state, what it talks to, and why it closed when no reply closed it. */
interface Walk {
	state: DialogState;
	prompts: number;
	/** A text the user typed was cut at the field's limit: the next prompt says so. */
	cut: boolean;
	closedBy?: "aborted" | "idle" | "prompts" | "failed";
	readonly ui: RpcUI;
	readonly options: RpcDialogOptions;
}

/** A state finished as idle: the tick after the idle wait (the reducer's own rule). */
const IDLE_TICK: DialogEvent = { type: "tick", now: Number.MAX_SAFE_INTEGER };

/** Declines the way Esc does: leave any field, then Esc until the dialog closes (a notice, then the armed decline). */
function decline(state: DialogState): DialogState {
	let next = reduce(state, { type: "goTo", tab: state.tab });
	for (let i = 0; i < 3 && next.finished === undefined; i++) next = reduce(next, { type: "cancel" });
	return next;
}

/** Counts a prompt about to go out; past RPC_MAX_PROMPTS the dialog closes as declined instead. */
function allowPrompt(walk: Walk): boolean {
	if (walk.prompts >= RPC_MAX_PROMPTS) {
		walk.state = decline(walk.state);
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
	walk.state = reduce(walk.state, why === "aborted" ? { type: "abort" } : IDLE_TICK);
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
	const editing = reduce(before, field === "other" ? { type: "digit", n: otherRow + 1 } : { type: "editNote" });
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
			const typed = reduce(editing, { type: "replaceText", text: reply });
			walk.cut = typed.notice?.kind === "fieldFull";
			walk.state = reduce(typed, { type: "confirm" });
			return;
		}
		title = askedAgain(prompt.title, reply, walk.options.locale, "input");
	}
}

/** Where the walk goes once question `place` is settled: the next question, or the review. */
function after(walk: Walk, place: { question: number; fromReview: boolean }): Place {
	return place.fromReview || place.question + 1 >= walk.state.questions.length ? "review" : { question: place.question + 1, fromReview: false };
}

/** Acts on a row chosen on question `place.question`, and says where the walk goes next. */
async function act(walk: Walk, place: { question: number; fromReview: boolean }, action: PromptAction): Promise<Place> {
	const index = place.question;
	const question = walk.state.questions[index] as Question;
	switch (action.kind) {
		case "row": {
			const row = rowsOf(question)[action.row];
			if (row?.kind === "other") {
				await typeInto(walk, index, "other");
				const typed = answerOf(question, walk.state.drafts[index] as QuestionDraft).typed !== undefined;
				return !question.multiSelect && typed ? after(walk, place) : place;
			}
			walk.state = reduce(walk.state, { type: "digit", n: action.row + 1 });
			return question.multiSelect && row?.kind === "option" ? place : after(walk, place);
		}
		case "skip":
			if (walk.state.drafts[index]?.skipped !== true) walk.state = reduce(walk.state, { type: "skip" });
			return after(walk, place);
		case "note":
			await typeInto(walk, index, "note");
			return place;
		case "done":
			return after(walk, place);
		default:
			return place;
	}
}

/** What the next prompt has to say about the last one: a text cut at the field's limit. Said once. */
function takeNotices(walk: Walk): string[] {
	const notices = walk.cut ? [walk.options.locale.dialog.fieldFull(MAX_FIELD_CHARS)] : [];
	walk.cut = false;
	return notices;
}

/** One question's select, and what its reply does. */
async function questionStep(walk: Walk, place: { question: number; fromReview: boolean }): Promise<Place> {
	walk.state = reduce(walk.state, { type: "goTo", tab: place.question });
	const reply = await choose(walk, questionPrompt(walk.state, place.question, walk.options.locale, takeNotices(walk)));
	if (reply.kind === "closed") return place;
	if (reply.kind === "chose") return act(walk, place, reply.action);
	if (hasEntries(walk.state)) return "review";
	walk.state = decline(walk.state);
	return place;
}

/** The review's select: submit, go back to a question, or decline. */
async function reviewStep(walk: Walk): Promise<Place> {
	walk.state = reduce(walk.state, { type: "goTo", tab: walk.state.questions.length });
	const reply = await choose(walk, reviewPrompt(walk.state, walk.options.locale, takeNotices(walk)));
	if (reply.kind === "chose" && reply.action.kind === "submit") walk.state = reduce(walk.state, { type: "confirm" });
	else if (reply.kind === "chose" && reply.action.kind === "change") return { question: reply.action.question, fromReview: true };
	else if (reply.kind !== "closed") walk.state = decline(walk.state);
	return "review";
}

/** Tells the user, through pi's notice, why a dialog closed that no reply of theirs closed: the client's prompt may still be open. */
function tellWhyClosed(walk: Walk): void {
	const words = walk.options.locale.rpc;
	if (walk.closedBy === "aborted") walk.ui.notify(words.closedAborted, "info");
	else if (walk.closedBy === "idle") walk.ui.notify(words.closedIdle(walk.options.idleSeconds), "info");
	else if (walk.closedBy === "prompts") walk.ui.notify(words.closedTooLong(RPC_MAX_PROMPTS), "warning");
	else if (walk.closedBy === "failed") walk.ui.notify(words.closedFailed, "warning");
}

/** Runs the dialog for `questions` over `ui`'s prompts; see the module comment for the walk and its rules. */
export async function runRpcDialog(ui: RpcUI, questions: readonly Question[], options: RpcDialogOptions): Promise<DialogOutcome> {
	const walk: Walk = { state: createDialogState(questions, { idleSeconds: options.idleSeconds, now: 0 }), prompts: 0, cut: false, ui, options };
	let place: Place = { question: 0, fromReview: false };
	try {
		while (walk.state.finished === undefined) {
			if (options.signal?.aborted) close(walk, "aborted");
			else place = place === "review" ? await reviewStep(walk) : await questionStep(walk, place);
		}
	} catch {
		// A prompt that failed (the client gone, a reply pi could not hand on): the dialog closes as
		// declined with everything entered, never as an error that loses it.
		walk.state = decline(walk.state);
		walk.closedBy = "failed";
	}
	tellWhyClosed(walk);
	return outcomeOf(walk.state) as DialogOutcome;
}
