import { describe, expect, it } from "vitest";
import {
	bigrams,
	derivedForms,
	hasUnspacedScript,
	identifierTerms,
	segmentWords,
	splitIdentifier,
	stem,
	tokenize,
} from "../../../src/search/engine/words/tokenize.ts";

describe("splitIdentifier", () => {
	it("splits MCP names at double underscores, snake case, kebab case and camelCase", () => {
		expect(splitIdentifier("mcp__github__create_pull_request")).toEqual(["mcp", "github", "create", "pull", "request"]);
		expect(splitIdentifier("mcp__docker__docker-logs")).toEqual(["mcp", "docker", "docker", "logs"]);
		expect(splitIdentifier("linear_markAllNotificationsAsRead")).toEqual([
			"linear",
			"mark",
			"all",
			"notifications",
			"as",
			"read",
		]);
	});

	it("keeps acronyms and letter-digit words whole", () => {
		expect(splitIdentifier("TwilioApiV2010--CreateIncomingPhoneNumber")).toEqual([
			"twilio",
			"api",
			"v2010",
			"create",
			"incoming",
			"phone",
			"number",
		]);
		expect(splitIdentifier("getHTMLContent")).toEqual(["get", "html", "content"]);
		expect(splitIdentifier("r2_put_object")).toEqual(["r2", "put", "object"]);
	});
});

describe("stem", () => {
	it("brings plural, -ing, -ed and silent-e forms of a word together", () => {
		const forms = ["create", "creates", "created", "creating"].map(stem);
		expect(new Set(forms).size).toBe(1);
		expect(stem("issues")).toBe(stem("issue"));
		expect(stem("branches")).toBe(stem("branch"));
		expect(stem("entries")).toBe(stem("entry"));
		expect(stem("running")).toBe("run");
		expect(stem("logged")).toBe("log");
		expect(stem("queried")).toBe(stem("query"));
	});

	it("does not strip the s of words that are not plurals", () => {
		expect(stem("news")).not.toBe(stem("new"));
		expect(stem("aliases")).toBe(stem("alias"));
	});

	it("maps common irregular verb forms to their base", () => {
		expect(stem("sent")).toBe(stem("send"));
		expect(stem("wrote")).toBe(stem("write"));
	});

	it("leaves short words, -ss/-us/-is endings and derivational suffixes alone", () => {
		expect(stem("get")).toBe("get");
		expect(stem("status")).toBe("status");
		expect(stem("process")).toBe("process");
		expect(stem("analysis")).toBe("analysis");
		expect(stem("organization")).toBe("organization");
		expect(stem("general")).not.toBe(stem("generate"));
	});
});

describe("tokenize", () => {
	it("drops stop words, single letters and bare numbers, and stems the rest", () => {
		expect(tokenize("Show me the logs of 2 pods, e.g. in the cluster")).toEqual(["show", "log", "pod", "cluster"]);
	});

	it("splits lowercase camelCase identifiers in prose but keeps capitalized names whole", () => {
		expect(tokenize("Use pageId with GitHub")).toEqual(["pag", "id", "github"]);
	});

	it("keeps repeats, since term frequency counts", () => {
		expect(tokenize("heap heap snapshot")).toEqual(["heap", "heap", "snapshot"]);
	});

	it("segments Chinese with Intl.Segmenter and adds characters and bigrams", () => {
		const terms = tokenize("查询城市天气");
		// Bigrams match whatever the segmenter did with each word.
		expect(terms).toEqual(expect.arrayContaining(["查询", "城市", "天气", "询城", "市天"]));
		// Single characters, for one-character query words such as 查.
		expect(terms).toEqual(expect.arrayContaining(["查", "天"]));
	});

	it("adds the segmenter's longer Chinese words whole", () => {
		expect(segmentWords("暂存区的改动")).toContain("暂存区");
		expect(tokenize("暂存区的改动")).toContain("暂存区");
	});

	it("reads Latin words inside Chinese text", () => {
		expect(tokenize("用Grafana查日志")).toEqual(expect.arrayContaining(["grafana", "日志"]));
	});

	it("segments other unspaced scripts into words", () => {
		const words = segmentWords("สวัสดีครับ");
		expect(words.length).toBeGreaterThan(1);
		expect(tokenize("สวัสดีครับ")).toEqual(expect.arrayContaining(words.filter((word) => word.length >= 2)));
	});
});

describe("being on call", () => {
	it('"on call" and "on-call" are the duty rota, oncall, as tools name it', () => {
		expect(tokenize("who is on call tonight")).toContain("oncall");
		expect(tokenize("the on-call engineer")).toContain("oncall");
	});
});

describe("signing in and out", () => {
	it('"logged in" is one word, login, not the log of log files', () => {
		expect(tokenize("the currently logged in user")).toEqual(["currently", "login", "user"]);
		expect(tokenize("a logged-in session")).toEqual(["login", "session"]);
		expect(tokenize("signed out of the app")).toEqual(["signout", "app"]);
		expect(identifierTerms("logIn")).toEqual(["login"]);
		expect(identifierTerms("log_out_user")).toEqual(["logout", "user"]);
	});

	it("keeps log files: logs in and a plain log in are the noun", () => {
		expect(tokenize("search the logs in grafana")).toEqual(["search", "log", "grafana"]);
		expect(tokenize("the error log in production")).toEqual(["error", "log", "production"]);
	});
});

describe("stop words", () => {
	it('"many" is a stop word', () => {
		expect(tokenize("how many days")).toEqual(["day"]);
	});
});

describe("identifierTerms", () => {
	it("splits, drops stop words and stems, as for prose", () => {
		expect(identifierTerms("get_or_create_label")).toEqual(["get", "creat", "label"]);
		expect(identifierTerms("mcp__google-calendar")).toEqual(["mcp", "googl", "calendar"]);
	});
});

describe("derivedForms", () => {
	it("offers forms with and without a derivational suffix", () => {
		expect(derivedForms(stem("invite"))).toContain("invitation");
		expect(derivedForms(stem("deployment"))).toContain("deploy");
		expect(derivedForms(stem("create"))).toContain("creation");
	});

	it("offers nothing for short stems, where suffixes collide", () => {
		expect(derivedForms("port")).not.toContain("portal");
		expect(derivedForms("folder")).not.toContain("fold");
	});
});

describe("bigrams and script detection", () => {
	it("bigrams pairs adjacent characters", () => {
		expect(bigrams("步行路线")).toEqual(["步行", "行路", "路线"]);
	});

	it("hasUnspacedScript detects Chinese, Japanese and Thai", () => {
		expect(hasUnspacedScript("create issue")).toBe(false);
		expect(hasUnspacedScript("创建 issue")).toBe(true);
		expect(hasUnspacedScript("スクリーンショット")).toBe(true);
		expect(hasUnspacedScript("ภาษาไทย")).toBe(true);
	});
});
