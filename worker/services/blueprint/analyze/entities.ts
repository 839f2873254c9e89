import type { AnswerLanguage } from "./answer-language";
import { asciiWords, camelCase, kebabCase, pascalCase, pluralWords, singularWords } from "./identifiers";
import { capitalise, clause, listItems, oneLine, splitTopLevel } from "./text";

/** A detail of an entity as the founder named it ("due date"), with its identifier ("dueDate"). */
export type Property = { label: string; key: string; values: string[]; example: string | null };

/** A thing the product keeps (q9): "Clients (name, address, phone)" -> Client with three properties. */
export type ParsedEntity = {
  /** As the founder wrote it, capitalised: "Clients". */
  label: string;
  /** PascalCase singular, safe as an OpenAPI component name: "Client". */
  name: string;
  /** Singular, in words, for sentences: "client", "care plan" (or the label, for other scripts). */
  noun: string;
  /** Plural, in words, for sentences: "clients". */
  nounPlural: string;
  /** kebab-case plural for paths: "clients". */
  collection: string;
  properties: Property[];
};

// Limits keep a pathological answer (a 300-character run-on sentence) from producing a document
// nobody can read; a real product's first version rarely has more.
const MAX_ENTITIES = 12;
const MAX_PROPERTIES = 20;
const NAME_WORDS = 4;
/** Every record gets these, so the founder's own "id" or "created at" would be duplicates. */
const RESERVED_KEYS = new Set(["id", "createdAt", "updatedAt"]);
const DETERMINER =
  /^(?:the|a|an|our|their|its|each|every|all|some|any|list of|lists of|records of|die|der|das|den|el|la|los|las|le|les|un|une|des)\s+/i;
const INTRODUCTION =
  /\b(?:keep|store|track|save|data|information|entities|things|records|main|daten|speichern|datos|guardamos|donn[ée]es|conserver)\b/i;
/** Values of a status that founders list after "status:" ("open, paid, overdue"). */
const STATE_WORD =
  /^(?:open|closed|new|draft|sent|paid|unpaid|overdue|void|active|inactive|pending|done|live|won|lost|late|due|ready|failed|expired|archived|\p{L}+(?:ed|ing|t|et|é|ée|ado|ada|ido|ida|iert))$/iu;

type RawEntity = { label: string; properties: string[] };

/**
 * Entities from q9. Accepts "Clients (name, address), jobs (date) and invoices", one entity per
 * line or sentence as "Patients: name, date of birth" or "Patients - name", and bare names.
 * Entities that come out with the same identifier are merged.
 */
export function parseEntities(text: string, language: AnswerLanguage = "en"): ParsedEntity[] {
  const chunks = splitTopLevel(text, /[\n;]|\.\s+(?=\p{Lu})|\.$/gu);
  const raw = chunks.flatMap(chunkEntities);
  return mergeEntities(raw, language).slice(0, MAX_ENTITIES);
}

function chunkEntities(chunk: string): RawEntity[] {
  const colon = chunk.match(/^([^,(:]{1,60}?)(?::|\s[-–—]\s)\s*(.+)$/);
  // "Data we keep: clients (name), jobs (date)": the words before the colon only introduce the list.
  const intro = colon?.[1] && (INTRODUCTION.test(colon[1]) || colon[1].trim().split(/\s+/).length > 3);
  if (colon?.[1] && colon[2] && !intro) return [{ label: colon[1], properties: detailItems(colon[2]) }];
  // Entity names rarely contain "and", so "notes and prescriptions" is two of them.
  const items = listItems(colon?.[2] ?? chunk).flatMap((item) =>
    splitTopLevel(item, /\s+(?:and|&|und|y|et)\s+(?![^(]*\))/gi),
  );
  return items.map((item) => {
    const match = item.match(/^([^(]*)\((.*)\)?$/);
    if (!match) return { label: item, properties: [] };
    return { label: match[1] ?? "", properties: detailItems((match[2] ?? "").replace(/\)$/, "")) };
  });
}

/**
 * The details of one entity. "status: open, paid, overdue" is one detail with its values: the
 * words after "status:" that read as states (or run to the end of the list) belong to it.
 */
function detailItems(text: string): string[] {
  const items = listItems(text);
  const out: string[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] ?? "";
    const valued = item.match(/^([^:]+):\s*(\S+)$/);
    if (!valued) {
      out.push(item);
      continue;
    }
    const values = [valued[2] ?? ""];
    const rest = items.slice(index + 1);
    const allSingle = rest.every((next) => !/\s|:/.test(next));
    while (index + 1 < items.length) {
      const next = items[index + 1] ?? "";
      if (/\s|:/.test(next) || !(allSingle || STATE_WORD.test(next))) break;
      values.push(next);
      index++;
    }
    out.push(values.length > 1 ? `${valued[1]} (${values.join(", ")})` : item);
  }
  return out;
}

function mergeEntities(raw: readonly RawEntity[], language: AnswerLanguage): ParsedEntity[] {
  const byName = new Map<string, ParsedEntity>();
  raw.forEach((item, index) => {
    const label = capitalise(clause(item.label).replace(DETERMINER, ""));
    if (!label) return;
    const ascii = asciiWords(label).slice(0, NAME_WORDS);
    const words = singularOf(ascii, language);
    // A name in another script has no ASCII words: number it, the label keeps the original.
    const safe = words.length > 0 ? words : [`entity${index + 1}`];
    const name = identifierStart(pascalCase(safe), "Item");
    const collection = kebabCase(words.length > 0 ? pluralOf(ascii, words, language) : [`entity${index + 1}s`]);
    const entity = byName.get(name) ?? { label, name, ...nounsOf(label, words, language), collection, properties: [] };
    byName.set(name, entity);
    addProperties(entity, item.properties);
  });
  return [...byName.values()];
}

/**
 * Nouns for sentences in the founder's own spelling: English from the singular words, Spanish and
 * French head-first ("puntos de recogida" -> "punto de recogida"), German as written (its nouns
 * keep their capital and their plurals are irregular).
 */
function nounsOf(label: string, words: string[], language: AnswerLanguage): { noun: string; nounPlural: string } {
  if (words.length === 0) return { noun: label, nounPlural: label };
  if (language === "en") return { noun: words.join(" "), nounPlural: pluralWords(words).join(" ") };
  if (language === "de") return { noun: label, nounPlural: label };
  const lower = label.toLowerCase().split(/\s+/);
  return { noun: romanceSingular(lower, language).join(" "), nounPlural: romancePlural(lower).join(" ") };
}

const ROMANCE_LINK = /^(?:de|del|des|du|d'|a|à|al|en|para|pour)$/;

/**
 * Spanish and French: each word up to "de"/"du" loses its plural ("productores" -> "productor",
 * "clientes" -> "cliente", "formules" -> "formule"); French words in -ous and -is do not change.
 */
function romanceSingular(words: readonly string[], language: AnswerLanguage): string[] {
  const link = words.findIndex((word) => ROMANCE_LINK.test(word));
  const head = link < 0 ? words.length : link;
  return words.map((word, index) => (index < head ? singularRomance(word, language) : word));
}

function singularRomance(word: string, language: AnswerLanguage): string {
  if (word.length <= 3 || !/s$/.test(word) || /ss$/.test(word)) return word;
  if (language === "fr") return /(?:ou|i|u)s$/.test(word) ? word : word.slice(0, -1);
  if (/[rlndzj]es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The plural as written, or the head word made plural when the founder wrote a singular. */
function romancePlural(words: readonly string[]): string[] {
  if (words.some((word) => /s$/.test(word))) return [...words];
  return words.map((word, index) => (index === 0 ? `${word}${/[rlndzj]$/.test(word) ? "es" : "s"}` : word));
}

/** English and Romance plurals lose their "s"; German plurals are irregular and stay as written. */
function singularOf(words: string[], language: AnswerLanguage): string[] {
  if (language === "en") return singularWords(words);
  if (language === "de") return words;
  return romanceSingular(words, language);
}

function pluralOf(written: string[], singular: string[], language: AnswerLanguage): string[] {
  if (language === "en") return pluralWords(singular);
  if (language === "de") return written;
  return romancePlural(written);
}

function addProperties(entity: ParsedEntity, texts: readonly string[]): void {
  texts.forEach((text, index) => {
    const property = parseProperty(text, entity.properties.length + index + 1);
    const taken = entity.properties.some((existing) => existing.key === property.key);
    if (!property.label || taken || RESERVED_KEYS.has(property.key)) return;
    if (entity.properties.length < MAX_PROPERTIES) entity.properties.push(property);
  });
}

/**
 * "status (booked, done)", "status: booked/done" and "status booked | done" carry their values;
 * "age group U7-U18" carries an example (a trailing token with a digit).
 */
function parseProperty(text: string, position: number): Property {
  const line = oneLine(text).replace(DETERMINER, "");
  const inParens = line.match(/^(.+?)\s*\((.+)\)$/);
  const slashed = line.match(/^(.+?)[\s:=]+([^\s/|]+(?:\s*[/|]\s*[^\s/|]+)+)$/);
  let label = clause(inParens?.[1] ?? slashed?.[1] ?? line);
  const listed = inParens?.[2] ? listItems(inParens[2]) : (slashed?.[2]?.split(/[/|]/) ?? []);
  const values = enumValues(listed);
  let example: string | null = null;
  const trailing = label.match(/^(.+?)\s+(\S*\d\S*)$/);
  if (trailing?.[1] && asciiWords(trailing[1]).length > 0) {
    label = clause(trailing[1]);
    example = trailing[2] ?? null;
  }
  const single = clause(listed[0] ?? "");
  if (values.length === 0 && listed.length === 1 && /\d/.test(single)) example = single;
  const key = identifierStart(camelCase(asciiWords(label).slice(0, 5)), "field") || `field${position}`;
  return { label, key, values, example };
}

/** snake_case values, as APIs usually spell states; fewer than two is not a choice. */
function enumValues(values: readonly string[]): string[] {
  const out = [...new Set(values.map((value) => asciiWords(value).join("_")).filter(Boolean))];
  return out.length >= 2 && out.length <= 20 ? out : [];
}

/** Identifiers should not start with a digit ("3d models" -> "Item3dModel"). */
function identifierStart(identifier: string, prefix: string): string {
  return /^\d/.test(identifier) ? `${prefix}${identifier}` : identifier;
}
