import { isLanguage, type Language } from "#web/lib/i18n/languages.ts";

/**
 * What choosing a language changes: the interface at once, and the saved settings when someone is
 * signed in. Anything that is not one of the languages changes nothing.
 */
export function languageChoice(
  value: string,
  signedIn: boolean,
): { preferences: { language: Language }; save?: { language: Language } } | undefined {
  if (!isLanguage(value)) return undefined;
  return { preferences: { language: value }, save: signedIn ? { language: value } : undefined };
}
