import type { Language } from "./languages";

/**
 * A catalogue of one part of the interface: the English strings define the keys, and every other
 * language must have exactly those keys (the type checker and a unit test both insist). `{name}`
 * marks a value filled in at run time; a key ending in `_one` / `_other` is a plural pair.
 */
export type Messages = Record<string, string>;
export type Catalogue<T extends Messages> = { en: T } & Record<Exclude<Language, "en">, Record<keyof T, string>>;

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

export type Params = Record<string, string | number>;

/** Replaces `{name}` with the param's value; a number is formatted for the language. */
export function interpolate(text: string, params: Params | undefined, locale: string): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

/** The placeholders a string uses, to check that translations keep them. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}
