export { hostWaitsFor, type Reach, reachOf } from "./host-wait.ts";
export { configuredExposures, type ConfiguredServer, findServer, hasExposure, readConfiguredServers, serverCondition, type ServerCondition, toolsOfServer, type Transport } from "./mcp-state.ts";
export { awaitTools, pollUntil, waitForServers } from "./startup-wait.ts";
export { HostServers, type Project } from "./host-servers.ts";
