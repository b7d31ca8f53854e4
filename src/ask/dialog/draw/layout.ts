/**
 * How much of the dialog fits the rows pi gives it, and what folds first when they run short.
 *
 * pi draws the dialog in place of its editor. When the dialog is taller than the rows left, pi 1.6
 * cuts its last rows (the hint line, how to leave) and pi 0.73 scrolls its first ones off (the tabs,
 * the question, the focused row): neither may happen, so the dialog never draws more rows than it
 * has. It starts from its full layout and folds, one step at a time, until it fits:
 *
 *  1. the descriptions of the options other than the focused one (the focused one's stays);
 *  2. the blank lines between sections;
 *  3. the preview's height, down to PREVIEW_COMFORT_ROWS scrollable lines;
 *  4. the hint line, to its essentials (move, pick, `?` for the other keys, Esc, Ctrl+C);
 *  5. the preview's height, down to MIN_PREVIEW_ROWS lines;
 *  6. the focused description, to two rows, then one;
 *  7. the preview, to its title and one line;
 *  8. the focused description, away;
 *  9. labels, fields and notices, to two rows, then one, the focused label keeping its rows;
 * 10. the focused label, to two rows, then one;
 * 11. the option rows, to a window around the focused one ("↑ 2 more", "↓ 1 more");
 * 12. only then the question, to as many rows as are left.
 *
 * So the question is whole (wrapped) as long as the option window and the hint line fit, and labels
 * are cut only after descriptions and previews folded; `v` shows a cut question and the focused
 * label whole. What always stays: the tabs, the question's first row, the focused row, the hint line
 * with Esc and Ctrl+C, and the rules. At every step the preview takes the rows left over (never more
 * than PREVIEW_ROWS), so a taller terminal shows more of it. Below even the last step (a terminal
 * smaller than about 12 rows) the middle of the dialog is cut, keeping its top and its hint line.
 * Pure, and it never draws: the fold is a search that yields each layout it needs measured and is
 * told its height (`FoldSearch`); view.ts drives it and draws.
 */
import { PREVIEW_ROWS } from "../preview-text.ts";

/** Preview lines kept before the hint line folds: enough to read a short snippet without scrolling. */
export const PREVIEW_COMFORT_ROWS = 6;
/** Fewest preview lines while anything else can still fold: a few lines to scroll through. */
export const MIN_PREVIEW_ROWS = 3;
/** Most rows a long text takes in the full layout (a label, a description, a field, a notice). */
export const FULL_TEXT_ROWS = 8;
/**
 * Most rows the question takes: more than any terminal leaves a dialog, so a question is whole
 * wherever it can be, and a megabyte question still costs only these rows.
 */
export const QUESTION_ROWS = 60;

/** What the view draws: which parts are shown, and how many rows the elastic ones take. */
export interface Layout {
	/** Descriptions of the options other than the focused one. */
	readonly otherDescriptions: boolean;
	/** Blank lines between sections. */
	readonly spacers: boolean;
	/** Most preview lines shown at once. */
	readonly previewRows: number;
	/** The hint line in full, or its essentials. */
	readonly hints: "all" | "essential";
	/** Most rows the focused option's description takes (0: none). */
	readonly descriptionRows: number;
	/** Most rows one long text takes: a label, a field, a notice. */
	readonly textRows: number;
	/** Most rows the focused option's label takes, when more than `textRows`. */
	readonly focusedRows: number;
	/** Most rows the question takes. */
	readonly questionRows: number;
	/** Most option rows shown, in a window around the focused one. */
	readonly optionRows: number;
}

/** Everything, as on a tall terminal. */
export const FULL_LAYOUT: Layout = {
	otherDescriptions: true,
	spacers: true,
	previewRows: PREVIEW_ROWS,
	hints: "all",
	descriptionRows: FULL_TEXT_ROWS,
	textRows: FULL_TEXT_ROWS,
	focusedRows: FULL_TEXT_ROWS,
	questionRows: QUESTION_ROWS,
	optionRows: Number.POSITIVE_INFINITY,
};

/** One fold: what it changes, and the fewest preview lines the preview keeps at this step. */
interface FoldStep {
	readonly change: Partial<Layout>;
	readonly previewFloor: number;
}

/** The fold order documented above; each step keeps the folds before it. The question's own step comes after them. */
const FOLD_STEPS: readonly FoldStep[] = [
	{ change: {}, previewFloor: PREVIEW_ROWS },
	{ change: { otherDescriptions: false }, previewFloor: PREVIEW_ROWS },
	{ change: { spacers: false }, previewFloor: PREVIEW_ROWS },
	{ change: {}, previewFloor: PREVIEW_COMFORT_ROWS },
	{ change: { hints: "essential" }, previewFloor: PREVIEW_COMFORT_ROWS },
	{ change: {}, previewFloor: MIN_PREVIEW_ROWS },
	{ change: { descriptionRows: 2 }, previewFloor: MIN_PREVIEW_ROWS },
	{ change: { descriptionRows: 1 }, previewFloor: MIN_PREVIEW_ROWS },
	{ change: {}, previewFloor: 1 },
	{ change: { descriptionRows: 0 }, previewFloor: 1 },
	{ change: { textRows: 2 }, previewFloor: 1 },
	{ change: { textRows: 1 }, previewFloor: 1 },
	{ change: { focusedRows: 2 }, previewFloor: 1 },
	{ change: { focusedRows: 1 }, previewFloor: 1 },
	{ change: { optionRows: 0 }, previewFloor: 1 },
];

/**
 * A fold search as a plan that never draws: it yields each layout whose height it needs to know,
 * is resumed with the number of rows that layout draws to, and returns the layout chosen. The view
 * drives it (`runFold`), so this module knows nothing of drawing and never calls back into it.
 */
export type FoldSearch<T = Layout> = Generator<Layout, T, number>;

/** Whether `layout` fits `rows`: one question to the driver. */
function* fits(layout: Layout, rows: number): FoldSearch<boolean> {
	return (yield layout) <= rows;
}

/** The largest value in [low, high] for which `fitsAt` holds (monotone: true, then false), or undefined. */
function* largestFitting(low: number, high: number, fitsAt: (value: number) => FoldSearch<boolean>): FoldSearch<number | undefined> {
	if (!(yield* fitsAt(low))) return undefined;
	let good = low;
	let bad = high + 1;
	while (bad - good > 1) {
		const middle = Math.floor((good + bad) / 2);
		if (yield* fitsAt(middle)) good = middle;
		else bad = middle;
	}
	return good;
}

/** A layout with the preview as tall as the rows allow, between `floor` and PREVIEW_ROWS lines; undefined if even `floor` is too tall. */
function* withPreview(layout: Layout, floor: number, rows: number): FoldSearch<Layout | undefined> {
	const previewRows = yield* largestFitting(Math.min(floor, PREVIEW_ROWS), PREVIEW_ROWS, (count) => fits({ ...layout, previewRows: count }, rows));
	return previewRows === undefined ? undefined : { ...layout, previewRows };
}

/** Whether some preview height lets `layout` fit. */
function* fitsWithPreview(layout: Layout, floor: number, rows: number): FoldSearch<boolean> {
	return (yield* withPreview(layout, floor, rows)) !== undefined;
}

/** A layout with as many option rows as the rows allow (at least the focused one). */
function* withOptionWindow(layout: Layout, floor: number, rows: number): FoldSearch<Layout | undefined> {
	const optionRows = yield* largestFitting(1, 64, (count) => fitsWithPreview({ ...layout, optionRows: count }, floor, rows));
	return optionRows === undefined ? undefined : yield* withPreview({ ...layout, optionRows }, floor, rows);
}

/**
 * The layout of the dialog folded to at most `rows` rows (undefined: no limit, the full layout).
 * `keepHints`: the user asked to see every key (`?`), so the hint line does not fold. Where even the
 * last step does not fit, the smallest layout: its lines then go through `clipMiddle`.
 */
export function* foldToRows(rows: number | undefined, keepHints = false): FoldSearch {
	if (rows === undefined) return FULL_LAYOUT;
	let layout = FULL_LAYOUT;
	for (const step of FOLD_STEPS) {
		layout = { ...layout, ...step.change, ...(keepHints ? { hints: "all" as const } : {}) };
		const folded = layout.optionRows === 0 ? yield* withOptionWindow(layout, step.previewFloor, rows) : yield* withPreview(layout, step.previewFloor, rows);
		if (folded !== undefined) return folded;
	}
	// The last step: the question, to the rows left beside one option row and one preview line.
	const last = { ...layout, optionRows: 1 };
	const questionRows = yield* largestFitting(1, QUESTION_ROWS, (count) => fitsWithPreview({ ...last, questionRows: count }, 1, rows));
	if (questionRows !== undefined) return (yield* withPreview({ ...last, questionRows }, 1, rows)) as Layout;
	return { ...last, questionRows: 1, previewRows: 1 };
}

/** Lines a dialog cut in the middle keeps at its bottom: the hint line's two rows at most, and the rule. */
const CLIPPED_TAIL = 3;

/**
 * The lines of a dialog at most `rows` long (undefined: as they are): a dialog that fits nowhere
 * keeps its top and its hint line, and the middle goes.
 */
export function clipMiddle(lines: string[], rows: number | undefined): string[] {
	if (rows === undefined || lines.length <= rows) return lines;
	const tail = Math.min(CLIPPED_TAIL, Math.max(0, rows - 1));
	return [...lines.slice(0, Math.max(0, rows - tail)), ...lines.slice(lines.length - tail)];
}
