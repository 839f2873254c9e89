import { JOINING_WORDS, LEAD_WORDS, NOTHING } from "./words";

/**
 * The grammar every structured answer shares (decision 030). One line; rows separated by "; ";
 * a row's name, then ": " and its details. Names (roles, records, fields, status values, links,
 * services) may not hold the characters of the grammar: ";", ":", ",", "(", ")" and line breaks
 * are REFUSED (the normalization replaces them with a space), as is sentence punctuation
 * (". X", a trailing "."), so a name can never break a row. Free text (a role's permissions, an
 * integration's purpose, another platform) may hold commas and colons but no ";" or line break
 * (replaced by ","), no sentence break (". Then" becomes ", Then") and no trailing "."; an
 * integration's purpose holds no brackets either (its "(later)" marker ends the row).
 *
 * The normalization is the one the web controls apply before serializing (and the serializers
 * apply it again): trimmed, single spaces, Unicode NFC, an article or lead-in word at a name's
 * start dropped ("The owner" -> "owner"), names cut at their word limit, rows with an empty name
 * dropped. `parse(serialize(rows))` equals the normalized rows.
 */

/** Most words a name may have: longer is a sentence, not a name. */
export const NAME_WORDS = { role: 4, record: 4, field: 5, value: 4, service: 5 } as const;
export const NAME_CHARS = { role: 40, record: 60, field: 60, value: 40, service: 60 } as const;
export type TNameKind = keyof typeof NAME_WORDS;

const GRAMMAR_CHARS = /[;:,()[\]{}\n\r\t]/g;
const SENTENCE_BREAK = /[.!?…]+(?=\s|$)/gu;

/** A name as the grammar allows it, or "" when nothing is left (no letter or digit is nothing). */
export function normalizeName(raw: string, kind: TNameKind): string {
  let name = raw;
  // Each step may uncover work for another ("the — Owner"): repeat until nothing changes.
  for (let previous = ""; previous !== name; ) {
    previous = name;
    name = nameStep(name, kind);
  }
  return /[\p{L}\p{N}]/u.test(name) ? name : "";
}

const EDGE = /^[\s\-–—/|&+'’"]+|[\s\-–—/|&+'’"]+$/gu;

function nameStep(raw: string, kind: TNameKind): string {
  const words = raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(GRAMMAR_CHARS, " ")
    .replace(SENTENCE_BREAK, " ")
    .replace(/\s+/g, " ")
    .replace(EDGE, "")
    .split(" ")
    .filter(Boolean);
  while (words[0] && LEAD_WORDS.has(words[0].toLocaleLowerCase())) words.shift();
  let name = words.slice(0, NAME_WORDS[kind]).join(" ");
  while ([...name].length > NAME_CHARS[kind]) name = name.replace(/\s*\S+$/u, "");
  return name.replace(EDGE, "");
}

/** Free text as the grammar allows it: no row separator, no sentence break, no trailing stop. */
export function normalizeFree(raw: string, options: { brackets: boolean }): string {
  let text = raw;
  for (let previous: string | null = null; previous !== text; ) {
    previous = text;
    text = freeStep(text, options);
  }
  return text;
}

function freeStep(raw: string, options: { brackets: boolean }): string {
  let text = raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === "\n" || char === "\r" ? "," : " "))
    .replace(/;/g, ",");
  if (!options.brackets) text = text.replace(/[()[\]{}]/g, " ");
  text = text
    .replace(/[.!?…]+\s+(?=\p{Lu})/gu, ", ")
    .replace(/\s+/g, " ")
    .replace(/\s+,/g, ",")
    .replace(/,(?:\s*,)+/g, ",")
    .trim();
  // No stop, comma or colon at either end (a leading colon would join the name).
  let previous = "";
  while (previous !== text) {
    previous = text;
    text = text
      .replace(/^[\s,:]+/u, "")
      .replace(/[\s,:.!?…]+$/u, "")
      .trim();
  }
  return text;
}

/** Whether a name is one the normalization leaves as it is (so a control could have written it). */
export function isName(text: string, kind: TNameKind): boolean {
  return text.length > 0 && /[\p{L}\p{N}]/u.test(text) && normalizeName(text, kind) === text;
}

/** Whether free text is one the normalization leaves as it is. */
export function isFree(text: string, options: { brackets: boolean }): boolean {
  return normalizeFree(text, options) === text;
}

/**
 * The rows of a canonical text, or null when it cannot be one: empty, a line break, a sentence
 * break or a trailing stop, or an answer meaning nothing ("None", "just me").
 */
export function rowsOf(text: string): string[] | null {
  const line = text.normalize("NFC").trim();
  if (!line || /[\n\r]/.test(line) || NOTHING.test(line)) return null;
  if (/[.!?…]\s+\p{Lu}|[.!?…]$/u.test(line)) return null;
  const rows = line.split(";").map((row) => row.trim());
  return rows.every((row) => row.length > 0) ? rows : null;
}

/** "Owner (admin): everything" -> head "Owner (admin)", rest "everything"; a bare row has rest null. */
export function headAndRest(row: string): { head: string; rest: string | null } {
  const at = row.indexOf(":");
  if (at < 0) return { head: row.trim(), rest: null };
  return { head: row.slice(0, at).trim(), rest: row.slice(at + 1).trim() };
}

/** A lone bare row joining two names with "and" ("Owner and staff") reads as prose, not as one name. */
export function isLoneJoinedName(rows: readonly string[], bare: boolean, name: string): boolean {
  return rows.length === 1 && bare && name.split(" ").some((word) => JOINING_WORDS.has(word.toLocaleLowerCase()));
}

/** "Owner (admin)" with the words of `markers` -> { name: "Owner", marked: true }. */
export function trailingMarker(head: string, markers: readonly string[]): { name: string; marked: boolean } {
  const match = head.match(/^(.*?)\s*\(([^()]*)\)$/u);
  if (!match) return { name: head, marked: false };
  const word = (match[2] ?? "").trim().toLocaleLowerCase();
  if (!markers.some((marker) => marker.toLocaleLowerCase() === word)) return { name: head, marked: false };
  return { name: (match[1] ?? "").trim(), marked: true };
}

/** Splits on commas outside brackets: "date, status (booked, done)" -> ["date", "status (booked, done)"]. */
export function splitItems(text: string): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (depth < 0 || depth > 1) return null;
    if (char === "," && depth === 0) {
      out.push(current.trim());
      current = "";
    } else current += char;
  }
  if (depth !== 0) return null;
  out.push(current.trim());
  return out;
}
