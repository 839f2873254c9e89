import { useFormat } from "#web/lib/i18n/i18n-context.tsx";

/** What a typed amount reads as: a number, nothing (an empty box), or not a non-negative number. */
export type ReadAmount = number | null | "invalid";

// Spaces (no-break and narrow ones too) and apostrophes group thousands in some languages.
const GROUPING = /[\s\u00a0\u202f'’]/g;
const THOUSANDS = /^\d{1,3}[.,]\d{3}$/;

/**
 * An amount as a founder types it, in figures: "1200", "1,200", "1.200", "24,90", "24.90",
 * "1 234,5". The language's own decimal mark decides a lone "1,200"; "1e5", "-3", "$49" and
 * numbers too large to hold are refused.
 */
export function readAmount(text: string, locale: string): ReadAmount {
  const compact = text.replace(GROUPING, "");
  if (compact === "") return null;
  const normalized = withDotDecimal(compact, decimalMark(locale));
  if (!/^\d+(?:\.\d+)?$/.test(normalized)) return "invalid";
  const value = Number(normalized);
  return Number.isFinite(value) && value >= 0 ? value : "invalid";
}

function withDotDecimal(text: string, decimal: string): string {
  const dots = text.split(".").length - 1;
  const commas = text.split(",").length - 1;
  if (dots > 0 && commas > 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const mark = text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
    return text.replaceAll(mark === "." ? "," : ".", "").replace(mark, ".");
  }
  const mark = dots > 0 ? "." : commas > 0 ? "," : null;
  if (mark === null) return text;
  const grouping = dots + commas > 1 || (mark !== decimal && THOUSANDS.test(text));
  return grouping ? text.replaceAll(mark, "") : text.replace(mark, ".");
}

function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
}

/** A currency code as typed ("usd" is USD); null when the box is empty. */
export function readCurrency(text: string): string | null | "invalid" {
  const code = text.trim().toUpperCase();
  if (code === "") return null;
  return /^[A-Z]{3}$/.test(code) ? code : "invalid";
}

/** An amount in an input box, in the language's figures without grouping ("24,9" in German). */
export function amountDraft(value: number | null, locale: string): string {
  if (value === null) return "";
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 }).format(value);
}

/** An amount to read: "$49", "24,90 €", "$1.2B"; without a currency, the number alone. */
export function formatMoney(amount: number, currency: string | null, locale: string): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const large = amount >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    ...(currency ? { style: "currency", currency } : {}),
    ...(large ? { notation: "compact", maximumFractionDigits: 1 } : { minimumFractionDigits: fraction }),
    ...(large ? {} : { maximumFractionDigits: fraction }),
  }).format(amount);
}

/** A percentage to read: "3 %" in French, "3%" in English. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}

/** The formatting above in the user's language. */
export function useMoneyFormat() {
  const { locale } = useFormat();
  return {
    locale,
    money: (amount: number, currency: string | null) => formatMoney(amount, currency, locale),
    percent: (value: number) => formatPercent(value, locale),
    draft: (value: number | null) => amountDraft(value, locale),
    read: (text: string) => readAmount(text, locale),
  };
}
