import { platformNames } from "#shared/blueprint/platforms";
import type { TAcceptanceCriterion, TAction, TEntity, TPlatforms, TRole, TWorkflow } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";
import { stem, stems } from "../text/words";
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
  /** The rules of the answers already given a criterion (each goes to the first requirement it fits). */
  rules: Set<string>;
};

/** "over $500", "über 500 €", "más de 500 €", "plus de 500 €": a threshold, with its amount as written. */
const THRESHOLD =
  /(?<![\p{L}])(?:over|above|more than|exceeds?|exceeding|greater than|über|übersteigt|mehr als|oberhalb von|más de|pasan? de|supera|por encima de|superior(?:es)? a|plus de|dépasse|au-delà de|supérieur(?:e|s)? à)\s+((?:[$€£]\s?)?\d[\d.,]*(?:\s?(?:k|m|mio\.?))?(?:\s?(?:[$€£]|eur(?:os?)?|usd|dollars?))?)/iu;
/** "only see their own trucks", "nur ihre eigenen", "solo sus propios", "seulement leurs propres". */
const OWN_ONLY =
  /(?<![\p{L}])(?:only|just|nur|solo|sólo|solamente|seulement|uniquement)(?![\p{L}])[^.;]*?(?<![\p{L}])(?:own|eigenen?|propi[oa]s|suyos|suyas|propres|siens|siennes)(?![\p{L}])/iu;

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
  const found = [...ruleCriteria(links, context), ...specific(links, context), ...kindCriteria(links, context)];
  // "Use the feature" and "invalid data" say nothing of this requirement: only to reach two.
  const candidates = [...found, ...filler(links, context).slice(0, Math.max(0, 2 - found.length))];
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
    if (once(context, `create|${entity.name}`)) out.push(phrases.criteria.create(actor, noun, fields));
  }
  const choice = entity.fields.find((field) => field.type === "enum" && field.key !== "role");
  if (choice && once(context, `filter|${entity.name}`))
    out.push(phrases.criteria.filter(actor, noun, choice.label, choice.values.slice(0, 5)));
  const hidden = entity.fields.filter((field) => field.sensitive).map((field) => field.label);
  const outsider = context.allRoles.find((role) => !role.admin && !links.roles.includes(role));
  if (hidden.length > 0 && outsider) out.push(phrases.criteria.hidden(outsider.name, noun, hidden.slice(0, 3)));
  return out;
}

/**
 * The rules the founder wrote into a role's rights, on the requirement they govern: a threshold
 * ("approves repair costs over $500") on the requirement with that action, "only their own" on
 * the first requirement with that record.
 */
function ruleCriteria(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  // A rule is written in a role's rights or in a step of the workflow ("aprueba el pedido si pasa de $5,000").
  const sources = [
    ...context.allRoles.flatMap((role) =>
      role.permissions.split(/;\s*/).map((text) => ({ role, text, action: null as string | null })),
    ),
    ...(links.workflow?.steps ?? []).flatMap((step) => {
      const role = context.allRoles.find((candidate) => candidate.id === step.role);
      return role ? [{ role, text: step.text, action: step.action }] : [];
    }),
  ];
  const out: TAcceptanceCriterion[] = [];
  for (const source of sources) {
    const { text } = source;
    const words = new Set(stems(text));
    const match = text.match(THRESHOLD);
    const threshold = match?.[1]?.trim();
    // The step's own action, else the action whose verb the rights name ("approves").
    const action = threshold
      ? links.actions.find(
          (candidate) => candidate.id === source.action || words.has(stem(candidate.verb.split("-")[0] ?? "")),
        )
      : undefined;
    // "el chef lo arma y lo manda; si pasa de $5,000 el dueño lo aprueba": the rule's clause names its role.
    const role = clauseRole(text, match?.index ?? 0, context.allRoles) ?? source.role;
    if (threshold && action) {
      const key = `${action.id}|${threshold}`;
      if (context.rules.has(key)) continue;
      context.rules.add(key);
      // The clause of the rule, not the role's whole rights: "approves any repair over $500".
      const end = (match?.index ?? 0) + (match?.[0].length ?? 0);
      const clause =
        text
          .slice(0, end)
          .split(/,\s*|;\s*|\s(?:and|und|y|et)\s/)
          .at(-1) ?? text;
      const noun = nounOf(action.entity, context);
      out.push(context.phrases.criteria.threshold(role.name, action.label, noun, threshold, clause.trim()));
      continue;
    }
    const own = text.match(OWN_ONLY);
    if (!own) continue;
    // The record named right after "their own": "only see their own work orders and log hours".
    const after = stems(text.slice(own.index ?? 0));
    const at = (candidate: TEntity) => {
      const noun = nounOf(candidate.name, context);
      const places = [noun.one, noun.many, candidate.label]
        .flatMap((name) => stems(name).slice(-1))
        .map((word) => after.indexOf(word))
        .filter((index) => index >= 0);
      return places.length > 0 ? Math.min(...places) : Number.POSITIVE_INFINITY;
    };
    const named = [...context.entities].sort((a, b) => at(a) - at(b)).find((candidate) => at(candidate) < 8);
    const entity = named && links.entities.includes(named) ? named : undefined;
    const key = `${role.id}|own|${entity?.name}`;
    if (!entity || context.rules.has(key)) continue;
    context.rules.add(key);
    out.push(context.phrases.criteria.ownOnly(role.name, nounOf(entity.name, context)));
  }
  return out;
}

/** The role named in the clause (between commas or semicolons) around a position, when one is. */
function clauseRole(text: string, at: number, roles: readonly TRole[]): TRole | null {
  const start = Math.max(text.lastIndexOf(";", at), text.lastIndexOf(",", at)) + 1;
  const ends = [text.indexOf(";", at), text.indexOf(",", at)].filter((index) => index >= 0);
  const clause = stems(text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length));
  const named = roles.filter((role) => {
    const words = stems(role.name);
    return words.length > 0 && (words.every((word) => clause.includes(word)) || clause.includes(words[0] ?? ""));
  });
  return named.length === 1 ? (named[0] ?? null) : null;
}

/** True the first time the RFP states a criterion of this key: a record's own criteria are stated once. */
function once(context: Context, key: string): boolean {
  if (context.rules.has(key)) return false;
  context.rules.add(key);
  return true;
}

function nounOf(entity: string, context: Context): Noun {
  return context.nouns.get(entity) ?? { one: entity, many: entity };
}

/** What a requirement's title says it is for: reminders, figures, history, search, payment. */
function kindCriteria(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
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
  return out;
}

/** For a requirement the answers say little of: its use, and a record saved without a detail. */
function filler(links: RequirementLinks, context: Context): TAcceptanceCriterion[] {
  const { phrases } = context;
  const actor = links.roles[0]?.name ?? phrases.someone;
  const entity = links.entities.find((candidate) => candidate.fields.some((field) => field.required));
  const field = entity?.fields.find((candidate) => candidate.required && candidate.type !== "reference");
  // The record's own rule first: a detail it cannot be saved without says more than "use it".
  return entity && field
    ? [
        phrases.criteria.required(actor, nounOf(entity.name, context), field.label),
        phrases.criteria.use(actor, links.draft.title),
      ]
    : [phrases.criteria.use(actor, links.draft.title), phrases.criteria.invalid(actor)];
}
