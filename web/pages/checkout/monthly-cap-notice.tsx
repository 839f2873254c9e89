import { CalendarClock } from "lucide-react";
import { useId } from "react";
import { packageById } from "#shared/commerce/catalogue";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import type { TUsage } from "#shared/schemas/documents";
import { UsageLine } from "#web/components/documents/usage-line.tsx";
import { Card, CardTitle } from "#web/components/ui/card.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { monthlyLimitBlocks, usageNumber } from "#web/lib/documents/monthly-limit.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { monthlyCapMessages } from "./monthly-cap.messages";

/** Whether a package brings documents, which the monthly limit counts (the RFP and Complete Documentation packages). */
export function bringsDocuments(item: Pick<TCatalogueEntry, "id">): boolean {
  const type = packageById(item.id)?.type;
  return type === "rfpGeneratorPackages" || type === "completeDocumentationPackages";
}

/** A documents package bought when this month's documents are used: nothing in it can be generated before the reset. */
export function unusableThisMonth(item: Pick<TCatalogueEntry, "id">, usage: TUsage | undefined): boolean {
  return bringsDocuments(item) && monthlyLimitBlocks(usage, 1);
}

type MonthlyCapNoticeProps = {
  usage: TUsage;
  /** At the cap: whether the founder confirmed buying anyway. */
  acknowledged: boolean;
  onAcknowledge(acknowledged: boolean): void;
};

/**
 * The monthly document limit, said before the card form (issue 25): this month's documents in one
 * line; at the cap, when the package's documents can be generated, and a confirmation to go on
 * knowingly (the form follows once it is ticked).
 */
export function MonthlyCapNotice({ usage, acknowledged, onAcknowledge }: MonthlyCapNoticeProps) {
  const t = useT(monthlyCapMessages);
  const format = useFormat();
  const checkboxId = useId();
  const date = format.utcDate(usage.resetsAt);
  if (!monthlyLimitBlocks(usage, 1)) {
    return (
      <div className="grid gap-1 rounded-lg border bg-card p-4">
        <UsageLine usage={usage} />
        <p className="text-sm text-muted-foreground">{t("counts", { limit: usage.limit })}</p>
      </div>
    );
  }
  return (
    <Card aria-labelledby="monthly-cap-title" className="grid gap-3 border-destructive/50">
      <CardTitle id="monthly-cap-title" className="flex items-center gap-2">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        {t("capTitle")}
      </CardTitle>
      <p className="text-sm">{t("capText", { used: usageNumber(usage.used), limit: usage.limit, date })}</p>
      <UsageLine usage={usage} />
      <div className="flex items-start gap-2">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={acknowledged}
          onChange={(event) => onAcknowledge(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm font-medium">
          {t("acknowledge", { date })}
        </label>
      </div>
      {!acknowledged && <p className="text-sm text-muted-foreground">{t("acknowledgeFirst")}</p>}
    </Card>
  );
}
