import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";

/**
 * The list's status filter (spec section 2): "All Statuses" or a status written as the user reads
 * it in English. The English option is also the value kept in the address (`?status=Draft`), so a
 * link works in every language; `statusFilterLabel` gives what the user reads.
 */
export const STATUS_FILTERS = ["All Statuses", "In Progress", "Draft", "Complete"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const ALL_STATUSES: StatusFilter = "All Statuses";

const FILTER_KEYS = {
  "All Statuses": "filterAll",
  "In Progress": "filterInProgress",
  Draft: "filterDraft",
  Complete: "filterComplete",
} as const satisfies Record<StatusFilter, string>;

/** The option as the user reads it, in their language. */
export function statusFilterLabel(option: StatusFilter, t: DefinitionTexts = ENGLISH_DEFINITION_TEXTS): string {
  return t(FILTER_KEYS[option]);
}

type Filterable = { name: string; vision: string; status: string };

/** "In Progress" -> "in_progress": the filter's option as the stored status spells it. */
export function statusKey(option: string): string {
  return option.trim().toLowerCase().replace(/\s+/g, "_");
}

/** The filter matches by status prefix: "Complete" matches "complete" and would match "completed". */
export function matchesStatus(status: string, filter: string): boolean {
  if (filter === ALL_STATUSES) return true;
  return status.toLowerCase().startsWith(statusKey(filter));
}

/** The search matches the name or the vision, ignoring case; an empty search matches all. */
export function matchesSearch(definition: Pick<Filterable, "name" | "vision">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return definition.name.toLowerCase().includes(needle) || definition.vision.toLowerCase().includes(needle);
}

export function filterDefinitions<T extends Filterable>(
  definitions: readonly T[],
  { search, status }: { search: string; status: string },
): T[] {
  return definitions.filter((item) => matchesStatus(item.status, status) && matchesSearch(item, search));
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((option) => option === value);
}
