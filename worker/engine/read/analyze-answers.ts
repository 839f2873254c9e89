import { normalizeName } from "#shared/blueprint/names";
import { BLUEPRINT_FORMAT, type TBlueprint, type TEntity, type TIntegration } from "#shared/blueprint/schema";
import type { TLanguage } from "#shared/schemas/settings";
import { sameFeature } from "../text/words";
import { buildWorkflows, type WorkflowModel } from "./actions";
import { detectAnswerLanguage } from "./answer-language";
import { type Answers, answerReader } from "./answer-reader";
import { parseAsk } from "./ask";
import { buildDataModel } from "./data-model";
import { nativeApps } from "./estimates";
import { readCapabilities } from "./features";
import { fitBlueprint } from "./fit-blueprint";
import { type IntegrationDraft, parseIntegrations, putOffServices } from "./integrations";
import { linkRequirements } from "./link-requirements";
import { planMilestones } from "./milestones";
import { moneyContext } from "./money/context";
import { nonFunctional } from "./non-functional";
import { openQuestions } from "./open-questions";
import { PHRASES } from "./phrases";
import { parsePlatforms, platformAssumed } from "./platforms";
import { readProduct, readRisks } from "./product";
import { draftRequirements, type RequirementDraft } from "./requirements";
import { founderRole, readRoles } from "./roles";
import { withStatusesFromSteps } from "./statuses-in-steps";
import { tenantOf } from "./tenant";
import { parseWorkflows } from "./workflows";

type AnalyzeInput = {
  answers: Answers;
  /** The confirmed features in the founder's order (qGenerateFeatures). */
  features: readonly string[];
  /** The language the blueprint's own text is written in (the user's interface language). */
  language: TLanguage;
};

/**
 * The offline analyzer: answers in, blueprint out, deterministically (the same answers, features
 * and language always give the same blueprint). It copes with answers as founders type them:
 * lists with commas, "and" or arrows, parentheses, "later", one-word answers, and answers in
 * English, Spanish, French or German.
 */
export function analyzeAnswers(input: AnalyzeInput): TBlueprint {
  const phrases = PHRASES[input.language];
  const answerLanguage = detectAnswerLanguage(input.answers, input.language);
  const read = answerReader(input.answers, answerLanguage);
  const money = moneyContext(Object.values(input.answers), answerLanguage);
  const product = readProduct(read, money);
  const roles = readRoles(read.list("q7"), answerLanguage);
  const named = parseIntegrations(read.list("q10"), answerLanguage);
  const putOff = readCapabilities({ q6a: read.list("q6a") }, answerLanguage).map((item) => item.title);
  const integrationDrafts = [...named, ...putOffServices(putOff, named, answerLanguage)].map((item) => ({
    ...item,
    purpose: item.purpose || (phrases.integrationPurpose[item.kind] ?? ""),
  }));
  const platforms = parsePlatforms(read.text("q11"), answerLanguage);
  const drafts = withFallback(
    draftRequirements({
      features: input.features,
      read,
      integrations: integrationDrafts,
      hasRoles: roles.length > 0,
      phrases,
      language: answerLanguage,
      laterPlatforms: platforms.later,
    }),
    fallbackTitle(product.oneLiner, product.name),
    phrases.rationale.top,
  );
  const model = buildDataModel({
    data: read.list("q9"),
    sensitive: read.text("q9a"),
    roles,
    productName: product.name,
    language: answerLanguage,
    phrases,
    tenant: tenantOf(
      ["q12", "q9a", "q16", "q7"].map((id) => read.text(id)),
      answerLanguage,
      roles.map((role) => role.name),
      read.text("q16"),
      read.text("q2"),
      read.text("q9"),
    ),
  });
  // "Statut : demandé → planifié → …" in the workflows: the values of a status q9 named without them.
  const stated = withStatusesFromSteps(model.entities, read.list("q8"));
  const flows = buildWorkflows(parseWorkflows(read.list("q8"), answerLanguage), {
    entities: stated,
    nouns: model.nouns,
    roles,
    requirements: drafts,
    language: input.language,
    phrases,
    critical: read.text("q8a"),
    answerLanguage,
    founder: founderRole(read.list("q7"), roles, answerLanguage),
  });
  const entities = withAddedFields(stated, flows);
  const requirements = linkRequirements(drafts, {
    entities,
    nouns: model.nouns,
    roles,
    actions: flows.actions,
    workflows: flows.workflows,
    integrations: integrationDrafts,
    platforms,
    phrases,
  });
  const plan = planMilestones({ requirements, entities, weeks: product.timeline.weeks, phrases });
  const { ask, assumed: fundsAssumed } = parseAsk({
    team: product.team,
    budget: product.budget,
    channels: product.channels,
    phrases,
    context: money,
  });
  const assumptions = [
    phrases.assumptions.estimates,
    // "share one codebase" only when there are two store apps: an iOS-only product has one app.
    ...(platforms.ios && platforms.android
      ? [phrases.assumptions.nativeApps]
      : nativeApps(platforms)
        ? [phrases.assumptions.nativeApp(platforms.ios ? "iOS" : "Android")]
        : []),
    ...(plan.assumedWeeks ? [phrases.assumptions.weeks(plan.weeks)] : []),
    ...(platformAssumed(read.text("q11")) ? [phrases.assumptions.web] : []),
    ...model.assumptions,
    ...flows.addedFields.map((added) => phrases.assumptions.assignedField(added.entity, added.field.key)),
    ...(fundsAssumed ? [phrases.assumptions.funds] : []),
  ];
  return fitBlueprint({
    format: BLUEPRINT_FORMAT,
    language: input.language,
    product,
    requirements,
    entities,
    roles,
    actions: flows.actions,
    workflows: flows.workflows,
    integrations: integrations(integrationDrafts, drafts),
    platforms,
    nonFunctional: nonFunctional(read, phrases),
    milestones: plan.milestones,
    ask,
    risks: readRisks(read),
    assumptions: [...new Set(assumptions)].slice(0, 20),
    openQuestions: openQuestions({
      read,
      product,
      roles,
      entities,
      nouns: model.nouns,
      workflows: flows.workflows,
      capabilities: requirements.filter((item) => item.kind === "capability" && item.priority !== "later").length,
      platformAssumed: platformAssumed(read.text("q11")),
      raising: ask.raising,
      phrases,
      requirements,
      language: answerLanguage,
    }),
  });
}

/** The one-liner's first clause, cut at a word within 80 characters, or the product's name. */
function fallbackTitle(oneLiner: string, name: string): string {
  const first = normalizeName(oneLiner.split(/[.;:!?]\s|[,–—(]/)[0] ?? "", 80);
  return /[\p{L}\p{N}]/u.test(first) ? first : name;
}

/**
 * A product with no feature of version 1 (none named, or all put off) still has the one its
 * description gives, first.
 */
function withFallback(drafts: RequirementDraft[], title: string, rationale: string): RequirementDraft[] {
  if (drafts.some((draft) => draft.priority !== "later" && draft.kind !== "access" && draft.kind !== "platform"))
    return drafts;
  const first: RequirementDraft = {
    id: "FR-1",
    title: title.slice(0, 120),
    priority: "must",
    kind: "capability",
    rationale,
    integration: null,
    integrations: [],
  };
  // The product itself is version 1's feature, so a later one of the same name is that feature.
  const rest = drafts.filter((draft) => !sameFeature(draft.title, first.title));
  return [first, ...rest.map((draft, index) => ({ ...draft, id: `FR-${index + 2}` }))].slice(0, 30);
}

/** Fields a workflow implies ("assigns referees" gives a match its refereeId), added once. */
function withAddedFields(entities: readonly TEntity[], flows: WorkflowModel): TEntity[] {
  return entities.map((entity) => {
    const added = flows.addedFields
      .filter((item) => item.entity === entity.name)
      .map((item) => item.field)
      .filter((field, index, all) => all.findIndex((other) => other.key === field.key) === index)
      .filter((field) => !entity.fields.some((existing) => existing.key === field.key));
    return added.length > 0 ? { ...entity, fields: [...entity.fields, ...added].slice(0, 25) } : entity;
  });
}

/** Integrations with the requirements that deliver them; sign-in providers go with accounts. */
function integrations(drafts: readonly IntegrationDraft[], requirements: readonly RequirementDraft[]): TIntegration[] {
  const access = requirements.filter((item) => item.kind === "access" && item.priority !== "later");
  return drafts.map((draft) => ({
    name: draft.name.slice(0, 120),
    kind: draft.kind,
    purpose: draft.purpose.slice(0, 300),
    later: draft.later,
    requirements: draft.later
      ? []
      : draft.kind === "sign_in"
        ? access.map((item) => item.id)
        : requirements
            .filter((item) => item.integrations.includes(draft) && item.priority !== "later")
            .map((item) => item.id),
  }));
}
