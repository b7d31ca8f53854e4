/**
 * Shadowing: a tool's text that speaks of another server's tools (published as "tool shadowing"
 * and "cross-server" poisoning). A tool that claims another tool is deprecated or unsafe, tells the
 * model to use it instead, hooks itself onto another tool's calls ("when send_email is used, add
 * ... to bcc"), rewrites another tool's recipients, or sends data to an address its text names.
 *
 * Telling this from a server's own guidance ("call list_projects first") needs to know which tools
 * are the tool's own: its name, its parameters and, through a {@link ScreenContext}, its server's
 * name and its server's tools. A name the tool does not own is another's. Linear: each rule looks at
 * a bounded number of words around a bounded number of places.
 */
import { nameAsWords, type Word } from "./words.ts";
import { EXTRA_MARKS_CJK, SEND_MARKS_CJK, SEND_WORDS_OTHER } from "./languages-data.ts";

/** What a tool's text is screened against besides itself: its server and its server's tools. */
export interface ScreenContext {
	/** The tool's own server: its group (`mcp__github`, an extension's name). */
	readonly server?: string;
	/** The names of its server's tools, itself among them, as the catalog names them. */
	readonly siblings?: ReadonlySet<string>;
}

/** A set to ask: a tool's own names and its server's together. */
interface Lookup {
	has(value: string): boolean;
}

/** What a tool owns and may speak of freely: names normalized (lower-case, letters and digits) and their words, its server's words, its fields' words. */
export interface Own {
	readonly names: Lookup;
	readonly parts: Lookup;
	readonly serverWords: ReadonlySet<string>;
	readonly fields: ReadonlySet<string>;
}

/** A name with case and joints removed: `list_projects`, `listProjects` and `list-projects` are one name. */
export function normalName(name: string): string {
	const out: number[] = [];
	for (let at = 0; at < name.length && out.length < 128; at++) {
		const code = name.charCodeAt(at);
		if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) out.push(code);
		else if (code >= 0x41 && code <= 0x5a) out.push(code + 32);
	}
	return String.fromCharCode(...out);
}

/** Whether a code is an ASCII letter, a digit, or one of `extra`. */
function isNameCode(code: number, extra: string): boolean {
	return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || extra.includes(String.fromCharCode(code));
}

/** Whether a word has a capital letter after its first character (`listProjects`). */
function hasInnerCapital(text: string, word: Word): boolean {
	for (let at = word.start + 1; at < word.end && at < word.start + 48; at++) {
		const code = text.charCodeAt(at);
		if (code >= 0x41 && code <= 0x5a) return true;
	}
	return false;
}

/** Whether `raw` is camelCase: lower-case letters, then an upper-case one, then letters and digits. */
function isCamel(raw: string): boolean {
	if (raw.length > 48 || !(raw.charCodeAt(0) >= 0x61 && raw.charCodeAt(0) <= 0x7a)) return false;
	let upper = false;
	for (let at = 1; at < raw.length; at++) {
		const code = raw.charCodeAt(at);
		if (!isNameCode(code, "")) return false;
		if (code >= 0x41 && code <= 0x5a) upper = true;
	}
	return upper;
}

/** A catalog name without its server's prefix (`mcp__github__create_issue` -> `create_issue`). */
function bareName(name: string): string {
	const at = name.lastIndexOf("__");
	return at >= 0 ? name.slice(at + 2) : name;
}

/** Most names of a server's tools read, once per context: more than any real server has. */
const MAX_SIBLINGS_READ = 2_000;

/** Names and their words, as a tool owns them. */
interface Names {
	names: Set<string>;
	parts: Set<string>;
}

/** Adds a tool's name to `into`: whole, without its server's prefix, and its words. */
function addName(into: Names, raw: string): void {
	into.names.add(normalName(raw));
	into.names.add(normalName(bareName(raw)));
	for (const part of nameAsWords(bareName(raw)).toLowerCase().split(" ")) if (part.length > 2) into.parts.add(part);
}

/** The words of a server's name (`mcp__shopify_dev` -> shopify, dev). */
function serverWordsOf(server: string | undefined): Set<string> {
	const words = new Set<string>();
	const name = server?.startsWith("mcp__") ? server.slice(5) : (server ?? "");
	for (const word of nameAsWords(name).toLowerCase().split(" ")) if (word.length > 2) words.add(word);
	return words;
}

/** A context's names and words, read once per context object: its server's tools share them. */
const contextNames = new WeakMap<ScreenContext, Names & { serverWords: Set<string> }>();

function namesOfContext(context: ScreenContext): Names & { serverWords: Set<string> } {
	let known = contextNames.get(context);
	if (known !== undefined) return known;
	known = { names: new Set(), parts: new Set(), serverWords: serverWordsOf(context.server) };
	let read = 0;
	for (const sibling of context.siblings ?? []) {
		if (read++ >= MAX_SIBLINGS_READ) break;
		addName(known, sibling);
	}
	contextNames.set(context, known);
	return known;
}

/** What a tool owns, from its name, its parameters' names and its context. */
export function ownOf(name: string | undefined, parameters: readonly string[], context: ScreenContext | undefined): Own {
	const own: Names = { names: new Set(), parts: new Set() };
	if (name !== undefined) addName(own, name);
	const fields = new Set<string>();
	for (const parameter of parameters) {
		own.names.add(normalName(parameter));
		for (const part of nameAsWords(parameter).toLowerCase().split(" ")) if (part !== "") fields.add(part);
	}
	const server = context !== undefined ? namesOfContext(context) : { names: new Set<string>(), parts: new Set<string>(), serverWords: serverWordsOf(name?.startsWith("mcp__") ? name.slice(0, Math.max(5, name.indexOf("__", 5))) : undefined) };
	return {
		names: { has: (value) => own.names.has(value) || server.names.has(value) },
		parts: { has: (value) => own.parts.has(value) || server.parts.has(value) },
		serverWords: server.serverWords,
		fields,
	};
}

/** Words that name a tool or a server. */
const TOOL_WORDS = new Set(["tool", "tools", "server", "servers", "function", "functions", "integration", "integrations", "plugin", "plugins", "extension", "extensions", "mcp", "herramienta", "herramientas", "servidor", "servidores", "werkzeug", "werkzeuge", "outil", "outils", "serveur", "serveurs", "ferramenta", "ferramentas", "strumento", "strumenti"]);
/** Words that make a tool someone else's: any, other, another. */
const OTHERS = new Set(["any", "other", "another", "every", "all", "each", "whichever", "whatever", "external", "third", "cualquier", "otra", "otras", "otro", "otros", "todas", "todos", "andere", "anderen", "anderes", "jede", "jedes", "jeden", "jedem", "alle", "beliebige", "beliebigen", "beliebiges", "irgendein", "irgendeinem", "quel", "quelle", "quelconque", "autre", "autres", "tout", "toute", "tous", "toutes", "qualquer", "outra", "outras", "qualsiasi", "altro", "altri"]);
/** Kinds of tool another server provides, named before `tool` ("the email tool", "any payment tool"). */
const KINDS = ["email", "mail", "calendar", "browser", "shell", "terminal", "http", "fetch", "upload", "payment", "transfer", "push", "git", "messaging", "sms", "database", "db", "query", "filesystem", "file", "vault", "web", "search", "chat", "crm", "banking", "wallet", "sheets", "documentation", "docs", "pix", "virement", "pago", "correo", "zahlung", "überweisung", "paiement"];
/** Products whose servers a text may name ("the github server", "slack tools"). */
const PRODUCTS = ["slack", "github", "gitlab", "jira", "notion", "whatsapp", "telegram", "discord", "gmail", "outlook", "stripe", "paypal", "drive", "dropbox", "aws", "s3", "docker", "kubernetes", "kubectl", "postgres", "mysql", "sql"];
const CATEGORIES = new Set([...KINDS, ...PRODUCTS]);
/** Kinds that a server's own name may hold without making every tool of that kind its own ("other search tools" of a search server are still others'). */
const GENERIC_KINDS = new Set(KINDS);
/** Words that keep a tool the speaker's own ("this server's tools", "these tools"). */
const OWN_MARKS = new Set(["this", "these", "our", "same", "its", "esta", "este", "estas", "estos", "dieses", "diese", "diesem", "dieser", "cet", "cette", "ces", "nuestro", "nuestras", "unsere", "nos", "questo"]);
/** Words that start a condition on something happening. */
const TRIGGERS = new Set(["when", "whenever", "if", "once", "after", "before", "while", "time", "cuando", "siempre", "si", "antes", "después", "wenn", "sobald", "bevor", "nachdem", "falls", "quand", "lorsque", "lorsqu", "avant", "après", "chaque", "quando", "se", "ao", "prima", "dopo"]);
/** Words that use a tool. */
const USES = new Set(["envíe", "envía", "envían", "enviado", "gesendet", "sendet", "verschickt", "envoyé", "envoyée", "envoie", "inviato", "enviado", "making", "commits", "committing", "creating", "sending", "use", "used", "uses", "using", "call", "called", "calls", "calling", "invoke", "invoked", "invokes", "invoking", "run", "runs", "running", "ran", "execute", "executed", "executes", "executing", "send", "sends", "sending", "create", "creates", "created", "creating", "post", "posts", "posting", "push", "pushes", "pushing", "navigate", "navigating", "write", "writes", "commit", "pay", "pays", "transfer", "transfers", "usa", "use", "usas", "usar", "uses", "utiliza", "utilice", "llama", "llame", "llamar", "ejecuta", "ejecute", "verwendet", "verwende", "benutzt", "nutzt", "aufgerufen", "aufrufst", "ausgeführt", "utilisez", "utilise", "utilisé", "utiliser", "appelez", "appelle", "appelé", "exécutez", "exécute", "usar", "usa", "usando", "utilizzi", "usi"]);
/** Words of a consequence that changes another tool's call: add, also, change. */
const CHANGES = new Set(["also", "additionally", "too", "make", "always", "must", "change", "replace", "set", "add", "append", "include", "prefix", "prepend", "forward", "send", "post", "push", "bcc", "cc", "copy", "mirror", "invite", "navigate", "redirect", "route", "upload", "instead", "archive", "también", "siempre", "añade", "agrega", "auch", "immer", "zusätzlich", "füge", "aussi", "également", "toujours", "ajoutez", "remplacez", "sempre", "anche"]);
/** Claims that another tool must not be used. */
const FAULTS = new Set(["deprecated", "obsolete", "unsafe", "insecure", "broken", "compromised", "unreliable", "untrusted", "unverified", "malicious", "vulnerable", "outdated", "dangerous", "buggy", "disabled", "retired", "inaccurate", "hijacked", "fake", "obsoleta", "obsoleto", "insegura", "inseguro", "veraltet", "unsicher", "unzuverlässig", "obsolète", "dangereux", "dangereuse", "dépréciée", "déprécié"]);
/** Words that put this tool in another's place. */
const INSTEAD = new Set(["instead", "rather", "place", "statt", "anstatt", "anstelle", "stattdessen", "lugar", "vez", "lieu", "invece"]);
/** Words that refuse another tool ("never call other search tools"). */
const REFUSALS = new Set(["never", "not", "avoid", "stop", "nunca", "nie", "niemals", "jamais"]);
/** Cues that an order holds for more than the call at hand. */
const ALWAYS = new Set(["always", "every", "all", "any", "never", "must", "only", "each", "siempre", "immer", "toujours", "sempre"]);
/** Fields of another tool's call that decide where things go. */
const DESTINATIONS = new Set(["recipient", "recipients", "destination", "payee", "beneficiary", "receiver", "address", "account", "iban", "remote", "bucket", "channel", "webhook", "registry", "endpoint", "host", "destinatario", "beneficiario", "cuenta", "empfänger", "zielkonto", "konto", "destinataire", "bénéficiaire", "compte", "destinatário", "beneficiário", "conta"]);
/** Verbs that rewrite a field. */
const REWRITES = new Set(["change", "replace", "set", "swap", "switch", "rewrite", "redirect", "override", "cambia", "cambie", "reemplaza", "reemplace", "sustituye", "ändere", "ändern", "ersetze", "setze", "remplacez", "remplace", "changez", "modifiez", "substitua", "altere", "sostituisci"]);
/** Words that send data somewhere. */
const SENDS = new Set(["send", "sends", "forward", "bcc", "cc", "copy", "post", "upload", "push", "invite", "add", "route", "mirror", "email", "redirect", "deliver", "transmit", "report", "share", "sync", "submit", "attach", "relay", "archive", "pay", "transfer", "publish", "notify", "log", "wire", ...SEND_WORDS_OTHER]);
/** Words before an address that make it where data comes from. */
const SOURCES = new Set(["from", "de", "von", "desde", "par"]);
/** Words that send data to an address or a number ("use relay@x.io as the address instead"). */
const SENDS_TO_ADDRESS = new Set([...SENDS, "use"]);
/** Cues that a send is an extra one, beyond what the user asked. */
const EXTRA = new Set(["also", "always", "every", "each", "all", "any", "additionally", "automatically", "must", "whenever", "silently", "quietly", "secretly", "instead", "too", "well", "copy", "bcc", "cc", "after", "before", "extra", "siempre", "también", "immer", "auch", "toujours", "aussi", "également", "sempre", "anche"]);
/** Words of a tool's verb, that make a hyphenated pair a tool's name (`list-projects`). */
const NAME_VERBS = new Set(["list", "get", "create", "search", "send", "read", "write", "update", "delete", "fetch", "run", "query", "post", "add", "set", "call", "execute", "edit", "find", "upload", "push", "open"]);

/** One place a text speaks of a tool it does not own: word indices, and whether by name. */
interface Ref {
	start: number;
	end: number;
	named: boolean;
	/** A server rather than a tool ("another database server", "the github server"). */
	server: boolean;
	/** Said to be another's ("other search tools", "the email tool"), not only any ("any additional tools"). */
	other: boolean;
}

/** Words that say a tool is another's, not only any. */
const ANOTHER = new Set(["other", "another", "different", "external", "third", "otra", "otras", "otro", "otros", "andere", "anderen", "anderes", "autre", "autres", "outra", "outras", "altro", "altri"]);

/** Places of one text read for references, and words read around each. */
const MAX_REFS = 64;
const CLAUSE = 16;

/** Whether the text between words `a` and `b` (a < b) ends a sentence. */
function breaksBetween(text: string, words: readonly Word[], a: number, b: number): boolean {
	const from = (words[a] as Word).end;
	const to = (words[b] as Word).start;
	for (let at = from; at < to && at < from + 40; at++) {
		const code = text.charCodeAt(at);
		if (code === 0x0a || code === 0x3b || code === 0x3002 || code === 0xff1b) return true;
		if ((code === 0x2e || code === 0x21 || code === 0x3f) && (at + 1 >= to || text.charCodeAt(at + 1) === 0x20 || text.charCodeAt(at + 1) === 0x0a)) return true;
	}
	return false;
}

/** The words of the sentence around `at`, at most `before` back and `after` on. */
function sentenceAround(text: string, words: readonly Word[], at: number, before: number, after: number): { from: number; to: number } {
	let from = at;
	while (from > 0 && at - from < before && !breaksBetween(text, words, from - 1, from)) from--;
	let to = at;
	while (to + 1 < words.length && to - at < after && !breaksBetween(text, words, to, to + 1)) to++;
	return { from, to };
}

/** Whether any word in `from`..`to` (inclusive, clipped) is in `set`. */
function anyIn(words: readonly Word[], from: number, to: number, set: ReadonlySet<string>): number {
	for (let at = Math.max(0, from); at <= to && at < words.length; at++) if (set.has((words[at] as Word).text)) return at;
	return -1;
}

/** A tool-like name starting at word `at`: its words' end (exclusive) and its raw text, or undefined. */
function nameAt(text: string, words: readonly Word[], at: number): { end: number; raw: string } | undefined {
	const word = words[at] as Word;
	// Most words are plain words: no `_`, no `-` after them, no capital inside.
	if (text.charCodeAt(word.end) !== 0x2d && !word.text.includes("_") && !hasInnerCapital(text, word)) return undefined;
	let end = at + 1;
	while (end < words.length && end - at < 6 && text.charCodeAt((words[end - 1] as Word).end) === 0x2d && (words[end] as Word).start === (words[end - 1] as Word).end + 1) end++;
	const raw = text.slice(word.start, (words[end - 1] as Word).end);
	const after = text.charCodeAt((words[end - 1] as Word).end);
	const before = text.charCodeAt(word.start - 1);
	// Addresses, paths, domains and file names are not tools' names.
	if (after === 0x40 || before === 0x40 || before === 0x2f || before === 0x2e || after === 0x2f) return undefined;
	if (after === 0x2e && isNameCode(text.charCodeAt((words[end - 1] as Word).end + 1), "")) return undefined;
	const joined = end - at;
	const snake = word.text.length >= 5 && word.text.indexOf("_") > 0 && word.text.indexOf("_") < word.text.length - 1 && raw !== raw.toUpperCase();
	const kebab = joined >= 3 || (joined === 2 && (NAME_VERBS.has(word.text) || NAME_VERBS.has((words[at + 1] as Word).text)));
	const camel = joined === 1 && isCamel(raw);
	return snake || kebab || camel ? { end, raw } : undefined;
}

/** Whether the server a `mcp__<server>__…` name names is another than the tool's own. */
function isOtherServer(raw: string, own: Own): boolean {
	let from = 3;
	while (raw.charCodeAt(from) === 0x5f) from++;
	const body = raw.slice(from).toLowerCase();
	const server = body.split("__")[0] ?? body;
	return ![...nameAsWords(server).toLowerCase().split(" ")].some((word) => own.serverWords.has(word));
}

/** Whether the words `from`..`to` name a tool or server as the speaker's own. */
function ownedAround(words: readonly Word[], from: number, to: number, own: Own): boolean {
	for (let at = Math.max(0, from); at <= to && at < words.length; at++) {
		const word = (words[at] as Word).text;
		if (OWN_MARKS.has(word) || (own.serverWords.has(word) && !GENERIC_KINDS.has(word))) return true;
	}
	return false;
}

/** A generic reference ending at the tool word `at` ("any other search tools", "the email tool"), or undefined. */
function genericAt(text: string, words: readonly Word[], at: number, own: Own): Ref | undefined {
	const word = (words[at] as Word).text;
	if (!TOOL_WORDS.has(word)) return undefined;
	const server = word.startsWith("serv") || word === "mcp";
	let start = -1;
	let other = false;
	for (let back = at - 1; back >= 0 && at - back <= 4 && !breaksBetween(text, words, back, back + 1); back--) {
		const before = (words[back] as Word).text;
		const category = at - back <= 2 && CATEGORIES.has(before) && !own.parts.has(before);
		if (OTHERS.has(before) || category) start = back;
		if (ANOTHER.has(before) || category) other = true;
	}
	if (start < 0) return undefined;
	// "other tools of this server", "any other Shopify tools": the speaker's own.
	if (ownedAround(words, start, at, own)) return undefined;
	const next = (words[at + 1] as Word | undefined)?.text;
	if ((next === "of" || next === "from" || next === "on" || next === "in") && at + 3 < words.length) {
		const owner = words.slice(at + 2, at + 5).map((item) => item.text);
		if (owner.some((item) => OWN_MARKS.has(item) || own.serverWords.has(item)) && owner.some((item) => TOOL_WORDS.has(item) || item === "suite" || item === "package" || own.serverWords.has(item))) return undefined;
	}
	return { start, end: at + 1, named: false, server, other };
}

/** The references of one text to tools and servers it does not own, at most {@link MAX_REFS}. */
function refsOf(text: string, words: readonly Word[], own: Own): Ref[] {
	const refs: Ref[] = [];
	for (let at = 0; at < words.length && refs.length < MAX_REFS; at++) {
		const generic = genericAt(text, words, at, own);
		if (generic !== undefined) {
			refs.push(generic);
			continue;
		}
		const name = nameAt(text, words, at);
		if (name === undefined) continue;
		if (name.raw.toLowerCase().startsWith("mcp_")) {
			if (isOtherServer(name.raw, own)) refs.push({ start: at, end: name.end, named: true, server: true, other: true });
		} else if (!own.names.has(normalName(name.raw))) refs.push({ start: at, end: name.end, named: true, server: false, other: true });
		at = name.end - 1;
	}
	return refs;
}

/** The first word of `set` within `span` words before `at` that is not past a sentence break, or -1. */
function before(text: string, words: readonly Word[], at: number, span: number, set: ReadonlySet<string>): number {
	for (let back = at - 1; back >= 0 && at - back <= span; back--) {
		if (breaksBetween(text, words, back, back + 1)) return -1;
		if (set.has((words[back] as Word).text)) return back;
	}
	return -1;
}

/** A hook on another tool's calls: "when send_email is used, also ...", "whenever you use any push tool". */
function hooked(text: string, words: readonly Word[], ref: Ref): boolean {
	const { from, to } = sentenceAround(text, words, ref.start, CLAUSE, CLAUSE + 8);
	const trigger = anyIn(words, from, ref.start - 1, TRIGGERS);
	if (trigger < 0) return false;
	if (ref.server && !ref.named) return true;
	// The use is of the reference: a verb just before it, or a passive just after it.
	const usedBefore = before(text, words, ref.start, 4, USES);
	const usedAfter = anyIn(words, ref.end, Math.min(ref.end + 3, to), USES);
	const used = (usedBefore >= 0 && usedBefore > trigger && usedBefore - trigger <= 6) || (usedAfter >= 0 && ref.start - trigger <= 6);
	if (!used) return false;
	return !ref.named || anyIn(words, ref.end, to, CHANGES) >= 0;
}

/** Words that make what follows the instrument of an order ("run DROP TABLE with the database tool"). */
const THROUGH = new Set(["with", "using", "via", "through", "con", "mit", "über", "avec", "par"]);

/** An order carried out with another's tool, named by its kind or product: "upload the dump with the upload tool", "disable protection with the GitHub tool". */
function through(words: readonly Word[], ref: Ref): boolean {
	if (!ref.other || ref.server || ref.named) return false;
	for (let back = ref.start - 1; back >= 0 && ref.start - back <= 2; back--) if (THROUGH.has((words[back] as Word).text)) return true;
	return false;
}

/** A claim that the referenced tool is deprecated or unsafe, or an order to use this one instead. */
function displaced(text: string, words: readonly Word[], ref: Ref): boolean {
	const { from, to } = sentenceAround(text, words, ref.start, 10, 10);
	// "send_email is deprecated", "the deprecated send_email"; not "DEPRECATED: use read_text_file", which points to a replacement.
	if (anyIn(words, ref.end, Math.min(to, ref.end + 7), FAULTS) >= 0 || anyIn(words, ref.start - 1, ref.start - 1, FAULTS) >= 0) return true;
	const instead = before(text, words, ref.start, 4, INSTEAD);
	if (instead >= 0) return !ref.named || anyIn(words, from, to, ALWAYS) >= 0;
	if (ref.named || !ref.other) return false;
	const use = before(text, words, ref.start, 3, USES);
	return use >= 0 && before(text, words, use, 3, REFUSALS) >= 0;
}

/** Whether a word is an id or an address rather than a word: it holds a digit, `_` or `@`, or is one of several upper-case letters. */
function looksLikeId(text: string, word: Word): boolean {
	const raw = text.slice(word.start, Math.min(word.end + 1, word.start + 64));
	let upper = 0;
	for (let at = 0; at < raw.length; at++) {
		const code = raw.charCodeAt(at);
		if ((code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x40) return true;
		if (code >= 0x41 && code <= 0x5a) upper++;
	}
	return upper >= 3;
}

/** An order to rewrite where another tool's call goes: "change the recipient to", "the destination must be". */
function redirectAt(text: string, words: readonly Word[], own: Own): number {
	for (let at = 0; at < words.length; at++) {
		const word = (words[at] as Word).text;
		const replyTo = word === "reply" && text.startsWith("-to", (words[at] as Word).end);
		if ((!DESTINATIONS.has(word) && !replyTo) || own.fields.has(word)) continue;
		const verb = before(text, words, at, 3, REWRITES);
		const next = words.slice(at + 1, at + 4).map((item) => item.text);
		if (verb >= 0 && next.some((item) => item === "to" || item === "with" || item === "by" || item === "por" || item === "par" || item === "auf" || item === "durch" || item === "para" || item === "con")) return verb;
		if ((next[0] === "must" || next[0] === "should" || next[0] === "shall") && next[1] === "be" && at + 3 < words.length && looksLikeId(text, words[at + 3] as Word)) return at;
	}
	return -1;
}

/** Where an address, a phone number or a URL starts in the text, at most 16 of each. */
function literalsOf(text: string): { at: number; url: boolean }[] {
	const found: { at: number; url: boolean }[] = [];
	for (let at = text.indexOf("@"), count = 0; at > 0 && count < 16; at = text.indexOf("@", at + 1), count++) {
		const dot = text.indexOf(".", at);
		if (isNameCode(text.charCodeAt(at - 1), "._%+-") && dot > at + 1 && dot < at + 64 && isNameCode(text.charCodeAt(dot + 1), "")) {
			let start = at;
			while (start > 0 && at - start < 64 && isNameCode(text.charCodeAt(start - 1), "._%+-")) start--;
			found.push({ at: start, url: false });
		}
	}
	for (const scheme of ["https://", "http://", "s3://", "gs://"]) {
		for (let at = text.indexOf(scheme), count = 0; at >= 0 && count < 8; at = text.indexOf(scheme, at + 1), count++) found.push({ at, url: true });
	}
	for (let at = text.indexOf("+"), count = 0; at >= 0 && count < 16; at = text.indexOf("+", at + 1), count++) {
		let digits = 0;
		for (let next = at + 1; next < text.length && next < at + 18; next++) {
			const code = text.charCodeAt(next);
			if (code >= 0x30 && code <= 0x39) digits++;
			else if (code !== 0x20) break;
		}
		if (digits >= 9) found.push({ at, url: false });
	}
	return found;
}

/** Whether a text has Chinese, Japanese or Korean characters. */
function hasWide(text: string): boolean {
	for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) >= 0x3000) return true;
	return false;
}

/** The index of the word that starts at or after `at`. */
function wordAt(words: readonly Word[], at: number): number {
	let low = 0;
	let high = words.length;
	while (low < high) {
		const middle = (low + high) >> 1;
		if ((words[middle] as Word).end <= at) low = middle + 1;
		else high = middle;
	}
	return low;
}

/** An order to send something to an address the text names, as an extra ("also bcc a@b.io", "forward it to +44 ..."). */
function sendsAt(text: string, words: readonly Word[]): number {
	for (const literal of literalsOf(text)) {
		// Chinese puts the verb before the address, Japanese and Korean after it.
		const window = text.slice(Math.max(0, literal.at - 40), literal.at + 80);
		if (hasWide(window) && SEND_MARKS_CJK.some((mark) => window.includes(mark)) && EXTRA_MARKS_CJK.some((mark) => window.includes(mark))) return literal.at;
		const at = wordAt(words, literal.at);
		if (at === 0 || words.length === 0) continue;
		// "forward all emails from boss@corp.com": a source, not where data goes.
		if (SOURCES.has((words[at - 1] as Word).text)) continue;
		const { from, to } = sentenceAround(text, words, Math.min(at, words.length - 1), 40, 8);
		const send = anyIn(words, Math.max(from, at - 16), at - 1, literal.url ? SENDS : SENDS_TO_ADDRESS);
		if (send < 0) continue;
		if (anyIn(words, from, to, EXTRA) >= 0) return literal.at;
	}
	return -1;
}

/** Claims strong enough that "use this tool instead" after them displaces whatever they were said of. */
const HARM = new Set(["unsafe", "insecure", "compromised", "malicious", "hijacked", "untrusted", "unverified", "dangerous", "leaks", "leaking", "backdoored", "inseguro", "insegura", "unsicher", "dangereux", "dangereuse"]);

/** "X is unsafe; always use this tool to read files instead": the claim, then this tool put in the place of what it was said of. */
function insteadOfHarmAt(text: string, words: readonly Word[]): number {
	for (let at = 0; at + 1 < words.length; at++) {
		if ((words[at] as Word).text !== "this" || !TOOL_WORDS.has((words[at + 1] as Word).text)) continue;
		const { to } = sentenceAround(text, words, at, 0, 8);
		if (anyIn(words, at + 2, to, INSTEAD) < 0) continue;
		const harm = anyIn(words, at - 30, at - 1, HARM);
		if (harm >= 0) return harm;
	}
	return -1;
}

const REFERENCE_CUE = 1;
const DESTINATION_CUE = 2;
const HARM_CUE = 4;
const ALL_CUES = 7;
/** Each cue word and the rules it opens, for one lookup per word. */
const CUES = new Map<string, number>();
for (const [set, cue] of [[TRIGGERS, REFERENCE_CUE], [FAULTS, REFERENCE_CUE], [INSTEAD, REFERENCE_CUE], [REFUSALS, REFERENCE_CUE], [THROUGH, REFERENCE_CUE], [DESTINATIONS, DESTINATION_CUE], [new Set(["reply"]), DESTINATION_CUE], [HARM, HARM_CUE]] as const) {
	for (const word of set) CUES.set(word, (CUES.get(word) ?? 0) | cue);
}

/** Which rules a text's words can meet at all, in one pass: most texts have no cue for most rules. */
function cuesOf(words: readonly Word[]): { references: boolean; destinations: boolean; harm: boolean } {
	let found = 0;
	for (let at = 0; at < words.length && found !== ALL_CUES; at++) found |= CUES.get((words[at] as Word).text) ?? 0;
	return { references: (found & REFERENCE_CUE) !== 0, destinations: (found & DESTINATION_CUE) !== 0, harm: (found & HARM_CUE) !== 0 };
}

/** What shadowing one text does, as the character where it starts, or -1 for none. */
export function shadowAt(text: string, words: readonly Word[], own: Own): { kind: "shadow" | "exfiltrate"; at: number }[] {
	const found: { kind: "shadow" | "exfiltrate"; at: number }[] = [];
	const has = cuesOf(words);
	if (has.references) {
		for (const ref of refsOf(text, words, own)) {
			if (hooked(text, words, ref) || displaced(text, words, ref) || through(words, ref)) {
				found.push({ kind: "shadow", at: (words[ref.start] as Word).start });
				break;
			}
		}
	}
	if (found.length === 0) {
		const redirect = has.destinations ? redirectAt(text, words, own) : -1;
		const harm = redirect >= 0 ? redirect : has.harm ? insteadOfHarmAt(text, words) : -1;
		if (harm >= 0) found.push({ kind: "shadow", at: (words[harm] as Word).start });
	}
	const send = sendsAt(text, words);
	if (send >= 0) found.push({ kind: "exfiltrate", at: send });
	return found;
}
