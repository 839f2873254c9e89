import type { TUsage } from "../../../shared/schemas/documents";
import { usageText } from "../../lib/documents/usage-text";
import { formatUtcDate } from "../../lib/format-date";
import { Card, CardDescription, CardTitle } from "../ui/card";
import { ProgressBar } from "../ui/progress-bar";
import { Spinner } from "../ui/spinner";

/**
 * This month's documents against the limit of 10 (spec section 9). Regenerating after edited
 * answers counts half a document; the count starts again on the 1st (UTC).
 */
export function UsageCard({ usage }: { usage: TUsage | undefined }) {
  return (
    <Card aria-labelledby="usage-title" className="grid gap-3">
      <div>
        <CardTitle id="usage-title">Monthly limit</CardTitle>
        <CardDescription>
          Regenerating a document after you edit your answers counts as half (50% cost).
        </CardDescription>
      </div>
      {usage ? (
        <>
          <p className="font-medium tabular-nums">{usageText(usage)}</p>
          <ProgressBar
            label="Documents used this month"
            percent={(usage.used / usage.limit) * 100}
            valueText={usageText(usage)}
          />
          <p className="text-sm text-muted-foreground">Resets on {formatUtcDate(usage.resetsAt)} (UTC)</p>
        </>
      ) : (
        <Spinner label="Loading this month's usage" />
      )}
    </Card>
  );
}
