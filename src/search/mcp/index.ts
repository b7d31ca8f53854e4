export { hostWaitsFor, type Reach, reachOf } from "./host-wait.ts";
export { codemodeExposures, configuredExposures, type ConfiguredServer, findServer, hasExposure, serverCondition, type ServerCondition, toolsOfServer, type Transport } from "./mcp-state.ts";
export { waitForServers } from "./startup-wait.ts";
export { HostServers, type Project, type ServerHost } from "./host-servers.ts";
export { originsOf } from "./origins.ts";
