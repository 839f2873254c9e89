import type { Entity, Property } from "./data-model";
import { md } from "./markdown";
import { fieldKey, propertySchema, referencedEntity } from "./property-types";
import { capitalise, withArticle } from "./text";

/** Component names of one entity's schemas, unique across the document. */
export type EntityNames = { entity: Entity; model: string; create: string; update: string; list: string };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Schema names per entity. "Error" is taken, and an entity called "New client" must not clash
 * with Client's NewClient: a clash moves the later entity to "...Record".
 */
export function entityNames(entities: readonly Entity[]): EntityNames[] {
  const used = new Set(["Error"]);
  return entities.map((entity) => {
    let base = entity.name;
    for (let attempt = 1; namesOf(base).some((name) => used.has(name)); attempt++) {
      base = `${entity.name}Record${attempt > 1 ? attempt : ""}`;
    }
    const [model, create, update, list] = namesOf(base) as [string, string, string, string];
    for (const name of namesOf(base)) used.add(name);
    return { entity, model, create, update, list };
  });
}

function namesOf(base: string): string[] {
  return [base, `New${base}`, `${base}Update`, `${base}List`];
}

export function errorSchema() {
  return {
    type: "object",
    description: "Returned with every 4xx and 5xx response.",
    required: ["code", "message"],
    properties: {
      code: { type: "string", description: "Stable machine-readable code.", examples: ["not_found"] },
      message: { type: "string", description: "Human-readable explanation." },
      details: {
        type: "array",
        description: "Field-level problems, for validation errors.",
        items: {
          type: "object",
          required: ["message"],
          properties: { field: { type: "string" }, message: { type: "string" } },
        },
      },
    },
  };
}

/** The four schemas of an entity: the stored record, its create and update bodies, a page of them. */
export function schemasOf(names: EntityNames, entities: readonly Entity[]): Record<string, unknown> {
  const { entity } = names;
  const properties = fieldsOf(entity, entities);
  const first = Object.keys(properties)[0];
  return {
    [names.model]: {
      type: "object",
      description: `${capitalise(md(entity.noun))}, as the product keeps it.`,
      required: ["id", "createdAt", "updatedAt"],
      properties: {
        id: { type: "string", format: "uuid", readOnly: true, description: "Unique identifier." },
        ...properties,
        createdAt: { type: "string", format: "date-time", readOnly: true },
        updatedAt: { type: "string", format: "date-time", readOnly: true },
      },
    },
    [names.create]: {
      type: "object",
      description: `Fields to create ${withArticle(md(entity.noun))}.`,
      ...(first ? { required: [first] } : {}),
      properties,
      additionalProperties: false,
    },
    [names.update]: {
      type: "object",
      description: `Fields to change on ${withArticle(md(entity.noun))}; send only those that change.`,
      minProperties: 1,
      properties,
      additionalProperties: false,
    },
    [names.list]: {
      type: "object",
      description: `A page of ${md(entity.collection.replace(/-/g, " "))}.`,
      required: ["items", "page", "pageSize", "total"],
      properties: {
        items: { type: "array", items: ref(names.model) },
        page: { type: "integer", minimum: 1 },
        pageSize: { type: "integer", minimum: 1, maximum: 100 },
        total: { type: "integer", minimum: 0, description: "Number of records across all pages." },
      },
    },
  };
}

/** The user's details of an entity; one with none named gets a name, so records can be told apart. */
function fieldsOf(entity: Entity, entities: readonly Entity[]): Record<string, unknown> {
  const properties: readonly Property[] =
    entity.properties.length > 0 ? entity.properties : [{ label: "name", key: "name", enumValues: [] }];
  const fields: Record<string, unknown> = {};
  for (const property of properties) {
    // "patient" and "patient id" both become patientId: the first one named wins.
    const key = fieldKey(property, entity, entities);
    fields[key] ??= {
      ...propertySchema(property, entity, entities),
      description: describeField(property, entity, entities),
    };
  }
  return fields;
}

function describeField(property: Property, owner: Entity, entities: readonly Entity[]): string {
  const label = md(property.label);
  const target = referencedEntity(property, entities);
  if (target && target !== owner) return `${capitalise(label)}: id of the ${md(target.noun)}.`;
  if (propertySchema(property, owner, entities).type === "boolean") {
    // "has deposit" already reads as a question; "paid" needs "whether ... is".
    if (/^(?:is|has|can)\b/i.test(property.label)) return `${capitalise(label)} (true or false).`;
    return `${capitalise(label)}: whether this ${md(owner.noun)} is ${label}.`;
  }
  return `${capitalise(label)} of the ${md(owner.noun)}.`;
}
