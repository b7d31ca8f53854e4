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

/** Characters of scripts where BPE vocabularies spend about one token per character. */
const CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef";
/** Words, digit runs, single CJK characters, whitespace runs, and runs of anything else. */
const PIECES = new RegExp(`[A-Za-z]+|[0-9]+|[${CJK}]|\\s+|[^\\sA-Za-z0-9${CJK}]+`, "g");
const IS_CJK = new RegExp(`^[${CJK}]`);

/**
 * Estimated tokens of `text` in a modern BPE encoding (fitted on `o200k_base`). Linear in the
 * text's length and allocation-light, so it can run over every deferrable tool each turn.
 */
export function estimateTokens(text: string): number {
	let tokens = 0;
	for (const match of text.matchAll(PIECES)) {
		const piece = match[0];
		const code = piece.charCodeAt(0);
		if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) {
			tokens += WORD + LONG_WORD_LETTER * Math.max(0, piece.length - WORD_LETTERS);
		} else if (code >= 48 && code <= 57) {
			tokens += DIGIT_GROUP * Math.ceil(piece.length / 3);
		} else if (IS_CJK.test(piece)) {
			tokens += CJK_CHARACTER;
		} else if (/^\s/.test(piece)) {
			if (piece.length > 1) tokens += WHITESPACE_RUN;
		} else {
			tokens += SYMBOL * piece.length;
		}
	}
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
