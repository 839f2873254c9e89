import { formatUsd } from "../../../shared/commerce/catalogue";

/** Catalogue prices arrive in US dollars; sums are made in whole cents so $0.1 + $0.2 stays $0.30. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/** "$2,250.00" for a price in US dollars. */
export function formatDollars(usd: number): string {
  return formatUsd(toCents(usd));
}
