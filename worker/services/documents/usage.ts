import { and, eq, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { usageMonths } from "#db/schema/index";
import { MONTHLY_DOCUMENT_LIMIT, nextMonthStart, usageMonthOf } from "#shared/documents/kinds";
import type { TUsage } from "#shared/schemas/documents";
import type { ServiceContext } from "#worker/ports";

type Writer = ServiceContext["db"] | DbTransaction;

/**
 * Reserves `cost` of this month's documents in one statement: the row's update only happens when
 * the new total stays within the limit, and Postgres serialises concurrent updates of the row, so
 * of 20 generations at limit - 1 exactly one gets through. Returns false when over the limit.
 */
export async function reserveUsage(db: Writer, userId: string, month: string, cost: number): Promise<boolean> {
  if (cost > MONTHLY_DOCUMENT_LIMIT) return false;
  const rows = await db
    .insert(usageMonths)
    .values({ userId, month, documentsGenerated: cost })
    .onConflictDoUpdate({
      target: [usageMonths.userId, usageMonths.month],
      set: { documentsGenerated: sql`${usageMonths.documentsGenerated} + ${cost}` },
      setWhere: sql`${usageMonths.documentsGenerated} + ${cost} <= ${MONTHLY_DOCUMENT_LIMIT} and ${usageMonths.closedAt} is null`,
    })
    .returning({ used: usageMonths.documentsGenerated });
  return rows.length > 0;
}

/** Gives back a reservation whose generation failed or was cancelled. */
export async function releaseUsage(db: Writer, userId: string, month: string, cost: number): Promise<void> {
  await db
    .update(usageMonths)
    .set({ documentsGenerated: sql`greatest(${usageMonths.documentsGenerated} - ${cost}, 0)` })
    .where(and(eq(usageMonths.userId, userId), eq(usageMonths.month, month)));
}

/** The usage card: this UTC month's limit, used and remaining. */
export async function usageOf(ctx: ServiceContext, userId: string): Promise<TUsage> {
  const month = usageMonthOf(ctx.now);
  const [row] = await ctx.db
    .select({ used: usageMonths.documentsGenerated })
    .from(usageMonths)
    .where(and(eq(usageMonths.userId, userId), eq(usageMonths.month, month)));
  const used = Number(row?.used ?? 0);
  return {
    month,
    limit: MONTHLY_DOCUMENT_LIMIT,
    used,
    remaining: Math.max(0, MONTHLY_DOCUMENT_LIMIT - used),
    resetsAt: nextMonthStart(ctx.now).toISOString(),
  };
}
