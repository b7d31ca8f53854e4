/**
 * The words of a keyword query as concepts: each word with the alternative ways a tool can match
 * it (its stem, synonyms, abbreviation, translation), weighted, each alternative owned by one word.
 *
 * The vocabulary comes from `./words.ts`; words are read with the same rules as tool texts
 * (`./tokenize.ts`), so a query word and a tool word meet in the same form.
 */
import { ABBREVIATED, ABBREVIATIONS, ACTION_STEMS, ACTION_WORDS, glossaryWordAt, isQualifierPhrase, QUALIFIER_WORDS, STRONG_SYNONYM_WEIGHT, SYNONYMS, ZH_STOP_WORDS } from "./words.ts";
import { type PhraseReading, phraseKey, readPhrases } from "./phrases.ts";
import { literalKind } from "./literals.ts";
import {
	bigrams,
	camelParts,
	hasUnspacedScript,
	identifierTerms,
	isBigramScript,
	derivedForms,
	joinPhrasalTokens,
	joinPhrasalVerbs,
	normalizeWord,
	phrasalVerb,
	segmentWords,
	startsLowerCamel,
	stem,
	wordPieces,
} from "./tokenize.ts";

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
 * `joined` is an expansion, which never counts for more than the word itself (see `../scoring/score.ts`).
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
	/**
	 * Forms derived from the word (`invitation` for `invite`, `derivedForms` in ./tokenize.ts), for a
	 * concept whose word is one term; scoring matches those some tool uses. Absent when none.
	 */
	readonly derived?: readonly string[];
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
/**
 * Weight of what an everyday phrase stands for (`get rid of` -> delete): a near-interchangeable
 * word ({@link STRONG_SYNONYM_WEIGHT}), so the word a tool uses itself still counts for more.
 */
const PHRASE_WEIGHT = STRONG_SYNONYM_WEIGHT;

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
	let i = 0;
	while (i < chars.length) {
		const match = glossaryWordAt(chars, i);
		if (match.length === 0) {
			pending += chars[i];
			i++;
			continue;
		}
		segmentedDrafts(pending, required, out);
		pending = "";
		const word = chars.slice(i, i + match.length).join("");
		i += match.length;
		if (match.translation === undefined) continue;
		const alternatives = match.translation.split("|");
		const scale = alternatives.every(isQualifierPhrase) ? QUALIFIER_WEIGHT : 1;
		const slots = unspacedSlots(word);
		for (const alternative of alternatives) slots.push(...phraseSlots(alternative, TRANSLATION_WEIGHT, "translation"));
		if (!required) slots.push(...translationSynonymSlots(alternatives));
		if (slots.length === 0) continue;
		if (scale === 1) out.push({ label: word, required, slots, joinable: undefined });
		else out.push({ label: word, required, slots: slots.map((slot) => scaledSlot(slot, scale)), joinable: undefined, qualifier: scale });
	}
	segmentedDrafts(pending, required, out);
}

/** `slot` with every term's weight times `scale`. */
function scaledSlot(slot: QuerySlot, scale: number): QuerySlot {
	return { ...slot, terms: slot.terms.map((term) => ({ term: term.term, weight: term.weight * scale })) };
}

/**
 * The synonyms of a Chinese action word's one-word translations (an action as `ACTION_WORDS` has
 * it: create, delete, send, ...), at their group weight, best weight per term, as an English word of
 * the query gets them in {@link wordDraft}: 开 reads as `open`, and a tool that says `create` is
 * found as it is for "open a branch". Only actions: on the development sets (every set in bench/,
 * 1,922 queries) the synonyms of action translations made the right tool callable after the first
 * search in call mode for 0.468 of the Chinese queries instead of 0.435 (declare mode 0.380 instead
 * of 0.359), with a tool callable on 25% of the Chinese requests no tool serves instead of 22%
 * (declare 9.8% instead of 9.3%); the synonyms of every translation, nouns too, gained as much and
 * made a tool callable on 31%. Terms a translation already gives are left out; a required word
 * keeps only its translations, as an English one keeps only its own forms.
 */
function translationSynonymSlots(alternatives: readonly string[]): QuerySlot[] {
	const own = new Set(alternatives.map((alternative) => normalizeWord(alternative.toLowerCase()) ?? alternative));
	const best = new Map<string, number>();
	for (const alternative of alternatives) {
		if (/\s/.test(alternative)) continue;
		const lower = alternative.toLowerCase();
		if (!ACTION_WORDS.has(lower)) continue;
		const synonyms = SYNONYMS.get(lower) ?? SYNONYMS.get(normalizeWord(lower) ?? lower);
		for (const [term, weight] of synonyms ?? []) {
			if (own.has(term)) continue;
			if ((best.get(term) ?? 0) < weight) best.set(term, weight);
		}
	}
	return [...best].map(([term, weight]) => single(term, weight * TRANSLATION_WEIGHT, "synonym"));
}

/**
 * Drafts of a stretch between glossary words, segmented with `Intl.Segmenter`. Single characters
 * the segmenter could not group (a name it does not know, such as 微博 read as 微|博) stay one word
 * of the query's meaning, unknown to the catalog or not.
 */
function segmentedDrafts(pending: string, required: boolean, out: (Draft | null)[]): void {
	if (pending.length === 0) return;
	const push = (word: string): void => {
		const slots = unspacedSlots(word);
		if (slots.length > 0) out.push({ label: word, required, slots, joinable: undefined });
	};
	let loose = "";
	const flushLoose = (): void => {
		if (Array.from(loose).length >= 2) push(loose);
		loose = "";
	};
	for (const word of segmentWords(pending)) {
		if (ZH_STOP_WORDS.has(word)) {
			flushLoose();
			continue;
		}
		if (!hasUnspacedScript(word)) {
			flushLoose();
			latinDrafts(word, required, out);
			continue;
		}
		if (Array.from(word).length < 2) {
			loose += word;
			continue;
		}
		flushLoose();
		push(word);
	}
	flushLoose();
}

/**
 * Words of a Latin-script query token. Identifiers are split (`create_issue`, `createIssue`), but a
 * capitalized word is a proper name and stays whole (`GitHub`, `LaunchDarkly`, `MongoDB`), as in
 * tool descriptions.
 */
function queryWords(token: string): string[] {
	const words: string[] = [];
	for (const piece of wordPieces(token.normalize("NFKC"))) {
		if (startsLowerCamel(piece, true)) camelParts(piece, words);
		else words.push(piece.toLowerCase());
	}
	return words;
}

const UNSPACED_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー]+)/u;


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
	for (const item of readPhrases(joinPhrasalTokens(query.optional))) {
		if (typeof item === "string") tokenDrafts(item, false, drafts);
		else drafts.push(null, phraseDraft(item), null);
	}
	const joinedTerms = joinNeighbours(drafts);
	const present = drafts.filter((draft): draft is Draft => draft !== null);
	return distinctConcepts(present, termOwners(present), joinedTerms);
}

/**
 * Whether a concept states an action (`ACTION_WORDS` in `./words.ts`): its word as written is one
 * (`delete`, not `deleted`), or a translation (`创建` -> create) or phrase (`get rid of` -> delete)
 * means one. Synonyms do not: they are how a tool may say it, not what the query says.
 */
export function isActionConcept(concept: QueryConcept): boolean {
	const phrase = concept.label.includes(" ");
	return ACTION_WORDS.has(concept.label.toLowerCase()) || concept.slots.some((slot) => (phrase || slot.origin === "translation") && slot.terms.some((term) => ACTION_STEMS.has(term.term)));
}

/**
 * The concept of an everyday phrase (`./phrases.ts`): first its words written as one (`clean up` ->
 * `cleanup`, `roll back` -> `rollback`, how tools name them), then its meanings at
 * {@link PHRASE_WEIGHT}, but a meaning that is one of its own words (`clean`) in full.
 */
function phraseDraft(reading: PhraseReading): Draft {
	const own = new Set(reading.phrase.words.map(phraseKey));
	const joined = normalizeWord(reading.phrase.words.join("")) ?? reading.phrase.words.join("");
	const slots: QuerySlot[] = [single(joined, 1, "joined")];
	for (const meaning of reading.phrase.meanings) {
		const mine = own.has(phraseKey(meaning));
		slots.push(...phraseSlots(meaning, mine ? 1 : PHRASE_WEIGHT, mine ? "word" : "synonym"));
	}
	return { label: reading.written, required: false, slots, joinable: undefined };
}

/**
 * Adds to each pair of neighbouring Latin words the two written as one (`heap snapshot` ->
 * `heapsnapshot`), as an alternative of both; returns the joined terms.
 */
function joinNeighbours(drafts: readonly (Draft | null)[]): Set<string> {
	const joinedTerms = new Set<string>();
	for (let i = 0; i + 1 < drafts.length; i++) {
		const left = drafts[i];
		const right = drafts[i + 1];
		if (!left || !right || left.joinable === undefined || right.joinable === undefined) continue;
		const joined = normalizeWord(left.joinable + right.joinable);
		if (joined === undefined) continue;
		const weight = JOINED_WEIGHT * Math.min(left.slots[0]?.terms[0]?.weight ?? 1, right.slots[0]?.terms[0]?.weight ?? 1);
		left.slots.push(single(joined, weight, "joined"));
		right.slots.push(single(joined, weight, "joined"));
		joinedTerms.add(joined);
	}
	return joinedTerms;
}

/**
 * The one concept each alternative term belongs to: the query's own word, else the concept giving
 * it the most weight, else the first.
 */
function termOwners(drafts: readonly Draft[]): Map<string, Draft> {
	const owner = new Map<string, { draft: Draft; weight: number; own: boolean }>();
	for (const draft of drafts) {
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
	return new Map([...owner].map(([term, { draft }]) => [term, draft]));
}

/**
 * The drafts as concepts, without repeats (a word written twice is one concept, required if either
 * was), each keeping only the alternatives it owns; joined neighbours stay with both.
 */
function distinctConcepts(drafts: readonly Draft[], owner: ReadonlyMap<string, Draft>, joinedTerms: ReadonlySet<string>): QueryConcept[] {
	const seen = new Map<string, number>();
	const concepts: QueryConcept[] = [];
	for (const draft of drafts) {
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
			return joinedTerms.has(term) || owner.get(term) === draft;
		});
		seen.set(primary, concepts.length);
		const own = slots[0]?.terms;
		const derived = own?.length === 1 && own[0] !== undefined ? derivedForms(own[0].term) : [];
		concepts.push({
			label: draft.label,
			required: draft.required,
			slots,
			...(draft.qualifier !== undefined ? { qualifier: draft.qualifier } : {}),
			...(derived.length > 0 ? { derived } : {}),
		});
	}
	return concepts;
}

