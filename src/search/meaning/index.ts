/** The face of src/search/meaning: search hints written by the user's own model. */
export { type HintStatus, ModelHints } from "./model-hints.ts";
export { hintModelOf, type ModelContext } from "./pi-model.ts";
export { hintLanguage } from "./language.ts";
