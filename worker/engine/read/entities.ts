import { parseRecords as parseRecordRows, type TRecordRow } from "#shared/questionnaire/structured";
import { asciiWords, camelCase, kebabCase, pascalCase, pluralWords } from "#shared/text/identifiers";
import { capitalise, clause, listItems, oneLine } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { isRecordName } from "./reading/name-shape";
import { singularPhrase } from "./reading/nouns";
import { type RawRecord, readRecords } from "./records";

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
  /** Names of the entities it points at, as the founder's sentences say ("is for one truck"). */
  links: string[];
  /** Names of the entities it is assumed to point at (a booking with nothing named: its court and player). */
  assumedLinks?: string[];
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

/**
 * Entities from q9, read sentence by sentence (records.ts): names singular in the founder's
 * spelling, details typed later, and the links the sentences state ("each work order is for one
 * truck", "owners and their dogs") as the names of the entities they point at. Records that come
 * out with the same identifier are merged.
 */
/**
 * "Hotelgruppe → Haus (Name, Adresse)": an arrow between two names before a record's details says
 * the second belongs to the first; read as the first record and the second pointing at it.
 */
function withParentArrows(text: string): string {
  return text.replace(
    /(^|[.;\n]\s*)(\p{Lu}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)\s*(?:→|->)\s*(\p{Lu}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)\s*\(/gu,
    (_whole, start: string, parent: string, child: string) => `${start}${parent}. ${child} (${parent}, `,
  );
}

export function parseEntities(
  text: string,
  language: AnswerLanguage = "en",
  tenant: string | null = null,
): ParsedEntity[] {
  // What the data control wrote (decision 030) is read exactly: no record, field or link guessed.
  const rows = parseRecordRows(text);
  if (rows) return exactEntities(rows, language);
  const raw = readRecords(withParentArrows(text), language);
  // "Jedes Mitglied ist in einer oder mehreren Abteilungen": a record the links name is a record
  // too, unless it is a time ("gehört zu einem Monat"), which is a detail of the one linking.
  const named = new Set(raw.map((record) => headKey(record.label, language)));
  for (const record of [...raw]) {
    for (const label of record.links) {
      if (TIME.test(label) || !/\p{L}/u.test(label) || !isRecordName(label) || named.has(headKey(label, language)))
        continue;
      named.add(headKey(label, language));
      raw.push({ label, properties: [], links: [], plural: false });
    }
  }
  const merged = mergeEntities(ofAnother(raw, language), language).slice(0, MAX_ENTITIES);
  const linked = merged.map((entity) => {
    const targets: string[] = [];
    for (const label of entity.links) {
      const target = linkTarget(label, entity, merged, language);
      if (target) targets.push(target);
      else addProperties(entity, [label]);
    }
    return { ...entity, links: [...new Set(targets)] };
  });
  const tenantKey = tenant ? headKey(tenant, language) : null;
  return withAssumedLinks(linked, language, (entity) => headKey(entity.label, language) === tenantKey);
}

/**
 * The records of the data control as entities: the label is the record's name, a property per
 * field (typed later by the field-type reader), a `status` property with the values in snake_case,
 * and a link per record named after "link to" (a record only linked to is a record too).
 */
function exactEntities(rows: readonly TRecordRow[], language: AnswerLanguage): ParsedEntity[] {
  const byKey = new Map<string, ParsedEntity>();
  const keyOf = (name: string) => name.toLocaleLowerCase(language);
  // A name the documents' check refuses is no record, as in prose: a phrase with a verb, or a
  // value of a status ("Paid" beside "status (open, paid)").
  const statusValues = new Set(rows.flatMap((row) => row.statusValues.map((value) => asciiWords(value).join("_"))));
  const refused = (label: string, one: string) =>
    !isRecordName(label) ||
    statusValues.has(asciiWords(label).join("_")) ||
    statusValues.has(asciiWords(one).join("_"));
  const entityOf = (label: string, index: number): ParsedEntity | null => {
    const existing = byKey.get(keyOf(label));
    if (existing) return existing;
    if (byKey.size >= MAX_ENTITIES || !/[\p{L}\p{N}]/u.test(label)) return null;
    const plural =
      language === "de" ? false : language === "en" ? /s$/i.test(label) : /[sx]$/i.test(label.split(" ")[0] ?? "");
    const one = singularPhrase(label, language, plural);
    if (refused(label, one)) return null;
    const words = asciiWords(one).slice(0, NAME_WORDS);
    const safe = words.length > 0 ? words : [`entity${index + 1}`];
    const taken = new Set([...byKey.values()].map((entity) => entity.name));
    let name = identifierStart(pascalCase(safe), "Item");
    for (let n = 2; taken.has(name); n++) name = `${identifierStart(pascalCase(safe), "Item")}${n}`;
    const entity: ParsedEntity = {
      label,
      name,
      ...nounsOf(label, one, language, plural),
      collection: kebabCase(
        words.length > 0
          ? pluralOf(asciiWords(label).slice(0, NAME_WORDS), words, language, plural)
          : [`entity${index + 1}s`],
      ),
      properties: [],
      links: [],
    };
    byKey.set(keyOf(label), entity);
    return entity;
  };
  rows.forEach((row, index) => {
    entityOf(row.name, index);
  });
  rows.forEach((row, index) => {
    const entity = byKey.get(keyOf(row.name));
    if (!entity) return;
    const add = (property: Property) => {
      const taken = entity.properties.some((existing) => existing.key === property.key);
      if (!taken && !RESERVED_KEYS.has(property.key) && entity.properties.length < MAX_PROPERTIES)
        entity.properties.push(property);
    };
    const values = [...new Set(row.statusValues.map((value) => asciiWords(value).join("_")).filter(Boolean))];
    // Added first, so a field named "status" is the one the values belong to. One value is no
    // choice (an enum needs two): a status field with that value as its example.
    if (values.length > 0)
      add({
        label: STATUS_LABEL[language],
        key: "status",
        values: values.length >= 2 ? values.slice(0, 20) : [],
        example: values.length === 1 ? (values[0] ?? null) : null,
      });
    row.fields.forEach((label, at) => {
      const key = identifierStart(camelCase(asciiWords(label).slice(0, 5)), "field") || `field${at + 1}`;
      add({ label, key, values: [], example: null });
    });
    if (values.length > 0) {
      // The status goes after the fields, where the founder wrote it.
      const status = entity.properties.findIndex((property) => property.key === "status");
      const [moved] = status >= 0 ? entity.properties.splice(status, 1) : [];
      if (moved) entity.properties.push(moved);
    }
    for (const link of row.links) {
      const target = entityOf(link, rows.length + index);
      if (target && target !== entity && !entity.links.includes(target.name)) entity.links.push(target.name);
    }
  });
  return [...byKey.values()];
}

const STATUS_LABEL: Record<AnswerLanguage, string> = { en: "status", es: "estado", fr: "statut", de: "Status" };

/**
 * "consulta de la mascota", "Journée d'un enfant", "notes of the visit": a record of another
 * record the answer names is that record's, and is named without it.
 */
function ofAnother(raw: RawRecord[], language: AnswerLanguage): RawRecord[] {
  const heads = new Set(raw.map((record) => headKey(record.label, language)));
  return raw.map((record) => {
    const match = record.label.match(
      /^(.+?)\s+(?:de la|de los|de las|del|de|du|de l['’]|des|d['’]un|d['’]une|of the|of)\s+(.+)$/iu,
    );
    if (!match?.[1] || !match[2] || !heads.has(headKey(match[2], language))) return record;
    if (headKey(match[1], language) === headKey(match[2], language)) return record;
    return { ...record, label: match[1], links: [...record.links, match[2]] };
  });
}

const TIME =
  /^(?:month|day|week|year|date|monat|tag|woche|jahr|datum|mes|día|dia|semana|año|fecha|mois|jour|semaine|année|an)$/iu;

/** The head noun of a name: the last word in English and German, the first in Spanish and French. */
function headWord(words: readonly string[], language: AnswerLanguage): string {
  return (language === "es" || language === "fr" ? words[0] : words.at(-1)) ?? "";
}

/** A name's head noun, singular and ASCII: "órdenes de trabajo" and "orden" meet. */
function headKey(label: string, language: AnswerLanguage): string {
  return headWord(asciiWords(singularPhrase(label.replace(DETERMINER, ""), language, true)), language);
}

/** Records of an event (a booking, an order, a payment) as the founders of the corpus name them. */
const EVENT =
  /^(?:booking|reservation|order|appointment|visit|rental|ticket|invoice|payment|subscription|delivery|shipment|session|lesson|claim|request|application|contract|loan|offer|quote|registration|enrollment|consultation|buchung|reservierung|bestellung|termin|besuch|miete|mietvertrag|rechnung|zahlung|abo|abonnement|lieferung|sitzung|antrag|vertrag|angebot|auftrag|reserva|pedido|cita|visita|alquiler|factura|pago|suscripcion|entrega|envio|sesion|reclamo|contrato|oferta|presupuesto|entrada|inscripcion|consulta|orden|reservation|commande|rendez vous|location|facture|paiement|livraison|seance|reclamation|demande|contrat|devis|candidature|inscription|billet|lesson|class|stunde|fahrstunde|meldung|schadensmeldung|prescription|ordonnance|rezept|receta|verordnung|clase|liquidacion|payout|settlement|abrechnung|cours|lecon)$/;
/** People a product's records are for: the customer, the member, the patient. */
const PERSON =
  /^(?:customer|client|member|player|patient|student|guest|buyer|owner|user|parent|dueno|visitor|viewer|spectator|passenger|kunde|mitglied|spieler|patient|schuler|fahrschuler|gast|mieter|eigentumer|besucher|zuschauer|jugador|cliente|socio|alumno|paciente|huesped|miembro|comprador|espectador|visitante|pasajero|membre|eleve|etudiant|acheteur|locataire|proprietaire|visiteur|spectateur|passager)$/;
/** Records that pay for another event: a payment is for the booking or lesson of the same answer. */
const PAYMENT = /^(?:payment|zahlung|pago|paiement|cobro|charge)$/;

const INVOICE = /^(?:invoice|bill|rechnung|factura|facture)$/;

/** A record of invoices ("Rechnung", "Factures"): what is paid when the data keeps no payments. */
export function isInvoiceNoun(words: readonly string[]): boolean {
  return INVOICE.test(words.at(-1) ?? "") || INVOICE.test((words.at(-1) ?? "").replace(/s$/u, ""));
}

/** A record of payments ("Pago", "Paiement", "Payments"), by the last word of its noun, in ASCII. */
export function isPaymentNoun(words: readonly string[]): boolean {
  return PAYMENT.test(words.at(-1) ?? "") || PAYMENT.test((words.at(-1) ?? "").replace(/s$/u, ""));
}
/** What a marketplace sells, and who sells it: a product belongs to its seller. */
const PRODUCT = /^(?:product|item|listing|producto|articulo|produit|article|annonce|produkt)$/;
const SELLER =
  /^(?:supplier|vendor|seller|merchant|artisan|maker|proveedor|vendedor|comercio|fabricante|fournisseur|vendeur|commercant|lieferant|verkaufer|handler|hersteller)$/;

/**
 * A booking, an order, a payment named without the records it is about ("pistas, reservas,
 * jugadores") is about the person and the thing of the same answer: the reservation is of a
 * court, by a player. Added as assumptions (the founder did not write them), only to records
 * that point at nothing.
 */
function withAssumedLinks(
  entities: ParsedEntity[],
  language: AnswerLanguage,
  isTenant: (entity: ParsedEntity) => boolean,
): ParsedEntity[] {
  const head = (entity: ParsedEntity) => headWord(asciiWords(entity.noun), language);
  const lastWord = (entity: ParsedEntity) => asciiWords(entity.noun).join(" ");
  // An event is named so ("booking", "Bestellung") or has a date and the values of a status (a walk).
  const dated = (entity: ParsedEntity) =>
    entity.properties.some((property) => property.values.length > 0) &&
    entity.properties.some((property) => /date|datum|fecha|time|heure|hora|uhrzeit/i.test(property.key));
  const events = entities.filter((entity) => EVENT.test(head(entity)) || EVENT.test(lastWord(entity)) || dated(entity));
  const people = entities.filter((entity) => PERSON.test(head(entity)));
  // The customer organisation is what everything belongs to, not what a booking is of.
  const things = entities.filter((entity) => !events.includes(entity) && !people.includes(entity) && !isTenant(entity));
  const pointsAt = (entity: ParsedEntity, group: readonly ParsedEntity[]) =>
    entity.links.some((name) => group.some((other) => other.name === name)) ||
    entity.properties.some((property) =>
      group.some((other) => other !== entity && asciiWords(property.label).join(" ") === lastWord(other)),
    );
  const sellers = entities.filter((entity) => SELLER.test(head(entity)));
  return entities.map((entity) => {
    if (PRODUCT.test(head(entity)) && sellers[0] && !pointsAt(entity, entities))
      return { ...entity, assumedLinks: [sellers[0].name] };
    const paid = events.find((other) => other !== entity && !PAYMENT.test(head(other)));
    if (PAYMENT.test(head(entity)) && paid && !pointsAt(entity, entities))
      return { ...entity, assumedLinks: [paid.name] };
    if (!events.includes(entity)) return entity;
    // A class that bookings point at is what is booked, not a booking: its people come through them.
    if (events.some((other) => other !== entity && pointsAt(other, [entity]) && pointsAt(other, people))) return entity;
    const linked = entity.links.length > 0 || pointsAt(entity, entities);
    // A booking by nobody is booked by the person of the answer; a bare one is of its thing too.
    const assumed = [pointsAt(entity, people) ? undefined : people[0], linked ? undefined : things[0]]
      .filter((other): other is ParsedEntity => other !== undefined && other !== entity)
      .map((other) => other.name);
    return assumed.length > 0 ? { ...entity, assumedLinks: assumed } : entity;
  });
}

/** The entity a link's words name: by its identifier, then by the last word of its noun. */
function linkTarget(
  label: string,
  from: ParsedEntity,
  entities: readonly ParsedEntity[],
  language: AnswerLanguage,
): string | null {
  const words = asciiWords(singularPhrase(label.replace(DETERMINER, ""), language, true));
  const name = pascalCase(words);
  const others = entities.filter((entity) => entity.name !== from.name);
  const exact = others.find((entity) => entity.name.toLowerCase() === name.toLowerCase());
  if (exact) return exact.name;
  const head = headWord(words, language);
  const byHead = others.filter((entity) => headWord(asciiWords(entity.noun), language) === head);
  return byHead.length === 1 ? (byHead[0]?.name ?? null) : null;
}

function mergeEntities(raw: readonly RawRecord[], language: AnswerLanguage): ParsedEntity[] {
  const byName = new Map<string, ParsedEntity>();
  raw.forEach((item, index) => {
    const label = capitalise(clause(item.label).replace(DETERMINER, ""));
    if (!/[\p{L}\p{N}]/u.test(label)) return;
    const one = singularPhrase(label, language, item.plural);
    const words = asciiWords(one).slice(0, NAME_WORDS);
    // A name in another script has no ASCII words: number it, the label keeps the original.
    const safe = words.length > 0 ? words : [`entity${index + 1}`];
    const name = identifierStart(pascalCase(safe), "Item");
    const collection = kebabCase(
      words.length > 0
        ? pluralOf(asciiWords(label).slice(0, NAME_WORDS), words, language, item.plural)
        : [`entity${index + 1}s`],
    );
    const entity = byName.get(name) ?? {
      label,
      name,
      ...nounsOf(label, one, language, item.plural),
      collection,
      properties: [],
      links: [],
    };
    byName.set(name, entity);
    addProperties(entity, item.properties);
    entity.links.push(...item.links);
  });
  return [...byName.values()];
}

/**
 * Nouns for sentences in the founder's own spelling and letters: English lower case, Spanish and
 * French head-first ("puntos de recogida" -> "punto de recogida"), German with its capitals.
 */
function nounsOf(
  label: string,
  one: string,
  language: AnswerLanguage,
  plural: boolean,
): { noun: string; nounPlural: string } {
  if (language === "de") return { noun: one, nounPlural: plural ? label : one };
  const lowerOne = language === "en" ? lowerNoun(one) : one.toLocaleLowerCase(language);
  if (language === "en") return { noun: lowerOne, nounPlural: pluralWords(lowerOne.split(" ")).join(" ") };
  const written = label.toLocaleLowerCase(language);
  return { noun: lowerOne, nounPlural: plural ? written : romancePlural(written.split(/\s+/)).join(" ") };
}

/** Lower case, but acronyms stay: "VIN", "IT lead". */
function lowerNoun(text: string): string {
  return text
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}

/** The plural as written, or the head word made plural when the founder wrote a singular. */
function romancePlural(words: readonly string[]): string[] {
  if (words.some((word) => /s$/.test(word))) return [...words];
  return words.map((word, index) => (index === 0 ? `${word}${/[rlndzj]$/.test(word) ? "es" : "s"}` : word));
}

function pluralOf(written: string[], singular: string[], language: AnswerLanguage, plural: boolean): string[] {
  if (language === "en") return pluralWords(singular);
  if (language === "de") return plural ? written : singular;
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
