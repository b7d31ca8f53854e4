/**
 * Query language of `tool_search` and the shape of its answers.
 *
 * - `select:a,b,c` loads the named tools (names are matched case-insensitively);
 * - `mcp__server__tool` names one tool;
 * - `mcp__server` (or a bare server name, when one is connected) asks for every tool of a server;
 * - anything else is keywords, in any language; `+word` marks a word every result must match.
 *
 * {@link parseQuery} only reads the text. Whether a bare word is a server or a tool name is decided
 * by the index, which knows the tools ({@link ToolIndex.search} in `./index.ts`).
 */

import type { ToolDoc } from "./index.ts";
import { ABBREVIATIONS, QUALIFIER_WORDS, SYNONYM_GROUPS, ZH_EN, ZH_STOP_WORDS } from "./lexicon.ts";
import {
	bigrams,
	hasUnspacedScript,
	identifierTerms,
	isBigramScript,
	joinPairs,
	joinPhrasalVerbs,
	normalizeWord,
	phrasalVerb,
	segmentWords,
	splitIdentifier,
	stem,
} from "./tokenize.ts";

/** A query as written, before the index resolves names. */
export type ParsedQuery =
	/** `select:a,b`: load exactly these tools. */
	| { kind: "select"; names: string[] }
	/** A full MCP tool name, `mcp__server__tool`. */
	| { kind: "exact"; name: string }
	/** A server prefix, `mcp__server`, without a trailing `__` or `*`. */
	| { kind: "prefix"; prefix: string }
	/** Free words. `required` were written `+word`; both keep the user's spelling. */
	| { kind: "keywords"; required: string[]; optional: string[] };

/**
 * Reads a `tool_search` query. `select:` lists are split at commas and whitespace; a single token of
 * the form `mcp__server__tool` is an exact name and `mcp__server` (optionally ending in `__` or `*`)
 * a prefix; several tokens that are all of the form `mcp__server__tool` are a `select:` of them;
 * everything else is keywords, where a token `+word` starting with a letter is required
 * (so `+1 555 0100`, a phone number, stays plain text). The text is not lowercased here, so exact
 * names keep their spelling for messages; matching is case-insensitive later.
 */
export function parseQuery(text: string): ParsedQuery {
	const trimmed = text.trim();
	const select = /^select:([\s\S]*)$/i.exec(trimmed);
	if (select) {
		const names = (select[1] ?? "").split(/[\s,]+/).filter((name) => name.length > 0);
		return { kind: "select", names: [...new Set(names)] };
	}
	if (!/\s/.test(trimmed) && /^mcp__/i.test(trimmed)) {
		const rest = trimmed.slice(5).replace(/(?:__|\*)$/, "");
		if (rest.length > 0 && !rest.startsWith("_")) {
			if (rest.includes("__")) return { kind: "exact", name: trimmed };
			return { kind: "prefix", prefix: `mcp__${rest}` };
		}
	}
	const whole = trimmed.split(/\s+/).filter((token) => token.length > 0);
	if (whole.length > 1 && whole.every(isFullMcpName)) return { kind: "select", names: [...new Set(whole)] };
	const tokens = withoutQuotedValues(trimmed).split(/\s+/).filter((token) => token.length > 0);
	const required: string[] = [];
	const optional: string[] = [];
	for (const token of tokens) {
		if (token.length > 1 && token.startsWith("+") && /^\p{L}/u.test(token.slice(1))) required.push(token.slice(1));
		else optional.push(token);
	}
	return { kind: "keywords", required, optional };
}

/** Quoted spans: double, curly and CJK quotes, backticks, and single quotes that are not apostrophes. */
const QUOTED_VALUES = [
	/"[^"\n]+"/g,
	/“[^”\n]+”/g,
	/‘[^’\n]+’/g,
	/「[^」\n]+」/g,
	/『[^』\n]+』/g,
	/`[^`\n]+`/g,
	/(?<=^|[\s(:=,])'[^'\n]+'(?=$|[\s).,;:!?])/g,
];

/**
 * The query without its quoted values. A request quotes what goes into the call (`add a card
 * 'Update privacy policy'`, `run \`npm run dev\``): a title, a message, a command. Those words
 * are data, and matching tools on them finds tools about privacy or npm instead of the one that
 * adds a card. When the whole query is quoted, nothing is removed.
 */
export function withoutQuotedValues(text: string): string {
	let rest = text;
	for (const pattern of QUOTED_VALUES) rest = rest.replace(pattern, " ");
	return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

/** Whether a token is written as a full MCP tool name, `mcp__server__tool`. */
function isFullMcpName(token: string): boolean {
	return /^mcp__[^_\s]\S*__[^_\s]/i.test(token) && !/(?:__|\*)$/.test(token);
}

/** One weighted term of a {@link QuerySlot}. */
export interface SlotTerm {
	readonly term: string;
	readonly weight: number;
}

/**
 * Where a slot comes from: the word as written (its stem, or for Chinese its characters and
 * bigrams), two adjacent words written as one, a derived form some tool uses (`invitation` for
 * `invite`, added by the index), the word's abbreviation or expansion, its translation, or a looser
 * synonym. A required `+word` is matched by every kind but `synonym`; and every kind but `word` and
 * `joined` is an expansion, which never counts for more than the word itself (see `./index.ts`).
 */
export type SlotOrigin = "word" | "joined" | "derived" | "abbreviation" | "translation" | "synonym";

/**
 * One way of matching a {@link QueryConcept}: a bag of index terms whose weighted scores add up.
 * A single word is a slot of one term with weight 1; a synonym is a slot with a lower weight; a
 * phrase (`pull request` for `pr`, a translation) spreads its weight over its words, so matching
 * the whole phrase counts as much as matching one word of the original.
 */
export interface QuerySlot {
	readonly terms: readonly SlotTerm[];
	readonly origin: SlotOrigin;
}

/**
 * One thing the query asks for: a word, with the alternative ways it can match. A tool's score for
 * a concept is its best slot, so synonyms never add up on one tool.
 */
export interface QueryConcept {
	/** The word as written, for messages. */
	readonly label: string;
	readonly required: boolean;
	readonly slots: readonly QuerySlot[];
	/**
	 * The factor (below 1) by which every weight of a word that usually only qualifies a request
	 * (a time: "last month") was lowered; the index restores it for a tool whose name has the word
	 * (`days_in_month` for "days"), where it is the subject. Absent for other words.
	 */
	readonly qualifier?: number;
}

/** Weight of an abbreviation's expansion (`pr` -> `pull request`) relative to the abbreviation itself. */
const ABBREVIATION_WEIGHT = 0.9;
/** Weight of a Chinese word's English translation: a translation is as good as the word. */
const TRANSLATION_WEIGHT = 1;
/** Weight of a single Chinese character matched on its own (it is part of many words). */
const SINGLE_CHARACTER_WEIGHT = 0.5;
/** Weight of two adjacent query words written as one (`test case` -> `testcase`). */
const JOINED_WEIGHT = 1;
/** Weight of a word that usually qualifies a request (see `QUALIFIER_WORDS`), relative to other words. */
const QUALIFIER_WEIGHT = 0.4;
/** Longest Chinese glossary entry, in characters. */
const MAX_ZH_WORD = 6;

/** Synonyms by word and by stem, with the best weight when a word is in several groups. */
const SYNONYMS: ReadonlyMap<string, ReadonlyMap<string, number>> = (() => {
	const byWord = new Map<string, Map<string, number>>();
	for (const group of SYNONYM_GROUPS) {
		for (const word of group.words) {
			for (const key of new Set([word, stem(word)])) {
				let targets = byWord.get(key);
				if (!targets) byWord.set(key, (targets = new Map()));
				for (const other of group.words) {
					const target = stem(other);
					if (target === stem(word)) continue;
					if ((targets.get(target) ?? 0) < group.weight) targets.set(target, group.weight);
				}
			}
		}
	}
	return byWord;
})();

function single(term: string, weight: number, origin: SlotOrigin): QuerySlot {
	return { terms: [{ term, weight }], origin };
}

/**
 * Slots of a phrase: its words sharing `weight`, and the words written together as one
 * (`merge request` -> `mergerequest`), which is how some tool names spell it.
 */
function phraseSlots(phrase: string, weight: number, origin: SlotOrigin): QuerySlot[] {
	const words = phrase.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word.length > 0);
	const terms = [...new Set(identifierTerms(phrase))];
	if (terms.length === 0) return [];
	const slots: QuerySlot[] = [{ terms: terms.map((term) => ({ term, weight: weight / terms.length })), origin }];
	if (words.length > 1) {
		const joined = normalizeWord(words.join(""));
		if (joined !== undefined && !terms.includes(joined)) slots.push(single(joined, weight, origin));
	}
	return slots;
}

/**
 * Stems of the one-word abbreviations of a stem and of the one-word expansions of one, both ways
 * (`repositori` <-> `repo`, `databas` <-> `db`): a required word is matched by its abbreviation,
 * which a looser synonym does not do.
 */
const ABBREVIATED: ReadonlyMap<string, ReadonlySet<string>> = (() => {
	const pairs = new Map<string, Set<string>>();
	const link = (a: string, b: string): void => {
		if (a === b) return;
		let set = pairs.get(a);
		if (!set) pairs.set(a, (set = new Set()));
		set.add(b);
	};
	for (const [short, long] of ABBREVIATIONS) {
		if (/\s/.test(long)) continue;
		link(stem(short), stem(long));
		link(stem(long), stem(short));
	}
	return pairs;
})();

/** Words dropped from keyword queries: `mcp` is in the name of every MCP tool and says nothing about which. */
const IGNORED_QUERY_WORDS: ReadonlySet<string> = new Set(["mcp"]);

/** A concept under construction. */
interface Draft {
	label: string;
	required: boolean;
	slots: QuerySlot[];
	/** The word lowercased, when it is a Latin-script word that may join its neighbour. */
	joinable: string | undefined;
	/** See {@link QueryConcept.qualifier}. */
	qualifier?: number;
}

/**
 * The concept of one English (or other spaced-script) word: the word's stem, its abbreviation
 * expansion, and its synonyms at their group weight; all of it at a lower weight for a word that
 * only qualifies the request (a time: "last month", "tomorrow"). A required word keeps only the
 * forms that mean the word itself (its stem, its abbreviation or expansion), not looser synonyms.
 */
function wordDraft(word: string, required: boolean): Draft | undefined {
	const lower = word.toLowerCase();
	if (IGNORED_QUERY_WORDS.has(lower)) return undefined;
	const base = normalizeWord(lower);
	if (base === undefined) return undefined;
	const scale = QUALIFIER_WORDS.has(lower) ? QUALIFIER_WEIGHT : 1;
	const slots: QuerySlot[] = [single(base, scale, "word")];
	const expansion = ABBREVIATIONS.get(lower);
	if (expansion !== undefined) slots.push(...phraseSlots(expansion, ABBREVIATION_WEIGHT * scale, "abbreviation"));
	const abbreviated = ABBREVIATED.get(base);
	const synonyms = SYNONYMS.get(lower) ?? SYNONYMS.get(base);
	if (synonyms) {
		for (const [term, weight] of synonyms) {
			if (term === base) continue;
			const origin: SlotOrigin = abbreviated?.has(term) ? "abbreviation" : "synonym";
			if (required && origin === "synonym") continue;
			slots.push(single(term, weight * scale, origin));
		}
	}
	if (required && abbreviated) {
		for (const term of abbreviated) {
			if (!slots.some((slot) => slot.terms.length === 1 && slot.terms[0]?.term === term)) {
				slots.push(single(term, ABBREVIATION_WEIGHT * scale, "abbreviation"));
			}
		}
	}
	return {
		label: word,
		required,
		slots,
		joinable: /^[a-z]+$/.test(lower) ? lower : undefined,
		...(scale < 1 ? { qualifier: scale } : {}),
	};
}

/**
 * Slots matching a Chinese or Japanese word in text of the same script: the word itself (the index
 * keeps single characters, bigrams and segmenter words of three or more characters) and, for longer
 * words, its bigrams sharing the weight, which meet the index's bigrams however the text was
 * segmented.
 */
function unspacedSlots(word: string): QuerySlot[] {
	const length = Array.from(word).length;
	if (!isBigramScript(word)) return length >= 2 ? [single(word, 1, "word")] : [];
	if (length === 1) return [single(word, SINGLE_CHARACTER_WEIGHT, "word")];
	if (length === 2) return [single(word, 1, "word")];
	const pairs = [...new Set(bigrams(word))];
	return [single(word, 1, "word"), { terms: pairs.map((term) => ({ term, weight: 1 / pairs.length })), origin: "word" }];
}

/** Appends the drafts of Latin-script words; `null` marks a break (nothing joins across it). */
function latinDrafts(text: string, required: boolean, out: (Draft | null)[]): void {
	for (const word of joinPhrasalVerbs(queryWords(text), true)) {
		const draft = wordDraft(word, required);
		out.push(draft ?? null);
	}
}

/** Characters before 个 that make it part of a determiner or number (一个, 这个, 几个), not a split verb phrase. */
const DETERMINERS_BEFORE_GE = "一二三四五六七八九十百千两几这那每哪各整某半";

/**
 * Undoes two spoken Chinese patterns that split a word the glossary knows:
 * - the A-not-A question (`堵不堵` "congested or not" is asking about `堵`);
 * - the measure word 个 inside a verb-object word (`截个图` is `截图`, `约个会` is `约会`), except
 *   after a determiner or number (`这个`, `几个`, which are stop words) and in `个人` (personal).
 */
export function normalizeChineseQuestion(text: string): string {
	return text
		.replace(/(\p{Script=Han})不\1/gu, "$1")
		.replace(new RegExp(`([^${DETERMINERS_BEFORE_GE}\\P{Script=Han}])个(?=[\\p{Script=Han}])(?!人)`, "gu"), "$1");
}

/**
 * Drafts of a run of unspaced script. Glossary words are found by forward maximum matching, so
 * `拉取请求` is read as one word even where the segmenter splits it; they match Chinese text and,
 * through their translations, English text. Stretches between glossary words are segmented with
 * `Intl.Segmenter` and match text in their own script only. Stop words and single characters that
 * are not glossary words are dropped.
 */
function unspacedDrafts(run: string, required: boolean, out: (Draft | null)[]): void {
	const chars = Array.from(normalizeChineseQuestion(run));
	let pending = "";
	const flush = (): void => {
		if (pending.length === 0) return;
		for (const word of segmentWords(pending)) {
			if (ZH_STOP_WORDS.has(word)) continue;
			if (!hasUnspacedScript(word)) {
				latinDrafts(word, required, out);
				continue;
			}
			if (Array.from(word).length < 2) continue;
			const slots = unspacedSlots(word);
			if (slots.length > 0) out.push({ label: word, required, slots, joinable: undefined });
		}
		pending = "";
	};
	let i = 0;
	while (i < chars.length) {
		let matched = 0;
		let translation: string | undefined;
		for (let length = Math.min(MAX_ZH_WORD, chars.length - i); length >= 1; length--) {
			const candidate = chars.slice(i, i + length).join("");
			if (ZH_STOP_WORDS.has(candidate)) {
				matched = length;
				break;
			}
			const entry = ZH_EN.get(candidate);
			if (entry !== undefined) {
				matched = length;
				translation = entry;
				break;
			}
		}
		if (matched === 0) {
			pending += chars[i];
			i++;
			continue;
		}
		flush();
		const word = chars.slice(i, i + matched).join("");
		i += matched;
		if (translation === undefined) continue;
		const slots = unspacedSlots(word);
		for (const alternative of translation.split("|")) slots.push(...phraseSlots(alternative, TRANSLATION_WEIGHT, "translation"));
		if (slots.length > 0) out.push({ label: word, required, slots, joinable: undefined });
	}
	flush();
}

/**
 * Words of a Latin-script query token. Identifiers are split (`create_issue`, `createIssue`), but a
 * capitalized word is a proper name and stays whole (`GitHub`, `LaunchDarkly`, `MongoDB`), as in
 * tool descriptions.
 */
function queryWords(token: string): string[] {
	const words: string[] = [];
	for (const piece of token.normalize("NFKC").split(/[^\p{L}\p{M}\p{N}]+/u)) {
		if (piece.length === 0) continue;
		if (/^[a-z0-9]+[A-Z]/.test(piece)) words.push(...splitIdentifier(piece));
		else words.push(piece.toLowerCase());
	}
	return words;
}

const UNSPACED_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー]+)/u;

/**
 * Literal values written in requests, and the kind of thing each is. The value's own words are
 * data (`billing@acme.com`, `config.yaml`), but its kind says which tools can take it.
 */
const LITERALS: readonly { readonly pattern: RegExp; readonly kind: string }[] = [
	{ pattern: /^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i, kind: "email" },
	{ pattern: /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$/i, kind: "url" },
	{ pattern: /^(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?$/, kind: "ip" },
	{ pattern: /^\+\d[\d-]*$/, kind: "phone" },
	{
		pattern:
			/^(?:~|\.{1,2})?\/?(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:ya?ml|json|toml|ini|env|xml|csv|tsv|txt|md|pdf|docx?|xlsx?|pptx?|png|jpe?g|gif|svg|webp|html?|css|[cm]?[jt]sx?|py|rb|go|rs|java|kt|swift|c|cc|cpp|h|hpp|sh|sql|log|zip|tar|gz|tgz)$/i,
		kind: "file",
	},
	// An issue key as Jira and Linear write them (ENG-421), not a standard's name (UTF-8, SHA-256).
	{ pattern: /^(?!(?:UTF|UCS|ISO|SHA|AES|RSA|RFC|GPT|MD|HTTP|TLS|SSL|IPV|CVE|PEP|ES|ECMA)-)[A-Z][A-Z0-9]{1,9}-\d+$/, kind: "issue" },
	{ pattern: /^#[a-z][\w-]*$/i, kind: "channel" },
	{ pattern: /^@[a-z][\w.-]*$/i, kind: "user" },
];

/**
 * The kind of literal value a token is (see {@link LITERALS}), ignoring surrounding quotes, brackets
 * and punctuation: `billing@acme.com` is an `email`, `src/app.ts` a `file`. A request's values are
 * data for the call, and splitting them into words (`acme`, `com`, `src`) would match tools by
 * accident; their kind says which tools take them.
 */
export function literalKind(token: string): string | undefined {
	const bare = token.replace(/^[("'`\[{<]+|[)"'`\]}>,;:!?.]+$/g, "");
	return LITERALS.find((literal) => literal.pattern.test(bare))?.kind;
}

/**
 * Joins a two-word form (see `phrasalVerb` in ./tokenize.ts) written as two tokens (`logged in`,
 * `on call`) into one token (`logged-in`), which {@link latinDrafts} reads as one word (`login`).
 */
function joinPhrasalTokens(tokens: readonly string[]): string[] {
	return joinPairs(tokens, (token, next) =>
		/^[a-z]+$/i.test(token) && phrasalVerb(token.toLowerCase(), next.toLowerCase().replace(/[^a-z]+$/, "")) !== undefined
			? `${token}-${next}`
			: undefined,
	);
}

/** Drafts of one whitespace-separated token of a keyword query. */
function tokenDrafts(token: string, required: boolean, out: (Draft | null)[]): void {
	const literal = literalKind(token);
	if (literal !== undefined) {
		const draft = wordDraft(literal, required);
		out.push(draft ? { ...draft, label: token, joinable: undefined } : null);
		out.push(null);
		return;
	}
	if (!hasUnspacedScript(token)) {
		latinDrafts(token, required, out);
		return;
	}
	// Mixed text such as `用Grafana查日志`: Latin words and unspaced runs in turn.
	for (const run of token.normalize("NFKC").split(UNSPACED_RUN)) {
		if (run.length === 0) continue;
		if (hasUnspacedScript(run)) unspacedDrafts(run, required, out);
		else latinDrafts(run, required, out);
		out.push(null);
	}
}

/**
 * The concepts of a keyword query, in query order, without repeats: each word with its stem,
 * synonyms and abbreviation expansion, each Chinese word with its characters or bigrams and its
 * English translations. Words that carry no meaning (stop words, numbers, particles) give none.
 *
 * One tool word must not count for several query words, so each alternative term stays with one
 * concept: the word that is the term itself (in "send message to group chat", `chat` is not also a
 * synonym of `message`), else the word that gives it the most weight, else the first (in "shell
 * command terminal", `console` is an alternative of `shell` only). Two adjacent words also match
 * written as one (`heap snapshot` -> `heapsnapshot`), as an alternative of both.
 */
export function queryConcepts(query: { required: readonly string[]; optional: readonly string[] }): QueryConcept[] {
	const drafts: (Draft | null)[] = [];
	for (const token of query.required) {
		tokenDrafts(token, true, drafts);
		drafts.push(null);
	}
	for (const token of joinPhrasalTokens(query.optional)) tokenDrafts(token, false, drafts);

	for (let i = 0; i + 1 < drafts.length; i++) {
		const left = drafts[i];
		const right = drafts[i + 1];
		if (!left || !right || left.joinable === undefined || right.joinable === undefined) continue;
		const joined = normalizeWord(left.joinable + right.joinable);
		if (joined === undefined) continue;
		const weight = JOINED_WEIGHT * Math.min(left.slots[0]?.terms[0]?.weight ?? 1, right.slots[0]?.terms[0]?.weight ?? 1);
		left.slots.push(single(joined, weight, "joined"));
		right.slots.push(single(joined, weight, "joined"));
	}

	const present = drafts.filter((draft): draft is Draft => draft !== null);
	// Each alternative term belongs to one concept: the query's own word, else the concept giving
	// it the most weight, else the first. Joined neighbours stay with both.
	const owner = new Map<string, { draft: Draft; weight: number; own: boolean }>();
	for (const draft of present) {
		draft.slots.forEach((slot, index) => {
			const only = slot.terms.length === 1 ? slot.terms[0] : undefined;
			if (only === undefined) return;
			const own = index === 0;
			const current = owner.get(only.term);
			if (!current || (own && !current.own) || (own === current.own && only.weight > current.weight)) {
				owner.set(only.term, { draft, weight: only.weight, own });
			}
		});
	}
	const joinedTerms = new Set<string>();
	for (let i = 0; i + 1 < drafts.length; i++) {
		const left = drafts[i];
		const right = drafts[i + 1];
		if (!left || !right || left.joinable === undefined || right.joinable === undefined) continue;
		const joined = normalizeWord(left.joinable + right.joinable);
		if (joined !== undefined) joinedTerms.add(joined);
	}
	const seen = new Map<string, number>();
	const concepts: QueryConcept[] = [];
	for (const draft of present) {
		const primary = draft.slots[0]?.terms.map((t) => t.term).join(" ") ?? draft.label;
		const at = seen.get(primary);
		if (at !== undefined) {
			const earlier = concepts[at];
			if (earlier && draft.required && !earlier.required) concepts[at] = { ...earlier, required: true };
			continue;
		}
		const slots = draft.slots.filter((slot, index) => {
			if (index === 0 || slot.terms.length !== 1) return true;
			const term = slot.terms[0]?.term ?? "";
			return joinedTerms.has(term) || owner.get(term)?.draft === draft;
		});
		seen.set(primary, concepts.length);
		concepts.push({
			label: draft.label,
			required: draft.required,
			slots,
			...(draft.qualifier !== undefined ? { qualifier: draft.qualifier } : {}),
		});
	}
	return concepts;
}

/** A tool found by keywords, with its score and the query words it matched. */
export interface RankedHit {
	readonly name: string;
	/** Relevance; comparable between hits of one search only. */
	readonly score: number;
	/**
	 * Share, 0 to 1, of the query's meaning (by inverse document frequency of the words any tool
	 * knows) that this tool matches in its name, namespace or search hint, where a match is strong
	 * evidence; descriptions count for half, parameters for a quarter. Lower when the words it
	 * matches are all common ones (see `hitConfidence` in `./rank.ts`). The relevance floor
	 * compares it with `LOAD_CONFIDENCE_FLOOR`.
	 */
	readonly confidence: number;
	/** Labels of the query concepts it matched, in query order. */
	readonly matched: readonly string[];
}

/** A name in a `select:` or exact query that is not a tool, with the closest real names. */
export interface UnknownName {
	readonly requested: string;
	/** Up to three tool names, closest first (edit distance and shared name words). */
	readonly suggestions: readonly string[];
}

/**
 * The answer of {@link ToolIndex.search}, by the kind of query it resolved to.
 *
 * - `select`: `found` are canonical names of the requested tools that exist, in request order;
 *   `unknown` the requests that matched no tool, each with suggestions. An exact name (`mcp__a__b`)
 *   that is not a tool also answers `select`, with one unknown name.
 * - `exact`: the query was one tool's name (full, or the unique part after a `__`), `tool` is it.
 * - `prefix`: the query named a namespace (`mcp__slack`, or `slack` when that is a connected
 *   server); `names` are all its tools, in index order; `namespaces` the namespaces matched (a prefix
 *   such as `mcp__git` that is no whole namespace matches every namespace it begins).
 * - `keywords`: ranked hits, best first, split into `load`, the few hits that clear the relevance
 *   floor and are worth declaring to the model, and `candidates`, the rest, to name without loading.
 *   `terms` are the query's concept labels; `missingRequired` the `+words` no tool matches (then
 *   there are no hits). A server prefix that names no namespace is searched as keywords, with the
 *   closest namespaces in `closestNamespaces`.
 * - Several full tool names separated by spaces answer like a `select:` of them.
 */
export type SearchOutcome =
	| { readonly kind: "select"; readonly found: readonly string[]; readonly unknown: readonly UnknownName[] }
	| { readonly kind: "exact"; readonly tool: ToolDoc }
	| { readonly kind: "prefix"; readonly namespaces: readonly string[]; readonly names: readonly string[] }
	| {
			readonly kind: "keywords";
			readonly terms: readonly string[];
			readonly required: readonly string[];
			readonly missingRequired: readonly string[];
			readonly load: readonly RankedHit[];
			readonly candidates: readonly RankedHit[];
			/**
			 * For a server prefix that names no namespace (`mcp__slak`), which is then searched as
			 * keywords: the namespaces closest to it by edit distance (`mcp__slack`), closest first.
			 */
			readonly closestNamespaces?: readonly string[];
	  };
