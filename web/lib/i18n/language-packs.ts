import { addLanguagePack, type LanguagePack } from "./define-messages";
import type { Language } from "./languages";

type Loader = () => Promise<{ default: LanguagePack }>;

// One chunk per language, made by the build's languagePacks plugin (scripts/build/language-packs.ts).
const LOADERS: Record<Exclude<Language, "en">, Loader> = {
  es: () => import("virtual:language-pack/es"),
  fr: () => import("virtual:language-pack/fr"),
  de: () => import("virtual:language-pack/de"),
};

const loading = new Map<Language, Promise<void>>();

/**
 * Makes a language's texts available before it is shown. English is always there; a failed
 * load (offline) is forgotten, so the next choice of that language tries again.
 */
export function loadLanguagePack(language: Language): Promise<void> {
  if (language === "en") return Promise.resolve();
  const known = loading.get(language);
  if (known) return known;
  const load = LOADERS[language]().then((module) => addLanguagePack(language, module.default));
  loading.set(language, load);
  load.catch(() => loading.delete(language));
  return load;
}
