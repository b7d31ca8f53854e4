import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeTool, declarationTokens, schemaTexts, type ToolDoc } from "../../../src/search/engine/scoring/analyze.ts";
import { estimateDefinitionTokens } from "../../../src/search/engine/rules/tokens.ts";
import { localName, namespaceKey, toolNamespace } from "../../../src/search/engine/rules/names.ts";
import type { SearchOutcome } from "../../../src/search/engine/scoring/outcome.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";

/** An MCP tool of `server` with a description and optional parameters. */
function tool(server: string, name: string, description: string, properties: Record<string, string> = {}, hint?: string): ToolDoc {
	return {
		name: `mcp__${server}__${name}`,
		namespace: `mcp__${server}`,
		description,
		inputSchema: {
			type: "object",
			properties: Object.fromEntries(Object.entries(properties).map(([key, text]) => [key, { type: "string", description: text }])),
		},
		...(hint === undefined ? {} : { hint }),
	};
}

/** Unrelated tools, so document frequencies look like a real catalog's. */
const FILLER: ToolDoc[] = [
	tool("notes", "create_note", "Create a note in the notebook", { title: "Title of the note" }),
	tool("notes", "list_notes", "List all notes"),
	tool("notes", "delete_note", "Delete a note by id", { id: "Note id" }),
	tool("files", "read_file", "Read a file from disk", { path: "Path of the file" }),
	tool("files", "write_file", "Write text to a file", { path: "Path", content: "Text to write" }),
	tool("files", "list_directory", "List the entries of a directory", { path: "Directory path" }),
	tool("web", "fetch_page", "Fetch a web page and return its text", { url: "Page address" }),
	tool("web", "search_web", "Search the web", { query: "Search terms" }),
];

function keywords(outcome: SearchOutcome) {
	if (outcome.kind !== "keywords") throw new Error(`expected keywords, got ${outcome.kind}`);
	return outcome;
}

function ranked(index: ToolIndex, query: string, limit = 10): string[] {
	const outcome = keywords(index.search(parseQuery(query), { limit }));
	return [...outcome.load, ...outcome.candidates].map((hit) => hit.name);
}

describe("ToolIndex bookkeeping", () => {
	it("adds, finds, lists and removes tools", () => {
		const index = new ToolIndex(FILLER);
		expect(index.size).toBe(FILLER.length);
		expect(index.has("mcp__files__read_file")).toBe(true);
		expect(index.get("mcp__files__read_file")?.description).toBe("Read a file from disk");
		expect(index.names()).toEqual(FILLER.map((doc) => doc.name));
		expect(index.remove("mcp__files__read_file")).toBe(true);
		expect(index.remove("mcp__files__read_file")).toBe(false);
		expect(index.has("mcp__files__read_file")).toBe(false);
		expect(index.size).toBe(FILLER.length - 1);
		expect(ranked(index, "read file")).not.toContain("mcp__files__read_file");
	});

	it("replaces a tool added again under the same name", () => {
		const index = new ToolIndex(FILLER);
		index.add(tool("files", "read_file", "Render a chart"));
		expect(index.size).toBe(FILLER.length);
		expect(ranked(index, "chart")).toEqual(["mcp__files__read_file"]);
		expect(ranked(index, "disk")).not.toContain("mcp__files__read_file");
	});

	it("estimates a tool's tokens with the one estimator every budget uses", () => {
		const doc = tool("files", "read_file", "Read a file from disk");
		const index = new ToolIndex([doc]);
		expect(index.tokens(doc.name)).toBe(declarationTokens(doc));
		expect(declarationTokens(doc)).toBe(estimateDefinitionTokens({ name: doc.name, description: doc.description, parameters: doc.inputSchema }));
	});
});

describe("tool analysis", () => {
	it("derives the namespace of an mcp__server__tool name and its local name", () => {
		expect(toolNamespace({ name: "mcp__slack__post", description: "" })).toBe("mcp__slack");
		expect(toolNamespace({ name: "read", description: "" })).toBeUndefined();
		expect(toolNamespace({ name: "x", description: "", namespace: "tools" })).toBe("tools");
		expect(localName("mcp__slack__slack_post_message")).toBe("slack_post_message");
		expect(namespaceKey("mcp__Google-Maps__")).toBe("google_maps");
	});

	it("splits the tool's own name from its namespace's words", () => {
		const analyzed = analyzeTool(tool("slack", "slack_post_message", "Post a message"));
		expect([...analyzed.namespace]).toEqual(["slack"]);
		expect([...analyzed.name]).toEqual(["post", "messag"]);
		expect(analyzed.coverageWords).toBe(2);
	});

	it("splits a compound name word into words its own description uses", () => {
		const analyzed = analyzeTool(tool("devtools", "take_heapsnapshot", "Capture a heap snapshot of the page"));
		expect([...analyzed.name]).toEqual(expect.arrayContaining(["heapsnapshot", "heap", "snapshot"]));
	});

	it("reads parameter names, descriptions, enums and local $refs of the input schema", () => {
		const texts = schemaTexts({
			type: "object",
			properties: {
				nodeName: { type: "string", description: "Node to drain" },
				operation: { enum: ["cordon", "drain"] },
				target: { $ref: "#/$defs/target" },
			},
			$defs: { target: { type: "object", properties: { clusterId: { description: "Cluster id" } } } },
		});
		expect(texts.names).toEqual(["nodeName", "operation", "target", "clusterId"]);
		expect(texts.prose).toEqual(["Node to drain", "cordon", "drain", "Cluster id"]);
	});

	it("reads a recursive schema once", () => {
		const schema: Record<string, unknown> = { type: "object", properties: { child: { $ref: "#" } }, description: "Tree" };
		expect(schemaTexts(schema).prose).toEqual(["Tree"]);
	});
});

describe("ranking rules", () => {
	it("name outranks hint, which outranks description, which outranks parameters", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("a", "widget_sync", "Keeps things in step"),
			tool("b", "assistant", "Keeps things in step", {}, "widget assistant"),
			tool("c", "mover", "widget widget widget, the widget mover"),
			tool("d", "runner", "Runs a job", { widget: "Which widget to use" }),
		]);
		expect(ranked(index, "widget")).toEqual(["mcp__a__widget_sync", "mcp__b__assistant", "mcp__c__mover", "mcp__d__runner"]);
	});

	it("a server named in the query ranks its tools above tools that only mention it", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("chat", "post_message", "Post a message to a Slack channel"),
			tool("slack", "post_message", "Post a message to a channel"),
		]);
		expect(ranked(index, "slack post message")[0]).toBe("mcp__slack__post_message");
	});

	it("BM25 within a field: more mentions count more, a longer text counts each mention less", () => {
		const filler = " and more words about other things that pad out this description to be long";
		const index = new ToolIndex([
			...FILLER,
			tool("a", "one", "Rotates the gizmo"),
			tool("b", "two", "Rotates the gizmo, then checks the gizmo"),
			tool("c", "three", `Rotates the gizmo${filler.repeat(5)}`),
		]);
		expect(ranked(index, "gizmo")).toEqual(["mcp__b__two", "mcp__a__one", "mcp__c__three"]);
	});

	it("a tool matching more of the query outranks one matching one word strongly", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("contacts", "create_address", "Create an address book entry"),
			tool("maps", "geocode", "Convert an address into latitude and longitude"),
		]);
		expect(ranked(index, "address latitude longitude")[0]).toBe("mcp__maps__geocode");
	});

	it("a tool whose whole name the query covers outranks one with more name words", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("tracker", "create_issue_comment", "Create a comment on an issue"),
			tool("tracker", "create_issue", "Create an issue"),
		]);
		expect(ranked(index, "create issue")[0]).toBe("mcp__tracker__create_issue");
	});

	it("a common action word still decides among one server's tools (IDF floor)", () => {
		// `create` and `item` are words many tools have; `sprint` and `board` are rare.
		const common = Array.from({ length: 40 }, (_, i) => tool(`app${i}`, `create_item${i}`, `Create an item ${i}`));
		const index = new ToolIndex([
			...FILLER,
			...common,
			tool("board", "get_sprints_boards", "Get the sprints boards"),
			tool("board", "create_item", "Create a new item"),
		]);
		expect(ranked(index, "create a new item on the sprints boards of board")[0]).toBe("mcp__board__create_item");
	});

	it("ties are broken by name, whatever the order tools were added in", () => {
		const twins = [tool("z", "beta", "Frobnicate the thing"), tool("z", "alpha", "Frobnicate the thing")];
		const forward = new ToolIndex([...FILLER, ...twins]);
		const backward = new ToolIndex([...twins.reverse(), ...FILLER]);
		expect(ranked(forward, "frobnicate")).toEqual(["mcp__z__alpha", "mcp__z__beta"]);
		expect(ranked(backward, "frobnicate")).toEqual(["mcp__z__alpha", "mcp__z__beta"]);
	});

	it("light stemming: plurals, -ing and -ed forms match", () => {
		const index = new ToolIndex([...FILLER, tool("tracker", "create_issue", "Create an issue")]);
		expect(ranked(index, "creating issues")[0]).toBe("mcp__tracker__create_issue");
		expect(ranked(index, "created issue")[0]).toBe("mcp__tracker__create_issue");
	});

	it("synonyms of common software verbs match at a lower weight", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("vcs", "delete_branch", "Delete a branch"),
			tool("vcs", "rename_branch", "Rename a branch"),
		]);
		expect(ranked(index, "erase branch")[0]).toBe("mcp__vcs__delete_branch");
		const withWord = new ToolIndex([...FILLER, tool("vcs", "delete_branch", "Delete a branch"), tool("vcs", "erase_branch", "Erase a branch")]);
		// The word itself beats its synonym.
		expect(ranked(withWord, "erase branch").slice(0, 2)).toEqual(["mcp__vcs__erase_branch", "mcp__vcs__delete_branch"]);
	});

	it("derived forms match: invite finds invitation", () => {
		const index = new ToolIndex([...FILLER, tool("calendar", "respond", "Respond to an invitation")]);
		expect(ranked(index, "accept invite")[0]).toBe("mcp__calendar__respond");
	});

	it("+word is required: tools without it are left out", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("github", "create_issue", "Create an issue"),
			tool("gitlab", "create_issue", "Create an issue"),
		]);
		expect(ranked(index, "create issue").slice(0, 2)).toEqual(["mcp__github__create_issue", "mcp__gitlab__create_issue"]);
		expect(ranked(index, "+gitlab create issue")).toEqual(["mcp__gitlab__create_issue"]);
		expect(ranked(index, "create +issue")).toEqual(["mcp__github__create_issue", "mcp__gitlab__create_issue"]);
		const outcome = keywords(index.search(parseQuery("+bitbucket issue")));
		expect(outcome.missingRequired).toEqual(["bitbucket"]);
		expect(outcome.load).toEqual([]);
		expect(outcome.candidates).toEqual([]);
	});

	it("a word many tools of one server mention describes that server", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("devops", "create_branch", "Create a branch in a Codeup repository"),
			tool("devops", "list_files", "List files of a Codeup repository"),
			tool("devops", "get_commit", "Get a Codeup commit"),
			tool("devops", "merge_change", "Merge a change request"),
			tool("other", "merge_change", "Merge a change request"),
		]);
		expect(ranked(index, "codeup merge change")[0]).toBe("mcp__devops__merge_change");
	});
});

describe("expansions never outrank the word itself", () => {
	// `issue` is in many tools, so its IDF is low; `ticket`, its synonym, is in one, so its IDF is high.
	const ISSUE_TOOLS: ToolDoc[] = Array.from({ length: 10 }, (_, i) => tool("tracker", `step_${i}`, `Moves an issue to step ${i}`));

	it("a tool matching the query word ranks above one matching only its rarer synonym", () => {
		const index = new ToolIndex([
			...FILLER,
			...ISSUE_TOOLS,
			tool("alpha", "file_issue", "File an issue"),
			tool("beta", "file_ticket", "File a ticket"),
		]);
		const hits = ranked(index, "issue", 20);
		expect(hits).toContain("mcp__beta__file_ticket");
		expect(hits.indexOf("mcp__alpha__file_issue")).toBeLessThan(hits.indexOf("mcp__beta__file_ticket"));
	});

	it("an expansion counts with the lesser of its own IDF and the word's", () => {
		const index = new ToolIndex([...FILLER, ...ISSUE_TOOLS, tool("beta", "file_ticket", "File a ticket")]);
		const [byWord] = index.explain("ticket", ["mcp__beta__file_ticket"]);
		const [bySynonym] = index.explain("issue", ["mcp__beta__file_ticket"]);
		const [ownWord] = index.explain("issue", ["mcp__tracker__step_0"]);
		// The synonym's score is capped by the IDF of `issue`, far below that of `ticket` typed itself.
		expect(bySynonym?.score ?? 0).toBeLessThan(byWord?.score ?? 0);
		expect(bySynonym?.concepts[0]?.score ?? 0).toBeGreaterThan(0);
		expect(ownWord?.concepts[0]?.score ?? 0).toBeGreaterThan(0);
	});

	it('the query "create_issue" finds create_issue first among similar tools', () => {
		const github = [
			tool("github", "create_pull_request", "Create a new pull request in a GitHub repository"),
			tool("github", "list_issues", "List issues in a GitHub repository"),
			tool("github", "update_issue", "Update an existing issue in a GitHub repository"),
			tool("github", "get_issue", "Get details of a specific issue in a GitHub repository"),
			tool("github", "add_issue_comment", "Add a comment to an existing issue"),
			tool("github", "create_issue", "Create a new issue in a GitHub repository"),
			tool("github", "create_repository", "Create a new GitHub repository"),
		];
		// One tool has the local name: it is the answer.
		expect(new ToolIndex([...FILLER, ...github]).search(parseQuery("create_issue"))).toMatchObject({ kind: "exact", tool: { name: "mcp__github__create_issue" } });
		// Two servers have it: ranked, the create_issue tools come first.
		const shared = new ToolIndex([...FILLER, ...github, tool("gitlab", "create_issue", "Create a new issue in a GitLab project")]);
		expect(ranked(shared, "create_issue").slice(0, 2).sort()).toEqual(["mcp__github__create_issue", "mcp__gitlab__create_issue"]);
	});
});

describe("words of time, vocabulary and sign-in", () => {
	it('"many" is a stop word: "how many days in a month" finds the days tool, not the *-many tools', () => {
		const index = new ToolIndex([
			...FILLER,
			tool("mongodb", "insert-many", "Insert many documents into a collection"),
			tool("mongodb", "delete-many", "Delete many documents from a collection"),
			tool("mongodb", "update-many", "Update many documents in a collection"),
			tool("time", "days_in_month", "Get the number of days in a month"),
		]);
		expect(ranked(index, "how many days are in February 2028")[0]).toBe("mcp__time__days_in_month");
	});

	it("a time word in a tool's name is the subject of the query, not a qualifier", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("time", "get_week_year", "Get the week and isoWeek of the year"),
			tool("phone", "lookup_number", "Look up a phone number"),
			tool("pages", "list_pages", "List pages", { page_number: "Page number" }),
			tool("orders", "get_order", "Get an order", { order_number: "Order number" }),
		]);
		expect(ranked(index, "week number")[0]).toBe("mcp__time__get_week_year");
	});

	it("a time word that only qualifies the request still counts for less", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("mail", "search_emails", "Search emails in the mailbox"),
			tool("billing", "get_month_total", "Get the billing total of a month"),
		]);
		expect(ranked(index, "search emails from last month")[0]).toBe("mcp__mail__search_emails");
	});

	it("Chinese words for close, go back, days and week find their tools", () => {
		const index = new ToolIndex([
			...FILLER,
			tool("playwright", "browser_close", "Close the page"),
			tool("playwright", "browser_navigate_back", "Go back to the previous page in the history"),
			tool("playwright", "browser_resize", "Resize the browser window"),
			tool("playwright", "browser_tabs", "List, create, close, or select a browser tab"),
			tool("time", "days_in_month", "Get the number of days in a month"),
			tool("time", "get_week_year", "Get the week and isoWeek of the year"),
			tool("time", "current_time", "Get the current time"),
		]);
		expect(ranked(index, "关掉浏览器")[0]).toBe("mcp__playwright__browser_close");
		expect(ranked(index, "浏览器返回上一页")[0]).toBe("mcp__playwright__browser_navigate_back");
		expect(ranked(index, "浏览器后退")[0]).toBe("mcp__playwright__browser_navigate_back");
		expect(ranked(index, "这个月有几天")[0]).toBe("mcp__time__days_in_month");
		expect(ranked(index, "今天是今年的第几周")[0]).toBe("mcp__time__get_week_year");
	});

	it('"logged in" means signed in, not log files', () => {
		const index = new ToolIndex([
			...FILLER,
			tool("tracker", "get_viewer", "Get information about the currently authenticated user"),
			tool("docker", "container_logs", "Fetch the logs of a container"),
			tool("db", "query_logs", "Query the logs of the database"),
		]);
		expect(ranked(index, "which user is logged in")[0]).toBe("mcp__tracker__get_viewer");
		expect(ranked(index, "logged in user")).not.toContain("mcp__docker__container_logs");
		expect(ranked(index, "show the container logs")[0]).toBe("mcp__docker__container_logs");
	});
});

describe("+word is satisfied by the word itself, not by its synonyms", () => {
	const index = new ToolIndex([
		...FILLER,
		tool("tracker", "create_issue", "Create an issue"),
		tool("helpdesk", "create_ticket", "Create a ticket"),
		tool("vcs", "list_repos", "List repos of an account"),
		tool("calendar", "respond", "Respond to an invitation"),
		tool("vcs", "delete_branch", "Delete a branch"),
	]);

	it("a synonym does not satisfy a required word", () => {
		// Optional, `issue` also finds its synonym `ticket`.
		expect(ranked(index, "create issue")).toContain("mcp__helpdesk__create_ticket");
		expect(ranked(index, "create +issue")).toEqual(["mcp__tracker__create_issue"]);
		expect(keywords(index.search(parseQuery("+erase branch"))).missingRequired).toEqual(["erase"]);
	});

	it("the word's stem, derived form, abbreviation and translation satisfy it", () => {
		expect(ranked(index, "+issues")).toEqual(["mcp__tracker__create_issue"]);
		expect(ranked(index, "+invite accept")).toEqual(["mcp__calendar__respond"]);
		expect(ranked(index, "+repository list")).toEqual(["mcp__vcs__list_repos"]);
		expect(ranked(index, "+repo list")).toEqual(["mcp__vcs__list_repos"]);
		expect(ranked(index, "+删除").sort()).toEqual(["mcp__notes__delete_note", "mcp__vcs__delete_branch"]);
	});
});

describe("the relevance floor", () => {
	const index = new ToolIndex([
		...FILLER,
		tool("tracker", "create_issue", "Create an issue"),
		tool("tracker", "update_issue", "Update an issue"),
		tool("wiki", "edit_page", "Edit a page. Mentions an issue in passing, and a label."),
	]);

	it("loads strong matches", () => {
		const outcome = keywords(index.search(parseQuery("create issue")));
		expect(outcome.load.map((hit) => hit.name)).toEqual(["mcp__tracker__create_issue"]);
		expect(outcome.load[0]?.confidence).toBeGreaterThan(0.5);
	});

	it("offers weak matches as candidates without loading them", () => {
		// Only one of three words, and only in the description.
		const outcome = keywords(index.search(parseQuery("label notebook directory")));
		expect(outcome.candidates.map((hit) => hit.name)).toContain("mcp__wiki__edit_page");
		expect(outcome.load.map((hit) => hit.name)).not.toContain("mcp__wiki__edit_page");
		const weak = outcome.candidates.find((hit) => hit.name === "mcp__wiki__edit_page");
		expect(weak?.confidence).toBeLessThan(0.3);
	});

	it("loads nothing when no hit clears the floor", () => {
		const outcome = keywords(index.search(parseQuery("passing parrots and label notebook directory entries")));
		expect(outcome.load.every((hit) => hit.confidence >= 0.3)).toBe(true);
		// Each hit matches half the query, in its description.
		const none = keywords(index.search(parseQuery("mentions notebook")));
		expect(none.load).toEqual([]);
		expect(none.candidates.map((hit) => hit.name).sort()).toEqual(["mcp__notes__create_note", "mcp__wiki__edit_page"]);
	});

	it("neither loads nor names hits that match only a common word: the query is a miss", () => {
		// `list` is in most of these tools; no tool knows `parrots`.
		const many = new ToolIndex([
			...FILLER,
			...Array.from({ length: 30 }, (_, i) => tool("inventory", `list_items_${i}`, `List the items of shelf ${i}`)),
		]);
		const outcome = keywords(many.search(parseQuery("list parrots")));
		expect(outcome.load).toEqual([]);
		expect(outcome.candidates).toEqual([]);
		// The same common word with a word the tools know is a match.
		expect(keywords(many.search(parseQuery("list shelf items"))).load.length + keywords(many.search(parseQuery("list shelf items"))).candidates.length).toBeGreaterThan(0);
	});

	it("names only hits within a tenth of the best score", () => {
		const outcome = keywords(index.search(parseQuery("create issue label notebook")));
		const best = outcome.load[0] ?? outcome.candidates[0];
		for (const hit of outcome.candidates) expect(hit.score).toBeGreaterThanOrEqual(0.1 * (best?.score ?? 0));
	});

	it("names the one match of a tiny catalog", () => {
		const tiny = new ToolIndex([tool("notes", "create_note", "Create a note in the notebook")]);
		const outcome = keywords(tiny.search(parseQuery("note")));
		expect([...outcome.load, ...outcome.candidates].map((hit) => hit.name)).toEqual(["mcp__notes__create_note"]);
	});

	it("names a single weak hit instead of loading it: having no rival is no reason to load", () => {
		// Only one tool has `gizmo`, in a parameter: weak evidence, and nothing to be far ahead of.
		const crates = Array.from({ length: 12 }, (_, i) => tool("store", `crate_${i}`, `A crate ${i}`));
		const single = new ToolIndex([...FILLER, ...crates, tool("shop", "rotate", "Rotates a part", { part: "The gizmo to rotate" })]);
		const outcome = keywords(single.search(parseQuery("gizmo")));
		expect(outcome.load).toEqual([]);
		expect(outcome.candidates.map((hit) => hit.name)).toEqual(["mcp__shop__rotate"]);
		expect(outcome.candidates[0]?.confidence).toBeLessThan(0.3);
		// Two such tools: neither is far ahead, so both are named and neither is loaded.
		const twins = new ToolIndex([...FILLER, ...crates, tool("shop", "rotate", "Rotates a part", { part: "The gizmo to rotate" }), tool("shop", "spin", "Spins a part", { part: "The gizmo to spin" })]);
		const both = keywords(twins.search(parseQuery("gizmo")));
		expect(both.load).toEqual([]);
		expect(both.candidates.map((hit) => hit.name).sort()).toEqual(["mcp__shop__rotate", "mcp__shop__spin"]);
	});

	it("names the rest as candidates, best first, within the limit", () => {
		const outcome = keywords(index.search(parseQuery("issue"), { limit: 2 }));
		expect(outcome.load.length + outcome.candidates.length).toBe(2);
		const all = [...outcome.load, ...outcome.candidates];
		expect(all[0]?.score).toBeGreaterThanOrEqual(all[1]?.score ?? 0);
	});

	it("reports the matched query words of each hit", () => {
		const outcome = keywords(index.search(parseQuery("create issue")));
		expect(outcome.load[0]?.matched).toEqual(["create", "issue"]);
		expect(outcome.terms).toEqual(["create", "issue"]);
	});
});

describe("query kinds", () => {
	const index = new ToolIndex([
		...FILLER,
		tool("github", "create_issue", "Create an issue"),
		tool("github", "add_issue_comment", "Comment on an issue"),
		tool("gitlab", "create_issue", "Create an issue"),
		tool("slack", "slack_post_message", "Post a message"),
		tool("slack", "slack_list_channels", "List channels"),
		tool("google-maps", "maps_geocode", "Geocode an address"),
		tool("google-calendar", "list-events", "List events"),
	]);

	it("select: finds names case-insensitively, with - and _ alike, in request order", () => {
		expect(index.search(parseQuery("select:MCP__GitHub__Add_Issue_Comment,mcp__github__create_issue"))).toEqual({
			kind: "select",
			found: ["mcp__github__add_issue_comment", "mcp__github__create_issue"],
			unknown: [],
		});
		expect(index.search(parseQuery("select:mcp__google_maps__maps_geocode"))).toMatchObject({ found: ["mcp__google-maps__maps_geocode"] });
	});

	it("select: accepts a tool's unique local name", () => {
		expect(index.search(parseQuery("select:slack_post_message"))).toMatchObject({ found: ["mcp__slack__slack_post_message"], unknown: [] });
	});

	it("select: suggests the closest names for unknown ones", () => {
		const outcome = index.search(parseQuery("select:mcp__github__create_isue,mcp__github__create_issue"));
		expect(outcome).toMatchObject({ kind: "select", found: ["mcp__github__create_issue"] });
		if (outcome.kind !== "select") return;
		expect(outcome.unknown).toHaveLength(1);
		expect(outcome.unknown[0]?.requested).toBe("mcp__github__create_isue");
		expect(outcome.unknown[0]?.suggestions[0]).toBe("mcp__github__create_issue");
		expect(outcome.unknown[0]?.suggestions.length).toBeLessThanOrEqual(3);
	});

	it("exact: a full tool name answers that tool", () => {
		expect(index.search(parseQuery("mcp__github__create_issue"))).toMatchObject({ kind: "exact", tool: { name: "mcp__github__create_issue" } });
		expect(index.search(parseQuery("Mcp__GitHub__Create_Issue"))).toMatchObject({ kind: "exact", tool: { name: "mcp__github__create_issue" } });
	});

	it("exact: an unknown full name answers select with suggestions", () => {
		const outcome = index.search(parseQuery("mcp__github__create_issues"));
		expect(outcome).toMatchObject({ kind: "select", found: [] });
		if (outcome.kind === "select") expect(outcome.unknown[0]?.suggestions[0]).toBe("mcp__github__create_issue");
	});

	it("exact: a unique local name written with _ answers that tool; a shared one is ranked", () => {
		expect(index.search(parseQuery("slack_post_message"))).toMatchObject({ kind: "exact", tool: { name: "mcp__slack__slack_post_message" } });
		expect(index.search(parseQuery("create_issue")).kind).toBe("keywords");
	});

	it("prefix: mcp__server and a bare server name list all the server's tools", () => {
		const all = { kind: "prefix", namespaces: ["mcp__slack"], names: ["mcp__slack__slack_post_message", "mcp__slack__slack_list_channels"] };
		expect(index.search(parseQuery("mcp__slack"))).toEqual(all);
		expect(index.search(parseQuery("slack"))).toEqual(all);
		expect(index.search(parseQuery("Slack"))).toEqual(all);
	});

	it("prefix: a partial server name lists every server it begins", () => {
		const outcome = index.search(parseQuery("mcp__google"));
		expect(outcome).toMatchObject({ kind: "prefix", namespaces: ["mcp__google-maps", "mcp__google-calendar"] });
		expect(index.search(parseQuery("mcp__google_maps"))).toMatchObject({ kind: "prefix", namespaces: ["mcp__google-maps"] });
	});

	it("prefix: an unknown server falls back to keywords", () => {
		expect(index.search(parseQuery("mcp__bitbucket")).kind).toBe("keywords");
	});

	it("prefix: a mistyped server answers with the closest servers by edit distance", () => {
		expect(index.search(parseQuery("mcp__slak"))).toMatchObject({ kind: "keywords", closestNamespaces: ["mcp__slack"] });
		expect(index.search(parseQuery("mcp__githb"))).toMatchObject({ kind: "keywords", closestNamespaces: ["mcp__github"] });
		expect(index.search(parseQuery("mcp__bitbucket"))).not.toHaveProperty("closestNamespaces");
	});

	it("keywords: mcp is not a query word, since every MCP tool has it", () => {
		const withMcp = new ToolIndex([...FILLER, tool("bridge", "list_servers", "List the MCP servers of the MCP bridge")]);
		expect(keywords(withMcp.search(parseQuery("mcp tools for notes"))).terms).toEqual(["tools", "notes"]);
		expect(keywords(withMcp.search(parseQuery("mcp__slak"))).load).toEqual([]);
		expect(keywords(withMcp.search(parseQuery("mcp__slak"))).candidates).toEqual([]);
	});

	it("select: full tool names separated by spaces load those tools", () => {
		expect(index.search(parseQuery("mcp__github__create_issue mcp__slack__slack_post_message"))).toEqual({
			kind: "select",
			found: ["mcp__github__create_issue", "mcp__slack__slack_post_message"],
			unknown: [],
		});
		const withDirect = new ToolIndex([...FILLER, { name: "jira_create_issue", description: "Create a Jira issue" }, { name: "jira_get_issue", description: "Get a Jira issue" }]);
		expect(withDirect.search(parseQuery("jira_create_issue jira_get_issue"))).toMatchObject({ kind: "select", found: ["jira_create_issue", "jira_get_issue"] });
		// A plain word among them makes it keywords.
		expect(withDirect.search(parseQuery("jira_create_issue bug")).kind).toBe("keywords");
	});

	it("keywords: an empty query finds nothing", () => {
		expect(index.search(parseQuery("the of and"))).toMatchObject({ kind: "keywords", load: [], candidates: [] });
		expect(new ToolIndex().search(parseQuery("anything"))).toMatchObject({ kind: "keywords", load: [], candidates: [] });
	});
});

describe("languages", () => {
	const index = new ToolIndex([
		...FILLER,
		tool("github", "create_issue", "Create a new issue in a repository"),
		tool("github", "create_pull_request", "Create a new pull request"),
		tool("calendar", "create_event", "Create a calendar event"),
		tool("maps", "walking_route", "步行路径规划，根据起点和终点规划步行路线"),
		tool("maps", "weather", "根据城市名称查询天气"),
	]);

	it("a Chinese query finds an English tool through the built-in vocabulary", () => {
		expect(ranked(index, "创建 issue")[0]).toBe("mcp__github__create_issue");
		expect(ranked(index, "创建拉取请求")[0]).toBe("mcp__github__create_pull_request");
		expect(ranked(index, "在日历上新建一个活动")[0]).toBe("mcp__calendar__create_event");
	});

	it("a Chinese description is found by a Chinese query", () => {
		expect(ranked(index, "步行路线")[0]).toBe("mcp__maps__walking_route");
		expect(ranked(index, "查天气")[0]).toBe("mcp__maps__weather");
	});

	it("an English query finds a Chinese-described tool by its name", () => {
		expect(ranked(index, "weather")[0]).toBe("mcp__maps__weather");
	});
});

describe("incremental updates", () => {
	const POOL: ToolDoc[] = [
		...FILLER,
		tool("github", "create_issue", "Create a new issue in a repository", { title: "Issue title" }),
		tool("github", "list_issues", "List issues of a repository"),
		tool("gitlab", "create_issue", "Create an issue"),
		tool("gitlab", "create_merge_request", "Open a merge request", { source: "Source branch" }),
		tool("slack", "slack_post_message", "Post a message to a channel"),
		tool("maps", "weather", "根据城市名称查询天气"),
		tool("devops", "create_branch", "Create a branch in a Codeup repository"),
		tool("devops", "list_files", "List files of a Codeup repository"),
		tool("devops", "get_commit", "Get a Codeup commit"),
		tool("files", "read_file", "Read a file (replacement)", { path: "Path" }),
	];
	const QUERIES = [
		"create issue",
		"github issues",
		"codeup branch",
		"post message",
		"查询天气",
		"+gitlab merge",
		"mcp__github",
		"slack",
		"select:mcp__github__create_issu",
		"read file",
	];

	it("add and remove leave the index answering exactly like a fresh one", () => {
		const op = fc.oneof(
			fc.record({ add: fc.constant(true as const), doc: fc.integer({ min: 0, max: POOL.length - 1 }) }),
			fc.record({ add: fc.constant(false as const), doc: fc.integer({ min: 0, max: POOL.length - 1 }) }),
		);
		fc.assert(
			fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
				const index = new ToolIndex();
				for (const { add, doc } of ops) {
					const target = POOL[doc] as ToolDoc;
					if (add) index.add(target);
					else index.remove(target.name);
				}
				const fresh = new ToolIndex(index.names().map((name) => index.get(name) as ToolDoc));
				expect(fresh.size).toBe(index.size);
				for (const query of QUERIES) expect(index.search(parseQuery(query))).toEqual(fresh.search(parseQuery(query)));
			}),
			{ numRuns: 150 },
		);
	});

	it("removing every tool leaves an empty index", () => {
		const index = new ToolIndex(POOL);
		for (const doc of POOL) index.remove(doc.name);
		expect(index.size).toBe(0);
		expect(index.search(parseQuery("create issue"))).toMatchObject({ load: [], candidates: [] });
		index.add(POOL[0] as ToolDoc);
		expect(ranked(index, "note")).toEqual([POOL[0]?.name]);
	});
});

describe("explain", () => {
	it("scores named tools concept by concept", () => {
		const index = new ToolIndex([...FILLER, tool("tracker", "create_issue", "Create an issue")]);
		const [explained] = index.explain("create issue", ["mcp__tracker__create_issue"]);
		expect(explained?.name).toBe("mcp__tracker__create_issue");
		expect(explained?.concepts.map((concept) => concept.label)).toEqual(["create", "issue"]);
		expect(explained?.concepts.every((concept) => concept.score > 0)).toBe(true);
	});
});

describe("robustness", () => {
	it("indexes and searches arbitrary text without failing", () => {
		const docArbitrary = fc.record({
			name: fc.string({ minLength: 1, maxLength: 40 }),
			description: fc.string({ maxLength: 200 }),
			inputSchema: fc.option(fc.jsonValue(), { nil: undefined }),
			hint: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
			namespace: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
		});
		fc.assert(
			fc.property(fc.array(docArbitrary, { maxLength: 20 }), fc.array(fc.string({ maxLength: 60 }), { maxLength: 5 }), (docs, queries) => {
				const index = new ToolIndex(docs);
				for (const query of [...queries, "select:", "mcp__", "+", "+ +x", "。，、", "🙂 emoji"]) {
					const outcome = index.search(parseQuery(query));
					if (outcome.kind === "keywords") {
						const hits = [...outcome.load, ...outcome.candidates];
						expect(hits.every((hit) => Number.isFinite(hit.score) && hit.confidence >= 0 && hit.confidence <= 1 + 1e-9)).toBe(true);
					}
				}
				for (const doc of docs) index.remove(doc.name);
				expect(index.size).toBe(0);
			}),
			{ numRuns: 100 },
		);
	});

	it("accepts a cyclic schema", () => {
		const schema: Record<string, unknown> = { type: "object", properties: {} };
		(schema.properties as Record<string, unknown>).self = schema;
		const index = new ToolIndex([{ name: "mcp__x__loop", description: "Loops", inputSchema: schema }]);
		expect(index.tokens("mcp__x__loop")).toBeGreaterThan(0);
		expect(ranked(index, "loops")).toEqual(["mcp__x__loop"]);
	});

	it("handles a very long query", () => {
		const index = new ToolIndex(FILLER);
		const outcome = index.search(parseQuery("read file ".repeat(2000)));
		expect(keywords(outcome).load[0]?.name).toBe("mcp__files__read_file");
	});
});

describe("a tool-name prefix within a server", () => {
	const tools = [
		tool("github", "create_issue", "Create an issue"),
		tool("github", "create_pull_request", "Open a pull request"),
		tool("github", "list_issues", "List issues"),
		tool("gitlab", "create_issue", "Create an issue"),
	];
	const index = new ToolIndex([...FILLER, ...tools]);

	it("lists the tools whose names start with it, with or without a trailing *, whatever its case", () => {
		for (const written of ["mcp__github__create_", "mcp__github__create_*", "MCP__GitHub__Create"]) {
			const outcome = index.search(parseQuery(written));
			expect(outcome.kind).toBe("prefix");
			if (outcome.kind === "prefix") expect(outcome.names).toEqual(["mcp__github__create_issue", "mcp__github__create_pull_request"]);
		}
	});

	it("is still an unknown name with the closest names when no tool's name starts with it", () => {
		expect(index.search(parseQuery("mcp__github__delete_"))).toMatchObject({ kind: "select", found: [], unknown: [{ requested: "mcp__github__delete_" }] });
	});
});

describe("what a load costs, by how found tools reach the model", () => {
	// A tool whose first line of description is a page of prose: its declaration alone is over the
	// load budget, its callable entry (the first 60 words and the schema) is not.
	const prose = Array.from({ length: 900 }, (_, at) => `word${at % 50}`).join(" ");
	const long = tool("ci", "pipeline_status", `Get the status of the latest pipeline of a project. ${prose}`, { project: "Project slug" });

	it("counts a callable entry as the entry shows the description, and a short description as declared", () => {
		const analyzed = analyzeTool(long);
		expect(analyzed.tokens).toBeGreaterThan(1_000);
		expect(analyzed.callTokens).toBeLessThan(200);
		const short = analyzeTool(FILLER[0] as ToolDoc);
		expect(short.callTokens).toBe(short.tokens);
	});

	it("makes a tool callable in call mode that declare mode only names, because its declaration is over the budget", () => {
		const index = new ToolIndex([...FILLER, long]);
		const query = parseQuery("latest pipeline status");
		expect(keywords(index.search(query, { mode: "declare" })).load.map((hit) => hit.name)).toEqual([]);
		expect(keywords(index.search(query, { mode: "call" })).load.map((hit) => hit.name)).toEqual(["mcp__ci__pipeline_status"]);
	});
});

describe("product agreement and the model's hints", () => {
	const CI: ToolDoc[] = [
		tool("circleci", "get_build_logs", "Get the logs of a CircleCI build"),
		tool("circleci", "list_pipelines", "List CircleCI pipelines of a project"),
		tool("circleci", "rerun_workflow", "Rerun a CircleCI workflow"),
		tool("devops", "stop_pipeline_job_run", "Cancel a running pipeline job", { jobId: "The job to cancel" }),
		tool("devops", "list_pipeline_jobs", "List the jobs of a pipeline"),
	];
	const names = (outcome: SearchOutcome) => ({ load: keywords(outcome).load.map((hit) => hit.name), named: keywords(outcome).candidates.map((hit) => hit.name) });

	it("never loads another product's tool for a request that names a product; it is named instead", () => {
		const index = new ToolIndex([...FILLER, ...CI]);
		const outcome = names(index.search(parseQuery("cancel a running CircleCI job"), { mode: "call" }));
		expect(outcome.load).not.toContain("mcp__devops__stop_pipeline_job_run");
		expect(outcome.named).toContain("mcp__devops__stop_pipeline_job_run");
		// Without the product, the same job is served by it.
		expect(names(index.search(parseQuery("cancel a running pipeline job"), { mode: "call" })).load).toContain("mcp__devops__stop_pipeline_job_run");
	});

	it("a hit only the model's hints bring loads when one hint says most of the request, not when words are scattered over hints", () => {
		const stash = { ...tool("git", "git_stash", "Stash the changes in a working directory"), meaning: "park my unfinished work so I can switch branches\nsave changes for later without committing" };
		const index = new ToolIndex([...FILLER, ...CI, stash]);
		expect(names(index.search(parseQuery("park my unfinished work to switch branches"), { mode: "call" })).load).toEqual(["mcp__git__git_stash"]);
		const scattered = names(index.search(parseQuery("park the car later"), { mode: "call" }));
		expect(scattered.load).toEqual([]);
		// A hint that shares no word with the tool's own text (claiming requests of every kind) names it, never loads it.
		const greedy = { ...tool("notes", "append_line", "Append a line to a note"), meaning: "answer my question\nhelp me with anything at all" };
		const claimed = names(new ToolIndex([...FILLER, ...CI, greedy]).search(parseQuery("answer my question about rust lifetimes"), { mode: "call" }));
		expect(claimed.load).not.toContain("mcp__notes__append_line");
		// A tool without hints is searched as before: the same index without them ranks nothing for the paraphrase.
		const plain = new ToolIndex([...FILLER, ...CI, tool("git", "git_stash", "Stash the changes in a working directory")]);
		expect(names(plain.search(parseQuery("park my unfinished work to switch branches"), { mode: "call" })).load).toEqual([]);
	});
});
