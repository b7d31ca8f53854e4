/**
 * Example: answering pi-question's ask_user_question from a file, through pi's event bus.
 *
 * Load it beside pi-question (`pi -e ./examples/answer-from-file.ts`, or copy it into
 * `~/.pi/agent/extensions/`). While it is loaded, ask_user_question stays available in every mode,
 * print (`pi -p`) and RPC included. When a question opens, this extension writes it to
 * `<dir>/<id>.question.json`, then looks every half second for `<dir>/<id>.answer.json` or, for
 * whatever question comes next, `<dir>/answer.json`, and sends what it finds as the answer (the
 * file is removed once read). The dialog in the terminal stays open meanwhile: whichever answers
 * first wins. A refused answer's reason is written to `<dir>/<id>.rejected.txt`.
 *
 * `<dir>` is `PI_QUESTION_ANSWER_DIR`, default `.pi/answers` under the working directory. An answer
 * file holds `{ "answers": [{ "selected": ["Postgres"] }, { "typed": "…", "notes": "…" }, { "skipped": true }] }`:
 * options by label or by number from 1, one entry per question. pi-question checks every field
 * (this file is as untrusted as any reply) and refuses a bad one with the field and the fix.
 *
 * Channels used: `pi-question:answerer` (announce), `pi-question:hello` (announce again),
 * `pi-question:opened`, `pi-question:answer`, `pi-question:rejected`, `pi-question:closed`.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

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
	const announce = () => pi.events.emit("pi-question:answerer", { name: NAME });
	announce();
	pi.events.on("pi-question:hello", announce);

	pi.events.on("pi-question:opened", (data) => {
		if (!isRecord(data) || typeof data.id !== "string" || !/^[\w-]{1,64}$/.test(data.id)) return;
		const id = data.id;
		mkdirSync(dir, { recursive: true });
		writeFileSync(join(dir, `${id}.question.json`), `${JSON.stringify(data, null, 2)}\n`);
		const poll = setInterval(() => {
			const reply = takeAnswer(join(dir, `${id}.answer.json`)) ?? takeAnswer(join(dir, "answer.json"));
			if (reply === undefined) return;
			pi.events.emit("pi-question:answer", { ...(isRecord(reply) ? reply : { answers: reply }), id, from: NAME });
		}, POLL_MS);
		polls.set(id, poll);
	});

	pi.events.on("pi-question:rejected", (data) => {
		if (!isRecord(data) || typeof data.id !== "string" || data.from !== NAME || !polls.has(data.id)) return;
		writeFileSync(join(dir, `${data.id}.rejected.txt`), `${String(data.reason)}\n`);
	});

	pi.events.on("pi-question:closed", (data) => {
		if (!isRecord(data) || typeof data.id !== "string") return;
		clearInterval(polls.get(data.id));
		polls.delete(data.id);
	});

	pi.on("session_shutdown", () => {
		for (const poll of polls.values()) clearInterval(poll);
		polls.clear();
	});
}
