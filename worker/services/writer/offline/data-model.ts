import { asciiWords, camelCase, kebabCase, pascalCase, pluralWords, singularWords } from "./identifiers";
import { capitalise, clause, listItems, oneLine, splitTopLevel } from "./text";

/** A detail of an entity as the user named it ("due date"), with its identifier ("dueDate"). */
export type Property = { label: string; key: string; enumValues: string[] };

/** A thing the product keeps (q9): "Clients (name, address, phone)" -> Client with three properties. */
export type Entity = {
  /** As the user wrote it, capitalised: "Clients". */
  label: string;
  /** PascalCase singular, safe as an OpenAPI component name: "Client". */
  name: string;
  /** Singular, in words, for sentences: "client", "care plan" (or the label, for other scripts). */
  noun: string;
  /** camelCase singular for parameters: "client". */
  camel: string;
  /** kebab-case plural for paths: "clients". */
  collection: string;
  properties: Property[];
};

// Limits keep a pathological answer (a 300-character run-on sentence) from producing a document
// nobody can read; a real product's first version rarely has more.
const MAX_ENTITIES = 12;
const MAX_PROPERTIES = 20;
const NAME_WORDS = 4;
/** Every record gets these, so the user's own "id" or "created at" would be duplicates. */
const RESERVED_KEYS = new Set(["id", "createdAt", "updatedAt"]);
const DETERMINER = /^(?:the|a|an|our|their|its|each|every|all|some|any|list of|lists of|records of)\s+/i;

const INTRODUCTION = /\b(?:keep|store|track|save|data|information|entities|things|records|main)\b/i;

type RawEntity = { label: string; properties: string[] };

/**
 * Entities from q9. Accepts "Clients (name, address), jobs (date) and invoices", one entity per
 * line or sentence as "Patients: name, date of birth" or "Patients - name", and bare names.
 * Entities that come out with the same identifier are merged.
 */
export function parseEntities(text: string): Entity[] {
  const chunks = splitTopLevel(text, /[\n;]|\.\s+(?=\p{Lu})|\.$/gu);
  const raw = chunks.flatMap(chunkEntities);
  return mergeEntities(raw).slice(0, MAX_ENTITIES);
}

function chunkEntities(chunk: string): RawEntity[] {
  const colon = chunk.match(/^([^,(:]{1,60}?)(?::|\s[-–—]\s)\s*(.+)$/);
  // "Data we keep: clients (name), jobs (date)": the words before the colon only introduce the list.
  const intro = colon?.[1] && (INTRODUCTION.test(colon[1]) || colon[1].trim().split(/\s+/).length > 3);
  if (colon?.[1] && colon[2] && !intro) return [{ label: colon[1], properties: listItems(colon[2]) }];
  // Entity names rarely contain "and", so "notes and prescriptions" is two of them.
  const items = listItems(colon?.[2] ?? chunk).flatMap((item) => splitTopLevel(item, /\s+(?:and|&)\s+/gi));
  return items.map((item) => {
    const match = item.match(/^([^(]*)\((.*)\)?$/);
    if (!match) return { label: item, properties: [] };
    return { label: match[1] ?? "", properties: listItems((match[2] ?? "").replace(/\)$/, "")) };
  });
}

function mergeEntities(raw: readonly RawEntity[]): Entity[] {
  const byName = new Map<string, Entity>();
  raw.forEach((item, index) => {
    const label = capitalise(clause(item.label).replace(DETERMINER, ""));
    if (!label) return;
    const words = singularWords(asciiWords(label).slice(0, NAME_WORDS));
    // A name in another script has no ASCII words: number it, the label keeps the original.
    const safe = words.length > 0 ? words : [`entity${index + 1}`];
    const name = identifierStart(pascalCase(safe), "Item");
    const noun = words.length > 0 ? words.join(" ") : label;
    const camel = name.charAt(0).toLowerCase() + name.slice(1);
    const collection = kebabCase(pluralWords(safe));
    const entity = byName.get(name) ?? { label, name, noun, camel, collection, properties: [] };
    byName.set(name, entity);
    addProperties(entity, item.properties);
  });
  return [...byName.values()];
}

function addProperties(entity: Entity, texts: readonly string[]): void {
  texts.forEach((text, index) => {
    const property = parseProperty(text, entity.properties.length + index + 1);
    const taken = entity.properties.some((existing) => existing.key === property.key);
    if (!property.label || taken || RESERVED_KEYS.has(property.key)) return;
    if (entity.properties.length < MAX_PROPERTIES) entity.properties.push(property);
  });
}

/** "status (booked, done)", "status: booked/done" and "status booked | done" carry their values. */
function parseProperty(text: string, position: number): Property {
  const line = oneLine(text).replace(DETERMINER, "");
  const inParens = line.match(/^(.+?)\s*\((.+)\)$/);
  const slashed = line.match(/^(.+?)[\s:=]+([^\s/|]+(?:\s*[/|]\s*[^\s/|]+)+)$/);
  const label = clause(inParens?.[1] ?? slashed?.[1] ?? line);
  const values = inParens?.[2] ? listItems(inParens[2]) : (slashed?.[2]?.split(/[/|]/) ?? []);
  const key = identifierStart(camelCase(asciiWords(label).slice(0, 5)), "field") || `field${position}`;
  return { label, key, enumValues: enumValues(values) };
}

/** snake_case values, as APIs usually spell states; fewer than two is not a choice. */
function enumValues(values: readonly string[]): string[] {
  const out = [...new Set(values.map((value) => asciiWords(value).join("_")).filter(Boolean))];
  return out.length >= 2 ? out : [];
}

/** Identifiers should not start with a digit ("3d models" -> "Item3dModel"). */
function identifierStart(identifier: string, prefix: string): string {
  return /^\d/.test(identifier) ? `${prefix}${identifier}` : identifier;
}
