import { useDefinitionOverview } from "#web/lib/definitions/use-definition-list.ts";
import type { DefinitionSummary } from "./dashboard-stats";

const NONE: readonly DefinitionSummary[] = [];

type DashboardDefinitions = {
  recent: readonly DefinitionSummary[];
  total: number;
  updatedThisMonth: number;
  documentsGenerated: number;
  loading: boolean;
};

/** The overview of the user's definitions, counted on the server; zeros while it loads or when it fails. */
export function useDashboardDefinitions(): DashboardDefinitions {
  const overview = useDefinitionOverview();
  const data = overview.data;
  return {
    recent: data?.recent ?? NONE,
    total: data?.total ?? 0,
    updatedThisMonth: data?.updatedThisMonth ?? 0,
    documentsGenerated: data?.documentsGenerated ?? 0,
    loading: overview.isPending,
  };
}
