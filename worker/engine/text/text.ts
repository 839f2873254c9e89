/** Plain-text helpers for reading answers and writing text; none of them escapes (see the renderers). */

/** One line, single spaces: answers are typed in a text box and may hold stray new lines. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A fragment to embed mid-sentence: one line, without the trailing full stop or comma. */
export function clause(text: string): string {
  return oneLine(text).replace(/[\s.,;:]+$/, "");
}

/** A full sentence: capitalised, ending in punctuation (answers often lack both). */
export function sentence(text: string): string {
  const line = capitalise(oneLine(text));
  if (!line) return "";
  return /[.!?…]["')]?$/.test(line) ? line : `${line.replace(/[\s,;:]+$/, "")}.`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym ("SMS reminders"). */
export function lowerFirst(text: string): string {
  const first = text.split(" ")[0] ?? "";
  if (first.length > 1 && first === first.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "and" and "or" in the four languages founders write in. */
export const CONJUNCTION = /\s+(?:and|or|und|oder|y|e|o|et|ou|&)\s+/gi;
const LEADING_CONJUNCTION = /^(?:and|or|und|oder|y|e|o|et|ou)\s+/i;
// "GT Motive y, sobre todo, la libreta": a conjunction before a comma ends no item, and an
// emphasis between commas is no item of its own.
const TRAILING_CONJUNCTION = /\s+(?:and|or|und|oder|y|e|o|et|ou)$/i;
const EMPHASIS =
  /^(?:above all|especially|mostly|mainly|in particular|sobre todo|en particular|principalmente|surtout|notamment|en particulier|vor allem|besonders|haupts[äa]chlich)(?:\s+|$)/iu;

/**
 * Items of a free-text list: new lines, semicolons, commas outside parentheses (and not inside
 * "3,000"), bullets, and a final "and"/"or" when the list already has commas (so "Terms and
 * conditions" alone stays whole) or when the caller knows items are names (`splitLoneAnd`).
 */
export function listItems(text: string | undefined, options: { splitLoneAnd?: boolean } = {}): string[] {
  if (!text) return [];
  const parts = splitTopLevel(text, /[\n;]|(?<!\d),|,(?!\d)/g);
  const last = parts.at(-1);
  if ((parts.length > 1 || options.splitLoneAnd) && last) {
    parts.splice(-1, 1, ...splitTopLevel(last, CONJUNCTION));
  }
  return parts
    .map((part) =>
      clause(
        part
          .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")
          .trim()
          .replace(LEADING_CONJUNCTION, "")
          .replace(EMPHASIS, "")
          .replace(TRAILING_CONJUNCTION, ""),
      ),
    )
    .filter((part) => part.length > 0);
}

/** Sentences or lines: for answers whose items contain commas (risks, goals written as prose). */
export function sentences(text: string | undefined): string[] {
  if (!text) return [];
  return splitTopLevel(text, /[\n;]|(?<=[.!?])\s+(?=\p{Lu}|\d)/gu)
    .map(clause)
    .filter((part) => part.length > 0);
}

/**
 * Splits where `separator` (a global regex) matches outside (), [] and {}: "jobs (date, crew),
 * invoices" has one top-level comma. Bracketed text is masked, so matches inside it are ignored.
 */
export function splitTopLevel(text: string, separator: RegExp): string[] {
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
function maskBrackets(text: string): string {
  let depth = 0;
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (")]}".includes(char)) depth = Math.max(0, depth - 1);
    out += depth > 0 ? "\u0001" : char;
    if ("([{".includes(char)) depth++;
  }
  return out;
}
