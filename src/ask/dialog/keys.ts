/**
 * Raw terminal input -> dialog events.
 *
 * Keys pi has a named binding for are matched through pi's keybindings, so a user's remapping of
 * `tui.select.*` or `tui.editor.*` applies here too; keys pi has no binding for (Tab, Space, the
 * dialog's letter commands) are matched with pi-tui's `matchesKey`, which understands legacy
 * sequences and the Kitty keyboard protocol alike.
 *
 * What a key means depends on the mode: while a text field is being edited, letters and digits
 * are text; while choosing, they are commands. Ctrl+C interrupts in every mode.
 */
import { type Keybinding, matchesKey } from "@mariozechner/pi-tui";
import { PASTE_END, PASTE_START, printableText } from "../../text/typed.ts";
import { MAX_FIELD_CHARS } from "../limits.ts";
import { type LetterCommand, LETTER_KEYS } from "./letters.ts";
import type { DialogEvent, InputMode } from "./state/index.ts";

/** The part of pi's KeybindingsManager the decoder uses. */
export interface KeyMatcher {
	matches(data: string, keybinding: Keybinding): boolean;
}

/** The event of each letter command: every command of letters.ts has one, or this does not compile. */
const COMMAND_EVENTS: Readonly<Record<LetterCommand, DialogEvent>> = {
	note: { type: "editNote" },
	skip: { type: "skip" },
	attach: { type: "attach" },
	removeImage: { type: "removeImage" },
	wrap: { type: "toggleWrap" },
	scrollUp: { type: "scroll", pages: -1 },
	scrollDown: { type: "scroll", pages: 1 },
	keys: { type: "toggleKeys" },
	whole: { type: "toggleWhole" },
};

/** Letter and symbol commands while choosing, by their key (letters.ts). */
const COMMANDS: ReadonlyMap<string, DialogEvent> = new Map(
	(Object.keys(LETTER_KEYS) as LetterCommand[]).map((command) => [LETTER_KEYS[command], COMMAND_EVENTS[command]]),
);

/** Editing keys, each under pi's name for it, in the order they are tried. */
const EDIT_BINDINGS: ReadonlyArray<readonly [Keybinding, DialogEvent]> = [
	["tui.editor.deleteCharBackward", { type: "deleteBackward" }],
	["tui.editor.deleteCharForward", { type: "deleteForward" }],
	["tui.editor.deleteWordBackward", { type: "deleteWordBackward" }],
	["tui.editor.deleteToLineStart", { type: "deleteToStart" }],
	["tui.editor.deleteToLineEnd", { type: "deleteToEnd" }],
	["tui.editor.cursorWordLeft", { type: "cursorWordLeft" }],
	["tui.editor.cursorWordRight", { type: "cursorWordRight" }],
	["tui.editor.cursorLeft", { type: "cursorLeft" }],
	["tui.editor.cursorRight", { type: "cursorRight" }],
	["tui.editor.cursorLineStart", { type: "cursorStart" }],
	["tui.editor.cursorLineEnd", { type: "cursorEnd" }],
];

function decodeEditing(data: string, keys: KeyMatcher): DialogEvent[] {
	if (keys.matches(data, "tui.select.cancel")) return [{ type: "cancel" }];
	if (keys.matches(data, "tui.input.newLine")) return [{ type: "newline" }];
	if (keys.matches(data, "tui.input.submit") || keys.matches(data, "tui.select.confirm")) return [{ type: "confirm" }];
	if (matchesKey(data, "shift+tab")) return [{ type: "prevTab" }];
	if (matchesKey(data, "tab")) return [{ type: "nextTab" }];
	if (keys.matches(data, "tui.select.up") || keys.matches(data, "tui.editor.cursorUp")) return [{ type: "up" }];
	if (keys.matches(data, "tui.select.down") || keys.matches(data, "tui.editor.cursorDown")) return [{ type: "down" }];
	for (const [binding, event] of EDIT_BINDINGS) if (keys.matches(data, binding)) return [event];
	const text = printableText(data);
	return text === undefined ? [] : [{ type: "text", text }];
}

function decodeCommand(char: string): DialogEvent | undefined {
	if (char >= "1" && char <= "9") return { type: "digit", n: Number(char) };
	if (char === " ") return { type: "toggle" };
	return COMMANDS.get(char.toLowerCase());
}

/**
 * Decodes a key while choosing. With the focus on Other (`typing`), printable keys other than
 * Space are text that starts the typed answer; elsewhere each character is a command.
 */
function decodeBrowsing(data: string, keys: KeyMatcher, typing: boolean): DialogEvent[] {
	if (keys.matches(data, "tui.select.cancel")) return [{ type: "cancel" }];
	if (keys.matches(data, "tui.select.confirm")) return [{ type: "confirm" }];
	if (keys.matches(data, "tui.select.up")) return [{ type: "up" }];
	if (keys.matches(data, "tui.select.down")) return [{ type: "down" }];
	if (keys.matches(data, "tui.select.pageUp")) return [{ type: "scroll", pages: -1 }];
	if (keys.matches(data, "tui.select.pageDown")) return [{ type: "scroll", pages: 1 }];
	if (matchesKey(data, "shift+tab") || matchesKey(data, "left")) return [{ type: "prevTab" }];
	if (matchesKey(data, "tab") || matchesKey(data, "right")) return [{ type: "nextTab" }];
	if (matchesKey(data, "space")) return [{ type: "toggle" }];
	const text = printableText(data);
	if (text === undefined) return [];
	if (typing) return [{ type: "text", text }];
	// Several characters in one chunk (typed faster than the terminal reports them) are several keys.
	const events: DialogEvent[] = [];
	for (const char of text) {
		const event = decodeCommand(char);
		if (event) events.push(event);
	}
	return events;
}

/** A chunk of two or more bare Esc bytes: pi-tui's input buffer can hand over quick presses together. */
const ESC_RUN = /^\x1b{2,}$/;

/** Decodes one chunk of terminal input in the given mode, with pasted text already split off. */
export function decodeKey(data: string, mode: InputMode, keys: KeyMatcher): DialogEvent[] {
	if (matchesKey(data, "ctrl+c")) return [{ type: "interrupt" }];
	// "\x1b\x1b" is two presses of Esc, each counted: the first arms the decline, the second declines.
	if (ESC_RUN.test(data)) return Array.from({ length: data.length }, (): DialogEvent => ({ type: "cancel" }));
	if (mode === "browse" || mode === "otherRow") return decodeBrowsing(data, keys, mode === "otherRow");
	return decodeEditing(data, keys);
}

/** Turns raw input chunks into events, reassembling bracketed pastes split across chunks. */
export interface InputDecoder {
	decode(data: string, mode: InputMode): DialogEvent[];
}

/**
 * Most characters one paste collects before it ends without its end marker: one more than a field
 * holds (the field says it is full), so a paste whose `ESC[201~` never comes cannot grow without
 * bound here. (pi-tui's own buffer holds an unclosed paste before this decoder sees a byte; the
 * dialog ends that one through host/unclosed-paste.ts.)
 */
export const MAX_PASTE_CHARS = MAX_FIELD_CHARS + 1;

/**
 * A decoder for one dialog. Bracketed paste arrives as `ESC[200~ … ESC[201~`; pi-tui delivers it
 * as one chunk, but a terminal may split it, so the text is collected until the end marker and
 * reported as a single `text` event with `paste: true` (never as keys: a pasted "s" must not skip).
 * A paste is handed on, with its text kept, once it holds MAX_PASTE_CHARS (what comes after, up to
 * its end marker, is past every field's limit and dropped, so none of it is taken for keys), and a
 * paste without its end marker ends when Esc or Ctrl+C arrives on its own: a key press, which a
 * terminal never sends inside a paste.
 */
export function createInputDecoder(keys: KeyMatcher): InputDecoder {
	let pasting = false;
	let pasted = "";
	/** The paste reached MAX_PASTE_CHARS and was handed on: the rest, to its end marker, is dropped. */
	let spilled = false;

	/** Ends the paste: its text, as one paste event (none when it was handed on already). */
	function endPaste(text: string): DialogEvent[] {
		const events: DialogEvent[] = text === "" || spilled ? [] : [{ type: "text", text, paste: true }];
		pasting = false;
		pasted = "";
		spilled = false;
		return events;
	}

	/** Hands on a paste that filled MAX_PASTE_CHARS, and keeps dropping until its end marker. */
	function spill(): DialogEvent[] {
		if (spilled || pasted.length < MAX_PASTE_CHARS) return [];
		spilled = true;
		const text = pasted;
		pasted = "";
		return [{ type: "text", text, paste: true }];
	}

	function decode(data: string, mode: InputMode): DialogEvent[] {
		if (!pasting) {
			const start = data.indexOf(PASTE_START);
			if (start === -1) return decodeKey(data, mode, keys);
			const before = start > 0 ? decode(data.slice(0, start), mode) : [];
			pasting = true;
			pasted = "";
			return [...before, ...decode(data.slice(start + PASTE_START.length), mode)];
		}
		if (matchesKey(data, "ctrl+c") || keys.matches(data, "tui.select.cancel") || ESC_RUN.test(data)) {
			return [...endPaste(pasted), ...decodeKey(data, mode, keys)];
		}
		const end = data.indexOf(PASTE_END);
		if (end === -1) {
			if (!spilled) pasted += data.slice(0, MAX_PASTE_CHARS - pasted.length);
			return spill();
		}
		if (!spilled) pasted += data.slice(0, Math.min(end, MAX_PASTE_CHARS - pasted.length));
		const events = [...spill(), ...endPaste(pasted)];
		const rest = data.slice(end + PASTE_END.length);
		return rest === "" ? events : [...events, ...decode(rest, mode)];
	}

	return { decode };
}
