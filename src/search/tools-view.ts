/**
 * The `/tools` view in pi's terminal UI: a pi-tui component shown with `ctx.ui.custom()`.
 *
 * It shows the report of ./tools-report.ts in a window that fits the terminal (80×24 included),
 * with a line cursor: ↑↓ and page keys move it, Enter opens or closes the group under it. Typing
 * writes a query in the box at the bottom; Enter then shows exactly the result text the model
 * would get for it (the session's own search, run without loading anything or waiting). Esc goes
 * back from a result, clears a query, then closes. Keys are matched and labelled through pi's
 * keybindings, so a user's remapping applies and the hints name the user's keys, in pi's hint
 * style. Every text is sanitized before it is drawn.
 */
import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { type Component, type Keybinding, truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { deleteBackward, deleteForward, EMPTY_FIELD, insertText, moveLeft, moveRight, moveToEnd, moveToStart, splitAtCursor, type TextField } from "../text/field.ts";
import { PASTE_END, PASTE_START, printableText } from "../text/typed.ts";
import { sanitizeLine, sanitizeText } from "../text/sanitize.ts";
import { type LineStyle, type ReportLine, reportLines, type ToolsReport } from "./tools-report.ts";

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

/** pi's key hint: the user's keys for a binding, dim, then what they do, muted. */
function hint(theme: Theme, keys: string, description: string): string {
	return theme.fg("dim", keys) + theme.fg("muted", ` ${description}`);
}

/** The view. See the module comment. */
export class ToolsView implements Component {
	private cursor = 0;
	private top = 0;
	private readonly expanded = new Set<string>();
	private query: TextField = EMPTY_FIELD;
	/** The query whose result is shown, and the result's lines; undefined while the report is shown. */
	private result: { query: string; text: string } | undefined;
	private report: ToolsReport;
	private readonly style: LineStyle;
	/** The body as last drawn, so Enter acts on the line the user sees under the cursor. */
	private body: ReportLine[] = [];

	constructor(private readonly options: ToolsViewOptions) {
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
				wrapTextWithAnsi(line.text, Math.max(10, width - 1)).map((text) => (line.group === undefined ? { text } : { text, group: line.group })),
			);
		}
		const { theme } = this.options;
		const heading = `${theme.fg("muted", "What the model would get for")} ${theme.fg("accent", `"${sanitizeLine(this.result.query)}"`)} ${theme.fg("dim", "(nothing was loaded)")}`;
		const text = sanitizeText(this.result.text)
			.split("\n")
			.flatMap((line) => wrapTextWithAnsi(theme.fg("text", line), Math.max(10, width - 2)).map((part) => ({ text: ` ${part}` })));
		return [{ text: heading }, ...text];
	}

	render(width: number): string[] {
		const { theme } = this.options;
		const body = this.bodyLines(width);
		this.body = body;
		const rows = this.height() - 4;
		if (this.result === undefined) {
			this.cursor = Math.min(Math.max(0, this.cursor), Math.max(0, body.length - 1));
			if (this.cursor < this.top) this.top = this.cursor;
			if (this.cursor >= this.top + rows) this.top = this.cursor - rows + 1;
		}
		this.top = Math.max(0, Math.min(this.top, body.length - rows));
		const visible = body.slice(this.top, this.top + rows).map((line, i) => {
			const selected = this.top + i === this.cursor && this.result === undefined;
			const marker = selected ? theme.fg("accent", "›") : " ";
			return truncateToWidth(`${marker}${line.text}`, width);
		});
		while (visible.length < rows) visible.push("");
		const more = body.length > rows ? theme.fg("dim", ` ${this.top + 1}–${Math.min(body.length, this.top + rows)} of ${body.length}`) : "";
		const title = truncateToWidth(`${theme.fg("accent", theme.bold("tool_search"))} ${theme.fg("muted", "/tools")}${more}`, width);
		const rule = theme.fg("dim", "─".repeat(Math.max(1, width)));
		return [title, ...visible, rule, this.queryLine(width), truncateToWidth(this.hints(), width)];
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

	private hints(): string {
		const { theme } = this.options;
		const confirm = this.keys("tui.select.confirm", "enter");
		const cancel = this.keys("tui.select.cancel", "esc");
		const parts =
			this.query.text !== ""
				? [hint(theme, confirm, "show what the model gets"), hint(theme, cancel, "clear")]
				: this.result !== undefined
					? [hint(theme, "↑↓", "scroll"), hint(theme, cancel, "back")]
					: [hint(theme, "↑↓", "move"), hint(theme, confirm, "open group"), hint(theme, "type", "a query"), hint(theme, cancel, "close")];
		return parts.join("  ");
	}

	handleInput(data: string): void {
		const { keybindings } = this.options;
		const rows = this.height() - 4;
		if (keybindings.matches(data, "tui.select.cancel")) this.cancel();
		else if (keybindings.matches(data, "tui.select.confirm")) this.confirm();
		else if (keybindings.matches(data, "tui.select.up")) this.move(-1);
		else if (keybindings.matches(data, "tui.select.down")) this.move(1);
		else if (keybindings.matches(data, "tui.select.pageUp")) this.move(-rows);
		else if (keybindings.matches(data, "tui.select.pageDown")) this.move(rows);
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

	/** Moves the cursor over the report, or scrolls a result. */
	private move(lines: number): void {
		if (this.result === undefined) this.cursor += lines;
		else this.top += lines;
	}

	private cancel(): void {
		if (this.query.text !== "") this.query = EMPTY_FIELD;
		else if (this.result !== undefined) {
			this.result = undefined;
			void this.options.refresh().then((report) => {
				this.report = report;
				this.options.tui.requestRender();
			});
		} else {
			this.options.done();
			return;
		}
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
			this.query = EMPTY_FIELD;
			this.cursor = 0;
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
