import type { TUsage } from "#shared/schemas/documents";
import type { TSettings } from "#shared/schemas/settings";
import { arrange } from "../i18n/format";
import type { DocumentsTexts } from "./documents.messages";
import { usageNumber } from "./monthly-limit";

// Usage moves in halves (a regeneration after edits counts half): one decimal is always enough.

/** "Monthly usage: 2.5 of 10 used · 7.5 remaining", with the language's digits. */
export function usageText(usage: Pick<TUsage, "limit" | "used" | "remaining">, t: DocumentsTexts): string {
  return t("usage", {
    used: usageNumber(usage.used),
    limit: usageNumber(usage.limit),
    remaining: usageNumber(usage.remaining),
  });
}

/**
 * A date counted in UTC (the monthly limit's months are), in the user's date format: the reset on
 * the 1st reads as the 1st in every time zone.
 */
export function utcDate(iso: string, dateFormat: TSettings["dateFormat"]): string {
  const date = new Date(iso);
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return arrange(dateFormat, { year, month, day });
}
