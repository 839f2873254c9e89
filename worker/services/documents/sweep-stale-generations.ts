import { and, eq, lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { definitions, documents } from "#db/schema/index";
import { releaseUsage } from "./usage";

/** A generation still "generating" after this long was cut off (a killed server, a lost isolate). */
export const STALE_GENERATION_MS = 15 * 60 * 1000;

type SweepContext = { db: Db; now: Date };

/**
 * Deletes generations that never finished and gives their reservation back, each in one
 * transaction: the row is deleted only while it is still generating, so a generation completing
 * at the same moment keeps its version and its cost. Runs on the hourly cron, for a user's own
 * generations before a new one reserves its quota, and at the Node
 * server's start: on the embedded database (one server per data directory) every generation
 * still open then died with the previous process, whatever its age.
 */
export async function sweepStaleGenerations(
  { db, now }: SweepContext,
  options: { userId?: string; olderThanMs?: number } = {},
): Promise<{ released: number }> {
  const { userId, olderThanMs = STALE_GENERATION_MS } = options;
  const stale = await db
    .select({ id: documents.id, userId: definitions.userId })
    .from(documents)
    .innerJoin(definitions, eq(definitions.id, documents.definitionId))
    .where(
      and(
        eq(documents.status, "generating"),
        lt(documents.createdAt, new Date(now.getTime() - olderThanMs)),
        userId ? eq(definitions.userId, userId) : undefined,
      ),
    );
  let released = 0;
  for (const row of stale) {
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(documents)
        .where(and(eq(documents.id, row.id), eq(documents.status, "generating")))
        .returning({ cost: documents.cost, usageMonth: documents.usageMonth });
      if (!gone) return;
      await releaseUsage(tx, row.userId, gone.usageMonth, Number(gone.cost));
      released += 1;
    });
  }
  return { released };
}
