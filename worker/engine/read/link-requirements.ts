import { platformNames } from "#shared/blueprint/platforms";
import type { TAction, TEntity, TPlatforms, TRequirement, TRole, TWorkflow } from "#shared/blueprint/schema";
import { mentions, similarity, stems } from "../text/words";
import { acceptanceCriteria, type RequirementLinks } from "./acceptance";
import { estimateRequirement } from "./estimates";
import { USER_ENTITY } from "./field-types";
import type { IntegrationDraft } from "./integrations";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import type { RequirementDraft } from "./requirements";

type Context = {
  entities: readonly TEntity[];
  nouns: ReadonlyMap<string, Noun>;
  roles: readonly TRole[];
  actions: readonly TAction[];
  workflows: readonly TWorkflow[];
  integrations: readonly IntegrationDraft[];
  platforms: TPlatforms;
  phrases: AnalyzerPhrases;
};

/**
 * Each requirement with what it touches (the roles that use it, the entities it reads or
 * changes, the actions that serve it, its workflow), and from those its description, its
 * acceptance criteria and its estimate. Every entity is touched by some requirement of version
 * 1, so every endpoint of the API traces to one.
 */
export function linkRequirements(drafts: readonly RequirementDraft[], context: Context): TRequirement[] {
  const links = drafts.map((draft) => linksOf(draft, context));
  adoptOrphanEntities(links, context.entities);
  // A rule of the answers ("only their own trucks") is one criterion of the RFP, not one per requirement.
  const rules = new Set<string>();
  return links.map((link) => finish(link, context, rules));
}

function linksOf(draft: RequirementDraft, context: Context): RequirementLinks {
  const actions = context.actions.filter((action) => action.requirements.includes(draft.id));
  const workflow =
    context.workflows.find((flow) => flow.requirements.includes(draft.id) && flow.critical) ??
    context.workflows.find((flow) => flow.requirements.includes(draft.id)) ??
    null;
  // Accounts touch the users; a title naming roles ("Roles for Owner, Client") names no records.
  const entities = context.entities.filter((entity) =>
    draft.kind === "access"
      ? entity.name === USER_ENTITY
      : actions.some((action) => action.entity === entity.name) || namesEntity(draft.title, entity),
  );
  const roleIds = new Set(actions.flatMap((action) => action.roles));
  const roles = context.roles.filter(
    (role) =>
      draft.kind === "access" ||
      roleIds.has(role.id) ||
      (role.permissions &&
        (mentions(role.permissions, draft.title) ||
          similarity(role.permissions, draft.title) >= 0.4 ||
          sharesThing(role.permissions, draft.title))),
  );
  return {
    draft,
    roles: roles.length > 0 ? roles : fallbackRoles(context.roles),
    entities,
    actions,
    workflow,
    critical: workflow?.critical === true && draft.priority !== "later",
    platforms: context.platforms,
    signIn: context.integrations.filter((item) => item.kind === "sign_in" && !item.later),
  };
}

/** Words any role's rights may say ("manage", "see", "everything"): they name no feature. */
const GENERIC_STEMS = new Set(
  "manag see view edit creat delet updat use access everyth all own list data thing account can may do get make work verwalt sieht seh bearbeit alles eigen gestion ver todo propio gere voir tout propre".split(
    " ",
  ),
);

/** "manage their own apiaries, hives and shop" and "Small honey shop with pickup" share the shop. */
function sharesThing(permissions: string, title: string): boolean {
  // German separable verbs: "zahlen an" is "anzahlen", which the "Anzahlung" shares.
  const joined = permissions.replace(
    /(\p{L}+)\s+(an|ab|auf|aus|ein|zu|mit|vor|nach)(?=\s*(?:[,.;]|\s(?:und|oder)\s|$))/gu,
    "$2$1",
  );
  const own = new Set(stems(joined).filter((word) => word.length > 2 && !GENERIC_STEMS.has(word)));
  return stems(title).some((word) => own.has(word));
}

/** Who uses a requirement no role's rights name: the administrators, else the first role listed. */
function fallbackRoles(roles: readonly TRole[]): TRole[] {
  const admins = roles.filter((role) => role.admin);
  return admins.length > 0 ? admins : roles.slice(0, 1);
}

/** "Referee assignment" names Referee; "Invoice matching" names Invoice and Match. */
function namesEntity(title: string, entity: TEntity): boolean {
  const last = stems(entity.label).at(-1);
  return last !== undefined && stems(title).includes(last);
}

/**
 * An entity no requirement touches goes to a requirement of version 1 that works with a record
 * linking to it (invoices link to customers), else to the closest by name, else to the first.
 */
function adoptOrphanEntities(links: RequirementLinks[], entities: readonly TEntity[]): void {
  const open = links.filter((link) => link.draft.priority !== "later");
  for (const entity of entities) {
    if (open.some((link) => link.entities.includes(entity))) continue;
    const linking = open.find((link) =>
      link.entities.some((other) => other.fields.some((field) => field.references === entity.name)),
    );
    const text = `${entity.label} ${entity.fields.map((field) => field.label).join(" ")}`;
    const closest = [...open].sort((a, b) => similarity(text, b.draft.title) - similarity(text, a.draft.title))[0];
    const named = closest && similarity(text, closest.draft.title) > 0 ? closest : undefined;
    const target = linking ?? named ?? open.find((link) => link.draft.kind === "capability") ?? open[0];
    if (target) target.entities = [...target.entities, entity];
  }
}

function finish(link: RequirementLinks, context: Context, rules: Set<string>): TRequirement {
  const { draft } = link;
  return {
    id: draft.id,
    title: draft.title.slice(0, 120),
    priority: draft.priority,
    kind: draft.kind,
    description: descriptionOf(link, context).slice(0, 1200),
    acceptanceCriteria: acceptanceCriteria(link, {
      phrases: context.phrases,
      nouns: context.nouns,
      allRoles: context.roles,
      entities: context.entities,
      rules,
    }),
    roles: link.roles.map((role) => role.id),
    entities: link.entities.map((entity) => entity.name),
    estimate: estimateRequirement({
      kind: draft.kind,
      title: draft.title,
      entities: link.entities.length,
      actions: link.actions.length,
      roles: draft.kind === "access" ? context.roles.length : link.roles.length,
      critical: link.critical,
      integration: draft.integration?.kind ?? null,
      signInProviders: draft.kind === "access" ? link.signIn.length : 0,
      platforms: context.platforms,
    }),
    rationale: draft.rationale,
    assumption: false,
  };
}

function descriptionOf(link: RequirementLinks, context: Context): string {
  const { phrases } = context;
  const { draft } = link;
  const roles = phrases.list(link.roles.map((role) => role.name));
  const parts: string[] = [];
  if (draft.kind === "access") parts.push(phrases.description.access(roles));
  else if (draft.kind === "platform")
    parts.push(phrases.description.platforms(phrases.list(platformNames(link.platforms))));
  else if (roles) parts.push(phrases.description.usedBy(roles));
  if (draft.details) parts.push(phrases.description.details(draft.details));
  if (draft.integration) parts.push(phrases.description.integration(draft.integration.name, draft.integration.purpose));
  const entities = link.entities.filter((entity) => entity.name !== USER_ENTITY).map((entity) => entity.label);
  if (entities.length > 0 && draft.kind !== "access") parts.push(phrases.description.worksWith(phrases.list(entities)));
  if (link.actions.length > 0) {
    const labels = phrases.list(link.actions.slice(0, 4).map((action) => phrases.quote(action.label)));
    parts.push(phrases.description.covers(labels, link.workflow?.name ?? null));
  }
  if (link.critical) parts.push(phrases.description.critical);
  if (draft.priority === "later") parts.push(phrases.description.later);
  return parts.length > 0 ? parts.join(" ") : phrases.description.fallback(draft.title);
}
