import { capitalise } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { WORDS } from "./language";
import { wordsPattern } from "./language/patterns";
import { LEXICON } from "./reading/lexicon";
import { singularPhrase } from "./reading/nouns";

/**
 * The customer organisation of a product sold to many (the fleet, the clinic, the school), as the
 * founder names it where they say its data is kept apart or what it pays: "each fleet's data kept
 * separate", "Jede Hausverwaltung sieht nur ihre eigenen Daten", "cada clínica aislada de las
 * demás", "Chaque cabinet ne voit que ses propres données", "a $200 monthly minimum per fleet",
 * "datos separados por gimnasio", "data isolation between spaces". Null for a product of one
 * organisation: a café seeing only its own invoices is a customer's access, and a dentist seeing
 * only their orders a role's.
 */
const EACH = "(?:each|every|jede[rsnm]?|cada|chaque)";
const NOUN = "([\\p{L}][\\p{L}'’-]*(?:\\s[\\p{L}][\\p{L}-]*)?)";
const DATA = "(?:data|daten|datos|données|suyo|lo suyo|everything)";
const PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b${EACH}\\s+${NOUN}(?:['’]s)?\\s+(?:data\\s+)?(?:is\\s+|are\\s+|kept\\s+|strikt\\s+|ist\\s+|est\\s+|es\\s+|está\\s+)?(?:kept\\s+)?(?:separate|isolated|getrennt|aislad[ao]|separad[ao]|isolée?|étanche)`,
    "iu",
  ),
  new RegExp(
    `\\b${EACH}\\s+${NOUN}\\s+(?:only (?:ever )?sees|sees only|can only see|sieht nur|ve solo|ve sólo|ne voit que)\\s+(?:its|their|ihre|seine|sus|ses|lo|leurs)?\\s*(?:own|eigenen|propres)?\\s*${DATA}`,
    "iu",
  ),
  new RegExp(
    `\\b(?:data|datos|daten|données)\\s+(?:isolation|separation|separated|separate|kept separate|separados?|getrennt|isolées?|séparées?)\\s+(?:between|per|by|por|pro|par|entre)\\s+${NOUN}`,
    "iu",
  ),
  new RegExp(`\\bkein(?:e|er)?\\s+${NOUN}\\s+(?:darf|kann)\\s+(?:die\\s+)?daten`, "iu"),
  // A subscription's monthly minimum per organisation: "$200 monthly minimum per fleet".
  new RegExp(
    `\\b(?:monthly minimum|yearly minimum|minimum|mindestens|mínimo|minimo)\\b(?=[^.;]{0,60}\\b(?:month|monthly|monat|mes|mois|year|yearly|jahr|año|an|année)\\b)[^.;]{0,60}?\\b(?:per|pro|por|par)\\s+(?:(?:month|year)\\s+per\\s+|(?:mes|año)\\s+por\\s+|(?:mois|an)\\s+par\\s+)?${NOUN}`,
    "iu",
  ),
];

/** Words that end the organisation's name in the patterns above. */
const NOT_NAME =
  /^(?:data|daten|datos|données|month|monat|mes|mois|year|jahr|año|an|and|und|y|et|strikt|est|es|ist|is|are|only|nur|solo|seulement|kept|per|pro|por|par|so|that|which|to|because|weil|damit|um|para|que|porque|pour|qui|car|afin|en|in|al|au)$/iu;

/**
 * "Fr. 390.– pro Museum und Monat", "49 €/monat pro stall", "25 000 FCFA par mois par opérateur":
 * a price per customer organisation (a word the language counts as one, or a German compound of
 * one) names the tenant.
 */
function pricedPer(answer: string, language: AnswerLanguage, roles: readonly string[]): string | null {
  const words = WORDS[language];
  const each = new Set(words.nouns.quantifiers.map((word) => word.toLocaleLowerCase(language)));
  // "per", "pro", "por", "par", "x": not "cada restaurante vea…", which says who sees what, not what is paid.
  const per = new Set(
    [...words.money.per.map((word) => word.toLocaleLowerCase(language)), "x"].filter((word) => !each.has(word)),
  );
  const heads = words.nouns.organisations;
  const tokens = answer.split(/[\s/]+/u);
  for (const [index, token] of tokens.entries()) {
    const before = answer.includes(`/${token}`) ? "/" : (tokens[index - 1] ?? "").toLocaleLowerCase(language);
    if (!per.has(before) && before !== "/") continue;
    const word = (each.has(token.toLocaleLowerCase(language)) ? (tokens[index + 1] ?? "") : token).replace(
      /[^\p{L}-]+$/u,
      "",
    );
    const lower = word.toLocaleLowerCase(language);
    const organisation =
      heads.includes(lower) ||
      (language === "de" && heads.some((head) => lower.length > head.length + 2 && lower.endsWith(head)));
    if (!organisation) continue;
    // "pro Museum", "por empresa", "par agence": a price is per one, so the word is already singular.
    const noun = word;
    if (roles.some((role) => role.toLocaleLowerCase(language) === noun.toLocaleLowerCase(language))) continue;
    return noun;
  }
  return null;
}

/** Adjectives founders put before the organisations they sell to: not part of the name. */
const SIZE_WORDS = new Set([
  "small",
  "smaller",
  "local",
  "independent",
  "large",
  "big",
  "mid-size",
  "mid-sized",
  "new",
]);

/**
 * "A job tracker for borehole drilling companies", "booking + consent forms for tattoo shops",
 * "un logiciel pour les petites boîtes de ramonage": a product for many organisations of a kind,
 * sold by a recurring price, keeps each one's data as its own; that kind is the tenant.
 */
function servedOrganisation(
  oneLiner: string,
  price: string,
  language: AnswerLanguage,
  roles: readonly string[],
  data: string,
): string | null {
  const words = WORDS[language];
  const periods = Object.values(words.money.periods).flatMap((period) => [...period.units, ...period.adverbs]);
  const recurring = wordsPattern(periods).test(price);
  if (!recurring) return null;
  const heads = new Set(words.nouns.organisations);
  const lex = LEXICON[language];
  const purpose = new Set(words.hedges.purpose.map((word) => word.toLocaleLowerCase(language)));
  const tokens = oneLiner.split(/[\s,;:()]+/u).filter(Boolean);
  for (const [index, token] of tokens.entries()) {
    if (!purpose.has(token.toLocaleLowerCase(language))) continue;
    const after = tokens.slice(index + 1, index + 9);
    const at = after.findIndex((word) => heads.has(word.toLocaleLowerCase(language).replace(/[.!?]+$/u, "")));
    if (at < 0) continue;
    const head = (after[at] ?? "").replace(/[.!?]+$/u, "");
    // A plural: a product for many of them ("companies", "Firmen", "boîtes"), not "for my studio".
    if (singularPhrase(head, language, true) === head) continue;
    if (after.slice(0, at).some((word) => words.nouns.possessives.includes(word.toLocaleLowerCase(language)))) continue;
    // "contractors" a role already: the organisation is theirs, no record of its own to add.
    const one = singularPhrase(head, language, true).toLocaleLowerCase(language);
    if (roles.some((role) => role.toLocaleLowerCase(language) === one)) return null;
    // "for Catholic parishes" with Parishes in the data: the record the founder keeps is the tenant.
    if (new RegExp(`(?<![\\p{L}])${one}`, "iu").test(data)) return capitalise(one);
    let name: string[];
    if (language === "en") {
      // "borehole drilling companies" -> "Drilling company": the head and the noun before it.
      const before = after[at - 1] ?? "";
      const modifier =
        at > 0 && !lex.determiners.has(before.toLocaleLowerCase()) && !SIZE_WORDS.has(before.toLocaleLowerCase());
      name = modifier ? [before, head] : [head];
    } else {
      // "boîtes de ramonage": the head and its complement.
      const next = tokens[index + 1 + at + 1] ?? "";
      const object = tokens[index + 1 + at + 2] ?? "";
      const complement = /^(?:de|del)$/iu.test(next) && object ? [next, object] : [];
      name = [head, ...complement.map((word) => word.replace(/[.!?]+$/u, ""))];
    }
    return capitalise(singularPhrase(name.join(" "), language, true));
  }
  return null;
}

export function tenantOf(
  answers: readonly string[],
  language: AnswerLanguage,
  roles: readonly string[] = [],
  /** The price answer (q16): a price per customer organisation names the tenant. */
  price = "",
  /** The one-liner (q2): a product for many organisations of a kind, sold by subscription. */
  oneLiner = "",
  /** The data answer (q9): a record of that kind is the tenant. */
  data = "",
): string | null {
  const lex = LEXICON[language];
  for (const pattern of PATTERNS) {
    for (const answer of answers) {
      const found = answer.match(pattern)?.[1];
      if (!found) continue;
      const words: string[] = [];
      for (const word of found.split(/\s+/)) {
        if (lex.determiners.has(word.toLocaleLowerCase(language))) continue;
        if (NOT_NAME.test(word)) break;
        words.push(word);
      }
      const noun = singularPhrase(
        words
          .slice(0, 2)
          .join(" ")
          .replace(/['’]s$/u, ""),
        language,
        true,
      );
      const isRole = roles.some((role) => role.toLocaleLowerCase(language) === noun.toLocaleLowerCase(language));
      if (noun && !isRole) return noun;
    }
  }
  const perOrganisation = price ? pricedPer(price, language, roles) : null;
  if (perOrganisation) return perOrganisation;
  const served = oneLiner ? servedOrganisation(oneLiner, price, language, roles, data) : null;
  return served && !roles.some((role) => role.toLocaleLowerCase(language) === served.toLocaleLowerCase(language))
    ? served
    : null;
}
