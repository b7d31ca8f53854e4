/**
 * Screening a server's text for instructions to the model: a tool's description and its
 * parameters' texts are data about the tool, and text that gives the model orders (an
 * `<IMPORTANT>` block, "ignore previous instructions", "do not tell the user", a path to
 * `~/.ssh`, orders about other tools, text hidden from people) is what tool poisoning looks like.
 *
 * A flag informs and never blocks: the tool stays findable and callable, its entry says it is
 * flagged, and the user is warned. Screening runs once per tool text (the catalog keeps the
 * result with the tool, ../catalog/catalog.ts), never per search, and in linear time: one pass
 * per mark over at most {@link MAX_SCREEN_CHARS} characters, and phrase rules matched word by word
 * with bounded gaps (./rules.ts); no regular expression runs over the server's text.
 */
import { quoteLine } from "../../text/sanitize.ts";
import { BRACKET_TAGS, CHINESE_MARKS, FLAG_KINDS, HIDING_STYLES, type FlagKind, INSTRUCTION_TAGS, PHRASE_RULES, type PhraseRule, REACH_WORDS, SECRET_PATHS } from "./rules.ts";
import { isInvisible, type Word, wordsOf } from "./words.ts";
import { isRecord } from "../../text/record.ts";

/**
 * Characters of one text screened: twice the longest description in the corpus (about 13,000),
 * and more than a declaration ever carries (../session's declared cap): text past it reaches the
 * model nowhere.
 */
export const MAX_SCREEN_CHARS = 32_000;
/** Words of one text the phrase rules read: the screened characters hold fewer. */
const MAX_SCREEN_WORDS = 8_000;
/** Schema nodes whose texts are screened, as ../plan/declaration.ts walks them. */
const MAX_SCREEN_NODES = 200;
/** Characters of a flagged passage quoted in a flag. */
export const MAX_EXCERPT_CHARS = 100;
/** Spaces in a row, on one line, that push the text after them out of a person's view (real descriptions indent by 30 at most). */
const HIDING_SPACES = 100;
/** Blank lines in a row that do the same. */
const HIDING_BREAKS = 12;
/** Words either side of a secret path read for a reach (`read`, `pass`, `content`): a path alone may be a warning or an example. */
const REACH_SPAN = 8;

/** One thing the screening found: its kind and the passage, sanitized and cut. */
export interface Flag {
	kind: FlagKind;
	/** Where it is: `description`, or the parameter it describes. */
	where: string;
	excerpt: string;
}

/** The passage around `start`–`end`, as one safe line of at most {@link MAX_EXCERPT_CHARS}. */
function excerpt(text: string, start: number, end: number): string {
	const from = Math.max(0, start - 12);
	return quoteLine(text.slice(from, Math.min(text.length, Math.max(end, start + 1) + 60)), MAX_EXCERPT_CHARS);
}

/** Invisible characters in one text past which they are hiding something rather than joining a word. */
const MAX_INVISIBLE = 3;

/** Where hidden text is: terminal codes, tag characters, bidi overrides, invisible characters, comments, hiding styles, or text pushed out of view. */
function hiddenAt(text: string): number {
	let spaces = 0;
	let breaks = 0;
	let invisible = 0;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (isInvisible(code) && code !== 0x200d && ++invisible >= MAX_INVISIBLE) return at;
		if (code === 0x1b || code === 0x9b || code === 0xdb40 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return at;
		if (code === 0x3c && text.startsWith("<!--", at)) return at;
		if (code === 0x3a && styleHidesAt(text, at)) return at;
		if (code === 0x20) spaces++;
		else if (code === 0x0a) {
			if (spaces >= HIDING_SPACES) return at;
			breaks++;
			spaces = 0;
		} else if (code !== 0x0d && code !== 0x09 && !isInvisible(code)) {
			if (spaces >= HIDING_SPACES || breaks >= HIDING_BREAKS) return at;
			spaces = 0;
			breaks = 0;
		}
	}
	return -1;
}

/** Whether the `:` at `at` is part of a style that hides text (`display: none`, `font-size:0`). */
function styleHidesAt(text: string, at: number): boolean {
	const around = text.slice(Math.max(0, at - 12), at + 14).toLowerCase().split(" ").join("");
	return HIDING_STYLES.some((style) => around.includes(style));
}

/** Whether a tag name's character: letters, digits, `_` and `-`. */
function isTagCode(code: number): boolean {
	return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d;
}

/** Where an instruction tag (`<IMPORTANT>`, `</system>`, `[INST]`, `<|im_start|>`) is, or -1. */
function tagAt(text: string): number {
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code !== 0x3c && code !== 0x5b) continue;
		let from = at + 1;
		while (from < text.length && from < at + 3 && "/|<[".includes(text[from] ?? "")) from++;
		let end = from;
		while (end < text.length && end - from <= 24 && isTagCode(text.charCodeAt(end))) end++;
		if (end === from || end - from > 24) continue;
		const close = text[end];
		if (close !== ">" && close !== "]" && close !== "|" && close !== " ") continue;
		const name = text.slice(from, end).toLowerCase();
		if (code === 0x3c ? INSTRUCTION_TAGS.has(name) : BRACKET_TAGS.has(name)) return at;
	}
	return -1;
}

/** Whether every character is ASCII (then compatibility folding changes nothing). */
function isAscii(text: string): boolean {
	for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) > 0x7f) return false;
	return true;
}

/** The text lower-cased with every index kept (the runtime's lower-casing when it keeps the length, else ASCII letters only). */
function lowerAscii(text: string): string {
	// The runtime's lower-casing keeps every index unless a letter lowers to two (İ): then letter by letter.
	const lower = text.toLowerCase();
	if (lower.length === text.length) return lower;
	const out: string[] = [];
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		out.push(code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : (text[at] as string));
	}
	return out.join("");
}

/** Whether `.env` at `at` is a file name (`.env`, `~/.env`, `.env.local`), not `process.env` or `.environment`. */
function isEnvFile(lower: string, at: number): boolean {
	const before = lower.charCodeAt(at - 1);
	const after = lower.charCodeAt(at + 4);
	const startsName = at === 0 || before === 0x20 || before === 0x2f || before === 0x7e || before === 0x60 || before === 0x22 || before === 0x27 || before === 0x28;
	return startsName && !(after >= 0x61 && after <= 0x7a) && !(after >= 0x30 && after <= 0x39) && after !== 0x5f;
}

/** Whether a reach word (./rules.ts `REACH_WORDS`) is within {@link REACH_SPAN} words of the passage `start`–`end`. */
function reachedFor(words: readonly Word[], start: number, end: number): boolean {
	let first = 0;
	while (first < words.length && (words[first] as Word).end <= start) first++;
	let last = first;
	while (last < words.length && (words[last] as Word).start < end) last++;
	for (let at = Math.max(0, first - REACH_SPAN); at < Math.min(words.length, last + REACH_SPAN); at++) if (REACH_WORDS.has((words[at] as Word).text)) return true;
	return false;
}

/**
 * Where a path to a secret file is named with a reach for it nearby (`read ~/.ssh/id_rsa`, `.env
 * content`), or undefined. Each path is looked for once, its first place only (the rest repeat it).
 */
function secretPathAt(lower: string, words: readonly Word[]): { start: number; end: number } | undefined {
	for (const path of SECRET_PATHS) {
		const at = lower.indexOf(path);
		if (at >= 0 && reachedFor(words, at, at + path.length)) return { start: at, end: at + path.length };
	}
	const env = lower.indexOf(".env");
	for (let at = env, tries = 0; at >= 0 && tries < 16; at = lower.indexOf(".env", at + 4), tries++) {
		if (isEnvFile(lower, at) && reachedFor(words, at, at + 4)) return { start: at, end: at + 4 };
	}
	return undefined;
}

/** Characters of a URL read for a placeholder. */
const MAX_URL_CHARS = 400;
/** URLs of one text read for a placeholder: a real description links a handful. */
const MAX_URLS = 64;

/**
 * Where a URL carries a placeholder in its query for the model to fill (`https://x.io/log?d={secrets}`,
 * a Markdown image that leaks what it is given), or -1. Each URL is read once, up to
 * {@link MAX_URL_CHARS}.
 */
function leakingUrlAt(lower: string): number {
	for (let at = lower.indexOf("http"), urls = 0; at >= 0 && urls < MAX_URLS; at = lower.indexOf("http", at + 4), urls++) {
		let end = at;
		while (end < lower.length && end - at < MAX_URL_CHARS && !" \n\t\"'`)>".includes(lower[end] ?? " ")) end++;
		const url = lower.slice(at, end);
		const query = url.indexOf("?");
		if (query < 0) continue;
		const rest = url.slice(query);
		if (rest.includes("={") || rest.includes("=<") || rest.includes("=$") || rest.includes("=[") || rest.includes("{{")) return at;
	}
	return -1;
}

/** Each rule's word sets as sets, and the rules by their first word. */
const COMPILED = PHRASE_RULES.map((rule) => ({ rule, sets: rule.words.map((words) => new Set(words)) }));
const BY_FIRST = new Map<string, (typeof COMPILED)[number][]>();
for (const compiled of COMPILED) {
	for (const word of compiled.rule.words[0] ?? []) BY_FIRST.set(word, [...(BY_FIRST.get(word) ?? []), compiled]);
}

/** The end index (exclusive) of the rule's match starting at word `first`, or -1: greedy, gaps bounded. */
function matchFrom(words: readonly Word[], first: number, sets: readonly ReadonlySet<string>[], rule: PhraseRule): number {
	let next = first + 1;
	for (let element = 1; element < sets.length; element++) {
		const set = sets[element] as ReadonlySet<string>;
		const gap = rule.gaps?.[element - 1] ?? rule.gap;
		let found = -1;
		for (let at = next; at < words.length && at <= next + gap; at++) {
			if (set.has((words[at] as Word).text)) {
				found = at;
				break;
			}
		}
		if (found < 0) return -1;
		next = found + 1;
	}
	return next;
}

/** The first match of each kind of phrase rule in `words`. */
function phraseFlags(text: string, words: readonly Word[], where: string): Flag[] {
	const found = new Map<FlagKind, Flag>();
	for (let at = 0; at < words.length; at++) {
		const rules = BY_FIRST.get((words[at] as Word).text);
		if (rules === undefined) continue;
		for (const { rule, sets } of rules) {
			if (found.has(rule.kind)) continue;
			const end = matchFrom(words, at, sets, rule);
			if (end > at) found.set(rule.kind, { kind: rule.kind, where, excerpt: excerpt(text, (words[at] as Word).start, (words[end - 1] as Word).end) });
		}
	}
	return [...found.values()];
}

/**
 * What one text of a tool gives the model orders with, at most one flag of each kind; `where`
 * names the text. Reads at most {@link MAX_SCREEN_CHARS} characters, each a bounded number of times.
 */
export function screenText(raw: string, where: string): Flag[] {
	const text = raw.length > MAX_SCREEN_CHARS ? raw.slice(0, MAX_SCREEN_CHARS) : raw;
	const flags: Flag[] = [];
	const hidden = hiddenAt(text);
	if (hidden >= 0) flags.push({ kind: "hidden", where, excerpt: excerpt(text, hidden, hidden + 1) });
	const tag = tagAt(text);
	if (tag >= 0) flags.push({ kind: "tag", where, excerpt: excerpt(text, tag, tag + 1) });
	const words = wordsOf(text, MAX_SCREEN_WORDS);
	const lower = lowerAscii(text);
	const secret = secretPathAt(lower, words);
	// Full-width and other compatibility letters ("ｉｇｎｏｒｅ") read as the letters they stand for.
	const folded = isAscii(text) ? text : text.normalize("NFKC");
	if (folded !== text && folded.length <= MAX_SCREEN_CHARS) {
		for (const flag of phraseFlags(folded, wordsOf(folded, MAX_SCREEN_WORDS), where)) if (!flags.some((known) => known.kind === flag.kind)) flags.push(flag);
	}
	if (secret !== undefined) flags.push({ kind: "secret", where, excerpt: excerpt(text, secret.start, secret.end) });
	const leak = leakingUrlAt(lower);
	if (leak >= 0) flags.push({ kind: "exfiltrate", where, excerpt: excerpt(text, leak, leak + 1) });
	for (const mark of CHINESE_MARKS) {
		const at = text.indexOf(mark.text);
		if (at >= 0 && !flags.some((known) => known.kind === mark.kind)) flags.push({ kind: mark.kind, where, excerpt: excerpt(text, at, at + mark.text.length) });
	}
	for (const flag of phraseFlags(text, words, where)) if (!flags.some((known) => known.kind === flag.kind)) flags.push(flag);
	return flags;
}

/** Characters of a name or an enum value read as words: the arguments line cuts them at 64 (../plan/declaration.ts). */
const MAX_NAME_SCREEN_CHARS = 256;
/** Members of an enum screened: the arguments line writes at most 8. */
const MAX_SCREEN_MEMBERS = 16;

/**
 * A name as the words it is made of (`ignore_previous`, `ignorePrevious`, `ignore-previous` read as
 * `ignore previous`), so the phrase rules read a parameter name, an enum value or a tool name as
 * they read a sentence. One pass, no regular expression.
 *
 * Not the engine's `splitIdentifier`, which has another job: it makes the lowercase index words of a
 * name and drops everything that is not a letter or a digit. Screening must keep the rest of the
 * text as written (a URL, an address, a tag, a shouted word in an enum member), so this only opens
 * the joints of a name and changes nothing else.
 */
export function nameAsWords(name: string): string {
	let words = "";
	const end = Math.min(name.length, MAX_NAME_SCREEN_CHARS);
	for (let at = 0; at < end; at++) {
		const code = name.charCodeAt(at);
		if (code === 95 || code === 45 || code === 46) {
			words += " ";
			continue;
		}
		const previous = at > 0 ? name.charCodeAt(at - 1) : 0;
		if (code >= 65 && code <= 90 && previous >= 97 && previous <= 122) words += " ";
		words += name[at];
	}
	return words;
}

/** The names a schema node gives the model: its string enum members and const, read as words. */
function valueNames(object: Record<string, unknown>): string[] {
	const members = Array.isArray(object.enum) ? object.enum.slice(0, MAX_SCREEN_MEMBERS) : [];
	return [...members, object.const].filter((value): value is string => typeof value === "string").map(nameAsWords);
}

/** One text of a schema and where it is; `name` for a name read as words (a parameter name, an enum member). */
export interface SchemaText {
	where: string;
	text: string;
	name?: true;
}

/**
 * The flags of a name read as words (a tool's, a parameter's, an enum member): every kind but
 * `secret`, since a name that names a secret (`add_ssh_key`, `get_credentials`) says what the tool
 * manages, and a name is too short to hold the reach that makes a path an order.
 */
function screenName(words: string, where: string): Flag[] {
	return screenText(words, where).filter((flag) => flag.kind !== "secret");
}

/**
 * The texts of a schema a model reads, with the parameter each belongs to: descriptions, titles and
 * defaults, and the names the arguments line writes (parameter names, enum members, consts) read as
 * words. Walked without recursion.
 */
export function schemaTexts(schema: unknown): SchemaText[] {
	const texts: SchemaText[] = [];
	const stack: { node: unknown; where: string }[] = [{ node: schema, where: "parameters" }];
	for (let visited = 0; stack.length > 0 && visited < MAX_SCREEN_NODES; visited++) {
		const { node, where } = stack.pop() as { node: unknown; where: string };
		if (!isRecord(node)) continue;
		const object = node;
		for (const key of ["description", "title", "default"]) if (typeof object[key] === "string" && visited > 0) texts.push({ where, text: object[key] as string });
		for (const text of valueNames(object)) texts.push({ where, text, name: true });
		const properties = object.properties;
		if (isRecord(properties)) {
			for (const [name, value] of Object.entries(properties).slice(0, MAX_SCREEN_NODES)) {
				const named = `parameter ${quoteLine(name, 40)}`;
				texts.push({ where: named, text: nameAsWords(name), name: true });
				stack.push({ node: value, where: named });
			}
		}
		for (const key of ["items", "additionalProperties"]) if (typeof object[key] === "object") stack.push({ node: object[key], where });
		for (const key of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(object[key])) for (const variant of (object[key] as unknown[]).slice(0, 16)) stack.push({ node: variant, where });
	}
	return texts;
}

/** The kinds of flag and their words, for the lines that name them (`flagLine` in ../plan/tool-lines.ts). */
export function kindWords(kind: FlagKind): string {
	return FLAG_KINDS[kind];
}

/**
 * The flags of one tool: its description's, its parameters' and its name's texts (./rules.ts), at
 * most one of each kind per text, in that order. An empty list is a clean tool.
 */
export function screenTool(tool: { name?: string; description: string; parameters?: unknown }): Flag[] {
	const flags = screenText(tool.description, "description");
	for (const { where, text, name } of schemaTexts(tool.parameters)) flags.push(...(name ? screenName(text, where) : screenText(text, where)));
	// The name last: a flag's line quotes the first flag, and the description says more than a name.
	if (tool.name !== undefined) flags.push(...screenName(nameAsWords(tool.name), "name"));
	return flags;
}

const screened = new WeakMap<object, readonly Flag[]>();

/**
 * {@link screenTool} once per tool object: a catalog entry is a new object only when the host's
 * tool changed, so a tool's text is screened once however often it is shown.
 */
export function screenOnce(tool: { name?: string; description: string; parameters?: unknown }): readonly Flag[] {
	const known = screened.get(tool);
	if (known !== undefined) return known;
	const flags = screenTool(tool);
	screened.set(tool, flags);
	return flags;
}

/** The flags of a tool screened already, or undefined when no pass reached it yet (./background.ts). */
export function cachedFlags(tool: object): readonly Flag[] | undefined {
	return screened.get(tool);
}
