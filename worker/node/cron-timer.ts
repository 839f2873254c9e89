import { nextMonthStart } from "#shared/documents/kinds";
import { HOURLY, MONTHLY, runScheduledJobs, WEEKLY } from "../jobs/scheduled";
import type { AppDeps } from "../ports";

/** setTimeout's delay is a 32-bit number of milliseconds (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** The next time each cron of wrangler.toml fires after `date` (UTC), for the crons the jobs use. */
export const NEXT_RUN: Record<string, (date: Date) => Date> = {
  [MONTHLY]: nextMonthStart,
  [HOURLY]: (date) => new Date(Math.floor(date.getTime() / 3_600_000 + 1) * 3_600_000),
  [WEEKLY]: (date) => {
    const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 8));
    const daysToMonday = (8 - next.getUTCDay()) % 7;
    next.setUTCDate(next.getUTCDate() + daysToMonday);
    if (next <= date) next.setUTCDate(next.getUTCDate() + 7);
    return next;
  },
};

/**
 * The Node entry's stand-in for the Workers cron triggers: each cron's jobs run at its next time.
 * Long waits are taken in steps, since a month is longer than setTimeout can wait at once.
 */
export function startCronTimers(deps: AppDeps) {
  const timers = new Map<string, NodeJS.Timeout>();
  const schedule = (cron: string, next: (date: Date) => Date) => {
    const due = next(deps.clock());
    const wait = () => {
      const remaining = due.getTime() - deps.clock().getTime();
      if (remaining > 0) {
        const timer = setTimeout(wait, Math.min(remaining, MAX_DELAY_MS));
        timer.unref();
        timers.set(cron, timer);
        return;
      }
      void run(cron, due).finally(() => schedule(cron, next));
    };
    wait();
  };
  const run = async (cron: string, due: Date) => {
    const lease = await deps.database.lease();
    try {
      await runScheduledJobs(cron, { db: lease.db, now: due, logger: deps.logger, deps });
    } catch {
      // runScheduledJobs has logged which job failed; the next run is scheduled all the same.
    } finally {
      await lease.release?.();
    }
  };
  for (const [cron, next] of Object.entries(NEXT_RUN)) schedule(cron, next);
  return {
    stop: () => {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
