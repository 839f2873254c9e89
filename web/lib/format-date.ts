const MEDIUM_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A date in the user's locale with the medium date style (spec section 3), e.g. "May 4, 2026". */
export function formatMediumDate(iso: string): string {
  return MEDIUM_DATE.format(new Date(iso));
}
