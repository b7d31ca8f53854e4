/**
 * Text to search terms: identifier splitting, English stop words and light stemming, and
 * segmentation of unspaced scripts (Chinese, Japanese, Thai, ...) with `Intl.Segmenter`.
 *
 * The same functions run on tool metadata when it is indexed and on queries, so a term in a query
 * and a term in a description meet in the same form. Everything here is pure and allocation-light:
 * a query is tokenized on every search.
 */

/** Word segmenter for scripts written without spaces. Built once; building one costs far more than using it. */
const wordSegmenter = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * English words that carry no meaning for picking a tool. Dropped from queries and from tool text
 * alike, so "show me the logs" and "logs" rank the same. Verbs that name actions (get, list, show,
 * find, create) are not stop words: tool names are built from them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	(
		"a about above after again against all also am an and any are aren as at be because been before being below " +
		"between both but by can could did do does doing don down during each either else etc every few for from " +
		"further had has have having he her here hers him his how however i if in into is isn it its itself just let " +
		"like many may me might mine more most much must my myself no nor not of off on once only onto or other our ours " +
		"out over own per please same shall she should so some such than that the their theirs them then there these " +
		"they this those through to too under until up upon us use used uses using very via want was we were what " +
		"whats when where whether which while who whom whose why will with within without would yet you your yours " +
		"yourself e g eg ie i.e etc s t ll ve re d m com www http https"
	).split(" "),
);

/**
 * Two-word forms read as one word. Phrasal verbs of signing in and out: `logged in` is `login`,
 * not the `log` of log files; only forms that are not also nouns, since `logs in` and plain
 * `log in` are mostly log files ("errors in the log in grafana") while `log-in` and `logIn`,
 * written as one, are not. And `on call`, the duty rota, which tools name `oncall`.
 */
const PHRASAL_VERBS: ReadonlyMap<string, ReadonlyMap<string, string>> = (() => {
	const login = new Map([
		["in", "login"],
		["on", "login"],
		["out", "logout"],
		["off", "logout"],
	]);
	const sign = new Map([
		["in", "signin"],
		["on", "signin"],
		["out", "signout"],
		["off", "signout"],
	]);
	return new Map([
		// Being on call (the duty rota), not a phone call: `on call` is `oncall`.
		["on", new Map([["call", "oncall"]])],
		["logged", login],
		["logging", login],
		["sign", sign],
		["signed", sign],
		["signing", sign],
		["signs", sign],
	]);
})();

/** Like {@link PHRASAL_VERBS}, for words that were written joined (`log-in`, `logIn`, `log_out`). */
const JOINED_PHRASAL_VERBS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
	...PHRASAL_VERBS,
	["log", PHRASAL_VERBS.get("logged") ?? new Map<string, string>()],
]);

/**
 * The one word a two-word form of {@link PHRASAL_VERBS} stands for (`logged` + `in` -> `login`,
 * `on` + `call` -> `oncall`), or undefined. `joined` when the two were written as one word
 * (`log-in`), which also admits `log`.
 */
export function phrasalVerb(word: string, particle: string, joined = false): string | undefined {
	return (joined ? JOINED_PHRASAL_VERBS : PHRASAL_VERBS).get(word)?.get(particle);
}

/**
 * Replaces, left to right, each pair of neighbours that `join` makes one of by that one; an item
 * already joined is not joined again with the next.
 */
export function joinPairs<T>(items: readonly T[], join: (left: T, right: T) => T | undefined): T[] {
	const out: T[] = [];
	for (let i = 0; i < items.length; i++) {
		const item = items[i] as T;
		const one = i + 1 < items.length ? join(item, items[i + 1] as T) : undefined;
		if (one !== undefined) {
			out.push(one);
			i++;
		} else {
			out.push(item);
		}
	}
	return out;
}

/** Replaces the two-word forms in a run of lowercase words by their one word (see {@link phrasalVerb}). */
export function joinPhrasalVerbs(words: readonly string[], joined = false): string[] {
	return joinPairs(words, (word, particle) => phrasalVerb(word, particle, joined));
}

/**
 * Joins a two-word form (see {@link phrasalVerb}) written as two tokens (`logged in`,
 * `on call`) into one token (`logged-in`), which `./concepts.ts` reads as one word (`login`).
 */
export function joinPhrasalTokens(tokens: readonly string[]): string[] {
	return joinPairs(tokens, (token, next) =>
		/^[a-z]+$/i.test(token) && phrasalVerb(token.toLowerCase(), withoutTrailingNonLetters(next.toLowerCase())) !== undefined
			? `${token}-${next}`
			: undefined,
	);
}

/** `word` without the characters after its last a-z letter (`in,` -> `in`). */
function withoutTrailingNonLetters(word: string): string {
	let end = word.length;
	while (end > 0) {
		const code = word.charCodeAt(end - 1);
		if (code >= 97 && code <= 122) break;
		end--;
	}
	return word.slice(0, end);
}

/** Irregular English verb forms that suffix stripping cannot reach, mapped to their base form. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
	["sent", "send"],
	["ran", "run"],
	["wrote", "write"],
	["written", "write"],
	["got", "get"],
	["gotten", "get"],
	["made", "make"],
	["built", "build"],
	["found", "find"],
	["took", "take"],
	["taken", "take"],
	["gave", "give"],
	["given", "give"],
	["chose", "choose"],
	["chosen", "choose"],
	["began", "begin"],
	["begun", "begin"],
	["drew", "draw"],
	["drawn", "draw"],
	["shown", "show"],
	["went", "go"],
	["bought", "buy"],
	["sold", "sell"],
	["told", "tell"],
	["kept", "keep"],
	["children", "child"],
	["people", "person"],
	["indices", "index"],
	["aliases", "alias"],
]);

/** Words whose final `s` is not a plural; stripping it would merge them with other words (`news`/`new`). */
const NOT_PLURAL: ReadonlySet<string> = new Set(["news", "series", "species", "alias", "canvas", "atlas", "chaos", "kudos", "macos"]);

const VOWEL = /[aeiouy]/;

/** Drops the second letter of a doubled final consonant (`runn` -> `run`), but not of l, s or z (`call`, `pass`). */
function undouble(word: string): string {
	const n = word.length;
	if (n >= 4 && word[n - 1] === word[n - 2] && !/[aeioulsz]/.test(word[n - 1] ?? "")) return word.slice(0, -1);
	return word;
}

/**
 * Light English stemming: plural `-s`/`-es`/`-ies`, `-ing`, `-ed`/`-ied`, and a final silent `e`, so
 * `create`, `creates`, `created` and `creating` all become `creat`, and `issues` meets `issue`.
 * Deliberately weaker than Porter: it never cuts derivational suffixes (`-ion`, `-al`, `-er`), which
 * would merge unrelated tool words (`general`/`generate`, `organization`/`organ`). Words of three
 * letters or fewer and anything that is not plain a-z are returned unchanged.
 */
export function stem(word: string): string {
	const irregular = IRREGULAR.get(word);
	if (irregular !== undefined) word = irregular;
	if (word.length <= 3 || NOT_PLURAL.has(word) || !/^[a-z]+$/.test(word)) return word;
	let w = word;
	if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
	else if (w.endsWith("sses")) w = w.slice(0, -2);
	else if (w.length > 4 && /(?:ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
	else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

	if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
	else if (w.endsWith("ing") && w.length >= 6 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
	else if (w.endsWith("ed") && !w.endsWith("eed") && w.length >= 5 && VOWEL.test(w.slice(0, -2)))
		w = undouble(w.slice(0, -2));

	if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
	return w;
}

/** Letters of scripts written without spaces between words, which need a segmenter. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Scripts where adjacent character pairs are a useful index term (Chinese and Japanese). */
const BIGRAM_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const BIGRAM_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

/**
 * Whether the text contains a script written without spaces (Chinese, Japanese, Thai, ...). Such
 * text needs the segmenter; plain Latin text skips it, since the segmenter costs far more than a split.
 */
export function hasUnspacedScript(text: string): boolean {
	return UNSPACED.test(text);
}

/** Receives the characters one scan looked at. */
export type ScanMeter = (characters: number) => void;

/**
 * The meter scans report their work to, once per scan: none, except while a test measures that the
 * scans are linear. Data, not a function to call, so a scan of a query costs no step into this file.
 */
export const scanMeter: { report: ScanMeter | undefined } = { report: undefined };

/**
 * Sets the meter that the scanners of this module, the phrase reader and the query's quote removal
 * report their work to (or, with undefined, removes it). For tests, which prove with it that the
 * work grows linearly with the text; with no meter a scan only counts in a local.
 */
export function meterScans(meter: ScanMeter | undefined): void {
	scanMeter.report = meter;
}

/** One letter, mark or digit at a position (sticky, so it tests that position only). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/uy;

function isLowerAscii(code: number): boolean {
	return code >= 97 && code <= 122;
}

function isUpperAscii(code: number): boolean {
	return code >= 65 && code <= 90;
}

function isDigitAscii(code: number): boolean {
	return code >= 48 && code <= 57;
}

/** Code units of the character at `at` when it is a letter, mark or digit, else 0. */
function wordCharAt(text: string, at: number): number {
	const code = text.charCodeAt(at);
	if (code < 128) return isLowerAscii(code) || isUpperAscii(code) || isDigitAscii(code) ? 1 : 0;
	WORD_CHAR.lastIndex = at;
	return WORD_CHAR.test(text) ? WORD_CHAR.lastIndex - at : 0;
}

/** Code units of the character at `at`: 2 for a surrogate pair, else 1. */
function charLength(text: string, at: number): number {
	const code = text.charCodeAt(at);
	if (code < 0xd800 || code > 0xdbff) return 1;
	const next = text.charCodeAt(at + 1);
	return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/**
 * The runs of letters, marks and digits in `text`, in order, as written: everything else separates
 * words. One pass over the text.
 */
export function wordPieces(text: string): string[] {
	const out: string[] = [];
	let start = -1;
	let i = 0;
	let looked = 0;
	while (i < text.length) {
		looked++;
		const length = wordCharAt(text, i);
		if (length > 0) {
			if (start < 0) start = i;
			i += length;
			continue;
		}
		if (start >= 0) out.push(text.slice(start, i));
		start = -1;
		i += charLength(text, i);
	}
	if (start >= 0) out.push(text.slice(start));
	scanMeter.report?.(looked);
	return out;
}

/**
 * Whether a word starts with lowercase letters (and, with `digits`, digits) directly followed by
 * an uppercase letter: `timeMin`, `pageId` (and `v2Api`), written as an identifier. A capitalized
 * word (`GitHub`) is a proper name instead.
 */
export function startsLowerCamel(word: string, digits = false): boolean {
	let i = 0;
	while (i < word.length) {
		const code = word.charCodeAt(i);
		if (!isLowerAscii(code) && !(digits && isDigitAscii(code))) break;
		i++;
	}
	scanMeter.report?.(Math.min(i + 1, word.length));
	return i > 0 && i < word.length && isUpperAscii(word.charCodeAt(i));
}

/**
 * The lowercase parts of one run of letters and digits at its camelCase boundaries: before an
 * uppercase letter that follows a lowercase letter or a digit (`createIssue`, `v2010Create`), and
 * before the last letter of an uppercase run that a lowercase letter follows (`HTMLContent` ->
 * `html`, `content`), so acronyms and letter-digit words stay whole. One pass, each character
 * compared with its two neighbours only.
 */
export function camelParts(word: string, out: string[] = [], lower: string = word.toLowerCase()): string[] {
	// `lower` is the word lowercased in its context (a Greek final sigma depends on what follows).
	const cased = lower.length === word.length ? lower : word.toLowerCase();
	const cut = (from: number, to: number): string => (cased.length === word.length ? cased.slice(from, to) : word.slice(from, to).toLowerCase());
	let start = 0;
	for (let i = 1; i < word.length; i++) {
		const current = word.charCodeAt(i);
		if (!isUpperAscii(current)) continue;
		const previous = word.charCodeAt(i - 1);
		const acronymEnds = isUpperAscii(previous) && isLowerAscii(word.charCodeAt(i + 1));
		if (isLowerAscii(previous) || isDigitAscii(previous) || acronymEnds) {
			out.push(cut(start, i));
			start = i;
		}
	}
	out.push(cut(start, word.length));
	scanMeter.report?.(Math.max(0, word.length - 1));
	return out;
}

/**
 * Splits an identifier into its lowercase parts at `__`, `_`, `-`, `.`, `/`, spaces and camelCase
 * boundaries, keeping acronyms and letter-digit words whole: `mcp__github__create_pull_request`,
 * `linear_createIssue`, `TwilioApiV2010--CreateMessage` and `API-post-page` split into the words a
 * person would type, because tool authors join words every way there is and people type them
 * apart. Parts are not stemmed or filtered. Linear in the length of the name.
 */
export function splitIdentifier(name: string): string[] {
	const normalized = name.normalize("NFKC");
	const lower = normalized.toLowerCase();
	const out: string[] = [];
	if (lower.length !== normalized.length) {
		for (const piece of wordPieces(normalized)) camelParts(piece, out);
		return out;
	}
	// Lowercased as one text, so each letter is cased in its context, then cut where the pieces are.
	let from = 0;
	for (const piece of wordPieces(normalized)) {
		const at = normalized.indexOf(piece, from);
		from = at + piece.length;
		camelParts(piece, out, lower.slice(at, from));
	}
	return out;
}

/**
 * The index form of one Latin-script word, or `undefined` when it carries no meaning: stop words,
 * single letters and bare numbers (`2024`, `15`) are dropped, because in requests they are values
 * rather than descriptions of a tool; `d1`, `r2`, `v2010` are kept, since they name products.
 * Queries and tool texts go through the same rule, so they always meet in the same form.
 */
export function normalizeWord(word: string): string | undefined {
	if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) return undefined;
	return stem(word);
}

/**
 * Prose words: lowercase runs of letters and digits. A camelCase word that starts in lowercase
 * (`timeMin`, `pageId`) is an identifier and is split; a capitalized one (`GitHub`, `JavaScript`)
 * is a proper name and stays whole, so `git` does not match every text that mentions GitHub.
 */
function proseWords(text: string, out: string[]): void {
	for (const raw of wordPieces(text.normalize("NFKC"))) {
		if (startsLowerCamel(raw)) camelParts(raw, out);
		else out.push(raw.toLowerCase());
	}
}

/**
 * Terms of a run of unspaced script, for the index. Chinese and Japanese give their characters and
 * adjacent character pairs (bigrams), which match whatever the segmenter's dictionary did with a
 * word it did not know (`飞书` segments as `飞|书`), plus the segmenter's words of three or more
 * characters. Other unspaced scripts (Thai, Khmer, ...) give the segmenter's words.
 */
function unspacedTerms(run: string, out: string[]): void {
	if (BIGRAM_SCRIPT.test(run)) {
		for (const match of run.matchAll(BIGRAM_RUN)) {
			const chars = Array.from(match[0]);
			for (let i = 0; i < chars.length; i++) {
				out.push(chars[i] ?? "");
				if (i + 1 < chars.length) out.push(`${chars[i]}${chars[i + 1]}`);
			}
		}
	}
	for (const segment of wordSegmenter.segment(run)) {
		if (!segment.isWordLike) continue;
		const word = segment.segment;
		const length = Array.from(word).length;
		if (UNSPACED.test(word)) {
			if (BIGRAM_SCRIPT.test(word) ? length >= 3 : length >= 2) out.push(word);
		} else {
			// Latin words inside an unspaced run, e.g. `用Grafana查`.
			proseWords(word, out);
		}
	}
}

/**
 * Index terms of a piece of prose (a description, a search hint, a parameter description): words
 * normalized by {@link normalizeWord}, and for unspaced scripts the terms of {@link unspacedTerms}.
 * Repeats are kept, since term frequency counts.
 */
export function tokenize(text: string): string[] {
	const words: string[] = [];
	if (!UNSPACED.test(text)) {
		proseWords(text, words);
	} else {
		for (const chunk of wordPieces(text.normalize("NFKC"))) {
			if (UNSPACED.test(chunk)) unspacedTerms(chunk, words);
			else proseWords(chunk, words);
		}
	}
	const terms: string[] = [];
	for (const word of joinPhrasalVerbs(words)) {
		if (UNSPACED.test(word)) {
			terms.push(word);
			continue;
		}
		const term = normalizeWord(word);
		if (term !== undefined) terms.push(term);
	}
	return terms;
}

/**
 * Index terms of an identifier (a tool name, a namespace, a parameter name): its
 * {@link splitIdentifier} parts through {@link normalizeWord}, the same rule as prose, so the `or`
 * of `get_or_create_label` is dropped here as it is from a query.
 */
export function identifierTerms(name: string): string[] {
	const terms: string[] = [];
	for (const part of joinPhrasalVerbs(splitIdentifier(name), true)) {
		if (UNSPACED.test(part)) {
			unspacedTerms(part, terms);
			continue;
		}
		const term = normalizeWord(part);
		if (term !== undefined) terms.push(term);
	}
	return terms;
}

/**
 * Segments a run of unspaced script into words with `Intl.Segmenter`, keeping only word-like
 * segments (punctuation and spaces say nothing). Queries use it to find the words of a Chinese
 * request that the glossary does not know; the index uses bigrams too.
 */
export function segmentWords(text: string): string[] {
	const words: string[] = [];
	for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words.push(segment.segment);
	return words;
}

/**
 * Adjacent character pairs of a run of Chinese or Japanese text (`步行路线` -> `步行`, `行路`,
 * `路线`). Most Chinese words are two characters, so pairs match words whatever a segmenter's
 * dictionary made of them.
 */
export function bigrams(text: string): string[] {
	const chars = Array.from(text);
	const out: string[] = [];
	for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
	return out;
}

/**
 * Whether the text is in a script that gets bigrams (Chinese or Japanese). Thai and other scripts
 * with long syllables do not: their pairs of letters mean nothing.
 */
export function isBigramScript(text: string): boolean {
	return BIGRAM_SCRIPT.test(text);
}

/** Suffixes that derive a noun or adjective from a verb (`invite` -> `invitation`, `deploy` -> `deployment`, `reach` -> `reachable`). */
const DERIVATIONAL_SUFFIXES = ["ation", "ion", "ment", "al", "er", "or", "able"] as const;
/** Shortest stem a derivational suffix is added to or removed from: shorter ones collide (`port`/`portal`, `fold`/`folder`). */
const MIN_DERIVATION_STEM = 5;

/**
 * Words derived from a stemmed term by one derivational suffix, in both directions: `invit`
 * (invite) gives `invitation`, `creat` (create) gives `creation` and `creator`, `deployment` gives
 * `deploy`. These are candidates; the index keeps only those some tool uses. The stemmer never
 * removes these suffixes itself, because applied blindly they merge unrelated words.
 */
export function derivedForms(term: string): string[] {
	if (!/^[a-z]+$/.test(term)) return [];
	const out: string[] = [];
	if (term.length >= MIN_DERIVATION_STEM) for (const suffix of DERIVATIONAL_SUFFIXES) out.push(term + suffix);
	for (const suffix of DERIVATIONAL_SUFFIXES) {
		if (term.endsWith(suffix) && term.length - suffix.length >= MIN_DERIVATION_STEM) out.push(term.slice(0, -suffix.length));
	}
	return out;
}
