import type { TSettings } from "#shared/schemas/settings";
import { type Language, LOCALES } from "./languages";
import type { Preferences } from "./preferences";

type DateFormat = TSettings["dateFormat"];

/** Each language's own order of day, month and year, for a user who has not chosen a date format. */
export const LANGUAGE_DATE_FORMATS: Record<Language, DateFormat> = {
  en: "MM/DD/YYYY",
  es: "DD/MM/YYYY",
  fr: "DD/MM/YYYY",
  de: "DD/MM/YYYY",
};

/** The date format in use: the user's choice, or their language's. */
export function dateFormatOf(preferences: Pick<Preferences, "dateFormat" | "language">): DateFormat {
  return preferences.dateFormat ?? LANGUAGE_DATE_FORMATS[preferences.language];
}

/** Day, month and year in a date format's order. */
export function arrange(format: DateFormat, { year, month, day }: { year: string; month: string; day: string }) {
  if (format === "DD/MM/YYYY") return `${day}/${month}/${year}`;
  if (format === "YYYY-MM-DD") return `${year}-${month}-${day}`;
  return `${month}/${day}/${year}`;
}

/**
 * Dates and numbers as the user chose them in settings: one date format everywhere (the chosen
 * one, or the language's), in the chosen time zone or else the device's own, with the language's
 * digits and separators.
 */
export function createFormatter(preferences: Preferences) {
  const locale = LOCALES[preferences.language];
  // undefined is the device's own time zone.
  const timeZone = preferences.timezone ?? undefined;
  const dateFormat = dateFormatOf(preferences);
  const parts = (zone: string | undefined) =>
    new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
  const local = parts(timeZone);
  const utc = parts("UTC");
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });

  const format = (formatter: Intl.DateTimeFormat, value: string | Date): string => {
    const pieces = Object.fromEntries(formatter.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
    const { year = "", month = "", day = "" } = pieces;
    return arrange(dateFormat, { year, month, day });
  };
  const date = (value: string | Date) => format(local, value);

  return {
    locale,
    date,
    dateTime: (value: string | Date) => `${date(value)} ${time.format(new Date(value))}`,
    /** The same as `date`: a screen shows one date format (decision 028), the spec's "medium style" included. */
    mediumDate: date,
    /** A day counted in UTC (the monthly limit's months are): the 1st reads as the 1st in every time zone. */
    utcDate: (value: string | Date) => format(utc, value),
    number: (value: number) => numbers.format(value),
    /** Cents to "$2,250.00" in the language's style (prices are in US dollars). */
    usd: (cents: number) => money.format(cents / 100),
  };
}

export type Formatter = ReturnType<typeof createFormatter>;
