import type { AnswerLanguage } from "../answer-language";
import { isVerb, LEXICON } from "./lexicon";
import { type Token, tokensOf } from "./tokens";

/** Who a clause is about: the noun phrases before its verb ("The fleet manager", "Die MFAs"). */
export type Subject = {
  /** Each coordinated subject as written, without articles: ["chef", "encargado de compras"]. */
  names: string[];
  /** What the clause says they do, from the verb on ("approves repairs over $500"). */
  predicate: string;
  /** The verb is plural ("Mechanics log", "Die Patienten buchen"): the names are plurals. */
  plural: boolean;
  /** Found only by its punctuation ("Operator: everything"): no verb follows it. */
  labelled: boolean;
  /** What the founder put in brackets after the name: "ich", "admin". */
  aside?: string;
};

const MAX_WORDS = 4;
const UNMISTAKABLE = /^(?:is|are|was|were|has|have|had|can|may|must|will|should|belongs|needs|gets|does)$/;
const OPENERS =
  /^(?:and|also|then|plus|but|und|außerdem|auch|dann|aber|y|además|también|luego|pero|et|puis|aussi|mais|enfin)$/i;
const PLURAL_VERB: Record<AnswerLanguage, RegExp> = {
  en: /^(?:are|have|do|were)$/,
  de: /^(?:[a-zäöüß]+en|sind|haben|dürfen|können|müssen|sollen|wollen|werden)$/,
  es: /^(?:[a-záéíóúñ]+(?:an|en)|son|están|van|ven|dan)$/,
  fr: /^(?:[a-zàâçéèêëîïôûù]+ent|sont|ont|font|vont|peuvent|doivent)$/,
};

/**
 * The subject of a clause, or null when the clause does not start with one (a verb, a list, a
 * preposition with no comma after it). Leading connectives and an opening phrase closed by a
 * comma ("Del lado del proveedor, el vendedor ...") are skipped; the founder speaking ("ich als
 * Inhaber", "We (the team)", "nous, les admins") names the role they give.
 */
export function subjectOf(clause: string, language: AnswerLanguage): Subject | null {
  const lex = LEXICON[language];
  let tokens = tokensOf(clause, language);
  while (tokens[0] && OPENERS.test(tokens[0].lower)) tokens = tokens.slice(1);
  const first = tokens[0];
  if (!first) return null;
  // "Del lado del proveedor, el vendedor confirma": an opening phrase ends at its comma.
  if (lex.prepositions.has(first.lower) || lex.complement.has(first.lower)) {
    const comma = tokens.findIndex(
      (_token, index) => index > 0 && index < 7 && gapAfter(clause, tokens, index - 1).includes(","),
    );
    if (comma < 0) return null;
    tokens = tokens.slice(comma);
  }
  const selfNamed = selfRole(clause, tokens, language);
  if (selfNamed) return selfNamed;
  return nounPhrases(clause, tokens, language);
}

/** The text between token i and token i + 1 (or the end). */
function gapAfter(text: string, tokens: readonly Token[], index: number): string {
  const token = tokens[index];
  if (!token) return "";
  return text.slice(token.end, tokens[index + 1]?.start ?? text.length);
}

const GENITIVE = /^(?:der|des)$/;

/** What opens a relative clause about the name before it (German's "der/die" put the verb last). */
const RELATIVE = /^(?:who|qui|quien|quienes|que)$/u;

function nounPhrases(clause: string, tokens: readonly Token[], language: AnswerLanguage): Subject | null {
  const lex = LEXICON[language];
  const names: string[] = [];
  let words: Token[] = [];
  let index = 0;
  const close = () => {
    if (words.length > 0) names.push(clause.slice(words[0]?.start, words.at(-1)?.end));
    words = [];
  };
  for (; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    if (words.length === 0 && lex.determiners.has(token.lower)) continue;
    // "administrador de la clínica": after "de" an article belongs to the name.
    if (afterComplement(words, lex.complement) && lex.determiners.has(token.lower)) {
      words.push(token);
      continue;
    }
    // A possessor is not the name: "The school's IT lead".
    if (words.length === 0 && /['’]s$/.test(token.lower) && next) continue;
    if (lex.conjunctions.has(token.lower) && words.length > 0) {
      close();
      continue;
    }
    // "Die Leiterin der Disposition plant": a German genitive after the noun is part of the name.
    if (language === "de" && words.length > 0 && GENITIVE.test(token.lower) && /^\p{Lu}/u.test(next?.text ?? "")) {
      words.push(token);
      continue;
    }
    // "Le metteur en scène crée", "la cheffe en second valide": a bare noun after "en", then the
    // verb, is part of the name (with an article, or no verb next, "en" is the clause's own).
    if (language === "fr" && token.lower === "en" && words.length > 0 && nameGoesOnAfterEn(tokens, index, words)) {
      words.push(token, tokens[index + 1] as Token);
      index += 1;
      continue;
    }
    const stop =
      lex.modals.has(token.lower) ||
      lex.prepositions.has(token.lower) ||
      isVerbHere(token, words, language, next) ||
      (words.length > 0 && lex.self.has(token.lower));
    if (stop) break;
    if (lex.complement.has(token.lower) && words.length > 0) {
      // "encargado de compras", "chef de fournil": the complement is part of the name.
      words.push(token);
      continue;
    }
    if (!/\p{L}/u.test(token.text)) return null;
    // German nouns are capitalised: a lower-case word is an adjective before its noun, or no subject.
    if (language === "de" && /^\p{Ll}/u.test(token.text) && !/^\p{Lu}/u.test(next?.text ?? "")) return null;
    words.push(token);
    if (countWords(words, lex.complement) > MAX_WORDS) return null;
    const gap = gapAfter(clause, tokens, index);
    if (/[,:;(–—]|\s-\s/.test(gap)) return afterPunctuation(clause, tokens, index, words, names, language);
  }
  const verb = tokens[index];
  if (!verb) return null;
  close();
  return finish(clause, names, verb, language);
}

function nameGoesOnAfterEn(tokens: readonly Token[], index: number, words: readonly Token[]): boolean {
  const noun = tokens[index + 1];
  const verb = tokens[index + 2];
  if (!noun || !verb || !/^\p{L}/u.test(noun.text) || LEXICON.fr.determiners.has(noun.lower)) return false;
  if (isVerb(noun.lower, "fr")) return false;
  return isVerbHere(verb, [...words, noun], "fr", tokens[index + 3]);
}

/**
 * A subject followed by punctuation: "Operator: everything" and "Admin - all" are labels; "Der
 * Chef (ich) darf alles" has an aside before its verb, "Admin (everything)" is a label; "Die
 * Praxisinhaberin, also ich, darf alles" has an aside between commas.
 */
function afterPunctuation(
  clause: string,
  tokens: readonly Token[],
  index: number,
  words: Token[],
  names: string[],
  language: AnswerLanguage,
): Subject | null {
  const lex = LEXICON[language];
  const last = tokens[index] as Token;
  names.push(clause.slice(words[0]?.start, last.end));
  const rest = clause.slice(last.end);
  const label = rest.match(/^\s*(?::|[–—]|\s-\s)\s*/);
  if (label) return done(names, rest.slice(label[0].length), false, true);
  const aside = rest.match(/^\s*\(([^()]*)\)?/);
  const afterAside = aside ? rest.slice(aside[0].length) : rest.replace(/^\s*,/, "");
  const following = tokensOf(afterAside, language);
  // "Die Kanzleiinhaberin (ich) und die Büroleiterin dürfen alles": the subject goes on.
  if (aside && following[0] && lex.conjunctions.has(following[0].lower)) {
    const more = nounPhrases(afterAside, following.slice(1), language);
    if (more && !more.labelled)
      return { ...more, names: [...names, ...more.names], plural: true, aside: aside[1]?.trim() ?? "" };
  }
  const verbAt = following.findIndex((token) => isVerb(token.lower, language) || lex.modals.has(token.lower));
  const between = following.slice(0, Math.max(0, verbAt));
  // "le directeur de l'atelier, qui peut tout faire": a relative pronoun between the name and its verb.
  const asideOnly = between.every(
    (token, at) =>
      lex.self.has(token.lower) ||
      /^(?:also|et|y|und|and)$/i.test(token.lower) ||
      (at === 0 && !aside && RELATIVE.test(token.lower)),
  );
  if (verbAt >= 0 && verbAt <= 3 && asideOnly && !/^\s*[,;]/.test(aside ? afterAside : "")) {
    const verb = following[verbAt] as Token;
    const subject = finish(clause, names, { ...verb, start: clause.length - afterAside.length + verb.start }, language);
    return subject && aside ? { ...subject, aside: aside[1]?.trim() ?? "" } : subject;
  }
  if (aside && /^\s*(?:[,;.]|$)/.test(afterAside)) return done(names, aside[1] ?? "", false, true);
  return null;
}

function finish(clause: string, names: string[], verb: Token, language: AnswerLanguage): Subject | null {
  const lex = LEXICON[language];
  // The verb may follow a preposition ("die Aushilfen im Laden geben"): the first verb-like word says the number.
  const verbs = tokensOf(clause.slice(verb.start), language)
    .slice(0, 5)
    .filter(
      (token) =>
        isVerb(token.lower, language) ||
        (language === "de" &&
          /^\p{Ll}/u.test(token.text) &&
          !lex.prepositions.has(token.lower) &&
          !lex.determiners.has(token.lower)),
    );
  const plural = names.length > 1 || PLURAL_VERB[language].test((verbs[0] ?? verb).lower);
  return done(names, clause.slice(verb.start), plural, false);
}

function done(names: string[], predicate: string, plural: boolean, labelled: boolean): Subject | null {
  const cleaned = names.map((name) => name.trim()).filter((name) => /\p{L}/u.test(name));
  if (cleaned.length === 0) return null;
  return { names: cleaned, predicate: predicate.trim(), plural, labelled };
}

function countWords(words: readonly Token[], complement: ReadonlySet<string>): number {
  return words.filter((word) => !complement.has(word.lower)).length;
}

/** The name ends in a complement and its noun: "encargada de compras", "jefe de la obra". */
function complementDone(words: readonly Token[], lex: (typeof LEXICON)["es"]): boolean {
  const last = words.at(-1);
  if (!last || words.length < 3 || lex.determiners.has(last.lower) || lex.complement.has(last.lower)) return false;
  for (let index = words.length - 2; index > 0; index--) {
    const word = (words[index] as Token).lower;
    if (lex.complement.has(word)) return true;
    if (!lex.determiners.has(word)) return false;
  }
  return false;
}

function afterComplement(words: readonly Token[], complement: ReadonlySet<string>): boolean {
  const last = words.at(-1);
  return last !== undefined && complement.has(last.lower);
}

/**
 * Whether a token is the clause's verb: a verb the lexicon knows (never the first word of an
 * English subject, which is a noun there: "Order managers approve"), or in German a lower-case
 * word after a capitalised noun (nouns are capitalised; "zuständige" before its noun is not).
 */
function isVerbHere(token: Token, words: readonly Token[], language: AnswerLanguage, next?: Token): boolean {
  if (words.length === 0) return false;
  // "Each work order is for one truck": a verb-like noun before an unmistakable verb is a noun.
  if (language === "en" && next && UNMISTAKABLE.test(next.lower) && !LEXICON.en.modals.has(token.lower)) return false;
  if (isVerb(token.lower, language)) return true;
  if (language === "es" || language === "fr") {
    const lex = LEXICON[language];
    const lower = /^\p{Ll}/u.test(token.text) && !lex.complement.has(token.lower) && !lex.determiners.has(token.lower);
    // "Le trésorier sort les factures": a word between the name and an article is its verb.
    if (
      lower &&
      next &&
      lex.determiners.has(next.lower) &&
      !/^(?:todo|toda|todos|todas|tout|toute|tous|toutes)$/u.test(next.lower)
    )
      return true;
    // "La encargada de compras cotiza": after the name's complement ("de compras") comes its verb.
    if (lower && complementDone(words, lex)) return true;
  }
  // A plural noun, then a plural ending: "les acheteurs achètent", "los productores producen".
  const previous = words.at(-1)?.lower ?? "";
  if (language === "fr" && /[sx]$/.test(previous) && /[^m]ent$/.test(token.lower) && token.lower.length > 4)
    return true;
  if (language === "es" && /s$/.test(previous) && /(?:an|en)$/.test(token.lower) && token.lower.length > 3) return true;
  if (language !== "de") return false;
  const lastIsNoun = /^\p{Lu}/u.test(words.at(-1)?.text ?? "");
  return lastIsNoun && /^\p{Ll}/u.test(token.text);
}

/**
 * The founder naming their own role: "I'm the admin", "ich als Inhaber", "We (the team)",
 * "nosotras (admin)", "Et nous, les admins, on a tous les droits".
 */
function selfRole(clause: string, tokens: readonly Token[], language: AnswerLanguage): Subject | null {
  const lex = LEXICON[language];
  const first = tokens[0];
  if (!first || !lex.self.has(first.lower)) return null;
  // "I'm", "I'd be", "I'll be": the copula is part of the first token.
  const contracted = /^i['’]m$/i.test(first.text)
    ? " am"
    : /^i['’]d$/i.test(first.text)
      ? " would"
      : /^i['’]ll$/i.test(first.text)
        ? " will"
        : "";
  const after = `${contracted}${clause.slice(first.end)}`;
  const named =
    after.match(/^\s*\(\s*(?:the |la |el |le |les |die |der )?([^()]{2,40}?)\s*\)/i)?.[1] ??
    after.match(/^\s*,\s*(?:the|les|los|las|die|la|le)\s+([^,]{2,40}?)\s*,/i)?.[1] ??
    after.match(
      /^\s*,?\s*(?:als|as|comme|como|en tant que|en tant qu['’])\s*([\p{L}][\p{L} -]{1,40}?)(?=\s+(?:kann|darf|can|peux|puedo|bin|am|habe|have)\b|[,.;]|$)/iu,
    )?.[1] ??
    after.match(
      /^\s*(?:['’]m|am|would be|will be|bin|soy|ser[ée]|suis|serai|serais)\s+(?:the\s+|an?\s+|der\s+|die\s+|el\s+|la\s+|le\s+|l['’]\s*)?([\p{L}][\p{L} -]{1,40}?)(?=\s+(?:and|who|with|of|und|y|et|que|qui)\b|[,.;]|$)/iu,
    )?.[1];
  if (!named || (/\b(?:me|moi|ich|yo|and|friend)\b/i.test(named) && !/admin/i.test(named))) return null;
  const name = roleWords(named, language);
  // "I'd be the admin and see everything": what follows the name, without its "and".
  const predicate = clause
    .slice(clause.indexOf(named) + name.length)
    .replace(/^[\s),]+/, "")
    .replace(/^(?:and|und|y|et|e)\s+/i, "");
  return done([name], predicate, false, false);
}

/** The name's words up to its verb: "Inhaber sehe alles" is the Inhaber. */
function roleWords(named: string, language: AnswerLanguage): string {
  const lex = LEXICON[language];
  const words = named.split(/\s+/);
  const verbAt = words.findIndex(
    (word, index) =>
      index > 0 &&
      (isVerb(word.toLowerCase(), language) ||
        lex.modals.has(word.toLowerCase()) ||
        (language === "de" && /^\p{Ll}/u.test(word))),
  );
  return verbAt > 0 ? words.slice(0, verbAt).join(" ") : named;
}
