/**
 * One question asked here and elsewhere at once: the local dialog (terminal or RPC prompts, when
 * there is one) races the answerers on the event bus (answer-bus.ts). The first to finish wins; the
 * other is stopped (the local dialog through its signal, whose reason, AnsweredElsewhere, names the
 * answerer, so the dialog can say who answered). Without a local dialog (print mode, RPC without the
 * dialog) only answerers can answer, and the wait ends like the idle wait: after `idleSeconds`
 * (DEFAULT_IDLE_SECONDS when the idle wait is off, so it never hangs).
 *
 * Nothing the user typed is lost when an answerer wins: the stopped dialog hands back what was
 * entered in it (its outcome, every way of closing carries the answers), and the winning outcome
 * keeps it as `draft`, which the result quotes and the transcript shows.
 */
import { DEFAULT_IDLE_SECONDS } from "../limits.ts";
import { AnsweredElsewhere, type DialogOutcome, emptyAnswer, hasEntry, type Question, type QuestionAnswer } from "../outcome.ts";
import type { AnswerBus } from "./answer-bus.ts";

/** How long a stopped dialog may take to hand back what was entered: both shells do it at once; a host that never settles its prompt must not hold the answer. */
const DRAFT_WAIT_MS = 1_000;

/** The local dialog, stopped through the signal it is given. */
export type LocalDialog = (signal: AbortSignal) => Promise<DialogOutcome>;

/** What the wait needs besides the questions. */
export interface ElsewhereOptions {
	/** The turn's signal: aborting it ends the question as interrupted. */
	signal?: AbortSignal;
	idleSeconds: number;
}

/** The outcome when nobody answered: interrupted by the turn, or idle with nothing entered. */
function unanswered(questions: readonly Question[], kind: "idle" | "interrupted", idleSeconds: number): DialogOutcome {
	const answers = questions.map(() => emptyAnswer());
	return kind === "idle" ? { kind, answers, idleSeconds } : { kind, answers };
}

/** Waits with no dialog: until the turn aborts or the idle wait ends. */
function waitWithoutDialog(questions: readonly Question[], signal: AbortSignal, idleSeconds: number): Promise<DialogOutcome> {
	const seconds = idleSeconds > 0 ? idleSeconds : DEFAULT_IDLE_SECONDS;
	return new Promise((resolve) => {
		if (signal.aborted) return resolve(unanswered(questions, "interrupted", seconds));
		const timer = setTimeout(() => resolve(unanswered(questions, "idle", seconds)), seconds * 1000);
		signal.addEventListener(
			"abort",
			() => {
				clearTimeout(timer);
				resolve(unanswered(questions, "interrupted", seconds));
			},
			{ once: true },
		);
	});
}

/** What the stopped dialog had entered, when it hands it back within DRAFT_WAIT_MS and anything was entered. */
async function draftOf(here: Promise<{ outcome: DialogOutcome }>): Promise<QuestionAnswer[] | undefined> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), DRAFT_WAIT_MS)));
	try {
		const stopped = await Promise.race([here.catch(() => undefined), late]);
		return stopped !== undefined && stopped.outcome.answers.some(hasEntry) ? stopped.outcome.answers : undefined;
	} finally {
		clearTimeout(timer);
	}
}

/**
 * Asks `questions` through the local dialog (when given) and the answerers on `bus`; the first
 * answer wins and is announced on the bus, with who gave it. When an answerer wins, what the user
 * had entered in the stopped dialog comes with its outcome (`draft`).
 */
export async function askHereOrElsewhere(bus: AnswerBus, questions: readonly Question[], local: LocalDialog | undefined, options: ElsewhereOptions): Promise<DialogOutcome> {
	const pending = bus.open(questions);
	const stop = new AbortController();
	const signal = options.signal === undefined ? stop.signal : AbortSignal.any([options.signal, stop.signal]);
	const here = (local === undefined ? waitWithoutDialog(questions, signal, options.idleSeconds) : local(signal)).then((outcome) => ({ outcome, from: undefined }));
	const there = pending.answer.then(({ outcome, from }) => ({ outcome: outcome as DialogOutcome, from: from as string | undefined }));
	const won = await Promise.race([here, there]);
	stop.abort(won.from === undefined ? undefined : new AnsweredElsewhere(won.from));
	pending.close(won.outcome, won.from);
	if (won.from === undefined || local === undefined || won.outcome.kind !== "submitted") return won.outcome;
	const draft = await draftOf(here);
	return draft === undefined ? won.outcome : { ...won.outcome, draft };
}
