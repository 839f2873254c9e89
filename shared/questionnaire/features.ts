/** The features the writer suggests at the questionnaire's feature step: how many, how long. */
export const FEATURES_MIN = 3;
export const FEATURES_MAX = 10;
const FEATURE_MAX_LENGTH = 80;

/**
 * A feature as the questionnaire offers it: one line, no list numbering (the answer is sent back
 * as a numbered list), capitalised, at most 80 characters cut at a word.
 */
function cleanFeature(text: string): string {
  const line = text
    .replace(/\s+/g, " ")
    .replace(/^\s*(?:\d+[.)]|[-*•])\s*/, "")
    .replace(/[.;:,]+$/, "")
    .trim();
  const short =
    line.length <= FEATURE_MAX_LENGTH ? line : `${line.slice(0, FEATURE_MAX_LENGTH).replace(/\s+\S*$/, "")}…`;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** Clean, drop empties and case-insensitive repeats, keep at most 10. */
export function featureList(candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const feature = cleanFeature(candidate);
    const key = feature.toLowerCase();
    if (feature.length < 2 || seen.has(key)) continue;
    seen.add(key);
    out.push(feature);
    if (out.length === FEATURES_MAX) break;
  }
  return out;
}
