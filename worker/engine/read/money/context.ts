import type { AnswerLanguage } from "../answer-language";
import { wordsPattern } from "../language/patterns";
import { DEFAULT_REGION, REGIONS, type Region } from "../language/regions";

/** Where the founder is and what language they write in: what their "$" and "pesos" mean. */
export type MoneyContext = { language: AnswerLanguage; region: Region };

/** The context of a definition's answers: the region its places and currency codes name most. */
export function moneyContext(texts: readonly string[], language: AnswerLanguage): MoneyContext {
  const text = texts.join(" \n ");
  let best: Region = DEFAULT_REGION;
  let bestScore = 0;
  for (const region of REGIONS) {
    const places = [...text.matchAll(new RegExp(wordsPattern(region.places).source, "giu"))].length;
    // A code written ("80 millones COP", "39 $ CAD") says it outright.
    const codes = region.codes.filter((code) =>
      new RegExp(`(?<![\\p{L}])${code.replace(/\$/g, "\\$")}(?![\\p{L}])`, "u").test(text),
    ).length;
    const score = places + 3 * codes;
    if (score > bestScore) {
      best = region;
      bestScore = score;
    }
  }
  return { language, region: best };
}

export const DEFAULT_CONTEXT: MoneyContext = { language: "en", region: DEFAULT_REGION };
