import type { TLanguage } from "#shared/settings/options";
import {
  headAndRest,
  isFree,
  isLoneJoinedName,
  isName,
  normalizeFree,
  normalizeName,
  rowsOf,
  trailingMarker,
} from "./grammar";
import type { TIntegrationChip } from "./types";
import { allWords, wordOf } from "./words";

/**
 * q10 integrations: `Stripe: payments; Google Calendar: bookings; QuickBooks: accounting (later)`
 * — a row per service, what it is for after the colon, its later marker in brackets at the end
 * (`QuickBooks (later)` when there is no purpose). A purpose holds no brackets.
 */
export function normalizeIntegrations(chips: readonly TIntegrationChip[]): TIntegrationChip[] {
  return chips
    .map((chip) => ({
      service: normalizeName(chip.service, "service"),
      purpose: normalizeFree(chip.purpose, { brackets: false }),
      later: chip.later,
    }))
    .filter((chip) => chip.service.length > 0);
}

export function serializeIntegrations(chips: readonly TIntegrationChip[], language: TLanguage): string {
  const later = wordOf(language, "later");
  return normalizeIntegrations(chips)
    .map((chip) => {
      const row = chip.purpose ? `${chip.service}: ${chip.purpose}` : chip.service;
      return chip.later ? `${row} (${later})` : row;
    })
    .join("; ");
}

export function parseIntegrations(text: string): TIntegrationChip[] | null {
  const rows = rowsOf(text);
  if (!rows) return null;
  const markers = allWords("later");
  const out: TIntegrationChip[] = [];
  for (const row of rows) {
    const { text: unmarked, marked } = withoutMarker(row, markers);
    const { head, rest } = headAndRest(unmarked);
    if (!isName(head, "service") || isLoneJoinedName(rows, rest === null && !marked, head)) return null;
    const purpose = rest ?? "";
    if (!isFree(purpose, { brackets: false }) || (rest !== null && !purpose)) return null;
    out.push({ service: head, purpose, later: marked });
  }
  return out;
}

function withoutMarker(row: string, markers: readonly string[]): { text: string; marked: boolean } {
  const { name, marked } = trailingMarker(row, markers);
  return { text: name, marked };
}
