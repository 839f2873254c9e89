import { normalizeName } from "#shared/blueprint/names";
import { capitalise, clause } from "../text/text";
import { similarity, stems } from "../text/words";
import type { AnswerLanguage } from "./answer-language";
import { WORDS } from "./language";
import { alternation } from "./language/patterns";
import { isNone } from "./markers";
import { DOUBT_WORDS, hedgeOf, isReason, withoutHedge } from "./reading/hedges";
import { type LabelKind, labelKind, layoutParts } from "./reading/layout";
import { LEXICON } from "./reading/lexicon";
import { linesOf, sentencesOf, splitOutsideBrackets } from "./reading/segment";

/** A capability as the founder named it, with the priority their own words give it. */
export type Capability = {
  /** Short, as written, without articles or hedges: "Chat between owner and walker". */
  title: string;
  /** q6 items are Must unless hedged ("would be nice": Could); q6a and "maybe later" are Later. */
  priority: "must" | "should" | "could" | "later";
  /** The answer it comes from. */
  answer: "q6" | "q6a";
};

const MAX_TITLE = 80;

/** "(I think) the must-haves are:", "Lo imprescindible es:", "Unbedingt brauchen wir:": words before the list. */
const LEAD_IN =
  /^(?:(?:I think|I guess|I'd say|honestly|ich (?:denke|glaube),?|creo que|je (?:pense|crois) que)\s+)?(?:the must[- ]haves? (?:are|is)|must[- ]haves?|for (?:v1|the mvp|version 1) I(?:'d| would) (?:say|leave out)|basically(?: we need)?|we (?:really )?need|the essentials? (?:are|is)|lo (?:imprescindible|esencial|m[áa]s importante) (?:es|son)|b[áa]sicamente|para el mvp(?: yo dir[íi]a)?|necesitamos|unbedingt brauchen wir|was wir auf jeden fall brauchen|wir brauchen|im grunde(?: brauchen wir)?|l['’]essentiel,? c['’]est|les indispensables|pour la v1(?: je dirais)?|en gros|il nous faut)\s*[:,]?\s*/iu;

/**
 * The capabilities of q6 and q6a, read sentence by sentence: "The must-haves are: A, B and C.
 * D would be nice. E maybe later, cash is fine at first." gives A, B, C (Must), D (Could) and E
 * (Later); everything in q6a is Later. Titles are the founder's words without the lead-in, the
 * articles and the hedge.
 */
export function readCapabilities(answers: { q6?: string; q6a?: string }, language: AnswerLanguage): Capability[] {
  const out: Capability[] = [];
  for (const part of partsIn(answers.q6, language)) {
    const labelled = part.kind === "later" || part.kind === "could" || part.kind === "should" ? part.kind : null;
    for (const span of labelled || part.listed ? [part.text] : hedgeSpans(part.text)) {
      const hedge = labelled ?? hedgeOf(span);
      const priority = hedge ?? "must";
      for (const item of itemsOf(span, language, hedge !== null, false, part.listed))
        out.push({ title: item, priority, answer: "q6" });
    }
  }
  for (const part of partsIn(answers.q6a, language)) {
    for (const item of itemsOf(part.text, language, true, true, part.listed))
      out.push({ title: item, priority: "later", answer: "q6a" });
  }
  return dedupe(out);
}

/**
 * "A, B, C et les avis clients si on a le temps", "A, B, C, programa de puntos si da el tiempo",
 * "A, B, C y D si da el tiempo": a hedge in the last item of a list of three or more is that
 * item's alone (after its "and", if it has one); the items before it stay needed, as q6 asks for
 * what version 1 must have. In a shorter list a hedge is the sentence's ("Chat, photos and
 * reviews would be nice" is Could throughout).
 */
function hedgeSpans(text: string): string[] {
  // "…; a homeowner portal would be lovely if it fits": a hedge after a semicolon is its clause's.
  const clauses = splitOutsideBrackets(text, /;/g);
  const lastClause = clauses.at(-1) ?? "";
  if (clauses.length > 1 && hedgeOf(lastClause) !== null) {
    const before = text.slice(0, text.length - lastClause.length).replace(/;\s*$/u, "");
    if (hedgeOf(before) === null) return [before, lastClause];
  }
  const items = splitOutsideBrackets(text, /,(?!\d)|;/g);
  const lastItem = items.at(-1) ?? "";
  if (items.length < 3 || hedgeOf(lastItem) === null) return [text];
  // "… y programa de puntos si da el tiempo": the hedged item is the one after the last "and".
  const joined = [...lastItem.matchAll(/\s(?:and|und|y|e|et|&)\s/giu)].at(-1);
  const last = joined?.index !== undefined && joined.index > 0 ? lastItem.slice(joined.index) : lastItem;
  const before = text.slice(0, text.length - last.length).replace(/[,;]\s*$/u, "");
  return hedgeOf(before) === null ? [before, last] : [text];
}

/**
 * The sentences of an answer, each without a label that only says how needed its items are
 * ("Indispensable :", "Wünschenswert, sofern im Budget:", "post-MVP:", "Je dirais :"), with what
 * that label (or the heading of its lines) says.
 */
function partsIn(
  answer: string | undefined,
  language: AnswerLanguage,
): { text: string; kind: LabelKind | null; listed: boolean }[] {
  if (!answer || isNone(answer)) return [];
  return layoutParts(answer, language).map((part) => {
    const own = part.label ? labelKind(part.label) : null;
    const heading = part.heading ? labelKind(part.heading) : null;
    // A list item that is a label and a list of its own ("app pour l'aide: planning, pointage") is one item still.
    return { text: own ? part.body : part.text, kind: own ?? heading, listed: part.listed && !own };
  });
}

/** "Messaging could wait", "El mapa puede esperar": the thing named, without the waiting. */
const WAITS =
  /\s+(?:(?:could|can|may|might)\s+(?:wait|come later)|(?:is|are)\s+not urgent|pueden?\s+esperar|(?:kann|können)\s+warten|peu(?:t|vent)\s+attendre)\b.*$/iu;

/**
 * What q14a would cut first, in the founder's order: "Cost reports per truck. The fleet manager
 * can export to Excel for a while." is one; "Die Inventur, die können die Piloten ..." is one;
 * "El reporte de gasto y la app de iOS" two; "The guest list, then the messages" the guest list
 * first, then the messages.
 */
export function readCuts(answer: string | undefined, language: AnswerLanguage): string[] {
  if (!answer || isNone(answer)) return [];
  const sentences = sentencesIn(answer, language);
  const [first = "", ...rest] = sentences;
  // "1) el seguimiento en vivo del camión 2) Webpay -> …": each numbered item is a cut.
  const numbered = first.split(/\s+\d{1,2}[).]\s+/u).filter((item) => item.trim());
  // "Post-Etiketten. U. die Auswertungen", "Meet links. Ratings too if we must": a sentence
  // that adds one more thing names another cut.
  const more = rest
    .slice(0, 2)
    .map((sentence) => alsoNamed(sentence, language))
    .filter((item): item is string => item !== null);
  return [...numbered, ...more].flatMap((text) => cutsIn(text, language)).slice(0, 6);
}

/** The cuts of one sentence: the thing named first, and one added after a comma ("…, et le relevé PDF"). */
function cutsIn(sentence: string, language: AnswerLanguage): string[] {
  const text = sentence
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s*(?:->|→|=>).*$/u, "")
    .replace(
      /^(?:lo primero que quitar[íi]a(?: es| ser[íi]a)?|the first (?:thing )?(?:to go|I(?:'d| would) cut) (?:is|would be)|I(?:'d| would) cut(?: first)?|zuerst(?: w[üu]rde ich)?(?: streichen)?|je couperais(?: d['’]abord)?|on couperait)\s*:?\s*/iu,
      "",
    );
  const pieces = splitOutsideBrackets(text, /[,:;–—]|\s-\s/g);
  const also = alsoPatterns(language);
  const added = pieces
    .slice(1)
    .map((piece) => piece.trim())
    .filter((piece) => also.start.test(piece) && startsWithDeterminer(piece.replace(also.start, ""), language))
    .map((piece) => piece.replace(also.start, ""));
  // The thing named comes before the reason: "The client dashboard, that's the first thing to go".
  return [pieces[0] ?? "", ...added].flatMap((piece) => {
    const named = piece.replace(
      /\s+(?:first|at first|to begin with|zuerst|als erstes|primero|d['’]abord|en premier)\s*[.!]?$/iu,
      "",
    );
    return (
      named
        .replace(WAITS, "")
        .split(/\s+(?:then|dann|luego|después|puis|ensuite)\s+/iu)[0]
        ?.split(/\s+(?:and|und|y|e|et|&)\s+(?=(?:the|die|der|das|el|la|los|las|le|les|l['’])\s)/iu)
        .map((item) => cleanTitle(item, language))
        .filter((item) => item.length > 0) ?? []
    );
  });
}

/** What a sentence adds: "U. die Auswertungen, die …" the Auswertungen, "Ratings too if we must" the ratings. */
function alsoNamed(sentence: string, language: AnswerLanguage): string | null {
  const also = alsoPatterns(language);
  const text = sentence.trim();
  if (also.start.test(text)) return text.replace(also.start, "");
  const after = also.afterWord.exec(text);
  if (after && after.index > 0 && text.slice(0, after.index).split(/\s+/).length <= 3)
    return text.slice(0, after.index);
  const before = also.beforeWord.exec(text);
  if (before && before.index > 0 && text.slice(0, before.index).split(/\s+/).length <= 2)
    return text.slice(before.index + before[0].length);
  return null;
}

function startsWithDeterminer(text: string, language: AnswerLanguage): boolean {
  const first = (text.trim().split(/\s+/)[0] ?? "").toLocaleLowerCase(language);
  return LEXICON[language].determiners.has(first) || /^[ld]['’]/u.test(first);
}

const alsoCache = new Map<AnswerLanguage, { start: RegExp; afterWord: RegExp; beforeWord: RegExp }>();

function alsoPatterns(language: AnswerLanguage): { start: RegExp; afterWord: RegExp; beforeWord: RegExp } {
  const known = alsoCache.get(language);
  if (known) return known;
  const before = WORDS[language].text.also.before;
  const after = WORDS[language].text.also.after;
  const patterns = {
    start: new RegExp(`^${alternation(before)}(?![\\p{L}])\\s*`, "iu"),
    afterWord: new RegExp(`\\s${alternation(after)}(?![\\p{L}])`, "iu"),
    beforeWord: new RegExp(`\\s${alternation(before)}(?![\\p{L}])\\s*`, "iu"),
  };
  alsoCache.set(language, patterns);
  return patterns;
}

/**
 * The cut a feature's title is, if one: the best match for each cut, so "cut the chat" never cuts
 * "payments and tips". A service the cut names is cut with it ("La firma online con Signaturit":
 * the signing and Signaturit); a cut that matches no title well but shares a word with one title
 * only is that title ("Webpay" and "pago con Webpay", "firma online" and "Contrato y firma").
 */
export function cutFeatures(
  titles: readonly string[],
  cuts: readonly string[],
  services: readonly string[] = [],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const cut of cuts) {
    for (const service of services) if (!out.has(service) && namesService(cut, service)) out.set(service, cut);
    const cutStems = stems(cut);
    let best: { title: string; score: number } | null = null;
    for (const title of titles) {
      if (out.has(title)) continue;
      const titleStems = stems(title);
      const contained = cutStems.length > 0 && cutStems.every((word) => titleStems.includes(word));
      // A cut names a feature by its head: "the chat and tips" is the chat, not "payments and tips".
      const head = titleStems[0] !== undefined && cutStems.includes(titleStems[0]) ? 0.1 : 0;
      const score =
        Math.max(similarity(cut, title), contained ? 0.5 + 0.5 * (cutStems.length / titleStems.length) : 0) + head;
      if (score >= 0.5 && (!best || score > best.score)) best = { title, score };
    }
    if (best) {
      out.set(best.title, cut);
      continue;
    }
    const sharing = titles.filter(
      (title) =>
        !out.has(title) &&
        !services.includes(title) &&
        stems(title).some((word) => word.length >= 4 && cutStems.includes(word)),
    );
    if (sharing.length === 1 && sharing[0]) out.set(sharing[0], cut);
  }
  return out;
}

/** Whether a cut names a service: its name as whole words ("… con Signaturit", "the Xero export"). */
function namesService(cut: string, service: string): boolean {
  const name = service.replace(/\s*\([^)]*\)/gu, "").trim();
  if (name.length < 3) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(cut);
}

function sentencesIn(answer: string | undefined, language: AnswerLanguage): string[] {
  if (!answer || isNone(answer)) return [];
  return linesOf(answer).flatMap((line) => sentencesOf(line, language));
}

/**
 * The items of one sentence: commas and semicolons outside brackets, and "and" where it joins two
 * features (splitAnd). In a hedged sentence, a clause that gives a reason ("cash is fine at first")
 * is not a capability.
 */
function itemsOf(
  sentence: string,
  language: AnswerLanguage,
  hedged: boolean,
  putOff: boolean,
  listed = false,
): string[] {
  const body = sentence.replace(LEAD_IN, "").replace(/[.!?…]+$/u, "");
  const out: string[] = [];
  // "- booking w/ date, muhurat slot, language": an item of a list is one capability, its commas its details.
  for (const part of listed ? [body] : splitOutsideBrackets(body, /,(?!\d)|;/g)) {
    // "stock for pumps and pipes can wait": the hedge goes before "and" is read, so "pipes" stays with its pumps.
    // Only a hedge at the end: "Wenn möglich noch eine Warteliste" keeps its lead for the reason check.
    const stripped = hedged && !listed ? withoutHedge(part) : "";
    const bare = stripped && part.trimStart().toLowerCase().startsWith(stripped.toLowerCase()) ? stripped : part;
    for (const piece of listed ? [part] : splitAnd(bare, language, putOff)) {
      if (hedged && isReason(piece) && hedgeOf(piece) === null) continue;
      const title = cleanTitle(withoutHedge(piece), language);
      if (
        title &&
        !LEFTOVER.test(title) &&
        !functionWordsOnly(title, language) &&
        !isComment(title) &&
        !(hedged && foundersTalking(title, language))
      )
        out.push(title);
    }
  }
  return out;
}

/** Laughter and asides of the four languages ("jaja", "mdr"): no capability. */
const ASIDES = new Set(
  Object.values(WORDS).flatMap((words) => words.hedges.asides.map((aside) => aside.toLowerCase())),
);

/**
 * "Pero eso no es cosa de la app", "but that's not urgent", "jaja": the founder commenting, no
 * capability: a clause that opens with "but" and says what something is, or an aside alone.
 */
function isComment(title: string): boolean {
  if (ASIDES.has(title.toLowerCase().replace(/[.!]+$/u, ""))) return true;
  return (
    /^(?:but|though|aber|doch|pero|mais)\s/iu.test(title) &&
    /(?:^|\s)(?:is|isn't|it's|that's|es|está|ist|est|n'est|n’est|c'est|c’est|sont)(?:\s|$)/iu.test(title)
  );
}

/** What is left of a hedge's clause: "pero" of "pero no es urgente", "though" of "not now though". */
const LEFTOVER =
  /^(?:but|though|however|yet|aber|doch|jedoch|pero|sino|mais|cependant|toutefois|and|und|y|et|or|oder|o|ou)$/iu;

const FUNCTION_WORDS =
  /^(?:sera|serait|será|sería|es|is|it's|it|ist|est|ce|ça|c'est|this|that|das|esto|eso|muss|must|aber|mais|pero|but|though|y|and|und|et|o|or|ou|oder|más|plus|también|aussi|auch|too|also|ya|déjà|schon|peut|puede|kann|can|venir|vient|viennent|viene|vienen|come|comes|kommen|kommt|ahora|now|jetzt|maintenant|dann|then|luego|puis|not|no|nicht|pas)$/iu;

/** "I think we push it to (phase two)", "Creo que lo dejamos": the founders talking, no capability. */
function foundersTalking(title: string, language: AnswerLanguage): boolean {
  const [first = "", second = ""] = title.toLocaleLowerCase(language).split(/\s+/);
  // A subject that is the founders ("I", "we", "wir", "nosotros"), not an object ("me", "us", "mich").
  const subject =
    LEXICON[language].self.has(first) && !/^(?:me|us|myself|ourselves|mich|uns|mí|moi-même)$/u.test(first);
  return subject && second !== "" && !/^[-–:]/u.test(second);
}

/** "Sera", "Mais ça peut venir": what is left of a sentence once its hedge is gone names nothing. */
function functionWordsOnly(title: string, language: AnswerLanguage): boolean {
  const lex = LEXICON[language];
  return (
    title
      .split(/\s+/)
      .every(
        (word) =>
          FUNCTION_WORDS.test(word) ||
          lex.determiners.has(word.toLocaleLowerCase(language)) ||
          lex.modals.has(word.toLocaleLowerCase(language)) ||
          lex.prepositions.has(word.toLocaleLowerCase(language)) ||
          lex.conjunctions.has(word.toLocaleLowerCase(language)),
      ) || labelKind(title) !== null
  );
}

/**
 * "A and B" as two features: in the later list always ("Wartungsverträge und E-Check-Protokolle",
 * but "Kinder- und Hundeanhänger" is one); in the capabilities when an article follows "and" ("y
 * un portal") or both sides are phrases of four words and more. "Grupos y horarios", "Objekte
 * und Einheiten verwalten" and "le pointage des arrivées et des départs" stay one.
 */
function splitAnd(part: string, language: AnswerLanguage, putOff: boolean): string[] {
  const lex = LEXICON[language];
  const match = part.match(/^(.+?)\s+(?:and|und|y|e|et|&)\s+(.+)$/iu);
  if (!match?.[1] || !match[2]) return [part];
  const left = match[1];
  const right = match[2];
  if (/-$/u.test(left.trim())) return [part];
  const firstRight = right.split(/\s+/)[0]?.toLocaleLowerCase(language) ?? "";
  // "por terminal y por organismo", "auf Französisch und Englisch": "and" joins two complements of one thing.
  const leftWords = left.trim().split(/\s+/);
  const rightWords = right.trim().split(/\s+/);
  const complement =
    (lex.prepositions.has(firstRight) && lex.prepositions.has((leftWords.at(-2) ?? "").toLocaleLowerCase(language))) ||
    (rightWords.length === 1 && lex.prepositions.has((leftWords.at(-2) ?? "").toLocaleLowerCase(language))) ||
    // "pour les mariages et les baptêmes": a second noun of the same complement, article and all.
    (rightWords.length === 2 &&
      lex.determiners.has(firstRight) &&
      lex.determiners.has((leftWords.at(-2) ?? "").toLocaleLowerCase(language)) &&
      lex.prepositions.has((leftWords.at(-3) ?? "").toLocaleLowerCase(language)));
  if (complement) return [part];
  const partitive = /^(?:des|du|de|del|d['’])$/iu.test(firstRight);
  // "un tablero con todas las inspecciones y su estado": a possessive and a noun say more of the left.
  const ownDetail = POSSESSIVES.test(firstRight) && right.trim().split(/\s+/).length <= 2;
  const article = lex.determiners.has(firstRight) && !partitive && !ownDetail;
  const long = left.trim().split(/\s+/).length >= 4 && right.trim().split(/\s+/).length >= 4;
  // "liquidación de choferes y fotos de la carga": two nouns, each with its own complement.
  const headed = (words: readonly string[]) => {
    const [head = "", next = ""] = words.map((word) => word.toLocaleLowerCase(language));
    return (
      words.length >= 3 &&
      !lex.determiners.has(head) &&
      !lex.prepositions.has(head) &&
      (lex.prepositions.has(next) || /^(?:of|de|del|von|vom|d['’])$/u.test(next))
    );
  };
  const twoHeads = headed(leftWords) && headed(rightWords);
  return putOff || article || long || twoHeads ? [left, ...splitAnd(right, language, putOff)] : [part];
}

// Every language's possessives: founders mix them ("un board avec its status").
const POSSESSIVES = new RegExp(
  `^${alternation(Object.values(WORDS).flatMap((words) => words.nouns.possessives))}$`,
  "iu",
);

const LEADING_DOUBT = new RegExp(`^(?:${DOUBT_WORDS})[,]?\\s+`, "iu");

/** A title as the founder wrote it: no leading article or conjunction, capitalised, within 80 characters. */
function cleanTitle(text: string, language: AnswerLanguage): string {
  const lex = LEXICON[language];
  const words = clause(text)
    .replace(
      /^(?:(?:and|und|y|e|et|also|plus|auch|aussi|también|while|whilst|mientras|während|tandis que|alors que)\s+)+/iu,
      "",
    )
    // "Y quizás una app para el móvil": the hedge says when (Later), it is not the title.
    .replace(LEADING_DOUBT, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && lex.determiners.has((words[0] ?? "").toLocaleLowerCase(language).replace(/['’]$/u, "")))
    words.shift();
  const first = words[0] ?? "";
  if (/^[lLdD]['’]\p{L}/u.test(first)) words[0] = first.slice(2);
  const title = normalizeName(capitalise(words.join(" ")), MAX_TITLE);
  return /[\p{L}\p{N}]/u.test(title) ? title : "";
}

function dedupe(items: Capability[]): Capability[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.title.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
