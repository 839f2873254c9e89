import type { AnswerLanguage } from "../answer-language";
import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import type { ReaderWords } from "./types";

/** The reader's words of each language the founder may write in. */
export const WORDS: Readonly<Record<AnswerLanguage, ReaderWords>> = { en: EN, de: DE, es: ES, fr: FR };

/**
 * One list of every language's words of a kind, the answer's own language first: founders mix
 * ("79 €/Seat/Monat"), so a word of another language is still read, but where two languages
 * disagree ("billion"), the answer's language decides.
 */
export function allWords<T>(language: AnswerLanguage, pick: (words: ReaderWords) => readonly T[]): T[] {
  const order: AnswerLanguage[] = [
    language,
    ...(["en", "de", "es", "fr"] as const).filter((item) => item !== language),
  ];
  return [...new Set(order.flatMap((item) => pick(WORDS[item])))];
}

/** The same for word tables: the answer's language wins a word two languages share. */
export function allTables<T>(
  language: AnswerLanguage,
  pick: (words: ReaderWords) => Readonly<Record<string, T>>,
): Record<string, T> {
  const order: AnswerLanguage[] = [
    ...(["en", "de", "es", "fr"] as const).filter((item) => item !== language),
    language,
  ];
  return Object.assign({}, ...order.map((item) => pick(WORDS[item])));
}
