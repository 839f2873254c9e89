import type { TBlueprint, TEstimate, TRequirement } from "./schema";

const sum = (estimates: readonly TEstimate[]): TEstimate =>
  estimates.reduce((total, item) => ({ development: total.development + item.development, qa: total.qa + item.qa }), {
    development: 0,
    qa: 0,
  });

export function inVersionOne(requirement: TRequirement): boolean {
  return requirement.priority !== "later";
}

/**
 * The blueprint's effort: the requirements of version 1 alone, and the whole plan (the
 * milestones, which add discovery, the data model, acceptance testing and launch). Later
 * requirements count in neither.
 */
export function estimateTotals(blueprint: TBlueprint): { requirements: TEstimate; plan: TEstimate } {
  return {
    requirements: sum(blueprint.requirements.filter(inVersionOne).map((item) => item.estimate)),
    plan: sum(blueprint.milestones.map((milestone) => milestone.estimate)),
  };
}

export function hours(estimate: TEstimate): number {
  return estimate.development + estimate.qa;
}
