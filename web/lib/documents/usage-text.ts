import type { TUsage } from "../../../shared/schemas/documents";

const AMOUNT = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "Monthly usage: 2.5 of 10 used · 7.5 remaining" (a regeneration after edits counts half). */
export function usageText(usage: Pick<TUsage, "limit" | "used" | "remaining">): string {
  const amount = (value: number) => AMOUNT.format(value);
  return `Monthly usage: ${amount(usage.used)} of ${amount(usage.limit)} used · ${amount(usage.remaining)} remaining`;
}
