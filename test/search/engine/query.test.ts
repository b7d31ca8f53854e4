import { describe, expect, it } from "vitest";
import { normalizeChineseQuestion, queryConcepts } from "../../../src/search/engine/words/concepts.ts";
import { literalKind } from "../../../src/search/engine/words/literals.ts";
import { parseQuery, withoutQuotedValues } from "../../../src/search/engine/words/query.ts";
import { stem } from "../../../src/search/engine/words/tokenize.ts";

describe("parseQuery", () => {
	it("reads select: lists, split at commas and whitespace, without repeats", () => {
		expect(parseQuery("select:mcp__github__create_issue,mcp__github__add_issue_comment")).toEqual({
			kind: "select",
			names: ["mcp__github__create_issue", "mcp__github__add_issue_comment"],
		});
		expect(parseQuery("  SELECT:a, b  b,c ")).toEqual({ kind: "select", names: ["a", "b", "c"] });
		expect(parseQuery("select:")).toEqual({ kind: "select", names: [] });
	});

	it("reads a full MCP tool name as an exact name, keeping its spelling", () => {
		expect(parseQuery("Mcp__Grafana__Query_Loki_Logs")).toEqual({ kind: "exact", name: "Mcp__Grafana__Query_Loki_Logs" });
	});

	it("reads mcp__server, with or without a trailing __ or *, as a prefix", () => {
		expect(parseQuery("mcp__slack")).toEqual({ kind: "prefix", prefix: "mcp__slack" });
		expect(parseQuery("mcp__google-maps__")).toEqual({ kind: "prefix", prefix: "mcp__google-maps" });
		expect(parseQuery("mcp__time*")).toEqual({ kind: "prefix", prefix: "mcp__time" });
	});

	it("reads anything else as keywords, +word marking required words", () => {
		expect(parseQuery("slack +post message")).toEqual({ kind: "keywords", required: ["post"], optional: ["slack", "message"] });
		expect(parseQuery("mcp__slack post")).toEqual({ kind: "keywords", required: [], optional: ["mcp__slack", "post"] });
	});

	it("reads several full MCP tool names separated by spaces as a select", () => {
		expect(parseQuery("mcp__github__create_issue  mcp__slack__post_message")).toEqual({
			kind: "select",
			names: ["mcp__github__create_issue", "mcp__slack__post_message"],
		});
		expect(parseQuery("mcp__github__create_issue mcp__slack")).toMatchObject({ kind: "keywords" });
		expect(parseQuery("mcp__github__create_issue issue")).toMatchObject({ kind: "keywords" });
	});

	it("does not read + before a digit as required (a phone number)", () => {
		expect(parseQuery("text +1 555 0100")).toEqual({ kind: "keywords", required: [], optional: ["text", "+1", "555", "0100"] });
	});

	it("reads an empty query as no keywords", () => {
		expect(parseQuery("   ")).toEqual({ kind: "keywords", required: [], optional: [] });
	});
});

function concepts(text: string) {
	const parsed = parseQuery(text);
	if (parsed.kind !== "keywords") throw new Error("not keywords");
	return queryConcepts(parsed);
}

function terms(text: string, label: string): string[] {
	const concept = concepts(text).find((c) => c.label === label);
	return concept ? concept.slots.flatMap((slot) => slot.terms.map((t) => t.term)) : [];
}

describe("queryConcepts", () => {
	it("gives each meaningful word a concept, stemmed, and drops stop words and numbers", () => {
		expect(concepts("show me the logs from 2024").map((c) => c.label)).toEqual(["show", "logs"]);
		expect(concepts("show me the logs")[1]?.slots[0]?.terms).toEqual([{ term: "log", weight: 1 }]);
	});

	it("adds synonyms of common software words at a lower weight", () => {
		const remove = concepts("remove branch")[0];
		const alternatives = remove?.slots.slice(1).flatMap((slot) => slot.terms) ?? [];
		expect(alternatives.find((t) => t.term === "delet")?.weight).toBeLessThan(1);
		expect(alternatives.find((t) => t.term === "drop")?.weight).toBeLessThan(1);
	});

	it("expands abbreviations to phrases whose words share the weight", () => {
		const slots = concepts("open pr")[1]?.slots ?? [];
		expect(slots).toContainEqual({ terms: [{ term: "pull", weight: 0.45 }, { term: "request", weight: 0.45 }], origin: "abbreviation" });
		// The phrase written as one word, as some tool names have it.
		expect(slots.some((slot) => slot.terms[0]?.term === "pullrequest")).toBe(true);
	});

	it("keeps each alternative with one word, so a tool word never counts twice", () => {
		// `chat` is a word of the query, so it is not also a synonym of `message`.
		expect(terms("send message to group chat", "message")).not.toContain("chat");
		// `console` is an alternative of the first of shell, command and terminal only.
		const owners = ["shell", "command", "terminal"].filter((label) => terms("shell command terminal", label).includes("consol"));
		expect(owners).toEqual(["shell"]);
	});

	it("matches two adjacent words also written as one", () => {
		expect(terms("heap snapshot", "heap")).toContain("heapsnapshot");
		expect(terms("heap snapshot", "snapshot")).toContain("heapsnapshot");
	});

	it("counts time words for less", () => {
		const [emails, month] = concepts("emails month");
		expect(emails?.slots[0]?.terms[0]?.weight).toBe(1);
		expect(month?.slots[0]?.terms[0]?.weight).toBeLessThan(1);
	});

	it("marks +words required, also when repeated without +", () => {
		const found = concepts("+slack message slack");
		expect(found.map((c) => [c.label, c.required])).toEqual([
			["slack", true],
			["message", false],
		]);
	});

	it("reads Chinese glossary words whole and translates them to English", () => {
		const merge = concepts("创建合并请求");
		expect(merge.map((c) => c.label)).toEqual(["创建", "合并请求"]);
		expect(terms("创建合并请求", "创建")).toEqual(expect.arrayContaining(["创建", "creat"]));
		expect(terms("创建合并请求", "合并请求")).toEqual(expect.arrayContaining(["merg", "request", "mergerequest"]));
	});

	it("matches longer Chinese words by their bigrams, and drops particles", () => {
		const found = concepts("把这张卡片移到已完成列表");
		expect(found.map((c) => c.label)).toEqual(["卡片", "移到", "已完成", "列表"]);
		expect(terms("已完成", "已完成")).toEqual(expect.arrayContaining(["已完", "完成", stem("done")]));
	});

	it("segments Chinese words outside the glossary with Intl.Segmenter", () => {
		expect(concepts("咖啡店").map((c) => c.label)).toEqual(["咖啡店"]);
	});

	it("reads mixed Chinese and English", () => {
		expect(concepts("用Grafana查日志").map((c) => c.label)).toEqual(["grafana", "查", "日志"]);
	});

	it("drops mcp, which every MCP tool's name has", () => {
		expect(concepts("mcp tools for slack").map((c) => c.label)).toEqual(["tools", "slack"]);
		expect(concepts("mcp__slak post").map((c) => c.label)).toEqual(["slak", "post"]);
	});

	it("reads logged in as signing in, with its auth sense", () => {
		const login = concepts("who is logged in")[0];
		expect(login?.label).toBe("login");
		expect(login?.slots[0]?.terms[0]?.term).toBe("login");
		expect(terms("who is logged in", "login")).toEqual(expect.arrayContaining(["signin", stem("authenticate"), "session"]));
	});

	it("translates 关掉, 返回, 后退, 几天 and 周", () => {
		expect(terms("关掉", "关掉")).toEqual(expect.arrayContaining([stem("close"), "stop"]));
		expect(terms("返回", "返回")).toEqual(expect.arrayContaining(["back", "return"]));
		expect(terms("后退", "后退")).toEqual(expect.arrayContaining(["back"]));
		expect(terms("几天", "几天")).toEqual(expect.arrayContaining(["day"]));
		expect(terms("周", "周")).toEqual(expect.arrayContaining(["week"]));
	});

	it("a required word keeps its abbreviation but not its looser synonyms", () => {
		const [repository] = concepts("+repository");
		expect(repository?.slots.map((slot) => slot.origin)).not.toContain("synonym");
		expect(terms("+repository", "repository")).toContain("repo");
		expect(terms("+repository", "repository")).not.toContain("codebas");
		expect(terms("repository", "repository")).toContain("codebas");
		expect(terms("+delete", "delete")).not.toContain("remov");
	});

	it("marks words that only qualify a request with their discount", () => {
		expect(concepts("days")[0]?.qualifier).toBeLessThan(1);
		expect(concepts("emails")[0]).not.toHaveProperty("qualifier");
	});

	it("reads literal values as their kind", () => {
		expect(concepts("email billing@acme.com about it").map((c) => c.label)).toEqual(["email"]);
		expect(terms("read config.yaml", "config.yaml")).toContain("fil");
		expect(terms("open https://example.com/a?b=1", "https://example.com/a?b=1")).toContain("url");
	});
});

describe("literalKind", () => {
	it("reads an issue key (ENG-421) as an issue, but not a standard's name (UTF-8, SHA-256)", () => {
		expect(literalKind("ENG-421")).toBe("issue");
		expect(literalKind("(PROJ-7),")).toBe("issue");
		expect(literalKind("UTF-8")).toBeUndefined();
		expect(literalKind("SHA-256")).toBeUndefined();
		expect(literalKind("eng-421")).toBeUndefined();
	});

	it("recognizes emails, URLs, IPs, phone numbers, files, channels and users", () => {
		expect(literalKind("billing@acme.com")).toBe("email");
		expect(literalKind("https://example.com")).toBe("url");
		expect(literalKind("www.example.com")).toBe("url");
		expect(literalKind("10.0.0.1")).toBe("ip");
		expect(literalKind("+1")).toBe("phone");
		expect(literalKind("src/app.ts")).toBe("file");
		expect(literalKind("'config.yaml',")).toBe("file");
		expect(literalKind("#general")).toBe("channel");
		expect(literalKind("@maria")).toBe("user");
	});

	it("leaves ordinary words, repository slugs, versions and domains alone", () => {
		expect(literalKind("deploy")).toBeUndefined();
		expect(literalKind("acme/web")).toBeUndefined();
		expect(literalKind("v1.2.0")).toBeUndefined();
		expect(literalKind("monday.com")).toBeUndefined();
		expect(literalKind("#42")).toBeUndefined();
	});
});

describe("normalizeChineseQuestion", () => {
	it("reads an A-not-A question as the word it asks about", () => {
		expect(normalizeChineseQuestion("二环现在堵不堵")).toBe("二环现在堵");
		expect(normalizeChineseQuestion("服务是不是挂了")).toBe("服务是挂了");
	});

	it("joins a verb-object word split by the measure word 个, but keeps 个 after a determiner and in 个人", () => {
		expect(normalizeChineseQuestion("把这个网页截个图")).toBe("把这个网页截图");
		expect(normalizeChineseQuestion("几个提交")).toBe("几个提交");
		expect(normalizeChineseQuestion("打开个人主页")).toBe("打开个人主页");
	});

	it("lets a split word reach its translation", () => {
		const concepts = queryConcepts({ required: [], optional: ["把这个网页截个图"] });
		const terms = concepts.flatMap((concept) => concept.slots.flatMap((slot) => slot.terms.map((term) => term.term)));
		expect(terms).toContain(stem("screenshot"));
	});
});

describe("withoutQuotedValues", () => {
	it("drops quoted values, which are data for the call, not words of the request", () => {
		expect(parseQuery("add a card 'Update privacy policy' to the todo list")).toEqual({
			kind: "keywords",
			required: [],
			optional: ["add", "a", "card", "to", "the", "todo", "list"],
		});
		expect(withoutQuotedValues('post "deploy done" to slack')).toBe("post   to slack");
		expect(withoutQuotedValues("run `npm run dev` in the background")).toBe("run   in the background");
		expect(withoutQuotedValues("发消息「今晚发版」到飞书群")).toBe("发消息 到飞书群");
	});

	it("keeps apostrophes, and a query that is all quotes", () => {
		expect(withoutQuotedValues("tick off that card's item, it's done")).toBe("tick off that card's item, it's done");
		expect(withoutQuotedValues('"create issue"')).toBe('"create issue"');
	});
});
