import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { definitionName, statusBadge } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
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
