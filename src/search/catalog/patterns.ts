/**
 * Tool name patterns as the settings write them (`mcp__*`, `jira_*`): `*` stands for any
 * characters, case is ignored, as in pi's own `--tools` and `toolExposure` patterns.
 */
/**
 * Whether `name` matches `pattern`, where `*` stands for any characters and the rest must match the
 * whole name, ignoring case, as in pi's own `--tools` and `toolExposure` patterns. Matched by its
 * literal pieces, left to right (the leftmost place of each piece is always a right one when `*` is
 * the only wildcard), so the work is linear in the name: a regular expression of several `.*` would
 * backtrack on a long name a server chose.
 */
export function matchesPattern(pattern: string, name: string): boolean {
	const pieces = pattern.toLowerCase().split("*");
	const text = name.toLowerCase();
	const first = pieces[0] ?? "";
	if (pieces.length === 1) return text === first;
	const last = pieces[pieces.length - 1] ?? "";
	if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
	let at = first.length;
	const end = text.length - last.length;
	for (let i = 1; i < pieces.length - 1; i++) {
		const piece = pieces[i] ?? "";
		const found = text.indexOf(piece, at);
		if (found === -1 || found + piece.length > end) return false;
		at = found + piece.length;
	}
	return true;
}

/** Whether any of `patterns` matches `name`. */
export function matchesAny(patterns: readonly string[], name: string): boolean {
	return patterns.some((pattern) => matchesPattern(pattern, name));
}
