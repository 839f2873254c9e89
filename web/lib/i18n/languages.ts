import { LANGUAGES, type TLanguage } from "#shared/settings/options";

export type Language = TLanguage;

/** BCP 47 tags for Intl: dates and numbers are formatted for the interface language. */
export { LOCALES } from "#shared/i18n/catalogue";
export { LANGUAGES };

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français", de: "Deutsch" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
