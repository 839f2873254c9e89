import type { AnswerLanguage } from "./answer-language";
import { allTables, allWords } from "./language";

/**
 * Weeks until the first deadline in q14 ("a beta in 4 months" -> 17), or null when none is stated.
 * Units and number words are the language data's, the answer's language first.
 */
export function weeksUntilFirstRelease(text: string, language: AnswerLanguage = "en"): number | null {
  // "a", "un", "ein" are articles as often as numbers ("un mois avant la Tabaski"): from two up.
  const numberWords = Object.fromEntries(
    Object.entries(allTables(language, (words) => words.money.numberWords)).filter(([, value]) => value >= 2),
  );
  const weekUnits = new Set(allWords(language, (words) => words.money.periods.week.units));
  const monthUnits = new Set(allWords(language, (words) => words.money.periods.month.units));
  const words = text.toLowerCase().match(/\d+(?:[.,]\d+)?|\p{L}+/gu) ?? [];
  for (let index = 0; index + 1 < words.length; index++) {
    const unit = words[index + 1] ?? "";
    const inMonths = monthUnits.has(unit);
    if (!inMonths && !weekUnits.has(unit)) continue;
    const word = words[index] ?? "";
    const count = Number(word.replace(",", ".")) || (Object.hasOwn(numberWords, word) ? numberWords[word] : undefined);
    if (!count || count <= 0) continue;
    const weeks = inMonths ? Math.round(count * 4.33) : Math.round(count);
    return Math.min(Math.max(weeks, 4), 104);
  }
  return null;
}
