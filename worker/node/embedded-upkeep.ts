import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { describeError, type Logger } from "../logging/logger";

/** How often the embedded database refreshes its planner statistics, and reclaims dead rows. */
export const ANALYZE_EVERY_MS = 60 * 60 * 1000;
export const VACUUM_EVERY_MS = 24 * 60 * 60 * 1000;
/** The first ANALYZE waits until start-up is over, so the first requests do not queue behind it. */
const FIRST_RUN_AFTER_MS = 5_000;

/**
 * One round of upkeep: ANALYZE (the planner's row counts; without them the dashboard overview
 * scanned every user's documents), and VACUUM when asked (plain, not FULL: no table is locked
 * against writes, and the dead row versions every answer leaves in `definitions` are reused).
 */
export async function upkeepRound(db: Db, { vacuum }: { vacuum: boolean }): Promise<{ ms: number; vacuum: boolean }> {
  const started = performance.now();
  if (vacuum) await db.execute(sql`VACUUM`);
  await db.execute(sql`ANALYZE`);
  return { ms: Math.round(performance.now() - started), vacuum };
}

/**
 * PGlite has no autovacuum daemon: the Node server runs its upkeep itself, on timers that never
 * keep the process alive (a PostgreSQL server does this on its own, so a DATABASE_URL gets none).
 * A round runs between requests on the one connection: ANALYZE of this schema takes milliseconds.
 */
export function startEmbeddedUpkeep(db: Db, logger: Logger, clock: () => number = Date.now) {
  let lastVacuum = clock();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    if (stopped) return;
    const vacuum = clock() - lastVacuum >= VACUUM_EVERY_MS;
    running = upkeepRound(db, { vacuum })
      .then((result) => {
        if (vacuum) lastVacuum = clock();
        logger.info("embedded database upkeep", result);
      })
      .catch((error: unknown) => logger.warn("embedded database upkeep failed", describeError(error)));
  };
  const first = setTimeout(round, FIRST_RUN_AFTER_MS);
  const every = setInterval(round, ANALYZE_EVERY_MS);
  first.unref();
  every.unref();
  return {
    /** Stops the timers and waits for a round under way, so the database is not closed under it. */
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
