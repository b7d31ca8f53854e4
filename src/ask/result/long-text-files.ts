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
			const path = join(directory, `question-${planned.question + 1}-${FILE_NAMES[planned.field]}.txt`);
			const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
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
