import type { TBlueprint, TMilestone, TRequirement } from "#shared/blueprint/schema";
import { samePhrase } from "../text/words";

/**
 * A model's blueprint held to what the answers decide, whatever the model wrote: the founder's
 * platforms, price, market figures, team and ask (a founder who is not raising gets no amount), the priorities the answers
 * force (Later stays Later, what q14a cuts first is never Must), integrations put off stay put
 * off, and the milestones hold each requirement of version 1 exactly once. Requirements and
 * entities the analyzer's draft does not have are marked as assumptions.
 */
export function normalizeBlueprint(model: TBlueprint, draft: TBlueprint): TBlueprint {
  const requirements = model.requirements.map((item) => heldPriority(item, draft));
  const entityNames = new Set(draft.entities.map((entity) => entity.name));
  return {
    ...model,
    language: draft.language,
    format: draft.format,
    // Money and the team are read once, by the analyzer (issue 39): every document shows the same figures.
    product: {
      ...model.product,
      name: draft.product.name,
      price: draft.product.price,
      marketFigures: draft.product.marketFigures,
      teamMembers: draft.product.teamMembers,
    },
    platforms: draft.platforms,
    ask: draft.ask.raising ? model.ask : { ...draft.ask },
    requirements,
    entities: model.entities.map((entity) => (entityNames.has(entity.name) ? entity : { ...entity, assumption: true })),
    integrations: model.integrations.map((item) => {
      const answered = draft.integrations.find((candidate) => samePhrase(candidate.name, item.name));
      return answered?.later ? { ...item, later: true, requirements: [] } : item;
    }),
    milestones: plannedOnce(model.milestones, requirements),
  };
}

function heldPriority(item: TRequirement, draft: TBlueprint): TRequirement {
  const answered = draft.requirements.find(
    (candidate) => candidate.id === item.id || samePhrase(candidate.title, item.title),
  );
  if (!answered) return { ...item, assumption: true };
  if (answered.priority === "later") return { ...item, priority: "later", rationale: answered.rationale };
  if (answered.priority === "could" && item.priority === "must")
    return { ...item, priority: "could", rationale: answered.rationale };
  if (item.priority === "later") return { ...item, priority: answered.priority, rationale: answered.rationale };
  return item;
}

/** Later requirements out of every milestone; a requirement of version 1 in exactly one. */
function plannedOnce(milestones: readonly TMilestone[], requirements: readonly TRequirement[]): TMilestone[] {
  const later = new Set(requirements.filter((item) => item.priority === "later").map((item) => item.id));
  const seen = new Set<string>();
  const out = milestones.map((milestone) => ({
    ...milestone,
    requirements: milestone.requirements.filter((id) => {
      if (later.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  }));
  const missing = requirements.filter((item) => !later.has(item.id) && !seen.has(item.id)).map((item) => item.id);
  const home =
    [...out].reverse().find((milestone) => milestone.kind === "build" || milestone.kind === "integration") ??
    out.at(-1);
  if (home) home.requirements = [...home.requirements, ...missing];
  return out;
}
