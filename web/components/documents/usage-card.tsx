import type { TUsage } from "#shared/schemas/documents";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { usageText } from "#web/lib/documents/usage-text.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { Card, CardDescription, CardTitle } from "../ui/card";
import { ProgressBar } from "../ui/progress-bar";
import { Spinner } from "../ui/spinner";
import { documentsUiMessages } from "./documents-ui.messages";

/**
 * This month's documents against the limit of 10 (spec section 9). Regenerating after edited
 * answers counts half a document; the count starts again on the 1st (UTC).
 */
export function UsageCard({ usage }: { usage: TUsage | undefined }) {
  const t = useT(documentsUiMessages);
  const documents = useT(documentsMessages);
  const format = useFormat();
  return (
    <Card aria-labelledby="usage-title" className="grid gap-3">
      <div>
        <CardTitle id="usage-title">{t("monthlyLimit")}</CardTitle>
        <CardDescription>{t("halfCost")}</CardDescription>
      </div>
      {usage ? (
        <>
          <p className="font-medium tabular-nums">{usageText(usage, documents)}</p>
          <ProgressBar
            label={t("usedThisMonth")}
            percent={(usage.used / usage.limit) * 100}
            valueText={usageText(usage, documents)}
          />
          <p className="text-sm text-muted-foreground">{t("resetsOn", { date: format.utcDate(usage.resetsAt) })}</p>
        </>
      ) : (
        <Spinner label={t("loadingUsage")} />
      )}
    </Card>
  );
}
