const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  zwei: 2,
  drei: 3,
  vier: 4,
  sechs: 6,
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  deux: 2,
  trois: 3,
  quatre: 4,
};

const WEEKS = /^(?:weeks?|wochen?|semanas?|semaines?)$/;
const MONTHS = /^(?:months?|monate?n?|meses|mes|mois)$/;

/** Weeks until the first deadline in q14 ("a beta in 4 months" -> 17), or null when none is stated. */
export function weeksUntilFirstRelease(text: string): number | null {
  const words = text.toLowerCase().match(/\d+(?:[.,]\d+)?|\p{L}+/gu) ?? [];
  for (let index = 0; index + 1 < words.length; index++) {
    const unit = words[index + 1] ?? "";
    if (!WEEKS.test(unit) && !MONTHS.test(unit)) continue;
    const word = words[index] ?? "";
    const count =
      Number(word.replace(",", ".")) || (Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined);
    if (!count || count <= 0) continue;
    const weeks = MONTHS.test(unit) ? Math.round(count * 4.33) : Math.round(count);
    return Math.min(Math.max(weeks, 4), 104);
  }
  return null;
}
