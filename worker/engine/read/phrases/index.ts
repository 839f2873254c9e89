import type { TLanguage } from "#shared/schemas/settings";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { AnalyzerPhrases } from "./types";

/** The analyzer's own text in each interface language. */
export const PHRASES: Record<TLanguage, AnalyzerPhrases> = { en, es, fr, de };
