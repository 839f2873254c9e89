import { type Translate, translator } from "../i18n/i18n-context";
import { definitionMessages } from "./definitions.messages";

/** The definitions catalogue in one language: a screen passes `useT(definitionMessages)`. */
export type DefinitionTexts = Translate<(typeof definitionMessages)["en"]>;

/**
 * English, for callers that do not pass their language yet: the labels' functions were English-only
 * before the interface had languages, and screens are moved to catalogues one at a time.
 */
export const ENGLISH_DEFINITION_TEXTS: DefinitionTexts = translator(definitionMessages, "en");
