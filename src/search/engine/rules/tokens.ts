/**
 * Token estimates of tool definitions, without a tokenizer.
 *
 * `auto:N` defers tools only while their definitions would take more than N% of the model's
 * context window, so the extension needs the size of a definition in tokens on every turn. A real
 * BPE tokenizer is large and model-specific; counting characters is cheap but wrong by 30% or
 * more on JSON schemas, which are mostly short keys and punctuation. This counts what BPE
 * vocabularies make tokens of: words (one each, long ones a little more), digit groups,
 * punctuation, indentation runs, and each character of scripts written without spaces. The
 * weights were fitted on the `tools/list` answers of 65 published MCP servers against the
 * `o200k_base` encoding and stay within 15% of it for every server of that set.
 */

/** Tokens per word of Latin letters. */
const WORD = 1.1;
/** Extra tokens per letter of a word beyond {@link WORD_LETTERS}: long words split into pieces. */
const LONG_WORD_LETTER = 0.13;
/** Letters a word can have before it costs more than one token. */
const WORD_LETTERS = 6;
/** Tokens per group of up to three digits. */
const DIGIT_GROUP = 1.7;
/** Tokens per character of Chinese, Japanese or Korean. */
const CJK_CHARACTER = 0.78;
/** Tokens per punctuation or symbol character; common pairs such as `":` merge into one token. */
const SYMBOL = 0.3;
/** Tokens per run of two or more whitespace characters (indentation, blank lines). */
const WHITESPACE_RUN = 1.9;

/** Kinds of characters, each counted in runs of its own kind (CJK characters one by one). */
const LETTER = 0;
const DIGIT = 1;
const CJK = 2;
const SPACE = 3;
const OTHER = 4;

/**
 * Whether a UTF-16 code unit is Chinese, Japanese or Korean (or a full-width form): scripts where BPE
 * vocabularies spend about one token per character, and a word is about two characters.
 */
export function isCjk(code: number): boolean {
	return (
		(code >= 0x3040 && code <= 0x30ff) ||
		(code >= 0x3400 && code <= 0x9fff) ||
		(code >= 0xac00 && code <= 0xd7af) ||
		(code >= 0xf900 && code <= 0xfaff) ||
		(code >= 0xff00 && code <= 0xffef)
	);
}

/** Whether a UTF-16 code unit is whitespace, as JavaScript's `\s` reads it. */
function isSpace(code: number): boolean {
	if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
	if (code < 0xa0) return false;
	return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

function kindOf(code: number): number {
	if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return LETTER;
	if (code >= 48 && code <= 57) return DIGIT;
	if (isSpace(code)) return SPACE;
	return isCjk(code) ? CJK : OTHER;
}

/** Tokens of one run of `length` characters of one kind. */
function runTokens(kind: number, length: number): number {
	switch (kind) {
		case LETTER:
			return WORD + LONG_WORD_LETTER * Math.max(0, length - WORD_LETTERS);
		case DIGIT:
			return DIGIT_GROUP * Math.ceil(length / 3);
		case CJK:
			return CJK_CHARACTER * length;
		case SPACE:
			return length > 1 ? WHITESPACE_RUN : 0;
		default:
			return SYMBOL * length;
	}
}

/**
 * Estimated tokens of `text` in a modern BPE encoding (fitted on `o200k_base`): words, digit
 * groups, single CJK characters, whitespace runs and runs of anything else, each at its weight.
 * One pass over the text without allocating, so it can run over every deferrable tool each turn.
 */
export function estimateTokens(text: string): number {
	let tokens = 0;
	let runKind = -1;
	let runLength = 0;
	for (let i = 0; i < text.length; i++) {
		const kind = kindOf(text.charCodeAt(i));
		if (kind === runKind && kind !== CJK) {
			runLength++;
			continue;
		}
		if (runLength > 0) tokens += runTokens(runKind, runLength);
		runKind = kind;
		runLength = 1;
	}
	if (runLength > 0) tokens += runTokens(runKind, runLength);
	return Math.ceil(tokens);
}

/** What a definition is made of, as providers receive it. */
export interface DefinitionParts {
	name: string;
	description: string;
	/** The JSON schema of the parameters. */
	parameters: unknown;
}

/**
 * The definition as one JSON text, the way providers declare a tool (name, description,
 * parameter schema). The estimate is taken on this text, so it counts the schema's keys and
 * punctuation as a request does.
 */
export function definitionText(tool: DefinitionParts): string {
	let parameters: string;
	try {
		parameters = JSON.stringify(tool.parameters ?? {}) ?? "{}";
	} catch {
		parameters = "{}";
	}
	return `{"name":${JSON.stringify(tool.name)},"description":${JSON.stringify(tool.description)},"parameters":${parameters}}`;
}

/** Estimated tokens one tool definition adds to every request that declares it. */
export function estimateDefinitionTokens(tool: DefinitionParts): number {
	return estimateTokens(definitionText(tool));
}
