import { normalizeName } from "#shared/blueprint/names";
import type { TPriority, TRequirement } from "#shared/blueprint/schema";
import { capitalise, clause } from "../text/text";
import { mentions, sameFeature, samePhrase, similarity, stems } from "../text/words";
import type { AnswerLanguage } from "./answer-language";
import type { AnswerReader } from "./answer-reader";
import { type Capability, cutFeatures, readCapabilities, readCuts } from "./features";
import { type IntegrationDraft, plainName } from "./integrations";
import { isLater, withoutLater } from "./markers";
import type { AnalyzerPhrases } from "./phrases/types";

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
  /** The details a long title held in brackets ("photo + signature"), said in the description. */
  details?: string;
};

const ACCESS =
  /\b(?:roles?|permissions?|sign[- ]?(?:in|up|on)|log[- ]?in|accounts?|user management|authenti\w*|rollen|rechte|berechtigung\w*|anmeldung|konten|roles?|permisos|cuentas|inicio de sesi[óo]n|r[ôo]les|droits|connexion|comptes)\b/i;
const PLATFORM =
  /^(?:runs on|available on|(?:native )?(?:ios|android|mobile|desktop|web)(?: and (?:ios|android|web))? apps?\b|pwa\b|app (?:ios|android)|aplicaci[óo]n (?:m[óo]vil|ios|android)|app m[óo]vil|appli(?:cation)? (?:mobile|ios|android)|(?:ios|android|mobile|handy)-app|mobile app|app fürs? handy|(?:the |l['’]|das |el )?(?:iphone|ipad|ios|android)$)/i;

/**
 * Accounts, roles and sign-in: a short title about them ("Roles and permissions", "Google
 * sign-in"); "Anmeldung zum Theorieunterricht" is signing up for a class, a capability.
 */
function isAccess(title: string): boolean {
  if (
    /^(?:roles?|permissions?|rollen|rechte|roles|permisos|r[ôo]les|droits|user management|benutzerverwaltung)\b/iu.test(
      title,
    )
  )
    return true;
  return (
    ACCESS.test(title) &&
    title.split(/\s+/).length <= 5 &&
    !/\s(?:zum|zur|für|to|for|para|pour|au|à la)\s/iu.test(title)
  );
}

/** "Integration: Stripe for payments", as the feature step offers an integration in each language. */
const INTEGRATION_FEATURE = /^(?:integration|integración|intégration)\s*:/iu;

/** The words of a title besides the services it names. */
function extraWords(title: string, services: readonly IntegrationDraft[]): number {
  const named = new Set(services.flatMap((item) => stems(item.name)));
  return stems(title).filter((word) => !named.has(word)).length;
}

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
  /** The language the founder wrote in (the answers are read in it). */
  language: AnswerLanguage;
  /** The platforms q11 puts off ("Une appli mobile, peut-être plus tard"). */
  laterPlatforms: readonly string[];
};

/**
 * FR-1..FR-n: the confirmed features in the founder's order, then what the answers require and
 * no feature names (accounts for the roles, integrations of version 1), then the capabilities put
 * off to later. Priorities come from what the founder said of each feature (features.ts): what
 * q14a would cut first is Could, never Must; "would be nice" is Could; q6a and "maybe later" are
 * Later; the rest of q6 is Must; features the answers imply are Must when critical (q8a) or among
 * the top three, else Should.
 */
export function draftRequirements(input: Input): RequirementDraft[] {
  const { read, phrases } = input;
  const capabilities = readCapabilities({ q6: read.list("q6"), q6a: read.list("q6a") }, input.language);
  const cuts = readCuts(read.list("q14a"), input.language);
  const titles = (
    input.features.length > 0
      ? input.features
      : capabilities.filter((item) => item.priority !== "later").map((item) => item.title)
  )
    .map((title) => normalizeName(clause(title), 120))
    .filter((title) => /[\p{L}\p{N}]/u.test(title));
  const services = input.integrations.map((item) => item.name);
  const cut = cutFeatures([...titles, ...services], cuts, services);
  const context = { ...input, capabilities, cut };
  const drafts = titles.map((title, index) => featureDraft(title, index, context));
  drafts.push(...derivedDrafts(drafts, context));
  drafts.push(...laterDrafts(drafts, capabilities, phrases, input.laterPlatforms.length > 0));
  return drafts.slice(0, 30).map((draft, index) => ({ ...draft, id: `FR-${index + 1}` }));
}

type Context = Input & { capabilities: readonly Capability[]; cut: ReadonlyMap<string, string> };

/** The capability of q6/q6a a confirmed feature is: the same title, else the closest (the founder may reword). */
function capabilityOf(title: string, capabilities: readonly Capability[]): Capability | undefined {
  const key = title.toLocaleLowerCase();
  const exact = capabilities.find((item) => item.title.toLocaleLowerCase() === key);
  if (exact) return exact;
  const scored = capabilities
    .map((item) => ({ item, score: similarity(item.title, title) }))
    .filter((entry) => entry.score >= 0.6)
    .sort((a, b) => b.score - a.score);
  return scored[0]?.item;
}

function featureDraft(title: string, index: number, context: Context): RequirementDraft {
  const { phrases, read } = context;
  const namedAll = context.integrations.filter(
    (item) =>
      mentions(title, item.name) ||
      samePhrase(title, item.name) ||
      (plainName(item.name) !== item.name && mentions(title, plainName(item.name))),
  );
  // A feature uses an integration its title does not name only when that integration is in version 1.
  const used =
    namedAll.length > 0 ? namedAll : context.integrations.filter((item) => !item.later && usesIntegration(title, item));
  const named = namedAll[0];
  const integration = used[0] ?? null;
  // "Calendario unificado de Airbnb y Booking" is a capability that uses two services; "QuickBooks export" is the service.
  const aboutService = named !== undefined && (INTEGRATION_FEATURE.test(title) || extraWords(title, namedAll) <= 2);
  const kind: TRequirement["kind"] = PLATFORM.test(title)
    ? "platform"
    : isAccess(title)
      ? "access"
      : aboutService
        ? "integration"
        : "capability";
  // "Attestation de ramonage sur le GSM (photo + signature)": past eight words a title is a sentence;
  // what its brackets hold goes to the description.
  // "Lots de vente, avec le OK du boss au-dessus de 20 barils": so does what follows its first comma.
  const long = title.split(/\s+/).length > 8;
  const bracketed = long
    ? (title.match(/^(.*\S)\s*\(([^()]+)\)$/u) ?? title.match(/^([^,()]*\p{L}\s+[^,()]*\p{L}),\s+([^()]{3,})$/u))
    : null;
  const base = {
    id: "",
    title: capitalise((bracketed?.[1] ?? title).replace(ARTICLE, "")),
    kind,
    integration,
    integrations: used,
    ...(bracketed?.[2] ? { details: bracketed[2].trim() } : {}),
  };
  const capability = capabilityOf(title, context.capabilities);
  if (capability?.priority === "later" || (!capability && isLater(title)))
    return {
      ...base,
      title: capitalise(withoutLater(title)) || base.title,
      priority: "later",
      rationale: phrases.rationale.later,
    };
  // Put off with the service it names; a feature that only uses a later service's purpose stays.
  if (named?.later) return { ...base, priority: "later", rationale: phrases.rationale.laterIntegration(named.name) };
  // A feature that uses a service the founder cuts goes with it ("La firma online con Signaturit").
  const cut =
    context.cut.get(title) ??
    (named ? context.cut.get(named.name) : undefined) ??
    used.map((item) => context.cut.get(item.name)).find((item) => item !== undefined);
  if (cut) return { ...base, priority: "could", rationale: phrases.rationale.could(cut) };
  if (capability?.priority === "could") return { ...base, priority: "could", rationale: phrases.rationale.hedged };
  if (capability?.priority === "should") return { ...base, priority: "should", rationale: phrases.rationale.should };
  if (kind === "access") return { ...base, priority: "must", rationale: phrases.rationale.access };
  if (capability) return { ...base, priority: "must", rationale: phrases.rationale.capability };
  const critical = read.text("q8a");
  if (critical && mentions(critical, title))
    return { ...base, priority: "must", rationale: phrases.rationale.critical };
  if (index < TOP) return { ...base, priority: "must", rationale: phrases.rationale.top };
  return { ...base, priority: "should", rationale: phrases.rationale.should };
}

/** Two titles alike but for case and spaces (features lose the French no-break space). */
const sameTitle = (a: string, b: string) =>
  a.replace(/\s+/g, " ").toLocaleLowerCase() === b.replace(/\s+/g, " ").toLocaleLowerCase();

/** Accounts when the product has roles and no feature covers them; each integration no feature names. */
function derivedDrafts(drafts: readonly RequirementDraft[], input: Context): RequirementDraft[] {
  const { phrases, read } = input;
  const out: RequirementDraft[] = [];
  const signIn = input.integrations.some((item) => item.kind === "sign_in" && !item.later);
  if ((input.hasRoles || signIn) && !drafts.some((draft) => draft.kind === "access" && draft.priority !== "later")) {
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
  // A feature covers an integration it names, or that has its title ("Integration: 㐀", whose words
  // the matcher cannot read).
  const covered = (item: IntegrationDraft) => {
    if (drafts.some((draft) => draft.integrations.includes(item))) return true;
    const titles = [
      phrases.derived.integration(item.name),
      phrases.derived.integrationFeature(item.name, item.purpose),
    ];
    const named = drafts.find((draft) => titles.some((title) => sameTitle(draft.title, title)));
    named?.integrations.push(item);
    return named !== undefined;
  };
  const missing = input.integrations.filter((item) => !item.later && item.kind !== "sign_in" && !covered(item));
  for (const item of missing.slice(0, MAX_DERIVED_INTEGRATIONS)) {
    const cut = input.cut.get(item.name);
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

/** The capabilities put off (q6a, "maybe later") that no confirmed feature already is. */
function laterDrafts(
  drafts: readonly RequirementDraft[],
  capabilities: readonly Capability[],
  phrases: AnalyzerPhrases,
  appsLater: boolean,
): RequirementDraft[] {
  return (
    capabilities
      .filter((item) => item.priority === "later")
      // "une appli mobile, éventuellement" where q11 already puts the apps off says it twice.
      .filter((item) => !(appsLater && barePlatform(item.title.replace(ARTICLE, ""))))
      .filter(
        (item) => !drafts.some((draft) => samePhrase(item.title, draft.title) || sameFeature(item.title, draft.title)),
      )
      .slice(0, MAX_LATER)
      .map((item) => ({
        id: "",
        title: capitalise(item.title.replace(ARTICLE, "")),
        priority: "later" as const,
        kind: isAccess(item.title) ? ("access" as const) : ("capability" as const),
        rationale: phrases.rationale.later,
        integration: null,
        integrations: [],
      }))
  );
}

/**
 * A title that names only a platform ("une appli mobile", "L'iPhone"): q11 already puts it off. One
 * that says whom it is for ("app nativa para los talentos") is the founder's feature.
 */
function barePlatform(title: string): boolean {
  return (
    PLATFORM.test(title) &&
    title.split(/\s+/).length <= 4 &&
    !/\s(?:for|para|pour|für|zum|zur|de la|del|des|du)\s/iu.test(title)
  );
}

/** "SMS reminders" uses Twilio "for SMS": the title holds the integration's purpose or kind. */
function usesIntegration(title: string, item: IntegrationDraft): boolean {
  return (
    (item.purpose.length > 0 && mentions(title, item.purpose)) ||
    similarity(title, `${item.name} ${item.purpose}`) >= 0.6
  );
}
