/**
 * Patterns built from word lists: each word escaped, its spaces any white space, longest first
 * (so "up to" is tried before "up"), bounded by non-letters on both sides.
 */
export function escapeWord(word: string): string {
  return [...word.replace(/ +/g, " ")]
    .map((char) => {
      if (char === " ") return "[\\s-]+";
      const folded = FOLDS.find((group) => group.includes(char.toLowerCase()));
      if (folded) return `[${folded}${folded.toUpperCase()}]`;
      if (char === "'" || char === "’") return "['’]";
      return char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    })
    .join("");
}

/**
 * Letters founders type with or without their accent ("despues", "mas adelante", "spater"): a
 * word of the lists matches either way.
 */
const FOLDS = ["aáàâä", "eéèêë", "iíìîï", "oóòôö", "uúùûü", "nñ", "cç"];

/** An alternation of the words, longest first, as a pattern source. */
export function alternation(words: readonly string[]): string {
  const sorted = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? "(?!)" : `(?:${sorted.map(escapeWord).join("|")})`;
}

/** The words as whole words: not inside another word, letters or digits on neither side. */
export function wordsPattern(words: readonly string[], flags = "iu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${alternation(words)}(?![\\p{L}\\p{N}])`, flags);
}
