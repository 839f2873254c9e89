import type { TFinding } from "#shared/blueprint/check";
import type { TBlueprint, TPlatforms } from "#shared/blueprint/schema";
import { PLATFORM_WORDS, type PlatformWord } from "#shared/glossary/platform-words";
import { founderTexts, withoutFounderText } from "./founder-text";

type Rule = { absent: keyof TPlatforms | "mobile"; name: string; terms: readonly RegExp[] };

// Words that promise a platform: the glossary's platform vocabulary, the same the analyzer reads
// answers by. A product's documents must not speak of a platform the founder did not choose.
const NAMES: Record<Exclude<PlatformWord, "web">, string> = {
  ios: "iOS",
  android: "Android",
  mobile: "a mobile app",
  pwa: "PWA",
  desktopApp: "desktop",
};
const FORBIDDEN: readonly Rule[] = (Object.keys(NAMES) as (keyof typeof NAMES)[]).map((kind) => ({
  absent: kind,
  name: NAMES[kind],
  terms: PLATFORM_WORDS[kind],
}));

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
  // A one-word answer ("web") is no quote to cut out: it would cut "progressive web app" apart.
  const quoted = founderTexts(blueprint).filter((phrase) => /\s/.test(phrase));
  const written = withoutFounderText(text, quoted);
  // A term the founder wrote elsewhere (a record "Android", a channel "the App Store") may come
  // back in a form no quote removal can foresee (cut, inflected, in an identifier): only the
  // document's own words for a platform are a finding. The platforms answer is not such a place:
  // "no mobile app in version 1" does not let a document promise "a native mobile app".
  const theirs = founderTexts({ ...blueprint, platforms: { ...blueprint.platforms, answer: "" } }).join("\n");
  const findings: TFinding[] = [];
  for (const rule of FORBIDDEN) {
    const asked =
      rule.absent === "mobile"
        ? blueprint.platforms.ios || blueprint.platforms.android
        : blueprint.platforms[rule.absent];
    if (asked) continue;
    const term = rule.terms
      .flatMap((pattern) => [...written.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((m) => m[0]))
      .find((found) => !wroteTerm(found, theirs));
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
function wroteTerm(term: string, theirs: string): boolean {
  return theirs.toLowerCase().includes(term.toLowerCase());
}
