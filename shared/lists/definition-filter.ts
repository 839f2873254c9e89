/**
 * The definitions list's status filter (spec section 2): "All Statuses" or a status as the user
 * reads it in English ("In Progress"), matched by prefix against the stored status. One rule for
 * the server, which filters, and the web app, which offers the options.
 */
export const STATUS_FILTERS = ["All Statuses", "In Progress", "Draft", "Complete"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const ALL_STATUSES: StatusFilter = "All Statuses";

/** Whether a value (from the address, a select) is one of the filter's options. */
export function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((option) => option === value);
}

/** "In Progress" -> "in_progress": the filter's option as the stored status spells it. */
export function statusKey(option: string): string {
  return option.trim().toLowerCase().replace(/\s+/g, "_");
}

/** The stored-status prefix a filter selects; undefined for all statuses (or no filter). */
export function statusPrefix(filter: string | undefined): string | undefined {
  if (!filter || filter === ALL_STATUSES) return undefined;
  return statusKey(filter) || undefined;
}

/** The filter matches by status prefix: "Complete" matches "complete" and would match "completed". */
export function matchesStatus(status: string, filter: string): boolean {
  const prefix = statusPrefix(filter);
  return prefix === undefined || status.toLowerCase().startsWith(prefix);
}

/** The search as it is matched: trimmed, case ignored; empty matches everything. */
export function searchNeedle(search: string | undefined): string {
  return (search ?? "").trim().toLowerCase();
}
