import { LOCALES } from "./languages";
import type { Preferences } from "./preferences";

/**
 * Dates and numbers as the user chose them in settings: the date format's order of day, month and
 * year, in the chosen time zone, with the language's digits and separators.
 */
export function createFormatter(preferences: Preferences) {
  const locale = LOCALES[preferences.language];
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: preferences.timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone: preferences.timezone, hour: "2-digit", minute: "2-digit" });
  const medium = new Intl.DateTimeFormat(locale, { timeZone: preferences.timezone, dateStyle: "medium" });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });

  const date = (value: string | Date): string => {
    const pieces = Object.fromEntries(parts.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
    const { year = "", month = "", day = "" } = pieces;
    if (preferences.dateFormat === "DD/MM/YYYY") return `${day}/${month}/${year}`;
    if (preferences.dateFormat === "YYYY-MM-DD") return `${year}-${month}-${day}`;
    return `${month}/${day}/${year}`;
  };

  return {
    locale,
    date,
    dateTime: (value: string | Date) => `${date(value)} ${time.format(new Date(value))}`,
    /** "Nov 23, 2026", "23 nov 2026": the language's medium style, where the spec asks for it. */
    mediumDate: (value: string | Date) => medium.format(new Date(value)),
    number: (value: number) => numbers.format(value),
    /** Cents to "$2,250.00" in the language's style (prices are in US dollars). */
    usd: (cents: number) => money.format(cents / 100),
  };
}

export type Formatter = ReturnType<typeof createFormatter>;
