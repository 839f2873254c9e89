import type { Entity, Property } from "./data-model";
import { asciiWords, pascalCase, singularWords } from "./identifiers";

/** The JSON Schema (OpenAPI 3.1) of one property; `description` is set by the caller. */
export type PropertySchema = {
  type: "string" | "number" | "integer" | "boolean" | "array";
  format?: string;
  pattern?: string;
  enum?: string[];
  minimum?: number;
  items?: PropertySchema;
  description?: string;
};

type Rule = { test: RegExp; schema: PropertySchema };

// Order matters: "payment date" is a date before it is money, "paid at" a time before a flag,
// "phone number" a string before "number of ..." is a count.
const RULES: readonly Rule[] = [
  { test: /\be ?mail\b/, schema: { type: "string", format: "email" } },
  { test: /\b(?:phone|mobile|telephone|tel|fax|whatsapp)\b/, schema: { type: "string" } },
  { test: /\b(?:url|website|link|web page)\b/, schema: { type: "string", format: "uri" } },
  { test: /\b(?:photos|images|pictures|attachments|files|documents)\b/, schema: uriList() },
  { test: /\b(?:photo|image|picture|avatar|logo|attachment|file)\b/, schema: { type: "string", format: "uri" } },
  { test: /\b(?:at|timestamp|datetime|date and time|date time)\b/, schema: { type: "string", format: "date-time" } },
  { test: /\b(?:date|birthday|dob|deadline|day|birth)\b/, schema: { type: "string", format: "date" } },
  { test: /\btime\b/, schema: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" } },
  {
    test: /\b(?:amount|price|total|cost|fee|fees|balance|salary|rate|budget|subtotal|tax|discount|revenue|deposit|weight|rating|score|latitude|longitude)\b/,
    schema: { type: "number" },
  },
  {
    test: /\b(?:count|quantity|qty|number of|age|duration|minutes|hours|stock|capacity|seats|size|level|year|rooms|guests|floor|points)\b/,
    schema: { type: "integer", minimum: 0 },
  },
  {
    test: /^(?:is|has|can)\b|\b(?:paid|active|done|completed|verified|enabled|archived|confirmed|approved|available|cancelled|canceled|visible|published|insured)$/,
    schema: { type: "boolean" },
  },
];

function uriList(): PropertySchema {
  return { type: "array", items: { type: "string", format: "uri" } };
}

/**
 * Usual lifecycles for entities that have one, offered when the user named a status without
 * its values: a vendor can change them, but an enum in the contract beats a free string.
 */
const LIFECYCLES: Record<string, string[]> = {
  appointment: ["requested", "confirmed", "completed", "cancelled", "no_show"],
  booking: ["requested", "confirmed", "completed", "cancelled"],
  reservation: ["requested", "confirmed", "completed", "cancelled"],
  visit: ["scheduled", "in_progress", "completed", "cancelled"],
  job: ["scheduled", "in_progress", "completed", "cancelled"],
  task: ["todo", "in_progress", "done"],
  shift: ["scheduled", "in_progress", "completed", "cancelled"],
  order: ["pending", "paid", "shipped", "delivered", "cancelled"],
  ticket: ["open", "in_progress", "resolved", "closed"],
  invoice: ["draft", "sent", "paid", "overdue", "void"],
  payment: ["pending", "succeeded", "failed", "refunded"],
};

/** Another entity this property points at ("crew" in Job when Crew is an entity), if any. */
export function referencedEntity(property: Property, entities: readonly Entity[]): Entity | undefined {
  const words = asciiWords(property.label).filter((word) => word !== "id");
  const name = pascalCase(singularWords(words));
  return entities.find((entity) => entity.name === name);
}

/** The field's name in the API and the database: a reference is "patientId", else the user's word. */
export function fieldKey(property: Property, owner: Entity, entities: readonly Entity[]): string {
  const target = referencedEntity(property, entities);
  if (!target || target.name === owner.name) return property.key;
  return `${target.camel}${/s$/.test(property.label.trim()) ? "Ids" : "Id"}`;
}

/** The schema of a property, inferred from its name, its values and the other entities. */
export function propertySchema(property: Property, owner: Entity, entities: readonly Entity[]): PropertySchema {
  if (property.enumValues.length > 0) return { type: "string", enum: property.enumValues };
  const target = referencedEntity(property, entities);
  if (target && target.name !== owner.name) {
    const id: PropertySchema = { type: "string", format: "uuid" };
    return /s$/.test(property.label.trim()) ? { type: "array", items: id } : id;
  }
  const label = asciiWords(property.label).join(" ");
  if (/\b(?:status|state|stage)\b/.test(label)) return statusSchema(owner);
  return RULES.find((rule) => rule.test.test(label))?.schema ?? { type: "string" };
}

function statusSchema(owner: Entity): PropertySchema {
  const lastWord = asciiWords(owner.name.replace(/([a-z0-9])([A-Z])/g, "$1 $2")).at(-1) ?? "";
  const values = LIFECYCLES[lastWord];
  return values ? { type: "string", enum: values } : { type: "string" };
}

/** A short type note for people (RFP and app prompt tables): "date", "one of: a, b", "Client id". */
export function typeLabel(schema: PropertySchema, target?: Entity): string {
  if (target) return schema.type === "array" ? `list of ${target.name} ids` : `${target.name} id`;
  if (schema.enum) return `one of: ${schema.enum.join(", ")}`;
  if (schema.type === "array") return `list of ${schema.items?.format === "uri" ? "file links" : "values"}`;
  if (schema.pattern) return "time (HH:MM)";
  if (schema.format === "uri") return "link (URL)";
  if (schema.format) return schema.format;
  return schema.type === "string" ? "text" : schema.type;
}
