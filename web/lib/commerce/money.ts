import type { Formatter } from "../i18n/format";

/** Catalogue prices arrive in US dollars; sums are made in whole cents so $0.1 + $0.2 stays $0.30. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/** A catalogue price in US dollars as the user's language writes it: "$2,250.00", "2250,00 US$". */
export function formatDollars(usd: number, format: Pick<Formatter, "usd">): string {
  return format.usd(toCents(usd));
}
