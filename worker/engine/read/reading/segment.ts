import type { AnswerLanguage } from "../answer-language";
import { WORDS } from "../language";
import { alternation } from "../language/patterns";

/**
 * Where an answer's sentences and words begin and end: Unicode's rules (Intl.Segmenter, in Node
 * and workerd), not regular expressions, so "$1.5M", "e.g." and "2,5 Mio. €" stay inside their
 * sentence. Lines and bullets are boundaries of their own: founders type lists one per line.
 */

const sentenceSegmenters = new Map<AnswerLanguage, Intl.Segmenter>();
const wordSegmenters = new Map<AnswerLanguage, Intl.Segmenter>();

function segmenter(language: AnswerLanguage, granularity: "sentence" | "word"): Intl.Segmenter {
  const cache = granularity === "sentence" ? sentenceSegmenters : wordSegmenters;
  let found = cache.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    cache.set(language, found);
  }
  return found;
}

/** Abbreviations after which a full stop does not end a sentence ("Mio. €", "z. B. die", "ggf. später"), from each language's words. */
const ABBREVIATION = new RegExp(
  `(?:^|[\\s(-])${alternation([...new Set(Object.values(WORDS).flatMap((words) => words.text.dotted))])}\\.\\s*$`,
  "iu",
);

/** German compounds end in a short form too: "Chargennr.", "Hauptstr.", "Kundennr." */
const COMPOUND_ABBREVIATION = /\p{Ll}(?:nr|str|tel)\.\s*$/u;

/** The sentences of a text, each trimmed: lines and bullets first, then Unicode's sentence breaks. */
export function sentencesOf(text: string, language: AnswerLanguage): string[] {
  const out: string[] = [];
  for (const line of linesOf(text)) {
    const pieces = [...segmenter(language, "sentence").segment(line)].map((part) => part.segment);
    let pending = "";
    for (const piece of pieces) {
      pending += piece;
      // A break after an abbreviation, or inside brackets ("ich (staatl. gepr. skilehrer)"), is
      // not the end of a sentence.
      const end = pending.trimEnd();
      if (ABBREVIATION.test(end) || COMPOUND_ABBREVIATION.test(end) || openBrackets(pending)) continue;
      out.push(pending.trim());
      pending = "";
    }
    if (pending.trim()) out.push(pending.trim());
  }
  return out.flatMap(splitLowerStarts).filter((sentence) => sentence.length > 0);
}

/**
 * Where a text's first sentence ends (the index of its stop), or -1: a stop after an abbreviation
 * ("1,1 Mrd. €", "ca. 20"), before a lower-case word or a figure's unit, or inside brackets ends
 * nothing.
 */
export function firstSentenceEnd(text: string): number {
  for (const match of text.matchAll(/[.!?](?=\s|$)/gu)) {
    const before = text.slice(0, match.index + 1);
    if (ABBREVIATION.test(before) || openBrackets(before)) continue;
    const after = text.slice(match.index + 1).trimStart();
    if (after && !/^[\p{Lu}\d"“«¿¡(]/u.test(after)) continue;
    return match.index;
  }
  return -1;
}

/** Whether a text leaves a bracket open. */
function openBrackets(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

/**
 * Founders often start a sentence in lower case ("ich als Inhaber kann alles. die Aushilfen ..."),
 * which Unicode's rules read as one sentence: a full stop after a word of two or more letters
 * (not an abbreviation) followed by a lower-case word ends it too.
 */
function splitLowerStarts(sentence: string): string[] {
  const out: string[] = [];
  let start = 0;
  // "dueño: todo (usuarios, precios). perito: hace el peritaje": a bracket closes a sentence too.
  for (const match of sentence.matchAll(/(?<=\p{L}{2}|[)\]])[.!?]\s+(?=\p{Ll})/gu)) {
    const before = sentence.slice(start, match.index + 1);
    if (ABBREVIATION.test(before) || openBrackets(before)) continue;
    out.push(before.trim());
    start = match.index + match[0].length;
  }
  out.push(sentence.slice(start).trim());
  return out;
}

/** The lines of a text without their bullets or numbers ("- Alumnos", "2) Grupos"). */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n|\u2028|\u2029/)
    .map((line) => line.replace(/^\s*(?:[-*•·‣–—]|\d{1,2}[.)])\s+/, "").trim())
    .filter((line) => line.length > 0);
}

export type Word = {
  /** As written: "Lagerleiter", "l'étudiant" is "l'" and "étudiant". */
  text: string;
  /** Lower case, accents kept. */
  lower: string;
  index: number;
  end: number;
};

/** The words of a text (letters and digits; punctuation and spaces are not words). */
export function wordsOf(text: string, language: AnswerLanguage): Word[] {
  const out: Word[] = [];
  for (const part of segmenter(language, "word").segment(text)) {
    if (!part.isWordLike) continue;
    out.push({
      text: part.segment,
      lower: part.segment.toLocaleLowerCase(language),
      index: part.index,
      end: part.index + part.segment.length,
    });
  }
  return out;
}

/**
 * Splits where `separator` (a global regex) matches outside (), [] and {}: "jobs (date, crew),
 * invoices" has one top-level comma. Bracketed text is masked, so matches inside it are ignored.
 */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const masked = maskBrackets(text);
  const parts: string[] = [];
  let start = 0;
  for (const match of masked.matchAll(separator)) {
    parts.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The text with everything inside brackets replaced by \u0001, same length (indices still match). */
export function maskBrackets(text: string): string {
  let depth = 0;
  let out = "";
  for (const char of text) {
    if (")]}⟩".includes(char)) depth = Math.max(0, depth - 1);
    out += depth > 0 ? "\u0001".repeat(char.length) : char;
    if ("([{⟨".includes(char)) depth++;
  }
  return out;
}
