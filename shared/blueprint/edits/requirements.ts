import { normalizeName } from "../names";
import type { TAcceptanceCriterion, TBlueprint, TEstimate, TMilestone, TPriority, TRequirement } from "../schema";
import { refuse } from "./errors";
import { EDIT_TEXTS } from "./texts";

const REQUIREMENT_MAX = 30;

function requirementOf(blueprint: TBlueprint, id: string): TRequirement {
  return blueprint.requirements.find((item) => item.id === id) ?? refuse("unknown");
}

function withRequirement(blueprint: TBlueprint, id: string, change: (item: TRequirement) => TRequirement): TBlueprint {
  requirementOf(blueprint, id);
  return { ...blueprint, requirements: blueprint.requirements.map((item) => (item.id === id ? change(item) : item)) };
}

const add = (a: TEstimate, b: TEstimate, sign: 1 | -1): TEstimate => ({
  development: Math.min(2000, Math.max(0, a.development + sign * b.development)),
  qa: Math.min(1000, Math.max(0, a.qa + sign * b.qa)),
});

/**
 * The milestone a requirement of version 1 goes to, as the plan is built (worker/engine/read/
 * milestones.ts): access and platform work in the foundation, Must in the (first) build
 * milestone, the rest with the integrations; when the plan has no such milestone, the nearest one.
 */
function homeOf(milestones: readonly TMilestone[], item: TRequirement): number {
  const find = (kind: TMilestone["kind"]) => milestones.findIndex((milestone) => milestone.kind === kind);
  const wanted =
    item.kind === "access" || item.kind === "platform"
      ? ["foundation", "build", "integration"]
      : item.priority === "must"
        ? ["build", "integration", "foundation"]
        : ["integration", "build", "foundation"];
  for (const kind of wanted) {
    const index = find(kind as TMilestone["kind"]);
    if (index >= 0) return index;
  }
  return milestones.length - 1;
}

/** The requirement out of every milestone, its hours taken off the milestone that held it. */
function unplan(milestones: readonly TMilestone[], item: TRequirement): TMilestone[] {
  return milestones.map((milestone) =>
    milestone.requirements.includes(item.id)
      ? {
          ...milestone,
          requirements: milestone.requirements.filter((id) => id !== item.id),
          estimate: add(milestone.estimate, item.estimate, -1),
        }
      : milestone,
  );
}

/** The requirement in its milestone (none when Later), with its hours. */
function plan(milestones: readonly TMilestone[], item: TRequirement): TMilestone[] {
  const out = unplan(milestones, item);
  if (item.priority === "later") return out;
  const home = homeOf(out, item);
  return out.map((milestone, index) =>
    index === home
      ? {
          ...milestone,
          requirements: [...milestone.requirements, item.id],
          estimate: add(milestone.estimate, item.estimate, 1),
        }
      : milestone,
  );
}

/** Actions trace to version 1 only: ids of Later (or removed) requirements go, an action left with none goes too. */
function tracedActions(blueprint: TBlueprint, keep: (id: string) => string | null): TBlueprint {
  const later = new Set(blueprint.requirements.filter((item) => item.priority === "later").map((item) => item.id));
  const actions = blueprint.actions.flatMap((action) => {
    const kept = action.requirements.filter((id) => !later.has(id)).flatMap((id) => keep(id) ?? []);
    const requirements = [...new Set(kept)];
    return requirements.length > 0 ? [{ ...action, requirements }] : [];
  });
  const ids = new Set(actions.map((action) => action.id));
  return {
    ...blueprint,
    actions,
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => (step.action && !ids.has(step.action) ? { ...step, action: null } : step)),
    })),
  };
}

export function retitleRequirement(blueprint: TBlueprint, id: string, title: string): TBlueprint {
  const clean = normalizeName(title, 120);
  if (!clean) refuse("empty");
  return withRequirement(blueprint, id, (item) => ({ ...item, title: clean }));
}

/**
 * A requirement moved to another priority: into the milestone that priority is planned in, out of
 * every milestone when Later (the plan's hours follow), and no action of version 1 traces to it then.
 */
export function setPriority(blueprint: TBlueprint, id: string, priority: TPriority): TBlueprint {
  const item = requirementOf(blueprint, id);
  if (item.priority === priority) return blueprint;
  const moved: TRequirement = { ...item, priority, rationale: EDIT_TEXTS[blueprint.language].rationale };
  const holder = blueprint.milestones.find((milestone) => milestone.requirements.includes(id));
  // Foundation work stays where it is between priorities of version 1.
  const stays = holder?.kind === "foundation" && priority !== "later";
  const changed = {
    ...withRequirement(blueprint, id, () => moved),
    milestones: stays ? blueprint.milestones : plan(blueprint.milestones, moved),
  };
  return priority === "later" ? tracedActions(changed, (other) => other) : changed;
}

export function setAcceptanceCriteria(
  blueprint: TBlueprint,
  id: string,
  criteria: readonly TAcceptanceCriterion[],
): TBlueprint {
  const clean = criteria.map((item) => ({
    given: item.given.trim().slice(0, 400),
    when: item.when.trim().slice(0, 400),
    then: item.then.trim().slice(0, 400),
  }));
  if (clean.length < 2 || clean.length > 5 || clean.some((item) => !item.given || !item.when || !item.then))
    refuse("criteria");
  return withRequirement(blueprint, id, (item) => ({ ...item, acceptanceCriteria: clean }));
}

/** A requirement's estimate; the milestone that holds it (and so the plan's hours) follows. */
export function setEstimate(blueprint: TBlueprint, id: string, estimate: TEstimate): TBlueprint {
  const item = requirementOf(blueprint, id);
  const next = {
    development: Math.min(2000, Math.max(0, Math.round(estimate.development))),
    qa: Math.min(1000, Math.max(0, Math.round(estimate.qa))),
  };
  const delta = { development: next.development - item.estimate.development, qa: next.qa - item.estimate.qa };
  return {
    ...withRequirement(blueprint, id, (other) => ({ ...other, estimate: next })),
    milestones: blueprint.milestones.map((milestone) =>
      milestone.requirements.includes(id) ? { ...milestone, estimate: add(milestone.estimate, delta, 1) } : milestone,
    ),
  };
}

export function setRequirementRoles(blueprint: TBlueprint, id: string, roles: readonly string[]): TBlueprint {
  const known = new Set(blueprint.roles.map((role) => role.id));
  const ids = [...new Set(roles)].filter((role) => known.has(role)).slice(0, 12);
  return withRequirement(blueprint, id, (item) => ({ ...item, roles: ids }));
}

export function setRequirementRecords(blueprint: TBlueprint, id: string, records: readonly string[]): TBlueprint {
  const known = new Set(blueprint.entities.map((entity) => entity.name));
  const names = [...new Set(records)].filter((name) => known.has(name)).slice(0, 12);
  return withRequirement(blueprint, id, (item) => ({ ...item, entities: names }));
}

/** A requirement the founder adds: the next FR id, planned by its priority, with a plain description. */
export function addRequirement(blueprint: TBlueprint, title: string, priority: TPriority): TBlueprint {
  if (blueprint.requirements.length >= REQUIREMENT_MAX) refuse("tooMany");
  const clean = normalizeName(title, 120);
  if (!clean) refuse("empty");
  const texts = EDIT_TEXTS[blueprint.language];
  const item: TRequirement = {
    id: `FR-${blueprint.requirements.length + 1}`,
    title: clean,
    priority,
    kind: "capability",
    description: texts.requirementDescription(clean).slice(0, 1200),
    acceptanceCriteria: texts.criteria(clean).map((criterion) => ({
      given: criterion.given.slice(0, 400),
      when: criterion.when.slice(0, 400),
      then: criterion.then.slice(0, 400),
    })),
    roles: [],
    entities: [],
    estimate: { development: 16, qa: 4 },
    rationale: texts.rationale,
    assumption: false,
  };
  return {
    ...blueprint,
    requirements: [...blueprint.requirements, item],
    milestones: plan(blueprint.milestones, item),
  };
}

/**
 * A requirement removed: the later ones move up one FR id and every reference follows (actions,
 * workflows, integrations, milestones); an action that traced to it alone goes.
 */
export function deleteRequirement(blueprint: TBlueprint, id: string): TBlueprint {
  const item = requirementOf(blueprint, id);
  if (blueprint.requirements.length <= 1) refuse("lastRequirement");
  const removed = Number(id.slice(3));
  const map = (other: string): string | null => {
    const n = Number(other.slice(3));
    if (n === removed) return null;
    return n > removed ? `FR-${n - 1}` : other;
  };
  const ids = (list: readonly string[]) => list.flatMap((other) => map(other) ?? []);
  const milestones = unplan(blueprint.milestones, item).map((milestone) => ({
    ...milestone,
    requirements: ids(milestone.requirements),
  }));
  const requirements = blueprint.requirements
    .filter((other) => other.id !== id)
    .map((other) => ({ ...other, id: map(other.id) ?? other.id }));
  const traced = tracedActions(blueprint, map);
  return {
    ...traced,
    requirements,
    milestones,
    workflows: traced.workflows.map((flow) => ({ ...flow, requirements: ids(flow.requirements) })),
    integrations: blueprint.integrations.map((integration) => ({
      ...integration,
      requirements: ids(integration.requirements),
    })),
  };
}
