/**
 * What a key press or a paste typed: the text a field takes from raw terminal input. Shared by
 * every text field drawn inside pi (the dialog's answers and notes, the /tools query box), so they
 * all take the same keys as text and refuse the same control keys.
 */
import { decodeKittyPrintable } from "@mariozechner/pi-tui";

/** Bracketed paste: terminals wrap pasted text in these, so a paste is not taken for typed keys. */
export const PASTE_START = "\x1b[200~";
export const PASTE_END = "\x1b[201~";

/**
 * The printable text of one key, or undefined for a control key: any C0 or C1 control or DEL
 * makes it a key, not text. Kitty keyboard-protocol keys (CSI u) are decoded to the text they type.
 */
export function printableText(data: string): string | undefined {
	const kitty = decodeKittyPrintable(data);
	if (kitty !== undefined) return kitty;
	for (const char of data) {
		const code = char.codePointAt(0) ?? 0;
		if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) return undefined;
	}
	return data === "" ? undefined : data;
}
