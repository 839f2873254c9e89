import type { TFinding } from "#shared/blueprint/check";
import { DOCUMENT_KIND_NAMES } from "#shared/documents/kinds";
import type { TBlueprintDocument } from "#shared/schemas/blueprints";
import { Badge } from "#web/components/ui/badge.tsx";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { requirementsMessages } from "./requirements.messages";

const RULES = {
  format: "ruleFormat",
  missing_requirement: "ruleMissingRequirement",
  later_in_scope: "ruleLaterInScope",
  unknown_requirement: "ruleUnknownRequirement",
  untraced_operation: "ruleUntracedOperation",
  platform: "rulePlatform",
  role_name: "ruleRoleName",
  record_name: "ruleRecordName",
  action_record: "ruleActionRecord",
  priority_conflict: "rulePriorityConflict",
  headline_repeat: "ruleHeadlineRepeat",
  market_contradiction: "ruleMarketContradiction",
  revenue_model: "ruleRevenueModel",
  funds_proposal: "ruleFundsProposal",
  unsourced_figure: "ruleUnsourcedFigure",
} as const satisfies Record<TFinding["rule"], string>;

/**
 * Each document's consistency check against the requirements: passed, or its findings behind a
 * disclosure. A kind without a document says so, which explains its column's dashes.
 */
export function DocumentChecks({ documents }: { documents: readonly TBlueprintDocument[] }) {
  const t = useT(requirementsMessages);
  const kinds = useT(documentsMessages);
  return (
    <section aria-labelledby="checks-title" className="grid gap-2">
      <h3 id="checks-title" className="font-semibold">
        {t("checksTitle")}
      </h3>
      <ul aria-labelledby="checks-title" className="grid items-start gap-2 text-sm sm:grid-cols-2">
        {DOCUMENT_KIND_NAMES.map((kind) => (
          <li key={kind} className="flex flex-wrap items-start gap-2 rounded-lg border p-3">
            <span className="font-medium">{kinds(kind)}</span>
            <CheckStatus document={documents.find((item) => item.kind === kind)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CheckStatus({ document }: { document: TBlueprintDocument | undefined }) {
  const t = useT(requirementsMessages);
  if (!document) return <Badge variant="outline">{t("notGenerated")}</Badge>;
  if (!document.current) return <Badge variant="outline">{t("earlier")}</Badge>;
  if (!document.check) return <Badge variant="outline">{t("notChecked")}</Badge>;
  const { findings } = document.check;
  if (document.check.passed) return <Badge variant="success">{t("checkPassed")}</Badge>;
  return (
    <details className="w-full">
      <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-ring">
        <Badge variant="destructive">{t.plural("findings", findings.length)}</Badge>
      </summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {findings.map((finding, index) => (
          // Findings have no id; the same rule can hit one requirement twice.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
          <li key={index}>
            <span className="font-medium">{t(RULES[finding.rule])}</span>
            {/* The check words its findings in English only. */}
            {": "}
            <span lang="en">{finding.message}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
