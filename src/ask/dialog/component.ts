/**
 * The pi-tui component of the ask_user_question dialog, handed to `ctx.ui.custom()`.
 *
 * It is the only impure part of the terminal dialog: it turns terminal input into events
 * (keys.ts), runs them through the reducer (state/) and performs the effects it returns (reads an
 * attached image file, rings the bell when the dialog opens, hands the outcome to `done`), draws
 * with the view (draw/view.ts), keeps the idle timer and listens to the turn's AbortSignal. It calls
 * `done` exactly once, on the reducer's `done` effect, and then releases its timer and listener on
 * its own, because pi may never mount (and so never dispose) a component that finished while it
 * was being created.
 *
 * Text fields are edited by the reducer (src/text/field.ts) rather than by pi-tui's Input or
 * Editor: their text is part of the state, so every way of closing the dialog can report it, tab
 * switches and resizes cannot lose it, and the property tests can drive it. Input would also scroll
 * a long answer sideways, where the dialog wraps it so the whole answer stays readable.
 */
import type { KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { type Component, CURSOR_MARKER, type Focusable, type Keybinding, type TUI } from "@mariozechner/pi-tui";
import { rowsForComponent } from "../../host/tui-rows.ts";
import { type InputStream, watchUnclosedPaste } from "../../host/unclosed-paste.ts";
import { EN, type Locale } from "../locales/index.ts";
import type { DialogOutcome, Question } from "../outcome.ts";
import type { ImageSupport } from "../settings.ts";
import { type ImageReader, readImageFile } from "./images.ts";
import { createInputDecoder } from "./keys.ts";
import {
	createDialogState,
	type DialogEffect,
	type DialogEvent,
	type DialogState,
	idleCountdownSeconds,
	type ImageRequest,
	inputModeOf,
	reduce,
} from "./state/index.ts";
import { DEFAULT_KEY_LABELS, type KeyLabels, layoutDialog, themeStyle } from "./draw/view.ts";

/** Time source and timer of the dialog; tests pass a fake one and need no real waiting. */
export interface DialogClock {
	now(): number;
	setInterval(callback: () => void, ms: number): unknown;
	clearInterval(handle: unknown): void;
}

/** The real clock. */
export const SYSTEM_CLOCK: DialogClock = {
	now: () => Date.now(),
	setInterval: (callback, ms) => setInterval(callback, ms),
	clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** How often the idle wait is checked and the countdown redrawn. */
export const TICK_MS = 1000;

/** The terminal bell (BEL): a terminal beeps, flashes or marks the tab, as the user configured it. */
const BELL = "\x07";

/** What a dialog is made of: the questions, the settings, pi's TUI, theme and keys, and where the outcome goes. */
export interface QuestionDialogOptions {
	questions: Question[];
	/** Seconds without a key before the dialog submits what is selected; 0 turns it off. */
	idleSeconds: number;
	/** Whether attached images would reach the model (default: they would); `a` says why not. */
	images?: ImageSupport;
	tui: TUI;
	theme: Theme;
	keybindings: KeybindingsManager;
	/** Receives the outcome, exactly once. */
	done: (outcome: DialogOutcome) => void;
	/** The turn's signal: aborting it closes the dialog as interrupted. */
	signal?: AbortSignal;
	/** Reads an attached image; defaults to reading the file (readImageFile). */
	readImage?: ImageReader;
	clock?: DialogClock;
	/** Ring the terminal bell when the dialog opens (default true); false: no alert at all. */
	bell?: boolean;
	/**
	 * The bytes that reach the user when the dialog opens and when the idle countdown starts (the
	 * bell, a desktop notification: ../reach/terminal-notify.ts); default the bell on opening only.
	 */
	alertBytes?: (alert: DialogAlert) => string;
	/** Called once when the dialog opens, after the bell. */
	onOpen?: () => void;
	/**
	 * How a binding's keys are written; default the keys of the injected `keybindings`, as pi's
	 * `keyText` writes them. Not pi's imported `keyText`: a copy of pi resolved by the package
	 * (its own node_modules) does not see the user's bindings and formats `app.*` ids as "".
	 */
	keyText?: (binding: Keybinding) => string;
	/** The words of the user's language; default English. */
	locale?: Locale;
	/**
	 * The stream pi-tui reads keys from, watched for a paste left open (host/unclosed-paste.ts);
	 * default `process.stdin` when it is a terminal, `false` for none.
	 */
	input?: InputStream | false;
}

/** The stream to watch for an unclosed paste: the one given, else the process's terminal input. */
function inputOf(options: QuestionDialogOptions): InputStream | undefined {
	if (options.input === false) return undefined;
	if (options.input !== undefined) return options.input;
	return process.stdin.isTTY === true ? process.stdin : undefined;
}

/** When the dialog tries to reach the user: it opened, or the idle countdown started (`seconds` left). */
export type DialogAlert = { readonly kind: "opened" } | { readonly kind: "countdown"; readonly seconds: number };

/** The alert bytes without a setting: the bell when the dialog opens, as before notifications. */
function defaultAlertBytes(alert: DialogAlert): string {
	return alert.kind === "opened" ? BELL : "";
}

/** The dialog component: a pi-tui Component that shows a text cursor, with a dispose for its timer. */
export type QuestionDialog = Component &
	Focusable & {
		dispose(): void;
		/** Declared here as well because pi-tui before 1.x does not know it (it then has no effect). */
		capturesViewportInput?: boolean;
	};

/**
 * The hint-line labels of the user's bindings, as pi's own hints write them (its `keyText`
 * helper: "up", "enter", "escape", "ctrl+p"). Only the first key of a binding is named, and never
 * Ctrl+C for cancel: in this dialog Ctrl+C interrupts, which the hint line says on its own.
 */
export function keyLabelsOf(describe: (binding: Keybinding) => string): KeyLabels {
	const label = (binding: Keybinding, fallback: string): string => {
		let text = "";
		try {
			text = describe(binding);
		} catch {
			// A host without the binding: pi's default name.
		}
		return text.split("/").find((key) => key !== "" && key !== "ctrl+c") ?? fallback;
	};
	return {
		up: label("tui.select.up", DEFAULT_KEY_LABELS.up),
		down: label("tui.select.down", DEFAULT_KEY_LABELS.down),
		confirm: label("tui.select.confirm", DEFAULT_KEY_LABELS.confirm),
		cancel: label("tui.select.cancel", DEFAULT_KEY_LABELS.cancel),
		pageUp: label("tui.select.pageUp", DEFAULT_KEY_LABELS.pageUp),
		pageDown: label("tui.select.pageDown", DEFAULT_KEY_LABELS.pageDown),
		tab: label("tui.input.tab", DEFAULT_KEY_LABELS.tab),
		newLine: label("tui.input.newLine", DEFAULT_KEY_LABELS.newLine),
	};
}

/** The event an image read ends in: attached, or rejected with the reader's reason (a reader that throws included). */
function readImageEvent(readImage: ImageReader, request: ImageRequest): Promise<DialogEvent> {
	return readImage(request.path).then(
		(result): DialogEvent =>
			"error" in result
				? { type: "imageRejected", message: result.error, requestId: request.id }
				: { type: "imageAttached", image: result, requestId: request.id },
		(error: unknown): DialogEvent => ({
			type: "imageRejected",
			message: `Cannot attach ${request.path}: ${error instanceof Error ? error.message : String(error)}`,
			requestId: request.id,
		}),
	);
}

/**
 * The dialog's frames: drawn at the width pi asks for and the rows pi leaves (measured on every
 * frame, so a resize reflows), drawn again only when the state, the size or the focus changed, and
 * a new array each time they change, never one changed in place: pi 1.x keeps and compares the last
 * one. Also remembers how many preview lines the last frame showed, what one page key scrolls.
 */
function createFrames(tui: TUI, theme: Theme, keys: KeyLabels, locale: Locale) {
	let cache: { state: DialogState; width: number; rows: number | undefined; focused: boolean; lines: string[] } | undefined;
	let previewRows: number | undefined;
	return {
		get previewRows(): number | undefined {
			return previewRows;
		},
		render(state: DialogState, width: number, component: Component & Focusable): string[] {
			const rows = rowsForComponent(tui, component, width);
			const focused = component.focused;
			if (cache && cache.state === state && cache.width === width && cache.rows === rows && cache.focused === focused) return cache.lines;
			const { lines, layout } = layoutDialog(state, width, themeStyle(theme), {
				keys,
				locale,
				...(rows === undefined ? {} : { rows }),
				...(focused ? { cursorMarker: CURSOR_MARKER } : {}),
			});
			previewRows = layout.previewRows;
			cache = { state, width, rows, focused, lines };
			return lines;
		},
		invalidate(): void {
			cache = undefined;
		},
	};
}

/** Writes to the terminal behind `tui`, when there is one (test doubles may have none). */
function writeToTerminal(tui: TUI, data: string): void {
	const terminal = (tui as Partial<Pick<TUI, "terminal">>).terminal;
	if (typeof terminal?.write === "function") terminal.write(data);
}

/** What the terminal shell does for the reducer's effects: hand the outcome on, start a read, ring the bell. */
interface EffectHandlers {
	done(outcome: DialogOutcome): void;
	readImage(request: ImageRequest): void;
	bell(): void;
}

/** Performs a batch's effects in order; once the dialog is done, only that (no read starts after it). */
function perform(effects: readonly DialogEffect[], handlers: EffectHandlers): void {
	const done = effects.find((effect) => effect.kind === "done");
	if (done !== undefined) return handlers.done(done.outcome);
	for (const effect of effects) {
		if (effect.kind === "readImage") handlers.readImage(effect.request);
		else if (effect.kind === "bell") handlers.bell();
	}
}

/** Writes what an alert sends (options.alertBytes) to pi's terminal; nothing when `bell` is false. */
function alerter(options: QuestionDialogOptions): (alert: DialogAlert) => void {
	return (alert) => {
		if (options.bell === false) return;
		const bytes = (options.alertBytes ?? defaultAlertBytes)(alert);
		if (bytes !== "") writeToTerminal(options.tui, bytes);
	};
}

/** A running dialog: its state, whether it has closed, how events reach it, and how pi stops it. */
interface RunningDialog {
	readonly state: DialogState;
	readonly closed: boolean;
	/** Runs the events through the reducer, performs their effects and asks pi to draw again when the screen changed. */
	dispatch(events: DialogEvent[]): void;
	/** Closes without an outcome (pi disposed the component): the timer and the abort listener go. */
	close(): void;
}

/**
 * Opens the dialog: rings the bell, calls `onOpen`, then closes at once as interrupted if the turn
 * is already aborted, or listens for the abort and runs the idle timer. The timer and listener are
 * released as soon as the dialog closes, on its own or through `close`.
 */
function openDialog(options: QuestionDialogOptions, clock: DialogClock, onRelease: () => void): RunningDialog {
	const { tui, signal } = options;
	const readImage = options.readImage ?? ((path: string) => readImageFile(path));
	let state: DialogState = createDialogState(options.questions, { idleSeconds: options.idleSeconds, now: clock.now(), images: options.images });
	let closed = false;
	let timer: unknown;
	const onAbort = () => dispatch([{ type: "abort" }]);
	const alert = alerter(options);
	const release = (): void => {
		closed = true;
		if (timer !== undefined) clock.clearInterval(timer);
		timer = undefined;
		signal?.removeEventListener("abort", onAbort);
		onRelease();
	};
	const handlers: EffectHandlers = {
		done: (outcome) => {
			release();
			options.done(outcome);
		},
		readImage: (request) => void readImageEvent(readImage, request).then((event) => dispatch([event])),
		bell: () => alert({ kind: "opened" }),
	};
	function dispatch(events: DialogEvent[]): void {
		if (closed) return;
		const before = state;
		const effects: DialogEffect[] = [];
		for (const event of events) {
			const next = reduce(state, event);
			state = next.state;
			effects.push(...next.effects);
		}
		perform(effects, handlers);
		const countdown = idleCountdownSeconds(state);
		if (!closed && countdown !== undefined && idleCountdownSeconds(before) === undefined) alert({ kind: "countdown", seconds: countdown });
		// Opening and the clock draw again only when the countdown on screen changes; anything else always does.
		const quiet = events.every((event) => event.type === "tick" || event.type === "open");
		if (!closed && (!quiet || idleCountdownSeconds(before) !== idleCountdownSeconds(state))) tui.requestRender();
	}
	dispatch([{ type: "open" }]);
	options.onOpen?.();
	if (signal?.aborted) dispatch([{ type: "abort" }]);
	else {
		signal?.addEventListener("abort", onAbort, { once: true });
		if (state.idleSeconds > 0) timer = clock.setInterval(() => dispatch([{ type: "tick", now: clock.now() }]), TICK_MS);
	}
	return {
		get state() {
			return state;
		},
		get closed() {
			return closed;
		},
		dispatch,
		close: release,
	};
}

/**
 * Creates the dialog for `questions`. Input goes through `handleInput`, the outcome to `done`.
 * The dialog rings the bell on opening, submits on its own after `idleSeconds` without a key, and
 * closes as interrupted when `signal` aborts, reporting everything entered so far in every case.
 */
export function createQuestionDialog(options: QuestionDialogOptions): QuestionDialog {
	const { tui, theme, keybindings } = options;
	const clock = options.clock ?? SYSTEM_CLOCK;
	const decoder = createInputDecoder(keybindings);
	const keys = keyLabelsOf(options.keyText ?? ((binding) => keybindings.getKeys(binding).join("/")));
	const frames = createFrames(tui, theme, keys, options.locale ?? EN);
	const input = inputOf(options);
	const paste = input === undefined ? undefined : watchUnclosedPaste(input);
	const running = openDialog(options, clock, () => paste?.stop());
	const dialog: QuestionDialog = {
		focused: false,
		// PgUp/PgDn scroll the preview; in fullscreen mode pi would otherwise scroll the transcript with them.
		capturesViewportInput: true,
		handleInput(data: string): void {
			if (running.closed) return;
			const window = frames.previewRows;
			const events = decoder.decode(data, inputModeOf(running.state)).map((event): DialogEvent =>
				event.type === "scroll" && window !== undefined ? { ...event, window } : event,
			);
			running.dispatch([{ type: "activity", now: clock.now() }, ...events]);
		},
		render(width: number): string[] {
			return frames.render(running.state, width, dialog);
		},
		invalidate(): void {
			frames.invalidate();
		},
		dispose(): void {
			running.close();
		},
	};
	return dialog;
}
