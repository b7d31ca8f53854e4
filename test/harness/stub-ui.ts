/**
 * A stub `ExtensionUIContext` for in-process tests.
 *
 * Every UI method exists and is harmless: dialogs answer with what the test scripted (or
 * "cancelled": `undefined` / `false`), setters are recorded. `custom(factory)` really builds
 * the extension's component with a minimal TUI, the theme and the keybindings, and lets the
 * test drive it: feed keys to `handleInput`, read `render(width)`, and wait for `done()`.
 *
 * The in-process harnesses attach pi's real theme and keybindings for the pi version under
 * test; used on its own, the stub falls back to a passthrough theme (every style returns the
 * text unchanged) and pi-tui's default keybindings.
 */
import type { ExtensionUIContext, KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import type { Component, TUI } from "@mariozechner/pi-tui";
import { stripAnsi } from "./types.ts";

/** Key names accepted by `CustomHandle.press`, mapped to the bytes a legacy terminal sends. */
const KEY_SEQUENCES: Record<string, string> = {
	up: "\u001b[A",
	down: "\u001b[B",
	right: "\u001b[C",
	left: "\u001b[D",
	home: "\u001b[H",
	end: "\u001b[F",
	pageup: "\u001b[5~",
	pagedown: "\u001b[6~",
	insert: "\u001b[2~",
	delete: "\u001b[3~",
	enter: "\r",
	return: "\r",
	escape: "\u001b",
	esc: "\u001b",
	tab: "\t",
	"shift+tab": "\u001b[Z",
	backspace: "\u007f",
	space: " ",
};

/** Convert a key name (`"down"`, `"enter"`, `"ctrl+c"`, `"x"`) to terminal input bytes. */
export function keySequence(key: string): string {
	const named = KEY_SEQUENCES[key.toLowerCase()];
	if (named !== undefined) return named;
	const ctrl = /^ctrl\+([a-z])$/i.exec(key);
	if (ctrl?.[1] !== undefined) return String.fromCharCode(ctrl[1].toLowerCase().charCodeAt(0) - 96);
	const alt = /^alt\+(.)$/i.exec(key);
	if (alt?.[1] !== undefined) return `\u001b${alt[1]}`;
	if ([...key].length === 1) return key;
	throw new Error(`stubUI: unknown key name "${key}". Use sendText-style type() for literal text.`);
}

/** A theme whose every style returns the text unchanged. */
export function passthroughTheme(): Theme {
	const identity = (text: string): string => text;
	const themeLike = {
		name: "passthrough",
		fg: (_color: string, text: string) => text,
		bg: (_color: string, text: string) => text,
		style: (text: string) => text,
		bold: identity,
		italic: identity,
		underline: identity,
		inverse: identity,
		strikethrough: identity,
		dim: identity,
		getFgAnsi: () => "",
		getBgAnsi: () => "",
		getColorMode: () => "truecolor",
		getThinkingBorderColor: () => identity,
		getBashModeBorderColor: () => identity,
	};
	return themeLike as unknown as Theme;
}

/** What a test's `custom` driver receives for one `ctx.ui.custom()` call. */
export interface CustomHandle {
	/** The component the extension's factory returned. */
	readonly component: Component & { dispose?(): void };
	/** The options the extension passed to `custom()` (overlay, ...). */
	readonly options: unknown;
	/** Render at `width` columns (default 80); lines keep their ANSI styling. */
	render(width?: number): string[];
	/** Render at `width` and return the lines joined with `\n`, without ANSI styling. */
	text(width?: number): string;
	/** Feed keys by name (`"down"`, `"enter"`, `"escape"`, `"ctrl+c"`, single characters). */
	press(...keys: string[]): void;
	/** Feed literal text, one character at a time, as typing would. */
	type(text: string): void;
	/** Feed raw input bytes. */
	input(data: string): void;
	/** Whether the component called `done()`. */
	readonly done: boolean;
	/** The value passed to `done()`. */
	readonly result: unknown;
	/** Resolves with the value passed to `done()`. */
	readonly finished: Promise<unknown>;
	/** How many times the component asked for a re-render. */
	readonly renderRequests: number;
}

type Answer<Args extends unknown[], R> = R | ((...args: Args) => R | Promise<R>);

export interface StubUIOptions {
	/**
	 * Drives each `ctx.ui.custom()` component. When the driver returns and the component has
	 * not called `done()`, `custom()` rejects, so a stuck dialog fails the test instead of
	 * hanging it. Without a driver, the component is rendered once (so render errors surface)
	 * and `custom()` resolves `undefined`, as it does in pi's RPC mode.
	 */
	custom?: (handle: CustomHandle) => void | Promise<void>;
	/** Answer for `select` (default `undefined`, i.e. cancelled). */
	select?: Answer<[title: string, options: string[], opts?: unknown], string | undefined>;
	/** Answer for `confirm` (default `false`). */
	confirm?: Answer<[title: string, message: string, opts?: unknown], boolean>;
	/** Answer for `input` (default `undefined`). */
	input?: Answer<[title: string, placeholder?: string, opts?: unknown], string | undefined>;
	/** Answer for `editor` (default `undefined`). */
	editor?: Answer<[title: string, prefill?: string], string | undefined>;
	/** Width used by the default custom handling and `text()` (default 80). */
	width?: number;
	/** Replace any other UI method outright. */
	overrides?: Partial<ExtensionUIContext>;
}

export interface StubUICall {
	method: string;
	args: unknown[];
}

/** Environment the harness injects: the pi version's real theme and keybindings. */
export interface StubUIEnvironment {
	theme?: Theme;
	keybindings?: KeybindingsManager;
}

const STUB_MARK = Symbol.for("pi-question.test.stub-ui");

/** The stub: a complete `ExtensionUIContext` plus what the extension did with it. */
export type StubUI = ExtensionUIContext & {
	/** Every UI call, in order, with its arguments. */
	readonly calls: StubUICall[];
	/** Every `custom()` call the extension made, with its handle. */
	readonly customs: CustomHandle[];
	/** Messages passed to `notify`. */
	readonly notifications: Array<{ message: string; type: string | undefined }>;
	/** Current `setStatus` texts by key. */
	readonly statuses: Map<string, string>;
	/** Current `setWidget` contents by key (string arrays, or the factory). */
	readonly widgets: Map<string, unknown>;
	/** Used by the harnesses: install the pi version's real theme and keybindings. */
	attachEnvironment(env: StubUIEnvironment): void;
	readonly [STUB_MARK]: true;
};

export function isStubUI(value: unknown): value is StubUI {
	return value !== null && typeof value === "object" && STUB_MARK in value;
}

async function answer<Args extends unknown[], R>(
	value: Answer<Args, R> | undefined,
	fallback: R,
	args: Args,
): Promise<R> {
	if (value === undefined) return fallback;
	if (typeof value === "function") return (value as (...a: Args) => R | Promise<R>)(...args);
	return value;
}

export function stubUI(options: StubUIOptions = {}): StubUI {
	const calls: StubUICall[] = [];
	const customs: CustomHandle[] = [];
	const notifications: Array<{ message: string; type: string | undefined }> = [];
	const statuses = new Map<string, string>();
	const widgets = new Map<string, unknown>();
	const width = options.width ?? 80;
	let theme: Theme = passthroughTheme();
	let keybindings: KeybindingsManager | undefined;
	let editorText = "";
	let toolsExpanded = false;
	let editorFactory: unknown;
	const record = (method: string, args: unknown[]): void => {
		calls.push({ method, args });
	};

	const runCustom = async (factory: unknown, customOptions: unknown): Promise<unknown> => {
		let renderRequests = 0;
		let finished = false;
		let result: unknown;
		let resolveFinished: (value: unknown) => void = () => {};
		const finishedPromise = new Promise<unknown>((resolve) => {
			resolveFinished = resolve;
		});
		const tui = {
			requestRender() {
				renderRequests += 1;
			},
			terminal: { columns: width, rows: 40 },
			get columns() {
				return width;
			},
			get rows() {
				return 40;
			},
			setFocus() {},
			invalidate() {},
			showOverlay() {
				return { hide() {}, setHidden() {}, isHidden: () => false };
			},
			hideOverlay() {},
		} as unknown as TUI;
		const done = (value: unknown): void => {
			if (finished) return;
			finished = true;
			result = value;
			resolveFinished(value);
		};
		const build = factory as (tui: TUI, theme: Theme, keybindings: unknown, done: (value: unknown) => void) => unknown;
		const component = (await build(tui, theme, keybindings, done)) as Component & { dispose?(): void };
		const handle: CustomHandle = {
			component,
			options: customOptions,
			render: (w = width) => [...component.render(w)],
			text: (w = width) => stripAnsi([...component.render(w)].join("\n")),
			press: (...keys: string[]) => {
				for (const key of keys) component.handleInput?.(keySequence(key));
			},
			type: (text: string) => {
				for (const ch of text) component.handleInput?.(ch);
			},
			input: (data: string) => component.handleInput?.(data),
			get done() {
				return finished;
			},
			get result() {
				return result;
			},
			finished: finishedPromise,
			get renderRequests() {
				return renderRequests;
			},
		};
		customs.push(handle);
		try {
			if (options.custom === undefined) {
				component.render(width);
				if (!finished) done(undefined);
			} else {
				await options.custom(handle);
				if (!finished) {
					throw new Error(
						`stubUI: the custom component did not call done() after the test's driver returned. Last render:\n${handle.text()}`,
					);
				}
			}
			return result;
		} finally {
			component.dispose?.();
		}
	};

	const ui = {
		[STUB_MARK]: true as const,
		calls,
		customs,
		notifications,
		statuses,
		widgets,
		attachEnvironment(env: StubUIEnvironment) {
			if (env.theme !== undefined) theme = env.theme;
			if (env.keybindings !== undefined) keybindings = env.keybindings;
		},
		async select(title: string, choices: string[], opts?: unknown) {
			record("select", [title, choices, opts]);
			return answer(options.select, undefined, [title, choices, opts]);
		},
		async confirm(title: string, message: string, opts?: unknown) {
			record("confirm", [title, message, opts]);
			return answer(options.confirm, false, [title, message, opts]);
		},
		async input(title: string, placeholder?: string, opts?: unknown) {
			record("input", [title, placeholder, opts]);
			return answer(options.input, undefined, [title, placeholder, opts]);
		},
		async editor(title: string, prefill?: string) {
			record("editor", [title, prefill]);
			return answer(options.editor, undefined, [title, prefill]);
		},
		notify(message: string, type?: "info" | "warning" | "error") {
			record("notify", [message, type]);
			notifications.push({ message, type });
		},
		onTerminalInput(handler: unknown) {
			record("onTerminalInput", [handler]);
			return () => {};
		},
		setStatus(key: string, text: string | undefined) {
			record("setStatus", [key, text]);
			if (text === undefined) statuses.delete(key);
			else statuses.set(key, text);
		},
		setWorkingMessage(message?: string) {
			record("setWorkingMessage", [message]);
		},
		setWorkingVisible(visible: boolean) {
			record("setWorkingVisible", [visible]);
		},
		setWorkingIndicator(indicator?: unknown) {
			record("setWorkingIndicator", [indicator]);
		},
		setHiddenThinkingLabel(label?: string) {
			record("setHiddenThinkingLabel", [label]);
		},
		setWidget(key: string, content: unknown, widgetOptions?: unknown) {
			record("setWidget", [key, content, widgetOptions]);
			if (content === undefined) widgets.delete(key);
			else widgets.set(key, content);
		},
		setFooter(factory: unknown) {
			record("setFooter", [factory]);
		},
		setHeader(factory: unknown) {
			record("setHeader", [factory]);
		},
		setTitle(title: string) {
			record("setTitle", [title]);
		},
		async custom(factory: unknown, customOptions?: unknown) {
			record("custom", [factory, customOptions]);
			return runCustom(factory, customOptions);
		},
		pasteToEditor(text: string) {
			record("pasteToEditor", [text]);
			editorText += text;
		},
		setEditorText(text: string) {
			record("setEditorText", [text]);
			editorText = text;
		},
		getEditorText() {
			return editorText;
		},
		addAutocompleteProvider(factory: unknown) {
			record("addAutocompleteProvider", [factory]);
		},
		setEditorComponent(factory: unknown) {
			record("setEditorComponent", [factory]);
			editorFactory = factory;
		},
		getEditorComponent() {
			return editorFactory;
		},
		get theme() {
			return theme;
		},
		getAllThemes() {
			// The terminal UI always lists pi's built-in themes; RPC mode lists none (see rpcStubUI).
			return [
				{ name: "dark", path: undefined },
				{ name: "light", path: undefined },
			];
		},
		getTheme() {
			return undefined;
		},
		setTheme(next: unknown) {
			record("setTheme", [next]);
			return { success: false, error: "stubUI: themes cannot be switched in tests" };
		},
		getToolsExpanded() {
			return toolsExpanded;
		},
		setToolsExpanded(expanded: boolean) {
			record("setToolsExpanded", [expanded]);
			toolsExpanded = expanded;
		},
	};
	Object.assign(ui, options.overrides ?? {});
	return ui as unknown as StubUI;
}

/**
 * The UI pi's RPC mode gives extensions, approximated: dialogs are answered by the RPC
 * client (here: the test's answers, default cancelled) and `custom()` resolves `undefined`
 * without showing anything.
 */
export function rpcStubUI(options: Omit<StubUIOptions, "custom"> = {}): StubUI {
	let ui: StubUI | undefined;
	const custom = async (factory: unknown, customOptions?: unknown): Promise<never> => {
		ui?.calls.push({ method: "custom", args: [factory, customOptions] });
		return undefined as never;
	};
	// Like pi's RPC UI context, it answers no themes.
	const getAllThemes = () => [];
	ui = stubUI({ ...options, overrides: { custom, getAllThemes, ...options.overrides } as Partial<ExtensionUIContext> });
	return ui;
}
