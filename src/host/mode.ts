/**
 * Which kind of pi session an extension runs in, across pi 1.x and pi 0.73.
 *
 * pi 1.x says it outright (`ctx.mode`). pi 0.73 has no `ctx.mode`; its `ctx.hasUI` is true in both
 * the terminal UI and RPC. What tells them apart there is the UI context itself: RPC's answers no
 * themes (`getAllThemes()` is `[]`), while the terminal UI always lists at least the built-in ones.
 */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";

/** The kinds of pi session: pi 1.x's `ctx.mode` values. */
export type HostMode = "tui" | "rpc" | "json" | "print";

/** The parts of a context this module reads; both pi lines provide them (`mode` only on 1.x). */
export type ModeContext = Pick<ExtensionContext, "hasUI" | "ui"> & { mode?: ExtensionContext["mode"] };

/**
 * The session's mode. Trusts `ctx.mode` where the host has it; otherwise infers it from `hasUI`
 * and the RPC signature above. Without a UI, pi 0.73 cannot tell print from json, so "print".
 */
export function hostMode(ctx: ModeContext): HostMode {
	if (ctx.mode !== undefined) return ctx.mode;
	if (!ctx.hasUI) return "print";
	try {
		return ctx.ui.getAllThemes().length > 0 ? "tui" : "rpc";
	} catch {
		return "rpc";
	}
}

/**
 * Shows plain text where the session shows text to the user: a notification where there is a UI
 * (the terminal, or an RPC client's notify), stderr without one (print and JSON mode, where stdout
 * belongs to the answer).
 */
export function showText(ctx: Pick<ExtensionContext, "hasUI" | "ui">, text: string, level: "info" | "warning" | "error" = "info"): void {
	if (ctx.hasUI) ctx.ui.notify(text, level);
	else process.stderr.write(`${text}\n`);
}
