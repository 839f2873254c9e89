import { ListChecks, RefreshCw } from "lucide-react";
import { lazy, Suspense } from "react";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { Problem } from "#web/components/layout/problem.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { DocumentChecks } from "./document-checks";
import { OpenQuestions } from "./open-questions";
import { requirementsMessages } from "./requirements.messages";
import { RequirementsEffort } from "./requirements-effort";
import { RequirementsTable } from "./requirements-table";
import { useBlueprint } from "./use-blueprint";

// The Blueprint view and its editing rules (with the schemas' library) are a chunk of their own,
// fetched as the card mounts, beside the blueprint's data: not part of the page's first load (issue 30).
const loadBlueprintView = () => import("./blueprint/blueprint-view");
const BlueprintView = lazy(() => loadBlueprintView().then((module) => ({ default: module.BlueprintView })));

/**
 * The requirements every document is rendered from (the definition's blueprint): where each
 * document names them, the documents' checks, the plan's hours against the hours held, and the
 * Blueprint view that edits them in place.
 */
export function RequirementsCard({ definitionId }: { definitionId: string }) {
  const t = useT(requirementsMessages);
  const blueprint = useBlueprint(definitionId);
  void loadBlueprintView();
  return (
    <Card aria-labelledby="requirements-title" className="grid gap-4">
      <div>
        <CardTitle id="requirements-title">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </div>
      {blueprint.isPending ? (
        <Spinner label={t("loading")} />
      ) : blueprint.isError ? (
        <Problem message={t("loadFailed")} onRetry={() => void blueprint.refetch()} busy={blueprint.isFetching} />
      ) : (
        <Requirements definitionId={definitionId} data={blueprint.data} />
      )}
    </Card>
  );
}

function Requirements({ definitionId, data }: { definitionId: string; data: TBlueprintResponse }) {
  const t = useT(requirementsMessages);
  if (!data.blueprint || !data.totals) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
        <ListChecks aria-hidden="true" className="size-6 text-muted-foreground" />
        <p>{t("empty")}</p>
      </div>
    );
  }
  return (
    <>
      {data.outOfDate && (
        <p className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-sm">
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t("outOfDate")}
        </p>
      )}
      <OpenQuestions questions={data.blueprint.openQuestions ?? []} />
      <DocumentChecks documents={data.documents} />
      <RequirementsTable
        requirements={data.blueprint.requirements}
        documents={data.documents}
        total={data.totals.requirements}
      />
      <RequirementsEffort totals={data.totals} />
      {/* The blueprint itself, editable in place: the table, the checks and the hours above follow each change. */}
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <BlueprintView definitionId={definitionId} data={data} />
      </Suspense>
    </>
  );
}
