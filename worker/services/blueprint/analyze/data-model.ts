import type { TEntity, TField, TRole } from "../../../../shared/blueprint/schema";
import type { AnswerLanguage } from "./answer-language";
import { type ParsedEntity, parseEntities } from "./entities";
import { fieldsOf, roleTargets, USER_ENTITY } from "./field-types";
import { asciiWords } from "./identifiers";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { listItems } from "./text";
import { stems } from "./words";

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
}): DataModel {
  const parsed = parseEntities(input.data, input.language);
  // A product with roles has users; one that names nothing it keeps still has its users' accounts.
  const needsUsers =
    (input.roles.length > 0 || parsed.length === 0) && !parsed.some((entity) => entity.name === USER_ENTITY);
  const all = needsUsers ? [...parsed, userEntity(input.roles, input.phrases)] : parsed;
  const targets = roleTargets(input.roles);
  const sensitivePhrases = listItems(whatIsSensitive(input.sensitive), { splitLoneAnd: true }).map(stems);
  const entityStems = all.map((entity) => stems(entity.label));
  const mentionsAnEntity = (phrase: readonly string[]) =>
    entityStems.some((words) => words.length > 0 && words.every((word) => phrase.includes(word)));
  const assumptions: string[] = [];
  const nouns = new Map<string, Noun>();
  const entities = all.map((entity): TEntity => {
    const typed = fieldsOf(entity, all, entity.name === USER_ENTITY ? [] : targets).map((field, index) => ({
      ...field,
      required: index === 0,
    }));
    const fields = markSensitive(typed.length > 0 ? typed : [nameField()], entity, sensitivePhrases, mentionsAnEntity);
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
  const named = (label: string, phrase: readonly string[]) => {
    const words = stems(label);
    return words.length > 0 && words.every((word) => phrase.includes(word));
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
