import type { DefinitionSummary } from "./dashboard-stats";

const NONE: readonly DefinitionSummary[] = [];

/**
 * The user's product definitions. The definitions API arrives with its own issue; until then the
 * list is empty and this is the one place that will ask the server for it.
 */
export function useDashboardDefinitions(): { definitions: readonly DefinitionSummary[]; loading: boolean } {
  return { definitions: NONE, loading: false };
}
