import { clause } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { labelKind, layoutParts } from "./reading/layout";
import { LEXICON } from "./reading/lexicon";
import { isRecordName } from "./reading/name-shape";
import { maskBrackets, splitOutsideBrackets } from "./reading/segment";
import { STATUS_WORD } from "./reading/status-words";
import { subjectOf } from "./reading/subject";

/**
 * A thing the product keeps, as the data answer (q9) names it: its name as written, the details
 * (as "status (open, in progress)" when a detail lists its values), and the records it points at.
 */
export type RawRecord = {
  label: string;
  properties: string[];
  /** Labels of other records this one points at ("each work order is for one truck"). */
  links: string[];
  /** Written as a plural ("trucks", "Aufträge"), so its singular may be read off. */
  plural: boolean;
};

const LEAD_IN: Record<AnswerLanguage, RegExp> = {
  en: /^(?:(?:and|also|plus|then)\s+)?(?:what we (?:keep|store|track|need)(?: is)?\s*:?|we(?:'ll| will)? (?:also )?(?:need to |want to |have to )?(?:keep|store|track|save|record|hold|need|log)(?: to keep)?|we keep track of|keep|store|track|the app (?:keeps|stores)|the main things are|main things:?|data:?)\s*/i,
  de: /^(?:(?:und|außerdem|dazu|auch|plus)\s+)?(?:wir (?:brauchen|speichern|verwalten|erfassen|führen)|was wir (?:speichern|brauchen)\s*:?|gespeichert werden|daten:?)\s*/i,
  es: /^(?:(?:y|además|también)\s+)?(?:(?:guardamos|necesitamos|hay que guardar|registramos|tenemos|queremos guardar)|lo que guardamos(?: es)?\s*:?|datos:?)\s*/i,
  fr: /^(?:(?:et|aussi|puis)\s+)?(?:on (?:garde|stocke|enregistre|suit)|nous (?:gardons|stockons|suivons)|il (?:nous )?faut(?: garder)?|ce qu'on garde\s*:?|données\s*:?)\s*/i,
};

/** "For each client we need ...": the record comes first, its details after the verb. */
const FOR_EACH: Record<AnswerLanguage, RegExp> = {
  en: /^(?:for|of) (?:each|every) (.+?)(?:,?\s+we (?:need|keep|store|track)|\s*:)\s*(.+)$/i,
  de: /^(?:für|zu) (?:jede[nmrs]?) (.+?)(?:,?\s+(?:brauchen|speichern|erfassen) wir|\s*:)\s*(.+)$/i,
  es: /^(?:de|para) cada (.+?)(?:,?\s+(?:guardamos|necesitamos|registramos)|\s*:)\s*(.+)$/i,
  fr: /^(?:pour|de) chaque (.+?)(?:,?\s+(?:on garde|nous gardons|il faut|on stocke)|\s*:)\s*(.+)$/i,
};

/** Verbs that say a record belongs to another: "is for one truck", "gehört zu einem Kunden". */
const BELONGS =
  /\b(?:is|are) (?:for|about|of|part of|linked to|tied to|attached to|in)\b|\bbelongs? to\b|\bgehör(?:t|en) zu\b|\bhäng(?:t|en)(?: immer)? an\b|\b(?:ist|sind) in\b|\bpertenece[n]? a\b|\b(?:es|son) de\b|\bappartien(?:t|nent) à\b|\bconcerne\b|\best lié(?:e)? à\b/iu;
/** Verbs that list details: "and has the problem, the estimate ...". */
const HAS_BY_LANGUAGE: Record<AnswerLanguage, RegExp> = {
  en: /\b(?:has|have|contains?|includes?|keeps)\b/iu,
  de: /\b(?:hat|haben|enthält|enthalten)\b/iu,
  es: /\b(?:tiene|tienen|lleva|llevan|incluye|incluyen)\b/iu,
  fr: /\b(?:a|ont|contient|contiennent|comprend|comprennent)\b/iu,
};
/** "whether it's requested, accepted, completed or cancelled", "si está ...": the values of a status. */
const WHETHER =
  /\b(?:whether (?:it(?:'s| is)|they(?:'re| are)) |ob (?:es |sie )?(?:ist |sind )?|si (?:est[áa] |es )|s'il est |si elle est )/iu;
/** "whether they attended", "if it was paid", "ob sie bezahlt haben", "si asistió": a flag, by its verb. */
const WHETHER_DID =
  /^(?:whether|if|ob|si)\s+(?:(?:it|they|he|she|es|sie|er|él|ella|ellos|ellas|il|elle|ils|elles)\s+)?(?:(?:was|were|is|are|has|have|had|did|ist|sind|wurde|wurden|ha|han|est|sont|a|ont)\s+)?(\p{L}+(?:\s+up)?)(?:\s+(?:haben|hat|sind|ist|wurde|wurden))?$/iu;
/** A detail that is a person or a time, not a status value: "approved by", "approved at". */
const NOT_A_VALUE =
  /\s(?:by|at|von|am|par|por|de)$|\b(?:date|datum|fecha|time|score|amount|betrag|importe|montant|name|nom|nombre)\b/iu;
const OR = /\s+(?:or|oder|o|u|ou)\s+/iu;
const AND_OR = /\s+(?:and|or|und|oder|y|e|o|u|et|ou|&)\s+/giu;
/** "darin Objekte": records inside the one before. */
const THEREIN = /^(?:darin|darunter|therein|within (?:it|them)|dentro|dedans)\s+/iu;
const POSSESSIVE = /^(?:its|their|his|her|sein(?:e|en)?|ihr(?:e|en)?|seiner|ihrer|sus?|ses|leurs?|son|sa)\s+/iu;
/** "Lagerplätze je Lager", "the albaranes de cada orden", "Stunden pro Auftrag": a record of another. */
const PER =
  /^(.+?)\s+(?:je|pro|per|for each|of each|of every|of an?|de cada|para cada|de un|de una|de chaque|pour chaque|d['’]une?|par|jede[rs]?|jeder|eines|einer)\s+(.+)$/iu;
/** Details introduced by "with": "Kunden mit Name, Adresse", "walkers with their background check". */
const WITH =
  /^(.+?)\s+(?:with|mit|con|avec)\s+(?:(?:its|their|his|her|seinen|seiner|seine|ihren|ihrer|ihre|sus?|ses|leurs?|son|sa|einer|einem|einen|eine|ein)\s+)?(.+)$/iu;
const GENERIC =
  /^(?:data|information|info|details|things|everything|stuff|records?|daten|informationen|datos|información|cosas|données|informations|choses)$/iu;
const MAX_LABEL_WORDS = 5;

/**
 * The records of the data answer as a person reads it, sentence by sentence: "We keep each fleet
 * and its trucks (unit number, VIN)" (a fleet, and trucks of a fleet), "Each work order is for
 * one truck and has the problem, the estimate, the mechanic and a status: open, waiting for
 * parts or done" (a work order of a truck with its details and its status values), "Kunden mit
 * Name, Adresse und Telefon", "Lagerplätze je Lager (Gang, Regal, Fach)", tidy "Clients (name,
 * phone); Jobs (date, status: booked/done)" and bare "clients, jobs, invoices".
 */
export function readRecords(text: string, language: AnswerLanguage): RawRecord[] {
  const records: RawRecord[] = [];
  // "places (no, quai) [libre, réservée]": a square-bracketed list after a record is its status.
  const listed = text
    .replace(new RegExp(`(${STATUS_WORD.source})\\s*\\[([^\\]]+)\\]`, "giu"), "$1: $2")
    .replace(/(\([^()]*)\)\s*\[([^\]]+)\]/gu, "$1, status: $2)")
    // "clients [nom, adresse]": alone after a name, square brackets hold details unless they list states.
    .replace(/\s*\[([^\]]+)\]/gu, (_, inside: string) =>
      statesOnly(inside, language) ? ` (status: ${inside})` : ` (${inside})`,
    );
  // "Je dirais : les CUMA, les adhérents (…)": a label that only hedges is no record.
  const parts = layoutParts(listed, language).map((part) =>
    part.label && labelKind(part.label) !== null ? part.body : part.text,
  );
  for (const sentence of parts) {
    for (const part of splitOutsideBrackets(sentence, /;/g)) readPart(clause(part), records, language);
  }
  return records.filter((record) => record.label && !GENERIC.test(record.label));
}

/** "Ideally the guest list too", "vielleicht auch": words around a record that hedge it, not its name. */
const HEDGE_WORDS =
  /^(?:ideally|maybe|perhaps|optionally|also|mainly|mostly|basically|primarily|hauptsächlich|vor allem|principalmente|sobre todo|básicamente|surtout|principalement|essentiellement|idealerweise|vielleicht|eventuell|auch|idealmente|quizás|quizá|tal vez|también|idéalement|peut-être|éventuellement|aussi)\s+|\s+(?:too|as well|also|auch|también|aussi|if possible|wenn möglich|si es posible|si possible)(?=\s*[(,.;]|$)/giu;

function readPart(raw: string, records: RawRecord[], language: AnswerLanguage): void {
  const part = raw.replace(LEAD_IN[language], "").replace(HEDGE_WORDS, " ").replace(/\s+/g, " ").trim();
  if (!part) return;
  const forEach = part.match(FOR_EACH[language]);
  if (forEach?.[1] && forEach[2]) {
    const record = add(records, recordName(forEach[1], language));
    if (record) record.properties.push(...details(forEach[2], language));
    return;
  }
  // "Pro Labor (Name, Akkreditierungsnr.) speichern wir Auftraggeber (…), Prüfaufträge (…)": the
  // record named first, with its details, owns the records listed after it.
  const ownerFirst = part.match(OWNER_FIRST);
  if (ownerFirst?.[1] && ownerFirst[3]) {
    const owner = add(records, recordName(ownerFirst[1], language));
    if (owner) {
      owner.properties.push(...details(ownerFirst[2] ?? "", language));
      const before = records.length;
      readList(ownerFirst[3].replace(INVERTED_LEAD, "").replace(LEAD_IN[language], ""), records, language);
      // A record that names another of the list already hangs from it ("Prüfaufträge (Auftraggeber, …)").
      const listed = records.slice(before);
      const labels = new Set(listed.map((record) => record.label.toLocaleLowerCase(language)));
      for (const record of listed) {
        const namesAnother = record.properties.some((detail) => labels.has(detail.toLocaleLowerCase(language)));
        if (record.links.length === 0 && !namesAnother) record.links.push(owner.label);
      }
      return;
    }
  }
  if (readSubjectSentence(part, records, language)) return;
  readList(part, records, language);
}

/** "Pro Labor (…) speichern wir …", "Per site (…) we keep …", "Por cada clínica (…) guardamos …". */
const OWNER_FIRST =
  /^(?:pro|per|je|für jede[nmrs]?|for each|for every|por cada|para cada|pour chaque|par)\s+([^(,:]{1,40}?)\s*\(([^()]*)\)\s*[,:]?\s*(.+)$/iu;
/** German puts the verb before its subject after a lead: "speichern wir", "brauchen wir". */
const INVERTED_LEAD = /^(?:speichern|brauchen|verwalten|erfassen|führen|haben)\s+wir\s+/iu;

/**
 * "Each work order is for one truck and has the problem ... and a status: ...": a record as the
 * subject, the records it belongs to, the details it has and the records that are its own.
 */
function readSubjectSentence(part: string, records: RawRecord[], language: AnswerLanguage): boolean {
  const subject = subjectOf(part, language);
  if (!subject || subject.labelled || subject.names.length !== 1) return false;
  const predicate = subject.predicate;
  const belongs = predicate.match(BELONGS);
  const has = predicate.match(HAS_BY_LANGUAGE[language]);
  if (!belongs && !has) return false;
  if (has && has.index !== 0 && !(belongs && belongs.index === 0)) return false;
  if (belongs && belongs.index !== 0 && !(has && has.index === 0)) return false;
  const record = add(records, recordName(subject.names[0] ?? "", language, subject.plural));
  if (!record) return false;
  const segments = verbSegments(predicate, HAS_BY_LANGUAGE[language]);
  for (const segment of segments) {
    if (segment.kind === "belongs") {
      for (const target of nounPhrases(segment.text, language)) record.links.push(target);
    } else {
      // "Each school has its devices (asset tag ...) and its tickets": records of the school.
      const items = splitItems(markValueLists(segment.text, language), language);
      const own = items.filter((item) => POSSESSIVE.test(item.replace(/^(?:and|und|y|et)\s+/iu, "")));
      if (own.length > 0 && own.length === items.length) readList(segment.text, records, language, record);
      else record.properties.push(...details(segment.text, language));
    }
  }
  return true;
}

/** The predicate cut where each "belongs" or "has" verb starts. */
function verbSegments(predicate: string, has: RegExp): { kind: "belongs" | "has"; text: string }[] {
  const marks: { at: number; length: number; kind: "belongs" | "has" }[] = [];
  const masked = maskBrackets(predicate);
  for (const match of masked.matchAll(new RegExp(BELONGS.source, "giu")))
    marks.push({ at: match.index, length: match[0].length, kind: "belongs" });
  for (const match of masked.matchAll(new RegExp(has.source, "giu"))) {
    if (marks.some((mark) => match.index >= mark.at && match.index < mark.at + mark.length)) continue;
    // Only at the start or after "and": "and has", "und hat", "y tiene", "et a".
    const before = masked.slice(0, match.index);
    if (match.index !== 0 && !/(?:^|\s)(?:and|und|y|et|,)\s*$/iu.test(before)) continue;
    marks.push({ at: match.index, length: match[0].length, kind: "has" });
  }
  marks.sort((a, b) => a.at - b.at);
  return marks.map((mark, index) => ({
    kind: mark.kind,
    text: predicate
      .slice(mark.at + mark.length, marks[index + 1]?.at ?? predicate.length)
      .replace(/\s+(?:and|und|y|et)\s+(?:is|ist|es|est)\b.*$/iu, "")
      .replace(/\s*(?:,|\band\b|\bund\b|\by\b|\bet\b)\s*$/iu, "")
      .trim(),
  }));
}

/** "one truck", "einem Patienten und einer Ärztin", "einer oder mehreren Abteilungen": the records named. */
function nounPhrases(text: string, language: AnswerLanguage): string[] {
  const lex = LEXICON[language];
  return text
    .split(AND_OR)
    .map((part) =>
      part
        .replace(
          /\b(?:immer|always|siempre|toujours|only|nur|solo|seulement|one|a|an|einem|einer|eines|mehreren|several|un|una|une|varios|varias|plusieurs)\b/giu,
          " ",
        )
        .trim()
        .split(/\s+/)
        .filter((word) => word && !lex.determiners.has(word.toLocaleLowerCase(language)))
        .join(" "),
    )
    .filter((name) => name.length > 0 && name.split(" ").length <= 3)
    .map((name) => name.replace(/[.,;:]+$/, ""));
}

/**
 * A list of records: "owners and their dogs (name, breed), walkers with their background check
 * and rating, and every walk: date, time ... and whether it's requested or cancelled".
 * `owner` is the record a possessive refers to when the list is its own ("its devices").
 */
function readList(part: string, records: RawRecord[], language: AnswerLanguage, owner?: RawRecord): void {
  const lex = LEXICON[language];
  // "Appareils, par client (type ; marque)": a record of another after a comma is still one.
  const joined = part.replace(PER_AFTER_COMMA, " ");
  const items = splitItems(markValueLists(joined, language), language);
  let current: RawRecord | null = null;
  let collecting: Item["collecting"] = false;
  let previous: RawRecord | null = owner ?? null;
  for (const rawItem of items) {
    const joined = /^(?:and|und|y|e|et)\s/iu.test(rawItem);
    const item = rawItem.replace(/^(?:and|und|y|e|et|also|plus|außerdem|dazu|además)\s+/iu, "").trim();
    if (!item) continue;
    // "jeder Händler kann mehrere haben": the record before belongs to this one.
    const several = item.match(SEVERAL[language]);
    if (several?.[1]) {
      const name = recordName(several[1], language, false);
      if (name && previous) previous.links.push(name.label);
      if (name) add(records, name);
      continue;
    }
    const firstWord = item.split(/\s+/)[0]?.toLocaleLowerCase(language) ?? "";
    // "A fin de mes, la liquidación ...": a phrase of time or place before the record is not one.
    if (lex.prepositions.has(firstWord) && !collecting) continue;
    const therein = THEREIN.test(item);
    const own = POSSESSIVE.test(item) || therein;
    const bracketAfterAnd = /\s(?:and|und|y|et)\s[^(]*\(/iu.test(item);
    const quantified = /^(?:each|every|jede[rsnm]?|cada|chaque)$/iu.test(firstWord);
    const structured = /[(:]/.test(maskOuter(item)) && !bracketAfterAnd;
    // After "with", "y el total" ends the list of details, "our checklists" starts a record, and
    // "y reclamos (producto, ...)" a record only when it is a plural (German: "und Beitragsgruppe (...)" is a detail).
    const pluralRecord = !/^de$/.test(language) && /[sx]\s*\(/iu.test(item);
    // After "with", "the class" is this record's class (a detail that links to it), while "their
    // dogs", "every walk" or "the rooms (…)" start a record of their own.
    const singularDetail = collecting === "with" && !structured && !quantified && !looksPlural(item, language);
    // "quotes with their line items, BER assessments, grant claims": after a comma, a plural is the
    // next record, not one more detail of the quotes.
    // One plural word stays a detail ("avec leurs repas, siestes, photos"); German capitalises all.
    const pluralAfterComma =
      collecting === "with" &&
      language !== "de" &&
      !joined &&
      !structured &&
      item.split(/\s+/).length >= 2 &&
      looksPlural(item, language);
    const opensRecord =
      pluralAfterComma ||
      (own && collecting !== "with") ||
      (lex.determiners.has(firstWord) &&
        (collecting === false ||
          (collecting === "with" && (quantified || (!joined && !singularDetail && (structured || !own)))))) ||
      (structured &&
        collecting !== "colon" &&
        (collecting !== "with" || !joined || pluralRecord || quantified || /:/.test(maskOuter(item))));
    if (collecting && current && !opensRecord) {
      current.properties.push(...details(item, language));
      continue;
    }
    collecting = false;
    const parsed = recordItems(item.replace(POSSESSIVE, "").replace(THEREIN, ""), language);
    for (const [index, entry] of parsed.entries()) {
      const record = add(records, entry.name);
      if (!record) continue;
      record.properties.push(...entry.properties);
      record.links.push(...entry.links);
      if (own && previous && previous !== record) record.links.push(previous.label);
      for (const child of entry.children) {
        const made = add(records, child.name);
        if (!made) continue;
        made.properties.push(...child.properties);
        made.links.push(record.label);
      }
      if (index === parsed.length - 1) {
        current = record;
        collecting = entry.collecting;
        if (!own) previous = record;
      }
    }
  }
}

/** "jeder Händler kann mehrere haben", "each client can have several": the record the one before belongs to. */
const SEVERAL: Record<AnswerLanguage, RegExp> = {
  en: /^(?:each|every|a|one)\s+(.+?)\s+(?:can|may)\s+have\s+(?:several|many|more than one)\b/iu,
  de: /^(?:jede[rsn]?|ein(?:e|en)?)\s+(.+?)\s+(?:kann|darf)\s+(?:mehrere|viele)\b/iu,
  es: /^(?:cada|un|una)\s+(.+?)\s+puede\s+tener\s+(?:varios|varias|muchos|muchas)\b/iu,
  fr: /^(?:chaque|un|une)\s+(.+?)\s+peut\s+(?:en\s+)?avoir\s+plusieurs\b/iu,
};

/** The text outside any brackets (so "(a: b)" does not count as a colon of the item). */
const MASK = String.fromCharCode(1);

function maskOuter(text: string): string {
  return maskBrackets(text).replaceAll(MASK, "");
}

type Item = {
  name: { label: string; plural: boolean };
  properties: string[];
  links: string[];
  /** The details of this record go on in the next items: after "with" or after a colon. */
  collecting: false | "with" | "colon";
  /** Records of this one: "Objekte (Adresse) mit ihren Einheiten (Nummer, Lage)". */
  children: { name: { label: string; plural: boolean }; properties: string[] }[];
};

/**
 * The records of one item: "Trucks (plate, model)", "every walk: date", "Kunden mit Name",
 * "Lagerplätze je Lager", and "Mieter und Eigentümer mit Kontaktdaten" (two records, the same
 * details), "Stunden und Material pro Auftrag" (two records of an Auftrag).
 */
function recordItems(item: string, language: AnswerLanguage): Item[] {
  const bracket = item.match(/^([^(:]+?)\s*\(([^()]*)\)?\s*(.*)$/u);
  const colon = item.match(/^([^(:]{1,60}?)\s*(?::|\s[-–—]\s)\s*(.*)$/u);
  if (colon?.[1] && (!bracket || colon[1].length < item.indexOf("("))) {
    return headsOf(colon[1], language).map((head) => ({
      ...head,
      properties: [...head.properties, ...details(colon[2] ?? "", language)],
      collecting: "colon" as const,
    }));
  }
  if (bracket?.[1] !== undefined && item.includes("(")) {
    // "servicio (UCI, emergencia): nombre, jefa": examples in the bracket, the details after the colon.
    const examples = (bracket[3] ?? "").match(/^\s*:\s*(.+)$/u)?.[1];
    if (examples)
      return headsOf(bracket[1], language).map((head) => ({
        ...head,
        properties: details(examples, language),
        collecting: "colon" as const,
      }));
    // "Bewerbung (offen, zugesagt, abgesagt)": states, not details.
    const states = statesOnly(bracket[2] ?? "", language);
    const inside = states ? `status: ${states}` : (bracket[2] ?? "");
    // "clients (the builders)": an aside naming what they are, not details.
    const aside = /^(?:the|die|der|los|las|les|i\.e\.|e\.g\.|z\.\s?b\.)\s/iu.test(inside) && !inside.includes(",");
    const after = bracket[3] ?? "";
    const child = after.match(/^(?:with|mit|con|avec)\s+(.+?)\s*\(([^()]*)\)?\s*$/iu);
    const children = child?.[1]
      ? [
          {
            name: recordName(child[1].replace(POSSESSIVE, ""), language),
            properties: details(child[2] ?? "", language),
          },
        ].filter((entry): entry is Item["children"][number] => entry.name !== null)
      : [];
    const extra = !child && after ? withDetails(after, language) : [];
    const heads = headsOf(bracket[1], language).map((head) => ({
      ...head,
      properties: [...head.properties, ...(aside ? [] : details(inside, language)), ...extra],
      collecting: false as const,
      children,
    }));
    // "Messwerte (Parameter, Wert) und Prüfberichte": another record after the bracket.
    const next = after.match(/^(?:and|und|y|e|et)\s+(.+)$/iu)?.[1];
    return next ? [...heads, ...recordItems(next, language)] : heads;
  }
  return headsOf(item, language);
}

/**
 * A bracket of three or more states and nothing else ("offen, zugesagt, abgesagt", "draft, sent,
 * paid", "pendiente, aprobada, rechazada"): past participles and the few adjectives of a state.
 * The list itself, or null when any item is a detail.
 */
function statesOnly(inside: string, language: AnswerLanguage): string | null {
  const items = inside.split(/\s*[,/]\s*/u).map((item) => item.trim().replace(/^(?:or|oder|o|ou)\s+/iu, ""));
  if (items.length < 3) return null;
  const state = STATE[language];
  return items.every((item) => /^\p{Ll}[\p{Ll}-]*$/u.test(item) && state.test(item)) ? items.join(", ") : null;
}

/** A word that names a state: a past participle, or one of the adjectives founders use for one. */
const STATE: Record<AnswerLanguage, RegExp> = {
  en: /^(?:\p{L}+ed|open|new|done|paid|unpaid|pending|active|inactive|draft|live|sent|closed|lost|won|overdue)$/u,
  de: /^(?:\p{L}*ge\p{L}+(?:t|en)|\p{L}+iert|offen|neu|aktiv|inaktiv|erledigt|fertig|bezahlt|unbezahlt|überfällig)$/u,
  es: /^(?:\p{L}+(?:ado|ada|ido|ida)s?|pendiente|abierto|abierta|activo|activa|nuevo|nueva|vencido|vencida)$/u,
  fr: /^(?:\p{L}+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues)|ouvert|ouverte|nouveau|nouvelle|actif|active|en-cours)$/u,
};

/** "mit Kontaktdaten" after a record's brackets: more details. */
function withDetails(text: string, language: AnswerLanguage): string[] {
  const match = text.match(/^(?:with|mit|con|avec)\s+(.+)$/iu);
  return match?.[1] ? details(match[1], language) : [];
}

/** The records an item's head names, with what its words say beyond the names ("with ...", "je Lager"). */
function headsOf(text: string, language: AnswerLanguage): Item[] {
  const withMatch = text.match(WITH);
  const head = withMatch?.[1] && withMatch[2] ? withMatch[1] : text;
  const properties = withMatch?.[2] ? details(withMatch[2], language) : [];
  const collecting = withMatch?.[2] ? ("with" as const) : false;
  // "la liquidación de cada socio (con sus envíos)", "Lagerplätze je Lager": a record of another.
  const per = head.match(PER);
  const links = per?.[2] ? nounPhrases(per[2], language) : [];
  return names(per?.[1] ?? head, language).map((name) => ({ name, properties, links, collecting, children: [] }));
}

/** "Mieter und Eigentümer", "Stunden und Material": records joined by "and" are each a record. */
function names(text: string, language: AnswerLanguage): { label: string; plural: boolean }[] {
  const parts = /-\s+(?:und|oder)\s/iu.test(text) ? [text] : text.split(AND_OR);
  return parts.flatMap((part) => recordName(part, language) ?? []);
}

/** A record's name without articles, quantifiers and possessives; null when it is not a name. */
function recordName(
  raw: string,
  language: AnswerLanguage,
  plural?: boolean,
): { label: string; plural: boolean } | null {
  const lex = LEXICON[language];
  // An aside in brackets is not the name, nor is a bracket left open by a cut ("Android )").
  const words = clause(
    raw
      .replace(/\([^)]*\)/g, " ")
      .replace(/[()[\]{}]/g, " ")
      .replace(AS_ROLE, ""),
  )
    .split(/\s+/)
    .filter(Boolean);
  while (
    words[0] &&
    (lex.determiners.has(words[0].toLocaleLowerCase(language)) ||
      /^(?:darin|dazu|also|außerdem|then)$/iu.test(words[0]))
  )
    words.shift();
  while (
    words.length > 1 &&
    /^(?:selbst|itself|themselves|mismos?|mismas?|eux-mêmes|elles-mêmes|même|mêmes|only|just|nur|solo|sólo|seulement|uniquement)$/iu.test(
      words.at(-1) ?? "",
    )
  )
    words.pop();
  const label = words.join(" ");
  if (!label || words.length > MAX_LABEL_WORDS || !/\p{L}/u.test(label)) return null;
  return { label, plural: plural ?? looksPlural(label, language) };
}

/** "Hausverwaltungen als Kunden", "clinics as customers": what the records are to the product, not their name. */
const AS_ROLE = /\s+(?:als|as|como|comme)\s+\p{L}+$/iu;

function looksPlural(label: string, language: AnswerLanguage): boolean {
  const last = label.split(/\s+/).at(-1) ?? "";
  if (language === "de") return true;
  if (language === "en") return /s$/i.test(last);
  const head = label.split(/\s+/)[0] ?? "";
  return /[sx]$/i.test(head);
}

function add(records: RawRecord[], name: { label: string; plural: boolean } | null): RawRecord | null {
  // A label that reads as a piece of a sentence is a misreading: no record rather than a wrong one.
  if (!name || !isRecordName(name.label)) return null;
  const record: RawRecord = { label: name.label, properties: [], links: [], plural: name.plural };
  records.push(record);
  return record;
}

/**
 * Items of a list at the top level: commas and semicolons outside brackets, and "and" before an
 * article or a possessive ("..., and every walk", "owners and their dogs"). A value list marked
 * by `markValueLists` is one item.
 */
function splitItems(text: string, language: AnswerLanguage): string[] {
  const lex = LEXICON[language];
  const determiners = [...lex.determiners].filter((word) => /^\p{L}+$/u.test(word)).join("|");
  // The "and" stays at the start of the item: it tells the last item of a list from a new one.
  const andThenArticle = new RegExp(
    `\\s+(?=(?:and|und|y|e|et)\\s+(?:${determiners}|its|their|seine[nm]?|ihre[nm]?|sus?|ses|leurs?)\\s)`,
    "giu",
  );
  // "... y su estado (...) y reclamos (producto, cantidad)": "and" before a record with its details.
  const andThenRecord = /\s+(?=(?:and|und|y|e|et)\s+[\p{L}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*){0,3}\s*\()/giu;
  return splitOutsideBrackets(text, /,(?!\d)|;/g)
    .flatMap((item) => splitOutsideBrackets(item, andThenArticle))
    .flatMap((item) => splitOutsideBrackets(item, andThenRecord));
}

/**
 * The details of a record: "the problem, the estimate, the mechanic and a status: open, in
 * progress or done" -> problem, estimate, mechanic, "status (open, in progress, done)";
 * "date, time, route and whether it's requested, accepted or cancelled" -> ..., "status (requested, ...)";
 * "paid or not" -> paid; "which child" -> child.
 */
function details(text: string, language: AnswerLanguage): string[] {
  const lex = LEXICON[language];
  const prepared = markValueLists(withChoices(text), language);
  const out: string[] = [];
  const items = splitOutsideBrackets(prepared, /,(?!\d)|;/g);
  for (const [index, item] of items.entries()) {
    // "fecha y hora, estado" keeps "fecha y hora"; the last item's "and" joins the list: "Adresse und Telefon".
    for (const piece of index === items.length - 1 ? splitLastAnd(item) : [item]) {
      const words = piece
        .replace(/^(?:and|und|y|e|et|also|plus)\s+/iu, "")
        .replace(/\s+(?:or not|oder nicht|o no|ou non|ou pas|or no)$/iu, "")
        .replace(/^(?:who|what|which)\s+(?:it(?:'s| is)|they(?:'re| are))\s+/iu, "")
        // "whether they attended", "ob sie bezahlt haben": a yes-or-no detail named by its verb.
        .replace(WHETHER_DID, "$1")
        .replace(/^(?:which|what|welche[rs]?|qué|cuál|quel(?:le)?)\s+/iu, "")
        .replace(
          /^([^\s/]+(?:\s*\/\s*[^\s/]+){2,})$/u,
          (values) =>
            `status (${values
              .split("/")
              .map((value) => value.trim())
              .join(", ")})`,
        )
        .split(/\s+/)
        .filter(Boolean);
      while (words[0] && lex.determiners.has(words[0].toLocaleLowerCase(language)) && words.length > 1) words.shift();
      const detail = clause(words.join(" ").replace(/⟨/g, "(").replace(/⟩/g, ")"));
      if (detail && detail.replace(/\([^)]*\)/g, "").split(/\s+/).length <= 6) out.push(detail);
    }
  }
  return out;
}

/** ", par client (…)", ", per farm", ", je Lager": a record of another, after a comma. */
const PER_AFTER_COMMA =
  /,\s+(?=(?:par|per|pro|je|for each|for every|por cada|para cada|pour chaque|de cada)\s+(?!exemple\b|ejemplo\b|example\b)\p{L})/giu;

/**
 * "type : mazout, gaz, bois, pellets ; marque ; conduit": details split by semicolons, one of
 * them with its values after a colon, is a detail with its choices ("type (mazout, gaz, …)").
 */
function withChoices(text: string): string {
  const pieces = splitOutsideBrackets(text, /;/g);
  const labelled = /^\s*([^:,;()]{1,30}?)\s*:\s*([^:;]+,[^:;]+)$/u;
  if (pieces.length < 2 || !pieces.some((piece) => labelled.test(piece))) return text;
  return pieces
    .map((piece) => {
      const match = piece.match(labelled);
      return match?.[1] && match[2] ? `${match[1].trim()} ⟨${match[2].trim()}⟩` : piece.trim();
    })
    .join("; ");
}

/** "name and phone" is two, "price and status ⟨...⟩" too; "Ein- und Ausgang" is one. */
function splitLastAnd(item: string): string[] {
  if (/-\s+(?:und|oder)\s/iu.test(item)) return [item];
  return splitOutsideBrackets(item, /\s+(?:and|und|y|e|et|&)\s+(?!(?:not|nicht|no|non|pas)\b)/giu);
}

/**
 * Rewrites the values of a status as "status (open, waiting for parts, done)", so the commas
 * between them do not split the record's details: after "status:" / "Status" (with slashes) up
 * to the value after the last "or" (or the end of the bracket or sentence), and "whether it's
 * requested, accepted or cancelled". Values are multi-word when the founder wrote them so.
 */
function markValueLists(text: string, _language: AnswerLanguage): string {
  let out = text;
  const whether = out.match(WHETHER);
  if (whether && whether.index !== undefined) {
    const rest = out.slice(whether.index + whether[0].length);
    const { values, length } = valueRun(rest);
    if (values.length >= 2) out = `${out.slice(0, whether.index)}status (${values.join(", ")})${rest.slice(length)}`;
  }
  // "status: a, b", "Status (a, b)", "Status a/b", "estado pedido -> asignado -> en camino".
  const status = out.match(
    new RegExp(`${STATUS_WORD.source}\\s*(?::|\\(|\\s(?=[^\\s/]+\\s*/)|\\s(?=[^,;()>→]+?\\s(?:->|→|>)\\s))\\s*`, "iu"),
  );
  if (status && status.index !== undefined && !/^status ⟨/iu.test(out.slice(status.index))) {
    const rest = out.slice(status.index + status[0].length);
    const { values, length } = valueRun(rest.replace(/^\(/, ""));
    if (values.length >= 2) {
      const word = status[0].replace(/[\s:(]+$/u, "");
      const opened = status[0].includes("(") || rest.startsWith("(");
      const after = rest.slice(length + (rest.startsWith("(") ? 1 : 0));
      out = `${out.slice(0, status.index)}${word} ⟨${values.join(", ")}⟩${opened ? after.replace(/^\)/, "") : after}`;
    }
  }
  // "Recorrido (ruta, fecha, programado → en curso → finalizado)": a detail that is a chain of
  // three steps and more is the record's status, though the founder did not say "status".
  if (!status) {
    const chain = out.match(STATE_CHAIN);
    const values = (chain?.[2] ?? "").split(/\s*(?:->|→|=>|⇒)\s*/u).map((value) => clause(value));
    if (chain?.index !== undefined && values.length >= 3 && values.every((value) => /^\S+(?:\s\S+){0,3}$/u.test(value)))
      out = `${out.slice(0, chain.index)}${chain[1]}status ⟨${values.join(", ")}⟩${out.slice(chain.index + chain[0].length)}`;
  }
  return out;
}

const STATE_CHAIN = /(^|[,(]\s*)([^,;()→>]+?(?:\s*(?:->|→|=>|⇒)\s*[^,;()→>]+?){2,})\s*(?=[,;)]|$)/u;

/** The values at the start of a text: slashes, or commas up to the one after "or", a bracket's end, a detail. */
function valueRun(text: string): { values: string[]; length: number } {
  const end = text.search(/[)]|[.;](?:\s|$)/u);
  // "offen -> bezahlt -> eingeteilt", "abierto → comunicado → cerrado": the steps of a status are
  // its values, in order (the same length, so where the run ends is where it was written).
  const span = (end < 0 ? text : text.slice(0, end)).replace(
    /\s*(?:->|→|=>|⇒|\s>\s)\s*/gu,
    (arrow) => `,${" ".repeat(arrow.length - 1)}`,
  );
  // "pendiente / aceptada por colega / aprobada": values of up to four words between slashes.
  const slashed = span.match(/^\s*([^\s,/]+(?:\s[^\s,/]+){0,3}(?:\s*\/\s*[^\s,/]+(?:\s[^\s,/]+){0,3})+)/u);
  if (slashed?.[1]) return { values: slashed[1].split("/").map((value) => clause(value)), length: slashed[0].length };
  const values: string[] = [];
  // `length` ends after the last value taken, before the comma that follows it.
  let length = 0;
  let offset = 0;
  for (const piece of span.split(/,/)) {
    const start = offset;
    offset += piece.length + 1;
    const or = piece.split(OR);
    if (or.length > 1) {
      values.push(...or.map((value) => clause(value)).filter(Boolean));
      length = start + piece.length;
      break;
    }
    const value = clause(piece);
    if (!value || (values.length >= 2 && NOT_A_VALUE.test(` ${value}`)) || value.split(/\s+/).length > 5) break;
    values.push(value);
    length = start + piece.length;
  }
  return { values: values.filter((value) => !/^(?:etc|usw|…)$/iu.test(value)), length };
}
