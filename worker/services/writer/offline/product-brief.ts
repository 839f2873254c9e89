import { type Platform, parsePlatforms, parseRoles, parseWorkflows, type Role, type Workflow } from "./answer-parsers";
import { type Entity, parseEntities } from "./data-model";
import type { DocumentInput } from "./document-input";
import { capitalise, clause, listItems, mustHaveCount, oneLine, sentences } from "./text";

/** Shown only where an answer is missing: answers are required, so this means bad data upstream. */
export const NOT_ANSWERED = "Not answered in the questionnaire";

const NONE = /^(?:none|no|nothing|n\/?a|-+|none yet|not yet|not sure(?: yet)?|not applicable|not needed)$/i;

export type Assets = { what: string; reuse: string; ownership: string };

/**
 * The answers read once into named facts, so each composer speaks of `brief.problem` rather than
 * `answers.q3`, and list-like answers are split the same way in every document.
 */
export type ProductBrief = {
  name: string;
  vision: string;
  problem: string;
  today: string;
  segments: string;
  persona: string;
  competitors: string[];
  edge: string;
  features: string[];
  mustHave: string[];
  shouldHave: string[];
  later: string[];
  rolesText: string;
  roles: Role[];
  workflowsText: string;
  workflows: Workflow[];
  criticalFlow: string;
  dataText: string;
  entities: Entity[];
  sensitive: string;
  integrations: string[];
  platforms: string;
  platformKinds: Platform[];
  security: string;
  scale: string;
  budget: string;
  timeline: string;
  cuts: string;
  metrics: string[];
  revenue: string;
  market: string;
  team: string;
  assets: Assets | null;
  channels: string[];
  vendor: string;
  risks: string[];
  generatedAt: Date;
};

export function readBrief(input: DocumentInput): ProductBrief {
  const answer = (id: string) => oneLine(input.answers[id] ?? "") || NOT_ANSWERED;
  // Lists keep their new lines: they separate items. "None" is an answer meaning an empty list.
  const raw = (id: string) => (NONE.test(clause(input.answers[id] ?? "")) ? "" : (input.answers[id] ?? "").trim());
  const features = featureList(input.features, raw("q6"));
  const must = mustHaveCount(features);
  return {
    name: clause(answer("q1")),
    vision: answer("q2"),
    problem: answer("q3"),
    today: answer("q3a"),
    segments: answer("q4"),
    persona: answer("q4a"),
    competitors: listItems(raw("q5")),
    edge: answer("q5a"),
    features,
    mustHave: features.slice(0, must),
    shouldHave: features.slice(must),
    later: listItems(raw("q6a"), { splitLoneAnd: true }).map(capitalise),
    rolesText: answer("q7"),
    roles: parseRoles(raw("q7")),
    workflowsText: answer("q8"),
    workflows: parseWorkflows(raw("q8")),
    criticalFlow: answer("q8a"),
    dataText: answer("q9"),
    entities: parseEntities(raw("q9")),
    sensitive: answer("q9a"),
    integrations: listItems(raw("q10"), { splitLoneAnd: true }),
    platforms: answer("q11"),
    platformKinds: parsePlatforms(raw("q11")),
    security: answer("q12"),
    scale: answer("q12a"),
    budget: answer("q13"),
    timeline: answer("q14"),
    cuts: answer("q14a"),
    metrics: listItems(raw("q15")).map(capitalise),
    revenue: answer("q16"),
    market: answer("q16a"),
    team: answer("q17"),
    assets: readAssets(input.answers),
    channels: listItems(raw("q19")).map(capitalise),
    vendor: answer("q20"),
    risks: sentences(raw("q21")).map(capitalise),
    generatedAt: input.generatedAt,
  };
}

/** The confirmed features; before the user confirms a list, the capabilities of q6 stand in. */
function featureList(features: readonly string[], capabilities: string): string[] {
  const cleaned = features.map(clause).filter((feature) => feature.length > 0);
  return cleaned.length > 0 ? cleaned : listItems(capabilities).map(capitalise);
}

/** q18a-c exist only after a "Yes" to q18. */
function readAssets(answers: Readonly<Record<string, string>>): Assets | null {
  if (!/^\s*y/i.test(answers.q18 ?? "")) return null;
  const value = (id: string) => oneLine(answers[id] ?? "") || NOT_ANSWERED;
  return { what: value("q18a"), reuse: value("q18b"), ownership: value("q18c") };
}

/** Integrations the feature list does not already name (the offline features add "Integration: X"). */
export function integrationsNotListed(brief: ProductBrief): string[] {
  const features = brief.features.map((feature) => feature.toLowerCase());
  return brief.integrations.filter((item) => !features.some((feature) => feature.includes(item.toLowerCase())));
}
