import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import { resolveSettings, type TSettings } from "../../../shared/schemas/settings";
import type { ServiceContext } from "../context";

/**
 * What a generation needs to know of its user, in one round trip: the packages that allow
 * documents (owned by succeeded purchases) and the language to write in.
 */
export async function generationOwner(ctx: ServiceContext, userId: string) {
  const owned = (packageId: string) =>
    sql<string | number>`(select coalesce(sum(p.quantity), 0) from purchases p
      where p.user_id = users.id and p.status = 'succeeded' and p.package_id = ${packageId})`;
  const [row] = await ctx.db
    .select({ settings: users.settings, rfp: owned("rfp-free"), complete: owned("complete-docs") })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  const settings: TSettings = resolveSettings(row.settings);
  return {
    language: settings.language,
    rfpGeneratorPackages: Number(row.rfp),
    completeDocumentationPackages: Number(row.complete),
  };
}
