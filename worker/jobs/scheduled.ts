import type { Db } from "#db/client";
import { prunePageViews } from "#services/analytics/prune-page-views";
import { sweepStaleGenerations } from "#services/documents/sweep-stale-generations";
import { sendWeeklyDigests } from "#services/mail/weekly-digest";
import { closeUsageMonth } from "#services/maintenance/close-usage-month";
import { pruneExpiredCredentials } from "#services/maintenance/prune-expired-credentials";
import type { Logger } from "../logging/logger";
import { describeError } from "../logging/logger";
import type { AppDeps } from "../ports";

/** The cron expressions wrangler.toml triggers; a job runs on the crons it lists. */
export const MONTHLY = "0 0 1 * *";
export const WEEKLY = "0 8 * * 1";
export const HOURLY = "0 * * * *";

/** `deps` gives jobs that send email the app's ports; the Workers and Node entries always pass it. */
type JobContext = { db: Db; now: Date; logger: Logger; deps?: AppDeps };
export type Job = { name: string; crons: readonly string[]; run(ctx: JobContext): Promise<Record<string, unknown>> };

export const JOBS: readonly Job[] = [
  { name: "close-usage-month", crons: [MONTHLY], run: closeUsageMonth },
  { name: "prune-expired-credentials", crons: [MONTHLY], run: pruneExpiredCredentials },
  { name: "weekly-digest", crons: [WEEKLY], run: sendWeeklyDigests },
  { name: "prune-page-views", crons: [WEEKLY], run: prunePageViews },
  { name: "sweep-stale-generations", crons: [HOURLY], run: (ctx) => sweepStaleGenerations(ctx) },
];

type JobOutcome = { name: string; ok: boolean; result?: Record<string, unknown> };

/**
 * Runs every job registered for the cron that fired. Jobs are independent: one failing is logged
 * and the others still run; the run fails afterwards so the platform records it.
 */
export async function runScheduledJobs(
  cron: string,
  ctx: JobContext,
  jobs: readonly Job[] = JOBS,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs.filter((candidate) => candidate.crons.includes(cron))) {
    try {
      const result = await job.run(ctx);
      ctx.logger.info("job finished", { job: job.name, cron, ...result });
      outcomes.push({ name: job.name, ok: true, result });
    } catch (error) {
      ctx.logger.error("job failed", { job: job.name, cron, ...describeError(error) });
      outcomes.push({ name: job.name, ok: false });
    }
  }
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  if (failed.length > 0) throw new Error(`Scheduled jobs failed: ${failed.join(", ")}`);
  return outcomes;
}
