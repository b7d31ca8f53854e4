export { Continuations, CONTINUE_MESSAGE_TYPE, continueText } from "./continuation.ts";
export { registerMidRunNotices } from "./mid-run-notices.ts";
export { NOTICE_MESSAGE_TYPE } from "./notices.ts";
export { type RunMessage, runNotice } from "./run-notice.ts";
export { RunNotices } from "./run-notices.ts";
