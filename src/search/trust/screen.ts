/**
 * Screening a server's text for instructions to the model: a tool's description and its
 * parameters' texts are data about the tool, and text that gives the model orders (an
 * `<IMPORTANT>` block, "ignore previous instructions", "do not tell the user", a path to
 * `~/.ssh`, orders about other servers' tools, text hidden from people or encoded) is what tool
 * poisoning looks like.
 *
 * A flag never hides a tool: it stays findable, its entry says it is flagged, the user is warned,
 * and each call of it waits for the user's yes (../call-gate.ts; the `confirm` setting can leave the
 * flag to inform only). Screening runs once per tool text and context (the catalog
 * keeps the result with the tool, ../catalog/catalog.ts), never per search, and in linear time: one
 * pass per mark over at most {@link MAX_SCREEN_CHARS} characters, phrase rules matched word by word
 * with bounded gaps (./rules.ts, ./languages-data.ts), encoded runs decoded within a budget
 * (./decode.ts); no backtracking regular expression runs over the server's text.
 */
import { quoteLine } from "../../text/sanitize.ts";
import { CHINESE_MARKS, CONTENT_WORDS, FLAG_KINDS, type FlagKind, NAME_RULES, PHRASE_RULES, type PhraseRule, REACH_WORDS, SECRET_PATHS } from "./rules.ts";
import { CJK_MARKS, PUT_MARKS_CJK, REACH_WORDS_OTHER, SEQUENCE_MARKS, type SequenceMark, WORD_RULES } from "./languages-data.ts";
import { foldLookalikes, hiddenAt, nameAsWords, tagAt, withoutInvisible, type Word, wordsOf } from "./words.ts";
import { type DecodeBudget, decodedTexts, MAX_DECODED_PER_TOOL } from "./decode.ts";
import { type Own, ownOf, type ScreenContext, shadowAt } from "./shadow.ts";
import { type SchemaText, schemaTexts } from "./schema.ts";

export { nameAsWords } from "./words.ts";
export type { ScreenContext } from "./shadow.ts";

/**
 * Characters of one text screened: twice the longest description in the corpus (about 13,000),
 * and more than a declaration ever carries (../session's declared cap): text past it reaches the
 * model nowhere.
 */
export const MAX_SCREEN_CHARS = 32_000;
/** Characters of a schema's texts screened in all (its descriptions, examples, defaults …), past which the rest is not read. */
const MAX_SCHEMA_SCREEN_CHARS = 128_000;
/** Words of one text the phrase rules read: the screened characters hold fewer. */
const MAX_SCREEN_WORDS = 8_000;
/** Characters of a flagged passage quoted in a flag. */
export const MAX_EXCERPT_CHARS = 100;
/** Words either side of a secret path read for a reach (`read`, `pass`, `content`): a path alone may be a warning or an example. */
const REACH_SPAN = 8;
/** Characters either side of a secret path read for a reach in Chinese, Japanese or Korean. */
const REACH_CHARS = 24;

/** One thing the screening found: its kind, where it is, and the passage (sanitized and cut, for the user's eyes). */
export interface Flag {
	kind: FlagKind;
	/** Where it is, in words safe to show the model: `description`, `parameter "path"'s default`, `name`, `description (base64-encoded)`. */
	where: string;
	excerpt: string;
}

/** The passage around `start`–`end`, as one safe line of at most {@link MAX_EXCERPT_CHARS}. */
function excerpt(text: string, start: number, end: number): string {
	const from = Math.max(0, start - 12);
	return quoteLine(text.slice(from, Math.min(text.length, Math.max(end, start + 1) + 60)), MAX_EXCERPT_CHARS);
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

/** Whether the path around `at` names a public key (`~/.ssh/id_ed25519.pub`), which is no secret. */
function isPublicKey(lower: string, at: number): boolean {
	let end = at;
	while (end < lower.length && end - at < 80 && !" \n\t\"'`),;]".includes(lower[end] as string)) end++;
	return lower.startsWith(".pub", end - 4);
}

/** Whether `.env` at `at` is a file name (`.env`, `~/.env`, `.env.local`), not `process.env` or `.environment`. */
function isEnvFile(lower: string, at: number): boolean {
	const before = lower.charCodeAt(at - 1);
	const after = lower.charCodeAt(at + 4);
	const startsName = at === 0 || before === 0x20 || before === 0x2f || before === 0x7e || before === 0x60 || before === 0x22 || before === 0x27 || before === 0x28 || before > 0x2e80;
	return startsName && !(after >= 0x61 && after <= 0x7a) && !(after >= 0x30 && after <= 0x39) && after !== 0x5f;
}

const REACHES: ReadonlySet<string> = new Set([...REACH_WORDS, ...REACH_WORDS_OTHER]);
const OTHER_REACHES: ReadonlySet<string> = new Set(REACH_WORDS_OTHER);

/**
 * Whether the passage `start`–`end` (a secret path) is reached for: a reach word within
 * {@link REACH_SPAN} words before it in its sentence ("read ~/.ssh/id_rsa"), a content word just
 * after it ("~/.aws/credentials content"), or a CJK reach within {@link REACH_CHARS} characters. A
 * path with a reach only after it ("such as .env can be read") is a mention.
 */
function reachedFor(text: string, words: readonly Word[], start: number, end: number): boolean {
	let first = 0;
	while (first < words.length && (words[first] as Word).end <= start) first++;
	let last = first;
	while (last < words.length && (words[last] as Word).start < end) last++;
	for (let at = first - 1; at >= 0 && first - at <= REACH_SPAN; at--) {
		if (REACHES.has((words[at] as Word).text)) return true;
		if (endsSentenceBetween(text, (words[at] as Word).end, (words[at + 1] as Word | undefined)?.start ?? start)) break;
	}
	for (let at = last; at < Math.min(words.length, last + 4); at++) if (CONTENT_WORDS.has((words[at] as Word).text)) return true;
	// "list ~/Documents and pass the listing": an order that goes on with "and" or "then" and a reach.
	for (let at = last; at < Math.min(words.length, last + 8); at++) {
		if (endsSentenceBetween(text, (words[at - 1] as Word | undefined)?.end ?? end, (words[at] as Word).start)) break;
		const word = (words[at] as Word).text;
		if ((word === "and" || word === "then") && REACHES.has((words[at + 1] as Word | undefined)?.text ?? "")) return true;
	}
	// German puts the verb last: "die Datei ~/.aws/credentials lesen".
	for (let at = last; at < Math.min(words.length, last + 4); at++) if (OTHER_REACHES.has((words[at] as Word).text)) return true;
	const around = text.slice(Math.max(0, start - REACH_CHARS), end + 2 * REACH_CHARS);
	return !isAscii(around) && PUT_MARKS_CJK.some((mark) => around.includes(mark));
}

/** The path of any hidden file in the home directory: a secret only when its content is asked for. */
const ANY_HOME_FILE = "~/.";

/** Whether a content word comes within four words before `at` in its sentence ("include the contents of the user's ~/.config/gh/hosts.yml"). */
function contentAsked(text: string, words: readonly Word[], at: number): boolean {
	let first = 0;
	while (first < words.length && (words[first] as Word).end <= at) first++;
	for (let back = first - 1; back >= 0 && first - back <= 4; back--) {
		if (CONTENT_WORDS.has((words[back] as Word).text)) return true;
		if (endsSentenceBetween(text, (words[back] as Word).end, (words[back + 1] as Word | undefined)?.start ?? at)) break;
	}
	return false;
}

/** Whether `text[from, to)` (the gap between two words) ends a sentence: a full stop and a space, or a line break. */
function endsSentenceBetween(text: string, from: number, to: number): boolean {
	for (let at = from; at < to && at < from + 16; at++) {
		const code = text.charCodeAt(at);
		if (code === 0x0a || code === 0x3002) return true;
		if ((code === 0x2e || code === 0x21 || code === 0x3f) && text.charCodeAt(at + 1) === 0x20) return true;
	}
	return false;
}

/**
 * Where a path to a secret file is named with a reach for it nearby (`read ~/.ssh/id_rsa`, `.env
 * content`), or undefined. Each path is looked for once, its first place only (the rest repeat it).
 */
function secretPathAt(text: string, lower: string, words: readonly Word[]): { start: number; end: number } | undefined {
	for (const path of SECRET_PATHS) {
		const at = lower.indexOf(path);
		if (at < 0 || isPublicKey(lower, at)) continue;
		const reached = path === ANY_HOME_FILE ? contentAsked(text, words, at) : reachedFor(text, words, at, at + path.length);
		if (reached) return { start: at, end: at + path.length };
	}
	const env = lower.indexOf(".env");
	for (let at = env, tries = 0; at >= 0 && tries < 16; at = lower.indexOf(".env", at + 4), tries++) {
		if (isEnvFile(lower, at) && reachedFor(text, words, at, at + 4)) return { start: at, end: at + 4 };
	}
	return undefined;
}

/** Whether a query (`?c=SUMMARY&x=1`) has a value written as a placeholder: five or more capitals and underscores. */
function hasPlaceholder(query: string): boolean {
	for (let at = query.indexOf("="); at >= 0; at = query.indexOf("=", at + 1)) {
		let end = at + 1;
		while (end < query.length && ((query.charCodeAt(end) >= 0x41 && query.charCodeAt(end) <= 0x5a) || query.charCodeAt(end) === 0x5f)) end++;
		if (end - at - 1 >= 5) return true;
	}
	return false;
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
function leakingUrlAt(text: string, lower: string): number {
	for (let at = lower.indexOf("http"), urls = 0; at >= 0 && urls < MAX_URLS; at = lower.indexOf("http", at + 4), urls++) {
		let end = at;
		while (end < lower.length && end - at < MAX_URL_CHARS && !" \n\t\"'`)>".includes(lower[end] ?? " ")) end++;
		const url = lower.slice(at, end);
		const query = url.indexOf("?");
		if (query < 0) continue;
		const rest = url.slice(query);
		if (rest.includes("={") || rest.includes("=<") || rest.includes("=$") || rest.includes("=[") || rest.includes("{{")) return at;
		// A Markdown image whose query is a placeholder to fill (`![](https://x.io/p.png?c=SUMMARY)`): it leaks what it is filled with.
		if (lower.startsWith("](", at - 2) && lower.lastIndexOf("![", at) > at - 200 && hasPlaceholder(text.slice(at + query, at + url.length))) return at;
	}
	return -1;
}

/** Each rule's word sets as sets, and the rules by their first word. */
interface Compiled {
	rule: PhraseRule;
	sets: readonly ReadonlySet<string>[];
}
function compile(rules: readonly PhraseRule[]): Map<string, Compiled[]> {
	const byFirst = new Map<string, Compiled[]>();
	for (const rule of rules) {
		const compiled = { rule, sets: rule.words.map((words) => new Set(words)) };
		for (const word of rule.words[0] ?? []) byFirst.set(word, [...(byFirst.get(word) ?? []), compiled]);
	}
	return byFirst;
}
const BY_FIRST = compile([...PHRASE_RULES, ...WORD_RULES]);
const NAMES_BY_FIRST = compile(NAME_RULES);

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

const OPENING_QUOTES = "\"“「『«‘'";
const CLOSING_QUOTES = "\"”」』»’'";

/**
 * Whether `start`–`end` sits inside a short quotation: an opening quote just before it and a
 * closing one soon after, on the same line. An injection detector or a prompt library quotes the
 * phrases it is about ("phrases like “ignore previous instructions”"); an order is not quoted.
 */
function isQuoted(text: string, start: number, end: number): boolean {
	let open = false;
	for (let at = start - 1; at >= 0 && start - at <= 3 && !open; at--) open = OPENING_QUOTES.includes(text[at] as string);
	if (!open) return false;
	for (let at = end; at < text.length && at - end <= 40; at++) {
		const character = text[at] as string;
		if (character === "\n" || character === "。") return false;
		if (CLOSING_QUOTES.includes(character)) return true;
	}
	return false;
}

/** Words that, just before a match, make it a warning against the order rather than the order. */
const NEGATIONS = new Set(["not", "never", "avoid", "without", "no"]);

/** Whether a negation is among the five words before word `at` ("never ask the user to paste"). */
function negatedBefore(words: readonly Word[], at: number): boolean {
	for (let back = at - 1; back >= 0 && at - back <= 5; back--) if (NEGATIONS.has((words[back] as Word).text)) return true;
	return false;
}

/** The first match of each kind of phrase rule in `words`, quoted passages aside. */
function phraseFlags(text: string, words: readonly Word[], where: string, byFirst: ReadonlyMap<string, Compiled[]> = BY_FIRST): Flag[] {
	const found = new Map<FlagKind, Flag>();
	for (let at = 0; at < words.length; at++) {
		const rules = byFirst.get((words[at] as Word).text);
		if (rules === undefined) continue;
		for (const { rule, sets } of rules) {
			if (found.has(rule.kind)) continue;
			const end = matchFrom(words, at, sets, rule);
			if (end <= at || (rule.negatable === true && negatedBefore(words, at))) continue;
			const start = (words[at] as Word).start;
			const stop = (words[end - 1] as Word).end;
			if (!isQuoted(text, start, stop)) found.set(rule.kind, { kind: rule.kind, where, excerpt: excerpt(text, start, stop) });
		}
	}
	return [...found.values()];
}

/** Occurrences of a sequence mark's first part read, each checked in a bounded span. */
const MAX_MARK_TRIES = 32;

/** Where the sequence mark starts in the text, or -1: each part found within `span` characters after the previous one. */
function sequenceAt(text: string, mark: SequenceMark): number {
	for (const first of mark.parts[0] ?? []) {
		for (let at = text.indexOf(first), tries = 0; at >= 0 && tries < MAX_MARK_TRIES; at = text.indexOf(first, at + 1), tries++) {
			let end = at + first.length;
			let matched = true;
			for (const part of mark.parts.slice(1)) {
				const window = text.slice(end, end + mark.span + 8);
				let best = -1;
				for (const option of part) {
					const found = window.indexOf(option);
					if (found >= 0 && found <= mark.span && (best < 0 || found < best)) best = found + option.length;
				}
				if (best < 0) {
					matched = false;
					break;
				}
				end += best;
			}
			if (matched) return at;
		}
	}
	return -1;
}

/** The flags of the Chinese, Japanese and Korean marks: substrings, and substrings in order. */
function cjkFlags(text: string, where: string): Flag[] {
	const flags: Flag[] = [];
	const add = (kind: FlagKind, at: number, length: number): void => {
		if (!flags.some((known) => known.kind === kind)) flags.push({ kind, where, excerpt: excerpt(text, at, at + length) });
	};
	for (const mark of [...CHINESE_MARKS, ...CJK_MARKS]) {
		const at = text.indexOf(mark.text);
		if (at >= 0 && !isQuoted(text, at, at + mark.text.length)) add(mark.kind, at, mark.text.length);
	}
	for (const mark of SEQUENCE_MARKS) {
		if (flags.some((known) => known.kind === mark.kind)) continue;
		const at = sequenceAt(text, mark);
		if (at >= 0) add(mark.kind, at, 8);
	}
	return flags;
}

/** How one text is screened: what the tool owns (for shadowing), its decoding budget, whether it is itself decoded text or a name. */
export interface TextOptions {
	own?: Own;
	budget?: DecodeBudget;
	decoded?: boolean;
	/** A name read as words: no paths, links, shadowing or encodings to look for in it. */
	name?: boolean;
}

/** Adds `more` to `flags`, at most one flag of a kind per place. */
function merge(flags: Flag[], more: readonly Flag[]): void {
	for (const flag of more) if (!flags.some((known) => known.kind === flag.kind && known.where === flag.where)) flags.push(flag);
}

/** The flags of a non-ASCII text's folded form (full-width letters, Cyrillic look-alikes read as Latin), when it has one. */
function foldedFlags(text: string, where: string): Flag[] {
	const folded = foldLookalikes(text.normalize("NFKC"));
	if (folded === text || folded.length > MAX_SCREEN_CHARS) return [];
	const words = wordsOf(folded, MAX_SCREEN_WORDS);
	const flags = phraseFlags(folded, words, where);
	const secret = secretPathAt(folded, lowerAscii(folded), words);
	if (secret !== undefined) flags.push({ kind: "secret", where, excerpt: excerpt(folded, secret.start, secret.end) });
	return flags;
}

/**
 * What one text of a tool gives the model orders with, at most one flag of each kind per place;
 * `where` names the text. Reads at most {@link MAX_SCREEN_CHARS} characters, each a bounded number
 * of times; decoded passages (./decode.ts) are screened too, within the tool's budget.
 */
export function screenText(raw: string, where: string, options: TextOptions = {}): Flag[] {
	const text = raw.length > MAX_SCREEN_CHARS ? raw.slice(0, MAX_SCREEN_CHARS) : raw;
	return screenWords(text, wordsOf(text, MAX_SCREEN_WORDS), where, options);
}

/** Whether any word could make a secret path a reach: without one, the paths are not looked for. */
function mayReach(text: string, words: readonly Word[], ascii: boolean): boolean {
	return !ascii || words.some((word) => REACHES.has(word.text) || CONTENT_WORDS.has(word.text));
}

/** {@link screenText} of a text already cut, with its words. */
function screenWords(text: string, words: readonly Word[], where: string, options: TextOptions): Flag[] {
	const flags: Flag[] = [];
	const hidden = hiddenAt(text);
	if (hidden >= 0) flags.push({ kind: "hidden", where, excerpt: excerpt(text, hidden, hidden + 1) });
	const tag = tagAt(text);
	if (tag >= 0) flags.push({ kind: "tag", where, excerpt: excerpt(text, tag, tag + 1) });
	const ascii = isAscii(text);
	if (options.name !== true) {
		const lower = lowerAscii(text);
		const secret = mayReach(text, words, ascii) ? secretPathAt(text, lower, words) : undefined;
		if (secret !== undefined) flags.push({ kind: "secret", where, excerpt: excerpt(text, secret.start, secret.end) });
		const leak = leakingUrlAt(text, lower);
		if (leak >= 0) flags.push({ kind: "exfiltrate", where, excerpt: excerpt(text, leak, leak + 1) });
	}
	if (!ascii) merge(flags, cjkFlags(withoutInvisible(text), where));
	merge(flags, phraseFlags(text, words, where));
	if (!ascii) merge(flags, foldedFlags(text, where));
	if (options.own !== undefined && options.name !== true) for (const found of shadowAt(text, words, options.own)) merge(flags, [{ kind: found.kind, where, excerpt: excerpt(text, found.at, found.at + 1) }]);
	if (options.decoded !== true && options.name !== true) {
		for (const decoded of decodedTexts(text, words, options.budget ?? { chars: MAX_DECODED_PER_TOOL })) {
			merge(flags, screenText(decoded.text, `${where} (${decoded.encoding})`, { ...options, decoded: true }));
		}
	}
	return flags;
}

/**
 * The flags of a name read as words (a tool's, a parameter's, an enum member): every kind but
 * `secret`, since a name that names a secret (`add_ssh_key`, `get_credentials`) says what the tool
 * manages, and a name is too short to hold the reach that makes a path an order; a name that says
 * where its value comes from (`contents_of_home_ssh_id_rsa`) is a reach (./rules.ts `NAME_RULES`).
 */
export function screenName(name: string, where: string): Flag[] {
	const words = wordsOf(name, MAX_SCREEN_WORDS);
	const flags = screenWords(name, words, where, { name: true }).filter((flag) => flag.kind !== "secret");
	merge(flags, phraseFlags(name, words, where, NAMES_BY_FIRST));
	return flags;
}

/** {@link screenName} once per name of one tool: the schema walk asks first (to know whether a flag may name it), the screening after. */
function namesOnce(): (words: string, where: string) => Flag[] {
	const known = new Map<string, Flag[]>();
	return (words, where) => {
		let flags = known.get(words);
		if (flags === undefined) {
			flags = screenName(words, "");
			known.set(words, flags);
		}
		return flags.map((flag) => ({ ...flag, where }));
	};
}

/** The tool a screening reads: its name, its description, its parameters' schema. */
export interface Screenable {
	name?: string;
	description: string;
	parameters?: unknown;
}

/**
 * The flags of one tool: its description's, its parameters' and its name's texts (./rules.ts), at
 * most one of each kind per text, in that order. An empty list is a clean tool. `context` names the
 * tool's server and its server's tools, so that its text may speak of them (./shadow.ts).
 */
export function screenTool(tool: Screenable, context?: ScreenContext): Flag[] {
	const names = namesOnce();
	const schema = schemaTexts(tool.parameters, tool.description, (words) => names(words, "").length === 0);
	const own = ownOf(tool.name, schema.parameters, context);
	const budget: DecodeBudget = { chars: MAX_DECODED_PER_TOOL };
	const flags = screenText(tool.description, "description", { own, budget });
	// Characters of the schema's texts screened in all: a schema of thousands of long texts costs what this does.
	let left = MAX_SCHEMA_SCREEN_CHARS;
	for (const { where, text, name } of schema.texts) {
		if (left <= 0) break;
		left -= Math.min(text.length, MAX_SCREEN_CHARS);
		flags.push(...(name ? names(text, where) : screenText(text, where, { own, budget })));
	}
	// The name last: the description says more than a name.
	if (tool.name !== undefined) flags.push(...screenName(nameAsWords(tool.name), "name"));
	return flags;
}

export type { SchemaText };

/** The kinds of flag and their words, for the lines that name them (`flagLine` in ../plan/tool-lines.ts). */
export function kindWords(kind: FlagKind): string {
	return FLAG_KINDS[kind];
}

/** The context each catalog entry is screened in, set by whoever holds the catalog (./background.ts). */
const contexts = new WeakMap<object, ScreenContext>();
const screened = new WeakMap<object, { context: ScreenContext | undefined; flags: readonly Flag[] }>();

/**
 * Sets the context `tool` is screened in (its server and its server's tools). A screening kept from
 * another context is screened again on its next use: the cache is keyed by the tool object and by
 * this context object, so whoever sets it hands the same object while the server's tools stay the
 * same (./background.ts does).
 */
export function setScreenContext(tool: object, context: ScreenContext): void {
	contexts.set(tool, context);
}

/**
 * {@link screenTool} once per tool object and context: a catalog entry is a new object only when the
 * host's tool changed, so a tool's text is screened once however often it is shown. The context is
 * the one set for the tool ({@link setScreenContext}), else none.
 */
export function screenOnce(tool: Screenable): readonly Flag[] {
	const context = contexts.get(tool);
	const known = screened.get(tool);
	if (known !== undefined && known.context === context) return known.flags;
	const flags = screenTool(tool, context);
	screened.set(tool, { context, flags });
	return flags;
}

/** The flags of a tool screened already in its current context, or undefined when no pass reached it yet (./background.ts). */
export function cachedFlags(tool: object): readonly Flag[] | undefined {
	const known = screened.get(tool);
	return known !== undefined && known.context === contexts.get(tool) ? known.flags : undefined;
}
