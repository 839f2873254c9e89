import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { definitionName, statusBadge } from "../../lib/definitions/definition-labels";
import { definitionMessages } from "../../lib/definitions/definitions.messages";
import { useFormat, useT } from "../../lib/i18n/i18n-context";
import { dashboardMessages } from "./dashboard.messages";
import type { DefinitionSummary } from "./dashboard-stats";

/** The last definitions worked on; each opens its detail page with the definition handed along. */
export function RecentDefinitions({
  definitions,
  loading,
}: {
  definitions: readonly DefinitionSummary[];
  loading: boolean;
}) {
  const t = useT(dashboardMessages);
  const labels = useT(definitionMessages);
  const format = useFormat();
  return (
    <Card aria-labelledby="recent-title">
      <CardTitle id="recent-title">{t("recentTitle")}</CardTitle>
      {loading ? (
        <Spinner label={t("recentLoading")} className="mt-4" />
      ) : definitions.length === 0 ? (
        <div className="mt-4 grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <FileText aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("recentEmpty")}</p>
          <p className="text-sm text-muted-foreground">{t("recentEmptyText")}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-2">
          {definitions.map((definition) => {
            const status = statusBadge(definition.status, labels);
            return (
              <li key={definition.id}>
                <Link
                  to={`/product-definitions/${definition.id}`}
                  state={{ definition }}
                  className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{definitionName(definition.name, labels)}</span>
                    <span className="text-sm text-muted-foreground">
                      {t("updated", { date: format.date(definition.lastUpdated) })}
                    </span>
                  </span>
                  <Badge variant={status.variant}>{status.label}</Badge>
                  <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
