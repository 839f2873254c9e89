import { currencyDisplay } from "../renderings/format";
import type { DocumentText } from "../renderings/i18n/en";

/** "$1.2B", "35,3 M$": big figures read at a glance on a slide; cents only for small prices. */
export function compactMoney(value: number, currency: string, { text: words }: { text: DocumentText }): string {
  const big = value >= 100_000;
  return new Intl.NumberFormat(words.locale, {
    style: "currency",
    currency,
    currencyDisplay: currencyDisplay(currency, words.locale),
    notation: big ? "compact" : "standard",
    minimumFractionDigits: 0,
    maximumFractionDigits: big ? 1 : value < 100 && !Number.isInteger(value) ? 2 : 0,
  }).format(value);
}

/** "60,000", "60.000": a count in the deck's language. */
export function count(value: number, { text: words }: { text: DocumentText }): string {
  return new Intl.NumberFormat(words.locale, { maximumFractionDigits: 0 }).format(value);
}
