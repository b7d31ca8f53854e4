/**
 * The `/tools` view in pi's terminal UI: a pi-tui component shown with `ctx.ui.custom()`.
 *
 * It shows the report of ./report.ts in a window that fits the terminal (80×24 included),
 * with a cursor on its items (the group rows, never a line of prose): ↑↓, the page keys and
 * Home/End move it, scrolling on past the first and last item so every line can be read; Enter
 * opens or closes the group under it. Typing writes a query in the box at the bottom; Enter then
 * shows exactly the result text the model would get for it (the session's own search, run
 * without loading anything or waiting), and the query stays in the box to be refined. Esc goes
 * back from a result, clears a query, closes the opened groups, then closes the view. While the
 * report is longer than the window the hints name the page keys and Home/End. On pi 1.x's fullscreen layout the view takes
 * the viewport keys (PageUp/PageDown would otherwise scroll the transcript). Keys are matched and
 * labelled through pi's keybindings, so a user's remapping applies and the hints name the user's
 * keys, in pi's hint style. Every text is sanitized before it is drawn.
 */
import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { type Component, type Keybinding, truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { deleteBackward, deleteForward, EMPTY_FIELD, insertText, moveLeft, moveRight, moveToEnd, moveToStart, splitAtCursor, type TextField } from "../../text/field.ts";
import { PASTE_END, PASTE_START, printableText } from "../../text/typed.ts";
import { sanitizeLine, sanitizeText } from "../../text/sanitize.ts";
import { type LineStyle, type ReportLine, reportLines, type ToolsReport } from "./report.ts";

/** Lines of the terminal the view leaves to pi: its footer and the spacing around the view. */
export const RESERVED_ROWS = 5;
/** Fewest lines the view takes, so it stays usable in a very short terminal. */
export const MIN_VIEW_ROWS = 10;
/** Rows assumed when the terminal does not say. */
const DEFAULT_ROWS = 24;
/** Longest query the box takes; a query is one line, and the model's are rarely a tenth of this. */
export const MAX_QUERY_LENGTH = 500;

export interface ToolsViewOptions {
	tui: { requestRender(): void; terminal?: { rows?: number } };
	theme: Theme;
	keybindings: Pick<KeybindingsManager, "matches" | "getKeys">;
	/** The report when the view opens. */
	report: ToolsReport;
	/** The report as of now, shown again when a query's result is closed. */
	refresh: () => Promise<ToolsReport>;
	/** The result text the model would get for a query; loads nothing. */
	dryRun: (query: string) => Promise<string>;
	/** Closes the view. */
	done: () => void;
}

/** The printable text of a key press or paste, on one line, or undefined for a control key. */
function typedText(data: string): string | undefined {
	if (data.startsWith(PASTE_START)) return sanitizeLine(data.slice(PASTE_START.length).replace(PASTE_END, "")).replace(/\s+/g, " ");
	return printableText(data);
}

/** The body lines that are items the cursor stops on: the group rows. */
function itemLines(body: readonly ReportLine[]): number[] {
	const lines: number[] = [];
	body.forEach((line, index) => {
		if (line.group !== undefined) lines.push(index);
	});
	return lines;
}

/** Spaces a line starts with, past any colour codes before them (at most `limit` looked at). */
function leadingSpaces(text: string, limit = 80): number {
	let spaces = 0;
	for (let i = 0; i < text.length && i < limit * 4; i++) {
		if (text[i] === "\x1b") {
			const end = text.indexOf("m", i);
			if (end === -1) break;
			i = end;
		} else if (text[i] === " " && spaces < limit) spaces++;
		else break;
	}
	return spaces;
}

/**
 * A line wrapped to `width` columns with a hanging indent: rows after the first start two columns
 * past the line's own indent, not at column 1, so a wrapped description stays with its row (a line
 * that wraps gives up those columns on its first row too, to wrap once).
 */
export function wrapHanging(text: string, width: number): string[] {
	const rows = wrapTextWithAnsi(text, width);
	if (rows.length <= 1) return rows;
	const hang = Math.min(leadingSpaces(text) + 2, Math.floor(width / 2));
	return wrapTextWithAnsi(text, width - hang).map((row, i) => (i === 0 ? row : " ".repeat(hang) + row.trimStart()));
}

/** pi's key hint: the user's keys for a binding, dim, then what they do, muted. */
function hint(theme: Theme, keys: string, description: string): string {
	return theme.fg("dim", keys) + theme.fg("muted", ` ${description}`);
}

/**
 * Hints joined in pi's style, shortened until the line fits `width`: each of `optional` in turn (the
 * first first) is replaced by its shorter form, or dropped when it has none.
 */
function fitHints(parts: readonly string[], width: number, optional: ReadonlyArray<readonly [string, string?]>): string {
	let shown = parts.slice();
	for (const [long, short] of optional) {
		if (visibleWidth(shown.join("  ")) <= width) break;
		shown = shown.flatMap((part) => (part !== long ? [part] : short === undefined ? [] : [short]));
	}
	return shown.join("  ");
}

/** The view. See the module comment. */
export class ToolsView implements Component {
	/** pi 1.x: while focused, the fullscreen viewport keys (PageUp/PageDown…) come here, not to the transcript. */
	readonly capturesViewportInput = true;
	/** The body line of the item under the cursor. */
	private cursor = 0;
	private top = 0;
	/** Whether the next frame scrolls to the cursor (after it moved), or keeps the scroll (after scrolling past the ends). */
	private follow = true;
	private readonly expanded = new Set<string>();
	private query: TextField = EMPTY_FIELD;
	/** The query whose result is shown, and the result's lines; undefined while the report is shown. */
	private result: { query: string; text: string } | undefined;
	private report: ToolsReport;
	private readonly style: LineStyle;
	/** The body as last drawn, so Enter acts on the line the user sees under the cursor. */
	private body: ReportLine[] = [];

	private readonly options: ToolsViewOptions;

	constructor(options: ToolsViewOptions) {
		this.options = options;
		this.report = options.report;
		const { theme } = options;
		this.style = { fg: (color, text) => theme.fg(color, text), bold: (text) => theme.bold(text) };
	}

	invalidate(): void {}

	private keys(binding: Keybinding, fallback: string): string {
		const keys = this.options.keybindings.getKeys(binding);
		return keys.length === 0 ? fallback : keys.join("/");
	}

	private height(): number {
		const rows = this.options.tui.terminal?.rows ?? DEFAULT_ROWS;
		return Math.max(MIN_VIEW_ROWS, rows - RESERVED_ROWS);
	}

	/** The lines of the body: the report, or the result of the query shown, wrapped to the width. */
	private bodyLines(width: number): ReportLine[] {
		if (this.result === undefined) {
			return reportLines(this.report, { style: this.style, expanded: this.expanded }).flatMap((line) =>
				// Only the first row of a wrapped item is the item, so the cursor stops once on it.
				wrapHanging(line.text, Math.max(10, width - 1)).map((text, row) => (line.group === undefined || row > 0 ? { text } : { text, group: line.group })),
			);
		}
		const { theme } = this.options;
		const heading = `${theme.fg("muted", "What the model would get for")} ${theme.fg("accent", `"${sanitizeLine(this.result.query)}"`)} ${theme.fg("dim", "(nothing was loaded)")}`;
		const text = sanitizeText(this.result.text)
			.split("\n")
			.flatMap((line) => wrapHanging(theme.fg("text", line), Math.max(10, width - 2)).map((part) => ({ text: ` ${part}` })));
		return [{ text: heading }, ...text];
	}

	/** Puts the cursor on an item of the body as last drawn, scrolls to it after it moved, and keeps the scroll within the body. */
	private settle(rows: number): void {
		if (this.result === undefined) {
			const items = itemLines(this.body);
			if (!items.includes(this.cursor)) this.cursor = items.find((line) => line >= this.cursor) ?? items.at(-1) ?? 0;
			if (this.follow && this.cursor < this.top) this.top = this.cursor;
			if (this.follow && this.cursor >= this.top + rows) this.top = this.cursor - rows + 1;
		}
		this.top = Math.max(0, Math.min(this.top, this.body.length - rows));
	}

	render(width: number): string[] {
		const { theme } = this.options;
		const body = this.bodyLines(width);
		this.body = body;
		const rows = this.height() - 4;
		this.settle(rows);
		const visible = body.slice(this.top, this.top + rows).map((line, i) => {
			const selected = this.top + i === this.cursor && this.result === undefined && line.group !== undefined;
			const marker = selected ? theme.fg("accent", "›") : " ";
			return truncateToWidth(`${marker}${line.text}`, width);
		});
		while (visible.length < rows) visible.push("");
		const more = body.length > rows ? theme.fg("dim", ` ${this.top + 1}–${Math.min(body.length, this.top + rows)} of ${body.length}`) : "";
		const title = truncateToWidth(`${theme.fg("accent", theme.bold("tool_search"))} ${theme.fg("muted", "/tools")}${more}`, width);
		const rule = theme.fg("dim", "─".repeat(Math.max(1, width)));
		return [title, ...visible, rule, this.queryLine(width), truncateToWidth(this.hints(width, body.length > rows), width)];
	}

	private queryLine(width: number): string {
		const { theme } = this.options;
		const label = theme.fg("muted", "Query: ");
		if (this.query.text === "") return truncateToWidth(label + theme.fg("dim", "type to see what the model would get"), width);
		const { before, at, after } = splitAtCursor(this.query);
		const line = label + theme.fg("text", sanitizeLine(before)) + `\x1b[7m${at === "" ? " " : sanitizeLine(at)}\x1b[27m` + theme.fg("text", sanitizeLine(after));
		// Keep the cursor in sight: cut from the left when the query is longer than the line.
		const overflow = visibleWidth(line) - width;
		return overflow > 0 ? truncateToWidth(label + theme.fg("text", `…${sanitizeLine(this.query.text).slice(overflow + 1)}`), width) : line;
	}

	/**
	 * The hint line for what the keys do now, in pi's style. `cut`: the body is longer than the
	 * window, so the page keys and Home/End are named. Hints that do not fit the width go, the
	 * least needed first (typing a query, then the page keys), never how to leave.
	 */
	private hints(width: number, cut: boolean): string {
		const { theme } = this.options;
		const confirm = this.keys("tui.select.confirm", "enter");
		const cancel = this.keys("tui.select.cancel", "esc");
		const page = hint(theme, `${this.keys("tui.select.pageUp", "pageUp")}/${this.keys("tui.select.pageDown", "pageDown")} home/end`, "jump");
		if (this.result !== undefined) {
			return fitHints([hint(theme, "↑↓", "scroll"), ...(cut ? [page] : []), hint(theme, cancel, "back"), this.query.text === "" ? hint(theme, "type", "a new query") : hint(theme, confirm, "search again")], width, [[page]]);
		}
		if (this.query.text !== "") return fitHints([hint(theme, confirm, "show what the model gets"), hint(theme, cancel, "clear")], width, []);
		const type = hint(theme, "type", "a query");
		const open = hint(theme, confirm, "open group");
		const leave = this.expanded.size > 0 ? hint(theme, cancel, "close groups") : hint(theme, cancel, "close");
		return fitHints([hint(theme, "↑↓", "move"), ...(cut ? [page] : []), open, type, leave], width, [[type], [open, hint(theme, confirm, "open")], [page]]);
	}

	handleInput(data: string): void {
		const { keybindings } = this.options;
		const rows = this.height() - 4;
		if (keybindings.matches(data, "tui.select.cancel")) this.cancel();
		else if (keybindings.matches(data, "tui.select.confirm")) this.confirm();
		else if (keybindings.matches(data, "tui.select.up")) this.move(-1);
		else if (keybindings.matches(data, "tui.select.down")) this.move(1);
		else if (keybindings.matches(data, "tui.select.pageUp") || keybindings.matches(data, "tui.altScreen.pageUp")) this.move(-rows);
		else if (keybindings.matches(data, "tui.select.pageDown") || keybindings.matches(data, "tui.altScreen.pageDown")) this.move(rows);
		else if (this.query.text === "" && (keybindings.matches(data, "tui.editor.cursorLineStart") || keybindings.matches(data, "tui.altScreen.top"))) this.toEnd(-1);
		else if (this.query.text === "" && (keybindings.matches(data, "tui.editor.cursorLineEnd") || keybindings.matches(data, "tui.altScreen.bottom"))) this.toEnd(1);
		else if (keybindings.matches(data, "tui.editor.deleteCharBackward")) this.query = deleteBackward(this.query);
		else if (keybindings.matches(data, "tui.editor.deleteCharForward")) this.query = deleteForward(this.query);
		else if (keybindings.matches(data, "tui.editor.cursorLeft")) this.query = moveLeft(this.query);
		else if (keybindings.matches(data, "tui.editor.cursorRight")) this.query = moveRight(this.query);
		else if (keybindings.matches(data, "tui.editor.cursorLineStart")) this.query = moveToStart(this.query);
		else if (keybindings.matches(data, "tui.editor.cursorLineEnd")) this.query = moveToEnd(this.query);
		else {
			const text = typedText(data);
			if (text === undefined) return;
			const room = MAX_QUERY_LENGTH - this.query.text.length;
			if (room > 0) this.query = insertText(this.query, text.slice(0, room));
		}
		this.options.tui.requestRender();
	}

	/**
	 * Moves the cursor `lines` lines' worth over the report's items (at least to the next one), or
	 * scrolls when there is no item further that way (the prose before the first and after the
	 * last item), or scrolls a result.
	 */
	private move(lines: number): void {
		this.settle(this.height() - 4);
		const items = this.result === undefined ? itemLines(this.body) : [];
		const ahead = lines > 0 ? items.filter((line) => line > this.cursor) : items.filter((line) => line < this.cursor).reverse();
		if (ahead.length === 0) {
			this.top += lines;
			this.follow = false;
			return;
		}
		const target = this.cursor + lines;
		const within = ahead.filter((line) => (lines > 0 ? line <= target : line >= target));
		this.cursor = within.at(-1) ?? ahead[0]!;
		this.follow = true;
	}

	/** Home (`direction` -1) or End (1): the first or last item, and the top or the end of the text. */
	private toEnd(direction: -1 | 1): void {
		const items = this.result === undefined ? itemLines(this.body) : [];
		if (items.length > 0) this.cursor = direction < 0 ? items[0]! : items.at(-1)!;
		this.top = direction < 0 ? 0 : Number.MAX_SAFE_INTEGER; // the frame clamps it to the last page
		this.follow = false;
	}

	private cancel(): void {
		if (this.result !== undefined) {
			this.result = undefined;
			void this.options.refresh().then((report) => {
				this.report = report;
				this.options.tui.requestRender();
			});
		} else if (this.query.text !== "") this.query = EMPTY_FIELD;
		// Esc closes the opened groups before the view: one key never takes the user out of it unasked.
		else if (this.expanded.size > 0) this.expanded.clear();
		else this.options.done();
	}

	private confirm(): void {
		const query = this.query.text.trim();
		if (query !== "") {
			const result = { query, text: "Searching …" };
			this.result = result;
			void this.options.dryRun(query).then(
				(text) => {
					result.text = text;
					this.options.tui.requestRender();
				},
				(error: unknown) => {
					result.text = `The search failed: ${error instanceof Error ? error.message : String(error)}`;
					this.options.tui.requestRender();
				},
			);
			this.top = 0;
			return;
		}
		if (this.result !== undefined) return;
		const line = this.body[this.cursor];
		if (line?.group === undefined) return;
		if (this.expanded.has(line.group)) this.expanded.delete(line.group);
		else this.expanded.add(line.group);
	}
}
