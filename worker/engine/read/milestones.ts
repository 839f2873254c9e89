import type { TEntity, TEstimate, TMilestone, TRequirement } from "#shared/blueprint/schema";
import { sumEstimates, withQa } from "./estimates";
import type { AnalyzerPhrases } from "./phrases/types";

/** A build milestone with more must-haves than this is split in two, so each can be accepted. */
const MAX_PER_BUILD = 5;
/** A team of two developers, about 30 focused hours a week each. */
const TEAM_HOURS_PER_WEEK = 60;

type Step = Omit<TMilestone, "id" | "startWeek" | "endWeek">;

/**
 * The plan: discovery, the foundation (accounts, roles, the data model and the platforms), the
 * must-haves (in two parts when many), the should- and could-haves with the integrations, beta
 * and acceptance, launch. Each requirement of version 1 is in exactly one milestone; Later ones
 * in none. Weeks follow the founder's first duration (q14), spread by each step's hours; without
 * one, the hours at a team of two decide (an assumption the blueprint records).
 */
export function planMilestones(input: {
  requirements: readonly TRequirement[];
  entities: readonly TEntity[];
  weeks: number | null;
  phrases: AnalyzerPhrases;
}): { milestones: TMilestone[]; weeks: number; assumedWeeks: boolean } {
  const { requirements, phrases } = input;
  const v1 = requirements.filter((requirement) => requirement.priority !== "later");
  const ids = (items: readonly TRequirement[]) => items.map((item) => item.id);
  const estimate = (items: readonly TRequirement[]) => sumEstimates(items.map((item) => item.estimate));
  const foundation = v1.filter((item) => item.kind === "access" || item.kind === "platform");
  const must = v1.filter((item) => item.priority === "must" && !foundation.includes(item));
  const rest = v1.filter((item) => !foundation.includes(item) && !must.includes(item));
  const build = estimate(v1);
  const buildParts =
    must.length > MAX_PER_BUILD
      ? [must.slice(0, Math.ceil(must.length / 2)), must.slice(Math.ceil(must.length / 2))]
      : [must];
  const all: Step[] = [
    { name: phrases.milestone.discovery, kind: "discovery", requirements: [], estimate: share(build, 0.08, 0) },
    {
      name: phrases.milestone.foundation,
      kind: "foundation",
      requirements: ids(foundation),
      estimate: sumEstimates([estimate(foundation), withQa(8 + 4 * input.entities.length)]),
    },
    ...buildParts.map((items, index) => ({
      name: index === 0 ? phrases.milestone.build : phrases.milestone.build2,
      kind: "build" as const,
      requirements: ids(items),
      estimate: estimate(items),
    })),
    { name: phrases.milestone.integration, kind: "integration", requirements: ids(rest), estimate: estimate(rest) },
    { name: phrases.milestone.acceptance, kind: "acceptance", requirements: [], estimate: share(build, 0.05, 0.15) },
    {
      name: phrases.milestone.launch,
      kind: "launch",
      requirements: [],
      estimate: { development: 8 + Math.round(build.development * 0.04), qa: 4 },
    },
  ];
  const steps = all.filter(
    (step) => step.requirements.length > 0 || !["foundation", "build", "integration"].includes(step.kind),
  );
  const hours = steps.reduce((sum, step) => sum + step.estimate.development + step.estimate.qa, 0);
  const assumedWeeks = input.weeks === null;
  const weeks = input.weeks ?? Math.min(52, Math.max(6, Math.ceil(hours / TEAM_HOURS_PER_WEEK)));
  return { milestones: schedule(steps, weeks, hours), weeks, assumedWeeks };
}

function share(build: TEstimate, development: number, qa: number): TEstimate {
  return { development: Math.round(build.development * development), qa: Math.round(build.development * qa) };
}

/** Consecutive weeks, each step at least one, in proportion to its hours. */
function schedule(steps: readonly Step[], weeks: number, hours: number): TMilestone[] {
  const total = Math.max(weeks, steps.length);
  let elapsed = 0;
  let lastWeek = 0;
  return steps.map((step, index) => {
    elapsed += step.estimate.development + step.estimate.qa;
    const startWeek = lastWeek + 1;
    const remaining = steps.length - index - 1;
    const target = Math.round((elapsed / Math.max(hours, 1)) * total);
    lastWeek = Math.min(total - remaining, Math.max(startWeek, target));
    return { ...step, id: `M${index + 1}`, startWeek, endWeek: lastWeek };
  });
}
