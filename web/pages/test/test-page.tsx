import { RefreshCw } from "lucide-react";
import type { THealthResponse } from "#shared/schemas/health";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useFormat, useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { testMessages } from "./test.messages";
import { useHealth } from "./use-health";

/** The public test page: which version runs, and whether the server and its database answer. */
export function TestPage() {
  const t = useT(testMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("documentTitle"));
  const health = useHealth();
  // The version is set in code type, so the sentence is cut where its placeholder stands.
  const [before = "", after = ""] = t("appVersion").split("{version}");

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">
          {before}
          <span className="font-mono text-foreground">{__APP_VERSION__}</span>
          {after}
        </p>
      </header>
      <Card aria-labelledby="health-title" aria-busy={health.isFetching}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <CardTitle id="health-title">{t("health")}</CardTitle>
            <CardDescription>{t("healthText")}</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={health.isFetching}>
            <RefreshCw aria-hidden="true" />
            {t("checkAgain")}
          </Button>
        </div>
        <div className="mt-6">
          {health.isPending ? (
            <Spinner label={t("checking")} />
          ) : health.isError ? (
            <p role="alert" className="text-destructive">
              {serverMessage(requestErrorMessage(health.error))}
            </p>
          ) : (
            <HealthReport report={health.data} />
          )}
        </div>
      </Card>
    </div>
  );
}

function HealthReport({ report }: { report: THealthResponse }) {
  const t = useT(testMessages);
  const format = useFormat();
  const { database, adapters } = report;
  const rows: [string, string][] = [
    [t("runtime"), report.runtime],
    [t("serverVersion"), report.version],
    [t("latency"), t("latencyValue", { ms: database.latencyMs })],
    [t("dbAdapter"), adapters.db],
    [t("writerAdapter"), adapters.writer],
    [t("paymentsAdapter"), adapters.payments],
    [t("mailerAdapter"), adapters.mailer],
    [t("checkedAt"), format.dateTime(report.time)],
  ];
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-3 text-base font-medium">
        <span>
          {t("status")} <Badge variant={report.status === "ok" ? "success" : "destructive"}>{t(report.status)}</Badge>
        </span>
        <span>
          {t("database")}{" "}
          <Badge variant={database.reachable ? "success" : "destructive"}>
            {database.reachable ? t("healthy") : t("unreachable")}
          </Badge>
        </span>
      </p>
      {database.error && <p className="text-sm text-destructive">{database.error}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
