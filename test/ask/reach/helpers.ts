/** What the answer-bus tests share: a bus that records every message, and the questions asked on it. */
import { EventEmitter } from "node:events";
import type { EventBus } from "../../../src/ask/reach/answer-bus.ts";
import type { Question } from "../../../src/ask/outcome.ts";

export const DATABASE: Question = {
	question: "Which database?",
	header: "Database",
	multiSelect: false,
	options: [
		{ label: "Postgres", description: "Relational." },
		{ label: "SQLite", description: "One file." },
	],
};

export const FEATURES: Question = { ...DATABASE, question: "Which features?", header: "Features", multiSelect: true };

/** A bus like pi's (one EventEmitter, listeners called at once), recording every message sent on it, in order. */
export function recordingBus(): EventBus & { heard: Array<[string, unknown]> } {
	const emitter = new EventEmitter();
	const heard: Array<[string, unknown]> = [];
	return {
		heard,
		emit: (channel, data) => {
			heard.push([channel, data]);
			emitter.emit(channel, data);
		},
		on: (channel, handler) => {
			emitter.on(channel, handler);
			return () => emitter.off(channel, handler);
		},
	};
}
