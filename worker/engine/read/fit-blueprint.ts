import { normalizeName } from "#shared/blueprint/names";
import type { TBlueprint } from "#shared/blueprint/schema";

/** A text cut at a word within `max` characters, marked with an ellipsis; short texts unchanged. */
export function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const word = cut.replace(/\s+\S*$/, "");
  return `${word.length > max / 2 ? word : cut}…`;
}

const ID_MAX = 60;

/**
 * The analyzer's blueprint within the schema's limits: answers are at most 300 characters, but
 * labels and titles built from them (a 300-character run-on sentence as an entity's detail) must
 * still fit their fields, so every document has a readable length.
 */
export function fitBlueprint(blueprint: TBlueprint): TBlueprint {
  const c = clamp;
  return {
    ...blueprint,
    product: {
      ...blueprint.product,
      name: c(blueprint.product.name, 120),
      competitors: blueprint.product.competitors.map((item) => c(item, 120)),
      successMetrics: blueprint.product.successMetrics.map((item) => c(item, 300)),
      channels: blueprint.product.channels.map((item) => c(item, 200)),
      budget: { ...blueprint.product.budget, text: c(blueprint.product.budget.text, 120) },
    },
    requirements: blueprint.requirements.map((item) => ({
      ...item,
      title: c(item.title, 120),
      description: c(item.description, 1200),
      rationale: c(item.rationale, 400),
      entities: item.entities.map((name) => name.slice(0, ID_MAX)),
      acceptanceCriteria: item.acceptanceCriteria.map((criterion) => ({
        given: c(criterion.given, 400),
        when: c(criterion.when, 400),
        then: c(criterion.then, 400),
      })),
    })),
    entities: blueprint.entities.map((entity) => ({
      ...entity,
      name: entity.name.slice(0, ID_MAX),
      label: c(entity.label, 80),
      nouns: { one: c(entity.nouns.one, 80), many: c(entity.nouns.many, 80) },
      description: c(entity.description, 400),
      fields: entity.fields.map((field) => ({
        ...field,
        key: field.key.slice(0, ID_MAX),
        label: c(field.label, 80),
        references: field.references?.slice(0, ID_MAX) ?? null,
        example: field.example === null ? null : c(field.example, 80),
      })),
    })),
    roles: blueprint.roles.map((role) => ({
      ...role,
      name: normalizeName(role.name, 40),
      permissions: c(role.permissions, 300),
    })),
    actions: blueprint.actions.map((action) => ({
      ...action,
      id: action.id.slice(0, ID_MAX),
      verb: action.verb.slice(0, ID_MAX).replace(/-+$/, ""),
      entity: action.entity.slice(0, ID_MAX),
      label: c(action.label, 160),
    })),
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      name: c(flow.name, 80),
      steps: flow.steps.map((step) => ({
        ...step,
        text: c(step.text, 300),
        action: step.action?.slice(0, ID_MAX) ?? null,
      })),
    })),
    integrations: blueprint.integrations.map((item) => ({
      ...item,
      name: c(item.name, 120),
      purpose: c(item.purpose, 300),
    })),
    platforms: { ...blueprint.platforms, answer: c(blueprint.platforms.answer, 400) },
    nonFunctional: blueprint.nonFunctional.map((item) => ({ ...item, requirement: c(item.requirement, 400) })),
    milestones: blueprint.milestones.map((milestone) => ({ ...milestone, name: c(milestone.name, 80) })),
    ask: {
      ...blueprint.ask,
      amount: blueprint.ask.amount ? { ...blueprint.ask.amount, text: c(blueprint.ask.amount.text, 120) } : null,
      round: blueprint.ask.round === null ? null : c(blueprint.ask.round, 40),
      useOfFunds: blueprint.ask.useOfFunds.map((use) => ({ ...use, item: c(use.item, 160) })),
      lookingFor: blueprint.ask.lookingFor.map((item) => c(item, 160)),
    },
    risks: blueprint.risks.map((risk) => c(risk, 400)),
    assumptions: blueprint.assumptions.map((item) => c(item, 400)),
  };
}
