/**
 * How many terminal rows pi leaves a component it shows in place of its editor (`ctx.ui.custom()`).
 *
 * pi hands a component only a width; the height comes from the terminal and from pi's own layout,
 * which differs between the hosts:
 * - pi 1.x in fullscreen mode (its default) draws one screen: the transcript keeps at least one
 *   row, every other part (pending messages, status, widgets, the footer) keeps its rows, and a
 *   component taller than what is left is cut at the bottom.
 * - pi 1.x in regular mode and pi 0.73 draw a document whose last rows are on screen: what is
 *   above the component scrolls away, what is below it (widgets, the footer) stays, and a
 *   component taller than the rest scrolls its own top off.
 * Both are measured the same way: the parts of pi's screen that stay are rendered at the same width
 * (their render output is cached by pi and only read here, never changed) and their rows taken off
 * the terminal's height.
 */
import type { Component, TUI } from "@mariozechner/pi-tui";

/** Rows the fullscreen transcript keeps whatever else it shows (pi 1.x's layout gives it minSize 1). */
const TRANSCRIPT_MIN_ROWS = 1;
/** Rows assumed for pi's own parts when the component cannot be found among them (the footer's two lines and one spare). */
const UNKNOWN_HOST_ROWS = 3;
/** Fewest rows a component is offered, however small the terminal. */
const MIN_COMPONENT_ROWS = 6;

/** The part of pi's TUI this module reads; both hosts have it (`mode` only on 1.x). */
type HostTui = Partial<Pick<TUI, "terminal" | "children">> & { readonly mode?: string };

/** Whether `child` is `component` or holds it directly (pi puts a custom component into its editor container). */
function holds(child: Component, component: Component): boolean {
	if (child === component) return true;
	const children = (child as { children?: unknown }).children;
	return Array.isArray(children) && children.includes(component);
}

/**
 * The rows `component` can take at `width` on the terminal behind `tui`, or undefined when there
 * is no terminal to ask (a test double): then the caller draws at its natural height.
 */
export function rowsForComponent(tui: TUI, component: Component, width: number): number | undefined {
	const host = tui as HostTui;
	const rows = host.terminal?.rows;
	if (typeof rows !== "number" || rows <= 0) return undefined;
	const children = host.children ?? [];
	const index = children.findIndex((child) => holds(child, component));
	if (index === -1) return Math.max(MIN_COMPONENT_ROWS, rows - UNKNOWN_HOST_ROWS);
	const fullscreen = host.mode === "fullscreen";
	let used = 0;
	children.forEach((child, i) => {
		if (i === index || (!fullscreen && i < index)) return;
		used += fullscreen && i === 0 ? TRANSCRIPT_MIN_ROWS : child.render(width).length;
	});
	return Math.max(MIN_COMPONENT_ROWS, rows - used);
}
