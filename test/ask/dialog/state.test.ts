import { describe, expect, it } from "vitest";
import { IDLE_COUNTDOWN_SECONDS } from "../../../src/ask/limits.ts";
import { PREVIEW_ROWS } from "../../../src/ask/dialog/preview-text.ts";
import { createDialogState, idleCountdownSeconds, inputModeOf, outcomeOf, reduce, rowsOf } from "../../../src/ask/dialog/state/index.ts";
import { DATABASE, FEATURES, LAYOUT } from "./fixtures.ts";
import { answersNow, image, open, outcome, run, typing } from "./helpers.ts";

describe("rows", () => {
	it("adds Other and Chat after the options, and No preference on single-select only", () => {
		expect(rowsOf(DATABASE).map((row) => row.kind)).toEqual(["option", "option", "option", "other", "chat", "noPreference"]);
		expect(rowsOf(FEATURES).map((row) => row.kind)).toEqual(["option", "option", "option", "option", "other", "chat"]);
	});
});

describe("moving", () => {
	it("↑/↓ move the focus and wrap around", () => {
		const state = open([DATABASE]);
		expect(run(state, { type: "down" }).drafts[0]?.focus).toBe(1);
		expect(run(state, { type: "up" }).drafts[0]?.focus).toBe(5);
		expect(run(state, { type: "up" }, { type: "down" }).drafts[0]?.focus).toBe(0);
	});

	it("Tab and Shift+Tab cycle through the questions and the review tab", () => {
		const state = open([DATABASE, FEATURES]);
		expect(run(state, { type: "nextTab" }).tab).toBe(1);
		expect(run(state, { type: "nextTab" }, { type: "nextTab" }).tab).toBe(2);
		expect(run(state, { type: "nextTab" }, { type: "nextTab" }, { type: "nextTab" }).tab).toBe(0);
		expect(run(state, { type: "prevTab" }).tab).toBe(2);
	});

	it("keeps each question's focus when switching tabs", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "down" }, { type: "down" }, { type: "nextTab" }, { type: "prevTab" });
		expect(state.drafts[0]?.focus).toBe(2);
	});
});

describe("single-select", () => {
	it("Enter picks the focused option and moves to the next question", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "down" }, { type: "confirm" });
		expect(state.tab).toBe(1);
		expect(answersNow(state)[0]?.selected).toEqual(["SQLite"]);
	});

	it("after the last question a pick opens the review tab", () => {
		const state = run(open([FEATURES, DATABASE]), { type: "nextTab" }, { type: "confirm" });
		expect(state.tab).toBe(2);
	});

	it("a digit picks the option with that number", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 3 });
		expect(answersNow(state)[0]?.selected).toEqual(["DynamoDB"]);
		expect(state.tab).toBe(1);
	});

	it("a digit with no row ignores the key", () => {
		const state = open([DATABASE]);
		expect(run(state, { type: "digit", n: 9 })).toEqual(state);
	});

	it("picking again replaces the earlier pick", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 1 }, { type: "prevTab" }, { type: "digit", n: 2 });
		expect(answersNow(state)[0]?.selected).toEqual(["SQLite"]);
	});

	it("No preference hands the choice back and clears a pick", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 1 }, { type: "prevTab" }, { type: "digit", n: 6 });
		expect(answersNow(state)[0]).toMatchObject({ selected: [], noPreference: true, skipped: false });
		expect(state.tab).toBe(1);
	});
});

describe("multi-select", () => {
	it("Enter, Space and digits toggle without leaving the question", () => {
		const state = run(open([FEATURES]), { type: "confirm" }, { type: "down" }, { type: "toggle" }, { type: "digit", n: 4 }, { type: "digit", n: 1 });
		expect(state.tab).toBe(0);
		expect(answersNow(state)[0]?.selected).toEqual(["Export", "Audit log"]);
	});

	it("reports selections in option order, not in the order they were made", () => {
		const state = run(open([FEATURES]), { type: "digit", n: 3 }, { type: "digit", n: 1 });
		expect(answersNow(state)[0]?.selected).toEqual(["Search", "Sharing"]);
	});
});

describe("Other", () => {
	it("a key typed with the focus on Other starts the typed answer there", () => {
		const state = run(open([DATABASE]), { type: "down" }, { type: "down" }, { type: "down" }, ...typing("4s"));
		expect(inputModeOf(state)).toBe("editOther");
		expect(answersNow(state)[0]).toMatchObject({ selected: [], typed: "4s", skipped: false });
	});

	it("keys are read as text on the Other row and as commands on the other rows", () => {
		const state = open([DATABASE]);
		expect(inputModeOf(state)).toBe("browse");
		expect(inputModeOf(run(state, { type: "digit", n: 1 }))).toBe("browse");
		expect(inputModeOf(run(state, { type: "up" }, { type: "up" }, { type: "up" }))).toBe("otherRow");
		expect(inputModeOf(run(state, { type: "editNote" }))).toBe("editNote");
	});

	it("a typed key on an option row is not text", () => {
		const state = open([DATABASE]);
		expect(run(state, { type: "text", text: "x" })).toEqual({ ...state, lastInputAt: 0 });
	});

	it("Enter on Other starts typing; typed text is the answer", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("CockroachDB"));
		expect(state.mode).toBe("editOther");
		expect(answersNow(state)[0]).toMatchObject({ selected: [], typed: "CockroachDB" });
	});

	it("typing into Other on single-select replaces the picked option", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 1 }, { type: "prevTab" }, { type: "digit", n: 4 }, ...typing("Mongo"));
		expect(answersNow(state)[0]).toMatchObject({ selected: [], typed: "Mongo" });
	});

	it("Enter confirms a typed single-select answer and moves on", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 4 }, ...typing("Mongo"), { type: "confirm" });
		expect(state.mode).toBe("browse");
		expect(state.tab).toBe(1);
	});

	it("Enter on an empty Other leaves typing and stays", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, { type: "confirm" });
		expect(state).toMatchObject({ mode: "browse", tab: 0 });
		expect(answersNow(state)[0]?.typed).toBeUndefined();
	});

	it("adds to the selections on multi-select", () => {
		const state = run(open([FEATURES]), { type: "digit", n: 1 }, { type: "digit", n: 5 }, ...typing("Dark mode"), { type: "confirm" });
		expect(state.tab).toBe(0);
		expect(answersNow(state)[0]).toMatchObject({ selected: ["Search"], typed: "Dark mode" });
	});

	it("keeps typed text when leaving with Esc, switching tabs and coming back", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 4 }, ...typing("Mongo"), { type: "cancel" }, { type: "nextTab" }, { type: "prevTab" });
		expect(state.finished).toBeUndefined();
		expect(state.drafts[0]?.other.text).toBe("Mongo");
		expect(answersNow(state)[0]?.typed).toBe("Mongo");
	});

	it("keeps typed text when Tab leaves the field", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 4 }, ...typing("Mongo"), { type: "nextTab" });
		expect(state).toMatchObject({ mode: "browse", tab: 1 });
		expect(answersNow(state)[0]?.typed).toBe("Mongo");
	});

	it("picking an option on single-select unchooses Other but keeps its text to choose again", () => {
		let state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("Mongo"), { type: "cancel" }, { type: "digit", n: 2 });
		expect(answersNow(state)[0]).toMatchObject({ selected: ["SQLite"] });
		expect(answersNow(state)[0]?.typed).toBeUndefined();
		expect(state.drafts[0]?.other.text).toBe("Mongo");
		state = run(state, { type: "prevTab" }, { type: "down" }, { type: "down" }, { type: "toggle" });
		expect(answersNow(state)[0]).toMatchObject({ selected: [], typed: "Mongo" });
	});

	it("Enter on Other with earlier text chooses it again and edits it", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 4 }, ...typing("Mongo"), { type: "cancel" }, { type: "digit", n: 2 }, { type: "prevTab" }, { type: "digit", n: 4 });
		expect(state.mode).toBe("editOther");
		expect(answersNow(state)[0]).toMatchObject({ selected: [], typed: "Mongo" });
		expect(run(state, { type: "confirm" }).tab).toBe(1);
	});

	it("Space on a multi-select Other with text toggles it", () => {
		let state = run(open([FEATURES]), { type: "digit", n: 5 }, ...typing("X"), { type: "cancel" });
		expect(answersNow(state)[0]?.typed).toBe("X");
		state = run(state, { type: "toggle" });
		expect(answersNow(state)[0]?.typed).toBeUndefined();
		state = run(state, { type: "toggle" });
		expect(answersNow(state)[0]?.typed).toBe("X");
	});

	it("deleting all text unchooses Other", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("ab"), { type: "deleteBackward" }, { type: "deleteBackward" });
		expect(state.drafts[0]?.otherChosen).toBe(false);
		expect(answersNow(state)[0]?.typed).toBeUndefined();
	});

	it("letters, digits and spaces are text while typing, not commands", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("ns"), { type: "digit", n: 3 }, { type: "toggle" }, ...typing("a"));
		expect(state.drafts[0]?.other.text).toBe("ns3 a");
		expect(state.drafts[0]?.skipped).toBe(false);
	});

	it("edits at the cursor: ←/→, Home/End, Backspace, Delete, word deletes", () => {
		let state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("helo world"));
		state = run(state, { type: "cursorWordLeft" }, { type: "cursorLeft" }, { type: "cursorLeft" }, ...typing("l"));
		expect(state.drafts[0]?.other.text).toBe("hello world");
		state = run(state, { type: "cursorEnd" }, { type: "deleteWordBackward" });
		expect(state.drafts[0]?.other.text).toBe("hello ");
		state = run(state, { type: "cursorStart" }, { type: "deleteForward" }, { type: "cursorRight" }, { type: "deleteToEnd" });
		expect(state.drafts[0]?.other.text).toBe("e");
		state = run(state, { type: "deleteToStart" });
		expect(state.drafts[0]?.other.text).toBe("");
	});

	it("↑/↓ leave typing and move the focus", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("x"), { type: "down" });
		expect(state.mode).toBe("browse");
		expect(state.drafts[0]?.focus).toBe(4);
	});

	it("removes terminal controls and line breaks from typed and pasted text", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, { type: "text", text: "a\x1b[31mb\nc\u202ed", paste: true });
		expect(state.drafts[0]?.other.text).toBe("ab cd");
	});

	it("pasting text while choosing types it into Other", () => {
		const state = run(open([DATABASE]), { type: "text", text: "Use Redis", paste: true });
		expect(state.mode).toBe("editOther");
		expect(state.drafts[0]?.focus).toBe(3);
		expect(answersNow(state)[0]?.typed).toBe("Use Redis");
	});

	it("single typed characters while choosing are ignored unless they are commands", () => {
		const state = open([DATABASE]);
		expect(run(state, { type: "text", text: "q" }).drafts).toEqual(state.drafts);
	});
});

describe("notes", () => {
	it("n opens the note; Enter keeps it; a note can accompany a choice", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, ...typing("only if cheap"), { type: "confirm" }, { type: "digit", n: 1 });
		expect(answersNow(state)[0]).toMatchObject({ selected: ["PostgreSQL (Recommended)"], notes: "only if cheap" });
	});

	it("a note without a choice is reported on its own", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, ...typing("  unsure  "));
		expect(answersNow(state)[0]).toMatchObject({ selected: [], notes: "unsure" });
	});

	it("notes keep pasted line breaks and Shift+Enter adds one", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, { type: "text", text: "a\nb", paste: true }, { type: "newline" }, ...typing("c"));
		expect(answersNow(state)[0]?.notes).toBe("a\nb\nc");
	});

	it("survive tab switches and Esc", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "editNote" }, ...typing("keep"), { type: "cancel" }, { type: "nextTab" }, { type: "prevTab" });
		expect(state.finished).toBeUndefined();
		expect(answersNow(state)[0]?.notes).toBe("keep");
	});
});

describe("skip", () => {
	it("s skips the question, clears its choice and moves on; notes stay", () => {
		const state = run(open([FEATURES, DATABASE]), { type: "digit", n: 1 }, { type: "editNote" }, ...typing("later"), { type: "cancel" }, { type: "skip" });
		expect(state.tab).toBe(1);
		expect(answersNow(state)[0]).toMatchObject({ selected: [], skipped: true, notes: "later" });
	});

	it("s again un-skips; picking something un-skips too", () => {
		const skipped = run(open([DATABASE]), { type: "skip" }, { type: "prevTab" });
		expect(run(skipped, { type: "skip" }).drafts[0]?.skipped).toBe(false);
		expect(answersNow(run(skipped, { type: "digit", n: 2 }))[0]).toMatchObject({ skipped: false, selected: ["SQLite"] });
	});

	it("s again on a multi-select puts back every tick and the chosen Other that s set aside", () => {
		const ticked = run(open([FEATURES, DATABASE]), { type: "digit", n: 1 }, { type: "digit", n: 3 }, { type: "digit", n: 5 }, ...typing("lint"), { type: "confirm" });
		const before = answersNow(ticked)[0];
		expect(before?.selected.length).toBe(2);
		expect(before?.typed).toBe("lint");
		const skipped = run(ticked, { type: "skip" });
		expect(answersNow(skipped)[0]).toMatchObject({ selected: [], skipped: true });
		expect(answersNow(skipped)[0]?.typed).toBeUndefined();
		const back = run(skipped, { type: "prevTab" }, { type: "skip" });
		expect(answersNow(back)[0]).toEqual(before);
	});
});

describe("closing", () => {
	it("Enter on the review tab submits, with unanswered questions left empty", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 2 }, { type: "nextTab" }, { type: "confirm" });
		const result = outcome(state);
		expect(result.kind).toBe("submitted");
		expect(result.answers[0]?.selected).toEqual(["SQLite"]);
		expect(result.answers[1]).toEqual({ selected: [], skipped: false, noPreference: false, images: [] });
	});

	it("a digit on the review tab opens that question", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "prevTab" }, { type: "digit", n: 2 });
		expect(state.tab).toBe(1);
	});

	it("Esc twice on the review tab declines, with what was entered", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 2 }, { type: "nextTab" }, { type: "cancel" }, { type: "cancel" });
		expect(state.tab).toBe(2);
		expect(outcome(state)).toMatchObject({ kind: "declined", answers: [{ selected: ["SQLite"] }, { selected: [] }] });
	});

	it("Esc while choosing declines, with what was entered", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, ...typing("hm"), { type: "cancel" }, { type: "cancel" }, { type: "cancel" });
		expect(outcome(state)).toMatchObject({ kind: "declined", answers: [{ notes: "hm" }] });
	});

	it("Ctrl+C interrupts from any mode and keeps half-typed Other text and notes", () => {
		const typingOther = run(open([DATABASE, FEATURES]), { type: "digit", n: 4 }, ...typing("half"), { type: "interrupt" });
		expect(outcome(typingOther)).toMatchObject({ kind: "interrupted", answers: [{ typed: "half" }, {}] });
		const typingNote = run(open([DATABASE]), { type: "editNote" }, ...typing("note"), { type: "interrupt" });
		expect(outcome(typingNote)).toMatchObject({ kind: "interrupted", answers: [{ notes: "note" }] });
	});

	it("an aborted turn interrupts with the answers so far", () => {
		const state = run(open([FEATURES]), { type: "digit", n: 2 }, { type: "abort" });
		expect(outcome(state)).toMatchObject({ kind: "interrupted", answers: [{ selected: ["Export"] }] });
	});

	it("Chat about this ends the dialog as a chat about that question", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 1 }, { type: "digit", n: 6 });
		expect(outcome(state)).toMatchObject({ kind: "chat", questionIndex: 1, answers: [{ selected: ["PostgreSQL (Recommended)"] }, {}] });
	});

	it("ignores every event once finished", () => {
		const done = run(open([DATABASE]), { type: "cancel" });
		expect(run(done, { type: "digit", n: 1 }, { type: "interrupt" }, { type: "tick", now: 10 ** 9 })).toBe(done);
	});

	it("has no outcome while open", () => {
		expect(outcomeOf(open([DATABASE]))).toBeUndefined();
	});
});

describe("idle auto-continue", () => {
	const second = 1000;

	it("submits what is selected after idleSeconds without input", () => {
		const state = run(open([DATABASE, FEATURES], 60), { type: "digit", n: 2 }, { type: "tick", now: 59 * second });
		expect(state.finished).toBeUndefined();
		const idle = run(state, { type: "tick", now: 60 * second });
		expect(outcome(idle)).toEqual({ kind: "idle", idleSeconds: 60, answers: answersNow(state) });
	});

	it("any key restarts the wait", () => {
		const state = run(open([FEATURES], 60), { type: "activity", now: 50 * second }, { type: "down" }, { type: "tick", now: 100 * second });
		expect(state.finished).toBeUndefined();
		expect(run(state, { type: "tick", now: 110 * second }).finished).toEqual({ kind: "idle" });
	});

	it("a key press counts from the time of the last tick when no activity time is given", () => {
		const state = run(open([FEATURES], 60), { type: "tick", now: 40 * second }, { type: "down" }, { type: "tick", now: 99 * second });
		expect(state.finished).toBeUndefined();
	});

	it("shows the countdown only in its last seconds", () => {
		const state = open([FEATURES], 60);
		expect(idleCountdownSeconds(run(state, { type: "tick", now: (60 - IDLE_COUNTDOWN_SECONDS - 1) * second }))).toBeUndefined();
		expect(idleCountdownSeconds(run(state, { type: "tick", now: (60 - IDLE_COUNTDOWN_SECONDS) * second }))).toBe(IDLE_COUNTDOWN_SECONDS);
		expect(idleCountdownSeconds(run(state, { type: "tick", now: 59_500 }))).toBe(1);
	});

	it("never fires when idleSeconds is 0", () => {
		const state = run(open([FEATURES], 0), { type: "tick", now: 10 ** 12 });
		expect(state.finished).toBeUndefined();
		expect(idleCountdownSeconds(state)).toBeUndefined();
	});
});

describe("images", () => {
	it("a opens the path prompt; Enter asks for the file; the read result attaches it", () => {
		let state = run(open([DATABASE]), { type: "attach" }, ...typing("~/shot.png"), { type: "confirm" });
		expect(state.mode).toBe("browse");
		expect(state.imageRequest).toEqual({ id: 1, path: "~/shot.png", question: 0 });
		state = run(state, { type: "imageAttached", image: image("shot.png"), requestId: 1 });
		expect(state.imageRequest).toBeUndefined();
		expect(state.notice).toEqual({ kind: "attached", name: "shot.png" });
		expect(answersNow(state)[0]?.images).toEqual([image("shot.png")]);
	});

	it("Enter on the path returns a readImage effect for the request, once; the result comes back as an event", () => {
		const typed = run(open([DATABASE]), { type: "attach" }, ...typing("~/shot.png"));
		const asked = reduce(typed, { type: "confirm" });
		expect(asked.effects).toEqual([{ kind: "readImage", request: { id: 1, path: "~/shot.png", question: 0 } }]);
		expect(reduce(asked.state, { type: "down" }).effects).toEqual([]);
		expect(reduce(asked.state, { type: "imageAttached", image: image("shot.png"), requestId: 1 }).effects).toEqual([]);
	});

	it("attaches to the question that asked, even after switching tabs", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "attach" }, ...typing("/a.png"), { type: "confirm" }, { type: "nextTab" }, {
			type: "imageAttached",
			image: image("a.png"),
			requestId: 1,
		});
		expect(answersNow(state).map((answer) => answer.images.length)).toEqual([1, 0]);
	});

	it("a rejected file shows the reason and keeps the path to correct", () => {
		const state = run(open([DATABASE]), { type: "attach" }, ...typing("/notes.txt"), { type: "confirm" }, {
			type: "imageRejected",
			message: "notes.txt is not an image (PNG, JPEG, GIF or WebP)",
			requestId: 1,
		});
		expect(state.notice).toEqual({ kind: "refused", message: "notes.txt is not an image (PNG, JPEG, GIF or WebP)" });
		expect(answersNow(state)[0]?.images).toEqual([]);
		// a again opens the same path to correct it.
		expect(run(state, { type: "attach" }).drafts[0]?.pendingImage?.path.text).toBe("/notes.txt");
	});

	it("ignores results of a request that is no longer pending", () => {
		const state = run(open([DATABASE]), { type: "attach" }, ...typing("/a.png"), { type: "confirm" });
		expect(run(state, { type: "imageAttached", image: image("a.png"), requestId: 7 })).toBe(state);
	});

	it("text that looks like a path is an answer unless it goes into the image path: only a opens that", () => {
		const pasted = run(open([DATABASE]), { type: "text", text: "/usr/local is where they go", paste: true });
		expect(pasted.imageRequest).toBeUndefined();
		expect(answersNow(pasted)[0]?.typed).toBe("/usr/local is where they go");
		const typed = run(open([DATABASE]), { type: "down" }, { type: "down" }, { type: "down" }, ...typing("/usr/local"), { type: "confirm" });
		expect(typed.imageRequest).toBeUndefined();
		expect(outcome(reduce(typed, { type: "interrupt" }).state).answers[0]?.typed).toBe("/usr/local");
		const attached = run(open([DATABASE]), { type: "attach" }, { type: "text", text: "'/Users/me/My Shot.png'", paste: true }, { type: "confirm" });
		expect(attached.imageRequest?.path).toBe("'/Users/me/My Shot.png'");
	});

	it("where images would not reach the model, a says why and nothing is asked for", () => {
		const noImages = createDialogState([DATABASE], { idleSeconds: 0, now: 0, images: { allowed: false, reason: "model", model: "mock-1" } });
		const state = run(noImages, { type: "attach" }, ...typing("/x.png"), { type: "confirm" });
		expect(run(noImages, { type: "attach" }).notice).toEqual({ kind: "noImages", support: { allowed: false, reason: "model", model: "mock-1" } });
		expect(state.mode).toBe("browse");
		expect(state.imageRequest).toBeUndefined();
		expect(answersNow(state)[0]?.unattachedImage).toBeUndefined();
	});

	it("x removes the last attached image", () => {
		const state = run(open([DATABASE]), { type: "imageAttached", image: image("a.png") }, { type: "imageAttached", image: image("b.png") }, { type: "removeImage" });
		expect(answersNow(state)[0]?.images.map((i) => i.name)).toEqual(["a.png"]);
	});

	it("attaching the same file twice keeps one copy", () => {
		const state = run(open([DATABASE]), { type: "imageAttached", image: image("a.png") }, { type: "imageAttached", image: image("a.png") });
		expect(answersNow(state)[0]?.images).toHaveLength(1);
	});

	it("Esc closes the path prompt without declining", () => {
		const state = run(open([DATABASE]), { type: "attach" }, ...typing("/x"), { type: "cancel" });
		expect(state.mode).toBe("browse");
		expect(state.finished).toBeUndefined();
	});
});

describe("an image path not attached when the dialog closes", () => {
	it("is reported on its question when typed but not confirmed", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "digit", n: 1 }, { type: "attach" }, ...typing("/tmp/shot.png"), { type: "interrupt" });
		expect(outcome(state).answers[1]?.unattachedImage).toEqual({ path: "/tmp/shot.png", why: "typing" });
	});

	it("is reported beside the note when the read was still running", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, ...typing("see shot"), { type: "cancel" }, { type: "attach" }, ...typing("/tmp/a.png"), { type: "confirm" }, { type: "abort" });
		expect(outcome(state).answers[0]).toMatchObject({ notes: "see shot", unattachedImage: { path: "/tmp/a.png", why: "reading" } });
	});

	it("is reported when typed and then given up with Esc, or refused by the reader", () => {
		const cancelled = run(open([DATABASE]), { type: "attach" }, ...typing("/tmp/b.png"), { type: "cancel" }, { type: "cancel" }, { type: "cancel" });
		expect(outcome(cancelled)).toMatchObject({ kind: "declined", answers: [{ unattachedImage: { path: "/tmp/b.png", why: "cancelled" } }] });
		const refused = run(open([DATABASE]), { type: "attach" }, ...typing("/tmp/c.txt"), { type: "confirm" }, { type: "imageRejected", message: "c.txt is not a usable image", requestId: 1 }, { type: "interrupt" });
		expect(outcome(refused).answers[0]?.unattachedImage).toEqual({ path: "/tmp/c.txt", why: "refused", reason: "c.txt is not a usable image" });
	});
});

describe("Esc never closes the dialog with entries made by accident", () => {
	it("declines at once when nothing was entered", () => {
		expect(outcome(run(open([DATABASE]), { type: "cancel" })).kind).toBe("declined");
	});

	it("first clears an error notice; with entries made it takes a second Esc, right after the first", () => {
		const refused = run(open([DATABASE]), { type: "attach" }, ...typing("/x.txt"), { type: "confirm" }, { type: "imageRejected", message: "nope", requestId: 1 });
		const cleared = run(refused, { type: "cancel" });
		expect(cleared.notice).toBeUndefined();
		expect(cleared.finished).toBeUndefined();
		const armed = run(cleared, { type: "cancel" });
		expect(armed.declineArmed).toBe(true);
		expect(armed.finished).toBeUndefined();
		expect(outcome(run(armed, { type: "cancel" }))).toMatchObject({ kind: "declined", answers: [{ unattachedImage: { path: "/x.txt", why: "refused" } }] });
		// Any other key keeps the dialog open and the next Esc arms it again.
		const kept = run(armed, { type: "down" }, { type: "cancel" });
		expect(kept.finished).toBeUndefined();
		expect(kept.declineArmed).toBe(true);
	});

	it("leaves a text field first, keeping its text", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, ...typing("half a thought"), { type: "cancel" });
		expect(state.mode).toBe("browse");
		expect(state.finished).toBeUndefined();
		expect(outcome(run(state, { type: "cancel" }, { type: "cancel" }))).toMatchObject({ kind: "declined", answers: [{ notes: "half a thought" }] });
	});

	it("counts Other text that is not chosen as an entry", () => {
		const state = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("mine"), { type: "cancel" }, { type: "digit", n: 1 }, { type: "prevTab" });
		expect(answersNow(state)[0]?.typed).toBeUndefined();
		expect(run(state, { type: "cancel" }).finished).toBeUndefined();
	});
});

describe("field length", () => {
	it("keeps at most 100,000 characters in a field and says so", () => {
		const state = run(open([DATABASE]), { type: "editNote" }, { type: "text", text: "x".repeat(99_990), paste: true }, { type: "text", text: "y".repeat(20), paste: true });
		expect(state.drafts[0]?.note.text.length).toBe(100_000);
		expect(state.notice).toEqual({ kind: "fieldFull" });
	});
});

describe("pasting on the review tab", () => {
	it("says where pasted text can go instead of dropping it silently", () => {
		const state = run(open([DATABASE, FEATURES]), { type: "prevTab" }, { type: "text", text: "hello", paste: true });
		expect(state.notice).toEqual({ kind: "pasteNowhere" });
	});
});

describe("preview scrolling", () => {
	const onTabs = () => run(open([LAYOUT]), { type: "down" });

	it("pages down and up by the lines on screen, clamped to the preview", () => {
		let state = run(onTabs(), { type: "scroll", pages: 1 });
		expect(state.drafts[0]?.previewTop).toBe(PREVIEW_ROWS - 1);
		// On a short terminal with 4 preview lines on screen, a page is 3 lines and the last page starts at 196.
		const short = run(onTabs(), { type: "scroll", pages: 1, window: 4 }, { type: "scroll", pages: 1, window: 4 });
		expect(short.drafts[0]?.previewTop).toBe(6);
		expect(run(short, ...Array.from({ length: 80 }, () => ({ type: "scroll", pages: 1, window: 4 }) as const)).drafts[0]?.previewTop).toBe(196);
		state = run(state, ...Array.from({ length: 40 }, () => ({ type: "scroll", pages: 1 }) as const));
		expect(state.drafts[0]?.previewTop).toBe(200 - PREVIEW_ROWS);
		state = run(state, ...Array.from({ length: 40 }, () => ({ type: "scroll", pages: -1 }) as const));
		expect(state.drafts[0]?.previewTop).toBe(0);
	});

	it("moving the focus starts the next preview at its top", () => {
		const state = run(onTabs(), { type: "scroll", pages: 1 }, { type: "up" }, { type: "down" });
		expect(state.drafts[0]?.previewTop).toBe(0);
	});

	it("does nothing on a row without a preview", () => {
		const state = run(open([LAYOUT]), { type: "down" }, { type: "down" });
		expect(run(state, { type: "scroll", pages: 1 }).drafts).toEqual(state.drafts);
	});

	it("a page up after the window grew starts from what is shown, not from a line past the last page", () => {
		const scrolled = run(onTabs(), ...Array.from({ length: 80 }, () => ({ type: "scroll", pages: 1, window: 4 }) as const));
		expect(run(scrolled, { type: "scroll", pages: -1, window: 12 }).drafts[0]?.previewTop).toBe(200 - 12 - 11);
	});

	it("wrapping lets the reader scroll to the last line", () => {
		const state = run(onTabs(), { type: "toggleWrap" }, ...Array.from({ length: 40 }, () => ({ type: "scroll", pages: 1 }) as const));
		expect(state.drafts[0]?.previewTop).toBe(199);
		// Cut again, the last page shows (the view keeps the window on it), and a page up starts there.
		expect(run(state, { type: "toggleWrap" }, { type: "scroll", pages: -1 }).drafts[0]?.previewTop).toBe(200 - PREVIEW_ROWS - (PREVIEW_ROWS - 1));
	});
});

describe("notices", () => {
	it("the next key clears a notice", () => {
		const state = run(open([DATABASE]), { type: "imageRejected", message: "nope" });
		expect(state.notice).toEqual({ kind: "refused", message: "nope" });
		expect(reduce(state, { type: "down" }).state.notice).toBeUndefined();
	});
});

describe("events of hosts without keys (pi's RPC prompts)", () => {
	it("goTo opens a question or the review directly, clamped to the tabs there are", () => {
		const state = open([DATABASE, FEATURES]);
		expect(run(state, { type: "goTo", tab: 1 }).tab).toBe(1);
		expect(run(state, { type: "goTo", tab: 2 }).tab).toBe(2);
		expect(run(state, { type: "goTo", tab: 9 }).tab).toBe(2);
		expect(run(state, { type: "editNote" }, { type: "goTo", tab: -1 })).toMatchObject({ tab: 0, mode: "browse" });
	});

	it("replaceText replaces the field being edited, cleaned as typed text is, and typing into Other still chooses it", () => {
		const other = run(open([DATABASE]), { type: "digit", n: 4 }, ...typing("first"), { type: "replaceText", text: "Cockroach\x1b[31m\nDB" });
		expect(answersNow(other)[0]).toMatchObject({ selected: [], typed: "Cockroach DB" });
		const cleared = run(other, { type: "replaceText", text: "  " });
		expect(answersNow(cleared)[0]?.typed).toBeUndefined();
		const note = run(open([DATABASE]), { type: "editNote" }, ...typing("old"), { type: "replaceText", text: "line one\nline two" });
		expect(answersNow(note)[0]?.notes).toBe("line one\nline two");
		expect(run(open([DATABASE]), { type: "replaceText", text: "nowhere" }).drafts[0]?.other.text).toBe("");
	});
});
