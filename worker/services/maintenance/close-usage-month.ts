import { and, isNull, lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { usageMonths } from "#db/schema/index";
import { usageMonthOf } from "#shared/documents/kinds";

/**
 * Closes every month before the current one (00:00 UTC on the 1st): their counts become final
 * and no reservation can touch them again; the new month's count starts at zero with its own row.
 */
export async function closeUsageMonth({ db, now }: { db: Db; now: Date }) {
  const closed = await db
    .update(usageMonths)
    .set({ closedAt: now })
    .where(and(lt(usageMonths.month, usageMonthOf(now)), isNull(usageMonths.closedAt)))
    .returning({ month: usageMonths.month });
  return { closedMonths: closed.length };
}
