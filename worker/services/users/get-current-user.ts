import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { packageById } from "../../../shared/commerce/catalogue";
import { AppError } from "../../../shared/errors/app-error";
import type { TUser } from "../../../shared/schemas/user";
import type { ServiceContext } from "../context";

/** json_object_agg of sums: null when there is nothing; numbers may arrive as JSON numbers or strings. */
type Sums = Record<string, number | string> | null;
type Row = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  owned: Sums;
  used: Sums;
  remaining: Sums;
  hoursUsed: string | number;
};

/**
 * The spec's User client shape: the account and what it owns and has used, all derived (never
 * stored twice) in one round trip: packages from succeeded purchases, used packages from the
 * definitions bound to them, hours from unexpired, unrefunded blocks minus what was spent
 * (docs/decisions/009).
 */
export async function getCurrentUser(ctx: ServiceContext, userId: string): Promise<TUser> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      // Plain SQL: inside a one-table select Drizzle drops table names, which correlated subqueries need.
      owned: sql<Sums>`(select json_object_agg(o.package_id, o.quantity) from (
        select package_id, sum(quantity) as quantity from purchases
        where purchases.user_id = users.id and purchases.status = 'succeeded' group by 1) o)`,
      used: sql<Sums>`(select json_object_agg(d.package_type, d.n) from (
        select package_type, count(*) as n from definitions
        where definitions.user_id = users.id and package_type is not null group by 1) d)`,
      remaining: sql<Sums>`(select json_object_agg(r.package_id, r.hours) from (
        select p.package_id, sum(b.development_hours + b.qa_hours - coalesce(
          (select sum(e.hours) from hour_entries e where e.block_id = b.id), 0)) as hours
        from hour_blocks b join purchases p on p.id = b.purchase_id
        where b.user_id = users.id and b.expires_at > ${ctx.now.toISOString()} and b.withdrawn_at is null
        group by 1) r)`,
      hoursUsed: sql<
        string | number
      >`(select coalesce(sum(hours), 0) from hour_entries where hour_entries.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  return toUser(row);
}

function toUser(row: Row): TUser {
  const owned = byType(row.owned);
  const remaining = byType(row.remaining);
  const used = row.used ?? {};
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    rfpGeneratorPackages: owned.rfpGeneratorPackages ?? 0,
    completeDocumentationPackages: owned.completeDocumentationPackages ?? 0,
    developmentWeekPackages: owned.developmentWeekPackages ?? 0,
    developmentHoursPackages: owned.developmentHoursPackages ?? 0,
    rfpGeneratorPackagesUsed: Number(used.rfpGeneratorPackages ?? 0),
    completeDocumentationPackagesUsed: Number(used.completeDocumentationPackages ?? 0),
    developmentHours: remaining.developmentHoursPackages ?? 0,
    developmentWeekHours: remaining.developmentWeekPackages ?? 0,
    developmentHoursUsed: Number(row.hoursUsed),
  };
}

/** Sums keyed by catalogue package id, re-keyed by package type (numbers arrive as JSON numbers). */
function byType(values: Sums): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [packageId, value] of Object.entries(values ?? {})) {
    const type = packageById(packageId)?.type;
    if (type) out[type] = (out[type] ?? 0) + Number(value);
  }
  return out;
}
