/**
 * pi entry point for ask_user_question: a multiple-choice dialog for decisions that are the
 * user's. The logic lives in src/ask; this file only wires it into pi.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { registerAskUserQuestion } from "../src/ask/tool.ts";

export default function askUserQuestion(pi: ExtensionAPI): void {
	registerAskUserQuestion(pi);
}
