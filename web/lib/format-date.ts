const MEDIUM_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A date in the user's locale with the medium date style (spec section 3), e.g. "May 4, 2026". */
export function formatMediumDate(iso: string): string {
  return MEDIUM_DATE.format(new Date(iso));
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment in the user's locale, e.g. "May 4, 2026, 3:12 PM" (versions made on one day differ by the time). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const UTC_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A date counted in UTC (the monthly limit's months are), so it reads as the 1st in every time zone. */
export function formatUtcDate(iso: string): string {
  return UTC_DATE.format(new Date(iso));
}
