import type { TLanguage } from "#shared/settings/options";
import { headAndRest, isLoneJoinedName, isName, normalizeName, rowsOf, splitItems } from "./grammar";
import type { TRecordRow } from "./types";
import { allWords, wordOf } from "./words";

/**
 * q9 records: `Client: name, address, phone; Job: date, address, status (booked, done, paid),
 * link to Client` — a row per record, its fields after the colon, then its status values in
 * brackets after the status word, then a "link to" item per record it points at. A field whose
 * name begins with a link phrase ("link to ...") would read as a link: the normalization drops
 * such a phrase from a field's start.
 */
export function normalizeRecords(rows: readonly TRecordRow[]): TRecordRow[] {
  const linkWords = allWords("linkTo").map((word) => word.toLocaleLowerCase());
  const field = (raw: string) => {
    let name = normalizeName(raw, "field");
    for (let again = true; again; ) {
      const lower = name.toLocaleLowerCase();
      const word = linkWords.find((link) => lower === link || lower.startsWith(`${link} `));
      again = word !== undefined;
      if (word) name = normalizeName(name.slice(word.length), "field");
    }
    return name;
  };
  return rows
    .map((row) => ({
      name: normalizeName(row.name, "record"),
      fields: row.fields.map(field).filter(Boolean),
      statusValues: row.statusValues.map((value) => normalizeName(value, "value")).filter(Boolean),
      links: row.links.map((link) => normalizeName(link, "record")).filter(Boolean),
    }))
    .filter((row) => row.name.length > 0);
}

export function serializeRecords(rows: readonly TRecordRow[], language: TLanguage): string {
  const status = wordOf(language, "status");
  const linkTo = wordOf(language, "linkTo");
  return normalizeRecords(rows)
    .map((row) => {
      const items = [
        ...row.fields,
        ...(row.statusValues.length > 0 ? [`${status} (${row.statusValues.join(", ")})`] : []),
        ...row.links.map((link) => `${linkTo} ${link}`),
      ];
      return items.length > 0 ? `${row.name}: ${items.join(", ")}` : row.name;
    })
    .join("; ");
}

export function parseRecords(text: string): TRecordRow[] | null {
  const rows = rowsOf(text);
  if (!rows) return null;
  const statusWords = allWords("status").map((word) => word.toLocaleLowerCase());
  const linkWords = allWords("linkTo").map((word) => word.toLocaleLowerCase());
  const out: TRecordRow[] = [];
  for (const row of rows) {
    const { head, rest } = headAndRest(row);
    if (!isName(head, "record") || isLoneJoinedName(rows, rest === null, head)) return null;
    const record: TRecordRow = { name: head, fields: [], statusValues: [], links: [] };
    const items = rest === null ? [] : splitItems(rest);
    if (!items || (rest !== null && items.length === 0)) return null;
    // Fields, then the status, then the links: the order the serializer writes.
    let stage = 0;
    for (const item of items) {
      const lower = item.toLocaleLowerCase();
      const status = item.match(/^(.+?)\s*\((.*)\)$/u);
      const link = linkWords.find((word) => lower.startsWith(`${word} `));
      if (status && statusWords.includes((status[1] ?? "").toLocaleLowerCase())) {
        const values = (status[2] ?? "").split(",").map((value) => value.trim());
        if (stage > 0 || values.length === 0 || !values.every((value) => isName(value, "value"))) return null;
        record.statusValues = values;
        stage = 1;
      } else if (link) {
        const target = item.slice(link.length).trim();
        if (!isName(target, "record")) return null;
        record.links.push(target);
        stage = 2;
      } else {
        if (stage > 0 || !isName(item, "field")) return null;
        record.fields.push(item);
      }
    }
    out.push(record);
  }
  return out;
}
