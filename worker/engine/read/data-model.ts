import type { TEntity, TField, TRole } from "#shared/blueprint/schema";
import { asciiWords, kebabCase, pascalCase, pluralWords, referenceKeyOf } from "#shared/text/identifiers";
import { capitalise, listItems } from "../text/text";
import { stems } from "../text/words";
import type { AnswerLanguage } from "./answer-language";
import { type ParsedEntity, parseEntities } from "./entities";
import { fieldsOf, roleTargets, USER_ENTITY } from "./field-types";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { sentencesOf } from "./reading/segment";

type DataModel = { entities: TEntity[]; nouns: Map<string, Noun>; assumptions: string[] };

/**
 * The entities of q9 with typed fields, relations and enums; sensitive fields flagged from q9a;
 * and, when the product has roles, a User entity that person fields ("approved by", "coach")
 * point at. The first field of each entity is required: a record needs at least that.
 */
export function buildDataModel(input: {
  data: string;
  sensitive: string;
  roles: readonly TRole[];
  productName: string;
  language: AnswerLanguage;
  phrases: AnalyzerPhrases;
  /** The customer organisation of a product sold to many (tenant.ts), if the answers name one. */
  tenant?: string | null;
}): DataModel {
  const read = parseEntities(input.data, input.language, input.tenant ?? null);
  const tenant = tenantEntity(read, input.tenant ?? null, input.language);
  const parsed = tenant && !read.includes(tenant) ? [tenant, ...read] : read;
  // A product with roles has users; one that names nothing it keeps still has its users' accounts.
  const needsUsers =
    (input.roles.length > 0 || parsed.length === 0) && !parsed.some((entity) => entity.name === USER_ENTITY);
  const all = needsUsers ? [...parsed, userEntity(input.roles, input.phrases)] : parsed;
  const targets = roleTargets(input.roles);
  const sensitivePhrases = sentencesOf(whatIsSensitive(input.sensitive), input.language)
    .flatMap((sentence) => listItems(sentence, { splitLoneAnd: true }))
    .filter((phrase) => !REASON.test(phrase.trim()))
    .map(stems);
  const entityStems = all.map((entity) => stems(entity.label));
  const mentionsAnEntity = (phrase: readonly string[]) =>
    entityStems.some((words) => words.length > 0 && words.every((word) => phrase.includes(word)));
  const assumptions: string[] = [];
  const nouns = new Map<string, Noun>();
  const entities = all.map((entity): TEntity => {
    const typed = withLinks(fieldsOf(entity, all, entity.name === USER_ENTITY ? [] : targets), entity, all).map(
      (field, index) => ({ ...field, required: index === 0 }),
    );
    const marked = markSensitive(
      typed.some((field) => field.type !== "reference")
        ? typed
        : [nameField(), ...typed.map((field) => ({ ...field, required: false }))],
      entity,
      sensitivePhrases,
      mentionsAnEntity,
    );
    // A tenant the answers only imply ("for drilling companies", "pro Firma") is kept by its name,
    // a field the founder did not give: an assumption like the record.
    const fields =
      entity === tenant && !read.includes(tenant) ? marked.map((field) => ({ ...field, assumption: true })) : marked;
    for (const field of fields.filter((candidate) => candidate.assumption && candidate.type === "enum")) {
      assumptions.push(input.phrases.assumptions.lifecycle(entity.name, field.key, field.values.join(", ")));
    }
    const noun = nounOf(entity);
    nouns.set(entity.name, noun);
    return {
      name: entity.name,
      label: entity.label,
      nouns: { one: noun.one.slice(0, 80), many: noun.many.slice(0, 80) },
      collection: entity.collection,
      description: input.phrases.entityDescription(
        noun,
        input.productName,
        fields.slice(0, 6).map((field) => field.label),
      ),
      fields,
      assumption: (entity.name === USER_ENTITY && needsUsers) || (entity === tenant && !read.includes(tenant)),
    };
  });
  if (needsUsers) assumptions.push(input.phrases.assumptions.users);
  const scoped = tenant ? scopedToTenant(entities, tenant.name) : entities;
  return { entities: uniqueCollections(scoped), nouns, assumptions };
}

/** "Client addresses and phone numbers; only the owner may see them": the part before who may see. */
/** A clause that says why, not what: "people steal hives", "weil Leute …", "car on vole …". */
const REASON =
  /^(?:because|since|as|so|people|someone|anyone|they|thieves|weil|da|denn|sonst|leute|jemand|man|porque|ya que|la gente|alguien|car|parce que|puisque|les gens|quelqu'un|on)\s/iu;

function whatIsSensitive(answer: string): string {
  return (
    answer.split(
      /[;:]|\s[-–—]\s|\b(?:only|nur|solo|s[óo]lo|seul\w*|uniquement|exclusively|ausschlie(?:ss|ß)lich)\b/i,
    )[0] ?? ""
  );
}

/**
 * What q9a names as sensitive, phrase by phrase: a phrase naming an entity flags the fields it
 * names ("customer VAT numbers": Customer.vatNumber), or the whole entity when it names none
 * ("bank transactions are financial data"); a phrase naming no entity flags the fields it names
 * wherever they are ("phone numbers"). A link to another record is never sensitive itself.
 */
function markSensitive(
  fields: TField[],
  entity: ParsedEntity,
  phrases: readonly string[][],
  mentionsAnEntity: (phrase: readonly string[]) => boolean,
): TField[] {
  const entityWords = stems(entity.label);
  // "Telefonnummern" names the field "Telefon": a German compound starts with it.
  const named = (label: string, phrase: readonly string[]) => {
    const words = stems(label);
    return (
      words.length > 0 &&
      words.every(
        (word) => phrase.includes(word) || (word.length >= 5 && phrase.some((other) => other.startsWith(word))),
      )
    );
  };
  const aboutEntity = phrases.filter(
    (phrase) => entityWords.length > 0 && entityWords.every((word) => phrase.includes(word)),
  );
  const general = phrases.filter((phrase) => !aboutEntity.includes(phrase));
  return fields.map((field) => {
    if (field.type === "reference") return { ...field, sensitive: false };
    const inEntityPhrase = aboutEntity.some(
      (phrase) => named(field.label, phrase) || !fields.some((other) => named(other.label, phrase)),
    );
    const inGeneralPhrase = general.some((phrase) => !mentionsAnEntity(phrase) && named(field.label, phrase));
    return { ...field, sensitive: inEntityPhrase || inGeneralPhrase };
  });
}

function userEntity(roles: readonly TRole[], phrases: AnalyzerPhrases): ParsedEntity {
  return {
    label: phrases.user.label,
    name: USER_ENTITY,
    noun: phrases.user.one,
    nounPlural: phrases.user.many,
    collection: "users",
    links: [],
    properties: [
      { label: "name", key: "name", values: [], example: null },
      { label: "email", key: "email", values: [], example: null },
      {
        label: "role",
        key: "role",
        values: roleValues(roles),
        example: null,
      },
    ],
  };
}

/** The roles as the values of a user's role, when there are two and more that ASCII can spell apart. */
function roleValues(roles: readonly TRole[]): string[] {
  const values = [...new Set(roles.map((role) => asciiWords(role.name).join("_")).filter(Boolean))];
  return values.length >= 2 ? values.slice(0, 20) : [];
}

/** "bank transaction" / "bank transactions" from the founder's words. */
function nounOf(entity: ParsedEntity): Noun {
  return { one: entity.noun, many: entity.nounPlural };
}

/**
 * The links the founder's sentences state ("each work order is for one truck") as reference
 * fields, unless a detail already points at that entity ("truck" among the details).
 */
function withLinks(fields: TField[], entity: ParsedEntity, all: readonly ParsedEntity[]): TField[] {
  const out = [...fields];
  const assumed = new Set(entity.assumedLinks ?? []);
  for (const target of [...entity.links, ...assumed]) {
    if (out.some((field) => field.references === target)) continue;
    const other = all.find((candidate) => candidate.name === target);
    if (!other) continue;
    const words = asciiWords(other.noun);
    const key = referenceKeyOf(words);
    if (out.some((field) => field.key === key)) continue;
    out.push({
      key,
      label: other.noun,
      type: "reference",
      list: false,
      values: [],
      references: target,
      required: false,
      sensitive: false,
      example: null,
      assumption: assumed.has(target) && !entity.links.includes(target),
    });
  }
  return out;
}

/**
 * The record of the customer organisation: the one the data answer names ("each fleet and its
 * trucks"), or one added for it (an assumption) when only the access or price answers do.
 */
function tenantEntity(
  parsed: readonly ParsedEntity[],
  tenant: string | null,
  language: AnswerLanguage,
): ParsedEntity | null {
  if (!tenant) return null;
  const key = asciiWords(tenant).join(" ");
  const found = parsed.find(
    (entity) => asciiWords(entity.noun).join(" ") === key || asciiWords(entity.label).join(" ") === key,
  );
  if (found) return found;
  const words = asciiWords(tenant);
  if (words.length === 0) return null;
  return {
    label: capitalise(tenant),
    name: pascalCase(words),
    noun: language === "en" ? tenant.toLowerCase() : tenant,
    nounPlural: language === "en" ? pluralWords(words).join(" ") : tenant,
    collection: kebabCase(language === "en" ? pluralWords(words) : words),
    properties: [{ label: "name", key: "name", values: [], example: null }],
    links: [],
  };
}

/**
 * In a product sold to many organisations every record belongs to one: a record that points at
 * no other record gets a reference to the tenant (an assumption), and records below it inherit
 * the tenant through their parent, as row-level security then does.
 */
function scopedToTenant(entities: TEntity[], tenant: string): TEntity[] {
  return entities.map((entity) => {
    if (entity.name === tenant || entity.name === USER_ENTITY) return entity;
    const linked = entity.fields.some((field) => field.type === "reference" && field.references !== USER_ENTITY);
    if (linked) return entity;
    const target = entities.find((candidate) => candidate.name === tenant);
    if (!target) return entity;
    const words = asciiWords(target.nouns.one);
    const key = referenceKeyOf(words.length > 0 ? words : ["tenant"]);
    if (entity.fields.some((field) => field.key === key) || entity.fields.length >= 25) return entity;
    const field: TField = {
      key,
      label: target.nouns.one,
      type: "reference",
      list: false,
      values: [],
      references: tenant,
      required: true,
      sensitive: false,
      example: null,
      assumption: true,
    };
    return { ...entity, fields: [...entity.fields, field] };
  });
}

/** Two names may make one path ("Schicht" and "Schichten"): the later one gets a number. */
function uniqueCollections(entities: readonly TEntity[]): TEntity[] {
  const used = new Set<string>();
  return entities.map((entity) => {
    let collection = entity.collection;
    for (let n = 2; used.has(collection); n++) collection = `${entity.collection}-${n}`;
    used.add(collection);
    return collection === entity.collection ? entity : { ...entity, collection };
  });
}

/** An entity named without details still needs something to tell its records apart. */
function nameField(): TField {
  return {
    key: "name",
    label: "name",
    type: "text",
    list: false,
    values: [],
    references: null,
    required: true,
    sensitive: false,
    example: null,
    assumption: true,
  };
}
