import type { AnswerLanguage } from "../answer-language";
import { wordsOf } from "./segment";

/** A word of a phrase as written, with where it stands in the text. */
export type Token = { text: string; lower: string; start: number; end: number };

const ELIDED = /^([lLdDjJmMnNsStTcC]|[qQ]u|[jJ]usqu|[lL]orsqu|[pP]uisqu)['’](?=\p{L})/u;

/**
 * The words of a text as a person reads them: "E-Mail" and "Microsoft-Kalender" are one word
 * (the segmenter splits at hyphens), and French "l'étudiant" is the article "l'" and "étudiant".
 */
export function tokensOf(text: string, language: AnswerLanguage): Token[] {
  const out: Token[] = [];
  for (const word of wordsOf(text, language)) {
    const previous = out.at(-1);
    const between = previous ? text.slice(previous.end, word.index) : "";
    if (previous && /^[-‐‑]$/.test(between)) {
      previous.text = text.slice(previous.start, word.end);
      previous.lower = previous.text.toLocaleLowerCase(language);
      previous.end = word.end;
      continue;
    }
    const elided = word.text.match(ELIDED);
    if (elided) {
      const article = elided[0];
      out.push({
        text: article,
        lower: article.toLowerCase().replace("’", "'"),
        start: word.index,
        end: word.index + article.length,
      });
      const rest = word.text.slice(article.length);
      out.push({
        text: rest,
        lower: rest.toLocaleLowerCase(language),
        start: word.index + article.length,
        end: word.end,
      });
      continue;
    }
    out.push({ text: word.text, lower: word.lower, start: word.index, end: word.end });
  }
  return out;
}
