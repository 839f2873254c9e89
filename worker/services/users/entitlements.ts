import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { definitions, hourBlocks, hourEntries, purchases } from "../../../db/schema";
import { packageById } from "../../../shared/commerce/catalogue";
import type { TUser } from "../../../shared/schemas/user";
import type { ServiceContext } from "../context";

type Entitlements = Omit<TUser, "id" | "email" | "firstName" | "lastName">;

/**
 * What a user owns and has used, derived (never stored twice): packages from succeeded purchases,
 * used packages from the definitions bound to them, hours from unexpired, unrefunded blocks minus
 * what was spent from them.
 */
export async function entitlementsOf(ctx: ServiceContext, userId: string): Promise<Entitlements> {
  const [owned, used, hours] = await Promise.all([
    ownedPackages(ctx, userId),
    usedPackages(ctx, userId),
    hourTotals(ctx, userId),
  ]);
  const count = (type: string) => owned.get(type) ?? 0;
  return {
    rfpGeneratorPackages: count("rfpGeneratorPackages"),
    completeDocumentationPackages: count("completeDocumentationPackages"),
    developmentWeekPackages: count("developmentWeekPackages"),
    developmentHoursPackages: count("developmentHoursPackages"),
    rfpGeneratorPackagesUsed: used.get("rfpGeneratorPackages") ?? 0,
    completeDocumentationPackagesUsed: used.get("completeDocumentationPackages") ?? 0,
    ...hours,
  };
}

async function ownedPackages(ctx: ServiceContext, userId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ packageId: purchases.packageId, quantity: sql<number>`sum(${purchases.quantity})`.mapWith(Number) })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, "succeeded")))
    .groupBy(purchases.packageId);
  return new Map(rows.map((row) => [packageById(row.packageId)?.type ?? row.packageId, row.quantity]));
}

async function usedPackages(ctx: ServiceContext, userId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ type: definitions.packageType, count: sql<number>`count(*)`.mapWith(Number) })
    .from(definitions)
    .where(and(eq(definitions.userId, userId), sql`${definitions.packageType} is not null`))
    .groupBy(definitions.packageType);
  return new Map(rows.map((row) => [row.type ?? "", row.count]));
}

/**
 * developmentHours / developmentWeekHours: hours still available (development and QA together) in
 * unexpired, unrefunded blocks bought with Dev Hours / Dev Week; developmentHoursUsed: every hour
 * spent so far (docs/decisions/009).
 */
async function hourTotals(ctx: ServiceContext, userId: string) {
  const spent = ctx.db
    .select({ blockId: hourEntries.blockId, hours: sql<number>`sum(${hourEntries.hours})`.as("spent_hours") })
    .from(hourEntries)
    .groupBy(hourEntries.blockId)
    .as("spent");
  const remaining = await ctx.db
    .select({
      packageId: purchases.packageId,
      hours:
        sql<number>`sum(${hourBlocks.developmentHours} + ${hourBlocks.qaHours} - coalesce(${spent.hours}, 0))`.mapWith(
          Number,
        ),
    })
    .from(hourBlocks)
    .innerJoin(purchases, eq(purchases.id, hourBlocks.purchaseId))
    .leftJoin(spent, eq(spent.blockId, hourBlocks.id))
    .where(and(eq(hourBlocks.userId, userId), gt(hourBlocks.expiresAt, ctx.now), isNull(hourBlocks.withdrawnAt)))
    .groupBy(purchases.packageId);
  const [used] = await ctx.db
    .select({ hours: sql<number>`coalesce(sum(${hourEntries.hours}), 0)`.mapWith(Number) })
    .from(hourEntries)
    .where(eq(hourEntries.userId, userId));
  const byType = new Map(remaining.map((row) => [packageById(row.packageId)?.type, row.hours]));
  return {
    developmentHours: byType.get("developmentHoursPackages") ?? 0,
    developmentWeekHours: byType.get("developmentWeekPackages") ?? 0,
    developmentHoursUsed: used?.hours ?? 0,
  };
}
