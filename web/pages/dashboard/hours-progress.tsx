import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { ProgressBar } from "../../components/ui/progress-bar";
import { formatHours } from "./dashboard-stats";

type HoursProgressProps = { used: number; total: number; percent: number };

/** Development hours used against all hours bought, with the way to buy more. */
export function HoursProgress({ used, total, percent }: HoursProgressProps) {
  const summary = `${formatHours(used)} of ${formatHours(total)} hours used`;
  return (
    <Card aria-labelledby="hours-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="hours-title">Development Hours</CardTitle>
          <CardDescription>{summary}</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/packages">Purchase Hours</Link>
        </Button>
      </div>
      <ProgressBar
        label="Development hours used"
        percent={percent}
        valueText={`${percent}% (${summary})`}
        className="mt-4"
      />
      <p className="mt-2 text-right text-sm tabular-nums text-muted-foreground">{percent}%</p>
    </Card>
  );
}
