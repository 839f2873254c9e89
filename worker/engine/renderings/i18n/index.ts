import type { TLanguage } from "#shared/schemas/settings";
import { de } from "./de";
import { type DocumentText, en } from "./en";
import { es } from "./es";
import { fr } from "./fr";

/** The offline writer's words in each interface language. */
export const DOCUMENT_TEXT: Record<TLanguage, DocumentText> = { en, es, fr, de };
