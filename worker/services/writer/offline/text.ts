/** Plain-text helpers shared by the composers; none of them escapes (see markdown.ts, html.ts). */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

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

/** "a client", "an invoice": by the first letter, which is right for the usual entity names. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
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
    parts.splice(-1, 1, ...splitTopLevel(last, /\s+(?:and|or)\s+/gi));
  }
  return parts
    .map((part) => clause(part.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").replace(/^(?:and|or)\s+/i, "")))
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

/** "6 December 2026", in UTC so a server in any time zone prints the same date. */
export function formatDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "December 2026", for a deck's title slide. */
export function formatMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The first half (rounded up) is must-have: the user ordered features by priority. */
export function mustHaveCount(features: readonly string[]): number {
  return Math.ceil(features.length / 2);
}

/** Splits a list into `groups` runs of near-equal size, keeping the order. */
export function chunk<T>(items: readonly T[], groups: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, groups));
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
