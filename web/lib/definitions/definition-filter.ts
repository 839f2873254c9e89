import { ALL_STATUSES, isStatusFilter, STATUS_FILTERS, type StatusFilter } from "#shared/lists/definition-filter";
import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";

export { ALL_STATUSES, isStatusFilter, STATUS_FILTERS, type StatusFilter };

/**
 * The list's status filter (spec section 2), matched on the server (shared/lists/definition-filter).
 * The English option is also the value kept in the address (`?status=Draft`), so a link works in
 * every language; `statusFilterLabel` gives what the user reads.
 */
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
