import type { TLanguage } from "../../../../../shared/schemas/settings";
import { en } from "./en";
import type { AnalyzerPhrases } from "./types";

/** The analyzer's own text in each interface language. */
export const PHRASES: Record<TLanguage, AnalyzerPhrases> = { en, es: en, fr: en, de: en };
