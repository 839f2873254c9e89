import { singular as englishSingular } from "#shared/text/identifiers";
import type { AnswerLanguage } from "../answer-language";
import { WORDS } from "../language";

const INVARIANT = Object.fromEntries(
  (["en", "de", "es", "fr"] as const).map((language) => [language, new Set(WORDS[language].nouns.invariant)]),
) as unknown as Record<AnswerLanguage, ReadonlySet<string>>;

/**
 * The singular of a noun phrase as the founder spelled it ("Mechanics" -> "Mechanic",
 * "Lagerplätze" -> "Lagerplatz", "dueños de la mascota" -> "dueño de la mascota"), keeping its
 * letters (ä, ñ, é) and its case. English and German change the last word, Spanish and French the
 * words before "de". `plural` says the sentence shows a plural (a plural verb): only then are
 * German endings that singulars share with plurals ("Theke", "Termine") taken off.
 */
export function singularPhrase(phrase: string, language: AnswerLanguage, plural = false): string {
  const words = phrase.split(" ").filter(Boolean);
  if (words.length === 0) return phrase;
  // "Ops", "Sales": the name of a team, not a plural.
  if (INVARIANT[language].has((words.at(-1) ?? "").toLocaleLowerCase(language))) return phrase;
  if (language === "en") return [...words.slice(0, -1), englishWord(words.at(-1) ?? "")].join(" ");
  if (language === "de") return [...words.slice(0, -1), germanSingular(words.at(-1) ?? "", plural)].join(" ");
  const link = words.findIndex(
    (word, index) => index > 0 && /^(?:de|del|des|du|d'|d’|a|à|al|au|en|para|pour)$/i.test(word),
  );
  const head = link < 0 ? words.length : link;
  return words.map((word, index) => (index < head ? romanceSingular(word, language) : word)).join(" ");
}

function englishWord(word: string): string {
  const lower = word.toLowerCase();
  const one = englishSingular(lower);
  if (one === lower) return word;
  // Keep the founder's case: "Mechanics" -> "Mechanic", "MFAs" -> "MFA"; "Apiaries" -> "Apiary".
  if (lower.startsWith(one)) return word.slice(0, one.length);
  if (word === word.toUpperCase()) return one.toUpperCase();
  return /^\p{Lu}/u.test(word) ? one.charAt(0).toUpperCase() + one.slice(1) : one;
}

function romanceSingular(word: string, language: AnswerLanguage): string {
  if (/^\p{Lu}+s$/u.test(word)) return word.slice(0, -1);
  if (language === "fr" && /(?:eaux|aux)$/i.test(word)) return frenchSingular(word);
  if (word.length <= 3 || !/s$/i.test(word) || /ss$/i.test(word)) return word;
  if (language === "fr") return frenchSingular(word);
  if (/(?:ones)$/i.test(word)) return `${word.slice(0, -4)}ón`;
  if (/[rlndzj]es$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function frenchSingular(word: string): string {
  {
    const key = word.toLowerCase();
    // "Cours", "parcours", "repas", "taux": the same word in the singular.
    if (FRENCH_INVARIANT.has(key) || /cours$/.test(key)) return word;
    const irregular = Object.hasOwn(FRENCH_IRREGULAR, key) ? FRENCH_IRREGULAR[key] : undefined;
    if (irregular) return /^\p{Lu}/u.test(word) ? capitalised(irregular) : irregular;
    if (/eaux$/i.test(word)) return word.slice(0, -1);
    if (/aux$/i.test(word)) return `${word.slice(0, -3)}al`;
    return /(?:ou|i|u|è|é)s$/i.test(word) && !/(?:ées|és)$/i.test(word) ? word : word.slice(0, -1);
  }
}

const FRENCH_INVARIANT = new Set(
  "temps corps repas bras pays poids mois fois dos taux frais relais gaz ours puits remords".split(" "),
);
const FRENCH_IRREGULAR: Record<string, string> = { baux: "bail", travaux: "travail", vitraux: "vitrail", yeux: "œil" };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const UMLAUT: Record<string, string> = { ä: "a", ö: "o", ü: "u", Ä: "A", Ö: "O", Ü: "U" };
const unUmlaut = (text: string) => text.replace(/[äöüÄÖÜ](?=[^äöüÄÖÜ]*$)/, (char) => UMLAUT[char] ?? char);

/** German plurals that the form alone tells apart from singulars. */
const GERMAN_RULES: readonly [RegExp, (match: string) => string][] = [
  [/innen$/, (word) => word.slice(0, -3)],
  // "Materialien", "Utensilien": the Latin plural of a noun in -al, -il.
  [/(?:al|il)ien$/, (word) => (/familien$/i.test(word) ? word.slice(0, -1) : word.slice(0, -3))],
  [/(?:ungen|heiten|keiten|schaften|ionen|täten)$/, (word) => word.slice(0, -2)],
  [/nisse$/, (word) => word.slice(0, -2)],
  [
    /(?:ant|ent|ist|at|ot|or|ur|eur|ar)en$/,
    // "Kisten", "Listen" are short nouns in -e, not "Spezialisten".
    (word) =>
      /(?:daten|raten|taten)$/i.test(word) ? word : /^.{1,2}isten$/i.test(word) ? word.slice(0, -1) : word.slice(0, -2),
  ],
  // Umlaut plurals: Aufträge, Lagerplätze, Bestände, Schäden, Gärten.
  [/[äöü](?:g|tz|nd|ck|hl|nk|rk|lt|ft|nt)e$/, (word) => unUmlaut(word.slice(0, -1))],
  // Umlaut plurals of nouns in -en ("Gärten", "Läden", "Schäden"); "Hütten", "Türen" are of "Hütte", "Tür".
  [/(?:gärten|läden|böden|fäden|öfen|gräben|bögen|häfen|schäden)$/i, (word) => unUmlaut(word)],
  [
    /(?:räder|länder|bücher|fächer|dächer|blätter|wörter|häuser|gläser|fässer|männer|ämter|völker|dörfer|wälder|kälber|lämmer|hölzer)$/i,
    (word) => unUmlaut(word.slice(0, -2)),
  ],
  [/(?:kinder|glieder|bilder|felder|lieder|gelder|rinder|schilder)$/i, (word) => word.slice(0, -2)],
  // Plurals in -e whose ending a singular never has ("Hunde", "Pferde", "Geräte", "Fahrzeuge").
  [
    /(?:hunde|pferde|schafe|freunde|geräte|zeuge|kurse|preise|tische|schiffe|briefe|berufe|spiele|tiere)$/i,
    (word) => word.slice(0, -1),
  ],
  // "Firmen", "Themen": plurals of nouns in -a.
  [/(?:firmen|themen|schemen)$/i, (word) => `${word.slice(0, -2)}a`],
  // "Check-ins", "Logins": English nouns in -in.
  [/(?:-in|login|plugin|add-on)s$/i, (word) => word.slice(0, -1)],
  // "MFAs": an acronym's plural (case-sensitive: under /i, \p{Lu} is any letter and "Kurs" would lose its s).
  [/\p{Lu}s$/u, (word) => word.slice(0, -1)],
  // English plurals in German ("Reports", "Tasks", "Users", "Tools", "Coupons", "Apps", "Autos",
  // "Babys"); German singulars in -s keep it ("Kurs", "Preis", "Bus", "Glas", "Hals", "Zins").
  [
    /(?:[tkdmgbp]s|ers|[aeo]ls|[aeo]ns|os|ys|üs|app|mail|chat|shop)s?$/i,
    (word) => (word.endsWith("s") ? word.slice(0, -1) : word),
  ],
];

/** Singulars in -le that the plural rules would cut ("Schule", "Lagerhalle", "Ausgabestelle"). */
const GERMAN_SINGULAR_LE =
  /(?:schule|tabelle|stelle|quelle|zelle|rolle|kontrolle|zentrale|filiale|halle|falle|welle|zeile|meile|säule|spule)$/i;

/** Endings a plural and a singular share ("Kunden"/"Garten", "Termine"/"Theke"): only with a plural shown. */
const GERMAN_PLURAL_ONLY: readonly [RegExp, (match: string) => string][] = [
  // "Kunden", "Stunden", "Rückfragen" lose their n; "Garten", "Laden", "Boden" are singulars.
  // "Nachrichten", "Fahrten", "Arbeiten" lose "en"; "Frauen" loses "en" after its vowel.
  // "Kisten", "Listen" are of "Kiste", "Liste" (a plural of a noun in -st takes -e: "Dienste").
  [/sten$/, (word) => word.slice(0, -1)],
  [
    /(?:cht|eit|rt|ft|nt|lt|rk|kt|au|ei)en$/,
    (word) => (/(?:[aou][dt]|ch|schatt|schlitt)en$/.test(word) ? word : word.slice(0, -2)),
  ],
  [/[^aeiouäöü]en$/, (word) => (/(?:[aou][dt]|ch|schatt|schlitt)en$/.test(word) ? word : word.slice(0, -1))],
  [/(?:n|r|l|m|kt|nt|rt|st|ig|ik|iv)e$/, (word) => word.slice(0, -1)],
];

function germanSingular(word: string, plural: boolean): string {
  if (/^eltern$/i.test(word)) return word;
  for (const [pattern, change] of GERMAN_RULES) if (pattern.test(word)) return change(word);
  if (GERMAN_SINGULAR_LE.test(word)) return word;
  if (plural) for (const [pattern, change] of GERMAN_PLURAL_ONLY) if (pattern.test(word)) return change(word);
  return word;
}
