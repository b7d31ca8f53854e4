/**
 * What a provider's prefix cache can serve of a request, from the mock model's log: each request
 * serialized tools first (as providers order their prefix), and the tokens past its longest
 * common prefix with the request before, counted with gpt-tokenizer.
 */
import { encode } from "gpt-tokenizer";
import type { MockRequest } from "../../test/harness/mock-model.ts";

/** A request as its prefix is laid out: tools, then messages. */
export function serialized(request: MockRequest): string {
	return JSON.stringify({ tools: request.body.tools ?? [], messages: request.body.messages ?? [] });
}

function commonPrefix(a: string, b: string): number {
	const end = Math.min(a.length, b.length);
	let at = 0;
	while (at < end && a.charCodeAt(at) === b.charCodeAt(at)) at++;
	return at;
}

/** Per request: its tokens, and those no prefix cache serves (all of them for the first). */
export function cacheRows(requests: readonly MockRequest[]): { tokens: number; uncached: number; sameTools: boolean }[] {
	const texts = requests.map(serialized);
	return texts.map((text, i) => {
		const previous = texts[i - 1];
		const tokens = encode(text).length;
		return {
			tokens,
			uncached: previous === undefined ? tokens : encode(text.slice(commonPrefix(previous, text))).length,
			sameTools: i === 0 || JSON.stringify(requests[i]?.body.tools) === JSON.stringify(requests[i - 1]?.body.tools),
		};
	});
}
