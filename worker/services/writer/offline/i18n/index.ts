import type { TLanguage } from "../../../../../shared/schemas/settings";
import { type DocumentText, en } from "./en";

/** The offline writer's words in each interface language. */
export const DOCUMENT_TEXT: Record<TLanguage, DocumentText> = { en, es: en, fr: en, de: en };
