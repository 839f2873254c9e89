import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { ProgressBar } from "#web/components/ui/progress-bar.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { dashboardMessages } from "./dashboard.messages";

type HoursProgressProps = { used: number; total: number; percent: number };

/** Development hours used against all hours bought, with the way to buy more. */
export function HoursProgress({ used, total, percent }: HoursProgressProps) {
  const t = useT(dashboardMessages);
  const format = useFormat();
  // Hours are counted in quarters: the formatter keeps up to two decimals ("7.25").
  const summary = t("hoursSummary", { used: format.number(used), total: format.number(total) });
  const shownPercent = t("percent", { percent: format.number(percent) });
  return (
    <Card aria-labelledby="hours-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="hours-title">{t("hoursTitle")}</CardTitle>
          <CardDescription>{summary}</CardDescription>
        </div>
        <ButtonLink variant="outline" size="sm" to="/packages">
          {t("purchaseHours")}
        </ButtonLink>
      </div>
      <ProgressBar
        label={t("hoursUsed")}
        percent={percent}
        valueText={`${shownPercent} (${summary})`}
        className="mt-4"
      />
      <p className="mt-2 text-right text-sm tabular-nums text-muted-foreground">{shownPercent}</p>
    </Card>
  );
}
