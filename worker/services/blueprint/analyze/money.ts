import type { TMoney } from "../../../../shared/blueprint/schema";
import { clause } from "./text";

const AMOUNT =
  /([$€£])?\s?(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mm|mn|b|bn|million(?:s|en)?|billion(?:s)?|mio\.?|mrd\.?|millones|millón|milliards?|thousand|tausend|mil)?\b\.?\s?(€|\$|£|eur\b|euros?\b|usd\b|dollars?\b|gbp\b|pounds?\b|dólares\b)?/gi;

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  tausend: 1e3,
  mil: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
  millionen: 1e6,
  mio: 1e6,
  "mio.": 1e6,
  millones: 1e6,
  millón: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
  "mrd.": 1e9,
  milliard: 1e9,
  milliards: 1e9,
};

const CURRENCIES: Record<string, string> = {
  $: "USD",
  usd: "USD",
  dollar: "USD",
  dollars: "USD",
  dólares: "USD",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  gbp: "GBP",
  pound: "GBP",
  pounds: "GBP",
};

/** An amount found in a text: its value, currency when written, and where it stands. */
type FoundAmount = { value: number; currency: string | null; marked: boolean; start: number; end: number };

/** Every amount in a text: marked by a currency or a multiplier, or a bare number of 1,000 and more. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, before, digits, multiplier, after] = match;
    if (!digits) continue;
    const symbol = (before ?? after ?? "").toLowerCase();
    const factor = MULTIPLIERS[(multiplier ?? "").toLowerCase()] ?? 1;
    const value = numberOf(digits) * factor;
    const marked = Boolean(symbol) || factor !== 1;
    if (!marked && value < 1000) continue;
    const start = match.index;
    found.push({ value, currency: CURRENCIES[symbol] ?? null, marked, start, end: start + match[0].trimEnd().length });
  }
  return found;
}

/**
 * An amount as written and as a number: "$40,000 to $60,000" (a range), "$750k", "£1.2M",
 * "300.000 €", "1,5 Mio. €". A bare number counts only when it is large enough to be money.
 */
export function parseMoney(text: string): TMoney {
  const found = findAmounts(text);
  const [first, second] = found;
  const currency = first?.currency ?? second?.currency ?? null;
  const range = second && first && second.value > first.value ? second : null;
  // The amount as written ("$750k", "$40,000 to $60,000"), or the whole answer when none was read.
  const written = first ? text.slice(first.start, (range ?? first).end) : text;
  return {
    text: clause(written).slice(0, 120),
    amount: first ? first.value : null,
    upTo: range ? range.value : null,
    currency,
  };
}

/** "40,000" and "40.000" are thousands; "1.2" and "1,5" before a multiplier are decimals. */
function numberOf(digits: string): number {
  if (/^\d{1,3}(?:[.,\s]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,\s]/g, ""));
  return Number(digits.replace(",", "."));
}
