import type { TEstimate, TIntegration, TPlatforms, TRequirement } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";

/**
 * Effort in hours of an experienced full-stack developer, with QA at a quarter of it: the same
 * unit as the hour packages, so a definition's need can stand beside what its owner holds. A
 * rough, explainable model (not a quote): a base per kind of requirement, more for each entity,
 * action and role it involves, for the kinds of work that are known to be hard, and for native
 * apps beside the web.
 */
const CAPABILITY_BASE = 24;
const QA_SHARE = 0.25;
const NATIVE_FACTOR = 1.4;

// Matched on ASCII words of the title, in the four languages founders write in.
const HARD_WORK: readonly [RegExp, number][] = [
  [/import|upload|csv|sync|bulk|feed|importa|hochlad/, 16],
  [/match|reconcil|recommend|suggest|algorithm|optimi|automat|smart|rank|abgleich|concilia|rapproch/, 24],
  [
    /schedul|calendar|fixture|roster|shift|slot|availab|dispatch|termin|kalender|dienstplan|horario|agenda|planning|calendri/,
    16,
  ],
  [/pay|billing|invoic|checkout|subscri|deposit|refund|rechnung|zahlung|pago|factur|paiement|abonn/, 16],
  [/notif|remind|push|sms|alert|erinner|benachricht|recordator|rappel/, 8],
  [/report|dashboard|analytic|stat|export|chart|bericht|auswert|informe|tableau|rapport/, 12],
  [/search|filter|suche|busca|recherch/, 8],
  [/chat|messag|comment|nachricht|mensaj|messag/, 16],
  [/map|location|gps|geo|karte|ubicaci|carte/, 12],
  [/offline/, 24],
  [/photo|file|document|attachment|scan|foto|datei|archivo|fichier/, 8],
];

const INTEGRATION_HOURS: Record<TIntegration["kind"], number> = {
  payments: 32,
  sign_in: 12,
  banking: 40,
  accounting: 32,
  email: 8,
  sms: 12,
  push: 16,
  calendar: 24,
  maps: 16,
  storage: 12,
  messaging: 16,
  video: 24,
  crm: 24,
  ecommerce: 32,
  analytics: 8,
  ai: 32,
  other: 24,
};

type EstimateInput = {
  kind: TRequirement["kind"];
  title: string;
  entities: number;
  actions: number;
  roles: number;
  critical: boolean;
  integration: TIntegration["kind"] | null;
  signInProviders: number;
  platforms: TPlatforms;
};

export function estimateRequirement(input: EstimateInput): TEstimate {
  return withQa(developmentHours(input));
}

function developmentHours(input: EstimateInput): number {
  if (input.kind === "access") return 16 + 6 * Math.min(input.roles, 8) + 8 * input.signInProviders;
  if (input.kind === "platform") return platformHours(input.platforms);
  if (input.kind === "integration") return INTEGRATION_HOURS[input.integration ?? "other"] + 4 * input.actions;
  const words = asciiWords(input.title).join(" ");
  const hard = Math.min(
    40,
    HARD_WORK.filter(([pattern]) => pattern.test(words)).reduce((sum, [, hours]) => sum + hours, 0),
  );
  const base =
    CAPABILITY_BASE +
    8 * Math.min(Math.max(input.entities - 1, 0), 3) +
    6 * Math.min(input.actions, 4) +
    (input.critical ? 12 : 0) +
    (input.integration ? INTEGRATION_HOURS[input.integration] / 2 : 0) +
    hard;
  return nativeApps(input.platforms) ? base * NATIVE_FACTOR : base;
}

function platformHours(platforms: TPlatforms): number {
  return (
    (platforms.ios ? 60 : 0) +
      (platforms.android ? 40 : 0) +
      (platforms.desktopApp ? 80 : 0) +
      (platforms.pwa ? 16 : 0) || 24
  );
}

export function nativeApps(platforms: TPlatforms): boolean {
  return platforms.ios || platforms.android;
}

/** Development rounded to 2 hours, QA a quarter of it (at least 2). */
export function withQa(development: number): TEstimate {
  const dev = Math.max(2, Math.round(development / 2) * 2);
  return { development: dev, qa: Math.max(2, Math.round(dev * QA_SHARE)) };
}

export function sumEstimates(estimates: readonly TEstimate[]): TEstimate {
  return estimates.reduce(
    (sum, estimate) => ({ development: sum.development + estimate.development, qa: sum.qa + estimate.qa }),
    { development: 0, qa: 0 },
  );
}
