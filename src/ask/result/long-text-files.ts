/**
 * The files the long texts of a result go to (see long-text.ts for which texts): created new in a
 * private directory, never through a symbolic link, never over another file.
 */
import { closeSync, constants, lstatSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SaveText, TextField } from "./long-text.ts";

/** The file name of each field's text. */
const FILE_NAMES: Record<TextField, string> = { typed: "answer", typedNotChosen: "typed-not-chosen", notes: "note", imagePath: "image-path" };

/** The directory one call's files go to, created on first use; see createTextSaver. */
function privateDirectory(base: string): string {
	mkdirSync(base, { recursive: true, mode: 0o700 });
	if (!lstatSync(base).isDirectory()) throw new Error(`${base} is not a directory`);
	return mkdtempSync(join(base, "answers-"));
}

/** How many files of one name a result may write: the answer's text, and the text the user had begun in the dialog it closed. */
const SAME_NAME_FILES = 2;

/**
 * Creates `stem.txt` in `directory`, new (O_EXCL, O_NOFOLLOW, mode 600), or `stem-2.txt` when a text
 * of the same question and field was written already (the draft of a dialog an answerer closed).
 */
function createNew(directory: string, stem: string): { fd: number; path: string } {
	for (let n = 1; ; n++) {
		const path = join(directory, n === 1 ? `${stem}.txt` : `${stem}-${n}.txt`);
		try {
			return { fd: openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600), path };
		} catch (error) {
			if (n >= SAME_NAME_FILES || (error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
		}
	}
}

/**
 * A SaveText writing into a new private directory (mode 700, made by mkdtemp) under `base`: pi's
 * session directory when the session is saved, else the system's temporary directory. Each file is
 * created new (O_EXCL, O_NOFOLLOW, mode 600), so no file is ever reached through a symbolic link or
 * written over. A failure is returned, not thrown: the result then says the text was cut.
 */
export function createTextSaver(base: string = join(tmpdir(), `pi-question-${process.getuid?.() ?? "user"}`)): SaveText {
	let directory: string | undefined;
	return (planned) => {
		try {
			directory ??= privateDirectory(base);
			const { fd, path } = createNew(directory, `question-${planned.question + 1}-${FILE_NAMES[planned.field]}`);
			try {
				writeFileSync(fd, planned.text);
			} finally {
				closeSync(fd);
			}
			return { path };
		} catch (error) {
			return { error: error instanceof Error ? error.message : String(error) };
		}
	};
}
