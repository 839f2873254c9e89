import type { TLanguage } from "#shared/schemas/settings";
import { de } from "./de";
import { type DeckText, en } from "./en";
import { es } from "./es";
import { fr } from "./fr";

/** The deck's words in each interface language. */
export const DECK_TEXT: Record<TLanguage, DeckText> = { en, es, fr, de };
