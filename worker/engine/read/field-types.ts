import type { TField, TFieldType } from "#shared/blueprint/schema";
import { asciiWords, referenceKeyOf, singular, singularWords } from "#shared/text/identifiers";
import { stem, stems } from "../text/words";
import type { ParsedEntity, Property } from "./entities";
import { STATUS_WORD } from "./reading/status-words";

/** Another entity's name or a role's, as word stems: what a field may point at. */
export type Target = { name: string; words: string[] };

const wordStems = (text: string) => asciiWords(text).map(stem);

// Order matters: "payment date" is a date before it is money, "paid at" a time before a flag,
// "phone number" a phone before "number of ..." is a count, "age group" a category before an age.
const RULES: readonly [RegExp, TFieldType][] = [
  [/\b(?:e ?mail|correo|courriel)\b/, "email"],
  [/\b(?:phone|mobile|telephone|tel|fax|whatsapp|telefon|telefono|handy|movil|portable)\b/, "phone"],
  [/\b(?:url|website|link|web page|webseite|sitio web|site web)\b/, "url"],
  [
    /\b(?:photos?|images?|pictures?|avatar|logo|attachments?|files?|documents?|fotos?|bild(?:er)?|imagen(?:es)?|archivos?|fichiers?|dokumente?|pdf|receipt|scan)\b/,
    "file",
  ],
  [
    /\b(?:kick ?off|timestamp|datetime|date and time|date time|zeitpunkt|fecha y hora|date et heure)\b|\bat$/,
    "datetime",
  ],
  [
    /\b(?:date|birthday|dob|deadline|day|birth|until|expiry|expires|datum|geburtsdatum|bis|fecha|nacimiento|hasta|naissance|jour|jusqu|dia|tag)\b/,
    "date",
  ],
  [/\b(?:time|uhrzeit|hora|heure)\b/, "time"],
  [
    /\b(?:amount|price|total|cost|fee|fees|balance|salary|subtotal|tax|discount|revenue|deposit|budget|betrag|preis|kosten|gebuhr|importe|precio|coste|tarifa|montant|prix|tarif|cout)\b/,
    "money",
  ],
  [/\b(?:group|category|type|kind|class|band|range|tier|grade|gruppe|kategorie|categoria|categorie|tipo)\b/, "text"],
  [
    /\b(?:weight|rating|score|latitude|longitude|confidence|percentage|percent|gewicht|bewertung|peso|puntuacion|poids|note|m2|sqm|sq ft|square (?:metres|meters|feet)|superficie|flache)\b/,
    "number",
  ],
  [
    /\b(?:count|quantity|qty|number of|age|duration|minutes|hours|stock|capacity|seats|spots|places max|plaetze|platze|plazas|size|year|rooms|guests|floor|points|anzahl|menge|alter|dauer|cantidad|edad|duracion|quantite|duree|nombre de)\b/,
    "integer",
  ],
  [
    /\b(?:notes?|description|comments?|message|bio|transcript|summary|details|notizen|beschreibung|kommentar|notas|descripcion|comentarios?|commentaires?|remarques?|resume)\b/,
    "long_text",
  ],
  [
    /^(?:is|has|can)\b|\bflag$|\b(?:sold out|in stock|ausverkauft|agotado|epuise)$|\b(?:paid|active|done|completed|verified|enabled|archived|confirmed|approved|available|cancelled|canceled|visible|published|insured|attended|showed up|present|returned|aktiv|activo|actif|bezahlt|teilgenommen|anwesend|pagado|asistió|asistio|payé|paye|présent|present)$/,
    "boolean",
  ],
];

const OPENING_HOURS =
  /^(?:(?:opening|business|office|store|shop) hours|oeffnungszeiten|offnungszeiten|horarios?(?: de apertura)?|horaires(?: d ouverture)?)$/;
const isPlaceDetail = (label: string) =>
  /\b(?:location|address|adresse|standort|ort|direccion|ubicacion|lieu|emplacement)\b/.test(
    asciiWords(label).join(" "),
  );

/** A field that names a person by what they did: "approved by", "assigned to". */
const ACTOR = /\b(?:by|to|von|por|par)$/;

/** The fields of an entity, typed from their names, values and the other entities and roles. */
export function fieldsOf(entity: ParsedEntity, entities: readonly ParsedEntity[], roles: readonly Target[]): TField[] {
  const targets = entities.map((other) => ({ name: other.name, words: wordStems(other.noun) }));
  const fields: TField[] = [];
  for (const property of entity.properties) {
    for (const field of alternatives(property, entity, targets) ?? [typedField(property, entity, targets, roles)]) {
      if (!fields.some((existing) => existing.key === field.key)) fields.push(field);
    }
  }
  return fields;
}

/**
 * "desk or room": a booking of one or the other is a reference to each, both optional; null when
 * the parts are not all records ("DNI o pasaporte" is one detail).
 */
function alternatives(property: Property, owner: ParsedEntity, entities: Target[]): TField[] | null {
  const parts = property.label.split(/\s+(?:or|oder|o|u|ou)\s+/iu);
  if (parts.length < 2 || property.values.length > 0) return null;
  const fields: TField[] = [];
  for (const part of parts) {
    const words = asciiWords(part);
    const target = referencedEntity(words, owner.name, entities);
    if (!target) return null;
    fields.push({
      key: referenceKey(words, false),
      label: part,
      type: "reference",
      list: false,
      values: [],
      references: target,
      required: false,
      sensitive: false,
      example: null,
      assumption: false,
    });
  }
  return fields;
}

function typedField(property: Property, owner: ParsedEntity, entities: Target[], roles: readonly Target[]): TField {
  const base = {
    label: property.label,
    list: false,
    values: [] as string[],
    references: null as string | null,
    required: false,
    sensitive: false,
    example: property.example,
    assumption: false,
  };
  const words = asciiWords(property.label);
  const plural = /s$/.test(words.at(-1) ?? "") && singular(words.at(-1) ?? "") !== words.at(-1);
  if (property.values.length > 0) return { ...base, key: property.key, type: "enum", values: property.values };
  const target = referencedEntity(words, owner.name, entities) ?? referencedRole(words, roles);
  if (target) {
    return { ...base, key: referenceKey(words, plural), type: "reference", list: plural, references: target };
  }
  const label = words.join(" ");
  if (STATUS_WORD.test(label)) return statusField(base, property.key);
  // "Trucks (name, cuisine, hours, location)": a place's hours are when it opens, not a count.
  if (OPENING_HOURS.test(label) || (label === "hours" && owner.properties.some((other) => isPlaceDetail(other.label))))
    return { ...base, key: property.key, type: "text" };
  const type = RULES.find(([pattern]) => pattern.test(label))?.[1] ?? "text";
  return { ...base, key: property.key, type, list: type === "file" && plural };
}

/**
 * A status named without its values stays text: the product does not make up a lifecycle for a
 * repair shop's work orders (an open question asks the founder for the values instead).
 */
function statusField(base: Omit<TField, "key" | "type">, key: string): TField {
  return { ...base, key, type: "text", assumption: false };
}

/** "home team" in Match points at Team; "transaction" at "Bank transaction" (a unique last word). */
function referencedEntity(words: string[], ownerName: string, entities: Target[]): string | null {
  const label = words.filter((word) => word !== "id" && word !== "ids").map(stem);
  const others = entities.filter((entity) => entity.name !== ownerName);
  const exact = others.find((entity) => entity.words.join(" ") === label.join(" "));
  if (exact) return exact.name;
  // "signature du client", "fecha de entrega": a head before "de" is what the detail is, the
  // words after it say whose; only a head that is a record points at one ("cliente de la obra").
  const of = words.findIndex((word, at) => at > 0 && /^(?:de|du|des|del|d|of)$/u.test(word));
  if (of > 0) return of <= 3 ? referencedEntity(words.slice(0, of), ownerName, entities) : null;
  const last = label.at(-1);
  if (!last || label.length > 3) return null;
  const byLastWord = others.filter((entity) => entity.words.at(-1) === last);
  if (byLastWord.length === 1) return byLastWord[0]?.name ?? null;
  // "parent code" in Code: a record pointing at another of its own kind.
  const owner = entities.find((entity) => entity.name === ownerName);
  return label.length > 1 && owner?.words.at(-1) === last ? ownerName : null;
}

/** "coach" where Coach is a role, or "approved by": a user of the product. */
function referencedRole(words: string[], roles: readonly Target[]): string | null {
  if (roles.length === 0) return null;
  const label = words.join(" ");
  if (ACTOR.test(label)) return USER_ENTITY;
  const roleStems = new Set(roles.flatMap((role) => role.words));
  const labelStems = stems(label);
  return labelStems.length > 0 && labelStems.length <= 2 && labelStems.every((word) => roleStems.has(word))
    ? USER_ENTITY
    : null;
}

/** "home team" -> homeTeamId, "players" -> playerIds, "approved by" -> approvedById. */
function referenceKey(words: string[], plural: boolean): string {
  const base = words.filter((word) => word !== "id" && word !== "ids");
  const named = plural ? singularWords(base) : base;
  return referenceKeyOf(named, plural);
}

/** The users of a product with roles: every role is a user with a role. */
export const USER_ENTITY = "User";

/** Roles as targets of person fields ("coach", "assigned referee"). */
export function roleTargets(roles: readonly { name: string }[]): Target[] {
  return roles.map((role) => ({ name: role.name, words: wordStems(role.name) }));
}
