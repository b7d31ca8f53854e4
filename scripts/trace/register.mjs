/** `node --import ./scripts/trace/register.mjs …`: loads `src/` through the trace's hooks (./hooks.mjs). */
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);
