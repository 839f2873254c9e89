import { useDefinitionList } from "../../lib/definitions/use-definition-list";
import type { DefinitionSummary } from "./dashboard-stats";

const NONE: readonly DefinitionSummary[] = [];

/** The user's product definitions for the overview; none while they load or when the call fails. */
export function useDashboardDefinitions(): { definitions: readonly DefinitionSummary[]; loading: boolean } {
  const list = useDefinitionList();
  return { definitions: list.data?.conversations ?? NONE, loading: list.isPending };
}
