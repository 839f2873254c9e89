import { Gauge } from "lucide-react";
import type { TUsage } from "#shared/schemas/documents";
import { cn } from "#web/lib/cn.ts";
import { usageNumber } from "#web/lib/documents/monthly-limit.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { monthlyLimitMessages } from "./monthly-limit.messages";

/** "7 of 10 documents this month, resets 12/01/2026": the month's documents in one line (spec section 9). */
export function UsageLine({ usage, className }: { usage: TUsage; className?: string }) {
  const t = useT(monthlyLimitMessages);
  const format = useFormat();
  const full = usage.remaining <= 0;
  return (
    <p
      data-testid="usage-line"
      className={cn(
        "flex items-center gap-2 text-sm tabular-nums",
        full ? "font-medium text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      <Gauge aria-hidden="true" className="size-4 shrink-0" />
      {t("usageLine", {
        used: format.number(usageNumber(usage.used)),
        limit: format.number(usage.limit),
        date: format.utcDate(usage.resetsAt),
      })}
    </p>
  );
}

/** Why a Generate button waits: the month's documents are used, and the day it can be pressed. */
export function useMonthlyLimitReason() {
  const t = useT(monthlyLimitMessages);
  const format = useFormat();
  return (usage: TUsage) => t("limitReached", { limit: usage.limit, date: format.utcDate(usage.resetsAt) });
}

/** The month's documents, and at the cap what that means for a purchase now (packages, dashboard). */
export function UsageNotice({ usage, className }: { usage: TUsage; className?: string }) {
  const t = useT(monthlyLimitMessages);
  const format = useFormat();
  return (
    <div className={cn("grid gap-1", className)}>
      <UsageLine usage={usage} className="justify-[inherit]" />
      {usage.remaining < 1 && (
        <p className="text-sm text-muted-foreground">{t("atCap", { date: format.utcDate(usage.resetsAt) })}</p>
      )}
    </div>
  );
}
