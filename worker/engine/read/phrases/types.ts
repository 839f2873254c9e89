import type { TAcceptanceCriterion, TMilestone } from "#shared/blueprint/schema";

/** A noun phrase for sentences: singular and plural as the founder's words allow. */
export type Noun = { one: string; many: string };

type ActionPhrase = { verb: string; noun: Noun; scope: "item" | "collection"; object: string | null };

/**
 * Everything the analyzer writes in the blueprint's language: requirement descriptions and
 * acceptance criteria, why a priority was chosen, names of milestones, the assumptions it made.
 * The founder's words are passed in and kept as written; quotes use the language's marks.
 */
export type AnalyzerPhrases = {
  quote(text: string): string;
  /** "Firm admin, Accountant and Client viewer". */
  list(items: readonly string[]): string;
  someone: string;
  /** The User entity the analyzer adds when the product has roles. */
  user: { label: string; one: string; many: string };
  derived: {
    access: string;
    integration(name: string): string;
    /** A feature offered at qGenerateFeatures: an integration with what it is for. */
    integrationFeature(name: string, purpose?: string): string;
    /** A feature offered at qGenerateFeatures when there are several roles. */
    rolesFeature(names: readonly string[]): string;
  };
  rationale: {
    capability: string;
    critical: string;
    top: string;
    should: string;
    derived: string;
    access: string;
    could(cut: string): string;
    /** The founder called it welcome, not needed ("would be nice"). */
    hedged: string;
    later: string;
    laterIntegration(name: string): string;
  };
  description: {
    usedBy(roles: string): string;
    worksWith(entities: string): string;
    covers(actions: string, workflow: string | null): string;
    critical: string;
    integration(name: string, purpose: string): string;
    platforms(names: string): string;
    access(roles: string): string;
    later: string;
    fallback(title: string): string;
    /** What the founder said it holds, in brackets after a long title ("photo + signature"). */
    details(text: string): string;
  };
  /** "Approve a match", "Import bank transactions", "Generate fixtures for a season". */
  actionLabel(action: ActionPhrase): string;
  criteria: {
    /** `label` is an action's label in this language ("Approve a match"). */
    action(
      actor: string,
      label: string,
      noun: Noun,
      sets: { field: string; value: string } | null,
    ): TAcceptanceCriterion;
    batch(actor: string, label: string, noun: Noun): TAcceptanceCriterion;
    create(actor: string, noun: Noun, fields: readonly string[]): TAcceptanceCriterion;
    filter(actor: string, noun: Noun, field: string, values: readonly string[]): TAcceptanceCriterion;
    refused(role: string, label: string): TAcceptanceCriterion;
    hidden(role: string, noun: Noun, fields: readonly string[]): TAcceptanceCriterion;
    integration(name: string, purpose: string): TAcceptanceCriterion;
    integrationDown(name: string): TAcceptanceCriterion;
    signIn(role: string, admin: string | null): TAcceptanceCriterion;
    adminOnly(role: string, admin: string): TAcceptanceCriterion;
    provider(name: string): TAcceptanceCriterion;
    platform(platform: string, actor: string): TAcceptanceCriterion;
    critical(actor: string, workflow: string, steps: readonly string[]): TAcceptanceCriterion;
    notify(actor: string, noun: Noun | null, dateField: string | null): TAcceptanceCriterion;
    figures(actor: string, title: string, noun: Noun | null): TAcceptanceCriterion;
    audit(actor: string, noun: Noun | null): TAcceptanceCriterion;
    search(actor: string, noun: Noun, field: string | null): TAcceptanceCriterion;
    payment(actor: string): TAcceptanceCriterion;
    use(actor: string, title: string): TAcceptanceCriterion;
    invalid(actor: string): TAcceptanceCriterion;
    /** A record saved without a detail it needs. */
    required(actor: string, noun: Noun, field: string): TAcceptanceCriterion;
    /** A rule with a threshold from the answers ("approves repair costs over $500"): `rule` is the founder's clause. */
    threshold(role: string, label: string, noun: Noun, amount: string, rule: string): TAcceptanceCriterion;
    /** "Drivers only see their own trucks". */
    ownOnly(role: string, noun: Noun): TAcceptanceCriterion;
  };
  entityDescription(noun: Noun, product: string, fields: readonly string[]): string;
  workflowName(index: number): string;
  milestone: Record<TMilestone["kind"], string> & { build2: string };
  integrationPurpose: Record<string, string>;
  nfr: {
    accessibility: string;
    scale(answer: string): string;
    sensitive(answer: string): string;
  };
  funds: {
    build(budget: string): string;
    market(channel: string | null): string;
    operations: string;
  };
  /** What the analyzer asks when the answers do not tell (the blueprint's open questions). */
  questions: {
    roles(product: string): string;
    rights(roles: string): string;
    admin: string;
    records(product: string): string;
    details(records: string): string;
    status(noun: Noun): string;
    workflows: string;
    platforms(product: string): string;
    capabilities: string;
    budget: string;
    timeline: string;
    price: string;
    raising: string;
    market: string;
    /** A role read with a name that ends in a word of no name ("Jefe de la"). */
    roleName(name: string): string;
    /** A role's rights that read like another's sentence ("… ; La encargada de compras cotiza"). */
    roleRights(role: string, other: string): string;
    /** A detail named like a status value of its record. */
    statusField(record: string, field: string): string;
    /** A capability named in one word. */
    shortFeature(title: string): string;
  };
  assumptions: {
    estimates: string;
    /** Both store apps share one codebase; one app ("iOS") is one app of its own. */
    nativeApps: string;
    nativeApp(platform: string): string;
    weeks(weeks: number): string;
    lifecycle(entity: string, field: string, values: string): string;
    users: string;
    web: string;
    funds: string;
    assignedField(entity: string, field: string): string;
  };
};

/** A purpose written as a clause ("so musicians see gigs", "damit ...", "para que ..."), not a thing. */
const PURPOSE_CLAUSE =
  /^(?:so(?: that)?|in order to|to|damit|um|sodass|para que|para|pour que|pour|afin (?:de|que))\s/iu;

/**
 * " for deposits", or " (so musicians see gigs)" where the purpose is a clause: "for so musicians
 * see gigs" reads as a slip in every document that names the integration.
 */
export function forPurpose(connector: string, purpose: string | undefined): string {
  if (!purpose) return "";
  return PURPOSE_CLAUSE.test(purpose) ? ` (${purpose})` : ` ${connector} ${purpose}`;
}
