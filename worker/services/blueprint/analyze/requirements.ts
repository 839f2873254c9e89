import type { TPriority, TRequirement } from "../../../../shared/blueprint/schema";
import type { AnswerReader } from "./answer-reader";
import type { IntegrationDraft } from "./integrations";
import { isLater, withoutLater } from "./markers";
import type { AnalyzerPhrases } from "./phrases/types";
import { capitalise, clause, listItems } from "./text";
import { mentions, samePhrase, similarity } from "./words";

/** A requirement before it is linked to entities, roles and actions. */
export type RequirementDraft = {
  id: string;
  title: string;
  priority: TPriority;
  kind: TRequirement["kind"];
  rationale: string;
  /** The integration it delivers or uses (the first it names). */
  integration: IntegrationDraft | null;
  /** Every integration it names or uses ("Invoice sync from Xero and QuickBooks Online": two). */
  integrations: IntegrationDraft[];
};

const ACCESS =
  /\b(?:roles?|permissions?|sign[- ]?(?:in|up|on)|log[- ]?in|accounts?|user management|authenti\w*|rollen|rechte|berechtigung\w*|anmeldung|konten|roles?|permisos|cuentas|inicio de sesi[óo]n|r[ôo]les|droits|connexion|comptes)\b/i;
const PLATFORM =
  /^(?:runs on|available on|(?:native )?(?:ios|android|mobile|desktop|web)(?: and (?:ios|android|web))? apps?\b|pwa\b|app (?:ios|android)|aplicaci[óo]n (?:m[óo]vil|ios|android)|application (?:mobile|ios|android)|(?:ios|android|mobile)-app)/i;

const MAX_DERIVED_INTEGRATIONS = 6;
const ARTICLE = /^(?:a|an|the|un|una|une|el|la|le|les|ein|eine|der|die|das)\s+/i;
const MAX_LATER = 8;
const TOP = 3;

type Input = {
  features: readonly string[];
  read: AnswerReader;
  integrations: readonly IntegrationDraft[];
  hasRoles: boolean;
  phrases: AnalyzerPhrases;
};

/**
 * FR-1..FR-n: the confirmed features in the founder's order, then what the answers require and
 * no feature names (accounts for the roles, integrations of version 1), then the q6a items put
 * off to later. Priorities honour the answers: what q14a would cut first is Could, never Must;
 * q6a's items and anything marked "later" are Later; Must is what q6 calls a must-have, the
 * critical workflow (q8a) or the founder's top three.
 */
export function draftRequirements(input: Input): RequirementDraft[] {
  const { read, phrases } = input;
  const capabilities = listItems(read.list("q6"));
  const laterItems = [
    ...listItems(read.list("q6a"), { splitLoneAnd: true }),
    ...capabilities.filter(isLater).map(withoutLater),
  ].filter(Boolean);
  const cuts = listItems(read.list("q14a"), { splitLoneAnd: true });
  const titles = input.features.length > 0 ? input.features : capabilities.filter((item) => !isLater(item));
  const drafts = titles
    .map(clause)
    .filter(Boolean)
    .map((title, index) => featureDraft(title, index, { ...input, capabilities, laterItems, cuts }));
  drafts.push(...derivedDrafts(drafts, input));
  drafts.push(...laterDrafts(drafts, laterItems, phrases));
  return drafts.slice(0, 30).map((draft, index) => ({ ...draft, id: `FR-${index + 1}` }));
}

type Context = Input & { capabilities: string[]; laterItems: string[]; cuts: string[] };

function featureDraft(title: string, index: number, context: Context): RequirementDraft {
  const { phrases, read } = context;
  const namedAll = context.integrations.filter((item) => mentions(title, item.name) || samePhrase(title, item.name));
  const used = namedAll.length > 0 ? namedAll : context.integrations.filter((item) => usesIntegration(title, item));
  const named = namedAll[0];
  const integration = used[0] ?? null;
  const kind: TRequirement["kind"] = PLATFORM.test(title)
    ? "platform"
    : ACCESS.test(title)
      ? "access"
      : named
        ? "integration"
        : "capability";
  const base = { id: "", title: capitalise(title.replace(ARTICLE, "")), kind, integration, integrations: used };
  const later = context.laterItems.find((item) => samePhrase(item, title)) ?? (isLater(title) ? title : null);
  if (later)
    return { ...base, title: capitalise(withoutLater(title)), priority: "later", rationale: phrases.rationale.later };
  if (integration?.later)
    return { ...base, priority: "later", rationale: phrases.rationale.laterIntegration(integration.name) };
  const cut = cutFor(title, context.cuts);
  if (cut) return { ...base, priority: "could", rationale: phrases.rationale.could(cut) };
  if (kind === "access") return { ...base, priority: "must", rationale: phrases.rationale.access };
  const critical = read.text("q8a");
  if (context.capabilities.some((item) => samePhrase(item, title) || mentions(item, title)))
    return { ...base, priority: "must", rationale: phrases.rationale.capability };
  if (critical && mentions(critical, title))
    return { ...base, priority: "must", rationale: phrases.rationale.critical };
  if (index < TOP) return { ...base, priority: "must", rationale: phrases.rationale.top };
  return { ...base, priority: "should", rationale: phrases.rationale.should };
}

/** Accounts when the product has roles and no feature covers them; each integration no feature names. */
function derivedDrafts(drafts: readonly RequirementDraft[], input: Input): RequirementDraft[] {
  const { phrases, read } = input;
  const out: RequirementDraft[] = [];
  const signIn = input.integrations.some((item) => item.kind === "sign_in" && !item.later);
  if ((input.hasRoles || signIn) && !drafts.some((draft) => draft.kind === "access")) {
    out.push({
      id: "",
      title: phrases.derived.access,
      priority: "must",
      kind: "access",
      rationale: phrases.rationale.access,
      integration: null,
      integrations: [],
    });
  }
  const covered = (item: IntegrationDraft) => drafts.some((draft) => draft.integrations.includes(item));
  const missing = input.integrations.filter((item) => !item.later && item.kind !== "sign_in" && !covered(item));
  const cuts = listItems(read.list("q14a"), { splitLoneAnd: true });
  for (const item of missing.slice(0, MAX_DERIVED_INTEGRATIONS)) {
    const cut = cutFor(item.name, cuts);
    const critical = mentions(read.text("q8a"), item.name);
    const [priority, rationale]: [TPriority, string] = cut
      ? ["could", phrases.rationale.could(cut)]
      : critical
        ? ["must", phrases.rationale.critical]
        : ["should", phrases.rationale.derived];
    out.push({
      id: "",
      title: phrases.derived.integration(item.name),
      priority,
      kind: "integration",
      rationale,
      integration: item,
      integrations: [item],
    });
  }
  return out;
}

function laterDrafts(
  drafts: readonly RequirementDraft[],
  laterItems: readonly string[],
  phrases: AnalyzerPhrases,
): RequirementDraft[] {
  return laterItems
    .filter((item) => !drafts.some((draft) => samePhrase(item, draft.title)))
    .slice(0, MAX_LATER)
    .map((item) => ({
      id: "",
      title: capitalise(withoutLater(item).replace(ARTICLE, "")),
      priority: "later" as const,
      kind: ACCESS.test(item) ? ("access" as const) : ("capability" as const),
      rationale: phrases.rationale.later,
      integration: null,
      integrations: [],
    }));
}

/** "SMS reminders" uses Twilio "for SMS": the title holds the integration's purpose or kind. */
function usesIntegration(title: string, item: IntegrationDraft): boolean {
  return (
    (item.purpose.length > 0 && mentions(title, item.purpose)) ||
    similarity(title, `${item.name} ${item.purpose}`) >= 0.6
  );
}

/** What q14a would cut first, if it names this title. */
function cutFor(title: string, cuts: readonly string[]): string | undefined {
  return cuts.find((item) => samePhrase(item, title) || mentions(item, title));
}
