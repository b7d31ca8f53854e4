/**
 * Nothing pressed by accident counts: after one Esc the next other key only disarms the decline,
 * two Esc bytes in one chunk are two presses, and a paste without its end marker cannot swallow the
 * keys after it. Nothing typed is lost on the way: a cut-off paste keeps its text, a refused image
 * path is replaced (not appended to) by the next one typed.
 */
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createInputDecoder, decodeKey, MAX_PASTE_CHARS } from "../../../src/ask/dialog/keys.ts";
import { type DialogEvent, type DialogState, inputModeOf, reduce } from "../../../src/ask/dialog/state/index.ts";
import { MAX_FIELD_CHARS } from "../../../src/ask/limits.ts";
import { DATABASE, FEATURES } from "./fixtures.ts";
import { answersNow, open, outcome, run, typing } from "./helpers.ts";

const keys = new KeybindingsManager(TUI_KEYBINDINGS);

/** Feeds raw chunks through one decoder and the reducer, as the component does. */
function press(state: DialogState, ...chunks: string[]): DialogState {
	const decoder = createInputDecoder(keys);
	let current = state;
	for (const chunk of chunks) for (const event of decoder.decode(chunk, inputModeOf(current))) current = reduce(current, event).state;
	return current;
}

describe("after one Esc, the next other key only disarms", () => {
	const armedOnReview = () => run(open([DATABASE, FEATURES]), { type: "digit", n: 2 }, { type: "nextTab" }, { type: "cancel" });

	it("Enter on the review tab leaves the dialog open; a further Enter submits", () => {
		const armed = armedOnReview();
		expect(armed.declineArmed).toBe(true);
		const enter = run(armed, { type: "confirm" });
		expect(enter.finished).toBeUndefined();
		expect(enter.declineArmed).toBe(false);
		expect(outcome(run(enter, { type: "confirm" }))).toMatchObject({ kind: "submitted", answers: [{ selected: ["SQLite"] }, {}] });
	});

	it("a digit neither picks nor moves on; a letter neither skips nor opens a note", () => {
		const armed = run(open([DATABASE, FEATURES]), { type: "digit", n: 2 }, { type: "prevTab" }, { type: "cancel" });
		for (const event of [{ type: "digit", n: 1 }, { type: "skip" }, { type: "editNote" }, { type: "down" }, { type: "nextTab" }, { type: "toggleKeys" }] as DialogEvent[]) {
			const after = run(armed, event);
			expect(after.declineArmed, event.type).toBe(false);
			expect({ ...after, lastInputAt: 0 }, event.type).toEqual({ ...armed, declineArmed: false, lastInputAt: 0 });
		}
	});

	it("Esc right after Esc declines, with everything entered", () => {
		expect(outcome(run(armedOnReview(), { type: "cancel" }))).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }, {}] });
	});
});

describe("two Esc bytes in one chunk", () => {
	it("are two presses: arm, then decline", () => {
		expect(decodeKey("\x1b\x1b", "browse", keys)).toEqual([{ type: "cancel" }, { type: "cancel" }]);
		const entered = run(open([DATABASE, FEATURES]), { type: "digit", n: 2 });
		expect(outcome(press(entered, "\x1b\x1b"))).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }, {}] });
	});

	it("while typing: the first stops typing (text kept), the second arms", () => {
		const typingOther = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("my own db"));
		const after = press(typingOther, "\x1b\x1b");
		expect(after.mode).toBe("browse");
		expect(after.declineArmed).toBe(true);
		expect(answersNow(after)[0]).toMatchObject({ typed: "my own db" });
	});
});

describe("a paste without its end marker", () => {
	it("ends on Esc with its text kept, and the Esc counts", () => {
		const onOther = run(open([DATABASE]), { type: "digit", n: 4 }, { type: "cancel" });
		const state = press(onOther, "\x1b[200~half a pas", "te", "\x1b");
		expect(answersNow(state)[0]).toMatchObject({ typed: "half a paste" });
		expect(state.mode).toBe("browse");
	});

	it("ends on Ctrl+C with its text kept, and the dialog is interrupted", () => {
		const state = press(open([DATABASE]), "\x1b[200~pasted words", "\x03");
		expect(outcome(state)).toMatchObject({ kind: "interrupted", answers: [{ typed: "pasted words" }] });
	});

	it("ends at the cap: the text fills the field, the rest up to its end marker is dropped, and the keys after it work", () => {
		const decoder = createInputDecoder(keys);
		const chunk = "p".repeat(60_000);
		expect(decoder.decode(`\x1b[200~${chunk}`, "browse")).toEqual([]);
		const spilled = decoder.decode(chunk, "browse");
		expect(spilled).toHaveLength(1);
		expect(spilled[0]).toMatchObject({ type: "text", paste: true });
		expect((spilled[0] as { text: string }).text).toHaveLength(MAX_PASTE_CHARS);
		expect(decoder.decode("sss", "browse")).toEqual([]);
		expect(decoder.decode("tail\x1b[201~", "browse")).toEqual([]);
		expect(decoder.decode("s", "browse")).toEqual([{ type: "skip" }]);
		const state = press(open([DATABASE]), `\x1b[200~${chunk}`, chunk, "\x1b[201~");
		expect(answersNow(state)[0]?.typed).toHaveLength(MAX_FIELD_CHARS);
		expect(state.notice?.kind).toBe("fieldFull");
	});
});

describe("a refused image path", () => {
	it("is shown again to correct, and a new path typed replaces it instead of being appended", () => {
		const refused = run(open([DATABASE]), { type: "attach" }, ...typing("/tmp/notes.txt"), { type: "confirm" }, { type: "imageRejected", message: "not an image", requestId: 1 });
		const reopened = run(refused, { type: "attach" });
		expect(reopened.drafts[0]?.pendingImage?.path.text).toBe("/tmp/notes.txt");
		const typed = run(reopened, ...typing("/tmp/shot.png"));
		expect(typed.drafts[0]?.pendingImage?.path.text).toBe("/tmp/shot.png");
		const corrected = run(reopened, { type: "deleteBackward" }, { type: "deleteBackward" }, { type: "deleteBackward" }, ...typing("png"));
		expect(corrected.drafts[0]?.pendingImage?.path.text).toBe("/tmp/notes.png");
	});
});

describe("Other typed, then an option picked", () => {
	it("single-select: the typed text stays on screen, and the outcome reports it as typed, not chosen", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("my own db"), { type: "cancel" }, { type: "digit", n: 1 });
		expect(answersNow(state)[0]).toMatchObject({ selected: ["PostgreSQL (Recommended)"], typedNotChosen: "my own db" });
		expect(answersNow(state)[0]?.typed).toBeUndefined();
	});

	it("multi-select: Other ticked off keeps its text, reported as typed, not chosen", () => {
		const state = run(open([FEATURES]), { type: "digit", n: 1 }, { type: "down" }, { type: "down" }, { type: "down" }, { type: "down" }, ...typing("Dark mode"), { type: "cancel" }, { type: "toggle" });
		expect(answersNow(state)[0]).toMatchObject({ typedNotChosen: "Dark mode" });
	});
});

describe("after Enter on Other of a multi-select, keys are commands again", () => {
	it("a digit ticks its option instead of being typed into the text", () => {
		const done = press(open([FEATURES]), "5", "secret scan", "\r");
		expect(done.mode).toBe("browse");
		expect(inputModeOf(done)).toBe("browse");
		const ticked = press(done, "2");
		expect(answersNow(ticked)[0]).toMatchObject({ selected: ["Export"], typed: "secret scan" });
	});

	it("Enter on Other goes back into its text, and typing there adds to it", () => {
		const done = press(open([FEATURES]), "5", "secret scan", "\r");
		const again = press(done, "\r", "s");
		expect(answersNow(again)[0]).toMatchObject({ typed: "secret scans" });
	});
});
