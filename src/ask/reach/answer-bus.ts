/**
 * Questions answered from elsewhere, through pi's own event bus (`pi.events`, shared by every
 * extension in the session): a web front end, a chat bridge or a file watcher written as a pi
 * extension hears a question open and may answer it.
 *
 * Channels (`data` as below; everything an answerer sends is untrusted, see remote-answer.ts):
 *
 * | channel | who sends | data |
 * | --- | --- | --- |
 * | `pi-question:answerer` | an answerer, when it loads and on `hello` | `{ name }`: it is present, so the tool stays in print and RPC mode |
 * | `pi-question:hello` | pi-question, when it loads | `{}`: answerers loaded before it announce themselves again |
 * | `pi-question:opened` | pi-question | `{ id, questions }`: a question waits (the questions as the dialog shows them) |
 * | `pi-question:answer` | an answerer | `{ id, from, answers }`: the first valid one closes the dialog |
 * | `pi-question:rejected` | pi-question | `{ id, from, reason }`: an answer not taken, and why (the fix) |
 * | `pi-question:answered` | pi-question | `{ id, from }`: answered; `from` is the answerer's name, or "dialog" |
 * | `pi-question:closed` | pi-question | `{ id, kind }`: the question is no longer waiting (`kind`: how it ended) |
 *
 * First answer wins: once a question is answered (in the dialog or by an answerer) or closed, any
 * later answer is rejected.
 */
import type { DialogOutcome, Question } from "../outcome.ts";
import { answererName, readRemoteAnswer } from "./remote-answer.ts";
import { isRecord } from "../../text/record.ts";

/** The channels, in one place. */
export const CHANNELS = {
	answerer: "pi-question:answerer",
	hello: "pi-question:hello",
	opened: "pi-question:opened",
	answer: "pi-question:answer",
	rejected: "pi-question:rejected",
	answered: "pi-question:answered",
	closed: "pi-question:closed",
} as const;

/** pi's event bus, as both pi lines type it. */
export interface EventBus {
	emit(channel: string, data: unknown): void;
	on(channel: string, handler: (data: unknown) => void): () => void;
}

/** Most answerers remembered: a name is a line, and a session has a handful of extensions. */
const MAX_ANSWERERS = 32;

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
function publicQuestions(questions: readonly Question[]): unknown[] {
	return questions.map((question) => ({
		question: question.question,
		header: question.header,
		multiSelect: question.multiSelect,
		options: question.options.map((option) => ({ label: option.label, description: option.description, ...(option.preview === undefined ? {} : { preview: option.preview }) })),
	}));
}

/** Most ids of closed questions remembered, to tell a late answerer it came too late. */
const MAX_CLOSED_IDS = 16;

/** Joins the bus: listens for answerers and answers, and says hello, so answerers loaded earlier announce themselves again. */
export function createAnswerBus(events: EventBus): AnswerBus {
	const present = new Set<string>();
	const waiting = new Map<string, (data: Record<string, unknown>, from: string) => void>();
	const closed: string[] = [];
	let counter = 0;
	events.on(CHANNELS.answerer, (data) => {
		const name = isRecord(data) ? answererName(data.name) : undefined;
		if (name !== undefined && present.size < MAX_ANSWERERS) present.add(name);
	});
	events.on(CHANNELS.answer, (data) => {
		if (!isRecord(data) || typeof data.id !== "string") return;
		const from = answererName(data.from) ?? "";
		const handle = waiting.get(data.id);
		if (handle !== undefined) handle(data, from);
		else if (closed.includes(data.id)) events.emit(CHANNELS.rejected, { id: data.id, from, reason: "the question was answered or closed already (first answer wins)" });
	});
	events.emit(CHANNELS.hello, {});
	return {
		answerers: () => [...present],
		open(questions) {
			const id = `q${Date.now().toString(36)}-${++counter}`;
			let resolve: (answer: WinningAnswer) => void = () => {};
			const answer = new Promise<WinningAnswer>((done) => (resolve = done));
			const finish = () => {
				waiting.delete(id);
				if (!closed.includes(id)) closed.push(id);
				if (closed.length > MAX_CLOSED_IDS) closed.shift();
			};
			waiting.set(id, (data, from) => {
				const read = readRemoteAnswer(data, questions);
				if (!read.ok) return events.emit(CHANNELS.rejected, { id, from, reason: read.reason });
				finish();
				resolve({ from: read.from, outcome: read.outcome });
			});
			events.emit(CHANNELS.opened, { id, questions: publicQuestions(questions) });
			return {
				id,
				answer,
				close(outcome, from) {
					finish();
					if (outcome.kind === "submitted") events.emit(CHANNELS.answered, { id, from: from ?? "dialog" });
					events.emit(CHANNELS.closed, { id, kind: outcome.kind });
				},
			};
		},
	};
}
