import type { TBlueprint, TPriority } from "./schema";

/**
 * The structural operations replaying a correction needs, each leaving the blueprint whole: ids
 * renumbered in order and every reference rewritten or dropped (pure; shared/blueprint/edits.ts is
 * the editing screen's own set).
 */

/** Removes actions (by id) and the workflow steps' calls to them. */
function withoutActions(blueprint: TBlueprint, ids: ReadonlySet<string>): TBlueprint {
  if (ids.size === 0) return blueprint;
  return {
    ...blueprint,
    actions: blueprint.actions.filter((action) => !ids.has(action.id)),
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => (step.action && ids.has(step.action) ? { ...step, action: null } : step)),
    })),
  };
}

/** Rewrites role ids through `map` (an id mapped to null is dropped), then renumbers R-1..R-n. */
function remapRoles(blueprint: TBlueprint, map: ReadonlyMap<string, string | null>): TBlueprint {
  const kept = blueprint.roles.filter((role) => map.get(role.id) === undefined || map.get(role.id) === role.id);
  const renumber = new Map(kept.map((role, index) => [role.id, `R-${index + 1}`]));
  const target = (id: string): string | null => {
    const moved = map.has(id) ? (map.get(id) ?? null) : id;
    return moved === null ? null : (renumber.get(moved) ?? null);
  };
  const ids = (list: readonly string[]) => [...new Set(list.flatMap((id) => target(id) ?? []))];
  return {
    ...blueprint,
    roles: kept.map((role) => ({ ...role, id: renumber.get(role.id) as string })),
    requirements: blueprint.requirements.map((item) => ({ ...item, roles: ids(item.roles) })),
    actions: blueprint.actions.map((action) => ({ ...action, roles: ids(action.roles) })),
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => ({ ...step, role: step.role === null ? null : target(step.role) })),
    })),
  };
}

export function deleteRole(blueprint: TBlueprint, id: string): TBlueprint {
  return remapRoles(blueprint, new Map([[id, null]]));
}

export function mergeRole(blueprint: TBlueprint, from: string, into: string): TBlueprint {
  return remapRoles(blueprint, new Map([[from, into]]));
}

export function renameEntity(blueprint: TBlueprint, from: string, to: string): TBlueprint {
  const name = (value: string) => (value === from ? to : value);
  return {
    ...blueprint,
    entities: blueprint.entities.map((entity) => ({
      ...entity,
      name: name(entity.name),
      fields: entity.fields.map((field) =>
        field.references === null ? field : { ...field, references: name(field.references) },
      ),
    })),
    requirements: blueprint.requirements.map((item) => ({ ...item, entities: item.entities.map(name) })),
    actions: blueprint.actions.map((action) => ({ ...action, entity: name(action.entity) })),
  };
}

export function deleteEntity(blueprint: TBlueprint, name: string): TBlueprint {
  const actions = new Set(blueprint.actions.filter((action) => action.entity === name).map((action) => action.id));
  return withoutActions(
    {
      ...blueprint,
      entities: blueprint.entities
        .filter((entity) => entity.name !== name)
        .map((entity) => ({ ...entity, fields: entity.fields.filter((field) => field.references !== name) })),
      requirements: blueprint.requirements.map((item) => ({
        ...item,
        entities: item.entities.filter((entity) => entity !== name),
      })),
    },
    actions,
  );
}

/** Drops a requirement id from the plan and actions (everywhere: every trace); actions left tracing to nothing go. */
function untrace(blueprint: TBlueprint, id: string, everywhere: boolean): TBlueprint {
  const drop = (list: readonly string[]) => list.filter((item) => item !== id);
  const emptied = new Set(
    blueprint.actions
      .filter((action) => action.requirements.length === 1 && action.requirements[0] === id)
      .map((action) => action.id),
  );
  return withoutActions(
    {
      ...blueprint,
      actions: blueprint.actions.map((action) => ({ ...action, requirements: drop(action.requirements) })),
      workflows: everywhere
        ? blueprint.workflows.map((flow) => ({ ...flow, requirements: drop(flow.requirements) }))
        : blueprint.workflows,
      integrations: everywhere
        ? blueprint.integrations.map((item) => ({ ...item, requirements: drop(item.requirements) }))
        : blueprint.integrations,
      milestones: blueprint.milestones.map((milestone) => ({
        ...milestone,
        requirements: drop(milestone.requirements),
      })),
    },
    emptied,
  );
}

/** Renumbers FR-1..FR-n in order and rewrites every trace. */
function renumberRequirements(blueprint: TBlueprint): TBlueprint {
  const map = new Map(blueprint.requirements.map((item, index) => [item.id, `FR-${index + 1}`]));
  const ids = (list: readonly string[]) => list.map((id) => map.get(id) ?? id);
  return {
    ...blueprint,
    requirements: blueprint.requirements.map((item) => ({ ...item, id: map.get(item.id) as string })),
    actions: blueprint.actions.map((action) => ({ ...action, requirements: ids(action.requirements) })),
    workflows: blueprint.workflows.map((flow) => ({ ...flow, requirements: ids(flow.requirements) })),
    integrations: blueprint.integrations.map((item) => ({ ...item, requirements: ids(item.requirements) })),
    milestones: blueprint.milestones.map((milestone) => ({ ...milestone, requirements: ids(milestone.requirements) })),
  };
}

export function deleteRequirement(blueprint: TBlueprint, id: string): TBlueprint {
  const without = untrace(blueprint, id, true);
  return renumberRequirements({ ...without, requirements: without.requirements.filter((item) => item.id !== id) });
}

/** The milestone a requirement moved into version 1 joins: the first build milestone, else the last. */
function buildMilestone(blueprint: TBlueprint): number {
  const index = blueprint.milestones.findIndex((milestone) => milestone.kind === "build");
  return index >= 0 ? index : blueprint.milestones.length - 1;
}

/** Adds a requirement (its id is given here) to the end, planned when it is in version 1. */
export function addRequirement(blueprint: TBlueprint, requirement: TBlueprint["requirements"][number]): TBlueprint {
  const id = `FR-${blueprint.requirements.length + 1}`;
  const added = { ...blueprint, requirements: [...blueprint.requirements, { ...requirement, id }] };
  return requirement.priority === "later" ? added : plan(added, id);
}

function plan(blueprint: TBlueprint, id: string): TBlueprint {
  const target = buildMilestone(blueprint);
  return {
    ...blueprint,
    milestones: blueprint.milestones.map((milestone, index) =>
      index === target ? { ...milestone, requirements: [...milestone.requirements, id] } : milestone,
    ),
  };
}

/** Moves a requirement to another priority: into a milestone from Later, out of the plan to Later. */
export function setPriority(blueprint: TBlueprint, id: string, priority: TPriority): TBlueprint {
  const current = blueprint.requirements.find((item) => item.id === id);
  if (!current || current.priority === priority) return blueprint;
  const moved = {
    ...blueprint,
    requirements: blueprint.requirements.map((item) => (item.id === id ? { ...item, priority } : item)),
  };
  if (priority === "later") return untrace(moved, id, false);
  return current.priority === "later" ? plan(moved, id) : moved;
}
