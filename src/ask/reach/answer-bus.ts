/**
 * Questions answered from elsewhere, through pi's own event bus (`pi.events`, shared by every
 * extension in the session): a web front end, a chat bridge or a file watcher written as a pi
 * extension hears a question open and may answer it. The channels, their data, the reply rules and
 * the stability promise are the public contract in events.ts; this is pi-question's side of it.
 *
 * Every message on `pi-question:answer` gets exactly one reply: the winner `answered` then
 * `closed` (once the race is decided, elsewhere.ts), every other one `rejected` with its code and
 * reason, whatever it is: not an object, no id or one that is not a string, an id no question has,
 * a question already closed, a field wrong, a contradiction, a getter or a Proxy that throws. An
 * answer is copied once before it is looked at (answer-snapshot.ts), so nothing an answerer sends
 * can throw into pi-question or print a stack. An answer sent from inside a listener of a reply
 * (an answerer that answers again on `rejected`) is queued and handled after the current one, so
 * such a loop never deepens the stack, and a long one yields to the event loop.
 */
import type { DialogOutcome, Question } from "../outcome.ts";
import { type AnswerSnapshot, type Copied, readMember, snapshotAnswer } from "./answer-snapshot.ts";
import { CHANNELS, type ClosedKind, type OpenedQuestion, type RejectCode, type RejectedEvent } from "./events.ts";
import { answererName, checkAnswer } from "./remote-answer.ts";

/** pi's event bus, as both pi lines type it. */
export interface EventBus {
	emit(channel: string, data: unknown): void;
	on(channel: string, handler: (data: unknown) => void): () => void;
}

/** Most answerers remembered: a name is a line, and a session has a handful of extensions. */
const MAX_ANSWERERS = 32;

/** Most ids of closed questions remembered, to tell a late answerer it came too late (older ones are unknown). */
const MAX_CLOSED_IDS = 16;

/** Most answers handled in one go before the rest wait for the event loop's next turn: an answerer looping on its rejections cannot stall pi. */
const ANSWERS_PER_TURN = 256;

/** An answer that won: its outcome and the answerer's name. */
export interface WinningAnswer {
	readonly from: string;
	readonly outcome: DialogOutcome & { kind: "submitted" };
}

/** One waiting question on the bus. */
export interface PendingQuestion {
	readonly id: string;
	/** Resolves with the first valid answer an answerer sends; never, if none comes. */
	readonly answer: Promise<WinningAnswer>;
	/** The question is no longer waiting: announces how it ended (`from`: who answered, when it was answered). */
	close(outcome: DialogOutcome, from?: string): void;
}

/** pi-question's side of the bus. */
export interface AnswerBus {
	/** Names of the answerers present. */
	answerers(): readonly string[];
	/** Announces a waiting question and listens for its answer. */
	open(questions: readonly Question[]): PendingQuestion;
}

/** The questions as an answerer receives them: what the dialog shows, nothing of pi-question's own state. */
function publicQuestions(questions: readonly Question[]): OpenedQuestion[] {
	return questions.map((question) => ({
		question: question.question,
		header: question.header,
		multiSelect: question.multiSelect,
		options: question.options.map((option) => ({ label: option.label, description: option.description, ...(option.preview === undefined ? {} : { preview: option.preview }) })),
	}));
}

/** The id a rejection echoes: the answer's own when it was a string, a number or a boolean, else null (events.ts, RejectedEvent). */
function echoedId(copied: Copied | undefined): RejectedEvent["id"] {
	return copied !== undefined && "value" in copied ? copied.value : null;
}

/** A reply's code and reason. */
interface Problem {
	readonly code: RejectCode;
	readonly reason: string;
}

/** What is wrong with an answer before its id is looked up: no object, no id, an id that is not a string; undefined when it names a question. */
function addressProblem(snapshot: AnswerSnapshot): Problem | undefined {
	if (!snapshot.object) {
		const what = snapshot.unreadable === undefined ? snapshot.payloadKind : "a value that could not be read";
		return { code: "malformed", reason: `the answer must be an object such as {"id": "…", "from": "…", "answers": […]}, not ${what}` };
	}
	const id = snapshot.id;
	if (id === undefined && snapshot.unreadable === "id") return { code: "malformed", reason: `"id" could not be read (a getter or a Proxy threw); send plain data` };
	if (id === undefined) return { code: "missing-id", reason: `"id" is missing; send the id of the question from ${CHANNELS.opened}` };
	if (!("value" in id) || typeof id.value !== "string") {
		const what = "value" in id ? `a ${typeof id.value}` : id.kind;
		return { code: "bad-id", reason: `"id" must be the string from ${CHANNELS.opened}, not ${what}` };
	}
	return undefined;
}

/** The bus's bookkeeping: who is present, which questions wait, which closed lately. */
interface Ledger {
	readonly present: Set<string>;
	readonly waiting: Map<string, (snapshot: AnswerSnapshot, from: string) => void>;
	readonly closed: string[];
}

/** Sends on the bus; a listener that throws (pi's own bus catches those, another may not) cannot undo pi-question's bookkeeping. */
function sender(events: EventBus): (channel: string, data: unknown) => void {
	return (channel, data) => {
		try {
			events.emit(channel, data);
		} catch {
			// The listener's own failure: the reply was sent to everyone before it.
		}
	};
}

/** Handles one answer: copied once, then routed to its question or rejected with one reply. */
function routeAnswer(ledger: Ledger, data: unknown, send: (channel: string, data: unknown) => void): void {
	const snapshot = snapshotAnswer(data);
	const from = answererName(snapshot.from !== undefined && "value" in snapshot.from ? snapshot.from.value : undefined) ?? "";
	const reject = (problem: Problem) => send(CHANNELS.rejected, { id: echoedId(snapshot.id), from, code: problem.code, reason: problem.reason } satisfies RejectedEvent);
	const problem = addressProblem(snapshot);
	if (problem !== undefined) return reject(problem);
	const id = (snapshot.id as { value: string }).value;
	const handle = ledger.waiting.get(id);
	if (handle !== undefined) return handle(snapshot, from);
	if (ledger.closed.includes(id)) return reject({ code: "closed", reason: "the question was answered or closed already (first answer wins)" });
	reject({ code: "unknown-id", reason: `no question with this id is waiting; answer an id from ${CHANNELS.opened}, while it is open` });
}

/**
 * Handles answers one at a time: one sent while another is being handled (from a listener of its
 * reply) waits in the queue instead of nesting, and after ANSWERS_PER_TURN in a row the rest wait
 * for the event loop's next turn. Never throws.
 */
function answerQueue(handle: (data: unknown) => void): (data: unknown) => void {
	const queue: unknown[] = [];
	let draining = false;
	const drain = (): void => {
		draining = true;
		try {
			for (let handled = 0; queue.length > 0; handled++) {
				if (handled >= ANSWERS_PER_TURN) return void setTimeout(drain, 0);
				try {
					handle(queue.shift());
				} catch {
					// Nothing in a handler throws by design; should it, the next answer is still handled.
				}
			}
		} finally {
			draining = false;
		}
	};
	return (data) => {
		queue.push(data);
		if (!draining) drain();
	};
}

/** Joins the bus: listens for answerers and answers, and says hello, so answerers loaded earlier announce themselves again. */
export function createAnswerBus(events: EventBus): AnswerBus {
	const ledger: Ledger = { present: new Set(), waiting: new Map(), closed: [] };
	const send = sender(events);
	let counter = 0;
	events.on(CHANNELS.answerer, (data) => {
		const copied = readMember(data, "name");
		const name = answererName(copied !== undefined && "value" in copied ? copied.value : undefined);
		if (name !== undefined && ledger.present.size < MAX_ANSWERERS) ledger.present.add(name);
	});
	events.on(CHANNELS.answer, answerQueue((data) => routeAnswer(ledger, data, send)));
	send(CHANNELS.hello, {});
	return {
		answerers: () => [...ledger.present],
		open(questions) {
			const id = `q${Date.now().toString(36)}-${++counter}`;
			let resolve: (answer: WinningAnswer) => void = () => {};
			const answer = new Promise<WinningAnswer>((done) => (resolve = done));
			const finish = () => {
				ledger.waiting.delete(id);
				if (!ledger.closed.includes(id)) ledger.closed.push(id);
				if (ledger.closed.length > MAX_CLOSED_IDS) ledger.closed.shift();
			};
			ledger.waiting.set(id, (snapshot, from) => {
				const read = checkAnswer(snapshot, questions);
				if (!read.ok) return send(CHANNELS.rejected, { id, from, code: read.code, reason: read.reason } satisfies RejectedEvent);
				finish();
				resolve({ from: read.from, outcome: read.outcome });
			});
			send(CHANNELS.opened, { id, questions: publicQuestions(questions) });
			return {
				id,
				answer,
				close(outcome, from) {
					finish();
					const kind: ClosedKind = outcome.kind;
					if (kind === "submitted") send(CHANNELS.answered, { id, from: from ?? "dialog" });
					send(CHANNELS.closed, { id, kind });
				},
			};
		},
	};
}
