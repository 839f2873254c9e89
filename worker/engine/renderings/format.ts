import type { TField, TMoney } from "#shared/blueprint/schema";
import type { DocumentText } from "./i18n/en";

/** "22 November 2026", "22 de noviembre de 2026", in UTC so every server prints the same date. */
export function formatDate(date: Date, text: DocumentText): string {
  return new Intl.DateTimeFormat(text.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** "November 2026". */
export function formatMonth(date: Date, text: DocumentText): string {
  return new Intl.DateTimeFormat(text.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** An amount in the founder's currency, or as a plain number when none was given. */
export function formatAmount(amount: number, currency: string | null, text: DocumentText): string {
  const options: Intl.NumberFormatOptions = currency
    ? { style: "currency", currency, currencyDisplay: currencyDisplay(currency, text.locale), maximumFractionDigits: 0 }
    : { maximumFractionDigits: 0 };
  return new Intl.NumberFormat(text.locale, options).format(amount);
}

const displays = new Map<string, "symbol" | "narrowSymbol">();

/**
 * "$" stands for a dozen currencies: where a currency's narrow symbol is "$", the symbol that
 * says which ("US$", "$CA", "MXN"), so a USD raise in a Spanish deck is never read as pesos. US
 * dollars in English keep "$".
 */
export function currencyDisplay(currency: string, locale: string): "symbol" | "narrowSymbol" {
  const key = `${currency} ${locale}`;
  const known = displays.get(key);
  if (known) return known;
  const narrow = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(1)
    .find((part) => part.type === "currency")?.value;
  const display = narrow === "$" && !(currency === "USD" && locale.startsWith("en")) ? "symbol" : "narrowSymbol";
  displays.set(key, display);
  return display;
}

/** What the plan's hours cost at the budget: "$65-97". Null when the budget was not a number. */
export function hourlyRange(budget: TMoney, hours: number, text: DocumentText): string | null {
  if (budget.amount === null || hours <= 0) return null;
  const low = formatAmount(budget.amount / hours, budget.currency, text);
  if (budget.upTo === null) return low;
  return `${low}–${formatAmount(budget.upTo / hours, budget.currency, text)}`;
}

/** "one of: open, paid", "link to Invoice", "date": a field's type as people read it. */
export function fieldType(field: TField, text: DocumentText): string {
  const base =
    field.type === "enum"
      ? text.rfp.values(field.values.join(", "))
      : field.type === "reference"
        ? text.rfp.linkTo(field.references ?? "")
        : text.fieldTypes[field.type];
  return field.list ? text.listOf(base) : base;
}

/** Requirement ids as a compact list: "FR-1, FR-2, FR-5". */
export function ids(items: readonly { id: string }[]): string {
  return items.map((item) => item.id).join(", ");
}
