export { hostWaitsFor, type Reach, reachOf } from "./host-wait.ts";
export { configuredExposures, type ConfiguredServer, findServer, hasExposure, isMcpRunning, readConfiguredServers, serverCondition, type ServerCondition, type Transport } from "./mcp-state.ts";
export { awaitTools, pollUntil, waitForServers } from "./startup-wait.ts";
export { HostServers, type Project } from "./host-servers.ts";
