import type { TEntity, TField, TRole } from "../../../../shared/blueprint/schema";
import type { AnswerLanguage } from "./answer-language";
import { type ParsedEntity, parseEntities } from "./entities";
import { fieldsOf, roleTargets, USER_ENTITY } from "./field-types";
import { asciiWords } from "./identifiers";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { stems } from "./words";

export type DataModel = { entities: TEntity[]; nouns: Map<string, Noun>; assumptions: string[] };

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
}): DataModel {
  const parsed = parseEntities(input.data, input.language);
  // A product with roles has users; one that names nothing it keeps still has its users' accounts.
  const needsUsers =
    (input.roles.length > 0 || parsed.length === 0) && !parsed.some((entity) => entity.name === USER_ENTITY);
  const all = needsUsers ? [...parsed, userEntity(input.roles, input.phrases)] : parsed;
  const targets = roleTargets(input.roles);
  const sensitive = new Set(stems(whatIsSensitive(input.sensitive)));
  const assumptions: string[] = [];
  const nouns = new Map<string, Noun>();
  const entities = all.map((entity): TEntity => {
    const typed = fieldsOf(entity, all, entity.name === USER_ENTITY ? [] : targets).map((field, index) => ({
      ...field,
      required: index === 0,
    }));
    const fields = markSensitive(typed.length > 0 ? typed : [nameField()], entity, sensitive);
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
      description: input.phrases.entityDescription(noun, input.productName),
      fields,
      assumption: entity.name === USER_ENTITY && needsUsers,
    };
  });
  if (needsUsers) assumptions.push(input.phrases.assumptions.users);
  return { entities, nouns, assumptions };
}

/** "Client addresses and phone numbers; only the owner may see them": the part before who may see. */
function whatIsSensitive(answer: string): string {
  return (
    answer.split(
      /[;:]|\s[-–—]\s|\b(?:only|nur|solo|s[óo]lo|seul\w*|uniquement|exclusively|ausschlie(?:ss|ß)lich)\b/i,
    )[0] ?? ""
  );
}

/**
 * Fields named in q9a are sensitive; an entity named there without any of its fields ("health
 * data (consultation notes, prescriptions)") is sensitive as a whole.
 */
function markSensitive(fields: TField[], entity: ParsedEntity, sensitive: ReadonlySet<string>): TField[] {
  const named = (label: string) => {
    const words = stems(label);
    return words.length > 0 && words.every((word) => sensitive.has(word));
  };
  const anyField = fields.some((field) => named(field.label));
  const whole = !anyField && named(entity.label);
  return fields.map((field) => ({ ...field, sensitive: named(field.label) || (whole && field.type !== "reference") }));
}

function userEntity(roles: readonly TRole[], phrases: AnalyzerPhrases): ParsedEntity {
  return {
    label: phrases.user.label,
    name: USER_ENTITY,
    noun: phrases.user.one,
    nounPlural: phrases.user.many,
    collection: "users",
    properties: [
      { label: "name", key: "name", values: [], example: null },
      { label: "email", key: "email", values: [], example: null },
      {
        label: "role",
        key: "role",
        values: roles.length >= 2 ? roles.map((role) => asciiWords(role.name).join("_")).filter(Boolean) : [],
        example: null,
      },
    ],
  };
}

/** "bank transaction" / "bank transactions" from the founder's words. */
function nounOf(entity: ParsedEntity): Noun {
  return { one: entity.noun, many: entity.nounPlural };
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
