import { LANGUAGES, type TLanguage } from "#shared/settings/options";

export type Language = TLanguage;
export { LANGUAGES };

/** BCP 47 tags for Intl: dates and numbers are formatted for the interface language. */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" };

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français", de: "Deutsch" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
