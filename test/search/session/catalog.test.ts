import fc from "fast-check";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettingsFiles, type SettingsFile } from "../../../src/host/settings.ts";
import { settingsDirs } from "../../host/settings-dirs.ts";
import {
	type CatalogTool,
	catalogTool,
	deferralOf,
	DEFAULT_POLICY,
	type HostTool,
	hintFor,
	isAutoManaged,
	isDeferring,
	matchesPattern,
	parseMode,
	planActiveTools,
	readPolicy,
	TOOL_SEARCH_ENV,
	type ToolSearchPolicy,
	toolGroup,
} from "../../../src/search/catalog/catalog.ts";
import { mcpNamespaceOf } from "../../../src/search/engine/rules/names.ts";

const schema = { type: "object", properties: { id: { type: "string", description: "The id" } } };

function tool(name: string, extra: Partial<HostTool> = {}): HostTool {
	return { name, description: `${name} does things`, parameters: schema as never, ...extra };
}

function policy(extra: Partial<ToolSearchPolicy> = {}): ToolSearchPolicy {
	return { ...DEFAULT_POLICY, ...extra };
}

describe("parseMode", () => {
	it("reads always, never, auto and auto:N", () => {
		expect(parseMode("always")).toEqual({ kind: "always" });
		expect(parseMode("never")).toEqual({ kind: "never" });
		expect(parseMode("auto")).toEqual({ kind: "auto", percent: 10 });
		expect(parseMode("auto:25")).toEqual({ kind: "auto", percent: 25 });
		expect(parseMode(" AUTO:2.5% ")).toEqual({ kind: "auto", percent: 2.5 });
		expect(parseMode("true")).toEqual({ kind: "always" });
		expect(parseMode("false")).toEqual({ kind: "never" });
	});

	it("rejects anything else", () => {
		for (const value of ["auto:0", "auto:101", "auto:-1", "sometimes", "", 10, null, undefined]) expect(parseMode(value)).toBeUndefined();
	});
});

/** One global settings file holding `{ piQuestion: raw }`. */
function files(raw: Record<string, unknown>): SettingsFile[] {
	return [{ path: "/home/u/.pi/agent/settings.json", scope: "global", data: { piQuestion: raw } }];
}

/** What a problem says, as the user reads it after the file's path: the key and the message. */
function said(problems: readonly { key?: string; message: string }[]): string[] {
	return problems.map((problem) => `${problem.key ?? ""} ${problem.message}`.trim());
}

describe("readPolicy", () => {
	it("defaults to deferring what the host defers, nothing more", () => {
		expect(readPolicy(files({}), {})).toEqual({ policy: DEFAULT_POLICY, problems: [] });
	});

	it("reads every field", () => {
		const { policy: read, problems } = readPolicy(
			files({ toolSearch: { mode: "auto:5", defer: ["mcp__*", "jira_*"], pin: "mcp__memory__read_graph", load: "Call", hints: { "jira_*": "Jira issues" }, learn: { max: 3 }, suggest: false, modelHints: { model: "anthropic/claude-haiku-4-5" }, confirm: false, allow: ["mcp__github__*"] } }),
			{},
		);
		expect(problems).toEqual([]);
		expect(read).toEqual({
			mode: { kind: "auto", percent: 5 },
			defer: ["mcp__*", "jira_*"],
			pin: ["mcp__memory__read_graph"],
			loadAs: "call",
			hints: [{ pattern: "jira_*", hint: "Jira issues" }],
			learn: { sessions: 10, minSessions: 3, max: 3 },
			suggest: false,
			modelHints: { model: "anthropic/claude-haiku-4-5", budget: 60_000 },
			confirm: false,
			allow: ["mcp__github__*"],
		});
	});

	it("reads confirm and allow from the global settings and the environment only: a project's are named and ignored", () => {
		expect(readPolicy(files({}), {}).policy).toMatchObject({ confirm: true, allow: [] });
		expect(readPolicy(files({}), { [TOOL_SEARCH_ENV]: '{"allow":"mcp__evil__add","confirm":false}' }).policy).toMatchObject({ confirm: false, allow: ["mcp__evil__add"] });
		const project: SettingsFile = { path: "/work/repo/.pi/settings.json", scope: "project", data: { piQuestion: { toolSearch: { confirm: false, allow: ["*"], suggest: false } } } };
		const { policy: read, problems } = readPolicy([...files({ toolSearch: { allow: ["mcp__github__*"] } }), project], {});
		expect(read).toMatchObject({ confirm: true, allow: ["mcp__github__*"], suggest: false });
		expect(said(problems)).toEqual([
			"piQuestion.toolSearch.confirm is read from the global settings and the environment only, so a project cannot let tools run without asking you; it is ignored",
			"piQuestion.toolSearch.allow is read from the global settings and the environment only, so a project cannot let tools run without asking you; it is ignored",
		]);
		expect(said(readPolicy(files({ toolSearch: { confirm: "no", allow: 3 } }), {}).problems)).toEqual([
			'piQuestion.toolSearch.confirm must be true or false, not "no"; it is ignored',
			"piQuestion.toolSearch.allow must be a list of tool name patterns, such as mcp__github__* or mcp__github__create_issue, not 3; it is ignored",
		]);
	});

	it("reads modelHints: off by default, true for the session's model, a model and budget, each bad field named", () => {
		expect(readPolicy(files({}), {}).policy.modelHints).toBe(false);
		expect(readPolicy(files({}), { [TOOL_SEARCH_ENV]: '{"modelHints":true}' }).policy.modelHints).toEqual({ model: "current", budget: 60_000 });
		expect(readPolicy(files({ toolSearch: { modelHints: { budget: 5000 } } }), {}).policy.modelHints).toEqual({ model: "current", budget: 5_000 });
		const { policy: read, problems } = readPolicy(files({ toolSearch: { modelHints: { model: "haiku", budget: -1 } } }), {});
		expect(read.modelHints).toEqual({ model: "current", budget: 60_000 });
		expect(said(problems)).toEqual([
			'piQuestion.toolSearch.modelHints.model must be "current" or "provider/model-id", not "haiku"; it is ignored',
			"piQuestion.toolSearch.modelHints.budget must be a whole number of tokens from 0 to 2000000, not -1; it is ignored",
		]);
		expect(said(readPolicy(files({ toolSearch: { modelHints: "yes" } }), {}).problems)).toEqual([
			'piQuestion.toolSearch.modelHints must be true, false or { "model": "current", "budget": 60000 }, not "yes"; it is ignored',
		]);
	});

	it("reads suggest: on by default, false turns it off, anything else named and ignored", () => {
		expect(readPolicy(files({}), {}).policy.suggest).toBe(true);
		expect(readPolicy(files({}), { [TOOL_SEARCH_ENV]: '{"suggest":false}' }).policy.suggest).toBe(false);
		const { policy: read, problems } = readPolicy(files({ toolSearch: { suggest: "no" } }), {});
		expect(read.suggest).toBe(true);
		expect(said(problems)).toEqual(['piQuestion.toolSearch.suggest must be true or false, not "no"; it is ignored']);
	});

	it("reads learn: on by default, false turns it off, numbers in range, each bad one named", () => {
		expect(readPolicy(files({}), {}).policy.learn).toEqual({ sessions: 10, minSessions: 3, max: 5 });
		expect(readPolicy(files({ toolSearch: { learn: false } }), {}).policy.learn).toBe(false);
		expect(readPolicy(files({}), { [TOOL_SEARCH_ENV]: '{"learn":false}' }).policy.learn).toBe(false);
		expect(readPolicy(files({ toolSearch: { learn: { sessions: 4, minSessions: 9 } } }), {}).policy.learn).toEqual({ sessions: 4, minSessions: 4, max: 5 });
		const { policy: read, problems } = readPolicy(files({ toolSearch: { learn: { sessions: 0, max: 2.5 } } }), {});
		expect(read.learn).toEqual({ sessions: 10, minSessions: 3, max: 5 });
		expect(said(problems)).toEqual([
			"piQuestion.toolSearch.learn.sessions must be a whole number from 1 to 50, not 0; it is ignored",
			"piQuestion.toolSearch.learn.max must be a whole number from 0 to 20, not 2.5; it is ignored",
		]);
		expect(said(readPolicy(files({ toolSearch: { learn: "often" } }), {}).problems)).toEqual([
			'piQuestion.toolSearch.learn must be true, false or { "sessions": 10, "minSessions": 3, "max": 5 }, not "often"; it is ignored',
		]);
	});

	it("lets the environment variable override settings field by field", () => {
		const { policy: read } = readPolicy(files({ toolSearch: { mode: "always", defer: ["a_*"] } }), { [TOOL_SEARCH_ENV]: '{"mode":"never"}' });
		expect(read.mode).toEqual({ kind: "never" });
		expect(read.defer).toEqual(["a_*"]);
		expect(readPolicy(files({}), { [TOOL_SEARCH_ENV]: "auto:3" }).policy.mode).toEqual({ kind: "auto", percent: 3 });
	});

	it("keeps defaults for invalid fields and names each problem", () => {
		const { policy: read, problems } = readPolicy(files({ toolSearch: { mode: "often", defer: [1], hints: { x: 2 } } }), { [TOOL_SEARCH_ENV]: "{not json" });
		expect(read).toEqual(DEFAULT_POLICY);
		expect(said(problems)).toEqual([
			"is not valid JSON (an object of toolSearch fields, or a mode such as auto:5); it is ignored",
			'piQuestion.toolSearch.mode must be "always", "never", "auto" or "auto:N" (N a percentage), not "often"; it is ignored',
			"piQuestion.toolSearch.defer must be a list of tool name patterns, not [1]; it is ignored",
			'piQuestion.toolSearch.hints must be an object mapping tool name patterns to hint text, not {"x":2}; it is ignored',
		]);
		expect(problems[0]?.path).toBe(`environment ${TOOL_SEARCH_ENV}`);
		expect(said(readPolicy(files({ toolSearch: [] }), {}).problems)).toEqual(["piQuestion.toolSearch must be an object; it is ignored"]);
	});

	it("reads a list under load as the old name of pin, and a word as the load mode, each from its own source", () => {
		const legacy = readPolicy(files({ toolSearch: { load: ["keep_me"] } }), { [TOOL_SEARCH_ENV]: '{"load":"declare"}' });
		expect(legacy.problems).toEqual([]);
		expect(legacy.policy).toMatchObject({ pin: ["keep_me"], loadAs: "declare" });
		expect(readPolicy(files({ toolSearch: { pin: ["new"], load: ["old"] } }), {}).policy.pin).toEqual(["new"]);
		expect(said(readPolicy(files({ toolSearch: { load: "sometimes" } }), {}).problems)).toEqual([
			'piQuestion.toolSearch.load must be "auto", "declare" or "call" (the old list of patterns belongs in "pin"), not "sometimes"; it is ignored',
		]);
	});

	describe("from settings files", () => {
		it("resolves each field on its own: the project's valid values win, its invalid ones leave the global values in force", () => {
			const { cwd, env } = settingsDirs(
				`\uFEFF${JSON.stringify({ piQuestion: { toolSearch: { mode: "auto:20", defer: ["global_*"], load: ["keep_me"] } } })}`,
				{ piQuestion: { toolSearch: { mode: "never", defer: "project_*", load: 7 } } },
			);
			const { policy: read, problems } = readPolicy(readSettingsFiles(cwd, env), env);
			expect(read.mode).toEqual({ kind: "never" });
			expect(read.defer).toEqual(["project_*"]);
			expect(read.pin).toEqual(["keep_me"]);
			expect(problems).toEqual([
				{
					path: join(cwd, ".pi", "settings.json"),
					key: "piQuestion.toolSearch.load",
					message: 'must be "auto", "declare" or "call" (the old list of patterns belongs in "pin"), not 7; it is ignored',
				},
			]);
		});

		it("names a settings file that is not valid JSON, and keeps the other file's values", () => {
			const { cwd, env } = settingsDirs({ piQuestion: { toolSearch: { mode: "auto:20" } } }, '{ "piQuestion": { "toolSearch": { "mode": "never" }, }');
			const { policy: read, problems } = readPolicy(readSettingsFiles(cwd, env), env);
			expect(read.mode).toEqual({ kind: "auto", percent: 20 });
			expect(problems).toHaveLength(1);
			expect(problems[0]?.path).toBe(join(cwd, ".pi", "settings.json"));
			expect(problems[0]?.message).toMatch(/^is not valid JSON/);
		});
	});
});

describe("patterns", () => {
	it("match whole names, * for any characters, ignoring case", () => {
		expect(matchesPattern("mcp__slack__*", "mcp__slack__post")).toBe(true);
		expect(matchesPattern("mcp__slack__*", "mcp__slackbot__post")).toBe(false);
		expect(matchesPattern("*_issue", "JIRA_CREATE_ISSUE")).toBe(true);
		expect(matchesPattern("jira", "jira_create")).toBe(false);
		expect(matchesPattern("a.b", "axb")).toBe(false);
		expect(matchesPattern("*", "anything")).toBe(true);
	});

	it("give hints: an exact name first, else the first matching pattern", () => {
		const hinted = policy({ hints: [{ pattern: "jira_*", hint: "Jira" }, { pattern: "jira_create", hint: "Create in Jira" }] });
		expect(hintFor(hinted, "jira_create")).toBe("Create in Jira");
		expect(hintFor(hinted, "jira_search")).toBe("Jira");
		expect(hintFor(hinted, "slack")).toBeUndefined();
	});
});

describe("deferralOf", () => {
	const deferMcp = policy({ defer: ["jira_*", "tool_search"], pin: ["mcp__memory__read_graph", "jira_get"] });

	it("takes deferred tools from the host, pinned when a pin pattern names them, and leaves codemode tools to codemode unless pinned", () => {
		expect(deferralOf(tool("mcp__slack__post", { exposure: "deferred" }), deferMcp)).toBe("host");
		expect(deferralOf(tool("mcp__slack__post", { exposure: "codemode" }), deferMcp)).toBeUndefined();
		expect(deferralOf(tool("mcp__memory__read_graph", { exposure: "codemode" }), deferMcp)).toBe("pinned");
		expect(deferralOf(tool("mcp__memory__read_graph", { exposure: "deferred" }), deferMcp)).toBe("pinned");
	});

	it("defers direct tools a defer pattern names, unless a pin pattern names them too", () => {
		expect(deferralOf(tool("jira_create"), deferMcp)).toBe("policy");
		// A model-only tool is reached only through its declaration: never deferred.
		expect(deferralOf(tool("jira_create", { exposure: "model-only" }), deferMcp)).toBeUndefined();
		expect(deferralOf(tool("jira_get"), deferMcp)).toBeUndefined();
		expect(deferralOf(tool("read"), deferMcp)).toBeUndefined();
	});

	it("never takes tool_search itself or hidden tools", () => {
		expect(deferralOf(tool("tool_search"), deferMcp)).toBeUndefined();
		expect(deferralOf(tool("mcp__slack__post", { exposure: "hidden" }), deferMcp)).toBeUndefined();
	});

	it("builds entries with group, hint, namespace description and a token estimate", () => {
		const entry = catalogTool(
			tool("mcp__slack__post", { exposure: "deferred", namespace: { name: "mcp__slack", description: "Slack workspace" } }),
			policy({ hints: [{ pattern: "mcp__slack__*", hint: "chat" }] }),
		);
		expect(entry).toMatchObject({ name: "mcp__slack__post", group: "mcp__slack", groupDescription: "Slack workspace", hint: "chat", deferral: "host" });
		expect(entry?.tokens).toBeGreaterThan(10);
	});
});

describe("toolGroup", () => {
	it("is the namespace, else the mcp__<server> of the name, else the extension's file name", () => {
		expect(toolGroup(tool("x", { namespace: { name: "mcp__docs" } }))).toBe("mcp__docs");
		expect(toolGroup(tool("mcp__my_server__do_it"))).toBe("mcp__my_server");
		expect(toolGroup(tool("jira_create", { sourceInfo: { path: "/home/u/.pi/agent/extensions/jira.ts" } }))).toBe("jira");
		expect(toolGroup(tool("jira_create", { sourceInfo: { path: "/x/jira-tools/index.ts" } }))).toBe("jira-tools");
		expect(toolGroup(tool("list_mcp_resources", { sourceInfo: { path: "builtin:mcp" } }))).toBe("mcp");
		expect(toolGroup(tool("inline_tool", { sourceInfo: { path: "<inline:1>" } }))).toBe("extension");
		expect(toolGroup(tool("odd"))).toBe("other");
		expect(mcpNamespaceOf("mcp__a__b__c")).toBe("mcp__a");
		expect(mcpNamespaceOf("mcp__")).toBeUndefined();
	});
});

describe("isDeferring", () => {
	it("always and never ignore sizes", () => {
		expect(isDeferring({ kind: "always" }, 0, 100_000)).toBe(true);
		expect(isDeferring({ kind: "never" }, 1e9, 100_000)).toBe(false);
	});

	it("auto:N defers only while the definitions exceed N% of the window", () => {
		expect(isDeferring({ kind: "auto", percent: 10 }, 10_000, 100_000)).toBe(false);
		expect(isDeferring({ kind: "auto", percent: 10 }, 10_001, 100_000)).toBe(true);
		expect(isDeferring({ kind: "auto", percent: 10 }, 10_001, 200_000)).toBe(false);
		expect(isDeferring({ kind: "auto", percent: 50 }, 60_000, 100_000)).toBe(true);
	});

	it("auto defers when the window is unknown", () => {
		expect(isDeferring({ kind: "auto", percent: 10 }, 1, undefined)).toBe(true);
		expect(isDeferring({ kind: "auto", percent: 10 }, 1, 0)).toBe(true);
	});
});

describe("planActiveTools", () => {
	function entry(name: string, deferral: CatalogTool["deferral"], exposure: CatalogTool["exposure"] = deferral === "policy" ? "direct" : "deferred"): CatalogTool {
		return { name, description: "", parameters: {}, exposure, deferral, group: "g", tokens: 10 };
	}
	const catalog = [entry("host_a", "host"), entry("host_b", "host"), entry("code_c", "host", "codemode"), entry("policy_d", "policy"), entry("pinned_e", "pinned")];

	it("while deferring: removes policy tools, activates pinned and loaded ones, keeps the order", () => {
		const plan = planActiveTools(["read", "policy_d", "bash"], catalog, new Set(["host_b"]), new Set(), true);
		expect(plan.active).toEqual(["read", "bash", "host_b", "pinned_e"]);
		expect([...plan.autoLoaded]).toEqual([]);
	});

	it("does not touch host-deferred tools something else activated", () => {
		const plan = planActiveTools(["read", "host_a"], catalog, new Set(), new Set(), true);
		expect(plan.active).toEqual(["read", "host_a", "pinned_e"]);
	});

	it("returns no new set when nothing changes", () => {
		expect(planActiveTools(["read", "pinned_e", "host_b"], catalog, new Set(["host_b"]), new Set(), true).active).toBeUndefined();
	});

	it("when not deferring: activates auto-managed tools, not codemode ones, and remembers them", () => {
		const plan = planActiveTools(["read", "policy_d"], catalog, new Set(), new Set(), false);
		expect(plan.active).toEqual(["read", "policy_d", "host_a", "host_b", "pinned_e"]);
		expect([...plan.autoLoaded].sort()).toEqual(["host_a", "host_b"]);
	});

	it("defers auto-loaded tools again once deferring, but keeps the ones the model loaded", () => {
		const plan = planActiveTools(["read", "host_a", "host_b", "policy_d", "pinned_e"], catalog, new Set(["host_b"]), new Set(["host_a", "host_b"]), true);
		expect(plan.active).toEqual(["read", "host_b", "pinned_e"]);
		expect([...plan.autoLoaded]).toEqual([]);
	});

	it("counts deferred and policy tools for auto, not codemode or pinned ones", () => {
		expect(catalog.filter(isAutoManaged).map((tool) => tool.name)).toEqual(["host_a", "host_b", "policy_d"]);
	});
});

describe("patterns against any name", () => {
	/** The same rule as a regular expression, for comparison on short inputs. */
	const reference = (pattern: string, name: string) =>
		new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`, "is").test(name);

	it("agree with the regular-expression rule", () => {
		fc.assert(
			fc.property(fc.stringMatching(/^[ab*_.]{0,8}$/), fc.stringMatching(/^[abAB_.]{0,12}$/), (pattern, name) => {
				expect(matchesPattern(pattern, name)).toBe(reference(pattern, name));
			}),
			{ numRuns: 2000 },
		);
	});

	it("answer at once for a long name and many stars, where a regular expression backtracks", () => {
		expect(matchesPattern("*a*a*a*a*a*a*a*a*b", "a".repeat(100_000))).toBe(false);
		expect(matchesPattern("mcp__*__*", `mcp__${"x".repeat(50_000)}__y`)).toBe(true);
	});
});
