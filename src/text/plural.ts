/**
 * A count with its English noun: "1 tool", "3 tools", "0 servers". One home for the rule, so every
 * sentence the model or the user reads counts the same way.
 */

/**
 * `count` and `word`, with an "s" unless the count is exactly one. Only for nouns that take a plain
 * "s" (tool, server, question, group): an irregular noun is written out where it is used.
 */
export function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? "" : "s"}`;
}
