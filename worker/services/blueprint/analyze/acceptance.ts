import { platformNames } from "../../../../shared/blueprint/platforms";
import type {
  TAcceptanceCriterion,
  TAction,
  TEntity,
  TPlatforms,
  TRole,
  TWorkflow,
} from "../../../../shared/blueprint/schema";
import { asciiWords } from "./identifiers";
import type { IntegrationDraft } from "./integrations";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import type { RequirementDraft } from "./requirements";

export type RequirementLinks = {
  draft: RequirementDraft;
  roles: readonly TRole[];
  entities: readonly TEntity[];
  actions: readonly TAction[];
  workflow: TWorkflow | null;
  critical: boolean;
  platforms: TPlatforms;
  signIn: readonly IntegrationDraft[];
};

type Context = {
  phrases: AnalyzerPhrases;
  nouns: ReadonlyMap<string, Noun>;
  allRoles: readonly TRole[];
  entities: readonly TEntity[];
};

const NOTIFY = /notif|remind|alert|push|sms|erinner|benachricht|recordator|aviso|rappel/;
const FIGURES = /report|dashboard|stat|analytic|overview|insight|bericht|auswert|informe|panel|tableau|rapport|chart/;
const AUDIT = /audit|history|trail|changelog|verlauf|protokoll|historial|historique|journal/;
const SEARCH = /search|find|filter|suche|busca|recherch/;
const PAYMENT =
  /\bpay(?:s|ing|ment|ments)?\b|checkout|deposit|subscri|billing|zahlung|bezahl|\bpagos?\b|paiement|cobro/;

/**
 * Two to five Given/When/Then criteria a tester can check, built from what the requirement
 * touches: its actions (with the status they set), the records it creates, the roles that may
 * and may not use it, its integration, the critical workflow, sensitive fields.
 */
export function acceptanceCriteria(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  const candidates = [...specific(links, context), ...fallback(links, context)];
  const seen = new Set<string>();
  const out: TAcceptanceCriterion[] = [];
  for (const criterion of candidates) {
    const key = `${criterion.when}|${criterion.then}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(criterion);
    if (out.length === 5) break;
  }
  return out;
}

function specific(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  const { phrases } = context;
  const { draft } = links;
  const actor = links.roles[0]?.name ?? phrases.someone;
  const out: TAcceptanceCriterion[] = [];
  if (draft.kind === "access") out.push(...accessCriteria(links, context));
  if (draft.kind === "platform") {
    // The web is where every other criterion is checked; the apps each get their own.
    for (const name of platformNames(links.platforms).filter((item) => !item.startsWith("Web")))
      out.push(phrases.criteria.platform(name, actor));
  }
  if (draft.integration) {
    out.push(phrases.criteria.integration(draft.integration.name, draft.integration.purpose));
    out.push(phrases.criteria.integrationDown(draft.integration.name));
  }
  for (const action of links.actions.slice(0, 2)) {
    const noun = context.nouns.get(action.entity) ?? { one: action.entity, many: action.entity };
    const role = context.allRoles.find((candidate) => candidate.id === action.roles[0])?.name ?? actor;
    if (action.scope === "collection") out.push(phrases.criteria.batch(role, action.label, noun));
    else out.push(phrases.criteria.action(role, action.label, noun, action.sets));
  }
  if (links.critical && links.workflow && links.workflow.requirements[0] === draft.id) {
    out.push(
      phrases.criteria.critical(
        actor,
        links.workflow.name,
        links.workflow.steps.slice(0, 5).map((step) => step.text),
      ),
    );
  }
  const refused = refusedCriterion(links, context);
  if (refused) out.push(refused);
  const entity = links.entities.find((candidate) => candidate.fields.length > 0);
  if (entity && draft.kind === "capability") out.push(...entityCriteria(entity, actor, links, context));
  return out;
}

function accessCriteria(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  const { phrases } = context;
  const admin = context.allRoles.find((role) => role.admin) ?? null;
  const other = context.allRoles.find((role) => !role.admin) ?? null;
  const out = [phrases.criteria.signIn(other?.name ?? phrases.someone, admin?.name ?? null)];
  if (admin && other) out.push(phrases.criteria.adminOnly(other.name, admin.name));
  for (const provider of links.signIn.slice(0, 2)) out.push(phrases.criteria.provider(provider.name));
  return out;
}

/** A role that may not do the requirement's first action is refused. */
function refusedCriterion(links: RequirementLinks, context: Context): TAcceptanceCriterion | null {
  const action = links.actions[0];
  if (!action || action.roles.length === 0) return null;
  const outsider = context.allRoles.find((role) => !role.admin && !action.roles.includes(role.id));
  return outsider ? context.phrases.criteria.refused(outsider.name, action.label) : null;
}

function entityCriteria(
  entity: TEntity,
  actor: string,
  links: RequirementLinks,
  context: Context,
): TAcceptanceCriterion[] {
  const { phrases } = context;
  const noun = context.nouns.get(entity.name) ?? { one: entity.label, many: entity.label };
  const out: TAcceptanceCriterion[] = [];
  if (links.actions.length === 0) {
    const fields = entity.fields
      .filter((field) => field.type !== "reference")
      .slice(0, 3)
      .map((field) => field.label);
    out.push(phrases.criteria.create(actor, noun, fields));
  }
  const choice = entity.fields.find((field) => field.type === "enum" && field.key !== "role");
  if (choice) out.push(phrases.criteria.filter(actor, noun, choice.label, choice.values.slice(0, 5)));
  const hidden = entity.fields.filter((field) => field.sensitive).map((field) => field.label);
  const outsider = context.allRoles.find((role) => !role.admin && !links.roles.includes(role));
  if (hidden.length > 0 && outsider) out.push(phrases.criteria.hidden(outsider.name, noun, hidden.slice(0, 3)));
  return out;
}

/** Criteria from what the title says the requirement is for, then ones every requirement has. */
function fallback(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  const { phrases } = context;
  const { draft } = links;
  const actor = links.roles[0]?.name ?? phrases.someone;
  const words = asciiWords(draft.title).join(" ");
  const entity = links.entities[0];
  const noun = entity ? (context.nouns.get(entity.name) ?? null) : null;
  const out: TAcceptanceCriterion[] = [];
  if (NOTIFY.test(words)) {
    // A reminder is for something coming up, never for a birthday.
    const upcoming = (field: TEntity["fields"][number]) =>
      (field.type === "date" || field.type === "datetime") && !/birth|geburt|nacimiento|naissance/i.test(field.label);
    const dated = [...links.entities, ...context.entities].find((candidate) => candidate.fields.some(upcoming));
    const field = dated?.fields.find(upcoming);
    const datedNoun = dated ? (context.nouns.get(dated.name) ?? null) : null;
    out.push(phrases.criteria.notify(actor, datedNoun, field?.label ?? null));
  }
  if (FIGURES.test(words)) out.push(phrases.criteria.figures(actor, draft.title, noun));
  if (AUDIT.test(words)) out.push(phrases.criteria.audit(actor, noun));
  if (SEARCH.test(words) && noun) out.push(phrases.criteria.search(actor, noun, entity?.fields[0]?.label ?? null));
  if (PAYMENT.test(words)) out.push(phrases.criteria.payment(actor));
  out.push(phrases.criteria.use(actor, draft.title));
  out.push(phrases.criteria.invalid(actor));
  return out;
}
