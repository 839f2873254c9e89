import { z } from "zod";
import { LANGUAGES } from "../settings/options";
import { normalizeName } from "./names";

/**
 * The blueprint: one typed model of the product, built from a definition's answers (by the offline
 * analyzer or an LLM's structured output) and rendered into the four documents, so that they agree
 * by construction. Text the founder wrote is kept as written; text the builder adds (descriptions,
 * acceptance criteria, estimates) is in the blueprint's language, and what an LLM adds beyond the
 * answers is marked `assumption`.
 */
export const BLUEPRINT_FORMAT = 2;

/** MoSCoW: "later" is the "won't have this time" of version 1. */
export const PRIORITIES = ["must", "should", "could", "later"] as const;
export type TPriority = (typeof PRIORITIES)[number];
/** What a requirement is about: a product capability, access (accounts, roles), an integration, a platform. */
const REQUIREMENT_KINDS = ["capability", "access", "integration", "platform"] as const;
export const FIELD_TYPES = [
  "text",
  "long_text",
  "integer",
  "number",
  "money",
  "boolean",
  "date",
  "datetime",
  "time",
  "email",
  "phone",
  "url",
  "file",
  "enum",
  "reference",
] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];
const INTEGRATION_KINDS = [
  "payments",
  "sign_in",
  "banking",
  "accounting",
  "email",
  "sms",
  "push",
  "calendar",
  "maps",
  "storage",
  "messaging",
  "video",
  "crm",
  "ecommerce",
  "analytics",
  "ai",
  "other",
] as const;
const NFR_AREAS = [
  "security",
  "privacy",
  "compliance",
  "performance",
  "availability",
  "accessibility",
  "operations",
] as const;
const MILESTONE_KINDS = ["discovery", "foundation", "build", "integration", "acceptance", "launch"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
/** A name as the founder wrote it, normalized the one way every part of the blueprint shares. */
const name = (max: number) =>
  z
    .string()
    .overwrite((value) => normalizeName(value, max))
    .min(1)
    .max(max);
const ZRequirementId = z.string().regex(/^FR-[1-9]\d*$/, "must look like FR-1");
/** Parts refer to a role by its id, never by its name: a name may be cut or corrected, its id stays. */
const ZRoleId = z.string().regex(/^R-[1-9]\d*$/, "must look like R-1");
/** PascalCase: a schema name in the OpenAPI document and a table in the app prompt. */
const entityName = z.string().regex(/^[A-Z][A-Za-z0-9]{0,59}$/, "must be PascalCase");
/** camelCase: a property in the API and a column (snake_cased) in the app prompt. */
const fieldKey = z.string().regex(/^[a-z][A-Za-z0-9]{0,59}$/, "must be camelCase");

export const ZEstimate = z.object({
  development: z.number().min(0).max(2000),
  qa: z.number().min(0).max(1000),
});
export type TEstimate = z.infer<typeof ZEstimate>;

const ZAcceptanceCriterion = z.object({ given: text(400), when: text(400), then: text(400) });
export type TAcceptanceCriterion = z.infer<typeof ZAcceptanceCriterion>;

const ZRequirement = z.object({
  id: ZRequirementId,
  title: name(120),
  priority: z.enum(PRIORITIES),
  kind: z.enum(REQUIREMENT_KINDS),
  description: text(1200),
  acceptanceCriteria: z.array(ZAcceptanceCriterion).min(2).max(5),
  /** Ids of the roles (of `roles`) that use it; empty when the product has no roles. */
  roles: z.array(ZRoleId).max(12),
  /** Entity names (of `entities`) it reads or changes. */
  entities: z.array(entityName).max(12),
  estimate: ZEstimate,
  /** Which answer decided the priority, in the blueprint's language. */
  rationale: text(400),
  assumption: z.boolean(),
});
export type TRequirement = z.infer<typeof ZRequirement>;

const ZField = z.object({
  key: fieldKey,
  /** As the founder wrote it: "due date". */
  label: text(80),
  type: z.enum(FIELD_TYPES),
  /** A list of values (or of references). */
  list: z.boolean(),
  /** For enums: the founder's values in snake_case. */
  values: z.array(z.string().regex(/^[a-z0-9][a-z0-9_]*$/, "enum values are snake_case")).max(20),
  /** For references: the entity it points at. */
  references: entityName.nullable(),
  required: z.boolean(),
  /** Named in the answer about sensitive data (q9a). */
  sensitive: z.boolean(),
  example: z.string().max(80).nullable(),
  assumption: z.boolean(),
});
export type TField = z.infer<typeof ZField>;

const ZEntity = z.object({
  name: entityName,
  /** As the founder wrote it: "Bank transactions". */
  label: name(80),
  /** For sentences: {one: "bank transaction", many: "bank transactions"}. */
  nouns: z.object({ one: text(80), many: text(80) }),
  /** The kebab-case plural used in paths: "bank-transactions". */
  collection: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"),
  description: text(400),
  fields: z.array(ZField).max(25),
  assumption: z.boolean(),
});
export type TEntity = z.infer<typeof ZEntity>;

const ZRole = z.object({
  id: ZRoleId,
  name: name(40),
  /** What the founder said this role may do, as written. */
  permissions: z.string().max(300),
  /** May do everything (an owner or administrator). */
  admin: z.boolean(),
});
export type TRole = z.infer<typeof ZRole>;

/** A workflow step that is more than create/read/update/delete: an endpoint of its own. */
const ZAction = z.object({
  /** The operationId: "approveMatch". */
  id: fieldKey,
  /** The last path segment: "approve", "generate-fixtures". */
  verb: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, "must be kebab-case"),
  label: text(160),
  entity: entityName,
  /** On one record (/matches/{matchId}/approve) or on the collection (/bank-transactions/import). */
  scope: z.enum(["item", "collection"]),
  /** Ids of the roles that take this step. */
  roles: z.array(ZRoleId).max(12),
  requirements: z.array(ZRequirementId).min(1),
  /** The field and value the action sets, when it moves a status: {field: "status", value: "approved"}. */
  sets: z.object({ field: fieldKey, value: z.string() }).nullable(),
  assumption: z.boolean(),
});
export type TAction = z.infer<typeof ZAction>;

const ZWorkflow = z.object({
  id: z.string().regex(/^WF-[1-9]\d*$/),
  name: text(80),
  steps: z
    .array(
      z.object({
        text: text(300),
        /** The id of the role taking the step; null when the product does it. */
        role: ZRoleId.nullable(),
        /** The action (id) this step calls, if any. */
        action: fieldKey.nullable(),
      }),
    )
    .min(1)
    .max(15),
  requirements: z.array(ZRequirementId),
  /** The workflow that must be flawless at launch (q8a). */
  critical: z.boolean(),
});
export type TWorkflow = z.infer<typeof ZWorkflow>;

const ZIntegration = z.object({
  /** Whole, as written: "Apple and Google sign-in". */
  name: name(120),
  kind: z.enum(INTEGRATION_KINDS),
  purpose: z.string().max(300),
  /** Put off by the founder ("Stripe later for billing"): not in version 1. */
  later: z.boolean(),
  requirements: z.array(ZRequirementId),
});
export type TIntegration = z.infer<typeof ZIntegration>;

const ZPlatforms = z.object({
  web: z.boolean(),
  ios: z.boolean(),
  android: z.boolean(),
  /** An installed desktop application (not a web app used on a desktop). */
  desktopApp: z.boolean(),
  /** The founder asked for an installable web app (PWA). */
  pwa: z.boolean(),
  /** Platforms put off to a later version, as written: "Android". */
  later: z.array(text(80)).max(6),
  answer: z.string().max(400),
});
export type TPlatforms = z.infer<typeof ZPlatforms>;

const ZNonFunctional = z.object({
  id: z.string().regex(/^NFR-[1-9]\d*$/),
  area: z.enum(NFR_AREAS),
  requirement: text(400),
  assumption: z.boolean(),
});
export type TNonFunctional = z.infer<typeof ZNonFunctional>;

const ZMilestone = z.object({
  id: z.string().regex(/^M[1-9]\d*$/),
  name: text(80),
  kind: z.enum(MILESTONE_KINDS),
  requirements: z.array(ZRequirementId),
  startWeek: z.number().int().min(1).max(208),
  endWeek: z.number().int().min(1).max(208),
  estimate: ZEstimate,
});
export type TMilestone = z.infer<typeof ZMilestone>;

/** An amount as written ("$750k") and as a number when it can be read (750000, USD). */
const ZMoney = z.object({
  text: z.string().max(120),
  amount: z.number().nonnegative().nullable(),
  /** Up to this amount, for a range ("$40,000 to $60,000"). */
  upTo: z.number().nonnegative().nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
});
export type TMoney = z.infer<typeof ZMoney>;

export const PRICE_MODELS = ["subscription", "per_seat", "per_unit", "commission", "one_time", "other"] as const;
export const PRICE_PERIODS = ["month", "year", "week", "once", "use"] as const;
const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .nullable();

/**
 * The price of q16 as fields, read once (issue 39): what the deck's revenue arithmetic, the open
 * questions and the checks read, never the text. "24,90 € HT par mois par salon" is 24.9 EUR,
 * unit "salon", period "month"; "3% commission, min Rs 1500" a commission of 3 with a minimum.
 */
const ZPrice = z.object({
  model: z.enum(PRICE_MODELS),
  /** Null for a pure commission. */
  amount: z.number().nonnegative().nullable(),
  currency: ZCurrency,
  /** What one price is paid for, as written: "salon", "Seat", "obra activa". */
  unit: z.string().max(60).nullable(),
  /** "use" for a price per unit or per sale, "once" for a one-off. */
  period: z.enum(PRICE_PERIODS).nullable(),
  commissionPercent: z.number().min(0).max(100).nullable(),
  minimum: z
    .object({
      amount: z.number().nonnegative(),
      currency: ZCurrency,
      unit: z.string().max(60).nullable(),
      period: z.enum(PRICE_PERIODS).nullable(),
    })
    .nullable(),
  /** The answer as written. */
  text: z.string().max(200),
});
export type TPrice = z.infer<typeof ZPrice>;

/** A market figure in money as the founder gave it, with their label (TAM, SAM, SOM) when they gave one. */
const ZMarketFigure = z.object({
  label: z.enum(["tam", "sam", "som"]).nullable(),
  amount: z.number().nonnegative(),
  currency: ZCurrency,
  period: z.enum(["year", "month"]).nullable(),
  /** The figure as written: "~$310M/yr". */
  text: z.string().max(120),
});
export type TMarketFigure = z.infer<typeof ZMarketFigure>;

const ZAsk = z.object({
  raising: z.boolean(),
  amount: ZMoney.nullable(),
  /** "seed", "pre-seed", as written. */
  round: z.string().max(40).nullable(),
  useOfFunds: z.array(z.object({ item: text(160), share: z.number().min(0).max(100), assumption: z.boolean() })).max(6),
  /** What the founder looks for besides money: partners, a development vendor. */
  lookingFor: z.array(text(160)).max(6),
});
export type TAsk = z.infer<typeof ZAsk>;

const ZProduct = z.object({
  name: text(120),
  oneLiner: z.string().max(400),
  problem: z.string().max(400),
  currentAlternatives: z.string().max(400),
  audience: z.string().max(400),
  persona: z.string().max(400),
  competitors: z.array(text(120)).max(12),
  differentiator: z.string().max(400),
  criticalWorkflow: z.string().max(400),
  sensitiveData: z.string().max(400),
  scale: z.string().max(400),
  budget: ZMoney,
  timeline: z.object({
    answer: z.string().max(400),
    /** Weeks to the first release when the answer gives a duration. */
    weeks: z.number().int().min(1).max(208).nullable(),
  }),
  cuts: z.string().max(400),
  successMetrics: z.array(text(300)).max(10),
  businessModel: z.string().max(400),
  /** The price of the business model as fields; null when the answers state none. */
  price: ZPrice.nullable().default(null),
  market: z.string().max(400),
  /** Every market figure given in money, as given. */
  marketFigures: z.array(ZMarketFigure).max(6).default([]),
  team: z.string().max(400),
  /** The people of the team as q17 describes them; [] when it describes no one. */
  teamMembers: z
    .array(
      z.object({
        name: z.string().max(60).nullable(),
        /** What they do or bring: "Ex-Head of Ops bei einem Pflege-Startup". */
        role: z.string().max(120),
        /** The person as the founder wrote them: "Jonas Weber (ex-Bosch, Vertrieb)". */
        said: z.string().max(160),
      }),
    )
    .max(6)
    .default([]),
  channels: z.array(text(200)).max(10),
  vendorExpectations: z.string().max(400),
  assets: z
    .object({ what: z.string().max(400), reuse: z.string().max(400), ownership: z.string().max(400) })
    .nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;
export type TTeamMember = TProduct["teamMembers"][number];

/**
 * What the answers do not tell and the builder would otherwise have guessed: asked of the founder
 * on the definition page (with a link to the answer to edit) and of vendors in the RFP.
 */
const ZOpenQuestion = z.object({
  id: z.string().regex(/^Q-[1-9]\d*$/),
  /** The prompt id of the answer it is about: "q7". */
  answer: z.string().regex(/^q\d{1,2}[a-c]?$/),
  /** The question, in the blueprint's language. */
  question: text(300),
});
export type TOpenQuestion = z.infer<typeof ZOpenQuestion>;

export const ZBlueprintShape = z.object({
  format: z.literal(BLUEPRINT_FORMAT),
  language: z.enum(LANGUAGES),
  product: ZProduct,
  requirements: z.array(ZRequirement).min(1).max(30),
  entities: z.array(ZEntity).max(16),
  roles: z.array(ZRole).max(12),
  actions: z.array(ZAction).max(40),
  workflows: z.array(ZWorkflow).max(8),
  integrations: z.array(ZIntegration).max(12),
  platforms: ZPlatforms,
  nonFunctional: z.array(ZNonFunctional).max(15),
  milestones: z.array(ZMilestone).min(1).max(10),
  ask: ZAsk,
  risks: z.array(text(400)).max(10),
  /** Everything the builder decided that the answers did not say, in the blueprint's language. */
  assumptions: z.array(text(400)).max(20),
  openQuestions: z.array(ZOpenQuestion).max(12),
});

/** The blueprint with its cross-references checked (ids exist, Later stays out of milestones...). */
export type TBlueprint = z.infer<typeof ZBlueprintShape>;
