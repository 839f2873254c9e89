import { lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { analyticsEvents } from "#db/schema/index";

/** Page views are kept 90 days: enough for the trends they are for. */
const PAGE_VIEW_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export async function prunePageViews({ db, now }: { db: Db; now: Date }): Promise<{ pageViews: number }> {
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, new Date(now.getTime() - PAGE_VIEW_RETENTION_MS)))
    .returning({ id: analyticsEvents.id });
  return { pageViews: deleted.length };
}
