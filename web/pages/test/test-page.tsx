import { RefreshCw } from "lucide-react";
import type { THealthResponse } from "../../../shared/schemas/health";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { requestErrorMessage } from "../../lib/request-error";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useHealth } from "./use-health";

/** The public test page: which version runs, and whether the server and its database answer. */
export function TestPage() {
  useDocumentTitle("Test");
  const health = useHealth();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Test page</h1>
        <p className="mt-2 text-muted-foreground">
          App version <span className="font-mono text-foreground">{__APP_VERSION__}</span>
        </p>
      </header>
      <Card aria-labelledby="health-title" aria-busy={health.isFetching}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <CardTitle id="health-title">Server health</CardTitle>
            <CardDescription>The health report (as GET /api/health gives it), asked through tRPC.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={health.isFetching}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        </div>
        <div className="mt-6">
          {health.isPending ? (
            <Spinner label="Checking the server" />
          ) : health.isError ? (
            <p role="alert" className="text-destructive">
              {requestErrorMessage(health.error)}
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
  const { database, adapters } = report;
  const rows: [string, string][] = [
    ["Runtime", report.runtime],
    ["Server version", report.version],
    ["Database latency", `${database.latencyMs} ms`],
    ["Database adapter", adapters.db],
    ["Writer adapter", adapters.writer],
    ["Payments adapter", adapters.payments],
    ["Mailer adapter", adapters.mailer],
    ["Checked at", new Date(report.time).toLocaleString()],
  ];
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-3 text-base font-medium">
        <span>
          Status: <Badge variant={report.status === "ok" ? "success" : "destructive"}>{report.status}</Badge>
        </span>
        <span>
          Database:{" "}
          <Badge variant={database.reachable ? "success" : "destructive"}>
            {database.reachable ? "healthy" : "unreachable"}
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
