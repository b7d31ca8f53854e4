/** The face of src/search/trust: screening a server's text, and fingerprinting a tool. */
export { cachedFlags, type Flag, kindWords, MAX_SCREEN_CHARS, type ScreenContext, screenOnce, screenText, screenTool, setScreenContext } from "./screen.ts";
export { BackgroundScreening } from "./background.ts";
export { FLAG_KINDS, type FlagKind } from "./rules.ts";
export { changeSentence, type ParamPrint, parsePrint, printOf, samePrint, type ToolChange, type ToolPrint } from "./fingerprint.ts";
export { declaredCut, declaredDescription, declaredDescriptions, declaredMessages, declaredParameters, MAX_DECLARED_DESCRIPTION_CHARS, MAX_DECLARED_PARAMETER_TEXT_CHARS } from "./declared.ts";
