import { nextMonthStart } from "../../shared/documents/kinds";
import type { DatabasePort } from "../deps";
import { MONTHLY, runScheduledJobs } from "../jobs/scheduled";
import type { Logger } from "../logging/logger";

/** setTimeout's delay is a 32-bit number of milliseconds (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The Node entry's stand-in for the Workers cron: runs the monthly jobs at 00:00 UTC on the 1st.
 * Long waits are taken in steps, since a month is longer than setTimeout can wait at once.
 */
export function startMonthlyTimer(database: DatabasePort, logger: Logger, clock: () => Date = () => new Date()) {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const due = nextMonthStart(clock());
    const wait = () => {
      const remaining = due.getTime() - clock().getTime();
      if (remaining > 0) {
        timer = setTimeout(wait, Math.min(remaining, MAX_DELAY_MS));
        timer.unref();
        return;
      }
      void run(due).finally(schedule);
    };
    wait();
  };
  const run = async (due: Date) => {
    const lease = await database.lease();
    try {
      await runScheduledJobs(MONTHLY, { db: lease.db, now: due, logger });
    } catch (error) {
      logger.error("monthly jobs failed", { error: String(error) });
    } finally {
      await lease.release?.();
    }
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
