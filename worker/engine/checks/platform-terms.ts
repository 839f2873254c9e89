import type { TFinding } from "#shared/blueprint/check";
import type { TBlueprint, TPlatforms } from "#shared/blueprint/schema";
import { founderTexts, withoutFounderText } from "./founder-text";

type Rule = { absent: keyof TPlatforms | "mobile"; name: string; terms: readonly RegExp[] };

// Words that promise a platform, in the four languages: a web-only product's documents must not
// speak of stores, installers or home screens (the founder's own words are left out first).
const FORBIDDEN: readonly Rule[] = [
  {
    absent: "ios",
    name: "iOS",
    terms: [/\bApp Store\b/i, /\bTestFlight\b/i, /\biOS\b/, /\biPhone\b/i, /\biPad\b/i],
  },
  { absent: "android", name: "Android", terms: [/\bGoogle Play\b/i, /\bPlay Store\b/i, /\bAndroid\b/i] },
  {
    absent: "mobile",
    name: "a mobile app",
    terms: [
      /\b(?:native|mobile|phone|smartphone) apps?\b/i,
      /\bapps? m[óo]vil(?:es)?\b/i,
      /\bapplications? mobiles?\b/i,
      /\b(?:Mobile|Handy|Smartphone)-Apps?\b/i,
    ],
  },
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
      /\b(?:Windows|macOS|Mac)[- ](?:apps?|applications?|clients?|Anwendung)\b/i,
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
  const quoted = founderTexts(blueprint);
  const written = withoutFounderText(text, quoted);
  // A term the founder wrote (a record "Android", a channel "the App Store") may come back in a
  // form no quote removal can foresee (cut, inflected, in an identifier): only the document's own
  // words for a platform are a finding.
  const theirs = quoted.join("\n");
  const findings: TFinding[] = [];
  for (const rule of FORBIDDEN) {
    const asked =
      rule.absent === "mobile"
        ? blueprint.platforms.ios || blueprint.platforms.android
        : blueprint.platforms[rule.absent];
    if (asked) continue;
    const term = rule.terms
      .filter((pattern) => !wroteTerm(pattern, theirs))
      .map((pattern) => written.match(pattern)?.[0])
      .find(Boolean);
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

/** The founder wrote the term, also run into the next word ("Androidowner") or in other case. */
function wroteTerm(pattern: RegExp, theirs: string): boolean {
  return new RegExp(pattern.source.replace(/\\b$/, ""), "i").test(theirs);
}
