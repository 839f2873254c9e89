import type { TField } from "#shared/blueprint/schema";
import { md, type PackInput } from "./common";

/** A field's type as a reader of the data model says it: "enum (open, paid)", "reference → Invoice", "text[]". */
function fieldType(field: TField): string {
  const base =
    field.type === "enum" && field.values.length > 0
      ? `enum (${field.values.join(", ")})`
      : field.type === "reference" && field.references
        ? `reference → ${field.references}`
        : field.type;
  return field.list ? `${base}[]` : base;
}

/** Each record with its fields as a table (heading level given), as design.md and data-model.md show them. */
export function dataModelMd(input: PackInput, level: number): string[] {
  const { blueprint, text } = input;
  if (blueprint.entities.length === 0) return [text.none, ""];
  const hashes = "#".repeat(level);
  return blueprint.entities.flatMap((entity) => [
    `${hashes} ${entity.name}`,
    "",
    md(entity.description),
    "",
    `| ${text.field} | ${text.type} | ${text.required} | ${text.label} |`,
    "| --- | --- | --- | --- |",
    ...entity.fields.map(
      (field) =>
        `| ${field.key} | ${md(fieldType(field))} | ${field.required ? text.yes : text.no} | ${md(field.label)}${field.sensitive ? ` (${text.sensitive})` : ""} |`,
    ),
    "",
  ]);
}

/** One line per record: its name, what it is and its fields. */
export function entityLines(input: PackInput): string[] {
  const { blueprint, text } = input;
  if (blueprint.entities.length === 0) return [text.none];
  return blueprint.entities.map(
    (entity) =>
      `- **${entity.name}** (\`/${entity.collection}\`): ${md(entity.description)}${
        entity.fields.length > 0 ? ` — ${entity.fields.map((field) => field.key).join(", ")}` : ""
      }`,
  );
}
