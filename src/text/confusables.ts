/**
 * Text compared as a person sees it across scripts: the confusables skeleton of Unicode's UTS #39
 * ("Оther" with a Cyrillic О is "Other", Cyrillic "А" is Latin "A", "rn" is "m"), on top of
 * comparisonKey's folds (width, case, invisible characters, spacing).
 *
 * The mapping is Unicode's confusables.txt, shipped as a generated module (confusables-data.ts,
 * from the `unhomoglyph` package's copy by scripts/gen-confusables.mjs) rather than loaded from a
 * package at run time: a data file in this package cannot fail to load, so no missing dependency
 * can stop pi from starting or weaken the check. It is read into a table on first use only.
 */
import { CONFUSABLES_DATA } from "./confusables-data.ts";
import { comparisonKey, stripTerminalControls } from "./sanitize.ts";

/**
 * UTF-16 units of a text the key is made of: more than a dialog ever shows of one label (eight rows
 * of 200 columns), so texts that differ only further on look the same to a person anyway.
 */
export const MAX_COMPARED_CHARS = 4_000;

let table: Map<number, string> | undefined;

/** The mapping as a table, built once: code point -> its prototype. */
function confusables(): Map<number, string> {
	if (table !== undefined) return table;
	table = new Map();
	const fromHex = (codes: string) => String.fromCodePoint(...codes.split(" ").map((code) => Number.parseInt(code, 16)));
	for (const entry of CONFUSABLES_DATA.split(";")) {
		const arrow = entry.indexOf(">");
		if (arrow > 0) table.set(Number.parseInt(entry.slice(0, arrow), 16), fromHex(entry.slice(arrow + 1)));
	}
	return table;
}

/** UTS #39's skeleton: NFD, each code point replaced by its prototype, NFD again. Linear in the text. */
export function skeleton(text: string): string {
	const map = confusables();
	const out: string[] = [];
	for (const char of text.normalize("NFD")) out.push(map.get(char.codePointAt(0) ?? 0) ?? char);
	return out.join("").normalize("NFD");
}

/** The visible text, as far as it is compared: controls and invisible characters removed, compatibility forms folded. */
function visibleHead(text: string): string {
	return stripTerminalControls(text.slice(0, MAX_COMPARED_CHARS).normalize("NFKC"));
}

/**
 * The keys under which two texts look alike: they do when any key of one equals the same key of the
 * other (compare `keys[i]` with `keys[i]`). Two orders of the same folds, because neither alone is
 * right. Case first (comparisonKey, then the skeleton, then the case fold again): "SQLITE" meets
 * "SQLite", where the skeleton first would map the capital I to l ("sqllte"). Skeleton first (then
 * the case fold, then the skeleton again): a Cyrillic capital meets its Latin look-alike ("ОТНЕR" is
 * "Other"), where the case fold first would give Cyrillic small letters whose prototypes are small
 * capitals ("ᴛʜ"). Use them to compare, never to display. Only the first MAX_COMPARED_CHARS count,
 * so a megabyte label costs what a page does.
 */
export function skeletonKeys(text: string): readonly [caseFirst: string, scriptFirst: string] {
	const visible = visibleHead(text);
	const caseFirst = comparisonKey(skeleton(comparisonKey(visible))).normalize("NFC");
	const scriptFirst = skeleton(comparisonKey(skeleton(visible))).normalize("NFC");
	return [caseFirst, scriptFirst];
}

/** Whether two texts look alike to a person: any of their skeletonKeys agree. */
export function looksAlike(a: string, b: string): boolean {
	const [x0, x1] = skeletonKeys(a);
	const [y0, y1] = skeletonKeys(b);
	return x0 === y0 || x1 === y1;
}
