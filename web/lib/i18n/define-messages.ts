import type { Catalogue, Messages } from "#shared/i18n/catalogue";
import type { Language } from "./languages";

// The catalogue format is the product's one (shared/i18n/catalogue.ts, decision 024): the web adds
// the registry and the language packs on top of it.
export { type Catalogue, interpolate, type Messages, type Params, placeholders } from "#shared/i18n/catalogue";

const registry: Catalogue<Messages>[] = [];

/** A language's texts for every catalogue, by catalogue id (what `language-packs.ts` loads). */
export type LanguagePack = Record<string, Messages>;
const byId = new Map<string, Partial<Catalogue<Messages>>>();
const packs = new Map<Language, LanguagePack>();

/**
 * In the built app a catalogue arrives with its English only and an id (the build's
 * `languagePacks` plugin moves the other languages into one pack per language); its other
 * languages are filled in from the packs loaded so far, now or when a pack arrives.
 */
export function defineMessages<T extends Messages>(catalogue: Catalogue<T>, id?: string): Catalogue<T> {
  registry.push(catalogue as unknown as Catalogue<Messages>);
  if (id !== undefined) {
    const partial = catalogue as unknown as Partial<Catalogue<Messages>>;
    byId.set(id, partial);
    for (const [language, pack] of packs) partial[language] ??= pack[id];
  }
  return catalogue;
}

/** Adds a loaded language pack to the catalogues defined so far and to those defined later. */
export function addLanguagePack(language: Exclude<Language, "en">, pack: LanguagePack): void {
  packs.set(language, pack);
  for (const [id, catalogue] of byId) catalogue[language] ??= pack[id];
}

/** Every catalogue defined so far (the completeness test imports them all first). */
export function definedCatalogues(): readonly Catalogue<Messages>[] {
  return registry;
}
