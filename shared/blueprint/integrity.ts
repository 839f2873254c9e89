import type { z } from "zod";
import { type TBlueprint, ZBlueprintShape } from "./schema";

type Issue = { path: (string | number)[]; message: string };

/**
 * The rules a blueprint must keep beyond its shape, so every rendering can trust it: requirement
 * ids run FR-1..FR-n in order; every name a part refers to exists; Later requirements stay out of
 * the milestones and every other requirement is in exactly one; enums have values and references
 * a target. The messages are written for a model repairing its own output.
 */
function blueprintIssues(blueprint: TBlueprint): Issue[] {
  return [
    ...roleIssues(blueprint),
    ...requirementIssues(blueprint),
    ...entityIssues(blueprint),
    ...planIssues(blueprint),
    ...questionIssues(blueprint),
  ];
}

function roleIssues(blueprint: TBlueprint): Issue[] {
  const issues: Issue[] = [];
  const names = new Set<string>();
  blueprint.roles.forEach((role, index) => {
    if (role.id !== `R-${index + 1}`)
      issues.push({ path: ["roles", index, "id"], message: `must be R-${index + 1} (ids run in order)` });
    const key = role.name.toLocaleLowerCase();
    if (names.has(key)) issues.push({ path: ["roles", index, "name"], message: `duplicate role ${role.name}` });
    names.add(key);
  });
  const known = new Set(blueprint.roles.map((role) => role.id));
  const check = (ids: readonly (string | null)[], path: (string | number)[]) => {
    for (const id of ids) if (id !== null && !known.has(id)) issues.push({ path, message: `unknown role ${id}` });
  };
  for (const [index, item] of blueprint.requirements.entries()) check(item.roles, ["requirements", index, "roles"]);
  for (const [index, item] of blueprint.actions.entries()) check(item.roles, ["actions", index, "roles"]);
  for (const [index, flow] of blueprint.workflows.entries()) {
    for (const [step, item] of flow.steps.entries()) check([item.role], ["workflows", index, "steps", step, "role"]);
  }
  return issues;
}

function questionIssues(blueprint: TBlueprint): Issue[] {
  return blueprint.openQuestions.flatMap((question, index) =>
    question.id === `Q-${index + 1}`
      ? []
      : [{ path: ["openQuestions", index, "id"], message: `must be Q-${index + 1}` }],
  );
}

function blueprintIntegrity(blueprint: TBlueprint, ctx: z.RefinementCtx): void {
  for (const issue of blueprintIssues(blueprint)) ctx.addIssue({ code: "custom", ...issue });
}

function requirementIssues(blueprint: TBlueprint): Issue[] {
  const issues: Issue[] = [];
  const entities = new Set(blueprint.entities.map((entity) => entity.name));
  blueprint.requirements.forEach((requirement, index) => {
    const path = ["requirements", index];
    if (requirement.id !== `FR-${index + 1}`)
      issues.push({ path: [...path, "id"], message: `must be FR-${index + 1} (ids run in order)` });
    for (const name of requirement.entities) {
      if (!entities.has(name)) issues.push({ path: [...path, "entities"], message: `unknown entity ${name}` });
    }
  });
  return issues;
}

function entityIssues(blueprint: TBlueprint): Issue[] {
  const issues: Issue[] = [];
  const names = new Set<string>();
  const collections = new Set<string>();
  blueprint.entities.forEach((entity, index) => {
    if (names.has(entity.name)) issues.push({ path: ["entities", index, "name"], message: "duplicate entity name" });
    if (collections.has(entity.collection))
      issues.push({ path: ["entities", index, "collection"], message: "duplicate collection" });
    names.add(entity.name);
    collections.add(entity.collection);
  });
  blueprint.entities.forEach((entity, index) => {
    const keys = new Set<string>();
    entity.fields.forEach((field, fieldIndex) => {
      const path = ["entities", index, "fields", fieldIndex];
      if (keys.has(field.key) || ["id", "createdAt", "updatedAt"].includes(field.key))
        issues.push({ path: [...path, "key"], message: `duplicate or reserved key ${field.key}` });
      keys.add(field.key);
      if (field.type === "enum" && field.values.length < 2)
        issues.push({ path: [...path, "values"], message: "an enum needs at least two values" });
      if (field.type === "reference" && (!field.references || !names.has(field.references)))
        issues.push({ path: [...path, "references"], message: "a reference must name an existing entity" });
    });
  });
  return issues;
}

function planIssues(blueprint: TBlueprint): Issue[] {
  const issues: Issue[] = [];
  const priorities = new Map(blueprint.requirements.map((requirement) => [requirement.id, requirement.priority]));
  const entities = new Map(blueprint.entities.map((entity) => [entity.name, entity]));
  const known = (ids: readonly string[], path: (string | number)[]) => {
    for (const id of ids) if (!priorities.has(id)) issues.push({ path, message: `unknown requirement ${id}` });
  };
  const actionIds = new Set<string>();
  blueprint.actions.forEach((action, index) => {
    known(action.requirements, ["actions", index, "requirements"]);
    if (actionIds.has(action.id)) issues.push({ path: ["actions", index, "id"], message: "duplicate action id" });
    actionIds.add(action.id);
    const entity = entities.get(action.entity);
    if (!entity) issues.push({ path: ["actions", index, "entity"], message: `unknown entity ${action.entity}` });
    if (action.requirements.some((id) => priorities.get(id) === "later"))
      issues.push({ path: ["actions", index, "requirements"], message: "an action of version 1 traces to Later" });
  });
  blueprint.workflows.forEach((workflow, index) => {
    known(workflow.requirements, ["workflows", index, "requirements"]);
    workflow.steps.forEach((step, stepIndex) => {
      if (step.action && !actionIds.has(step.action))
        issues.push({
          path: ["workflows", index, "steps", stepIndex, "action"],
          message: `unknown action ${step.action}`,
        });
    });
  });
  blueprint.integrations.forEach((integration, index) => {
    known(integration.requirements, ["integrations", index, "requirements"]);
  });
  const planned = new Map<string, number>();
  blueprint.milestones.forEach((milestone, index) => {
    const path = ["milestones", index];
    if (milestone.id !== `M${index + 1}`) issues.push({ path: [...path, "id"], message: `must be M${index + 1}` });
    if (milestone.endWeek < milestone.startWeek)
      issues.push({ path: [...path, "endWeek"], message: "ends before it starts" });
    known(milestone.requirements, [...path, "requirements"]);
    for (const id of milestone.requirements) {
      if (priorities.get(id) === "later")
        issues.push({ path: [...path, "requirements"], message: `${id} is Later: it belongs to no milestone` });
      planned.set(id, (planned.get(id) ?? 0) + 1);
    }
  });
  for (const [id, priority] of priorities) {
    if (priority !== "later" && planned.get(id) !== 1)
      issues.push({ path: ["milestones"], message: `${id} must be in exactly one milestone` });
  }
  return issues;
}

/** A blueprint as the writers must produce it: its shape and the rules above. */
export const ZBlueprint = ZBlueprintShape.superRefine(blueprintIntegrity).meta({ id: "Blueprint" });

/**
 * A reference to a role (by id) or a record (an entity, by name) that is no longer in the
 * blueprint, with what still uses it: a requirement, an action, a workflow's step or a record's
 * field. What a founder's correction is refused for, so the screen can say "FR-3 used this role".
 */
export type TDanglingReference = (
  | { requirement: string }
  | { action: string }
  | { workflow: string; step: number }
  | { entity: string; field: string }
) &
  ({ role: string } | { record: string }) & { path: (string | number)[] };

/** Every reference to a role or a record the blueprint no longer has, in the order of its parts. */
export function danglingReferences(blueprint: TBlueprint): TDanglingReference[] {
  const roles = new Set(blueprint.roles.map((role) => role.id));
  const records = new Set(blueprint.entities.map((entity) => entity.name));
  const out: TDanglingReference[] = [];
  blueprint.requirements.forEach((item, index) => {
    for (const role of item.roles) {
      if (!roles.has(role)) out.push({ requirement: item.id, role, path: ["requirements", index, "roles"] });
    }
    for (const record of item.entities) {
      if (!records.has(record)) out.push({ requirement: item.id, record, path: ["requirements", index, "entities"] });
    }
  });
  blueprint.actions.forEach((action, index) => {
    for (const role of action.roles) {
      if (!roles.has(role)) out.push({ action: action.id, role, path: ["actions", index, "roles"] });
    }
    if (!records.has(action.entity))
      out.push({ action: action.id, record: action.entity, path: ["actions", index, "entity"] });
  });
  blueprint.workflows.forEach((flow, index) => {
    flow.steps.forEach((step, stepIndex) => {
      if (step.role !== null && !roles.has(step.role))
        out.push({
          workflow: flow.id,
          step: stepIndex + 1,
          role: step.role,
          path: ["workflows", index, "steps", stepIndex, "role"],
        });
    });
  });
  blueprint.entities.forEach((entity, index) => {
    entity.fields.forEach((field, fieldIndex) => {
      if (field.type === "reference" && field.references && !records.has(field.references))
        out.push({
          entity: entity.name,
          field: field.key,
          record: field.references,
          path: ["entities", index, "fields", fieldIndex, "references"],
        });
    });
  });
  return out;
}
