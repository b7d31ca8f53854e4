/**
 * Search over real MCP tool catalogs (test/fixtures/mcp, copies of published servers' `tools/list`
 * answers), in English and Chinese.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ToolDoc } from "../../../src/search/engine/scoring/analyze.ts";
import type { SearchOutcome } from "../../../src/search/engine/scoring/outcome.ts";
import { parseQuery } from "../../../src/search/engine/words/query.ts";
import { ToolIndex } from "../../../src/search/engine/tool-index.ts";

const FIXTURES = fileURLToPath(new URL("../../fixtures/mcp/", import.meta.url));

function corpus(): ToolDoc[] {
	return readdirSync(FIXTURES)
		.filter((file) => file.endsWith(".json"))
		.sort()
		.flatMap((file) => {
			const server = JSON.parse(readFileSync(`${FIXTURES}${file}`, "utf8")) as {
				server: string;
				tools: { name: string; description?: string; inputSchema?: unknown }[];
			};
			return server.tools.map((tool) => ({
				name: `mcp__${server.server}__${tool.name}`,
				description: tool.description ?? "",
				inputSchema: tool.inputSchema,
				namespace: `mcp__${server.server}`,
			}));
		});
}

const index = new ToolIndex(corpus());

function top(query: string, count = 3): string[] {
	const outcome: SearchOutcome = index.search(parseQuery(query), { limit: count });
	if (outcome.kind !== "keywords") throw new Error(`expected keywords, got ${outcome.kind}`);
	return [...outcome.load, ...outcome.candidates].map((hit) => hit.name);
}

describe("real catalogs", () => {
	it("holds several hundred tools from the fixtures", () => {
		expect(index.size).toBeGreaterThan(600);
	});

	it("finds English tools for English requests", () => {
		expect(top("post a message to a slack channel")[0]).toBe("mcp__slack__slack_post_message");
		expect(top("stop the running docker container")).toContain("mcp__docker__docker-stop");
		expect(top("undo the last commit but keep my changes")).toContain("mcp__git__git_reset");
		expect(top("refund a stripe charge")).toContain("mcp__stripe__create_refund");
		expect(top("what time is it now in tokyo")).toContain("mcp__time__current_time");
	});

	it("loads a confident match and names the rest as candidates", () => {
		const outcome = index.search(parseQuery("github merge pull request"));
		if (outcome.kind !== "keywords") throw new Error(outcome.kind);
		expect(outcome.load.map((hit) => hit.name)).toContain("mcp__github__merge_pull_request");
		expect(outcome.load.length).toBeLessThanOrEqual(3);
		expect(outcome.candidates.length).toBeGreaterThan(0);
	});

	it("a Chinese query finds English tools", () => {
		expect(top("在 GitHub 上新建一个 issue")).toContain("mcp__github__create_issue");
		expect(top("Docker 停止容器")).toContain("mcp__docker__docker-stop");
		expect(top("查看 git 提交历史")).toContain("mcp__git__git_log");
		expect(top("给 Slack 频道发消息")).toContain("mcp__slack__slack_post_message");
		expect(top("创建 GitLab 合并请求")).toContain("mcp__gitlab__create_merge_request");
	});

	it("a Chinese query finds tools with Chinese descriptions", () => {
		expect(top("高德 驾车路线规划")).toContain("mcp__amap__maps_direction_driving");
		expect(top("根据 IP 获取位置")).toEqual(expect.arrayContaining(["mcp__baidu-map__map_ip_location"]));
		expect(top("在飞书里创建一个群聊")).toContain("mcp__lark__im_v1_chat_create");
		expect(top("获取 Semi 组件的文件路径列表")).toContain("mcp__semi__get_component_file_list");
		expect(top("杭州明天天气怎么样", 4)).toEqual(expect.arrayContaining(["mcp__amap__maps_weather", "mcp__baidu-map__map_weather"]));
		expect(top("云效 测试计划列表")).toContain("mcp__alibabacloud-devops__list_test_plans");
		expect(top("执行发布流程的阶段")).toContain("mcp__alibabacloud-devops__execute_app_release_stage");
	});

	it("an English query finds tools with Chinese descriptions by their names", () => {
		expect(top("amap weather")[0]).toBe("mcp__amap__maps_weather");
		expect(top("reverse geocode coordinates")).toEqual(expect.arrayContaining(["mcp__baidu-map__map_reverse_geocode"]));
	});

	it("lists a server's tools for its prefix", () => {
		const outcome = index.search(parseQuery("mcp__amap"));
		expect(outcome.kind).toBe("prefix");
		if (outcome.kind === "prefix") expect(outcome.names).toHaveLength(12);
	});

	it("selects real names case-insensitively", () => {
		expect(index.search(parseQuery("select:MCP__SLACK__SLACK_POST_MESSAGE,mcp__time__convert_time"))).toEqual({
			kind: "select",
			found: ["mcp__slack__slack_post_message", "mcp__time__convert_time"],
			unknown: [],
		});
	});
});
