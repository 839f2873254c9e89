import { singular } from "#shared/text/identifiers";
import { normalizeName } from "../names";
import type { TBlueprint, TEntity, TField, TFieldType } from "../schema";
import { refuse } from "./errors";
import { collectionOf, enumValueOf, fieldKeyOf, recordNameOf, unique } from "./identifiers";
import { EDIT_TEXTS } from "./texts";

const RECORD_MAX = 16;
const FIELD_MAX = 25;
const VALUE_MAX = 20;
const dedupe = <T>(items: readonly T[]) => [...new Set(items)];

function entityOf(blueprint: TBlueprint, name: string): TEntity {
  return blueprint.entities.find((entity) => entity.name === name) ?? refuse("unknown");
}

function withEntity(blueprint: TBlueprint, name: string, change: (entity: TEntity) => TEntity): TBlueprint {
  entityOf(blueprint, name);
  return {
    ...blueprint,
    entities: blueprint.entities.map((entity) => (entity.name === name ? change(entity) : entity)),
  };
}

/** A field as a builder would write it, with what the founder chose. */
function newField(key: string, label: string, type: TFieldType, extra: Partial<TField> = {}): TField {
  return {
    key,
    label,
    type,
    list: false,
    values: [],
    references: null,
    required: false,
    sensitive: false,
    example: null,
    assumption: false,
    ...extra,
  };
}

/** Enum values (snake_case, at most 20, no repeats) from what the founder typed. */
export function enumValues(labels: readonly string[]): string[] {
  return dedupe(labels.map(enumValueOf).filter((value) => value.length > 0)).slice(0, VALUE_MAX);
}

/** The record's name, nouns and collection from a label, unique among the other records. */
function identity(blueprint: TBlueprint, label: string, except?: string) {
  const clean = normalizeName(label, 80);
  if (!clean) refuse("empty");
  const others = blueprint.entities.filter((entity) => entity.name !== except);
  if (others.some((entity) => entity.label.toLocaleLowerCase() === clean.toLocaleLowerCase())) refuse("duplicate");
  const english = blueprint.language === "en";
  const name = unique(recordNameOf(clean, english), new Set(others.map((entity) => entity.name)));
  const collection = unique(collectionOf(clean), new Set(others.map((entity) => entity.collection)));
  const many = clean.toLocaleLowerCase();
  const words = many.split(" ");
  const one = english ? [...words.slice(0, -1), singular(words.at(-1) ?? many)].join(" ") : many;
  return { name, label: clean, nouns: { one: one || many, many }, collection };
}

/** Every reference to a record through `map` (null: requirements lose it, actions and reference fields to it go). */
function remapRecords(blueprint: TBlueprint, map: (name: string) => string | null): TBlueprint {
  const keptActions = blueprint.actions.filter((action) => map(action.entity) !== null);
  const actionIds = new Set(keptActions.map((action) => action.id));
  const entities = blueprint.entities.map((entity) => {
    const fields = entity.fields.flatMap((field) => {
      if (field.type !== "reference" || field.references === null) return [field];
      const target = map(field.references);
      return target === null ? [] : [{ ...field, references: target }];
    });
    return { ...entity, fields };
  });
  return {
    ...blueprint,
    entities,
    requirements: blueprint.requirements.map((item) => ({
      ...item,
      entities: dedupe(item.entities.flatMap((name) => map(name) ?? [])),
    })),
    actions: keptActions.map((action) => ({ ...action, entity: map(action.entity) ?? action.entity })),
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => (step.action && !actionIds.has(step.action) ? { ...step, action: null } : step)),
    })),
  };
}

/** Actions that set a field no longer on their record set nothing. */
function settledActions(blueprint: TBlueprint): TBlueprint {
  const keys = new Map(blueprint.entities.map((entity) => [entity.name, new Set(entity.fields.map((f) => f.key))]));
  return {
    ...blueprint,
    actions: blueprint.actions.map((action) =>
      action.sets && !keys.get(action.entity)?.has(action.sets.field) ? { ...action, sets: null } : action,
    ),
  };
}

/** A record renamed: its label, nouns, PascalCase name and collection, and every reference to it. */
export function renameRecord(blueprint: TBlueprint, name: string, label: string): TBlueprint {
  const entity = entityOf(blueprint, name);
  const next = identity(blueprint, label, name);
  const renamed = withEntity(blueprint, name, () => ({ ...entity, ...next }));
  return remapRecords(renamed, (other) => (other === name ? next.name : other));
}

export function addRecord(blueprint: TBlueprint, label: string): TBlueprint {
  if (blueprint.entities.length >= RECORD_MAX) refuse("tooMany");
  const texts = EDIT_TEXTS[blueprint.language];
  const next = identity(blueprint, label);
  const entity: TEntity = {
    ...next,
    description: texts.recordDescription(next.label).slice(0, 400),
    fields: [newField("name", texts.nameField, "text", { required: true })],
    assumption: false,
  };
  return { ...blueprint, entities: [...blueprint.entities, entity] };
}

/**
 * A record removed. What used it is changed, not refused: requirements no longer name it, the
 * actions on it are removed (a workflow step that called one keeps its text, without the call),
 * and the reference fields of other records that pointed at it are removed.
 */
export function deleteRecord(blueprint: TBlueprint, name: string): TBlueprint {
  entityOf(blueprint, name);
  const without = { ...blueprint, entities: blueprint.entities.filter((entity) => entity.name !== name) };
  return settledActions(remapRecords(without, (other) => (other === name ? null : other)));
}

/** Two records made one: the second's fields the first lacks join it, and its references move to it. */
export function mergeRecords(blueprint: TBlueprint, keep: string, drop: string): TBlueprint {
  const kept = entityOf(blueprint, keep);
  const dropped = entityOf(blueprint, drop);
  if (keep === drop) refuse("unknown");
  const keys = new Set(kept.fields.map((field) => field.key));
  const fields = [...kept.fields, ...dropped.fields.filter((field) => !keys.has(field.key))].slice(0, FIELD_MAX);
  const merged = {
    ...blueprint,
    entities: blueprint.entities
      .filter((entity) => entity.name !== drop)
      .map((entity) => (entity.name === keep ? { ...entity, fields } : entity)),
  };
  return settledActions(remapRecords(merged, (other) => (other === drop ? keep : other)));
}

/**
 * A record that is really a list of states ("Visit statuses") turned into the status values of
 * another record: it disappears, the other gets (or extends) an enum `status` field whose values
 * are the snake_case of `labels` (at least two), and what named the record names the other.
 */
export function recordToStatusValues(
  blueprint: TBlueprint,
  record: string,
  target: string,
  labels: readonly string[],
): TBlueprint {
  entityOf(blueprint, record);
  const into = entityOf(blueprint, target);
  if (record === target) refuse("unknown");
  const current = into.fields.find((field) => field.key === "status");
  const values = enumValues([...(current?.type === "enum" ? current.values : []), ...labels]);
  if (values.length < 2) refuse("tooFewValues");
  if (!current && into.fields.length >= FIELD_MAX) refuse("tooMany");
  const status = current
    ? { ...current, type: "enum" as const, values, references: null, list: false }
    : newField("status", EDIT_TEXTS[blueprint.language].statusField, "enum", { values, required: true });
  const fields = current
    ? into.fields.map((field) => (field.key === "status" ? status : field))
    : [...into.fields, status];
  const changed = {
    ...blueprint,
    entities: blueprint.entities
      .filter((entity) => entity.name !== record)
      .map((entity) => (entity.name === target ? { ...entity, fields } : entity)),
  };
  // Reference fields that pointed at the record go (a status is a value, not a link); the rest follows the target.
  const withoutLinks = {
    ...changed,
    entities: changed.entities.map((entity) => ({
      ...entity,
      fields: entity.fields.filter((field) => !(field.type === "reference" && field.references === record)),
    })),
  };
  return settledActions(remapRecords(withoutLinks, (other) => (other === record ? target : other)));
}

/**
 * And back: an enum field becomes a record of its own (with a name field), and the field a
 * reference to it. Returns the blueprint; the new record is the last one.
 */
export function statusValuesToRecord(
  blueprint: TBlueprint,
  entityName: string,
  key: string,
  label: string,
): TBlueprint {
  const entity = entityOf(blueprint, entityName);
  const field = entity.fields.find((item) => item.key === key);
  if (field?.type !== "enum") refuse("unknown");
  const added = addRecord(blueprint, label);
  const record = added.entities.at(-1)?.name ?? refuse("unknown");
  const keys = new Set(entity.fields.filter((item) => item.key !== key).map((item) => item.key));
  const nextKey = unique(key.endsWith("Id") ? key : `${key}Id`, keys);
  const changed = withEntity(added, entityName, (item) => ({
    ...item,
    fields: item.fields.map((other) =>
      other.key === key ? { ...other, key: nextKey, type: "reference", values: [], references: record } : other,
    ),
  }));
  return settledActions(changed);
}

export type TFieldPatch = {
  label?: string;
  type?: TFieldType;
  required?: boolean;
  sensitive?: boolean;
  /** For a reference: the record it points at. */
  references?: string | null;
  /** For an enum: its values as the founder typed them. */
  values?: readonly string[];
};

/** A field changed: its label (and key), type, required, sensitive, link or status values. */
export function updateField(blueprint: TBlueprint, entityName: string, key: string, patch: TFieldPatch): TBlueprint {
  const entity = entityOf(blueprint, entityName);
  const field = entity.fields.find((item) => item.key === key) ?? refuse("unknown");
  const label = patch.label === undefined ? field.label : patch.label.trim().slice(0, 80);
  if (!label) refuse("empty");
  const type = patch.type ?? field.type;
  const values = type !== "enum" ? [] : patch.values ? enumValues(patch.values) : field.values;
  if (type === "enum" && values.length < 2) refuse("tooFewValues");
  const references = type !== "reference" ? null : patch.references === undefined ? field.references : patch.references;
  if (type === "reference" && (!references || !blueprint.entities.some((item) => item.name === references)))
    refuse("unknown");
  const others = new Set(entity.fields.filter((item) => item.key !== key).map((item) => item.key));
  const base = label === field.label && type === field.type ? key : fieldKeyOf(label);
  const wanted = type === "reference" && !base.endsWith("Id") && !base.endsWith("Ids") ? `${base}Id` : base;
  const nextKey = unique(wanted, others);
  const next: TField = {
    ...field,
    key: nextKey,
    label,
    type,
    values,
    references,
    required: patch.required ?? field.required,
    sensitive: patch.sensitive ?? field.sensitive,
    assumption: false,
  };
  const changed = withEntity(blueprint, entityName, (item) => ({
    ...item,
    fields: item.fields.map((other) => (other.key === key ? next : other)),
  }));
  const moved = {
    ...changed,
    actions: changed.actions.map((action) =>
      action.entity === entityName && action.sets?.field === key
        ? { ...action, sets: type === "enum" && nextKey === key ? action.sets : null }
        : action,
    ),
  };
  return settledActions(moved);
}

export function addField(
  blueprint: TBlueprint,
  entityName: string,
  label: string,
  type: TFieldType = "text",
): TBlueprint {
  const entity = entityOf(blueprint, entityName);
  if (entity.fields.length >= FIELD_MAX) refuse("tooMany");
  const clean = label.trim().slice(0, 80);
  if (!clean) refuse("empty");
  if (type === "enum" || type === "reference") refuse("unknown");
  const key = unique(fieldKeyOf(clean), new Set(entity.fields.map((field) => field.key)));
  return withEntity(blueprint, entityName, (item) => ({
    ...item,
    fields: [...item.fields, newField(key, clean, type)],
  }));
}

export function deleteField(blueprint: TBlueprint, entityName: string, key: string): TBlueprint {
  const entity = entityOf(blueprint, entityName);
  if (!entity.fields.some((field) => field.key === key)) refuse("unknown");
  return settledActions(
    withEntity(blueprint, entityName, (item) => ({
      ...item,
      fields: item.fields.filter((field) => field.key !== key),
    })),
  );
}
