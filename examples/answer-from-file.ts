/**
 * Example: answering pi-question's ask_user_question from a file, through pi's event bus.
 *
 * Load it beside pi-question (`pi -e ./examples/answer-from-file.ts` in a clone, or
 * `pi -e <pi-question's install folder>/examples/answer-from-file.ts`). While it is loaded, ask_user_question stays available in every mode,
 * print (`pi -p`) and RPC included. When a question opens, this extension writes it to
 * `<dir>/<id>.question.json`, then looks every half second for `<dir>/<id>.answer.json` or, for
 * whatever question comes next, `<dir>/answer.json`, and sends what it finds as the answer (the
 * file is removed once read). The dialog in the terminal stays open meanwhile: whichever answers
 * first wins. A refused answer's reason is written to `<dir>/<id>.rejected.txt`.
 *
 * `<dir>` is `PI_QUESTION_ANSWER_DIR`, default `.pi/answers` under the working directory. An answer
 * file holds `{ "answers": [{ "selected": ["Postgres"] }, { "typed": "…", "notes": "…" }, { "skipped": true }] }`:
 * options by label or by number from 1, one entry per question (AnswerEntry). pi-question checks
 * every field (this file is as untrusted as any reply) and refuses a bad one with a code and the
 * field and the fix (RejectedEvent).
 *
 * The channel names and the data of each come from pi-question's contract, `pi-question/events`
 * (src/ask/reach/events.ts: the channels, the payload types, the reply rules and what may change in
 * which release). The package name resolves wherever pi-question is installed as a package and
 * inside its own folder (Node and pi's loader resolve a package's own name through its `exports`).
 * A copy of this file kept elsewhere needs pi-question where Node finds it (`npm install
 * pi-question` beside the copy), or the import pointed at the events.ts of an install.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { type AnswerEvent, CHANNELS, type ClosedEvent, type OpenedEvent, type RejectedEvent } from "pi-question/events";

/** The name the model is told the answer came from. */
const NAME = "answer-from-file";
/** How often the answer files are looked for. */
const POLL_MS = 500;
/** Largest answer file read: a reply is a few lines; anything larger is not one. */
const MAX_ANSWER_BYTES = 1_000_000;

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer in `path`, removed once read; undefined while there is none (or it is not a small regular file). */
function takeAnswer(path: string): unknown {
	try {
		const info = statSync(path);
		if (!info.isFile() || info.size > MAX_ANSWER_BYTES) return undefined;
		const text = readFileSync(path, "utf8");
		rmSync(path, { force: true });
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

export default function answerFromFile(pi: ExtensionAPI): void {
	const dir = process.env.PI_QUESTION_ANSWER_DIR ?? join(process.cwd(), ".pi", "answers");
	const polls = new Map<string, ReturnType<typeof setInterval>>();
	const announce = () => pi.events.emit(CHANNELS.answerer, { name: NAME });
	announce();
	pi.events.on(CHANNELS.hello, announce);

	pi.events.on(CHANNELS.opened, (data) => {
		// pi's bus types every payload as unknown; the shapes are OpenedEvent and the others, still checked before use.
		const opened = data as Partial<OpenedEvent> | undefined;
		if (!isRecord(opened) || typeof opened.id !== "string" || !/^[\w-]{1,64}$/.test(opened.id)) return;
		const id = opened.id;
		mkdirSync(dir, { recursive: true });
		writeFileSync(join(dir, `${id}.question.json`), `${JSON.stringify(opened, null, 2)}\n`);
		const poll = setInterval(() => {
			const reply = takeAnswer(join(dir, `${id}.answer.json`)) ?? takeAnswer(join(dir, "answer.json"));
			if (reply === undefined) return;
			// The file's answers as they are: pi-question checks them and says what is wrong.
			const answer = { ...(isRecord(reply) ? reply : { answers: reply }), id, from: NAME } as AnswerEvent;
			pi.events.emit(CHANNELS.answer, answer);
		}, POLL_MS);
		polls.set(id, poll);
	});

	pi.events.on(CHANNELS.rejected, (data) => {
		const rejected = data as Partial<RejectedEvent> | undefined;
		if (!isRecord(rejected) || typeof rejected.id !== "string" || rejected.from !== NAME || !polls.has(rejected.id)) return;
		writeFileSync(join(dir, `${rejected.id}.rejected.txt`), `${String(rejected.code)}: ${String(rejected.reason)}\n`);
	});

	pi.events.on(CHANNELS.closed, (data) => {
		const closed = data as Partial<ClosedEvent> | undefined;
		if (!isRecord(closed) || typeof closed.id !== "string") return;
		clearInterval(polls.get(closed.id));
		polls.delete(closed.id);
	});

	pi.on("session_shutdown", () => {
		for (const poll of polls.values()) clearInterval(poll);
		polls.clear();
	});
}
