import type { TEntity, TField } from "#shared/blueprint/schema";
import type { DocumentText } from "../i18n/en";
import { safeText } from "./safe-text";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const EXAMPLE_ID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

/** Component names of one entity's schemas. */
export function schemaNames(entity: TEntity) {
  return {
    model: entity.name,
    create: `New${entity.name}`,
    update: `${entity.name}Update`,
    list: `${entity.name}List`,
  };
}

/** The JSON Schema of one field, with its format, values and an example that validates. */
export function fieldSchema(field: TField, text: DocumentText): Record<string, unknown> {
  const one = scalar(field);
  const schema: Record<string, unknown> = field.list ? { type: "array", items: one } : { ...one };
  const example = exampleOf(field);
  if (example !== undefined) schema.examples = [field.list ? [example] : example];
  const notes = [
    field.type === "reference" && field.references ? text.openapi.linkTo(field.references) : "",
    field.sensitive ? text.openapi.sensitive : "",
  ].filter(Boolean);
  schema.description = safeText([field.label, ...notes].join(". "));
  if (field.sensitive) schema["x-sensitive"] = true;
  if (field.type === "reference" && field.references) schema["x-references"] = field.references;
  return schema;
}

function scalar(field: TField): Record<string, unknown> {
  switch (field.type) {
    case "long_text":
      return { type: "string", maxLength: 5000 };
    case "integer":
      return { type: "integer", minimum: 0 };
    case "number":
      return { type: "number" };
    case "money":
      return { type: "number", format: "double" };
    case "boolean":
      return { type: "boolean" };
    case "date":
      return { type: "string", format: "date" };
    case "datetime":
      return { type: "string", format: "date-time" };
    case "time":
      return { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" };
    case "email":
      return { type: "string", format: "email" };
    case "phone":
      return { type: "string", pattern: "^\\+?[0-9 ()./-]{6,24}$" };
    case "url":
    case "file":
      return { type: "string", format: "uri" };
    case "enum":
      return { type: "string", enum: field.values };
    case "reference":
      return { type: "string", format: "uuid" };
    default:
      return { type: "string", maxLength: 200 };
  }
}

function exampleOf(field: TField): unknown {
  const examples: Partial<Record<TField["type"], unknown>> = {
    integer: 3,
    number: 0.92,
    money: 120.5,
    boolean: true,
    date: "2026-03-14",
    datetime: "2026-03-14T09:30:00Z",
    time: "09:30",
    email: "ana@example.com",
    phone: "+1 555 0100",
    url: "https://files.example.com/document.pdf",
    file: "https://files.example.com/document.pdf",
    enum: field.values[0],
    reference: EXAMPLE_ID,
  };
  if (field.type === "text" || field.type === "long_text") return field.example ?? undefined;
  return examples[field.type];
}

/** The four schemas of an entity: the stored record, its create and update bodies, a page of them. */
export function entitySchemas(entity: TEntity, text: DocumentText, withCreate: boolean): Record<string, unknown> {
  const names = schemaNames(entity);
  const properties = Object.fromEntries(entity.fields.map((field) => [field.key, fieldSchema(field, text)]));
  const required = entity.fields.filter((field) => field.required).map((field) => field.key);
  const t = text.openapi.record;
  return {
    [names.model]: {
      type: "object",
      description: safeText(entity.description),
      required: ["id", ...required, "createdAt", "updatedAt"],
      properties: {
        id: { type: "string", format: "uuid", readOnly: true, description: t.id, examples: [EXAMPLE_ID] },
        ...properties,
        createdAt: { type: "string", format: "date-time", readOnly: true, description: t.createdAt },
        updatedAt: { type: "string", format: "date-time", readOnly: true, description: t.updatedAt },
      },
    },
    ...(withCreate
      ? {
          [names.create]: {
            type: "object",
            description: safeText(entity.label),
            ...(required.length > 0 ? { required } : {}),
            properties,
            additionalProperties: false,
          },
        }
      : {}),
    [names.update]: {
      type: "object",
      description: safeText(entity.label),
      minProperties: 1,
      properties,
      additionalProperties: false,
    },
    [names.list]: {
      type: "object",
      description: safeText(entity.label),
      required: ["items", "page", "pageSize", "total"],
      properties: {
        items: { type: "array", items: ref(names.model) },
        page: { type: "integer", minimum: 1 },
        pageSize: { type: "integer", minimum: 1, maximum: 100 },
        total: { type: "integer", minimum: 0, description: t.total },
      },
    },
  };
}

export function errorSchema(text: DocumentText) {
  const e = text.openapi.errors;
  return {
    type: "object",
    description: e.error,
    required: ["code", "message"],
    properties: {
      code: { type: "string", description: e.code, examples: ["not_found"] },
      message: { type: "string", description: e.message },
      details: {
        type: "array",
        description: e.details,
        items: {
          type: "object",
          required: ["message"],
          properties: { field: { type: "string" }, message: { type: "string" } },
        },
      },
    },
  };
}
