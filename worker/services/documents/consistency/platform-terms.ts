import type { TFinding } from "../../../../shared/blueprint/check";
import type { TBlueprint, TPlatforms } from "../../../../shared/blueprint/schema";

type Rule = { absent: keyof TPlatforms; name: string; terms: readonly RegExp[] };

// Words that promise a platform, in the four languages: a web-only product's documents must not
// speak of stores, installers or home screens (the founder's own words are left out first).
const FORBIDDEN: readonly Rule[] = [
  {
    absent: "ios",
    name: "iOS",
    terms: [/\bApp Store\b/i, /\bTestFlight\b/i, /\biOS[- ]apps?\b/i, /\biPhone[- ]apps?\b/i],
  },
  { absent: "android", name: "Android", terms: [/\bGoogle Play\b/i, /\bPlay Store\b/i, /\bAndroid[- ]apps?\b/i] },
  {
    absent: "pwa",
    name: "PWA",
    terms: [
      /\bPWA\b/,
      /progressive web app/i,
      /home screen/i,
      /pantalla de inicio/i,
      /[ée]cran d'accueil/i,
      /Startbildschirm/i,
      /aplicaci[óo]n web progresiva/i,
      /application web progressive/i,
    ],
  },
  {
    absent: "desktopApp",
    name: "desktop",
    terms: [
      /\binstallers?\b/i,
      /\bdesktop[- ]apps?\b/i,
      /\bElectron\b/,
      /\binstalador(?:es)?\b/i,
      /programme d'installation/i,
      /Installationsprogramm/i,
      /application de bureau/i,
      /aplicaci[óo]n de escritorio/i,
      /Desktop-(?:App|Anwendung)/i,
    ],
  },
];

const REQUIRED: readonly [keyof TPlatforms, string, RegExp][] = [
  ["web", "web", /\bweb\b/i],
  ["ios", "iOS", /\biOS\b/],
  ["android", "Android", /\bAndroid\b/],
  ["desktopApp", "Windows / macOS", /Windows|macOS/],
  ["pwa", "PWA", /\bPWA\b/],
];

/**
 * Platforms as answered: no words for a platform the founder did not ask for, and (where the
 * document must say it) every platform that was.
 */
export function platformFindings(text: string, blueprint: TBlueprint, mustName: boolean): TFinding[] {
  const written = withoutFounderText(text, blueprint);
  const findings: TFinding[] = [];
  for (const rule of FORBIDDEN) {
    if (blueprint.platforms[rule.absent]) continue;
    const term = rule.terms.map((pattern) => written.match(pattern)?.[0]).find(Boolean);
    if (term) {
      findings.push({
        rule: "platform",
        message: `Mentions "${term}", but ${rule.name} is not a platform of version 1.`,
        requirement: null,
      });
    }
  }
  if (!mustName) return findings;
  for (const [key, name, pattern] of REQUIRED) {
    if (blueprint.platforms[key] && !pattern.test(text)) {
      findings.push({ rule: "platform", message: `Does not name the ${name} platform.`, requirement: null });
    }
  }
  return findings;
}

/** The document without Markdown escapes, HTML entities and anything the founder wrote. */
function withoutFounderText(text: string, blueprint: TBlueprint): string {
  let out = text
    .replace(/\\([\\`*_[\]<>|~#+=.)-])/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  for (const phrase of founderTexts(blueprint)) out = out.split(phrase).join(" ");
  return out;
}

function founderTexts(blueprint: TBlueprint): string[] {
  const { product } = blueprint;
  const texts = [
    ...Object.values(product).filter((value): value is string => typeof value === "string"),
    ...product.competitors,
    ...product.successMetrics,
    ...product.channels,
    product.budget.text,
    product.timeline.answer,
    ...(product.assets ? Object.values(product.assets) : []),
    blueprint.platforms.answer,
    ...blueprint.platforms.later,
    ...blueprint.risks,
    ...blueprint.requirements.map((item) => item.title),
    ...blueprint.roles.flatMap((role) => [role.name, role.permissions]),
    ...blueprint.workflows.flatMap((flow) => [flow.name, ...flow.steps.map((step) => step.text)]),
    ...blueprint.integrations.flatMap((item) => [item.name, item.purpose]),
    ...blueprint.nonFunctional.map((item) => item.requirement),
    ...blueprint.entities.flatMap((entity) => [entity.label, ...entity.fields.map((field) => field.label)]),
  ];
  // Documents quote answers as sentences or as clauses (without the final full stop), and list
  // items with a capital or mid-sentence without one: remove every form.
  const forms = texts.flatMap((value) => {
    const clause = value.trim().replace(/[\s.,;:!?]+$/, "");
    const first = clause.charAt(0);
    return [value.trim(), clause, first.toUpperCase() + clause.slice(1), first.toLowerCase() + clause.slice(1)];
  });
  return [...new Set(forms.filter((value) => value.length > 2))].sort((a, b) => b.length - a.length);
}
