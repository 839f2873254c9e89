import { Check, X } from "lucide-react";
import type { TEstimate, TRequirement } from "#shared/blueprint/schema";
import { inVersionOne } from "#shared/blueprint/totals";
import { DOCUMENT_KIND_NAMES, type DocumentKind } from "#shared/documents/kinds";
import type { TBlueprintDocument } from "#shared/schemas/blueprints";
import { Badge } from "#web/components/ui/badge.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { type Coverage, coverage } from "./requirement-coverage";
import { requirementsMessages } from "./requirements.messages";

type RequirementsTableProps = {
  requirements: readonly TRequirement[];
  documents: readonly TBlueprintDocument[];
  /** The requirements of version 1 (Later left out). */
  total: TEstimate;
};

const PRIORITY_BADGES = { must: "default", should: "secondary", could: "outline", later: "outline" } as const;
const CELL = "px-3 py-2 align-top";

/** One row per requirement, with its priority, its estimate and where each document names it. */
export function RequirementsTable({ requirements, documents, total }: RequirementsTableProps) {
  const t = useT(requirementsMessages);
  const estimate = useEstimate();
  return (
    // Its own sideways scroll on a phone, so the page never scrolls sideways. `relative` makes it the
    // containing block of the cells' screen-reader text, which would otherwise stick out of the page.
    <section
      aria-label={t("tableLabel")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: Safari does not focus a scrolling box by itself; the keyboard must reach it to scroll.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={cn(CELL, "font-medium")}>
              {t("colId")}
            </th>
            <th scope="col" className={cn(CELL, "font-medium")}>
              {t("colRequirement")}
            </th>
            <th scope="col" className={cn(CELL, "font-medium")}>
              {t("colPriority")}
            </th>
            <th scope="col" className={cn(CELL, "text-right font-medium")}>
              {t("colEstimate")}
            </th>
            {DOCUMENT_KIND_NAMES.map((kind) => (
              <th key={kind} scope="col" className={cn(CELL, "text-center font-medium")}>
                {t(kind)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requirements.map((requirement) => {
            const later = !inVersionOne(requirement);
            return (
              <tr key={requirement.id} className={cn("border-t", later && "bg-muted/40 text-muted-foreground")}>
                <th scope="row" className={cn(CELL, "whitespace-nowrap text-left font-mono font-medium")}>
                  {requirement.id}
                </th>
                <td className={CELL}>
                  {requirement.title}
                  {later && <span className="block text-xs">{t("notInVersionOne")}</span>}
                </td>
                <td className={CELL}>
                  <Badge variant={PRIORITY_BADGES[requirement.priority]} className={cn(later && "border-dashed")}>
                    {t(requirement.priority)}
                  </Badge>
                </td>
                <td className={cn(CELL, "whitespace-nowrap text-right tabular-nums")}>
                  {estimate(requirement.estimate)}
                </td>
                {DOCUMENT_KIND_NAMES.map((kind) => (
                  <CoverageCell key={kind} kind={kind} value={coverage(documents, kind, requirement.id)} />
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t font-medium">
          <tr>
            <th scope="row" colSpan={3} className={cn(CELL, "text-left")}>
              {t("versionOneTotal")}
            </th>
            <td className={cn(CELL, "whitespace-nowrap text-right tabular-nums")}>{estimate(total)}</td>
            <td colSpan={DOCUMENT_KIND_NAMES.length} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** A check mark (with the API's operation count) or a cross for the eye; the words for a screen reader. */
function CoverageCell({ kind, value }: { kind: DocumentKind; value: Coverage }) {
  const t = useT(requirementsMessages);
  const format = useFormat();
  let mark = <span className="text-muted-foreground">—</span>;
  let text = value.state === "named" || value.state === "absent" ? t(`${kind}Out`) : t(value.state);
  if (value.state === "named") {
    const count = format.number(value.count);
    text = kind === "openapi" ? t.plural("operations", value.count, { count }) : t(`${kind}In`);
    mark = (
      <span className="inline-flex items-center gap-1 text-success">
        <Check className="size-4" />
        {kind === "openapi" && <span className="tabular-nums">{count}</span>}
      </span>
    );
  } else if (value.state === "absent") {
    mark = <X className="inline size-4 text-muted-foreground" />;
  }
  return (
    <td className={cn(CELL, "text-center")}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">{text}</span>
    </td>
  );
}

function useEstimate() {
  const t = useT(requirementsMessages);
  const format = useFormat();
  return (estimate: TEstimate) =>
    t("estimate", { development: format.number(estimate.development), qa: format.number(estimate.qa) });
}
