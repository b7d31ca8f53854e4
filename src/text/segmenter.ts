/**
 * Shared Intl.Segmenter instances. Creating a segmenter is costly compared with using one, and
 * every keystroke in a text field segments the text around the cursor.
 */

let graphemes: Intl.Segmenter | undefined;
let words: Intl.Segmenter | undefined;

/** Segmenter that splits text into user-perceived characters (grapheme clusters). */
export function getSegmenter(): Intl.Segmenter {
	graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
	return graphemes;
}

/** Segmenter that splits text into words, in any script Intl knows. */
export function getWordSegmenter(): Intl.Segmenter {
	words ??= new Intl.Segmenter(undefined, { granularity: "word" });
	return words;
}
