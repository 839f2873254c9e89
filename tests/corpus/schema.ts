import { z } from "zod";

/**
 * The analyzer's corpus: answer sets written the way founders write (sentences, hedges, one-word
 * answers, four languages), each with the truth its writer meant. The answers were written first
 * and the truth second, before the analyzer was tuned on them; a set is never edited to make the
 * analyzer pass (CONVENTIONS.md, "Tests").
 */

const ANSWER_IDS = [
  "q1",
  "q2",
  "q3",
  "q3a",
  "q4",
  "q4a",
  "q5",
  "q5a",
  "q6",
  "q6a",
  "q7",
  "q8",
  "q8a",
  "q9",
  "q9a",
  "q10",
  "q11",
  "q12",
  "q12a",
  "q13",
  "q14",
  "q14a",
  "q15",
  "q16",
  "q16a",
  "q17",
  "q18",
  "q18a",
  "q18b",
  "q18c",
  "q19",
  "q20",
  "q21",
] as const;

const STYLES = [
  "sentences", // roles, records and workflows written as sentences
  "lazy", // one-to-three-word answers
  "multiword-status", // status values of more than one word
  "tidy", // tidy "Role: rights; Record (fields)" lists
  "hedges", // "would be nice", "not now", "maybe later"
  "lead-ins", // "The must-haves are ..."
  "two-workflows", // two workflows in one answer
  "compound-elision", // German "Google- und Microsoft-Kalender"
  "amounts", // decimals, k, M, Mio.
  "price-minimum", // a per-unit rate and a minimum
  "multi-tenant", // a SaaS serving many customer organisations
  // Added with the first-sight batches (issue 39): shapes and registers the reader had not seen.
  "hurried", // typos, missing words, "w/", "&", "pls", lower case throughout
  "abbreviations", // "approx.", "z.B.", "p. ej.", "qté", "mgr", "appt"
  "colon-lists", // "buyer: searches, pays. seller: lists items"
  "bullets", // "- a\n- b", "• a", "1) a 2) b" inside one answer
  "arrows", // "a -> b -> c", "a => b", "a → b"
  "brackets", // "(fields, status: a, b, c)", "(later)", asides in brackets
  "regional", // Mexican, Argentine, Colombian Spanish; Québec, Belgian, Swiss French; Swiss, Austrian German
  "denglisch", // German full of English product jargon
  "one-word", // answers of one or two words
  "market-figures", // TAM / SAM / SOM or several market figures in money
] as const;

const name = z.string().trim().min(1).max(80);

const ZTruthRole = z.object({
  /** The role as a person would name it: "Fleet manager", "Lagerleiter", "Veterinario". */
  name,
  /** Other names that are just as right ("Manager" for "Fleet manager"). */
  aliases: z.array(name).default([]),
  /** What the founder said this role may do, in a few words. */
  may: z.string().max(300),
  /** May do everything (an owner, an administrator). */
  admin: z.boolean(),
  /** The founder said this role only looks (read-only, "just sees"): it takes no workflow step. */
  readOnly: z.boolean().default(false),
});

const ZTruthRecord = z.object({
  /** A thing the product keeps, singular: "Repair", "Truck", "Termin". */
  name,
  aliases: z.array(name).default([]),
  /** The details the founder named for it, as written ("plate number", "mileage"). */
  fields: z.array(name).default([]),
  /** The names (as in `records`) of the other records this one points at. */
  links: z.array(name).default([]),
  /** The values of its status, as written, in order; null when the founder named none. */
  statusValues: z.array(name).nullable().default(null),
});

const ZTruthWorkflow = z.object({
  /** A short title a person would give it. */
  title: name,
  steps: z
    .array(
      z.object({
        /** The role doing the step (as in `roles`), or null for the product itself. */
        who: name.nullable(),
        /** What they do, in a few words: "approves the repair cost". */
        does: z.string().min(1).max(160),
        /** The record the step acts on (as in `records`), or null. */
        record: name.nullable(),
      }),
    )
    .min(1),
});

const ZTruthIntegration = z.object({
  /** The service, whole: "Google Calendar", "Apple and Google sign-in" (one sign-in). */
  name,
  purpose: z.string().max(200),
  /** Put off to a later version. */
  later: z.boolean(),
  /** The founder would cut it first when time runs short (q14a): it stays in version 1, last. */
  cutFirst: z.boolean().default(false),
});

const ZTruthFeature = z.object({
  /** A short title of the capability: "Service scheduling". */
  title: name,
  aliases: z.array(name).default([]),
  priority: z.enum(["must", "should", "could", "later"]),
  /** The founder would cut it first when time runs short (q14a). */
  cutFirst: z.boolean().default(false),
});

const ZMoney = z.object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });

/** A market figure in money as the founder gave it (q16a, or elsewhere about the market). */
const ZTruthMarketFigure = ZMoney.extend({
  /** The founder's own label ("TAM", "the part we can reach"...), or null when they gave none. */
  label: z.enum(["tam", "sam", "som"]).nullable(),
  period: z.enum(["year", "month"]).nullable(),
});

/** A person of the team as the founder described them (q17). */
const ZTruthTeamMember = z.object({
  /** "Ana", or null when the founder gave no name. */
  name: name.nullable(),
  /** What they do or bring, in the founder's words: "former restaurant manager", "CTO". */
  role: z.string().trim().min(1).max(120),
});

export const ZCorpusSet = z.object({
  id: z.string().regex(/^(?:en|es|fr|de)-\d{2}-[a-z0-9-]+$/),
  language: z.enum(["en", "es", "fr", "de"]),
  styles: z.array(z.enum(STYLES)).min(1),
  /** Each answer at most 300 characters; q18 is the yes/no question (its follow-ups only on yes). */
  answers: z.partialRecord(z.enum(ANSWER_IDS), z.string().min(1).max(300)),
  truth: z.object({
    roles: z.array(ZTruthRole),
    records: z.array(ZTruthRecord),
    /** The record of the customer organisation in a multi-customer SaaS (the fleet, the clinic), or null. */
    tenant: name.nullable(),
    workflows: z.array(ZTruthWorkflow),
    integrations: z.array(ZTruthIntegration),
    platforms: z.object({
      web: z.boolean(),
      ios: z.boolean(),
      android: z.boolean(),
      desktop: z.boolean(),
      /** Platforms put off to later, lower case: ["android"]. */
      later: z.array(z.enum(["web", "ios", "android", "desktop"])).default([]),
    }),
    features: z.array(ZTruthFeature).min(1),
    raising: z.union([z.literal(false), ZMoney.extend({ round: z.string().nullable() })]),
    budget: ZMoney.extend({ upTo: z.number().nonnegative().nullable() }).nullable(),
    price: z
      .object({
        amount: z.number().nonnegative(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        /** What one price is paid for, singular, in the founder's language: "truck", "Praxis". */
        per: name.nullable(),
        period: z.enum(["month", "year", "once", "use"]).nullable(),
        /** A monthly (or per-period) minimum, per some unit ("per fleet"). */
        minimum: ZMoney.extend({ per: name.nullable() }).nullable().default(null),
        /** A commission the product takes, in percent. */
        commissionPercent: z.number().min(0).max(100).nullable().default(null),
      })
      .nullable(),
    /**
     * The market figures in money, each as given; null where the set's writer did not annotate them
     * (the first 42 sets), [] when the founder gave none.
     */
    market: z.array(ZTruthMarketFigure).nullable().default(null),
    /** The people of the team; null where not annotated (the first 42 sets), [] when none is described. */
    team: z.array(ZTruthTeamMember).nullable().default(null),
  }),
});
export type TCorpusSet = z.infer<typeof ZCorpusSet>;
