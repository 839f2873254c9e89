import { normalizeName } from "../names";
import type { TBlueprint, TIntegration, TWorkflow } from "../schema";
import { refuse } from "./errors";
import { setPriority } from "./requirements";

const STEP_MAX = 15;
const INTEGRATION_MAX = 12;

function withWorkflow(blueprint: TBlueprint, id: string, change: (flow: TWorkflow) => TWorkflow): TBlueprint {
  if (!blueprint.workflows.some((flow) => flow.id === id)) refuse("unknown");
  return { ...blueprint, workflows: blueprint.workflows.map((flow) => (flow.id === id ? change(flow) : flow)) };
}

export function renameWorkflow(blueprint: TBlueprint, id: string, name: string): TBlueprint {
  const clean = name.trim().slice(0, 80);
  if (!clean) refuse("empty");
  return withWorkflow(blueprint, id, (flow) => ({ ...flow, name: clean }));
}

export type TStepPatch = {
  text?: string;
  /** The role taking the step; null when the product does it. */
  role?: string | null;
  /** The record the step's action works on (a step without an action has none). */
  record?: string;
};

/**
 * A workflow step changed: who takes it, what it does, which record it works on. The record is
 * that of the action the step calls, so changing it moves the action to that record.
 */
export function updateStep(blueprint: TBlueprint, id: string, index: number, patch: TStepPatch): TBlueprint {
  const flow = blueprint.workflows.find((item) => item.id === id) ?? refuse("unknown");
  const step = flow.steps[index] ?? refuse("unknown");
  const text = patch.text === undefined ? step.text : patch.text.trim().slice(0, 300);
  if (!text) refuse("empty");
  const role = patch.role === undefined ? step.role : patch.role;
  if (role !== null && !blueprint.roles.some((item) => item.id === role)) refuse("unknown");
  let next = withWorkflow(blueprint, id, (item) => ({
    ...item,
    steps: item.steps.map((other, position) => (position === index ? { ...other, text, role } : other)),
  }));
  if (patch.record !== undefined && step.action) {
    if (!blueprint.entities.some((entity) => entity.name === patch.record)) refuse("unknown");
    const record = patch.record;
    const keys = new Set(blueprint.entities.find((entity) => entity.name === record)?.fields.map((f) => f.key));
    next = {
      ...next,
      actions: next.actions.map((action) =>
        action.id === step.action
          ? { ...action, entity: record, sets: action.sets && keys.has(action.sets.field) ? action.sets : null }
          : action,
      ),
    };
  }
  return next;
}

export function addStep(blueprint: TBlueprint, id: string, text: string, role: string | null = null): TBlueprint {
  const flow = blueprint.workflows.find((item) => item.id === id) ?? refuse("unknown");
  if (flow.steps.length >= STEP_MAX) refuse("tooMany");
  const clean = text.trim().slice(0, 300);
  if (!clean) refuse("empty");
  if (role !== null && !blueprint.roles.some((item) => item.id === role)) refuse("unknown");
  return withWorkflow(blueprint, id, (item) => ({
    ...item,
    steps: [...item.steps, { text: clean, role, action: null }],
  }));
}

export function deleteStep(blueprint: TBlueprint, id: string, index: number): TBlueprint {
  const flow = blueprint.workflows.find((item) => item.id === id) ?? refuse("unknown");
  if (!flow.steps[index]) refuse("unknown");
  if (flow.steps.length <= 1) refuse("lastStep");
  return withWorkflow(blueprint, id, (item) => ({
    ...item,
    steps: item.steps.filter((_, position) => position !== index),
  }));
}

export type TIntegrationPatch = { name?: string; purpose?: string; later?: boolean };

/**
 * An integration changed. Put off ("later"), the requirements that exist for it alone (its
 * integration requirements) move to Later and it traces to none; brought back, those requirements
 * (found by its name in their title) return as Should.
 */
export function updateIntegration(blueprint: TBlueprint, index: number, patch: TIntegrationPatch): TBlueprint {
  const integration = blueprint.integrations[index] ?? refuse("unknown");
  const name = patch.name === undefined ? integration.name : normalizeName(patch.name, 120);
  if (!name) refuse("empty");
  const purpose = patch.purpose === undefined ? integration.purpose : patch.purpose.trim().slice(0, 300);
  const later = patch.later ?? integration.later;
  let next: TBlueprint = blueprint;
  let requirements = integration.requirements;
  if (later && !integration.later) {
    const own = blueprint.requirements.filter(
      (item) => item.kind === "integration" && integration.requirements.includes(item.id),
    );
    for (const item of own) next = setPriority(next, item.id, "later");
    requirements = [];
  } else if (!later && integration.later) {
    const own = blueprint.requirements.filter(
      (item) =>
        item.kind === "integration" && item.title.toLocaleLowerCase().includes(integration.name.toLocaleLowerCase()),
    );
    for (const item of own) if (item.priority === "later") next = setPriority(next, item.id, "should");
    requirements = own.map((item) => item.id);
  }
  const changed: TIntegration = { ...integration, name, purpose, later, requirements };
  return {
    ...next,
    integrations: next.integrations.map((item, position) => (position === index ? changed : item)),
  };
}

export function addIntegration(blueprint: TBlueprint, name: string, purpose = "", later = false): TBlueprint {
  if (blueprint.integrations.length >= INTEGRATION_MAX) refuse("tooMany");
  const clean = normalizeName(name, 120);
  if (!clean) refuse("empty");
  const integration: TIntegration = {
    name: clean,
    kind: "other",
    purpose: purpose.trim().slice(0, 300),
    later,
    requirements: [],
  };
  return { ...blueprint, integrations: [...blueprint.integrations, integration] };
}

export function deleteIntegration(blueprint: TBlueprint, index: number): TBlueprint {
  if (!blueprint.integrations[index]) refuse("unknown");
  return { ...blueprint, integrations: blueprint.integrations.filter((_, position) => position !== index) };
}
