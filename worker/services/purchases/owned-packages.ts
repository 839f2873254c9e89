import { type SQL, sql } from "drizzle-orm";
import { type PackageType, packageById } from "#shared/commerce/catalogue";

/** json_object_agg of sums: null when there is nothing; numbers may arrive as JSON numbers or strings. */
export type PackageSums = Record<string, number | string> | null;

/**
 * The packages a user owns, by catalogue id: the quantities of their succeeded purchases. A
 * correlated subquery for a select from `users` (plain SQL: inside a one-table select Drizzle drops
 * table names, which correlated subqueries need). Read with `sumsByType`.
 */
export function ownedPackagesSql(): SQL<PackageSums> {
  return sql<PackageSums>`(select json_object_agg(o.package_id, o.quantity) from (
    select package_id, sum(quantity) as quantity from purchases
    where purchases.user_id = users.id and purchases.status = 'succeeded' group by 1) o)`;
}

/** Sums keyed by catalogue package id, re-keyed by package type (numbers arrive as JSON numbers or text). */
export function sumsByType(values: PackageSums): Partial<Record<PackageType, number>> {
  const out: Partial<Record<PackageType, number>> = {};
  for (const [packageId, value] of Object.entries(values ?? {})) {
    const type = packageById(packageId)?.type;
    if (type) out[type] = (out[type] ?? 0) + Number(value);
  }
  return out;
}
