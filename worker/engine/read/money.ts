import type { TMoney } from "#shared/blueprint/schema";
import { clause } from "../text/text";

// A number starts after no letter or digit, nor after a digit and its separator ("tous1,5 M€"
// is not 5 M€).
const AMOUNT =
  /(?<![\p{L}\d]|\d[.,])([$€£]|us\$|usd|eur|gbp|chf|mxn|cop|ars|uyu|pen|s\/)?\s?(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mm|mn|b|bn|million(?:s|en)?|billion(?:s)?|mio\.?|mrd\.?|millones|millón|mill[óo]n|milliards?|thousand|tausend|mil)?(?![\p{L}\d])\.?\s?(€|\$|£|eur(?![\p{L}])|euros?(?![\p{L}])|d['’]euros|de euros|usd(?![\p{L}])|dollars?(?![\p{L}])|d[óo]lares(?![\p{L}])|gbp(?![\p{L}])|pounds?(?![\p{L}])|chf(?![\p{L}])|mxn(?![\p{L}])|cop(?![\p{L}])|ars(?![\p{L}])|uyu(?![\p{L}])|pesos(?:\s+(?:mexicanos|colombianos|argentinos|uruguayos))?|soles(?![\p{L}])|francs?(?![\p{L}]))?/giu;

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
  us$: "USD",
  "d'euros": "EUR",
  "d’euros": "EUR",
  "de euros": "EUR",
  chf: "CHF",
  francs: "CHF",
  franc: "CHF",
  mxn: "MXN",
  pesos: "MXN",
  "pesos mexicanos": "MXN",
  cop: "COP",
  "pesos colombianos": "COP",
  ars: "ARS",
  "pesos argentinos": "ARS",
  uyu: "UYU",
  "pesos uruguayos": "UYU",
  pen: "PEN",
  "s/": "PEN",
  soles: "PEN",
};

/** "un million d'euros", "eine Million", "medio millón": a number written as a word before its multiplier. */
function wordNumbers(text: string): string {
  // The same length as the text, so where an amount stands is where it was written.
  const keep = (value: string) => (whole: string, _word: string, multiplier: string) =>
    `${value.padStart(whole.length - multiplier.length - 1)} ${multiplier}`;
  return text
    .replace(/(?<![\p{L}\d])(half a|medio|demi|eine halbe)\s+(million|millón|millions?|millionen)/giu, keep("0.5"))
    .replace(
      /(?<![\p{L}\d])(one|a|un|une|uno|una|ein|eine|einer)\s+(million|millón|millions?|million(?:en)?|mio\.?)(?![\p{L}])/giu,
      keep("1"),
    );
}

/** An amount found in a text: its value, currency when written, and where it stands. */
export type FoundAmount = {
  value: number;
  currency: string | null;
  marked: boolean;
  start: number;
  end: number;
  /** The multiplier written after the number (1000 for "k"), 1 for none. */
  factor: number;
};

/** Every amount in a text: marked by a currency or a multiplier, or a bare number of 1,000 and more. */
export function findAmounts(raw: string): FoundAmount[] {
  const text = wordNumbers(raw);
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, before, digits, multiplier, after] = match;
    if (!digits) continue;
    const symbol = (after ?? before ?? "").toLowerCase();
    const factor = Object.hasOwn(MULTIPLIERS, (multiplier ?? "").toLowerCase())
      ? (MULTIPLIERS[(multiplier ?? "").toLowerCase()] ?? 1)
      : 1;
    const value = numberOf(digits) * factor;
    const marked = Boolean(before || after) || factor !== 1;
    const start = match.index;
    const currency = currencyOf(symbol, before);
    found.push({ value, currency, marked, start, end: start + match[0].trimEnd().length, factor });
  }
  return joinRanges(found, text).filter((item) => item.marked || item.value >= 1000);
}

/** "$900 mil pesos": the code after a "$" names the currency ("pesos" is the peso, not the dollar). */
function currencyOf(symbol: string, before: string | undefined): string | null {
  const key = symbol.replace(/’/g, "'");
  if (Object.hasOwn(CURRENCIES, key)) return CURRENCIES[key] ?? null;
  const code = (before ?? "").toLowerCase();
  return Object.hasOwn(CURRENCIES, code) ? (CURRENCIES[code] ?? null) : null;
}

/**
 * "25 bis 35 Tausend Euro", "entre 30 y 40 mil euros", "30-50k": a range whose multiplier and
 * currency are written once, after the second number, are the first's too.
 */
function joinRanges(found: FoundAmount[], text: string): FoundAmount[] {
  for (let index = 0; index + 1 < found.length; index++) {
    const first = found[index] as FoundAmount;
    const second = found[index + 1] as FoundAmount;
    const between = text.slice(first.end, second.start);
    if (!/^\s*(?:-|–|to|bis|und|and|y|a|à|et|o|or|oder)\s*$/iu.test(between)) continue;
    if (first.factor === 1 && second.factor !== 1 && first.value * second.factor <= second.value) {
      found[index] = {
        ...first,
        value: first.value * second.factor,
        marked: true,
        currency: first.currency ?? second.currency,
      };
    } else if (!first.currency && second.currency) found[index] = { ...first, currency: second.currency };
  }
  return found;
}

/**
 * An amount as written and as a number: "$40,000 to $60,000" (a range), "$750k", "£1.2M",
 * "300.000 €", "1,5 Mio. €", "un million d'euros". A bare number counts only when it is large
 * enough to be money; with no currency written, `currency` (the one the founder uses in other
 * answers) is assumed.
 */
export function parseMoney(text: string, currency: string | null = null): TMoney {
  const found = findAmounts(text);
  const [first, second] = found;
  const written = first?.currency ?? second?.currency ?? null;
  const range = second && first && second.value > first.value ? second : null;
  // The amount as written ("$750k", "$40,000 to $60,000"), or the whole answer when none was read.
  const span = first ? text.slice(first.start, (range ?? first).end) : text;
  return {
    text: clause(span).slice(0, 120),
    amount: first ? first.value : null,
    upTo: range ? range.value : null,
    currency: written ?? (first ? currency : null),
  };
}

/** The first currency written in any of these texts: what an amount written without one is in. */
export function currencyOfAnswers(texts: readonly string[]): string | null {
  // An ISO code anywhere ("7 mil COP") says which pesos the founder means.
  const code = texts.join(" ").match(/(?<![\p{L}])(COP|ARS|UYU|MXN|CLP|PEN|CHF|GBP|USD|EUR)(?![\p{L}])/u)?.[1];
  if (code) return code;
  for (const text of texts) {
    const currency = findAmounts(text).find((item) => item.currency)?.currency;
    if (currency) return currency;
  }
  return null;
}

/** "40,000" and "40.000" are thousands; "1.2" and "1,5" before a multiplier are decimals. */
export function numberOf(digits: string): number {
  if (/^\d{1,3}(?:[.,\s]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,\s]/g, ""));
  return Number(digits.replace(",", "."));
}
