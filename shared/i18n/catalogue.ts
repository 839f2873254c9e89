import type { TLanguage } from "../settings/options";

/**
 * The one catalogue format of the product (decision 024): pages, the web's translations of server
 * messages and the emails all write their texts as `{ en: {...}, es: {...}, fr: {...}, de: {...} }`.
 * The English strings define the keys, and every other language must have exactly those keys (the
 * type checker and `tests/unit/web-i18n-catalogues.test.ts` both insist). `{name}` marks a value
 * filled in at run time; a key ending in `_one` / `_other` is a plural pair.
 */
export type Messages = Record<string, string>;
export type Catalogue<T extends Messages> = { en: T } & Record<Exclude<TLanguage, "en">, Record<keyof T, string>>;
export type Params = Record<string, string | number>;

/** BCP 47 tags for Intl: dates and numbers are formatted for the language. */
export const LOCALES: Record<TLanguage, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" };

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

export type Translate<T extends Messages> = ((key: keyof T & string, params?: Params) => string) & {
  /** The `key_one` / `key_other` pair chosen by the language's plural rules for `count`. */
  plural(key: PluralBase<T>, count: number, params?: Params): string;
};
type PluralBase<T> = { [K in keyof T & string]: K extends `${infer Base}_one` ? Base : never }[keyof T & string];

/** The strings of one catalogue in a language, English where a text is missing. */
export function translator<T extends Messages>(catalogue: Catalogue<T>, language: TLanguage): Translate<T> {
  // Undefined in the web only while the language's pack loads (the preferences wait for it).
  const strings = catalogue[language] as Record<string, string> | undefined;
  const locale = LOCALES[language];
  const t = ((key: string, params?: Params) =>
    interpolate(strings?.[key] ?? catalogue.en[key] ?? key, params, locale)) as Translate<T>;
  const rules = new Intl.PluralRules(locale);
  t.plural = (key, count, params) => {
    const form = rules.select(count) === "one" ? "one" : "other";
    return t(`${key}_${form}` as keyof T & string, { count, ...params });
  };
  return t;
}

/** A catalogue outside the web (emails): the same format, checked by the same completeness test. */
export function defineCatalogue<T extends Messages>(catalogue: Catalogue<T>): Catalogue<T> {
  return catalogue;
}
