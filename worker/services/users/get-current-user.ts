import { eq, sql } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TUser } from "#shared/schemas/user";
import type { ServiceContext } from "#worker/ports";
import { ownedPackagesSql, type PackageSums, sumsByType } from "../purchases/owned-packages";

type Row = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  owned: PackageSums;
  used: PackageSums;
  remaining: PackageSums;
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
      owned: ownedPackagesSql(),
      // Plain SQL: inside a one-table select Drizzle drops table names, which correlated subqueries need.
      used: sql<PackageSums>`(select json_object_agg(d.package_type, d.n) from (
        select package_type, count(*) as n from definitions
        where definitions.user_id = users.id and package_type is not null group by 1) d)`,
      remaining: sql<PackageSums>`(select json_object_agg(r.package_id, r.hours) from (
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
  const owned = sumsByType(row.owned);
  const remaining = sumsByType(row.remaining);
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
