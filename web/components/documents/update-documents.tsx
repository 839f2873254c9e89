import { RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import type { GenerationVerdicts } from "#shared/documents/generation-entitlement";
import { type DocumentKind, documentKind } from "#shared/documents/kinds";
import type { TDocumentUrls } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import { generateBlock } from "#web/lib/documents/monthly-limit.ts";
import { useCurrentVersion } from "#web/lib/documents/use-current-version.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import type { ServerText } from "#web/lib/i18n/server-text.ts";
import { Button } from "../ui/button";
import { updateDocumentsMessages } from "./update-documents.messages";
import { useMonthlyLimitReason } from "./usage-line";

type UpdateDocumentsProps = {
  definitionId: string;
  documents: TDocumentUrls;
  verdicts: GenerationVerdicts;
  usage: TUsage | undefined;
  generations: Generations;
};

type Run =
  | { state: "idle" }
  | { state: "running"; done: number; count: number }
  | { state: "done" }
  | { state: "stopped"; done: number; count: number; message: ServerText | null };

/** The kinds whose newest version is out of date and that the package allows, in the kinds' order. */
function useOutOfDate(definitionId: string, documents: TDocumentUrls, verdicts: GenerationVerdicts): DocumentKind[] {
  const exists = (kind: DocumentKind) => documents[documentKind(kind).urlKey] !== null;
  const versions = [
    useCurrentVersion(definitionId, "rfp", exists("rfp")),
    useCurrentVersion(definitionId, "pitch", exists("pitch")),
    useCurrentVersion(definitionId, "openapi", exists("openapi")),
    useCurrentVersion(definitionId, "app_prompt", exists("app_prompt")),
  ];
  return versions.flatMap((version) => (version?.outOfDate && verdicts[version.kind] === null ? [version.kind] : []));
}

/**
 * "Update documents" (issue 26, decision 031): after a correction of the blueprint (or edited
 * answers) every document the package allows that is out of date is regenerated, one after
 * another, each under the spec's rule (50% when it has an earlier version). At the monthly limit it
 * stops with the spec's message; the server refuses what is over the limit in any case.
 */
export function UpdateDocuments({ definitionId, documents, verdicts, usage, generations }: UpdateDocumentsProps) {
  const t = useT(updateDocumentsMessages);
  const serverMessage = useServerMessage();
  const limitReason = useMonthlyLimitReason();
  const statusId = useId();
  const [run, setRun] = useState<Run>({ state: "idle" });
  const outOfDate = useOutOfDate(definitionId, documents, verdicts);
  const running = run.state === "running";
  if (outOfDate.length === 0 && run.state !== "done" && run.state !== "stopped") return null;
  const atLimit = generateBlock(null, usage, true) === "monthly_limit";

  const update = async () => {
    const kinds = [...outOfDate];
    for (const [index, kind] of kinds.entries()) {
      setRun({ state: "running", done: index, count: kinds.length });
      const result = await generations.start(definitionId, kind);
      if (result.status !== "done") {
        const message = result.status === "failed" ? result.message : null;
        setRun({ state: "stopped", done: index, count: kinds.length, message });
        return;
      }
    }
    setRun({ state: "done" });
  };

  return (
    <div className="grid justify-items-start gap-1">
      {outOfDate.length > 0 && (
        <Button
          onClick={() => void update()}
          disabled={running || atLimit}
          aria-describedby={statusId}
          variant="default"
        >
          <RefreshCw aria-hidden="true" className={running ? "animate-spin motion-reduce:animate-none" : undefined} />
          {t("update")}
        </Button>
      )}
      <p id={statusId} role="status" className="text-xs text-muted-foreground">
        {run.state === "running" && t("progress", { done: run.done + 1, count: run.count })}
        {run.state === "done" && t("done")}
        {run.state === "stopped" && (
          <>
            {t("stopped", { done: run.done, count: run.count })}
            {run.message && ` ${serverMessage(run.message)}`}
          </>
        )}
        {run.state === "idle" && atLimit && usage && limitReason(usage)}
        {run.state === "idle" && !atLimit && t("hint", { count: outOfDate.length })}
      </p>
    </div>
  );
}
