import { weeksUntilFirstRelease } from "./answer-parsers";
import { integrationsNotListed, type ProductBrief } from "./product-brief";

export type Milestone = { name: string; contents: string[]; firstWeek: number; lastWeek: number };

/** When q14 gives no duration, the plan is laid out over a typical first version's length. */
export const DEFAULT_WEEKS = 16;

type Step = { name: string; share: number; contents: string[] };

/**
 * A six-step plan spread over the weeks q14 allows. Shares follow a usual split (build the
 * must-haves for the longest stretch); a step with nothing in it is dropped, not padded.
 */
export function milestonePlan(brief: ProductBrief): { weeks: number; stated: boolean; milestones: Milestone[] } {
  const stated = weeksUntilFirstRelease(brief.timeline);
  const weeks = stated ?? DEFAULT_WEEKS;
  const steps = planSteps(brief).filter((step) => step.contents.length > 0);
  const total = steps.reduce((sum, step) => sum + step.share, 0);
  const milestones: Milestone[] = [];
  let elapsed = 0;
  let lastWeek = 0;
  for (const step of steps) {
    elapsed += step.share;
    const firstWeek = lastWeek + 1;
    lastWeek = Math.max(firstWeek, Math.round((elapsed / total) * weeks));
    milestones.push({ name: step.name, contents: step.contents, firstWeek, lastWeek });
  }
  return { weeks: Math.max(weeks, lastWeek), stated: stated !== null, milestones };
}

function planSteps(brief: ProductBrief): Step[] {
  const roleNames = brief.roles.map((role) => role.name).filter(Boolean);
  const entityNames = brief.entities.map((entity) => entity.label);
  return [
    {
      name: "Discovery and design",
      share: 10,
      contents: [
        "Workflows, screens and backlog agreed",
        brief.assets ? "Existing assets reviewed and reused as agreed" : "Designs of the key screens approved",
      ],
    },
    {
      name: "Foundation",
      share: 15,
      contents: [
        "Environments, continuous integration and deployment",
        roleNames.length > 0 ? `Sign-in and roles: ${roleNames.join(", ")}` : "Sign-in and permissions",
        ...(entityNames.length > 0 ? [`Data model: ${entityNames.join(", ")}`] : []),
      ],
    },
    { name: "Must-have features", share: 30, contents: brief.mustHave },
    {
      name: "Should-have features and integrations",
      share: 20,
      contents: [...brief.shouldHave, ...integrationsNotListed(brief).map((item) => `Integration: ${item}`)],
    },
    {
      name: "Beta and acceptance testing",
      share: 15,
      contents: ["Beta with real users", "Key workflows tested end to end", "Fixes from acceptance testing"],
    },
    {
      name: "Launch and handover",
      share: 10,
      contents: ["Production release", "Documentation and handover", "Support period starts"],
    },
  ];
}
