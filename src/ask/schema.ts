/**
 * The parameters of ask_user_question as the provider sees them.
 *
 * Deliberately flat and loose: counts (questions, options) and lengths are checked by the runtime
 * validator in validate.ts, which can explain a problem and steer the model, instead of by
 * minItems/maxItems, which would surface as a bare schema error. No top-level anyOf/oneOf, which
 * several providers reject, and no tuning fields the model could misuse (limits, timeouts).
 */
import { Type, type Static } from "typebox";
import { MAX_HEADER_CHARS, MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS, RECOMMENDED_SUFFIX } from "./limits.ts";
import { OWN_ROWS } from "./rows.ts";

/** The dialog's own rows as the options' description names them: short, the full labels are in the tool's description. */
const OWN_ROW_NAMES = `${OWN_ROWS.other.label}, ${OWN_ROWS.chat.label} and ${OWN_ROWS.noPreference.told.shortForms[0]}`;

/** One option: a label to pick, what picking it means, and an optional preview. */
export const OptionSchema = Type.Object({
	label: Type.String({
		description: `A few words the user picks. Append "${RECOMMENDED_SUFFIX.trim()}" to your own pick.`,
	}),
	description: Type.String({ description: "What picking this option means: its consequence or trade-off." }),
	preview: Type.Optional(
		Type.String({
			description: "Optional concrete artifact (code, config, ASCII mockup) shown while this option is focused. Single-select only.",
		}),
	),
});

/** One question: its text, its chip, its options and whether several may be picked. */
export const QuestionSchema = Type.Object({
	question: Type.String({ description: "The complete question, ending with a question mark." }),
	header: Type.String({ description: `Short topic chip, at most ${MAX_HEADER_CHARS} characters as shown.` }),
	options: Type.Array(OptionSchema, {
		description: `${MIN_OPTIONS} to ${MAX_OPTIONS} distinct choices. The dialog adds ${OWN_ROW_NAMES} itself.`,
	}),
	multiSelect: Type.Boolean({ description: "true when the user may pick several options." }),
});

/** The call: one to MAX_QUESTIONS questions. */
export const AskParamsSchema = Type.Object({
	questions: Type.Array(QuestionSchema, { description: `1 to ${MAX_QUESTIONS} questions.` }),
});

/** A call's arguments once validated (validate.ts). */
export type AskParams = Static<typeof AskParamsSchema>;
